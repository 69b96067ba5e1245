// The requests a writer must not send as they are: each case is one the vendor refuses, with the
// repair or warning the writer gives instead (the rule tables are in src/validate/rules/).
import { describe, expect, it } from "vitest";
import {
  ContractError, convert, toChatCompletionMessages, toClaudeMessages, toGeminiContents,
  type ChatMessage, type ClaudeMessage, type ConversionWarning, type GeminiContent,
} from "../../src/index.js";

function run<T>(f: (onWarning: (w: ConversionWarning) => void) => T): { out: T; warnings: string[] } {
  const warnings: string[] = [];
  const out = f((w) => warnings.push(`${w.code} ${w.path}`));
  return { out, warnings };
}

const call = (id: string) => ({ id, name: "f", arguments: "{}" });
const pdf = "JVBERi0xLjQ=";

describe("Chat Completions: tool messages right after their calls", () => {
  it("a Claude turn [text, tool_use, text, tool_use] becomes one assistant message, answered by the tool messages after it", () => {
    const claude: ClaudeMessage[] = [
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: [
        { type: "text", text: "Paris first." }, { type: "tool_use", id: "t1", name: "weather", input: { city: "Paris" } },
        { type: "text", text: "Now Rome." }, { type: "tool_use", id: "t2", name: "weather", input: { city: "Rome" } },
      ] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "18C" }, { type: "tool_result", tool_use_id: "t2", content: "21C" }] },
    ];
    const { out, warnings } = run((onWarning) => convert(claude, { from: "claude", to: "chat-completions", onWarning }));
    expect(out).toEqual([
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: [{ type: "text", text: "Paris first." }, { type: "text", text: "Now Rome." }], tool_calls: [
        { id: "t1", type: "function", function: { name: "weather", arguments: '{"city":"Paris"}' } },
        { id: "t2", type: "function", function: { name: "weather", arguments: '{"city":"Rome"}' } },
      ] },
      { role: "tool", tool_call_id: "t1", content: "18C" },
      { role: "tool", tool_call_id: "t2", content: "21C" },
    ]);
    expect(warnings).toEqual(["assistant_tool_calls_merged /1/content"]);
  });

  it("two hub assistant messages with tool calls in a row are merged, reasoning joined in order (DeepSeek)", () => {
    const hub: ChatMessage[] = [
      { role: "user", content: "go" },
      { role: "assistant", content: "", reasoning: "a", toolCalls: [call("c1")] },
      { role: "assistant", content: "", reasoning: "b", toolCalls: [call("c2")] },
      { role: "tool", toolCallId: "c1", name: "f", content: "1" },
      { role: "tool", toolCallId: "c2", name: "f", content: "2" },
    ];
    const { out, warnings } = run((onWarning) => toChatCompletionMessages(hub, { dialect: "deepseek", onWarning }));
    expect(out[1]).toEqual({ role: "assistant", content: null, reasoning_content: "ab", tool_calls: [
      { id: "c1", type: "function", function: { name: "f", arguments: "{}" } }, { id: "c2", type: "function", function: { name: "f", arguments: "{}" } },
    ] });
    expect(out).toHaveLength(4);
    expect(warnings).toEqual(["assistant_tool_calls_merged /2"]);
  });
});

