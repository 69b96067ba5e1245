// The bundled schema gives every fixture and the sampled mutations (all in test:deep) the verdict of the split schemas. The Python,
// Go and Rust packages have their own tests: test/python, test/go, test/rust.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cases } from "./languages.js";
import { arrayTypes, schemaFiles } from "../fixtures/corpus.js";
import { loadSchemas, makeAjv, root, type JsonSchema } from "../scripts/schemas.js";
import { readModel } from "../scripts/lang-model.js";

describe("bundle.schema.json", () => {
  const bundle = JSON.parse(readFileSync(join(root, "schemas/bundle.schema.json"), "utf8")) as JsonSchema;

  it("is self-contained: every $ref points into its own $defs", () => {
    const refs = JSON.stringify(bundle).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    const defs = bundle.$defs as JsonSchema;
    const broken = refs.map((r) => r.slice(8, -1)).filter((r) => !r.startsWith("#/$defs/") || !(r.slice(8) in defs));
    expect(broken).toEqual([]);
    for (const { schema } of loadSchemas()) for (const name of Object.keys(schema.$defs as JsonSchema)) expect(defs).toHaveProperty([name]);
  });

  it("gives every fixture the verdict of the split schemas", () => {
    const split = makeAjv();
    for (const { schema } of loadSchemas()) split.addSchema(schema);
    const bundled = makeAjv();
    bundled.addSchema(bundle);
    const differ: string[] = [];
    for (const f of cases) {
      const name = arrayTypes[f.schema];
      const a = split.getSchema(`${schemaFiles[f.schema]}.schema.json#/$defs/${name}`)!(f.value);
      const b = bundled.getSchema(`bundle.schema.json#/$defs/${name}`)!(f.value);
      if (a !== b) differ.push(`${f.id}: split ${a}, bundle ${b}`);
    }
    console.log(`bundle: ${cases.length - differ.length}/${cases.length} agree with the split schemas`);
    expect(differ).toEqual([]);
  });
});

describe("the schema model behind the Python, Go and Rust emitters", () => {
  const bundle = (property: JsonSchema): JsonSchema => ({ $defs: { Turn: { type: "object", additionalProperties: false, properties: { n: property } } } });

  it("reads the keywords it implements", () => {
    expect(readModel(bundle({ type: "string", minLength: 1, description: "A name." })).byName.get("Turn")).toMatchObject({ fields: [{ wire: "n", type: { kind: "string", minLength: 1 } }] });
  });

  it.each([["minimum", { type: "integer", minimum: 0 }], ["maxItems", { type: "array", items: { type: "string" }, maxItems: 2 }], ["format", { type: "string", format: "uri" }]])(
    "fails on %s, which no emitter implements, instead of dropping the rule",
    (keyword, property) => {
      expect(() => readModel(bundle(property))).toThrow(`TurnN: the Python, Go and Rust emitters do not support ${keyword}`);
    },
  );
});
