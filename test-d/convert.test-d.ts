import { expectAssignable, expectError, expectType } from "tsd";
import {
  fromChatMessages, fromClaudeMessages, stripReasoning, toChatMessages,
  type ChatMessage, type ConversionWarning, type FunctionCallItem, type Item, type NewAssistantMessageItem, type WrittenItem,
  type NewDeveloperMessageItem, type NewSystemMessageItem, type NewUserMessageItem,
} from "chat-contract";

declare const msgs: ChatMessage[];
declare const item: Item;

expectType<WrittenItem[]>(fromChatMessages(msgs));
expectType<WrittenItem[]>(fromChatMessages(msgs, { systemRole: "developer", provider: "openai", strict: true }));
expectType<WrittenItem[]>(fromClaudeMessages([{ role: "user", content: "hi" }], { system: "Be brief" }));
expectType<ChatMessage[]>(toChatMessages(fromChatMessages(msgs), { provider: "openai" }));
expectType<ChatMessage[]>(stripReasoning(msgs));

type ModelInput = Item[] | ((ctx: unknown) => Item[] | Promise<Item[]>) | string;
expectAssignable<ModelInput>(fromChatMessages(msgs));

declare const user: NewUserMessageItem;
declare const system: NewSystemMessageItem;
declare const developer: NewDeveloperMessageItem;
declare const assistant: NewAssistantMessageItem;
declare const call: FunctionCallItem;
expectAssignable<Item>(user);
expectAssignable<Item>(system);
expectAssignable<Item>(developer);
expectAssignable<Item>(assistant);
expectAssignable<Item>(call);

if (item.type === "function_call") {
  expectType<string>(item.call_id);
  expectType<string>(item.arguments);
}
if (item.type === "function_call_output") expectType<string>(item.call_id);

fromChatMessages(msgs, { onWarning: (w) => expectType<ConversionWarning>(w) });
fromClaudeMessages([], { thinking: "reasoning-items", reasoningId: (path) => `rs_${path}` });

expectError(fromChatMessages([{ role: "tool", name: "f", content: "x" }]));
expectError(fromChatMessages([{ role: "robot", content: "x" }]));
expectError(fromChatMessages([{ role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: { a: 1 } }] }]));
expectError(fromChatMessages(msgs, { systemRole: "user" }));
expectError(fromClaudeMessages([], { thinking: "keep" }));
