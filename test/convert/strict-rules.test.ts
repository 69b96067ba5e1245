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
    ["tool message without a call", [{ role: "user", content: "hi" }, { role: "tool", toolCallId: "call_9", name: "f", content: "x" }], [["/1/toolCallId", "orphan_output"], ["/1/name", "tool_name_dropped"]]],
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
    ["tool_result without a tool_use", [{ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_9", content: "x" }] }], [["/0/content/0", "tool_name_dropped"], ["/0/content/0/tool_use_id", "orphan_output"]]],
    ["tool_use not answered in the next user message", [
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }] },
      { role: "user", content: "never mind" },
    ], [["/0/content/0", "unanswered_call"]]],
  ];
  it.each(claude)("fromClaudeMessages: %s", (_name, messages, want) => {
    expect(codes(() => fromClaudeMessages(messages, { strict: true }))).toEqual(want);
  });
});

describe("strict mode that tolerates named warning codes", () => {
  // What a Responses API `response.output` looks like: every item has a server id.
  const output: Item[] = [
    { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "enc" },
    { type: "function_call", id: "fc_1", call_id: "call_1", name: "get_weather", arguments: "{}", status: "completed" },
    { type: "function_call_output", id: "fco_1", call_id: "call_1", output: "18C" },
    { id: "msg_1", type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: "18C in Paris", annotations: [] }] },
  ];

  it("strict: true keeps the server ids (in the hub's OpenAI-tagged slots), so nothing throws", () => {
    const chat = toChatMessages(output, { strict: true, provider: "openai" });
    expect(chat.map((m) => m.role)).toEqual(["assistant", "tool", "assistant"]);
    expect(chat.map((m) => ((m.role === "assistant" ? m.toolCalls?.[0]?.providerFields ?? m.providerFields : m.role === "tool" ? m.providerFields : undefined)?.fields as { id?: string } | undefined)?.id)).toEqual(["fc_1", "fco_1", "msg_1"]);
  });

  it("strict: { allow: [codes] } accepts those and still throws for anything else", () => {
    expect(codes(() => toChatMessages(output, { strict: { allow: ["field_dropped"] } })).map(([, code]) => code)).toEqual(["reasoning_provider_missing"]);
    expect(codes(() => toChatMessages(output.slice(1, 2), { strict: { allow: ["field_dropped"] } }))).toEqual([["/0", "unanswered_call"]]);
    expect(() => toChatMessages(output.slice(1, 2), { strict: { allow: ["field_dropped", "unanswered_call"] } })).not.toThrow();
  });

  it("every converter takes it, and checks its shape", () => {
    expect(() => fromClaudeMessages([{ role: "user", content: [{ type: "text", text: "hi", cache_control: { type: "ephemeral" } }] }], { strict: { allow: ["cache_control_dropped"] } })).not.toThrow();
    expect(() => fromChatMessages([{ role: "assistant", content: "x", reasoning: "r" }], { strict: { allow: [] } })).toThrow(ContractError);
    expect(codes(() => fromChatMessages([], { strict: { allow: "field_dropped" } as unknown as { allow: string[] } }))).toEqual([["/strict", "invalid_option"]]);
    expect(codes(() => fromChatMessages([], { strict: { allow: [], deny: [] } as unknown as { allow: string[] } }))).toEqual([["/strict", "invalid_option"]]);
  });
});
