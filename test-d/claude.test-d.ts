// Claude both ways against @anthropic-ai/sdk: what toClaudeMessages returns is a request's system and
// messages, and a value that passed validateClaudeMessages is the SDK's MessageParam[] without a cast.
import type { ContentBlockParam, MessageCreateParams, MessageParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { expectAssignable, expectError, expectType } from "tsd";
import { convert, toClaudeMessages, validateClaudeMessages, type ChatMessage, type ClaudeContentBlock, type ClaudeConversation, type ClaudeMessage } from "chat-contract";

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

// A value that passed validateClaudeMessages is the SDK's MessageParam[] without a cast: every block type
// the SDK defines is modelled field by field, and an SDK-typed history goes in the other way too.
declare const unknownValue: unknown;
const checked = validateClaudeMessages(unknownValue);
if (checked.ok) expectAssignable<MessageParam[]>(checked.value);
declare const sdkHistory: MessageParam[];
expectAssignable<ClaudeMessage[]>(sdkHistory);
declare const sdkBlock: ContentBlockParam;
expectAssignable<ClaudeContentBlock>(sdkBlock);
declare const block: ClaudeContentBlock;
expectAssignable<ContentBlockParam>(block);
declare const text: Extract<ClaudeMessage["content"], unknown[]>[number] & { type: "text" };
declare const sdkBlocks: MessageParam["content"];
expectAssignable<typeof sdkBlocks>([text]);
