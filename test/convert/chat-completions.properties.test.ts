// The round-trip laws of Chat Completions, as property tests.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../generated/types.js";
import {
  convert, fromChatCompletionMessages, fromChatMessages, toChatCompletionMessages, type ConversionWarning,
} from "../../src/convert/index.js";
import { validateChatCompletionMessages } from "../../src/validate/validate.js";
import { chatHistory } from "./arbitraries.js";
import { anyChatCompletionMessages, dialectHistory, hubHistory, writerOptions } from "./chat-completions-arbitraries.js";
import { accepted, expectValidChat, withWarnings, deepFreeze, valueAt } from "./helpers.js";
import { propertyRuns } from "../runs.js";

const RUNS = propertyRuns(250, 1000);


/** Every object and array inside a value. */
function objects(value: unknown, into = new Set<object>()): Set<object> {
  if (value && typeof value === "object") {
    into.add(value);
    for (const inner of Object.values(value)) objects(inner, into);
  }
  return into;
}


describe("chat-completions round-trip laws", () => {
  it("chat-completions → hub → chat-completions is the identity on what both carry, with no warning", () => {
    fc.assert(fc.property(dialectHistory, ({ dialect, history }) => {
      fc.pre(accepted("chat-completions", history, dialect));
      const read = withWarnings((onWarning) => fromChatCompletionMessages(deepFreeze(history), { onWarning }));
      expect(read.warnings).toEqual([]);
      const back = withWarnings((onWarning) => toChatCompletionMessages(read.out, { ...writerOptions(dialect), onWarning }));
      expect(back.warnings).toEqual([]);
      expect(back.out).toEqual(history);
    }), RUNS);
  });

  it("hub → chat-completions → hub is the identity whenever writing warned nothing", () => {
    let checked = 0;
    fc.assert(fc.property(hubHistory(chatHistory({ lossy: true })), fc.constantFrom("deepseek" as const, "openrouter" as const), (history, dialect) => {
      const written = withWarnings((onWarning) => toChatCompletionMessages(history, { ...writerOptions(dialect), onWarning }));
      if (written.warnings.length) return;
      checked++;
      const back = withWarnings((onWarning) => fromChatCompletionMessages(written.out, { onWarning }));
      expect(back.warnings).toEqual([]);
      expect(back.out).toEqual(history);
    }), RUNS);
    // Unseeded: over 40 seeds 67–96 of 250 runs warned nothing (and once 60); a fifth is the floor.
    expect(checked).toBeGreaterThan(RUNS.numRuns / 5);
  });

  it("every hub field the writer cannot carry is a named warning at a path that exists in the history", () => {
    fc.assert(fc.property(hubHistory(chatHistory({ lossy: true, provider: "openai" })), fc.constantFrom("openai" as const, "deepseek" as const, "openrouter" as const, "gemini" as const), (history, dialect) => {
      const { out, warnings } = withWarnings((onWarning) => toChatCompletionMessages(history, { dialect, onWarning }));
      const valid = validateChatCompletionMessages(out);
      expect(valid.ok ? [] : valid.issues).toEqual([]);
      for (const w of warnings) expect(valueAt(history, w.path), `${w.code} ${w.path}`).not.toBe(undefined);
      const read = fromChatCompletionMessages(out);
      const count = (h: ChatMessage[], pick: (m: ChatMessage) => number) => h.reduce((n, m) => n + pick(m), 0);
      const calls = (m: ChatMessage) => (m.role === "assistant" ? (m.toolCalls?.length ?? 0) : 0);
      expect(count(read, calls)).toBe(count(history, calls));
      const reasons = (m: ChatMessage) => (m.role === "assistant" && m.reasoning !== undefined ? 1 : 0);
      const reasoningWarnings = warnings.filter((w) => w.code === "reasoning_dropped").length;
      expect(count(read, reasons) + reasoningWarnings).toBe(count(history, reasons));
    }), RUNS);
  });

  it("chat-completions → items equals chat-completions → hub → items", () => {
    fc.assert(fc.property(fc.oneof(dialectHistory.map((d) => d.history), anyChatCompletionMessages), (history) => {
      const direct = withWarnings((onWarning) => convert(history, { from: "chat-completions", to: "items", onWarning }));
      const viaHub = withWarnings((onWarning) => fromChatMessages(fromChatCompletionMessages(history, { onWarning }), { onWarning }));
      expect(direct.out).toEqual(viaHub.out);
      // Two calls each say what they found (an orphan output is the reader's and the writer's), one call says it once.
      const codes = (ws: ConversionWarning[]) => [...new Set(ws.map((w) => w.code))].sort();
      expect(codes(direct.warnings)).toEqual(codes(viaHub.warnings));
    }), RUNS);
  });

  it("reading any valid messages: a valid history, warnings inside the input, deterministic, no mutation, nothing shared", () => {
    fc.assert(fc.property(anyChatCompletionMessages, (history) => {
      const before = structuredClone(history);
      const first = withWarnings((onWarning) => fromChatCompletionMessages(deepFreeze(history), { onWarning }));
      expectValidChat(first.out);
      for (const w of first.warnings) expect(valueAt(history, w.path), `${w.code} ${w.path}`).not.toBe(undefined);
      expect(withWarnings((onWarning) => fromChatCompletionMessages(history, { onWarning }))).toEqual(first);
      expect(history).toEqual(before);
      const input = objects(history);
      for (const o of objects(first.out)) expect(input.has(o)).toBe(false);
      const written = toChatCompletionMessages(first.out, { dialect: "openrouter" });
      const hub = objects(first.out);
      for (const o of objects(written)) expect(hub.has(o)).toBe(false);
    }), RUNS);
  });
});
