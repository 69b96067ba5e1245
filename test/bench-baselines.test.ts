// The benchmark's baselines must do the same work as the generated validator: the same verdict on
// every Item fixture, or their timings compare unlike things.
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../fixtures/corpus.js";
import { validateItems } from "../generated/validators.js";
import { ajvAnyOfItems } from "../bench/baselines/ajv-anyof.js";
import { handItems } from "../bench/baselines/hand.js";
import { typeboxItems } from "../bench/baselines/typebox.js";
import { zodDiscriminatedItems, zodUnionItems } from "../bench/baselines/zod.js";
import { conversation, invalidConversation } from "../bench/data.js";

const baselines: [string, (value: unknown) => boolean][] = [
  ["hand-written", handItems],
  ["TypeBox", typeboxItems],
  ["zod discriminatedUnion", zodDiscriminatedItems],
  ["zod union", zodUnionItems],
  ["ajv anyOf", ajvAnyOfItems],
];

const items = loadFixtures().filter((f) => f.schema === "item");

describe("benchmark baselines agree with the generated validator", () => {
  it("the corpus has valid and invalid Item fixtures", () => {
    expect(items.filter((f) => f.kind === "valid").length).toBeGreaterThan(10);
    expect(items.filter((f) => f.kind === "invalid").length).toBeGreaterThan(10);
  });
  it.each(baselines)("%s: same verdict on every Item fixture and on the benchmark's conversations", (_name, check) => {
    const differ = items.filter((f) => check(f.value) !== validateItems(f.value)).map((f) => f.id);
    expect(differ).toEqual([]);
    expect(check(conversation())).toBe(true);
    expect(check(invalidConversation())).toBe(false);
  });
});
