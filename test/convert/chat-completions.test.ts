import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ChatMessage } from "../../generated/types.js";
import {
  fromChatCompletionMessages, fromChatMessages, toChatCompletionMessages, type ToChatCompletionsOptions,
} from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";
import { validateChatCompletionMessages } from "../../src/validate/validate.js";
import { codes, convertFrozen, expectValidChat, withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";
const call = { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } } as const;

function read(given: ChatCompletionMessage[]) {
  const { out, warnings } = withWarnings((onWarning) => fromChatCompletionMessages(given, { onWarning }));
  expectValidChat(out);
  return { out, warnings };
}

function write(given: ChatMessage[], options: ToChatCompletionsOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => toChatCompletionMessages(given, { ...options, onWarning }));
  const valid = validateChatCompletionMessages(out);
  expect(valid.ok ? [] : valid.issues).toEqual([]);
  return { out, warnings };
}

const reading: [string, { given: ChatCompletionMessage[]; want: ChatMessage[]; warn?: string[] }][] = [
  ["a tool loop: content null with tool calls, tool message names recovered from the call", {
    given: [
      { role: "system", content: "Be brief.", name: "ops" },
      { role: "user", content: "Weather in Paris?", name: "ana" },
      { role: "assistant", content: null, tool_calls: [call] },
      { role: "tool", tool_call_id: "call_1", content: [{ type: "text", text: "18°C" }] },
      { role: "assistant", content: "18°C." },
    ],
    want: [
      { role: "system", content: "Be brief.", name: "ops" },
      { role: "user", content: "Weather in Paris?", name: "ana" },
      { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }] },
      { role: "tool", toolCallId: "call_1", name: "get_weather", content: "18°C" },
      { role: "assistant", content: "18°C." },
    ],
  }],
  ["user parts: data-URL and https images, audio, files by data and by id", {
    given: [{ role: "user", content: [
      { type: "text", text: "look" },
      { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}`, detail: "low" } },
      { type: "image_url", image_url: { url: "https://x.test/a.png" } },
      { type: "input_audio", input_audio: { data: "UklGRg==", format: "wav" } },
      { type: "input_audio", input_audio: { data: "SUQz", format: "mp3" } },
      { type: "file", file: { file_data: "data:application/pdf;base64,JVBERi0=", filename: "a.pdf" } },
      { type: "file", file: { file_id: "file-1" } },
    ] }],
    want: [{ role: "user", content: [
      { type: "text", text: "look" },
      { type: "image", mimeType: "image/png", data: PNG, detail: "low" },
      { type: "imageUrl", url: "https://x.test/a.png" },
      { type: "file", mimeType: "audio/wav", data: "UklGRg==" },
      { type: "file", mimeType: "audio/mpeg", data: "SUQz" },
      { type: "file", mimeType: "application/pdf", data: "JVBERi0=", filename: "a.pdf" },
      { type: "fileId", fileId: "file-1" },
    ] }],
  }],
  ["a response message appended as it is: refusal, annotations and the audio's data", {
    given: [
      { role: "user", content: "Say hi" },
      { role: "assistant", content: "Hi!", refusal: null, annotations: [{ type: "url_citation", url_citation: { start_index: 0, end_index: 3, title: "t", url: "https://x.test" } }],
        audio: { id: "audio_1", data: "UklGRg==", expires_at: 1, transcript: "Hi!" } },
      { role: "assistant", content: null, refusal: "I can't." },
    ],
    want: [
      { role: "user", content: "Say hi" },
      { role: "assistant", content: "Hi!", audioId: "audio_1", providerFields: { provider: "openai", fields: {
        audio: { id: "audio_1", data: "UklGRg==", expires_at: 1, transcript: "Hi!" },
        annotations: [{ type: "url_citation", url_citation: { start_index: 0, end_index: 3, title: "t", url: "https://x.test" } }],
      } } },
      { role: "assistant", content: "", refusal: "I can't." },
    ],
  }],
  ["reasoning fields of DeepSeek, OpenRouter and Gemini are kept", {
    given: [
      { role: "assistant", content: null, reasoning_content: "think", tool_calls: [{ ...call, extra_content: { google: { thought_signature: "sig==" } } }] },
      { role: "tool", tool_call_id: "call_1", content: "18" },
      { role: "assistant", content: "ok", reasoning: "r", reasoning_details: [{ type: "reasoning.encrypted", data: "enc", format: "anthropic-claude-v1", index: 0 }, { type: "reasoning.future" }] },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}', thoughtSignature: "sig==" }], reasoning: "think" },
      { role: "tool", toolCallId: "call_1", name: "get_weather", content: "18" },
      { role: "assistant", content: "ok", reasoning: "r", reasoningDetails: [{ type: "reasoning.encrypted", data: "enc", format: "anthropic-claude-v1", index: 0 }, { type: "reasoning.future" }] },
    ],
  }],
  ["assistant parts: texts joined, refusal parts gathered, the parts as they were in the openai-tagged slot", {
    given: [{ role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }, { type: "refusal", refusal: "no" }] }],
    want: [{ role: "assistant", content: "ab", refusal: "no", providerFields: { provider: "openai", fields: { content: [{ type: "text", text: "a" }, { type: "text", text: "b" }, { type: "refusal", refusal: "no" }] } } }],
  }],
  ["system and tool text parts with prompt-cache breakpoints: parts in order, each breakpoint in its part's openai-tagged slot", {
    given: [
      { role: "system", content: [{ type: "text", text: "a", prompt_cache_breakpoint: { mode: "explicit" } }, { type: "text", text: "b" }] },
      { role: "developer", content: [{ type: "text", text: "d" }] },
      { role: "assistant", content: null, tool_calls: [call] },
      { role: "tool", tool_call_id: "call_1", content: [{ type: "text", text: "18", prompt_cache_breakpoint: { mode: "explicit" } }] },
    ],
    want: [
      { role: "system", content: "a\nb", parts: [{ type: "text", text: "a", providerFields: { provider: "openai", fields: { prompt_cache_breakpoint: { mode: "explicit" } } } }, { type: "text", text: "b" }] },
      { role: "developer", content: "d" },
      { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }] },
      { role: "tool", toolCallId: "call_1", name: "get_weather", content: "", parts: [{ type: "text", text: "18", providerFields: { provider: "openai", fields: { prompt_cache_breakpoint: { mode: "explicit" } } } }] },
    ],
  }],
  ["custom tool calls", {
    given: [
      { role: "assistant", tool_calls: [{ id: "k", type: "custom", custom: { name: "sh", input: "ls" } }] },
      { role: "tool", tool_call_id: "k", content: "a" },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "k", type: "custom", name: "sh", arguments: "ls" }] },
      { role: "tool", toolCallId: "k", name: "sh", content: "a" },
    ],
  }],
  ["deprecated function_call and function message: the id is made up and marked so (a writer that sends it says so), the spelling noted", {
    given: [
      { role: "assistant", content: null, function_call: { name: "f", arguments: "{}" } },
      { role: "function", name: "f", content: "1" },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "function_call_0", name: "f", arguments: "{}", idGenerated: true }], providerFields: { provider: "openai", fields: { spelling: { functionCall: true } } } },
      { role: "tool", toolCallId: "function_call_0", name: "f", content: "1", providerFields: { provider: "openai", fields: { spelling: { role: "function" } } } },
    ],
    warn: [],
  }],
  ["tool messages answering calls of earlier turns get those calls' names; a reused id the latest call's", {
    given: [
      { role: "assistant", content: null, tool_calls: [{ id: "a", type: "function", function: { name: "first", arguments: "{}" } }, { id: "b", type: "function", function: { name: "second", arguments: "{}" } }] },
      { role: "assistant", content: null, function_call: { name: "legacy", arguments: "{}" } },
      { role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "third", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "b", content: "1" },
      { role: "tool", tool_call_id: "function_call_1", content: "2" },
      { role: "assistant", content: null, tool_calls: [{ id: "a", type: "function", function: { name: "again", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "a", content: "3" },
      { role: "assistant", content: null, tool_calls: [{ id: "d", type: "function", function: { name: "fourth", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "a", content: "4" },
      { role: "tool", tool_call_id: "c", content: "5" },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "first", arguments: "{}" }, { id: "b", name: "second", arguments: "{}" }] },
      { role: "assistant", content: "", toolCalls: [{ id: "function_call_1", name: "legacy", arguments: "{}", idGenerated: true }], providerFields: { provider: "openai", fields: { spelling: { functionCall: true } } } },
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "third", arguments: "{}" }] },
      { role: "tool", toolCallId: "b", name: "second", content: "1" },
      { role: "tool", toolCallId: "function_call_1", name: "legacy", content: "2" },
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "again", arguments: "{}" }] },
      { role: "tool", toolCallId: "a", name: "again", content: "3" },
      { role: "assistant", content: "", toolCalls: [{ id: "d", name: "fourth", arguments: "{}" }] },
      { role: "tool", toolCallId: "a", name: "again", content: "4" },
      { role: "tool", toolCallId: "c", name: "third", content: "5" },
    ],
    warn: [],
  }],
  ["a tool message answering no call is warned", {
    given: [{ role: "tool", tool_call_id: "nope", content: "x" }],
    want: [{ role: "tool", toolCallId: "nope", name: "", content: "x" }],
    warn: ["orphan_output"],
  }],
];

describe("fromChatCompletionMessages", () => {
  it.each(reading)("%s", (_name, { given, want, warn = [] }) => {
    const { out, warnings } = read(given);
    expect(out).toEqual(want);
    expect(codes(warnings)).toEqual(warn);
  });

  it("rejects invalid input with the path", () => {
    expect(() => fromChatCompletionMessages([{ role: "tool", content: "x" }] as never)).toThrow(ContractError);
    try {
      fromChatCompletionMessages([{ role: "user", content: 42 }] as never);
    } catch (error) {
      expect((error as ContractError).issues[0]?.path).toBe("/0/content");
    }
  });
});

const history: ChatMessage[] = [
  { role: "user", content: "Weather?" },
  { role: "assistant", content: "", reasoning: "need a tool", reasoningDetails: [{ type: "reasoning.text", text: "t", signature: "s" }],
    toolCalls: [{ id: "c1", name: "w", arguments: "{}", thoughtSignature: "sig1" }, { id: "c2", name: "w", arguments: "{}" }] },
  { role: "tool", toolCallId: "c1", name: "w", content: "18" },
  { role: "tool", toolCallId: "c2", name: "w", content: "19" },
  { role: "assistant", content: "18 and 19.", reasoning: "easy" },
  { role: "user", content: "Thanks" },
  { role: "assistant", content: "You're welcome.", reasoning: "polite" },
];

describe("toChatCompletionMessages: dialects", () => {
  it("openai (default): no reasoning fields; each is reported", () => {
    const { out, warnings } = write(history);
    expect(out[1]).toEqual({ role: "assistant", content: null, tool_calls: [
      { id: "c1", type: "function", function: { name: "w", arguments: "{}" } },
      { id: "c2", type: "function", function: { name: "w", arguments: "{}" } },
    ] });
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual([
      "reasoning_dropped /1/reasoning",
      "reasoning_details_dropped /1/reasoningDetails",
      "thought_signature_dropped /1/toolCalls/0/thoughtSignature",
      "reasoning_dropped /4/reasoning",
      "reasoning_dropped /6/reasoning",
    ]);
    expect(JSON.stringify(out)).not.toContain("reasoning");
  });

  it("deepseek: reasoning_content on the messages of tool-calling turns, dropped (reported) elsewhere", () => {
    const { out, warnings } = write(history, { dialect: "deepseek" });
    expect(out[1]).toMatchObject({ reasoning_content: "need a tool" });
    expect(out[4]).toMatchObject({ reasoning_content: "easy" });
    expect(out[6]).not.toHaveProperty("reasoning_content");
    expect(codes(warnings)).toEqual(["reasoning_details_dropped", "thought_signature_dropped", "reasoning_dropped"]);
    const all = write(history, { dialect: "deepseek", reasoningContent: "all" });
    expect(all.out[6]).toMatchObject({ reasoning_content: "polite" });
  });

  it("deepseek: a tool-calling turn without reasoning is reported (the API answers 400)", () => {
    const { warnings } = write([
      { role: "user", content: "go" },
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: "{}" }] },
      { role: "tool", toolCallId: "c", name: "f", content: "1" },
    ], { dialect: "deepseek" });
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["reasoning_content_missing /1"]);
  });

  it("openrouter: reasoning and reasoning_details, the details unmodified and in order", () => {
    const { out, warnings } = write(history, { dialect: "openrouter" });
    expect(out[1]).toMatchObject({ reasoning: "need a tool", reasoning_details: [{ type: "reasoning.text", text: "t", signature: "s" }] });
    const given = history[1] as { reasoningDetails: unknown[] };
    const written = out[1] as { reasoning_details: unknown[] };
    expect(written.reasoning_details).toEqual(given.reasoningDetails);
    expect(written.reasoning_details).not.toBe(given.reasoningDetails);
    expect(written.reasoning_details[0]).not.toBe(given.reasoningDetails[0]);
    expect(codes(warnings)).toEqual(["thought_signature_dropped"]);
  });

  it("gemini: the signature rides on exactly the calls that carried one", () => {
    const { out, warnings } = write(history, { dialect: "gemini" });
    const calls = (out[1] as { tool_calls: object[] }).tool_calls;
    expect(calls[0]).toEqual({ id: "c1", type: "function", function: { name: "w", arguments: "{}" }, extra_content: { google: { thought_signature: "sig1" } } });
    expect(calls[1]).not.toHaveProperty("extra_content");
    expect(codes(warnings)).toEqual(["reasoning_dropped", "reasoning_details_dropped", "reasoning_dropped", "reasoning_dropped"]);
  });

  it("never writes reasoning as a content part, in any dialect", () => {
    for (const dialect of ["openai", "deepseek", "openrouter", "gemini"] as const) {
      const { out } = write(history, { dialect });
      for (const message of out) {
        if (Array.isArray(message.content)) for (const part of message.content) expect(part.type).not.toMatch(/reason|think/);
      }
    }
  });

  it("reasoningContent outside the deepseek dialect is an option error", () => {
    expect(() => toChatCompletionMessages([], { reasoningContent: "all" })).toThrow(ContractError);
    expect(() => toChatCompletionMessages([], { dialect: "mistral" as never })).toThrow(ContractError);
  });
});

describe("toChatCompletionMessages: content", () => {
  it("tool images are never stringified: dropped with a warning, or moved into a user message", () => {
    const given: ChatMessage[] = [
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "shot", arguments: "{}" }, { id: "d", name: "shot", arguments: "{}" }] },
      { role: "tool", toolCallId: "c", name: "shot", content: "here", images: [{ type: "image", mimeType: "image/png", data: PNG }] },
      { role: "tool", toolCallId: "d", name: "shot", content: "", images: [{ type: "image", mimeType: "image/jpeg", data: PNG }] },
      { role: "assistant", content: "Two screenshots." },
    ];
    const dropped = write(given);
    expect(dropped.out).toHaveLength(4);
    expect(JSON.stringify(dropped.out)).not.toContain(PNG);
    expect(codes(dropped.warnings)).toEqual(["tool_images_dropped", "tool_images_dropped"]);
    const moved = write(given, { toolImages: "user-message" });
    expect(moved.out.map((m) => m.role)).toEqual(["assistant", "tool", "tool", "user", "assistant"]);
    expect(moved.out[3]).toEqual({ role: "user", content: [
      { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } },
      { type: "image_url", image_url: { url: `data:image/jpeg;base64,${PNG}` } },
    ] });
    expect(codes(moved.warnings)).toEqual(["tool_images_moved", "tool_images_moved"]);
  });

  it("parts, refusal, audio id, names, custom calls", () => {
    const { out, warnings } = write([
      { role: "developer", content: "d", name: "ops" },
      { role: "user", content: [
        { type: "image", mimeType: "image/png", data: PNG, detail: "high" },
        { type: "imageUrl", url: "https://x.test/a.png" },
        { type: "imageFileId", fileId: "file-img" },
        { type: "file", mimeType: "audio/mpeg", data: "SUQz" },
        { type: "file", mimeType: "application/pdf", data: "JVBERi0=", filename: "a.pdf" },
        { type: "fileId", fileId: "file-1" },
        { type: "fileUrl", url: "https://x.test/b.pdf" },
      ] },
      { role: "assistant", content: "", refusal: "no", audioId: "audio_1", name: "bot" },
      { role: "assistant", content: "", toolCalls: [{ id: "k", type: "custom", name: "sh", arguments: "ls" }] },
      { role: "tool", toolCallId: "k", name: "other", content: "a" },
    ]);
    expect(out).toEqual([
      { role: "developer", content: "d", name: "ops" },
      { role: "user", content: [
        { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}`, detail: "high" } },
        { type: "image_url", image_url: { url: "https://x.test/a.png" } },
        { type: "input_audio", input_audio: { data: "SUQz", format: "mp3" } },
        { type: "file", file: { file_data: "data:application/pdf;base64,JVBERi0=", filename: "a.pdf" } },
        { type: "file", file: { file_id: "file-1" } },
      ] },
      { role: "assistant", content: null, refusal: "no", name: "bot", audio: { id: "audio_1" } },
      { role: "assistant", content: null, tool_calls: [{ id: "k", type: "custom", custom: { name: "sh", input: "ls" } }] },
      { role: "tool", tool_call_id: "k", content: "a" },
    ]);
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual([
      "unsupported_content /1/content/2", "unsupported_content /1/content/6", "tool_name_dropped /4/name",
    ]);
  });
});

