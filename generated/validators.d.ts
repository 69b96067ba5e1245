// GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.

import type { AdditionalToolsItem, ApplyPatchCallItem, ApplyPatchCallOutputItem, AssistantMessageItem, ChatCompletionMessage, ChatCompletionMessages, ChatCompletionReasoningEncrypted, ChatCompletionReasoningOther, ChatCompletionReasoningSummary, ChatCompletionReasoningText, ChatCompletionRequest, ChatCompletionResponse, ChatMessage, ChatMessages, ChatRequest, ChatResponse, ClaudeMessage, ClaudeMessages, ClaudeRequest, ClaudeResponse, ClaudeThinkingAdaptive, ClaudeThinkingDisabled, ClaudeThinkingEnabled, ClaudeThinkingOther, CodeInterpreterCallItem, CompactionItem, CompactionTriggerItem, ComputerCallItem, ComputerCallOutputItem, ConfigurationUpdateItem, ContentPart, CustomToolCallItem, CustomToolCallOutputItem, FileSearchCallItem, FunctionCallItem, FunctionCallOutputItem, GeminiCodeExecutionResultPart, GeminiContent, GeminiContents, GeminiExecutableCodePart, GeminiFileDataPart, GeminiFunctionCallPart, GeminiFunctionResponsePart, GeminiInlineDataPart, GeminiRequest, GeminiResponse, GeminiSnakeCodeExecutionResultPart, GeminiSnakeExecutableCodePart, GeminiSnakeFileDataPart, GeminiSnakeFunctionCallPart, GeminiSnakeFunctionResponsePart, GeminiSnakeInlineDataPart, GeminiTextPart, ImageGenerationCallItem, InputMessageItem, Item, ItemReference, Items, LocalShellCallItem, LocalShellCallOutputItem, McpApprovalRequestItem, McpApprovalResponseItem, McpCallItem, McpListToolsItem, NewAssistantMessageItem, NewAssistantPartsMessageItem, NewDeveloperMessageItem, NewSystemMessageItem, NewUserMessageItem, ProgramItem, ProgramOutputItem, ReasoningItem, ResponsesRequest, ResponsesResponse, ResponsesToolChoiceAllowed, ResponsesToolChoiceFunction, ResponsesToolChoiceOther, ShellCallItem, ShellCallOutputItem, ToolSearchCallItem, ToolSearchOutputItem, WebSearchCallItem } from "./types.js";

/** One raw validation error, as the generated code reports it. */
export interface RawError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The value at `instancePath`. */
  data: unknown;
}

/** A generated validator: a type guard that leaves its first error in `errors`, with paths from the value it was given. */
export interface Validator<T> {
  (data: unknown): data is T;
  errors?: RawError[] | null;
}

