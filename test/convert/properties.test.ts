import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage, ClaudeMessage, Item } from "../../generated/types.js";
import { fromChatMessages, fromClaudeMessages, toChatMessages, type ConversionWarning } from "../../src/convert/index.js";
import { anyChatMessages, anyClaudeMessages, chatHistory } from "./arbitraries.js";
import { expectValidChat, expectValidItems, deepFreeze } from "./helpers.js";
import { propertyRuns } from "../runs.js";

const RUNS = propertyRuns(250, 1000);


const toolCallCount = (messages: ChatMessage[]) =>
  messages.reduce((n, m) => n + (m.role === "assistant" ? (m.toolCalls?.length ?? 0) : 0), 0);
const toolUseCount = (messages: ClaudeMessage[]) =>
  messages.reduce((n, m) => n + (typeof m.content === "string" || m.role !== "assistant" ? 0 : m.content.filter((b) => b.type === "tool_use").length), 0);
const functionCalls = (items: Item[]) => items.filter((i) => i.type === "function_call");

/** Every function_call_output has an earlier function_call with its call_id. */
function paired(items: Item[]): boolean {
  const seen = new Set<string>();
  for (const item of items) {
    if (item.type === "function_call") seen.add(item.call_id);
    if (item.type === "function_call_output" && !seen.has(item.call_id)) return false;
  }
  return true;
}

describe("fromChatMessages properties", () => {
  it("output validates (ours and Open Responses), one function_call per tool call, input untouched", () => {
    fc.assert(fc.property(fc.oneof(anyChatMessages, chatHistory({ lossy: true, provider: "openai" })), (history) => {
      const before = structuredClone(history);
      const items = fromChatMessages(deepFreeze(history), { provider: "openai" });
      expectValidItems(items);
      expect(functionCalls(items)).toHaveLength(toolCallCount(history));
      expect(history).toEqual(before);
    }), RUNS);
  });

  it("a paired history gives paired items", () => {
    fc.assert(fc.property(chatHistory(), (history) => {
      expect(paired(fromChatMessages(history))).toBe(true);
    }), RUNS);
  });

  it("round trip: toChatMessages(fromChatMessages(h)) equals h when nothing was warned", () => {
    let checked = 0;
    fc.assert(fc.property(fc.oneof(chatHistory(), anyChatMessages), (history) => {
      const warnings: ConversionWarning[] = [];
      const items = fromChatMessages(history, { onWarning: (w) => warnings.push(w) });
      if (warnings.length) return;
      checked++;
      const backWarnings: ConversionWarning[] = [];
      const back = toChatMessages(items, { onWarning: (w) => backWarnings.push(w) });
      expect(backWarnings).toEqual([]);
      expectValidChat(back);
      expect(back).toEqual(history);
    }), RUNS);
    expect(checked).toBeGreaterThan(RUNS.numRuns / 3);
  });

  it("round trip with reasoning items of the same provider", () => {
    let checked = 0;
    fc.assert(fc.property(chatHistory({ provider: "openai" }), (history) => {
      const warnings: ConversionWarning[] = [];
      const items = fromChatMessages(history, { provider: "openai", onWarning: (w) => warnings.push(w) });
      if (warnings.length) return;
      checked++;
      const backWarnings: ConversionWarning[] = [];
      expect(toChatMessages(items, { provider: "openai", onWarning: (w) => backWarnings.push(w) })).toEqual(history);
      expect(backWarnings).toEqual([]);
    }), RUNS);
    expect(checked).toBeGreaterThan(RUNS.numRuns / 3);
  });
});

describe("fromClaudeMessages properties", () => {
  it("output validates, one function_call per tool_use, input untouched", () => {
    fc.assert(fc.property(anyClaudeMessages, fc.boolean(), (messages, asReasoning) => {
      const before = structuredClone(messages);
      const options = asReasoning ? { thinking: "reasoning-items" as const, reasoningId: (path: string) => `rs${path}` } : {};
      const items = fromClaudeMessages(deepFreeze(messages), options);
      expectValidItems(items);
      expect(functionCalls(items)).toHaveLength(toolUseCount(messages));
      expect(messages).toEqual(before);
    }), RUNS);
  });
});

/** Histories of tool calls and answers over few ids and names, with turns of up to 40 parallel calls. */
const callsAndAnswers = fc.array(fc.oneof(
  fc.array(fc.record({ id: fc.constantFrom("a", "b", "c", "d"), name: fc.constantFrom("f", "g"), arguments: fc.constant("{}") }), { minLength: 1, maxLength: 40 })
    .map((toolCalls): ChatMessage => ({ role: "assistant", content: "", toolCalls })),
  fc.record({ toolCallId: fc.constantFrom("a", "b", "c", "d", "e"), name: fc.constantFrom("f", "g") })
    .map(({ toolCallId, name }): ChatMessage => ({ role: "tool", toolCallId, name, content: "r" })),
), { maxLength: 30 });

describe("fromChatMessages: tool names", () => {
  it("warns tool_name_dropped exactly where the latest earlier call with that id has another name, or there is none", () => {
    let answers = 0;
    fc.assert(fc.property(callsAndAnswers, (history) => {
      const names = new Map<string, string>();
      const want: string[] = [];
      history.forEach((m, i) => {
        if (m.role === "assistant") for (const call of m.toolCalls ?? []) names.set(call.id, call.name);
        if (m.role === "tool") {
          answers++;
          if (names.get(m.toolCallId) !== m.name) want.push(`/${i}/name`);
        }
      });
      const got: string[] = [];
      fromChatMessages(history, { onWarning: (w) => { if (w.code === "tool_name_dropped") got.push(w.path); } });
      expect(got).toEqual(want);
    }), RUNS);
    expect(answers).toBeGreaterThan(RUNS.numRuns);
  });
});

describe("toChatMessages properties", () => {
  it("output validates and input is untouched for any converted history", () => {
    fc.assert(fc.property(anyChatMessages, (history) => {
      const items = deepFreeze(fromChatMessages(history, { provider: "openai" }));
      const before = structuredClone(items);
      expectValidChat(toChatMessages(items, { provider: "openai" }));
      expect(items).toEqual(before);
    }), RUNS);
  });
});
