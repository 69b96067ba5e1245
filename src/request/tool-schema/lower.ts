// JSON Schema → Gemini: one pass per node, shared by `parameters` (the OpenAPI subset) and
// `parametersJsonSchema` / `responseJsonSchema` (the JSON Schema subset). Table: ./keywords.ts.
import { merge } from "./merge.js";
import { child, geminiFormatFits, isCount, isNode, isStringList, jsonCopy, keysOf, MAX_NESTING, MAX_NODES, put, resolveRef, show, typeName, type Node, type TypeName, type Warn } from "./node.js";

/** How often one definition is expanded inside itself before a recursive `$ref` is cut (`parameters`). */
export const RECURSION_LIMIT = 3;
/** How many `$ref`s one call inlines in all: definitions that each use the next twice would otherwise grow the output exponentially. */
export const INLINE_LIMIT = 2000;

export type Pass = "parameters" | "jsonSchema";

/** Keywords no pass and no strict mode takes. */
export const OTHERS = "propertyNames unevaluatedProperties unevaluatedItems contains minContains maxContains uniqueItems additionalItems $dynamicRef $dynamicAnchor $vocabulary contentEncoding contentMediaType contentSchema deprecated readOnly writeOnly";

function words(...lists: string[]): string[] {
  return lists.join(" ").split(" ");
}

/**
 * Keywords each pass removes outright (every keyword it does not handle is removed too); the
 * "removed" rows of KEYWORD_TABLE in ./keywords.ts, which test/request/tool-schema-table.test.ts
 * holds these lists to.
 */
export const REMOVED: Record<Pass, ReadonlySet<string>> = {
  parameters: new Set(words("additionalProperties prefixItems multipleOf $defs definitions $id $anchor $schema $comment not if then else dependentRequired dependentSchemas dependencies patternProperties", OTHERS)),
  jsonSchema: new Set(words("default example examples minProperties maxProperties minLength maxLength pattern multipleOf definitions $schema $comment not if then else dependentRequired dependentSchemas dependencies patternProperties", OTHERS)),
};

/** Keywords that belong to one type, moved into that type's `anyOf` branch when a type list is split. */
const TYPE_KEYWORDS: Record<TypeName, readonly string[]> = {
  string: ["minLength", "maxLength", "pattern"],
  number: ["minimum", "maximum"],
  integer: ["minimum", "maximum"],
  boolean: [],
  array: ["items", "minItems", "maxItems"],
  object: ["properties", "required", "propertyOrdering", "minProperties", "maxProperties"],
  null: [],
};

export interface Context {
  pass: Pass;
  root: unknown;
  rootPath: string;
  say: Warn;
  /** Definitions being expanded on the current branch (by their pointer), with how many times. */
  expanding: Map<string, number>;
  /** Objects on the current branch, so a cyclic input is cut instead of followed forever. */
  open: Map<object, number>;
  depth: number;
  /** `$ref`s inlined so far. */
  inlined: number;
  /** Schemas read so far. */
  nodes: number;
}

export function context(pass: Pass, root: unknown, rootPath: string, warn: Warn): Context {
  const said = new Set<string>();
  const say: Warn = (code, path, text) => {
    const key = `${code}\u0000${path}\u0000${text}`;
    if (said.has(key)) return; // a definition inlined in several places speaks once
    said.add(key);
    warn(code, path, text);
  };
  return { pass, root, rootPath, say, expanding: new Map(), open: new Map(), depth: 0, inlined: 0, nodes: 0 };
}


const upper = (t: TypeName): string => t.toUpperCase();

/**
 * One schema, lowered for the pass; `viaRef` when it is the target of a `$ref` (recursion is counted
 * there, not as a cycle); `part` when it is merged into another schema afterwards (an `allOf` branch, a
 * `$ref` target), so its `required` is checked against `properties` only once merged.
 */
