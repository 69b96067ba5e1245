// convert chat-completions → items: what only the output's request-rule check finds (the reader and the
// items writer pass call ids through unchecked) is warned at the input's pointers, in input order, with
// the messages the check has always given. Red if the check is skipped, or if its lazily built pointers
// and the warnings' sort (by message index first, keys read once) drift from what they stood for.
import { describe, expect, it } from "vitest";
import { convert, type ChatCompletionMessage, type ConversionWarning } from "../../src/index.js";
import { deepFreeze } from "./helpers.js";

const call = (id: string) => ({ id, type: "function" as const, function: { name: "f", arguments: "{}" } });

/** A history whose second tool loop reuses the first one's call id, then a call the next user turn leaves unanswered. */
const history: ChatCompletionMessage[] = [
  { role: "user", content: "Weather?" },
  { role: "assistant", content: null, reasoning_content: "look it up", tool_calls: [call("c1")] },
  { role: "tool", tool_call_id: "c1", content: "18C" },
  { role: "assistant", content: null, reasoning_content: "again", tool_calls: [call("c1"), call("c2")] },
  { role: "tool", tool_call_id: "c1", content: "19C" },
  { role: "tool", tool_call_id: "c2", content: "20C" },
  { role: "assistant", content: null, tool_calls: [call("c3")] },
  { role: "user", content: "And tomorrow?" },
];

function warned(input: unknown): ConversionWarning[] {
  const warnings: ConversionWarning[] = [];
  convert(deepFreeze(structuredClone(input)) as never, { from: "chat-completions", to: "items", onWarning: (w) => warnings.push(w) });
  return warnings;
}

describe("convert chat-completions → items: the output's rule check", () => {
  it("warns a repeated call id, its second answer and a call left unanswered, at the input's pointers, in input order", () => {
    expect(warned(history).map((w) => [w.code, w.path])).toEqual([
      // A repeated call id is no pairing issue of the hub's, so it is said at the root, naming the item.
      ["duplicate_call_id", ""],
      ["reasoning_dropped", "/1/reasoning_content"],
      ["reasoning_dropped", "/3/reasoning_content"],
      ["duplicate_output", "/4/tool_call_id"],
      ["unanswered_call", "/6/tool_calls/0"],
    ]);
  });

  it("says what the Responses API refuses, with the item pointers the check gives", () => {
    const messages = warned(history).filter((w) => w.code !== "reasoning_dropped").map((w) => w.message);
    expect(messages).toEqual([
      '(root): the Responses input written breaks a rule of its API at /3: call id "c1" is already used by the call at /1; every call needs its own id',
      '/4/tool_call_id: the Responses input written refuses it: call id "c1" (the call at /1) is already answered; send one output per call',
      '/6/tool_calls/0: the Responses input written refuses it: call "c3" is not answered before the user message at /8',
    ]);
  });

  it("keeps input order when the history repeats (several warnings in one message, hundreds of them)", () => {
    const repeated = Array.from({ length: 400 }, (_, i) => history[i % history.length]!);
    const warnings = warned(repeated);
    // Input order: the root first, then by message, by the key's place in the message, by the index under it.
    const position = (path: string) => {
      if (path === "") return [-1, -1, -1];
      const [m, key, k] = path.split("/").slice(1);
      return [Number(m), Object.keys(repeated[Number(m)]!).indexOf(key!), Number(k ?? -1)];
    };
    const sorted = [...warnings].sort((a, b) => {
      const [x, y] = [position(a.path), position(b.path)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
    expect(warnings.length).toBeGreaterThan(300);
    expect(warnings.map((w) => w.path)).toEqual(sorted.map((w) => w.path));
  });
});
