// Laws of the tool-schema passes over generated JSON Schemas (fast-check, 300 runs each in npm test, 5,000 in npm run test:deep): every
// output is inside the target's documented subset, every change is warned, the input is never changed,
// and a Gemini schema read into JSON Schema and written back is unchanged.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkOpenAIStrict, fromGeminiParameters, toGeminiJsonSchema, toGeminiParameters } from "../../src/request/tool-schema.js";
import { propertyRuns } from "../runs.js";
import { deepFreeze, geminiProblems, jsonSchemaProblems, run } from "./tool-schema-helpers.js";

const RUNS = propertyRuns(300, 5000);

const name = fc.constantFrom("a", "b", "c d", "x/y", "t~0", "__proto__", "constructor");
const text = fc.string({ maxLength: 4 });
/** JSON values as they travel (no -0, no NaN). */
const scalar = fc.oneof(text, fc.integer({ min: -5, max: 5 }), fc.boolean(), fc.constant(null), fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }).map((x) => (x === 0 ? 0 : x)));
const typeName = fc.constantFrom("string", "number", "integer", "boolean", "array", "object", "null");
const ref = fc.constantFrom("#/$defs/d0", "#/$defs/d1", "#/definitions/d2", "#", "#/properties/a", "https://example.com/x.json", "#/$defs/missing", "#/$defs/d0");

/** JSON Schemas as users write them: nested objects and arrays, refs into $defs (recursive ones too), type lists, const, enum, combinators, keywords outside any subset. */
const { schema } = fc.letrec<{ schema: unknown; leaf: unknown; object: unknown; array: unknown; combo: unknown; ref: unknown }>((tie) => ({
  schema: fc.oneof({ maxDepth: 3, depthIdentifier: "schema", withCrossShrink: true }, tie("leaf"), tie("leaf"), tie("object"), tie("array"), tie("combo"), tie("ref"), fc.boolean()),
  leaf: fc.record(
    {
      type: fc.oneof(typeName, fc.uniqueArray(typeName, { minLength: 1, maxLength: 3 }), typeName.map((t) => t.toUpperCase())),
      const: scalar,
      enum: fc.array(scalar, { maxLength: 3 }),
      format: fc.constantFrom("date-time", "uri", "int32"),
      title: text,
      description: text,
      minLength: fc.nat(4),
      maxLength: fc.nat(9),
      pattern: fc.constant("^a"),
      minimum: fc.integer({ min: -9, max: 9 }),
      exclusiveMinimum: fc.oneof(fc.integer({ min: -9, max: 9 }), fc.double({ noNaN: true, noDefaultInfinity: true, min: -9, max: 9 }).map((x) => (x === 0 ? 0 : x))),
      exclusiveMaximum: fc.integer({ min: -9, max: 9 }),
      multipleOf: fc.constant(2),
      nullable: fc.boolean(),
      default: scalar,
      examples: fc.array(scalar, { maxLength: 2 }),
      example: scalar,
      "x-vendor": fc.nat(),
      $comment: text,
      $id: fc.constant("urn:x"),
    },
    { requiredKeys: [] },
  ),
  object: fc.record(
    {
      type: fc.constantFrom("object", "OBJECT"),
      properties: fc.dictionary(name, tie("schema"), { maxKeys: 3 }),
      required: fc.uniqueArray(name, { maxLength: 3 }),
      additionalProperties: fc.oneof(fc.boolean(), tie("schema")),
      patternProperties: fc.dictionary(fc.constant("^x"), tie("schema"), { maxKeys: 1 }),
      minProperties: fc.nat(2),
      propertyOrdering: fc.uniqueArray(name, { maxLength: 2 }),
      propertyNames: fc.constant({ pattern: "^a" }),
    },
    { requiredKeys: ["type"] },
  ),
  array: fc.record(
    { type: fc.constant("array"), items: fc.oneof(tie("schema"), tie("schema"), fc.array(tie("schema"), { maxLength: 2 })), minItems: fc.nat(3), maxItems: fc.nat(5), prefixItems: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }), uniqueItems: fc.boolean() },
    { requiredKeys: ["type"] },
  ),
  combo: fc.record(
    { anyOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }), oneOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }), allOf: fc.array(tie("schema"), { minLength: 1, maxLength: 2 }), not: tie("schema"), description: text },
    { requiredKeys: [] },
  ),
  ref: fc.record({ $ref: ref, description: text, $comment: text }, { requiredKeys: ["$ref"] }),
}));

