// The CLI under faults: a closed pipe, a full disk, huge lines, bytes that are not UTF-8, a signal,
// symbolic links planted for `types --out`; none of them prints a stack trace.
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, symlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const chat = [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }];
const badRole = [{ role: "robot", content: "beep" }];
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|Unhandled 'error' event|node:internal/);

/** A JSONL file of `lines` chat histories, every other one invalid, so stdout has a report per two lines. */
const many = join(tmp.dir, "many.jsonl");
/** The same number of lines, every one valid. */
const good = join(tmp.dir, "good.jsonl");
beforeAll(() => {
  const line = (i: number, bad: boolean) => JSON.stringify(bad ? badRole : [{ role: "user", content: `question ${i} `.repeat(20) }]);
  writeFileSync(many, `${Array.from({ length: 40_000 }, (_, i) => line(i, i % 2 === 1)).join("\n")}\n`);
  writeFileSync(good, `${Array.from({ length: 40_000 }, (_, i) => line(i, false)).join("\n")}\n`);
});

describe("closed pipe and full disk", () => {
  it("ends quietly when the reader of stdout goes away (| head -1)", () => {
    const run = spawnSync("bash", ["-c", `"${process.execPath}" "${CLI}" validate "${many}" --schema chat 2>"${tmp.dir}/epipe.err" | head -1`], { encoding: "utf8" });
    expect(run.stdout.split("\n")[0]).toMatch(/many\.jsonl:2: invalid chat/);
    expect(readFileSync(join(tmp.dir, "epipe.err"), "utf8")).toBe("");
  });

  it.skipIf(!existsSync("/dev/full"))("says in one line that stdout cannot be written, exit 2 (> /dev/full)", () => {
    for (const args of [["validate", many, "--schema", "chat"], ["convert", good, "--from", "chat", "--to", "items"], ["schema", "chat"]]) {
      const full = openSync("/dev/full", "w");
      const run = spawnSync(process.execPath, [CLI, ...args], { stdio: ["ignore", full, "pipe"], encoding: "utf8" });
      closeSync(full);
      expect(run.status).toBe(2);
      expect(run.stderr).toBe("chat-contract: cannot write to stdout: no space left on device\n");
    }
  });
});

