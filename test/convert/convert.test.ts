import { expectReadmeSection } from "../readme-section.js";
import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, Item } from "../../generated/types.js";
import { loadFixtures, type CorpusSchema } from "../../fixtures/corpus.js";
import {
  convert, FORMAT_NAMES, fromChatCompletionMessages, fromChatMessages, toChatCompletionMessages, toChatMessages,
  type ConversionWarning, type FormatName,
} from "../../src/convert/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { ContractError } from "../../src/validate/issue.js";
import { codes, expectValidItems, withWarnings, valueAt } from "./helpers.js";

/** The array folders of the corpus (request bodies have their own tests). */
const FORMAT_OF: Partial<Record<CorpusSchema, FormatName>> = {
  item: "items", "chat-message": "chat", "claude-message": "claude", "chat-completions": "chat-completions", "gemini-content": "gemini",
};
const fixtures = loadFixtures().filter((f) => f.kind === "valid" && FORMAT_OF[f.schema] !== undefined);
const WRITABLE = FORMAT_NAMES.filter((name) => FORMATS[name].write);

/** convert with a warning sink; options beyond the pair are the reader's and writer's. */
function run(value: unknown, from: FormatName, to: FormatName, extra: object = {}) {
  return withWarnings((onWarning) => convert(value as never, { from, to, onWarning, ...extra } as never) as unknown);
}


describe("convert: every pair of formats", () => {
  for (const fixture of fixtures) {
    const from = FORMAT_OF[fixture.schema]!;
    it.each(WRITABLE)(`${fixture.id} → %s: output validates, every warning points into the input, input untouched`, (to) => {
      const before = structuredClone(fixture.value);
      const { out, warnings } = run(fixture.value, from, to);
      expect(FORMATS[to].check(out)).toEqual([]);
      for (const w of warnings) expect(valueAt(fixture.value, w.path), `${w.code} at ${w.path}`).not.toBe(undefined);
      expect(fixture.value).toEqual(before);
      expect(run(fixture.value, from, to)).toEqual({ out, warnings });
    });
  }
});

/** Warnings in input order (by top-level index, stable), the order `convert` delivers them in. */
const inOrder = <T>(r: { out: T; warnings: ConversionWarning[] }) => ({
  out: r.out,
  warnings: [...r.warnings].sort((a, b) => Number(a.path.split("/")[1]) - Number(b.path.split("/")[1])),
});

describe("convert agrees with the named converters", () => {
  const of = (schema: CorpusSchema) => fixtures.filter((f) => f.schema === schema).map((f) => [f.file, f.value] as const);
  it.each(of("chat-message"))("chat → items: %s", (_file, value) => {
    const named = withWarnings((onWarning) => fromChatMessages(value as ChatMessage[], { onWarning }));
    expect(run(value, "chat", "items")).toEqual(named);
  });
  it.each(of("item"))("items → chat: %s", (_file, value) => {
    const named = withWarnings((onWarning) => toChatMessages(value as Item[], { onWarning }));
    expect(run(value, "items", "chat")).toEqual(inOrder(named));
  });
  it.each(of("chat-completions"))("chat-completions → chat: %s", (_file, value) => {
    const named = withWarnings((onWarning) => fromChatCompletionMessages(value as ChatCompletionMessage[], { onWarning }));
    expect(run(value, "chat-completions", "chat")).toEqual(named);
  });
  it.each(of("chat-message"))("chat → chat-completions: %s", (_file, value) => {
    const named = withWarnings((onWarning) => toChatCompletionMessages(value as ChatMessage[], { onWarning, dialect: "openrouter" }));
    expect(run(value, "chat", "chat-completions", { dialect: "openrouter" })).toEqual(named);
  });
});