describe("Chat Completions' own slots come back: system, developer and tool text parts with breakpoints, assistant parts and annotations", () => {
  const bp = { mode: "explicit" } as const;
  const given: ChatCompletionMessage[] = [
    { role: "system", content: [{ type: "text", text: "a", prompt_cache_breakpoint: bp }, { type: "text", text: "b" }] },
    { role: "developer", content: [{ type: "text", text: "d", prompt_cache_breakpoint: bp }] },
    { role: "user", content: "Go" },
    { role: "assistant", content: [{ type: "text", text: "x" }, { type: "refusal", refusal: "no" }, { type: "text", text: "y", prompt_cache_breakpoint: bp }], annotations: [] },
    { role: "assistant", content: null, tool_calls: [call] },
    { role: "tool", tool_call_id: "call_1", content: [{ type: "text", text: "1" }, { type: "text", text: "2", prompt_cache_breakpoint: bp }] },
  ];

  it("Chat Completions → hub → Chat Completions gives them back, with no warning", () => {
    const hub = read(given);
    expect(hub.warnings).toEqual([]);
    const back = write(hub.out);
    expect(back.warnings).toEqual([]);
    expect(back.out).toEqual(given);
  });

  it("edited apart from their content, the parts are warned and the content written", () => {
    const hub = read(given).out.map((m) => (m.role === "system" || m.role === "assistant" ? { ...m, content: `${m.content}!` } : m)) as ChatMessage[];
    const back = write(hub);
    expect(codes(back.warnings)).toEqual(["parts_stale", "provider_fields_dropped"]);
    expect(back.warnings.map((w) => w.path)).toEqual(["/0/parts", "/3/providerFields/fields/content"]);
    expect(back.out[0]).toEqual({ role: "system", content: "a\nb!" });
    expect(back.out[3]).toEqual({ role: "assistant", content: "xy!", refusal: "no", annotations: [] });
  });

  it("every other writer names each breakpoint and part list it drops (an empty annotations list is nothing to name)", () => {
    const hub = read(given).out;
    const items = withWarnings((onWarning) => convertTo(hub, onWarning));
    expect(codes(items.warnings).sort()).toEqual(["assistant_turns_merged", "cache_breakpoint_dropped", "cache_breakpoint_dropped", "cache_breakpoint_dropped", "provider_fields_dropped", "refusal_as_text"]);
  });
});