describe("Chat Completions: files each server takes", () => {
  const user = (mimeType: string, filename?: string): ChatMessage[] => [{ role: "user", content: [
    { type: "text", text: "read this" }, { type: "file", mimeType, data: pdf, ...(filename && { filename }) },
  ] }];
  for (const mimeType of ["video/mp4", "audio/ogg", "text/markdown", "text/plain", "application/zip"]) {
    it(`OpenAI takes PDF files only: a ${mimeType} file part is dropped, reported`, () => {
      const { out, warnings } = run((onWarning) => toChatCompletionMessages(user(mimeType, "a"), { onWarning }));
      expect(out).toEqual([{ role: "user", content: [{ type: "text", text: "read this" }] }]);
      expect(warnings).toEqual(["file_type_unsupported /0/content/1"]);
    });
  }
  it("an inline PDF without a filename gets file.pdf, reported", () => {
    const { out, warnings } = run((onWarning) => toChatCompletionMessages(user("application/pdf"), { onWarning }));
    expect(out[0]).toEqual({ role: "user", content: [{ type: "text", text: "read this" }, { type: "file", file: { file_data: `data:application/pdf;base64,${pdf}`, filename: "file.pdf" } }] });
    expect(warnings).toEqual(["filename_added /0/content/1"]);
  });
  it("DeepSeek takes text parts only: an image is dropped, reported", () => {
    const hub: ChatMessage[] = [{ role: "user", content: [{ type: "text", text: "see" }, { type: "imageUrl", url: "https://example.com/a.png" }] }];
    const { out, warnings } = run((onWarning) => toChatCompletionMessages(hub, { dialect: "deepseek", onWarning }));
    expect(out).toEqual([{ role: "user", content: [{ type: "text", text: "see" }] }]);
    expect(warnings).toEqual(["content_part_unsupported /0/content/1"]);
  });
  it("a user message whose every part was dropped is left out, not sent as content: []", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "hi" }, { role: "user", content: [{ type: "imageFileId", fileId: "file-1" }] }];
    const { out, warnings } = run((onWarning) => toChatCompletionMessages(hub, { onWarning }));
    expect(out).toEqual([{ role: "user", content: "hi" }]);
    expect(warnings).toEqual(["empty_message_dropped /1", "unsupported_content /1/content/0"]);
  });
});

describe("Claude", () => {
  it("the final assistant message's trailing whitespace is trimmed, reported", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "Say hi" }, { role: "assistant", content: "Hi \n" }];
    const { out, warnings } = run((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(out.messages[1]).toEqual({ role: "assistant", content: "Hi" });
    expect(warnings).toEqual(["trailing_whitespace /1/content"]);
  });
  it("an empty final assistant message is kept (Claude takes one, as an empty prefill); an empty earlier one is left out", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "a" }, { role: "assistant", content: "" }, { role: "user", content: "b" }, { role: "assistant", content: "" }];
    expect(run((onWarning) => toClaudeMessages(hub, { onWarning }))).toEqual({ out: { messages: [
      { role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }, { role: "assistant", content: "" },
    ] }, warnings: ["empty_message_dropped /1", "messages_merged /2"] });
  });
  it("a final assistant message of only whitespace is trimmed to an empty one, kept (Claude takes it), reported", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "a" }, { role: "assistant", content: " \n" }];
    expect(run((onWarning) => toClaudeMessages(hub, { onWarning }))).toEqual({
      out: { messages: [{ role: "user", content: "a" }, { role: "assistant", content: "" }] }, warnings: ["trailing_whitespace /1/content"],
    });
  });
  it("Claude → Claude gives an empty final assistant message back as it was, content \"\" or []", () => {
    for (const content of ["", []]) {
      const claude = { messages: [{ role: "user", content: "a" }, { role: "assistant", content }] };
      expect(run((onWarning) => convert(claude as never, { from: "claude", to: "claude", onWarning }))).toEqual({ out: claude, warnings: [] });
    }
  });
  it("whitespace inside the history (not the final assistant message) is kept", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "a " }, { role: "assistant", content: "b " }, { role: "user", content: "c " }];
    expect(run((onWarning) => toClaudeMessages(hub, { onWarning }))).toEqual({ out: { messages: [
      { role: "user", content: "a " }, { role: "assistant", content: "b " }, { role: "user", content: "c " },
    ] }, warnings: [] });
  });
  it("a thinking block with an empty signature is not replayed, reported", () => {
    const hub: ChatMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "a", reasoningItems: { provider: "anthropic", items: [{ type: "thinking", thinking: "t", signature: "" }] } },
    ];
    const { out, warnings } = run((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(out.messages[1]).toEqual({ role: "assistant", content: "a" });
    expect(warnings).toEqual(["invalid_signature /1/reasoningItems/items/0"]);
  });
  it("two results for one call are warned without strict", () => {
    const claude: ClaudeMessage[] = [
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "1" }, { type: "tool_result", tool_use_id: "t1", content: "2" }] },
    ];
    const { warnings } = run((onWarning) => convert(claude, { from: "claude", to: "claude", onWarning }));
    expect(warnings).toEqual(["duplicate_tool_result /1/content/1/tool_use_id"]);
  });
  it("a call with no result before the next user text is warned without strict", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "q" }, { role: "assistant", content: "", toolCalls: [call("c1")] }, { role: "user", content: "never mind" }];
    const { warnings } = run((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(warnings).toEqual(["tool_use_without_tool_result /1/toolCalls/0"]);
  });
  it("a system message kept in place says the API refuses it without the beta", () => {
    const warnings: ConversionWarning[] = [];
    toClaudeMessages([{ role: "user", content: "Hi" }, { role: "system", content: "Be formal." }, { role: "user", content: "ok" }], { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.code)).toEqual(["system_kept_in_place"]);
    expect(warnings[0]!.message).toMatch(/refuses it unless the request opts into the mid-conversation system beta/);
  });
});

