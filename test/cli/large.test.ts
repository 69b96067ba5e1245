import { spawnSync } from "node:child_process";
import { existsSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, tempDir } from "./run.js";

const LINES = 100_000;
const BAD_EVERY = 10_000;
const tmp = tempDir();
const path = join(tmp.dir, "big.jsonl");
afterAll(tmp.remove);

/** A chat history per line; every BAD_EVERY-th line has a tool message without its name. */
function history(i: number): string {
  const tool: Record<string, unknown> = { role: "tool", name: "get_weather", toolCallId: `call_${i}`, content: `{"temp":${i % 40}}` };
  if (i % BAD_EVERY === 0) delete tool.name;
  return JSON.stringify([
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: `What is the weather in city ${i}? `.repeat(4) },
    { role: "assistant", content: "", toolCalls: [{ id: `call_${i}`, name: "get_weather", arguments: `{"city":"c${i}"}` }] },
    tool,
    { role: "assistant", content: `It is ${i % 40} degrees.` },
  ]);
}

beforeAll(() => {
  const batch: string[] = [];
  for (let i = 1; i <= LINES; i++) batch.push(history(i));
  writeFileSync(path, `${batch.join("\n")}\n`);
});

/** Runs the CLI and measures its peak RSS in KiB: GNU time when installed, else the CLI's own report. */
function measured(args: string[]): { code: number | null; stdout: string; peakKiB: number } {
  const gnuTime = existsSync("/usr/bin/time");
  const run = gnuTime
    ? spawnSync("/usr/bin/time", ["-f", "peak RSS %M KiB", process.execPath, CLI, ...args], { encoding: "utf8", maxBuffer: 1 << 26 })
    : spawnSync(process.execPath, [CLI, ...args], { encoding: "utf8", maxBuffer: 1 << 26, env: { ...process.env, CHAT_CONTRACT_REPORT_MAXRSS: "1" } });
  const match = /peak RSS (\d+) KiB/.exec(run.stderr);
  if (!match) throw new Error(`no peak RSS in: ${run.stderr}`);
  return { code: run.status, stdout: run.stdout, peakKiB: Number(match[1]) };
}

describe(`validate on ${LINES.toLocaleString("en")} JSONL lines`, () => {
  // One thread: about 150 MiB; each worker thread adds its own heap, about 50 MiB.
  it.each([[1, 150], [2, 250]])("finds every bad line, streaming in bounded memory (--jobs %i: < %i MiB)", (jobs, mib) => {
    const size = statSync(path).size;
    const run = measured(["validate", path, "--schema", "chat", "--jobs", String(jobs)]);
    expect(run.code).toBe(1);
    const bad = [...run.stdout.matchAll(/big\.jsonl:(\d+): invalid chat/g)].map((m) => Number(m[1]));
    expect(bad).toEqual(Array.from({ length: LINES / BAD_EVERY }, (_, k) => (k + 1) * BAD_EVERY));
    expect(run.stdout).toContain(`${LINES - bad.length} valid, ${bad.length} invalid in`);
    expect(size).toBeGreaterThan(40 << 20);
    expect(run.peakKiB).toBeLessThan(mib * 1024);
  });
});
