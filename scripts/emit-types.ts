// TS types through json-schema-to-typescript, compiled from one synthetic root so each type appears once.
import { compile } from "json-schema-to-typescript";
import { refName, type JsonSchema } from "./schemas.js";

const ANNOTATIONS = new Set(["title", "description", "$comment", "examples", "default"]);
const SCHEMA_MAPS = new Set(["properties", "$defs"]);

/**
 * TS object types are open already, so `additionalProperties: true` is dropped before compiling:
 * an index signature would stop SDK interfaces (which have none) from being assignable.
 */
function openObjectsWithoutIndex(node: unknown, parent = ""): unknown {
  if (Array.isArray(node)) return node.map((n) => openObjectsWithoutIndex(n));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === "additionalProperties" && v === true) continue;
    out[k] = openObjectsWithoutIndex(v, SCHEMA_MAPS.has(parent) ? "" : k);
  }
  // A schema with no constraint accepts any JSON value: `unknown`, not an object type.
  if (!SCHEMA_MAPS.has(parent) && Object.keys(out).every((k) => ANNOTATIONS.has(k))) out.tsType = "unknown";
  // A definition that only renames another (`$ref` + title) becomes a type alias, not a copy.
  if (typeof out.$ref === "string" && out.title && !out.type && !out.properties) {
    out.tsType = refName(out.$ref as string);
    delete out.$ref;
  }
  return out;
}

/**
 * Properties whose TS type stays `unknown` although the schema checks them: the vendor SDK types them
 * `unknown`, so an SDK value goes in without a cast, and the rule is checked at run time (kept here, out
 * of the shipped schemas, which only standard keywords may hold).
 */
const UNKNOWN_IN_TS: Record<string, string[]> = {
  ClaudeToolUseBlock: ["input"],
  ClaudeServerToolUseBlock: ["input"],
};

/** `defs` with the UNKNOWN_IN_TS properties typed `unknown` (a copy; the input is left as it is). */
function sdkUnknowns(defs: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...defs };
  for (const [name, keys] of Object.entries(UNKNOWN_IN_TS)) {
    const def = out[name] as JsonSchema | undefined;
    const props = def?.properties as Record<string, JsonSchema> | undefined;
    if (!def || !props || !keys.every((k) => props[k])) throw new Error(`emit-types: UNKNOWN_IN_TS names ${name}.${keys.join(", ")}, which the schemas do not have`);
    const kept = Object.fromEntries(keys.map((k) => [k, { description: props[k]!.description, tsType: "unknown" }]));
    out[name] = { ...def, properties: { ...props, ...kept } };
  }
  return out;
}

/** generated/types.ts from the bundled definitions (names are unique across schemas: bundleSchemas checks). */
export async function emitTypes(bundled: JsonSchema, sourceFiles: string[]): Promise<string> {
  const defs = sdkUnknowns(bundled);
  const names = Object.keys(defs);
  const synthetic = openObjectsWithoutIndex({
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: "ChatContractTypes",
    description: "Synthetic root; not exported.",
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/$defs/${n}` }])),
    $defs: defs,
  }) as JsonSchema;
  const banner = [
    "/* eslint-disable */",
    "/**",
    " * GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.",
    ` * Source: ${sourceFiles.map((f) => `schemas/${f}`).join(", ")}`,
    " */",
  ].join("\n");
  let ts = await compile(synthetic as never, "ChatContractTypes", {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    declareExternallyReferenced: true,
    strictIndexSignatures: false,
    format: false,
    style: { printWidth: 110, singleQuote: false },
  });
  // json-schema-to-typescript notes which root referenced each type; here that root is synthetic.
  ts = ts.replace(/( \*\n)? \* This interface was referenced by `ChatContractTypes`'s JSON-Schema\n \* via the `definition` "\w+"\.\n/g, "");
  ts = ts.replace(/\/\*\*\n \* Synthetic root; not exported\.\n \*\/\nexport interface ChatContractTypes \{[\s\S]*?\n\}\n/, "");
  ts = ts.replace(/\n \* ?\n \*\//g, "\n */");
  if (ts.includes("ChatContractTypes")) throw new Error("emit-types: the synthetic root leaked into the output");
  return documentRefProperties(ts, defs);
}

/**
 * A property whose schema only names a definition (`status: {$ref: ItemStatus}`), or holds an object
 * with a title of its own, gets no comment from json-schema-to-typescript (a sibling `description`
 * would make it copy the type), so it gets that type's description here, as the reference docs need
 * one on every property.
 */
function documentRefProperties(ts: string, defs: JsonSchema): string {
  const described = new Map<string, string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (node !== null && typeof node === "object") {
      const s = node as JsonSchema;
      if (typeof s.title === "string" && typeof s.description === "string" && !described.has(s.title)) described.set(s.title, s.description);
      Object.values(s).forEach(collect);
    }
  };
  for (const [name, def] of Object.entries(defs)) {
    const d = (def as JsonSchema).description;
    if (typeof d === "string") described.set(name, d);
  }
  collect(defs);
  const lines = ts.split("\n");
  return lines
    .flatMap((line, i) => {
      const m = /^( *)(?:readonly )?[\w$]+\??: (\w+);?$/.exec(line);
      const description = m ? described.get(m[2]!) : undefined;
      if (!m || description === undefined || lines[i - 1]?.trim().endsWith("*/")) return [line];
      const indent = m[1]!;
      const doc = description.split("\n").map((l) => `${indent} *${l ? ` ${l.replace(/\*\//g, "*\\/")}` : ""}`);
      return [`${indent}/**`, ...doc, `${indent} */`, line];
    })
    .join("\n");
}
