// Every pattern in the schemas must run in linear time on adversarial input.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateContentPart } from "../../generated/validators.js";

const dir = join(import.meta.dirname, "../../schemas");

function patterns(node: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => patterns(n, out));
  else if (node && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "pattern" && typeof v === "string") out.add(v);
      else patterns(v, out);
    }
  }
  return out;
}

const all = new Set<string>();
for (const f of readdirSync(dir).filter((f) => f.endsWith(".schema.json"))) patterns(JSON.parse(readFileSync(join(dir, f), "utf8")), all);

/** Strings made of the characters a pattern accepts, then one it cannot end with. */
function adversarial(n: number): string[] {
  const alphabet = "aA0+/_-.=!#$&^ \t\n/~|";
  const prefixes = ["", "fc", "application/", "text/"];
  const out: string[] = [];
  for (const p of prefixes) {
    for (const c of alphabet) out.push(p + c.repeat(n) + "\u0000");
    out.push(p + "aA0+/".repeat(n / 5) + "\u0000");
    out.push(p + "a=".repeat(n / 2));
  }
  return out;
}

describe("schema patterns cannot backtrack catastrophically", () => {
  it("finds the patterns", () => expect(all.size).toBeGreaterThanOrEqual(3));
  it.each([...all])("%s", (pattern) => {
    const re = new RegExp(pattern, "u");
    let worst = 0;
    for (const input of adversarial(100_000)) {
      const t = performance.now();
      re.test(input);
      worst = Math.max(worst, performance.now() - t);
    }
    expect(worst).toBeLessThan(100);
  });
});

describe("the base64 check the generated validators run in place of the pattern", () => {
  const BASE64 = new RegExp([...all].find((p) => p.includes("A-Za-z0-9+/"))!, "u");
  const part = (data: string) => validateContentPart({ type: "image", mimeType: "image/png", data });

  it("gives the pattern's verdict on every string over a small alphabet, 20,000 runs", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("A", "z", "0", "+", "/", "=", "-", "\n", "é", "\ud800"), maxLength: 12 }), (data) => {
        expect(part(data)).toBe(BASE64.test(data));
      }),
      { numRuns: 20_000 },
    );
  });

  it("a valid string was checked at all: a bad character late in a long one fails", () => {
    expect(part("QUJD".repeat(10_000))).toBe(true);
    expect(part(`${"QUJD".repeat(10_000)}!`)).toBe(false);
    expect(part("QQ==")).toBe(true);
    expect(part("Q===")).toBe(false);
    expect(part("Q=Q=")).toBe(false);
    expect(part("Q")).toBe(false);
    expect(part("QUJDQ")).toBe(false);
    expect(part("QUI")).toBe(true);
    expect(part("QUI=")).toBe(true);
    expect(part("QU=")).toBe(false);
  });
});
