// Worker threads that process batches of JSON Lines; results are matched to batches by id.
import { Worker } from "node:worker_threads";
import type { Result } from "./batch.js";
import type { Job } from "./jobs.js";

/** What a worker is started with; its presence in `workerData` makes the CLI's entry serve as a worker. */
export interface WorkerSetup {
  chatContractJob: Job;
  maxLine: number;
  failFast: boolean;
}

/** A batch sent to a worker. */
export interface Task {
  id: number;
  bytes: Uint8Array;
  firstLine: number;
  file: string;
}

/** A worker's answer: the result of the batch, or the message of what went wrong. */
export type Answer = { id: number; result: Result } | { id: number; error: string };

interface Pending {
  resolve(result: Result): void;
  reject(error: Error): void;
}

/** `size` workers running `job`; `run` hands a batch to the least busy one. */
export class Pool {
  private readonly workers: { worker: Worker; busy: number }[] = [];
  private readonly pending = new Map<number, Pending>();
  private next = 0;

  constructor(job: Job, size: number, maxLine: number, failFast: boolean, entry: URL) {
    const workerData: WorkerSetup = { chatContractJob: job, maxLine, failFast };
    for (let i = 0; i < size; i++) {
      const worker = new Worker(entry, { workerData, stdout: false, stderr: false });
      const slot = { worker, busy: 0 };
      worker.on("message", (answer: Answer) => {
        slot.busy--;
        const waiting = this.pending.get(answer.id);
        this.pending.delete(answer.id);
        if ("result" in answer) waiting?.resolve(answer.result);
        else waiting?.reject(new Error(answer.error));
      });
      worker.on("error", (error) => this.failAll(error));
      this.workers.push(slot);
    }
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  /** True when some worker has fewer than `limit` batches in hand. */
  hasRoom(limit: number): boolean {
    return this.workers.some((w) => w.busy < limit);
  }

  /** Processes one batch in a worker; bytes that own their whole buffer are moved there, not copied. */
  run(bytes: Buffer, firstLine: number, file: string): Promise<Result> {
    const id = this.next++;
    const slot = this.workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    slot.busy++;
    return new Promise<Result>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const task: Task = { id, bytes, firstLine, file };
      slot.worker.postMessage(task, owned(bytes) ? [bytes.buffer as ArrayBuffer] : []);
    });
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

/**
 * True when `bytes` is all of its ArrayBuffer, so moving that buffer to another thread takes nothing
 * else with it (small Buffers share a pool and are copied instead).
 */
export function owned(bytes: Uint8Array): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
}
