// Strict mode also enforces the conversation rules (pairing of calls and outputs).
import { describe, expect, it } from "vitest";
import { ContractError, fromChatMessages, fromClaudeMessages, toChatMessages, type ChatMessage, type ClaudeMessage, type Item } from "../../src/index.js";

function codes(run: () => unknown): [string, string][] {
  try {
    run();
    return [];
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    return error.issues.map((i) => [i.path, i.code]);
  }
}

const call = { id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' };

describe("strict mode runs the conversation rules", () => {
  const chat: [string, ChatMessage[], [string, string][]][] = [
    ["paired", [{ role: "user", content: "hi" }, { role: "assistant", content: "", toolCalls: [call] }, { role: "tool", toolCallId: "call_1", name: "get_weather", content: "18C" }], []],
    ["tool message without a call", [{ role: "user", content: "hi" }, { role: "tool", toolCallId: "call_9", name: "f", content: "x" }], [["/1/name", "tool_name_dropped"], ["/1/toolCallId", "orphan_output"]]],
    ["call never answered", [{ role: "user", content: "hi" }, { role: "assistant", content: "", toolCalls: [call] }], [["/1/toolCalls/0", "unanswered_call"]]],
  ];
  it.each(chat)("fromChatMessages: %s", (_name, history, want) => {
    expect(codes(() => fromChatMessages(history, { strict: true }))).toEqual(want);
    expect(() => fromChatMessages(history)).not.toThrow();
  });

  const items: [string, Item[], [string, string][]][] = [
    ["paired", [{ type: "function_call", call_id: "c1", name: "f", arguments: "{}" }, { type: "function_call_output", call_id: "c1", output: "ok" }], []],
    ["output without a call (reported once)", [{ type: "function_call_output", call_id: "c1", output: "ok" }], [["/0", "orphan_output"]]],
    ["call left unanswered", [{ type: "message", role: "user", content: "hi" }, { type: "function_call", call_id: "c1", name: "f", arguments: "{}" }], [["/1", "unanswered_call"]]],
  ];
  it.each(items)("toChatMessages: %s", (_name, input, want) => {
    expect(codes(() => toChatMessages(input, { strict: true }))).toEqual(want);
  });

  const claude: [string, ClaudeMessage[], [string, string][]][] = [
    ["paired", [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [{ type: "text", text: "Checking." }, { type: "tool_use", id: "toolu_1", name: "get_weather", input: { city: "Paris" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "18C" }] },
    ], []],
    ["tool_result without a tool_use", [{ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_9", content: "x" }] }], [["/0/content/0/tool_use_id", "orphan_output"], ["/0/content/0", "tool_name_dropped"]]],
    ["tool_use not answered in the next user message", [
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }] },
      { role: "user", content: "never mind" },
    ], [["/0/content/0", "unanswered_call"]]],
  ];
  it.each(claude)("fromClaudeMessages: %s", (_name, messages, want) => {
    expect(codes(() => fromClaudeMessages(messages, { strict: true }))).toEqual(want);
  });
});
