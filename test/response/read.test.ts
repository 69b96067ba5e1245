// readResponse per wire: the finish-reason table, usage, several choices, refusals, errors, and the
// agent loop (a response appended to the history and converted keeps its signatures byte for byte).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ContractError, convert, readResponse, validateChatResponse, type ChatMessage, type ChatResponse, type ConversionWarning, type ResponseFormat,
} from "../../src/index.js";
import { deepFreeze } from "../convert/helpers.js";

const fixture = <T = Record<string, unknown>>(folder: string, file: string): T =>
  JSON.parse(readFileSync(new URL(`../../fixtures/${folder}-response/valid/${file}`, import.meta.url), "utf8")) as T;

function read(response: unknown, from: ResponseFormat, options: Record<string, unknown> = {}): { out: ChatResponse; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = readResponse(deepFreeze(structuredClone(response)) as never, { from, ...options, onWarning: (w) => warnings.push(w) });
  expect(validateChatResponse(out)).toMatchObject({ ok: true });
  return { out, warnings };
}

const text = (content: string) => ({ role: "assistant", content, refusal: null });

describe("finish reasons", () => {
  const cc = (finish_reason: unknown, message: object = text("Hi")) => ({ choices: [{ index: 0, message, finish_reason }] });
  const call = { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: "{}" } }] };
  const responses = (status: string | undefined, output: unknown[] = [{ type: "message", role: "assistant", content: [{ type: "output_text", text: "Hi", annotations: [] }] }], reason?: string) =>
    ({ ...(status ? { status } : {}), output, ...(reason ? { incomplete_details: { reason } } : {}) });
  const claude = (stop_reason: unknown, content: unknown[] = [{ type: "text", text: "Hi" }]) => ({ type: "message", role: "assistant", content, stop_reason });
  const gemini = (finishReason: string, parts: unknown[] = [{ text: "Hi" }]) => ({ candidates: [{ content: { role: "model", parts }, finishReason }] });
  const cases: [string, ResponseFormat, unknown, { finishReason: string; rawFinishReason?: string }][] = [
    ["chat-completions stop", "chat-completions", cc("stop"), { finishReason: "stop", rawFinishReason: "stop" }],
    ["chat-completions length", "chat-completions", cc("length"), { finishReason: "length", rawFinishReason: "length" }],
    ["chat-completions tool_calls", "chat-completions", cc("tool_calls", call), { finishReason: "tool_calls", rawFinishReason: "tool_calls" }],
    ["chat-completions function_call (deprecated)", "chat-completions", cc("function_call"), { finishReason: "tool_calls", rawFinishReason: "function_call" }],
    ["chat-completions content_filter", "chat-completions", cc("content_filter"), { finishReason: "content_filter", rawFinishReason: "content_filter" }],
    ["DeepSeek insufficient_system_resource", "chat-completions", cc("insufficient_system_resource"), { finishReason: "error", rawFinishReason: "insufficient_system_resource" }],
    ["OpenRouter error", "chat-completions", cc("error"), { finishReason: "error", rawFinishReason: "error" }],
    ["chat-completions unknown value", "chat-completions", cc("eos"), { finishReason: "other", rawFinishReason: "eos" }],
    ["chat-completions null", "chat-completions", cc(null), { finishReason: "other" }],
    ["chat-completions stop with tool calls (some servers)", "chat-completions", cc("stop", call), { finishReason: "tool_calls", rawFinishReason: "stop" }],
    ["chat-completions stop with a refusal", "chat-completions", cc("stop", { role: "assistant", content: null, refusal: "No." }), { finishReason: "refusal", rawFinishReason: "stop" }],
    ["responses completed", "responses", responses("completed"), { finishReason: "stop", rawFinishReason: "completed" }],
    ["responses completed with a function call", "responses", responses("completed", [{ type: "function_call", call_id: "call_1", name: "f", arguments: "{}" }]), { finishReason: "tool_calls", rawFinishReason: "completed" }],
    ["responses completed with a refusal", "responses", responses("completed", [{ type: "message", role: "assistant", content: [{ type: "refusal", refusal: "No." }] }]), { finishReason: "refusal", rawFinishReason: "completed" }],
    ["responses incomplete: max_output_tokens", "responses", responses("incomplete", undefined, "max_output_tokens"), { finishReason: "length", rawFinishReason: "max_output_tokens" }],
    ["responses incomplete: content_filter", "responses", responses("incomplete", undefined, "content_filter"), { finishReason: "content_filter", rawFinishReason: "content_filter" }],
    ["responses incomplete without details", "responses", responses("incomplete"), { finishReason: "other", rawFinishReason: "incomplete" }],
    ["responses failed", "responses", responses("failed", []), { finishReason: "error", rawFinishReason: "failed" }],
    ["responses cancelled", "responses", responses("cancelled", []), { finishReason: "other", rawFinishReason: "cancelled" }],
    ["responses in_progress", "responses", responses("in_progress", []), { finishReason: "other", rawFinishReason: "in_progress" }],
    ["responses without status", "responses", responses(undefined), { finishReason: "stop" }],
    ["claude end_turn", "claude", claude("end_turn"), { finishReason: "stop", rawFinishReason: "end_turn" }],
    ["claude stop_sequence", "claude", claude("stop_sequence"), { finishReason: "stop", rawFinishReason: "stop_sequence" }],
    ["claude max_tokens", "claude", claude("max_tokens"), { finishReason: "length", rawFinishReason: "max_tokens" }],
    ["claude model_context_window_exceeded", "claude", claude("model_context_window_exceeded"), { finishReason: "length", rawFinishReason: "model_context_window_exceeded" }],
    ["claude tool_use", "claude", claude("tool_use", [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }]), { finishReason: "tool_calls", rawFinishReason: "tool_use" }],
    ["claude pause_turn", "claude", claude("pause_turn"), { finishReason: "pause", rawFinishReason: "pause_turn" }],
    ["claude refusal", "claude", claude("refusal", []), { finishReason: "refusal", rawFinishReason: "refusal" }],
    ["claude null", "claude", claude(null), { finishReason: "other" }],
    ["gemini STOP", "gemini", gemini("STOP"), { finishReason: "stop", rawFinishReason: "STOP" }],
    ["gemini STOP with function calls", "gemini", gemini("STOP", [{ functionCall: { name: "f", args: {} } }]), { finishReason: "tool_calls", rawFinishReason: "STOP" }],
    ["gemini MAX_TOKENS", "gemini", gemini("MAX_TOKENS"), { finishReason: "length", rawFinishReason: "MAX_TOKENS" }],
    ["gemini SAFETY", "gemini", gemini("SAFETY"), { finishReason: "content_filter", rawFinishReason: "SAFETY" }],
    ["gemini RECITATION", "gemini", gemini("RECITATION"), { finishReason: "content_filter", rawFinishReason: "RECITATION" }],
    ["gemini PROHIBITED_CONTENT", "gemini", gemini("PROHIBITED_CONTENT"), { finishReason: "content_filter", rawFinishReason: "PROHIBITED_CONTENT" }],
    ["gemini MALFORMED_FUNCTION_CALL", "gemini", gemini("MALFORMED_FUNCTION_CALL"), { finishReason: "error", rawFinishReason: "MALFORMED_FUNCTION_CALL" }],
    ["gemini MISSING_THOUGHT_SIGNATURE", "gemini", gemini("MISSING_THOUGHT_SIGNATURE"), { finishReason: "error", rawFinishReason: "MISSING_THOUGHT_SIGNATURE" }],
    ["gemini CONTINUATION", "gemini", gemini("CONTINUATION"), { finishReason: "length", rawFinishReason: "CONTINUATION" }],
    ["gemini MODEL_ARMOR (Vertex AI)", "gemini", gemini("MODEL_ARMOR"), { finishReason: "content_filter", rawFinishReason: "MODEL_ARMOR" }],
    ["gemini LANGUAGE", "gemini", gemini("LANGUAGE"), { finishReason: "other", rawFinishReason: "LANGUAGE" }],
    ["gemini prompt blocked", "gemini", { promptFeedback: { blockReason: "PROHIBITED_CONTENT" } }, { finishReason: "content_filter", rawFinishReason: "PROHIBITED_CONTENT" }],
    ["gemini without candidates or feedback", "gemini", {}, { finishReason: "other" }],
  ];
  it.each(cases)("%s", (_, from, given, want) => {
    const { out } = read(given, from);
    expect({ finishReason: out.finishReason, rawFinishReason: out.rawFinishReason }).toEqual({ rawFinishReason: undefined, ...want });
  });
});

