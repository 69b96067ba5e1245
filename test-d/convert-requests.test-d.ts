// convert with the request formats: the return type follows `to`, the input type follows `from`, and
// each writer's options are taken only with its `to`; written bodies go to the SDKs as they are.
import type { MessageCreateParams } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions/completions";
import { expectAssignable, expectError, expectType } from "tsd";
import {
  convert, REQUEST_FORMAT_NAMES,
  type ChatRequest, type ClaudeRequest, type GeminiRequest, type RequestFormatName,
  type WrittenChatCompletionRequest, type WrittenClaudeRequest, type WrittenResponsesRequest,
} from "chat-contract";

declare const claude: ClaudeRequest;
declare const neutral: ChatRequest;
declare const sdkClaude: MessageCreateParams;
declare const sdkChat: ChatCompletionCreateParams;

expectType<GeminiRequest>(convert(claude, { from: "claude-request", to: "gemini-request" }));
expectType<ChatRequest>(convert(claude, { from: "claude-request", to: "chat-request" }));
expectType<WrittenClaudeRequest>(convert(neutral, { from: "chat-request", to: "claude-request", systemMessages: "hoist" }));
expectType<WrittenResponsesRequest>(convert(sdkChat, { from: "chat-completions-request", to: "responses-request" }));
expectType<WrittenChatCompletionRequest>(convert(sdkClaude, { from: "claude-request", to: "chat-completions-request", dialect: "deepseek" }));
expectType<GeminiRequest>(convert(neutral, { from: "chat-request", to: "gemini-request", geminiSchema: "parameters" }));
expectError(convert(neutral, { from: "chat-request", to: "claude-request", geminiSchema: "parameters" }));
expectError(convert(neutral, { from: "chat-request", to: "gemini-request", geminiSchema: "openapi" }));
expectAssignable<RequestFormatName>("claude-request");

// REQUEST_FORMAT_NAMES is a read-only list of the request formats' names: each is a `from` and a `to`.
expectType<readonly RequestFormatName[]>(REQUEST_FORMAT_NAMES);
expectError(REQUEST_FORMAT_NAMES.push("chat-request"));
for (const name of REQUEST_FORMAT_NAMES) convert(neutral, { from: "chat-request", to: name });
