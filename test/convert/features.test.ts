// Law 2, shared features arrive, over the feature × format table: for every ordered pair, each feature
// both formats carry arrives (the target's output, read back into the hub, still has it), and each one
// the target lacks is exactly one named warning at the sample's path. The README's table is this data.
import { expectReadmeSection } from "../readme-section.js";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { FORMAT_NAMES, FORMATS, type FormatName } from "../../src/convert/formats.js";
import { FEATURES, featureTable } from "../../src/convert/features.js";

const WRITABLE = FORMAT_NAMES.filter((f) => FORMATS[f].write !== undefined);

/** Warnings about the vendor's request rules (law 3), not about a feature: Gemini 3 wants the first call of a step signed. */
const RULES = new Set(["thought_signature_missing"]);

function convertWith(doc: unknown, from: FormatName, to: FormatName, options: Record<string, unknown> = {}): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(doc as never, { from, to, ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
  return { out, warnings: warnings.filter((w) => !RULES.has(w.code)) };
}

/** Writer options of the target (e.g. the Chat Completions dialect that has reasoning), when its sample names them. */
const writeOptions = (samples: (typeof FEATURES)[number]["samples"], to: FormatName) => samples[to]?.options ?? {};

describe("every feature both formats carry arrives; every one the target lacks is one warning at its path", () => {
  const tally = new Map<string, { carried: string[]; warned: string[] }>();
  for (const feature of FEATURES) {
    for (const from of FORMAT_NAMES) {
      const sample = feature.samples[from];
      if (!sample) continue;
      for (const to of WRITABLE) {
        const carries = feature.samples[to] !== undefined;
        it(`${feature.name}: ${from} → ${to} ${carries ? "carries it" : "warns once"}`, () => {
          const { out, warnings } = convertWith(sample.doc, from, to, writeOptions(feature.samples, to));
          const entry = tally.get(`${from} → ${to}`) ?? { carried: [], warned: [] };
          tally.set(`${from} → ${to}`, entry);
          if (carries) {
            expect(warnings).toEqual([]);
            const back = convertWith(out, to, "chat");
            expect(feature.holds(back.out as never)).toBe(true);
            entry.carried.push(feature.name);
          } else {
            expect(warnings.map((w) => w.path.startsWith(sample.at) && /^[a-z_]+$/.test(w.code))).toEqual([true]);
            entry.warned.push(`${feature.name} (${warnings[0]!.code})`);
          }
        });
      }
    }
  }
  it("per pair (printed for the closing note)", () => {
    for (const [pair, { carried, warned }] of [...tally].sort()) console.log(`${pair}: carried ${carried.length} [${carried.join("; ")}]; warned ${warned.length} [${warned.join("; ")}]`);
    expect(tally.size).toBeGreaterThan(0);
  });
});

describe("README feature table", () => {
  it("matches the table data (UPDATE_README=1 rewrites it)", () => {
    expectReadmeSection("features", featureTable(FORMAT_NAMES));
  });
});
