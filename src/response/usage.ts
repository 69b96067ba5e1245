// Each wire's token counts → ChatUsage, by a table: each neutral count is a sum of the wire's counts,
// or the first one present. A count is set only where the response gives what it is made of.
import type { ChatUsage } from "../../generated/types.js";
import type { ResponseFormat } from "./finish.js";

/**
 * How a neutral count is read from a wire's usage object: `sum` adds the counts at the dotted paths
 * (a path ending in `?` counts as 0 when absent; every other one must be there, and when all are
 * optional at least one), `first` takes the first path present. `null` is absent.
 */
export type UsageSource = { sum: readonly string[] } | { first: readonly string[] };

/**
 * Per wire, where each neutral count comes from (absent: the wire does not report it). Sources: openai
 * `CompletionUsage` and `ResponseUsage`, DeepSeek's usage (`prompt_cache_hit_tokens`), @anthropic-ai/sdk
 * `Usage` (`input_tokens` excludes the cache reads and writes), @google/genai
 * `GenerateContentResponseUsageMetadata` (`candidatesTokenCount` excludes the thinking).
 */
export const USAGE_SOURCES: { readonly [F in ResponseFormat]: { readonly [K in keyof Required<ChatUsage>]?: UsageSource } } = {
  "chat-completions": {
    inputTokens: { sum: ["prompt_tokens"] },
    outputTokens: { sum: ["completion_tokens"] },
    totalTokens: { sum: ["total_tokens"] },
    reasoningTokens: { sum: ["completion_tokens_details.reasoning_tokens"] },
    cachedInputTokens: { first: ["prompt_tokens_details.cached_tokens", "prompt_cache_hit_tokens"] },
  },
  responses: {
    inputTokens: { sum: ["input_tokens"] },
    outputTokens: { sum: ["output_tokens"] },
    totalTokens: { sum: ["total_tokens"] },
    reasoningTokens: { sum: ["output_tokens_details.reasoning_tokens"] },
    cachedInputTokens: { sum: ["input_tokens_details.cached_tokens"] },
    cacheCreationTokens: { sum: ["input_tokens_details.cache_write_tokens"] },
  },
  claude: {
    inputTokens: { sum: ["input_tokens", "cache_read_input_tokens?", "cache_creation_input_tokens?"] },
    outputTokens: { sum: ["output_tokens"] },
    totalTokens: { sum: ["input_tokens", "cache_read_input_tokens?", "cache_creation_input_tokens?", "output_tokens"] },
    cachedInputTokens: { sum: ["cache_read_input_tokens"] },
    cacheCreationTokens: { sum: ["cache_creation_input_tokens"] },
  },
  gemini: {
    inputTokens: { sum: ["promptTokenCount"] },
    outputTokens: { sum: ["candidatesTokenCount?", "thoughtsTokenCount?"] },
    totalTokens: { sum: ["totalTokenCount"] },
    reasoningTokens: { sum: ["thoughtsTokenCount"] },
    cachedInputTokens: { sum: ["cachedContentTokenCount"] },
  },
};

/** The number at a dotted path, or undefined. */
function at(usage: object, path: string): number | undefined {
  let node: unknown = usage;
  for (const key of path.split(".")) node = node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === "number" ? node : undefined;
}

function count(usage: object, source: UsageSource): number | undefined {
  if ("first" in source) {
    for (const path of source.first) {
      const n = at(usage, path);
      if (n !== undefined) return n;
    }
    return undefined;
  }
  let total = 0;
  let found = false;
  for (const term of source.sum) {
    const optional = term.endsWith("?");
    const n = at(usage, optional ? term.slice(0, -1) : term);
    if (n === undefined && !optional) return undefined;
    if (n !== undefined) found = true;
    total += n ?? 0;
  }
  return found ? total : undefined;
}

/** The neutral usage of `format`'s usage object (`usage`, `usageMetadata`); undefined when it gives no count. */
export function readUsage(format: ResponseFormat, usage: unknown): ChatUsage | undefined {
  if (usage === null || typeof usage !== "object") return undefined;
  const out: ChatUsage = {};
  for (const [key, source] of Object.entries(USAGE_SOURCES[format]) as [keyof ChatUsage, UsageSource][]) {
    const n = count(usage, source);
    if (n !== undefined) out[key] = n;
  }
  return Object.keys(out).length ? out : undefined;
}
