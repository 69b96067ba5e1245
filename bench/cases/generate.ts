// Case 7: how long `npm run generate -- --check` takes (wall clock, and the time it reports itself):
// a full run of the emitters (no record of an earlier run with the same inputs), and the usual case,
// where no input changed since the last full run and the files are compared with its output by hash.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { quick, timeRuns } from "../measure.js";
import type { Section } from "../report.js";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs `npm run generate -- --check` (what a user types) a few times, full and recorded. */
export async function generateCase(): Promise<Section> {
  const measure = async (full: boolean) => {
    const reported: number[] = [];
    const timing = await timeRuns(() => {
      if (full) rmSync(`${root}.tmp/generate-inputs.json`, { force: true });
      const run = spawnSync("npm", ["run", "--silent", "generate", "--", "--check"], { cwd: root, encoding: "utf8" });
      if (run.status !== 0) throw new Error(`generate case: generate --check failed: ${run.stderr.slice(0, 300)}`);
      const ms = /\((\d+) ms[;)]/.exec(run.stdout)?.[1];
      if (ms) reported.push(Number(ms));
    }, quick ? 1 : 5);
    reported.sort((a, b) => a - b);
    return { timing, inside: reported[Math.floor((reported.length - 1) / 2)] ?? NaN };
  };
  const full = await measure(true);
  const recorded = await measure(false);
  return {
    title: "`npm run generate` (schemas → generated/)",
    rows: [
      { name: "`npm run generate -- --check`, every emitter run, wall clock", timing: full.timing },
      { name: "`npm run generate -- --check`, inputs unchanged since the last full run, wall clock", timing: recorded.timing },
    ],
    targets: [
      { text: "generate ≤ 2 s, every emitter run (the run's own timer, after start-up)", measured: `${full.inside} ms`, met: full.inside <= 2000 },
      { text: "whole command ≤ 2 s, every emitter run, with npm and node start-up", measured: `${(full.timing.median / 1e6).toFixed(0)} ms`, met: full.timing.median <= 2e9 },
      { text: "whole command ≤ 2 s, inputs unchanged, with npm and node start-up", measured: `${(recorded.timing.median / 1e6).toFixed(0)} ms`, met: recorded.timing.median <= 2e9 },
    ],
  };
}
