// The losses issue 20 reproduced, as tests: Claude → Claude is the identity, Claude → Responses carries
// what both carry, Claude thinking reaches DeepSeek, the reader knows its own provider, and Chat
// Completions `extra_content` comes back whole.
import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ClaudeRequest, Item } from "../../generated/types.js";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { codes, deepFreeze, expectValidChat, expectValidItems } from "./helpers.js";

function run(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings };
}

const ephemeral = { type: "ephemeral" } as const;
const png = { type: "base64", media_type: "image/png", data: "iVBORw0KGgo=" } as const;

/** A request using what only Claude has, on every kind of block. */
const claudeRequest: ClaudeRequest = {
  system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral", ttl: "1h" } }, { type: "text", text: "Cite.", cache_control: ephemeral }],
  messages: [
    {
      role: "user",
      content: [
        { type: "text", text: "Look at these", cache_control: ephemeral },
        { type: "image", source: { type: "url", url: "https://example.com/a.png" }, cache_control: ephemeral },
        { type: "document", source: { type: "url", url: "https://example.com/a.pdf" }, title: "a.pdf", context: "the report", citations: { enabled: true } },
        { type: "search_result", source: "https://example.com", title: "Example", content: [{ type: "text", text: "found" }] },
      ],
    },
    {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "I should search.", signature: "c2lnbmF0dXJl" },
        { type: "server_tool_use", id: "srvtoolu_1", name: "web_search", input: { query: "a" } },
        { type: "web_search_tool_result", tool_use_id: "srvtoolu_1", content: [{ type: "web_search_result", url: "https://example.com", title: "Ex", encrypted_content: "ZW5j" }] },
        { type: "text", text: "It says so.", citations: [{ type: "web_search_result_location", url: "https://example.com", title: "Ex", encrypted_index: "aWR4", cited_text: "so" }] },
        { type: "tool_use", id: "toolu_1", name: "look", input: { at: 1 }, cache_control: ephemeral },
      ],
    },
    {
      role: "user",
      content: [
        {
          type: "tool_result",
          tool_use_id: "toolu_1",
          cache_control: ephemeral,
          content: [
            { type: "text", text: "caption one" },
            { type: "image", source: png },
            { type: "text", text: "caption two" },
            { type: "image", source: { type: "url", url: "https://example.com/b.png" } },
            { type: "document", source: { type: "url", url: "https://example.com/b.pdf" } },
          ],
        },
      ],
    },
  ],
};

describe("Claude → Claude is the identity", () => {
  it("keeps cache_control (system included), citations, server-tool blocks, search results and tool_result order", () => {
    const { out, warnings } = run(claudeRequest, { from: "claude", to: "claude" });
    expect(warnings).toEqual([]);
    expect(out).toEqual(claudeRequest);
  });

  it("the hub in between is a valid ChatMessage[] that comes back the same", () => {
    const { out: hub, warnings } = run(claudeRequest, { from: "claude", to: "chat" });
    expect(warnings).toEqual([]);
    expectValidChat(hub as never);
    const back = run(hub, { from: "chat", to: "claude" });
    expect(back.warnings).toEqual([]);
    expect(back.out).toEqual(claudeRequest);
  });
});

describe("Claude → Responses carries what both carry", () => {
  const request: ClaudeRequest = {
    messages: [
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "look", input: {} }] },
      {
        role: "user",
        content: [{
          type: "tool_result",
          tool_use_id: "toolu_1",
          content: [
            { type: "text", text: "one" },
            { type: "text", text: "two" },
            { type: "document", source: { type: "base64", media_type: "application/pdf", data: "JVBERg==" }, title: "r.pdf" },
            { type: "document", source: { type: "url", url: "https://example.com/b.pdf" } },
            { type: "image", source: { type: "url", url: "https://example.com/b.png" } },
          ],
        }],
      },
    ],
  };

  it("writes a tool_result's texts, PDFs, URL documents and URL images as function_call_output parts, in order", () => {
    const { out, warnings } = run(request, { from: "claude", to: "items" });
    expect(codes(warnings)).toEqual([]);
    expectValidItems(out as Item[]);
    expect((out as Item[])[1]).toEqual({
      type: "function_call_output",
      call_id: "toolu_1",
      output: [
        { type: "input_text", text: "one" },
        { type: "input_text", text: "two" },
        { type: "input_file", file_data: "data:application/pdf;base64,JVBERg==", filename: "r.pdf" },
        { type: "input_file", file_url: "https://example.com/b.pdf" },
        { type: "input_image", detail: "auto", image_url: "https://example.com/b.png" },
      ],
    });
  });
});

