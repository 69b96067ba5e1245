import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ClaudeContentBlock, ClaudeMessage, Item } from "../../generated/types.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { convert as convertFormats, fromClaudeMessages, type FromClaudeOptions } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";
import { codes, expectValidChat, expectValidItems, valueAt, withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";
const png = { type: "base64", media_type: "image/png", data: PNG } as const;

function convert(given: ClaudeMessage[], options: FromClaudeOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => fromClaudeMessages(given, { ...options, onWarning }));
  expectValidItems(out);
  return { out, warnings };
}

const call = (call_id: string, name: string, args: string): Item => ({ type: "function_call", call_id, name, arguments: args });
/** An assistant turn calling tool `f` once per id, and the items it becomes. */
const uses = (...ids: string[]): ClaudeMessage => ({ role: "assistant", content: ids.map((id) => ({ type: "tool_use", id, name: "f", input: {} })) });
const calls = (...ids: string[]): Item[] => ids.map((id) => call(id, "f", "{}"));

describe("fromClaudeMessages: defects of the reference package", () => {
  it("keeps tool calls after the text they followed", () => {
    const { out } = convert([{ role: "assistant", content: [
      { type: "text", text: "Let me check." },
      { type: "tool_use", id: "tu_1", name: "get_weather", input: { city: "Paris" } },
      { type: "text", text: "And the time." },
      { type: "tool_use", id: "tu_2", name: "get_time", input: {} },
    ] }]);
    expect(out).toEqual([
      { type: "message", role: "assistant", content: "Let me check." },
      call("tu_1", "get_weather", '{"city":"Paris"}'),
      { type: "message", role: "assistant", content: "And the time." },
      call("tu_2", "get_time", "{}"),
    ]);
  });

  it("an image in a tool_result is an input_image of its function_call_output", () => {
    const { out } = convert([
      { role: "assistant", content: [{ type: "tool_use", id: "tu_1", name: "shot", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1", content: [{ type: "image", source: png }] }] },
    ]);
    expect(out).toEqual([
      call("tu_1", "shot", "{}"),
      { type: "function_call_output", call_id: "tu_1", output: [{ type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` }] },
    ]);
  });

  it("an empty tool_result still answers its call", () => {
    const { out } = convert([uses("tu_1"), { role: "user", content: [{ type: "tool_result", tool_use_id: "tu_1" }] }]);
    expect(out).toEqual([...calls("tu_1"), { type: "function_call_output", call_id: "tu_1", output: "" }]);
  });

  it("is_error: true is warned, not dropped silently", () => {
    const { out, warnings } = convert([uses("t"), { role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: "boom", is_error: true }] }]);
    expect(out).toEqual([...calls("t"), { type: "function_call_output", call_id: "t", output: "boom" }]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["is_error_dropped", "/1/content/0/is_error"]]);
  });

  it("a thinking block does not throw: it is warned by default", () => {
    const { out, warnings } = convert([{ role: "assistant", content: [
      { type: "thinking", thinking: "hmm", signature: "sig" },
      { type: "redacted_thinking", data: "enc" },
      { type: "text", text: "4" },
    ] }]);
    expect(out).toEqual([{ type: "message", role: "assistant", content: "4" }]);
    expect(codes(warnings)).toEqual(["thinking_dropped", "thinking_dropped"]);
  });
});

const rows: [string, { given: ClaudeMessage[]; options?: FromClaudeOptions; want: Item[]; warn?: string[] }][] = [
  ["user string", { given: [{ role: "user", content: "hi" }], want: [{ type: "message", role: "user", content: "hi" }] }],
  ["single text block → one input_text part", {
    given: [{ role: "user", content: [{ type: "text", text: "hi" }] }], want: [{ type: "message", role: "user", content: [{ type: "input_text", text: "hi" }] }],
  }],
  ["image-only user message", {
    given: [{ role: "user", content: [{ type: "image", source: png }] }],
    want: [{ type: "message", role: "user", content: [{ type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` }] }],
  }],
  ["image by URL and by file id", {
    given: [{ role: "user", content: [
      { type: "image", source: { type: "url", url: "https://x.test/a.png" } },
      { type: "image", source: { type: "file", file_id: "file_1" } },
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "auto", image_url: "https://x.test/a.png" },
      { type: "input_image", detail: "auto", file_id: "file_1" },
    ] }],
    warn: ["file_id_unresolvable"],
  }],
  ["documents: base64 PDF, plain text, URL, file", {
    given: [{ role: "user", content: [
      { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERi0=" } },
      { type: "document", source: { type: "text", media_type: "text/plain", data: "héllo" } },
      { type: "document", source: { type: "url", url: "https://x.test/a.pdf" } },
      { type: "document", source: { type: "file", file_id: "file_2" } },
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=", filename: "file.pdf" },
      { type: "input_file", file_data: `data:text/plain;base64,${Buffer.from("héllo").toString("base64")}`, filename: "file.txt" },
      { type: "input_file", file_url: "https://x.test/a.pdf" },
      { type: "input_file", file_id: "file_2" },
    ] }],
    warn: ["filename_added", "filename_added", "file_id_unresolvable"],
  }],
  ["a plain-text document with a lone surrogate: UTF-8 cannot hold it, reported", {
    given: [{ role: "user", content: [{ type: "document", source: { type: "text", media_type: "text/plain", data: "a\uD800b" } }] }],
    want: [{ type: "message", role: "user", content: [{ type: "input_file", file_data: `data:text/plain;base64,${Buffer.from("a\uFFFDb").toString("base64")}`, filename: "file.txt" }] }],
    warn: ["filename_added", "lone_surrogate_replaced"],
  }],
  ["tool_result blocks: text, image and a file document → parts (the Anthropic file id is reported)", {
    given: [uses("t"), { role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: [
      { type: "text", text: "r" },
      { type: "image", source: png },
      { type: "document", source: { type: "file", file_id: "f" } },
    ] }] }],
    want: [...calls("t"), { type: "function_call_output", call_id: "t", output: [
      { type: "input_text", text: "r" },
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
      { type: "input_file", file_id: "f" },
    ] }],
    warn: ["file_id_unresolvable"],
  }],
  ["tool results then text keep their order", {
    given: [uses("a", "b"), { role: "user", content: [
      { type: "tool_result", tool_use_id: "a", content: "1" },
      { type: "tool_result", tool_use_id: "b", content: "2" },
      { type: "text", text: "next?" },
    ] }],
    want: [
      ...calls("a", "b"),
      { type: "function_call_output", call_id: "a", output: "1" },
      { type: "function_call_output", call_id: "b", output: "2" },
      { type: "message", role: "user", content: [{ type: "input_text", text: "next?" }] },
    ],
  }],
  ["text before the tool results: the outputs come first (the items then pass the pairing rules), reported", {
    given: [uses("a"), { role: "user", content: [{ type: "text", text: "here:" }, { type: "tool_result", tool_use_id: "a", content: "1" }] }],
    want: [
      ...calls("a"),
      { type: "function_call_output", call_id: "a", output: "1" },
      { type: "message", role: "user", content: [{ type: "input_text", text: "here:" }] },
    ],
    warn: ["content_reordered"],
  }],
  ["assistant text blocks stay apart", {
    given: [{ role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }],
    want: [{ type: "message", role: "assistant", content: "a" }, { type: "message", role: "assistant", content: "b" }],
  }],
  ["system option first, as string", {
    given: [{ role: "user", content: "hi" }], options: { system: "Be brief" },
    want: [{ type: "message", role: "system", content: "Be brief" }, { type: "message", role: "user", content: "hi" }],
  }],
  ["system option as text blocks; cache_control warned", {
    given: [], options: { system: [{ type: "text", text: "a" }, { type: "text", text: "b", cache_control: { type: "ephemeral" } }] },
    want: [{ type: "message", role: "system", content: "a" }, { type: "message", role: "system", content: "b" }],
    warn: ["cache_control_dropped"],
  }],
  ["mid-conversation system message", {
    given: [{ role: "user", content: "a" }, { role: "system", content: "now be formal" }],
    want: [{ type: "message", role: "user", content: "a" }, { type: "message", role: "system", content: "now be formal" }],
  }],
  ["extra keys on blocks are warned one by one", {
    given: [{ role: "user", content: [
      { type: "text", text: "t", citations: [{ type: "char_location", cited_text: "x", document_index: 0, document_title: null, start_char_index: 0, end_char_index: 1 }], cache_control: { type: "ephemeral", ttl: "1h" } },
      { type: "document", source: { type: "file", file_id: "f" }, title: "T", context: "C", citations: { enabled: true } },
      { type: "image", source: png, future: 1 } as ClaudeMessage["content"][number] & object,
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_text", text: "t" },
      { type: "input_file", file_id: "f", filename: "T" },
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
    ] }],
    warn: ["citations_dropped", "cache_control_dropped", "file_id_unresolvable", "field_dropped", "citations_dropped", "field_dropped"],
  }],
  ["null cache_control, empty citations, is_error false: nothing lost, nothing warned", {
    given: [uses("t"), { role: "user", content: [
      { type: "tool_result", tool_use_id: "t", content: "ok", is_error: false },
      { type: "text", text: "t", citations: [], cache_control: null },
    ] }],
    want: [...calls("t"), { type: "function_call_output", call_id: "t", output: "ok" }, { type: "message", role: "user", content: [{ type: "input_text", text: "t" }] }],
  }],
  ["unconverted block types are warned", {
    given: [uses("t"), { role: "user", content: [
      { type: "tool_result", tool_use_id: "t", content: [{ type: "tool_reference", tool_name: "f" }] },
      { type: "search_result", source: "kb://1", title: "One", content: [{ type: "text", text: "x" }] },
    ] }],
    want: [...calls("t"), { type: "function_call_output", call_id: "t", output: "" }],
    warn: ["unsupported_block", "unsupported_block"],
  }],
  ["a document made of content blocks keeps its text and images as parts; the lost boundary is warned", {
    given: [{ role: "user", content: [
      { type: "document", source: { type: "content", content: [{ type: "text", text: "chunk 1" }, { type: "image", source: png }] }, title: "Contract" },
      { type: "document", source: { type: "content", content: "one string" } },
      { type: "text", text: "Which chunk?" },
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_text", text: "chunk 1" },
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
      { type: "input_text", text: "one string" },
      { type: "input_text", text: "Which chunk?" },
    ] }],
    warn: ["document_flattened", "field_dropped", "document_flattened"],
  }],
  ["a content-block document in a tool result becomes parts of the output", {
    given: [uses("t"), { role: "user", content: [
      { type: "tool_result", tool_use_id: "t", content: [{ type: "document", source: { type: "content", content: [{ type: "text", text: "a" }] } }] },
    ] }],
    want: [...calls("t"), { type: "function_call_output", call_id: "t", output: "a" }],
    warn: ["document_flattened"],
  }],
  ["an image in an assistant message is warned (assistant items carry text only)", {
    given: [{ role: "assistant", content: [{ type: "text", text: "see" }, { type: "image", source: png }] }],
    want: [{ type: "message", role: "assistant", content: "see" }],
    warn: ["unsupported_block"],
  }],
  ["thinking as reasoning items with caller-given ids", {
    given: [{ role: "assistant", content: [
      { type: "thinking", thinking: "hmm", signature: "sig" },
      { type: "redacted_thinking", data: "enc" },
      { type: "tool_use", id: "tu_1", name: "f", input: { a: [1, "2"] } },
    ] }],
    options: { thinking: "reasoning-items", reasoningId: (path) => `rs_${path.replace(/\//g, "_")}` },
    want: [
      { type: "reasoning", id: "rs__0_content_0", summary: [{ type: "summary_text", text: "hmm" }], encrypted_content: "sig" },
      { type: "reasoning", id: "rs__0_content_1", summary: [], encrypted_content: "enc" },
      call("tu_1", "f", '{"a":[1,"2"]}'),
    ],
  }],
];

describe("fromClaudeMessages: mapping", () => {
  it.each(rows)("%s", (_name, { given, options, want, warn = [] }) => {
    const { out, warnings } = convert(given, options);
    expect(out).toEqual(want);
    expect(codes(warnings)).toEqual(warn);
  });

  it("warning paths point into the input", () => {
    const { warnings } = convert([{ role: "user", content: "x" }, { role: "user", content: [{ type: "text", text: "t", cache_control: { type: "ephemeral" } }] }],
      { system: [{ type: "text", text: "s", cache_control: { type: "ephemeral" } }] });
    expect(warnings.map((w) => w.path)).toEqual(["options/system/0/cache_control", "/1/content/0/cache_control"]);
  });
});

describe("fromClaudeMessages: errors", () => {
  it.each<[string, unknown, unknown]>([
    ["not an array", "hi", undefined],
    ["unknown role", [{ role: "robot", content: "x" }], undefined],
    ["tool_use id with a bar", [{ role: "assistant", content: [{ type: "tool_use", id: "a|b", name: "f", input: {} }] }], undefined],
    ["options.system not text blocks", [], { system: [{ type: "image", source: png }] }],
    ["thinking option without reasoningId", [], { thinking: "reasoning-items" }],
    ["unknown thinking mode", [], { thinking: "keep" }],
    ["reasoningId returns nothing", [{ role: "assistant", content: [{ type: "thinking", thinking: "", signature: "s" }] }], { thinking: "reasoning-items", reasoningId: () => "" }],
  ])("%s → ContractError", (_name, given, options) => {
    expect(() => fromClaudeMessages(given as ClaudeMessage[], options as FromClaudeOptions)).toThrow(ContractError);
  });

  it("strict mode lists every warning", () => {
    const given: ClaudeMessage[] = [{ role: "assistant", content: [{ type: "thinking", thinking: "x", signature: "s" }, { type: "text", text: "y", cache_control: { type: "ephemeral" } }] }];
    expect(() => fromClaudeMessages(given, { strict: true })).toThrow(/thinking.*\n.*cache_control/s);
  });
});

describe("fromClaudeMessages: the SDK's block types the hub has no slot for", () => {
  /** The `type` tags of a union of the Claude schema, read from the schema itself. */
  const schema = JSON.parse(readFileSync(new URL("../../schemas/claude-message.schema.json", import.meta.url), "utf8")) as { $defs: Record<string, { oneOf?: { $ref: string }[]; properties?: { type?: { const?: string } } }> };
  const tags = (union: string) => schema.$defs[union]!.oneOf!.map((b) => schema.$defs[b.$ref.split("/").pop()!]!.properties!.type!.const!);
  /** Block types that no chat message or tool message carries (the schema's, less those the hub converts): each is dropped with `unsupported_block` at its path. */
  const converted = new Set(["text", "image", "document", "tool_use", "tool_result", "thinking", "redacted_thinking"]);
  const BLOCKS = new Set(tags("ClaudeContentBlock").filter((t) => !converted.has(t)));
  const TOOL_RESULT_BLOCKS = new Set(tags("ClaudeToolResultContentBlock").filter((t) => !converted.has(t)));

  /** Where each such block sits: in a message, or in a tool result's content. */
  function unconverted(messages: ClaudeMessage[]): { path: string; type: string }[] {
    return messages.flatMap((m, i) => {
      if (typeof m.content === "string") return [];
      const blocks: readonly ClaudeContentBlock[] = m.content;
      return blocks.flatMap((block, j): { path: string; type: string }[] => {
        const at = `/${i}/content/${j}`;
        if (BLOCKS.has(block.type)) return [{ path: at, type: block.type }];
        if (block.type !== "tool_result" || !Array.isArray(block.content)) return [];
        return block.content.flatMap((inner, k) => (TOOL_RESULT_BLOCKS.has(inner.type) ? [{ path: `${at}/content/${k}`, type: inner.type }] : []));
      });
    });
  }

  const fixtures = loadFixtures()
    .filter((f) => f.schema === "claude-message" && f.kind === "valid")
    .map((f) => [f.file, f.value as ClaudeMessage[]] as const)
    .filter(([, value]) => unconverted(value).length > 0);

  it("the corpus has each of these block types", () => {
    expect(BLOCKS.size * TOOL_RESULT_BLOCKS.size).toBeGreaterThan(0);
    const seen = new Set(fixtures.flatMap(([, value]) => unconverted(value).map((b) => b.type)));
    expect([...seen].sort()).toEqual([...new Set([...BLOCKS, ...TOOL_RESULT_BLOCKS])].sort());
  });

  it.each(fixtures)("%s: each is reported by its tag and path to items, and kept verbatim in the hub for Claude", (_file, value) => {
    const want = unconverted(value).map(({ path, type }) => ({ code: "unsupported_block", path, type }));
    const reported = (warnings: { code: string; path: string; message: string }[]) =>
      warnings.filter((w) => w.code === "unsupported_block").map((w) => ({ code: w.code, path: w.path, type: /"(\w+)"/.exec(w.message)?.[1] }));
    const items = convert(value);
    expect(reported(items.warnings)).toEqual(want);
    expectValidItems(items.out);
    const chat = withWarnings((onWarning) => convertFormats(value, { from: "claude", to: "chat", onWarning }));
    expect(reported(chat.warnings)).toEqual([]);
    expectValidChat(chat.out);
    const claude = withWarnings((onWarning) => convertFormats(value, { from: "claude", to: "claude", onWarning }));
    expect(reported(claude.warnings)).toEqual([]);
    for (const { path } of want) expect(valueAt(claude.out.messages, path)).toEqual(valueAt(value, path));
  });
});