function convertTo(hub: ChatMessage[], onWarning: NonNullable<Parameters<typeof fromChatMessages>[1]>["onWarning"]) {
  return fromChatMessages(hub, { onWarning });
}

describe("Chat Completions' spellings come back: the reasoning key given, a second reasoning text, a deprecated function_call", () => {
  const cc = (given: unknown, dialect: string) => convertFrozen(given, { from: "chat-completions", to: "chat-completions", dialect });
  const legacy = [
    { role: "user", content: "Go" },
    { role: "assistant", content: null, function_call: { name: "f", arguments: "{}" } },
    { role: "function", name: "f", content: null },
    { role: "assistant", content: null, function_call: { name: "g", arguments: "" } },
    { role: "function", name: "g", content: "" },
  ];

  const cases: [string, string, unknown[]][] = [
    ["openrouter reads reasoning_content as an alias of reasoning", "openrouter", [{ role: "assistant", content: "a", reasoning_content: "r" }]],
    ["openrouter: both keys, the same text", "openrouter", [{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "r" }]],
    ["openrouter: both keys, different texts", "openrouter", [{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "s" }]],
    ["deepseek: both keys, different texts", "deepseek", [{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "s" }]],
    ["deepseek: reasoning_content outside a tool-calling turn (DeepSeek ignores it there)", "deepseek", [{ role: "user", content: "Hi" }, { role: "assistant", content: "a", reasoning_content: "r" }]],
    ["deepseek: the key reasoning as it was given", "deepseek", [{ role: "user", content: "Hi" }, { role: "assistant", content: "a", reasoning: "r" }]],
    ...["openai", "openrouter", "gemini"].map((dialect): [string, string, unknown[]] => [`${dialect}: a deprecated function_call and its function messages (content null too)`, dialect, legacy]),
    // (DeepSeek wants the reasoning of a turn that called a function back.)
    ["deepseek: a deprecated function_call and its function messages", "deepseek", legacy.map((m) => (m.role === "assistant" ? { ...m, reasoning_content: "r" } : m))],
  ];
  it.each(cases)("%s", (_, dialect, given) => {
    expect(cc(given, dialect)).toEqual({ out: given, warnings: [] });
  });

  it("the hub says a second reasoning text is there (every other writer names it), and a made-up function_call id is named by a writer that sends it; the spelling notes are nothing to name", () => {
    const hub = convertFrozen([{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "s" }], { from: "chat-completions", to: "chat" });
    expect(hub.out).toEqual([{ role: "assistant", content: "a", reasoning: "r", providerFields: { provider: "openai", fields: { spelling: { reasoning: "both" }, reasoning: "s" } } }]);
    expect(convertFrozen(hub.out, { from: "chat", to: "items" }).warnings).toEqual([["provider_fields_dropped", "/0/providerFields/fields/reasoning"], ["reasoning_dropped", "/0/reasoning"]]);
    expect(convertFrozen(legacy, { from: "chat-completions", to: "items" }).warnings).toEqual([["call_id_added", "/1/function_call"], ["call_id_added", "/3/function_call"]]);
    expect(convertFrozen(legacy, { from: "chat-completions", to: "claude" }).warnings.map(([code]) => code).filter((code) => code === "call_id_added")).toHaveLength(2);
    expect(convertFrozen([{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "s" }], { from: "chat-completions", to: "claude" }).warnings).toContainEqual(["provider_fields_dropped", "/0/reasoning"]);
    // A history read for another format notes no single reasoning key (each dialect has its own).
    expect(convertFrozen([{ role: "assistant", content: "a", reasoning_content: "r" }], { from: "chat-completions", to: "chat" }).out).toEqual([{ role: "assistant", content: "a", reasoning: "r" }]);
  });

  it("edited apart from the hub, a note is not followed: the reasoning is written as the dialect writes it", () => {
    const hub = convertFrozen([{ role: "assistant", content: "a", reasoning_content: "r", reasoning: "s" }], { from: "chat-completions", to: "chat" }).out as ChatMessage[];
    const stripped = hub.map((m) => (m.role === "assistant" ? { ...m, reasoning: undefined } : m)).map((m) => JSON.parse(JSON.stringify(m)));
    expect(convertFrozen(stripped, { from: "chat", to: "chat-completions", dialect: "openrouter" })).toEqual({ out: [{ role: "assistant", content: "a" }], warnings: [["provider_fields_dropped", "/0/providerFields/fields/reasoning"]] });
  });
});

