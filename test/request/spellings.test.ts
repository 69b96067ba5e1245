// Spellings a wire has and the identity law does not list as one request (DESIGN.md, law 1): a Chat
// Completions `stop: "x"`, a Responses `input: "x"`, Gemini tools grouped otherwise than one
// functionDeclarations object per run of functions. Each rides in its wire's slot of the ChatRequest,
// comes back to its wire as it was, reaches the other wires as the neutral value with no warning, and
// gives way to the neutral value once that is changed.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";

const run = (body: unknown, from: string, to: string) => {
  const warnings: ConversionWarning[] = [];
  const out = convert(body as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as Record<string, unknown>;
  return { out, warnings: warnings.map((w) => `${w.code} at ${w.path}`) };
};

const chatBody = { model: "gpt-4.1", messages: [{ role: "user", content: "Hi" }], stop: "END" };
const responsesBody = { model: "gpt-5", input: "Hi" };
const geminiTools = [
  { functionDeclarations: [{ name: "a" }], googleSearch: {} },
  { functionDeclarations: [{ name: "b" }] },
  { functionDeclarations: [{ name: "c" }] },
  { codeExecution: {} },
  { functionDeclarations: [] },
];
const geminiBody = { contents: [{ role: "user", parts: [{ text: "Hi" }] }], tools: geminiTools };

describe("a spelling comes back to its own wire", () => {
  it.each([
    ["chat-completions-request", chatBody],
    ["responses-request", responsesBody],
    ["gemini-request", geminiBody],
  ])("%s → chat-request → itself gives the body back, with no warning", (wire, body) => {
    const hub = run(body, wire, "chat-request");
    const back = run(hub.out, "chat-request", wire);
    expect([...hub.warnings, ...back.warnings]).toEqual([]);
    expect(back.out).toEqual(body);
    expect(run(body, wire, wire).out).toEqual(body);
  });

  it("the neutral values are the ones every wire reads", () => {
    expect(run(chatBody, "chat-completions-request", "chat-request").out.stop).toEqual(["END"]);
    expect(run(responsesBody, "responses-request", "chat-request").out.messages).toEqual([{ role: "user", content: "Hi" }]);
    const tools = run(geminiBody, "gemini-request", "chat-request").out.tools as { type: string; name?: string }[];
    expect(tools.map((t) => t.name ?? t.type)).toEqual(["a", "provider", "b", "c", "provider"]);
  });
});

describe("a spelling reaches the other wires as the neutral value, with no warning about it", () => {
  it("stop: \"x\" is a one-element list of stop sequences elsewhere", () => {
    const claude = run({ ...chatBody, max_tokens: 100 }, "chat-completions-request", "claude-request");
    expect(claude.out.stop_sequences).toEqual(["END"]);
    expect(claude.warnings).toEqual([]);
    const gemini = run(chatBody, "chat-completions-request", "gemini-request");
    expect((gemini.out.generationConfig as Record<string, unknown>).stopSequences).toEqual(["END"]);
    expect(gemini.warnings).toEqual(["setting_dropped at /model"]);
  });

  it("input: \"x\" is one user message elsewhere", () => {
    const chat = run(responsesBody, "responses-request", "chat-completions-request");
    expect(chat.out.messages).toEqual([{ role: "user", content: "Hi" }]);
    expect(chat.warnings).toEqual([]);
    const claude = run({ ...responsesBody, max_output_tokens: 50 }, "responses-request", "claude-request");
    expect(claude.out.messages).toEqual([{ role: "user", content: "Hi" }]);
    expect(claude.warnings).toEqual([]);
  });

  it("Gemini's grouping of tools is nothing another wire needs to hear about", () => {
    const chat = run({ ...geminiBody, tools: [{ functionDeclarations: [{ name: "a" }] }, { functionDeclarations: [{ name: "b" }] }] }, "gemini-request", "chat-completions-request");
    expect((chat.out.tools as { function: { name: string } }[]).map((t) => t.function.name)).toEqual(["a", "b"]);
    expect(chat.warnings).toEqual([]);
  });
});

describe("a spelling gives way to the neutral value once that is changed", () => {
  it("a changed stop list is written as the list", () => {
    const hub = run(chatBody, "chat-completions-request", "chat-request").out;
    const back = run({ ...hub, stop: ["END", "STOP"] }, "chat-request", "chat-completions-request").out;
    expect(back.stop).toEqual(["END", "STOP"]);
  });

  it("a history grown past the one message is written as items", () => {
    const hub = run(responsesBody, "responses-request", "chat-request").out;
    const messages = [...(hub.messages as unknown[]), { role: "assistant", content: "Hello" }];
    const back = run({ ...hub, messages }, "chat-request", "responses-request").out;
    expect(Array.isArray(back.input)).toBe(true);
    expect(back.input).toHaveLength(2);
  });

  it("tools added or removed are grouped the default way", () => {
    const hub = run(geminiBody, "gemini-request", "chat-request").out;
    const tools = (hub.tools as unknown[]).slice(0, 3);
    const back = run({ ...hub, tools }, "chat-request", "gemini-request").out;
    expect(back.tools).toEqual([{ functionDeclarations: [{ name: "a" }] }, { googleSearch: {} }, { functionDeclarations: [{ name: "b" }] }]);
  });
});
