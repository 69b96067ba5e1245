// readResponse over responses generated from each wire's response schema: a valid response never
// throws, is never mutated, and what it gives is a valid ChatResponse whose messages are a valid history.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readResponse, validateChatMessages, validateChatResponse, type ConversionWarning, type ResponseFormat } from "../../src/index.js";
import * as generated from "../../generated/validators.js";
import { arbitraryOf } from "../arbitrary/from-schema.js";
import { propertyRuns } from "../runs.js";

const WIRES: [ResponseFormat, string, (v: unknown) => boolean][] = [
  ["chat-completions", "ChatCompletionResponse", generated.validateChatCompletionResponse],
  ["responses", "ResponsesResponse", generated.validateResponsesResponse],
  ["claude", "ClaudeResponse", generated.validateClaudeResponse],
  ["gemini", "GeminiResponse", generated.validateGeminiResponse],
];

/** How many runs each wire got, and how many of them read a non-empty turn (printed, for the report). */
const seen: Record<string, { runs: number; turns: number; warned: number }> = {};

describe("readResponse over generated responses", () => {
  it.each(WIRES)("%s: never throws on a valid response, never mutates it, returns a valid ChatResponse", (from, def, valid) => {
    const stats = (seen[from] = { runs: 0, turns: 0, warned: 0 });
    const responses = arbitraryOf(def, { extraKeys: true, maxDepth: 7 }).filter(valid);
    fc.assert(
      fc.property(responses, fc.nat({ max: 3 }), (response, pick) => {
        const before = JSON.stringify(response);
        const choices = from === "chat-completions" ? (response as { choices: unknown[] }).choices.length : from === "gemini" ? ((response as { candidates?: unknown[] }).candidates?.length ?? 0) : 0;
        const choice = choices > 0 ? pick % choices : undefined;
        const warnings: ConversionWarning[] = [];
        const out = readResponse(response as never, { from, ...(choice === undefined ? {} : { choice }), onWarning: (w) => warnings.push(w) });
        expect(JSON.stringify(response)).toBe(before);
        expect(validateChatResponse(out)).toMatchObject({ ok: true });
        expect(validateChatMessages(out.messages)).toMatchObject({ ok: true });
        for (const w of warnings) expect(w.path === "" || w.path.startsWith("/")).toBe(true);
        stats.runs++;
        if (out.messages.length) stats.turns++;
        if (warnings.length) stats.warned++;
      }),
      propertyRuns(300, 5000),
    );
    console.log(`readResponse ${from}: ${stats.runs} responses, ${stats.turns} with a turn, ${stats.warned} with warnings`);
    expect(stats.turns).toBeGreaterThan(stats.runs / 4);
  });
});
