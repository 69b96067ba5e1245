// A copy of a chat history without the reasoning fields, for a turn that disables thinking.
import type { ChatMessage } from "../../generated/types.js";
import { validateChatMessages } from "../validate/validate.js";
import { ensureValid } from "./options.js";

function strip(message: ChatMessage): ChatMessage {
  if (message.role !== "assistant") return structuredClone(message);
  const { reasoning: _text, reasoningDetails: _details, reasoningItems: _items, ...rest } = message;
  return structuredClone(rest);
}

/**
 * Returns a copy of `messages` with `reasoning`, `reasoningDetails` and `reasoningItems` removed from
 * every assistant message. Use it when the next request turns thinking off.
 * @example stripReasoning([{ role: "assistant", content: "4", reasoning: "2+2" }]) // [{ role: "assistant", content: "4" }]
 */
export function stripReasoning(messages: ChatMessage[]): ChatMessage[] {
  const checked = validateChatMessages(messages);
  ensureValid("stripReasoning", checked.ok ? [] : checked.issues, []);
  return messages.map(strip);
}