const root = fc.record(
  {
    $schema: fc.constant("https://json-schema.org/draft/2020-12/schema"),
    type: fc.constant("object"),
    properties: fc.dictionary(name, schema, { maxKeys: 4 }),
    required: fc.uniqueArray(name, { maxLength: 3 }),
    additionalProperties: fc.boolean(),
    $defs: fc.record({ d0: schema, d1: schema }, { requiredKeys: [] }),
    definitions: fc.record({ d2: schema }),
  },
  { requiredKeys: ["type"] },
);

/** Gemini `Schema`s as the API takes them and toGeminiParameters writes them: upper-case types, enums of strings on STRING, required ⊆ properties. */
const { gemini } = fc.letrec<{ gemini: Record<string, unknown>; scalarType: Record<string, unknown>; stringType: Record<string, unknown>; objectType: Record<string, unknown>; arrayType: Record<string, unknown>; union: Record<string, unknown> }>((tie) => {
  const common = { title: text, description: text, nullable: fc.boolean(), default: scalar, example: scalar };
  return {
    gemini: fc.oneof({ maxDepth: 3, depthIdentifier: "gemini" }, tie("scalarType"), tie("stringType"), tie("objectType"), tie("arrayType"), tie("union")),
    scalarType: fc.oneof(
      fc.record({ type: fc.constant("NUMBER"), format: fc.constantFrom("float", "double"), minimum: fc.integer(), maximum: fc.integer(), ...common }, { requiredKeys: ["type"] }),
      fc.record({ type: fc.constant("INTEGER"), format: fc.constantFrom("int32", "int64"), minimum: fc.integer(), maximum: fc.integer(), ...common }, { requiredKeys: ["type"] }),
      fc.record({ type: fc.constantFrom("BOOLEAN", "NULL"), ...common }, { requiredKeys: ["type"] }),
    ),
    stringType: fc.record({ type: fc.constant("STRING"), enum: fc.uniqueArray(text, { minLength: 1, maxLength: 3 }), format: fc.constantFrom("date-time", "enum"), minLength: fc.nat(3), maxLength: fc.nat(9), pattern: fc.constant("^[a-z]+$"), ...common }, { requiredKeys: ["type"] }),
    objectType: fc
      .record({ type: fc.constant("OBJECT"), properties: fc.dictionary(name, tie("gemini"), { maxKeys: 3 }), minProperties: fc.nat(2), maxProperties: fc.nat(5), ...common }, { requiredKeys: ["type"] })
      .chain((o) => {
        const keys = Object.keys((o.properties as object | undefined) ?? {});
        return fc.record({ required: fc.subarray(keys), propertyOrdering: fc.shuffledSubarray(keys) }, { requiredKeys: [] }).map((extra) => ({ ...o, ...(o.properties ? extra : {}) }));
      }),
    arrayType: fc.record({ type: fc.constant("ARRAY"), items: tie("gemini"), minItems: fc.nat(3), maxItems: fc.nat(5), ...common }, { requiredKeys: ["type", "items"] }),
    union: fc.record({ anyOf: fc.array(tie("gemini"), { minLength: 1, maxLength: 3 }), description: text, nullable: fc.boolean() }, { requiredKeys: ["anyOf"] }),
  };
});

/** What toGeminiParameters writes, silently, for a schema already inside the subset: Gemini's spelling of the same schema. */
function geminiSpelling(s: unknown): unknown {
  if (s === null || typeof s !== "object" || Array.isArray(s)) return s;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(s)) {
    if (key === "type") {
      const list = Array.isArray(v) ? (v as string[]) : [v as string];
      const nonNull = list.filter((t) => t.toLowerCase() !== "null");
      out.type = (nonNull[0] ?? "null").toUpperCase();
      if (list.length > nonNull.length && nonNull.length > 0) out.nullable = true;
    } else if (key === "properties") out.properties = Object.fromEntries(Object.entries(v as object).map(([k, sub]) => [k, geminiSpelling(sub)]));
    else if (key === "items") out.items = geminiSpelling(v);
    else if (key === "anyOf") out.anyOf = (v as unknown[]).map(geminiSpelling);
    else if (key !== "nullable" || out.nullable === undefined) out[key] = v;
  }
  return out;
}

