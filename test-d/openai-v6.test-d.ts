// The previous openai major (6.x, the `openai-v6` alias dev dependency): what its users hold goes in
// without a cast. One direction only: what chat-contract writes is typed against the pinned openai 7.
import type * as R from "openai-v6/resources/responses/responses";
import type { ChatCompletionMessage as OpenAIResponseMessage, ChatCompletionMessageParam } from "openai-v6/resources/chat/completions/completions";
import { expectAssignable, expectNotAssignable, expectType } from "tsd";
import { fromChatCompletionMessages, toChatMessages, type ChatCompletionMessage, type ChatCompletionMessages, type ChatMessage, type Item } from "chat-contract";

// Chat Completions: the request array and a response's message, as 6.x types them.
declare const params: ChatCompletionMessageParam[];
declare const response: OpenAIResponseMessage;
expectAssignable<ChatCompletionMessages>(params);
expectAssignable<ChatCompletionMessage>(response);
expectAssignable<ChatMessage[]>(fromChatCompletionMessages([...params, response]));

// Responses: every 6.x input item is an Item, except the three the pinned SDK's test lists (the
// schema's stricter rules) and an MCP call, whose `error` 6.x types as a string while the API now
// answers with an object (openai 7's McpToolCallError).
declare const sdk: {
  message: R.ResponseInputItem.Message;
  output: R.ResponseOutputMessage;
  fileSearch: R.ResponseFileSearchToolCall;
  computer: R.ResponseComputerToolCall;
  computerOutput: R.ResponseInputItem.ComputerCallOutput;
  webSearch: R.ResponseFunctionWebSearch;
  functionCall: R.ResponseFunctionToolCall;
  toolSearch: R.ResponseInputItem.ToolSearchCall;
  toolSearchOutput: R.ResponseToolSearchOutputItemParam;
  additionalTools: R.ResponseInputItem.AdditionalTools;
  reasoning: R.ResponseReasoningItem;
  compaction: R.ResponseCompactionItemParam;
  imageGeneration: R.ResponseInputItem.ImageGenerationCall;
  codeInterpreter: R.ResponseCodeInterpreterToolCall;
  localShell: R.ResponseInputItem.LocalShellCall;
  localShellOutput: R.ResponseInputItem.LocalShellCallOutput;
  shell: R.ResponseInputItem.ShellCall;
  shellOutput: R.ResponseInputItem.ShellCallOutput;
  applyPatch: R.ResponseInputItem.ApplyPatchCall;
  applyPatchOutput: R.ResponseInputItem.ApplyPatchCallOutput;
  mcpListTools: R.ResponseInputItem.McpListTools;
  mcpApprovalRequest: R.ResponseInputItem.McpApprovalRequest;
  mcpApprovalResponse: R.ResponseInputItem.McpApprovalResponse;
  customOutput: R.ResponseCustomToolCallOutput;
  custom: R.ResponseCustomToolCall;
  compactionTrigger: R.ResponseInputItem.CompactionTrigger;
  program: R.ResponseInputItem.Program;
  programOutput: R.ResponseInputItem.ProgramOutput;
  mcpCall: R.ResponseInputItem.McpCall;
};
expectAssignable<Item>(sdk.message);
expectAssignable<Item>(sdk.output);
expectAssignable<Item>(sdk.fileSearch);
expectAssignable<Item>(sdk.computer);
expectAssignable<Item>(sdk.computerOutput);
expectAssignable<Item>(sdk.webSearch);
expectAssignable<Item>(sdk.functionCall);
expectAssignable<Item>(sdk.toolSearch);
expectAssignable<Item>(sdk.toolSearchOutput);
expectAssignable<Item>(sdk.additionalTools);
expectAssignable<Item>(sdk.reasoning);
expectAssignable<Item>(sdk.compaction);
expectAssignable<Item>(sdk.imageGeneration);
expectAssignable<Item>(sdk.codeInterpreter);
expectAssignable<Item>(sdk.localShell);
expectAssignable<Item>(sdk.localShellOutput);
expectAssignable<Item>(sdk.shell);
expectAssignable<Item>(sdk.shellOutput);
expectAssignable<Item>(sdk.applyPatch);
expectAssignable<Item>(sdk.applyPatchOutput);
expectAssignable<Item>(sdk.mcpListTools);
expectAssignable<Item>(sdk.mcpApprovalRequest);
expectAssignable<Item>(sdk.mcpApprovalResponse);
expectAssignable<Item>(sdk.customOutput);
expectAssignable<Item>(sdk.custom);
expectAssignable<Item>(sdk.compactionTrigger);
expectAssignable<Item>(sdk.program);
expectAssignable<Item>(sdk.programOutput);
expectNotAssignable<Item>(sdk.mcpCall);
expectAssignable<Item>({ ...sdk.mcpCall, error: null });
declare const output: R.Response;
expectAssignable<ChatMessage[]>(toChatMessages(output.output.filter((o): o is R.ResponseFunctionToolCall => o.type === "function_call")));

// The list is 6.x's whole union, with the three the schema keeps stricter (items.test-d.ts says why).
type Listed = (typeof sdk)[keyof typeof sdk] | R.EasyInputMessage | R.ResponseInputItem.FunctionCallOutput | R.ResponseInputItem.ItemReference;
expectType<true>(true as [R.ResponseInputItem] extends [Listed] ? ([Listed] extends [R.ResponseInputItem] ? true : false) : false);
