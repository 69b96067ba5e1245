// The identity law for whole request bodies (DESIGN.md, law 1): W-request → chat-request → W-request
// gives the body back, equal up to the spellings the vendor treats as one request, with no warning,
// over whole bodies generated from the schemas, history included (extra keys included: settings not
// typed yet ride in the hub's provider slot). GAPS lists what a wire's body does not come back as, and
// why (its history's gaps only); a run that differs must say so with warnings, each a listed gap.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { checkOpenAIStrict } from "../../src/request/tool-schema.js";
import { withinRange } from "../../src/request/settings.js";
import { claudeThinkingIssues } from "../../src/validate/rules/claude.js";
import { REQUEST_FORMATS } from "../../src/request/formats.js";
import { propertyRuns } from "../runs.js";
import { spelledWhole, wholeBodiesOf, WIRES, type Wire } from "./bodies.js";

// 250 whole bodies per wire in npm test (1,000 take 2–17 s per wire on a loaded 2-core machine, gemini the slowest), 2,000 in test:deep.
const RUNS = propertyRuns(250, 2000);

type Node = Record<string, unknown> | undefined;
/** OpenAI refuses a strict tool or structured output whose schema breaks the strict rules (the writers warn `schema_not_strict`). */
const strictOk = (schemas: unknown[]) => schemas.every((schema) => checkOpenAIStrict(schema, "", () => {}));
const strictSchemas = {
  responses: (b: Record<string, unknown>) => [
    ...((b.tools ?? []) as Record<string, unknown>[]).filter((t) => t.type === "function" && t.strict === true).map((t) => t.parameters),
    ...(((b.text as Node)?.format as Node)?.type === "json_schema" && ((b.text as Node)?.format as Node)?.strict === true ? [((b.text as Node)!.format as Node)!.schema] : []),
  ],
  chatCompletions: (b: Record<string, unknown>) => [
    ...((b.tools ?? []) as Record<string, unknown>[]).filter((t) => (t.function as Node)?.strict === true).map((t) => (t.function as Node)!.parameters),
    ...(((b.response_format as Node)?.json_schema as Node)?.strict === true ? [((b.response_format as Node)!.json_schema as Node)!.schema] : []),
  ],
};

/** Bodies the identity law is about, per wire: what the vendor accepts. */
/** The body's sampling settings are within its API's range (outside, the API answers 400 and the writer clamps them, setting_clamped). */
const inRange = (wire: Wire, body: Record<string, unknown>) =>
  withinRange(WIRE_OF[wire], convert(body as never, { from: wire, to: "chat-request", ...READ[wire], onWarning: () => {} } as never) as never);
const WIRE_OF = { "responses-request": "responses", "chat-completions-request": "chatCompletions", "claude-request": "claude", "gemini-request": "gemini" } as const;

const ACCEPTABLE: Record<Wire, (body: Record<string, unknown>) => boolean> = {
  "responses-request": (b) => strictOk(strictSchemas.responses(b)),
  "chat-completions-request": (b) => strictOk(strictSchemas.chatCompletions(b)),
  // The Messages API requires max_tokens (the writer warns max_tokens_missing without it), and an
  // input_schema on a custom tool (the writer gives a function without parameters `{type: "object"}`).
  // Nor does it take thinking beside a forced tool choice, or a tool turn without its thinking (the thinking rules).
  "claude-request": (b) => typeof b.max_tokens === "number" && claudeThinkingIssues(b as never).length === 0
    && ((b.tools ?? []) as Record<string, unknown>[]).every((t) => !(t.type == null || t.type === "custom") || typeof t.name !== "string" || typeof t.input_schema === "object"),
  "gemini-request": () => true,
};

/**
 * What a wire's body loses on the way back, by warning code: the history's gaps (the history
 * identity test's GAPS, test/convert/identity.properties.test.ts, for the histories generated here),
 * and none of the settings (a run that differs with no warning, or warns a code not listed, fails).
 */
