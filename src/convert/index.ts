export { fromChatMessages, type FromChatOptions } from "./from-chat.js";
export { fromClaudeMessages, type FromClaudeOptions } from "./from-claude.js";
export { toChatMessages, type ToChatOptions } from "./to-chat.js";
export { fromChatCompletionMessages, type FromChatCompletionsOptions } from "./from-chat-completions.js";
export { toChatCompletionMessages, type ToChatCompletionsOptions } from "./to-chat-completions.js";
export { convert, type ConvertOptions } from "./convert.js";
export { FORMAT_NAMES, type FormatName, type FormatTypes, type WritableFormat } from "./formats.js";
export { stripReasoning } from "./strip-reasoning.js";
export type { ConversionWarning, WarningOptions } from "./warnings.js";
