// The shape of a benchmark result and its Markdown rendering for BENCHMARKS.md.
import { spawnSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { formatNs, pairedRatio, type Timing } from "./measure.js";

/** One measured implementation in a case. */
export interface Row {
  name: string;
  timing: Timing;
  /** Extra columns, e.g. throughput or peak RSS. */
  extra?: string;
  /** A scale row (another input size) that is not compared with the first row. */
  scale?: boolean;
}

/** A target from the issue and whether this run met it. */
export interface Target {
  text: string;
  measured: string;
  met: boolean;
}

/** One benchmark case: its rows (the first is ours), targets, and notes. */
export interface Section {
  title: string;
  rows: Row[];
  targets: Target[];
  notes?: string[];
  /** Sections with no timing rows (sizes, type-check cost) bring their own table. */
  table?: string;
}

/** `2.31×`. */
export const ratio = (x: number) => `${x >= 10 ? x.toFixed(1) : x.toFixed(2)}×`;

const versus = (x: number) => `${ratio(x)} ${x >= 1 ? "faster" : "slower"}`;

function rowsTable(rows: Row[]): string {
  const ours = rows[0]!.timing;
  const extra = rows.some((r) => r.extra);
  const head = `| implementation | median | p25–p75 | min–max | chat-contract vs this |${extra ? " notes |" : ""}\n|---|---:|---:|---:|---:|${extra ? "---|" : ""}`;
  const lines = rows.map((r, i) => {
    const t = r.timing;
    const cells = [
      i === 0 ? `**${r.name}**` : r.name,
      formatNs(t.median),
      `${formatNs(t.p25)} – ${formatNs(t.p75)}`,
      `${formatNs(t.min)} – ${formatNs(t.max)}`,
      i === 0 || r.scale ? "—" : versus(pairedRatio(ours, t)),
    ];
    if (extra) cells.push(r.extra ?? "");
    return `| ${cells.join(" | ")} |`;
  });
  return [head, ...lines].join("\n");
}

function sectionText(s: Section): string {
  const parts = [`## ${s.title}`, ""];
  if (s.rows.length) parts.push(rowsTable(s.rows), "");
  if (s.table) parts.push(s.table, "");
  if (s.targets.length) {
    parts.push("| target | measured | met |", "|---|---|---|");
    for (const t of s.targets) parts.push(`| ${t.text} | ${t.measured} | ${t.met ? "yes" : "**no**"} |`);
    parts.push("");
  }
  for (const n of s.notes ?? []) parts.push(`- ${n}`);
  if (s.notes?.length) parts.push("");
  return parts.join("\n");
}

/** The 1-minute load average when the run started (other processes take cores the benchmarks would use). */
const loadAtStart = loadavg()[0]!;

/** The commit the run measured, when the tree is a git checkout. */
function commit(): string {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" });
  if (r.status !== 0) return "unknown";
  const dirty = spawnSync("git", ["status", "--porcelain", "--", "src", "bench", "generated", "schemas"], { encoding: "utf8" }).stdout.trim();
  return `${r.stdout.trim()}${dirty ? " with uncommitted changes" : ""}`;
}

/** The machine a run happened on. */
export function machine(): string {
  const cpu = cpus();
  return [
    `- CPU: ${cpu[0]?.model.trim() ?? "unknown"}, ${cpu.length} logical cores`,
    `- Memory: ${Math.round(totalmem() / 2 ** 30)} GiB`,
    `- Node ${process.version} (${process.platform} ${process.arch})`,
    `- Date: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; commit ${commit()}`,
    `- Load average (1 min): ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
  ].join("\n");
}

/** The whole BENCHMARKS.md text. */
export function render(sections: Section[], mode: string): string {
  return [
    "# Benchmarks",
    "",
    `Written by \`npm run bench\` (${mode}); do not edit by hand. Every ratio compares implementations measured in the same run (in the same process, except the CLI and type-check cases, which time child processes);`,
    "\"chat-contract vs this\" is this row's time divided by the first row's (above 1× means chat-contract is faster): where the rows ran interleaved in rounds, the median of the per-round ratios, so a round slowed by other load cancels out; otherwise the ratio of the medians. Target ratios are computed the same way.",
    "",
    machine(),
    "",
    ...sections.map(sectionText),
  ].join("\n");
}
