// The validator each corpus schema's array documents go through; shared by every test that reads fixtures/.
import {
  validateChatCompletionMessages, validateChatCompletionRequest, validateChatMessages, validateClaudeMessages, validateClaudeRequest, validateGeminiContents,
  validateGeminiRequest, validateItems, validateResponsesRequest, validateChatRequest, type ValidationResult,
  validateChatCompletionResponse, validateResponsesResponse, validateClaudeResponse, validateGeminiResponse,
} from "../src/index.js";
import type { CorpusSchema } from "../fixtures/corpus.js";

/** `fixtures/<schema>/` documents are arrays (`Item[]`, `ChatMessage[]`, …); `fixtures/<format>-request/` ones request bodies. */
export const corpusValidators: Record<CorpusSchema, (value: unknown) => ValidationResult<unknown>> = {
  item: validateItems,
  "chat-message": validateChatMessages,
  "claude-message": validateClaudeMessages,
  "chat-completions": validateChatCompletionMessages,
  "gemini-content": validateGeminiContents,
  "responses-request": validateResponsesRequest,
  "claude-request": validateClaudeRequest,
  "chat-completions-request": validateChatCompletionRequest,
  "gemini-request": validateGeminiRequest,
  "chat-request": validateChatRequest,
  "chat-completions-response": validateChatCompletionResponse,
  "responses-response": validateResponsesResponse,
  "claude-response": validateClaudeResponse,
  "gemini-response": validateGeminiResponse,
};
