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
export type ValidationResult<T> =
  | {
      /** The value matches the schema. */
      ok: true;
      /** The value, typed. */
      value: T;
    }
  | {
      /** The value breaks the schema. */
      ok: false;
      /** What is wrong, one issue per problem found. */
      issues: Issue[];
    };

/** A global symbol, so every build and version of chat-contract recognises its errors. */
const BRAND = Symbol.for("chat-contract.ContractError");

/**
 * Thrown by `parse*`, by converters given invalid input, and by converters in strict mode.
 * `issues` holds every problem; `message` is their formatted text.
 */
export class ContractError extends Error {
  /** Always `ContractError`. */
  override name = "ContractError";
  /** Every problem found, in input order. */
  readonly issues: Issue[];
  /** `issues` that is not an array becomes one `invalid_argument` issue saying so. */
  constructor(issues: Issue[], summary = "payload breaks the chat-contract") {
    const given = Array.isArray(issues) ? issues : [notIssues(issues)];
    super(`${typeof summary === "string" ? summary : "payload breaks the chat-contract"}:\n${lines(given)}`);
    this.issues = given;
  }

  /** The brand `isContractError` reads: the same symbol in the ESM and the CommonJS build. */
  get [BRAND](): true {
    return true;
  }

  /** `instanceof ContractError` holds for an error thrown by either build (ESM or CommonJS) of chat-contract. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return this === ContractError ? isContractError(value) : Function.prototype[Symbol.hasInstance].call(this, value);
  }
}

/**
 * True for a `ContractError` from any copy of chat-contract: its ESM and CommonJS builds, or two
 * installed versions, each have their own class, and this check works across them.
 * @example try { parseItems(body) } catch (e) { if (isContractError(e)) console.error(formatIssues(e.issues)) }
 */
export function isContractError(value: unknown): value is ContractError {
  return typeof value === "object" && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
}

/** The last issue of a capped list: how many more there were. */
export function tooManyIssues(more: number): Issue {
  return { path: "", code: "too_many_issues", message: `(root): ${more} more issue(s) not listed; pass maxIssues to see more` };
}

const notIssues = (value: unknown): Issue => ({ path: "", code: "invalid_argument", message: `issues: expected an array, found ${describe(value)}` });

const lines = (issues: readonly unknown[]) =>
  issues.map((i) => {
    const message = ownProperty(i, "message");
    return `  ${typeof message === "string" ? message : describe(i)}`;
  }).join("\n");

/** One line per issue, `path: message`, for logs and the CLI; anything but an array is a ContractError. */
export function formatIssues(issues: readonly Issue[]): string {
  if (!Array.isArray(issues)) throw new ContractError([notIssues(issues)], "formatIssues: invalid argument");
  return lines(issues);
}

/** A string for a message, at most `max` characters of it: `"abc…"` (10 MB of input make a short message). */
export function quote(value: string, max = 40): string {
  return JSON.stringify(value.length > max ? `${value.slice(0, max)}…` : value);
}

/** The array index a pointer starts with (`/12/content` → 12, no leading zero), or -1 when it starts otherwise. */
export function leadingIndex(path: string): number {
  let n = 0, i = 1;
  for (; i < path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 47) break;
    if (c < 48 || c > 57 || (i === 2 && n === 0) || i > 16) return -1;
    n = n * 10 + c - 48;
  }
  return i > 1 && path.charCodeAt(0) === 47 ? n : -1;
}

/** Escapes one path segment per RFC 6901 (`~` → `~0`, `/` → `~1`). */
export function escapePointer(segment: string | number): string {
  const text = String(segment);
  return text.includes("~") || text.includes("/") ? text.replace(/~/g, "~0").replace(/\//g, "~1") : text;
}

/** An own property of an object, else undefined (never one inherited from a prototype). */
export const ownProperty = (node: unknown, key: string): unknown =>
  node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined;

/** The array index a pointer segment names, else -1. */
function arrayIndex(key: string): number {
  const n = key.length;
  if (n === 0 || n > 15 || (n > 1 && key.charCodeAt(0) === 48)) return -1;
  for (let i = 0; i < n; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  return Number(key);
}

/**
 * The keys a JSON pointer names in `root`, unescaped: a number where the segment indexes an array
 * (RFC 6901: `0` or digits without a leading zero), else the string, so `"0"` as an object key stays
 * a string.
 */
export function pointerKeys(root: unknown, pointer: string): (string | number)[] {
  const keys: (string | number)[] = [];
  let value = root;
  for (let start = 1; start <= pointer.length; ) {
    let end = pointer.indexOf("/", start);
    if (end < 0) end = pointer.length;
    let key = pointer.slice(start, end);
    if (key.includes("~")) key = key.replace(/~1/g, "/").replace(/~0/g, "~");
    start = end + 1;
    if (Array.isArray(value)) {
      const index = arrayIndex(key);
      keys.push(index < 0 ? key : index);
      value = index < 0 ? undefined : value[index];
    } else {
      keys.push(key);
      value = ownProperty(value, key);
    }
  }
  return keys;
}

/** Describes a value for a message: `number 42`, `string "abc…"`, `an array of 3`, `nothing`. */
export function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  switch (typeof value) {
    case "string":
      return `string ${quote(value)}`;
    case "number":
    case "boolean":
      return `${typeof value} ${String(value)}`;
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}
