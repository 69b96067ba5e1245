import { formatIssues, type Issue } from "../index.js";
import { HELP, inputArg, oneOf, parse } from "./args.js";
import type { Command } from "./command.js";
import { eachLine, inputName, looksLikeJsonl, readJson, sizeOf } from "./input.js";
import { placeOf } from "./json-error.js";
import { BatchWriter } from "./output.js";
import { Progress } from "./progress.js";
import { CHECKS, guess, TARGETS, type Target } from "./targets.js";

const OPTIONS = {
  ...HELP,
  schema: { type: "string", short: "s" },
  jsonl: { type: "boolean" },
  format: { type: "string", short: "f" },
  "fail-fast": { type: "boolean" },
} as const;

const help = `Usage: chat-contract validate <file|-> [--schema items|item|chat|claude] [--jsonl] [--format text|json] [--fail-fast]

Validates a JSON document, or a JSON Lines file (one document per line, streamed), against a schema.
Prints each failing document with its line and issues, then "N valid, M invalid in T s".

Options:
  -s, --schema S   items (Item[]), item (one Item), chat (ChatMessage[] or one ChatMessage),
                   claude (ClaudeMessage[] or one ClaudeMessage). Without it, the schema is guessed
                   from the first document and named on stderr.
      --jsonl      one document per line (implied by a .jsonl or .ndjson file name); malformed
                   lines are reported with their line number and counted invalid
  -f, --format F   text (default) or json: one JSON object per failing document, then a summary object
      --fail-fast  stop at the first invalid or malformed document
  -h, --help       show this help

Exit codes: 0 all valid, 1 some document invalid, 2 usage or I/O error or bad JSON in a single document.

Examples:
  chat-contract validate history.json --schema chat
  chat-contract validate requests.jsonl --schema items --format json
  cat history.json | chat-contract validate -
`;

type Format = "text" | "json";

interface Tally {
  valid: number;
  invalid: number;
  malformed: number;
}

const seconds = (started: number) => Number(((performance.now() - started) / 1000).toFixed(3));

function summary(tally: Tally, target: Target | undefined, started: number, format: Format): string {
  const t = seconds(started);
  if (format === "json") return `${JSON.stringify({ ...tally, schema: target ?? null, seconds: t })}\n`;
  const bad = tally.malformed ? ` (${tally.malformed} malformed)` : "";
  return `${tally.valid} valid, ${tally.invalid} invalid${bad} in ${t} s\n`;
}

function failure(where: string, target: Target, issues: Issue[], format: Format, line?: number): string {
  if (format === "json") return `${JSON.stringify(line === undefined ? { file: where, schema: target, issues } : { line, schema: target, issues })}\n`;
  return `${where}${line === undefined ? "" : `:${line}`}: invalid ${target}\n${formatIssues(issues)}\n`;
}

function announce(name: string, picked: { target: Target; reason: string }, line?: number): void {
  const from = line === undefined ? name : `${name} (from line ${line}, used for every line)`;
  process.stderr.write(`chat-contract: no --schema given; validating ${from} as ${picked.target}: ${picked.reason}\n`);
}

async function single(source: string, schema: Target | undefined, format: Format): Promise<number> {
  const started = performance.now();
  const doc = await readJson(source);
  const name = inputName(source);
  let target = schema;
  if (!target) {
    const picked = guess(doc);
    announce(name, picked);
    target = picked.target;
  }
  const issues = CHECKS[target](doc);
  const tally = { valid: issues.length ? 0 : 1, invalid: issues.length ? 1 : 0, malformed: 0 };
  const report = issues.length ? failure(name, target, issues, format) : "";
  process.stdout.write(report + summary(tally, target, started, format));
  return issues.length ? 1 : 0;
}

async function lines(source: string, schema: Target | undefined, format: Format, failFast: boolean): Promise<number> {
  const started = performance.now();
  const name = inputName(source);
  const out = new BatchWriter();
  const progress = new Progress(sizeOf(source));
  const tally: Tally = { valid: 0, invalid: 0, malformed: 0 };
  let target = schema;
  let check = target ? CHECKS[target] : undefined;

  const onLine = (text: string, line: number): boolean => {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      if (/^\s*$/.test(text)) return true;
      tally.invalid++;
      tally.malformed++;
      const at = placeOf(text, error);
      out.write(format === "json"
        ? `${JSON.stringify({ line, column: at.column, error: "bad_json", message: at.reason })}\n`
        : `${name}:${line}:${at.column}: bad JSON: ${at.reason}\n`);
      return !failFast;
    }
    if (!check || !target) {
      const picked = guess(doc);
      announce(name, picked, line);
      target = picked.target;
      check = CHECKS[target];
    }
    const issues = check(doc);
    if (issues.length === 0) {
      tally.valid++;
      return true;
    }
    tally.invalid++;
    out.write(failure(name, target, issues, format, line));
    return !failFast;
  };

  await eachLine(source, onLine, (bytes) => {
    progress.update(tally.valid + tally.invalid, bytes);
    return out.drained();
  });
  progress.done();
  out.write(summary(tally, target, started, format));
  out.flush();
  return tally.invalid ? 1 : 0;
}

/** `chat-contract validate`: checks documents against a schema. */
export const validate: Command = {
  name: "validate",
  summary: "validate a JSON or JSONL file against items, item, chat or claude",
  help,
  async run(args) {
    const { values, positionals } = parse(args, OPTIONS);
    const source = inputArg(positionals, "validate");
    const schema = oneOf(values.schema, TARGETS, "--schema");
    const format = oneOf(values.format, ["text", "json"], "--format") ?? "text";
    const jsonl = values.jsonl === true || looksLikeJsonl(source);
    return jsonl ? lines(source, schema, format, values["fail-fast"] === true) : single(source, schema, format);
  },
};
