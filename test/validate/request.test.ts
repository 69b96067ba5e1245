// Whole request bodies: each format's conversation with the request's other settings beside it.
import { describe, expect, it } from "vitest";
import {
  ChatCompletionRequestSchema,
  ClaudeRequestSchema,
  ContractError,
  GeminiRequestSchema,
  isChatCompletionRequest,
  isClaudeRequest,
  isGeminiRequest,
  isResponsesRequest,
  parseChatCompletionRequest,
  parseClaudeRequest,
  parseGeminiRequest,
  parseResponsesRequest,
  ResponsesRequestSchema,
  validateChatCompletionRequest,
  validateClaudeRequest,
  validateGeminiRequest,
  validateResponsesRequest,
} from "../../src/index.js";

const claude = {
  model: "claude-opus-4-1", max_tokens: 1024, system: [{ type: "text", text: "Be brief.", cache_control: { type: "ephemeral" } }],
  messages: [{ role: "user", content: "Hello, Claude" }], tools: [{ name: "get_weather", input_schema: { type: "object" } }],
};
const chatCompletions = { model: "gpt-4.1", temperature: 0.2, messages: [{ role: "developer", content: "Be brief." }, { role: "user", content: "Hello!" }] };
const responses = { model: "gpt-5", instructions: "Talk like a pirate.", input: "Are semicolons optional in JavaScript?", store: false };
const responsesItems = { model: "gpt-5", input: [{ role: "user", content: "knock knock." }, { role: "assistant", content: "Who's there?" }], instructions: null };
const gemini = { systemInstruction: { parts: [{ text: "You are a cat." }] }, contents: [{ role: "user", parts: [{ text: "Hello there" }] }] };

type Case = [string, { validate: (v: unknown) => { ok: boolean }; is: (v: unknown) => boolean; parse: (v: unknown) => unknown; schema: { "~standard": { validate: (v: unknown) => unknown } }; good: unknown[]; bad: [unknown, string, string][] }];
const cases: Case[] = [
  ["Claude", {
    validate: validateClaudeRequest, is: isClaudeRequest, parse: parseClaudeRequest, schema: ClaudeRequestSchema,
    good: [claude, { messages: [] }],
    bad: [[{ system: "hi" }, "/messages", "missing_property"], [{ ...claude, system: 42 }, "/system", "invalid_type"], [{ messages: [{ role: "user", content: 42 }] }, "/messages/0/content", "invalid_type"]],
  }],
  ["Chat Completions", {
    validate: validateChatCompletionRequest, is: isChatCompletionRequest, parse: parseChatCompletionRequest, schema: ChatCompletionRequestSchema,
    good: [chatCompletions],
    bad: [[{ model: "gpt-4.1" }, "/messages", "missing_property"], [{ messages: [{ role: "robot", content: "x" }] }, "/messages/0/role", "unknown_tag"]],
  }],
  ["Responses", {
    validate: validateResponsesRequest, is: isResponsesRequest, parse: parseResponsesRequest, schema: ResponsesRequestSchema,
    good: [responses, responsesItems],
    bad: [[{ model: "gpt-5", input: 42 }, "/input", "invalid_type"], [{ input: [{ type: "function_call", name: "f", arguments: "{}" }] }, "/input/0/call_id", "missing_property"], [{ input: "hi", instructions: 42 }, "/instructions", "invalid_type"]],
  }],
  ["Gemini", {
    validate: validateGeminiRequest, is: isGeminiRequest, parse: parseGeminiRequest, schema: GeminiRequestSchema,
    good: [gemini],
    bad: [[{ contents: [{ role: "assistant", parts: [{ text: "hi" }] }] }, "/contents/0/role", "invalid_value"]],
  }],
];

describe.each(cases)("%s request bodies", (_, { validate, is, parse, schema, good, bad }) => {
  it.each(good.map((g) => [JSON.stringify(g).slice(0, 60), g]))("%s is valid", (_, value) => {
    expect(validate(value)).toEqual({ ok: true, value });
    expect(is(value)).toBe(true);
    expect(parse(value)).toBe(value);
    expect(schema["~standard"].validate(value)).toEqual({ value });
  });
  it.each(bad.map(([v, path, code]) => [`${path} ${code}`, v, path, code] as const))("%s", (_, value, path, code) => {
    const result = validate(value) as { ok: false; issues: { path: string; code: string }[] };
    expect(result.ok).toBe(false);
    expect(result.issues[0]).toMatchObject({ path, code });
    expect(is(value)).toBe(false);
    expect(() => parse(value)).toThrow(ContractError);
  });
});

describe("a Gemini request body with its settings", () => {
  const body = { contents: [{ parts: [{ text: "How does AI work?" }] }], generationConfig: { thinkingConfig: { thinkingBudget: 0 } }, safetySettings: [] };
  it("is valid", () => expect(validateGeminiRequest(body)).toEqual({ ok: true, value: body }));
  it("reads into the hub, each setting warned as not carried", async () => {
    const { convert } = await import("../../src/index.js");
    const warnings: { code: string; path: string }[] = [];
    expect(convert(body, { from: "gemini", to: "chat", onWarning: (w) => warnings.push(w) })).toEqual([{ role: "user", content: "How does AI work?" }]);
    // Gemini's absent role is the same request as "user" (no warning); the settings are not carried.
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["request_field_dropped", "/generationConfig"], ["request_field_dropped", "/safetySettings"]]);
  });
});
