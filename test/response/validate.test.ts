// The response validators, guards, parsers and Standard Schema adapters, over the fixture corpus.
import { describe, expect, it } from "vitest";
import * as api from "../../src/index.js";
import { loadExpectations, loadFixtures } from "../../fixtures/corpus.js";

const NAMES = { "chat-completions-response": "ChatCompletionResponse", "responses-response": "ResponsesResponse", "claude-response": "ClaudeResponse", "gemini-response": "GeminiResponse" } as const;
type Exports = Record<string, unknown>;
const of = (n: string) => ({
  validate: (api as Exports)[`validate${n}`] as (v: unknown) => { ok: boolean; issues?: { path: string; code: string }[] },
  is: (api as Exports)[`is${n}`] as (v: unknown) => boolean,
  parse: (api as Exports)[`parse${n}`] as (v: unknown) => unknown,
  schema: (api as Exports)[`${n}Schema`] as { "~standard": { validate(v: unknown): unknown; jsonSchema: { input(o: { target: string }): Record<string, unknown> } } },
});
const fixtures = loadFixtures().filter((f) => f.schema in NAMES);

describe("each response's validator, guard, parser and Standard Schema agree on the corpus", () => {
  it("has fixtures of every response", () => expect(new Set(fixtures.map((f) => f.schema)).size).toBe(4));
  it.each(fixtures.map((f) => [f.id, f] as const))("%s", (_, f) => {
    const { validate, is, parse, schema } = of(NAMES[f.schema as keyof typeof NAMES]);
    const result = validate(f.value);
    expect(result.ok).toBe(f.kind === "valid");
    expect(is(f.value)).toBe(f.kind === "valid");
    if (f.kind === "valid") {
      expect(parse(f.value)).toBe(f.value);
      expect(schema["~standard"].validate(f.value)).toEqual({ value: f.value });
    } else {
      expect(result.issues?.[0]).toMatchObject(loadExpectations(f.schema)[f.file]!);
      expect(() => parse(f.value)).toThrow(api.ContractError);
    }
  });
  it.each([...Object.values(NAMES), "ChatResponse"])("%s: the Standard Schema's JSON Schema is the shipped definition", (n) => {
    const json = of(n).schema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(json).toMatchObject({ $ref: `#/$defs/${n}`, title: n });
    expect((json.$defs as Record<string, unknown>)[n]).toBeDefined();
  });
  it("ChatResponse: readResponse's output validates, a wrong finish reason does not", () => {
    expect(api.validateChatResponse({ messages: [{ role: "assistant", content: "Hi" }], finishReason: "stop" })).toMatchObject({ ok: true });
    expect(api.validateChatResponse({ messages: [], finishReason: "done" })).toMatchObject({ ok: false, issues: [{ path: "/finishReason", code: "invalid_value" }] });
  });
});
