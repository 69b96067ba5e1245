// What each tool-schema pass does with each JSON Schema keyword: the data behind the README table
// (test/request/tool-schema-table.test.ts renders it, runs every row's example through the code and
// holds the passes' keyword lists to it). Not imported by the passes, so it weighs nothing in a bundle.
//
// Sources, as of 2026-12:
// - Gemini `parameters` / `responseSchema`: the `Schema` interface of @google/genai 3.3.0 (dist/genai.d.ts,
//   "a select subset of an OpenAPI 3.0 schema object": anyOf, default, description, enum, example, format,
//   items, maximum, maxItems, maxLength, maxProperties, minimum, minItems, minLength, minProperties, nullable,
//   pattern, properties, propertyOrdering, required, title, type) and the Gemini API reference
//   (https://ai.google.dev/api/caching#Schema). Enum only on STRING: the API answers
//   "enum: only allowed for STRING type" (directus/directus#27100, router-for-me/CLIProxyAPI#1260);
//   `required` naming an absent property: "property is not defined".
// - Gemini `parametersJsonSchema` / `responseJsonSchema`: @google/genai 3.3.0 `GenerationConfig.responseJsonSchema`
//   ("only the following properties are supported: $id, $defs, $ref, $anchor, type, format, title, description,
//   enum (for strings and numbers), items, prefixItems, minItems, maxItems, minimum, maximum, anyOf, oneOf
//   (interpreted the same as anyOf), properties, additionalProperties, required", plus `propertyOrdering`;
//   "If $ref is set on a sub-schema, no other properties, except for those starting as a $, may be set").
// - OpenAI strict (function `strict: true`, `json_schema` structured outputs): "Supported schemas" of
//   https://platform.openai.com/docs/guides/structured-outputs (types, string/number/array keywords, root
//   object, all fields required, additionalProperties: false, unsupported composition keywords, limits).

/** What a pass does with a keyword. */
export type Action = "kept" | "rewritten" | "inlined" | "removed";
/** What OpenAI strict mode says about a keyword. */
export type StrictVerdict = "allowed" | "rule" | "not allowed";

export interface KeywordRow {
  /** The keywords of the row, as they appear in a schema. */
  keywords: readonly string[];
  /** Shown instead of the keyword list, where the row is about one form of a keyword. */
  label?: string;
  parameters: Action;
  parametersNote: string;
  jsonSchema: Action;
  jsonSchemaNote: string;
  strict: StrictVerdict;
  strictNote: string;
  /** A property schema using the keyword(s), for the test that holds the code to this table. */
  example: unknown;
}

