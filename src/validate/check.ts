// checkConversation: a document of any format against its vendor's request rules.
import type { FormatName, FormatTypes } from "../convert/formats.js";
import { oneOf } from "../convert/options.js";
import { capped, chatRuleIssues, checked, itemRuleIssues, type ConversationOptions } from "./conversation.js";
import { CHECKS } from "./formats.js";
import { ContractError, ownProperty, type Issue } from "./issue.js";
import type { ReadonlyDeep } from "./readonly.js";
import { CHAT_COMPLETIONS_DIALECTS as DIALECTS, type ChatCompletionsDialect } from "./rules/chat-completions.js";

/** The formats `checkConversation` takes (every registry format). */
const FORMATS = Object.keys(CHECKS) as FormatName[];

/** Options of `checkConversation` for a format other than items. */
export interface CheckOptions<F extends FormatName = FormatName> extends ConversationOptions {
  /** The format of the document (default `"items"`): `"chat"`, `"items"`, `"claude"`, `"chat-completions"`, `"gemini"`. */
  format: F;
  /** With `format: "chat-completions"`: the server whose rules apply (default `"openai"`). */
  dialect?: ChatCompletionsDialect;
}

/**
 * Checks a document against the request rules of the API it is for, which JSON Schema cannot state:
 * calls and their results paired and in place, non-empty content, file types and filenames,
 * signature shapes, whitespace (the rule tables are in the README). Items are the default format;
 * `options.format` names another. Returns the schema's issues instead when the document is invalid;
 * throws only a `ContractError`, for invalid options (or a Proxy trap that throws).
 *
 * @example
 * checkConversation([{ type: "function_call_output", call_id: "c1", output: "42" }])
 * // → [{ path: "/0", code: "orphan_output", … }]
 * checkConversation({ messages: [{ role: "user", content: "" }] }, { format: "claude" })
 * // → [{ path: "/messages/0/content", code: "empty_content", … }]
 */
export function checkConversation(input: ReadonlyDeep<FormatTypes["items"]["input"]>, options?: ConversationOptions & { format?: "items" }): Issue[];
export function checkConversation<F extends FormatName>(input: ReadonlyDeep<FormatTypes[F]["input"]>, options: CheckOptions<F>): Issue[];
export function checkConversation(input: unknown, options?: ConversationOptions & { format?: FormatName; dialect?: ChatCompletionsDialect }): Issue[] {
  return checked("checkConversation", options, () => {
    const format = (ownProperty(options, "format") as FormatName | undefined) ?? "items";
    const max = ownProperty(options, "maxIssues") as number | undefined;
    const invalid = CHECKS[format].check(input, max);
    if (invalid.length) return invalid;
    const given = options ?? {};
    if (given.dialect !== undefined && format !== "chat-completions") {
      throw new ContractError([{ path: "/dialect", code: "invalid_option", expected: 'format "chat-completions"', received: JSON.stringify(format), message: `options/dialect: applies to format "chat-completions" only, but the format is ${JSON.stringify(format)}` }], "checkConversation: invalid options");
    }
    const issues = CHECKS[format].vendorIssues(input as never, {
      allowPendingCalls: given.allowPendingCalls ?? false,
      ...(format === "chat-completions" && given.dialect !== undefined && { dialect: given.dialect }),
    });
    // Ids and names against a target's limits, as before for items and chat.
    if (given.target !== undefined && (format === "items" || format === "chat")) {
      const limits = format === "items"
        ? itemRuleIssues(input as never, { target: given.target, allowPendingCalls: true, maxIssues: Number.MAX_SAFE_INTEGER })
        : chatRuleIssues(input as never, { target: given.target, allowPendingCalls: true, maxIssues: Number.MAX_SAFE_INTEGER });
      issues.push(...limits.filter((i) => i.code === "call_id_not_allowed" || i.code === "name_not_allowed"));
    }
    return capped(issues, max);
  }, {
    format: oneOf(...FORMATS),
    dialect: oneOf(...DIALECTS),
  });
}
