// `convert` chat-completions → items writes without the hub where it can (chat-completions-items.ts):
// on generated documents and options it must give exactly what the hub path gives (output, warnings
// with codes, paths, messages and order, errors), and every output it writes itself must pass the
// items' request rules, the check it skips.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, convertThroughHub } from "../../src/convert/convert.js";
import { chatCompletionsToItems } from "../../src/convert/chat-completions-items.js";
import { FORMATS } from "../../src/convert/formats.js";
import { ContractError } from "../../src/validate/issue.js";
import type { ConversionWarning } from "../../src/convert/warnings.js";
import { documentOf } from "../arbitrary/from-schema.js";
import { anyChatCompletionMessages, dialectHistory } from "./chat-completions-arbitraries.js";
import { chatCompletionsHistory } from "../../bench/data.js";

type Run = (input: never, options: never) => unknown;

/** Everything a caller sees of one conversion: the output and the warnings, or the error and the warnings before it. */
function outcome(run: Run, input: unknown, options: Record<string, unknown>, listen: boolean): string {
  const warnings: ConversionWarning[] = [];
  const all = { from: "chat-completions", to: "items", ...options, ...(listen ? { onWarning: (w: ConversionWarning) => warnings.push(w) } : {}) };
  try {
    return JSON.stringify({ out: run(input as never, all as never), warnings });
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    return JSON.stringify({ error: error.message, issues: error.issues, warnings });
  }
}

const codes = ["reasoning_dropped", "name_dropped", "refusal_as_text", "filename_added", "orphan_output", "unanswered_call", "request_field_dropped", "assistant_turns_merged"];

/** Valid options mostly; now and then one that is not (a wrong value, or `thinking`, which only the Claude reader takes). */
const rarely = <T,>(valid: fc.Arbitrary<T>, invalid: unknown) => fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(invalid) });
const options = fc.record({
  strict: rarely(fc.oneof(fc.boolean(), fc.subarray(codes).map((allow) => ({ allow }))), "yes"),
  systemRole: rarely(fc.constantFrom("system", "developer"), "user"),
  provider: rarely(fc.constantFrom("openai", "anthropic"), ""),
  assistantParts: rarely(fc.constantFrom("text", "parts"), "blocks"),
}, { requiredKeys: [] }).chain((valid) => rarely<Record<string, unknown>>(fc.constant(valid), { ...valid, thinking: "drop" })) as fc.Arbitrary<Record<string, unknown>>;

const history = fc.oneof(
  documentOf("chat-completions", { maxItems: 6 }),
  anyChatCompletionMessages,
  dialectHistory.map(({ history }) => history),
);

/** A history, a request body around one, or (rarely) something that is neither. */
const input = fc.oneof(
  { weight: 6, arbitrary: history },
  { weight: 2, arbitrary: history.map((messages) => ({ model: "gpt-5", messages, temperature: 0 })) },
  { weight: 1, arbitrary: fc.anything() },
);

describe("convert chat-completions → items without the hub", () => {
  it("gives the hub path's output, warnings and errors for any input and options", () => {
    let direct = 0;
    fc.assert(fc.property(input, options, fc.boolean(), (value, opts, listen) => {
      const got = outcome(convert as Run, value, opts, listen);
      expect(got).toBe(outcome(convertThroughHub as Run, value, opts, listen));
      // Counted where the input and the options were valid (the output given, or the strict mode's error).
      if (!/: invalid (input|options)"/.test(got) && FORMATS["chat-completions"].check(value).length === 0 && chatCompletionsToItems(value as never, opts, () => {}) !== undefined) direct++;
    }), { numRuns: 1_500 });
    // Most paired histories take the direct path: the comparison is not only of the hub path with itself.
    expect(direct).toBeGreaterThan(300);
  });

  it("writes only output that passes the items' request rules (the check it leaves out)", () => {
    let direct = 0;
    fc.assert(fc.property(history, fc.constantFrom("system", "developer"), (messages, systemRole) => {
      const items = chatCompletionsToItems(messages as never, { systemRole }, () => {});
      if (items === undefined) return;
      direct++;
      expect(FORMATS.items.vendorIssues(items as never, { allowPendingCalls: true, output: true })).toEqual([]);
    }), { numRuns: 1_000 });
    expect(direct).toBeGreaterThan(200);
  });

  it("takes the direct path on the bench's history and gives the hub path's result", () => {
    const messages = chatCompletionsHistory(1_000);
    expect(chatCompletionsToItems(messages as never, {}, () => {})).toBeDefined();
    expect(outcome(convert as Run, messages, {}, true)).toBe(outcome(convertThroughHub as Run, messages, {}, true));
  });
});
