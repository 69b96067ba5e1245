// Runs the built CLI (dist/cli.js) as a child process.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

/** The package folder and the built CLI. */
export const ROOT = resolve(import.meta.dirname, "../..");
/** `CHAT_CONTRACT_CLI` points the tests at another build (e.g. an older one, to see a test fail first). */
export const CLI = process.env.CHAT_CONTRACT_CLI ?? join(ROOT, "dist/cli.js");

/** What a CLI run produced. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node dist/cli.js ...args` with optional stdin, from `cwd` (the package folder by default). */
export function cli(args: string[], options: { input?: string; cwd?: string; env?: Record<string, string> } = {}): Run {
  const run = spawnSync(process.execPath, [CLI, ...args], {
    cwd: options.cwd ?? ROOT,
    input: options.input ?? "",
    encoding: "utf8",
    maxBuffer: 1 << 28,
    timeout: 30_000,
    env: { ...process.env, ...options.env },
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A fresh temporary folder and a function that removes it. */
export function tempDir(): { dir: string; remove: () => void; json: (name: string, value: unknown) => string } {
  const dir = mkdtempSync(join(tmpdir(), "chat-contract-cli-"));
  /** Writes `value` as JSON to `name` in the folder; its path. */
  const json = (name: string, value: unknown) => {
    const path = join(dir, name);
    writeFileSync(path, JSON.stringify(value));
    return path;
  };
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }), json };
}
