// OpenAI strict mode (function `strict: true`, `json_schema` structured outputs): the rules of
// "Supported schemas" in https://platform.openai.com/docs/guides/structured-outputs, checked, not repaired.
import { child, isNode, keysOf, MAX_NESTING, MAX_NODES, resolveRef, show, typeName, type Node, type Warn } from "./node.js";

/**
 * The keywords strict mode takes: the "allowed" and "rule" rows of KEYWORD_TABLE in ./keywords.ts,
 * which test/request/tool-schema-table.test.ts holds this list to.
 */
export const STRICT_KEYWORDS: ReadonlySet<string> = new Set(
  "type enum const format title description default properties required additionalProperties items minItems maxItems minLength maxLength pattern minimum maximum exclusiveMinimum exclusiveMaximum multipleOf anyOf $ref $defs definitions patternProperties".split(" "),
);

/** The string formats strict mode supports. */
export const STRICT_FORMATS: ReadonlySet<string> = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);

/** Documented limits ("Objects have limitations on nesting depth and size", "Limitations on total string size", "…on enum size"). */
export const STRICT_LIMITS = { properties: 5000, nesting: 10, stringLength: 120_000, enumValues: 1000, bigEnum: 250, bigEnumLength: 15_000 } as const;

/** Keywords OpenAI names as unsupported ("Some type-specific keywords are not yet supported"). */
const NAMED_UNSUPPORTED = new Set(["allOf", "not", "dependentRequired", "dependentSchemas", "if", "then", "else"]);


