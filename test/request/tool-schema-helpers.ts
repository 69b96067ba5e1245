// Shared by the tool-schema tests: a call that collects warnings, a deep freeze (a write to the input
// throws), and checkers of Gemini's two schema subsets, written from the sources cited in
// src/request/tool-schema/keywords.ts independently of the lowering code.
import { collector, type ConversionWarning } from "../../src/convert/warnings.js";

export type Pass = (schema: unknown, path: string, warn: (code: string, path: string, text: string) => void) => unknown;

/** Runs one pass through a converter's warning collector (as the request writers will), collecting its warnings. */
export function run(pass: Pass, schema: unknown, path = ""): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const warn = collector({ onWarning: (w) => warnings.push(w) }, undefined);
  const out = pass(schema, path, warn.warn);
  warn.finish("tool-schema");
  return { out, warnings };
}

/** `value`, frozen all the way down: in an ES module a write to it throws. */
export function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (value === null || typeof value !== "object" || seen.has(value)) return value;
  seen.add(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key], seen);
  return Object.freeze(value);
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === "object" && !Array.isArray(v);
const isCount = (v: unknown) => (typeof v === "number" && Number.isInteger(v) && v >= 0) || (typeof v === "string" && /^(0|[1-9]\d*)$/.test(v));

const GEMINI_KEYS = new Set(["type", "format", "title", "description", "nullable", "enum", "maxItems", "minItems", "properties", "required", "minProperties", "maxProperties", "minLength", "maxLength", "pattern", "example", "anyOf", "propertyOrdering", "default", "items", "minimum", "maximum"]);
/** https://ai.google.dev/api/caching#Schema; other formats are refused (google-gemini/gemini-cli#3178). */
const FORMATS: Record<string, string[]> = { STRING: ["enum", "date-time"], NUMBER: ["float", "double"], INTEGER: ["int32", "int64"] };
const GEMINI_TYPES = new Set(["STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"]);

/** Why `s` is not a Gemini `Schema` the API takes (@google/genai 3.3.0 `Schema`; enum only on STRING; required ⊆ properties); [] when it is. */
export function geminiProblems(s: unknown, at = ""): string[] {
  if (!isObject(s)) return [`${at}: not an object`];
  const out: string[] = [];
  if (s.type === "ARRAY" && s.items === undefined) out.push(`${at}: an ARRAY without items ("items: missing field")`);
  for (const [key, v] of Object.entries(s)) {
    const p = `${at}/${key}`;
    if (!GEMINI_KEYS.has(key)) out.push(`${p}: not in Gemini's Schema`);
    else if (key === "type" && !GEMINI_TYPES.has(v as string)) out.push(`${p}: ${JSON.stringify(v)} is not a Gemini type`);
    else if (key === "enum" && !(Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string") && s.type === "STRING")) out.push(`${p}: not a non-empty string enum on STRING`);
    else if (key === "nullable" && typeof v !== "boolean") out.push(`${p}: not a boolean`);
    else if (["format", "title", "description", "pattern"].includes(key) && typeof v !== "string") out.push(`${p}: not a string`);
    else if (key === "format" && !(FORMATS[s.type as string] ?? []).includes(v as string)) out.push(`${p}: not a format Gemini takes on ${JSON.stringify(s.type)}`);
    else if (/^(min|max)(Items|Length|Properties)$/.test(key) && !isCount(v)) out.push(`${p}: not a count`);
    else if ((key === "minimum" || key === "maximum") && !(typeof v === "number" && Number.isFinite(v))) out.push(`${p}: not a number`);
    else if (key === "properties") {
      if (!isObject(v)) out.push(`${p}: not an object`);
      else for (const [name, sub] of Object.entries(v)) out.push(...geminiProblems(sub, `${p}/${name}`));
    } else if (key === "items") out.push(...geminiProblems(v, p));
    else if (key === "anyOf") {
      if (!Array.isArray(v) || v.length === 0) out.push(`${p}: not a non-empty list`);
      else v.forEach((b, i) => out.push(...geminiProblems(b, `${p}/${i}`)));
    } else if (key === "required") {
      const props = isObject(s.properties) ? s.properties : {};
      if (!Array.isArray(v) || !v.every((n) => typeof n === "string" && Object.prototype.hasOwnProperty.call(props, n))) out.push(`${p}: not a list of defined properties`);
    } else if (key === "propertyOrdering" && !(Array.isArray(v) && v.every((n) => typeof n === "string"))) out.push(`${p}: not a list of names`);
  }
  return out;
}

const JSON_KEYS = new Set(["$id", "$defs", "$ref", "$anchor", "type", "format", "title", "description", "enum", "items", "prefixItems", "minItems", "maxItems", "minimum", "maximum", "anyOf", "oneOf", "properties", "additionalProperties", "required", "propertyOrdering"]);
const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "array", "object", "null"]);

function resolves(root: unknown, ref: string): boolean {
  if (ref === "#") return true;
  let node = root;
  for (const part of ref.slice(2).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, key)) return false;
    node = node[key];
  }
  return true;
}

/** Why `s` is outside Gemini's documented JSON Schema subset (@google/genai 3.3.0 `responseJsonSchema`); [] when it is inside. */
export function jsonSchemaProblems(s: unknown, at = "", root: unknown = s): string[] {
  if (!isObject(s)) return [`${at}: not an object`];
  const out: string[] = [];
  const keys = Object.keys(s);
  if (s.$ref !== undefined) {
    if (typeof s.$ref !== "string" || !(s.$ref === "#" || s.$ref.startsWith("#/$defs/")) || !resolves(root, s.$ref)) out.push(`${at}/$ref: not a reference Gemini follows`);
    for (const k of keys) if (!k.startsWith("$")) out.push(`${at}/${k}: beside a $ref`);
  }
  for (const key of keys) {
    const v = s[key];
    const p = `${at}/${key}`;
    if (!JSON_KEYS.has(key)) out.push(`${p}: not in the subset`);
    else if (key === "type" && !(Array.isArray(v) ? v.length > 0 && v.every((t) => JSON_TYPES.has(t)) : JSON_TYPES.has(v as string))) out.push(`${p}: not a type`);
    else if (key === "enum" && !(Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string" || typeof x === "number"))) out.push(`${p}: not an enum of strings and numbers`);
    else if ((key === "properties" || key === "$defs") && isObject(v)) for (const [name, sub] of Object.entries(v)) out.push(...jsonSchemaProblems(sub, `${p}/${name}`, root));
    else if (key === "properties" || key === "$defs") out.push(`${p}: not an object`);
    else if (key === "items") out.push(...jsonSchemaProblems(v, p, root));
    else if (key === "additionalProperties" && typeof v !== "boolean") out.push(...jsonSchemaProblems(v, p, root));
    else if (key === "anyOf" || key === "oneOf" || key === "prefixItems") {
      if (!Array.isArray(v) || v.length === 0) out.push(`${p}: not a non-empty list`);
      else v.forEach((b, i) => out.push(...jsonSchemaProblems(b, `${p}/${i}`, root)));
    } else if ((key === "minItems" || key === "maxItems") && !(typeof v === "number" && Number.isInteger(v) && v >= 0)) out.push(`${p}: not a count`);
  }
  return out;
}
