// Each API's documented range of a sampling setting: a value outside it is refused with a 400, so a
// writer writes the nearest value the API takes and says so (setting_clamped); strict throws.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { checkRequestBody } from "../../src/request/check.js";

const run = (extra: object, to: string, strict = false) => {
  const warnings: ConversionWarning[] = [];
  const out = convert({ model: "m", maxOutputTokens: 100, messages: [{ role: "user", content: "hi" }], ...extra } as never, { from: "chat-request", to, strict, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as Record<string, unknown>;
  return { out, said: warnings.map((w) => `${w.code} ${w.path}`) };
};

describe("sampling settings within each API's range", () => {
  it("Claude takes temperature 0 to 1: 1.5 (an OpenAI-scale value) is written as 1 and named", () => {
    const { out, said } = run({ temperature: 1.5 }, "claude-request");
    expect(out.temperature).toBe(1);
    expect(said).toEqual(["setting_clamped /temperature"]);
    expect(() => run({ temperature: 1.5 }, "claude-request", true)).toThrow(/setting_clamped|0 to 1/);
  });

  it("OpenAI and Gemini take temperature 0 to 2: 1.5 is written as it is, 2.5 as 2", () => {
    for (const to of ["responses-request", "chat-completions-request"]) {
      expect(run({ temperature: 1.5 }, to)).toEqual({ out: expect.objectContaining({ temperature: 1.5 }), said: [] });
      expect(run({ temperature: 2.5 }, to)).toEqual({ out: expect.objectContaining({ temperature: 2 }), said: ["setting_clamped /temperature"] });
    }
    const gemini = run({ temperature: 2.5 }, "gemini-request");
    expect((gemini.out.generationConfig as Record<string, unknown>).temperature).toBe(2);
    expect(gemini.said).toEqual(["setting_dropped /model", "setting_clamped /temperature"]);
  });

  it("top_p is 0 to 1 everywhere, the penalties -2 to 2 on Chat Completions, Claude's max_tokens at least 1", () => {
    expect(run({ topP: 1.5 }, "claude-request")).toEqual({ out: expect.objectContaining({ top_p: 1 }), said: ["setting_clamped /topP"] });
    expect(run({ topP: -0.5 }, "responses-request")).toEqual({ out: expect.objectContaining({ top_p: 0 }), said: ["setting_clamped /topP"] });
    expect(run({ presencePenalty: 3, frequencyPenalty: -3 }, "chat-completions-request")).toEqual({
      out: expect.objectContaining({ presence_penalty: 2, frequency_penalty: -2 }), said: ["setting_clamped /presencePenalty", "setting_clamped /frequencyPenalty"],
    });
    expect(run({ maxOutputTokens: 0 }, "claude-request")).toEqual({ out: expect.objectContaining({ max_tokens: 1 }), said: ["setting_clamped /maxOutputTokens"] });
  });
});

describe("Claude's tool choice with thinking", () => {
  it("thinking takes tool_choice auto or none only: any or a named tool beside it is named before the request", () => {
    const body = (tool_choice: object, thinking: object = { type: "enabled", budget_tokens: 2048 }) => ({
      model: "m", max_tokens: 4096, thinking, tool_choice, tools: [{ name: "f", input_schema: { type: "object" } }], messages: [{ role: "user", content: "hi" }],
    });
    expect(checkRequestBody(body({ type: "any" }), "claude-request").map((i) => `${i.code} ${i.path}`)).toEqual(["thinking_tool_choice /tool_choice"]);
    expect(checkRequestBody(body({ type: "tool", name: "f" }), "claude-request").map((i) => `${i.code} ${i.path}`)).toEqual(["thinking_tool_choice /tool_choice"]);
    expect(checkRequestBody(body({ type: "auto" }), "claude-request")).toEqual([]);
    expect(checkRequestBody(body({ type: "any" }, { type: "disabled" }), "claude-request")).toEqual([]);
    // From a chat request that asks for a call and thinking at once: named at the tool choice.
    const { said } = run({ reasoning: { budgetTokens: 2048 }, tools: [{ type: "function", name: "f" }], toolChoice: "required" }, "claude-request");
    expect(said).toEqual(["thinking_tool_choice /toolChoice"]);
  });
});
