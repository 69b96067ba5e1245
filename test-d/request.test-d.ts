// Whole request bodies: the validators narrow to the request types, and an SDK's request params go in without a cast.
import type { MessageCreateParams } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ChatCompletionCreateParams } from "openai/resources/chat/completions/completions";
import type { ResponseCreateParams } from "openai/resources/responses/responses";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { expectAssignable, expectNotAssignable, expectType } from "tsd";
import {
  ChatCompletionRequestSchema, ClaudeRequestSchema, ResponsesRequestSchema,
  isChatCompletionRequest, isClaudeRequest, isGeminiRequest, isResponsesRequest,
  parseChatCompletionRequest, parseClaudeRequest, parseResponsesRequest,
  validateChatCompletionRequest, validateClaudeRequest, validateResponsesRequest,
  type ChatCompletionRequest, type ClaudeRequest, type GeminiRequest, type ResponsesRequest,
} from "chat-contract";

declare const value: unknown;
const claude = validateClaudeRequest(value);
if (claude.ok) expectType<ClaudeRequest>(claude.value);
const chat = validateChatCompletionRequest(value);
if (chat.ok) expectType<ChatCompletionRequest>(chat.value);
const responses = validateResponsesRequest(value);
if (responses.ok) expectType<ResponsesRequest>(responses.value);
if (isClaudeRequest(value)) expectType<ClaudeRequest>(value);
if (isChatCompletionRequest(value)) expectType<ChatCompletionRequest>(value);
if (isResponsesRequest(value)) expectType<ResponsesRequest>(value);
if (isGeminiRequest(value)) expectType<GeminiRequest>(value);
expectType<ClaudeRequest>(parseClaudeRequest(value));
expectType<ChatCompletionRequest>(parseChatCompletionRequest(value));
expectType<ResponsesRequest>(parseResponsesRequest(value));
expectType<ClaudeRequest>({} as StandardSchemaV1.InferOutput<typeof ClaudeRequestSchema>);
expectType<ChatCompletionRequest>({} as StandardSchemaV1.InferOutput<typeof ChatCompletionRequestSchema>);
expectType<ResponsesRequest>({} as StandardSchemaV1.InferOutput<typeof ResponsesRequestSchema>);

// SDK request params → ours, no cast: the conversation is checked, the settings ride along.
declare const claudeParams: MessageCreateParams;
expectAssignable<ClaudeRequest>(claudeParams);
declare const chatParams: ChatCompletionCreateParams;
expectAssignable<ChatCompletionRequest>(chatParams);
// Not the Responses params: the SDK's `input` is optional (a request may continue a stored
// conversation instead) and its items are wider than Item in the three ways items.test-d.ts lists.
declare const responsesParams: ResponseCreateParams;
expectNotAssignable<ResponsesRequest>(responsesParams);
declare const body: ResponsesRequest;
expectAssignable<Pick<ResponseCreateParams, "instructions">>(body);