export function lower(value: unknown, at: string, ctx: Context, viaRef = false, part = false): Node {
  if (value === true) {
    ctx.say("schema_rewritten", at, "the schema `true` (any value) is written as {}");
    return {};
  }
  if (value === false) {
    ctx.say("schema_rewritten", at, "the schema `false` (no value) has no Gemini form; it is written as {} (any value)");
    return {};
  }
  if (!isNode(value)) {
    ctx.say("schema_rewritten", at, `is not a schema (found ${show(value)}); it is written as {}`);
    return {};
  }
  if (!viaRef && ctx.open.has(value)) {
    ctx.say("schema_recursion_cut", at, "this schema contains itself (a cycle in the input); it is cut here as {}");
    return {};
  }
  if (ctx.depth >= MAX_NESTING || ctx.nodes >= MAX_NODES) {
    ctx.say("schema_recursion_cut", at, ctx.depth >= MAX_NESTING ? `schemas are nested more than ${MAX_NESTING} deep here; the rest is cut as {}` : `more than ${MAX_NODES} schemas were read; the rest is cut as {}`);
    return {};
  }
  ctx.nodes++;
  ctx.open.set(value, (ctx.open.get(value) ?? 0) + 1);
  ctx.depth++;
  try {
    const out = lowerNode(value, at, ctx);
    if (!part && ctx.pass === "parameters") {
      dropUnknownRequired(out, at, ctx);
      if (out.enum !== undefined && out.type !== "STRING") {
        ctx.say("schema_rewritten", at, `the merged schema has an \`enum\` on type ${show(out.type)}; its type is written as STRING (Gemini takes enum only on STRING)`);
        put(out, "type", "STRING");
      }
      itemsFor(out, at, ctx.say);
      if (out.format !== undefined && !geminiFormatFits(out.type, out.format)) {
        ctx.say("schema_keyword_removed", `${at}/format`, `\`format\` ${show(out.format)} on type ${show(out.type)} is not one Gemini takes (STRING: enum, date-time; NUMBER: float, double; INTEGER: int32, int64); removed`);
        delete out.format;
      }
    }
    return out;
  } catch {
    ctx.say("schema_rewritten", at, "could not be read (a getter or Proxy threw); it is written as {}");
    return {};
  } finally {
    ctx.depth--;
    const n = ctx.open.get(value)!;
    if (n === 1) ctx.open.delete(value);
    else ctx.open.set(value, n - 1);
  }
}

/** A `$ref` Gemini's JSON Schema support follows: to `#` or into `#/$defs/`, resolving in this schema. */
function followable(ref: unknown, ctx: Context): ref is string {
  return typeof ref === "string" && (ref === "#" || ref.startsWith("#/$defs/")) && resolveRef(ctx.root, ctx.rootPath, ref) !== undefined;
}

function lowerNode(node: Node, at: string, ctx: Context): Node {
  if (!Object.prototype.hasOwnProperty.call(node, "$ref")) return keywords(node, at, ctx);
  const ref = node.$ref;
  const refAt = `${at}/$ref`;
  const rest = keywords(node, at, ctx, true);
  if (ctx.pass === "jsonSchema" && followable(ref, ctx)) {
    if (keysOf(rest).every((k) => k.startsWith("$"))) return { ...rest, $ref: ref };
    if (rest.anyOf === undefined) return wrapRef(rest, ref, refAt, ctx.say);
  }
  if (typeof ref !== "string") {
    ctx.say("schema_keyword_removed", refAt, `\`$ref\` is not a string (found ${show(ref)}); removed`);
    return rest;
  }
  const target = resolveRef(ctx.root, ctx.rootPath, ref);
  if (!target) {
    ctx.say("schema_keyword_removed", refAt, `\`$ref\` ${show(ref)} does not point into this schema (only local references can be inlined); removed`);
    return rest;
  }
  const times = ctx.expanding.get(target.path) ?? 0;
  if (times >= RECURSION_LIMIT || ctx.inlined >= INLINE_LIMIT) {
    const stub: Node = {};
    const t = isNode(target.node) ? typeName(target.node.type) : undefined;
    if (t) put(stub, "type", ctx.pass === "parameters" ? upper(t) : t);
    const why = times >= RECURSION_LIMIT ? `is recursive; it is expanded ${RECURSION_LIMIT} times` : `would make the schema too large: ${INLINE_LIMIT} references are inlined already`;
    ctx.say("schema_recursion_cut", refAt, `\`$ref\` ${show(ref)} ${why}, then cut here as ${show(stub)}`);
    return merge(rest, stub, at, ctx.say, "ref", ctx.pass);
  }
  ctx.inlined++;
  ctx.expanding.set(target.path, times + 1);
  const open = ctx.open;
  ctx.open = new Map(); // a definition re-enters objects on purpose; only its own cycles count as cycles
  let inlined: Node;
  try {
    inlined = lower(target.node, target.path, ctx, true, true);
  } finally {
    ctx.open = open;
    if (times === 0) ctx.expanding.delete(target.path);
    else ctx.expanding.set(target.path, times);
  }
  ctx.say("schema_ref_inlined", refAt, `\`$ref\` ${show(ref)} is inlined; the keywords beside it take precedence over the definition's title and description`);
  return merge(rest, inlined, at, ctx.say, "ref", ctx.pass);
}

