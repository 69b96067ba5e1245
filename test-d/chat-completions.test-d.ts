// ChatCompletionMessage against the pinned openai SDK: what SDK users hold goes in without a cast,
// a response's message can be appended as it is, and our request shapes are what the SDK accepts.
import type {
  ChatCompletionAssistantMessageParam,
  ChatCompletionMessage as OpenAIResponseMessage,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions/completions";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import {
  ChatCompletionMessageSchema,
  ChatCompletionMessagesSchema,
  isChatCompletionMessage,
  parseChatCompletionMessage,
  parseChatCompletionMessages,
  validateChatCompletionMessages,
  type ChatCompletionAssistantMessage,
  type ChatCompletionMessage,
  type ChatCompletionMessages,
  type ChatCompletionToolMessage,
  type Issue,
  type WrittenChatCompletionMessage,
} from "chat-contract";

// SDK → ours, no cast: the request array, and a response's message appended to it.
declare const params: ChatCompletionMessageParam[];
declare const response: OpenAIResponseMessage;
const history: ChatCompletionMessages = params;
const appended: ChatCompletionMessages = [...params, response];
expectAssignable<ChatCompletionMessage>(response);
expectAssignable<ChatCompletionAssistantMessage>(response);
expectAssignable<ChatCompletionMessages>(appended);

// Ours → SDK request: every ChatCompletionMessage is a ChatCompletionMessageParam except where a
// response dump writes null for absent (openai-python's model_dump(): tool_calls, annotations), which
// the API takes and the SDK's request type does not; what the writer returns has none of those nulls.
// The extensions (reasoning_content, reasoning, reasoning_details, extra_content, annotations, full
// audio, a tool call's index) are optional properties the SDK does not declare, which TS allows on a
// value that is not a literal…
expectNotAssignable<ChatCompletionMessageParam[]>(history);
declare const writtenHistory: WrittenChatCompletionMessage[];
expectAssignable<ChatCompletionMessageParam[]>(writtenHistory);
declare const ours: Extract<WrittenChatCompletionMessage, { role: "assistant" }>;
expectAssignable<ChatCompletionAssistantMessageParam>(ours);
declare const dumped: ChatCompletionAssistantMessage;
expectNotAssignable<ChatCompletionAssistantMessageParam>(dumped);
expectAssignable<ChatCompletionMessage>({ role: "assistant", content: "hi", refusal: null, tool_calls: null, annotations: null, audio: null, function_call: null });
expectAssignable<ChatCompletionMessage>({ role: "assistant", content: null, tool_calls: [{ index: 0, id: "call_0", type: "function", function: { name: "f", arguments: "{}" } }] });
// …but not on an object literal: the SDK type has no reasoning_content.
expectError<ChatCompletionMessageParam>({ role: "assistant", content: "4", reasoning_content: "2 + 2" });
expectAssignable<ChatCompletionMessage>({ role: "assistant", content: "4", reasoning_content: "2 + 2" });

// Ours → SDK response message: no. Ours may have array content and omit refusal.
expectNotAssignable<OpenAIResponseMessage>(ours);

// The SDK's limits hold here too.
expectError<ChatCompletionMessage>({ role: "user", content: [{ type: "refusal", refusal: "no" }] });
expectError<ChatCompletionMessage>({ role: "system", content: [{ type: "image_url", image_url: { url: "https://example.com/a.png" } }] });
expectError<ChatCompletionMessage>({ role: "tool", content: "18C" });
expectError<ChatCompletionMessage>({ role: "assistant", content: 42 });
expectError<ChatCompletionMessage>({ role: "function", content: "84" });
expectError<ChatCompletionMessage>({ role: "model", content: "hi" });
expectError<ChatCompletionMessage>({
  role: "assistant",
  tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: { a: 1 } } }],
});
expectAssignable<ChatCompletionMessage>({
  role: "assistant",
  content: null,
  tool_calls: [
    { id: "call_1", type: "function", function: { name: "f", arguments: "{}" }, extra_content: { google: { thought_signature: "c2ln" } } },
    { id: "call_2", type: "custom", custom: { name: "code", input: "print(1)" } },
  ],
});

// The validators narrow to these types.
const value: unknown = JSON.parse("[]");
const result = validateChatCompletionMessages(value);
if (result.ok) expectType<ChatCompletionMessage[]>(result.value);
else expectType<Issue[]>(result.issues);
expectType<ChatCompletionMessage[]>(parseChatCompletionMessages(value));
expectType<ChatCompletionMessage>(parseChatCompletionMessage(value));
if (isChatCompletionMessage(value) && value.role === "tool") expectType<ChatCompletionToolMessage>(value);
expectType<ChatCompletionMessage[]>({} as StandardSchemaV1.InferOutput<typeof ChatCompletionMessagesSchema>);
expectType<ChatCompletionMessage>({} as StandardSchemaV1.InferOutput<typeof ChatCompletionMessageSchema>);
expectNotAssignable<StandardSchemaV1<ChatCompletionMessage[]>>(ChatCompletionMessageSchema);
