// `convert --format json` writes each report as JSON.stringify would write the record
// {file?, line?, written, warnings, issues?}: keys in that order, nothing else.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const { dir, remove } = tempDir();
afterAll(remove);

const KEYS = ["file", "line", "written", "warnings", "issues"];

/** The report rebuilt in the documented key order and written by JSON.stringify. */
function canonical(text: string): string {
  const record = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(record).every((k) => KEYS.includes(k))).toBe(true);
  return JSON.stringify(Object.fromEntries(KEYS.filter((k) => k in record).map((k) => [k, record[k]])));
}

// An id-less assistant message's output parts (an empty annotations list) have no Claude form: one provider_fields_dropped warning.
const warned = [{ type: "message", role: "user", content: "q" }, { type: "message", role: "assistant", content: [{ type: "output_text", text: 'say "hi"\n\u00e9', annotations: [] }] }];
const invalid = [{ type: "message", role: "robot", content: "x" }];

describe("convert --format json reports", () => {
  const jsonl = join(dir, 'odd "name".jsonl');
  writeFileSync(jsonl, `${JSON.stringify(warned)}\n${JSON.stringify(invalid)}\n`);
  const single = join(dir, "one.json");
  writeFileSync(single, JSON.stringify(warned));
  const items = ["--from", "items", "--to", "claude", "--format", "json"];

  it.each([
    ["JSON Lines (line)", [jsonl, "--jobs", "1"], 2, 1],
    ["several JSON Lines inputs (file and line)", [jsonl, jsonl, "--jsonl", "--jobs", "1"], 4, 2],
    ["one document (file)", [single], 1, 0],
    ["several documents (file)", [single, single], 2, 0],
    ["--strict (written false)", [single, "--strict"], 1, 0],
  ] as [string, string[], number, number][])("%s", (_name, args, count, withIssues) => {
    const run = cli(["convert", ...args, ...items]);
    const reports = run.stderr.trim().split("\n").filter((l) => l.includes('"written"'));
    expect(reports).toHaveLength(count);
    expect(reports.filter((r) => r.includes('"issues"'))).toHaveLength(withIssues);
    for (const report of reports) expect(report).toBe(canonical(report));
  });
});
