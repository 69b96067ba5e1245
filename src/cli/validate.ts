import { FORMAT_OPTION, formatOf, oneOf, parse, READ_OPTIONS, reading } from "./args.js";
import type { Command } from "./command.js";
import { FORMAT_NAMES, FORMATS } from "../convert/formats.js";
import { runChecks } from "./runner.js";
import { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";
import { REQUEST_FORMATS } from "../request/formats.js";
import { guess, TARGETS } from "./targets.js";

const OPTIONS = { ...READ_OPTIONS, ...FORMAT_OPTION, schema: { type: "string", short: "s" } } as const;

const help = `Usage: chat-contract validate [file|- ...] [--schema ${TARGETS.join("|")}] [--jsonl] [--format text|json] [--fail-fast]

Validates JSON documents, or JSON Lines files (one document per line, streamed), against a schema.
Several files (a shell glob) are checked in turn; with none named, piped stdin is read.
Prints each failing document with its line and issues, then "N valid, M invalid in T s".

Options:
  -s, --schema S   a format, for a whole history, one message of it, or a request body
                   (${FORMAT_NAMES.filter((name) => FORMATS[name].request).map((name) => `${name}: {${FORMATS[name].request!.key}, …}`).join("; ")}):
${FORMAT_NAMES.map((name) => `                     ${name.padEnd(17)} ${FORMATS[name].title}`).join("\n")}
                   or item (one Item only), or a request format, for a whole request body, every
                   setting checked, not only the conversation:
${REQUEST_FORMAT_NAMES.map((name) => `                     ${name.padEnd(24)} ${REQUEST_FORMATS[name].title}`).join("\n")}
                   or a response: ${TARGETS.filter((t) => t.endsWith("-response")).join(", ")}. Without it, the schema is guessed from the first
                   document and named on stderr.
      --jsonl      one document per line (implied by a .jsonl or .ndjson file name); malformed
                   lines are reported with their line number and counted invalid
  -f, --format F   text (default) or json: one JSON object per failing document, then a summary object
      --fail-fast  stop at the first invalid or malformed document
      --max-line N the longest JSONL line in bytes (K, M, G suffixes; default 64M): a longer line is
                   reported with its number and skipped
  -j, --jobs N     threads for JSONL, this one and N-1 workers (default: the number of cores); output as with --jobs 1
  -h, --help       show this help

Exit codes: 0 all valid, 1 some document invalid, 2 usage or I/O error or bad JSON in a single document,
130 interrupted.

Examples:
  chat-contract validate history.json --schema chat
  chat-contract validate requests.jsonl --schema items --format json
  chat-contract validate body.json --schema claude-request
  cat history.json | chat-contract validate -
`;

/** `chat-contract validate`: checks documents against a schema. */
export const validate: Command = {
  name: "validate",
  summary: `validate a JSON or JSONL file against ${TARGETS.join(", ")}`,
  help,
  reports: "stdout",
  run(args, cores) {
    const { values, positionals } = parse(args, OPTIONS, "validate");
    const schema = oneOf(values.schema, TARGETS, "--schema");
    return runChecks({
      reading: reading(values, positionals, "validate", cores),
      format: formatOf(values.format),
      checker: schema && { schema },
      choose(doc) {
        const picked = guess(doc);
        return { checker: { schema: picked.target }, reason: picked.reason };
      },
    });
  },
};