describe("Claude thinking reaches DeepSeek's reasoning_content", () => {
  const request: ClaudeRequest = {
    messages: [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [{ type: "thinking", thinking: "Call the tool.", signature: "c2ln" }, { type: "tool_use", id: "toolu_1", name: "weather", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_1", content: "sunny" }] },
    ],
  };

  it("as reasoning_content, with the signed block warned (DeepSeek cannot take it)", () => {
    const { out, warnings } = run(request, { from: "claude", to: "chat-completions", dialect: "deepseek" });
    expect((out as ChatCompletionMessage[])[1]).toMatchObject({ role: "assistant", reasoning_content: "Call the tool." });
    expect(codes(warnings)).not.toContain("reasoning_content_missing");
    expect(warnings.map((w) => w.path)).toEqual(["/messages/1/content/0"]);
  });

  it("as the hub's reasoning, beside the signed block kept byte for byte", () => {
    const { out } = run(request, { from: "claude", to: "chat" });
    expect((out as unknown[])[1]).toMatchObject({
      reasoning: "Call the tool.",
      reasoningItems: { provider: "anthropic", items: [{ type: "thinking", thinking: "Call the tool.", signature: "c2ln" }] },
    });
  });
});

describe("the Claude reader knows its own provider", () => {
  const request: ClaudeRequest = {
    messages: [
      { role: "user", content: "Hi" },
      { role: "assistant", content: [{ type: "thinking", thinking: "hm", signature: "c2ln" }, { type: "text", text: "Hello" }] },
    ],
  };
  const reasoningId = (path: string) => `rs_${path.replace(/\D+/g, "_")}`;

  it('thinking: "reasoning-items" writes the reasoning items without provider: "anthropic"', () => {
    const { out, warnings } = run(request, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId });
    expect(warnings).toEqual([]);
    expect((out as Item[])[1]).toMatchObject({ type: "reasoning", summary: [{ type: "summary_text", text: "hm" }], encrypted_content: "c2ln" });
  });

  it('provider: "claude" is the same as "anthropic"', () => {
    const { out, warnings } = run(request, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId, provider: "claude" });
    expect(warnings).toEqual([]);
    expect((out as Item[])[1]).toMatchObject({ type: "reasoning" });
  });
});

describe("Chat Completions extra_content comes back whole", () => {
  const history = (extra: object, more: object = {}): ChatCompletionMessage[] => [
    { role: "user", content: "Hi" },
    { role: "assistant", content: null, ...more, tool_calls: [{ id: "call_1", type: "function", function: { name: "f", arguments: "{}" }, extra_content: extra } as never] },
    { role: "tool", tool_call_id: "call_1", content: "ok" },
  ];
  const withSignature = history({ google: { thought_signature: "c2ln", other: 1 }, vendor: { x: [1, 2] } });

  it("chat-completions (gemini) → hub → chat-completions keeps every key of it", () => {
    const { out, warnings } = run(withSignature, { from: "chat-completions", to: "chat-completions", dialect: "gemini" });
    expect(warnings).toEqual([]);
    expect(out).toEqual(withSignature);
  });

  for (const dialect of ["openai", "deepseek", "openrouter"]) {
    it(`chat-completions (${dialect}) → hub → chat-completions keeps the keys of other vendors`, () => {
      // DeepSeek's thinking mode wants the reasoning of a tool-calling turn back.
      const messages = history({ vendor: { x: [1, 2] } }, dialect === "deepseek" ? { reasoning_content: "r" } : {});
      const { out, warnings } = run(messages, { from: "chat-completions", to: "chat-completions", dialect });
      expect(warnings).toEqual([]);
      expect(out).toEqual(messages);
    });
  }

  it("other targets name what they drop of it, at its path", () => {
    for (const to of ["items", "claude", "gemini"]) {
      const { warnings } = run(withSignature, { from: "chat-completions", to });
      expect(warnings.filter((w) => w.code === "extra_content_dropped").map((w) => w.path)).toEqual(["/1/tool_calls/0/extra_content"]);
    }
  });
});

describe("extra_content's google entry without a signature to write", () => {
  it("is dropped with a warning, so the output stays valid (its schema wants thought_signature)", () => {
    const hub = [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: "{}", thoughtSignature: "c2ln", extraContent: { google: { cached: true }, vendor: { x: 1 } } }] },
      { role: "tool", toolCallId: "c", name: "f", content: "ok" },
    ];
    const { out, warnings } = run(hub, { from: "chat", to: "chat-completions" });
    expect((out as ChatCompletionMessage[])[1]).toMatchObject({ tool_calls: [{ id: "c", extra_content: { vendor: { x: 1 } } }] });
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["thought_signature_dropped /1/toolCalls/0/thoughtSignature", "extra_content_dropped /1/toolCalls/0/extraContent/google"]);
  });
});
