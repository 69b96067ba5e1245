import { describe, expect, it } from "vitest";
import type { ChatMessage, ClaudeMessage, ClaudeRequest } from "../../generated/types.js";
import { convert, toClaudeMessages, type ToClaudeOptions } from "../../src/convert/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { ContractError } from "../../src/validate/issue.js";
import { codes, withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";

function write(given: ChatMessage[], options: ToClaudeOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => toClaudeMessages(given, { ...options, onWarning }));
  expect(FORMATS.claude.check(out)).toEqual([]);
  return { out, warnings };
}

const call = (id: string, args = "{}", name = "f") => ({ id, name, arguments: args });
const thinking = { type: "thinking", thinking: "Let me think.", signature: "EqQBCgIYAhIM1gbcDa9GJwZA2b3h" } as const;
const redacted = { type: "redacted_thinking", data: "EmwKAhgBEgy3va3pzix/LafPsn4a" } as const;

const rows: [string, { given: ChatMessage[]; options?: ToClaudeOptions; want: ClaudeRequest; warn?: string[] }][] = [
  ["one leading system message → system string", {
    given: [{ role: "system", content: "Be brief." }, { role: "user", content: "Hi" }],
    want: { system: "Be brief.", messages: [{ role: "user", content: "Hi" }] },
  }],
  ["several leading system and developer messages → system blocks; developer reported", {
    given: [{ role: "system", content: "a" }, { role: "developer", content: "b" }, { role: "user", content: "Hi" }],
    want: { system: [{ type: "text", text: "a" }, { type: "text", text: "b" }], messages: [{ role: "user", content: "Hi" }] },
    warn: ["developer_as_system"],
  }],
  ["a later system message is kept in place by default, reported", {
    given: [{ role: "user", content: "Hi" }, { role: "system", content: "Be formal." }, { role: "user", content: "ok" }],
    want: { messages: [{ role: "user", content: "Hi" }, { role: "system", content: "Be formal." }, { role: "user", content: "ok" }] },
    warn: ["system_kept_in_place"],
  }],
  ["systemMessages user-note: a user text, merged with the user turn", {
    given: [{ role: "user", content: "Hi" }, { role: "system", content: "Be formal." }],
    options: { systemMessages: "user-note" },
    want: { messages: [{ role: "user", content: [{ type: "text", text: "Hi" }, { type: "text", text: "System: Be formal." }] }] },
    warn: ["system_as_user_note"],
  }],
  ["systemMessages hoist: appended to system", {
    given: [{ role: "system", content: "a" }, { role: "user", content: "Hi" }, { role: "system", content: "b" }],
    options: { systemMessages: "hoist" },
    want: { system: [{ type: "text", text: "a" }, { type: "text", text: "b" }], messages: [{ role: "user", content: "Hi" }] },
    warn: ["system_hoisted"],
  }],
  ["systemMessages hoist with nothing to hoist: one system message is still a string", {
    given: [{ role: "system", content: "a" }, { role: "user", content: "Hi" }],
    options: { systemMessages: "hoist" },
    want: { system: "a", messages: [{ role: "user", content: "Hi" }] },
  }],
  ["tool calls → tool_use with parsed input; all results of the turn in one user message, before its text", {
    given: [
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: "Checking.", toolCalls: [call("c1", '{"city":"Paris"}', "weather"), call("c2", '{"city":"Rome"}', "weather")] },
      { role: "tool", toolCallId: "c1", name: "weather", content: "18C" },
      { role: "tool", toolCallId: "c2", name: "weather", content: "", images: [{ type: "image", mimeType: "image/png", data: PNG }], isError: true },
      { role: "user", content: "Thanks" },
    ],
    want: { messages: [
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: [
        { type: "text", text: "Checking." },
        { type: "tool_use", id: "c1", name: "weather", input: { city: "Paris" } },
        { type: "tool_use", id: "c2", name: "weather", input: { city: "Rome" } },
      ] },
      { role: "user", content: [
        { type: "tool_result", tool_use_id: "c1", content: "18C" },
        { type: "tool_result", tool_use_id: "c2", content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: PNG } }], is_error: true },
        { type: "text", text: "Thanks" },
      ] },
    ] },
  }],
  ["a tool result after the user's text still goes first, reported", {
    given: [
      { role: "assistant", content: "", toolCalls: [call("c1")] },
      { role: "user", content: "here:" },
      { role: "tool", toolCallId: "c1", name: "f", content: "1" },
    ],
    want: { messages: [
      { role: "assistant", content: [{ type: "tool_use", id: "c1", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: "1" }, { type: "text", text: "here:" }] },
    ] },
    warn: ["content_reordered"],
  }],
  ["call ids Claude rejects are mapped the same way for the call and its result, each reported", {
    given: [
      { role: "assistant", content: "", toolCalls: [call("call_1|fc_2"), call("x".repeat(70))] },
      { role: "tool", toolCallId: "call_1|fc_2", name: "f", content: "1" },
      { role: "tool", toolCallId: "x".repeat(70), name: "f", content: "2" },
    ],
    want: { messages: [
      { role: "assistant", content: [
        { type: "tool_use", id: "call_1_fc_2_v2zget", name: "f", input: {} },
        { type: "tool_use", id: `${"x".repeat(48)}_xa64cd`, name: "f", input: {} },
      ] },
      { role: "user", content: [
        { type: "tool_result", tool_use_id: "call_1_fc_2_v2zget", content: "1" },
        { type: "tool_result", tool_use_id: `${"x".repeat(48)}_xa64cd`, content: "2" },
      ] },
    ] },
    warn: ["call_id_mapped", "call_id_mapped", "call_id_mapped", "call_id_mapped"],
  }],
  ["arguments that are not a JSON object: {} and a warning; custom calls wrapped, reported; re-spaced JSON reported", {
    given: [{ role: "assistant", content: "", toolCalls: [call("a", "not json"), call("b", "[1]"), { id: "c", type: "custom", name: "sh", arguments: "ls -l" }, call("d", '{ "k": 1 }')] }],
    want: { messages: [{ role: "assistant", content: [
      { type: "tool_use", id: "a", name: "f", input: {} },
      { type: "tool_use", id: "b", name: "f", input: {} },
      { type: "tool_use", id: "c", name: "sh", input: { input: "ls -l" } },
      { type: "tool_use", id: "d", name: "f", input: { k: 1 } },
    ] }] },
    warn: ["arguments_not_object", "arguments_not_object", "custom_call_as_tool_use", "arguments_reserialized"],
  }],
  ["Anthropic's thinking goes back verbatim, first; consecutive assistant messages merge into one", {
    given: [
      { role: "user", content: "q" },
      { role: "assistant", content: "a", toolCalls: [call("c1")], reasoningItems: { provider: "anthropic", items: [thinking] } },
      { role: "assistant", content: "", toolCalls: [call("c2")], reasoningItems: { provider: "anthropic", items: [redacted, { ...thinking, signature: "other" }] } },
    ],
    want: { messages: [
      { role: "user", content: "q" },
      { role: "assistant", content: [
        thinking, { type: "text", text: "a" }, { type: "tool_use", id: "c1", name: "f", input: {} },
        redacted, { ...thinking, signature: "other" }, { type: "tool_use", id: "c2", name: "f", input: {} },
      ] },
    ] },
  }],
  ["reasoning items made from thinking (through items) become thinking blocks again", {
    given: [{ role: "assistant", content: "4", reasoningItems: { provider: "anthropic", items: [
      { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Let me think." }], encrypted_content: thinking.signature },
      { type: "reasoning", id: "rs_2", summary: [], encrypted_content: redacted.data },
      { type: "reasoning", id: "rs_3", summary: [] },
    ] } }],
    want: { messages: [{ role: "assistant", content: [thinking, redacted, { type: "text", text: "4" }] }] },
    warn: ["reasoning_id_dropped", "reasoning_id_dropped", "invalid_reasoning_item"],
  }],
  ["another provider's reasoning and unsigned reasoning text are dropped, reported", {
    given: [{ role: "assistant", content: "4", reasoning: "I added.", reasoningDetails: [{}], reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs", summary: [] }] } }],
    want: { messages: [{ role: "assistant", content: "4" }] },
    warn: ["reasoning_dropped", "reasoning_details_dropped", "reasoning_provider_mismatch"],
  }],
  ["consecutive user messages merge, reported; empty text never written; an empty final assistant message is kept", {
    given: [{ role: "user", content: "a" }, { role: "user", content: [{ type: "text", text: "" }, { type: "text", text: "b" }] }, { role: "assistant", content: "" }],
    want: { messages: [{ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }, { role: "assistant", content: "" }] },
    warn: ["messages_merged", "empty_text_dropped"],
  }],
  ["user media: images, PDF, text file, URLs and file ids", {
    given: [{ role: "user", content: [
      { type: "image", mimeType: "image/png", data: PNG, detail: "low" },
      { type: "imageUrl", url: "https://x.test/a.png" },
      { type: "file", mimeType: "application/pdf", data: "JVBERi0=", filename: "a.pdf" },
      { type: "file", mimeType: "text/plain", data: "aMOpbGxv" },
      { type: "file", mimeType: "audio/mpeg", data: "AAAA" },
      { type: "fileUrl", url: "https://x.test/a.pdf" },
      { type: "fileId", fileId: "file_1" },
    ] }],
    want: { messages: [{ role: "user", content: [
      { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
      { type: "image", source: { type: "url", url: "https://x.test/a.png" } },
      { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERi0=" }, title: "a.pdf" },
      { type: "document", source: { type: "text", media_type: "text/plain", data: "héllo" } },
      { type: "document", source: { type: "url", url: "https://x.test/a.pdf" } },
      { type: "document", source: { type: "file", file_id: "file_1" } },
    ] }] },
    warn: ["detail_dropped", "unsupported_content", "file_id_unresolvable"],
  }],
  ["what Claude has no slot for is reported", {
    given: [
      { role: "user", content: "q", name: "ann" },
      { role: "assistant", content: "", refusal: "No.", audioId: "audio_1", toolCalls: [{ ...call("c"), thoughtSignature: "sig" }] },
      { role: "tool", toolCallId: "c", name: "g", content: "1" },
    ],
    want: { messages: [
      { role: "user", content: "q" },
      { role: "assistant", content: [{ type: "text", text: "No." }, { type: "tool_use", id: "c", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "c", content: "1" }] },
    ] },
    warn: ["name_dropped", "refusal_as_text", "audio_dropped", "thought_signature_dropped", "tool_name_dropped"],
  }],
];

describe("toClaudeMessages", () => {
  it.each(rows)("%s", (_name, { given, options, want, warn = [] }) => {
    const before = structuredClone(given);
    const { out, warnings } = write(given, options);
    expect(out).toEqual(want);
    expect(codes(warnings)).toEqual(warn);
    expect(given).toEqual(before);
  });

  it("a mapped id never collides with an id the history keeps", () => {
    // "a_b_4la3gs" is what "a.b" maps to on its own; here the history already uses it.
    const { out } = write([{ role: "assistant", content: "", toolCalls: [call("a.b"), call("a_b_4la3gs")] }]);
    const ids = (out.messages[0]!.content as { id: string }[]).map((b) => b.id);
    expect(ids).toEqual(["a_b_4la3gs_2", "a_b_4la3gs"]);
  });

  it("strict mode throws the warnings", () => {
    expect(() => toClaudeMessages([{ role: "developer", content: "x" }], { strict: true })).toThrow(/developer_as_system|developer/);
  });

  it.each<[string, unknown, unknown]>([
    ["not an array", {}, undefined],
    ["invalid message", [{ role: "user" }], undefined],
    ["unknown systemMessages", [], { systemMessages: "drop" }],
  ])("%s → ContractError", (_name, value, options) => {
    expect(() => toClaudeMessages(value as never, options as never)).toThrow(ContractError);
  });
});

describe("convert to and from a Claude request body", () => {
  it("every request key the conversion does not carry is named", () => {
    const body = {
      model: "claude-sonnet-4-5", max_tokens: 1024, sytem: "typo", tools: [], tool_choice: { type: "auto" as const },
      thinking: { type: "enabled" as const, budget_tokens: 2000 }, metadata: { user_id: "u" },
      system: "Be brief.", messages: [{ role: "user", content: "Hi" }] satisfies ClaudeMessage[],
    };
    const { out, warnings } = withWarnings((onWarning) => convert(body, { from: "claude", to: "claude", onWarning }));
    expect(out).toEqual({ system: "Be brief.", messages: [{ role: "user", content: "Hi" }] });
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual([
      "request_field_dropped /model", "request_field_dropped /max_tokens", "unknown_request_field /sytem", "request_field_dropped /tools",
      "request_field_dropped /tool_choice", "request_field_dropped /thinking", "request_field_dropped /metadata",
    ]);
    expect(() => convert(body, { from: "claude", to: "claude", strict: true })).toThrow(ContractError);
  });

  it("warnings of the writer point into the request body", () => {
    const body: ClaudeRequest = { messages: [{ role: "user", content: [{ type: "image", source: { type: "url", url: "https://x.test/a.png" } }] }] };
    const { warnings } = withWarnings((onWarning) => convert(body, { from: "claude", to: "chat-completions", onWarning }));
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual([]);
    const pdf: ClaudeRequest = { system: [{ type: "text", text: "s", cache_control: { type: "ephemeral" } }], messages: [] };
    const second = withWarnings((onWarning) => convert(pdf, { from: "claude", to: "items", onWarning }));
    expect(second.warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["cache_control_dropped /system/0/cache_control"]);
  });

  it.each<[string, unknown, string]>([
    ["a body without messages", { system: "x" }, "/messages"],
    ["a body whose messages are invalid", { messages: [{ role: "tool", content: "x" }] }, "/messages/0/role"],
    ["a body whose system is not text", { system: [{ type: "image" }], messages: [] }, "/system/0"],
    ["neither an array nor a body", 42, ""],
  ])("%s → ContractError at its path", (_name, value, path) => {
    try {
      convert(value as never, { from: "claude", to: "chat" });
      expect.unreachable();
    } catch (error) {
      expect((error as ContractError).issues[0]!.path.startsWith(path)).toBe(true);
    }
  });
});