describe("convert: options and errors", () => {
  const history: ChatCompletionMessage[] = [
    { role: "user", content: "Weather?" },
    { role: "assistant", content: null, reasoning_content: "tool", tool_calls: [{ id: "c", type: "function", function: { name: "w", arguments: "{}" }, extra_content: { google: { thought_signature: "sig" } } }] },
    { role: "tool", tool_call_id: "c", content: "18" },
  ];

  it("warnings from the writer point into the original input, in input order", () => {
    const { out, warnings } = run(history, "chat-completions", "items");
    expectValidItems(out as Item[]);
    expect(warnings.map((w: ConversionWarning) => `${w.code} ${w.path}`)).toEqual([
      "reasoning_dropped /1/reasoning_content",
      "thought_signature_dropped /1/tool_calls/0/extra_content/google/thought_signature",
    ]);
    expect(warnings[0]!.message.startsWith("/1/reasoning_content: ")).toBe(true);
  });

  it("items → chat-completions: a warning about a tool call points at its item", () => {
    const items: Item[] = [
      { type: "function_call", call_id: "c", name: "w", arguments: "{}" },
      { type: "function_call_output", call_id: "c", output: "1" },
      { type: "message", role: "user", content: [{ type: "input_image", detail: "auto", file_id: "file-1" }] },
    ];
    const { warnings } = run(items, "items", "chat-completions");
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["empty_message_dropped /2", "unsupported_content /2/content/0"]);
  });

  it("claude → chat-completions: warnings point at the blocks", () => {
    const claude: ClaudeMessage[] = [
      { role: "user", content: [{ type: "image", source: { type: "file", file_id: "file_1" } }] },
    ];
    const { warnings } = run(claude, "claude", "chat-completions");
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["empty_message_dropped /0/content", "unsupported_content /0/content/0", "file_id_unresolvable /0/content/0/source/file_id"]);
  });

  it("strict mode throws every warning, with the original paths", () => {
    expect(() => convert(history, { from: "chat-completions", to: "items", strict: true })).toThrow(ContractError);
    try {
      convert(history, { from: "chat-completions", to: "items", strict: true });
    } catch (error) {
      expect((error as ContractError).issues.map((i) => i.path)).toEqual(["/1/reasoning_content", "/1/tool_calls/0/extra_content/google/thought_signature"]);
    }
  });

  it("strict mode enforces the source's conversation rules", () => {
    expect(() => convert([{ role: "tool", tool_call_id: "x", content: "1" }], { from: "chat-completions", to: "chat", strict: true })).toThrow(/orphan|no earlier/);
  });

  it.each<[string, unknown, unknown]>([
    ["unknown from", [], { from: "mistral", to: "items" }],
    ["a reader option of a writer-only pair", [], { from: "chat", to: "claude", thinking: "blocks" }],
    ["missing to", [], { from: "chat" }],
    ["options not an object", [], null],
    ["an option of the other direction", [], { from: "chat", to: "items", dialect: "deepseek" }],
    ["a writer option of the wrong type", [], { from: "chat", to: "chat-completions", dialect: 3 }],
    ["invalid input", [{ role: "user", content: 42 }], { from: "chat-completions", to: "items" }],
  ])("%s → ContractError", (_name, value, options) => {
    expect(() => convert(value as never, options as never)).toThrow(ContractError);
  });

  it("the error names the path of invalid input", () => {
    try {
      convert([{ role: "user", content: 42 }] as never, { from: "chat-completions", to: "items" });
      expect.unreachable();
    } catch (error) {
      expect((error as ContractError).issues[0]?.path).toBe("/0/content");
    }
  });

  it("reader options reach the reader and writer options the writer", () => {
    const items: Item[] = [
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "enc" },
      { type: "message", role: "assistant", content: "ok" },
    ];
    const { out, warnings } = run(items, "items", "items", { provider: "openai" });
    expect(out).toEqual(items);
    expect(codes(warnings)).toEqual([]);
    const { out: cc } = run(toChatMessages([{ type: "message", role: "assistant", content: "x" }]), "chat", "chat-completions", { dialect: "deepseek", reasoningContent: "all" });
    expect(cc).toEqual([{ role: "assistant", content: "x" }]);
  });

  it("output shares no object with the input", () => {
    const chat: ChatMessage[] = [{ role: "assistant", content: "x", reasoningDetails: [{ a: 1 }] }];
    const out = convert(chat, { from: "chat", to: "chat" });
    expect(out).toEqual(chat);
    expect(out[0]).not.toBe(chat[0]);
  });
});

/** The README's conversion matrix, measured on the valid corpus. */
function matrix(): string {
  const rows = [`| from ╲ to | ${WRITABLE.map((t) => `\`${t}\``).join(" | ")} |`, `|---|${WRITABLE.map(() => "---").join("|")}|`];
  for (const schema of Object.keys(FORMAT_OF) as CorpusSchema[]) {
    const from = FORMAT_OF[schema]!;
    const docs = fixtures.filter((f) => f.schema === schema);
    const cells = WRITABLE.map((to) => {
      let clean = 0;
      const seen = new Set<string>();
      for (const doc of docs) {
        const { warnings } = run(doc.value, from, to);
        if (warnings.length === 0) clean++;
        for (const code of codes(warnings)) seen.add(code);
      }
      const list = [...seen].sort().map((c) => `\`${c}\``).join(", ");
      return `${clean}/${docs.length} lossless${list ? `; ${list}` : ""}`;
    });
    rows.push(`| \`${from}\` | ${cells.join(" | ")} |`);
  }
  return rows.join("\n");
}

describe("README conversion matrix", () => {
  it("matches what the corpus measures (UPDATE_README=1 rewrites it)", () => {
    expectReadmeSection("matrix", matrix());
  });
});
