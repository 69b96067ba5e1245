// Every pattern in the schemas must run in linear time on adversarial input.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateContentPart } from "../../generated/validators.js";

const dir = join(import.meta.dirname, "../../schemas");

function patterns(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => patterns(n, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "pattern" && typeof v === "string") out.add(v);
      else patterns(v, out);
    }
  }
  return out;
}

const all = new Set<string>();
for (const f of readdirSync(dir).filter((f) => f.endsWith(".schema.json"))) patterns(JSON.parse(readFileSync(join(dir, f), "utf8")), all);

/** Strings made of the characters a pattern accepts, then one it cannot end with. */
function adversarial(n: number): string[] {
  const alphabet = "aA0+/_-.=!#$&^ \t\n/~|";
  const prefixes = ["", "fc", "application/", "text/"];
  const out: string[] = [];
  for (const p of prefixes) {
    for (const c of alphabet) out.push(p + c.repeat(n) + "\u0000");
    out.push(p + "aA0+/".repeat(n / 5) + "\u0000");
    out.push(p + "a=".repeat(n / 2));
  }
  return out;
}

/** CPU time (ms) of one pass of `re` over `inputs`, the mean of `reps` passes: CPU time, so other processes on the machine do not count. */
function cpu(re: RegExp, inputs: string[], reps: number): number {
  const t = process.cpuUsage();
  for (let r = 0; r < reps; r++) for (const input of inputs) re.test(input);
  const u = process.cpuUsage(t);
  return (u.user + u.system) / 1000 / reps;
}

/** How much longer 10× the input takes: about 10 when the pattern runs in linear time, 100 when it backtracks quadratically. */
export function growth(re: RegExp): { small: number; large: number; ratio: number } {
  const smallInputs = adversarial(2_000);
  const largeInputs = adversarial(20_000);
  cpu(re, smallInputs, 5);
  const small = cpu(re, smallInputs, 50);
  const large = cpu(re, largeInputs, 5);
  // Below 0.2 ms per pass of the small inputs, timer noise would decide the ratio: count it as 0.2 ms.
  return { small, large, ratio: large / Math.max(small, 0.2) };
}

describe("schema patterns cannot backtrack catastrophically", () => {
  it("finds the patterns", () => expect(all.size).toBeGreaterThanOrEqual(3));
  it("tells a quadratic pattern from a linear one", () => {
    expect(growth(/^a*a*b$/u).ratio).toBeGreaterThan(40);
    expect(growth(/^[a-z]+$/u).ratio).toBeLessThan(40);
  });
  it.each([...all])("%s", (pattern) => {
    const { small, large, ratio } = growth(new RegExp(pattern, "u"));
    expect(ratio, `${small.toFixed(3)} ms → ${large.toFixed(3)} ms of CPU time for 10× the input`).toBeLessThan(40);
  });
});
