// Case 4: `chat-contract validate --jsonl` and `convert --jsonl` on a generated file, with worker threads and
// with one, against loops that only JSON.parse (and JSON.stringify) each line.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
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
  output: string;
}

/**
 * Runs `node args`; stdout goes into /dev/null (converted output is as large as the input) unless
 * `keepStdout` (validate reports there). Returns time, peak RSS, and the reports (stdout or stderr).
 */
function run(args: string[], dir: string, keepStdout: boolean): Run {
  const rssFile = join(dir, "rss");
  const sink = openSync("/dev/null", "w");
  const t = process.hrtime.bigint();
  const child = spawnSync(process.execPath, ["--import", hook, ...args], { env: { ...process.env, RSS_OUT: rssFile }, stdio: ["ignore", keepStdout ? "pipe" : sink, "pipe"], encoding: "utf8", maxBuffer: 1 << 28 });
  const ns = Number(process.hrtime.bigint() - t);
  closeSync(sink);
  if (child.status !== 0) throw new Error(`cli case: ${args.join(" ")} exited ${child.status}: ${child.stderr.slice(0, 500)}`);
  return { ns, rssKiB: Number(readFileSync(rssFile, "utf8")), output: keepStdout ? child.stdout : child.stderr };
}

/**
 * Runs `node args` twice at once, each on the whole file, stdout into /dev/null; the time is until
 * both have exited. Two independent one-thread processes are the most two threads can get from this
 * machine: no reading, ordering or handing over between them.
 */
async function runPair(args: string[]): Promise<Run> {
  const t = process.hrtime.bigint();
  await Promise.all([0, 1].map(() => new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "ignore"] });
    child.on("error", reject);
    child.on("close", (status) => (status === 0 ? resolve() : reject(new Error(`cli case: ${args.join(" ")} exited ${status}`))));
  })));
  return { ns: Number(process.hrtime.bigint() - t), rssKiB: 0, output: "" };
}

/** Time, throughput and peak RSS of one command's runs; a pair moves the file twice and has no RSS of its own. */
function summarise(runs: Run[], bytes: number, pair: boolean): { timing: Timing; extra: string; rss: number; mbps: number } {
  const timing = summary(runs.map((r) => r.ns));
  const rss = Math.max(...runs.map((r) => r.rssKiB)) / 1024;
  const mbps = (pair ? 2 : 1) * bytes / 2 ** 20 / (timing.median / 1e9);
  return { timing, extra: pair ? `${mbps.toFixed(0)} MiB/s (both files together)` : `${mbps.toFixed(0)} MiB/s, peak RSS ${rss.toFixed(0)} MiB`, rss, mbps };
}

/** The commands measured, each run once per round, in this order. */
function commands(cli: string, file: string, jobs: number): Record<string, string[]> {
  const validate = [cli, "validate", file, "--jsonl", "--schema", "items", "--format", "json"];
  const convert = [cli, "convert", file, "--jsonl", "--from", "items", "--to", "chat", "--provider", "openai", "--format", "json"];
  return {
    validateJobs: [...validate, "--jobs", String(jobs)],
    validateOne: [...validate, "--jobs", "1"],
    parse: [join(root, "bench/parse-lines.mjs"), file],
    convertJobs: [...convert, "--jobs", String(jobs)],
    convertOne: [...convert, "--jobs", "1"],
    parseStringify: [join(root, "bench/parse-stringify-lines.mjs"), file],
  };
}

/**
 * Runs the built CLI (dist/cli.js) with worker threads and with one thread, and the baseline loops,
 * on the same file, interleaved round by round.
 */
