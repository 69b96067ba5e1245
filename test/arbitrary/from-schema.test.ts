import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FORMAT_NAMES, FORMATS } from "../../src/convert/formats.js";
import { arbitraryOf, bundle, documentOf, reachable, type SchemaNode } from "./from-schema.js";

const SAMPLES = 5000;

/** Each object definition's property names, and each union's branch count, reachable from a root. */
function objectProperties(name: string): Map<string, string[]> {
  const defs = bundle().$defs!;
  const out = new Map<string, string[]>();
  for (const def of reachable(name)) {
    const props = defs[def]?.properties;
    if (props) out.set(def, Object.keys(props));
  }
  return out;
}

describe("schema-driven arbitraries", () => {
  for (const format of FORMAT_NAMES) {
    const root = FORMATS[format].schema.history;
    it(`${format} (${root}): every sample validates, and reaches every definition and every property`, () => {
      const seen = new Map<string, Set<string>>();
      const arb = arbitraryOf(root, {
        onDefinition: (def, value) => {
          let keys = seen.get(def);
          if (!keys) seen.set(def, (keys = new Set()));
          if (value && typeof value === "object" && !Array.isArray(value)) for (const k of Object.keys(value)) keys.add(k);
        },
      });
      const samples = fc.sample(arb, { numRuns: SAMPLES, seed: 20261201 });
      const invalid = samples.filter((v) => FORMATS[format].check(v, 1).length > 0);
      expect(invalid.slice(0, 1)).toEqual([]);

      const unreached = [...reachable(root)].filter((def) => def !== root && !seen.has(def));
      expect(unreached).toEqual([]);
      const missingKeys: string[] = [];
      for (const [def, keys] of objectProperties(root)) {
        for (const key of keys) if (!seen.get(def)?.has(key)) missingKeys.push(`${def}.${key}`);
      }
      expect(missingKeys).toEqual([]);
    });
  }

  it("documentOf gives only documents the format's validator accepts", () => {
    for (const format of FORMAT_NAMES) {
      for (const v of fc.sample(documentOf(format), { numRuns: 50, seed: 7 })) expect(FORMATS[format].check(v, 1)).toEqual([]);
    }
  });

  it("refuses a keyword it does not understand instead of ignoring it", () => {
    const schema: SchemaNode = { $defs: { X: { type: "string", format: "email" } as SchemaNode } };
    expect(() => fc.sample(arbitraryOf("X", { schema }), 1)).toThrow(/keyword "format"/);
  });

  it("honours const, enum, pattern, minLength, required and additionalProperties: false", () => {
    const schema: SchemaNode = {
      $defs: {
        X: {
          type: "object", additionalProperties: false, required: ["kind", "id"],
          properties: {
            kind: { const: "k" }, id: { type: "string", pattern: "^fc_[a-z]+$" },
            mode: { enum: ["a", "b"] }, name: { type: "string", minLength: 3 }, nothing: { type: "null" },
          },
        },
      },
    };
    const modes = new Set<unknown>();
    for (const v of fc.sample(arbitraryOf("X", { schema }), { numRuns: 500, seed: 3 }) as Record<string, unknown>[]) {
      expect(v.kind).toBe("k");
      expect(v.id).toMatch(/^fc_[a-z]+$/);
      expect(Object.keys(v).every((k) => ["kind", "id", "mode", "name", "nothing"].includes(k))).toBe(true);
      if ("name" in v) expect([...(v.name as string)].length).toBeGreaterThanOrEqual(3);
      if ("nothing" in v) expect(v.nothing).toBeNull();
      modes.add(v.mode);
    }
    expect(modes).toEqual(new Set(["a", "b", undefined]));
  });

  it("extraKeys adds keys the schema does not name only where additionalProperties allows them", () => {
    const schema: SchemaNode = {
      $defs: {
        Open: { type: "object", properties: { a: { type: "boolean" } }, required: ["a"] },
        Closed: { type: "object", additionalProperties: false, properties: { a: { type: "boolean" } }, required: ["a"] },
      },
    };
    const open = fc.sample(arbitraryOf("Open", { schema, extraKeys: true }), { numRuns: 300, seed: 5 }) as object[];
    const closed = fc.sample(arbitraryOf("Closed", { schema, extraKeys: true }), { numRuns: 300, seed: 5 }) as object[];
    expect(open.some((v) => Object.keys(v).some((k) => k !== "a"))).toBe(true);
    expect(closed.every((v) => Object.keys(v).every((k) => k === "a"))).toBe(true);
  });
});
