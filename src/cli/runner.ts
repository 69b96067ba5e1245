import { formatIssues, type Issue } from "../index.js";
import { eachDocument, inputName, readJson, sizeOf } from "./input.js";
import { BatchWriter } from "./output.js";
import { Progress } from "./progress.js";

/** A named check of one document: its issues, `[]` when it passes. */
export interface Checker {
  name: string;
  issues(doc: unknown): Issue[];
}

/** How `validate` and `check` read, check and report documents. */
export interface CheckRun {
  source: string;
  jsonl: boolean;
  format: "text" | "json";
  failFast: boolean;
  /** The checker `--schema` chose; without it `choose` picks one from the first document. */
  checker?: Checker;
  choose(doc: unknown): { checker: Checker; reason: string };
}

interface Tally {
  valid: number;
  invalid: number;
  malformed: number;
}

const elapsed = (started: number) => Number(((performance.now() - started) / 1000).toFixed(3));

function summary(run: CheckRun, tally: Tally, checker: Checker | undefined, started: number): string {
  const seconds = elapsed(started);
  if (run.format === "json") return `${JSON.stringify({ ...tally, schema: checker?.name ?? null, seconds })}\n`;
  const bad = tally.malformed ? ` (${tally.malformed} malformed)` : "";
  return `${tally.valid} valid, ${tally.invalid} invalid${bad} in ${seconds} s\n`;
}

function failure(run: CheckRun, checker: Checker, issues: Issue[], line?: number): string {
  const name = inputName(run.source);
  if (run.format === "json") {
    const at = line === undefined ? { file: name } : { line };
    return `${JSON.stringify({ ...at, schema: checker.name, issues })}\n`;
  }
  return `${name}${line === undefined ? "" : `:${line}`}: invalid ${checker.name}\n${formatIssues(issues)}\n`;
}

function announce(run: CheckRun, checker: Checker, reason: string, line?: number): void {
  const name = inputName(run.source);
  const from = line === undefined ? name : `${name} (guessed from line ${line}, used for every line)`;
  process.stderr.write(`chat-contract: no --schema given; checking ${from} as ${checker.name}: ${reason}\n`);
}

async function single(run: CheckRun): Promise<number> {
  const started = performance.now();
  const doc = await readJson(run.source);
  let checker = run.checker;
  if (!checker) {
    const picked = run.choose(doc);
    announce(run, picked.checker, picked.reason);
    checker = picked.checker;
  }
  const issues = checker.issues(doc);
  const tally = { valid: issues.length ? 0 : 1, invalid: issues.length ? 1 : 0, malformed: 0 };
  const report = issues.length ? failure(run, checker, issues) : "";
  process.stdout.write(report + summary(run, tally, checker, started));
  return issues.length ? 1 : 0;
}

async function lines(run: CheckRun): Promise<number> {
  const started = performance.now();
  const name = inputName(run.source);
  const out = new BatchWriter();
  const progress = new Progress(sizeOf(run.source));
  const tally: Tally = { valid: 0, invalid: 0, malformed: 0 };
  let checker = run.checker;

  await eachDocument(run.source, {
    badJson(line, column, reason) {
      tally.invalid++;
      tally.malformed++;
      out.write(run.format === "json"
        ? `${JSON.stringify({ line, column, error: "bad_json", message: reason })}\n`
        : `${name}:${line}:${column}: bad JSON: ${reason}\n`);
      return !run.failFast;
    },
    document(doc, line) {
      if (!checker) {
        const picked = run.choose(doc);
        announce(run, picked.checker, picked.reason, line);
        checker = picked.checker;
      }
      const issues = checker.issues(doc);
      if (issues.length === 0) {
        tally.valid++;
        return true;
      }
      tally.invalid++;
      out.write(failure(run, checker, issues, line));
      return !run.failFast;
    },
  }, (bytes) => {
    progress.update(tally.valid + tally.invalid, bytes);
    return out.drained();
  });
  progress.done();
  out.write(summary(run, tally, checker, started));
  out.flush();
  return tally.invalid ? 1 : 0;
}

/**
 * Checks one JSON document or every line of a JSONL input, prints each failing document with its
 * line and issues, then a summary. Resolves to the exit code: 0 all pass, 1 any fails.
 */
export function runChecks(run: CheckRun): Promise<number> {
  return run.jsonl ? lines(run) : single(run);
}
