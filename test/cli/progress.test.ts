// A long JSONL run shows its progress on stderr when stderr is a terminal (lines, rate, bytes), and
// erases it at the end; when stderr is a file or a pipe, nothing of it appears.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);
const input = join(tmp.dir, "histories.jsonl");
const LINES = 20_000;
const PROGRESS = /(\d+) documents, (\d+)\/s, ([\d.]+) MiB \/ ([\d.]+) MiB \((\d+)%\)/;

beforeAll(() => {
  const line = JSON.stringify([{ role: "user", content: "What is the weather? ".repeat(8) }, { role: "assistant", content: "Sunny." }]);
  writeFileSync(input, `${Array.from({ length: LINES }, () => line).join("\n")}\n`);
});

const hasScript = spawnSync("script", ["--version"], { encoding: "utf8" }).status === 0;

describe("progress on stderr", () => {
  it.runIf(hasScript)("on a terminal: documents, rate and bytes of the total, erased at the end", () => {
    const out = join(tmp.dir, "out.jsonl");
    const transcript = join(tmp.dir, "tty.log");
    // script(1) gives the command a pseudo-terminal; stdout goes to a file, so only stderr is the terminal
    const command = `"${process.execPath}" "${CLI}" convert "${input}" --from chat --to items --jobs 1 > "${out}"`;
    const run = spawnSync("script", ["-q", "-e", "-f", "-c", command, transcript], { encoding: "utf8", timeout: 60_000 });
    expect(run.status, run.stderr).toBe(0);
    const tty = readFileSync(transcript, "utf8");
    const shown = PROGRESS.exec(tty);
    expect(shown, tty.slice(0, 500)).not.toBeNull();
    const [, documents, rate, done, total] = shown!.map(Number);
    expect(documents).toBeGreaterThan(0);
    expect(documents).toBeLessThanOrEqual(LINES);
    expect(rate).toBeGreaterThan(0);
    expect(done).toBeLessThanOrEqual(total!);
    expect(total).toBeCloseTo(readFileSync(input).length / 1048576, 1);
    expect(tty.slice(tty.lastIndexOf(shown![0]))).toContain("\r\x1b[K");
    expect(readFileSync(out, "utf8").split("\n").filter(Boolean)).toHaveLength(LINES);
  });

  it("not on a terminal: stderr has no progress and no escape codes", () => {
    const run = spawnSync(process.execPath, [CLI, "convert", input, "--from", "chat", "--to", "items", "--jobs", "1"], { encoding: "utf8", maxBuffer: 1 << 28 });
    expect(run.status).toBe(0);
    expect(run.stderr).not.toMatch(PROGRESS);
    expect(run.stderr).not.toContain("\x1b");
  });
});
