// Case 4: `chat-contract validate --jsonl` on a generated file, against a loop that only JSON.parses each line.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { writeJsonl } from "../data.js";
import { freshDist } from "../dist.js";
import { pairedRatio, quick, summary, type Timing } from "../measure.js";
import { ratio, type Row, type Section } from "../report.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const hook = join(root, "bench/rss-hook.mjs");

interface Run {
  ns: number;
  rssKiB: number;
  stdout: string;
}

function run(args: string[], dir: string): Run {
  const rssFile = join(dir, "rss");
  const t = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ["--import", hook, ...args], { env: { ...process.env, RSS_OUT: rssFile }, encoding: "utf8", maxBuffer: 1 << 26 });
  const ns = Number(process.hrtime.bigint() - t);
  if (child.status !== 0) throw new Error(`cli case: ${args.join(" ")} exited ${child.status}: ${child.stderr.slice(0, 500)}`);
  return { ns, rssKiB: Number(readFileSync(rssFile, "utf8")), stdout: child.stdout + child.stderr };
}

function summarise(runs: Run[], bytes: number): { timing: Timing; extra: string; rss: number; mbps: number } {
  const timing = summary(runs.map((r) => r.ns));
  const rss = Math.max(...runs.map((r) => r.rssKiB)) / 1024;
  const mbps = bytes / 2 ** 20 / (timing.median / 1e9);
  return { timing, extra: `${mbps.toFixed(0)} MiB/s, peak RSS ${rss.toFixed(0)} MiB`, rss, mbps };
}

/** Runs the built CLI (dist/cli.js) and the parse-only loop on the same file, `runs` times each. */
export async function cliCase(): Promise<Section> {
  const cli = join(root, "dist/cli.js");
  freshDist();
  const bytes = quick ? 16 * 2 ** 20 : 2 ** 30;
  const dir = mkdtempSync(join(tmpdir(), "chat-contract-bench-"));
  try {
    const file = join(dir, "conversations.jsonl");
    const lines = await writeJsonl(file, bytes);
    const size = statSync(file).size;
    const runs = quick ? 1 : 3;
    const ours: Run[] = [];
    const base: Run[] = [];
    for (let i = 0; i < runs; i++) {
      ours.push(run([cli, "validate", file, "--jsonl", "--schema", "items"], dir));
      base.push(run([join(root, "bench/parse-lines.mjs"), file], dir));
    }
    if (!ours[0]!.stdout.includes(`${lines} valid`)) throw new Error(`cli case: expected "${lines} valid" in: ${ours[0]!.stdout.slice(-300)}`);
    const a = summarise(ours, size);
    const b = summarise(base, size);
    // Same file, so the throughput ratio is the time ratio; runs alternate, so it is taken run by run.
    const throughput = pairedRatio(a.timing, b.timing);
    const rows: Row[] = [
      { name: "`chat-contract validate --jsonl --schema items`", timing: a.timing, extra: a.extra },
      { name: "a loop that only `JSON.parse`s each line (readline)", timing: b.timing, extra: b.extra },
    ];
    return {
      title: `CLI: validate a ${(size / 2 ** 20).toFixed(0)} MiB JSONL file (${lines.toLocaleString("en-US")} conversations of 20 items)`,
      rows,
      targets: [
        { text: "≥ 0.85× the parse-only throughput", measured: ratio(throughput), met: throughput >= 0.85 },
        { text: "peak RSS < 150 MiB", measured: `${a.rss.toFixed(0)} MiB`, met: a.rss < 150 },
      ],
      notes: ["Both run as separate `node` processes on the same file; times are wall clock including start-up; RSS is the child's `maxRSS`."],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
