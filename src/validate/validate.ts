// validate*, is* and parse* for each top-level schema: the generated check first, issues only on failure.
import * as generated from "../../generated/validators.js";
import type { RawError, Validator } from "../../generated/validators.js";
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, GeminiContent, Item } from "../../generated/types.js";
import { ContractError, tooManyIssues, type Issue, type ValidationResult } from "./issue.js";
import { render } from "./render.js";

/**
 * For `anyOf` (string or array, …) ajv reports every branch; keep the errors that got deepest,
 * so an array with one bad part reports that part, not "expected a string".
 */
function relevant(errors: RawError[]): RawError[] {
  if (errors.length < 2) return errors;
  const kept: RawError[] = [];
  for (const e of errors) {
    if (e.keyword === "anyOf" || e.keyword === "oneOf" || (e.keyword === "type" && errors.some((o) => below(o.instancePath, e.instancePath)))) continue;
    kept.push(e);
  }
  return kept.length ? kept : errors;
}

/** True when `path` points strictly inside `parent`. */
const below = (path: string, parent: string) =>
  path.length > parent.length && path.charCodeAt(parent.length) === 47 && path.startsWith(parent);

/** The raw errors point into the input (`data`); once used they let go of it. */
function release(check: Validator<unknown>): void {
  for (const e of check.errors ?? []) e.data = undefined;
}

/** Options of the array validators. */
export interface ValidateOptions {
  /** At most this many failing elements are reported, one issue each (default 100); a last `too_many_issues` counts the rest. */
  maxIssues?: number;
}

/** The issue list's cap: a positive integer, or Infinity; anything else is the default 100. */
const cap = (max: unknown): number => (max === Infinity || (Number.isInteger(max) && (max as number) > 0) ? (max as number) : 100);

/** The issues of one rejected value, from its raw errors (paths prefixed with `base`). */
function rendered(check: Validator<unknown>, base: string): Issue[] {
  const errors = relevant(check.errors ?? []);
  if (base) for (const e of errors) e.instancePath = base + e.instancePath;
  const issues = errors.map(render);
  release(check);
  return issues;
}

/** The element index a raw error of an array validator points into (`/19/call_id` → 19), else -1. */
function elementIndex(check: Validator<unknown>): number {
  const path = check.errors?.[0]?.instancePath ?? "";
  const end = path.indexOf("/", 1);
  const index = Number(path.slice(1, end < 0 ? path.length : end));
  return path.startsWith("/") && Number.isInteger(index) ? index : -1;
}

/**
 * One issue per failing element, at most `max` elements, then a count of the rest. The array
 * validator stopped at the first failing element; its issue is kept and the check goes on after it.
 */
function elementIssues(check: Validator<unknown>, element: Validator<unknown>, value: unknown[], max: number): Issue[] {
  const first = elementIndex(check);
  if (first < 0) return rendered(check, "");
  const issues = [rendered(check, "")[0]!];
  let failing = 1;
  for (let i = first + 1; i < value.length; i++) {
    if (element(value[i])) continue;
    if (++failing <= max) issues.push(rendered(element, `/${i}`)[0]!);
    else release(element);
  }
  if (failing > max) issues.push(tooManyIssues(failing - max));
  return issues;
}

/**
 * Issues for a value the validator rejected; never throws, whatever the value. For an array
 * validator given its `element` validator: one issue per failing element, up to `maxIssues`.
 */
export function issuesOf<T>(check: Validator<T>, value: unknown, maxIssues?: number, element?: Validator<unknown>): Issue[] {
  try {
    if (check(value)) return [];
    if (element && Array.isArray(value)) return elementIssues(check as Validator<unknown>, element, value, cap(maxIssues));
    return rendered(check as Validator<unknown>, "");
  } catch (error) {
    return [{ path: "", code: "unvalidatable", message: `(root): could not be validated: ${(error as Error).message}` }];
  }
}

export function validator<T>(check: Validator<T>, element?: Validator<unknown>): (value: unknown, options?: ValidateOptions) => ValidationResult<T> {
  return (value, options) => {
    const issues = issuesOf(check, value, options?.maxIssues, element);
    return issues.length === 0 ? { ok: true, value: value as T } : { ok: false, issues };
  };
}

export function guard<T>(check: Validator<T>): (value: unknown) => value is T {
  return (value): value is T => {
    try {
      if (check(value)) return true;
      release(check);
      return false;
    } catch {
      return false;
    }
  };
}

export function parser<T>(check: Validator<T>, what: string, element?: Validator<unknown>): (value: unknown) => T {
  return (value) => {
    const issues = issuesOf(check, value, undefined, element);
    if (issues.length) throw new ContractError(issues, `not valid ${what}`);
    return value as T;
  };
}

