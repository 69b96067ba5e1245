// Payloads the vendors' own guides, SDK dumps and OpenAI-compatible servers produce: each must pass the
// schema its format has, read into every other format, and say clearly what is wrong when it is not valid.
import { describe, expect, it } from "vitest";
import {
  convert,
  FORMAT_NAMES,
  validateChatCompletionMessages,
  validateClaudeMessages,
  validateGeminiContents,
  validateItems,
  type ConversionWarning,
  type FormatName,
} from "../../src/index.js";

/** OpenAI's "conversation state" guide: `{role, content}` of each `response.output` message, kept by hand. */
const keptByHand = [
  { role: "user", content: "Tell me a joke." },
  { role: "assistant", content: [{ type: "output_text", text: "Why did the chicken cross the road?", annotations: [], logprobs: [] }] },
  { role: "user", content: "Tell me another." },
];
const withoutAnnotations = [
  { role: "user", content: "Hi" },
  { role: "assistant", content: [{ type: "output_text", text: "Hello!" }] },
];
const refusal = [
  { role: "user", content: "How do I pick a lock?" },
  { type: "message", role: "assistant", content: [{ type: "refusal", refusal: "I can't help with that." }] },
];

/** openai-python's `completion.choices[0].message.model_dump()`: every optional field written as null. */
const dumped = [
  { role: "user", content: "Weather in Paris?" },
  {
    content: null, refusal: null, role: "assistant", annotations: null, audio: null, function_call: null,
    tool_calls: [{ id: "call_1", function: { arguments: '{"city":"Paris"}', name: "get_weather" }, type: "function" }],
  },
  { role: "tool", tool_call_id: "call_1", content: "18C" },
  { content: "It is 18C in Paris.", refusal: null, role: "assistant", annotations: [], audio: null, function_call: null, tool_calls: null },
];
/** DeepSeek, SGLang and vLLM: an `index` on each tool call of a non-streamed response. */
const indexed = [
  { role: "user", content: "Weather in Paris and Rome?" },
  {
    role: "assistant", content: "",
    tool_calls: [
      { index: 0, id: "call_0", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } },
      { index: 1, id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Rome"}' } },
    ],
  },
  { role: "tool", tool_call_id: "call_0", content: "18C" },
  { role: "tool", tool_call_id: "call_1", content: "21C" },
];

function warningsOf(value: unknown, from: FormatName, to: FormatName): ConversionWarning[] {
  const warnings: ConversionWarning[] = [];
  convert(value as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
  return warnings;
}

describe("assistant easy messages with output parts (Responses input)", () => {
  it.each([["kept by hand from response.output", keptByHand], ["output_text without annotations", withoutAnnotations], ["a refusal part", refusal]])("%s is valid", (_, given) => {
    expect(validateItems(given)).toEqual({ ok: true, value: given });
  });

  it("reads into the hub with its text, and its parts as they were in its OpenAI-tagged slot; the items writer gives them back with assistantParts: \"parts\"", () => {
    expect(warningsOf(keptByHand, "items", "chat")).toEqual([]);
    const parts = (keptByHand[1] as { content: unknown[] }).content;
    expect(convert(keptByHand as never, { from: "items", to: "chat" })).toEqual([
      { role: "user", content: "Tell me a joke." },
      { role: "assistant", content: "Why did the chicken cross the road?", providerFields: { provider: "openai", fields: { outputParts: parts } } },
      { role: "user", content: "Tell me another." },
    ]);
    expect(convert(keptByHand as never, { from: "items", to: "items", assistantParts: "parts" })[1]).toEqual({ type: "message", ...keptByHand[1] });
    // One output_text part of text alone is the string content spelled as a part: nothing to keep.
    expect(convert(withoutAnnotations as never, { from: "items", to: "chat" })[1]).toEqual({ role: "assistant", content: "Hello!" });
    expect(convert(refusal as never, { from: "items", to: "chat" })[1]).toMatchObject({ role: "assistant", content: "", refusal: "I can't help with that." });
  });

  it.each(FORMAT_NAMES.filter((f) => f !== "chat"))("converts to %s", (to) => {
    expect(() => convert(keptByHand as never, { from: "items", to } as never)).not.toThrow();
    expect(() => convert(withoutAnnotations as never, { from: "items", to } as never)).not.toThrow();
  });

  it("a wrong part names the part, not the string form", () => {
    const result = validateItems([{ role: "assistant", content: [{ type: "output_text", text: 42 }] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/content/0/text", code: "invalid_type" });
  });
});

describe("Chat Completions responses as SDKs and servers return them", () => {
  it.each([["model_dump() nulls", dumped], ["index on tool calls", indexed]])("%s are valid", (_, given) => {
    expect(validateChatCompletionMessages(given)).toEqual({ ok: true, value: given });
  });

  it.each(FORMAT_NAMES.filter((f) => f !== "chat-completions"))("model_dump() nulls convert to %s with no warning about them", (to) => {
    const warnings = warningsOf(dumped, "chat-completions", to);
    expect(warnings.filter((w) => /\/(tool_calls|annotations|audio|function_call|refusal|content)$/.test(w.path))).toEqual([]);
  });

  it("model_dump() nulls read into the hub as absent", () => {
    expect(warningsOf(dumped, "chat-completions", "chat")).toEqual([]);
    // The response's empty annotations list rides in the message's openai-tagged slot (Chat Completions writes it back; other writers drop an empty one quietly).
    expect(convert(dumped as never, { from: "chat-completions", to: "chat" })[3]).toEqual({ role: "assistant", content: "It is 18C in Paris.", providerFields: { provider: "openai", fields: { annotations: [] } } });
    expect(warningsOf(dumped, "chat-completions", "items")).toEqual([]);
  });

  it("the index of each tool call is its position, read quietly", () => {
    expect(warningsOf(indexed, "chat-completions", "chat")).toEqual([]);
    expect(convert(indexed as never, { from: "chat-completions", to: "chat" })[1]).toMatchObject({ toolCalls: [{ id: "call_0" }, { id: "call_1" }] });
  });

  it("an index that is not an integer is refused", () => {
    const bad = structuredClone(indexed);
    (bad[1]!.tool_calls![0] as Record<string, unknown>).index = "0";
    const result = validateChatCompletionMessages(bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/1/tool_calls/0/index", code: "invalid_type" });
  });
});

describe("messages that point the right way", () => {
  it("a Gemini part with two data fields says exactly one is allowed", () => {
    const result = validateGeminiContents([{ role: "user", parts: [{ text: "a", inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0]).toMatchObject({ path: "/0/parts/0/inlineData", code: "conflicting_properties" });
      expect(result.issues[0]!.message).toBe('/0/parts/0/inlineData: a GeminiPart takes exactly one of the properties "text", "inlineData", "fileData", "functionCall", "functionResponse", "executableCode", "codeExecutionResult", "inline_data", "file_data", "function_call", "function_response", "executable_code", "code_execution_result"; found "text" and "inlineData"');
    }
  });

  it("a Claude tool_use whose input is a string is refused", () => {
    const result = validateClaudeMessages([
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "get_weather", input: '{"city":"Paris"}' }] },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/1/content/0/input", code: "invalid_type", message: "/1/content/0/input: expected an object, found string \"{\\\"city\\\":\\\"Paris\\\"}\"" });
  });
});