const lowerCase = (s: unknown): unknown => {
  if (s === null || typeof s !== "object") return s;
  if (Array.isArray(s)) return s.map(lowerCase);
  return Object.fromEntries(Object.entries(s).map(([k, v]) => [k, k === "type" && typeof v === "string" ? v.toLowerCase() : k === "enum" || k === "required" || k === "propertyOrdering" || k === "default" || k === "example" ? v : k === "properties" ? Object.fromEntries(Object.entries(v as object).map(([n, sub]) => [n, lowerCase(sub)])) : lowerCase(v)]));
};

/** `nullable: true` beside one type spelled as JSON Schema does: `type: [t, "null"]`. */
const typeLists = (s: unknown): unknown => {
  if (s === null || typeof s !== "object") return s;
  if (Array.isArray(s)) return s.map(typeLists);
  const o = s as Record<string, unknown>;
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === "enum" || k === "required" || k === "propertyOrdering" || k === "default" || k === "example" ? v : k === "properties" ? Object.fromEntries(Object.entries(v as object).map(([n, sub]) => [n, typeLists(sub)])) : typeLists(v)]));
  if (o.nullable === true && typeof o.type === "string" && o.type.toLowerCase() !== "null") {
    out.type = [o.type.toLowerCase(), "null"];
    delete out.nullable;
  }
  return out;
};

const JSON_SUBSET = new Set(["type", "format", "title", "description", "enum", "items", "minItems", "maxItems", "minimum", "maximum", "anyOf", "properties", "required", "propertyOrdering"]);
/** Only the keywords of Gemini's JSON Schema subset. */
const jsonSubsetOnly = (s: unknown): unknown => {
  if (s === null || typeof s !== "object" || Array.isArray(s)) return s;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s)) {
    if (!JSON_SUBSET.has(k)) continue;
    out[k] = k === "properties" ? Object.fromEntries(Object.entries(v as object).map(([n, sub]) => [n, jsonSubsetOnly(sub)])) : k === "items" ? jsonSubsetOnly(v) : k === "anyOf" ? (v as unknown[]).map(jsonSubsetOnly) : v;
  }
  return out;
};

/** JSON Schemas as users write them, and ones already inside Gemini's subsets in JSON Schema's spelling (lower-case types, type lists). */
const jsonSchema = fc.oneof(root, root, schema, gemini.map(lowerCase), gemini.map((g) => typeLists(lowerCase(g))), gemini.map((g) => jsonSubsetOnly(typeLists(lowerCase(g)))));

describe("toGeminiParameters over generated JSON Schemas", () => {
  it("writes a Gemini Schema the API takes, never changes its input, and warns every change", () => {
    let warned = 0;
    let silent = 0;
    fc.assert(
      fc.property(jsonSchema, (given) => {
        const before = structuredClone(given);
        const { out, warnings } = run(toGeminiParameters, deepFreeze(given), "/tools/0/parameters");
        expect(geminiProblems(out)).toEqual([]);
        expect(given).toEqual(before);
        expect(warnings.filter((w) => w.message.includes("could not be read")), "no internal error is taken for an unreadable input").toEqual([]);
        for (const w of warnings) expect(w.path.startsWith("/tools/0/parameters")).toBe(true);
        if (warnings.length === 0) {
          silent++;
          expect(out).toEqual(geminiSpelling(given));
        } else warned++;
      }),
      RUNS,
    );
    expect(warned).toBeGreaterThan(RUNS.numRuns / 4);
    expect(silent).toBeGreaterThan(0);
  });

  it("returns a schema already inside the subset unchanged, with no warning", () => {
    fc.assert(
      fc.property(gemini, (given) => {
        const { out, warnings } = run(toGeminiParameters, deepFreeze(given));
        expect(warnings).toEqual([]);
        expect(out).toEqual(given);
      }),
      RUNS,
    );
  });

  it("round trip: toGeminiParameters(fromGeminiParameters(S)) is S, with no warning either way, in upper or lower case", () => {
    fc.assert(
      fc.property(gemini, fc.boolean(), (given, lower) => {
        const read = run(fromGeminiParameters, deepFreeze(lower ? lowerCase(given) : given));
        expect(read.warnings).toEqual([]);
        expect(jsonTypesOnly(read.out)).toBe(true);
        const back = run(toGeminiParameters, read.out);
        expect(back.warnings).toEqual([]);
        expect(back.out).toEqual(given);
      }),
      RUNS,
    );
  });
});

