// What a person types: usage errors (exit 2, once), suggestions, several inputs, piped stdin, hints, and
// --format json for every outcome.
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI, cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const file = (name: string, text: string) => {
  const path = join(tmp.dir, name);
  writeFileSync(path, text);
  return path;
};

const chat = [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }];
const badRole = [{ role: "robot", content: "beep" }];
const jsonLines = (...docs: unknown[]) => docs.map((d) => JSON.stringify(d)).join("\n");

describe("usage errors", () => {
  it("exit 2 once, before any input is read, for a bad converter option (--provider '')", () => {
    const input = jsonLines(chat, chat, chat);
    const run = cli(["convert", "-", "--jsonl", "--from", "chat", "--to", "items", "--provider", ""], { input });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('chat-contract: convert: --provider: expected a non-empty string, found string ""\n');
    expect(run.stdout).toBe("");
  });

  it.each([
    [["validat", "x.json"], 'unknown command "validat"; did you mean validate?'],
    [["conver"], 'unknown command "conver"; did you mean convert?'],
    [["validate", "x.json", "--formt", "json"], "validate: unknown option --formt; did you mean --format?"],
    [["check", "x.json", "--allow-pendng"], "check: unknown option --allow-pendng; did you mean --allow-pending?"],
    [["validate", "x.json", "--nope"], "validate: unknown option --nope; see chat-contract validate --help"],
    [["validate", "x.json", "--schema", "chta"], '--schema must be one of chat, items, claude, chat-completions, gemini, item, chat-request, responses-request, chat-completions-request, claude-request, gemini-request, chat-completions-response, responses-response, claude-response, gemini-response, chat-response; got "chta"; did you mean chat?'],
    [["validate", "x.json", "--schema"], "validate: --schema needs a value; see chat-contract validate --help"],
    [["validate", "x.json", "--jsonl=yes"], "validate: --jsonl takes no value; see chat-contract validate --help"],
  ])("%j says chat-contract's own words", (args, message) => {
    const run = cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`chat-contract: ${message}\n`);
  });

  it("with --format json, a usage error is a JSON record where the command reports", () => {
    const validate = cli(["validate", "x.json", "--schema", "yaml", "--format", "json"]);
    expect(validate.code).toBe(2);
    expect(JSON.parse(validate.stdout)).toEqual({ error: "usage", message: expect.stringContaining("--schema must be one of") });
    const convert = cli(["convert", "x.json", "--from", "chat", "--to", "items", "--provider", "", "-f", "json"]);
    expect(convert.code).toBe(2);
    expect(JSON.parse(convert.stderr)).toEqual({ error: "usage", message: expect.stringContaining("--provider") });
  });

  it("with --format json, a single document's I/O and parse errors are JSON records", () => {
    const missing = cli(["validate", join(tmp.dir, "missing.json"), "-f", "json"]);
    expect(missing.code).toBe(2);
    const [record, summary] = missing.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(record).toMatchObject({ file: expect.stringContaining("missing.json"), error: "io", message: expect.stringContaining("no such file") });
    expect(summary).toMatchObject({ valid: 0, invalid: 1, malformed: 1 });
    const broken = cli(["convert", file("broken.json", '{"a":}'), "--from", "chat", "--to", "items", "-f", "json"]);
    expect(broken.code).toBe(2);
    expect(JSON.parse(broken.stderr)).toMatchObject({ error: "bad_json", line: 1, column: 6 });
  });
});

describe("inputs", () => {
  it("takes several files (as a shell glob expands to) in validate, check and convert", () => {
    const a = file("a.json", JSON.stringify(chat));
    const b = file("b.json", JSON.stringify(badRole));
    const validate = cli(["validate", a, b, "--schema", "chat"]);
    expect(validate.code).toBe(1);
    expect(validate.stdout).toContain("b.json: invalid chat");
    expect(validate.stdout).toMatch(/1 valid, 1 invalid in/);
    const check = cli(["check", a, a, "--schema", "chat"]);
    expect(check.stdout).toMatch(/^2 valid, 0 invalid/);
    const convert = cli(["convert", a, a, "--from", "chat", "--to", "items"]);
    expect(convert.code).toBe(0);
    expect(convert.stdout.trim().split("\n").map((l) => JSON.parse(l) as unknown)).toHaveLength(2);
    const glob = spawnSync("sh", ["-c", `"${process.execPath}" "${CLI}" validate "${tmp.dir}"/[ab].json --schema chat`], { encoding: "utf8" });
    expect(glob.stdout).toMatch(/1 valid, 1 invalid in/);
  });

  it("numbers lines per file across several JSON Lines files, naming the file in JSON records", () => {
    const a = file("a.jsonl", jsonLines(chat, badRole));
    const b = file("b.jsonl", jsonLines(badRole, chat));
    const run = cli(["validate", a, b, "--schema", "chat", "-f", "json"]);
    const records = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.slice(0, 2).map((r) => [r.file, r.line])).toEqual([[a, 2], [b, 1]]);
    expect(records[2]).toMatchObject({ valid: 2, invalid: 2 });
  });

  it("reads piped stdin when no file is named", () => {
    const run = cli(["validate", "--schema", "chat"], { input: JSON.stringify(chat) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 valid/);
  });

  it("hints at --jsonl for JSON Lines given as one document", () => {
    const run = cli(["validate", "--schema", "chat"], { input: jsonLines(chat, chat) });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("<stdin>:2:1: bad JSON");
    expect(run.stderr).toContain("it looks like JSON Lines (one document per line): pass --jsonl");
  });
});

describe("wording", () => {
  it("check names the --allow-pending flag, not the library option", () => {
    const pending = [{ role: "assistant", content: "", toolCalls: [{ id: "c1", name: "f", arguments: "{}" }] }];
    const run = cli(["check", "-", "--schema", "chat"], { input: JSON.stringify(pending) });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("pass --allow-pending");
    expect(run.stdout).not.toContain("allowPendingCalls");
  });

  it("a guess from keys and tags is a whole sentence", () => {
    const run = cli(["validate", "-"], { input: JSON.stringify([{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f" }] }]) });
    expect(run.stderr).toContain("as claude: it is valid against no schema; its keys and tags are closest to claude\n");
  });
});