describe("usage, id and model", () => {
  it.each([
    ["chat-completions", "openai-api-reference-hello.json", { inputTokens: 19, outputTokens: 10, totalTokens: 29, reasoningTokens: 0, cachedInputTokens: 0 }, "chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG", "gpt-4o-2024-08-06"],
    ["chat-completions", "openai-python-model-dump-nulls.json", { inputTokens: 82, outputTokens: 17, totalTokens: 99 }, "chatcmpl-abc123", "gpt-4o-mini"],
    ["chat-completions", "deepseek-reasoner.json", { inputTokens: 18, outputTokens: 263, totalTokens: 281, reasoningTokens: 239, cachedInputTokens: 0 }, "930c60df-bf64-41c9-a88e-3ec75f81e00e", "deepseek-reasoner"],
    ["responses", "openai-api-reference-text.json", { inputTokens: 36, outputTokens: 87, totalTokens: 123, reasoningTokens: 0, cachedInputTokens: 0 }, "resp_67ccd2bed1ec8190b14f964abc0542670bb6a6b452d3795b", "gpt-4.1-2025-04-14"],
    ["claude", "stop-reason-end-turn.json", { inputTokens: 100, outputTokens: 50, totalTokens: 150 }, "msg_01234", "claude-sonnet-4-5"],
    ["claude", "prompt-cache-read.json", { inputTokens: 21 + 188086, outputTokens: 393, totalTokens: 21 + 188086 + 393, cachedInputTokens: 0, cacheCreationTokens: 188086 }, "msg_cache", "claude-sonnet-4-5"],
    ["gemini", "text-with-thought-signature.json", { inputTokens: 15, outputTokens: 6 + 25, totalTokens: 46, reasoningTokens: 25 }, "Il0taoSYJ5Cez7IPkpKv0Qk", "gemini-3-flash-preview"],
    ["gemini", "max-tokens-spent-thinking.json", { inputTokens: 1706, outputTokens: 2999, totalTokens: 4705, reasoningTokens: 2999 }, "Dj9LaPCjJsCvgLUPgeGuqAU", "gemini-2.5-pro-preview-05-06"],
  ] as const)("%s %s", (from, file, usage, id, model) => {
    const { out } = read(fixture(from, file), from);
    expect({ usage: out.usage, id: out.id, model: out.model }).toEqual({ usage, id, model });
  });

  it("gives no usage at all when the response has none (never a made-up zero)", () => {
    expect(read({ choices: [{ message: text("Hi"), finish_reason: "stop" }] }, "chat-completions").out.usage).toBeUndefined();
    expect(read({ choices: [{ message: text("Hi") }], usage: null }, "chat-completions").out.usage).toBeUndefined();
    expect(read({ type: "message", role: "assistant", content: [], usage: { output_tokens: 3 } }, "claude").out.usage).toEqual({ outputTokens: 3 });
  });

  it("keeps what only the wire has, verbatim, in providerFields", () => {
    const { out } = read(fixture("chat-completions", "openai-api-reference-hello.json"), "chat-completions");
    expect(out.providerFields).toEqual({
      format: "chat-completions", provider: "openai",
      fields: { object: "chat.completion", created: 1741570283, usage: fixture<{ usage: unknown }>("chat-completions", "openai-api-reference-hello.json").usage, service_tier: "default", system_fingerprint: "fp_fc9f1d7035", choice: { index: 0, logprobs: null } },
    });
    const blocked = read(fixture("gemini", "prompt-blocked.json"), "gemini").out;
    expect(blocked).toMatchObject({ messages: [], finishReason: "content_filter", providerFields: { format: "gemini", provider: "google", fields: { promptFeedback: { blockReason: "SAFETY" } } } });
  });
});

