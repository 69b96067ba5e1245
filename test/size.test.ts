// Bundle-size limits: deterministic, so asserted here rather than in the benchmarks.
import { describe, expect, it } from "vitest";
import { bundleSize, SIZE_ENTRIES } from "../bench/size.js";

describe("bundle size (esbuild minified + gzip -9)", () => {
  it.each(SIZE_ENTRIES)("$name", async ({ name, code, limit }) => {
    const { minified, gzipped } = await bundleSize(code);
    console.log(`${name}: ${minified} B minified, ${gzipped} B gzipped (limit ${limit} B)`);
    expect(gzipped).toBeLessThanOrEqual(limit);
  });
});
