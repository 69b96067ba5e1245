// The Gemini reader pairs function responses with calls in time linear in their number, with or without ids.
import { describe, expect, it } from "vitest";
import { fromGeminiContents } from "../../src/index.js";
import { readGemini } from "../../src/convert/from-gemini.js";
import { growth } from "./growth-ratio.js";

/** The reader alone (the input validated once, outside the timing), so its own growth is what is measured. */
const read = (contents: ReturnType<typeof parallel>) => () => readGemini(contents as never, () => {}, (v) => v);

/** One model content of `n` parallel calls, each its own function, and one user content answering them last call first. */
function parallel(n: number, withIds: boolean) {
  const id = (k: number) => (withIds ? { id: `c${k}` } : {});
  return [
    { role: "user", parts: [{ text: "go" }] },
    { role: "model", parts: Array.from({ length: n }, (_, k) => ({ functionCall: { ...id(k), name: `f${k}`, args: {} } })) },
    { role: "user", parts: Array.from({ length: n }, (_, j) => n - 1 - j).map((k) => ({ functionResponse: { ...id(k), name: `f${k}`, response: { output: "ok" } } })) },
  ];
}

describe("Gemini function responses", () => {
  for (const withIds of [false, true]) {
    // Linear is 10×, quadratic 100×. Alone on a quiet machine the ratio is 9–21×: collecting the larger
    // heap costs more than linearly, and beside another test worker 30.3× was seen; 40× still fails on
    // quadratic work.
    it(`${withIds ? "with" : "without"} ids: 10× the responses cost at most 40× the time (quadratic is 100×)`, () => {
      const small = parallel(3_000, withIds);
      const big = parallel(30_000, withIds);
      expect(fromGeminiContents(small)).toHaveLength(3_002);
      const g = growth(read(small), read(big));
      console.log(`the Gemini reader, ${withIds ? "with" : "without"} ids: 3k ${g.small.toFixed(1)} ms, 30k ${g.big.toFixed(1)} ms (ratio ${g.ratio.toFixed(2)})`);
      expect(g.ratio).toBeLessThan(40);
    });
  }
});
