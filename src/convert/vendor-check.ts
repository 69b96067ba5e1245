// Every writer checks its own output against its target's request rules: a broken rule the writer did
// not repair or warn about is warned here, so no request a vendor refuses leaves without a word.
import type { ChatMessage, Item } from "../../generated/types.js";
import { itemsVendorIssues } from "../validate/rules/items.js";
import { CALLS, OUTPUTS } from "../validate/pairing-fields.js";
import type { Issue } from "../validate/issue.js";
import { subjectOf } from "../validate/rules/rule.js";
import type { Warnings } from "./warnings.js";

/** A target's codes for the hub's pairing issues: an output without its call, a call without its output, a second output. */
export interface PairingCodes {
  orphan_output: string;
  /** Absent where the target does not refuse a call left without its answer. */
  unanswered_call?: string;
  duplicate_output: string;
}

export const HUB_PAIRING: PairingCodes = { orphan_output: "orphan_output", unanswered_call: "unanswered_call", duplicate_output: "duplicate_output" };
export const CLAUDE_PAIRING: PairingCodes = { orphan_output: "tool_result_without_tool_use", unanswered_call: "tool_use_without_tool_result", duplicate_output: "duplicate_tool_result" };
export const CHAT_COMPLETIONS_PAIRING: PairingCodes = { orphan_output: "tool_message_without_call", unanswered_call: "tool_calls_unanswered", duplicate_output: "tool_message_without_call" };
export const GEMINI_PAIRING: PairingCodes = { orphan_output: "function_response_without_call", duplicate_output: "function_response_count" };

/** Where to say it: `warn` takes hub paths (mapped into the input), `warnRoot` the input's root. */
export interface OutputWarn {
  warnings: Warnings;
  warn: Warnings["warn"];
  warnRoot(code: string, text: string): void;
}

/**
 * Warns each request-rule issue of the written output that no warning of its code accounts for yet
 * (the nth issue of a code is covered when the writer gave n warnings of it). A pairing issue is
 * said at the hub's call or tool message with its id; any other at the input's root, naming the
 * output's path: the writer should have said it itself.
 */
/** Output rules about an assistant turn, whose issue names the turn's first call. */
const ABOUT_TURN: ReadonlySet<string> = new Set(["thinking_block_missing"]);

export function warnBrokenOutput(messages: readonly ChatMessage[], codes: PairingCodes, issues: readonly Issue[], target: string, at: OutputWarn, ids?: () => ReadonlyMap<string, string>): void {
  const pairing = new Set([codes.orphan_output, codes.unanswered_call, codes.duplicate_output]);
  const seen = new Map<string, number>();
  // The writer's warnings per code, counted once per code (each issue warned here is one more of its code, which `n` counts).
  const given = new Map<string, number>();
  let index: HubIndex | undefined;
  for (const issue of issues) {
    const n = (seen.get(issue.code) ?? 0) + 1;
    seen.set(issue.code, n);
    if (!given.has(issue.code)) given.set(issue.code, at.warnings.count(issue.code));
    if (given.get(issue.code)! >= n) continue;
    const text = issue.message.slice((issue.path || "(root)").length + 2);
    const id = subjectOf(issue);
    const kind = issue.code === codes.unanswered_call ? "call" : issue.code === codes.orphan_output ? "first" : "last";
    // A pairing issue names the call or output it is about; a turn's issue (ABOUT_TURN), the turn's first call.
    const source = id === undefined || !(pairing.has(issue.code) || ABOUT_TURN.has(issue.code)) ? undefined : (index ??= hubIndex(messages, ids)).path(id, pairing.has(issue.code) ? kind : "call");
    if (source !== undefined) at.warn(issue.code, source, `the ${target} written refuses it: ${text}`);
    else at.warnRoot(issue.code, `the ${target} written breaks a rule of its API at ${issue.path || "(root)"}: ${text}`);
  }
}

interface HubIndex {
  /** The hub path of the call a written id names (`/3/toolCalls/0`), or of the first or last tool message answering it (`/4/toolCallId`). */
  path(id: string, kind: "call" | "first" | "last"): string | undefined;
}

/** Where each call id sits in the hub, built in one pass (the written ids mapped back to the hub's when the writer changed them). */
function hubIndex(messages: readonly ChatMessage[], ids: (() => ReadonlyMap<string, string>) | undefined): HubIndex {
  const hub = new Map<string, string>();
  if (ids) for (const [from, to] of ids()) if (!hub.has(to)) hub.set(to, from);
  const calls = new Map<string, string>();
  const first = new Map<string, string>();
  const last = new Map<string, string>();
  messages.forEach((m, i) => {
    if (m.role === "assistant") m.toolCalls?.forEach((c, k) => { if (!calls.has(c.id)) calls.set(c.id, `/${i}/toolCalls/${k}`); });
    // Responses items kept verbatim (hosted-tool calls and outputs) pair by their own fields.
    if (m.role === "assistant" && m.providerBlocks?.provider === "openai") m.providerBlocks.items.forEach((item, k) => hostedPairing(item, `/${i}/providerBlocks/items/${k}`, calls, first, last));
    if (m.role === "tool") {
      if (!first.has(m.toolCallId)) first.set(m.toolCallId, `/${i}/toolCallId`);
      last.set(m.toolCallId, `/${i}/toolCallId`);
    }
  });
  return { path: (id, kind) => (kind === "call" ? calls : kind === "first" ? first : last).get(hub.get(id) ?? id) };
}

/** Indexes a kept Responses item that is a call or an output by the field that pairs it. */
function hostedPairing(item: Record<string, unknown>, at: string, calls: Map<string, string>, first: Map<string, string>, last: Map<string, string>): void {
  const type = item.type as string;
  if (Object.hasOwn(CALLS, type)) {
    const id = item[CALLS[type as keyof typeof CALLS]];
    if (typeof id === "string" && !calls.has(id)) calls.set(id, at);
  } else if (Object.hasOwn(OUTPUTS, type)) {
    const id = item[OUTPUTS[type as keyof typeof OUTPUTS].by];
    if (typeof id !== "string") return;
    if (!first.has(id)) first.set(id, at);
    last.set(id, at);
  }
}

/** `warnBrokenOutput` for items written from `messages` (the Responses API's rules). */
export function checkItems(messages: readonly ChatMessage[], items: readonly Item[], warnings: Warnings, warn: Warnings["warn"]): void {
  warnBrokenOutput(messages, HUB_PAIRING, itemsVendorIssues(items, true), "Responses input", { warnings, warn, warnRoot: (code, text) => warnings.warn(code, "", text) });
}
