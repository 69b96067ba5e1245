// The settings every wire spells its own way: token limit, sampling, stop sequences, seed, penalties.
import { dropped, given, slotOf, type Json, type Settings, type SettingsBuilder, type WriteContext } from "./common.js";

/** The neutral generation settings, in the order they are written. */
export const GENERATION = ["maxOutputTokens", "temperature", "topP", "topK", "stop", "seed", "presencePenalty", "frequencyPenalty"] as const;
export type Generation = (typeof GENERATION)[number];
/** A wire's name for each generation setting it has. */
export type GenerationNames = Partial<Record<Generation, string>>;

/** Reads the generation settings `names` names from `from` (null is absent); `base` is `from`'s pointer. */
export function readGeneration(from: Json, names: GenerationNames, b: SettingsBuilder, base = ""): void {
  for (const key of GENERATION) {
    const name = names[key];
    if (name === undefined || !given(from[name])) continue;
    const value = from[name];
    b.set(key, (key === "stop" && typeof value === "string" ? [value] : b.copy(value, `${base}/${name}`)) as never, `${base}/${name}`);
  }
}

/**
 * The token limit a request asks for: `maxOutputTokens`, else a Chat Completions `max_tokens` kept
 * in its slot (the spelling many OpenAI-compatible servers read), which every other wire takes as its limit.
 */
export function tokenLimit(request: Settings, ctx: WriteContext): { value?: number; path: string; consumed: Set<string> } {
  if (given(request.maxOutputTokens)) return { value: request.maxOutputTokens, path: "/maxOutputTokens", consumed: new Set() };
  const legacy = slotOf(request, "chatCompletions").max_tokens;
  if (ctx.wire !== "chatCompletions" && typeof legacy === "number") return { value: legacy, path: "/providerSettings/chatCompletions/max_tokens", consumed: new Set(["chatCompletions/max_tokens"]) };
  return { path: "/maxOutputTokens", consumed: new Set() };
}

/** Writes the generation settings into `out` by `names`; one `setting_dropped` for each the wire lacks. */
export function writeGeneration(request: Settings, names: GenerationNames, out: Json, ctx: WriteContext): Set<string> {
  const limit = tokenLimit(request, ctx);
  for (const key of GENERATION) {
    const value = key === "maxOutputTokens" ? limit.value : request[key];
    if (!given(value)) continue;
    const name = names[key];
    const path = key === "maxOutputTokens" ? limit.path : `/${key}`;
    if (name === undefined) dropped(ctx, path, `${key} ${JSON.stringify(value)}`);
    else out[name] = ctx.copy(value);
  }
  return limit.consumed;
}
