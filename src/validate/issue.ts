/** One problem found in a payload: where (a JSON pointer into the input), what kind, and what to do. */
export interface Issue {
  /** RFC 6901 JSON pointer into the input, `""` for the input itself. */
  path: string;
  /** Stable machine-readable kind, e.g. `missing_property`, `unknown_tag`, `orphan_output`. */
  code: string;
  /** A sentence a person can act on: the path, what was expected and what was found. */
  message: string;
  /** What the contract wants at `path`, in words. */
  expected?: string;
  /** What the input has at `path`, in words. */
  received?: string;
}

/** The result of a `validate*` call: the value typed, or the issues that stop it. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: Issue[] };

/**
 * Thrown by `parse*`, by converters given invalid input, and by converters in strict mode.
 * `issues` holds every problem; `message` is their formatted text.
 */
export class ContractError extends Error {
  override name = "ContractError";
  readonly issues: Issue[];
  constructor(issues: Issue[], summary = "payload breaks the chat-contract") {
    super(`${summary}:\n${formatIssues(issues)}`);
    this.issues = issues;
  }
}

/** One line per issue, `path: message`, for logs and the CLI. */
export function formatIssues(issues: readonly Issue[]): string {
  return issues.map((i) => `  ${i.message}`).join("\n");
}

/** Escapes one path segment per RFC 6901 (`~` → `~0`, `/` → `~1`). */
export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
}

const INDEX = /^(0|[1-9]\d*)$/;

/** One step along a pointer: the segment as a key (a number for an array index) and the own value it reaches. */
function step(node: unknown, raw: string): [string | number, unknown] {
  const key = raw.includes("~") ? raw.replace(/~1/g, "/").replace(/~0/g, "~") : raw;
  if (Array.isArray(node)) return INDEX.test(key) ? [Number(key), node[Number(key)]] : [key, undefined];
  const own = node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, key);
  return [key, own ? (node as Record<string, unknown>)[key] : undefined];
}

/** Walks `pointer` through `root`: the keys it names and the value it reaches (undefined when it leaves the data). */
export function walkPointer(root: unknown, pointer: string): { keys: (string | number)[]; value: unknown } {
  const keys: (string | number)[] = [];
  let value = root;
  if (pointer !== "") {
    for (const raw of pointer.slice(1).split("/")) {
      const [key, next] = step(value, raw);
      keys.push(key);
      value = next;
    }
  }
  return { keys, value };
}

/** The value at a JSON pointer, or undefined. Reads own properties only. */
export const atPointer = (root: unknown, pointer: string): unknown => walkPointer(root, pointer).value;

/** Describes a value for a message: `number 42`, `string "abc…"`, `an array of 3`, `nothing`. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  switch (typeof value) {
    case "string":
      return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
    case "number":
    case "boolean":
      return `${typeof value} ${String(value)}`;
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