describe("the assistant turn", () => {
  it("Chat Completions: the message, DeepSeek's reasoning_content as reasoning", () => {
    expect(read(fixture("chat-completions", "deepseek-reasoner.json"), "chat-completions").out.messages).toEqual([
      { role: "assistant", content: "9.11 is smaller than 9.8.", reasoning: "Compare the tenths: 9.11 has 1, 9.8 has 8, so 9.11 is smaller." },
    ]);
  });

  it("Chat Completions: a model_dump() with nulls reads as the call it is", () => {
    const { out, warnings } = read(fixture("chat-completions", "openai-python-model-dump-nulls.json"), "chat-completions");
    expect(out.messages).toEqual([{ role: "assistant", content: "", toolCalls: [{ id: "call_abc123", name: "get_current_weather", arguments: "{\n\"location\": \"Boston, MA\"\n}" }] }]);
    expect(out.finishReason).toBe("tool_calls");
    expect(warnings).toEqual([]);
  });

  it("a refusal is the hub's refusal, and the finish reason says so", () => {
    const { out } = read(fixture("chat-completions", "structured-outputs-refusal.json"), "chat-completions");
    expect(out.messages).toEqual([{ role: "assistant", content: "", refusal: "I'm sorry, I cannot assist with that request." }]);
    expect(out.finishReason).toBe("refusal");
  });

  it("Claude: thinking kept signed in reasoningItems, its text as reasoning, the tool call", () => {
    const response = fixture<{ content: { signature?: string }[] }>("claude", "extended-thinking-with-tool-use.json");
    const { out, warnings } = read(response, "claude");
    expect(warnings).toEqual([]);
    expect(out.finishReason).toBe("tool_calls");
    const [message] = out.messages;
    expect(message).toMatchObject({ role: "assistant", reasoning: expect.stringContaining("weather in Paris"), toolCalls: [{ id: "toolu_01WaeSyitUGJFaaPe68cJuEv", name: "weather", arguments: '{"location":"Paris"}' }] });
    expect((message as { reasoningItems: unknown }).reasoningItems).toEqual({ provider: "anthropic", items: [response.content[0]] });
  });

  it("Claude: redacted thinking is carried byte for byte", () => {
    const response = fixture<{ content: unknown[] }>("claude", "redacted-thinking.json");
    expect(read(response, "claude").out.messages[0]).toMatchObject({ reasoningItems: { provider: "anthropic", items: [response.content[0]] } });
  });

  it("Gemini: a candidate without parts is no message; with parts, one assistant message", () => {
    expect(read(fixture("gemini", "max-tokens-spent-thinking.json"), "gemini").out).toMatchObject({ messages: [], finishReason: "length" });
    expect(read(fixture("gemini", "thought-summary.json"), "gemini").out.messages).toEqual([
      { role: "assistant", content: "There are 3 r's in strawberry.", reasoning: "**Counting letters**\nI spell the word and count each r." },
    ]);
  });

  it("Responses: encrypted reasoning kept in reasoningItems; the call's item id and status ride in its openai-tagged providerFields", () => {
    const response = fixture<{ output: unknown[] }>("responses", "reasoning-encrypted-function-call.json");
    const { out, warnings } = read(response, "responses");
    expect(out.messages).toEqual([{
      role: "assistant", content: "", reasoningItems: { provider: "openai", items: [response.output[0]] },
      toolCalls: [{
        id: "call_OeA9LLDyKxzCSzZ3zcMkBJBy", name: "get_weather", arguments: '{"location":"Paris, France"}',
        providerFields: { provider: "openai", fields: { id: "fc_68af4031c8948193a18a1e8ab4a1b32c05438e46b5f69a3b", status: "completed" } },
      }],
    }]);
    expect(warnings).toEqual([]);
    expect(out.finishReason).toBe("tool_calls");
  });
});

