// Every converter, over generated inputs: each input field is carried into the output or named by a warning.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage, ClaudeMessage, Item } from "../../generated/types.js";
import { fromChatMessages, fromClaudeMessages, stripReasoning, toChatMessages, type ConversionWarning } from "../../src/convert/index.js";
import { anyChatMessages, anyClaudeMessages, chatHistory } from "./arbitraries.js";
import { uncovered } from "./coverage.js";
import { propertyRuns } from "../runs.js";

const RUNS = propertyRuns(250, 1000);

function converted<T>(run: (onWarning: (w: ConversionWarning) => void) => T): { out: T; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  return { out: run((w) => warnings.push(w)), warnings };
}

/** Items as the converters make them, plus server fields (ids, status, phase) a chat history has no slot for. */
const anyItems: fc.Arbitrary<Item[]> = fc.tuple(fc.oneof(anyChatMessages, chatHistory({ provider: "openai" })), anyClaudeMessages, fc.boolean()).map(([chat, claude, serverIds]) => {
  const items = [...fromChatMessages(chat, { provider: "openai" }), ...fromClaudeMessages(claude)];
  return serverIds ? items.map((item, i) => (item.type === "function_call" ? { ...item, id: `fc_${i}`, status: "completed" as const } : item)) : items;
});

describe("every input field is carried or named by a warning", () => {
  it("fromChatMessages", () => {
    fc.assert(fc.property(fc.oneof(anyChatMessages, chatHistory({ lossy: true, provider: "openai" })), fc.constantFrom(undefined, "openai", "anthropic"), (history, provider) => {
      const { out, warnings } = converted((onWarning) => fromChatMessages(history, { onWarning, ...(provider && { provider }) }));
      // The provider tag of reasoningItems decides whether they are replayed; replayed, it has said all it had to.
      expect(uncovered(history, out, warnings, { structural: ["type", "role", "provider"] })).toEqual([]);
    }), RUNS);
  });

  it("toChatMessages", () => {
    fc.assert(fc.property(anyItems, fc.constantFrom(undefined, "openai"), (items, provider) => {
      const { out, warnings } = converted((onWarning) => toChatMessages(items, { onWarning, ...(provider && { provider }) }));
      // `detail: "auto"` is the chat image's own default; `status` of a call replayed as history carries nothing.
      expect(uncovered(items, out, warnings, { defaults: ["detail=auto", "status=completed"] })).toEqual([]);
    }), RUNS);
  });

  it("fromClaudeMessages, with and without reasoning items", () => {
    fc.assert(fc.property(anyClaudeMessages, fc.boolean(), fc.option(fc.string({ maxLength: 10 }), { nil: undefined }), (messages: ClaudeMessage[], asReasoning, system) => {
      const thinking = asReasoning ? { thinking: "reasoning-items" as const, reasoningId: (path: string) => `rs${path}` } : {};
      const { out, warnings } = converted((onWarning) => fromClaudeMessages(messages, { onWarning, ...thinking, ...(system !== undefined && { system }) }));
      // `is_error: false` is what an output without the flag means.
      expect(uncovered(messages, out, warnings, { defaults: ["is_error=false"] })).toEqual([]);
      if (system !== undefined) expect(uncovered(system, out, warnings, { prefix: "options/system" })).toEqual([]);
    }), RUNS);
  });

  it("stripReasoning drops only what it is asked to drop", () => {
    fc.assert(fc.property(anyChatMessages, (history: ChatMessage[]) => {
      const out = stripReasoning(history);
      const asked = history.flatMap((m, i) => (m.role === "assistant" ? ["reasoning", "reasoningDetails", "reasoningItems"].map((k) => ({ code: "asked", path: `/${i}/${k}`, message: "" })) : []));
      expect(uncovered(history, out, asked)).toEqual([]);
    }), RUNS);
  });
});

describe("the checker itself", () => {
  it.each([
    ["a dropped field", [{ role: "user", content: "hi", name: "bob" }], [{ role: "user", content: "hi" }], [], ["/0/name"]],
    ["a dropped field under a warning", [{ role: "user", content: "hi", name: "bob" }], [{ role: "user", content: "hi" }], ["/0/name"], []],
    ["a warning on a sibling does not cover", [{ a: "x1", ab: "x2" }], [], ["/0/a"], ["/0/ab"]],
    ["text inside a data URL", [{ mimeType: "image/png", data: "AAAA" }], ["data:image/png;base64,AAAA"], [], []],
  ])("%s", (_name, input, output, paths, want) => {
    const warnings = paths.map((path) => ({ code: "x", path, message: "" }));
    expect(uncovered(input, output, warnings)).toEqual(want);
  });
});
