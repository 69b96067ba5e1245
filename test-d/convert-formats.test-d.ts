// convert's types follow `from` and `to`; the Chat Completions converters against the pinned openai SDK.
import type {
  ChatCompletionMessage as OpenAIResponseMessage,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions/completions";
import { expectAssignable, expectError, expectType } from "tsd";
import {
  convert, fromChatCompletionMessages, toChatCompletionMessages,
  type ChatCompletionMessage, type ChatMessage, type FormatName, type Item, type WrittenChatCompletionMessage, type WrittenItem,
} from "chat-contract";

declare const history: ChatMessage[];
declare const params: ChatCompletionMessageParam[];
declare const response: OpenAIResponseMessage;
declare const items: Item[];

// The writer's result goes to the openai SDK as it is; what the SDK holds comes in without a cast.
expectAssignable<ChatCompletionMessageParam[]>(toChatCompletionMessages(history, { dialect: "openai" }));
expectAssignable<ChatCompletionMessageParam[]>(convert(items, { from: "items", to: "chat-completions" }));
expectType<ChatMessage[]>(fromChatCompletionMessages(params));
expectType<ChatMessage[]>(fromChatCompletionMessages([...params, response]));
const readonlyHistory: readonly ChatMessage[] = history;
expectType<WrittenChatCompletionMessage[]>(toChatCompletionMessages(readonlyHistory, { dialect: "deepseek", reasoningContent: "tool-turns", toolImages: "user-message" }));

// convert: the return type follows `to`, the input type follows `from`.
expectType<WrittenItem[]>(convert(params, { from: "chat-completions", to: "items" }));
expectType<ChatMessage[]>(convert(items, { from: "items", to: "chat", provider: "openai" }));
expectType<WrittenChatCompletionMessage[]>(convert(history, { from: "chat", to: "chat-completions", dialect: "gemini" }));
expectType<WrittenItem[]>(convert([{ role: "user", content: "hi" }], { from: "claude", to: "items", system: "Be brief" }));
expectAssignable<FormatName>("chat-completions");

// Wrong input for `from`, an option of neither side, an unknown format.
expectError(convert(items, { from: "chat", to: "items" }));
expectError(convert(history, { from: "chat", to: "items", dialect: "deepseek" }));
expectError(convert(history, { from: "chat", to: "mistral" }));
expectError(toChatCompletionMessages(history, { dialect: "mistral" }));