export declare const validateAdditionalToolsItem: Validator<AdditionalToolsItem>;
export declare const validateApplyPatchCallItem: Validator<ApplyPatchCallItem>;
export declare const validateApplyPatchCallOutputItem: Validator<ApplyPatchCallOutputItem>;
export declare const validateAssistantMessageItem: Validator<AssistantMessageItem>;
export declare const validateChatCompletionMessage: Validator<ChatCompletionMessage>;
export declare const validateChatCompletionMessages: Validator<ChatCompletionMessages>;
export declare const validateChatCompletionReasoningEncrypted: Validator<ChatCompletionReasoningEncrypted>;
export declare const validateChatCompletionReasoningOther: Validator<ChatCompletionReasoningOther>;
export declare const validateChatCompletionReasoningSummary: Validator<ChatCompletionReasoningSummary>;
export declare const validateChatCompletionReasoningText: Validator<ChatCompletionReasoningText>;
export declare const validateChatCompletionRequest: Validator<ChatCompletionRequest>;
export declare const validateChatCompletionResponse: Validator<ChatCompletionResponse>;
export declare const validateChatMessage: Validator<ChatMessage>;
export declare const validateChatMessages: Validator<ChatMessages>;
export declare const validateChatRequest: Validator<ChatRequest>;
export declare const validateChatResponse: Validator<ChatResponse>;
export declare const validateClaudeMessage: Validator<ClaudeMessage>;
export declare const validateClaudeMessages: Validator<ClaudeMessages>;
export declare const validateClaudeRequest: Validator<ClaudeRequest>;
export declare const validateClaudeResponse: Validator<ClaudeResponse>;
export declare const validateClaudeThinkingAdaptive: Validator<ClaudeThinkingAdaptive>;
export declare const validateClaudeThinkingDisabled: Validator<ClaudeThinkingDisabled>;
export declare const validateClaudeThinkingEnabled: Validator<ClaudeThinkingEnabled>;
export declare const validateClaudeThinkingOther: Validator<ClaudeThinkingOther>;
export declare const validateCodeInterpreterCallItem: Validator<CodeInterpreterCallItem>;
export declare const validateCompactionItem: Validator<CompactionItem>;
export declare const validateCompactionTriggerItem: Validator<CompactionTriggerItem>;
export declare const validateComputerCallItem: Validator<ComputerCallItem>;
export declare const validateComputerCallOutputItem: Validator<ComputerCallOutputItem>;
export declare const validateConfigurationUpdateItem: Validator<ConfigurationUpdateItem>;
export declare const validateContentPart: Validator<ContentPart>;
export declare const validateCustomToolCallItem: Validator<CustomToolCallItem>;
export declare const validateCustomToolCallOutputItem: Validator<CustomToolCallOutputItem>;
export declare const validateFileSearchCallItem: Validator<FileSearchCallItem>;
export declare const validateFunctionCallItem: Validator<FunctionCallItem>;
export declare const validateFunctionCallOutputItem: Validator<FunctionCallOutputItem>;
export declare const validateGeminiCodeExecutionResultPart: Validator<GeminiCodeExecutionResultPart>;
export declare const validateGeminiContent: Validator<GeminiContent>;
export declare const validateGeminiContents: Validator<GeminiContents>;
export declare const validateGeminiExecutableCodePart: Validator<GeminiExecutableCodePart>;
export declare const validateGeminiFileDataPart: Validator<GeminiFileDataPart>;
export declare const validateGeminiFunctionCallPart: Validator<GeminiFunctionCallPart>;
export declare const validateGeminiFunctionResponsePart: Validator<GeminiFunctionResponsePart>;
export declare const validateGeminiInlineDataPart: Validator<GeminiInlineDataPart>;
export declare const validateGeminiRequest: Validator<GeminiRequest>;
export declare const validateGeminiResponse: Validator<GeminiResponse>;
export declare const validateGeminiSnakeCodeExecutionResultPart: Validator<GeminiSnakeCodeExecutionResultPart>;
export declare const validateGeminiSnakeExecutableCodePart: Validator<GeminiSnakeExecutableCodePart>;
export declare const validateGeminiSnakeFileDataPart: Validator<GeminiSnakeFileDataPart>;
export declare const validateGeminiSnakeFunctionCallPart: Validator<GeminiSnakeFunctionCallPart>;
export declare const validateGeminiSnakeFunctionResponsePart: Validator<GeminiSnakeFunctionResponsePart>;
export declare const validateGeminiSnakeInlineDataPart: Validator<GeminiSnakeInlineDataPart>;
export declare const validateGeminiTextPart: Validator<GeminiTextPart>;
export declare const validateImageGenerationCallItem: Validator<ImageGenerationCallItem>;
export declare const validateInputMessageItem: Validator<InputMessageItem>;
export declare const validateItem: Validator<Item>;
export declare const validateItemReference: Validator<ItemReference>;
export declare const validateItems: Validator<Items>;
export declare const validateLocalShellCallItem: Validator<LocalShellCallItem>;
export declare const validateLocalShellCallOutputItem: Validator<LocalShellCallOutputItem>;
export declare const validateMcpApprovalRequestItem: Validator<McpApprovalRequestItem>;
export declare const validateMcpApprovalResponseItem: Validator<McpApprovalResponseItem>;
export declare const validateMcpCallItem: Validator<McpCallItem>;
export declare const validateMcpListToolsItem: Validator<McpListToolsItem>;
export declare const validateNewAssistantMessageItem: Validator<NewAssistantMessageItem>;
export declare const validateNewAssistantPartsMessageItem: Validator<NewAssistantPartsMessageItem>;
export declare const validateNewDeveloperMessageItem: Validator<NewDeveloperMessageItem>;
export declare const validateNewSystemMessageItem: Validator<NewSystemMessageItem>;
export declare const validateNewUserMessageItem: Validator<NewUserMessageItem>;
export declare const validateProgramItem: Validator<ProgramItem>;
export declare const validateProgramOutputItem: Validator<ProgramOutputItem>;
export declare const validateReasoningItem: Validator<ReasoningItem>;
export declare const validateResponsesRequest: Validator<ResponsesRequest>;
export declare const validateResponsesResponse: Validator<ResponsesResponse>;
export declare const validateResponsesToolChoiceAllowed: Validator<ResponsesToolChoiceAllowed>;
export declare const validateResponsesToolChoiceFunction: Validator<ResponsesToolChoiceFunction>;
export declare const validateResponsesToolChoiceOther: Validator<ResponsesToolChoiceOther>;
export declare const validateShellCallItem: Validator<ShellCallItem>;
export declare const validateShellCallOutputItem: Validator<ShellCallOutputItem>;
export declare const validateToolSearchCallItem: Validator<ToolSearchCallItem>;
export declare const validateToolSearchOutputItem: Validator<ToolSearchOutputItem>;
export declare const validateWebSearchCallItem: Validator<WebSearchCallItem>;
