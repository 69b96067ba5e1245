// Opaque reasoning (reasoningDetails, reasoningItems) holds whatever its owner stored: every writer
// replays only what its wire takes, so the output passes the target's schema and nothing throws,
// whatever the values and whichever provider tag they carry.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../generated/types.js";
import { convert } from "../../src/convert/index.js";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";
import { propertyRuns } from "../runs.js";

const TARGETS: [string, FormatName, object][] = [
  ["claude", "claude", {}], ["gemini", "gemini", {}], ["items", "items", {}],
  ["chat-completions (openrouter)", "chat-completions", { dialect: "openrouter" }],
  ["chat-completions (deepseek)", "chat-completions", { dialect: "deepseek" }],
  ["chat-completions (gemini)", "chat-completions", { dialect: "gemini" }],
];

/** Any JSON, or an object made of the keys and tags reasoning elements use. */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(
    fc.constantFrom("type", "text", "signature", "data", "format", "id", "summary", "encrypted_content", "thought", "thoughtSignature", "index"),
    fc.oneof(fc.constantFrom("reasoning", "thinking", "redacted_thinking", "reasoning.text", "reasoning.encrypted", "anthropic-claude-v1"), fc.jsonValue({ maxDepth: 1 })),
    { maxKeys: 5 },
  ),
);

describe("opaque reasoning values: replayed only where the wire takes them", () => {
  for (const [name, to, extra] of TARGETS) {
    it(`chat → ${name}: any reasoningDetails and reasoningItems give valid ${to}`, () => {
      fc.assert(fc.property(fc.array(value, { maxLength: 3 }), fc.array(value, { maxLength: 3 }), fc.constantFrom("openai", "anthropic", "google", "openrouter"), (details, items, provider) => {
        const messages = [
          { role: "user", content: "hi" },
          { role: "assistant", content: "ok", reasoning: "thought", reasoningDetails: details, reasoningItems: { provider, items } },
          { role: "user", content: "more" },
        ] as ChatMessage[];
        const out = convert(messages, { from: "chat", to, ...extra, ...(to === "items" && { provider }), onWarning: () => {} } as never);
        expect(FORMATS[to].check(out as never, Infinity)).toEqual([]);
      }), { ...propertyRuns(300, 3000), seed: 3 });
    });
  }
});
