// Example tests of the tool-schema passes, including schemas peers' users reported Gemini or OpenAI refusing.
import { describe, expect, it } from "vitest";
import { checkOpenAIStrict, fromGeminiParameters, toGeminiJsonSchema, toGeminiParameters } from "../../src/request/tool-schema.js";
import { deepFreeze, geminiProblems, jsonSchemaProblems, run } from "./tool-schema-helpers.js";

const codes = (ws: { code: string; path: string }[]) => ws.map((w) => `${w.code} ${w.path}`);

describe("toGeminiParameters", () => {
  const cases: [string, { given: unknown; want: unknown; warned: string[] }][] = [
    [
      "nested additionalProperties is removed (Gemini: Unknown name \"additionalProperties\" at '…items': Cannot find field; prism-php/prism#974)",
      {
        given: { type: "object", properties: { rows: { type: "array", items: { type: "object", properties: { a: { type: "string" } }, additionalProperties: false } } }, additionalProperties: false },
        want: { type: "OBJECT", properties: { rows: { type: "ARRAY", items: { type: "OBJECT", properties: { a: { type: "STRING" } } } } } },
        warned: ["schema_keyword_removed /p/properties/rows/items/additionalProperties", "schema_keyword_removed /p/additionalProperties"],
      },
    ],
    [
      "a [T, \"null\"] type list is nullable (Gemini: Proto field is not repeating, cannot start list; prism-php/prism#974), not warned: the same schema",
      { given: { type: "object", properties: { u: { type: ["string", "null"] }, v: { type: ["null", "integer"] } } }, want: { type: "OBJECT", properties: { u: { type: "STRING", nullable: true }, v: { type: "INTEGER", nullable: true } } }, warned: [] },
    ],
    [
      "an integer enum becomes a string enum on STRING (Gemini: enum: only allowed for STRING type; directus/directus#27100, diegosouzapw/OmniRoute#760)",
      { given: { type: "integer", enum: [1, 2, 4] }, want: { type: "STRING", enum: ["1", "2", "4"] }, warned: ["schema_rewritten /p/enum"] },
    ],
    [
      "an enum without a type gets type STRING (Gemini: enum only allowed for STRING type; decolua/9router#380)",
      { given: { enum: ["now_playing", "upcoming"] }, want: { type: "STRING", enum: ["now_playing", "upcoming"] }, warned: ["schema_rewritten /p/enum"] },
    ],
    ["null in an enum becomes nullable", { given: { type: ["string", "null"], enum: ["C", "F", null] }, want: { type: "STRING", nullable: true, enum: ["C", "F"] }, warned: ["schema_rewritten /p/enum"] }],
    ["const is a one-value enum", { given: { const: "fixed" }, want: { type: "STRING", enum: ["fixed"] }, warned: ["schema_rewritten /p/const"] }],
    [
      "a required name missing from properties is dropped (Gemini: property is not defined)",
      { given: { type: "object", properties: { a: { type: "string" } }, required: ["a", "b"] }, want: { type: "OBJECT", properties: { a: { type: "STRING" } }, required: ["a"] }, warned: ["schema_rewritten /p/required"] },
    ],
    [
      "pydantic's $ref into $defs is inlined and $defs removed (Gemini: Unknown name \"$ref\" / \"$defs\")",
      {
        given: { $defs: { Unit: { type: "string", enum: ["C", "F"], title: "Unit" } }, type: "object", properties: { unit: { $ref: "#/$defs/Unit", description: "the unit" } }, required: ["unit"] },
        want: { type: "OBJECT", properties: { unit: { type: "STRING", enum: ["C", "F"], title: "Unit", description: "the unit" } }, required: ["unit"] },
        warned: ["schema_keyword_removed /p/$defs", "schema_ref_inlined /p/properties/unit/$ref"],
      },
    ],
    [
      "draft-07 definitions and an allOf around a $ref (older pydantic) are inlined and merged",
      {
        given: { definitions: { P: { type: "object", properties: { x: { type: "number" } } } }, type: "object", properties: { p: { allOf: [{ $ref: "#/definitions/P" }], description: "point" } } },
        want: { type: "OBJECT", properties: { p: { type: "OBJECT", properties: { x: { type: "NUMBER" } }, description: "point" } } },
        warned: ["schema_keyword_removed /p/definitions", "schema_rewritten /p/properties/p/allOf", "schema_ref_inlined /p/properties/p/allOf/0/$ref"],
      },
    ],
    [
      "a recursive $ref is expanded 3 times, then cut to its target's type",
      {
        given: { $ref: "#/$defs/Node", $defs: { Node: { type: "object", properties: { next: { $ref: "#/$defs/Node" } } } } },
        want: { type: "OBJECT", properties: { next: { type: "OBJECT", properties: { next: { type: "OBJECT", properties: { next: { type: "OBJECT" } } } } } } },
        warned: ["schema_ref_inlined /p/$ref", "schema_keyword_removed /p/$defs", "schema_ref_inlined /p/$defs/Node/properties/next/$ref", "schema_recursion_cut /p/$defs/Node/properties/next/$ref"],
      },
    ],
    [
      "a $ref out of the schema is removed",
      { given: { type: "object", properties: { a: { $ref: "https://example.com/a.json", description: "d" } } }, want: { type: "OBJECT", properties: { a: { description: "d" } } }, warned: ["schema_keyword_removed /p/properties/a/$ref"] },
    ],
    [
      "$schema, examples, exclusive bounds and unknown keywords",
      {
        given: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { n: { type: "integer", exclusiveMinimum: 0, exclusiveMaximum: 10.5 }, x: { type: "number", exclusiveMinimum: 0, multipleOf: 0.5 }, s: { type: "string", examples: ["a", "b"], "x-go-name": "S" } } },
        want: { type: "OBJECT", properties: { n: { type: "INTEGER", minimum: 1, maximum: 10 }, x: { type: "NUMBER" }, s: { type: "STRING", example: "a" } } },
        warned: [
          "schema_keyword_removed /p/$schema",
          "schema_rewritten /p/properties/n/exclusiveMinimum",
          "schema_rewritten /p/properties/n/exclusiveMaximum",
          "schema_keyword_removed /p/properties/x/exclusiveMinimum",
          "schema_keyword_removed /p/properties/x/multipleOf",
          "schema_rewritten /p/properties/s/examples",
          "schema_keyword_removed /p/properties/s/x-go-name",
        ],
      },
    ],
    [
      "a format Gemini does not take is removed (Gemini: format: only 'enum' and 'date-time' are supported for STRING type; google-gemini/gemini-cli#3178)",
      { given: { type: "object", properties: { url: { type: "string", format: "uri" }, at: { type: "string", format: "date-time" }, n: { type: "integer", format: "int64" } } }, want: { type: "OBJECT", properties: { url: { type: "STRING" }, at: { type: "STRING", format: "date-time" }, n: { type: "INTEGER", format: "int64" } } }, warned: ["schema_keyword_removed /p/properties/url/format"] },
    ],
    [
      "zod's .int().positive().nullable() (pizza-bot-app/pizza-bot#62: Unknown name \"exclusiveMinimum\" at '…any_of[0]')",
      { given: { anyOf: [{ type: "integer", exclusiveMinimum: 0 }, { type: "null" }], default: null }, want: { anyOf: [{ type: "INTEGER", minimum: 1 }, { type: "NULL" }], default: null }, warned: ["schema_rewritten /p/anyOf/0/exclusiveMinimum"] },
    ],
    [
      "Claude Code's tool schemas (theopenco/llmgateway#1763: Unknown name exclusiveMinimum, propertyNames, const)",
      {
        given: { type: "object", properties: { n: { type: "number", exclusiveMinimum: 0 }, m: { type: "object", propertyNames: { pattern: "^[a-z]+$" }, additionalProperties: { type: "string" } }, k: { const: "fixed" } }, required: ["n"], additionalProperties: false, $schema: "http://json-schema.org/draft-07/schema#" },
        want: { type: "OBJECT", properties: { n: { type: "NUMBER" }, m: { type: "OBJECT" }, k: { type: "STRING", enum: ["fixed"] } }, required: ["n"] },
        warned: ["schema_keyword_removed /p/properties/n/exclusiveMinimum", "schema_keyword_removed /p/properties/m/propertyNames", "schema_keyword_removed /p/properties/m/additionalProperties", "schema_rewritten /p/properties/k/const", "schema_keyword_removed /p/additionalProperties", "schema_keyword_removed /p/$schema"],
      },
    ],
    ["oneOf is anyOf", { given: { oneOf: [{ type: "string" }, { type: "integer" }] }, want: { anyOf: [{ type: "STRING" }, { type: "INTEGER" }] }, warned: ["schema_rewritten /p/oneOf"] }],
    [
      "a list of several types is one anyOf branch per type, each with its own keywords",
      { given: { type: ["string", "integer", "null"], minLength: 2, maximum: 9, description: "d" }, want: { description: "d", nullable: true, anyOf: [{ type: "STRING", minLength: 2 }, { type: "INTEGER", maximum: 9 }] }, warned: ["schema_rewritten /p/type"] },
    ],
    [
      "allOf is merged: properties and required joined, bounds tightened, a conflict kept first and warned",
      {
        given: { allOf: [{ type: "object", properties: { a: { type: "string", maxLength: 9 } }, required: ["a"], description: "one" }, { properties: { a: { maxLength: 5 }, b: { type: "integer" } }, required: ["b"], description: "two" }] },
        want: { type: "OBJECT", properties: { a: { type: "STRING", maxLength: 5 }, b: { type: "INTEGER" } }, required: ["a", "b"], description: "one" },
        warned: ["schema_rewritten /p/allOf", "schema_keyword_removed /p/allOf/1/description"],
      },
    ],
    ["true as a schema is {}", { given: { type: "object", properties: { any: true } }, want: { type: "OBJECT", properties: { any: {} } }, warned: ["schema_rewritten /p/properties/any"] }],
    ["a tuple items list is removed", { given: { type: "array", items: [{ type: "string" }] }, want: { type: "ARRAY", items: {} }, warned: ["schema_keyword_removed /p/items", "schema_rewritten /p"] }],
    [
      "an array without items gets items: {} (Gemini: items: missing field; cline/cline#7339, jackmusick/bifrost#225)",
      { given: { type: "object", properties: { tags: { type: "array" }, maybe: { type: ["array", "string"] } } }, want: { type: "OBJECT", properties: { tags: { type: "ARRAY", items: {} }, maybe: { anyOf: [{ type: "ARRAY", items: {} }, { type: "STRING" }] } } }, warned: ["schema_rewritten /p/properties/tags", "schema_rewritten /p/properties/maybe/type", "schema_rewritten /p/properties/maybe/type"] },
    ],
  ];
  it.each(cases)("%s", (_, { given, want, warned }) => {
    const { out, warnings } = run(toGeminiParameters, deepFreeze(structuredClone(given)), "/p");
    expect(out).toEqual(want);
    expect(codes(warnings).sort()).toEqual([...warned].sort());
    expect(geminiProblems(out)).toEqual([]);
  });

  it("names the keyword and what was done in each message", () => {
    const { warnings } = run(toGeminiParameters, { type: "object", additionalProperties: false, properties: { a: { const: 1 } } }, "/tools/0/parameters");
    expect(warnings[0]!.message).toBe("/tools/0/parameters/additionalProperties: `additionalProperties` is not in Gemini's Schema (OpenAPI subset); removed");
    expect(warnings.map((w) => w.message)).toContain("/tools/0/parameters/properties/a/const: `const` 1 is written as a one-value `enum`: 1 value(s) written as strings; `type: STRING` added (Gemini takes enum only as strings on STRING)");
    expect(warnings.length).toBe(2); // one per keyword: additionalProperties, const
  });

  it("stops inlining where definitions would grow the schema exponentially, in linear time", () => {
    const defs: Record<string, unknown> = { d40: { type: "string" } };
    for (let i = 0; i < 40; i++) defs[`d${i}`] = { type: "object", properties: { a: { $ref: `#/$defs/d${i + 1}` }, b: { $ref: `#/$defs/d${i + 1}` } } };
    const started = performance.now();
    const { out, warnings } = run(toGeminiParameters, { $ref: "#/$defs/d0", $defs: defs }, "");
    expect(performance.now() - started).toBeLessThan(5000);
    expect(geminiProblems(out)).toEqual([]);
    expect(warnings.filter((w) => w.code === "schema_recursion_cut").length).toBeGreaterThan(0);
    expect(warnings.find((w) => w.code === "schema_recursion_cut")!.message).toContain("too large");
    expect(JSON.stringify(out).length).toBeLessThan(1_000_000);
  });

  it("reads an object graph that shares subschemas (a JS value, not JSON) in bounded time, in every pass", () => {
    let shared: Record<string, unknown> = { type: "string" };
    for (let i = 0; i < 40; i++) shared = { type: "object", properties: { a: shared, b: shared }, required: ["a", "b"], additionalProperties: false };
    const started = performance.now();
    for (const pass of [toGeminiParameters, toGeminiJsonSchema, fromGeminiParameters, checkOpenAIStrict]) {
      const { warnings } = run(pass, shared, "");
      expect(warnings.map((w) => w.code)).toContain(pass === checkOpenAIStrict ? "schema_not_strict" : "schema_recursion_cut");
    }
    expect(performance.now() - started).toBeLessThan(20_000);
  });

  it("does what the README's example says", () => {
    const { out, warnings } = run(
      toGeminiParameters,
      { type: "object", properties: { unit: { type: ["string", "null"], enum: ["C", "F"] }, n: { $ref: "#/$defs/N" } }, additionalProperties: false, $defs: { N: { type: "integer", exclusiveMinimum: 0 } } },
      "/tools/0/input_schema",
    );
    expect(out).toEqual({ type: "OBJECT", properties: { unit: { type: "STRING", nullable: true, enum: ["C", "F"] }, n: { type: "INTEGER", minimum: 1 } } });
    expect(warnings.map((w) => w.code).sort()).toEqual(["schema_keyword_removed", "schema_keyword_removed", "schema_ref_inlined", "schema_rewritten"]);
  });

  it("never crashes on a schema whose reads throw (a Proxy), in any pass", () => {
    const hostile = new Proxy({ type: "string" }, { get: () => { throw new Error("no"); } });
    const given = { type: "object", properties: { a: hostile }, required: ["a"], additionalProperties: false };
    expect(codes(run(toGeminiParameters, given, "").warnings)).toEqual(["schema_rewritten /properties/a", "schema_keyword_removed /additionalProperties"]);
    expect(codes(run(toGeminiJsonSchema, given, "").warnings)).toEqual(["schema_rewritten /properties/a"]);
    expect(codes(run(fromGeminiParameters, given, "").warnings)).toEqual(["schema_rewritten /properties/a"]);
    expect(run(checkOpenAIStrict, given, "").out).toBe(false);
    expect(run(checkOpenAIStrict, hostile, "").out).toBe(false);
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const pass of [toGeminiParameters, toGeminiJsonSchema, fromGeminiParameters]) expect(run(pass, { type: "object", properties: { a: proxy } }, "").out).toMatchObject({ properties: { a: {} } });
    expect(run(checkOpenAIStrict, proxy, "").out).toBe(false);
  });

  it("never crashes: non-objects, false, cycles, very deep nesting, __proto__ as a property name", () => {
    for (const given of [undefined, null, 3, "x", [], false]) {
      const { out, warnings } = run(toGeminiParameters, given, "/p");
      expect(out).toEqual({});
      expect(warnings.map((w) => w.code)).toEqual(["schema_rewritten"]);
    }
    const cyclic: Record<string, unknown> = { type: "object", properties: {} };
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    const cut = run(toGeminiParameters, cyclic, "");
    expect(cut.out).toEqual({ type: "OBJECT", properties: { self: {} } });
    expect(codes(cut.warnings)).toEqual(["schema_recursion_cut /properties/self"]);
    let deep: unknown = { type: "string" };
    for (let i = 0; i < 5000; i++) deep = { type: "array", items: deep };
    const d = run(toGeminiParameters, deep, "");
    expect(d.warnings.map((w) => w.code)).toEqual(["schema_recursion_cut"]);
    const proto = JSON.parse('{"type":"object","properties":{"__proto__":{"type":"string"}},"required":["__proto__"]}');
    const p = run(toGeminiParameters, proto, "");
    expect(Object.keys((p.out as { properties: object }).properties)).toEqual(["__proto__"]);
    expect(p.warnings).toEqual([]);
  });
});

