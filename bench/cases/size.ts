// Case 5: bundle sizes (asserted in test/size.test.ts; reported here).
import { freshDist } from "../dist.js";
import { bundleSizes, sizeEntries } from "../size.js";
import type { Section } from "../report.js";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** Minified and gzipped sizes of each entry against the issue's limits. */
export async function sizeCase(): Promise<Section> {
  const lines = ["| bundle | minified | minified + gzip | issue's limit |", "|---|---:|---:|---:|"];
  const targets = [];
  freshDist();
  const entries = await sizeEntries();
  const sizes = await bundleSizes(entries.map((e) => e.code));
  for (const [i, entry] of entries.entries()) {
    const { minified, gzipped } = sizes[i]!;
    const limit = entry.issueLimit;
    lines.push(`| ${entry.name} | ${kb(minified)} | ${kb(gzipped)} | ${limit ? kb(limit) : "—"} |`);
    if (limit) targets.push({ text: `${entry.name} ≤ ${kb(limit)}`, measured: kb(gzipped), met: gzipped <= limit });
  }
  return {
    title: "Bundle size from dist/ (esbuild, minified, tree-shaken, gzip -9)",
    rows: [],
    table: lines.join("\n"),
    targets,
    notes: [
      "Each public export alone, as a bundler takes it from the published `dist/index.js`, then the whole package, then the generated validators alone for reference. `fromChatMessages` rejects invalid input with readable issues, so `import { validateChatMessages }` is a floor under it, and that floor alone is over 3 KB; it also checks every replayed reasoning item with the Item validator. The README's Benchmarks section has the breakdown.",
    ],
  };
}
