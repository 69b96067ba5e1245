// Conversion failures users of other libraries reported around Responses reasoning items and
// trimmed Claude histories, each pinned as the behaviour chat-contract gives instead (ids from the
// project's catalogue of failures: D = Responses encrypted reasoning and item pairing, F = orphans
// after trimming).
import { describe, expect, it } from "vitest";
import type { ChatMessage, ClaudeMessage, ClaudeRequest, Item, ResponsesRequest } from "../../generated/types.js";
import {
  checkConversation, convert, fromChatMessages, isContractError, stripReasoning, toChatMessages, toClaudeMessages,
} from "../../src/index.js";
import { checkRequestBody } from "../../src/request/check.js";
import { expectValidItems, withWarnings } from "./helpers.js";

/** Each warning as "code path", in order. */
/** Reasoning item ids made from the block's path (`rs_1_content_0`). */
const reasoningId = (path: string) => `rs${path.replace(/\//g, "_")}`;
const said = (warnings: { code: string; path: string }[]) => warnings.map((w) => `${w.code} ${w.path}`);

/** The issues of the ContractError `run` throws, as "code path"; fails when it throws nothing or something else. */
function rejected(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (isContractError(error)) return said(error.issues);
    throw error;
  }
  throw new Error("expected a ContractError");
}

const user = (content: string): Item => ({ type: "message", role: "user", content });

