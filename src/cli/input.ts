import { isUtf8 } from "node:buffer";
import { createReadStream, statSync } from "node:fs";
import type { Readable } from "node:stream";
import { Failure, ioFailure, ioReason } from "./failure.js";
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

/**
 * The stream to read `source` from: the file, or stdin for `-`. Files are read 512 KiB at a time:
 * smaller reads kept one thread and the worker threads waiting on the reader (BENCHMARKS.md, CLI case).
 */
export function openInput(source: string): Readable {
  return source === "-" ? process.stdin : createReadStream(source, { highWaterMark: 1 << 19 });
}

/** The most bytes one JSON document (not JSON Lines) may have: about the longest string V8 can hold. */
export const MAX_DOCUMENT = 0x1fffffe8;

/** Offset of the first byte of `bytes` that is not part of a well-formed UTF-8 sequence, or -1. */
export function badUtf8Offset(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    const [n, lo, hi] = b >= 0xc2 && b <= 0xdf ? [1, 0x80, 0xbf]
      : b === 0xe0 ? [2, 0xa0, 0xbf] : b === 0xed ? [2, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [2, 0x80, 0xbf]
      : b === 0xf0 ? [3, 0x90, 0xbf] : b >= 0xf1 && b <= 0xf3 ? [3, 0x80, 0xbf] : b === 0xf4 ? [3, 0x80, 0x8f] : [0, 0, 0];
    if (n === 0) return i;
    for (let k = 1; k <= n; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += n + 1;
  }
  return -1;
}

/** Where a text stops being UTF-8: `line 3, byte 7 of the line (0xff)`, with 1-based numbers. */
export function utf8Place(bytes: Uint8Array, offset: number): { line: number; byte: number; value: string } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) if (bytes[i] === 10) [line, start] = [line + 1, i + 1];
  return { line, byte: offset - start + 1, value: `0x${bytes[offset]!.toString(16).padStart(2, "0")}` };
}

async function readBytes(source: string): Promise<Buffer> {
  const name = inputName(source);
  const tooBig = () => new Failure(`${name}: more than ${MAX_DOCUMENT} bytes, too large for one JSON document; split it into JSON Lines and pass --jsonl`, 2, { error: "too_large" });
  if ((sizeOf(source) ?? 0) > MAX_DOCUMENT) throw tooBig();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of openInput(source) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_DOCUMENT) throw tooBig();
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof Failure) throw error;
    throw ioFailure(`${name}: ${ioReason(error)}`);
  }
  return Buffer.concat(chunks);
}

/** ` (it looks like JSON Lines: pass --jsonl)` when the text is several JSON values, one per line. */
function jsonlHint(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const nl = before.lastIndexOf("\n");
  if (nl === -1 || before.slice(nl).trim() !== "") return "";
  try {
    JSON.parse(text.slice(0, nl));
    return "; it looks like JSON Lines (one document per line): pass --jsonl";
  } catch {
    return "";
  }
}

/**
 * Reads and parses one JSON document. I/O errors, bytes that are not UTF-8 (with line and byte) and
 * bad JSON (with line and column) fail with exit 2.
 */
export async function readJson(source: string): Promise<unknown> {
  const bytes = await readBytes(source);
  const name = inputName(source);
  if (!isUtf8(bytes)) {
    const at = utf8Place(bytes, badUtf8Offset(bytes));
    throw new Failure(`${name}:${at.line}: not UTF-8: byte ${at.value} at byte ${at.byte} of the line`, 2, { error: "bad_utf8", line: at.line, byte: at.byte });
  }
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (source === "-" && text.trim() === "") throw new Failure("<stdin> is empty: name a file, or pipe a document in", 2, { error: "empty_input" });
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = placeOf(text, error);
    const offset = /at position (\d+)/.exec((error as Error).message)?.[1];
    const hint = offset === undefined ? "" : jsonlHint(text, Number(offset));
    throw new Failure(`${name}:${at.line}:${at.column}: bad JSON: ${at.reason}${hint}`, 2, { error: "bad_json", line: at.line, column: at.column });
  }
}