describe("several choices or candidates", () => {
  const two = fixture("chat-completions", "two-choices.json");
  it("reads choice 0 and names the others in one warning", () => {
    const { out, warnings } = read(two, "chat-completions");
    expect(out).toMatchObject({ messages: [{ role: "assistant", content: "Paris." }], finishReason: "stop" });
    expect(warnings).toEqual([{ code: "choices_dropped", path: "/choices", message: "/choices: the response has 2 choices; choice 0 was read and choice 1 was not (pass `choice` to read another)" }]);
  });
  it("choice picks another; its warnings point into that choice", () => {
    const { out, warnings } = read(two, "chat-completions", { choice: 1 });
    expect(out).toMatchObject({ messages: [{ role: "assistant", content: "The capital of France is" }], finishReason: "length", providerFields: { fields: { choice: { index: 1, logprobs: null } } } });
    expect(warnings.map((w) => w.message)).toEqual(["/choices: the response has 2 choices; choice 1 was read and choice 0 was not (pass `choice` to read another)"]);
  });
  it("Gemini candidates the same way", () => {
    const candidate = (t: string) => ({ content: { role: "model", parts: [{ text: t }] }, finishReason: "STOP" });
    const { out, warnings } = read({ candidates: [candidate("a"), candidate("b"), candidate("c")] }, "gemini", { choice: 2 });
    expect(out.messages).toEqual([{ role: "assistant", content: "c" }]);
    expect(warnings.map((w) => [w.code, w.path, w.message])).toEqual([["candidates_dropped", "/candidates", "/candidates: the response has 3 candidates; candidate 2 was read and candidates 0, 1 were not (pass `choice` to read another)"]]);
  });
  it("a choice the response does not have is an invalid option", () => {
    expect(() => readResponse(two as never, { from: "chat-completions", choice: 2 })).toThrow("options/choice: the response has 2 choices; there is no 2");
    expect(() => readResponse(fixture("claude", "stop-reason-end-turn.json") as never, { from: "claude", choice: 1 })).toThrow("options/choice: the response has one answer; there is no 1");
  });
});

