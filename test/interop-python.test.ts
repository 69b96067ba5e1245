// Python's jsonschema (Draft 2020-12) must reach the same verdict as the shipped ajv validators on every fixture.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusValidators as validators } from "./corpus-validators.js";
import { root } from "../scripts/schemas.js";
import { loadFixtures, type CorpusSchema } from "../fixtures/corpus.js";


interface Verdicts {
  jsonschema: string;
  verdicts: Record<string, { valid: boolean; error: string | null }>;
}

/** Runs test/python/verdicts.py; a reason instead when python3 or jsonschema is missing. */
function pythonVerdicts(): { ok: true; out: Verdicts } | { ok: false; reason: string } {
  const run = spawnSync("python3", [join(root, "test", "python", "verdicts.py")], { encoding: "utf8", maxBuffer: 64 << 20 });
  if (run.error) return { ok: false, reason: `python3 could not be run (${run.error.message})` };
  if (run.status === 2) return { ok: false, reason: run.stderr.trim() };
  if (run.status !== 0) throw new Error(`test/python/verdicts.py failed (exit ${run.status}):\n${run.stderr}`);
  return { ok: true, out: JSON.parse(run.stdout) as Verdicts };
}

const python = pythonVerdicts();
const known = JSON.parse(readFileSync(join(root, "test", "python", "known-disagreements.json"), "utf8")) as Record<string, string>;

if (!python.ok) {
  const hint = "install it with: pip install jsonschema==4.26.0";
  if (process.env.CI) {
    it("python jsonschema is available in CI", () => {
      expect.fail(`${python.reason}; CI must run the Python interop check (${hint})`);
    });
  } else {
    console.warn(`skipping the Python interop check: ${python.reason} (${hint})`);
  }
}

describe.skipIf(!python.ok)("python jsonschema agrees with ajv", () => {
  const { jsonschema, verdicts } = python.ok ? python.out : { jsonschema: "", verdicts: {} };
  const fixtures = loadFixtures();
  const rows = fixtures.map((f) => ({ id: f.id, ajv: validators[f.schema](f.value).ok, py: verdicts[f.id] }));

  it("judges every fixture and nothing else", () => {
    expect(Object.keys(verdicts).sort()).toEqual(fixtures.map((f) => f.id).sort());
  });

  it("reaches ajv's verdict on every fixture not listed in known-disagreements.json", () => {
    const differ = rows.filter((r) => !(r.id in known) && r.py?.valid !== r.ajv);
    expect(differ.map((r) => `${r.id}: ajv ${r.ajv ? "valid" : "invalid"}, python ${r.py?.valid ? "valid" : `invalid (${r.py?.error})`}`)).toEqual([]);
    const agree = rows.filter((r) => r.py?.valid === r.ajv).length;
    console.log(`python jsonschema ${jsonschema} agrees with ajv on ${agree}/${rows.length} fixtures` +
      (Object.keys(known).length ? ` (known disagreements: ${Object.keys(known).join(", ")})` : ""));
  });

  it("still disagrees on every listed known disagreement (remove entries once the schema is fixed)", () => {
    const fixed = Object.keys(known).filter((id) => rows.find((r) => r.id === id)?.py?.valid === rows.find((r) => r.id === id)?.ajv);
    expect(fixed).toEqual([]);
    expect(Object.keys(known).filter((id) => !rows.some((r) => r.id === id))).toEqual([]);
  });

  it("agrees with the folder each fixture sits in", () => {
    const wrong = rows.filter((r) => !(r.id in known) && r.py?.valid !== r.id.includes("/valid/"));
    expect(wrong.map((r) => r.id)).toEqual([]);
  });
});
