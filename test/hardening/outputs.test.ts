// Values a source schema admits and the hub (or a target) rejects are never copied through: every
// output of valid input validates against its target's validator.
import { describe, expect, it } from "vitest";
import { ContractError, convert, toChatCompletionMessages, type ChatMessage, type FormatName } from "../../src/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { withWarnings } from "../convert/helpers.js";

const TARGETS: FormatName[] = ["chat", "items", "claude", "chat-completions", "gemini"];
const TARGET_OPTIONS: Partial<Record<FormatName, Record<string, unknown>>> = { "chat-completions": { dialect: "gemini" } };

/** Converts to every target; each output validates against its target's validator, and what was left out is warned. */
function validEverywhere(from: FormatName, input: unknown, warned?: string, carriedBy: FormatName[] = []) {
  expect(FORMATS[from].check(input).map((i) => i.message)).toEqual([]);
  for (const to of TARGETS) {
    let result;
    try {
      result = withWarnings((onWarning) => convert(input as never, { from, to, onWarning, ...(TARGET_OPTIONS[to] ?? {}) } as never));
    } catch (error) {
      if (!(error instanceof ContractError)) throw error;
      throw new Error(`${from} → ${to} threw on valid input: ${error.message}`);
    }
    expect([to, FORMATS[to].check(result.out).map((i) => i.message)]).toEqual([to, []]);
    if (warned !== undefined) expect([to, result.warnings.some((w) => w.path === warned)]).toEqual([to, !carriedBy.includes(to)]);
  }
}

describe("Chat Completions values the hub rejects", () => {
  it.each(["system", "developer", "user", "assistant"] as const)("an empty name on a %s message: the hub and Chat Completions carry it, every other target warns", (role) => {
    validEverywhere("chat-completions", [{ role, content: "hi", name: "" }], "/0/name", ["chat", "chat-completions"]);
  });
  it("a custom tool call with an empty name", () => {
    validEverywhere("chat-completions", [
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "custom", custom: { name: "", input: "x" } }] },
      { role: "tool", tool_call_id: "c1", content: "ok" },
    ]);
  });
  it("a function tool call with an empty name", () => {
    validEverywhere("chat-completions", [
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: "ok" },
    ]);
  });
  it("an empty filename beside file_data rides in the part's openai slot: every other target warns", () => {
    validEverywhere("chat-completions", [{ role: "user", content: [{ type: "file", file: { file_data: "data:application/pdf;base64,QUJD", filename: "" } }] }], "/0/content/0/file", ["chat", "chat-completions"]);
  });
  it("an empty file_id is no file: the part rides verbatim as an openai provider part, every other target warns", () => {
    validEverywhere("chat-completions", [{ role: "user", content: [{ type: "file", file: { file_id: "" } }] }], "/0/content/0", ["chat", "chat-completions"]);
  });
  it("an empty thought signature is not written to Gemini", () => {
    validEverywhere("chat-completions", [
      { role: "user", content: "q" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{}" }, extra_content: { google: { thought_signature: "" } } }] },
      { role: "tool", tool_call_id: "c1", content: "ok" },
    ]);
  });
});

describe("Responses items values the hub rejects", () => {
  it("an empty filename and an empty file_id", () => {
    validEverywhere("items", [{ type: "message", role: "user", content: [
      { type: "input_file", file_data: "data:application/pdf;base64,QUJD", filename: "" },
      { type: "input_file", file_id: "" },
      { type: "input_image", detail: "auto", file_id: "" },
    ] }]);
  });
});

describe("Claude values the hub rejects", () => {
  it("an image and a document by empty URL or file id", () => {
    validEverywhere("claude", [{ role: "user", content: [
      { type: "image", source: { type: "url", url: "" } },
      { type: "image", source: { type: "file", file_id: "" } },
      { type: "document", source: { type: "file", file_id: "" } },
      { type: "document", source: { type: "url", url: "" } },
      { type: "text", text: "hi" },
    ] }]);
  });
});

describe("hub values a target rejects", () => {
  it("reasoningDetails entries that are not objects are not written to OpenRouter's reasoning_details", () => {
    const hub: ChatMessage[] = [{ role: "assistant", content: "x", reasoningDetails: [1, null, "s", { type: "reasoning.text", text: "t" }] }];
    const { out, warnings } = withWarnings((onWarning) => toChatCompletionMessages(hub, { dialect: "openrouter", onWarning }));
    expect(FORMATS["chat-completions"].check(out)).toEqual([]);
    expect(out[0]).toMatchObject({ reasoning_details: [{ type: "reasoning.text", text: "t" }] });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["reasoning_details_dropped", "/0/reasoningDetails/0"],
      ["reasoning_details_dropped", "/0/reasoningDetails/1"],
      ["reasoning_details_dropped", "/0/reasoningDetails/2"],
    ]);
  });
  it("a hub history with an empty thought signature converts to Gemini validly", () => {
    validEverywhere("chat", [
      { role: "user", content: "q" },
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "f", arguments: "{}", thoughtSignature: "" }] },
      { role: "tool", toolCallId: "c1", name: "f", content: "ok" },
    ]);
  });
});