describe("Chat Completions' user parts and names the hub held in no field come back: an empty name or filename, file_id beside file_data, file_data that is not a data URL", () => {
  const pdf = "data:application/pdf;base64,JVBERi0x";
  const cases: [string, unknown[]][] = [
    ["an empty participant name", [{ role: "system", content: "s", name: "" }, { role: "developer", content: "d", name: "" }, { role: "user", content: "u", name: "" }, { role: "assistant", content: "a", name: "" }]],
    ["an empty filename", [{ role: "user", content: [{ type: "file", file: { file_data: pdf, filename: "" } }, { type: "file", file: { file_id: "file-1", filename: "" } }] }]],
    ["file_id beside file_data", [{ role: "user", content: [{ type: "file", file: { file_data: pdf, file_id: "file-1", filename: "a.pdf" } }] }]],
    ["file_data that is not a base64 data URL, an empty file_id, no source", [{ role: "user", content: [{ type: "file", file: { file_data: "JVBERi0x", filename: "a.pdf" } }, { type: "file", file: { file_id: "" } }, { type: "file", file: {} }, { type: "text", text: "t" }] }]],
  ];
  it.each(cases)("%s", (_, given) => {
    for (const dialect of ["openai", "openrouter", "gemini"]) {
      expect(convertFrozen(given, { from: "chat-completions", to: "chat-completions", dialect })).toEqual({ out: given, warnings: [] });
    }
  });

  it("every other writer names what it cannot carry of them, at the input's path", () => {
    const given = [{ role: "user", content: [{ type: "file", file: { file_data: pdf, file_id: "file-1", filename: "" } }, { type: "file", file: { file_data: "JVBERi0x" } }], name: "" }];
    expect(convertFrozen(given, { from: "chat-completions", to: "items" }).warnings).toEqual([
      ["filename_added", "/0/content/0"], ["provider_fields_dropped", "/0/content/0/file"], ["provider_part_dropped", "/0/content/1"], ["name_dropped", "/0/name"],
    ]);
  });
});

describe("an assistant's empty string content beside calls, a refusal or audio", () => {
  it.each(["openai", "openrouter"])("comes back as the empty string (%s; null is written for a hub message with no such note)", (dialect) => {
    const given = [{ role: "assistant", content: "", audio: { id: "a1" } }, { role: "assistant", content: "", refusal: "no" }];
    expect(convertFrozen(given, { from: "chat-completions", to: "chat-completions", dialect })).toEqual({ out: given, warnings: [] });
    expect(convertFrozen([{ role: "assistant", content: "", audioId: "a1" }], { from: "chat", to: "chat-completions", dialect }).out).toEqual([{ role: "assistant", content: null, audio: { id: "a1" } }]);
  });
});
