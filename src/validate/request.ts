// Whole request bodies of each wire format: the conversation checked, the request's settings passed as they are.
import type { ChatCompletionRequest, ClaudeRequest, GeminiRequest, ResponsesRequest } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import { standard } from "./standard.js";
import { guard, parser, validator } from "./validate.js";

/** Checks a Responses API request body: `{ input (a string or items), instructions?, … }`. */
export const validateResponsesRequest = /* @__PURE__ */ validator(generated.validateResponsesRequest);
/** Checks a Chat Completions request body: `{ messages, … }`. */
export const validateChatCompletionRequest = /* @__PURE__ */ validator(generated.validateChatCompletionRequest);
/** Checks a Messages API request body: `{ system?, messages, … }`. */
export const validateClaudeRequest = /* @__PURE__ */ validator(generated.validateClaudeRequest);

/** True when the value is a valid `ResponsesRequest`. */
export const isResponsesRequest: (value: unknown) => value is ResponsesRequest = /* @__PURE__ */ guard(generated.validateResponsesRequest);
/** True when the value is a valid `ChatCompletionRequest`. */
export const isChatCompletionRequest: (value: unknown) => value is ChatCompletionRequest = /* @__PURE__ */ guard(generated.validateChatCompletionRequest);
/** True when the value is a valid `ClaudeRequest`. */
export const isClaudeRequest: (value: unknown) => value is ClaudeRequest = /* @__PURE__ */ guard(generated.validateClaudeRequest);
/** True when the value is a valid `GeminiRequest`. */
export const isGeminiRequest: (value: unknown) => value is GeminiRequest = /* @__PURE__ */ guard(generated.validateGeminiRequest);

/** Returns the value as a `ResponsesRequest`, or throws `ContractError`. */
export const parseResponsesRequest = /* @__PURE__ */ parser(generated.validateResponsesRequest, "ResponsesRequest");
/** Returns the value as a `ChatCompletionRequest`, or throws `ContractError`. */
export const parseChatCompletionRequest = /* @__PURE__ */ parser(generated.validateChatCompletionRequest, "ChatCompletionRequest");
/** Returns the value as a `ClaudeRequest`, or throws `ContractError`. */
export const parseClaudeRequest = /* @__PURE__ */ parser(generated.validateClaudeRequest, "ClaudeRequest");

/** Standard Schema for `ResponsesRequest`. */
export const ResponsesRequestSchema = /* @__PURE__ */ standard<ResponsesRequest>(generated.validateResponsesRequest, "item.schema.json", "ResponsesRequest");
/** Standard Schema for `ChatCompletionRequest`. */
export const ChatCompletionRequestSchema = /* @__PURE__ */ standard<ChatCompletionRequest>(generated.validateChatCompletionRequest, "chat-completions.schema.json", "ChatCompletionRequest");
/** Standard Schema for `ClaudeRequest`. */
export const ClaudeRequestSchema = /* @__PURE__ */ standard<ClaudeRequest>(generated.validateClaudeRequest, "claude-message.schema.json", "ClaudeRequest");
