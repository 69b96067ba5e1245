// Case 5: bundle sizes (asserted in test/size.test.ts; reported here).
import { bundleSize, SIZE_ENTRIES } from "../size.js";
import type { Section } from "../report.js";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Minified and gzipped sizes of each entry against the issue's limits. */
export async function sizeCase(): Promise<Section> {
  const lines = ["| bundle | minified | minified + gzip | issue's limit |", "|---|---:|---:|---:|"];
  const targets = [];
  for (const entry of SIZE_ENTRIES) {
    const { minified, gzipped } = await bundleSize(entry.code);
    const limit = entry.issueLimit;
    lines.push(`| ${entry.name} | ${kb(minified)} | ${kb(gzipped)} | ${limit ? kb(limit) : "—"} |`);
    if (limit) targets.push({ text: `${entry.name} ≤ ${kb(limit)}`, measured: kb(gzipped), met: gzipped <= limit });
  }
  return {
    title: "Bundle size (esbuild, minified, tree-shaken, gzip -9)",
    rows: [],
    table: lines.join("\n"),
    targets,
    notes: [
      "`fromChatMessages` rejects invalid input with readable issues, so the public `validateChatMessages` (third row) is a floor under it, and that floor alone is over 3 KB; it also checks every replayed reasoning item with the Item validator (fourth row). The README's Benchmarks section has the breakdown.",
    ],
  };
}
