// The request rules of a whole request body (the CLI's `check --schema <request format>`): the
// body's schema first, then the rules of the API it is for on the conversation inside it, with
// paths into the body.
import { FORMATS } from "../convert/formats.js";
import type { ChatCompletionsDialect } from "../validate/rules/chat-completions.js";
import type { Issue } from "../validate/issue.js";
import { REQUEST_FORMATS, type RequestFormatName } from "./formats.js";

/** What `checkRequestBody` takes besides the body. */
export interface RequestCheckOptions {
  /** Calls still unanswered at the end are fine (a turn about to run its tools). */
  allowPendingCalls?: boolean;
  /** With `chat-completions-request`: the server whose rules apply (default `"openai"`). */
  dialect?: ChatCompletionsDialect;
}

const under = (base: string, issue: Issue): Issue => ({ ...issue, path: `${base}${issue.path}`, message: `${base}${issue.message.startsWith("(root)") ? issue.message.slice(6) : issue.message}` });

/** The issues of a request body of `format`: its schema's when it is invalid, else its conversation's request rules. */
export function checkRequestBody(body: unknown, format: RequestFormatName, options: RequestCheckOptions = {}): Issue[] {
  const spec = REQUEST_FORMATS[format];
  const invalid = spec.check(body, Infinity);
  if (invalid.length) return invalid;
  const allowPendingCalls = options.allowPendingCalls ?? false;
  const doc = body as Record<string, unknown>;
  // A Responses `input` string is one user message: no rule to break.
  if (format === "responses-request" && typeof doc.input === "string") return [];
  if (format === "chat-request") return FORMATS.chat.vendorIssues(doc.messages as never, { allowPendingCalls }).map((i) => under("/messages", i));
  return spec.vendorIssues(body as never, { allowPendingCalls, ...(options.dialect !== undefined && { dialect: options.dialect }) });
}
