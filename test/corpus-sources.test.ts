// The real payloads of the corpus: each one cited in fixtures/sources.json is a valid fixture, and
// the counts per format and source are printed (the closing note of a corpus change quotes them).
import { describe, expect, it } from "vitest";
import { loadFixtures, loadSources } from "../fixtures/corpus.js";

const sources = loadSources();
const fixtures = new Map(loadFixtures().map((f) => [f.id, f]));

describe("real payloads in the corpus", () => {
  it.each(Object.entries(sources))("%s is a valid fixture with a citation", (id, entry) => {
    expect(fixtures.get(id)?.kind).toBe("valid");
    expect(entry.source.trim()).not.toBe("");
    expect(entry.cites.trim().length).toBeGreaterThan(20);
  });

  it("counts per format and source", () => {
    const counts = new Map<string, number>();
    for (const [id, { source }] of Object.entries(sources)) {
      const key = `${id.split("/")[0]} · ${source}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const lines = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`);
    console.log(`real payloads: ${Object.keys(sources).length}\n  ${lines.join("\n  ")}`);
    expect(lines.length).toBeGreaterThan(0);
  });
});