describe("Responses encrypted reasoning and item pairing", () => {
  it("D1: a reasoning item with encrypted_content: null is replayed as the id-only item it is: null reads as absent, nothing is invented", () => {
    // Whether the server still holds rs_68a1 (store: false) is server state; the conversion-level
    // hazard is a converter inventing or stripping fields: the item goes back exactly as held.
    const items: Item[] = [
      user("Hi"),
      { type: "reasoning", id: "rs_68a1", encrypted_content: null, summary: [] },
      { type: "message", role: "assistant", content: "Hello" },
      user("More"),
    ];
    const { out, warnings } = withWarnings((onWarning) => convert(items, { from: "items", to: "items", provider: "openai", onWarning }));
    expect(out).toStrictEqual([items[0], { type: "reasoning", id: "rs_68a1", summary: [] }, items[2], items[3]]);
    expect(out[1]).not.toHaveProperty("encrypted_content");
    expect(warnings).toEqual([]);
    expectValidItems(out);
  });

  const loop: Item[] = [
    user("Weather?"),
    { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA1" },
    { type: "function_call", id: "fc_1", call_id: "call_1", name: "weather", arguments: "{}", status: "completed" },
    { type: "function_call_output", call_id: "call_1", output: "18" },
    { type: "reasoning", id: "rs_2", summary: [{ type: "summary_text", text: "Report it." }], encrypted_content: "gAAAA2" },
    { type: "message", role: "assistant", id: "msg_1", status: "completed", content: [{ type: "output_text", text: "18C", annotations: [] }] },
  ];

  it("D2: after a tool call each reasoning item stays directly before its call or message, with the call's fc_ id", () => {
    const hub = toChatMessages(loop, { provider: "openai" });
    expect(hub).toStrictEqual([
      { role: "user", content: "Weather?" },
      {
        role: "assistant", content: "",
        toolCalls: [{ id: "call_1", name: "weather", arguments: "{}", providerFields: { provider: "openai", fields: { id: "fc_1", status: "completed" } } }],
        reasoningItems: { provider: "openai", items: [loop[1]] },
      },
      { role: "tool", toolCallId: "call_1", name: "weather", content: "18" },
      {
        role: "assistant", content: "18C",
        reasoningItems: { provider: "openai", items: [loop[4]] },
        providerFields: { provider: "openai", fields: { id: "msg_1", status: "completed", content: [{ type: "output_text", text: "18C", annotations: [] }] } },
      },
    ]);
    const { out, warnings } = withWarnings((onWarning) => fromChatMessages(hub, { provider: "openai", onWarning }));
    expect(out).toEqual(loop);
    expect(warnings).toEqual([]);
    expect(checkConversation(out)).toEqual([]);
  });

  it("D2: parallel calls and a hosted tool keep their reasoning items in front of them", () => {
    const items: Item[] = [
      user("Paris and Rome?"),
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gA1" },
      { type: "function_call", id: "fc_a", call_id: "call_a", name: "weather", arguments: '{"city":"Paris"}', status: "completed" },
      { type: "function_call", id: "fc_b", call_id: "call_b", name: "weather", arguments: '{"city":"Rome"}', status: "completed" },
      { type: "function_call_output", call_id: "call_a", output: "18" },
      { type: "function_call_output", call_id: "call_b", output: "24" },
      { type: "reasoning", id: "rs_2", summary: [], encrypted_content: "gA2" },
      { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "Rome weather" } },
      { type: "reasoning", id: "rs_3", summary: [], encrypted_content: "gA3" },
      { type: "message", role: "assistant", id: "msg_1", status: "completed", content: [{ type: "output_text", text: "18 and 24", annotations: [] }] },
    ];
    const { out, warnings } = withWarnings((onWarning) => convert(items, { from: "items", to: "items", provider: "openai", onWarning }));
    expect(out).toEqual(items);
    expect(warnings).toEqual([]);
  });

  it("D2: a reasoning item separated from its call is reported before the request", () => {
    const broken: Item[] = [loop[0]!, loop[1]!, loop[3]!, loop[2]!];
    expect(said(checkConversation(broken))).toEqual(["reasoning_without_item /1", "orphan_output /2", "unanswered_call /3"]);
  });

  it("D3: within one turn the message comes right after its reasoning and before the turn's calls", () => {
    const items: Item[] = [
      user("Hi"),
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA1" },
      { type: "message", role: "assistant", id: "msg_1", status: "completed", content: [{ type: "output_text", text: "Checking.", annotations: [] }] },
      { type: "function_call", id: "fc_1", call_id: "call_1", name: "weather", arguments: "{}", status: "completed" },
      { type: "function_call_output", call_id: "call_1", output: "18" },
    ];
    const round = withWarnings((onWarning) => convert(items, { from: "items", to: "items", provider: "openai", onWarning }));
    expect(round.out).toEqual(items);
    expect(round.warnings).toEqual([]);

    const hub: ChatMessage[] = [
      { role: "user", content: "Hi" },
      {
        role: "assistant", content: "Checking.",
        reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA1" }] },
        toolCalls: [{ id: "call_1", name: "weather", arguments: "{}" }],
      },
      { role: "tool", toolCallId: "call_1", name: "weather", content: "18" },
    ];
    expect(fromChatMessages(hub, { provider: "openai" })).toStrictEqual([
      { type: "message", role: "user", content: "Hi" },
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA1" },
      { type: "message", role: "assistant", content: "Checking." },
      { type: "function_call", call_id: "call_1", name: "weather", arguments: "{}" },
      { type: "function_call_output", call_id: "call_1", output: "18" },
    ]);
  });

  it("D3: a Claude turn of thinking, text and tool_use becomes reasoning, message, call, in that order", () => {
    const claude: ClaudeMessage[] = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [
        { type: "thinking", thinking: "Call the tool.", signature: "EqQBsig" },
        { type: "text", text: "Let me check." },
        { type: "tool_use", id: "toolu_01", name: "weather", input: {} },
      ] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "18" }] },
    ];
    const out = convert(claude, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId });
    expect(out).toStrictEqual([
      { type: "message", role: "user", content: "Weather?" },
      { type: "reasoning", id: "rs_1_content_0", summary: [{ type: "summary_text", text: "Call the tool." }], encrypted_content: "EqQBsig" },
      { type: "message", role: "assistant", content: "Let me check." },
      { type: "function_call", call_id: "toolu_01", name: "weather", arguments: "{}" },
      { type: "function_call_output", call_id: "toolu_01", output: "18" },
    ]);
  });

  it("D4: reasoning a target cannot carry is dropped with a warning, and dropping it on purpose is stripReasoning", () => {
    // chat-contract has no store setting, so it applies no store:false policy of its own: an id-only
    // reasoning item is kept for items, named where it is dropped, and removed only when asked.
    const items: Item[] = [user("Hi"), { type: "reasoning", id: "rs_1", summary: [] }, { type: "message", role: "assistant", content: "Hello" }, user("More")];
    const hub = toChatMessages(items, { provider: "openai" });
    expect(hub[1]).toStrictEqual({ role: "assistant", content: "Hello", reasoningItems: { provider: "openai", items: [items[1]] } });
    expect(fromChatMessages(hub, { provider: "openai" })).toEqual(items);

    const chat = withWarnings((onWarning) => convert(items, { from: "items", to: "chat-completions", provider: "openai", onWarning }));
    expect(chat.out).toStrictEqual([{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello" }, { role: "user", content: "More" }]);
    expect(said(chat.warnings)).toEqual(["reasoning_items_dropped /1"]);

    const stripped = stripReasoning(hub);
    expect(stripped).toStrictEqual([{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello" }, { role: "user", content: "More" }]);
    const written = withWarnings((onWarning) => fromChatMessages(stripped, { provider: "openai", onWarning }));
    expect(written.out).toStrictEqual([items[0], items[2], items[3]]);
    expect(written.warnings).toEqual([]);
  });

  const toAnthropic: Item[] = [
    user("Weather?"),
    { type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "Call it." }], encrypted_content: "gAAAA1" },
    { type: "reasoning", id: "rs_2", summary: [], encrypted_content: "gAAAA2" },
    { type: "function_call", call_id: "call_1", name: "weather", arguments: "{}" },
    { type: "function_call_output", call_id: "call_1", output: "18" },
  ];

  it("D5: OpenAI reasoning items routed to Claude are dropped with a warning at each item, never sent", () => {
    const { out, warnings } = withWarnings((onWarning) => convert(toAnthropic, { from: "items", to: "claude", provider: "openai", onWarning }));
    expect(out).toStrictEqual({ messages: [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "weather", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "call_1", content: "18" }] },
    ] });
    expect(said(warnings)).toEqual(["reasoning_provider_mismatch /1", "reasoning_provider_mismatch /2"]);
    expect(JSON.stringify(out)).not.toContain("gAAAA");
  });

  it("D5: the same in a whole request body, with the warnings inside the body", () => {
    const body: ResponsesRequest = { model: "claude-sonnet-4-5", max_output_tokens: 4096, input: toAnthropic };
    const { out, warnings } = withWarnings((onWarning) => convert(body, { from: "responses-request", to: "claude-request", provider: "openai", onWarning }));
    expect(out).toStrictEqual({
      model: "claude-sonnet-4-5", max_tokens: 4096,
      messages: [
        { role: "user", content: "Weather?" },
        { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "weather", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "call_1", content: "18" }] },
      ],
    });
    expect(said(warnings)).toEqual(["reasoning_provider_mismatch /input/1", "reasoning_provider_mismatch /input/2"]);
  });

  it("D6: encrypted reasoning read under one provider tag is replayed only under that tag", () => {
    // Deployment pinning is a proxy's routing; at the conversion level the tag is the caller's
    // name for who issued the blob (one per deployment if need be), and only it gets the blob back.
    const hub = toChatMessages(toAnthropic, { provider: "azure-eastus" });
    expect(hub[1]).toMatchObject({ reasoningItems: { provider: "azure-eastus", items: [toAnthropic[1], toAnthropic[2]] } });

    const other = withWarnings((onWarning) => fromChatMessages(hub, { provider: "azure-westus", onWarning }));
    expect(other.out).toStrictEqual([toAnthropic[0], toAnthropic[3], toAnthropic[4]]);
    expect(said(other.warnings)).toEqual(["reasoning_provider_mismatch /1/reasoningItems"]);

    const none = withWarnings((onWarning) => fromChatMessages(hub, { onWarning }));
    expect(none.out).toStrictEqual([toAnthropic[0], toAnthropic[3], toAnthropic[4]]);
    expect(said(none.warnings)).toEqual(["reasoning_provider_mismatch /1/reasoningItems"]);

    const same = withWarnings((onWarning) => fromChatMessages(hub, { provider: "azure-eastus", onWarning }));
    expect(same.out).toStrictEqual(toAnthropic);
    expect(same.warnings).toEqual([]);
  });

  it("D7: every reasoning item written has summary: [] at least (Claude redacted thinking too)", () => {
    const claude: ClaudeMessage[] = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: [
        { type: "thinking", thinking: "Call it.", signature: "EqQBsig" },
        { type: "redacted_thinking", data: "EmwKredacted" },
        { type: "tool_use", id: "toolu_01", name: "weather", input: {} },
      ] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "18" }] },
    ];
    const out = convert(claude, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId });
    expect(out.filter((item) => item.type === "reasoning")).toStrictEqual([
      { type: "reasoning", id: "rs_1_content_0", summary: [{ type: "summary_text", text: "Call it." }], encrypted_content: "EqQBsig" },
      { type: "reasoning", id: "rs_1_content_1", summary: [], encrypted_content: "EmwKredacted" },
    ]);
    expectValidItems(out);
  });

  it("D7: a reasoning item without summary is refused as input and not replayed from the hub", () => {
    expect(rejected(() => convert([user("x"), { type: "reasoning", id: "rs_1" }, { type: "message", role: "assistant", content: "ok" }] as never, { from: "items", to: "items", provider: "openai" })))
      .toEqual(["missing_property /1/summary"]);
    const hub = [
      { role: "user", content: "x" },
      { role: "assistant", content: "ok", reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs_1", encrypted_content: "gAAAA" }] } },
    ] as ChatMessage[];
    const { out, warnings } = withWarnings((onWarning) => fromChatMessages(hub, { provider: "openai", onWarning }));
    expect(out).toStrictEqual([user("x"), { type: "message", role: "assistant", content: "ok" }]);
    expect(said(warnings)).toEqual(["invalid_reasoning_item /1/reasoningItems/items/0"]);
  });

  it("D8: encrypted_content is carried byte for byte and its content is never rewritten into a summary", () => {
    const blob = "gAAAAABo+/x9==\n  \u00e9";
    const items: Item[] = [
      user("x"),
      { type: "reasoning", id: "rs_1", summary: [], content: [{ type: "reasoning_text", text: "Thinking hard." }], encrypted_content: blob, status: "completed" },
      { type: "message", role: "assistant", content: "ok" },
    ];
    const hub = toChatMessages(items, { provider: "openai" });
    expect(hub[1]).toStrictEqual({ role: "assistant", content: "ok", reasoningItems: { provider: "openai", items: [items[1]] } });
    const { out, warnings } = withWarnings((onWarning) => convert(items, { from: "items", to: "items", provider: "openai", onWarning }));
    expect(out).toStrictEqual(items);
    expect((out[1] as { encrypted_content: string }).encrypted_content).toBe(blob);
    expect(warnings).toEqual([]);
  });

  it("D8: readable reasoning beside an encrypted item is dropped with a warning, not put into its summary", () => {
    const hub: ChatMessage[] = [
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hmm", reasoning: "The weather is nice.", reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA" }] } },
    ];
    const { out, warnings } = withWarnings((onWarning) => fromChatMessages(hub, { provider: "openai", onWarning }));
    expect(out).toStrictEqual([
      { type: "message", role: "user", content: "Hi" },
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA" },
      { type: "message", role: "assistant", content: "Hmm" },
    ]);
    expect(said(warnings)).toEqual(["reasoning_dropped /1/reasoning"]);
  });

  it("D9: with store: false in the body, the reasoning item keeps both its id and its encrypted_content through the hub", () => {
    // Whether a server looks the id up despite store: false is its own behaviour (or a proxy's);
    // chat-contract sends the body's settings and the item as they were given, in both directions.
    const input: Item[] = [user("Hi"), { type: "reasoning", id: "rs_68a1", encrypted_content: "gAAAAABoD9", summary: [] }, { type: "message", role: "assistant", content: "Hello" }, user("More")];
    // store and include are settings the schema passes as they are (the type names the mapped ones).
    const body = { model: "gpt-5", store: false, include: ["reasoning.encrypted_content"], input } as ResponsesRequest;
    const there = withWarnings((onWarning) => convert(body, { from: "responses-request", to: "chat-request", provider: "openai", onWarning }));
    expect(there.out.messages[1]).toStrictEqual({ role: "assistant", content: "Hello", reasoningItems: { provider: "openai", items: [input[1]] } });
    const back = withWarnings((onWarning) => convert(there.out, { from: "chat-request", to: "responses-request", provider: "openai", onWarning }));
    expect(back.out).toEqual(body);
    expect([...there.warnings, ...back.warnings]).toEqual([]);
  });

  it("D10: an empty reasoning id is never written: refused as input, not replayed from the hub, refused from reasoningId", () => {
    const items = [{ type: "reasoning", id: "", summary: [] }, { type: "message", role: "assistant", content: "ok" }] as Item[];
    expect(rejected(() => convert(items, { from: "items", to: "items", provider: "openai" }))).toEqual(["too_short /0/id"]);
    expect(said(checkConversation(items))).toEqual(["too_short /0/id"]);

    const hub = [
      { role: "user", content: "x" },
      { role: "assistant", content: "ok", reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "", summary: [], encrypted_content: "gAAAA" }] } },
    ] as ChatMessage[];
    const { out, warnings } = withWarnings((onWarning) => fromChatMessages(hub, { provider: "openai", onWarning }));
    expect(out).toStrictEqual([user("x"), { type: "message", role: "assistant", content: "ok" }]);
    expect(said(warnings)).toEqual(["invalid_reasoning_item /1/reasoningItems/items/0"]);

    const claude: ClaudeMessage[] = [{ role: "user", content: "x" }, { role: "assistant", content: [{ type: "thinking", thinking: "t", signature: "sig" }, { type: "text", text: "ok" }] }];
    expect(rejected(() => convert(claude, { from: "claude", to: "items", thinking: "reasoning-items", reasoningId: () => "" }))).toEqual(["invalid_option /reasoningId"]);
  });

  it("D10: a call's or output's kept item id and status are written only when the Responses API takes them", () => {
    const hub = (fields: Record<string, unknown>, out: Record<string, unknown> = {}) => [
      { role: "user", content: "x" },
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "f", arguments: "{}", providerFields: { provider: "openai", fields } }] },
      { role: "tool", toolCallId: "c1", name: "f", content: "1", providerFields: { provider: "openai", fields: out } },
    ] as ChatMessage[];
    for (const [fields, out, dropped] of [
      [{ id: "" }, {}, ["/1/toolCalls/0/providerFields/fields/id"]],
      [{ id: "call_x", status: "weird" }, { id: 42 }, ["/1/toolCalls/0/providerFields/fields/id", "/1/toolCalls/0/providerFields/fields/status", "/2/providerFields/fields/id"]],
    ] as const) {
      const { out: items, warnings } = withWarnings((onWarning) => fromChatMessages(hub(fields, out), { provider: "openai", onWarning }));
      expect(items[1]).toStrictEqual({ type: "function_call", call_id: "c1", name: "f", arguments: "{}" });
      expect(items[2]).toStrictEqual({ type: "function_call_output", call_id: "c1", output: "1" });
      expect(said(warnings)).toEqual(dropped.map((path) => `provider_fields_dropped ${path}`));
      expectValidItems(items);
    }
    // Fields the API takes still come back.
    const kept = fromChatMessages(hub({ id: "fc_1", status: "completed" }, { id: "fco_1", status: "completed" }), { provider: "openai" });
    expect(kept.slice(1)).toStrictEqual([
      { type: "function_call", call_id: "c1", name: "f", arguments: "{}", id: "fc_1", status: "completed" },
      { type: "function_call_output", call_id: "c1", output: "1", id: "fco_1", status: "completed" },
    ]);
  });

  it("D1/D4: with store: false, an input that points at stored items (an id-only reasoning item, an item_reference) is named", () => {
    const body = (store: boolean | undefined, extra: Item[]) => ({
      model: "gpt-5", ...(store !== undefined && { store }), include: ["reasoning.encrypted_content"],
      input: [{ role: "user", content: "Hi" }, ...extra, { type: "message", role: "assistant", content: "Hello" }, { role: "user", content: "And?" }] as Item[],
    }) as ResponsesRequest;
    const idOnly = { type: "reasoning", id: "rs_68a1", summary: [] } as Item;
    const reference = { type: "item_reference", id: "rs_68a1" } as Item;
    expect(said(checkConversation(body(false, [idOnly])) as never)).toEqual(["item_not_stored /input/1"]);
    expect(said(checkRequestBody(body(false, [reference]), "responses-request") as never)).toEqual(["item_not_stored /input/1"]);
    // A conversion names it too; the warning is the written body's (its message gives the output's pointer).
    const { warnings } = withWarnings((onWarning) => convert(body(false, [idOnly]), { from: "responses-request", to: "responses-request", provider: "openai", onWarning }));
    expect(said(warnings)).toEqual(["item_not_stored "]);
    expect(warnings[0]!.message).toContain("at /input/1: a reasoning item");
    // Stored (the default), or carrying its encrypted content: nothing to say.
    expect(checkConversation(body(undefined, [idOnly]))).toEqual([]);
    expect(checkRequestBody(body(true, [reference]), "responses-request")).toEqual([]);
    expect(checkRequestBody(body(false, [{ ...idOnly, encrypted_content: "gAAAA" } as Item]), "responses-request")).toEqual([]);
  });

  it("D11: a Claude request with thinking sent to Chat Completions names every piece of reasoning it cannot carry", () => {
    // Routing a model to the Chat Completions endpoint is a proxy's choice; at the conversion level
    // the loss is each named: the budget, the readable thinking (openai dialect), the signed block.
    const body: ClaudeRequest = {
      model: "gpt-5.2", max_tokens: 1024, thinking: { type: "enabled", budget_tokens: 2048 },
      messages: [
        { role: "user", content: "Weather?" },
        { role: "assistant", content: [{ type: "thinking", thinking: "Call it.", signature: "EqQBsig" }, { type: "tool_use", id: "toolu_01", name: "weather", input: {} }] },
        { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "18" }] },
      ],
    };
    const turn = { role: "assistant", content: null, tool_calls: [{ id: "toolu_01", type: "function", function: { name: "weather", arguments: "{}" } }] };
    const openai = withWarnings((onWarning) => convert(body, { from: "claude-request", to: "chat-completions-request", onWarning }));
    expect(openai.out).toStrictEqual({
      model: "gpt-5.2", max_completion_tokens: 1024,
      messages: [{ role: "user", content: "Weather?" }, turn, { role: "tool", tool_call_id: "toolu_01", content: "18" }],
    });
    expect(said(openai.warnings)).toEqual(["setting_dropped /thinking/budget_tokens", "reasoning_dropped /messages/1/content", "thinking_dropped /messages/1/content/0"]);

    const deepseek = withWarnings((onWarning) => convert(body, { from: "claude-request", to: "chat-completions-request", dialect: "deepseek", onWarning }));
    expect(deepseek.out.messages[1]).toStrictEqual({ ...turn, reasoning_content: "Call it." });
    expect(said(deepseek.warnings)).toEqual(["setting_dropped /thinking/budget_tokens", "thinking_dropped /messages/1/content/0"]);
  });
});

