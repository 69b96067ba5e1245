import { writeSync } from "node:fs";
import type { Writable } from "node:stream";
import { ioReason } from "./failure.js";

/**
 * stdout or stderr with the CLI's rules for failed writes: a reader that went away (EPIPE, as with
 * `| head`) ends the output quietly and the run stops reading; any other failure (a full disk) is
 * one line on stderr and exit 2, never a stack trace.
 */
export class Output {
  /** True once the reader has gone away; later writes are dropped. */
  closed = false;
  private waiting: (() => void)[] = [];

  constructor(private readonly stream: Writable, private readonly name: "stdout" | "stderr") {
    stream.on("error", (error: NodeJS.ErrnoException) => this.failed(error));
    stream.on("drain", () => this.wake());
  }

  private failed(error: NodeJS.ErrnoException): void {
    if (error.code === "EPIPE" || error.code === "ERR_STREAM_DESTROYED" || this.closed) {
      this.closed = true;
      this.wake();
      return;
    }
    if (this.name === "stdout") {
      try {
        writeSync(2, `chat-contract: cannot write to stdout: ${ioReason(error)}\n`);
      } catch {
        // stderr is gone too: the exit code is all that is left.
      }
    }
    process.exit(2);
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** Writes `text` unless the reader has gone away. */
  write(text: string | Uint8Array): void {
    if (this.closed || text.length === 0) return;
    this.stream.write(text);
  }

  /** Resolves once the stream has taken what was written (at once unless it reports backpressure), or has closed. */
  drained(): Promise<void> {
    if (this.closed || !this.stream.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** The CLI's stdout. */
export const stdout = new Output(process.stdout, "stdout");
/** The CLI's stderr. */
export const stderr = new Output(process.stderr, "stderr");

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` does, one element at a time for an array, so
 * output larger than one string can hold is still written; an element too large for one string is a
 * RangeError.
 */
export async function writePretty(value: unknown, out: Output = stdout): Promise<void> {
  if (!Array.isArray(value) || value.length === 0) {
    out.write(`${JSON.stringify(value, null, 2)}\n`);
    return;
  }
  let part = "[\n";
  for (let i = 0; i < value.length; i++) {
    const text = JSON.stringify(value[i], null, 2) ?? "null";
    part += `  ${text.replace(/\n/g, "\n  ")}${i + 1 < value.length ? ",\n" : "\n"}`;
    if (part.length >= 1 << 20) {
      out.write(part);
      part = "";
      await out.drained();
      if (out.closed) return;
    }
  }
  out.write(`${part}]\n`);
}
