// Conversion failures users of other libraries reported around Anthropic thinking signatures (A1–A12)
// and mid-conversation system prompts (G1–G3), each pinned as the behaviour chat-contract gives
// instead (ids from the project's catalogue of failures).
import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, ClaudeResponse, Item } from "../../generated/types.js";
import { convert, fromClaudeMessages, stripReasoning, toChatCompletionMessages, toChatMessages, toClaudeMessages, toGeminiContents, type ConversionWarning } from "../../src/convert/index.js";
import { readResponse } from "../../src/response/read.js";
import { ContractError } from "../../src/validate/issue.js";
import { checkRequestBody } from "../../src/request/check.js";
import { codes, withWarnings } from "./helpers.js";

/** Each warning as `code path`, in order. */
const said = (warnings: ConversionWarning[]) => warnings.map((w) => `${w.code} ${w.path}`);

/** The ContractError `run` throws (the test fails when it throws nothing or something else). */
function refusal(run: () => unknown): ContractError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContractError);
    return error as ContractError;
  }
  throw new Error("expected a ContractError");
}

const THINK = { type: "thinking", thinking: "I should call get_weather.", signature: "EqQBCkgIARABGAIiQL+3ZxH/sig==" } as const;
const THINK2 = { type: "thinking", thinking: "Now report it.", signature: "ErUBCkYIBRgCIkB2second+/sig" } as const;
const REDACTED = { type: "redacted_thinking", data: "EmwKAhgBEgy3va3pzix/LafPsn4a" } as const;
const WEATHER = { type: "tool_use", id: "toolu_01", name: "get_weather", input: { city: "Paris" } } as const;
const RESULT = { type: "tool_result", tool_use_id: "toolu_01", content: "18°C" } as const;

/** A Claude tool loop with thinking: signed thinking, the call, its result. */
const loop: ClaudeMessage[] = [
  { role: "user", content: "Weather in Paris?" },
  { role: "assistant", content: [THINK, WEATHER] },
  { role: "user", content: [RESULT] },
];

/** Reasoning item ids made from the block's path, as `thinking: "reasoning-items"` needs. */
const reasoningId = (path: string) => `rs_${path.replace(/\//g, "_")}`;

