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
  CHAT_COMPLETIONS_RULES: 1088, // 1036
  CLAUDE_RULES: 1536, // 1430
  ChatCompletionMessageSchema: 8512, // 8106
  ChatCompletionMessagesSchema: 8640, // 8169
  ChatCompletionRequestSchema: 11008, // 10440
  ChatCompletionResponseSchema: 8384, // 7966
  ChatMessageSchema: 7168, // 6807
  ChatMessagesSchema: 7296, // 6922
  ChatRequestSchema: 9728, // 9209
  ChatResponseSchema: 8064, // 7655
  ClaudeMessageSchema: 12096, // 11498
  ClaudeMessagesSchema: 12160, // 11555
  ClaudeRequestSchema: 13888, // 13173
  ClaudeResponseSchema: 12160, // 11579
  ContractError: 704, // 620
  FINISH_REASONS: 576, // 547
  FORMAT_NAMES: 128, // 117
  GEMINI_RULES: 704, // 625
  GeminiContentSchema: 8896, // 8418
  GeminiContentsSchema: 8960, // 8527
  GeminiRequestSchema: 11072, // 10518
  GeminiResponseSchema: 9472, // 9016
  ITEMS_RULES: 832, // 734
  ItemSchema: 21696, // 20623
  ItemsSchema: 21760, // 20678
  REQUEST_FORMAT_NAMES: 192, // 135
  ResponsesRequestSchema: 23104, // 21972
  ResponsesResponseSchema: 22784, // 21698
  checkChatHistory: 8960, // 8531
  checkConversation: 56896, // 54136
  checkOpenAIStrict: 2880, // 2719
  convert: 117312, // 111675
  formatIssues: 704, // 660
  fromChatCompletionMessages: 15488, // 14717
  fromChatMessages: 34688, // 32993
  fromClaudeMessages: 43648, // 41540
  fromGeminiContents: 17600, // 16736
  fromGeminiParameters: 1920, // 1783
  isChatCompletionMessage: 5312, // 5020
  isChatCompletionRequest: 7744, // 7335
  isChatCompletionResponse: 5184, // 4904
  isChatMessage: 3968, // 3752
  isChatRequest: 6464, // 6109
  isChatResponse: 4864, // 4576
  isClaudeMessage: 8768, // 8332
  isClaudeRequest: 10560, // 10023
  isClaudeResponse: 8896, // 8413
  isContractError: 704, // 622
  isGeminiContent: 5568, // 5287
  isGeminiRequest: 7744, // 7362
  isGeminiResponse: 6208, // 5875
  isItem: 18304, // 17407
  isResponsesRequest: 19712, // 18740
  isResponsesResponse: 19392, // 18449
  parseChatCompletionMessage: 7808, // 7396
  parseChatCompletionMessages: 7872, // 7465
  parseChatCompletionRequest: 10240, // 9736
  parseChatCompletionResponse: 7680, // 7261
  parseChatMessage: 6464, // 6113
  parseChatMessages: 6592, // 6220
  parseChatRequest: 8960, // 8501
  parseChatResponse: 7360, // 6951
  parseClaudeMessage: 11328, // 10780
  parseClaudeMessages: 11392, // 10834
  parseClaudeRequest: 13120, // 12459
  parseClaudeResponse: 11456, // 10853
  parseGeminiContent: 8128, // 7714
  parseGeminiContents: 8256, // 7823
  parseGeminiRequest: 10304, // 9808
  parseGeminiResponse: 8768, // 8303
  parseItem: 20928, // 19890
  parseItems: 20992, // 19943
  parseResponsesRequest: 22336, // 21235
  parseResponsesResponse: 22016, // 20966
  readResponse: 57664, // 54879
  stripReasoning: 7296, // 6928
  toChatCompletionMessages: 22848, // 21716
  toChatMessages: 29824, // 28353
  toClaudeMessages: 26560, // 25261
  toGeminiContents: 24128, // 22936
  toGeminiJsonSchema: 6784, // 6437
  toGeminiParameters: 6784, // 6436
  validateChatCompletionMessage: 7808, // 7396
  validateChatCompletionMessages: 7872, // 7467
  validateChatCompletionRequest: 10240, // 9740
  validateChatCompletionResponse: 7680, // 7266
  validateChatMessage: 6464, // 6116
  validateChatMessages: 6592, // 6223
  validateChatRequest: 8960, // 8504
  validateChatResponse: 7360, // 6954
  validateClaudeMessage: 11328, // 10782
  validateClaudeMessages: 11392, // 10837
  validateClaudeRequest: 13120, // 12463
  validateClaudeResponse: 11456, // 10858
  validateGeminiContent: 8128, // 7716
  validateGeminiContents: 8256, // 7825
  validateGeminiRequest: 10304, // 9809
  validateGeminiResponse: 8768, // 8306
  validateItem: 20928, // 19897
  validateItems: 20992, // 19951
  validateResponsesRequest: 22336, // 21237
  validateResponsesResponse: 22080, // 20971
  withGeminiEnums: 1472, // 1363
};

