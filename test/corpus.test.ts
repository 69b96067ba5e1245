// The fixture corpus through the runtime validators, plus the bookkeeping that keeps it honest.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { escapePointer } from "../src/validate/issue.js";
import { corpusValidators as validators } from "./corpus-validators.js";
import { loadSchemas, makeAjv, root, type JsonSchema } from "../scripts/schemas.js";
import { arrayTypes, corpusSchemas, loadExpectations, loadFixtures, loadRuntimeOnly, requestFolders, schemaFiles, type CorpusSchema } from "../fixtures/corpus.js";

const fixtures = loadFixtures();
const valid = fixtures.filter((f) => f.kind === "valid");
const invalid = fixtures.filter((f) => f.kind === "invalid");
const MIN_PER_KIND = 18;
/** Request bodies wrap the arrays, whose corpus covers the conversation; their own fixtures cover the body. */
const MIN_PER_REQUEST_KIND = 3;

describe("corpus size", () => {
  it.each(corpusSchemas)("%s has at least 18 valid and 18 invalid fixtures (3 for request bodies)", (schema) => {
    const min = requestFolders.includes(schema) ? MIN_PER_REQUEST_KIND : MIN_PER_KIND;
    expect(valid.filter((f) => f.schema === schema).length).toBeGreaterThanOrEqual(min);
    expect(invalid.filter((f) => f.schema === schema).length).toBeGreaterThanOrEqual(min);
  });
});

describe("valid fixtures pass", () => {
  it.each(valid.map((f) => [f.id, f] as const))("%s", (_, f) => {
    const result = validators[f.schema](f.value);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });
});

describe("invalid fixtures fail with the pinned first issue", () => {
  it.each(invalid.map((f) => [f.id, f] as const))("%s", (_, f) => {
    const want = loadExpectations(f.schema)[f.file];
    expect(want, `${f.id} has no entry in fixtures/${f.schema}/invalid/expectations.json`).toBeDefined();
    const result = validators[f.schema](f.value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const first = result.issues[0];
    expect({ path: first?.path, code: first?.code }).toEqual(want);
  });

  it.each(corpusSchemas)("%s: every expectation names an existing fixture", (schema) => {
    const files = invalid.filter((f) => f.schema === schema).map((f) => f.file);
    expect(Object.keys(loadExpectations(schema)).filter((name) => !files.includes(name))).toEqual([]);
  });
});

describe("compile-time coverage (test-d/fixtures.test-d.ts)", () => {
  const text = readFileSync(join(root, "test-d", "fixtures.test-d.ts"), "utf8");
  const asserted = new Map<string, { call: string; type: string }>();
  for (const m of text.matchAll(/^\/\/ (\S+\.json)(?: \(runtime-only[^)\n]*\))?\n(expectAssignable|expectError)<(\w+)>\(/gm)) {
    asserted.set(m[1]!, { call: m[2]!, type: m[3]! });
  }
  const runtimeOnly = loadRuntimeOnly();

  it("every invalid fixture is a tsd error or listed as runtime-only, never both", () => {
    const unaccounted = invalid.filter((f) => (asserted.get(f.id)?.call === "expectError") === f.id in runtimeOnly.invalid);
    expect(unaccounted.map((f) => f.id)).toEqual([]);
  });

  it("every valid fixture is asserted assignable, or an expected error when listed as a type gap", () => {
    const wrong = valid.filter((f) => asserted.get(f.id)?.call !== (f.id in runtimeOnly.valid ? "expectError" : "expectAssignable"));
    expect(wrong.map((f) => f.id)).toEqual([]);
  });

  it("each assertion uses the fixture's array type", () => {
    const wrong = fixtures.filter((f) => asserted.has(f.id) && asserted.get(f.id)?.type !== arrayTypes[f.schema]);
    expect(wrong.map((f) => f.id)).toEqual([]);
  });

  it("runtime-only.json names existing fixtures of the right kind, each with a reason", () => {
    const ids = (kind: string) => new Set(fixtures.filter((f) => f.kind === kind).map((f) => f.id));
    for (const kind of ["valid", "invalid"] as const) {
      for (const [id, reason] of Object.entries(runtimeOnly[kind])) {
        expect(ids(kind).has(id), `${id} is not a ${kind} fixture`).toBe(true);
        expect(reason.length).toBeGreaterThan(10);
      }
    }
  });
});

/** JSON pointers of every object-shaped branch of every anyOf/oneOf in a schema. */
function unionVariants(schema: JsonSchema): string[] {
  const defs = schema.$defs as Record<string, JsonSchema>;
  const out = new Set<string>();
  const visit = (node: unknown, pointer: string) => {
    if (node === null || typeof node !== "object") return;
    for (const [key, child] of Object.entries(node)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if ((key === "anyOf" || key === "oneOf") && Array.isArray(child)) {
        child.forEach((branch: JsonSchema, i) => {
          const ref = typeof branch.$ref === "string" ? branch.$ref : undefined;
          const target = ref ? defs[ref.slice("#/$defs/".length)] : branch;
          if (target?.properties) out.add(ref ? ref.slice(1) : `${at}/${i}`);
        });
      }
      visit(child, at);
    }
  };
  visit(schema, "");
  return [...out].sort();
}

function* nodes(value: unknown): Generator<unknown> {
  yield value;
  if (value !== null && typeof value === "object") for (const child of Object.values(value)) yield* nodes(child);
}

describe("valid fixtures cover every union variant", () => {
  const ajv = makeAjv();
  const schemas = loadSchemas();
  for (const { schema } of schemas) ajv.addSchema(schema);
  for (const name of corpusSchemas.filter((s) => !requestFolders.includes(s))) {
    const schema = schemas.find((s) => s.file === `${name}.schema.json`)!.schema;
    const all = valid.filter((f) => schemaFiles[f.schema] === name).flatMap((f) => [...nodes(f.value)]);
    it.each(unionVariants(schema))(`${name}: %s`, (pointer) => {
      const check = ajv.compile({ $ref: `${String(schema.$id)}#${pointer}` });
      expect(all.some((node) => check(node)), `no valid ${name} fixture has a value matching ${pointer}`).toBe(true);
    });
  }
});
