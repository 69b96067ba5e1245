// How tagged unions dispatch in every generated language: tags, routes and the catch-all variant.
import { describe, expect, it } from "vitest";
import { dispatchTable, otherRoute, variantTags } from "../scripts/dispatch-table.js";
import type { JsonSchema } from "../scripts/schemas.js";

const tagged = (type: string) => ({ type: "object", required: ["type"], properties: { type: { const: type } } });
const catchAll = (...excluded: string[]) => ({ type: "object", required: ["type"], properties: { type: { type: "string", not: { enum: excluded } } } });
const variants = (defs: Record<string, JsonSchema>) => Object.entries(defs).map(([name, def]) => variantTags(name, def, {})!);

describe("catch-all variants", () => {
  it("a required string type with not: enum is the catch-all; it takes no route of its own", () => {
    const vs = variants({ A: tagged("a"), B: tagged("b"), Other: catchAll("a", "b") });
    expect(vs[2]).toEqual({ name: "Other", typeRequired: true, otherThan: ["a", "b"] });
    expect(dispatchTable(vs).map((r) => r.type)).toEqual(["a", "b"]);
    expect(otherRoute("U", vs)).toBe("Other");
  });

  it("a union without one has no catch-all", () => {
    expect(otherRoute("U", variants({ A: tagged("a"), B: tagged("b") }))).toBeUndefined();
  });

  it.each([
    ["excludes a tag no variant has", { A: tagged("a"), Other: catchAll("a", "b") }],
    ["misses a tag a variant has", { A: tagged("a"), B: tagged("b"), Other: catchAll("a") }],
    ["is not the only one", { A: tagged("a"), O1: catchAll("a"), O2: catchAll("a") }],
  ])("is refused when it %s (schema and dispatch would disagree)", (_, defs) => {
    expect(() => otherRoute("U", variants(defs))).toThrow(/catch-all/);
  });

  it("an optional or non-string type is no catch-all", () => {
    expect(variantTags("O", { type: "object", properties: { type: { type: "string", not: { enum: ["a"] } } } }, {})).toBeUndefined();
    expect(variantTags("O", { type: "object", required: ["type"], properties: { type: { type: "integer", not: { enum: [1] } } } }, {})).toBeUndefined();
  });
});
