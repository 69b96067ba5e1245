// Vendor acceptance (DESIGN.md, law 3): for every valid input of every format, each writer's output
// passes its target's request rules, or the writer itself named each rule it breaks. The output check
// of convert says the rest at the input's root; here it must never have to.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/index.js";
import { FORMAT_NAMES, FORMATS, type FormatName } from "../../src/convert/formats.js";
import { documentOf } from "../arbitrary/from-schema.js";
import { propertyRuns } from "../runs.js";

const RUNS = Number(process.env.RULE_RUNS ?? propertyRuns(300, 2000).numRuns);
const TARGETS: { to: FormatName; dialect?: "openai" | "deepseek" | "openrouter" | "gemini" }[] = [
  { to: "items" }, { to: "claude" }, { to: "gemini" },
  { to: "chat-completions", dialect: "openai" }, { to: "chat-completions", dialect: "deepseek" },
  { to: "chat-completions", dialect: "openrouter" }, { to: "chat-completions", dialect: "gemini" },
];

/** The warnings of a writer's repairs (see the rule tables' repair column). */
const REPAIRS = new Set(["assistant_tool_calls_merged", "empty_message_dropped", "filename_added", "trailing_whitespace", "invalid_signature", "invalid_thought_signature", "file_type_unsupported", "content_part_unsupported", "content_reordered", "empty_text_dropped"]);

/** Per pair: how many outputs broke no rule, and the repairs or warnings of rule codes the writers gave. */
const tally = new Map<string, { clean: number; ruled: Map<string, number> }>();

/** Each format's generated inputs, made once and checked against every target. */
const samples = new Map<FormatName, unknown[]>();
function inputsOf(from: FormatName): unknown[] {
  let docs = samples.get(from);
  if (!docs) samples.set(from, (docs = fc.sample(documentOf(from), { numRuns: RUNS, seed: Number(process.env.RULE_SEED ?? 20261201) })));
  return docs;
}

describe("every writer's output passes its target's request rules, or says which it breaks", () => {
  for (const from of FORMAT_NAMES) {
    for (const { to, dialect } of TARGETS) {
      const pair = `${from} → ${to}${dialect ? ` (${dialect})` : ""}`;
      it(pair, () => {
        const counts = { clean: 0, ruled: new Map<string, number>() };
        tally.set(pair, counts);
        for (const [k, input] of inputsOf(from).entries()) {
          const document = () => `input ${k}: ${JSON.stringify(input)}`;
          const warnings: ConversionWarning[] = [];
          const out = convert(input as never, { from, to, ...(dialect && { dialect }), onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
          const issues = FORMATS[to].vendorIssues(out as never, { ...(dialect && { dialect }), allowPendingCalls: true, output: true });
          // Said at the root means the writer broke a rule without a word of its own.
          const unsaid = warnings.filter((w) => w.path === "" && issues.some((i) => i.code === w.code));
          if (unsaid.length) expect(unsaid.map((w) => w.message), document()).toEqual([]);
          for (const issue of issues) if (!warnings.some((w) => w.code === issue.code)) expect.fail(`${issue.code} at ${issue.path} with no warning of the writer's; ${document()}`);
          if (issues.length === 0) counts.clean++;
          for (const w of warnings) if (REPAIRS.has(w.code) || issues.some((i) => i.code === w.code)) counts.ruled.set(w.code, (counts.ruled.get(w.code) ?? 0) + 1);
        }
        expect(counts.clean).toBeGreaterThan(0);
      });
    }
  }
});

afterAll(() => {
  if (!process.env.RULE_REPORT) return;
  for (const [pair, { clean, ruled }] of tally) console.log(`${pair}: ${RUNS} runs, ${clean} outputs broke no rule; ${[...ruled].map(([c, n]) => `${c} ${n}`).join(", ") || "no rule warnings"}`);
});
