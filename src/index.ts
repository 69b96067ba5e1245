export type * from "../generated/types.js";
export { ContractError, formatIssues, type Issue, type ValidationResult } from "./validate/issue.js";
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
} from "./validate/validate.js";