export const KEYWORD_TABLE: readonly KeywordRow[] = [
  { keywords: ["type"], label: "`type` (one name)", parameters: "kept", parametersNote: "written in upper case (`STRING`, the SDK's `Type` enum); Gemini reads either case", jsonSchema: "kept", jsonSchemaNote: "upper-case names are rewritten to lower case", strict: "allowed", strictNote: "", example: { type: "string" } },
  { keywords: ["type"], label: "`type: [T, \"null\"]`", parameters: "kept", parametersNote: "written as `type: T, nullable: true`, the same schema in Gemini's spelling (not warned)", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "how strict mode spells an optional field", example: { type: ["string", "null"] } },
  { keywords: ["type"], label: "`type` (several names)", parameters: "rewritten", parametersNote: "one `anyOf` branch per type, each with its type's keywords; `null` becomes `nullable: true`", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: ["string", "integer"] } },
  { keywords: ["nullable"], parameters: "kept", parametersNote: "", jsonSchema: "rewritten", jsonSchemaNote: "`true` adds `\"null\"` to `type`; `false` is removed", strict: "not allowed", strictNote: "an OpenAPI keyword; use `type: [T, \"null\"]`", example: { type: "string", nullable: true } },
  { keywords: ["enum"], label: "`enum` of strings", parameters: "kept", parametersNote: "on `type: STRING`; an `enum` without a type gets `type: STRING`", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "at most 1,000 values in the schema", example: { type: "string", enum: ["a", "b"] } },
  { keywords: ["enum"], label: "`enum` of other values", parameters: "rewritten", parametersNote: "Gemini takes enums only on `STRING`: numbers and booleans are written as strings and the type becomes `STRING` (the model answers with strings); `null` becomes `nullable: true`; objects and arrays are dropped", jsonSchema: "rewritten", jsonSchemaNote: "numbers are kept; `null`, booleans, objects and arrays are dropped from the list", strict: "allowed", strictNote: "", example: { type: "integer", enum: [1, true] } },
  { keywords: ["const"], parameters: "rewritten", parametersNote: "a one-value `enum` (then as `enum` above)", jsonSchema: "rewritten", jsonSchemaNote: "a one-value `enum` (strings and numbers; other values removed)", strict: "allowed", strictNote: "", example: { const: "a" } },
  { keywords: ["format"], parameters: "kept", parametersNote: "only the documented ones: `enum`, `date-time` on `STRING`; `float`, `double` on `NUMBER`; `int32`, `int64` on `INTEGER`; others removed (Gemini: \"format: only 'enum' and 'date-time' are supported for STRING type\", google-gemini/gemini-cli#3178)", jsonSchema: "kept", jsonSchemaNote: "", strict: "rule", strictNote: "only `date-time`, `time`, `date`, `duration`, `email`, `hostname`, `ipv4`, `ipv6`, `uuid`", example: { type: "string", format: "date-time" } },
  { keywords: ["title", "description"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "string", title: "T", description: "D" } },
  { keywords: ["default"], parameters: "kept", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "allowed", strictNote: "accepted by api.openai.com (openai/openai-agents-python#4390); some Azure deployments refuse it", example: { type: "string", default: "x" } },
  { keywords: ["example"], parameters: "kept", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "string", example: "x" } },
  { keywords: ["examples"], parameters: "rewritten", parametersNote: "its first value becomes `example` (the others are dropped); removed when `example` is set", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "string", examples: ["x", "y"] } },
  { keywords: ["properties"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "rule", strictNote: "every property must be listed in `required`; at most 5,000 properties in the schema", example: { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false } },
  { keywords: ["required"], parameters: "kept", parametersNote: "names missing from `properties` are dropped (Gemini: \"property is not defined\")", jsonSchema: "kept", jsonSchemaNote: "", strict: "rule", strictNote: "must list every property", example: { type: "object", properties: { a: { type: "string" } }, required: ["a"], additionalProperties: false } },
  { keywords: ["additionalProperties"], parameters: "removed", parametersNote: "Gemini: `Unknown name \"additionalProperties\"`", jsonSchema: "kept", jsonSchemaNote: "", strict: "rule", strictNote: "must be `false` on every object", example: { type: "object", properties: {}, additionalProperties: false } },
  { keywords: ["propertyOrdering"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "not allowed", strictNote: "a Gemini keyword; strict mode keeps the order of `properties`", example: { type: "object", properties: {}, propertyOrdering: [], additionalProperties: false } },
  { keywords: ["minProperties", "maxProperties"], parameters: "kept", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "object", properties: {}, minProperties: 0, maxProperties: 3, additionalProperties: false } },
  { keywords: ["items"], parameters: "kept", parametersNote: "a list of schemas (draft-07 tuple) is removed; an array without `items` gets `items: {}` (Gemini: \"items: missing field\", cline/cline#7339)", jsonSchema: "kept", jsonSchemaNote: "", strict: "rule", strictNote: "every array needs it (\"array schema missing items\")", example: { type: "array", items: { type: "string" } } },
  { keywords: ["prefixItems"], parameters: "removed", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "array", prefixItems: [{ type: "string" }] } },
  { keywords: ["minItems", "maxItems"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 3 } },
  { keywords: ["minLength", "maxLength", "pattern"], parameters: "kept", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "string", minLength: 1, maxLength: 9, pattern: "^a" } },
  { keywords: ["minimum", "maximum"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "number", minimum: 0, maximum: 9 } },
  { keywords: ["exclusiveMinimum", "exclusiveMaximum"], parameters: "rewritten", parametersNote: "on `integer`: `minimum: n + 1` / `maximum: n - 1`; on other types removed", jsonSchema: "rewritten", jsonSchemaNote: "as for `parameters`", strict: "allowed", strictNote: "", example: { type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10 } },
  { keywords: ["multipleOf"], parameters: "removed", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "number", multipleOf: 2 } },
  { keywords: ["anyOf"], parameters: "kept", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "not at the root", example: { anyOf: [{ type: "string" }, { type: "integer" }] } },
  { keywords: ["oneOf"], parameters: "rewritten", parametersNote: "written as `anyOf` (a value matching several branches is no longer refused); removed beside an `anyOf`", jsonSchema: "kept", jsonSchemaNote: "Gemini reads it as `anyOf`", strict: "not allowed", strictNote: "", example: { oneOf: [{ type: "string" }, { type: "integer" }] } },
  { keywords: ["allOf"], parameters: "rewritten", parametersNote: "merged into the schema: `properties` and `required` joined, bounds tightened; what cannot be merged is removed and warned", jsonSchema: "rewritten", jsonSchemaNote: "merged, as for `parameters`", strict: "not allowed", strictNote: "", example: { allOf: [{ type: "object", properties: { a: { type: "string" } } }, { required: ["a"] }] } },
  { keywords: ["$ref"], parameters: "inlined", parametersNote: "replaced by the schema it points at (`#`, `#/$defs/…`, any local pointer); a recursive reference is expanded 3 times, then cut to `{type}` of its target; a reference out of the schema is removed", jsonSchema: "kept", jsonSchemaNote: "kept when it points at `#` or `#/$defs/…`; with sibling keywords written as `{…, anyOf: [{$ref}]}` (Gemini takes none beside it); any other reference inlined as for `parameters`", strict: "allowed", strictNote: "", example: { $ref: "#/$defs/s", $defs: { s: { type: "string" } } } },
  { keywords: ["$defs"], parameters: "removed", parametersNote: "its definitions are inlined where referenced", jsonSchema: "kept", jsonSchemaNote: "", strict: "allowed", strictNote: "", example: { type: "string", $defs: { s: { type: "string" } } } },
  { keywords: ["definitions"], parameters: "removed", parametersNote: "its definitions are inlined where referenced", jsonSchema: "removed", jsonSchemaNote: "references into it are inlined", strict: "allowed", strictNote: "", example: { type: "string", definitions: { s: { type: "string" } } } },
  { keywords: ["$id", "$anchor"], parameters: "removed", parametersNote: "", jsonSchema: "kept", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "string", $id: "x", $anchor: "a" } },
  { keywords: ["$schema", "$comment"], parameters: "removed", parametersNote: "Gemini: `Unknown name \"$schema\"`", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "string", $schema: "https://json-schema.org/draft/2020-12/schema", $comment: "c" } },
  { keywords: ["not", "if", "then", "else", "dependentRequired", "dependentSchemas", "dependencies"], parameters: "removed", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "named unsupported by OpenAI", example: { type: "string", not: { const: "x" }, if: { type: "string" }, then: {}, else: {}, dependentRequired: {}, dependentSchemas: {}, dependencies: {} } },
  { keywords: ["patternProperties"], parameters: "removed", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "allowed", strictNote: "not for fine-tuned models", example: { type: "object", properties: {}, patternProperties: { "^x": { type: "string" } }, additionalProperties: false } },
  { keywords: ["propertyNames", "unevaluatedProperties", "unevaluatedItems", "contains", "minContains", "maxContains", "uniqueItems", "additionalItems", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "contentEncoding", "contentMediaType", "contentSchema", "deprecated", "readOnly", "writeOnly"], parameters: "removed", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "array", items: {}, propertyNames: {}, unevaluatedProperties: false, unevaluatedItems: false, contains: {}, minContains: 1, maxContains: 2, uniqueItems: true, additionalItems: false, $dynamicRef: "#a", $dynamicAnchor: "a", $vocabulary: {}, contentEncoding: "base64", contentMediaType: "text/plain", contentSchema: {}, deprecated: true, readOnly: true, writeOnly: false } },
  { keywords: [], label: "any other keyword", parameters: "removed", parametersNote: "", jsonSchema: "removed", jsonSchemaNote: "", strict: "not allowed", strictNote: "", example: { type: "string", "x-vendor": 1 } },
  { keywords: [], label: "`true` / `false` as a schema", parameters: "rewritten", parametersNote: "written as `{}` (`false`, which no value matches, has no Gemini form)", jsonSchema: "rewritten", jsonSchemaNote: "as for `parameters`", strict: "not allowed", strictNote: "", example: true },
];

