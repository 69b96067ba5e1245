// Each wire's non-streaming response, and the neutral ChatResponse: validators, guards, parsers, Standard Schema.
import type { ChatCompletionResponse, ChatResponse, ClaudeResponse, GeminiResponse, ResponsesResponse } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import { standard } from "../validate/standard.js";
import { guard, parser, validator } from "../validate/validate.js";

/** Checks a Chat Completions response (`ChatCompletion`, also of OpenAI-compatible servers). */
export const validateChatCompletionResponse = /* @__PURE__ */ validator(generated.validateChatCompletionResponse);
/** Checks a Responses API response (`Response`). */
export const validateResponsesResponse = /* @__PURE__ */ validator(generated.validateResponsesResponse);
/** Checks a Messages API response (`Message`). */
export const validateClaudeResponse = /* @__PURE__ */ validator(generated.validateClaudeResponse);
/** Checks a Gemini `generateContent` response (`GenerateContentResponse`). */
export const validateGeminiResponse = /* @__PURE__ */ validator(generated.validateGeminiResponse);
/** Checks a `ChatResponse`, what `readResponse` returns. */
export const validateChatResponse = /* @__PURE__ */ validator(generated.validateChatResponse);

/** True when the value is a valid `ChatCompletionResponse`. */
export const isChatCompletionResponse: (value: unknown) => value is ChatCompletionResponse = /* @__PURE__ */ guard(generated.validateChatCompletionResponse);
/** True when the value is a valid `ResponsesResponse`. */
export const isResponsesResponse: (value: unknown) => value is ResponsesResponse = /* @__PURE__ */ guard(generated.validateResponsesResponse);
/** True when the value is a valid `ClaudeResponse`. */
export const isClaudeResponse: (value: unknown) => value is ClaudeResponse = /* @__PURE__ */ guard(generated.validateClaudeResponse);
/** True when the value is a valid `GeminiResponse`. */
export const isGeminiResponse: (value: unknown) => value is GeminiResponse = /* @__PURE__ */ guard(generated.validateGeminiResponse);
/** True when the value is a valid `ChatResponse`. */
export const isChatResponse: (value: unknown) => value is ChatResponse = /* @__PURE__ */ guard(generated.validateChatResponse);

/** Returns the value as a `ChatCompletionResponse`, or throws `ContractError`. */
export const parseChatCompletionResponse = /* @__PURE__ */ parser(generated.validateChatCompletionResponse, "ChatCompletionResponse");
/** Returns the value as a `ResponsesResponse`, or throws `ContractError`. */
export const parseResponsesResponse = /* @__PURE__ */ parser(generated.validateResponsesResponse, "ResponsesResponse");
/** Returns the value as a `ClaudeResponse`, or throws `ContractError`. */
export const parseClaudeResponse = /* @__PURE__ */ parser(generated.validateClaudeResponse, "ClaudeResponse");
/** Returns the value as a `GeminiResponse`, or throws `ContractError`. */
export const parseGeminiResponse = /* @__PURE__ */ parser(generated.validateGeminiResponse, "GeminiResponse");
/** Returns the value as a `ChatResponse`, or throws `ContractError`. */
export const parseChatResponse = /* @__PURE__ */ parser(generated.validateChatResponse, "ChatResponse");

/** Standard Schema for `ChatCompletionResponse`. */
export const ChatCompletionResponseSchema = /* @__PURE__ */ standard<ChatCompletionResponse>(generated.validateChatCompletionResponse, "chat-completions.schema.json", "ChatCompletionResponse");
/** Standard Schema for `ResponsesResponse`. */
export const ResponsesResponseSchema = /* @__PURE__ */ standard<ResponsesResponse>(generated.validateResponsesResponse, "item.schema.json", "ResponsesResponse");
/** Standard Schema for `ClaudeResponse`. */
export const ClaudeResponseSchema = /* @__PURE__ */ standard<ClaudeResponse>(generated.validateClaudeResponse, "claude-message.schema.json", "ClaudeResponse");
/** Standard Schema for `GeminiResponse`. */
export const GeminiResponseSchema = /* @__PURE__ */ standard<GeminiResponse>(generated.validateGeminiResponse, "gemini-content.schema.json", "GeminiResponse");
/** Standard Schema for `ChatResponse`. */
export const ChatResponseSchema = /* @__PURE__ */ standard<ChatResponse>(generated.validateChatResponse, "bundle.schema.json", "ChatResponse");
