// Gemini `Schema` (OpenAPI subset) → JSON Schema: the inverse of `toGeminiParameters` for what the subset carries.
import { child, isNode, jsonCopy, keysOf, MAX_NESTING, MAX_NODES, put, show, typeName, type Node, type Warn } from "./node.js";

const COUNTS = new Set(["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"]);

/** Reads one Gemini schema; keywords outside the subset are carried as they are, for the writer to judge. */
export function raise(value: unknown, at: string, say: Warn, open: Set<object>, depth: number, read = { nodes: 0 }): Node {
  if (!isNode(value)) {
    say("schema_rewritten", at, `is not a Gemini schema (found ${show(value)}); it is read as {}`);
    return {};
  }
  if (open.has(value) || depth >= MAX_NESTING || read.nodes >= MAX_NODES) {
    say("schema_recursion_cut", at, open.has(value) ? "this schema contains itself (a cycle in the input); it is cut here as {}" : depth >= MAX_NESTING ? `schemas are nested more than ${MAX_NESTING} deep here; the rest is cut as {}` : `more than ${MAX_NODES} schemas were read; the rest is cut as {}`);
    return {};
  }
  read.nodes++;
  open.add(value);
  try {
    const out: Node = {};
    const type = value.type;
    const name = typeName(type);
    for (const key of keysOf(value)) {
      const v = value[key];
      const p = child(at, key);
      if (key === "type") {
        if (name) put(out, key, name);
        else say("schema_keyword_removed", p, `\`type\` ${show(v)} is not a type (TYPE_UNSPECIFIED says none); removed`);
      } else if (key === "nullable" && v === true && name && name !== "null") {
        put(out, "type", [name, "null"]);
      } else if (key === "enum" && (name === "integer" || name === "number") && Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === "string" && x.trim() !== "" && Number.isFinite(Number(x)))) {
        put(out, key, v.map(Number)); // Vertex's {type: INTEGER, format: enum, enum: ["101"]}: numbers in JSON Schema
      } else if (COUNTS.has(key) && typeof v === "string" && /^(0|[1-9]\d*)$/.test(v)) {
        put(out, key, Number(v)); // int64 spelled as a string, as the SDK types it
      } else if (key === "properties" && isNode(v)) {
        const props: Node = {};
        for (const k of keysOf(v)) put(props, k, raise(v[k], child(p, k), say, open, depth + 1, read));
        put(out, key, props);
      } else if (key === "items" && isNode(v)) {
        put(out, key, raise(v, p, say, open, depth + 1, read));
      } else if (key === "anyOf" && Array.isArray(v)) {
        put(out, key, v.map((b, i) => raise(b, child(p, i), say, open, depth + 1, read)));
      } else {
        const copy = jsonCopy(v);
        if (copy) put(out, key, copy.value);
        else say("schema_keyword_removed", p, `\`${key}\` is not JSON (a cycle or a BigInt); removed`);
      }
    }
    // `nullable: true` read before `type` must not be overwritten by the plain type name.
    if (value.nullable === true && name && name !== "null") put(out, "type", [name, "null"]);
    return out;
  } catch {
    say("schema_rewritten", at, "could not be read (a getter or Proxy threw); it is read as {}");
    return {};
  } finally {
    open.delete(value);
  }
}
