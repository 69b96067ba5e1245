// A plain deep copy of a JSON value, read through own enumerable keys (a Proxy is read like the value it wraps).

/** How a converter takes a subtree of its input into its output: `copyJson`, or as it is for an input nobody reads again. */
export type Copy = <T>(value: T) => T;

/** A JSON value copied into plain arrays and objects; the input (valid JSON data) is only read. */
export function copyJson<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyJson(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    const inner = copyJson((value as Record<string, unknown>)[key]);
    // `__proto__` is data here: defined, never assigned (assigning would set the prototype).
    if (key === "__proto__") Object.defineProperty(out, key, { value: inner, enumerable: true, writable: true, configurable: true });
    else out[key] = inner;
  }
  return out as T;
}
