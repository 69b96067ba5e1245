import {
  ContractError,
  formatIssues,
  type ConversionWarning,
  type FormatName,
  type Issue,
} from "../index.js";
import { prepareConversion, type Conversion } from "../convert/convert.js";
import { FORMAT_NAMES as HISTORY_NAMES, FORMATS as HISTORY_FORMATS, type Format } from "../convert/formats.js";
import { GEMINI_SCHEMA_FIELDS } from "../request/gemini.js";
import { REQUEST_FORMAT_NAMES, REQUEST_FORMATS } from "../request/formats.js";
import { ASSISTANT_PARTS, SYSTEM_ROLES } from "../convert/from-chat.js";
import { THINKING_MODES } from "../convert/from-claude.js";
import { DIALECTS, REASONING_CONTENT, TOOL_IMAGES } from "../convert/to-chat-completions.js";
import { SYSTEM_MESSAGES } from "../convert/to-claude.js";
import { LATER_SYSTEM, MISSING_SIGNATURES } from "../convert/to-gemini.js";
import { FORMAT_OPTION, formatOf, oneOf, parse, READ_OPTIONS, reading, type Reading } from "./args.js";
import type { Place, Work } from "./batch.js";
import type { Command } from "./command.js";
import { Failure } from "./failure.js";
import { inputName, readJson } from "./input.js";
import { stderr, stdout, writePretty } from "./output.js";
import { runLines } from "./pipeline.js";
import { interrupted } from "./runner.js";

/** Each flag that passes a converter option, the option it sets, and the values it takes. */
const FLAGS = {
  provider: { option: "provider", values: undefined },
  thinking: { option: "thinking", values: THINKING_MODES },
  "system-role": { option: "systemRole", values: SYSTEM_ROLES },
  "assistant-parts": { option: "assistantParts", values: ASSISTANT_PARTS },
  dialect: { option: "dialect", values: DIALECTS },
  "reasoning-content": { option: "reasoningContent", values: REASONING_CONTENT },
  "tool-images": { option: "toolImages", values: TOOL_IMAGES },
  "system-messages": { option: "systemMessages", values: SYSTEM_MESSAGES },
  "missing-signatures": { option: "missingSignatures", values: MISSING_SIGNATURES },
  "later-system": { option: "laterSystem", values: LATER_SYSTEM },
  "gemini-schema": { option: "geminiSchema", values: GEMINI_SCHEMA_FIELDS },
} as const;
type Flag = keyof typeof FLAGS;

/** The history formats and the request formats (src/request/formats.ts), which convert takes alike. */
const FORMAT_NAMES = [...HISTORY_NAMES, ...REQUEST_FORMAT_NAMES] as readonly FormatName[];
const FORMATS = { ...HISTORY_FORMATS, ...REQUEST_FORMATS } as Record<FormatName, Format>;

const OPTIONS = {
  ...READ_OPTIONS,
  ...FORMAT_OPTION,
  from: { type: "string" },
  to: { type: "string" },
  provider: { type: "string", short: "p" },
  thinking: { type: "string" },
  "system-role": { type: "string" },
  "assistant-parts": { type: "string" },
  dialect: { type: "string" },
  "reasoning-content": { type: "string" },
  "tool-images": { type: "string" },
  "system-messages": { type: "string" },
  "missing-signatures": { type: "string" },
  "later-system": { type: "string" },
  "gemini-schema": { type: "string" },
  strict: { type: "boolean" },
  allow: { type: "string", multiple: true },
  silence: { type: "string", multiple: true },
} as const;

const WRITABLE = FORMAT_NAMES.filter((name) => FORMATS[name].write);

