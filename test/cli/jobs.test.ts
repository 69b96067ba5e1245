// --jobs N: worker threads give exactly what one thread gives, line numbers and order included.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";
import { BATCH_BYTES } from "../../src/cli/lines.js";

const tmp = tempDir();
afterAll(tmp.remove);
const path = join(tmp.dir, "mixed.jsonl");
/** Valid lines, one bad line after several batches, more valid lines. */
const late = join(tmp.dir, "late.jsonl");
const LINES = 30_000;

/** About 8 MiB (32 batches of `BATCH_BYTES`) of every kind of line: valid, invalid, warned on conversion, non-ASCII, bad JSON, blank, not UTF-8, too long. */
beforeAll(() => {
  const parts: Buffer[] = [];
  for (let i = 1; i <= LINES; i++) {
    let line: string | Buffer;
    if (i % 997 === 0) line = "{not json";
    else if (i % 1999 === 0) line = "";
    else if (i % 4001 === 0) line = Buffer.from([0x5b, 0x22, 0xc3, 0x28, 0x22, 0x5d]);
    else if (i % 7919 === 0) line = JSON.stringify([{ role: "user", content: "y".repeat(100_000) }]);
    else if (i % 101 === 0) line = JSON.stringify([{ role: "robot", content: `${i}` }]);
    else if (i % 17 === 0) line = JSON.stringify([{ role: "user", content: `café ✓ 😀 ${i}` }, { role: "assistant", content: "ok" }]);
    else if (i % 13 === 0) line = JSON.stringify([{ role: "user", content: `q${i}` }, { role: "assistant", content: "a", reasoning: `because ${i}` }]);
    else line = JSON.stringify([{ role: "user", content: `question ${i} `.repeat(12) }, { role: "assistant", content: `answer ${i}` }]);
    parts.push(typeof line === "string" ? Buffer.from(line) : line, Buffer.from("\n"));
  }
  writeFileSync(path, Buffer.concat(parts));
  const ok = JSON.stringify([{ role: "user", content: "question ".repeat(40) }]);
  writeFileSync(late, `${Array(20_000).fill(ok).join("\n")}\n[{"role":"robot"}]\n${Array(5_000).fill(ok).join("\n")}\n`);
});

const timeless = (text: string) => text.replace(/ in \d+(\.\d+)? s$/gm, " in T s").replace(/"seconds":[\d.]+/g, '"seconds":0');

describe("--jobs", () => {
  // The main thread takes a batch only when both workers hold two, so the output order is tested only
  // on files of many batches: with a third of these lines, a writer that wrote a later batch's result
  // first failed one case of eight instead of seven.
  it("uses files of many more batches than three threads hold at once", () => {
    expect(statSync(path).size).toBeGreaterThan(12 * BATCH_BYTES);
    expect(readFileSync(late).indexOf('[{"role":"robot"}]')).toBeGreaterThan(12 * BATCH_BYTES);
  });

  it.each([
    ["validate, text", ["validate", path, "--schema", "chat", "--max-line", "64K"]],
    ["validate, json", ["validate", path, "--schema", "chat", "--max-line", "64K", "-f", "json"]],
    ["validate, guessed schema", ["validate", path, "--max-line", "64K"]],
    ["check", ["check", path, "--schema", "chat", "--max-line", "64K"]],
    ["convert, text", ["convert", path, "--from", "chat", "--to", "items", "--max-line", "64K"]],
    ["convert, json, strict", ["convert", path, "--from", "chat", "--to", "items", "--max-line", "64K", "-f", "json", "--strict"]],
    ["validate --fail-fast", ["validate", path, "--schema", "chat", "--fail-fast"]],
    ["convert --fail-fast late in the file", ["convert", late, "--from", "chat", "--to", "items", "--fail-fast"]],
  ])("%s: the same stdout, stderr and exit code with 1 and 3 threads", (_name, args) => {
    const one = cli([...args, "--jobs", "1"]);
    const three = cli([...args, "--jobs", "3"]);
    expect(one.stdout.length).toBeGreaterThan(0);
    expect(timeless(three.stdout)).toBe(timeless(one.stdout));
    expect(timeless(three.stderr)).toBe(timeless(one.stderr));
    expect(three.code).toBe(one.code);
  });

  it("reports what it should in that file", () => {
    const run = cli(["validate", path, "--schema", "chat", "--max-line", "64K"]);
    expect(run.stdout).toContain("mixed.jsonl:997:2: bad JSON");
    expect(run.stdout).toContain("mixed.jsonl:4001: not UTF-8: byte 0xc3 at byte 3 of the line\n");
    expect(run.stdout).toContain("mixed.jsonl:7919: line is longer than 64 KiB (--max-line); skipped\n");
    expect(run.stdout).toContain("mixed.jsonl:101: invalid chat");
  });
});
