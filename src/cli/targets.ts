import * as generated from "../../generated/validators.js";
import type { Issue } from "../validate/issue.js";
import { issuesOf } from "../validate/validate.js";

/** What `--schema` accepts: an `Item[]`, one `Item`, chat messages, Claude messages. */
export const TARGETS = ["items", "item", "chat", "claude"] as const;
/** One of `TARGETS`. */
export type Target = (typeof TARGETS)[number];

/**
 * The issues of `doc` against a target; `[]` when valid. `chat` and `claude` take a whole history
 * (an array) or a single message (an object).
 */
export const CHECKS: Record<Target, (doc: unknown) => Issue[]> = {
  items: (doc) => issuesOf(generated.validateItems, doc),
  item: (doc) => issuesOf(generated.validateItem, doc),
  chat: (doc) => (Array.isArray(doc) ? issuesOf(generated.validateChatMessages, doc) : issuesOf(generated.validateChatMessage, doc)),
  claude: (doc) => (Array.isArray(doc) ? issuesOf(generated.validateClaudeMessages, doc) : issuesOf(generated.validateClaudeMessage, doc)),
};

const HINTS: Array<[Target, RegExp]> = [
  ["chat", /"(toolCalls|toolCallId|reasoningItems|reasoningDetails|mimeType)"/],
  ["claude", /"type":"(tool_use|tool_result|thinking|redacted_thinking)"|"source":\{/],
  ["items", /"type":"(message|function_call|function_call_output|reasoning|item_reference|input_text|input_image|input_file|output_text)"/],
];

/** The target a document's keys and tags point to, if any. */
function hinted(doc: unknown): Target | undefined {
  const text = JSON.stringify(doc).slice(0, 1 << 20);
  return HINTS.find(([, pattern]) => pattern.test(text))?.[0];
}

/** A guessed target and the words that explain it. */
export interface Guess {
  target: Target;
  reason: string;
}

/**
 * Guesses the target of a document without `--schema`: the one it is valid against (the
 * shape's hint first, then chat, items, claude); when it is valid against none, the hinted one,
 * else the one with the fewest issues.
 */
export function guess(doc: unknown): Guess {
  const many = Array.isArray(doc);
  const hint = hinted(doc);
  const order: Target[] = [...new Set<Target>([...(hint ? [hint] : []), "chat", "items", "claude"])];
  const named = (t: Target): Target => (t === "items" && !many ? "item" : t);
  const results = order.map((t) => ({ target: named(t), count: CHECKS[named(t)](doc).length }));
  const valid = results.filter((r) => r.count === 0).map((r) => r.target);
  const [first, ...others] = valid;
  if (first) {
    const also = others.length ? ` (also valid as ${others.join(", ")})` : "";
    return { target: first, reason: `it is valid ${first}${also}` };
  }
  if (hint) return { target: named(hint), reason: "its keys and tags" };
  const fewest = results.reduce((a, b) => (b.count < a.count ? b : a));
  return { target: fewest.target, reason: "it has the fewest issues against it" };
}
