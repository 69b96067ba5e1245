import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type { StandardJSONSchemaV1, StandardSchemaV1 } from "@standard-schema/spec";
import {
  ChatMessagesSchema,
  ItemSchema,
  ItemsSchema,
  checkConversation,
  isContractError,
  isItem,
  parseItems,
  validateItems,
  type ChatMessage,
  type FunctionCallItem,
  type Issue,
  type Item,
  type NewUserMessageItem,
} from "chat-contract";

const unknownValue: unknown = JSON.parse("[]");

const result = validateItems(unknownValue);
if (result.ok) expectType<Item[]>(result.value);
else expectType<Issue[]>(result.issues);

expectType<Item[]>(parseItems(unknownValue));

if (isItem(unknownValue)) {
  expectType<Item>(unknownValue);
  if (unknownValue.type === "function_call") expectType<FunctionCallItem>(unknownValue);
}

expectType<Issue[]>(checkConversation([]));
expectError(checkConversation([{ type: "function_call" }]));
expectError(checkConversation([], { target: "gemini" }));

expectAssignable<StandardSchemaV1<Item[], Item[]>>(ItemsSchema);
expectAssignable<StandardJSONSchemaV1<Item, Item>>(ItemSchema);
expectType<ChatMessage[]>({} as StandardSchemaV1.InferOutput<typeof ChatMessagesSchema>);
expectNotAssignable<StandardSchemaV1<ChatMessage[]>>(ItemsSchema);

expectAssignable<Item>({ role: "user", content: "hi" } satisfies NewUserMessageItem);

// isContractError narrows an unknown catch value, whichever build threw it.
declare const caught: unknown;
if (isContractError(caught)) expectType<Issue[]>(caught.issues);
