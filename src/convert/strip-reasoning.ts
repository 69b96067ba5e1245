// A copy of a chat history without the reasoning fields, for a turn that disables thinking.
import type { ReadonlyDeep } from "../validate/readonly.js";
import type { ChatMessage } from "../../generated/types.js";
import { validateChatMessages } from "../validate/validate.js";
import { copyJson } from "./copy.js";
import { afterValidation, ensureValid, readingInput } from "./options.js";

function strip(message: ChatMessage, i: number): ChatMessage {
  if (message.role !== "assistant") return copyJson(message, `/${i}`);
  const { reasoning: _text, reasoningDetails: _details, reasoningItems: _items, ...rest } = message;
  return copyJson(rest, `/${i}`);
}

/**
 * Returns a copy of `messages` with `reasoning`, `reasoningDetails` and `reasoningItems` removed from
 * every assistant message. Use it when the next request turns thinking off. A Proxy (a reactive
 * store's value) is read like the value it wraps; a trap that throws is a ContractError.
 * @example stripReasoning([{ role: "assistant", content: "4", reasoning: "2+2" }]) // [{ role: "assistant", content: "4" }]
 */
export function stripReasoning(input: ReadonlyDeep<ChatMessage[]>): ChatMessage[] {
  const messages = input as readonly ChatMessage[];
  readingInput("stripReasoning", () => {
    const checked = validateChatMessages(messages);
    ensureValid("stripReasoning", checked.ok ? [] : checked.issues, []);
  });
  return afterValidation("stripReasoning", () => messages.map(strip));
}
