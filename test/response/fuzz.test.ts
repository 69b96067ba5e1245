// Any value, and any valid fixture with one node replaced, through readResponse and the response
// validators: a result or a ContractError, never another throw, and the input never changed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "../../src/index.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { deep } from "../runs.js";

const runs = Number(process.env.FUZZ_RUNS ?? (deep ? 10_000 : 2_000));
const FROM = { "chat-completions-response": "chat-completions", "responses-response": "responses", "claude-response": "claude", "gemini-response": "gemini" } as const;
const valid = loadFixtures().filter((f) => f.kind === "valid" && f.schema in FROM);

/** Every path of a JSON value (objects and arrays), with the value at it. */
function paths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const out = [at];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (value !== null && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...at, k]));
  return out;
}

/** `value` with the node at `path` replaced by `by` (a copy). */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (!path.length) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]!] = replaced(copy[path[0]!], path.slice(1), by);
  return copy;
}

const mutated = fc.constantFrom(...valid).chain((f) =>
  fc.tuple(fc.constant(FROM[f.schema as keyof typeof FROM]), fc.constantFrom(...paths(f.value)), fc.oneof(fc.anything(), fc.constantFrom(null, "", [], {}, 0, "assistant", "model", "STOP")))
    .map(([from, path, by]) => ({ from, value: replaced(f.value, path, by) })));
const anything = fc.tuple(fc.constantFrom(...Object.values(FROM)), fc.anything({ withNullPrototype: true, withSparseArray: true, withBoxedValues: true })).map(([from, value]) => ({ from, value }));

const safely = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (!(error instanceof api.ContractError)) throw error;
  }
};

describe(`fuzz: ${runs} runs each`, () => {
  it.each([["a fixture with one node replaced", mutated], ["any value", anything]] as const)("readResponse on %s throws nothing but ContractError and changes nothing", (_, inputs) => {
    fc.assert(
      fc.property(inputs, fc.option(fc.anything(), { nil: undefined }), ({ from, value }, choice) => {
        const before = JSON.stringify(value);
        safely(() => readOrCheck(from, value, choice));
        expect(JSON.stringify(value)).toBe(before);
      }),
      { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 20261202) },
    );
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});

function readOrCheck(from: api.ResponseFormat, value: unknown, choice: unknown): void {
  const out = api.readResponse(value as never, { from, ...(choice === undefined ? {} : { choice: choice as number }) });
  expect(api.validateChatResponse(out)).toMatchObject({ ok: true });
  for (const check of [api.validateChatCompletionResponse, api.validateResponsesResponse, api.validateClaudeResponse, api.validateGeminiResponse, api.validateChatResponse]) check(value);
}
