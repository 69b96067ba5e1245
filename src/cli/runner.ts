import { checkConversation, formatIssues, type ChatCompletionsDialect, type ConversationOptions, type Issue } from "../index.js";
import type { FormatName } from "../convert/formats.js";
import type { Reading } from "./args.js";
import type { Place, Work } from "./batch.js";
import { Failure } from "./failure.js";
import { inputName, readJson } from "./input.js";
import { stderr, stdout } from "./output.js";
import { runLines } from "./pipeline.js";
import { CHECKS, type Target } from "./targets.js";
import { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";
import { checkRequestBody } from "../request/check.js";
import type { RequestFormatName } from "../request/formats.js";

/** A named check of one document: its issues, `[]` when it passes. */
export interface Checker {
  name: string;
  issues(doc: unknown): Issue[];
}

/** A checker as plain data: a schema (`validate`) or the conversation rules (`check`). */
export type CheckerSpec = { schema: Target } | { rules: FormatName | RequestFormatName; options: ConversationOptions & { dialect?: ChatCompletionsDialect } };

/** The job of `validate` and `check`, as a worker receives it. */
export interface ChecksJob {
  command: "checks";
  checker: CheckerSpec;
  format: "text" | "json";
  /** Several inputs: every JSON record names its file. */
  many: boolean;
}

/** The CLI names the flag where the library names the option. */
const flagWording = (issue: Issue): Issue =>
  issue.code === "unanswered_call" ? { ...issue, message: issue.message.replace("pass allowPendingCalls", "pass --allow-pending") } : issue;

/** The checker a spec describes. */
export function checkerFor(spec: CheckerSpec): Checker {
  if ("schema" in spec) return { name: spec.schema, issues: CHECKS[spec.schema] };
  const { rules, options } = spec;
  const body = (REQUEST_FORMAT_NAMES as readonly string[]).includes(rules);
  const check = (doc: unknown) => (body ? checkRequestBody(doc, rules as RequestFormatName, options) : checkConversation(doc as never, { ...options, format: rules as FormatName }));
  return { name: rules, issues: (doc) => check(doc).map(flagWording) };
}

/** How `validate` and `check` read, check and report documents. */
export interface CheckRun {
  reading: Reading;
  format: "text" | "json";
  /** The checker `--schema` chose; without it `choose` picks one from the first document. */
  checker?: CheckerSpec;
  choose(doc: unknown): { checker: CheckerSpec; reason: string };
}

const elapsed = (started: number) => Number(((performance.now() - started) / 1000).toFixed(3));

function summary(format: "text" | "json", counts: Record<string, number>, checker: Checker | undefined, started: number): string {
  const seconds = elapsed(started);
  const { valid = 0, invalid = 0, malformed = 0 } = counts;
  if (format === "json") return `${JSON.stringify({ valid, invalid, malformed, schema: checker?.name ?? null, seconds })}\n`;
  const bad = malformed ? ` (${malformed} malformed)` : "";
  return `${valid} valid, ${invalid} invalid${bad} in ${seconds} s\n`;
}

/** The report of a failing document. */
function failure(job: ChecksJob, checker: Checker, issues: Issue[], at: Place): string {
  if (job.format === "json") {
    const where = at.line === undefined ? { file: at.file } : { ...(job.many && { file: at.file }), line: at.line };
    return `${JSON.stringify({ ...where, schema: checker.name, issues })}\n`;
  }
  return `${at.file}${at.line === undefined ? "" : `:${at.line}`}: invalid ${checker.name}\n${formatIssues(issues)}\n`;
}

/** What `validate` and `check` do with each JSON line: failing documents and malformed lines go to stdout. */
export function checksWork(job: ChecksJob): Work {
  const checker = checkerFor(job.checker);
  return {
    document(doc, at, sink) {
      const issues = checker.issues(doc);
      const counts = sink.counts;
      if (issues.length === 0) {
        counts.valid = (counts.valid ?? 0) + 1;
        return true;
      }
      counts.invalid = (counts.invalid ?? 0) + 1;
      sink.out += failure(job, checker, issues, at);
      return false;
    },
    malformed(bad, at, sink) {
      const counts = sink.counts;
      counts.invalid = (counts.invalid ?? 0) + 1;
      counts.malformed = (counts.malformed ?? 0) + 1;
      sink.out += job.format === "json" ? `${JSON.stringify({ ...(job.many && { file: at.file }), line: at.line, ...bad.record })}\n` : bad.text;
      return false;
    },
  };
}

/** Says on stderr which schema a guess picked. */
function announce(format: "text" | "json", name: string, reason: string, at: Place): void {
  if (format === "json") {
    stderr.write(`${JSON.stringify({ guessed: name, reason, ...at })}\n`);
    return;
  }
  const from = at.line === undefined ? at.file : `${at.file} (guessed from line ${at.line}, used for every line)`;
  stderr.write(`chat-contract: no --schema given; checking ${from} as ${name}: ${reason}\n`);
}

/** A job and its work, the checker settled by `--schema` or by the first document. */
function settle(run: CheckRun, many: boolean) {
  let job: ChecksJob | undefined = run.checker && { command: "checks", checker: run.checker, format: run.format, many };
  let work = job && checksWork(job);
  const choose = (doc: unknown, at: Place) => {
    const picked = run.choose(doc);
    job = { command: "checks", checker: picked.checker, format: run.format, many };
    work = checksWork(job);
    announce(run.format, checkerFor(picked.checker).name, picked.reason, at);
    return work;
  };
  return { job: () => job, work: () => work, choose };
}

/** Each input is one JSON document; a file that cannot be read or parsed is reported and the run goes on (exit 2). */
async function single(run: CheckRun): Promise<number> {
  const started = performance.now();
  const many = run.reading.sources.length > 1;
  const settled = settle(run, many);
  const counts: Record<string, number> = {};
  let code = 0;
  for (const source of run.reading.sources) {
    const file = inputName(source);
    let doc: unknown;
    try {
      doc = await readJson(source);
    } catch (error) {
      if (!(error instanceof Failure)) throw error;
      counts.invalid = (counts.invalid ?? 0) + 1;
      counts.malformed = (counts.malformed ?? 0) + 1;
      if (run.format === "json") stdout.write(`${JSON.stringify({ file, ...error.record, message: error.message })}\n`);
      else stderr.write(`chat-contract: ${error.message}\n`);
      code = 2;
      if (run.reading.failFast) break;
      continue;
    }
    const work = settled.work() ?? settled.choose(doc, { file });
    const sink = { out: "", err: "", counts };
    const ok = work.document(doc, { file }, sink);
    stdout.write(sink.out);
    if (!ok) code ||= 1;
    if (!ok && run.reading.failFast) break;
  }
  const job = settled.job();
  stdout.write(summary(run.format, counts, job && checkerFor(job.checker), started));
  return code;
}

async function lines(run: CheckRun): Promise<number> {
  const started = performance.now();
  const settled = settle(run, run.reading.sources.length > 1);
  const counts: Record<string, number> = { valid: 0, invalid: 0, malformed: 0 };
  const work: Work = {
    document: (doc, at, sink) => (settled.work() ?? settled.choose(doc, at)).document(doc, at, sink),
    malformed: (bad, at, sink) => (settled.work() ?? checksWork({ command: "checks", checker: { schema: "items" }, format: run.format, many: run.reading.sources.length > 1 })).malformed(bad, at, sink),
  };
  let unreadable = 0;
  const ending = await runLines(run.reading, {
    work, job: settled.job, counts,
    unreadable(file, error) {
      unreadable++;
      counts.invalid = (counts.invalid ?? 0) + 1;
      counts.malformed = (counts.malformed ?? 0) + 1;
      if (run.format === "json") stdout.write(`${JSON.stringify({ file, ...error.record, message: error.message })}\n`);
      else stderr.write(`chat-contract: ${error.message}\n`);
    },
  });
  const job = settled.job();
  stdout.write(summary(run.format, counts, job && checkerFor(job.checker), started));
  if (ending === "interrupted") return interrupted(run.format);
  return unreadable ? 2 : counts.invalid ? 1 : 0;
}

/** Says on stderr that a signal stopped the run (a JSON record with `--format json`); exit 130. */
export function interrupted(format: "text" | "json"): number {
  const message = "interrupted; the output ends on a whole line";
  stderr.write(format === "json" ? `${JSON.stringify({ error: "interrupted", message })}\n` : `chat-contract: ${message}\n`);
  return 130;
}

/**
 * Checks each JSON document or every line of JSON Lines inputs, prints each failing document with its
 * line and issues, then a summary. Resolves to the exit code: 0 all pass, 1 any fails, 2 an input
 * could not be read or parsed as one JSON document.
 */
export function runChecks(run: CheckRun): Promise<number> {
  return run.reading.jsonl ? lines(run) : single(run);
}
