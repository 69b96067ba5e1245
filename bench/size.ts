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
  ChatCompletionMessageSchema: 8320, // 7903
  ChatCompletionMessagesSchema: 8384, // 7960
  ChatCompletionRequestSchema: 8384, // 7982
  ChatMessageSchema: 6912, // 6562
  ChatMessagesSchema: 7040, // 6681
  ClaudeMessageSchema: 11840, // 11260
  ClaudeMessagesSchema: 11904, // 11313
  ClaudeRequestSchema: 11968, // 11352
  ContractError: 704, // 619
  FORMAT_NAMES: 128, // 117
  GEMINI_RULES: 704, // 625
  GeminiContentSchema: 7552, // 7327
  GeminiContentsSchema: 7680, // 7439
  GeminiRequestSchema: 7936, // 7650
  ITEMS_RULES: 576, // 537
  ItemSchema: 20800, // 19807
  ItemsSchema: 20864, // 19865
  ResponsesRequestSchema: 21120, // 20086
  checkChatHistory: 8448, // 8010
  checkConversation: 48640, // 47215
  convert: 77248, // 74960
  formatIssues: 704, // 658
  fromChatCompletionMessages: 14464, // 13774
  fromChatMessages: 31872, // 30899
  fromClaudeMessages: 39744, // 37815
  fromGeminiContents: 13952, // 13532
  isChatCompletionMessage: 5248, // 4980
  isChatCompletionRequest: 5376, // 5067
  isChatMessage: 3904, // 3692
  isClaudeMessage: 8704, // 8270
  isClaudeRequest: 8832, // 8362
  isContractError: 704, // 620
  isGeminiContent: 4352, // 4189
  isGeminiRequest: 4672, // 4501
  isItem: 17664, // 16781
  isResponsesRequest: 17920, // 17050
  parseChatCompletionMessage: 7616, // 7194
  parseChatCompletionMessages: 7616, // 7251
  parseChatCompletionRequest: 7680, // 7281
  parseChatMessage: 6208, // 5868
  parseChatMessages: 6336, // 5983
  parseClaudeMessage: 11072, // 10539
  parseClaudeMessages: 11136, // 10595
  parseClaudeRequest: 11200, // 10630
  parseGeminiContent: 6848, // 6611
  parseGeminiContents: 6976, // 6729
  parseGeminiRequest: 7168, // 6940
  parseItem: 20032, // 19073
  parseItems: 20096, // 19129
  parseResponsesRequest: 20352, // 19356
  stripReasoning: 7040, // 6691
  toChatCompletionMessages: 15808, // 15042
  toChatMessages: 28160, // 26760
  toClaudeMessages: 16640, // 15821
  toGeminiContents: 20096, // 19468
  validateChatCompletionMessage: 7616, // 7195
  validateChatCompletionMessages: 7616, // 7253
  validateChatCompletionRequest: 7680, // 7284
  validateChatMessage: 6208, // 5871
  validateChatMessages: 6336, // 5987
  validateClaudeMessage: 11072, // 10542
  validateClaudeMessages: 11136, // 10598
  validateClaudeRequest: 11200, // 10633
  validateGeminiContent: 6848, // 6614
  validateGeminiContents: 6976, // 6733
  validateGeminiRequest: 7168, // 6943
  validateItem: 20096, // 19080
  validateItems: 20096, // 19136
  validateResponsesRequest: 20352, // 19360
  withGeminiEnums: 1472, // 1362
};

/** The most the whole package may weigh (min + gzip -9), pinned as EXPORT_LIMITS are (measured 78537 B). */
export const WHOLE_LIMIT = 80896;

/** The runtime exports of the built dist/index.js, sorted. */
export async function publicExports(): Promise<string[]> {
  const api = (await import(pathToFileURL(`${root}dist/index.js`).href)) as Record<string, unknown>;
  return Object.keys(api).sort();
}

/** Reference rows: the generated validators alone (no readable issues), and all of them. */
const REFERENCE: SizeEntry[] = [
  { name: "the ChatMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatMessages } from "./generated/validators.js";`, limit: 3.75 * 1024 },
  // 17,232 B measured once the model_dump() nulls and a call's namespace and caller were accepted.
  { name: "the Item validator alone (checks replayed reasoning items)", code: `export { validateItem } from "./generated/validators.js";`, limit: 17.25 * 1024 },
  { name: "the ChatCompletionMessages validator alone (generated, boolean and raw errors)", code: `export { validateChatCompletionMessages } from "./generated/validators.js";`, limit: 5.25 * 1024 },
  // 4,193 B once proto field names (snake_case) were accepted: six more part variants and their objects.
  { name: "the GeminiContents validator alone (generated, boolean and raw errors)", code: `export { validateGeminiContents } from "./generated/validators.js";`, limit: 4.25 * 1024 },
  // 4.3 KB while nine SDK block types and three tool-result block types were checked by their tag
  // only; modelling them field by field (37 definitions) took it to 8.2 KB.
  { name: "the ClaudeMessages validator alone (generated, boolean and raw errors)", code: `export { validateClaudeMessages } from "./generated/validators.js";`, limit: 8.5 * 1024 },
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 37.75 * 1024, issueLimit: 12 * 1024 },
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
