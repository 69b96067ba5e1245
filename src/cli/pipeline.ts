// Runs a command over JSON Lines inputs: batches read in order, processed on this thread or in
// workers, written in input order, with bounded memory, a clean stop on a signal or a closed stdout.
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { addCounts, processBatch, tooLong, type Counts, type Result, type Work } from "./batch.js";
import type { Reading } from "./args.js";
import { inputName, openInput, sizeOf } from "./input.js";
import type { Job } from "./jobs.js";
import { Failure, ioFailure, ioReason } from "./failure.js";
import { pieces, type Piece } from "./lines.js";
import { stderr, stdout } from "./output.js";
import { Pool } from "./pool.js";
import { Progress } from "./progress.js";

/** How a JSON Lines run ended. */
export type Ending = "done" | "stopped" | "closed" | "interrupted";

/** What `runLines` needs besides the inputs. */
export interface LinesRun {
  /** The work on this thread; it may settle what the job leaves open (the guessed schema) on the first document. */
  work: Work;
  /** The job for workers, once it is complete; undefined while a guess is still to be made. */
  job(): Job | undefined;
  /** The counts the summary reports, all starting at 0. */
  counts: Counts;
  /** Reports an input that cannot be opened or read (the run goes on with the next one). */
  unreadable(file: string, error: Failure): void;
}

/** The file a worker runs: the script this process was started with (the CLI's entry, which serves as a worker too). */
const entry = () => pathToFileURL(realpathSync(process.argv[1]!));

/** Documents done so far, whatever the command counts them as. */
const documents = (c: Counts) => (c.valid ?? 0) + (c.invalid ?? 0) + (c.converted ?? 0) + (c.failed ?? 0);

/** Batches in flight per worker: enough to keep each busy while its last result is written. */
const IN_FLIGHT = 2;

let signalled = false;
let signals = 0;

/** Exits 130 as soon as stdout and stderr have written what they hold (whole lines: nothing more is handed to them). */
function exitWhenWritten(): void {
  const check = () => {
    if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit(130);
  };
  check();
  setInterval(check, 10).unref();
}

/**
 * The first signal stops reading (the batches not yet written are dropped); a second exits as soon
 * as what stdout already holds is written, so the output still ends on a whole line; a third exits at once.
 */
const onSignal = () => {
  signals++;
  signalled = true;
  if (signals === 2) exitWhenWritten();
  else if (signals > 2) process.exit(130);
};

/**
 * Processes every line of every input and writes what each batch produced, in input order, whatever
 * thread produced it. A signal (SIGINT, SIGTERM) stops reading and drops the batches not yet written,
 * so stdout ends on a whole line.
 */
export async function runLines(reading: Reading, run: LinesRun): Promise<Ending> {
  const { counts, work } = run;
  const queue: { done: boolean; result?: Result; promise: Promise<Result> }[] = [];
  let pool: Pool | undefined;
  let ending: Ending = "done";
  let batches = 0;
  const write = (result: Result) => {
    addCounts(counts, result.counts);
    stdout.write(result.out);
    stderr.write(result.err);
    if (result.stopped) ending = "stopped";
  };
  const writeReady = () => {
    while (queue.length && queue[0]!.done && ending === "done") write(queue.shift()!.result!);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  try {
    for (const source of reading.sources) {
      const file = inputName(source);
      const progress = new Progress(sizeOf(source));
      const reader = pieces(openInput(source), file, reading.maxLine)[Symbol.asyncIterator]();
      for (;;) {
        let next: IteratorResult<Piece>;
        try {
          next = await reader.next();
        } catch (error) {
          // A missing or unreadable input: what was read of it is written below, and the next input is read.
          run.unreadable(file, error instanceof Failure ? error : ioFailure(`${file}: ${ioReason(error)}`));
          break;
        }
        if (next.done) break;
        const piece = next.value;
        if (signalled) ending = "interrupted";
        else if (stdout.closed) ending = "closed";
        if (ending !== "done") break;
        let result: Result | Promise<Result>;
        const job = run.job();
        if (piece.kind === "too_long") {
          const sink = { out: "", err: "", counts: {} };
          const ok = work.malformed(tooLong(file, piece.line, reading.maxLine), { file, line: piece.line }, sink);
          result = { ...sink, stopped: !ok && reading.failFast };
        } else if (reading.jobs > 1 && job && batches > 0 && (pool ??= new Pool(job, reading.jobs - 1, reading.maxLine, reading.failFast, entry())).hasRoom(IN_FLIGHT)) {
          result = pool.run(piece.bytes, piece.firstLine, file);
        } else {
          // This thread is one of the --jobs threads: it takes a batch whenever every worker has enough in hand.
          result = processBatch(work, piece.bytes, piece.firstLine, file, reading.maxLine, reading.failFast);
        }
        batches++;
        const queued: (typeof queue)[number] = { done: false, promise: Promise.resolve(result) };
        if (result instanceof Promise) queued.promise.then((r) => Object.assign(queued, { done: true, result: r }), () => {});
        else Object.assign(queued, { done: true, result });
        queue.push(queued);
        writeReady();
        while (queue.length > reading.jobs * IN_FLIGHT && ending === "done") write(await queue.shift()!.promise);
        await Promise.all([stdout.drained(), stderr.drained()]);
        progress.update(documents(counts), piece.read);
      }
      progress.done();
      while (queue.length && ending === "done") write(await queue.shift()!.promise);
      if (ending !== "done") break;
    }
    if (ending === "done" && signalled) ending = "interrupted";
    if (ending === "done" && stdout.closed) ending = "closed";
    return ending;
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await pool?.close();
  }
}