const help = `Usage: chat-contract convert [file|- ...] --from F --to T [options]

Converts a history between formats through the provider-neutral history (the library's convert)
and prints the result as JSON (pretty for one document, one line per document with --jsonl or
several inputs).
Whatever the target cannot carry is reported as a warning on stderr, with its JSON pointer into
the input.

Formats (--from any, --to any but a read-only one):
${FORMAT_NAMES.map((name) => `  ${name.padEnd(17)} ${FORMATS[name].title}${FORMATS[name].write ? "" : " (read only)"}`).join("\n")}

A Claude document is a messages array, or a request body {"system": …, "messages": […]}.
A *-request format is a whole request body (tools, tool choice, output format, settings); it converts
to another request format only.

Options:
      --from F        the input's format: ${FORMAT_NAMES.join(", ")}
      --to T          the format to write: ${WRITABLE.join(", ")}
  -p, --provider P    --to items: replay reasoningItems tagged with P; --from items: tag reasoning items with P
      --thinking T    --from claude: what thinking blocks become: blocks (kept verbatim; the default for
                      --to chat and --to claude), warn (dropped with a warning; the default otherwise) or
                      reasoning-items (reasoning items with ids rs_<path>, e.g. rs_1_content_0 for /1/content/0)
      --system-role R --to items: the role system messages get: system (default) or developer
      --assistant-parts M
                      --to items: an assistant message without an item id: text (default; its text as a
                      string, the form the openai SDK types) or parts (its output_text and refusal parts,
                      with the annotations it was read with; the API takes them, the SDK does not type them)
      --dialect D     --to chat-completions: the server that reads the messages: ${DIALECTS.join(", ")}
                      (default openai: no reasoning fields)
      --gemini-schema S --to gemini-request: where a function's JSON Schema goes: ${GEMINI_SCHEMA_FIELDS.join(" (default), ")}
      --reasoning-content P
                      --dialect deepseek: where reasoning_content is written: tool-turns (default) or all
      --tool-images M --to chat-completions: what a tool's images become: drop (default, warned) or
                      user-message (moved into a user message after the tool messages, warned)
      --system-messages M
                      --to claude: a system message after the first turn: keep (default, in place),
                      user-note or hoist (into the top-level system), each reported
      --missing-signatures M
                      --to gemini: a call of the current turn without a thought signature: leave
                      (default, warned) or dummy (Google's documented skip value, warned)
      --later-system M
                      --to gemini: a system message after the first turn: drop (default, warned) or user
      --strict        a document with any warning is not written and the exit code is 1
      --allow CODE    with --strict, warnings of CODE are still reported but do not stop a document
                      (repeatable; e.g. --allow request_field_dropped for a request body's model and max_tokens)
      --silence CODE  warnings of CODE are not reported on stderr, and do not stop a document (repeatable)
  -f, --format F      how stderr reports: text (default) or json (one object per document with warnings
                      or issues: {file|line, written, warnings, issues?}; with --jsonl a summary object last)
      --jsonl         one document per line (implied by a .jsonl or .ndjson file name); a failing line is
                      reported on stderr with its number and left out of the output
      --fail-fast     stop at the first document that fails
      --max-line N    the longest JSONL line in bytes (K, M, G suffixes; default 64M): a longer line is
                      reported with its number and skipped
  -j, --jobs N        threads for JSONL, this one and N-1 workers (default: the number of cores); output as with --jobs 1
  -h, --help          show this help

Exit codes: 0 converted, 1 invalid input or (with --strict) warnings, 2 usage or I/O error or bad JSON,
130 interrupted.

Examples:
  chat-contract convert history.json --from chat-completions --to items > input.json
  chat-contract convert input.json --from items --to chat-completions --dialect deepseek
  chat-contract convert request.json --from claude --to items --strict --allow request_field_dropped
  chat-contract convert request.json --from claude --to chat --thinking reasoning-items
  chat-contract convert histories.jsonl --from items --to chat --provider openai > chat.jsonl
`;

/** `/1/content/0` (or `/messages/1/content/0` in a request body) → `rs_1_content_0`: ids unique within a document, as `--thinking reasoning-items` documents. */
const reasoningId = (path: string) => `rs${path.replace(/^\/messages(?=\/)/, "").replace(/[^A-Za-z0-9]+/g, "_")}`;

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
 * take, or a wrong value, is a usage error (exit 2), not a failure of each document. The CLI parses
 * each document itself and drops it once converted, so its output may share the document's objects.
 */
function converterFor(from: FormatName, to: FormatName, flags: Partial<Record<Flag, string>>): Conversion {
  const options: Record<string, unknown> = { from, to };
  for (const [flag, value] of Object.entries(flags) as [Flag, string | undefined][]) {
    if (value === undefined) continue;
    const { option, values } = FLAGS[flag];
    options[option] = values ? oneOf(value, values, `--${flag}`) : value;
  }
  if (options.thinking === "reasoning-items") options.reasoningId = reasoningId;
  try {
    // A Claude request body goes in whole: the reader carries `system` and reports every other key.
    return prepareConversion(options);
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    const issue = error.issues[0]!;
    const option = issue.path.slice(1);
    const flag = (Object.keys(FLAGS) as Flag[]).find((f) => FLAGS[f].option === option);
    if (issue.code === "unknown_option" && flag) throw new Failure(`convert: --${flag} applies to ${sides(option)} only`);
    throw new Failure(`convert: ${flag ? issue.message.replace(/^options\/[^:]*/, `--${flag}`) : issue.message}`);
  }
}

