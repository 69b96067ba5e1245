// Bundle-size limits: deterministic, so asserted here rather than in the benchmarks.
import { describe, expect, it } from "vitest";
import { bundle, bundleSize, SIZE_ENTRIES } from "../bench/size.js";

describe("bundle size (esbuild minified + gzip -9)", () => {
  it.each(SIZE_ENTRIES)("$name", async ({ name, code, limit }) => {
    const { minified, gzipped } = await bundleSize(code);
    console.log(`${name}: ${minified} B minified, ${gzipped} B gzipped (limit ${limit} B)`);
    expect(gzipped).toBeLessThanOrEqual(limit);
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

describe("tree-shaking: one format's validator bundles no other format's schema", () => {
  it.each(FORMATS)("$validator", async ({ validator, marker }) => {
    const text = new TextDecoder().decode(await bundle(`export { ${validator} } from "./src/index.ts";`));
    expect(text).toContain(`"${marker}"`);
    for (const other of FORMATS.filter((f) => f.marker !== marker)) expect(text).not.toContain(`"${other.marker}"`);
  });
});
