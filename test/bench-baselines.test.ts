// The benchmark's baselines must do the same work as the generated validator: the same verdict on
// every Item fixture of the kinds they model, or their timings compare unlike things.
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../fixtures/corpus.js";
import { validateChatCompletionMessages, validateItems } from "../generated/validators.js";
import { ajvAnyOfItems } from "../bench/baselines/ajv-anyof.js";
import { handItems } from "../bench/baselines/hand.js";
import { typeboxItems } from "../bench/baselines/typebox.js";
import { zodDiscriminatedItems, zodUnionItems } from "../bench/baselines/zod.js";
import { typeboxChatCompletionMessages } from "../bench/baselines/typebox-chat-completions.js";
import {
  chatCompletionsConversation, chatCompletionsHistory, conversation, invalidChatCompletionsConversation, invalidConversation,
} from "../bench/data.js";

const baselines: [string, (value: unknown) => boolean][] = [
  ["hand-written", handItems],
  ["TypeBox", typeboxItems],
  ["zod discriminatedUnion", zodDiscriminatedItems],
  ["zod union", zodUnionItems],
  ["ajv anyOf", ajvAnyOfItems],
];

/**
 * Item kinds the baselines do not model: the hosted, computer, shell, patch, MCP, tool-search,
 * compaction and program items. The benchmark's conversations use none of them, so the baselines
 * are judged on the fixtures without them.
 */
const UNMODELLED = new Set([
  "computer_call", "computer_call_output", "tool_search_call", "tool_search_output", "additional_tools", "compaction",
  "code_interpreter_call", "local_shell_call", "local_shell_call_output", "shell_call", "shell_call_output", "apply_patch_call",
  "apply_patch_call_output", "mcp_list_tools", "mcp_approval_request", "mcp_approval_response", "mcp_call", "compaction_trigger", "configuration_update",
  "program", "program_output",
]);
const modelled = (value: unknown) => !Array.isArray(value) || !value.some((i) => UNMODELLED.has((i as { type?: string } | null)?.type ?? ""));
const items = loadFixtures().filter((f) => f.schema === "item" && modelled(f.value));

describe("benchmark baselines agree with the generated validator", () => {
  it("the benchmark's conversations use only modelled kinds", () => {
    expect(modelled(conversation()) && modelled(invalidConversation())).toBe(true);
  });
  it("the corpus has valid and invalid Item fixtures", () => {
    expect(items.filter((f) => f.kind === "valid").length).toBeGreaterThan(10);
    expect(items.filter((f) => f.kind === "invalid").length).toBeGreaterThan(10);
  });
  it.each(baselines)("%s: same verdict on every Item fixture and on the benchmark's conversations", (_name, check) => {
    const differ = items.filter((f) => check(f.value) !== validateItems(f.value)).map((f) => f.id);
    expect(differ).toEqual([]);
    expect(check(conversation())).toBe(true);
    expect(check(invalidConversation())).toBe(false);
  });
});

const chatCompletions = loadFixtures().filter((f) => f.schema === "chat-completions");

describe("the Chat Completions benchmark baseline and inputs", () => {
  it("the corpus has valid and invalid Chat Completions fixtures", () => {
    expect(chatCompletions.filter((f) => f.kind === "valid").length).toBeGreaterThanOrEqual(15);
    expect(chatCompletions.filter((f) => f.kind === "invalid").length).toBeGreaterThanOrEqual(15);
  });
  it("TypeBox: same verdict as the generated validator on every Chat Completions fixture and on the benchmark's histories", () => {
    const differ = chatCompletions.filter((f) => typeboxChatCompletionMessages(f.value) !== validateChatCompletionMessages(f.value)).map((f) => f.id);
    expect(differ).toEqual([]);
    expect(typeboxChatCompletionMessages(chatCompletionsConversation())).toBe(true);
    expect(typeboxChatCompletionMessages(invalidChatCompletionsConversation())).toBe(false);
    expect(typeboxChatCompletionMessages(chatCompletionsHistory(2_000))).toBe(true);
  });
  it("the generated Chat Completions histories validate, hold every kind of message the case is about, and are deterministic", () => {
    const history = chatCompletionsHistory(2_000);
    expect(history).toHaveLength(2_000);
    expect(validateChatCompletionMessages(history)).toBe(true);
    expect(validateChatCompletionMessages(chatCompletionsConversation())).toBe(true);
    expect(validateChatCompletionMessages(invalidChatCompletionsConversation())).toBe(false);
    expect(JSON.stringify(chatCompletionsHistory(2_000))).toBe(JSON.stringify(history));
    const assistants = history.filter((m) => m.role === "assistant");
    const calling = assistants.filter((m) => m.tool_calls?.length);
    expect(calling.length).toBeGreaterThan(100);
    expect(calling.every((m) => m.content === null && typeof m.reasoning_content === "string")).toBe(true);
    expect(calling.some((m) => m.tool_calls!.length > 1)).toBe(true);
    const answered = new Set(history.flatMap((m) => (m.role === "tool" ? [m.tool_call_id] : [])));
    expect(calling.slice(0, -1).every((m) => m.tool_calls!.every((c) => answered.has(c.id)))).toBe(true);
    const urls = history.flatMap((m) => (m.role === "user" && Array.isArray(m.content) ? m.content : [])).flatMap((p) => (p.type === "image_url" ? [p.image_url.url] : []));
    expect(urls.some((u) => u.startsWith("data:image/png;base64,"))).toBe(true);
    expect(urls.some((u) => u.startsWith("https://"))).toBe(true);
  });
});
