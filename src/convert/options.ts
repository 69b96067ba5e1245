// Checks a converter's options before any work, so a wrong option is a ContractError, not a TypeError later.
import { ContractError, describe, escapePointer, ownProperty, type Issue } from "../validate/issue.js";

/** What one option must be: a check and its description. */
export interface OptionRule {
  expected: string;
  test(value: unknown): boolean;
}

/** Rules for the keys every converter accepts. */
export const commonRules: Record<string, OptionRule> = {
  onWarning: { expected: "a function", test: (v) => typeof v === "function" },
  strict: { expected: "a boolean", test: (v) => typeof v === "boolean" },
};

/** A rule accepting one of the given strings. */
export function oneOf(...values: string[]): OptionRule {
  return { expected: `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`, test: (v) => values.includes(v as string) };
}

/** A rule accepting a non-empty string. */
export const nonEmptyString: OptionRule = {
  expected: "a non-empty string",
  test: (v) => typeof v === "string" && v.length > 0,
};

/** Issues for options that break `rules`; an undefined value for a key counts as absent. */
export function optionIssues(options: unknown, rules: Record<string, OptionRule>): Issue[] {
  if (options === undefined) return [];
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    return [{ path: "", code: "invalid_type", expected: "an object", received: describe(options), message: `options: expected an object, found ${describe(options)}` }];
  }
  const issues: Issue[] = [];
  for (const [key, value] of Object.entries(options)) {
    const rule = ownProperty(rules, key) as OptionRule | undefined;
    const path = `/${escapePointer(key)}`;
    if (!rule) {
      issues.push({ path, code: "unknown_option", expected: `one of ${Object.keys(rules).join(", ")}`, received: key, message: `options${path}: unknown option ${JSON.stringify(key)}; known: ${Object.keys(rules).join(", ")}` });
    } else if (value !== undefined && !rule.test(value)) {
      issues.push({ path, code: "invalid_option", expected: rule.expected, received: describe(value), message: `options${path}: expected ${rule.expected}, found ${describe(value)}` });
    }
  }
  return issues;
}

/** Throws a ContractError when the input or the options are invalid. */
export function ensureValid(converter: string, inputIssues: Issue[], options: Issue[]): void {
  const issues = [...inputIssues, ...options];
  if (issues.length) throw new ContractError(issues, `${converter}: invalid ${inputIssues.length ? "input" : "options"}`);
}
