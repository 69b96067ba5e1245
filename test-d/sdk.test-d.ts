// The converters against the real SDK types: what they return is what openai accepts,
// and what @anthropic-ai/sdk users hold goes in without a cast.
import type { MessageParam } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ResponseInputItem } from "openai/resources/responses/responses";
import { expectAssignable, expectType } from "tsd";
import { fromChatMessages, fromClaudeMessages, type ChatMessage, type ClaudeMessage, type WrittenItem } from "chat-contract";

declare const chat: ChatMessage[];
declare const claude: ClaudeMessage[];
expectAssignable<ResponseInputItem[]>(fromChatMessages(chat));
expectAssignable<ResponseInputItem[]>(fromClaudeMessages(claude));

const fromSdk: MessageParam[] = [
  { role: "user", content: [
    { type: "text", text: "What is in this image?" },
    { type: "image", source: { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } },
  ] },
  { role: "assistant", content: [
    { type: "thinking", thinking: "I should look it up.", signature: "sig" },
    { type: "tool_use", id: "toolu_1", name: "lookup", input: { q: "cat" } },
  ] },
  { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "a cat", is_error: false }] },
];
// Accepted without a cast: every SDK block type is modelled.
expectType<WrittenItem[]>(fromClaudeMessages(fromSdk));