/** Gemini's JSON Schema support takes no keywords beside a `$ref` but `$` ones: `{$ref, k}` is written as the same `{k, anyOf: [{$ref}]}`. */
export function wrapRef(rest: Node, ref: string, refAt: string, say: Warn): Node {
  say("schema_rewritten", refAt, `\`$ref\` ${show(ref)} beside other keywords is written as a one-branch \`anyOf\` (Gemini takes no keywords beside \`$ref\`)`);
  const out: Node = {};
  for (const key of keysOf(rest)) put(out, key, rest[key]);
  put(out, "anyOf", [{ $ref: ref }]);
  return out;
}

/** The keywords of one schema object (its `$ref`, if any, is the caller's). */
function keywords(node: Node, at: string, ctx: Context, skipRef = false): Node {
  const gemini = ctx.pass === "parameters";
  const out: Node = {};
  const removed = (key: string, why: string) => ctx.say("schema_keyword_removed", `${at}/${key}`, `\`${key}\` ${why}; removed`);
  const notIn = gemini ? "is not in Gemini's Schema (OpenAPI subset)" : "is not in the JSON Schema subset Gemini supports";
  let types: TypeName[] | undefined;
  let typeList = false;
  let nullable: boolean | undefined;
  let enumValues: { values: unknown[]; key: string } | undefined;
  let oneOf: Node[] | undefined;
  const allOf: { schema: unknown; at: string }[] = [];
  const exclusive: { key: "exclusiveMinimum" | "exclusiveMaximum"; value: number }[] = [];
  let examples: unknown[] | undefined;

  for (const key of keysOf(node)) {
    if (skipRef && key === "$ref") continue;
    const value = node[key];
    const p = child(at, key);
    switch (key) {
      case "type": {
        const list = Array.isArray(value) ? value : [value];
        const names = list.map(typeName);
        if (list.length === 0 || names.some((n) => n === undefined)) removed(key, `${show(value)} is not a JSON Schema type`);
        else {
          types = [...new Set(names as TypeName[])];
          typeList = Array.isArray(value);
          if (!gemini && list.some((v) => v !== (v as string).toLowerCase())) ctx.say("schema_rewritten", p, `type names are written in lower case (found ${show(value)})`);
        }
        break;
      }
      case "nullable":
        if (typeof value !== "boolean") removed(key, `is not a boolean (found ${show(value)})`);
        else nullable = value;
        break;
      case "format":
      case "title":
      case "description":
      case "pattern":
      case "$id":
      case "$anchor":
        if (REMOVED[ctx.pass].has(key)) removed(key, notIn);
        else if (typeof value === "string") put(out, key, value);
        else removed(key, `is not a string (found ${show(value)})`);
        break;
      case "default":
      case "example": {
        if (REMOVED[ctx.pass].has(key)) {
          removed(key, notIn);
          break;
        }
        const copy = jsonCopy(value);
        if (copy) put(out, key, copy.value);
        else removed(key, "is not JSON (a cycle or a BigInt)");
        break;
      }
      case "minLength":
      case "maxLength":
      case "minItems":
      case "maxItems":
      case "minProperties":
      case "maxProperties":
        if (REMOVED[ctx.pass].has(key)) removed(key, notIn);
        else if (isCount(value) && (gemini || typeof value === "number")) put(out, key, value);
        else removed(key, `is not a non-negative integer (found ${show(value)})`);
        break;
      case "minimum":
      case "maximum":
        if (typeof value === "number" && Number.isFinite(value)) put(out, key, value);
        else removed(key, `is not a number (found ${show(value)})`);
        break;
      case "exclusiveMinimum":
      case "exclusiveMaximum":
        if (typeof value === "number" && Number.isFinite(value)) exclusive.push({ key, value });
        else removed(key, `is not a number (found ${show(value)})`);
        break;
      case "enum":
        if (Array.isArray(value)) enumValues = { values: value, key };
        else removed(key, `is not a list (found ${show(value)})`);
        break;
      case "const":
        enumValues = { values: [value], key }; // warned once in lowerEnum
        break;
      case "properties":
        if (isNode(value)) {
          const props: Node = {};
          for (const name of keysOf(value)) put(props, name, lower(value[name], child(p, name), ctx));
          put(out, key, props);
        } else removed(key, `is not an object (found ${show(value)})`);
        break;
      case "additionalProperties":
        if (gemini) removed(key, notIn);
        else put(out, key, typeof value === "boolean" ? value : lower(value, p, ctx));
        break;
      case "required":
      case "propertyOrdering":
        if (isStringList(value)) put(out, key, [...value]);
        else removed(key, `is not a list of property names (found ${show(value)})`);
        break;
      case "items":
        if (Array.isArray(value)) removed(key, "is a list of item schemas (a draft-07 tuple), which Gemini's Schema cannot say");
        else put(out, key, lower(value, p, ctx));
        break;
      case "prefixItems":
        if (gemini) removed(key, notIn);
        else if (Array.isArray(value)) put(out, key, value.map((v, i) => lower(v, child(p, i), ctx)));
        else removed(key, `is not a list (found ${show(value)})`);
        break;
      case "anyOf":
        if (Array.isArray(value) && value.length > 0) put(out, key, value.map((v, i) => lower(v, child(p, i), ctx)));
        else removed(key, `is not a non-empty list (found ${show(value)})`);
        break;
      case "oneOf":
        if (!(Array.isArray(value) && value.length > 0)) removed(key, `is not a non-empty list (found ${show(value)})`);
        else if (gemini) oneOf = value.map((v, i) => lower(v, child(p, i), ctx));
        else put(out, key, value.map((v, i) => lower(v, child(p, i), ctx)));
        break;
      case "allOf":
        if (Array.isArray(value)) value.forEach((v, i) => allOf.push({ schema: v, at: child(p, i) }));
        else removed(key, `is not a list (found ${show(value)})`);
        break;
      case "examples":
        if (!gemini) removed(key, notIn);
        else if (Array.isArray(value) && value.length > 0) examples = value;
        else removed(key, `is not a non-empty list (found ${show(value)})`);
        break;
      case "$defs":
        if (gemini) removed(key, "is not in Gemini's Schema: its definitions are inlined where referenced");
        else if (isNode(value)) {
          const defs: Node = {};
          for (const name of keysOf(value)) put(defs, name, lower(value[name], child(p, name), ctx));
          put(out, key, defs);
        } else removed(key, `is not an object (found ${show(value)})`);
        break;
      case "definitions":
        removed(key, `is not in ${gemini ? "Gemini's Schema" : "the JSON Schema subset Gemini supports"}: its definitions are inlined where referenced`);
        break;
      case "$ref":
        put(out, key, value); // a reference Gemini's JSON Schema support follows (followable)
        break;
      default:
        removed(key, REMOVED[ctx.pass].has(key) ? notIn : `is not a keyword ${gemini ? "Gemini's Schema" : "Gemini's JSON Schema support"} knows`);
    }
  }

  if (oneOf) {
    if (out.anyOf !== undefined) ctx.say("schema_keyword_removed", `${at}/oneOf`, "`oneOf` beside an `anyOf` has no Gemini form (the Schema takes one union); removed");
    else {
      put(out, "anyOf", oneOf);
      ctx.say("schema_rewritten", `${at}/oneOf`, "`oneOf` is written as `anyOf` (Gemini has no oneOf): a value matching several branches is no longer refused");
    }
  }
  if (examples) {
    const first = jsonCopy(examples[0]);
    if (out.example !== undefined || !first) ctx.say("schema_keyword_removed", `${at}/examples`, "`examples` has no Gemini form beside `example`; removed");
    else {
      put(out, "example", first.value);
      ctx.say("schema_rewritten", `${at}/examples`, `\`examples\` is written as \`example\`, its first value${examples.length > 1 ? ` (${examples.length - 1} more dropped)` : ""}`);
    }
  }

  // Types and null.
  let split: TypeName[] | undefined;
  const hasNull = types?.includes("null") ?? false;
  if (types) {
    const nonNull = types.filter((t) => t !== "null");
    if (!gemini) {
      const list: string[] = [...types];
      if (nullable === true && !hasNull) list.push("null");
      put(out, "type", list.length === 1 && !typeList ? list[0] : list);
    } else if (!typeList || (nonNull.length === 1 && types.length === 2) || types.length === 1) {
      // One name, or [T, "null"]: the same schema in Gemini's spelling.
      put(out, "type", upper(nonNull[0] ?? "null"));
    } else if (nonNull.length === 0) {
      put(out, "type", "NULL");
    } else if (node.anyOf !== undefined || node.oneOf !== undefined) {
      ctx.say("schema_keyword_removed", `${at}/type`, `\`type\` ${show(node.type)} beside a union has no Gemini form (the Schema takes one union); removed`);
    } else split = nonNull;
  }
  if (gemini) {
    if (hasNull && nonNull(types) > 0) put(out, "nullable", true);
    else if (nullable !== undefined) put(out, "nullable", nullable);
    if (hasNull && nonNull(types) > 0 && nullable === false) ctx.say("schema_rewritten", `${at}/nullable`, "`nullable: false` contradicts a `type` list with \"null\"; written as `nullable: true`");
  } else if (nullable === true && !types) {
    ctx.say("schema_keyword_removed", `${at}/nullable`, "`nullable` without a `type` has no JSON Schema form; removed");
  } else if (nullable !== undefined) {
    if (nullable) ctx.say("schema_rewritten", `${at}/nullable`, "`nullable: true` is written as \"null\" in the `type` list");
    else ctx.say("schema_keyword_removed", `${at}/nullable`, "`nullable: false` is not JSON Schema (and says nothing); removed");
  }

  if (enumValues) lowerEnum(out, enumValues, at, ctx, split);
  if (enumValues && gemini && out.type === "STRING") split = undefined;

  for (const { key, value } of exclusive) {
    const integer = gemini ? out.type === "INTEGER" : isIntegerType(out.type);
    if (!integer) {
      ctx.say("schema_keyword_removed", `${at}/${key}`, `\`${key}\` ${gemini ? "is not in Gemini's Schema" : "is not in the JSON Schema subset Gemini supports"} (it is rewritten only on integers); removed`);
      continue;
    }
    const lowerBound = key === "exclusiveMinimum";
    const bound = lowerBound ? (Number.isInteger(value) ? value + 1 : Math.ceil(value)) : Number.isInteger(value) ? value - 1 : Math.floor(value);
    const inclusive = lowerBound ? "minimum" : "maximum";
    const old = out[inclusive];
    const next = typeof old === "number" ? (lowerBound ? Math.max(old, bound) : Math.min(old, bound)) : bound;
    put(out, inclusive, next);
    ctx.say("schema_rewritten", `${at}/${key}`, `\`${key}: ${value}\` on an integer is written as \`${inclusive}: ${next}\``);
  }

  let merged = out;
  for (const part of allOf) merged = merge(merged, lower(part.schema, part.at, ctx, false, true), part.at, ctx.say, "allOf", ctx.pass);
  if (allOf.length) ctx.say("schema_rewritten", `${at}/allOf`, "`allOf` is merged into this schema");

  if (split) {
    if (merged.anyOf !== undefined) ctx.say("schema_keyword_removed", `${at}/type`, `\`type\` ${show(node.type)} beside a union has no Gemini form; removed`);
    else {
      const branches = split.map((t) => {
        const branch: Node = { type: upper(t) };
        for (const k of TYPE_KEYWORDS[t]) if (merged[k] !== undefined) put(branch, k, merged[k]);
        itemsFor(branch, `${at}/type`, ctx.say);
        return branch;
      });
      for (const t of split) for (const k of TYPE_KEYWORDS[t]) delete merged[k];
      put(merged, "anyOf", branches);
      ctx.say("schema_rewritten", `${at}/type`, `\`type\` ${show(node.type)} is written as \`anyOf\` with one branch per type${hasNull ? ", and `nullable: true`" : ""}`);
    }
  }
  return merged;
}

