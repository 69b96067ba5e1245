// The identity law (DESIGN.md, law 1), per wire, over documents generated from the schemas:
// W → hub → W gives W back, equal up to the five spellings the vendors treat as one request, with no
// warning. What the hub cannot carry yet is named in GAPS: a run whose result differs must say so with
// warnings, every one of them a listed gap, so a silent loss or a new kind of loss fails the test.
// IDENTITY_RUNS sets the runs per wire (default 1,000).
import fc from "fast-check";
import type { ChatCompletionsDialect } from "../../src/validate/rules/chat-completions.js";
import { accepted } from "./helpers.js";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";
import { documentOf } from "../arbitrary/from-schema.js";
import { spelled } from "./spelled.js";

const RUNS = Number(process.env.IDENTITY_RUNS ?? 1000);

/** Warning codes of what a wire's writer changes on the way back, per wire: forms its vendor refuses (repaired and named), and the items writer's default form (named). */
const GAPS: Record<string, readonly string[]> = {
  chat: [],
  claude: [
    // Claude joins consecutive turns of one role and answers calls first: a history that breaks
    // these rules is rewritten, and said to be.
    "messages_merged", "assistant_turns_merged", "content_reordered", "system_kept_in_place", "empty_text_dropped",
    "orphan_output", "tool_name_dropped", "arguments_reserialized", "unsafe_integer", "lone_surrogate_replaced", "request_field_dropped", "unknown_request_field",
    // A source by an empty URL or file id names nothing, and is dropped.
    "unsupported_content",
  ],
  // Output messages and id-less output parts, item ids and statuses of messages, calls and outputs,
  // phases, a part's second source, an input part the hub has no form for, a system prompt's images and
  // files, hosted-tool items and item references ride in openai-tagged slots: with assistantParts:
  // "parts" every one comes back.
  "items (parts)": [],
  items: [
    // By default the writer's output is the openai SDK's ResponseInputItem[], which types no id-less
    // output message: such a message is written as its one text (its refusal as text too). Only
    // there (GAP_AT).
    "refusal_as_text", "content_joined",
  ],
  "chat-completions": [
    // The reasoning fields of other dialects than the one written: OpenAI's own messages have none
    // (its SDK types none, and it answers 400 "Additional properties are not allowed ('…' was
    // unexpected) - 'messages.N'" for a key it does not know, as reported in openai/openai-node#1161
    // and transitive-bullshit/agentic#531), nor has Gemini's compatibility layer; DeepSeek reads no
    // reasoning_details, and answers 400 for a tool-calling turn without reasoning_content.
    "reasoning_dropped", "reasoning_details_dropped", "thought_signature_dropped", "reasoning_content_missing",
    // A call with an empty name (OpenAI refuses one: its tool_name_empty rule filters it there; the other
    // dialects' servers are not known to): the hub's call name is never empty, so "unknown" is written.
    "tool_name_added",
  ],
  gemini: [
    // Gemini joins consecutive contents of one role (it answers 400 "Please ensure that multiturn
    // requests alternate between user and model", as reported in NousResearch/hermes-agent#55125), and
    // wants the first call of each step signed. A tool image's displayName, systemInstruction's role
    // and the proto field names a part used (spelling.proto) ride in google slots.
    "contents_merged", "thought_signature_missing",
  ],
};

/** Where a wire's gaps may be warned (default: anywhere): a gap named here anywhere else fails the property. */
const GAP_AT: Partial<Record<FormatName, (value: unknown, path: string) => boolean>> = {
  items: (value, path) => {
    const item = (value as Record<string, unknown>[])[Number(path.split("/")[1])];
    return item?.role === "assistant" && !("id" in item) && Array.isArray(item.content);
  },
};

/**
 * Documents the identity law is about: the wire's conversation rules hold (unpaired calls are the
 * vendor-rules issue's), Claude turns alternate and carry no beta system-role message (the writer
 * joins turns and hoists a leading system message, which the API reads the same), every Gemini
 * content has parts (the API rejects an empty one), and no Chat Completions assistant message has an
 * empty `tool_calls` (OpenAI rejects it).
 */
