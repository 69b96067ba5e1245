// Issue 20, the Responses items wire: values the hub had no slot for come back unchanged with no
// warning (items → hub → items), and other writers name what they cannot carry.
import { describe, expect, it } from "vitest";
import { convertFrozen, expectValidChat, withWarnings } from "./helpers.js";
import { convert } from "../../src/convert/index.js";
import { spelled } from "./spelled.js";

const FILE = "data:application/pdf;base64,JVBERi0xLjQK";

/** items → hub → items: the items written and the warnings. */
const identity = (items: unknown[]) => convertFrozen(items, { from: "items", to: "items", provider: "openai" });

const CASES: [string, unknown[]][] = [
  ["a user message's status", [{ type: "message", role: "user", status: "completed", content: [{ type: "input_text", text: "Hi" }] }]],
  ["a system message's status", [{ role: "system", status: "incomplete", content: [{ type: "input_text", text: "Be brief" }] }]],
  ["a developer message's status", [{ role: "developer", status: "in_progress", content: [] }]],
  ["file_data that is plain base64, with a filename", [{ role: "user", content: [{ type: "input_file", file_data: "JVBERi0xLjQK", filename: "a.pdf" }] }]],
  ["file_data that is no data URL at all", [{ role: "user", content: [{ type: "input_file", file_data: "6SbwHAB<", file_url: "w'", filename: "R%#" }] }]],
  ["a file by file_id beside a file_url", [{ role: "user", content: [{ type: "input_file", file_id: "file-1", file_url: "https://example.com/a.pdf" }] }]],
  ["a file by file_id beside file_data", [{ role: "user", content: [{ type: "input_file", file_id: "file-1", file_data: FILE, filename: "a.pdf" }] }]],
  ["a file by URL beside an empty file_id, with an empty filename", [{ role: "user", content: [{ type: "input_file", file_url: "https://example.com/a.pdf", file_id: "", filename: "" }] }]],
  ["an image by URL beside a file_id", [{ role: "user", content: [{ type: "input_image", detail: "high", image_url: "https://example.com/a.png", file_id: "file-2" }] }]],
  ["an image by an empty URL beside a file_id", [{ role: "user", content: [{ type: "input_image", detail: "auto", image_url: "", file_id: "file-2" }] }]],
  ["an image with no source", [{ role: "user", content: [{ type: "input_text", text: "x" }, { type: "input_image", detail: "low", image_url: null, file_id: null }] }]],
  ["a file with no source", [{ role: "user", content: [{ type: "input_file", file_id: null, file_url: "" }] }]],
  ["a system message's image", [{ role: "system", content: [{ type: "input_text", text: "Look" }, { type: "input_image", detail: "original", image_url: "https://example.com/a.png" }] }]],
  ["a developer message's file by id, with a status", [{ role: "developer", status: "completed", content: [{ type: "input_file", file_id: "file-3", filename: "f" }, { type: "input_text", text: "a" }, { type: "input_text", text: "b" }] }]],
  ["a tool output's file with two sources", [
    { role: "user", content: "Go" },
    { type: "function_call", call_id: "c1", name: "look", arguments: "{}" },
    { type: "function_call_output", call_id: "c1", output: [{ type: "input_file", file_id: "file-1", file_url: "https://example.com/a.pdf" }, { type: "input_image", detail: "auto" }] },
  ]],
];

describe("items → hub → items keeps what the hub had no slot for", () => {
  for (const [name, items] of CASES) {
    it(name, () => {
      const { out, warnings } = identity(items);
      expect(warnings).toEqual([]);
      expect(spelled("items", out)).toEqual(spelled("items", items));
    });
  }
});