describe("huge lines", () => {
  it("reports a line over --max-line with its number and goes on", () => {
    const big = JSON.stringify([{ role: "user", content: "x".repeat(3 << 20) }]);
    const path = join(tmp.dir, "long.jsonl");
    writeFileSync(path, [JSON.stringify(chat), big, JSON.stringify(badRole), JSON.stringify(chat)].join("\n"));
    const run = cli(["validate", path, "--schema", "chat", "--max-line", "1M"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("long.jsonl:2: line is longer than 1 MiB (--max-line); skipped\n");
    expect(run.stdout).toContain("long.jsonl:3: invalid chat");
    expect(run.stdout).toMatch(/2 valid, 2 invalid \(1 malformed\) in/);
    const json = cli(["convert", path, "--from", "chat", "--to", "items", "--max-line", "1M", "-f", "json", "--jobs", "1"]);
    expect(json.stderr.split("\n")[0]).toBe(JSON.stringify({ line: 2, error: "line_too_long", message: "line is longer than 1 MiB (--max-line); skipped" }));
    expect(json.stdout.trim().split("\n")).toHaveLength(2);
  });

  it("keeps memory bounded on 200 MiB without a newline (default limit 64 MiB)", () => {
    const path = join(tmp.dir, "endless.jsonl");
    const fd = openSync(path, "w");
    const chunk = Buffer.alloc(1 << 20, "a");
    writeSync(fd, `${JSON.stringify(chat)}\n[`);
    for (let i = 0; i < 200; i++) writeSync(fd, chunk);
    writeSync(fd, `\n${JSON.stringify(chat)}\n`);
    closeSync(fd);
    const run = spawnSync(process.execPath, [CLI, "validate", path, "--schema", "chat"], { encoding: "utf8", env: { ...process.env, CHAT_CONTRACT_REPORT_MAXRSS: "1" } });
    expect(run.stdout).toContain("endless.jsonl:2: line is longer than 64 MiB (--max-line); skipped\n");
    expect(run.stdout).toMatch(/2 valid, 1 invalid \(1 malformed\) in/);
    const kib = Number(/peak RSS (\d+) KiB/.exec(run.stderr)?.[1]);
    expect(kib).toBeLessThan(200 * 1024);
  });

  it.each([["0"], ["-3"], ["lots"]])("rejects --max-line %s as a usage error", (value) => {
    const run = cli(["validate", many, "--max-line", value]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^chat-contract: (--max-line must be a size|validate: --max-line needs a value)/);
  });
});

describe("bytes that are not UTF-8", () => {
  const bad = Buffer.concat([Buffer.from('[{"role":"user","content":"caf'), Buffer.from([0xff]), Buffer.from('"}]')]);

  it("are bad input in a JSON document, with line and byte", () => {
    const path = join(tmp.dir, "latin1.json");
    writeFileSync(path, Buffer.concat([Buffer.from("\n"), bad]));
    const run = cli(["validate", path, "--schema", "chat"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("latin1.json:2: not UTF-8: byte 0xff at byte 31 of the line");
    const json = cli(["validate", path, "--schema", "chat", "--format", "json"]);
    expect(JSON.parse(json.stdout.split("\n")[0]!)).toMatchObject({ error: "bad_utf8", line: 2, byte: 31 });
  });

  it("are a malformed line in JSON Lines, and the run goes on", () => {
    const path = join(tmp.dir, "latin1.jsonl");
    writeFileSync(path, Buffer.concat([Buffer.from(`${JSON.stringify(chat)}\n`), bad, Buffer.from(`\n${JSON.stringify(chat)}\n`)]));
    const run = cli(["validate", path, "--schema", "chat"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("latin1.jsonl:2: not UTF-8: byte 0xff at byte 31 of the line\n");
    expect(run.stdout).toMatch(/2 valid, 1 invalid \(1 malformed\)/);
  });
});

describe("a signal", () => {
  it("leaves whole JSON lines on stdout and exits 130 (SIGINT while writing into a slow pipe)", async () => {
    const child = spawn(process.execPath, [CLI, "convert", good, "--from", "chat", "--to", "items", "--strict", "--jobs", "1"], { stdio: ["ignore", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    let signalled = false;
    child.stdout.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (!signalled) {
        signalled = true;
        child.stdout.pause();
        setTimeout(() => {
          child.kill("SIGINT");
          child.stdout.resume();
        }, 200);
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", (c) => resolve(c)));
    const out = Buffer.concat(chunks).toString("utf8");
    expect(code).toBe(130);
    expect(out.length).toBeGreaterThan(0);
    expect(out.endsWith("\n")).toBe(true);
    for (const line of out.trimEnd().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe("types --out", () => {
  it("refuses to write through a symbolic link planted in the folder, exit 2", () => {
    const out = join(tmp.dir, "planted");
    mkdirSync(join(out, "chat_contract"), { recursive: true });
    const victim = join(tmp.dir, "victim.txt");
    writeFileSync(victim, "keep me");
    symlinkSync(victim, join(out, "chat_contract/__init__.py"));
    const run = cli(["types", "--lang", "python", "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("__init__.py: is a symbolic link; refusing to write through it");
    expect(readFileSync(victim, "utf8")).toBe("keep me");
  });

  it("refuses a planted symbolic link to a folder", () => {
    const out = join(tmp.dir, "planted-dir");
    const elsewhere = join(tmp.dir, "elsewhere");
    mkdirSync(out);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(out, "chat_contract"));
    const run = cli(["types", "--lang", "python", "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("chat_contract: is a symbolic link; refusing to write through it");
    expect(existsSync(join(elsewhere, "__init__.py"))).toBe(false);
  });

  it.skipIf(!existsSync("/proc/self"))("fails at once on a path that cannot hold files", () => {
    for (const out of ["/proc/chat-contract-nowhere", "/proc/self", "/dev/null/x"]) {
      const started = Date.now();
      const run = spawnSync(process.execPath, [CLI, "types", "--lang", "go", "--out", out], { encoding: "utf8", timeout: 20_000 });
      expect(run.status).toBe(2);
      expect(run.stderr.trim().split("\n")).toHaveLength(1);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  });
});

describe("no stack trace on any path", () => {
  it.each([
    [["validate", "/"]],
    [["convert", many, "--from", "chat", "--to", "items", "--provider", ""]],
    [["types", "--lang", "python", "--out", "/proc/self"]],
    [["validate", "--jobs", "many"]],
    [["check", "-", "--allow-pending=yes"]],
  ])("%j", (args) => {
    const run = cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().split("\n")).toHaveLength(1);
    noStack(run.stderr);
  });
});