/** fromGeminiParameters writes JSON Schema type names only. */
function jsonTypesOnly(s: unknown): boolean {
  if (s === null || typeof s !== "object") return true;
  if (Array.isArray(s)) return s.every(jsonTypesOnly);
  return Object.entries(s).every(([k, v]) => (k === "type" ? (Array.isArray(v) ? v : [v]).every((t) => typeof t === "string" && t === t.toLowerCase()) : k === "enum" || k === "default" || k === "example" ? true : jsonTypesOnly(v)));
}

describe("toGeminiJsonSchema over generated JSON Schemas", () => {
  it("writes a schema inside Gemini's JSON Schema subset, never changes its input, and warns every change", () => {
    let silent = 0;
    fc.assert(
      fc.property(jsonSchema, (given) => {
        const before = structuredClone(given);
        const { out, warnings } = run(toGeminiJsonSchema, deepFreeze(given), "/generationConfig/responseJsonSchema");
        expect(jsonSchemaProblems(out)).toEqual([]);
        expect(given).toEqual(before);
        expect(warnings.filter((w) => w.message.includes("could not be read"))).toEqual([]);
        if (warnings.length === 0) {
          silent++;
          expect(out).toEqual(given);
        }
      }),
      RUNS,
    );
    expect(silent).toBeGreaterThan(0);
  });
});

/** Schemas strict mode takes: every object closed and fully required, keywords from the documented subset. */
const { strictSchema } = fc.letrec<{ strictSchema: unknown; strictObject: Record<string, unknown> }>((tie) => ({
  strictSchema: fc.oneof(
    { maxDepth: 3, depthIdentifier: "strict" },
    fc.record({ type: fc.constantFrom("string", "number", "integer", "boolean"), description: text }, { requiredKeys: ["type"] }),
    fc.record({ type: fc.constant(["string", "null"]), enum: fc.constant(["a", "b", null]) }),
    fc.record({ type: fc.constant("string"), format: fc.constantFrom("date-time", "uuid", "email"), pattern: fc.constant("^a") }, { requiredKeys: ["type"] }),
    fc.record({ type: fc.constant("array"), items: tie("strictSchema"), minItems: fc.nat(2), maxItems: fc.nat(4) }, { requiredKeys: ["type", "items"] }),
    fc.record({ anyOf: fc.array(tie("strictSchema"), { minLength: 1, maxLength: 2 }) }),
    tie("strictObject"),
  ),
  strictObject: fc.dictionary(name, tie("strictSchema"), { maxKeys: 3 }).map((properties) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false })),
}));

describe("checkOpenAIStrict over generated JSON Schemas", () => {
  it("says true exactly when it gave no warning, never throws, and leaves its input alone", () => {
    let refused = 0;
    fc.assert(
      fc.property(jsonSchema, (given) => {
        const before = structuredClone(given);
        const { out, warnings } = run(checkOpenAIStrict, deepFreeze(given), "/text/format/schema");
        expect(out).toBe(warnings.length === 0);
        expect(warnings.filter((w) => w.message.includes("could not be read"))).toEqual([]);
        expect(new Set(warnings.map((w) => w.code))).toEqual(new Set(warnings.length ? ["schema_not_strict"] : []));
        expect(given).toEqual(before);
        if (!out) refused++;
      }),
      RUNS,
    );
    expect(refused).toBeGreaterThan(0);
  });

  it("accepts every schema built by the documented rules", () => {
    fc.assert(
      fc.property(strictSchema, (given) => {
        const wrapped = { type: "object", properties: { value: given }, required: ["value"], additionalProperties: false };
        const { out, warnings } = run(checkOpenAIStrict, wrapped);
        expect(warnings).toEqual([]);
        expect(out).toBe(true);
      }),
      RUNS,
    );
  });
});
