// JSON Lines input cut into batches of whole lines, in memory bounded by the batch size and the line limit.
import type { Readable } from "node:stream";
import { ioFailure, ioReason } from "./failure.js";

/** What the reader yields, in input order. */
export type Piece =
  /** Whole lines (the last one may lack its newline at the end of the input); `firstLine` is 1-based. */
  | { kind: "lines"; bytes: Buffer; firstLine: number; read: number }
  /** A line longer than the limit: never held in memory, skipped up to its newline. */
  | { kind: "too_long"; line: number; read: number };

/** Bytes of whole lines gathered before a batch is handed on. */
export const BATCH_BYTES = 1 << 18;

/** Number of newlines in `bytes`. */
export function newlines(bytes: Buffer): number {
  let n = 0;
  for (let i = bytes.indexOf(10); i !== -1; i = bytes.indexOf(10, i + 1)) n++;
  return n;
}

/**
 * Reads `stream` and yields batches of about `BATCH_BYTES` of whole lines. A line that grows past
 * `maxLine` bytes is reported as `too_long` and its bytes are skipped as they arrive.
 */
export async function* pieces(stream: Readable, name: string, maxLine: number): AsyncGenerator<Piece> {
  let done: Buffer[] = [];
  let doneSize = 0;
  let tail: Buffer[] = [];
  let tailSize = 0;
  let line = 1;
  let read = 0;
  let skipping = false;
  const batch = (): Piece => {
    const bytes = done.length === 1 ? done[0]! : Buffer.concat(done, doneSize);
    const piece: Piece = { kind: "lines", bytes, firstLine: line, read };
    line += newlines(bytes);
    done = [];
    doneSize = 0;
    return piece;
  };
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      let rest = chunk;
      if (skipping) {
        const nl = rest.indexOf(10);
        if (nl === -1) continue;
        skipping = false;
        line++;
        rest = rest.subarray(nl + 1);
      }
      const last = rest.lastIndexOf(10);
      if (last === -1) {
        tail.push(rest);
        tailSize += rest.length;
        if (tailSize > maxLine) {
          if (doneSize) yield batch();
          yield { kind: "too_long", line, read };
          tail = [];
          tailSize = 0;
          skipping = true;
        }
        continue;
      }
      done.push(...tail, rest.subarray(0, last + 1));
      doneSize += tailSize + last + 1;
      tail = last + 1 < rest.length ? [rest.subarray(last + 1)] : [];
      tailSize = rest.length - last - 1;
      if (doneSize >= BATCH_BYTES) yield batch();
    }
  } catch (error) {
    throw ioFailure(`${name}: ${ioReason(error)}`);
  }
  done.push(...tail);
  doneSize += tailSize;
  if (doneSize) yield batch();
}
