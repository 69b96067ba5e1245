// A slow child process's result, kept in .tmp/results under a hash of everything it reads, so an
// unchanged tree does not pay for it twice. Any change to an input is a new key; a fresh clone (as in
// CI) has no .tmp and runs everything.
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../scripts/schemas.js";

const dir = join(root, ".tmp/results");

export interface Result {
  status: number | null;
  stdout: string;
  stderr: string;
  error?: Error;
  /** Where a cached result came from. */
  cached?: string;
}

/**
 * Runs `command args` with `input`, or returns the result a run with the same key gave before. The
 * key must name every input: the program's files, the data it reads, the interpreter and library
 * versions. Only successful runs are kept.
 */
export function cachedRun(key: (string | Buffer)[], command: string, args: string[], input: string): Result {
  const hash = createHash("sha256");
  for (const part of [command, ...args, input, ...key]) hash.update(createHash("sha256").update(part).digest());
  const file = join(dir, `${hash.digest("hex").slice(0, 24)}.json`);
  if (existsSync(file)) return { ...(JSON.parse(readFileSync(file, "utf8")) as Result), cached: file };
  const r: SpawnSyncReturns<string> = spawnSync(command, args, { encoding: "utf8", maxBuffer: 256 << 20, input });
  const result: Result = { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "", ...(r.error && { error: r.error }) };
  if (r.status === 0) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(result));
    renameSync(`${file}.${process.pid}`, file);
  }
  return result;
}