export function strictIssues(schema: unknown, path: string, warn: Warn): boolean {
  let ok = true;
  const bad = (at: string, text: string) => {
    ok = false;
    warn("schema_not_strict", at, text);
  };
  let properties = 0;
  let enumValues = 0;
  let stringLength = 0;
  let nodes = 0;
  const open = new Set<object>();

  if (!isNode(schema)) {
    bad(path, `the root must be an object schema (found ${show(schema)})`);
    return false;
  }
  try {
    if (schema.anyOf !== undefined) bad(child(path, "anyOf"), "the root must not be `anyOf` (strict mode wants an object at the root)");
    if (schema.type !== "object") bad(child(path, "type"), `the root must be \`type: "object"\` (found ${show(schema.type)})`);
  } catch {
    bad(path, "could not be read (a getter or Proxy threw)");
    return false;
  }

  const walk = (node: unknown, at: string, level: number): void => {
    if (!isNode(node)) {
      bad(at, typeof node === "boolean" ? `the schema \`${node}\` is not supported; write an object schema with a \`type\`` : `is not a schema (found ${show(node)})`);
      return;
    }
    if (open.has(node) || open.size >= MAX_NESTING || nodes >= MAX_NODES) {
      bad(at, open.has(node) ? "this schema contains itself (a cycle in the input); it cannot be sent" : open.size >= MAX_NESTING ? `schemas are nested more than ${MAX_NESTING} deep` : `more than ${MAX_NODES} schemas; the rest is not checked`);
      return;
    }
    nodes++;
    open.add(node);
    try {
      for (const key of keysOf(node)) {
        if (STRICT_KEYWORDS.has(key)) continue;
        bad(child(at, key), NAMED_UNSUPPORTED.has(key) ? `\`${key}\` is not supported in strict mode (OpenAI names it unsupported)` : `\`${key}\` is not in the JSON Schema subset strict mode supports`);
      }
      const type = node.type;
      const types = Array.isArray(type) ? type : type === undefined ? [] : [type];
      for (const t of types) if (typeName(t) === undefined || t !== (t as string).toLowerCase()) bad(child(at, "type"), `${show(t)} is not a JSON Schema type`);
      if (type === undefined && node.anyOf === undefined && node.$ref === undefined && node.enum === undefined && node.const === undefined)
        bad(at, "the schema has no `type` (strict mode wants one on every schema, or an `anyOf`, `$ref`, `enum` or `const`)");
      if (typeof node.format === "string" && !STRICT_FORMATS.has(node.format)) bad(child(at, "format"), `the format ${show(node.format)} is not one strict mode supports (${[...STRICT_FORMATS].join(", ")})`);
      if (node.$ref !== undefined && (typeof node.$ref !== "string" || !resolveRef(schema, path, node.$ref)))
        bad(child(at, "$ref"), `\`$ref\` ${show(node.$ref)} does not point into this schema (strict mode takes local references only)`);

      if (types.includes("array") && node.items === undefined) bad(at, "an array without `items` (OpenAI: \"array schema missing items\")");
      const isObject = types.includes("object");
      const nextLevel = isObject ? level + 1 : level;
      if (isObject) {
        if (nextLevel > STRICT_LIMITS.nesting) bad(at, `objects are nested ${nextLevel} levels deep here; strict mode allows ${STRICT_LIMITS.nesting}`);
        if (node.additionalProperties !== false) bad(child(at, "additionalProperties"), `must be \`false\` on every object in strict mode (found ${show(node.additionalProperties)})`);
        const props = isNode(node.properties) ? node.properties : {};
        const required = Array.isArray(node.required) ? node.required : [];
        for (const name of keysOf(props)) {
          properties++;
          stringLength += name.length;
          if (!required.includes(name)) bad(child(child(at, "properties"), name), `${show(name)} is not listed in \`required\`: strict mode wants every property required (an optional one is spelled \`type: [T, "null"]\`)`);
        }
        for (const name of required) if (!Object.prototype.hasOwnProperty.call(props, name as string)) bad(child(at, "required"), `${show(name)} is required but not in \`properties\``);
      }
      if (Array.isArray(node.enum)) {
        enumValues += node.enum.length;
        let length = 0;
        for (const v of node.enum) if (typeof v === "string") length += v.length;
        stringLength += length;
        if (node.enum.length > STRICT_LIMITS.bigEnum && length > STRICT_LIMITS.bigEnumLength)
          bad(child(at, "enum"), `${node.enum.length} string values of ${length} characters in all; strict mode allows ${STRICT_LIMITS.bigEnumLength} characters when there are more than ${STRICT_LIMITS.bigEnum} values`);
      }
      if (typeof node.const === "string") stringLength += node.const.length;

      if (isNode(node.properties)) for (const name of keysOf(node.properties)) walk(node.properties[name], child(child(at, "properties"), name), nextLevel);
      if (node.items !== undefined) walk(node.items, child(at, "items"), nextLevel);
      if (Array.isArray(node.anyOf)) node.anyOf.forEach((b, i) => walk(b, child(child(at, "anyOf"), i), level));
      if (isNode(node.patternProperties)) for (const name of keysOf(node.patternProperties)) walk(node.patternProperties[name], child(child(at, "patternProperties"), name), nextLevel);
      for (const defs of ["$defs", "definitions"] as const) {
        const value = node[defs];
        if (!isNode(value)) continue;
        for (const name of keysOf(value)) {
          stringLength += name.length;
          walk(value[name], child(child(at, defs), name), 0); // nesting is counted from each definition
        }
      }
    } catch {
      bad(at, "could not be read (a getter or Proxy threw)");
    } finally {
      open.delete(node);
    }
  };
  walk(schema as Node, path, 0);

  if (properties > STRICT_LIMITS.properties) bad(path, `the schema has ${properties} object properties; strict mode allows ${STRICT_LIMITS.properties}`);
  if (enumValues > STRICT_LIMITS.enumValues) bad(path, `the schema has ${enumValues} enum values; strict mode allows ${STRICT_LIMITS.enumValues}`);
  if (stringLength > STRICT_LIMITS.stringLength) bad(path, `property names, definition names, enum and const values add up to ${stringLength} characters; strict mode allows ${STRICT_LIMITS.stringLength}`);
  return ok;
}
