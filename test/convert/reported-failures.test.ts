// Conversion failures users of other libraries reported on the Chat Completions wire, each pinned
// as the behaviour chat-contract gives instead (ids from the project's catalogue of failures).
import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ChatMessage } from "../../generated/types.js";
import { convert, fromChatCompletionMessages, toChatCompletionMessages } from "../../src/convert/index.js";
import { codes, withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";
const toolTurn: ChatCompletionMessage[] = [
  { role: "user", content: "What is the weather?" },
  { role: "assistant", content: null, reasoning_content: "Call the weather tool.", tool_calls: [{ id: "call_1", type: "function", function: { name: "weather", arguments: "{}" } }] },
  { role: "tool", tool_call_id: "call_1", content: "18°C" },
  { role: "assistant", content: "It is 18°C.", reasoning_content: "Report it." },
];

describe("reasoning_content (DeepSeek and other thinking-mode servers)", () => {
  it("C1/C2/C3: a tool loop replayed to DeepSeek carries reasoning_content on the tool turn's messages", () => {
    const out = convert(toolTurn, { from: "chat-completions", to: "chat-completions", dialect: "deepseek" });
    expect(out).toEqual(toolTurn);
  });

  it("C4: reasoning_content: null reads as absent, and a tool turn without it is reported before the request", () => {
    const { out, warnings } = withWarnings((onWarning) => convert([
      { role: "user", content: "go" },
      { role: "assistant", content: null, reasoning_content: null, tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c", content: "1" },
    ], { from: "chat-completions", to: "chat-completions", dialect: "deepseek", onWarning }));
    expect(out[1]).not.toHaveProperty("reasoning_content");
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["reasoning_content_missing /1"]);
  });

  it("C5: both contracts are available: send on tool turns (deepseek) or send nothing (openai), each drop reported", () => {
    const sent = withWarnings((onWarning) => convert(toolTurn, { from: "chat-completions", to: "chat-completions", dialect: "deepseek", onWarning }));
    expect(sent.warnings).toEqual([]);
    const omitted = withWarnings((onWarning) => convert(toolTurn, { from: "chat-completions", to: "chat-completions", dialect: "openai", onWarning }));
    expect(JSON.stringify(omitted.out)).not.toContain("reasoning");
    expect(codes(omitted.warnings)).toEqual(["reasoning_dropped", "reasoning_dropped"]);
  });

  it("C6: reasoning is never a content part, whatever the source held", () => {
    for (const dialect of ["openai", "deepseek", "openrouter", "gemini"] as const) {
      const out = convert(toolTurn, { from: "chat-completions", to: "chat-completions", dialect });
      const types = out.flatMap((m) => (Array.isArray(m.content) ? (m.content as { type: string }[]).map((p) => p.type) : []));
      expect(types.filter((t) => /reason|think/.test(t))).toEqual([]);
      expect(out.filter((m) => typeof m.content === "string" && m.content.includes("Call the weather tool"))).toEqual([]);
    }
  });
});

describe("tool results with images", () => {
  const shot: ChatMessage[] = [
    { role: "user", content: "Take a screenshot" },
    { role: "assistant", content: "", toolCalls: [{ id: "c", name: "screenshot", arguments: "{}" }] },
    { role: "tool", toolCallId: "c", name: "screenshot", content: "done", images: [{ type: "image", mimeType: "image/png", data: PNG }] },
  ];

  it("E1/E4/E5: the image is never JSON-stringified into the tool text: dropped with a warning by default", () => {
    const { out, warnings } = withWarnings((onWarning) => toChatCompletionMessages(shot, { onWarning }));
    expect(out[2]).toEqual({ role: "tool", tool_call_id: "c", content: "done" });
    expect(JSON.stringify(out)).not.toContain(PNG);
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["tool_images_dropped /2/images"]);
  });

  it("E1: or moved, as an image part the model can see, into a user message after the tool messages", () => {
    const out = toChatCompletionMessages(shot, { toolImages: "user-message" });
    expect(out[3]).toEqual({ role: "user", content: [{ type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } }] });
  });
});

describe("Gemini signatures through the OpenAI compatibility layer", () => {
  const parallel: ChatCompletionMessage[] = [
    { role: "user", content: "Weather in Paris and Rome?" },
    { role: "assistant", content: null, tool_calls: [
      { id: "function-call-1", type: "function", function: { name: "weather", arguments: '{"city":"Paris"}' }, extra_content: { google: { thought_signature: "c2lnbmF0dXJlQQ==" } } },
      { id: "function-call-2", type: "function", function: { name: "weather", arguments: '{"city":"Rome"}' } },
    ] },
    { role: "tool", tool_call_id: "function-call-1", content: "18" },
    { role: "tool", tool_call_id: "function-call-2", content: "24" },
  ];

  it("B1/B10: the first call's signature comes back on that call only, byte for byte", () => {
    const hub = fromChatCompletionMessages(parallel);
    expect(toChatCompletionMessages(hub, { dialect: "gemini" })).toEqual(parallel);
  });

  it("B9: a signature is never sent to another server: dropped with a warning at its original path", () => {
    const { warnings } = withWarnings((onWarning) => convert(parallel, { from: "chat-completions", to: "chat-completions", dialect: "openrouter", onWarning }));
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["thought_signature_dropped /1/tool_calls/0/extra_content/google/thought_signature"]);
  });
});

describe("orphans after trimming", () => {
  it("F3/F4/F5: strict conversion refuses a tool message whose call was trimmed away", () => {
    const trimmed: ChatCompletionMessage[] = [{ role: "tool", tool_call_id: "call_gone", content: "1" }, { role: "user", content: "next" }];
    expect(() => convert(trimmed, { from: "chat-completions", to: "items", strict: true })).toThrow(/call_gone/);
  });

  it("F2: strict conversion refuses a call left unanswered before the next user message", () => {
    const open: ChatCompletionMessage[] = [
      { role: "assistant", content: null, tool_calls: [{ id: "call_open", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "user", content: "never mind" },
    ];
    expect(() => convert(open, { from: "chat-completions", to: "chat", strict: true })).toThrow(/call_open/);
  });
});