describe("invalid input and options", () => {
  const issues = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError);
      return (error as ContractError).issues.map((i) => [i.path, i.code]);
    }
    throw new Error("did not throw");
  };
  it.each([
    ["chat-completions", { choices: [{ message: { role: "user", content: "Hi" } }] }, [["/choices/0/message/role", "invalid_value"]]],
    ["responses", { output: [{ type: "function_call", name: "f", arguments: "{}" }] }, [["/output/0/call_id", "missing_property"]]],
    ["claude", { role: "assistant", content: [{ type: "thinking", thinking: "x" }] }, [["/content/0/signature", "missing_property"]]],
    ["gemini", { candidates: [{ content: { role: "model", parts: [{ text: 1 }] } }] }, [["/candidates/0/content/parts/0/text", "invalid_type"]]],
    ["claude", null, [["", "invalid_type"]]],
  ] as const)("%s: %j", (from, value, want) => {
    expect(issues(() => readResponse(value as never, { from }))).toEqual(want);
  });
  it("options: from missing or unknown, an unknown key, a bad choice", () => {
    const ok = fixture("claude", "stop-reason-end-turn.json");
    expect(issues(() => readResponse(ok as never, {} as never))).toEqual([["/from", "missing_option"]]);
    expect(issues(() => readResponse(ok as never, { from: "anthropic" } as never))).toEqual([["/from", "invalid_option"]]);
    expect(issues(() => readResponse(ok as never, { from: "claude", dialect: "x" } as never))).toEqual([["/dialect", "unknown_option"]]);
    expect(issues(() => readResponse(ok as never, { from: "claude", choice: -1 }))).toEqual([["/choice", "invalid_option"]]);
  });
  it("strict turns the warnings into a ContractError; strict: { allow } lets the listed codes through", () => {
    const response = fixture("chat-completions", "two-choices.json");
    expect(issues(() => readResponse(response as never, { from: "chat-completions", strict: true }))).toEqual([["/choices", "choices_dropped"]]);
    expect(readResponse(response as never, { from: "chat-completions", strict: { allow: ["choices_dropped"] } }).finishReason).toBe("stop");
    // A turn that called tools is not answered yet: that is what a response is, so strict does not check pairing.
    expect(readResponse(fixture("claude", "extended-thinking-with-tool-use.json") as never, { from: "claude", strict: true }).messages).toHaveLength(1);
  });
});

