import type { ConversationOptions } from "../index.js";
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
} as const;

const help = `Usage: chat-contract check [file|- ...] [--schema items|chat] [--target openai|anthropic|open-responses] [--allow-pending] [--jsonl] [--format text|json] [--fail-fast]

Checks the conversation rules JSON Schema cannot state: every tool output answers an earlier call,
every call is answered, no call id or item id is used twice, reasoning items precede what they belong to.
A document the schema rejects reports the schema's issues instead.

Options:
  -s, --schema S     items (an Item[]) or chat (a ChatMessage[]); guessed from the first document without it
  -t, --target T     also check ids and names against the limits of openai, anthropic or open-responses
      --allow-pending  allow calls still unanswered at the end (a turn about to run its tools)
      --jsonl        one conversation per line (implied by a .jsonl or .ndjson file name)
  -f, --format F     text (default) or json
      --fail-fast    stop at the first failing document
      --max-line N   the longest JSONL line in bytes (K, M, G suffixes; default 64M): a longer line is
                     reported with its number and skipped
  -j, --jobs N       worker threads for JSONL (default: the number of cores); output as with --jobs 1
  -h, --help         show this help

Exit codes: 0 all pass, 1 some conversation breaks a rule, 2 usage or I/O error or bad JSON.

Examples:
  chat-contract check conversation.json --schema items --target openai
  chat-contract check histories.jsonl --schema chat --allow-pending
`;

const KINDS = ["items", "chat"] as const;

const checker = (rules: (typeof KINDS)[number], options: ConversationOptions): CheckerSpec => ({ rules, options });

/** `chat-contract check`: the conversation rules (pairing, duplicate ids, …) per document. */
export const check: Command = {
  name: "check",
  summary: "check conversation rules: call/output pairing, duplicate ids, reasoning order",
  help,
  reports: "stdout",
  run(args, cores) {
    const { values, positionals } = parse(args, OPTIONS, "check");
    const kind = oneOf(values.schema, KINDS, "--schema");
    const target = oneOf(values.target, CONVERSATION_TARGETS, "--target");
    const options: ConversationOptions = { allowPendingCalls: values["allow-pending"] === true, ...(target && { target }) };
    return runChecks({
      reading: reading(values, positionals, "check", cores),
      format: formatOf(values.format),
      checker: kind && checker(kind, options),
      choose(doc) {
        const picked = guess(doc);
        const chosen = picked.target === "chat" ? "chat" : "items";
        const reason = picked.target === chosen ? picked.reason : `it looks closest to ${picked.target}; pass --schema items or chat`;
        return { checker: checker(chosen, options), reason };
      },
    });
  },
};