describe("other writers name each kept value they cannot write", () => {
  it("a user message's status is one provider_fields_dropped in Claude, Gemini and Chat Completions", () => {
    const items = CASES[0]![1];
    for (const to of ["claude", "gemini", "chat-completions"]) {
      const { warnings } = convertFrozen(items, { from: "items", to });
      expect(warnings, to).toEqual([["provider_fields_dropped", "/0/status"]]);
    }
    const { out } = convertFrozen(items, { from: "items", to: "chat" });
    expectValidChat(out as never);
    expect(out).toEqual([{ role: "user", content: [{ type: "text", text: "Hi" }], providerFields: { provider: "openai", fields: { status: "completed" } } }]);
  });

  it("a second source is one provider_fields_dropped at it; the part's first source arrives", () => {
    const items = [{ role: "user", content: [{ type: "input_image", detail: "auto", image_url: "https://example.com/a.png", file_id: "file-2" }] }];
    const { out, warnings } = convertFrozen(items, { from: "items", to: "claude" });
    expect(warnings).toEqual([["provider_fields_dropped", "/0/content/0/file_id"]]);
    expect((out as { messages: unknown }).messages).toEqual([{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://example.com/a.png" } }] }]);
  });

  it("a part with no hub form is one provider_part_dropped at it elsewhere", () => {
    for (const to of ["claude", "gemini", "chat-completions"]) {
      const items = [{ role: "user", content: [{ type: "input_text", text: "Read" }, { type: "input_file", file_data: "JVBERi0xLjQK", filename: "a.pdf" }] }];
      const { warnings } = convertFrozen(items, { from: "items", to });
      expect(warnings, to).toEqual([["provider_part_dropped", "/0/content/1"]]);
    }
  });

  it("a system message's image is one provider_fields_dropped at its content elsewhere; its text arrives", () => {
    const { out, warnings } = convertFrozen(CASES[12]![1], { from: "items", to: "chat-completions" });
    expect(warnings).toEqual([["provider_fields_dropped", "/0/content"]]);
    expect(out).toEqual([{ role: "system", content: "Look" }]);
  });
});

describe("what the items writer cannot give back is named, never lost silently", () => {
  // The openai SDK types no id-less output message, so the writer writes the hub's one text.
  it.each<[string, unknown[]]>([
    ["two output_text parts", [{ role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "output_text", text: "b" }] }]],
    ["no parts at all", [{ role: "assistant", content: [] }]],
  ])("an id-less assistant message with %s: content_joined", (_, items) => {
    const { out, warnings } = identity(items);
    expect(warnings).toEqual([["content_joined", "/0/content"]]);
    expect(out).toEqual([{ type: "message", role: "assistant", content: (items[0] as { content: { text: string }[] }).content.map((p) => p.text).join("") }]);
  });
});

describe('assistantParts: "parts" gives an id-less assistant message its output parts back', () => {
  const ANNOTATION = { type: "url_citation", url: "https://example.com", title: "Example", start_index: 0, end_index: 1 } as const;
  const parts = (items: unknown[]) => convertFrozen(items, { from: "items", to: "items", provider: "openai", assistantParts: "parts" });
  it.each<[string, unknown[]]>([
    ["two output_text parts", [{ role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "output_text", text: "b" }] }]],
    ["no parts at all", [{ role: "assistant", content: [] }]],
    ["a refusal between two texts", [{ type: "message", role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "refusal", refusal: "no" }, { type: "output_text", text: "b" }] }]],
    ["annotations, logprobs and a phase", [{ role: "assistant", phase: "final_answer", content: [{ type: "output_text", text: "a", annotations: [ANNOTATION], logprobs: [] }] }]],
    ["an empty annotations list, after a user turn and before a call", [
      { role: "user", content: "Hi" },
      { role: "assistant", content: [{ type: "output_text", text: "a", annotations: [] }] },
      { type: "function_call", call_id: "c1", name: "f", arguments: "{}" },
      { type: "function_call_output", call_id: "c1", output: "ok" },
    ]],
  ])("%s: unchanged, with no warning", (_, items) => {
    const { out, warnings } = parts(items);
    expect(warnings).toEqual([]);
    expect(spelled("items", out)).toEqual(spelled("items", items));
  });

  it("a refusal the hub holds is written as a refusal part, not as text", () => {
    const { out, warnings } = convertFrozen([{ role: "assistant", content: "Sure", refusal: "but not that" }], { from: "chat", to: "items", assistantParts: "parts" });
    expect(warnings).toEqual([]);
    expect(out).toEqual([{ type: "message", role: "assistant", content: [{ type: "output_text", text: "Sure" }, { type: "refusal", refusal: "but not that" }] }]);
  });

  it("an edited text writes the hub's text and refusal, and says the kept parts were not written", () => {
    const hub = [{ role: "assistant", content: "edited", providerFields: { provider: "openai", fields: { outputParts: [{ type: "output_text", text: "a", annotations: [ANNOTATION] }] } } }];
    const { out, warnings } = convertFrozen(hub, { from: "chat", to: "items", assistantParts: "parts" });
    expect(out).toEqual([{ type: "message", role: "assistant", content: "edited" }]);
    expect(warnings).toEqual([["provider_fields_dropped", "/0/providerFields"]]);
  });

  it("by default the parts are one text, and the warning names the option", () => {
    const { warnings } = withWarnings((onWarning) => convert([{ role: "assistant", content: [{ type: "output_text", text: "a", annotations: [ANNOTATION] }] }], { from: "items", to: "items", onWarning }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["content_joined", "/0/content"]]);
    expect(warnings[0]!.message).toContain('assistantParts: "parts"');
  });

  it("another writer writes several texts as its own parts, and names the kept parts' annotations once", () => {
    const items = [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "output_text", text: "b", annotations: [ANNOTATION] }] }];
    const claude = convertFrozen(items, { from: "items", to: "claude" });
    expect(claude.warnings).toEqual([["provider_fields_dropped", "/1/content"]]);
    expect((claude.out as { messages: unknown[] }).messages[1]).toEqual({ role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] });
    const gemini = convertFrozen(items, { from: "items", to: "gemini" });
    expect(gemini.warnings).toEqual([["provider_fields_dropped", "/1/content"]]);
    expect((gemini.out as { contents: unknown[] }).contents[1]).toEqual({ role: "model", parts: [{ text: "a" }, { text: "b" }] });
  });
});

describe("the items writer says which request rule a part it writes back breaks", () => {
  it("file_data from a part's slot beside a file URL, with no filename: filename_required at the part", () => {
    const hub = [{ role: "user", content: [{ type: "fileUrl", url: "https://example.com/a.pdf", providerFields: { provider: "openai", fields: { file_data: "JVBERi0xLjQK" } } }] }];
    const { out, warnings } = convertFrozen(hub, { from: "chat", to: "items" });
    expect(out).toEqual([{ type: "message", role: "user", content: [{ type: "input_file", file_url: "https://example.com/a.pdf", file_data: "JVBERi0xLjQK" }] }]);
    expect(warnings).toEqual([["filename_required", "/0/content/0"]]);
  });

  it("a provider part's input_file with file_data and no filename: filename_required at the part", () => {
    const hub = [{ role: "user", content: [{ type: "provider", provider: "openai", value: { type: "input_file", file_data: "JVBERi0xLjQK" } }] }];
    expect(convertFrozen(hub, { from: "chat", to: "items" }).warnings).toEqual([["filename_required", "/0/content/0"]]);
  });
});
