// Tool and output schemas for each wire: JSON Schema lowered to what Gemini takes, read back from
// Gemini, and checked against OpenAI strict mode. What each keyword becomes: ./tool-schema/keywords.ts.
import type { Warnings } from "../convert/warnings.js";
import { raise } from "./tool-schema/from-gemini.js";
import { context, lower } from "./tool-schema/lower.js";
import { strictIssues } from "./tool-schema/openai-strict.js";

type Warn = Warnings["warn"];

/**
 * A JSON Schema (2020-12 / draft-07 as users write them) for Gemini's `parameters` / `responseSchema`
 * (its OpenAPI 3.0 Schema subset): `$ref` inlined, `type` lists to `nullable` or `anyOf`, `const` and
 * non-string `enum`s to string enums on `STRING`, `allOf` merged, `oneOf` to `anyOf`, every other
 * keyword outside the subset removed. Never mutates `schema`; returns a new value; every keyword
 * removed or rewritten is one warning at its JSON pointer (`path` is the pointer of `schema` itself in
 * the converter's input).
 *
 * @example
 * toGeminiParameters({ type: "object", properties: { unit: { type: ["string", "null"], enum: ["C", "F"] } }, additionalProperties: false }, "/tools/0/parameters", warn)
 * // → { type: "OBJECT", properties: { unit: { type: "STRING", nullable: true, enum: ["C", "F"] } } }, one warning: additionalProperties removed
 */
export function toGeminiParameters(schema: unknown, path: string, warn: Warn): Record<string, unknown> {
  return lower(schema, path, context("parameters", schema, path, warn));
}

/**
 * The same for Gemini's `parametersJsonSchema` / `responseJsonSchema` (the JSON Schema subset Gemini
 * documents): `$defs`, local `$ref`s, `additionalProperties`, `prefixItems` and `oneOf` are kept; what
 * the subset lacks is removed or rewritten, one warning each.
 */
export function toGeminiJsonSchema(schema: unknown, path: string, warn: Warn): Record<string, unknown> {
  return lower(schema, path, context("jsonSchema", schema, path, warn));
}

/**
 * Gemini `parameters` (OpenAPI subset, `type` in upper or lower case) back to JSON Schema, lossless
 * for what the subset carries: `toGeminiParameters(fromGeminiParameters(s))` deep-equals `s` with no
 * warning. Upper-case types become lower case, `nullable: true` a `[type, "null"]` list, counts
 * spelled as strings numbers; keywords outside the subset are carried as they are.
 */
export function fromGeminiParameters(schema: unknown, path: string, warn: Warn): Record<string, unknown> {
  return raise(schema, path, warn, new Set(), 0);
}

/**
 * OpenAI strict function/structured-output rules (an object at the root, `additionalProperties: false`
 * on every object, every property in `required`, supported keywords and formats only, the documented
 * size limits): one `schema_not_strict` warning per violation at its pointer; returns whether `schema`
 * satisfies them. Does not rewrite.
 */
export function checkOpenAIStrict(schema: unknown, path: string, warn: Warn): boolean {
  return strictIssues(schema, path, warn);
}
