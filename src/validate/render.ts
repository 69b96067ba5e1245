// Raw generated-validator errors → Issues a person can act on.
import type { RawError } from "../../generated/validators.js";
import { describe, escapePointer, ownProperty as own, quote, type Issue } from "./issue.js";

const ARTICLE: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

/** How many allowed tags a message names before "… (N more)". */
const SHOWN = 10;

const listed = new WeakMap<readonly unknown[], string>();

/** `"a", "b", "c"`; the generated lists are frozen constants, so each is formatted once. */
function list(values: readonly unknown[]): string {
  let text = listed.get(values);
  if (text === undefined) {
    text = values.map((v) => JSON.stringify(v)).join(", ");
    if (Object.isFrozen(values)) listed.set(values, text);
  }
  return text;
}

/** Tags read with "an": a vowel sound first (`assistant`, `input_image`, `update_file`; not `user`, `url`). */
const AN = /^([aeio]|u(?![sr]|ni))/i;

/** What kind of object `node` is, from its tag: ` in a "function_call" object`, ` in an "assistant" object`. */
function where(node: unknown): string {
  if (node === null || typeof node !== "object") return "";
  const tag = own(node, "type") ?? own(node, "role");
  return typeof tag === "string" ? ` in ${AN.test(tag) ? "an" : "a"} ${quote(tag)} object` : "";
}

/**
 * For an object the generated validator refused as not plain: the first property its prototype chain
 * holds that is not a method (what the validator would have read as the object's own).
 */
function inheritedKey(data: unknown): string | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  for (let p = Object.getPrototypeOf(data) as object | null; p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const key of Object.getOwnPropertyNames(p)) {
      if (key !== "__proto__" && typeof Object.getOwnPropertyDescriptor(p, key)!.value !== "function") return key;
    }
  }
  return undefined;
}

/** The issue of a property `key` of the object at `at` that only its prototype supplies. */
export function inheritedIssue(at: string, key: string): Issue {
  return issue(`${at}/${escapePointer(key)}`, "inherited_property", "own properties only", `a property ${quote(key)} of the prototype`,
    "is inherited from the object's prototype; only own properties are read (pass plain data)");
}

function issue(path: string, code: string, expected: string, received: string, text?: string): Issue {
  const message = `${path || "(root)"}: ${text ?? `expected ${expected}, found ${received}`}`;
  return { path, code, message, expected, received };
}

/** Turns one raw error into an Issue; the error's `data` (the value at its path) says what was found. */
export function render(raw: RawError): Issue {
  const at = raw.instancePath;
  const p = raw.params;
  switch (raw.keyword) {
    case "type": {
      const types = String(p.type).split(",");
      const inherited = types.includes("object") ? inheritedKey(raw.data) : undefined;
      if (inherited !== undefined) return inheritedIssue(at, inherited);
      return issue(at, "invalid_type", types.map((t) => ARTICLE[t] ?? t).join(" or "), describe(raw.data));
    }
    case "required": {
      const name = String(p.missingProperty);
      return issue(`${at}/${escapePointer(name)}`, "missing_property", `property ${JSON.stringify(name)}`, "nothing",
        `required property ${JSON.stringify(name)} is missing${where(raw.data)}`);
    }
    case "additionalProperties": {
      const name = String(p.additionalProperty);
      return issue(`${at}/${escapePointer(name)}`, "unknown_property", "no such property", describe(own(raw.data, name)),
        `property ${quote(name)} is not allowed${where(raw.data)}`);
    }
    case "const":
      return issue(at, "invalid_value", JSON.stringify(p.allowedValue), describe(raw.data));
    case "enum":
      return issue(at, "invalid_value", `one of ${list(p.allowedValues as unknown[])}`, describe(raw.data));
    case "pattern":
      return issue(at, "pattern_mismatch", `a string matching /${String(p.pattern)}/`, describe(raw.data));
    case "minLength":
      return issue(at, "too_short", `a string of at least ${String(p.limit)} character(s)`, describe(raw.data));
    case "key": {
      const keys = list(p.allowed as unknown[]);
      if (Array.isArray(p.found)) {
        const [first, second] = p.found as string[];
        return issue(at, "conflicting_properties", `exactly one of the properties ${keys}`, `both ${JSON.stringify(first)} and ${JSON.stringify(second)}`,
          `a ${String(p.union)} takes exactly one of the properties ${keys}; found ${JSON.stringify(first)} and ${JSON.stringify(second)}`);
      }
      return issue(at, "missing_property", `one of the properties ${keys}`, describe(raw.data), `a ${String(p.union)} needs one of the properties ${keys}; found none`);
    }
    case "discriminator":
    case "tag": {
      const tag = String(p.tag);
      const allowed = (p.allowed as unknown[] | undefined) ?? [];
      // ajv's discriminator error sits on the object; the dispatcher's tag error on the tag itself.
      const path = raw.keyword === "tag" ? at : `${at}/${escapePointer(tag)}`;
      const value = raw.keyword === "tag" ? raw.data : own(raw.data, tag);
      const expected = `one of ${list(allowed)}`;
      // The message names at most SHOWN tags (Item has 30); `expected` keeps the whole list.
      const named = allowed.length > SHOWN ? `one of ${list(allowed.slice(0, SHOWN))}, … (${allowed.length - SHOWN} more)` : expected;
      if (value === undefined)
        return issue(path, "missing_tag", `property ${JSON.stringify(tag)}`, "nothing",
          `required property ${JSON.stringify(tag)} is missing${p.or ? ` (or, on a message, ${JSON.stringify(p.or)})` : ""}; expected ${named}`);
      const text = typeof value === "string"
        ? `${quote(value)} is not ${p.union ? `a valid ${String(p.union)} ${tag}` : `a valid ${JSON.stringify(tag)}`}; expected ${named}`
        : undefined;
      return issue(path, "unknown_tag", expected, describe(value), text);
    }
    case "not": {
      // The schemas' only `not` forbids one field in both its spellings (Gemini's JSON name and proto name).
      const twins = spellingTwins(raw.data);
      if (twins) {
        const [camel, snake] = twins;
        return issue(at, "conflicting_properties", `one of the properties ${JSON.stringify(camel)} or ${JSON.stringify(snake)}`, `both ${JSON.stringify(camel)} and ${JSON.stringify(snake)}`,
          `${JSON.stringify(camel)} and ${JSON.stringify(snake)} are one field spelled two ways (its JSON name and its proto name); give it once`);
      }
      return issue(at, "invalid", `a value satisfying "${raw.keyword}"`, describe(raw.data));
    }
    default:
      return issue(at, "invalid", `a value satisfying "${raw.keyword}"`, describe(raw.data));
  }
}

/** Two own keys of an object that are one name in lowerCamelCase and snake_case (`thoughtSignature`, `thought_signature`). */
function spellingTwins(data: unknown): [string, string] | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return undefined;
  const keys = Object.keys(data);
  for (const key of keys) {
    if (!key.includes("_")) continue;
    const camel = key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (camel !== key && keys.includes(camel)) return [camel, key];
  }
  return undefined;
}
