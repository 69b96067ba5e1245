// Case 7: how long `npm run generate` takes (the --check run, wall clock, and the time it reports itself).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { quick, timeRuns } from "../measure.js";
import type { Section } from "../report.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs `npm run generate -- --check` (what a user types) a few times. */
export async function generateCase(): Promise<Section> {
  const reported: number[] = [];
  const timing = await timeRuns(() => {
    const run = spawnSync("npm", ["run", "--silent", "generate", "--", "--check"], { cwd: root, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`generate case: generate --check failed: ${run.stderr.slice(0, 300)}`);
    const ms = /\((\d+) ms\)/.exec(run.stdout)?.[1];
    if (ms) reported.push(Number(ms));
  }, quick ? 1 : 5);
  reported.sort((a, b) => a - b);
  const inside = reported[Math.floor((reported.length - 1) / 2)] ?? NaN;
  return {
    title: "`npm run generate` (schemas → generated/)",
    rows: [{ name: "`npm run generate -- --check`, wall clock", timing }],
    targets: [
      { text: "generate ≤ 2 s (the run's own timer, after start-up)", measured: `${inside} ms`, met: inside <= 2000 },
      { text: "whole command ≤ 2 s, with npm and node start-up", measured: `${(timing.median / 1e6).toFixed(0)} ms`, met: timing.median <= 2e9 },
    ],
  };
}
