// The tool-schema lowering the request writers call. These are pass-throughs with the signatures of
// src/request/tool-schema.ts (its own change), which replaces them: until then a schema is carried
// as it is, and neither Gemini's subset nor OpenAI's strict rules are checked here.
import type { Warnings } from "../convert/warnings.js";

type Warn = Warnings["warn"];

const asObject = (schema: unknown): Record<string, unknown> => (schema !== null && typeof schema === "object" && !Array.isArray(schema) ? { ...(schema as Record<string, unknown>) } : {});

/** A JSON Schema for Gemini's `parameters` (its OpenAPI 3.0 Schema subset); every change warned at its pointer. */
export function toGeminiParameters(schema: unknown, _path: string, _warn: Warn): Record<string, unknown> {
  return asObject(schema);
}

/** A JSON Schema for Gemini's `parametersJsonSchema` / `responseJsonSchema`. */
export function toGeminiJsonSchema(schema: unknown, _path: string, _warn: Warn): Record<string, unknown> {
  return asObject(schema);
}

/** Gemini `parameters` (OpenAPI subset) back to JSON Schema. */
export function fromGeminiParameters(schema: unknown, _path: string, _warn: Warn): Record<string, unknown> {
  return asObject(schema);
}

/** OpenAI's strict rules on `schema`: one warning per issue; whether it satisfies them. */
export function checkOpenAIStrict(_schema: unknown, _path: string, _warn: Warn): boolean {
  return true;
}
