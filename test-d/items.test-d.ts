// Item against the openai SDK's ResponseInputItem, both ways: every Item is a ResponseInputItem, and
// every member of the SDK union is an Item, except the few listed below with the reason.
import type * as R from "openai/resources/responses/responses";
import { expectAssignable, expectNotAssignable, expectType } from "tsd";
import type { Item, NewAssistantPartsMessageItem, WrittenItem } from "chat-contract";

/** Every member of the SDK's `ResponseInputItem` union, by name. */
interface Members {
  EasyInputMessage: R.EasyInputMessage;
  Message: R.ResponseInputItem.Message;
  ResponseOutputMessage: R.ResponseOutputMessage;
  ResponseFileSearchToolCall: R.ResponseFileSearchToolCall;
  ResponseComputerToolCall: R.ResponseComputerToolCall;
  ComputerCallOutput: R.ResponseInputItem.ComputerCallOutput;
  ResponseFunctionWebSearch: R.ResponseFunctionWebSearch;
  ResponseFunctionToolCall: R.ResponseFunctionToolCall;
  FunctionCallOutput: R.ResponseInputItem.FunctionCallOutput;
  ToolSearchCall: R.ResponseInputItem.ToolSearchCall;
  ResponseToolSearchOutputItemParam: R.ResponseToolSearchOutputItemParam;
  AdditionalTools: R.ResponseInputItem.AdditionalTools;
  ResponseConfigurationUpdateItemParam: R.ResponseConfigurationUpdateItemParam;
  ResponseReasoningItem: R.ResponseReasoningItem;
  ResponseCompactionItemParam: R.ResponseCompactionItemParam;
  ImageGenerationCall: R.ResponseInputItem.ImageGenerationCall;
  ResponseCodeInterpreterToolCall: R.ResponseCodeInterpreterToolCall;
  LocalShellCall: R.ResponseInputItem.LocalShellCall;
  LocalShellCallOutput: R.ResponseInputItem.LocalShellCallOutput;
  ShellCall: R.ResponseInputItem.ShellCall;
  ShellCallOutput: R.ResponseInputItem.ShellCallOutput;
  ApplyPatchCall: R.ResponseInputItem.ApplyPatchCall;
  ApplyPatchCallOutput: R.ResponseInputItem.ApplyPatchCallOutput;
  McpListTools: R.ResponseInputItem.McpListTools;
  McpApprovalRequest: R.ResponseInputItem.McpApprovalRequest;
  McpApprovalResponse: R.ResponseInputItem.McpApprovalResponse;
  McpCall: R.ResponseInputItem.McpCall;
  ResponseCustomToolCallOutput: R.ResponseCustomToolCallOutput;
  ResponseCustomToolCall: R.ResponseCustomToolCall;
  CompactionTrigger: R.ResponseInputItem.CompactionTrigger;
  ItemReference: R.ResponseInputItem.ItemReference;
  Program: R.ResponseInputItem.Program;
  ProgramOutput: R.ResponseInputItem.ProgramOutput;
}
declare const sdk: Members;

// The list is the whole union: a member the SDK adds makes this fail.
type Listed = Members[keyof Members];
expectType<true>(true as [R.ResponseInputItem] extends [Listed] ? ([Listed] extends [R.ResponseInputItem] ? true : false) : false);

// Item → ResponseInputItem: the schema is no wider than the SDK, except an assistant's output parts
// without an id, which the API takes (OpenAI's conversation-state guide replays them so) and the SDK
// types only with an id and status, and the nulls openai-python's model_dump() writes for unset
// optional fields (`status: null` on a reasoning item, `logprobs: null` on output_text), which the SDK's
// input types leave out. What the converters write excludes both: a WrittenItem, itself an Item.
declare const item: Item;
expectNotAssignable<R.ResponseInputItem>(item);
declare const parts: NewAssistantPartsMessageItem;
expectNotAssignable<R.ResponseInputItem>(parts);
declare const dumped: Extract<Item, { type: "reasoning" }>;
expectNotAssignable<R.ResponseInputItem>(dumped);
expectAssignable<Item>({ type: "reasoning", id: "rs_1", summary: [], content: null, status: null } as const);
declare const written: WrittenItem;
expectAssignable<Item>(written);
expectNotAssignable<WrittenItem>(parts);
expectNotAssignable<WrittenItem>(dumped);
expectAssignable<R.ResponseInputItem>(written);
expectAssignable<R.ResponseInputItem[]>([written] as readonly WrittenItem[] as WrittenItem[]);