const nonNull = (types: TypeName[] | undefined): number => (types ?? []).filter((t) => t !== "null").length;

function isIntegerType(type: unknown): boolean {
  const list = Array.isArray(type) ? type : [type];
  return list.includes("integer") && list.every((t) => t === "integer" || t === "null");
}

/** Gemini takes `enum` only as strings on `type: STRING`; its JSON Schema support, strings and numbers. */
function lowerEnum(out: Node, { values, key }: { values: unknown[]; key: string }, at: string, ctx: Context, split: TypeName[] | undefined): void {
  const p = `${at}/${key}`;
  const what = key === "const" ? "`const`" : "`enum`";
  if (ctx.pass === "jsonSchema") {
    const kept = values.filter((v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)));
    if (kept.length === 0) {
      ctx.say("schema_keyword_removed", p, `${what} has no string or number values (the only ones Gemini's JSON Schema support takes); removed`);
      return;
    }
    if (key === "const") ctx.say("schema_rewritten", p, `\`const\` ${show(values[0])} is written as a one-value \`enum\``);
    else if (kept.length < values.length) ctx.say("schema_rewritten", p, `${what}: ${values.length - kept.length} value(s) other than strings and numbers dropped (Gemini takes enums of strings and numbers)`);
    put(out, "enum", kept);
    return;
  }
  const strings: string[] = [];
  const changes: string[] = [];
  let sawNull = false;
  let dropped = 0;
  let converted = 0;
  for (const v of values) {
    if (typeof v === "string") strings.push(v);
    else if ((typeof v === "number" && Number.isFinite(v)) || typeof v === "boolean") {
      strings.push(String(v));
      converted++;
    } else if (v === null) sawNull = true;
    else dropped++;
  }
  if (converted) changes.push(`${converted} value(s) written as strings`);
  if (sawNull) changes.push("null written as `nullable: true`");
  if (dropped) changes.push(`${dropped} value(s) that are objects, arrays or not JSON dropped`);
  if (strings.length === 0) {
    ctx.say("schema_keyword_removed", p, `${what} has no value Gemini can take as a string; removed`);
    if (sawNull) put(out, "nullable", true);
    return;
  }
  put(out, "enum", [...new Set(strings)]);
  if (sawNull) put(out, "nullable", true);
  if (out.type !== "STRING" || split) {
    changes.push(out.type === undefined && !split ? "`type: STRING` added" : `type ${show(split ? split.map(upper) : out.type)} written as STRING (the model answers with strings)`);
    put(out, "type", "STRING");
  }
  if (strings.length !== new Set(strings).size) changes.push("duplicates merged");
  if (key === "const") ctx.say("schema_rewritten", p, `\`const\` ${show(values[0])} is written as a one-value \`enum\`${changes.length ? `: ${changes.join("; ")} (Gemini takes enum only as strings on STRING)` : ""}`);
  else if (changes.length) ctx.say("schema_rewritten", p, `${what}: ${changes.join("; ")} (Gemini takes enum only as strings on STRING)`);
}

/** Gemini refuses a `required` name that `properties` does not define ("property is not defined"). */
function dropUnknownRequired(out: Node, at: string, ctx: Context): void {
  if (!Array.isArray(out.required)) return;
  const props = isNode(out.properties) ? out.properties : {};
  const known = (out.required as string[]).filter((n) => Object.prototype.hasOwnProperty.call(props, n));
  if (known.length === out.required.length) return;
  const missing = (out.required as string[]).filter((n) => !known.includes(n));
  ctx.say("schema_rewritten", `${at}/required`, `${missing.map((n) => show(n)).join(", ")} not in \`properties\` dropped from \`required\` (Gemini refuses a required property it does not define)`);
  if (known.length) put(out, "required", known);
  else delete out.required;
}

/** Gemini refuses an ARRAY without `items` ("items: missing field"; cline/cline#7339): it gets `items: {}`, any item, as JSON Schema means; warned at `at`, the array schema (or the type list it was split from). */
export function itemsFor(out: Node, at: string, say: Warn): void {
  if (out.type !== "ARRAY" || out.items !== undefined) return;
  say("schema_rewritten", at, "an array without `items` is written with `items: {}` (any item): Gemini refuses an ARRAY without items");
  put(out, "items", {});
}