/** Keywords of the rows where a pass says `action`. */
export function keywordsWhere(pass: "parameters" | "jsonSchema", action: Action): Set<string> {
  return new Set(KEYWORD_TABLE.filter((row) => row[pass] === action).flatMap((row) => row.keywords));
}

/** Keywords OpenAI strict mode takes, by this table. */
export function strictKeywords(): Set<string> {
  return new Set(KEYWORD_TABLE.filter((row) => row.strict !== "not allowed").flatMap((row) => row.keywords));
}

/** The README table, one row per keyword group. */
export function renderKeywordTable(): string {
  const cell = (action: string, note: string) => (note ? `${action}: ${note}` : action);
  const lines = [
    "| keyword | Gemini `parameters` / `responseSchema` (`toGeminiParameters`) | Gemini `parametersJsonSchema` / `responseJsonSchema` (`toGeminiJsonSchema`) | OpenAI strict (`checkOpenAIStrict`) |",
    "|---|---|---|---|",
  ];
  for (const row of KEYWORD_TABLE) {
    const name = row.label ?? row.keywords.map((k) => `\`${k}\``).join(", ");
    lines.push(`| ${name} | ${cell(row.parameters, row.parametersNote)} | ${cell(row.jsonSchema, row.jsonSchemaNote)} | ${cell(row.strict, row.strictNote)} |`);
  }
  return lines.join("\n");
}
