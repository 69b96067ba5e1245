import {
  ContractError,
  convert as convertValue,
  formatIssues,
  type ClaudeMessage,
  type ClaudeSystem,
  type ConversionWarning,
  type FormatName,
  type Issue,
} from "../index.js";
import { FORMAT_NAMES, FORMATS } from "../convert/formats.js";
import { SYSTEM_ROLES } from "../convert/from-chat.js";
import { THINKING_MODES } from "../convert/from-claude.js";
import { DIALECTS, REASONING_CONTENT, TOOL_IMAGES } from "../convert/to-chat-completions.js";
import { FORMAT_OPTION, formatOf, oneOf, parse, READ_OPTIONS, reading } from "./args.js";
import type { Command } from "./command.js";
import { Failure } from "./failure.js";
import { eachDocument, inputName, readJson, sizeOf } from "./input.js";
import { BatchWriter } from "./output.js";
import { Progress } from "./progress.js";

/** Each flag that passes a converter option, the option it sets, and the values it takes. */
const FLAGS = {
  provider: { option: "provider", values: undefined },
  thinking: { option: "thinking", values: THINKING_MODES },
  "system-role": { option: "systemRole", values: SYSTEM_ROLES },
  dialect: { option: "dialect", values: DIALECTS },
  "reasoning-content": { option: "reasoningContent", values: REASONING_CONTENT },
  "tool-images": { option: "toolImages", values: TOOL_IMAGES },
} as const;
type Flag = keyof typeof FLAGS;

const OPTIONS = {
  ...READ_OPTIONS,
  ...FORMAT_OPTION,
  from: { type: "string" },
  to: { type: "string" },
  provider: { type: "string", short: "p" },
  thinking: { type: "string" },
  "system-role": { type: "string" },
  dialect: { type: "string" },
  "reasoning-content": { type: "string" },
  "tool-images": { type: "string" },
  strict: { type: "boolean" },
} as const;

const WRITABLE = FORMAT_NAMES.filter((name) => FORMATS[name].write);

const help = `Usage: chat-contract convert <file|-> --from F --to T [options]

Converts a history between formats through the provider-neutral history (the library's convert)
and prints the result as JSON (pretty for one document, one line per document with --jsonl).
Whatever the target cannot carry is reported as a warning on stderr, with its JSON pointer into
the input.

Formats (--from any, --to any but a read-only one):
${FORMAT_NAMES.map((name) => `  ${name.padEnd(17)} ${FORMATS[name].title}${FORMATS[name].write ? "" : " (read only)"}`).join("\n")}

A Claude document is a messages array, or a request body {"system": …, "messages": […]}.

Options:
      --from F        the input's format: ${FORMAT_NAMES.join(", ")}
      --to T          the format to write: ${WRITABLE.join(", ")}
  -p, --provider P    --to items: replay reasoningItems tagged with P; --from items: tag reasoning items with P
      --thinking T    --from claude: what thinking blocks become: warn (default: dropped with a warning) or
                      reasoning-items (reasoning items with ids rs_<path>, e.g. rs_1_content_0 for /1/content/0)
      --system-role R --to items: the role system messages get: system (default) or developer
      --dialect D     --to chat-completions: the server that reads the messages: ${DIALECTS.join(", ")}
                      (default openai: no reasoning fields)
      --reasoning-content P
                      --dialect deepseek: where reasoning_content is written: tool-turns (default) or all
      --tool-images M --to chat-completions: what a tool's images become: drop (default, warned) or
                      user-message (moved into a user message after the tool messages, warned)
      --strict        a document with any warning is not written and the exit code is 1
  -f, --format F      how stderr reports: text (default) or json (one object per document with warnings
                      or issues: {file|line, written, warnings, issues?}; with --jsonl a summary object last)
      --jsonl         one document per line (implied by a .jsonl or .ndjson file name); a failing line is
                      reported on stderr with its number and left out of the output
      --fail-fast     stop at the first document that fails
  -h, --help          show this help

Exit codes: 0 converted, 1 invalid input or (with --strict) warnings, 2 usage or I/O error or bad JSON.

Examples:
  chat-contract convert history.json --from chat-completions --to items > input.json
  chat-contract convert input.json --from items --to chat-completions --dialect deepseek
  chat-contract convert request.json --from claude --to items --strict
  chat-contract convert request.json --from claude --to chat --thinking reasoning-items
  chat-contract convert histories.jsonl --from items --to chat --provider openai > chat.jsonl
`;

