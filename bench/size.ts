// Bundle sizes as a user's bundler sees them: esbuild, minified and tree-shaken, then gzip -9.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/** What a bundle entry imports, and the most its minified gzip may weigh. */
export interface SizeEntry {
  name: string;
  code: string;
  limit: number;
  /** The issue's own limit for this entry, where it names one. */
  issueLimit?: number;
}

/**
 * The issue's bundle row, plus the floor under `fromChatMessages`: it validates its input and
 * reports readable issues (the public `validateChatMessages`, itself over the issue's 3 KB), and
 * checks every replayed reasoning item with the Item validator. Limits here guard against growth.
 */
export const SIZE_ENTRIES: SizeEntry[] = [
  // 13.5 KiB until options were checked as own, non-enumerable and inherited keys (with
  // throwing getters caught), replayed items copied Proxy-safe, and reading errors made ContractErrors: +0.2 KiB.
  { name: "`import { fromChatMessages }` alone", code: `export { fromChatMessages } from "./src/index.ts";`, limit: 25.5 * 1024, issueLimit: 3 * 1024 },
  { name: "the ChatMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatMessages } from "./generated/validators.js";`, limit: 3.75 * 1024 },
  { name: "`import { validateChatMessages }` (the validator plus readable issues: the floor of fromChatMessages)", code: `export { validateChatMessages } from "./src/index.ts";`, limit: 6 * 1024 },
  { name: "the Item validator alone (checks replayed reasoning items)", code: `export { validateItem } from "./generated/validators.js";`, limit: 15.25 * 1024 },
  { name: "the ChatCompletionMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatCompletionMessages } from "./generated/validators.js";`, limit: 5.25 * 1024 },
  { name: "`import { validateChatCompletionMessages }` (the validator plus readable issues)", code: `export { validateChatCompletionMessages } from "./src/index.ts";`, limit: 7 * 1024 },
  { name: "the GeminiContents validator alone (generated, boolean and raw errors)", code: `export { validateGeminiContents } from "./generated/validators.js";`, limit: 3 * 1024 },
  { name: "`import { validateGeminiContents }` (the validator plus readable issues)", code: `export { validateGeminiContents } from "./src/index.ts";`, limit: 5 * 1024 },
  // 4.3 KB (6.5 KB with readable issues) while nine SDK block types and three tool-result block types were
  // checked by their tag only; modelling them field by field (37 definitions) took it to 8.2 KB (10.4 KB).
  { name: "the ClaudeMessages validator alone (generated, boolean and raw errors)", code: `export { validateClaudeMessages } from "./generated/validators.js";`, limit: 8.5 * 1024 },
  { name: "`import { validateClaudeMessages }` (the validator plus readable issues)", code: `export { validateClaudeMessages } from "./src/index.ts";`, limit: 10.75 * 1024 },
  // The three below grew by 4.0 KB each (27.1, 50.3 and 52.8 KB before) when the Claude validator did.
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 31.5 * 1024, issueLimit: 12 * 1024 },
  { name: "`import { convert }` (every format's reader and writer, through the hub)", code: `export { convert } from "./src/index.ts";`, limit: 57.5 * 1024 },
  { name: "whole package (every export of src/index.ts)", code: `export * from "./src/index.ts";`, limit: 60 * 1024, issueLimit: 20 * 1024 },
];

/** Minified and gzipped bytes of one entry. */
export async function bundleSize(code: string): Promise<{ minified: number; gzipped: number }> {
  const bytes = await bundle(code);
  return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
}

/** The minified, tree-shaken bundle of one entry. */
export async function bundle(code: string): Promise<Uint8Array> {
  const out = await build({
    stdin: { contents: code, resolveDir: root, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return out.outputFiles[0]!.contents;
}
