// Request-level failures users of peer libraries reported (tool schemas, tool_choice modes, strict,
// settings dropped without a word), each as the whole-request conversion that must not repeat it.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";

const run = (body: unknown, from: string, to: string, extra: object = {}) => {
  const warnings: ConversionWarning[] = [];
  const out = convert(body as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w), ...extra } as never) as Record<string, unknown>;
  return { out, codes: warnings.map((w) => `${w.code} ${w.path}`) };
};
const weather = { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false };
const claudeBody = {
  model: "claude-sonnet-4-5", max_tokens: 1024, system: "Be brief.", messages: [{ role: "user", content: "Weather in Paris?" }],
  tools: [{ name: "get_weather", description: "Weather of a city", input_schema: weather }], tool_choice: { type: "any" },
  thinking: { type: "enabled", budget_tokens: 2048 }, metadata: { user_id: "u-1" },
};

describe("reported request-level failures", () => {
  it("a Claude body's tools are carried, not reported request_field_dropped and lost (issue 24)", () => {
    const { out, codes } = run(claudeBody, "claude-request", "gemini-request");
    expect(out.tools).toEqual([{ functionDeclarations: [{ name: "get_weather", description: "Weather of a city", parametersJsonSchema: weather }] }]);
    expect(codes).not.toContain("request_field_dropped /tools");
  });

  it("a thinking budget a Responses request has no place for leaves no empty reasoning object behind", () => {
    const { out, codes } = run({ model: "m", max_tokens: 100, thinking: { type: "enabled", budget_tokens: 2048 }, messages: [{ role: "user", content: "hi" }] }, "claude-request", "responses-request");
    expect(out).toStrictEqual({ model: "m", max_output_tokens: 100, input: [{ type: "message", role: "user", content: "hi" }] });
    expect(codes).toEqual(["setting_dropped /thinking/budget_tokens"]);
    // A reasoning object the Responses body itself had, empty or not, comes back.
    expect(run({ model: "m", reasoning: {}, input: "hi" }, "responses-request", "responses-request").out).toStrictEqual({ model: "m", reasoning: {}, input: "hi" });
  });

  it("tool_choice required to Gemini is mode ANY, not AUTO (the model must call)", () => {
    const { out } = run(claudeBody, "claude-request", "gemini-request");
    expect(out.toolConfig).toEqual({ functionCallingConfig: { mode: "ANY" } });
  });

  it("a forced function to Claude is {type: tool, name}, and Gemini's ANY with one name reads back as that function", () => {
    const cc = { messages: [{ role: "user", content: "Hi" }], tool_choice: { type: "function", function: { name: "get_weather" } } };
    expect(run(cc, "chat-completions-request", "claude-request").out.tool_choice).toEqual({ type: "tool", name: "get_weather" });
    const gemini = { contents: [], toolConfig: { functionCallingConfig: { mode: "ANY", allowedFunctionNames: ["get_weather"] } } };
    expect(run(gemini, "gemini-request", "chat-request").out.toolChoice).toEqual({ type: "function", name: "get_weather" });
  });

  it("strict is kept between the OpenAI wires, and a Responses tool's unset strict is said when it cannot be kept", () => {
    const cc = { messages: [], tools: [{ type: "function", function: { name: "f", parameters: weather, strict: true } }] };
    expect(run(cc, "chat-completions-request", "responses-request").out.tools).toEqual([{ type: "function", name: "f", parameters: weather, strict: true }]);
    const responses = { input: [], tools: [{ type: "function", name: "f", parameters: weather, strict: null }] };
    const { out, codes } = run(responses, "responses-request", "chat-completions-request");
    expect(out.tools).toEqual([{ type: "function", function: { name: "f", parameters: weather } }]);
    expect(codes).toEqual(["tool_field_dropped /tools/0/strict"]);
  });

  it("disable_parallel_tool_use becomes parallel_tool_calls: false, and Gemini, which has no such setting, says so", () => {
    const body = { ...claudeBody, tool_choice: { type: "auto", disable_parallel_tool_use: true } };
    expect(run(body, "claude-request", "chat-completions-request").out.parallel_tool_calls).toBe(false);
    expect(run(body, "claude-request", "gemini-request").codes).toContain("setting_dropped /tool_choice/disable_parallel_tool_use");
  });

  it("an OpenAI-compatible max_tokens is the token limit Claude and Gemini get (the spelling DeepSeek and vLLM read)", () => {
    const deepseek = { model: "deepseek-chat", messages: [{ role: "user", content: "Hi" }], max_tokens: 300 };
    const claude = run(deepseek, "chat-completions-request", "claude-request");
    expect(claude.out.max_tokens).toBe(300);
    expect(claude.codes).not.toContain("max_tokens_missing ");
    expect((run(deepseek, "chat-completions-request", "gemini-request").out.generationConfig as Record<string, unknown>).maxOutputTokens).toBe(300);
    expect(run(deepseek, "chat-completions-request", "chat-completions-request").out).toEqual(deepseek);
  });

  it("a Claude thinking budget is Gemini's thinkingBudget, and OpenAI, which takes an effort, is warned", () => {
    expect((run(claudeBody, "claude-request", "gemini-request").out.generationConfig as Record<string, unknown>).thinkingConfig).toEqual({ thinkingBudget: 2048 });
    expect(run(claudeBody, "claude-request", "responses-request").codes).toContain("setting_dropped /thinking/budget_tokens");
  });

  it("response_format json_schema reaches Gemini as responseMimeType + responseJsonSchema, and Claude as output_config.format", () => {
    const cc = { messages: [], response_format: { type: "json_schema", json_schema: { name: "weather", schema: weather, strict: true } } };
    expect(run(cc, "chat-completions-request", "gemini-request").out.generationConfig).toEqual({ responseMimeType: "application/json", responseJsonSchema: weather });
    const claude = run(cc, "chat-completions-request", "claude-request");
    expect(claude.out.output_config).toEqual({ format: { type: "json_schema", schema: weather } });
    expect(claude.codes).toContain("setting_dropped /response_format/json_schema/name");
  });

  it("settings the target has no place for are each one named warning, and strict throws", () => {
    const { codes } = run(claudeBody, "claude-request", "responses-request");
    expect(codes).toEqual(["setting_dropped /thinking/budget_tokens", "setting_dropped /metadata"]);
    expect(() => run(claudeBody, "claude-request", "responses-request", { strict: true })).toThrow(ContractError);
  });

  it("a body converts to a request format only: a history target would lose its settings", () => {
    expect(() => run(claudeBody, "claude-request", "gemini")).toThrow(/converts to a request format/);
  });
});
