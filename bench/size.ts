// Bundle sizes as a user's bundler sees them: the published dist/index.js (npm run build first),
// one import at a time, through esbuild, minified and tree-shaken, then gzip -9.
import { build } from "esbuild";
import { gzipSync } from "node:zlib";
import { fileURLToPath, pathToFileURL } from "node:url";

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
 * The most each public export may weigh alone, from dist/, in bytes (min + gzip -9): what was measured
 * when it was pinned, plus 5 %, rounded up to 64 B. A new export needs a row here (test/size.test.ts
 * fails without one). Exports of one module that share their code weigh the same.
 */
export const EXPORT_LIMITS: Record<string, number> = {
  // limit, // measured when pinned
  CHAT_COMPLETIONS_RULES: 896, // 844
  CLAUDE_RULES: 1088, // 1012
  ChatCompletionMessageSchema: 8256, // 7857
  ChatCompletionMessagesSchema: 8320, // 7915
  ChatCompletionRequestSchema: 8384, // 7940
  ChatMessageSchema: 6144, // 5850
  ChatMessagesSchema: 6272, // 5939
  ClaudeMessageSchema: 11776, // 11206
  ClaudeMessagesSchema: 11840, // 11262
  ClaudeRequestSchema: 11904, // 11297
  ContractError: 704, // 619
  FORMAT_NAMES: 64896, // 61790
  GEMINI_RULES: 704, // 625
  GeminiContentSchema: 5952, // 5664
  GeminiContentsSchema: 6080, // 5776
  GeminiRequestSchema: 6272, // 5928
  ITEMS_RULES: 576, // 537
  ItemSchema: 20800, // 19802
  ItemsSchema: 20864, // 19859
  ResponsesRequestSchema: 21120, // 20077
  checkChatHistory: 7552, // 7183
  checkConversation: 44224, // 42108
  convert: 66752, // 63556
  formatIssues: 704, // 658
  fromChatCompletionMessages: 12992, // 12317
  fromChatMessages: 28736, // 27342
  fromClaudeMessages: 37760, // 35902
  fromGeminiContents: 10432, // 9894
  isChatCompletionMessage: 5248, // 4944
  isChatCompletionRequest: 5312, // 5033
  isChatMessage: 3264, // 3068
  isClaudeMessage: 8704, // 8234
  isClaudeRequest: 8768, // 8326
  isContractError: 704, // 620
  isGeminiContent: 3072, // 2875
  isGeminiRequest: 3328, // 3136
  isItem: 17664, // 16781
  isResponsesRequest: 17920, // 17049
  parseChatCompletionMessage: 7552, // 7153
  parseChatCompletionMessages: 7616, // 7215
  parseChatCompletionRequest: 7616, // 7240
  parseChatMessage: 5504, // 5184
  parseChatMessages: 5568, // 5278
  parseClaudeMessage: 11072, // 10499
  parseClaudeMessages: 11136, // 10557
  parseClaudeRequest: 11136, // 10591
  parseGeminiContent: 5248, // 4993
  parseGeminiContents: 5376, // 5107
  parseGeminiRequest: 5568, // 5258
  parseItem: 20032, // 19074
  parseItems: 20096, // 19129
  parseResponsesRequest: 20352, // 19355
  stripReasoning: 5888, // 5595
  toChatCompletionMessages: 12736, // 12083
  toChatMessages: 26816, // 25479
  toClaudeMessages: 14016, // 13294
  toGeminiContents: 13248, // 12601
  validateChatCompletionMessage: 7552, // 7154
  validateChatCompletionMessages: 7616, // 7214
  validateChatCompletionRequest: 7616, // 7243
  validateChatMessage: 5504, // 5183
  validateChatMessages: 5568, // 5279
  validateClaudeMessage: 11072, // 10502
  validateClaudeMessages: 11136, // 10560
  validateClaudeRequest: 11136, // 10595
  validateGeminiContent: 5248, // 4992
  validateGeminiContents: 5376, // 5106
  validateGeminiRequest: 5568, // 5257
  validateItem: 20096, // 19080
  validateItems: 20096, // 19136
  validateResponsesRequest: 20352, // 19358
  withGeminiEnums: 1152, // 1041
};

/** The most the whole package may weigh (min + gzip -9), pinned as EXPORT_LIMITS are (measured 66997 B). */
export const WHOLE_LIMIT = 70400;

/** The runtime exports of the built dist/index.js, sorted. */
export async function publicExports(): Promise<string[]> {
  const api = (await import(pathToFileURL(`${root}dist/index.js`).href)) as Record<string, unknown>;
  return Object.keys(api).sort();
}

/** Reference rows: the generated validators alone (no readable issues), and all of them. */
const REFERENCE: SizeEntry[] = [
  { name: "the ChatMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatMessages } from "./generated/validators.js";`, limit: 3 * 1024 },
  { name: "the Item validator alone (checks replayed reasoning items)", code: `export { validateItem } from "./generated/validators.js";`, limit: 16.5 * 1024 },
  { name: "the ChatCompletionMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatCompletionMessages } from "./generated/validators.js";`, limit: 5.25 * 1024 },
  { name: "the GeminiContents validator alone (generated, boolean and raw errors)", code: `export { validateGeminiContents } from "./generated/validators.js";`, limit: 3 * 1024 },
  // 4.3 KB while nine SDK block types and three tool-result block types were checked by their tag
  // only; modelling them field by field (37 definitions) took it to 8.2 KB.
  { name: "the ClaudeMessages validator alone (generated, boolean and raw errors)", code: `export { validateClaudeMessages } from "./generated/validators.js";`, limit: 8.5 * 1024 },
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 33.5 * 1024, issueLimit: 12 * 1024 },
];

/** The issue's limits on single imports of the package. */
const ISSUE_LIMITS: Record<string, number> = { fromChatMessages: 3 * 1024 };

/** Every public export alone from dist/, then the whole package, then the reference rows. */
export async function sizeEntries(): Promise<SizeEntry[]> {
  const names = await publicExports();
  return [
    ...names.map((n) => ({
      name: `\`import { ${n} }\``,
      code: `export { ${n} } from "./dist/index.js";`,
      limit: EXPORT_LIMITS[n] ?? 0,
      ...(ISSUE_LIMITS[n] && { issueLimit: ISSUE_LIMITS[n] }),
    })),
    { name: "whole package (every export of dist/index.js)", code: `export * from "./dist/index.js";`, limit: WHOLE_LIMIT, issueLimit: 20 * 1024 },
    ...REFERENCE,
  ];
}

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
