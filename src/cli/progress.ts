/**
 * Progress of a long run on stderr, only when stderr is a terminal: documents/s and bytes done,
 * redrawn at most four times a second and erased at the end.
 */
export class Progress {
  private readonly on = process.stderr.isTTY === true;
  private readonly started = Date.now();
  private last = 0;
  private shown = false;
  constructor(private readonly total?: number) {}

  /** Redraws the line when a quarter second has passed since the last one. */
  update(documents: number, bytes: number): void {
    if (!this.on) return;
    const now = Date.now();
    if (now - this.last < 250) return;
    this.last = now;
    const seconds = Math.max((now - this.started) / 1000, 0.001);
    const rate = Math.round(documents / seconds);
    const done = this.total ? `${mib(bytes)} / ${mib(this.total)} (${Math.floor((bytes / this.total) * 100)}%)` : mib(bytes);
    process.stderr.write(`\r\x1b[K${documents} documents, ${rate}/s, ${done}`);
    this.shown = true;
  }

  /** Erases the progress line. */
  done(): void {
    if (this.shown) process.stderr.write("\r\x1b[K");
  }
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;
