// validate*, is* and parse* for each top-level schema: the generated check first, issues only on failure.
import * as generated from "../../generated/validators.js";
import type { RawError, Validator } from "../../generated/validators.js";
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, Item } from "../../generated/types.js";
import { ContractError, type Issue, type ValidationResult } from "./issue.js";
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

/** Issues for a value the validator rejected; never throws, whatever the value. */
export function issuesOf<T>(check: Validator<T>, value: unknown): Issue[] {
  try {
    if (check(value)) return [];
    const issues = relevant(check.errors ?? []).map(render);
    release(check);
    return issues;
  } catch (error) {
    return [{ path: "", code: "unvalidatable", message: `(root): could not be validated: ${(error as Error).message}` }];
  }
}

function validator<T>(check: Validator<T>): (value: unknown) => ValidationResult<T> {
  return (value) => {
    const issues = issuesOf(check, value);
    return issues.length === 0 ? { ok: true, value: value as T } : { ok: false, issues };
  };
}

function guard<T>(check: Validator<T>): (value: unknown) => value is T {
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

function parser<T>(check: Validator<T>, what: string): (value: unknown) => T {
  return (value) => {
    const issues = issuesOf(check, value);
    if (issues.length) throw new ContractError(issues, `not valid ${what}`);
    return value as T;
  };
}

/** Checks one Responses API input item. */
export const validateItem = /* @__PURE__ */ validator(generated.validateItem);
/** Checks a Responses API `input` array. */
export const validateItems = /* @__PURE__ */ validator(generated.validateItems);
/** Checks one chat message. */
export const validateChatMessage = /* @__PURE__ */ validator(generated.validateChatMessage);
/** Checks a chat history. */
export const validateChatMessages = /* @__PURE__ */ validator(generated.validateChatMessages);
/** Checks one Claude message. */
export const validateClaudeMessage = /* @__PURE__ */ validator(generated.validateClaudeMessage);
/** Checks a Claude `messages` array. */
export const validateClaudeMessages = /* @__PURE__ */ validator(generated.validateClaudeMessages);
/** Checks one Chat Completions message (request form, or `choices[0].message` of a response). */
export const validateChatCompletionMessage = /* @__PURE__ */ validator(generated.validateChatCompletionMessage);
/** Checks a Chat Completions `messages` array. */
export const validateChatCompletionMessages = /* @__PURE__ */ validator(generated.validateChatCompletionMessages);

/** True when the value is a valid `Item`. */
export const isItem: (value: unknown) => value is Item = /* @__PURE__ */ guard(generated.validateItem);
/** True when the value is a valid `ChatMessage`. */
export const isChatMessage: (value: unknown) => value is ChatMessage = /* @__PURE__ */ guard(generated.validateChatMessage);
/** True when the value is a valid `ClaudeMessage`. */
export const isClaudeMessage: (value: unknown) => value is ClaudeMessage = /* @__PURE__ */ guard(generated.validateClaudeMessage);
/** True when the value is a valid `ChatCompletionMessage`. */
export const isChatCompletionMessage: (value: unknown) => value is ChatCompletionMessage = /* @__PURE__ */ guard(generated.validateChatCompletionMessage);

/** Returns the value as an `Item`, or throws `ContractError`. */
export const parseItem = /* @__PURE__ */ parser(generated.validateItem, "Item");
/** Returns the value as `Item[]`, or throws `ContractError`. */
export const parseItems = /* @__PURE__ */ parser(generated.validateItems, "Items");
/** Returns the value as a `ChatMessage`, or throws `ContractError`. */
export const parseChatMessage = /* @__PURE__ */ parser(generated.validateChatMessage, "ChatMessage");
/** Returns the value as `ChatMessage[]`, or throws `ContractError`. */
export const parseChatMessages = /* @__PURE__ */ parser(generated.validateChatMessages, "ChatMessages");
/** Returns the value as a `ClaudeMessage`, or throws `ContractError`. */
export const parseClaudeMessage = /* @__PURE__ */ parser(generated.validateClaudeMessage, "ClaudeMessage");
/** Returns the value as `ClaudeMessage[]`, or throws `ContractError`. */
export const parseClaudeMessages = /* @__PURE__ */ parser(generated.validateClaudeMessages, "ClaudeMessages");
/** Returns the value as a `ChatCompletionMessage`, or throws `ContractError`. */
export const parseChatCompletionMessage = /* @__PURE__ */ parser(generated.validateChatCompletionMessage, "ChatCompletionMessage");
/** Returns the value as `ChatCompletionMessage[]`, or throws `ContractError`. */
export const parseChatCompletionMessages = /* @__PURE__ */ parser(generated.validateChatCompletionMessages, "ChatCompletionMessages");
