// Loads the contract's schemas and builds the one ajv instance every build step shares.
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const schemaDir = join(root, "schemas");

export type JsonSchema = { [k: string]: unknown };

/** Where local definitions live: `#/$defs/Name`. */
export const DEFS = "#/$defs/";

/** The definition a local `$ref` names: `#/$defs/Item` → `Item`. */
export const refName = (ref: string): string => ref.slice(DEFS.length);

/** The schema itself, or the definition it points to when it is a local `$ref` (one step). */
export const deref = <S extends JsonSchema>(s: S | undefined, defs: Record<string, S>): S | undefined =>
  typeof s?.$ref === "string" ? defs[refName(s.$ref)] : s;

/** The source schemas, sorted by file name (the bundle is derived, never an input). */
export function loadSchemas(): { file: string; schema: JsonSchema }[] {
  return readdirSync(schemaDir)
    .filter((f) => f.endsWith(".schema.json") && f !== "bundle.schema.json")
    .sort()
    .map((file) => ({ file, schema: JSON.parse(readFileSync(join(schemaDir, file), "utf8")) as JsonSchema }));
}

/**
 * Ajv with the shipped settings: strict, first error only, no coercion, defaults or $data. Generated
 * code is verbose so each error carries the value it is about (emit-validators keeps only `data`).
 */
export function makeAjv(code?: { source: true; esm: true }) {
  return new Ajv2020({
    strict: true,
    allowUnionTypes: true,
    discriminator: true,
    allErrors: false,
    coerceTypes: false,
    useDefaults: false,
    removeAdditional: false,
    $data: false,
    inlineRefs: false,
    messages: false,
    verbose: !!code,
    ...(code ? { code: { ...code, lines: false, optimize: 1 } } : {}),
  });
}
