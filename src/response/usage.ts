// Each wire's token counts → ChatUsage: a count is set only where the response gives the counts it is made of.
import type { ChatCompletionUsage, ChatUsage, ClaudeUsage, GeminiUsageMetadata, ResponsesUsage } from "../../generated/types.js";

const num = (v: unknown): number | undefined => (typeof v === "number" ? v : undefined);

/** `usage` without its absent counts, in the schema's key order. */
function usage(counts: Record<keyof ChatUsage, number | undefined>): ChatUsage | undefined {
  const out: ChatUsage = {};
  for (const [k, v] of Object.entries(counts)) if (v !== undefined) out[k as keyof ChatUsage] = v;
  return Object.keys(out).length ? out : undefined;
}

/** Chat Completions: `prompt_tokens` includes the cached tokens (DeepSeek's `prompt_cache_hit_tokens` when it has no details). */
export function chatCompletionsUsage(u: ChatCompletionUsage | null | undefined): ChatUsage | undefined {
  if (!u) return undefined;
  return usage({
    inputTokens: num(u.prompt_tokens),
    outputTokens: num(u.completion_tokens),
    totalTokens: num(u.total_tokens),
    reasoningTokens: num(u.completion_tokens_details?.reasoning_tokens),
    cachedInputTokens: num(u.prompt_tokens_details?.cached_tokens) ?? num(u.prompt_cache_hit_tokens),
    cacheCreationTokens: undefined,
  });
}

/** Responses: `input_tokens` includes the cached tokens, `output_tokens` the reasoning ones. */
export function responsesUsage(u: ResponsesUsage | null | undefined): ChatUsage | undefined {
  if (!u) return undefined;
  return usage({
    inputTokens: num(u.input_tokens),
    outputTokens: num(u.output_tokens),
    totalTokens: num(u.total_tokens),
    reasoningTokens: num(u.output_tokens_details?.reasoning_tokens),
    cachedInputTokens: num(u.input_tokens_details?.cached_tokens),
    cacheCreationTokens: num(u.input_tokens_details?.cache_write_tokens),
  });
}

/**
 * Claude: `input_tokens` counts only what follows the last cache breakpoint, so the neutral input is
 * its sum with the cache reads and writes; Claude gives no total, so it is input + output.
 */
export function claudeUsage(u: ClaudeUsage | undefined): ChatUsage | undefined {
  if (!u) return undefined;
  const read = num(u.cache_read_input_tokens);
  const written = num(u.cache_creation_input_tokens);
  const base = num(u.input_tokens);
  const input = base === undefined ? undefined : base + (read ?? 0) + (written ?? 0);
  const output = num(u.output_tokens);
  return usage({
    inputTokens: input,
    outputTokens: output,
    totalTokens: input !== undefined && output !== undefined ? input + output : undefined,
    reasoningTokens: undefined,
    cachedInputTokens: read,
    cacheCreationTokens: written,
  });
}

/** Gemini: `candidatesTokenCount` leaves the thinking out, so the neutral output adds `thoughtsTokenCount`. */
export function geminiUsage(u: GeminiUsageMetadata | undefined): ChatUsage | undefined {
  if (!u) return undefined;
  const candidates = num(u.candidatesTokenCount);
  const thoughts = num(u.thoughtsTokenCount);
  return usage({
    inputTokens: num(u.promptTokenCount),
    outputTokens: candidates === undefined && thoughts === undefined ? undefined : (candidates ?? 0) + (thoughts ?? 0),
    totalTokens: num(u.totalTokenCount),
    reasoningTokens: thoughts,
    cachedInputTokens: num(u.cachedContentTokenCount),
    cacheCreationTokens: undefined,
  });
}