describe("orphaned Claude tool results after trimming", () => {
  const CLAUDE_REFUSES = /unexpected `tool_use_id` found in `tool_result` blocks/;

  it("F1: a tool_result whose tool_use was truncated away is reported at messages.2.content.1", () => {
    const truncated: ClaudeMessage[] = [
      { role: "user", content: "Continue the task." },
      { role: "assistant", content: [{ type: "text", text: "Reading the file." }] },
      { role: "user", content: [{ type: "text", text: "[context truncated]" }, { type: "tool_result", tool_use_id: "toolu_XXXX", content: "file body" }] },
    ];
    expect(said(checkConversation(truncated, { format: "claude" }))).toEqual(["tool_results_first /2/content/1", "tool_result_without_tool_use /2/content/1/tool_use_id"]);

    const { out, warnings } = withWarnings((onWarning) => convert(truncated, { from: "claude", to: "claude", onWarning }));
    expect(out.messages[2]).toStrictEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_XXXX", content: "file body" }, { type: "text", text: "[context truncated]" }] });
    expect(said(warnings)).toEqual([
      "content_reordered /2/content/1",
      "tool_name_dropped /2/content/1",
      "orphan_output /2/content/1/tool_use_id",
      "tool_result_without_tool_use /2/content/1/tool_use_id",
    ]);
    expect(warnings[3]!.message).toMatch(CLAUDE_REFUSES);
    expect(rejected(() => convert(truncated, { from: "claude", to: "claude", strict: { allow: ["content_reordered", "tool_name_dropped", "orphan_output"] } })))
      .toEqual(["tool_result_without_tool_use /2/content/1/tool_use_id"]);
  });

  it("F6: a history cut by turns that starts at a tool result is reported, in Claude messages and in the hub", () => {
    const full: ClaudeMessage[] = [
      { role: "user", content: "Read a.txt" },
      { role: "assistant", content: [{ type: "tool_use", id: "toolu_01", name: "read", input: { path: "a.txt" } }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "A" }] },
      { role: "assistant", content: "It says A." },
      { role: "user", content: "Thanks" },
    ];
    expect(checkConversation(full, { format: "claude" })).toEqual([]);
    const kept = full.slice(2);
    expect(said(checkConversation(kept, { format: "claude" }))).toEqual(["tool_result_without_tool_use /0/content/0/tool_use_id"]);

    const hub: ChatMessage[] = [
      { role: "tool", toolCallId: "toolu_01", name: "read", content: "A" },
      { role: "assistant", content: "It says A." },
      { role: "user", content: "Thanks" },
    ];
    const { out, warnings } = withWarnings((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(out).toStrictEqual({ messages: [
      { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01", content: "A" }] },
      { role: "assistant", content: "It says A." },
      { role: "user", content: "Thanks" },
    ] });
    expect(said(warnings)).toEqual(["tool_result_without_tool_use /0/toolCallId", "tool_name_dropped /0/name"]);
    expect(warnings[0]!.message).toMatch(CLAUDE_REFUSES);
    expect(rejected(() => toClaudeMessages(hub, { strict: true }))).toEqual([
      "tool_result_without_tool_use /0/toolCallId", "tool_name_dropped /0/name", "orphan_output /0/toolCallId",
    ]);
  });
});
