// Pins what `convert` chat-completions → items gives today, byte for byte, on the fixture corpus, the
// bench's histories and generated documents, so a faster path is proven to give the same output,
// warnings (codes, paths, messages, order) and errors. Each case's result is hashed; the digests live
// in speed-differential.golden.json (`UPDATE_GOLDEN=1` rewrites it, only for an intended change).
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert } from "../../src/index.js";
import { ContractError } from "../../src/validate/issue.js";
import type { ConversionWarning } from "../../src/convert/warnings.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { documentOf } from "../arbitrary/from-schema.js";
import { anyChatCompletionMessages } from "./chat-completions-arbitraries.js";
import { chatCompletionsHistory } from "../../bench/data.js";
import { deepFreeze } from "./helpers.js";

const GOLDEN = join(__dirname, "speed-differential.golden.json");

/** Everything a caller can observe of one conversion: the output and the warnings, or the error. */
function outcome(input: unknown, extra: Record<string, unknown>): string {
  const warnings: unknown[] = [];
  try {
    const out = convert(input as never, { from: "chat-completions", to: "items", onWarning: (w: ConversionWarning) => warnings.push(w), ...extra } as never);
    return JSON.stringify({ out, warnings });
  } catch (error) {
    if (!(error instanceof ContractError)) throw error;
    return JSON.stringify({ error: error.message, issues: error.issues, warnings });
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);

function cases(): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const f of loadFixtures()) if (f.schema === "chat-completions" || f.schema === "chat-completions-request") out.push([f.id, f.value]);
  const history = chatCompletionsHistory(2_000);
  out.push(["bench history 2k", history]);
  out.push(["bench history 200 repeated to 2k", Array.from({ length: 2_000 }, (_, i) => history[i % 200])]);
  fc.sample(documentOf("chat-completions", { maxItems: 6 }), { numRuns: 300, seed: 20261202 }).forEach((doc, i) => out.push([`generated document ${i}`, doc]));
  fc.sample(anyChatCompletionMessages, { numRuns: 300, seed: 20261203 }).forEach((doc, i) => out.push([`any messages ${i}`, doc]));
  return out;
}

const OPTIONS: [string, Record<string, unknown>][] = [["", {}], [" strict", { strict: true }], [" developer", { systemRole: "developer", provider: "openai" }]];

describe("convert chat-completions → items gives today's result on every case", () => {
  it("matches the pinned digests", () => {
    const got: Record<string, string> = {};
    for (const [name, input] of cases()) {
      deepFreeze(input);
      for (const [suffix, extra] of OPTIONS) got[`${name}${suffix}`] = digest(outcome(input, extra));
    }
    if (process.env.UPDATE_GOLDEN) writeFileSync(GOLDEN, `${JSON.stringify(got, null, 1)}\n`);
    const want = JSON.parse(readFileSync(GOLDEN, "utf8")) as Record<string, string>;
    const differ = Object.keys({ ...want, ...got }).filter((k) => want[k] !== got[k]);
    expect(differ).toEqual([]);
  });
});