describe("the agent loop: a response appended to the history, converted, keeps its opaque reasoning byte for byte", () => {
  const history: ChatMessage[] = [{ role: "user", content: "What's the weather in Paris?" }];
  /** The tool message answering each call of the turn. */
  const answers = (turn: ChatMessage[]): ChatMessage[] =>
    turn.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : []).map((c): ChatMessage => ({ role: "tool", toolCallId: c.id, name: c.name, content: "18°C, rainy" })));

  it("Claude → hub → Claude: the thinking block and its signature come back as they were", () => {
    const response = fixture<{ content: unknown[] }>("claude", "extended-thinking-with-tool-use.json");
    const turn = readResponse(response as never, { from: "claude" }).messages;
    const next = convert([...history, ...turn, ...answers(turn)], { from: "chat", to: "claude", strict: true });
    expect(next.messages[1]).toEqual({ role: "assistant", content: response.content });
  });

  it("Gemini → hub → Gemini: each part's thoughtSignature where it was", () => {
    const response = fixture<{ candidates: { content: { parts: unknown[] } }[] }>("gemini", "parallel-calls-first-signed.json");
    const turn = readResponse(response as never, { from: "gemini" }).messages;
    const next = convert([...history, ...turn, ...answers(turn)], { from: "chat", to: "gemini" });
    expect(next.contents[1]).toEqual({ role: "model", parts: response.candidates[0]!.content.parts });
  });

  it("Responses → hub → items: the encrypted reasoning item precedes the call it belongs to", () => {
    const response = fixture<{ output: { type: string }[] }>("responses", "reasoning-encrypted-function-call.json");
    const turn = readResponse(response as never, { from: "responses", strict: { allow: ["field_dropped"] } }).messages;
    const next = convert([...history, ...turn, ...answers(turn)], { from: "chat", to: "items", provider: "openai" });
    expect(next[1]).toEqual(response.output[0]);
    expect(next[2]).toMatchObject({ type: "function_call", call_id: "call_OeA9LLDyKxzCSzZ3zcMkBJBy" });
  });

  it("Claude, then Gemini, on one history: each provider's turn keeps its own signatures when the history goes back to it", () => {
    const claudeResponse = fixture<{ content: unknown[] }>("claude", "extended-thinking-with-tool-use.json");
    const geminiResponse = fixture<{ candidates: { content: { parts: unknown[] } }[] }>("gemini", "parallel-calls-first-signed.json");
    const first = readResponse(claudeResponse as never, { from: "claude" }).messages;
    const loop: ChatMessage[] = [...history, ...first, ...answers(first), { role: "user", content: "And in London?" }];
    const toGemini: ConversionWarning[] = [];
    convert(loop, { from: "chat", to: "gemini", onWarning: (w) => toGemini.push(w) });
    expect(toGemini.map((w) => w.code)).toContain("reasoning_items_dropped"); // Claude's signed thinking cannot go to Gemini: said, not silent
    const second = readResponse(geminiResponse as never, { from: "gemini" }).messages;
    const both = [...loop, ...second, ...answers(second)];
    const backToClaude = convert(both, { from: "chat", to: "claude" });
    expect(backToClaude.messages[1]).toEqual({ role: "assistant", content: claudeResponse.content });
    const backToGemini = convert(both, { from: "chat", to: "gemini" });
    expect(backToGemini.contents.find((c) => c.role === "model" && c.parts.some((p) => "thoughtSignature" in p))?.parts).toEqual(geminiResponse.candidates[0]!.content.parts);
  });

  it("Claude → hub → DeepSeek: the thinking text arrives as reasoning_content; the signed block is warned, not sent", () => {
    const turn = readResponse(fixture("claude", "extended-thinking-with-tool-use.json") as never, { from: "claude" }).messages;
    const warnings: ConversionWarning[] = [];
    const next = convert([...history, ...turn, ...answers(turn)], { from: "chat", to: "chat-completions", dialect: "deepseek", onWarning: (w) => warnings.push(w) });
    expect(next[1]).toMatchObject({ role: "assistant", reasoning_content: expect.stringContaining("weather in Paris"), tool_calls: [{ id: "toolu_01WaeSyitUGJFaaPe68cJuEv" }] });
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(["reasoning_items_dropped", "/1/reasoningItems"]);
  });
});
