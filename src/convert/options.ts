// Checks a converter's options before any work, so a wrong option is a ContractError, not a TypeError later.
import { ContractError, describe, escapePointer, ownProperty, quote, type Issue } from "../validate/issue.js";

/** What one option must be: a check and its description. */
export interface OptionRule {
  expected: string;
  test(value: unknown): boolean;
}

/** Rules for the keys every converter accepts. */
export const commonRules: Record<string, OptionRule> = {
  onWarning: { expected: "a function", test: (v) => typeof v === "function" },
  strict: {
    expected: 'a boolean or { allow: [warning codes] }',
    test: (v) => typeof v === "boolean" || (v !== null && typeof v === "object" && !Array.isArray(v) &&
      Object.keys(v).length === 1 && Array.isArray(ownProperty(v, "allow")) && (ownProperty(v, "allow") as unknown[]).every((c) => typeof c === "string")),
  },
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

/** The keys an options object holds: its own (enumerable or not), then option names it inherits (`true`). */
function optionKeys(options: object, names: Iterable<string>): [string, boolean][] {
  const own = Object.getOwnPropertyNames(options);
  const inherited: string[] = [];
  for (const key of names) if (!own.includes(key) && key in options && !(key in Object.prototype)) inherited.push(key);
  return [...own.map((k): [string, boolean] => [k, false]), ...inherited.map((k): [string, boolean] => [k, true])];
}

const failed = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** An options object as read once: each own key's value (a getter runs once), and where reading failed. */
export interface OptionSnapshot {
  /** The own values read, by key (a null-prototype record; a key whose getter threw is absent). */
  values: Record<string, unknown>;
  /** Own keys, then the option names the object inherits (`true`). */
  keys: [string, boolean][];
  /** An `unreadable_option` issue per key whose getter threw, by key. */
  unreadable: Map<string, Issue>;
}

/**
 * Reads `options` once: its own keys (enumerable or not) and each value, and which of `names` it only
 * inherits. A non-object gives its `invalid_type` issue; keys that cannot be listed, `unreadable_option`.
 */
export function snapshotOptions(options: unknown, names: Iterable<string>): OptionSnapshot | Issue[] {
  if (options === undefined) return { values: Object.create(null) as Record<string, unknown>, keys: [], unreadable: new Map() };
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    return [{ path: "", code: "invalid_type", expected: "an object", received: describe(options), message: `options: expected an object, found ${describe(options)}` }];
  }
  let keys: [string, boolean][];
  try {
    keys = optionKeys(options, names);
  } catch (error) {
    return [{ path: "", code: "unreadable_option", message: `options: reading them threw: ${failed(error)}` }];
  }
  const values = Object.create(null) as Record<string, unknown>;
  const unreadable = new Map<string, Issue>();
  for (const [key, inherited] of keys) {
    if (inherited) continue;
    try {
      values[key] = (options as Record<string, unknown>)[key];
    } catch (error) {
      const path = `/${escapePointer(key)}`;
      unreadable.set(key, { path, code: "unreadable_option", message: `options${path}: reading it threw: ${failed(error)}` });
    }
  }
  return { values, keys, unreadable };
}

/** The issues of options read by `snapshotOptions`, against `rules` (an undefined value counts as absent). */
export function snapshotIssues(snapshot: OptionSnapshot, rules: Record<string, OptionRule>): Issue[] {
  const issues: Issue[] = [];
  const known = Object.keys(rules).join(", ");
  for (const [key, inherited] of snapshot.keys) {
    const rule = ownProperty(rules, key) as OptionRule | undefined;
    const path = `/${escapePointer(key)}`;
    if (!rule) {
      issues.push({ path, code: "unknown_option", expected: `one of ${known}`, received: key, message: `options${path}: unknown option ${quote(key)}; known: ${known}` });
      continue;
    }
    if (inherited) {
      issues.push({ path, code: "inherited_option", message: `options${path}: is inherited; pass it as an own property` });
      continue;
    }
    const unreadable = snapshot.unreadable.get(key);
    if (unreadable) {
      issues.push(unreadable);
      continue;
    }
    const value = snapshot.values[key];
    if (value !== undefined && !rule.test(value)) {
      issues.push({ path, code: "invalid_option", expected: rule.expected, received: describe(value), message: `options${path}: expected ${rule.expected}, found ${describe(value)}` });
    }
  }
  return issues;
}

/**
 * Issues for options that break `rules`; an undefined value for a key counts as absent. Every key is
 * checked, non-enumerable ones too; an option inherited through the prototype is an issue (options
 * are read as own properties, so it would be ignored, never applied unchecked); a getter that throws
 * is an issue at its key.
 */
export function optionIssues(options: unknown, rules: Record<string, OptionRule>): Issue[] {
  const snapshot = snapshotOptions(options, Object.keys(rules));
  return Array.isArray(snapshot) ? snapshot : snapshotIssues(snapshot, rules);
}

/** Throws the options' issues as a ContractError, naming the function. */
export function ensureOptions(name: string, options: unknown, rules: Record<string, OptionRule>): void {
  const issues = optionIssues(options, rules);
  if (issues.length) throw new ContractError(issues, `${name}: invalid options`);
}

/**
 * Runs `read`, which reads and checks the caller's input; anything it throws other than a
 * ContractError (a Proxy trap, a getter) becomes a ContractError (`unreadable_input`), so a caller
 * only ever has one error type to catch.
 */
export function readingInput<T>(name: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContractError) throw error;
    throw new ContractError([{ path: "", code: "unreadable_input", message: `(root): reading the input threw: ${failed(error)}` }], `${name}: invalid input`);
  }
}

/**
 * Runs `run`, the conversion of an input that validated; anything it throws other than a
 * ContractError is `conversion_failed`: the input was valid, so either a value changed between two
 * reads (a getter, a Proxy) or chat-contract has a bug. Never `unreadable_input`, which would blame the input.
 */
export function afterValidation<T>(name: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ContractError) throw error;
    throw new ContractError([{
      path: "", code: "conversion_failed",
      message: `(root): the conversion threw after the input validated: ${failed(error)} (a value that read differently the second time, such as a getter or a Proxy, or a bug in chat-contract: please report it)`,
    }], `${name}: conversion failed`);
  }
}

/** Throws a ContractError when the input or the options are invalid. */
export function ensureValid(converter: string, inputIssues: Issue[], options: Issue[]): void {
  const issues = [...inputIssues, ...options];
  if (issues.length) throw new ContractError(issues, `${converter}: invalid ${inputIssues.length ? "input" : "options"}`);
}