export function acceptable(format: FormatName, value: unknown, dialect?: ChatCompletionsDialect): boolean {
  if (FORMATS[format].rules(value as never).length) return false;
  // What the vendor refuses by its request rules (src/validate/rules/) is the writers' to repair, and they say so.
  if (!accepted(format, value, dialect)) return false;
  if (format === "claude") {
    const messages = (Array.isArray(value) ? value : (value as { messages: { role: string }[] }).messages) as { role: string }[];
    return messages.every((m, i) => m.role !== "system" && m.role !== messages[i - 1]?.role);
  }
  if (format === "gemini") {
    const request = (Array.isArray(value) ? { contents: value } : value) as { contents: { parts: unknown[] }[]; systemInstruction?: { parts: unknown[] } };
    return [...request.contents, ...(request.systemInstruction ? [request.systemInstruction] : [])].every((c) => c.parts.length > 0);
  }
  if (format === "chat-completions") {
    // (A null tool_calls, as model_dump() writes it, is the same request as none.) Nor an empty content
    // list: "a message's content must not be an empty array" (the empty_content rule; the writer writes null).
    return (value as Record<string, unknown>[]).every((m) => m.role !== "assistant" || ((m.tool_calls == null || (m.tool_calls as unknown[]).length > 0)
      && !(Array.isArray(m.content) && m.content.length === 0)));
  }
  return true;
}

/**
 * A Gemini document as the history format carries it: a body's settings (generationConfig, tools…)
 * are gemini-request's, whose own identity property is test/request/identity.properties.test.ts; the
 * history format names each as request_field_dropped. The conversation keys stay, in both spellings.
 */
function conversationOnly(value: unknown): unknown {
  if (Array.isArray(value) || value === null || typeof value !== "object") return value;
  const body = value as Record<string, unknown>;
  return Object.fromEntries(Object.entries(body).filter(([key]) => key === "contents" || key === "systemInstruction" || key === "system_instruction"));
}

interface Tally {
  runs: number;
  exact: number;
  codes: Map<string, number>;
}

/** W → hub → W on one document; returns the warnings, and fails on a difference nobody warned. */
function roundTrip(format: FormatName, gaps: readonly string[], value: unknown, extra: object, tally: Tally): void {
  const warnings: ConversionWarning[] = [];
  const out = convert(value as never, { from: format, to: format, ...extra, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
  tally.runs++;
  if (warnings.length === 0) {
    expect(spelled(format, out)).toEqual(spelled(format, value));
    tally.exact++;
    return;
  }
  for (const w of warnings) {
    tally.codes.set(w.code, (tally.codes.get(w.code) ?? 0) + 1);
    expect(gaps, `${w.code} at ${w.path}: ${w.message}`).toContain(w.code);
    expect(GAP_AT[format]?.(value, w.path) ?? true, `${w.code} at ${w.path} is not where ${format}'s gaps are: ${w.message}`).toBe(true);
  }
}

const CASES: [string, FormatName, object][] = [
  ["chat", "chat", {}],
  ["claude", "claude", {}],
  ["items", "items", { provider: "openai" }],
  ["items (parts)", "items", { provider: "openai", assistantParts: "parts" }],
  ["chat-completions (openai)", "chat-completions", { dialect: "openai" }],
  ["chat-completions (deepseek)", "chat-completions", { dialect: "deepseek" }],
  ["chat-completions (openrouter)", "chat-completions", { dialect: "openrouter" }],
  ["chat-completions (gemini)", "chat-completions", { dialect: "gemini" }],
  ["gemini", "gemini", {}],
];

describe("identity: W → hub → W, over documents generated from the schemas", () => {
  for (const [name, format, extra] of CASES) {
    it(`${name}: ${RUNS} documents come back equal, or name what they lose`, () => {
      const tally: Tally = { runs: 0, exact: 0, codes: new Map() };
      const docs = documentOf(format, { maxItems: 3 }).map(conversationOnly).filter((v) => acceptable(format, v, (extra as { dialect?: ChatCompletionsDialect }).dialect));
      const gaps = GAPS[name] ?? GAPS[format]!;
      fc.assert(fc.property(docs, (value) => roundTrip(format, gaps, value, extra, tally)), { numRuns: RUNS, seed: 20 });
      const warned = [...tally.codes].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(", ");
      console.log(`identity ${name}: ${tally.runs} runs, ${tally.exact} exact with no warning${warned ? `; warned: ${warned}` : ""}`);
      expect(tally.runs).toBe(RUNS);
    });
  }
});