interface Outcome {
  output?: unknown;
  /** The warnings reported (those of a `--silence` code left out). */
  warnings: ConversionWarning[];
  issues?: Issue[];
  /** With --strict: how many warnings stopped the document (not of an `--allow` code). */
  blocking?: number;
}

/** The job of `convert`, as a worker receives it. */
export interface ConvertJob {
  command: "convert";
  from: FormatName;
  to: FormatName;
  /** The converter flags given, by flag name. */
  flags: Partial<Record<Flag, string>>;
  /** A document with any warning (but of the codes in `allow` or `silence`) is not written. */
  strict: boolean;
  /** Warning codes --strict lets through (`--allow`). */
  allow: string[];
  /** Warning codes not reported (`--silence`). */
  silence: string[];
  format: "text" | "json";
  /** Several inputs: every JSON record names its file. */
  many: boolean;
}

function attempt(convert: Conversion, doc: unknown, job: ConvertJob): Outcome {
  const warnings: ConversionWarning[] = [];
  try {
    const output = convert(doc, (w) => {
      if (!job.silence.includes(w.code)) warnings.push(w);
    });
    const blocking = job.strict ? warnings.filter((w) => !job.allow.includes(w.code)).length : 0;
    return blocking ? { warnings, blocking } : { output, warnings };
  } catch (error) {
    if (error instanceof ContractError) return { warnings, issues: error.issues };
    // Never expected (the library throws ContractError only); one document's failure never ends the run.
    const message = `(root): converting threw: ${error instanceof Error ? error.message : String(error)}`;
    return { warnings, issues: [{ path: "", code: "conversion_failed", message }] };
  }
}

/** What stderr says of one document: its warnings, its issues, and why it was not written. */
function report(job: ConvertJob, at: Place, outcome: Outcome): string {
  const where = at.line === undefined ? at.file : `${at.file}:${at.line}`;
  if (job.format === "json") {
    // `{file?, line?, written, warnings, issues?}` as JSON.stringify writes it, without making the record first.
    const { warnings, issues } = outcome;
    const file = at.line === undefined || job.many ? `"file":${JSON.stringify(at.file)},` : "";
    const line = at.line === undefined ? "" : `"line":${at.line},`;
    return `{${file}${line}"written":${"output" in outcome},"warnings":${JSON.stringify(warnings)}${issues ? `,"issues":${JSON.stringify(issues)}` : ""}}\n`;
  }
  const lines = outcome.warnings.map((w) => `${where}: warning: ${w.message} [${w.code}]\n`);
  if (outcome.issues !== undefined) lines.push(`${where}: invalid input, not converted:\n${formatIssues(outcome.issues)}\n`);
  else if (outcome.blocking) lines.push(`${where}: not written: --strict and ${outcome.blocking} warning(s)${job.allow.length ? " not allowed" : ""}\n`);
  return lines.join("");
}

const TOO_LARGE = "output_too_large";

/** A RangeError of the stack (a value nested too deeply for JSON.stringify), not of a string's length. */
const tooDeep = (error: RangeError) => /call stack/i.test(error.message);

/** JSON text of a converted document, or an issue when it is larger than one string can hold. */
function serialized(outcome: Outcome, line: (output: unknown) => string): { text?: string; outcome: Outcome } {
  try {
    return { text: line(outcome.output), outcome };
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    const issue = tooDeep(error)
      ? { path: "", code: "output_too_deep", message: "(root): the converted document is nested too deeply to write as JSON text" }
      : { path: "", code: TOO_LARGE, message: "(root): the converted document is too large to write as one JSON text; convert it in parts" };
    return { outcome: { warnings: outcome.warnings, issues: [issue] } };
  }
}

