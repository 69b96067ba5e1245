// Bundle-size limits, measured on the published dist/ (npm test builds it first): deterministic, so
// asserted here rather than in the benchmarks.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bundle, bundleSizes, EXPORT_LIMITS, publicExports, sizeEntries } from "../bench/size.js";
import { root } from "../scripts/schemas.js";

const names = await publicExports();
const entries = await sizeEntries();
const measured = await bundleSizes(entries.map((e) => e.code));
const sizes = new Map(entries.map((e, i) => [e.name, measured[i]!]));

describe("bundle size from dist/ (esbuild minified + gzip -9)", () => {
  it("every public export has a pinned limit, and every pinned limit an export", () => {
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((n) => !(n in EXPORT_LIMITS))).toEqual([]);
    expect(Object.keys(EXPORT_LIMITS).filter((n) => !names.includes(n))).toEqual([]);
  });

  it.each(entries)("$name", ({ name, limit }) => {
    const { minified, gzipped } = sizes.get(name)!;
    console.log(`${name}: ${minified} B minified, ${gzipped} B gzipped (limit ${limit} B)`);
    expect(gzipped).toBeLessThanOrEqual(limit);
  });

  it("one import carries only what it uses: stripReasoning and formatIssues stay small, the whole package does not", () => {
    const of = (n: string) => sizes.get(`\`import { ${n} }\``)!.gzipped;
    const whole = sizes.get("whole package (every export of dist/index.js)")!.gzipped;
    expect(of("formatIssues")).toBeLessThan(1024);
    expect(of("stripReasoning")).toBeLessThan(8192);
    expect(of("stripReasoning") * 5).toBeLessThan(whole);
  });

  it("the README's table gives each export's size within 10 % of what it measures", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const table = /^\| import \| minified \+ gzip \|$([\s\S]*?)^$/m.exec(readme)?.[1];
    expect(table, "README.md: no '| import | minified + gzip |' table").toBeDefined();
    const stated = new Map<string, number>();
    for (const [, list, kb] of table!.matchAll(/^\| (.+?) \| ([\d.]+) KB \|$/gm)) for (const [, n] of list!.matchAll(/`(\w+)`/g)) stated.set(n!, Number(kb) * 1024);
    expect(names.filter((n) => !stated.has(n))).toEqual([]);
    const off = names.filter((n) => Math.abs(stated.get(n)! - sizes.get(`\`import { ${n} }\``)!.gzipped) > 0.1 * stated.get(n)!);
    expect(off.map((n) => `${n}: README ${stated.get(n)} B, measured ${sizes.get(`\`import { ${n} }\``)!.gzipped} B`)).toEqual([]);
  });
});

/** Each format's public validator, and a property name only that format's schema declares. */
const FORMATS = [
  { validator: "validateItems", marker: "function_call_output" },
  { validator: "validateChatMessages", marker: "toolCallId" },
  { validator: "validateClaudeMessages", marker: "tool_use_id" },
  { validator: "validateChatCompletionMessages", marker: "tool_call_id" },
  { validator: "validateGeminiContents", marker: "functionResponse" },
];

describe("tree-shaking from dist/: one format's validator bundles no other format's schema", () => {
  it.each(FORMATS)("$validator", async ({ validator, marker }) => {
    const text = new TextDecoder().decode(await bundle(`export { ${validator} } from "./dist/index.js";`));
    expect(text).toContain(`"${marker}"`);
    for (const other of FORMATS.filter((f) => f.marker !== marker)) expect(text).not.toContain(`"${other.marker}"`);
  });
});
