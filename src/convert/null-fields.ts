// A null optional field is the same as an absent one (openai-python's `model_dump()` writes null for
// every unset field). What the writers replay as they read it (reasoning items) leaves those nulls out,
// so the output is the SDK's request type; the few fields whose null is required by the schema stay.
/**
 * The fields that are required and may be null, by the `type` of the object holding them (a test checks
 * this against `schemas/item.schema.json`): every other null field of an item is optional, so absent.
 */
export const REQUIRED_NULLABLE: Readonly<Record<string, readonly string[]>> = {
  image_generation_call: ["result"],
  code_interpreter_call: ["code", "outputs"],
  double_click: ["keys"],
  function: ["parameters", "strict"],
};

/** An item (or any JSON value in one) with its optional null fields left out, at every depth; `value` is not changed. */
export function withoutNulls<T>(value: T): NoNulls<T> {
  return strip(value) as NoNulls<T>;
}

function strip(node: unknown): unknown {
  if (node === null || typeof node !== "object") return node;
  if (Array.isArray(node)) return node.some(holdsNull) ? node.map(strip) : node;
  if (!holdsNull(node)) return node;
  const keep = REQUIRED_NULLABLE[String((node as { type?: unknown }).type)];
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(node)) {
    if (inner === null && !keep?.includes(key)) continue;
    if (key === "__proto__") Object.defineProperty(out, key, { value: strip(inner), enumerable: true, writable: true, configurable: true });
    else out[key] = strip(inner);
  }
  return out;
}

/** True when a null is anywhere under `node` (most items have none, and are returned as they are). */
function holdsNull(node: unknown): boolean {
  if (node === null) return true;
  if (typeof node !== "object") return false;
  for (const inner of Array.isArray(node) ? node : Object.values(node)) if (holdsNull(inner)) return true;
  return false;
}

/** `T` with `null` taken out of every optional property, at every depth (what `withoutNulls` returns). */
export type NoNulls<T> = T extends readonly (infer E)[]
  ? NoNulls<E>[]
  : T extends object
    ? { [K in keyof T]: undefined extends T[K] ? NoNulls<Exclude<T[K], null>> : NoNulls<T[K]> }
    : T;
