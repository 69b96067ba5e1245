export { fromChatMessages, type FromChatOptions } from "./from-chat.js";
export { fromClaudeMessages, type FromClaudeOptions } from "./from-claude.js";
export { toChatMessages, type ToChatOptions } from "./to-chat.js";
export { stripReasoning } from "./strip-reasoning.js";
export type { ConversionWarning, WarningOptions } from "./warnings.js";