/** The most the whole package may weigh (min + gzip -9), pinned as EXPORT_LIMITS are (measured 116293 B). */
export const WHOLE_LIMIT = 122112;

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
  { name: "the GeminiContents validator alone (generated, boolean and raw errors)", code: `export { validateGeminiContents } from "./generated/validators.js";`, limit: 5.25 * 1024 },
  // 4.3 KB while nine SDK block types and three tool-result block types were checked by their tag
  // only; modelling them field by field (37 definitions) took it to 8.2 KB.
  { name: "the ClaudeMessages validator alone (generated, boolean and raw errors)", code: `export { validateClaudeMessages } from "./generated/validators.js";`, limit: 8.5 * 1024 },
  // The request bodies' settings typed and ChatRequest, the four wire responses and ChatResponse (issue
  // 24) and Gemini's proto field names (issue 19) took it from 33.6 KB to 48.1 KB.
  { name: "all validators (generated/validators.js)", code: `export * from "./generated/validators.js";`, limit: 50.5 * 1024, issueLimit: 12 * 1024 },
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

const OPTIONS = { bundle: true, minify: true, format: "esm", platform: "neutral", target: "es2022", write: false, logLevel: "silent" } as const;

/**
 * Minified and gzipped bytes of each entry, in order. One esbuild run with an entry point per code:
 * each output is still its own tree-shaken bundle (no code splitting), and the package's files are
 * parsed once for all of them (111 entries: 2.2 s against 18.0 s built one by one in a one-off run,
 * the same bytes for each).
 */
export async function bundleSizes(codes: string[]): Promise<{ minified: number; gzipped: number }[]> {
  const out = await build({
    ...OPTIONS,
    entryPoints: codes.map((_, i) => `entry:${i}`),
    outdir: "/bundles",
    plugins: [{
      name: "entries",
      setup(b) {
        b.onResolve({ filter: /^entry:\d+$/ }, (args) => ({ path: args.path, namespace: "entry" }));
        b.onLoad({ filter: /.*/, namespace: "entry" }, (args) => ({ contents: codes[Number(args.path.slice(6))]!, resolveDir: root, loader: "ts" }));
      },
    }],
  });
  const files = new Map(out.outputFiles.map((f) => [f.path, f.contents]));
  return codes.map((_, i) => {
    const bytes = files.get(`/bundles/entry_${i}.js`);
    if (!bytes) throw new Error(`esbuild wrote no /bundles/entry_${i}.js (it wrote ${[...files.keys()].join(", ")})`);
    return { minified: bytes.length, gzipped: gzipSync(bytes, { level: 9 }).length };
  });
}

/** The minified, tree-shaken bundle of one entry. */
export async function bundle(code: string): Promise<Uint8Array> {
  const out = await build({ ...OPTIONS, stdin: { contents: code, resolveDir: root, loader: "ts" } });
  return out.outputFiles[0]!.contents;
}
