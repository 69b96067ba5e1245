// Losses are named, and every warning points at the node it is about: not at a predecessor, not at
// the next item, not at a node the input does not have, and once per dropped block.
import { describe, expect, it } from "vitest";
import { convert, fromGeminiContents, toChatCompletionMessages, type ChatMessage, type ConversionWarning, type FormatName } from "../../src/index.js";

function warned(input: unknown, from: FormatName, to: FormatName, options: Record<string, unknown> = {}): [string, string][] {
  const warnings: ConversionWarning[] = [];
  convert(input as never, { from, to, ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
  return warnings.map((w) => [w.code, w.path]);
}

describe("losses that were silent", () => {
  it("an image by URL written to Gemini is warned: it reads back as a file", () => {
    const hub: ChatMessage[] = [{ role: "user", content: [{ type: "imageUrl", url: "https://x.test/a.png" }] }];
    expect(warned(hub, "chat", "gemini")).toContainEqual(["image_kind_dropped", "/0/content/0"]);
  });

  it("a Gemini user content with parts: [] is kept as an empty user message", () => {
    const contents = [{ role: "user", parts: [] }, { role: "model", parts: [{ text: "hi" }] }];
    expect(fromGeminiContents(contents)).toEqual([{ role: "user", content: [] }, { role: "assistant", content: "hi" }]);
  });

  it("an empty systemInstruction is warned, not dropped silently", () => {
    const request = { systemInstruction: { parts: [] }, contents: [{ role: "user", parts: [{ text: "hi" }] }] };
    expect(warned(request, "gemini", "chat")).toEqual([["empty_message_dropped", "/systemInstruction"]]);
  });

  it("a Claude system message with content: [] is warned", () => {
    const claude = [{ role: "system", content: [] }, { role: "user", content: "hi" }];
    expect(warned(claude, "claude", "chat")).toEqual([["empty_message_dropped", "/0"]]);
  });

  it("a Responses reasoning item's content (its reasoning text) is warned on the way to Claude", () => {
    const items = [
      { type: "message", role: "user", content: "q" },
      { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "s" }], content: [{ type: "reasoning_text", text: "the chain" }], encrypted_content: "ZW5j" },
      { type: "message", role: "assistant", content: "a" },
    ];
    const got = warned(items, "items", "claude", { provider: "anthropic" });
    expect(got).toContainEqual(["field_dropped", "/1/content"]);
    expect(got).toContainEqual(["reasoning_id_dropped", "/1/id"]);
  });

  it.each([["audio/x-wav", "wav"], ["audio/mp3", "mp3"]])("a %s file written as input_audio is warned: it reads back as another type", (mimeType) => {
    const hub: ChatMessage[] = [{ role: "user", content: [{ type: "file", mimeType, data: "QUJD" }] }];
    expect(warned(hub, "chat", "chat-completions")).toEqual([["media_type_changed", "/0/content/0/mimeType"]]);
  });
});

describe("warnings point at the node they are about", () => {
  it("tool_name_dropped for a Chat Completions tool message points at the message, which has no name", () => {
    const cc = [{ role: "tool", tool_call_id: "c9", content: "x" }];
    const got = warned(cc, "chat-completions", "items");
    expect(got).toContainEqual(["tool_name_dropped", "/0"]);
  });

  it("after a Chat Completions part only its own wire takes, a later part's warning names that part, not its predecessor", () => {
    const cc = [{ role: "user", content: [
      { type: "file", file: { file_data: "not a data url" } },
      { type: "image_url", image_url: { url: "https://x.test/a.png", detail: "high" } },
    ] }];
    expect(warned(cc, "chat-completions", "claude")).toEqual([
      ["provider_part_dropped", "/0/content/0"],
      ["detail_dropped", "/0/content/1/image_url/detail"],
    ]);
  });

  it("after a Responses part with no hub form (kept for items, dropped elsewhere), a later part's warning names that part", () => {
    const items = [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "auto" },
      { type: "input_image", detail: "high", image_url: "https://x.test/a.png" },
    ] }];
    expect(warned(items, "items", "claude")).toEqual([
      ["provider_part_dropped", "/0/content/0"],
      ["detail_dropped", "/0/content/1/detail"],
    ]);
  });

  it("a dropped reasoning item is reported at the reasoning item, not at the message after it", () => {
    const items = [
      { type: "message", role: "user", content: "q" },
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "ZW5j" },
      { type: "reasoning", id: "rs_2", summary: [], encrypted_content: "ZW5k" },
      { type: "message", role: "assistant", content: "a" },
    ];
    expect(warned(items, "items", "chat-completions", { provider: "openai" })).toEqual([
      ["reasoning_items_dropped", "/1"],
      ["reasoning_items_dropped", "/2"],
    ]);
  });

  it("several dropped thinking blocks get one warning each, at each block", () => {
    const claude = [
      { role: "user", content: "q" },
      { role: "assistant", content: [
        { type: "thinking", thinking: "a", signature: "c2lnMQ==" },
        { type: "redacted_thinking", data: "ZGF0YQ==" },
        { type: "text", text: "answer" },
      ] },
    ];
    expect(warned(claude, "claude", "gemini", { thinking: "blocks" })).toEqual([
      ["reasoning_items_dropped", "/1/content/0"],
      ["reasoning_items_dropped", "/1/content/1"],
    ]);
  });
});

describe("keys that need escaping", () => {
  it("an unknown Claude block key with / or ~ is warned at its escaped pointer (RFC 6901)", () => {
    const claude = [{ role: "user", content: [{ type: "text", text: "hi", "a/b~c": 1 }] }];
    // The hub keeps it for Claude (providerFields); a target without the slot warns it.
    expect(warned(claude, "claude", "items")).toEqual([["field_dropped", "/0/content/0/a~1b~0c"]]);
  });
});

describe("the OpenRouter writer's own paths", () => {
  it("names each entry it drops", () => {
    const hub: ChatMessage[] = [{ role: "assistant", content: "x", reasoningDetails: [null, { type: "reasoning.text", text: "t" }] }];
    const warnings: ConversionWarning[] = [];
    toChatCompletionMessages(hub, { dialect: "openrouter", onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.path)).toEqual(["/0/reasoningDetails/0"]);
  });
});
