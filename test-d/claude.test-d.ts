// Claude both ways against @anthropic-ai/sdk: what toClaudeMessages returns is a request's system and
// messages, and a value that passed validateClaudeMessages is the SDK's MessageParam[] without a cast.
import type { MessageCreateParams, MessageParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { expectAssignable, expectError, expectType } from "tsd";
import { convert, toClaudeMessages, validateClaudeMessages, type ChatMessage, type ClaudeMessage, type ClaudeRequest } from "chat-contract";

declare const chat: ChatMessage[];
const request = toClaudeMessages(chat, { systemMessages: "user-note" });
expectType<ClaudeRequest>(request);
expectAssignable<MessageParam[]>(request.messages);
expectAssignable<MessageCreateParams["system"]>(request.system);
expectAssignable<Pick<MessageCreateParams, "system" | "messages">>(request);
expectType<ClaudeRequest>(convert(chat, { from: "chat", to: "claude" }));
expectError(toClaudeMessages(chat, { systemMessages: "drop" }));

declare const unknownValue: unknown;
const checked = validateClaudeMessages(unknownValue);
if (checked.ok) expectAssignable<MessageParam[]>(checked.value);

declare const claude: ClaudeMessage[];
expectAssignable<MessageParam[]>(claude);
