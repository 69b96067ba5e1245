// The identity law's equality (DESIGN.md, law 1): JSON equality up to the five spellings the vendors
// treat as one request.
import type { FormatName } from "../../src/convert/formats.js";

/** The text part a string content is the same as, per wire. */
const TEXT_PART: Partial<Record<FormatName, string>> = { claude: "text", "chat-completions": "text", items: "input_text" };

/**
 * A document in the form its vendor treats as the same request: keys in any order (toEqual ignores it),
 * null optional fields absent, a string content its single text part, a Responses message item with
 * `type: "message"`, a Gemini content's absent role `"user"`.
 */
export function spelled(format: FormatName, value: unknown): unknown {
  const textType = TEXT_PART[format];
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((inner) => walk(inner, key === "contents" ? undefined : "item"));
    if (node === null || typeof node !== "object") {
      if (textType && typeof node === "string" && (key === "content" || key === "output" || key === "system")) return [{ type: textType, text: node }];
      return node;
    }
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) if (v !== null && v !== undefined) out[k] = walk(v, k);
    if (format === "items" && "role" in out && out.type === undefined) out.type = "message";
    // An assistant's text part is output_text (a string content is one, as for the other roles' input_text).
    if (format === "items" && out.role === "assistant" && typeof node === "object" && typeof (node as { content?: unknown }).content === "string") {
      out.content = [{ type: "output_text", text: (node as { content: string }).content }];
    }
    if (format === "gemini" && (key === "systemInstruction" || key === "system_instruction" || key === undefined) && "parts" in out && out.role === undefined) out.role = "user";
    return out;
  };
  if (format === "claude" && Array.isArray(value)) return walk({ messages: value });
  if (format === "gemini") return walk(Array.isArray(value) ? { contents: value } : value);
  return walk(value);
}