const GAPS: Record<Wire, readonly string[]> = {
  "responses-request": [
    // Items the hub has no message for, fields it has no slot for, parts it cannot hold (the items history gaps).
    "unsupported_item", "item_reference_dropped", "field_dropped", "file_not_inline", "image_not_inline", "unsupported_content", "orphan_reasoning",
    "content_joined", "refusal_as_text", "content_reordered",
  ],
  "chat-completions-request": [
    // Prompt-cache breakpoints and several text parts of a system, developer or tool message; other dialects' reasoning fields (the chat-completions history gaps).
    "cache_breakpoint_dropped", "content_joined", "field_dropped", "file_not_inline",
    "reasoning_dropped", "reasoning_details_dropped", "thought_signature_dropped", "reasoning_content_missing",
    "orphan_output", "tool_name_dropped", "call_id_added", "content_reordered", "empty_message_dropped", "unsupported_content",
    // A legacy function_call with an empty name is written with the name "unknown"; one answered
    // only after a system message is written as a tool call the API wants answered first.
    "tool_name_added", "tool_calls_unanswered", "tool_message_without_call",
  ],
  "claude-request": [
    // Claude joins turns and answers calls first; a source by an empty URL or file id is dropped (the claude history gaps).
    "messages_merged", "assistant_turns_merged", "content_reordered", "system_kept_in_place", "empty_text_dropped", "empty_message_dropped",
    "orphan_output", "tool_name_dropped", "arguments_reserialized", "unsafe_integer", "lone_surrogate_replaced", "unsupported_content",
    // A file id that is not an Anthropic Files API id's shape (" ") is kept, and said to be unresolvable.
    "file_id_unresolvable",
  ],
  "gemini-request": [
    // Gemini joins contents of one role and wants the first call of each step signed (the gemini history gaps).
    "contents_merged", "thought_signature_missing",
    // An open gap: a user content with other parts before its function responses (which Gemini 2.x is
    // reported to refuse, unconfirmed) reads as a user message before the tool results, which the hub's
    // pairing rule names.
    "unanswered_call",
    // A function response whose id names no call (its call had none): the reader keeps the response's
    // own id rather than guess which id-less call it answers, and the hub's pairing rule names it.
    "orphan_output",
    // A function response in a model content (kept among the model's own parts) answers no call of
    // the content before it, which the Gemini request rules name.
    "function_response_without_call",
  ],
};

/** The history reader's and writer's options, as the history identity test gives them (a Responses reasoning item needs its provider to be kept and replayed). */
const READ: Record<Wire, object> = { "responses-request": { provider: "openai" }, "chat-completions-request": {}, "claude-request": {}, "gemini-request": {} };

interface Tally {
  runs: number;
  exact: number;
  codes: Map<string, number>;
}

describe("identity: W-request → chat-request → W-request, over whole bodies generated from the schemas", () => {
  for (const wire of WIRES) {
    it(`${wire}: ${RUNS.numRuns} bodies (settings and history) come back equal with no warning, or name a listed gap`, () => {
      const tally: Tally = { runs: 0, exact: 0, codes: new Map() };
      fc.assert(fc.property(wholeBodiesOf(wire).filter(ACCEPTABLE[wire]).filter((b) => inRange(wire, b)), (body) => {
        const warnings: ConversionWarning[] = [];
        const onWarning = (w: ConversionWarning) => warnings.push(w);
        const hub = convert(body as never, { from: wire, to: "chat-request", ...READ[wire], onWarning } as never);
        const back = convert(hub as never, { from: "chat-request", to: wire, ...READ[wire], onWarning } as never) as Record<string, unknown>;
        // The direct conversion is the same as the one through the hub.
        expect(convert(body as never, { from: wire, to: wire, ...READ[wire] } as never)).toEqual(back);
        tally.runs++;
        if (warnings.length === 0) {
          expect(spelledWhole(wire, back)).toEqual(spelledWhole(wire, body));
          tally.exact++;
          return;
        }
        for (const w of warnings) {
          tally.codes.set(w.code, (tally.codes.get(w.code) ?? 0) + 1);
          expect(GAPS[wire], `${w.code} at ${w.path}: ${w.message}`).toContain(w.code);
        }
        // What a gap loses is the history's: the settings still come back.
        expect(spelledWhole(wire, back).settings).toEqual(spelledWhole(wire, body).settings);
      }), { ...RUNS, seed: 24 });
      const gaps = [...tally.codes].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code} ${n}`).join(", ");
      console.log(`request identity ${wire}: ${tally.runs} runs, ${tally.exact} exact with no warning${gaps ? `; warned: ${gaps}` : ""}`);
      expect(tally.runs).toBe(RUNS.numRuns);
    });
  }
});

/** Whether a JSON pointer names a node `root` has. */
function resolves(root: unknown, path: string): boolean {
  let node = root;
  for (const raw of path.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

describe("every cross-wire body conversion gives a body its target validates, each warning at a node of the input", () => {
  const runs = propertyRuns(100, 500);
  for (const from of WIRES) {
    it(`${from} → every other wire: ${runs.numRuns} bodies`, () => {
      fc.assert(fc.property(wholeBodiesOf(from).filter(ACCEPTABLE[from]), (body) => {
        for (const to of WIRES.filter((w) => w !== from)) {
          const warnings: ConversionWarning[] = [];
          const out = convert(body as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
          expect(REQUEST_FORMATS[to].check(out as never), `${from} → ${to}`).toEqual([]);
          // A strict-rule issue about a keyword the schema lacks (`type`, `additionalProperties`) points at where it belongs.
          const at = (w: ConversionWarning) => (w.code === "schema_not_strict" && !resolves(body, w.path) ? w.path.slice(0, w.path.lastIndexOf("/")) : w.path);
          for (const w of warnings) expect(resolves(body, at(w)), `${from} → ${to}: ${w.code} at ${w.path}`).toBe(true);
        }
      }), { ...runs, seed: 24 });
    });
  }
});
