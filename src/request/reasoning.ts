// Reasoning settings: effort levels, thinking budgets, thinking on or off, returned thoughts.
import type { ChatReasoning } from "../../generated/types.js";
import { dropped, type Json, type Settings, type WriteContext } from "./common.js";

type Effort = NonNullable<ChatReasoning["effort"]>;
type Key = keyof ChatReasoning;

/** The effort levels each wire takes (Claude `output_config.effort`, Gemini `thinkingLevel`). */
export const EFFORTS: Record<"openai" | "claude" | "gemini", readonly Effort[]> = {
  openai: ["none", "minimal", "low", "medium", "high", "xhigh", "max"],
  claude: ["low", "medium", "high", "xhigh", "max"],
  gemini: ["minimal", "low", "medium", "high", "xhigh"],
};

function droppedKeys(r: ChatReasoning, keys: readonly Key[], ctx: WriteContext): void {
  for (const key of keys) if (r[key] !== undefined) dropped(ctx, `/reasoning/${key}`, `reasoning ${key} ${JSON.stringify(r[key])}`);
}

/** A budget that says thinking is on (or off) beside `enabled` saying the opposite: the budget is written, `enabled` warned. */
function conflicting(r: ChatReasoning, ctx: WriteContext): void {
  if (r.budgetTokens === undefined || r.budgetTokens < -1 || r.enabled === undefined) return;
  if (r.enabled !== (r.budgetTokens !== 0)) dropped(ctx, "/reasoning/enabled", `thinking ${r.enabled ? "on" : "off"}, which the thinking budget ${r.budgetTokens} contradicts (the budget is written)`);
}

/** Chat Completions: `reasoning_effort`; a budget, on/off, summary or returned thoughts have no place. */
export function writeReasoningEffort(request: Settings, ctx: WriteContext, out: Json, key: string): void {
  const r = request.reasoning;
  if (!r) return;
  if (r.effort !== undefined) out[key] = r.effort;
  droppedKeys(r, ["budgetTokens", "enabled", "summary", "includeThoughts"], ctx);
}

/** Responses: `reasoning.effort` and `reasoning.summary` (returned thoughts are a summary, `auto`). */
export function writeResponsesReasoning(request: Settings, ctx: WriteContext, rest: Json | undefined): Json | undefined {
  const r = request.reasoning;
  if (!r && !rest) return undefined;
  const out: Json = { ...(rest ? ctx.copy(rest) : {}) };
  if (!r) return out;
  if (r.effort !== undefined) out.effort = r.effort;
  if (r.summary !== undefined) out.summary = r.summary;
  else if (r.includeThoughts === true) out.summary = "auto";
  droppedKeys(r, ["budgetTokens", "enabled"], ctx);
  // Nothing of the settings has a place here: no reasoning object, unless the body read had one.
  return rest !== undefined || Object.keys(out).length > 0 ? out : undefined;
}

/** Claude: a budget or on/off is `thinking`; an effort Claude has is `output_config.effort`. */
export function writeClaudeReasoning(request: Settings, ctx: WriteContext): { thinking?: Json; effort?: Effort } {
  const r = request.reasoning;
  if (!r) return {};
  const out: { thinking?: Json; effort?: Effort } = {};
  const budget = r.budgetTokens;
  if (budget !== undefined && budget > 0) out.thinking = { type: "enabled", budget_tokens: budget };
  else if (budget === 0) out.thinking = { type: "disabled" };
  else if (budget === -1) out.thinking = { type: "adaptive" };
  else if (budget !== undefined) dropped(ctx, "/reasoning/budgetTokens", `thinking budget ${budget}`);
  else if (r.enabled !== undefined) out.thinking = { type: r.enabled ? "adaptive" : "disabled" };
  conflicting(r, ctx);
  if (r.effort !== undefined) {
    if (EFFORTS.claude.includes(r.effort)) out.effort = r.effort;
    else dropped(ctx, "/reasoning/effort", `reasoning effort ${JSON.stringify(r.effort)} (Claude's levels: ${EFFORTS.claude.join(", ")})`);
  }
  droppedKeys(r, ["summary", "includeThoughts"], ctx);
  return out;
}

/** Gemini `thinkingConfig`: budget, level (an effort Gemini has), returned thoughts (a summary asked for). */
export function writeGeminiThinking(request: Settings, ctx: WriteContext): Json | undefined {
  const r = request.reasoning;
  if (!r) return undefined;
  const out: Json = {};
  if (r.includeThoughts !== undefined) out.includeThoughts = r.includeThoughts;
  else if (r.summary !== undefined) out.includeThoughts = true;
  if (r.budgetTokens !== undefined && r.budgetTokens < -1) dropped(ctx, "/reasoning/budgetTokens", `thinking budget ${r.budgetTokens} (Gemini takes -1, dynamic, 0, off, or a positive budget)`);
  if (r.budgetTokens !== undefined && r.budgetTokens >= -1) out.thinkingBudget = r.budgetTokens;
  else if (r.enabled === false) out.thinkingBudget = 0;
  else if (r.enabled === true && r.effort === undefined) out.thinkingBudget = -1;
  else if (r.enabled === true) dropped(ctx, "/reasoning/enabled", "thinking on (the thinking level says it)");
  conflicting(r, ctx);
  if (r.effort !== undefined) {
    if (EFFORTS.gemini.includes(r.effort)) out.thinkingLevel = r.effort.toUpperCase();
    else dropped(ctx, "/reasoning/effort", `reasoning effort ${JSON.stringify(r.effort)} (Gemini's thinking levels: ${EFFORTS.gemini.join(", ")})`);
  }
  // Gemini returns thought summaries or not: a summary level other than auto has no place.
  if (r.summary !== undefined && (r.includeThoughts !== undefined || r.summary !== "auto")) dropped(ctx, "/reasoning/summary", `reasoning summary ${JSON.stringify(r.summary)}`);
  return Object.keys(out).length ? out : undefined;
}