describe("A: Anthropic thinking signatures", () => {
  it("A1: a tool turn whose thinking the hub holds is written thinking first; thinking that was never kept is not invented, and its loss is named", () => {
    // The turn as a Claude response hands it over, appended to the history.
    const response: ClaudeResponse = { id: "msg_01", type: "message", role: "assistant", content: [THINK, WEATHER], stop_reason: "tool_use" };
    const history: ChatMessage[] = [
      { role: "user", content: "Weather in Paris?" },
      ...readResponse(response, { from: "claude" }).messages,
      { role: "tool", toolCallId: "toolu_01", name: "get_weather", content: "18°C" },
    ];
    const claude = withWarnings((onWarning) => toClaudeMessages(history, { onWarning }));
    expect(claude.out.messages).toEqual(loop);
    expect(claude.warnings).toEqual([]);

    // Through a Chat Completions hop the blocks cannot travel: said, at the hub's slots.
    const hop = withWarnings((onWarning) => toChatCompletionMessages(history, { onWarning }));
    expect(hop.out[1]).toEqual({ role: "assistant", content: null, tool_calls: [{ id: "toolu_01", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] });
    expect(said(hop.warnings)).toEqual(["reasoning_dropped /1/reasoning", "reasoning_items_dropped /1/reasoningItems"]);

    // Readable reasoning alone is no signed block: it is not sent as one, and the drop is said.
    const texted: ChatCompletionMessage[] = [
      { role: "user", content: "Weather in Paris?" },
      { role: "assistant", content: null, reasoning_content: "I should call get_weather.", tool_calls: [{ id: "toolu_01", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] },
      { role: "tool", tool_call_id: "toolu_01", content: "18°C" },
    ];
    const written = withWarnings((onWarning) => convert(texted, { from: "chat-completions", to: "claude", onWarning }));
    expect(written.out.messages[1]).toEqual({ role: "assistant", content: [WEATHER] });
    expect(said(written.warnings)).toEqual(["reasoning_dropped /1/reasoning_content"]);

    // LiteLLM's `thinking_blocks` is no Chat Completions field here: refused at its path, never dropped silently.
    const litellm = [texted[0], { ...texted[1], thinking_blocks: [THINK] }, texted[2]];
    const error = refusal(() => convert(litellm as unknown as ChatCompletionMessage[], { from: "chat-completions", to: "claude" }));
    expect(error.issues.map((issue) => issue.path)).toEqual(["/1/thinking_blocks"]);
  });

  it("A2: Responses reasoning items made from thinking are kept for Anthropic and written as thinking before the tool_use; without a provider the loss is named", () => {
    const items: Item[] = [
      { type: "message", role: "user", content: "Weather in Paris?" },
      { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: THINK.thinking }], encrypted_content: THINK.signature },
      { type: "function_call", call_id: "toolu_01", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call_output", call_id: "toolu_01", output: "18°C" },
    ];
    const hub = withWarnings((onWarning) => toChatMessages(items, { provider: "anthropic", onWarning }));
    expect(hub.out[1]).toEqual({
      role: "assistant", content: "", toolCalls: [{ id: "toolu_01", name: "get_weather", arguments: '{"city":"Paris"}' }],
      reasoningItems: { provider: "anthropic", items: [items[1]] },
    });
    expect(hub.warnings).toEqual([]);

    const claude = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", provider: "anthropic", onWarning }));
    expect(claude.out.messages).toEqual(loop);
    expect(said(claude.warnings)).toEqual(["reasoning_id_dropped /1/id"]);

    const untagged = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", onWarning }));
    expect(untagged.out.messages[1]).toEqual({ role: "assistant", content: [WEATHER] });
    expect(said(untagged.warnings)).toEqual(["reasoning_provider_missing /1"]);

    const chat = withWarnings((onWarning) => convert(items, { from: "items", to: "chat-completions", provider: "anthropic", onWarning }));
    expect(JSON.stringify(chat.out)).not.toContain(THINK.signature);
    expect(said(chat.warnings)).toEqual(["reasoning_items_dropped /1"]);
  });

  it("A3: a signature travels in the same entry as its text, and an empty one is not sent where Claude refuses it", () => {
    // Accumulating stream deltas is a client's job; at the conversion level the hazard is the
    // signature coming apart from its block or arriving empty.
    const hub = convert(loop, { from: "claude", to: "chat" });
    expect((hub[1] as { reasoningItems?: unknown }).reasoningItems).toEqual({ provider: "anthropic", items: [THINK] });

    const emptied: ChatMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "", toolCalls: [{ id: "toolu_01", name: "f", arguments: "{}" }], reasoningItems: { provider: "anthropic", items: [{ type: "thinking", thinking: "x", signature: "" }] } },
      { role: "tool", toolCallId: "toolu_01", name: "f", content: "1" },
    ];
    const written = withWarnings((onWarning) => toClaudeMessages(emptied, { onWarning }));
    expect(written.out.messages[1]).toEqual({ role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "f", input: {} }] });
    expect(said(written.warnings)).toEqual(["invalid_signature /1/reasoningItems/items/0"]);

    const fromClaude = withWarnings((onWarning) => convert([
      { role: "user", content: "q" },
      { role: "assistant", content: [{ type: "thinking", thinking: "x", signature: "" }, { type: "text", text: "a" }] },
    ], { from: "claude", to: "claude", onWarning }));
    expect(fromClaude.out.messages).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "a" }]);
    expect(said(fromClaude.warnings)).toEqual(["invalid_signature /1/content/0"]);

    // OpenRouter's reasoning_details, signature included, come back to OpenRouter as they were.
    const openrouter: ChatCompletionMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: null, reasoning: "abc", reasoning_details: [{ type: "reasoning.text", text: "abc", signature: "eyJzaWci", format: "anthropic-claude-v1", index: 0 }], tool_calls: [{ id: "toolu_1", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "toolu_1", content: "1" },
    ];
    const back = withWarnings((onWarning) => convert(openrouter, { from: "chat-completions", to: "chat-completions", dialect: "openrouter", onWarning }));
    expect(back.out).toEqual(openrouter);
    expect(back.warnings).toEqual([]);
  });

  it("A4: thinking rebuilt without its signature is not replayed, and a message left with nothing is dropped, never sent empty", () => {
    const unsigned: ChatMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "", reasoningItems: { provider: "anthropic", items: [{ type: "thinking", thinking: "stored text" }] } },
      { role: "user", content: "next" },
    ];
    const written = withWarnings((onWarning) => toClaudeMessages(unsigned, { onWarning }));
    expect(written.out).toEqual({ messages: [{ role: "user", content: [{ type: "text", text: "q" }, { type: "text", text: "next" }] }] });
    expect(said(written.warnings)).toEqual(["empty_message_dropped /1", "invalid_reasoning_item /1/reasoningItems/items/0", "messages_merged /2"]);

    // Only the readable text was stored: no thinking block is made of it.
    const stored = withWarnings((onWarning) => toClaudeMessages([
      { role: "user", content: "q" }, { role: "assistant", content: "ok", reasoning: "stored text" }, { role: "user", content: "next" },
    ], { onWarning }));
    expect(stored.out.messages[1]).toEqual({ role: "assistant", content: "ok" });
    expect(said(stored.warnings)).toEqual(["reasoning_dropped /1/reasoning"]);

    // A Claude block without a signature is invalid input, refused at its path.
    const error = refusal(() => convert([
      { role: "user", content: "q" }, { role: "assistant", content: [{ type: "thinking", thinking: "stored text" }, { type: "text", text: "a" }] },
    ] as unknown as ClaudeMessage[], { from: "claude", to: "claude" }));
    expect(error.issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(["missing_property /1/content/0/signature"]);
  });

  it("A5: each tool step's thinking stays in its own turn; a hub edit that joins two thinking turns is named", () => {
    const steps: ClaudeMessage[] = [
      { role: "user", content: "Remember this." },
      { role: "assistant", content: [THINK, { type: "tool_use", id: "toolu_01", name: "updateWorkingMemory", input: { note: "x" } }] },
      { role: "user", content: [RESULT] },
      { role: "assistant", content: [THINK2, { type: "text", text: "Done." }] },
    ];
    const hub = convert(steps, { from: "claude", to: "chat" });
    expect(hub.map((m) => (m.role === "assistant" ? m.reasoningItems : undefined))).toEqual([undefined, { provider: "anthropic", items: [THINK] }, undefined, { provider: "anthropic", items: [THINK2] }]);
    const back = withWarnings((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(back.out.messages).toEqual(steps);
    expect(back.warnings).toEqual([]);

    // Hiding the tool step (its call and its result) leaves two thinking turns side by side.
    const hidden: ChatMessage[] = [hub[0]!, { ...(hub[1] as Extract<ChatMessage, { role: "assistant" }>), toolCalls: undefined }, hub[3]!];
    const merged = withWarnings((onWarning) => toClaudeMessages(JSON.parse(JSON.stringify(hidden)) as ChatMessage[], { onWarning }));
    expect(merged.out.messages[1]).toEqual({ role: "assistant", content: [THINK, THINK2, { type: "text", text: "Done." }] });
    expect(said(merged.warnings)).toEqual(["assistant_turns_merged /2"]);
  });

  it("A6: a signed block whose text is empty comes back with that empty text, through a stored hub and through items", () => {
    const blank = { type: "thinking", thinking: "", signature: "EpgBCkYIBhgCKkBblank" } as const;
    const turn: ClaudeMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: [blank, WEATHER] },
      { role: "user", content: [RESULT] },
    ];
    const stored = JSON.parse(JSON.stringify(convert(turn, { from: "claude", to: "chat" }))) as ChatMessage[];
    expect(stored[1]).not.toHaveProperty("reasoning");
    const again = withWarnings((onWarning) => toClaudeMessages(stored, { onWarning }));
    expect(again.out.messages).toEqual(turn);
    expect(again.warnings).toEqual([]);

    const items = fromClaudeMessages(turn, { thinking: "reasoning-items", reasoningId });
    expect(items[1]).toEqual({ type: "reasoning", id: "rs__1_content_0", summary: [{ type: "summary_text", text: "" }], encrypted_content: blank.signature });
    const throughItems = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", provider: "anthropic", onWarning }));
    expect(throughItems.out.messages).toEqual(turn);
    expect(said(throughItems.warnings)).toEqual(["reasoning_id_dropped /1/id"]);
  });

  it("A7: thinking text is never trimmed, parallel calls do not repeat it, and two signed blocks keep their own signatures", () => {
    const spaced = { type: "thinking", thinking: "  First, the weather. \n", signature: "SIG_A" } as const;
    const last = { type: "thinking", thinking: "All in. \n\n", signature: "SIG_B" } as const;
    const turns: ClaudeMessage[] = [
      { role: "user", content: "Paris and Rome?" },
      { role: "assistant", content: [spaced, THINK2, { type: "tool_use", id: "toolu_01", name: "f", input: { city: "Paris" } }, { type: "tool_use", id: "toolu_02", name: "f", input: { city: "Rome" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "18" }, { type: "tool_result", tool_use_id: "toolu_02", content: "24" }] },
      { role: "assistant", content: [last, { type: "text", text: "18 and 24.  " }] },
    ];
    const hub = convert(turns, { from: "claude", to: "chat" });
    expect(hub[1]).toMatchObject({ reasoning: `${spaced.thinking}\n${THINK2.thinking}`, reasoningItems: { provider: "anthropic", items: [spaced, THINK2] } });

    // The app trims the readable reasoning: the signed blocks still go as they came, and the edit is said.
    const trimmed = hub.map((m, i) => (i === 4 && m.role === "assistant" ? { ...m, reasoning: m.reasoning!.trimEnd() } : m));
    const { out, warnings } = withWarnings((onWarning) => toClaudeMessages(trimmed, { onWarning }));
    expect(out.messages).toEqual([turns[0], turns[1], turns[2], { role: "assistant", content: [last, { type: "text", text: "18 and 24." }] }]);
    expect(said(warnings)).toEqual(["trailing_whitespace /4/content", "reasoning_dropped /4/reasoning"]);

    // A final turn of thinking alone, ending in whitespace, is left as it is.
    const alone: ClaudeMessage[] = [{ role: "user", content: "q" }, { role: "assistant", content: [last] }];
    const kept = withWarnings((onWarning) => convert(alone, { from: "claude", to: "claude", onWarning }));
    expect(kept.out.messages).toEqual(alone);
    expect(kept.warnings).toEqual([]);
  });

  it("A8: interleaved thinking, redacted thinking and text come back byte for byte and in order; thinking another model made is never sent", () => {
    const reordered = { signature: "SIG_KEYS", thinking: "keys in another order", type: "thinking" } as const;
    const turn: ClaudeMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: [reordered, { type: "text", text: "Let me check." }, REDACTED, THINK2, WEATHER, { type: "tool_use", id: "toolu_02", name: "get_weather", input: { city: "Rome" } }] },
      { role: "user", content: [RESULT, { type: "tool_result", tool_use_id: "toolu_02", content: "24°C" }] },
    ];
    const same = withWarnings((onWarning) => convert(turn, { from: "claude", to: "claude", onWarning }));
    expect(JSON.stringify(same.out)).toBe(JSON.stringify({ messages: turn }));
    expect(same.warnings).toEqual([]);

    const items = fromClaudeMessages(turn, { thinking: "reasoning-items", reasoningId });
    expect(items.map((item) => item.type)).toEqual(["message", "reasoning", "message", "reasoning", "reasoning", "function_call", "function_call", "function_call_output", "function_call_output"]);
    const throughItems = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", provider: "anthropic", onWarning }));
    expect(throughItems.out.messages).toEqual(turn);
    expect(said(throughItems.warnings)).toEqual(["reasoning_id_dropped /1/id", "reasoning_id_dropped /3/id", "reasoning_id_dropped /4/id"]);

    const openai = withWarnings((onWarning) => toClaudeMessages([
      { role: "user", content: "q" },
      { role: "assistant", content: "a", reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs_x", summary: [], encrypted_content: "gAAAAB" }] } },
    ], { onWarning }));
    expect(openai.out.messages).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "a" }]);
    expect(said(openai.warnings)).toEqual(["reasoning_provider_mismatch /1/reasoningItems"]);

    const gemini = withWarnings((onWarning) => convert({ contents: [
      { role: "user", parts: [{ text: "q" }] },
      { role: "model", parts: [{ text: "a thought", thought: true, thoughtSignature: "c2lnbmF0dXJl" }, { text: "a" }] },
    ] }, { from: "gemini", to: "claude", onWarning }));
    expect(gemini.out.messages).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "a" }]);
    expect(said(gemini.warnings)).toEqual(["reasoning_dropped /contents/1", "reasoning_provider_mismatch /contents/1"]);
  });

  it("A9: redacted thinking data is carried as it was, empty data is not sent, and dropping past thinking is an explicit call", () => {
    const turn: ClaudeMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: [REDACTED, WEATHER] },
      { role: "user", content: [RESULT] },
    ];
    const same = withWarnings((onWarning) => convert(turn, { from: "claude", to: "claude", onWarning }));
    expect(same.out.messages).toEqual(turn);
    expect(same.warnings).toEqual([]);

    const lost = withWarnings((onWarning) => convert([turn[0]!, { role: "assistant", content: [{ type: "redacted_thinking", data: "" }, WEATHER] }, turn[2]!], { from: "claude", to: "claude", onWarning }));
    expect(lost.out.messages).toEqual([turn[0], { role: "assistant", content: [WEATHER] }, turn[2]]);
    expect(said(lost.warnings)).toEqual(["invalid_signature /1/content/0"]);

    // For a request that turns thinking off, stripReasoning omits the past thinking (which the docs allow).
    const stripped = withWarnings((onWarning) => toClaudeMessages(stripReasoning(convert(turn, { from: "claude", to: "chat" })), { onWarning }));
    expect(stripped.out.messages).toEqual([turn[0], { role: "assistant", content: [WEATHER] }, turn[2]]);
    expect(stripped.warnings).toEqual([]);
  });

  it("A1: with thinking enabled, a request whose last tool turn lacks its thinking block is named before it is sent; strict refuses it", () => {
    const request = {
      model: "claude-sonnet-4-5", maxOutputTokens: 4096, reasoning: { budgetTokens: 2048 },
      messages: [
        { role: "user", content: "Weather?" },
        { role: "assistant", content: "", toolCalls: [{ id: "toolu_01", name: "get_weather", arguments: '{"city":"Paris"}' }] },
        { role: "tool", toolCallId: "toolu_01", name: "get_weather", content: "18" },
      ],
    } as const;
    const { out, warnings } = withWarnings((onWarning) => convert(request as never, { from: "chat-request", to: "claude-request", onWarning }));
    expect((out as { thinking: unknown }).thinking).toEqual({ type: "enabled", budget_tokens: 2048 });
    expect(said(warnings)).toEqual(["thinking_block_missing /messages/1/toolCalls/0"]);
    expect(() => convert(request as never, { from: "chat-request", to: "claude-request", strict: true })).toThrow(/thinking_block_missing|must start with a thinking block/);
    // The same body as Claude input: checked as it is.
    const body = { model: "claude-sonnet-4-5", max_tokens: 4096, thinking: { type: "enabled", budget_tokens: 2048 }, messages: [{ role: "user", content: "Weather?" }, { role: "assistant", content: [WEATHER] }, { role: "user", content: [RESULT] }] };
    expect(said(checkRequestBody(body, "claude-request") as never)).toEqual(["thinking_block_missing /messages/1/content/0"]);
    // With its thinking block first, or once the turn is over (a new user message), or without thinking: nothing to say.
    expect(checkRequestBody({ ...body, messages: [body.messages[0]!, { role: "assistant", content: [THINK, WEATHER] }, body.messages[2]!] }, "claude-request")).toEqual([]);
    expect(checkRequestBody({ ...body, messages: [...body.messages, { role: "assistant", content: "18°C." }, { role: "user", content: "Thanks" }] }, "claude-request")).toEqual([]);
    expect(checkRequestBody({ ...body, thinking: { type: "disabled" } }, "claude-request")).toEqual([]);
  });

  it("A10: thinking is never written as visible text: dropped with a warning, or carried as a reasoning item", () => {
    const secret = { type: "thinking", thinking: "Secret plan.", signature: "SIG_SECRET" } as const;
    const history: ClaudeMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: [secret, { type: "text", text: "Visible." }] },
      { role: "user", content: "more" },
    ];
    const plain: Item[] = [
      { type: "message", role: "user", content: "q" },
      { type: "message", role: "assistant", content: "Visible." },
      { type: "message", role: "user", content: "more" },
    ];
    const dropped = withWarnings((onWarning) => fromClaudeMessages(history, { onWarning }));
    expect(dropped.out).toEqual(plain);
    expect(said(dropped.warnings)).toEqual(["thinking_dropped /1/content/0"]);

    const carried = withWarnings((onWarning) => convert(history, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId: () => "rs_1", onWarning }));
    expect(carried.out).toEqual([plain[0], { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Secret plan." }], encrypted_content: "SIG_SECRET" }, plain[1], plain[2]]);
    expect(carried.warnings).toEqual([]);

    const chat = withWarnings((onWarning) => convert(history, { from: "claude", to: "chat-completions", onWarning }));
    expect(chat.out).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "Visible." }, { role: "user", content: "more" }]);
    expect(said(chat.warnings)).toEqual(["reasoning_dropped /1/content", "thinking_dropped /1/content/0"]);

    // Gemini gets the text as a thought part, marked as one.
    const gemini = withWarnings((onWarning) => convert(history, { from: "claude", to: "gemini", onWarning }));
    expect(gemini.out.contents[1]).toEqual({ role: "model", parts: [{ text: "Secret plan.", thought: true }, { text: "Visible." }] });
    expect(codes(gemini.warnings)).toEqual(["thinking_dropped"]);
  });

  it("A11: redacted thinking in a response is kept, and a reasoning item with an empty summary becomes redacted_thinking with its data", () => {
    // Streaming events are a client's concern; the closest conversion is reading the finished response.
    const response: ClaudeResponse = { id: "msg_02", type: "message", role: "assistant", content: [REDACTED, { type: "text", text: "Hi." }], stop_reason: "end_turn" };
    const { messages } = readResponse(response, { from: "claude" });
    expect(messages).toEqual([{ role: "assistant", content: "Hi.", reasoningItems: { provider: "anthropic", items: [REDACTED] } }]);
    expect(toClaudeMessages([{ role: "user", content: "q" }, ...messages]).messages[1]).toEqual({ role: "assistant", content: [REDACTED, { type: "text", text: "Hi." }] });

    const items: Item[] = [
      { type: "message", role: "user", content: "q" },
      { type: "reasoning", id: "rs_9", summary: [], encrypted_content: REDACTED.data },
      { type: "message", role: "assistant", content: "Hi." },
    ];
    const written = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", provider: "anthropic", onWarning }));
    expect(written.out.messages).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: [REDACTED, { type: "text", text: "Hi." }] }]);
    expect(said(written.warnings)).toEqual(["reasoning_id_dropped /1/id"]);

    const nothing = withWarnings((onWarning) => convert([items[0]!, { type: "reasoning", id: "rs_9", summary: [], encrypted_content: null }, items[2]!], { from: "items", to: "claude", provider: "anthropic", onWarning }));
    expect(nothing.out.messages).toEqual([{ role: "user", content: "q" }, { role: "assistant", content: "Hi." }]);
    expect(said(nothing.warnings)).toEqual(["invalid_reasoning_item /1"]);
  });

  it("A12: thinking blocks are kept whoever signed them (no stripping by host), and readable reasoning is not passed off as a thinking block", () => {
    // chat-contract has no notion of endpoint hosts: a block as DeepSeek's Anthropic-compatible
    // endpoint returned it, with its signature, is replayed as it came.
    const deepseek = { type: "thinking", thinking: "深度思考…", signature: "ds-sig-0001" } as const;
    const turn: ClaudeMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: [deepseek, { type: "tool_use", id: "call_00_abc", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "call_00_abc", content: "1" }] },
    ];
    const same = withWarnings((onWarning) => convert(turn, { from: "claude", to: "claude", onWarning }));
    expect(same.out.messages).toEqual(turn);
    expect(same.warnings).toEqual([]);
    const hub = convert(turn, { from: "claude", to: "chat" });
    expect(toClaudeMessages(hub).messages).toEqual(turn);

    const chat: ChatCompletionMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: null, reasoning_content: "深度思考…", tool_calls: [{ id: "call_00_abc", type: "function", function: { name: "f", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "call_00_abc", content: "1" },
    ];
    const written = withWarnings((onWarning) => convert(chat, { from: "chat-completions", to: "claude", onWarning }));
    expect(written.out.messages[1]).toEqual({ role: "assistant", content: [{ type: "tool_use", id: "call_00_abc", name: "f", input: {} }] });
    expect(said(written.warnings)).toEqual(["reasoning_dropped /1/reasoning_content"]);
  });
});

