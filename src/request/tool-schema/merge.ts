// Two lowered schemas made one: an `allOf` branch into its parent, a `$ref` target under the keywords beside it.
import type { Pass } from "./lower.js";
import { child, geminiFormatFits, isNode, keysOf, put, same, type Node, type Warn } from "./node.js";

const LOWER_BOUNDS = new Set(["minimum", "minLength", "minItems", "minProperties"]);
const UPPER_BOUNDS = new Set(["maximum", "maxLength", "maxItems", "maxProperties"]);
const ANNOTATIONS = new Set(["title", "description", "default", "example", "$id", "$anchor"]);

const asList = (type: unknown): unknown[] => (Array.isArray(type) ? type : [type]);

/**
 * `a` with `b` merged in (neither is changed). `mode: "ref"`: `a` holds the keywords beside a `$ref`
 * and `b` its target, so `a`'s annotations win silently; `mode: "allOf"`: a keyword both set
 * differently that cannot be combined keeps `a`'s value and is warned at `at` (the branch's pointer).
 */
export function merge(a: Node, b: Node, at: string, say: Warn, mode: "ref" | "allOf", pass: Pass): Node {
  const out: Node = {};
  for (const key of keysOf(a)) put(out, key, a[key]);
  for (const key of keysOf(b)) {
    const mine = out[key];
    const theirs = b[key];
    if (!Object.prototype.hasOwnProperty.call(out, key)) {
      put(out, key, theirs);
      continue;
    }
    if (same(mine, theirs)) continue;
    const conflict = (why: string) => say("schema_keyword_removed", child(at, key), `\`${key}\` ${why}; the value it is merged with is kept`);
    if (key === "properties" && isNode(mine) && isNode(theirs)) {
      const props: Node = {};
      for (const name of keysOf(mine)) put(props, name, mine[name]);
      for (const name of keysOf(theirs)) {
        const m = props[name];
        if (Object.prototype.hasOwnProperty.call(props, name) && isNode(m) && isNode(theirs[name])) put(props, name, merge(m, theirs[name] as Node, child(child(at, key), name), say, mode, pass));
        else put(props, name, theirs[name]);
      }
      put(out, key, props);
    } else if (key === "items" && isNode(mine) && isNode(theirs)) {
      put(out, key, merge(mine, theirs, child(at, key), say, mode, pass));
    } else if (key === "required" && Array.isArray(mine) && Array.isArray(theirs)) {
      put(out, key, [...new Set([...mine, ...theirs])]);
    } else if ((LOWER_BOUNDS.has(key) || UPPER_BOUNDS.has(key)) && Number.isFinite(Number(mine)) && Number.isFinite(Number(theirs))) {
      const pickTheirs = LOWER_BOUNDS.has(key) ? Number(theirs) > Number(mine) : Number(theirs) < Number(mine);
      if (pickTheirs) put(out, key, theirs);
    } else if (key === "nullable" && typeof mine === "boolean" && typeof theirs === "boolean") {
      put(out, key, mine && theirs);
    } else if (key === "enum" && Array.isArray(mine) && Array.isArray(theirs)) {
      const both = mine.filter((v) => theirs.some((w) => same(v, w)));
      if (both.length) put(out, key, both);
      else conflict("lists no value the other `enum` allows, so no value would match");
    } else if (key === "type") {
      const both = asList(mine).filter((t) => asList(theirs).includes(t));
      if (both.length === 0) conflict(`${JSON.stringify(theirs)} and ${JSON.stringify(mine)} have no type in common, so no value would match`);
      else put(out, key, both.length === 1 && !Array.isArray(mine) ? both[0] : both);
    } else if (ANNOTATIONS.has(key)) {
      if (mode === "allOf") conflict("differs from the schema it is merged into");
    } else conflict(mode === "allOf" ? "cannot be merged with the schema it joins (both set it differently)" : "beside the `$ref` cannot be merged with the definition's");
  }
  return coherent(out, at, say, pass);
}

/** What a merge can break: Gemini's enum only on STRING; its JSON Schema support's bare `$ref`. */
function coherent(out: Node, at: string, say: Warn, pass: Pass): Node {
  if (pass === "parameters" && out.enum !== undefined && out.type !== "STRING") {
    say("schema_keyword_removed", child(at, "enum"), `\`enum\` merged onto type ${JSON.stringify(out.type)} (Gemini takes enum only on STRING); removed`);
    delete out.enum;
  }
  if (pass === "parameters" && out.format !== undefined && out.type !== undefined && !geminiFormatFits(out.type, out.format)) {
    say("schema_keyword_removed", child(at, "format"), `\`format\` ${JSON.stringify(out.format)} merged onto type ${JSON.stringify(out.type)} is not one Gemini takes; removed`);
    delete out.format;
  }
  if (pass === "jsonSchema" && typeof out.$ref === "string" && keysOf(out).some((k) => !k.startsWith("$"))) {
    const ref = out.$ref;
    delete out.$ref;
    if (out.anyOf === undefined) {
      say("schema_rewritten", child(at, "$ref"), `\`$ref\` ${JSON.stringify(ref)} merged beside other keywords is written as a one-branch \`anyOf\` (Gemini takes no keywords beside \`$ref\`)`);
      put(out, "anyOf", [{ $ref: ref }]);
    } else say("schema_keyword_removed", child(at, "$ref"), `\`$ref\` ${JSON.stringify(ref)} merged beside an \`anyOf\` has no form Gemini takes; removed`);
  }
  return out;
}