type Warn = (warning: ConversionWarning) => void;
type Convert = (doc: unknown, warn: Warn) => unknown;

const isRequestBody = (doc: unknown): doc is { messages: ClaudeMessage[]; system?: ClaudeSystem } =>
  doc !== null && typeof doc === "object" && !Array.isArray(doc) && "messages" in doc;

/** Warnings about a request body's messages point into the document: `/messages/1/…`. */
const underMessages = (warn: Warn): Warn => (w) =>
  warn(w.path.startsWith("/") ? { ...w, path: `/messages${w.path}`, message: `/messages${w.message}` } : w);

/** `/1/content/0` → `rs_1_content_0`: ids unique within a document, as `--thinking reasoning-items` documents. */
const reasoningId = (path: string) => `rs${path.replace(/[^A-Za-z0-9]+/g, "_")}`;

/** The flags that name the side an option belongs to, for a usage error. */
function sides(option: string): string {
  const where = FORMAT_NAMES.flatMap((name) => [
    ...(option in FORMATS[name].readRules ? [`--from ${name}`] : []),
    ...(option in (FORMATS[name].writeRules ?? {}) ? [`--to ${name}`] : []),
  ]);
  return where.join(" or ");
}

/**
 * The conversion the flags ask for, checked once before any document: an option the pair does not
 * take, or a wrong value, is a usage error (exit 2), not a failure of each document.
 */
function converterFor(from: FormatName, to: FormatName, flags: Partial<Record<Flag, string>>): Convert {
  const options: Record<string, unknown> = { from, to };
  for (const [flag, value] of Object.entries(flags) as [Flag, string | undefined][]) {
    if (value === undefined) continue;
    const { option, values } = FLAGS[flag];
    options[option] = values ? oneOf(value, values, `--${flag}`) : value;
  }
  if (options.thinking === "reasoning-items") options.reasoningId = reasoningId;
  try {
    convertValue([] as never, options as never);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    const issue = error.issues[0]!;
    const option = issue.path.slice(1);
    const flag = (Object.keys(FLAGS) as Flag[]).find((f) => FLAGS[f].option === option);
    if (issue.code === "unknown_option" && flag) throw new Failure(`convert: --${flag} applies to ${sides(option)} only`);
    throw new Failure(`convert: ${issue.message.replace(/^options\//, flag ? `--${flag} ` : "")}`);
  }
  return (doc, warn) => {
    if (from === "claude" && isRequestBody(doc)) {
      const { messages, system } = doc;
      return convertValue(messages as never, { ...options, onWarning: underMessages(warn), ...(system !== undefined && { system }) } as never);
    }
    return convertValue(doc as never, { ...options, onWarning: warn } as never);
  };
}

interface Outcome {
  output?: unknown;
  warnings: ConversionWarning[];
  issues?: Issue[];
}

/** How a run reports on stderr: `--strict`, `--fail-fast`, and `--format text|json`. */
interface Reporting {
  strict: boolean;
  failFast: boolean;
  format: "text" | "json";
}

function attempt(convert: Convert, doc: unknown, strict: boolean): Outcome {
  const warnings: ConversionWarning[] = [];
  try {
    const output = convert(doc, (w) => warnings.push(w));
    return strict && warnings.length ? { warnings } : { output, warnings };
  } catch (error) {
    if (error instanceof ContractError) return { warnings, issues: error.issues };
    throw error;
  }
}

