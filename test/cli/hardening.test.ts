// The CLI under valid but awkward input: a line that cannot be converted, a missing input among
// several, a signal with --format json, out-of-range sizes and counts, huge arguments, types --out races.
import { spawn } from "node:child_process";
import { linkSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const line = (i: number) => JSON.stringify([{ role: "user", content: `question ${i}` }]);

describe("convert goes on after a line it cannot convert", () => {
  it("a line whose data no decoder reads is reported by number; the lines around it are written and the summary printed", () => {
    const bad = JSON.stringify([{ role: "user", content: [{ type: "file", mimeType: "text/plain", data: "A" }] }]);
    const file = join(tmp.dir, "one-bad.jsonl");
    writeFileSync(file, [line(1), bad, line(3)].join("\n") + "\n");
    const run = cli(["convert", file, "--from", "chat", "--to", "claude", "--jobs", "1"]);
    expect(run.stderr).not.toContain("internal error");
    expect(run.stderr).toMatch(/one-bad\.jsonl:2: /);
    expect(run.stderr).toMatch(/2 converted, 1 failed/);
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(2);
    expect(run.code).toBe(1);
  });

  it("an output nested too deeply to write is reported as such, and the run goes on", () => {
    let deep = "{}";
    for (let i = 0; i < 20_000; i++) deep = `{"a":${deep}}`;
    const cc = `[{"role":"assistant","content":"x","reasoning_details":[{"type":"reasoning.other","v":${deep}}]}]`;
    const file = join(tmp.dir, "deep.jsonl");
    writeFileSync(file, [JSON.stringify([{ role: "user", content: "a" }]), cc, JSON.stringify([{ role: "user", content: "b" }])].join("\n") + "\n");
    const run = cli(["convert", file, "--from", "chat-completions", "--to", "chat", "--jobs", "1"]);
    expect(run.stderr).not.toContain("internal error");
    expect(run.stderr).toMatch(/deep\.jsonl:2: [\s\S]*nested too deeply/);
    expect(run.stdout.trimEnd().split("\n")).toHaveLength(2);
  });
});

describe("several JSON Lines inputs, one missing", () => {
  for (const command of [["validate", "--schema", "chat"], ["convert", "--from", "chat", "--to", "items"]]) {
    it(`${command[0]}: the missing one is reported, the others are read, the summary printed, exit 2`, () => {
      const a = join(tmp.dir, "a.jsonl");
      const b = join(tmp.dir, "b.jsonl");
      writeFileSync(a, `${line(1)}\n`);
      writeFileSync(b, `${line(2)}\n`);
      const run = cli([command[0]!, a, join(tmp.dir, "missing.jsonl"), b, ...command.slice(1), "--jobs", "1"]);
      expect(run.stderr).toMatch(/missing\.jsonl: no such file/);
      expect(run.stderr).not.toContain("internal error");
      if (command[0] === "convert") {
        expect(run.stdout.trimEnd().split("\n")).toHaveLength(2);
        expect(run.stderr).toMatch(/2 converted, 1 failed/);
      } else expect(run.stdout).toMatch(/2 valid, 1 invalid/);
      expect(run.code).toBe(2);
    });
  }
});

describe("usage errors", () => {
  it("--max-line over 511M is a usage error before anything is read", () => {
    const run = cli(["validate", "--schema", "chat", "--jsonl", "--max-line", "1G", "-"], { input: `${line(1)}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--max-line .*at most 511M/);
    expect(cli(["validate", "--schema", "chat", "--jsonl", "--max-line", "511M", "-"], { input: `${line(1)}\n` }).code).toBe(0);
  });

  it("--jobs over 64 is a usage error", () => {
    const run = cli(["validate", "--schema", "chat", "--jsonl", "--jobs", "200", "-"], { input: `${line(1)}\n` });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--jobs .*at most 64/);
  });

  it.each([
    ["an unknown option", (big: string) => ["validate", `--${big}`]],
    ["a bad --format value", (big: string) => ["validate", "--format", big, "-"]],
    ["an unknown command", (big: string) => [big]],
    ["a bad --max-line", (big: string) => ["validate", "--max-line", big, "-"]],
  ])("%s of 127 KiB is quoted by a short prefix, at once", (_name, args) => {
    const big = "x".repeat(127 * 1024); // an argument may be at most 128 KiB with its NUL (Linux MAX_ARG_STRLEN)
    const started = performance.now();
    const run = cli(args(big));
    expect(run.code).toBe(2);
    expect(run.stderr.length).toBeLessThan(600);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("a signal with --format json", () => {
  it("stderr stays JSON: the interruption is a JSON record", async () => {
    const file = join(tmp.dir, "many.jsonl");
    writeFileSync(file, `${Array.from({ length: 40_000 }, (_, i) => line(i)).join("\n")}\n`);
    const child = spawn(process.execPath, [CLI, "convert", file, "--from", "chat", "--to", "items", "--format", "json", "--jobs", "1"], { stdio: ["ignore", "pipe", "pipe"] });
    let err = "";
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString("utf8")));
    let signalled = false;
    child.stdout.on("data", () => {
      if (signalled) return;
      signalled = true;
      child.stdout.pause();
      setTimeout(() => {
        child.kill("SIGINT");
        child.stdout.resume();
      }, 200);
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    expect(code).toBe(130);
    const records = err.trimEnd().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.some((r) => r.error === "interrupted")).toBe(true);
  });
});

describe("a second signal", () => {
  it("does not tear the last line: what was already handed to stdout is written whole, exit 130", async () => {
    const file = join(tmp.dir, "long-lines.jsonl");
    const long = (i: number) => JSON.stringify([{ role: "user", content: `${i} `.repeat(3_000) }]);
    writeFileSync(file, `${Array.from({ length: 3_000 }, (_, i) => long(i)).join("\n")}\n`);
    const child = spawn(process.execPath, [CLI, "convert", file, "--from", "chat", "--to", "items", "--jobs", "1"], { stdio: ["ignore", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    let signalled = false;
    child.stdout.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (signalled) return;
      signalled = true;
      child.stdout.pause();
      setTimeout(() => {
        child.kill("SIGINT");
        setTimeout(() => {
          child.kill("SIGINT");
          setTimeout(() => child.stdout.resume(), 100);
        }, 100);
      }, 200);
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    const out = Buffer.concat(chunks).toString("utf8");
    expect(code).toBe(130);
    expect(out.endsWith("\n")).toBe(true);
    for (const line of out.trimEnd().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("types --out writes through a temporary file and a rename", () => {
  it("refuses a target with a second hard link; the other name keeps its content", () => {
    const out = join(tmp.dir, "linked");
    mkdirSync(join(out, "chat_contract"), { recursive: true });
    const victim = join(tmp.dir, "victim.py");
    writeFileSync(victim, "keep me");
    linkSync(victim, join(out, "chat_contract/__init__.py"));
    const run = cli(["types", "--lang", "python", "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/__init__\.py: has another hard link; refusing to overwrite it/);
    expect(readFileSync(victim, "utf8")).toBe("keep me");
  });

  it("replaces an existing file by a new one (a new inode), leaving no temporary file behind", () => {
    const out = join(tmp.dir, "fresh");
    mkdirSync(join(out, "chat_contract"), { recursive: true });
    const target = join(out, "chat_contract/__init__.py");
    writeFileSync(target, "old");
    const before = statSync(target).ino;
    const run = cli(["types", "--lang", "python", "--out", out]);
    expect(run.code).toBe(0);
    expect(readFileSync(target, "utf8")).toContain("class");
    expect(statSync(target).ino).not.toBe(before);
    const left = readdirSync(join(out, "chat_contract"));
    expect(left.filter((f) => f.includes(".tmp"))).toEqual([]);
  });
});

