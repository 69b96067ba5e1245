// Raw generated-validator errors → Issues a person can act on.
import type { RawError } from "../../generated/validators.js";
import { atPointer, describe, escapePointer, type Issue } from "./issue.js";

const ARTICLE: Record<string, string> = {
  string: "a string",
  number: "a number",
  integer: "an integer",
  boolean: "a boolean",
  object: "an object",
  array: "an array",
  null: "null",
};

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

/** What kind of object sits at `path`, from its tag: ` on a "function_call" item`. */
function where(root: unknown, path: string): string {
  const node = atPointer(root, path);
  if (node === null || typeof node !== "object") return "";
  const tag = (node as Record<string, unknown>).type ?? (node as Record<string, unknown>).role;
  return typeof tag === "string" ? ` in a ${JSON.stringify(tag)} object` : "";
}

function issue(path: string, code: string, expected: string, received: string, text?: string): Issue {
  const message = `${path || "(root)"}: ${text ?? `expected ${expected}, found ${received}`}`;
  return { path, code, message, expected, received };
}

/** Turns one raw error into an Issue; `root` is the validated input, read to say what was found. */
export function render(raw: RawError, root: unknown): Issue {
  const at = raw.instancePath;
  const found = () => describe(atPointer(root, at));
  const p = raw.params;
  switch (raw.keyword) {
    case "type": {
      const types = String(p.type).split(",");
      return issue(at, "invalid_type", types.map((t) => ARTICLE[t] ?? t).join(" or "), found());
    }
    case "required": {
      const name = String(p.missingProperty);
      const path = `${at}/${escapePointer(name)}`;
      return issue(path, "missing_property", `property ${JSON.stringify(name)}`, "nothing",
        `required property ${JSON.stringify(name)} is missing${where(root, at)}`);
    }
    case "additionalProperties": {
      const name = String(p.additionalProperty);
      const path = `${at}/${escapePointer(name)}`;
      return issue(path, "unknown_property", "no such property", describe(atPointer(root, path)),
        `property ${JSON.stringify(name)} is not allowed${where(root, at)}`);
    }
    case "const":
      return issue(at, "invalid_value", JSON.stringify(p.allowedValue), found());
    case "enum":
      return issue(at, "invalid_value", `one of ${list(p.allowedValues as unknown[])}`, found());
    case "pattern":
      return issue(at, "pattern_mismatch", `a string matching /${String(p.pattern)}/`, found());
    case "minLength":
      return issue(at, "too_short", `a string of at least ${String(p.limit)} character(s)`, found());
    case "discriminator":
    case "tag": {
      const tag = String(p.tag);
      const allowed = (p.allowed as unknown[] | undefined) ?? [];
      const path = raw.keyword === "tag" ? at : `${at}/${escapePointer(tag)}`;
      const value = atPointer(root, path);
      const expected = `one of ${list(allowed)}`;
      if (value === undefined)
        return issue(path, "missing_tag", `property ${JSON.stringify(tag)}`, "nothing",
          `required property ${JSON.stringify(tag)} is missing; expected ${expected}`);
      const text = typeof value === "string"
        ? `${JSON.stringify(value)} is not ${p.union ? `a valid ${String(p.union)} ${tag}` : `a valid ${JSON.stringify(tag)}`}; expected ${expected}`
        : undefined;
      return issue(path, "unknown_tag", expected, describe(value), text);
    }
    default:
      return issue(at, "invalid", `a value satisfying "${raw.keyword}"`, found());
  }
}