/** What stderr says of one document: its warnings, its issues, and why it was not written. */
function report(at: { file: string } | { line: number }, where: string, outcome: Outcome, how: Reporting): string {
  if (how.format === "json") {
    const { warnings, issues } = outcome;
    return `${JSON.stringify({ ...at, written: "output" in outcome, warnings, ...(issues && { issues }) })}\n`;
  }
  const lines = outcome.warnings.map((w) => `${where}: warning: ${w.message} [${w.code}]\n`);
  if (outcome.issues !== undefined) lines.push(`${where}: invalid input, not converted:\n${formatIssues(outcome.issues)}\n`);
  else if (how.strict && outcome.warnings.length) lines.push(`${where}: not written: --strict and ${outcome.warnings.length} warning(s)\n`);
  return lines.join("");
}

async function single(source: string, convert: Convert, how: Reporting): Promise<number> {
  const outcome = attempt(convert, await readJson(source), how.strict);
  const name = inputName(source);
  if (outcome.warnings.length || !("output" in outcome)) process.stderr.write(report({ file: name }, name, outcome, how));
  if (!("output" in outcome)) return 1;
  process.stdout.write(`${JSON.stringify(outcome.output, null, 2)}\n`);
  return 0;
}

async function lines(source: string, convert: Convert, how: Reporting): Promise<number> {
  const started = performance.now();
  const name = inputName(source);
  const out = new BatchWriter();
  const err = new BatchWriter(process.stderr);
  const progress = new Progress(sizeOf(source));
  let converted = 0;
  let failed = 0;
  let warned = 0;
  await eachDocument(source, {
    badJson(line, column, reason) {
      failed++;
      err.write(how.format === "json"
        ? `${JSON.stringify({ line, column, error: "bad_json", message: reason })}\n`
        : `${name}:${line}:${column}: bad JSON: ${reason}\n`);
      return !how.failFast;
    },
    document(doc, line) {
      const outcome = attempt(convert, doc, how.strict);
      warned += outcome.warnings.length;
      if (outcome.warnings.length || !("output" in outcome)) err.write(report({ line }, `${name}:${line}`, outcome, how));
      if (!("output" in outcome)) {
        failed++;
        return !how.failFast;
      }
      converted++;
      out.write(`${JSON.stringify(outcome.output)}\n`);
      return true;
    },
  }, async (bytes) => {
    progress.update(converted + failed, bytes);
    await Promise.all([out.drained(), err.drained()]);
  });
  progress.done();
  out.flush();
  const seconds = Number(((performance.now() - started) / 1000).toFixed(3));
  err.write(how.format === "json"
    ? `${JSON.stringify({ converted, failed, warnings: warned, seconds })}\n`
    : `${converted} converted, ${failed} failed, ${warned} warning(s) in ${seconds} s\n`);
  err.flush();
  return failed ? 1 : 0;
}

/** `chat-contract convert`: runs the converters over a document or a JSONL file. */
export const convert: Command = {
  name: "convert",
  summary: `convert between formats: ${FORMAT_NAMES.join(", ")}`,
  help,
  run(args) {
    const { values, positionals } = parse(args, OPTIONS);
    const { source, jsonl, failFast } = reading(values, positionals, "convert");
    const from = oneOf(values.from, FORMAT_NAMES, "--from");
    const to = oneOf(values.to, WRITABLE, "--to");
    if (!from || !to) throw new Failure("convert: --from and --to are required");
    const run = converterFor(from, to, {
      provider: values.provider,
      thinking: values.thinking,
      "system-role": values["system-role"],
      dialect: values.dialect,
      "reasoning-content": values["reasoning-content"],
      "tool-images": values["tool-images"],
    });
    const how: Reporting = { strict: values.strict === true, failFast, format: formatOf(values.format) };
    return jsonl ? lines(source, run, how) : single(source, run, how);
  },
};