describe("Gemini", () => {
  const signed = (thoughtSignature: string): GeminiContent[] => [
    { role: "user", parts: [{ text: "go" }] },
    { role: "model", parts: [{ functionCall: { name: "f", args: {} }, thoughtSignature }] },
    { role: "user", parts: [{ functionResponse: { name: "f", response: { output: "1" } } }] },
  ];
  it("a thoughtSignature that is not base64 is dropped, reported (Gemini → Gemini)", () => {
    const { out, warnings } = run((onWarning) => convert(signed("not!valid!!signature@@"), { from: "gemini", to: "gemini", onWarning }));
    expect(out.contents[1]).toEqual({ role: "model", parts: [{ functionCall: { name: "f", args: {} } }] });
    expect(warnings).toEqual(["thought_signature_missing /1/parts/0", "invalid_thought_signature /1/parts/0/thoughtSignature"]);
  });
  it("the same from a Chat Completions extra_content.google.thought_signature", () => {
    const messages = [
      { role: "user" as const, content: "go" },
      { role: "assistant" as const, content: null, tool_calls: [{ id: "c1", type: "function" as const, function: { name: "f", arguments: "{}" }, extra_content: { google: { thought_signature: "not!valid!!signature@@" } } }] },
      { role: "tool" as const, tool_call_id: "c1", content: "1" },
    ];
    const { warnings } = run((onWarning) => convert(messages, { from: "chat-completions", to: "gemini", onWarning }));
    expect(warnings).toContain("invalid_thought_signature /1/tool_calls/0/extra_content/google/thought_signature");
  });
  for (const ok of ["skip_thought_signature_validator", "CiIBVKhc7oDvdZ8rF-3_w_k", "CiIBVKhc7oDvdZ8rF+3/w/k=", "c2ln"]) {
    it(`${ok} is kept`, () => {
      const { out, warnings } = run((onWarning) => convert(signed(ok), { from: "gemini", to: "gemini", onWarning }));
      expect(out.contents).toEqual(signed(ok));
      expect(warnings).toEqual([]);
    });
  }
  it("an orphan functionResponse with an id is warned, not only one without", () => {
    const hub: ChatMessage[] = [{ role: "user", content: "q" }, { role: "tool", toolCallId: "call_9", name: "f", content: "1" }];
    const { warnings } = run((onWarning) => toGeminiContents(hub, { onWarning }));
    expect(warnings).toEqual(["function_response_without_call /1"]);
  });
});

describe("strict mode and the rule codes", () => {
  const hub: ChatMessage[] = [{ role: "user", content: "Say hi" }, { role: "assistant", content: "Hi " }];
  it("a repair is a warning, so strict throws it", () => {
    expect(() => toClaudeMessages(hub, { strict: true })).toThrow(ContractError);
  });
  it("strict: { allow } names the rule's code", () => {
    expect(toClaudeMessages(hub, { strict: { allow: ["trailing_whitespace"] } }).messages[1]).toEqual({ role: "assistant", content: "Hi" });
  });
});