describe("toGeminiJsonSchema", () => {
  const cases: [string, { given: unknown; want: unknown; warned: string[] }][] = [
    [
      "$defs, local $ref, additionalProperties, prefixItems and oneOf are kept",
      {
        given: { type: "object", properties: { a: { $ref: "#/$defs/A" }, t: { type: "array", prefixItems: [{ type: "string" }] }, o: { oneOf: [{ type: "string" }, { type: "null" }] } }, additionalProperties: false, required: ["a"], $defs: { A: { type: ["string", "null"] } } },
        want: { type: "object", properties: { a: { $ref: "#/$defs/A" }, t: { type: "array", prefixItems: [{ type: "string" }] }, o: { oneOf: [{ type: "string" }, { type: "null" }] } }, additionalProperties: false, required: ["a"], $defs: { A: { type: ["string", "null"] } } },
        warned: [],
      },
    ],
    [
      "a $ref with sibling keywords is a one-branch anyOf (Gemini: no other properties beside $ref)",
      { given: { type: "object", properties: { a: { $ref: "#/$defs/A", description: "d" } }, $defs: { A: { type: "string" } } }, want: { type: "object", properties: { a: { description: "d", anyOf: [{ $ref: "#/$defs/A" }] } }, $defs: { A: { type: "string" } } }, warned: ["schema_rewritten /p/properties/a/$ref"] },
    ],
    [
      "a $ref into draft-07 definitions is inlined",
      { given: { type: "object", properties: { a: { $ref: "#/definitions/A" } }, definitions: { A: { type: "string" } } }, want: { type: "object", properties: { a: { type: "string" } } }, warned: ["schema_ref_inlined /p/properties/a/$ref", "schema_keyword_removed /p/definitions"] },
    ],
    [
      "a recursive $ref into $defs stays a $ref",
      { given: { $defs: { N: { type: "object", properties: { next: { $ref: "#/$defs/N" } } } }, $ref: "#/$defs/N" }, want: { $defs: { N: { type: "object", properties: { next: { $ref: "#/$defs/N" } } } }, $ref: "#/$defs/N" }, warned: [] },
    ],
    [
      "nullable, upper-case types, const, and keywords outside the subset",
      {
        given: { type: "OBJECT", properties: { a: { type: "string", nullable: true, minLength: 1, default: "x" }, b: { const: 3 }, c: { enum: ["x", 1, true, null] } } },
        want: { type: "object", properties: { a: { type: ["string", "null"] }, b: { enum: [3] }, c: { enum: ["x", 1] } } },
        warned: ["schema_rewritten /p/type", "schema_rewritten /p/properties/a/nullable", "schema_keyword_removed /p/properties/a/minLength", "schema_keyword_removed /p/properties/a/default", "schema_rewritten /p/properties/b/const", "schema_rewritten /p/properties/c/enum"],
      },
    ],
  ];
  it.each(cases)("%s", (_, { given, want, warned }) => {
    const { out, warnings } = run(toGeminiJsonSchema, deepFreeze(structuredClone(given)), "/p");
    expect(out).toEqual(want);
    expect(codes(warnings).sort()).toEqual([...warned].sort());
    expect(jsonSchemaProblems(out)).toEqual([]);
  });
});

