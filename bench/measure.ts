// Timing through mitata: median and spread of one function, in nanoseconds per call.
import { measure } from "mitata";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

/** Timing of one function: the median and the inter-quartile range, in ns per call. */
export interface Timing {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  samples: number;
  /** Mean of the samples, which (unlike the median) includes the garbage collections they caused. */
  mean: number;
  /** The samples in the order they were taken (one per round where functions run interleaved). */
  values: number[];
}

/**
 * How many times slower `other` is than `ours`: the median over rounds of other/ours, each ratio
 * taken within one round, so load that slows a whole round cancels out. Falls back to the ratio of
 * medians when the two were not measured in the same rounds.
 */
export function pairedRatio(ours: Timing, other: Timing): number {
  if (ours.values.length !== other.values.length || ours.values.length < 2) return other.median / ours.median;
  return summary(ours.values.map((v, i) => other.values[i]! / v)).median;
}

/** `--quick`: short sampling for CI smoke runs; numbers are indicative only. */
export const quick = process.argv.includes("--quick");

/**
 * Times several functions in interleaved rounds (A B C, A B C, …) so that load from other processes
 * hits them alike; each function's median and spread are taken over its per-round medians.
 */
export async function timeRounds(fns: (() => unknown)[]): Promise<Timing[]> {
  const rounds = quick ? 1 : 9;
  // Warm every function up first, so the first one measured does not pay for the others' start-up.
  for (const fn of fns) for (const end = performance.now() + 25; performance.now() < end; ) fn();
  const medians: number[][] = fns.map(() => []);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < fns.length; i++) {
      const stats = await measure(fns[i]!, quick ? { min_cpu_time: 40e6, min_samples: 8 } : { min_cpu_time: 120e6 });
      medians[i]!.push(stats.p50);
    }
  }
  return medians.map((m) => summary(m));
}

/** Median, quartiles, extremes and mean of a set of timings (ns). */
export function summary(values: number[]): Timing {
  const v = [...values].sort((a, b) => a - b);
  const at = (q: number) => v[Math.floor(q * (v.length - 1))]!;
  const mid = v.length % 2 ? at(0.5) : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
  const mean = v.reduce((a, b) => a + b, 0) / v.length;
  return { median: mid, p25: at(0.25), p75: at(0.75), min: v[0]!, max: v[v.length - 1]!, samples: v.length, mean, values: [...values] };
}

/**
 * Amortised time per call of each `[fn, reps]`: in each of `rounds` rounds every function runs one
 * batch of `reps` calls, timed whole after a full collection. Interleaving puts load from other
 * processes on every function alike; equal work per batch makes every size pay for its garbage.
 */
export function timeBatches(fns: [fn: () => unknown, reps: number][], rounds: number): Timing[] {
  const samples: number[][] = fns.map(() => []);
  // `--quick` times one round: one untimed batch first, or its first function would be timed while it compiles.
  if (quick) for (const [fn, reps] of fns) for (let k = 0; k < reps; k++) fn();
  for (let r = 0; r < rounds; r++) {
    fns.forEach(([fn, reps], i) => {
      collect();
      const t = process.hrtime.bigint();
      for (let k = 0; k < reps; k++) fn();
      samples[i]!.push(Number(process.hrtime.bigint() - t) / reps);
    });
  }
  return samples.map(summary);
}

/** Times a slow one-shot function `runs` times by wall clock (CLI runs, tsc, generate). */
export async function timeRuns(fn: () => unknown | Promise<unknown>, runs: number): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - t));
  }
  return summary(samples);
}

/** `1,234 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`. */
export function formatNs(ns: number): string {
  if (ns < 1e4) return `${Math.round(ns).toLocaleString("en-US")} ns`;
  if (ns < 1e6) return `${(ns / 1e3).toFixed(1)} µs`;
  if (ns < 1e9) return `${(ns / 1e6).toFixed(2)} ms`;
  return `${(ns / 1e9).toFixed(2)} s`;
}
