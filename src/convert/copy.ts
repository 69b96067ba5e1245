// A plain deep copy of a JSON value, read through own enumerable keys (a Proxy is read like the value it wraps).
import { ContractError, escapePointer } from "../validate/issue.js";

/**
 * How a converter takes a subtree of its input into its output: `copyJson`, or as it is for an input
 * nobody reads again. `at` is the subtree's pointer in the input, for the error of a value that is not JSON.
 */
export type Copy = <T>(value: T, at?: string) => T;

/**
 * The deepest nesting an opaque value may have: `JSON.stringify` overflows the stack a few thousand
 * levels down, so a deeper value could be neither sent nor written; it is refused with its path.
 */
export const MAX_DEPTH = 1000;

/** The ContractError of a value that cannot travel as JSON, at `path`. */
export function notJson(path: string, why: string): ContractError {
  return new ContractError([{ path, code: "unserializable_input", message: `${path || "(root)"}: ${why}` }], "invalid input");
}

/** A JSON value copied into plain arrays and objects; the input is only read. Cycles, BigInt and nesting beyond `MAX_DEPTH` are a ContractError. */
export function copyJson<T>(value: T, at = ""): T {
  if (value === null || typeof value !== "object") {
    if (typeof value === "bigint") throw notJson(at, "is a BigInt, which JSON cannot carry");
    return value;
  }
  const keys: (string | number)[] = [];
  const open: object[] = [];
  const copy = (node: unknown): unknown => {
    if (node === null || typeof node !== "object") {
      if (typeof node === "bigint") throw notJson(`${at}${keys.map((k) => `/${escapePointer(k)}`).join("")}`, "is a BigInt, which JSON cannot carry");
      return node;
    }
    if (open.length >= MAX_DEPTH) {
      const path = `${at}${keys.map((k) => `/${escapePointer(k)}`).join("")}`;
      throw notJson(path, open.includes(node) ? "contains itself (a cycle), which JSON cannot carry" : `is nested more than ${MAX_DEPTH} levels deep, too deep to serialize`);
    }
    open.push(node);
    let out: unknown[] | Record<string, unknown>;
    if (Array.isArray(node)) {
      const list: unknown[] = new Array(node.length);
      for (let i = 0; i < node.length; i++) {
        keys.push(i);
        list[i] = copy(node[i]);
        keys.pop();
      }
      out = list;
    } else {
      const record: Record<string, unknown> = {};
      for (const key of Object.keys(node)) {
        keys.push(key);
        const inner = copy((node as Record<string, unknown>)[key]);
        keys.pop();
        // `__proto__` is data here: defined, never assigned (assigning would set the prototype).
        if (key === "__proto__") Object.defineProperty(record, key, { value: inner, enumerable: true, writable: true, configurable: true });
        else record[key] = inner;
      }
      out = record;
    }
    open.pop();
    return out;
  };
  return copy(value) as T;
}

/** `JSON.stringify(value)`, or the ContractError at `at` of a value it cannot write (too deep, a cycle, a BigInt). */
export function jsonText(value: unknown, at: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch (error) {
    throw notJson(at, error instanceof RangeError ? "is nested too deeply to serialize" : `cannot be serialized (${(error as Error).message})`);
  }
  if (text === undefined) throw notJson(at, "is not a JSON value");
  return text;
}

/** `JSON.stringify(value)`, or undefined when it cannot be written (nested too deeply for the stack). */
export function jsonTextOrUndefined(value: unknown): string | undefined {
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
}