describe("fromGeminiParameters", () => {
  it("reads upper- and lower-case types, nullable and int64 counts spelled as strings into JSON Schema", () => {
    const given = deepFreeze({ type: "OBJECT", properties: { a: { type: "string", nullable: true, maxLength: "5" }, b: { type: "ARRAY", items: { type: "INTEGER" }, minItems: "1" }, c: { anyOf: [{ type: "STRING" }, { type: "NULL" }] } }, required: ["a"], propertyOrdering: ["a", "b", "c"] });
    const { out, warnings } = run(fromGeminiParameters, given, "/p");
    expect(out).toEqual({ type: "object", properties: { a: { type: ["string", "null"], maxLength: 5 }, b: { type: "array", items: { type: "integer" }, minItems: 1 }, c: { anyOf: [{ type: "string" }, { type: "null" }] } }, required: ["a"], propertyOrdering: ["a", "b", "c"] });
    expect(warnings).toEqual([]);
    expect(run(toGeminiParameters, out).out).toEqual({ ...given, properties: { ...given.properties, a: { type: "STRING", nullable: true, maxLength: 5 }, b: { type: "ARRAY", items: { type: "INTEGER" }, minItems: 1 } } });
  });

  it("reads Vertex's numeric enum ({type: INTEGER, format: enum, enum: [\"101\"]}) as numbers", () => {
    const { out, warnings } = run(fromGeminiParameters, { type: "INTEGER", format: "enum", enum: ["101", "201"] }, "/p");
    expect(out).toEqual({ type: "integer", format: "enum", enum: [101, 201] });
    expect(warnings).toEqual([]);
  });

  it("warns TYPE_UNSPECIFIED and carries unknown keywords for the writer to judge", () => {
    const { out, warnings } = run(fromGeminiParameters, { type: "TYPE_UNSPECIFIED", additionalProperties: false }, "/p");
    expect(out).toEqual({ additionalProperties: false });
    expect(codes(warnings)).toEqual(["schema_keyword_removed /p/type"]);
  });
});

