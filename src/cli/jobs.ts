// The jobs a worker can run, each rebuilt in the worker from plain data.
import { parentPort, workerData } from "node:worker_threads";
import { processBatch, type Work } from "./batch.js";
import { convertWork, type ConvertJob } from "./convert.js";
import { owned, type Answer, type Task, type WorkerSetup } from "./pool.js";
import { checksWork, type ChecksJob } from "./runner.js";

/** What a run does with each document, as plain data a worker can receive. */
export type Job = ChecksJob | ConvertJob;

/** The work a job describes. */
export function workFor(job: Job): Work {
  return job.command === "convert" ? convertWork(job) : checksWork(job);
}

/** True in a worker thread the CLI started. */
export const isWorker = () => parentPort !== null && (workerData as Partial<WorkerSetup> | null)?.chatContractJob !== undefined;

/** Serves batches in a worker thread until the CLI terminates it. */
export function serveWorker(): void {
  const setup = workerData as WorkerSetup;
  const work = workFor(setup.chatContractJob);
  parentPort!.on("message", (task: Task) => {
    let answer: Answer;
    const moved: ArrayBuffer[] = [];
    try {
      const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
      const result = processBatch(work, bytes, task.firstLine, task.file, setup.maxLine, setup.failFast);
      answer = { id: task.id, result: { ...result, out: encoded(result.out, moved), err: encoded(result.err, moved) } };
    } catch (error) {
      answer = { id: task.id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort!.postMessage(answer, moved);
  });
}

/** Text of 64 KiB or more, as UTF-8 bytes moved to the main thread (which then writes them without encoding); shorter text as it is. */
function encoded(text: string | Uint8Array, moved: ArrayBuffer[]): string | Uint8Array {
  if (typeof text !== "string" || text.length < 1 << 16) return text;
  const bytes = Buffer.from(text, "utf8");
  if (!owned(bytes)) return text;
  moved.push(bytes.buffer as ArrayBuffer);
  return bytes;
}
