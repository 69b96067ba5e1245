// Shared pieces of the tool-schema passes: what a schema node is, pointers, safe writes, local $ref lookup.
import type { Warnings } from "../../convert/warnings.js";
import { escapePointer } from "../../validate/issue.js";

/** `warn(code, path, text)` of a converter's warning collector. */
export type Warn = Warnings["warn"];

/** A JSON object (not an array, not null). */
export type Node = Record<string, unknown>;

export function isNode(value: unknown): value is Node {
  try {
    return value !== null && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false; // a revoked Proxy
  }
}

/** `at` extended by one key, escaped per RFC 6901. */
export function child(at: string, key: string | number): string {
  return `${at}/${escapePointer(key)}`;
}

/** Own enumerable keys, or none for a value whose keys cannot be read. */
export function keysOf(node: Node): string[] {
  try {
    return Object.keys(node);
  } catch {
    return [];
  }
}

/** Writes `key` as an own data property, `__proto__` included (a plain assignment would set the prototype). */
export function put(target: Node, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Nesting beyond this many schemas is cut, so no input overflows the stack. */
export const MAX_NESTING = 200;
/** Schemas one call reads at most: an object graph that shares subschemas (not JSON, but a JS value can) is otherwise walked exponentially often. */
export const MAX_NODES = 100_000;

/** A JSON copy of an annotation value (`default`, `example`), or `undefined` when it is not JSON (a cycle, a BigInt, a function). */
export function jsonCopy(value: unknown): { value: unknown } | undefined {
  const open = new Set<object>();
  const copy = (v: unknown): unknown => {
    if (v === null || typeof v === "string" || typeof v === "boolean") return v;
    if (typeof v === "number") {
      if (!Number.isFinite(v)) throw new TypeError("not JSON");
      return v;
    }
    if (typeof v !== "object" || open.has(v) || open.size >= MAX_NESTING) throw new TypeError("not JSON");
    open.add(v);
    try {
      if (Array.isArray(v)) return v.map(copy);
      const out: Node = {};
      for (const key of Object.keys(v)) put(out, key, copy((v as Node)[key]));
      return out;
    } finally {
      open.delete(v);
    }
  };
  try {
    return { value: copy(value) };
  } catch {
    return undefined;
  }
}

/** JSON equality, key order aside. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (!isNode(a) || !isNode(b)) return false;
  const ka = keysOf(a);
  const kb = keysOf(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && same(a[k], b[k]));
}

/** A non-negative integer, as JSON Schema counts are; Gemini also spells them as decimal strings (int64). */
export function isCount(value: unknown): boolean {
  return (typeof value === "number" && Number.isInteger(value) && value >= 0) || (typeof value === "string" && /^(0|[1-9]\d*)$/.test(value));
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === "string");
}

/**
 * The node a local `$ref` (`#`, `#/$defs/x`, any `#/…` pointer into `root`) points at, with the
 * pointer of that node in the converter's input; `undefined` for a reference that leaves the schema
 * (a URL, an `$id` or an anchor) or does not resolve.
 */
export function resolveRef(root: unknown, rootPath: string, ref: string): { node: unknown; path: string } | undefined {
  if (ref !== "#" && !ref.startsWith("#/")) return undefined;
  let node: unknown = root;
  let path = rootPath;
  const parts = ref === "#" ? [] : ref.slice(2).split("/");
  for (const raw of parts) {
    let key: string;
    try {
      key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    } catch {
      return undefined;
    }
    if (Array.isArray(node)) {
      if (!/^(0|[1-9]\d*)$/.test(key) || Number(key) >= node.length) return undefined;
      node = node[Number(key)];
    } else if (isNode(node) && Object.prototype.hasOwnProperty.call(node, key)) {
      node = node[key];
    } else return undefined;
    path = child(path, key);
  }
  return { node, path };
}

/** JSON Schema's type names. */
export const TYPE_NAMES = ["string", "number", "integer", "boolean", "array", "object", "null"] as const;
export type TypeName = (typeof TYPE_NAMES)[number];

export function typeName(value: unknown): TypeName | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.toLowerCase();
  return (TYPE_NAMES as readonly string[]).includes(lower) ? (lower as TypeName) : undefined;
}

/**
 * The formats Gemini's `Schema` takes, by type (https://ai.google.dev/api/caching#Schema: NUMBER float,
 * double; INTEGER int32, int64; STRING enum, date-time). The API refuses others: "format: only 'enum'
 * and 'date-time' are supported for STRING type" (google-gemini/gemini-cli#3178).
 */
const GEMINI_FORMATS: Record<string, readonly string[]> = { STRING: ["enum", "date-time"], NUMBER: ["float", "double"], INTEGER: ["int32", "int64"] };

export function geminiFormatFits(type: unknown, format: unknown): boolean {
  return typeof type === "string" && typeof format === "string" && (GEMINI_FORMATS[type]?.includes(format) ?? false);
}

/** A value as a message shows it: JSON, else its string form, else its type (a revoked Proxy has neither). */
export function show(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    try {
      return String(value);
    } catch {
      return `a ${typeof value} that cannot be read`;
    }
  }
}