export async function cliCase(): Promise<Section[]> {
  const cli = join(root, "dist/cli.js");
  freshDist();
  const bytes = quick ? 16 * 2 ** 20 : 2 ** 30;
  const jobs = availableParallelism();
  const dir = mkdtempSync(join(tmpdir(), "chat-contract-bench-"));
  try {
    const file = join(dir, "conversations.jsonl");
    const lines = await writeJsonl(file, bytes);
    const size = statSync(file).size;
    const rounds = quick ? 1 : 3;
    const todo = commands(cli, file, jobs);
    const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(todo).map((k) => [k, []]));
    const load: number[] = [];
    for (let i = 0; i < rounds; i++) {
      load.push(loadavg()[0]!);
      for (const [name, args] of Object.entries(todo)) runs[name]!.push(run(args, dir, name.startsWith("validate")));
      for (const name of ["validate", "convert"]) (runs[`${name}Pair`] ??= []).push(await runPair(todo[`${name}One`]!));
    }
    const summaryOf = (name: string) => JSON.parse(runs[name]![0]!.output.trim().split("\n").at(-1)!) as Record<string, number>;
    if (summaryOf("validateJobs").valid !== lines || summaryOf("validateOne").valid !== lines)
      throw new Error(`cli case: expected ${lines} valid, got ${JSON.stringify(summaryOf("validateJobs"))}`);
    if (summaryOf("convertJobs").converted !== lines || summaryOf("convertOne").converted !== lines)
      throw new Error(`cli case: expected ${lines} converted, got ${JSON.stringify(summaryOf("convertJobs"))}`);
    const s = Object.fromEntries(Object.entries(runs).map(([name, r]) => [name, summarise(r, size, name.endsWith("Pair"))]));
    // Same file, so a throughput ratio is a time ratio; rounds interleave, so it is taken round by round.
    const speedup = (many: string, one: string) => pairedRatio(s[many]!.timing, s[one]!.timing);
    const validateSpeedup = speedup("validateJobs", "validateOne");
    const convertSpeedup = speedup("convertJobs", "convertOne");
    const validateFloor = speedup("validateOne", "parse");
    const convertFloor = speedup("convertOne", "parseStringify");
    // Two one-thread processes at once move twice the bytes: their throughput over one thread's, round by round.
    const ceiling = (one: string) => 2 * pairedRatio(s[`${one}Pair`]!.timing, s[`${one}One`]!.timing);
    const validateCeiling = ceiling("validate");
    const convertCeiling = ceiling("convert");
    const row = (name: string, title: string): Row => ({ name: title, timing: s[name]!.timing, extra: s[name]!.extra });
    const pairTitle = "reference: two `--jobs 1` processes at once, each on the whole file (the most two threads get from this machine)";
    const validateRows = [
      row("validateJobs", `\`chat-contract validate --jsonl --schema items\` (--jobs ${jobs}, the default here)`),
      row("validateOne", "`chat-contract validate --jsonl --schema items --jobs 1`"),
      row("parse", "a loop that only `JSON.parse`s each line (readline)"),
      row("validatePair", pairTitle),
    ];
    const convertRows = [
      row("convertJobs", `\`chat-contract convert --jsonl --from items --to chat --provider openai\` (--jobs ${jobs})`),
      row("convertOne", "`chat-contract convert … --jobs 1`"),
      row("parseStringify", "a loop that only `JSON.parse`s and `JSON.stringify`s each line (readline)"),
      row("convertPair", pairTitle),
    ];
    const mib = (size / 2 ** 20).toFixed(0);
    const loadNote = `Load average (1 min) at the start of each round: ${load.map((l) => l.toFixed(1)).join(", ")} on ${jobs} cores; other processes on the machine take cores the workers would use, so the --jobs ratios are the ones measured in this run, under that load.`;
    return [
      {
        title: `CLI: validate a ${mib} MiB JSONL file (${lines.toLocaleString("en-US")} conversations of 20 items)`,
        rows: validateRows,
        targets: [
          { text: `--jobs ${jobs} ≥ 1.7× the one-thread throughput`, measured: ratio(validateSpeedup), met: validateSpeedup >= 1.7 },
          { text: `like for like: --jobs ${jobs} ≥ 0.9× what two one-thread processes at once get (${ratio(validateCeiling)} one thread in this run)`, measured: ratio(validateSpeedup / validateCeiling), met: validateSpeedup / validateCeiling >= 0.9 },
          { text: "one thread ≥ 0.85× the parse-only throughput", measured: ratio(validateFloor), met: validateFloor >= 0.85 },
          { text: "peak RSS < 150 MiB with one thread", measured: `${s.validateOne!.rss.toFixed(0)} MiB`, met: s.validateOne!.rss < 150 },
        ],
        notes: ["Every command runs as its own `node` process on the same file, stdout into /dev/null; times are wall clock including start-up; RSS is the process's `maxRSS` (worker threads included).", loadNote],
      },
      {
        title: `CLI: convert the same ${mib} MiB JSONL file, items → chat`,
        rows: convertRows,
        targets: [
          { text: `--jobs ${jobs} ≥ 1.7× the one-thread throughput`, measured: ratio(convertSpeedup), met: convertSpeedup >= 1.7 },
          { text: `like for like: --jobs ${jobs} ≥ 0.9× what two one-thread processes at once get (${ratio(convertCeiling)} one thread in this run)`, measured: ratio(convertSpeedup / convertCeiling), met: convertSpeedup / convertCeiling >= 0.9 },
          { text: "one thread ≥ 0.8× the parse+stringify throughput", measured: ratio(convertFloor), met: convertFloor >= 0.8 },
        ],
        notes: ["Every line is converted with warnings (server ids and image detail have no chat slot): --format json reports them on stderr, as a dataset run would.", loadNote],
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
