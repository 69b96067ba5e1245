// readResponse against the pinned SDKs: a value of each SDK's response type goes in without a cast
// (openai 7.60.0 ChatCompletion and Response, @anthropic-ai/sdk 1.17.0 Message, @google/genai 3.3.0
// GenerateContentResponse), the return type is ChatResponse, and every finish reason each SDK
// declares is a row of FINISH_REASONS.
import type { ChatCompletion } from "openai/resources/chat/completions/completions";
import type { Response } from "openai/resources/responses/responses";
import type { Message, StopReason } from "@anthropic-ai/sdk/resources/messages/messages";
import type { FinishReason, GenerateContentResponse } from "@google/genai";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import {
  ChatCompletionResponseSchema, ChatResponseSchema, ClaudeResponseSchema, FINISH_REASONS, GeminiResponseSchema, ResponsesResponseSchema,
  isChatCompletionResponse, isChatResponse, isClaudeResponse, isGeminiResponse, isResponsesResponse,
  parseChatCompletionResponse, parseChatResponse, parseClaudeResponse, parseGeminiResponse, parseResponsesResponse,
  readResponse, validateChatCompletionResponse, validateChatResponse, validateClaudeResponse, validateGeminiResponse, validateResponsesResponse,
  type ChatCompletionResponse, type ChatFinishReason, type ChatMessage, type ChatResponse, type ChatUsage, type ClaudeResponse, type GeminiResponse, type ResponsesResponse, type VendorFinishReason,
} from "chat-contract";

// SDK → readResponse, no cast.
declare const completion: ChatCompletion;
declare const response: Response;
declare const message: Message;
declare const generated: GenerateContentResponse;
expectType<ChatResponse>(readResponse(completion, { from: "chat-completions" }));
expectType<ChatResponse>(readResponse(response, { from: "responses" }));
expectType<ChatResponse>(readResponse(message, { from: "claude" }));
expectType<ChatResponse>(readResponse(generated, { from: "gemini", choice: 0 }));
// The SDK's ChatCompletion and Message are our response types as they are; Response (output items
// wider than the input Item union) and GenerateContentResponse (every field optional, TS enums) go
// in through ResponsesResponseLike and GeminiResponseLike and are checked at run time.
expectAssignable<ChatCompletionResponse>(completion);
expectAssignable<ClaudeResponse>(message);

// The wire follows `from`: a Claude message is not a Chat Completions response.
expectError(readResponse(message, { from: "chat-completions" }));
expectError(readResponse(completion, { from: "openai" }));
expectError(readResponse(completion, { from: "chat-completions", dialect: "deepseek" }));

// What it returns is appended to a history as it is.
declare const history: ChatMessage[];
const out = readResponse(message, { from: "claude" });
expectAssignable<ChatMessage[]>([...history, ...out.messages]);
expectType<ChatFinishReason>(out.finishReason);
expectType<ChatUsage | undefined>(out.usage);

// Every finish reason the SDKs declare has a row.
expectAssignable<VendorFinishReason["claude"]>({} as StopReason);
expectAssignable<VendorFinishReason["chat-completions"]>({} as ChatCompletion.Choice["finish_reason"]);
expectAssignable<VendorFinishReason["gemini"]>({} as `${FinishReason}`);
expectAssignable<VendorFinishReason["responses"]>({} as NonNullable<Response["status"]>);
expectAssignable<VendorFinishReason["responses"]>({} as "max_output_tokens" | "content_filter");
expectNotAssignable<VendorFinishReason["claude"]>("stopped");
expectType<ChatFinishReason | undefined>(FINISH_REASONS.claude.end_turn);

// Validators, guards, parsers and Standard Schema narrow to the schema types.
declare const value: unknown;
const checked = validateChatCompletionResponse(value);
if (checked.ok) expectType<ChatCompletionResponse>(checked.value);
const checkedResponses = validateResponsesResponse(value);
if (checkedResponses.ok) expectType<ResponsesResponse>(checkedResponses.value);
const checkedClaude = validateClaudeResponse(value);
if (checkedClaude.ok) expectType<ClaudeResponse>(checkedClaude.value);
const checkedGemini = validateGeminiResponse(value);
if (checkedGemini.ok) expectType<GeminiResponse>(checkedGemini.value);
const checkedChat = validateChatResponse(value);
if (checkedChat.ok) expectType<ChatResponse>(checkedChat.value);
if (isChatCompletionResponse(value)) expectType<ChatCompletionResponse>(value);
if (isResponsesResponse(value)) expectType<ResponsesResponse>(value);
if (isClaudeResponse(value)) expectType<ClaudeResponse>(value);
if (isGeminiResponse(value)) expectType<GeminiResponse>(value);
if (isChatResponse(value)) expectType<ChatResponse>(value);
expectType<ChatCompletionResponse>(parseChatCompletionResponse(value));
expectType<ResponsesResponse>(parseResponsesResponse(value));
expectType<ClaudeResponse>(parseClaudeResponse(value));
expectType<GeminiResponse>(parseGeminiResponse(value));
expectType<ChatResponse>(parseChatResponse(value));
expectType<ChatCompletionResponse>({} as StandardSchemaV1.InferOutput<typeof ChatCompletionResponseSchema>);
expectType<ResponsesResponse>({} as StandardSchemaV1.InferOutput<typeof ResponsesResponseSchema>);
expectType<ClaudeResponse>({} as StandardSchemaV1.InferOutput<typeof ClaudeResponseSchema>);
expectType<GeminiResponse>({} as StandardSchemaV1.InferOutput<typeof GeminiResponseSchema>);
expectType<ChatResponse>({} as StandardSchemaV1.InferOutput<typeof ChatResponseSchema>);
