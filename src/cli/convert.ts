import {
  ContractError,
  formatIssues,
  fromChatMessages,
  fromClaudeMessages,
  toChatMessages,
  type ChatMessage,
  type ClaudeMessage,
  type ClaudeSystem,
  type ConversionWarning,
  type FromChatOptions,
  type FromClaudeOptions,
  type Issue,
  type Item,
} from "../index.js";
import { SYSTEM_ROLES } from "../convert/from-chat.js";
import { THINKING_MODES } from "../convert/from-claude.js";
import { FORMAT_OPTION, formatOf, oneOf, parse, READ_OPTIONS, reading } from "./args.js";
import type { Command } from "./command.js";
import { Failure } from "./failure.js";
import { eachDocument, inputName, readJson, sizeOf } from "./input.js";
import { BatchWriter } from "./output.js";
import { Progress } from "./progress.js";

const OPTIONS = {
  ...READ_OPTIONS,
  ...FORMAT_OPTION,
  from: { type: "string" },
  to: { type: "string" },
  provider: { type: "string", short: "p" },
  thinking: { type: "string" },
  "system-role": { type: "string" },
  strict: { type: "boolean" },
} as const;

const help = `Usage: chat-contract convert <file|-> --from chat|claude|items --to items|chat [options]

Converts a history between formats with the library's converters and prints the result as JSON
(pretty for one document, one line per document with --jsonl). Whatever the target cannot carry is
reported as a warning on stderr, with its JSON pointer into the input.

  chat   → items   fromChatMessages        claude → items   fromClaudeMessages
  items  → chat    toChatMessages          claude → chat    fromClaudeMessages, then toChatMessages

A Claude document is a messages array, or a request body {"system": …, "messages": […]}.

Options:
      --from F        chat, claude or items
      --to T          items or chat
  -p, --provider P    chat → items: replay reasoningItems tagged with P; items → chat: tag reasoning items with P
      --thinking T    claude → …: what thinking blocks become: warn (default: dropped with a warning) or
                      reasoning-items (reasoning items with ids rs_<path>, e.g. rs_1_content_0 for /1/content/0)
      --system-role R chat → items: the role system messages get: system (default) or developer
      --strict        a document with any warning is not written and the exit code is 1
  -f, --format F      how stderr reports: text (default) or json (one object per document with warnings
                      or issues: {file|line, written, warnings, issues?}; with --jsonl a summary object last)
      --jsonl         one document per line (implied by a .jsonl or .ndjson file name); a failing line is
                      reported on stderr with its number and left out of the output
      --fail-fast     stop at the first document that fails
  -h, --help          show this help

Exit codes: 0 converted, 1 invalid input or (with --strict) warnings, 2 usage or I/O error or bad JSON.

Examples:
  chat-contract convert history.json --from chat --to items > input.json
  chat-contract convert request.json --from claude --to items --strict
  chat-contract convert request.json --from claude --to chat --thinking reasoning-items --provider anthropic
  chat-contract convert histories.jsonl --from items --to chat --provider openai > chat.jsonl
`;

type Warn = (warning: ConversionWarning) => void;
type Convert = (doc: unknown, warn: Warn) => unknown;

const isRequestBody = (doc: unknown): doc is { messages: ClaudeMessage[]; system?: ClaudeSystem } =>
  doc !== null && typeof doc === "object" && !Array.isArray(doc) && "messages" in doc;

/** Warnings about a request body's messages point into the document: `/messages/1/…`. */
const underMessages = (warn: Warn): Warn => (w) =>
  warn(w.path.startsWith("/") ? { ...w, path: `/messages${w.path}`, message: `/messages${w.message}` } : w);

/** How the CLI's options reach the converters. */
interface Settings {
  provider?: string;
  thinking?: FromClaudeOptions["thinking"];
  systemRole?: FromChatOptions["systemRole"];
}

/** `/1/content/0` → `rs_1_content_0`: ids unique within a document, as `--thinking reasoning-items` documents. */
const reasoningId = (path: string) => `rs${path.replace(/[^A-Za-z0-9]+/g, "_")}`;

function fromClaude(doc: unknown, warn: Warn, settings: Settings): Item[] {
  const thinking = settings.thinking === "reasoning-items" ? { thinking: settings.thinking, reasoningId } : {};
  if (!isRequestBody(doc)) return fromClaudeMessages(doc as ClaudeMessage[], { onWarning: warn, ...thinking });
  const { messages, system } = doc;
  return fromClaudeMessages(messages, { onWarning: underMessages(warn), ...thinking, ...(system !== undefined && { system }) });
}

/** The conversion for a direction; converters validate their input and throw `ContractError`. */
function converterFor(from: "chat" | "claude" | "items", to: "items" | "chat", settings: Settings): Convert {
  const tag = settings.provider === undefined ? {} : { provider: settings.provider };
  if (from === to) throw new Failure(`convert: --from and --to are both ${from}; nothing to convert`);
  if (settings.thinking !== undefined && from !== "claude") throw new Failure("convert: --thinking applies to --from claude only");
  if (settings.systemRole !== undefined && !(from === "chat" && to === "items")) throw new Failure("convert: --system-role applies to --from chat --to items only");
  if (from === "chat") {
    const role = settings.systemRole === undefined ? {} : { systemRole: settings.systemRole };
    return (doc, warn) => fromChatMessages(doc as ChatMessage[], { onWarning: warn, ...tag, ...role });
  }
  if (from === "items") return (doc, warn) => toChatMessages(doc as Item[], { onWarning: warn, ...tag });
  if (to === "items") return (doc, warn) => fromClaude(doc, warn, settings);
  return (doc, warn) => {
    const items = fromClaude(doc, warn, settings);
    const later: Warn = (w) => warn({ ...w, message: `${w.message} (in the intermediate items)` });
    return toChatMessages(items, { onWarning: later, ...tag });
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
  summary: "convert between chat messages, Claude messages and Responses API items",
  help,
  run(args) {
    const { values, positionals } = parse(args, OPTIONS);
    const { source, jsonl, failFast } = reading(values, positionals, "convert");
    const from = oneOf(values.from, ["chat", "claude", "items"], "--from");
    const to = oneOf(values.to, ["items", "chat"], "--to");
    if (!from || !to) throw new Failure("convert: --from and --to are required");
    const run = converterFor(from, to, {
      provider: values.provider,
      thinking: oneOf(values.thinking, THINKING_MODES, "--thinking"),
      systemRole: oneOf(values["system-role"], SYSTEM_ROLES, "--system-role"),
    });
    const how: Reporting = { strict: values.strict === true, failFast, format: formatOf(values.format) };
    return jsonl ? lines(source, run, how) : single(source, run, how);
  },
};