describe("G: system prompts in the middle of a conversation", () => {
  const history: ChatMessage[] = [
    { role: "system", content: "Be brief." },
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello." },
    { role: "system", content: "Reminder: answer in French." },
    { role: "user", content: "Weather?" },
  ];
  const start = [{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello." }] as const;

  it("G1: by default a later system message stays in place, so the top-level system prompt (the cached prefix) is unchanged; hoisting is opt-in and said", () => {
    const kept = withWarnings((onWarning) => toClaudeMessages(history, { onWarning }));
    expect(kept.out).toEqual({ system: "Be brief.", messages: [...start, { role: "system", content: "Reminder: answer in French." }, { role: "user", content: "Weather?" }] });
    expect(said(kept.warnings)).toEqual(["system_kept_in_place /3"]);
    expect(toClaudeMessages(history.slice(0, 3)).system).toBe(kept.out.system);

    const hoisted = withWarnings((onWarning) => toClaudeMessages(history, { systemMessages: "hoist", onWarning }));
    expect(hoisted.out).toEqual({
      system: [{ type: "text", text: "Be brief." }, { type: "text", text: "Reminder: answer in French." }],
      messages: [...start, { role: "user", content: "Weather?" }],
    });
    expect(said(hoisted.warnings)).toEqual(["system_hoisted /3"]);

    // A Claude history's own system-role message goes back as it was, without a word.
    const claude = { system: "Be brief.", messages: [...start, { role: "system", content: "Reminder" }, { role: "user", content: "x" }] } as const;
    const same = withWarnings((onWarning) => convert(claude, { from: "claude", to: "claude", onWarning }));
    expect(same.out).toEqual(claude);
    expect(same.warnings).toEqual([]);
  });

  it("G2: the system role is kept by default; a \"System: \" user note is only written on request, and said", () => {
    const kept = toClaudeMessages(history);
    expect(JSON.stringify(kept)).not.toContain("System: ");
    const noted = withWarnings((onWarning) => toClaudeMessages(history, { systemMessages: "user-note", onWarning }));
    expect(noted.out.messages).toEqual([...start, { role: "user", content: [{ type: "text", text: "System: Reminder: answer in French." }, { type: "text", text: "Weather?" }] }]);
    expect(said(noted.warnings)).toEqual(["system_as_user_note /3", "messages_merged /4"]);
  });

  it("G3: a non-leading system message never throws by default: Claude keeps it, Gemini drops it or writes it as user text, each said; strict refuses", () => {
    expect(() => toClaudeMessages(history)).not.toThrow();
    const gemini = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
    expect(gemini.out).toEqual({
      systemInstruction: { parts: [{ text: "Be brief." }] },
      contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "model", parts: [{ text: "Hello." }] }, { role: "user", parts: [{ text: "Weather?" }] }],
    });
    expect(said(gemini.warnings)).toEqual(["system_message_dropped /3"]);

    const asUser = withWarnings((onWarning) => toGeminiContents(history, { laterSystem: "user", onWarning }));
    expect(asUser.out.contents[2]).toEqual({ role: "user", parts: [{ text: "System: Reminder: answer in French." }, { text: "Weather?" }] });
    expect(said(asUser.warnings)).toEqual(["system_as_user /3", "contents_merged /4"]);

    expect(refusal(() => toGeminiContents(history, { strict: true })).issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(["system_message_dropped /3"]);
    expect(refusal(() => toClaudeMessages(history, { strict: true })).issues.map((issue) => `${issue.code} ${issue.path}`)).toEqual(["system_kept_in_place /3"]);
  });
});