/** What `convert` does with each JSON line: the output to stdout, reports to stderr. */
export function convertWork(job: ConvertJob): Work {
  const convert = converterFor(job.from, job.to, job.flags);
  return {
    document(doc, at, sink) {
      const first = attempt(convert, doc, job);
      const { text, outcome } = "output" in first ? serialized(first, (o) => `${JSON.stringify(o)}\n`) : { outcome: first };
      const counts = sink.counts;
      counts.warnings = (counts.warnings ?? 0) + outcome.warnings.length;
      if (outcome.warnings.length || text === undefined) sink.err += report(job, at, outcome);
      if (text === undefined) {
        counts.failed = (counts.failed ?? 0) + 1;
        return false;
      }
      counts.converted = (counts.converted ?? 0) + 1;
      sink.out += text;
      return true;
    },
    malformed(bad, at, sink) {
      sink.counts.failed = (sink.counts.failed ?? 0) + 1;
      sink.err += job.format === "json" ? `${JSON.stringify({ ...(job.many && { file: at.file }), line: at.line, ...bad.record })}\n` : bad.text;
      return false;
    },
  };
}

/** Each input is one JSON document: pretty JSON for one input, one line per document for several. */
async function single(reading: Reading, job: ConvertJob): Promise<number> {
  const convert = converterFor(job.from, job.to, job.flags);
  let code = 0;
  for (const source of reading.sources) {
    const file = inputName(source);
    let doc: unknown;
    try {
      doc = await readJson(source);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      stderr.write(job.format === "json" ? `${JSON.stringify({ file, ...error.record, message: error.message })}\n` : `chat-contract: ${error.message}\n`);
      code = 2;
      if (reading.failFast) break;
      continue;
    }
    const outcome = attempt(convert, doc, job);
    if (outcome.warnings.length || !("output" in outcome)) stderr.write(report(job, { file }, outcome));
    if (!("output" in outcome)) {
      code ||= 1;
      if (reading.failFast) break;
      continue;
    }
    try {
      if (job.many) stdout.write(`${JSON.stringify(outcome.output)}\n`);
      else await writePretty(outcome.output);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      if (tooDeep(error)) throw new Failure(`${file}: the converted document is nested too deeply to write as JSON text`, 2, { error: "output_too_deep" });
      throw new Failure(`${file}: the converted document is too large to write as one JSON text; convert it in parts or as JSON Lines`, 2, { error: TOO_LARGE });
    }
    if (stdout.closed) break;
  }
  return code;
}

async function lines(reading: Reading, job: ConvertJob): Promise<number> {
  const started = performance.now();
  const counts: Record<string, number> = { converted: 0, failed: 0, warnings: 0 };
  let unreadable = 0;
  const ending = await runLines(reading, {
    work: convertWork(job), job: () => job, counts,
    unreadable(file, error) {
      unreadable++;
      counts.failed = (counts.failed ?? 0) + 1;
      stderr.write(job.format === "json" ? `${JSON.stringify({ file, ...error.record, message: error.message })}\n` : `chat-contract: ${error.message}\n`);
    },
  });
  const seconds = Number(((performance.now() - started) / 1000).toFixed(3));
  const { converted, failed, warnings } = counts;
  stderr.write(job.format === "json"
    ? `${JSON.stringify({ converted, failed, warnings, seconds })}\n`
    : `${converted} converted, ${failed} failed, ${warnings} warning(s) in ${seconds} s\n`);
  if (ending === "interrupted") return interrupted(job.format);
  return unreadable ? 2 : failed ? 1 : 0;
}

/** `chat-contract convert`: runs the converters over documents or JSONL files. */
export const convert: Command = {
  name: "convert",
  summary: `convert between formats: ${FORMAT_NAMES.join(", ")}`,
  help,
  reports: "stderr",
  run(args, cores) {
    const { values, positionals } = parse(args, OPTIONS, "convert");
    const read = reading(values, positionals, "convert", cores);
    const from = oneOf(values.from, FORMAT_NAMES, "--from");
    const to = oneOf(values.to, WRITABLE, "--to");
    if (!from || !to) throw new Failure("convert: --from and --to are required");
    const flags: Partial<Record<Flag, string>> = {};
    for (const flag of Object.keys(FLAGS) as Flag[]) if (values[flag] !== undefined) flags[flag] = values[flag];
    converterFor(from, to, flags);
    const job: ConvertJob = {
      command: "convert", from, to, flags, strict: values.strict === true, allow: values.allow ?? [], silence: values.silence ?? [],
      format: formatOf(values.format), many: read.sources.length > 1,
    };
    return read.jsonl ? lines(read, job) : single(read, job);
  },
};