// ResponseInputItem → Item: each member the SDK types is an Item.
expectAssignable<Item>(sdk.Message);
expectAssignable<Item>(sdk.ResponseCustomToolCallOutput);
expectAssignable<Item>(sdk.ResponseOutputMessage);
expectAssignable<Item>(sdk.ResponseFileSearchToolCall);
expectAssignable<Item>(sdk.ResponseComputerToolCall);
expectAssignable<Item>(sdk.ComputerCallOutput);
expectAssignable<Item>(sdk.ResponseFunctionWebSearch);
expectAssignable<Item>(sdk.ResponseFunctionToolCall);
expectAssignable<Item>(sdk.ToolSearchCall);
expectAssignable<Item>(sdk.ResponseToolSearchOutputItemParam);
expectAssignable<Item>(sdk.AdditionalTools);
expectAssignable<Item>(sdk.ResponseConfigurationUpdateItemParam);
expectAssignable<Item>(sdk.ResponseReasoningItem);
expectAssignable<Item>(sdk.ResponseCompactionItemParam);
expectAssignable<Item>(sdk.ImageGenerationCall);
expectAssignable<Item>(sdk.ResponseCodeInterpreterToolCall);
expectAssignable<Item>(sdk.LocalShellCall);
expectAssignable<Item>(sdk.LocalShellCallOutput);
expectAssignable<Item>(sdk.ShellCall);
expectAssignable<Item>(sdk.ShellCallOutput);
expectAssignable<Item>(sdk.ApplyPatchCall);
expectAssignable<Item>(sdk.ApplyPatchCallOutput);
expectAssignable<Item>(sdk.McpListTools);
expectAssignable<Item>(sdk.McpApprovalRequest);
expectAssignable<Item>(sdk.McpApprovalResponse);
expectAssignable<Item>(sdk.McpCall);
expectAssignable<Item>(sdk.ResponseCustomToolCall);
expectAssignable<Item>(sdk.CompactionTrigger);
expectAssignable<Item>(sdk.Program);
expectAssignable<Item>(sdk.ProgramOutput);

// Narrower than the SDK's type, on purpose or not yet widened. When one of these starts to pass,
// move it to the list above.
// An assistant message with content parts: OpenAI rejects `input_text` parts there (the schema
// takes the API's rule; output parts need an `AssistantMessageItem`).
expectNotAssignable<Item>(sdk.EasyInputMessage);
// Tool-output image parts without `detail` (the SDK's ResponseInputImageContent makes it optional).
expectNotAssignable<Item>(sdk.FunctionCallOutput);
// `type: null` on an item reference.
expectNotAssignable<Item>(sdk.ItemReference);

// A response's output (typed as output items, a wider union than the input one) goes in after parseItems.
import { parseItems, toChatMessages, type ChatMessage } from "chat-contract";
declare const response: R.Response;
expectType<ChatMessage[]>(toChatMessages(parseItems(response.output), { provider: "openai", strict: { allow: ["field_dropped"] } }));

// assistantParts: "parts" gives id-less assistant messages their output parts back, which the SDK does
// not type: the result is PartsItem[], not ResponseInputItem[]. Without it (or with "text"), WrittenItem[].
import { convert, fromChatMessages, type PartsItem } from "chat-contract";
import { expectError } from "tsd";
declare const history: ChatMessage[];
expectType<WrittenItem[]>(fromChatMessages(history));
expectType<WrittenItem[]>(fromChatMessages(history, { assistantParts: "text", provider: "openai" }));
expectType<PartsItem[]>(fromChatMessages(history, { assistantParts: "parts" }));
declare const mode: "text" | "parts";
expectType<PartsItem[]>(fromChatMessages(history, { assistantParts: mode }));
expectNotAssignable<R.ResponseInputItem[]>(fromChatMessages(history, { assistantParts: "parts" }));
expectAssignable<PartsItem>(parts as { role: "assistant"; content: [] });
expectType<WrittenItem[]>(convert(history, { from: "chat", to: "items" }));
expectType<PartsItem[]>(convert(history, { from: "chat", to: "items", assistantParts: "parts" }));
expectType<PartsItem[]>(convert(history, { from: "chat", to: "responses-request", assistantParts: "parts" }).input);
expectType<PartsItem[]>(convert(history, { from: "chat", to: "items", assistantParts: mode }));
expectError(convert(history, { from: "chat", to: "claude", assistantParts: "parts" }));
