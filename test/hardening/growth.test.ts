// The Gemini reader pairs function responses with calls in time linear in their number, with or without ids.
import { describe, expect, it } from "vitest";
import { fromGeminiContents } from "../../src/index.js";
import { readGemini } from "../../src/convert/from-gemini.js";

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

function best(run: () => void): number {
  let min = Infinity;
  for (let r = 0; r < 2; r++) {
    const t = performance.now();
    run();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

describe("Gemini function responses", () => {
  for (const withIds of [false, true]) {
    it(`${withIds ? "with" : "without"} ids: 10× the responses cost at most 25× the time (quadratic is 100×)`, () => {
      const small = parallel(3_000, withIds);
      const big = parallel(30_000, withIds);
      expect(fromGeminiContents(small)).toHaveLength(3_002);
      const t1 = best(read(small));
      const t10 = best(read(big));
      console.log(`the Gemini reader, ${withIds ? "with" : "without"} ids: 3k ${t1.toFixed(1)} ms, 30k ${t10.toFixed(1)} ms (ratio ${(t10 / t1).toFixed(2)})`);
      expect(t10 / Math.max(t1, 1)).toBeLessThan(25);
    });
  }
});
