// Case 5: bundle sizes (asserted in test/size.test.ts; reported here).
import { bundleSize, SIZE_ENTRIES } from "../size.js";
import type { Section } from "../report.js";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Minified and gzipped sizes of each entry against the issue's limits. */
export async function sizeCase(): Promise<Section> {
  const issueLimit: Record<string, number> = { 0: 3 * 1024, 2: 12 * 1024, 3: 20 * 1024 };
  const lines = ["| bundle | minified | minified + gzip | issue's limit |", "|---|---:|---:|---:|"];
  const targets = [];
  for (const [i, entry] of SIZE_ENTRIES.entries()) {
    const { minified, gzipped } = await bundleSize(entry.code);
    const limit = issueLimit[i];
    lines.push(`| ${entry.name} | ${kb(minified)} | ${kb(gzipped)} | ${limit ? kb(limit) : "—"} |`);
    if (limit) targets.push({ text: `${entry.name} ≤ ${kb(limit)}`, measured: kb(gzipped), met: gzipped <= limit });
  }
  return {
    title: "Bundle size (esbuild, minified, tree-shaken, gzip -9)",
    rows: [],
    table: lines.join("\n"),
    targets,
    notes: [
      "`fromChatMessages` checks its input with the ChatMessages validator (the second row) and every replayed reasoning item with the Item validator, so both are a floor under it: the 3 KB limit is below what it must carry. The README's Benchmarks section has the breakdown.",
    ],
  };
}
