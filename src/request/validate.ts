// The provider-neutral request body (ChatRequest): validator, guard, parser and Standard Schema.
import type { ChatRequest } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import { standard } from "../validate/standard.js";
import { guard, parser, validator } from "../validate/validate.js";

/** Checks a provider-neutral request: `{ messages, tools?, toolChoice?, output?, reasoning?, … }`. */
export const validateChatRequest = /* @__PURE__ */ validator(generated.validateChatRequest);
/** True when the value is a valid `ChatRequest`. */
export const isChatRequest: (value: unknown) => value is ChatRequest = /* @__PURE__ */ guard(generated.validateChatRequest);
/** Returns the value as a `ChatRequest`, or throws `ContractError`. */
export const parseChatRequest = /* @__PURE__ */ parser(generated.validateChatRequest, "ChatRequest");
/** Standard Schema for `ChatRequest`. */
export const ChatRequestSchema = /* @__PURE__ */ standard<ChatRequest>(generated.validateChatRequest, "chat-request.schema.json", "ChatRequest");
