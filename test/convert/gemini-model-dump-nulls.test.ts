// google-genai Python's plain `model_dump()` writes `null` for every unset field, and Gemini's protobuf
// JSON parser reads a null field as absent: the schema takes such a dump (a part's data field is its one
// non-null data field), the readers read a null as absent with no warning, and the writer writes none.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { convert, fromGeminiContents, type ConversionWarning } from "../../src/convert/index.js";
import { validateGeminiContents, validateGeminiRequest } from "../../src/validate/validate.js";
import { deepFreeze } from "./helpers.js";
import { spelled } from "./spelled.js";

const fixture = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8"));
const snake = fixture("gemini-content/valid/google-genai-python-model-dump-with-nulls.json") as Record<string, unknown>[];
const camel = fixture("gemini-content/valid/google-genai-python-model-dump-by-alias-with-nulls.json") as Record<string, unknown>[];

/** The dump as `model_dump(exclude_none=True)` gives it: every null field left out (the fixtures' args and responses hold no null). */
function excludeNone(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(excludeNone);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== null).map(([k, v]) => [k, excludeNone(v)]));
}

function run(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings };
}

/** Every null anywhere in a value, as pointers. */
function nulls(node: unknown, at = ""): string[] {
  if (node === null) return [at];
  if (typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => nulls(v, `${at}/${k}`));
}

describe("google-genai Python model_dump() with its nulls", () => {
  for (const [name, dump] of [["snake_case (model_dump())", snake], ["camelCase (model_dump(by_alias=True))", camel]] as const) {
    it(`${name}: validates, and reads as the same history as without its nulls, with no warning`, () => {
      expect(nulls(dump).length).toBeGreaterThan(50);
      expect(validateGeminiContents(dump).ok).toBe(true);
      const warnings: ConversionWarning[] = [];
      const hub = fromGeminiContents(deepFreeze(structuredClone(dump)) as never, { onWarning: (w) => warnings.push(w) });
      expect(warnings).toEqual([]);
      expect(hub).toEqual(fromGeminiContents(excludeNone(dump) as never));
      expect(nulls(hub)).toEqual([]);
    });

    it(`${name}: gemini → gemini comes back equal up to its nulls, and the writer writes none`, () => {
      const { out, warnings } = run(dump, { from: "gemini", to: "gemini" });
      expect(warnings).toEqual([]);
      expect(nulls(out)).toEqual([]);
      expect(spelled("gemini", out)).toEqual(spelled("gemini", dump));
    });
  }

  it("a request body with a null systemInstruction's part fields and null settings", () => {
    const request = { system_instruction: { parts: [{ ...(snake[0]!.parts as object[])[0]!, text: "Be brief." }], role: null }, contents: snake, tools: null, generationConfig: null };
    expect(validateGeminiRequest(request).ok).toBe(true);
    const { out, warnings } = run(request, { from: "gemini", to: "gemini" });
    expect(warnings).toEqual([]);
    expect(nulls(out)).toEqual([]);
    // In its proto name, as the request had it.
    expect((out as { system_instruction: unknown }).system_instruction).toEqual({ parts: [{ text: "Be brief." }] });
  });

  it("two non-null data fields in a dump are still one part too many, said so", () => {
    const parts = structuredClone(snake[0]!.parts) as Record<string, unknown>[];
    parts[0]!.inline_data = { data: "iVBORw0KGgo=", display_name: null, mime_type: "image/png" };
    const result = validateGeminiContents([{ role: "user", parts }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ path: "/0/parts/0/inline_data", code: "conflicting_properties" });
    expect(result.issues[0]!.message).toContain("exactly one of the properties");
  });

  it("a part whose data fields are all null has none, said so", () => {
    const parts = structuredClone(snake[0]!.parts) as Record<string, unknown>[];
    parts[0]!.text = null;
    const result = validateGeminiContents([{ role: "user", parts }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/parts/0", code: "missing_property" });
  });

  it("an SDK field the contract does not carry is accepted as null only", () => {
    const parts = structuredClone(snake[0]!.parts) as Record<string, unknown>[];
    parts[0]!.video_metadata = { fps: 1 };
    const result = validateGeminiContents([{ role: "user", parts }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/parts/0/video_metadata", code: "invalid_type" });
  });
});
