// Every converter and checker takes read-only input: a `readonly` array, a deeply read-only value,
// or an `as const` literal (none of them writes to its input).
import { expectError, expectType } from "tsd";
import {
  checkChatHistory, checkConversation, fromChatMessages, fromClaudeMessages, stripReasoning, toChatMessages,
  type ChatMessage, type ClaudeMessage, type Issue, type Item, type ReadonlyDeep, type WrittenChatCompletionMessage, type WrittenItem,
} from "chat-contract";

declare const history: readonly ChatMessage[];
declare const frozen: ReadonlyDeep<ChatMessage[]>;
declare const items: readonly Item[];
declare const claude: readonly ClaudeMessage[];

expectType<WrittenItem[]>(fromChatMessages(history));
expectType<WrittenItem[]>(fromChatMessages(frozen));
expectType<ChatMessage[]>(stripReasoning(history));
expectType<ChatMessage[]>(toChatMessages(items));
expectType<WrittenItem[]>(fromClaudeMessages(claude));
expectType<Issue[]>(checkConversation(items));
expectType<Issue[]>(checkChatHistory(frozen));

const literal = [
  { role: "user", content: [{ type: "text", text: "What is this?" }, { type: "image", mimeType: "image/png", data: "iVBORw0KGgo=" }] },
  { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "look", arguments: "{}" }] },
  { role: "tool", toolCallId: "call_1", name: "look", content: "a cat" },
] as const;
expectType<WrittenItem[]>(fromChatMessages(literal));
expectType<Issue[]>(checkChatHistory(literal));

const itemLiteral = [
  { type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] },
  { type: "function_call", call_id: "c1", name: "f", arguments: "{}" },
] as const;
expectType<ChatMessage[]>(toChatMessages(itemLiteral));
expectType<Issue[]>(checkConversation(itemLiteral));

const claudeLiteral = [{ role: "user", content: [{ type: "text", text: "hi" }] }] as const;
expectType<WrittenItem[]>(fromClaudeMessages(claudeLiteral));

// Read-only does not mean anything goes.
expectError(fromChatMessages([{ role: "robot", content: "x" }] as const));

// The Chat Completions converters and convert() too.
import { convert, fromChatCompletionMessages, toChatCompletionMessages, type ChatCompletionMessage } from "chat-contract";
const completions = [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }] as const;
expectType<ChatMessage[]>(fromChatCompletionMessages(completions));
expectType<WrittenChatCompletionMessage[]>(toChatCompletionMessages(literal));
expectType<WrittenItem[]>(convert(literal, { from: "chat", to: "items" }));
import { toClaudeMessages } from "chat-contract";
toClaudeMessages(literal);
