export type * from "../generated/types.js";
export { ContractError, formatIssues, isContractError, type Issue, type ValidationResult } from "./validate/issue.js";
export type { ReadonlyDeep } from "./validate/readonly.js";
export {
  validateItem,
  validateItems,
  validateChatMessage,
  validateChatMessages,
  validateClaudeMessage,
  validateClaudeMessages,
  isItem,
  isChatMessage,
  isClaudeMessage,
  parseItem,
  parseItems,
  parseChatMessage,
  parseChatMessages,
  parseClaudeMessage,
  parseClaudeMessages,
  type ValidateOptions,
} from "./validate/validate.js";
export {
  validateChatCompletionMessage,
  validateChatCompletionMessages,
  isChatCompletionMessage,
  parseChatCompletionMessage,
  parseChatCompletionMessages,
} from "./validate/validate.js";
export { ChatCompletionMessageSchema, ChatCompletionMessagesSchema } from "./validate/standard.js";
export {
  validateGeminiContent,
  validateGeminiContents,
  validateGeminiRequest,
  isGeminiContent,
  parseGeminiContent,
  parseGeminiContents,
  parseGeminiRequest,
} from "./validate/validate.js";
export { GeminiContentSchema, GeminiContentsSchema, GeminiRequestSchema } from "./validate/standard.js";
export {
  validateResponsesRequest,
  validateChatCompletionRequest,
  validateClaudeRequest,
  isResponsesRequest,
  isChatCompletionRequest,
  isClaudeRequest,
  isGeminiRequest,
  parseResponsesRequest,
  parseChatCompletionRequest,
  parseClaudeRequest,
  ResponsesRequestSchema,
  ChatCompletionRequestSchema,
  ClaudeRequestSchema,
} from "./validate/request.js";
export {
  checkChatHistory,
  type ConversationOptions,
  type ConversationTarget,
} from "./validate/conversation.js";
export { checkConversation, type CheckOptions } from "./validate/check.js";
export type { VendorRule } from "./validate/rules/rule.js";
export { ITEMS_RULES } from "./validate/rules/items.js";
export { CHAT_COMPLETIONS_DIALECTS, CHAT_COMPLETIONS_RULES, type ChatCompletionsDialect } from "./validate/rules/chat-completions.js";
export { CLAUDE_RULES } from "./validate/rules/claude.js";
export { GEMINI_RULES } from "./validate/rules/gemini.js";
export {
  ItemSchema,
  ItemsSchema,
  ChatMessageSchema,
  ChatMessagesSchema,
  ClaudeMessageSchema,
  ClaudeMessagesSchema,
  type ContractSchema,
  type StandardResult,
} from "./validate/standard.js";
export {
  fromChatMessages,
  fromClaudeMessages,
  toChatMessages,
  fromChatCompletionMessages,
  toChatCompletionMessages,
  fromGeminiContents,
  toGeminiContents,
  convert,
  FORMAT_NAMES,
  REQUEST_FORMAT_NAMES,
  stripReasoning,
  type ConvertOptions,
  type PartsOutput,
  type ConvertFormatName,
  type ConvertFormatTypes,
  type ConvertWritableFormat,
  type FormatName,
  type FormatTypes,
  type WritableFormat,
  type FromChatCompletionsOptions,
  type ToChatCompletionsOptions,
  type FromGeminiOptions,
  type ToGeminiOptions,
  type GeminiContentLike,
  type GeminiInput,
  type GeminiRequestLike,
  type FromChatOptions,
  type FromClaudeOptions,
  type ToChatOptions,
  type ConversionWarning,
  type WarningOptions,
  type StrictOptions,
} from "./convert/index.js";
export { toClaudeMessages, type ToClaudeOptions } from "./convert/index.js";
export type { NoNulls, PartsItem, WrittenChatCompletionMessage, WrittenItem } from "./convert/index.js";
export type { WithoutGeminiNulls, WrittenGeminiContent, WrittenGeminiPart, WrittenGeminiRequest } from "./convert/index.js";
export { withGeminiEnums, type GeminiCodeExecutionResultWith, type GeminiContentWith, type GeminiEnums, type GeminiExecutableCodeWith, type GeminiPartWith, type GeminiRequestWith } from "./convert/index.js";
export {
  readResponse,
  type ReadResponseOptions,
  type ResponseFormat,
  type ResponseTypes,
  type ResponsesResponseLike,
  type GeminiResponseLike,
} from "./response/read.js";
export { FINISH_REASONS, type VendorFinishReason } from "./response/finish.js";
export {
  validateChatCompletionResponse,
  validateResponsesResponse,
  validateClaudeResponse,
  validateGeminiResponse,
  validateChatResponse,
  isChatCompletionResponse,
  isResponsesResponse,
  isClaudeResponse,
  isGeminiResponse,
  isChatResponse,
  parseChatCompletionResponse,
  parseResponsesResponse,
  parseClaudeResponse,
  parseGeminiResponse,
  parseChatResponse,
  ChatCompletionResponseSchema,
  ResponsesResponseSchema,
  ClaudeResponseSchema,
  GeminiResponseSchema,
  ChatResponseSchema,
} from "./response/validate.js";
export { toGeminiParameters, toGeminiJsonSchema, fromGeminiParameters, checkOpenAIStrict } from "./request/tool-schema.js";
export { validateChatRequest, isChatRequest, parseChatRequest, ChatRequestSchema } from "./request/validate.js";
export type { GeminiRequestOptions, RequestFormatName, RequestFormatTypes, WrittenChatCompletionRequest, WrittenClaudeRequest, WrittenResponsesRequest } from "./request/formats.js";
