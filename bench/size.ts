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
  CHAT_COMPLETIONS_DIALECTS: 192, // 122
  CHAT_COMPLETIONS_RULES: 896, // 875
  CLAUDE_RULES: 1088, // 1012
  ChatCompletionMessageSchema: 8320, // 7903
  ChatCompletionMessagesSchema: 8384, // 7960
  ChatCompletionRequestSchema: 10752, // 10191
  ChatCompletionResponseSchema: 8192, // 7750
  ChatMessageSchema: 6912, // 6562
  ChatMessagesSchema: 7040, // 6681
  ChatRequestSchema: 9408, // 8951
  ChatResponseSchema: 7808, // 7411
  ClaudeMessageSchema: 11840, // 11260
  ClaudeMessagesSchema: 11904, // 11313
  ClaudeRequestSchema: 13568, // 12919
  ClaudeResponseSchema: 11904, // 11329
  ContractError: 704, // 619
  FINISH_REASONS: 576, // 544
  FORMAT_NAMES: 128, // 117
  GEMINI_RULES: 704, // 625
  GeminiContentSchema: 6016, // 5716
  GeminiContentsSchema: 6144, // 5823
  GeminiRequestSchema: 7616, // 7239
  GeminiResponseSchema: 6656, // 6314
  ITEMS_RULES: 576, // 537
  ItemSchema: 20800, // 19807
  ItemsSchema: 20864, // 19865
  ResponsesRequestSchema: 22272, // 21174
  ResponsesResponseSchema: 21888, // 20818
  checkChatHistory: 8448, // 8010
  checkConversation: 45376, // 43195
  checkOpenAIStrict: 2880, // 2717
  convert: 89600, // 85326
  formatIssues: 704, // 658
  fromChatCompletionMessages: 14464, // 13774
  fromChatMessages: 31872, // 30899
  fromClaudeMessages: 39744, // 37815
  fromGeminiContents: 13120, // 12474
  fromGeminiParameters: 1920, // 1783
  isChatCompletionMessage: 5248, // 4980
  isChatCompletionRequest: 7616, // 7249
  isChatCompletionResponse: 5120, // 4852
  isChatMessage: 3904, // 3692
  isChatRequest: 6336, // 6018
  isChatResponse: 4736, // 4505
  isClaudeMessage: 8704, // 8270
  isClaudeRequest: 10496, // 9939
  isClaudeResponse: 8768, // 8338
  isContractError: 704, // 620
  isGeminiContent: 3072, // 2913
  isGeminiRequest: 4544, // 4314
  isGeminiResponse: 3712, // 3499
  isItem: 17664, // 16781
  isResponsesRequest: 19072, // 18114
  isResponsesResponse: 18688, // 17756
  parseChatCompletionMessage: 7616, // 7194
  parseChatCompletionMessages: 7616, // 7251
  parseChatCompletionRequest: 9984, // 9479
  parseChatCompletionResponse: 7424, // 7043
  parseChatMessage: 6208, // 5868
  parseChatMessages: 6336, // 5983
  parseChatRequest: 8704, // 8246
  parseChatResponse: 7104, // 6709
  parseClaudeMessage: 11072, // 10539
  parseClaudeMessages: 11136, // 10595
  parseClaudeRequest: 12864, // 12208
  parseClaudeResponse: 11200, // 10616
  parseGeminiContent: 5312, // 5032
  parseGeminiContents: 5440, // 5145
  parseGeminiRequest: 6912, // 6525
  parseGeminiResponse: 5952, // 5612
  parseItem: 20032, // 19073
  parseItems: 20096, // 19129
  parseResponsesRequest: 21504, // 20445
  parseResponsesResponse: 21120, // 20096
  readResponse: 52160, // 49672
  stripReasoning: 7040, // 6691
  toChatCompletionMessages: 15808, // 15042
  toChatMessages: 28160, // 26760
  toClaudeMessages: 16640, // 15821
  toGeminiContents: 17984, // 17123
  toGeminiJsonSchema: 6784, // 6444
  toGeminiParameters: 6784, // 6447
  validateChatCompletionMessage: 7616, // 7195
  validateChatCompletionMessages: 7616, // 7253
  validateChatCompletionRequest: 9984, // 9485
  validateChatCompletionResponse: 7424, // 7048
  validateChatMessage: 6208, // 5871
  validateChatMessages: 6336, // 5987
  validateChatRequest: 8704, // 8249
  validateChatResponse: 7104, // 6712
  validateClaudeMessage: 11072, // 10542
  validateClaudeMessages: 11136, // 10598
  validateClaudeRequest: 12864, // 12210
  validateClaudeResponse: 11200, // 10620
  validateGeminiContent: 5312, // 5031
  validateGeminiContents: 5440, // 5144
  validateGeminiRequest: 6912, // 6529
  validateGeminiResponse: 5952, // 5611
  validateItem: 20096, // 19080
  validateItems: 20096, // 19136
  validateResponsesRequest: 21504, // 20447
  validateResponsesResponse: 21120, // 20102
  withGeminiEnums: 1472, // 1362
};

/** The most the whole package may weigh (min + gzip -9), pinned as EXPORT_LIMITS are (measured 90360 B). */
export const WHOLE_LIMIT = 94912;

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
  // The request bodies' settings typed and ChatRequest (issue 24) took it from 33.6 KB to 41.7 KB.
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 43.8 * 1024, issueLimit: 12 * 1024 },
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
