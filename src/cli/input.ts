import { createReadStream, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import { Failure, ioReason } from "./failure.js";
import { placeOf } from "./json-error.js";

/** How an input is named in messages: the file path, or `<stdin>` for `-`. */
export const inputName = (source: string) => (source === "-" ? "<stdin>" : source);

/** True for file names that say JSON Lines (`.jsonl`, `.ndjson`). */
export const looksLikeJsonl = (source: string) => /\.(jsonl|ndjson)$/i.test(source);

/** Size in bytes of a regular file, undefined for stdin and pipes. */
export function sizeOf(source: string): number | undefined {
  if (source === "-") return undefined;
  try {
    const stat = statSync(source);
    return stat.isFile() ? stat.size : undefined;
  } catch {
    return undefined;
  }
}

/** The stream to read `source` from: the file, or stdin for `-`. */
export function openInput(source: string): Readable {
  return source === "-" ? process.stdin : createReadStream(source, { highWaterMark: 1 << 16 });
}

async function readText(source: string): Promise<string> {
  try {
    if (source !== "-") return await readFile(source, "utf8");
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  } catch (error) {
    throw new Failure(`${inputName(source)}: ${ioReason(error)}`);
  }
}

/** Reads and parses one JSON document; I/O errors and bad JSON (with line and column) fail with exit 2. */
export async function readJson(source: string): Promise<unknown> {
  let text = await readText(source);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = placeOf(text, error);
    throw new Failure(`${inputName(source)}:${at.line}:${at.column}: bad JSON: ${at.reason}`);
  }
}

/** Called per line with its text (no newline) and 1-based number; return false to stop reading. */
export type LineHandler = (text: string, line: number) => boolean;

/**
 * Streams `source` line by line with memory bounded by the longest line: each chunk is decoded once
 * up to its last newline, the tail carried to the next chunk. `onChunk` runs after each chunk with the
 * bytes read so far and may return a promise (to wait for output to drain). Resolves to whether
 * reading ran to the end.
 */
export async function eachLine(
  source: string,
  onLine: LineHandler,
  onChunk?: (bytes: number) => Promise<void> | void,
): Promise<boolean> {
  const stream = openInput(source);
  const pending: Buffer[] = [];
  let line = 0;
  let bytes = 0;
  const emit = (text: string): boolean => {
    let start = 0;
    for (;;) {
      const nl = text.indexOf("\n", start);
      line++;
      if (!onLine(nl === -1 ? text.slice(start) : text.slice(start, nl), line)) return false;
      if (nl === -1) return true;
      start = nl + 1;
    }
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      const last = chunk.lastIndexOf(10);
      if (last === -1) {
        pending.push(chunk);
        continue;
      }
      let text: string;
      if (pending.length) {
        pending.push(chunk.subarray(0, last));
        text = Buffer.concat(pending).toString("utf8");
        pending.length = 0;
      } else {
        text = chunk.toString("utf8", 0, last);
      }
      if (line === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (last + 1 < chunk.length) pending.push(chunk.subarray(last + 1));
      if (!emit(text)) {
        stream.destroy();
        return false;
      }
      await onChunk?.(bytes);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).syscall === undefined) throw error;
    throw new Failure(`${inputName(source)}: ${ioReason(error)}`);
  }
  if (pending.length) {
    let text = Buffer.concat(pending).toString("utf8");
    if (line === 0 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (!emit(text)) return false;
  }
  return true;
}

/** What a JSONL reader does with each line; each returns false to stop reading. */
export interface DocumentHandler {
  /** A line that parsed. */
  document(doc: unknown, line: number): boolean;
  /** A line that is not JSON, with the column and reason of the parse error. Blank lines are skipped. */
  badJson(line: number, column: number, reason: string): boolean;
}

/** Parses every line of a JSONL input and hands each document, or its parse error, to `handler`. */
export function eachDocument(
  source: string,
  handler: DocumentHandler,
  onChunk?: (bytes: number) => Promise<void> | void,
): Promise<boolean> {
  return eachLine(source, (text, line) => {
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (error) {
      if (/^\s*$/.test(text)) return true;
      const at = placeOf(text, error);
      return handler.badJson(line, at.column, at.reason);
    }
    return handler.document(doc, line);
  }, onChunk);
}
