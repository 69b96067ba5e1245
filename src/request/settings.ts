// The settings every wire spells its own way: token limit, sampling, stop sequences, seed, penalties.
import { dropped, given, slotOf, WIRE_TITLES, type Json, type Settings, type SettingsBuilder, type Wire, type WriteContext } from "./common.js";

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
    else out[name] = inRange(key, value, path, ctx);
  }
  return limit.consumed;
}

/**
 * Each API's documented range of a numeric setting, [least, most]: Anthropic's temperature "ranges
 * from 0.0 to 1.0", OpenAI's "between 0 and 2", Gemini's "[0.0, 2.0]"; top_p 0 to 1; OpenAI's
 * penalties "between -2.0 and 2.0"; Claude's max_tokens "x >= 1". A value outside is answered 400.
 */
const RANGES: Partial<Record<Wire, Partial<Record<Generation, readonly [number, number]>>>> = {
  claude: { temperature: [0, 1], topP: [0, 1], maxOutputTokens: [1, Infinity] },
  responses: { temperature: [0, 2], topP: [0, 1] },
  chatCompletions: { temperature: [0, 2], topP: [0, 1], presencePenalty: [-2, 2], frequencyPenalty: [-2, 2] },
  gemini: { temperature: [0, 2], topP: [0, 1] },
};

/** Whether every numeric generation setting of a neutral request is within the wire's documented range. */
export function withinRange(wire: Wire, request: Settings): boolean {
  return GENERATION.every((key) => {
    const bounds = RANGES[wire]?.[key];
    const value = request[key];
    return bounds === undefined || typeof value !== "number" || (value >= bounds[0] && value <= bounds[1]);
  });
}

/** The value to write for a setting: as it is, or the nearest the wire's API takes (`setting_clamped`). */
function inRange(key: Generation, value: unknown, path: string, ctx: WriteContext): unknown {
  const bounds = RANGES[ctx.wire]?.[key];
  if (bounds === undefined || typeof value !== "number") return ctx.copy(value);
  const [least, most] = bounds;
  if (value >= least && value <= most) return value;
  const written = value < least ? least : most;
  const range = most === Infinity ? `at least ${least}` : `${least} to ${most}`;
  ctx.warn("setting_clamped", path, `${key} ${value}: a ${WIRE_TITLES[ctx.wire]} request takes ${range}; written as ${written}`);
  return written;
}
