// examples/spark: chat-contract as the map step of a PySpark job (local mode here) gives, on the same
// JSONL input, the converted lines of the one-process CLI byte for byte, and its per-line reports with
// their line numbers in the whole input, and the same counts. Needs Java and pyspark (.ci/run installs
// pyspark); skipped with the reason otherwise.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skip, tempDir } from "../languages.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { root } from "../../scripts/schemas.js";

const tmp = tempDir("spark");
afterAll(tmp.remove);
const input = join(tmp.dir, "histories.jsonl");
const cli = join(root, "dist/cli.js");
const job = join(root, "examples/spark/chat_contract_job.py");

function missing(): string | undefined {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (java.error || java.status !== 0) return "java not found (pyspark needs a JVM, Java 17 or later)";
  const pyspark = spawnSync("python3", ["-c", "import pyspark; print(pyspark.__version__)"], { encoding: "utf8" });
  if (pyspark.error) return "python3 not found";
  if (pyspark.status !== 0) return "pyspark not installed (.ci/run installs it)";
  return undefined;
}
const why = missing();
// pinned in test/toolchains.json (spark.pyspark), installed by .ci/run

beforeAll(() => {
  // Every chat fixture, valid and invalid, as lines, repeated; bad JSON, blank lines and a document
  // of the wrong shape among them.
  const docs = loadFixtures().filter((f) => f.schema === "chat-message").map((f) => JSON.stringify(f.value));
  const lines: string[] = [];
  for (let round = 0; round < 40; round++) {
    lines.push(...docs);
    if (round % 7 === 3) lines.push("{not json", "");
    if (round % 11 === 5) lines.push('{"role":"user"}', '"just a string"');
  }
  writeFileSync(input, `${lines.join("\n")}\n`);
});

const oneProcess = (command: string, args: string[]) =>
  spawnSync(process.execPath, [cli, command, input, "--jsonl", "--format", "json", "--jobs", "1", ...args], { encoding: "utf8", maxBuffer: 1 << 28 });

const sparkJob = (command: string, out: string, args: string[]) =>
  spawnSync("python3", [job, command, input, out, "--master", "local[2]", "--partitions", "5", "--cli", `"${process.execPath}" "${cli}"`, "--", ...args], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
    env: { ...process.env, PYSPARK_PYTHON: "python3", SPARK_LOCAL_IP: "127.0.0.1" },
    timeout: 600_000,
  });

/** The JSON lines of a report stream, without the closing summary (its `seconds` differ). */
const records = (text: string) => text.split("\n").filter((l) => l.startsWith('{"line":'));
const summary = (text: string) => JSON.parse(text.trim().split("\n").at(-1)!) as Record<string, number>;

describe.runIf(why === undefined || skip("examples/spark", why))("examples/spark: the CLI as the map step of a PySpark job", () => {
  it("convert: the part files are the one-process output byte for byte; the reports and counts are its own", () => {
    const args = ["--from", "chat", "--to", "items"];
    const single = oneProcess("convert", args);
    expect(single.status).toBe(1);
    const out = join(tmp.dir, "convert");
    const run = sparkJob("convert", out, args);
    expect(run.status, run.stderr.slice(-3000)).toBe(1);
    const parts = readdirSync(join(out, "converted")).filter((f) => f.startsWith("part-")).sort();
    expect(parts.length).toBeGreaterThan(1);
    const joined = parts.map((p) => readFileSync(join(out, "converted", p), "utf8")).join("");
    expect(joined.length).toBeGreaterThan(1000);
    expect(joined === single.stdout).toBe(true);
    const reports = readFileSync(join(out, "reports.jsonl"), "utf8");
    expect(records(reports).length).toBeGreaterThan(10);
    expect(reports).toBe(records(single.stderr).map((l) => `${l}\n`).join(""));
    const counts = JSON.parse(readFileSync(join(out, "summary.json"), "utf8")) as Record<string, number>;
    const want = summary(single.stderr);
    expect({ converted: counts.converted, failed: counts.failed, warnings: counts.warnings }).toEqual({ converted: want.converted, failed: want.failed, warnings: want.warnings });
    expect(counts.partitions).toBeGreaterThan(1);
  }, 600_000);

  it("validate: the reports and counts are those of the one-process CLI", () => {
    const single = oneProcess("validate", ["--schema", "chat"]);
    expect(single.status).toBe(1);
    const out = join(tmp.dir, "validate");
    const run = sparkJob("validate", out, ["--schema", "chat"]);
    expect(run.status, run.stderr.slice(-3000)).toBe(1);
    expect(readFileSync(join(out, "reports.jsonl"), "utf8")).toBe(records(single.stdout).map((l) => `${l}\n`).join(""));
    const counts = JSON.parse(readFileSync(join(out, "summary.json"), "utf8")) as Record<string, number>;
    const want = summary(single.stdout);
    expect({ valid: counts.valid, invalid: counts.invalid, malformed: counts.malformed }).toEqual({ valid: want.valid, invalid: want.invalid, malformed: want.malformed });
  }, 600_000);
});
