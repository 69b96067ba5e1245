import type { Writable } from "node:stream";

const LIMIT = 1 << 16;

/** Collects output text and writes it in batches of about 64 KiB, waiting for the stream to drain. */
export class BatchWriter {
  private parts: string[] = [];
  private size = 0;
  private blocked = false;
  constructor(private readonly stream: Writable = process.stdout) {}

  /** Queues `text`; writes the batch once it is large enough. */
  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= LIMIT) this.flush();
  }

  /** Writes whatever is queued. */
  flush(): void {
    if (this.size === 0) return;
    const ok = this.stream.write(this.parts.join(""));
    this.blocked ||= !ok;
    this.parts = [];
    this.size = 0;
  }

  /** Resolves once the stream has taken what was written (immediately unless a write reported backpressure). */
  async drained(): Promise<void> {
    if (!this.blocked) return;
    this.blocked = false;
    await new Promise<void>((resolve) => this.stream.once("drain", resolve));
  }
}
