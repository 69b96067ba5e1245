// What a run does with one batch of JSON Lines: the same code on the main thread and in every worker.
import { isUtf8 } from "node:buffer";
import { badUtf8Offset } from "./input.js";
import { placeOf } from "./json-error.js";

/** Tallies of a run, by name (`valid`, `invalid`, `converted`, …); summed over batches. */
export type Counts = Record<string, number>;

/** Where a document is: its input's name and, in JSON Lines, its 1-based line. */
export interface Place {
  file: string;
  line?: number;
}

/** Text for stdout and stderr, and tallies, gathered while a batch is processed. */
export interface Sink {
  out: string;
  err: string;
  counts: Counts;
}

/** A line that is not a document: what `--format json` reports (`error`, `message`, …) and the text form. */
export interface Malformed {
  record: { error: string; message: string } & Record<string, unknown>;
  text: string;
}

/** What a command does with each line: each returns false when the line fails (for `--fail-fast`). */
export interface Work {
  document(doc: unknown, at: Place, sink: Sink): boolean;
  malformed(bad: Malformed, at: Place, sink: Sink): boolean;
}

/** What a batch produced; a worker hands large text over as UTF-8 bytes. */
export interface Result {
  out: string | Uint8Array;
  err: string | Uint8Array;
  counts: Counts;
  /** True when `--fail-fast` stopped at a failing line of this batch. */
  stopped: boolean;
}

const size = (bytes: number) =>
  bytes % 2 ** 20 === 0 ? `${bytes / 2 ** 20} MiB` : bytes % 2 ** 10 === 0 ? `${bytes / 2 ** 10} KiB` : `${bytes} bytes`;

/** The report of a line over the limit. */
export function tooLong(file: string, line: number, maxLine: number): Malformed {
  const message = `line is longer than ${size(maxLine)} (--max-line); skipped`;
  return { record: { error: "line_too_long", message }, text: `${file}:${line}: ${message}\n` };
}

/** One line: the bad-input checks (length, UTF-8, JSON) in order, then the document. */
function line(work: Work, bytes: Buffer, start: number, end: number, at: { file: string; line: number }, checkUtf8: boolean, maxLine: number, sink: Sink): boolean {
  if (end - start > maxLine) return work.malformed(tooLong(at.file, at.line, maxLine), at, sink);
  if (checkUtf8) {
    const slice = bytes.subarray(start, end);
    if (!isUtf8(slice)) {
      const offset = badUtf8Offset(slice);
      const value = `0x${slice[offset]!.toString(16).padStart(2, "0")}`;
      const message = `not UTF-8: byte ${value} at byte ${offset + 1} of the line`;
      return work.malformed({ record: { error: "bad_utf8", byte: offset + 1, message }, text: `${at.file}:${at.line}: ${message}\n` }, at, sink);
    }
  }
  let text = bytes.toString("utf8", start, end);
  if (at.line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    if (/^\s*$/.test(text)) return true;
    const place = placeOf(text, error);
    const record = { column: place.column, error: "bad_json", message: place.reason };
    return work.malformed({ record, text: `${at.file}:${at.line}:${place.column}: bad JSON: ${place.reason}\n` }, at, sink);
  }
  return work.document(doc, at, sink);
}

/** Runs `work` over every line of a batch; with `failFast`, stops after the first failing line. */
export function processBatch(work: Work, bytes: Buffer, firstLine: number, file: string, maxLine: number, failFast: boolean): Result {
  const sink: Sink = { out: "", err: "", counts: {} };
  const checkUtf8 = !isUtf8(bytes);
  let stopped = false;
  for (let start = 0, n = firstLine; start < bytes.length; n++) {
    let end = bytes.indexOf(10, start);
    if (end === -1) end = bytes.length;
    if (!line(work, bytes, start, end, { file, line: n }, checkUtf8, maxLine, sink) && failFast) {
      stopped = true;
      break;
    }
    start = end + 1;
  }
  return { out: sink.out, err: sink.err, counts: sink.counts, stopped };
}

/** Adds `more` into `into`. */
export function addCounts(into: Counts, more: Counts): void {
  for (const [key, n] of Object.entries(more)) into[key] = (into[key] ?? 0) + n;
}