/** Checks one Responses API input item. */
export const validateItem = /* @__PURE__ */ validator(generated.validateItem);
/** Checks a Responses API `input` array. */
export const validateItems = /* @__PURE__ */ validator(generated.validateItems, generated.validateItem);
/** Checks one chat message. */
export const validateChatMessage = /* @__PURE__ */ validator(generated.validateChatMessage);
/** Checks a chat history. */
export const validateChatMessages = /* @__PURE__ */ validator(generated.validateChatMessages, generated.validateChatMessage);
/** Checks one Claude message. */
export const validateClaudeMessage = /* @__PURE__ */ validator(generated.validateClaudeMessage);
/** Checks a Claude `messages` array. */
export const validateClaudeMessages = /* @__PURE__ */ validator(generated.validateClaudeMessages, generated.validateClaudeMessage);
/** Checks one Chat Completions message (request form, or `choices[0].message` of a response). */
export const validateChatCompletionMessage = /* @__PURE__ */ validator(generated.validateChatCompletionMessage);
/** Checks a Chat Completions `messages` array. */
export const validateChatCompletionMessages = /* @__PURE__ */ validator(generated.validateChatCompletionMessages, generated.validateChatCompletionMessage);
/** Checks one Gemini content (a turn of `contents`). */
export const validateGeminiContent = /* @__PURE__ */ validator(generated.validateGeminiContent);
/** Checks a Gemini `contents` array. */
export const validateGeminiContents = /* @__PURE__ */ validator(generated.validateGeminiContents, generated.validateGeminiContent);
/** Checks the conversation of a Gemini request: `{ systemInstruction?, contents }`. */
export const validateGeminiRequest = /* @__PURE__ */ validator(generated.validateGeminiRequest);

/** True when the value is a valid `Item`. */
export const isItem: (value: unknown) => value is Item = /* @__PURE__ */ guard(generated.validateItem);
/** True when the value is a valid `ChatMessage`. */
export const isChatMessage: (value: unknown) => value is ChatMessage = /* @__PURE__ */ guard(generated.validateChatMessage);
/** True when the value is a valid `ClaudeMessage`. */
export const isClaudeMessage: (value: unknown) => value is ClaudeMessage = /* @__PURE__ */ guard(generated.validateClaudeMessage);
/** True when the value is a valid `ChatCompletionMessage`. */
export const isChatCompletionMessage: (value: unknown) => value is ChatCompletionMessage = /* @__PURE__ */ guard(generated.validateChatCompletionMessage);
/** True when the value is a valid `GeminiContent`. */
export const isGeminiContent: (value: unknown) => value is GeminiContent = /* @__PURE__ */ guard(generated.validateGeminiContent);

/** Returns the value as an `Item`, or throws `ContractError`. */
export const parseItem = /* @__PURE__ */ parser(generated.validateItem, "Item");
/** Returns the value as `Item[]`, or throws `ContractError`. */
export const parseItems = /* @__PURE__ */ parser(generated.validateItems, "Items", generated.validateItem);
/** Returns the value as a `ChatMessage`, or throws `ContractError`. */
export const parseChatMessage = /* @__PURE__ */ parser(generated.validateChatMessage, "ChatMessage");
/** Returns the value as `ChatMessage[]`, or throws `ContractError`. */
export const parseChatMessages = /* @__PURE__ */ parser(generated.validateChatMessages, "ChatMessages", generated.validateChatMessage);
/** Returns the value as a `ClaudeMessage`, or throws `ContractError`. */
export const parseClaudeMessage = /* @__PURE__ */ parser(generated.validateClaudeMessage, "ClaudeMessage");
/** Returns the value as `ClaudeMessage[]`, or throws `ContractError`. */
export const parseClaudeMessages = /* @__PURE__ */ parser(generated.validateClaudeMessages, "ClaudeMessages", generated.validateClaudeMessage);
/** Returns the value as a `ChatCompletionMessage`, or throws `ContractError`. */
export const parseChatCompletionMessage = /* @__PURE__ */ parser(generated.validateChatCompletionMessage, "ChatCompletionMessage");
/** Returns the value as `ChatCompletionMessage[]`, or throws `ContractError`. */
export const parseChatCompletionMessages = /* @__PURE__ */ parser(generated.validateChatCompletionMessages, "ChatCompletionMessages", generated.validateChatCompletionMessage);
/** Returns the value as a `GeminiContent`, or throws `ContractError`. */
export const parseGeminiContent = /* @__PURE__ */ parser(generated.validateGeminiContent, "GeminiContent");
/** Returns the value as `GeminiContent[]`, or throws `ContractError`. */
export const parseGeminiContents = /* @__PURE__ */ parser(generated.validateGeminiContents, "GeminiContents", generated.validateGeminiContent);
/** Returns the value as a `GeminiRequest`, or throws `ContractError`. */
export const parseGeminiRequest = /* @__PURE__ */ parser(generated.validateGeminiRequest, "GeminiRequest");
