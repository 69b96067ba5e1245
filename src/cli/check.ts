import type { ChatCompletionsDialect, ConversationOptions } from "../index.js";
import { FORMAT_NAMES, type FormatName } from "../convert/formats.js";
import { DIALECTS } from "../convert/to-chat-completions.js";
import { Failure } from "./failure.js";
import { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";
import type { RequestFormatName } from "../request/formats.js";

/** The formats `check` takes: every registry format, and every request format (a whole body). */
const KINDS: readonly (FormatName | RequestFormatName)[] = [...FORMAT_NAMES, ...REQUEST_FORMAT_NAMES];

type CheckerOptions = ConversationOptions & { dialect?: ChatCompletionsDialect };
import { CONVERSATION_TARGETS } from "../validate/conversation.js";
import { FORMAT_OPTION, formatOf, oneOf, parse, READ_OPTIONS, reading } from "./args.js";
import type { Command } from "./command.js";
import { runChecks, type CheckerSpec } from "./runner.js";
import { guess } from "./targets.js";

const OPTIONS = {
  ...READ_OPTIONS,
  ...FORMAT_OPTION,
  schema: { type: "string", short: "s" },
  target: { type: "string", short: "t" },
  "allow-pending": { type: "boolean" },
  dialect: { type: "string" },
} as const;

const help = `Usage: chat-contract check [file|- ...] [--schema ${KINDS.join("|")}] [--dialect D] [--target openai|anthropic|open-responses] [--allow-pending] [--jsonl] [--format text|json] [--fail-fast]

Checks the request rules of the API a document is for, which JSON Schema cannot state: every tool
output answers a call and every call is answered where that API wants it, no id is used twice,
reasoning items precede what they belong to, content is not empty, files and filenames are ones the
API takes, signatures have their shape, a final Claude answer does not end in whitespace.
A document the schema rejects reports the schema's issues instead.

Options:
  -s, --schema S     the document's format: ${FORMAT_NAMES.join(", ")} (a history, or a body holding one), or a
                     whole request body: ${REQUEST_FORMAT_NAMES.join(", ")} (its schema, then its conversation's
                     rules, paths into the body); guessed from the first document without it
      --dialect D    --schema chat-completions or chat-completions-request: the server whose rules apply:
                     ${DIALECTS.join(", ")} (default openai)
  -t, --target T     items or chat: also check ids and names against the limits of openai, anthropic or open-responses
      --allow-pending  allow calls still unanswered at the end (a turn about to run its tools)
      --jsonl        one conversation per line (implied by a .jsonl or .ndjson file name)
  -f, --format F     text (default) or json
      --fail-fast    stop at the first failing document
      --max-line N   the longest JSONL line in bytes (K, M, G suffixes; default 64M): a longer line is
                     reported with its number and skipped
  -j, --jobs N       threads for JSONL, this one and N-1 workers (default: the number of cores); output as with --jobs 1
  -h, --help         show this help

Exit codes: 0 all pass, 1 some conversation breaks a rule, 2 usage or I/O error or bad JSON.

Examples:
  chat-contract check conversation.json --schema items --target openai
  chat-contract check histories.jsonl --schema chat --allow-pending
  chat-contract check request.json --schema claude-request
  chat-contract check messages.json --schema chat-completions --dialect deepseek
`;

const checker = (rules: FormatName | RequestFormatName, options: CheckerOptions): CheckerSpec => ({ rules, options });

/** `chat-contract check`: the conversation rules (pairing, duplicate ids, …) per document. */
export const check: Command = {
  name: "check",
  summary: "check a request's rules: pairing of calls and results, ids, empty content, files, signatures",
  help,
  reports: "stdout",
  run(args, cores) {
    const { values, positionals } = parse(args, OPTIONS, "check");
    const kind = oneOf(values.schema, KINDS, "--schema");
    const target = oneOf(values.target, CONVERSATION_TARGETS, "--target");
    const dialect = oneOf(values.dialect, DIALECTS, "--dialect");
    if (dialect && kind !== "chat-completions" && kind !== "chat-completions-request") throw new Failure("check: --dialect goes with --schema chat-completions or chat-completions-request");
    const options: CheckerOptions = { allowPendingCalls: values["allow-pending"] === true, ...(target && { target }), ...(dialect && { dialect }) };
    return runChecks({
      reading: reading(values, positionals, "check", cores),
      format: formatOf(values.format),
      checker: kind && checker(kind, options),
      choose(doc) {
        const picked = guess(doc);
        const chosen = (KINDS as readonly string[]).includes(picked.target) ? (picked.target as FormatName) : "items";
        const reason = picked.target === chosen ? picked.reason : `it looks closest to ${picked.target}; pass --schema ${KINDS.join(", ")}`;
        return { checker: checker(chosen, options), reason };
      },
    });
  },
};
