import { describe, expect, it } from "vitest";
import type { ChatMessage, Item } from "../../generated/types.js";
import { fromChatMessages, stripReasoning, toChatMessages, toClaudeMessages, type ToChatOptions } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";
import { codes, expectValidChat, withWarnings } from "./helpers.js";
import { loadFixtures } from "../../fixtures/corpus.js";

const PNG = "iVBORw0KGgo=";
const rs: Item = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "enc" };

function convert(given: Item[], options: ToChatOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => toChatMessages(given, { ...options, onWarning }));
  expectValidChat(out);
  return { out, warnings };
}

describe("toChatMessages: defects of the reference package", () => {
  it("keeps every message and attaches function calls", () => {
    const { out, warnings } = convert([
      { type: "message", role: "user", content: "Weather in Paris?" },
      { type: "message", role: "assistant", content: "Checking." },
      { type: "function_call", call_id: "c1", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call_output", call_id: "c1", output: "18°C" },
      { type: "message", role: "assistant", content: "18°C." },
    ]);
    expect(out).toEqual([
      { role: "user", content: "Weather in Paris?" },
      { role: "assistant", content: "Checking.", toolCalls: [{ id: "c1", name: "get_weather", arguments: '{"city":"Paris"}' }] },
      { role: "tool", toolCallId: "c1", name: "get_weather", content: "18°C" },
      { role: "assistant", content: "18°C." },
    ]);
    expect(warnings).toEqual([]);
  });
});

const rows: [string, { given: Item[]; options?: ToChatOptions; want: ChatMessage[]; warn?: string[] }][] = [
  ["system, developer, untagged user", {
    given: [{ type: "message", role: "system", content: "s" }, { role: "developer", content: "d" }, { role: "user", content: "u" }],
    want: [{ role: "system", content: "s" }, { role: "developer", content: "d" }, { role: "user", content: "u" }],
  }],
  ["system text parts: content joined with a newline, the parts kept beside it", {
    given: [{ type: "message", role: "system", content: [{ type: "input_text", text: "a" }, { type: "input_text", text: "b" }] }],
    want: [{ role: "system", content: "a\nb", parts: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }],
  }],
  ["user parts; data-URL images and files come back", {
    given: [{ type: "message", role: "user", content: [
      { type: "input_text", text: "t" },
      { type: "input_image", detail: "auto", image_url: `data:image/webp;base64,${PNG}` },
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=" },
    ] }],
    want: [{ role: "user", content: [
      { type: "text", text: "t" }, { type: "image", mimeType: "image/webp", data: PNG }, { type: "file", mimeType: "application/pdf", data: "JVBERi0=" },
    ] }],
  }],
  ["images and files by URL or file id are kept as reference parts; detail other than auto is kept", {
    given: [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "high", image_url: "https://x.test/a.png" },
      { type: "input_image", detail: "low", image_url: `data:image/png;base64,${PNG}` },
      { type: "input_image", detail: "auto", file_id: "file_img" },
      { type: "input_file", file_id: "file_1", filename: "a.pdf" },
      { type: "input_file", file_url: "https://x.test/b.pdf" },
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=", filename: "c.pdf" },
    ] }],
    want: [{ role: "user", content: [
      { type: "imageUrl", url: "https://x.test/a.png", detail: "high" },
      { type: "image", mimeType: "image/png", data: PNG, detail: "low" },
      { type: "imageFileId", fileId: "file_img" },
      { type: "fileId", fileId: "file_1", filename: "a.pdf" },
      { type: "fileUrl", url: "https://x.test/b.pdf" },
      { type: "file", mimeType: "application/pdf", data: "JVBERi0=", filename: "c.pdf" },
    ] }],
  }],
  ["a second source beside the first on one part rides in the part's OpenAI-tagged slot", {
    given: [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}`, file_id: "file_img" },
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=", file_id: "file_1", file_url: "https://x.test/b.pdf" },
    ] }],
    want: [{ role: "user", content: [
      { type: "image", mimeType: "image/png", data: PNG, providerFields: { provider: "openai", fields: { file_id: "file_img" } } },
      { type: "file", mimeType: "application/pdf", data: "JVBERi0=", providerFields: { provider: "openai", fields: { file_id: "file_1", file_url: "https://x.test/b.pdf" } } },
    ] }],
  }],
  ["data-URL images the ChatMessage image part refuses stay URLs; a file of another type is an openai provider part", {
    given: [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "auto", image_url: `data:image/bmp;base64,${PNG}` },
      { type: "input_file", file_data: `data:image/png;base64,${PNG}` },
      { type: "input_text", text: "t" },
    ] }],
    want: [{ role: "user", content: [
      { type: "imageUrl", url: `data:image/bmp;base64,${PNG}` },
      { type: "provider", provider: "openai", value: { type: "input_file", file_data: `data:image/png;base64,${PNG}` } },
      { type: "text", text: "t" },
    ] }],
  }],
  ["output message: output_text joined, refusal kept as the refusal, the message as it was in its OpenAI-tagged slot", {
    given: [{ type: "message", id: "msg_1", role: "assistant", status: "completed", content: [
      { type: "output_text", text: "a", annotations: [] }, { type: "refusal", refusal: "no" },
    ] }],
    want: [{
      role: "assistant", content: "a", refusal: "no",
      providerFields: { provider: "openai", fields: { id: "msg_1", status: "completed", content: [{ type: "output_text", text: "a", annotations: [] }, { type: "refusal", refusal: "no" }] } },
    }],
  }],
  ["custom tool calls and their outputs", {
    given: [
      { type: "custom_tool_call", call_id: "k", name: "sh", input: "ls -la" },
      { type: "custom_tool_call_output", call_id: "k", output: "a b" },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "k", type: "custom", name: "sh", arguments: "ls -la" }] },
      { role: "tool", toolCallId: "k", name: "sh", content: "a b" },
    ],
  }],
  ["function calls without a message start an assistant turn with empty content", {
    given: [
      { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      { type: "function_call", call_id: "b", name: "g", arguments: "[]" },
      { type: "function_call_output", call_id: "a", output: "1" },
      { type: "function_call_output", call_id: "b", output: "2" },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "f", arguments: "{}" }, { id: "b", name: "g", arguments: "[]" }] },
      { role: "tool", toolCallId: "a", name: "f", content: "1" },
      { role: "tool", toolCallId: "b", name: "g", content: "2" },
    ],
  }],
  ["tool output parts: text then images", {
    given: [
      { type: "function_call", call_id: "a", name: "f", arguments: "{}", id: "fc_1" },
      { type: "function_call_output", call_id: "a", output: [
        { type: "input_text", text: "x" }, { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
      ] },
    ],
    want: [
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "f", arguments: "{}", providerFields: { provider: "openai", fields: { id: "fc_1" } } }] },
      { role: "tool", toolCallId: "a", name: "f", content: "x", images: [{ type: "image", mimeType: "image/png", data: PNG }] },
    ],
  }],
  ["output without its call is warned", {
    given: [{ type: "function_call_output", call_id: "zz", output: "1" }],
    want: [{ role: "tool", toolCallId: "zz", name: "", content: "1" }],
    warn: ["orphan_output"],
  }],
  ["reasoning before a turn becomes its reasoningItems with options.provider", {
    given: [rs, { type: "function_call", call_id: "a", name: "f", arguments: "{}" }], options: { provider: "openai" },
    want: [{ role: "assistant", content: "", toolCalls: [{ id: "a", name: "f", arguments: "{}" }], reasoningItems: { provider: "openai", items: [rs] } }],
  }],
  ["reasoning without options.provider is warned", {
    given: [rs, { type: "message", role: "assistant", content: "x" }],
    want: [{ role: "assistant", content: "x" }],
    warn: ["reasoning_provider_missing"],
  }],
  ["reasoning not followed by an assistant turn is warned", {
    given: [rs, { type: "message", role: "user", content: "x" }, rs], options: { provider: "openai" },
    want: [{ role: "user", content: "x" }],
    warn: ["orphan_reasoning", "orphan_reasoning"],
  }],
  ["item_reference and hosted tool calls ride, in order, in one assistant message's openai-tagged providerBlocks", {
    given: [
      { id: "msg_1" },
      { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "q" } },
    ],
    want: [{ role: "assistant", content: "", providerBlocks: { provider: "openai", items: [{ id: "msg_1" }, { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "q" } }] } }],
  }],
  ["a hosted item keeps its place: the reasoning before it joins it, a call after it joins it, a text after it starts a turn", {
    given: [
      { type: "message", role: "user", content: "u" }, rs,
      { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "q" } },
      { type: "function_call", call_id: "a", name: "f", arguments: "{}" },
      { type: "function_call_output", call_id: "a", output: "1" },
      { type: "message", role: "assistant", content: "x" },
      { type: "item_reference", id: "msg_1" },
    ], options: { provider: "openai" },
    want: [
      { role: "user", content: "u" },
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "f", arguments: "{}" }], reasoningItems: { provider: "openai", items: [rs] }, providerBlocks: { provider: "openai", items: [{ type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "q" } }] } },
      { role: "tool", toolCallId: "a", name: "f", content: "1" },
      { role: "assistant", content: "x" },
      { role: "assistant", content: "", providerBlocks: { provider: "openai", items: [{ type: "item_reference", id: "msg_1" }] } },
    ],
  }],
];

describe("toChatMessages: mapping", () => {
  it.each(rows)("%s", (_name, { given, options, want, warn = [] }) => {
    const { out, warnings } = convert(given, options);
    expect(out).toEqual(want);
    expect(codes(warnings)).toEqual(warn);
  });

  it("keeps a system message's images in its OpenAI-tagged slot; a tool result keeps its parts in order", () => {
    const content = [
      { type: "input_image", detail: "auto", image_url: "https://x.test/a.png" },
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
      { type: "input_text", text: "Be brief." },
    ] as const;
    const { out, warnings } = convert([{ type: "message", role: "system", content: [...content] }]);
    expect(out).toEqual([{ role: "system", content: "Be brief.", providerFields: { provider: "openai", fields: { content } } }]);
    expect(warnings).toEqual([]);
    const tool = convert([
      { type: "function_call", call_id: "c", name: "f", arguments: "{}" },
      { type: "function_call_output", call_id: "c", output: [
        { type: "input_file", file_id: "file_1" },
        { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
        { type: "input_text", text: "done" },
      ] },
    ]);
    // A tool result keeps a file id, an image and a text in order (as parts).
    expect(tool.warnings).toEqual([]);
    expect(tool.out[1]).toMatchObject({ role: "tool", content: "", parts: [{ type: "fileId", fileId: "file_1" }, { type: "image", mimeType: "image/png", data: PNG }, { type: "text", text: "done" }] });
  });

  it("writes assistant keys in schema order", () => {
    const { out } = convert([rs, { type: "message", role: "assistant", content: "x" }, { type: "function_call", call_id: "a", name: "f", arguments: "{}" }], { provider: "p" });
    expect(Object.keys(out[0] ?? {})).toEqual(["role", "content", "toolCalls", "reasoningItems"]);
  });

  it.each<[string, unknown, unknown]>([
    ["not an array", {}, undefined],
    ["function_call with a non-fc id", [{ type: "function_call", call_id: "a", name: "f", arguments: "{}", id: "call_1" }], undefined],
    ["empty provider", [], { provider: "" }],
  ])("%s → ContractError", (_name, given, options) => {
    expect(() => toChatMessages(given as Item[], options as ToChatOptions)).toThrow(ContractError);
  });
});

describe("stripReasoning", () => {
  it("removes reasoning fields from assistant messages only, without touching the input", () => {
    const given: ChatMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "a", reasoning: "r", reasoningDetails: [1], reasoningItems: { provider: "p", items: [] }, toolCalls: [{ id: "c", name: "f", arguments: "{}" }] },
    ];
    const before = structuredClone(given);
    const out = stripReasoning(given);
    expect(out).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "a", toolCalls: [{ id: "c", name: "f", arguments: "{}" }] }]);
    expect(given).toEqual(before);
    expectValidChat(out);
  });

  it("rejects invalid input with a ContractError", () => {
    expect(() => stripReasoning([{ role: "nobody" }] as unknown as ChatMessage[])).toThrow(ContractError);
  });
});

describe("toChatMessages: items with no chat equivalent", () => {
  const files = ["computer-use", "shell-and-patch-calls", "mcp-items", "tool-search-compaction-programs"];
  const fixtures = loadFixtures().filter((f) => files.some((name) => f.id === `item/valid/${name}.json`));
  const kept = new Set(["message", "reasoning", "function_call", "function_call_output", "custom_tool_call", "custom_tool_call_output"]);

  it.each(fixtures.map((f) => [f.id, f.value as Item[]] as const))("%s: each hosted, shell, patch, MCP, search or program item rides in an openai-tagged providerBlocks, comes back to items in its place, and is one warning elsewhere", (_id, items) => {
    const { out, warnings } = convert(items, { provider: "openai" });
    const hosted = items.flatMap((item, i) => (kept.has(item.type ?? "message") ? [] : [i]));
    expect(hosted.length).toBeGreaterThan(0);
    expect(warnings.filter((w) => w.code !== "orphan_output")).toEqual([]);
    const carried = out.flatMap((m) => (m.role === "assistant" && m.providerBlocks?.provider === "openai" ? m.providerBlocks.items : []));
    expect(carried).toEqual(hosted.map((i) => items[i]));
    const back = withWarnings((onWarning) => fromChatMessages(out, { provider: "openai", onWarning }));
    expect(back.out).toEqual(items.map((item) => ("role" in item && item.type === undefined ? { type: "message", ...item } : item)));
    const elsewhere = withWarnings((onWarning) => toClaudeMessages(out, { onWarning }));
    expect(elsewhere.warnings.filter((w) => w.code === "provider_blocks_dropped").length).toBe(out.filter((m) => m.role === "assistant" && m.providerBlocks !== undefined).length);
  });

  it("found all four fixtures", () => expect(fixtures).toHaveLength(4));
});
