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
  CHAT_COMPLETIONS_RULES: 896, // 841
  CLAUDE_RULES: 1088, // 1009
  ChatCompletionMessageSchema: 8128, // 7727
  ChatCompletionMessagesSchema: 8192, // 7786
  ChatMessageSchema: 6080, // 5780
  ChatMessagesSchema: 6208, // 5871
  ClaudeMessageSchema: 11712, // 11105
  ClaudeMessagesSchema: 11776, // 11159
  ContractError: 704, // 619
  FORMAT_NAMES: 61888, // 58901
  GEMINI_RULES: 704, // 622
  GeminiContentSchema: 5824, // 5536
  GeminiContentsSchema: 5952, // 5646
  GeminiRequestSchema: 6144, // 5803
  ITEMS_RULES: 576, // 533
  ItemSchema: 19264, // 18297
  ItemsSchema: 19328, // 18351
  checkChatHistory: 7488, // 7111
  checkConversation: 42496, // 40431
  convert: 63680, // 60638
  formatIssues: 704, // 658
  fromChatCompletionMessages: 13760, // 13049
  fromChatMessages: 27072, // 25778
  fromClaudeMessages: 36160, // 34414
  fromGeminiContents: 11456, // 10855
  isChatCompletionMessage: 5184, // 4889
  isChatMessage: 3264, // 3067
  isClaudeMessage: 8640, // 8204
  isContractError: 704, // 620
  isGeminiContent: 3008, // 2811
  isItem: 16128, // 15345
  parseChatCompletionMessage: 7424, // 7021
  parseChatCompletionMessages: 7488, // 7081
  parseChatMessage: 5376, // 5116
  parseChatMessages: 5504, // 5212
  parseClaudeMessage: 10944, // 10399
  parseClaudeMessages: 11008, // 10453
  parseGeminiContent: 5120, // 4863
  parseGeminiContents: 5248, // 4976
  parseGeminiRequest: 5440, // 5132
  parseItem: 18496, // 17559
  parseItems: 18496, // 17613
  stripReasoning: 6272, // 5941
  toChatCompletionMessages: 14208, // 13526
  toChatMessages: 25216, // 23966
  toClaudeMessages: 14784, // 14067
  toGeminiContents: 16320, // 15504
  validateChatCompletionMessage: 7424, // 7023
  validateChatCompletionMessages: 7488, // 7085
  validateChatMessage: 5376, // 5115
  validateChatMessages: 5504, // 5210
  validateClaudeMessage: 10944, // 10401
  validateClaudeMessages: 11008, // 10458
  validateGeminiContent: 5120, // 4863
  validateGeminiContents: 5248, // 4976
  validateGeminiRequest: 5440, // 5133
  validateItem: 18496, // 17563
  validateItems: 18560, // 17616
};

/** The most the whole package may weigh (min + gzip -9), pinned as EXPORT_LIMITS are (measured 66814 B). */
export const WHOLE_LIMIT = 70208;

/** The runtime exports of the built dist/index.js, sorted. */
export async function publicExports(): Promise<string[]> {
  const api = (await import(pathToFileURL(`${root}dist/index.js`).href)) as Record<string, unknown>;
  return Object.keys(api).sort();
}

/** Reference rows: the generated validators alone (no readable issues), and all of them. */
const REFERENCE: SizeEntry[] = [
  { name: "the ChatMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatMessages } from "./generated/validators.js";`, limit: 3264 }, // 3106 (the base64 pattern in its error params)
  { name: "the Item validator alone (checks replayed reasoning items)", code: `export { validateItem } from "./generated/validators.js";`, limit: 15.25 * 1024 },
  { name: "the ChatCompletionMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatCompletionMessages } from "./generated/validators.js";`, limit: 5.25 * 1024 },
  { name: "the GeminiContents validator alone (generated, boolean and raw errors)", code: `export { validateGeminiContents } from "./generated/validators.js";`, limit: 3 * 1024 },
  // 4.3 KB while nine SDK block types and three tool-result block types were checked by their tag
  // only; modelling them field by field (37 definitions) took it to 8.2 KB.
  { name: "the ClaudeMessages validator alone (generated, boolean and raw errors)", code: `export { validateClaudeMessages } from "./generated/validators.js";`, limit: 8.5 * 1024 },
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 31.5 * 1024, issueLimit: 12 * 1024 },
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
