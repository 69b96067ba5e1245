// Claude both ways against @anthropic-ai/sdk: what toClaudeMessages returns is a request's system and
// messages, and a value that passed validateClaudeMessages is the SDK's MessageParam[] without a cast.
import type { MessageCreateParams, MessageParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { expectAssignable, expectError, expectType } from "tsd";
import { convert, toClaudeMessages, validateClaudeMessages, type ChatMessage, type ClaudeConversation, type ClaudeMessage } from "chat-contract";

declare const chat: ChatMessage[];
const request = toClaudeMessages(chat, { systemMessages: "user-note" });
expectType<ClaudeConversation>(request);
expectAssignable<MessageParam[]>(request.messages);
expectAssignable<MessageCreateParams["system"]>(request.system);
expectAssignable<Pick<MessageCreateParams, "system" | "messages">>(request);
expectType<ClaudeConversation>(convert(chat, { from: "chat", to: "claude" }));
// What was written reads back without a cast.
expectType<ChatMessage[]>(convert(request, { from: "claude", to: "chat" }));
expectError(toClaudeMessages(chat, { systemMessages: "drop" }));

// Known gap, pinned so that closing it updates this line: a validated history is MessageParam[] except
// for the server-tool and search blocks ClaudeOtherBlock accepts by tag only (their SDK types need fields it does not model).
declare const unknownValue: unknown;
const checked = validateClaudeMessages(unknownValue);
if (checked.ok) expectError<MessageParam[]>(checked.value);
declare const text: Extract<ClaudeMessage["content"], unknown[]>[number] & { type: "text" };
declare const sdkBlocks: MessageParam["content"];
expectAssignable<typeof sdkBlocks>([text]);
