// ClaudeMessage[] → Responses API Item[], through the hub: the Claude reader, then the items writer.
import { inheritedIssue } from "../validate/render.js";
import type { ClaudeMessage, ClaudeRequest, Item } from "../../generated/types.js";
import { describe, type Issue } from "../validate/issue.js";
import { issuesOf, validateClaudeMessage, validateClaudeMessages } from "../validate/validate.js";
import * as generated from "../../generated/validators.js";
import { afterValidation, commonRules, ensureValid, oneOf, optionIssues, readingInput } from "./options.js";
import type { ReadonlyDeep } from "../validate/readonly.js";
import { collector, type WarningOptions, type Warnings } from "./warnings.js";
import { checkItems } from "./vendor-check.js";
import { copyJson } from "./copy.js";
import { inInput } from "./in-input.js";
import { writeItems } from "./from-chat.js";
import { readClaude, THINKING_MODES, type ReadClaudeOptions } from "./read-claude.js";
import { claudePairingIssues } from "../validate/conversation.js";
import type { WrittenItem } from "./written-item.js";

export { THINKING_MODES };

/** Options of `fromClaudeMessages` (`thinking` defaults to `"warn"`: items have no slot for a Claude block). */
export interface FromClaudeOptions extends WarningOptions, ReadClaudeOptions {}

export const fromClaudeRules = {
  system: { expected: "a string or text blocks", test: (v: unknown) => v !== undefined },
  thinking: oneOf(...THINKING_MODES),
  reasoningId: { expected: "a function", test: (v: unknown) => typeof v === "function" },
};

/** Checks across the options, after each key passed its own rule. */
export function claudeOptionIssues(options: FromClaudeOptions | undefined): Issue[] {
  const issues: Issue[] = [];
  if (!options) return issues;
  if (options.system !== undefined) {
    const checked = validateClaudeMessage({ role: "system", content: options.system });
    if (!checked.ok) {
      for (const issue of checked.issues) {
        const path = `/system${issue.path.replace(/^\/content/, "")}`;
        issues.push({ ...issue, path, message: `options${path}: ${issue.message.replace(/^[^:]*: /, "")}` });
      }
    }
  }
  if (options.thinking === "reasoning-items" && options.reasoningId === undefined) {
    issues.push({ path: "/reasoningId", code: "missing_option", message: 'options/reasoningId: thinking: "reasoning-items" needs reasoningId, because a reasoning item requires an id and the converter never invents one' });
  }
  return issues;
}

function optionsIssues(options: FromClaudeOptions | undefined): Issue[] {
  const issues = optionIssues(options, { ...commonRules, ...fromClaudeRules });
  return issues.length ? issues : claudeOptionIssues(options);
}

/** Claude messages or a request body → items, through the hub; warnings point into `input`. */
export function claudeToItems(input: readonly ClaudeMessage[] | ClaudeRequest, options: ReadClaudeOptions, warnings: Warnings): WrittenItem[] {
  const read = readClaude(input, options, warnings.warn, copyJson, "items");
  const warn = inInput(read, warnings.warn);
  const items = writeItems(read.messages, { provider: "anthropic" }, warn, copyJson);
  checkItems(read.messages, items, warnings, warn);
  return items;
}

/**
 * Converts Claude Messages API history (and its top-level `system`) into Responses API input items,
 * keeping block order. Anything the items cannot carry is reported through `options.onWarning` (or thrown with `strict`).
 * @example fromClaudeMessages([{ role: "user", content: "Hi" }], { system: "Be brief" })
 */
export function fromClaudeMessages(input: ReadonlyDeep<ClaudeMessage[]>, options?: FromClaudeOptions): WrittenItem[] {
  const messages = input as readonly ClaudeMessage[];
  readingInput("fromClaudeMessages", () => {
    const checked = validateClaudeMessages(messages);
    ensureValid("fromClaudeMessages", checked.ok ? [] : checked.issues, optionsIssues(options));
  });
  const opts = options ?? {};
  const warnings = collector(opts, messages);
  const items = afterValidation("fromClaudeMessages", () => claudeToItems(messages, opts, warnings));
  warnings.finish("fromClaudeMessages", () => afterValidation("fromClaudeMessages", () => claudePairingIssues(messages)));
  return items;
}

/** The issues of a Claude input: a `messages` array, or a request body whose `system` and `messages` are checked. */
export function claudeInputIssues(value: unknown, maxIssues?: number): Issue[] {
  if (Array.isArray(value)) return issuesOf(generated.validateClaudeMessages, value, maxIssues, generated.validateClaudeMessage);
  if (value === null || typeof value !== "object") {
    return [{ path: "", code: "invalid_type", expected: "an array of messages or a request body", received: describe(value), message: `(root): expected an array of Claude messages or a request body { system, messages }, found ${describe(value)}` }];
  }
  const request = value as Record<string, unknown>;
  if (!Object.hasOwn(request, "messages")) {
    return [{ path: "/messages", code: "required", expected: "an array of messages", received: "nothing", message: "/messages: a request body needs messages" }];
  }
  const issues = issuesOf(generated.validateClaudeMessages, request.messages, maxIssues, generated.validateClaudeMessage).map((issue) => ({ ...issue, path: `/messages${issue.path}`, message: `/messages${issue.message.startsWith("(root)") ? issue.message.slice(6) : issue.message}` }));
  if (!Object.hasOwn(request, "system") && request.system !== undefined) {
    issues.push(inheritedIssue("", "system"));
  } else if (request.system !== undefined) {
    for (const issue of issuesOf(generated.validateClaudeMessage, { role: "system", content: request.system })) {
      const path = `/system${issue.path.replace(/^\/content/, "")}`;
      issues.push({ ...issue, path, message: `${path}: ${issue.message.replace(/^[^:]*: /, "")}` });
    }
  }
  return issues;
}

/** The pairing rules on a valid Claude input, with paths into it. */
export function claudeInputRules(value: readonly ClaudeMessage[] | ClaudeRequest): Issue[] {
  if (Array.isArray(value)) return claudePairingIssues(value);
  return claudePairingIssues((value as ClaudeRequest).messages).map((issue) => ({ ...issue, path: `/messages${issue.path}`, message: `/messages${issue.message}` }));
}