describe("checkOpenAIStrict", () => {
  const weather = { type: "object", properties: { location: { type: "string", description: "The location" }, unit: { type: ["string", "null"], enum: ["F", "C"] } }, additionalProperties: false, required: ["location", "unit"] };
  const ui = { type: "object", properties: { type: { type: "string", enum: ["div", "button"] }, label: { type: "string" }, children: { type: "array", items: { $ref: "#" } } }, required: ["type", "label", "children"], additionalProperties: false };
  const list = { type: "object", properties: { linked_list: { $ref: "#/$defs/node" } }, $defs: { node: { type: "object", properties: { value: { type: "number" }, next: { anyOf: [{ $ref: "#/$defs/node" }, { type: "null" }] } }, additionalProperties: false, required: ["next", "value"] } }, additionalProperties: false, required: ["linked_list"] };

  it.each([["the documented optional-field example", weather], ["root recursion with $ref: #", ui], ["recursion through $defs", list]])("accepts %s", (_, schema) => {
    const { out, warnings } = run(checkOpenAIStrict, deepFreeze(schema), "/tools/0/function/parameters");
    expect(warnings).toEqual([]);
    expect(out).toBe(true);
  });

  const cases: [string, { given: unknown; warned: string[] }][] = [
    ["a nested object without additionalProperties: false (vercel-labs/json-render#180)", { given: { ...weather, properties: { ...weather.properties, o: { type: "object", properties: {}, required: [] } }, required: [...weather.required, "o"] }, warned: ["schema_not_strict /p/properties/o/additionalProperties"] }],
    ["propertyNames (json-render#180: propertyNames is not permitted)", { given: { type: "object", properties: {}, propertyNames: { pattern: "^a" }, additionalProperties: false }, warned: ["schema_not_strict /p/propertyNames"] }],
    ["an optional property", { given: { ...weather, required: ["location"] }, warned: ["schema_not_strict /p/properties/unit"] }],
    ["a discriminated union at the root (zod)", { given: { anyOf: [weather, weather] }, warned: ["schema_not_strict /p/anyOf", "schema_not_strict /p/type"] }],
    ["allOf, not, an unsupported format, a schema without type", { given: { type: "object", properties: { a: { allOf: [{ type: "string" }] }, b: { type: "string", format: "uri" }, c: { not: { type: "string" }, type: "string" } }, required: ["a", "b", "c"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/a/allOf", "schema_not_strict /p/properties/a", "schema_not_strict /p/properties/b/format", "schema_not_strict /p/properties/c/not"] }],
    ["a non-object root", { given: { type: "string" }, warned: ["schema_not_strict /p/type"] }],
    ["a $ref that leaves the schema", { given: { type: "object", properties: { a: { $ref: "other.json" } }, required: ["a"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/a/$ref"] }],
    ["an array without items (campfirein/byterover-cli#53: array schema missing items)", { given: { type: "object", properties: { a: { type: "array" } }, required: ["a"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/a"] }],
    ["a schema without type (apexive/odoo-llm#212: schema must have a 'type' key)", { given: { type: "object", properties: { f: { description: "filter" } }, required: ["f"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/f"] }],
    ["a property missing from a nested required (anomalyco/opencode#13737: 'required' … Missing 'multiple')", { given: { type: "object", properties: { q: { type: "array", items: { type: "object", properties: { text: { type: "string" }, multiple: { type: "boolean" } }, required: ["text"], additionalProperties: false } } }, required: ["q"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/q/items/properties/multiple"] }],
    ["format: uri (can1357/oh-my-pi#206: 'uri' is not a valid format)", { given: { type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/url/format"] }],
    ["OpenAPI's nullable", { given: { type: "object", properties: { a: { type: "string", nullable: true } }, required: ["a"], additionalProperties: false }, warned: ["schema_not_strict /p/properties/a/nullable"] }],
  ];
  it.each(cases)("refuses %s", (_, { given, warned }) => {
    const { out, warnings } = run(checkOpenAIStrict, deepFreeze(given), "/p");
    expect(codes(warnings).sort()).toEqual([...warned].sort());
    expect(out).toBe(false);
  });

  it("holds the documented size limits: 5,000 properties, 10 levels, 1,000 enum values, 15,000 characters of a big enum", () => {
    const obj = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
    const wide = obj(Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`p${i}`, { type: "string" }])));
    expect(codes(run(checkOpenAIStrict, wide, "").warnings)).toEqual(["schema_not_strict "]);
    expect(run(checkOpenAIStrict, obj(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`p${i}`, { type: "string" }]))), "").out).toBe(true);
    let deep: Record<string, unknown> = obj({});
    for (let i = 1; i < 10; i++) deep = obj({ d: deep });
    expect(run(checkOpenAIStrict, deep, "").out).toBe(true);
    expect(codes(run(checkOpenAIStrict, obj({ d: deep }), "").warnings)).toEqual([`schema_not_strict ${"/properties/d".repeat(10)}`]);
    const many = obj({ e: { type: "string", enum: Array.from({ length: 1001 }, (_, i) => `v${i}`) } });
    expect(codes(run(checkOpenAIStrict, many, "").warnings)).toEqual(["schema_not_strict "]);
    const long = obj({ e: { type: "string", enum: Array.from({ length: 251 }, (_, i) => `${i}`.padEnd(60, "x")) } });
    expect(codes(run(checkOpenAIStrict, long, "").warnings)).toEqual(["schema_not_strict /properties/e/enum"]);
  });

  it("never crashes and does not rewrite", () => {
    for (const given of [undefined, null, true, "x", []]) expect(run(checkOpenAIStrict, given, "").out).toBe(false);
    const cyclic: Record<string, unknown> = { type: "object", properties: {}, required: ["self"], additionalProperties: false };
    (cyclic.properties as Record<string, unknown>).self = cyclic;
    expect(codes(run(checkOpenAIStrict, cyclic, "").warnings)).toEqual(["schema_not_strict /properties/self"]);
  });
});
