import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const file = (name: string, text: string) => {
  const path = join(tmp.dir, name);
  writeFileSync(path, text);
  return path;
};

const chat = [{ role: "user", content: "hi" }, { role: "assistant", content: "hello" }];
const items = [{ type: "message", role: "user", content: "hi" }, { type: "function_call", call_id: "c1", name: "f", arguments: "{}" }];
const badRole = [{ role: "user", content: "hi" }, { role: "robot", content: "beep" }];

describe("validate, one document", () => {
  it("exits 0 and prints the summary for a valid document", () => {
    const run = cli(["validate", file("ok.json", JSON.stringify(chat)), "--schema", "chat"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 valid, 0 invalid in \d+(\.\d+)? s\n$/);
  });

  it("exits 1 with the path of each issue for an invalid document", () => {
    const run = cli(["validate", file("bad.json", JSON.stringify(badRole)), "--schema", "chat"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("bad.json: invalid chat\n  /1/role: ");
    expect(run.stdout).toContain("\"robot\"");
    expect(run.stdout).toMatch(/0 valid, 1 invalid in/);
  });

  it("prints every failing element of a document, beyond the library's default of 100", () => {
    const many = Array.from({ length: 150 }, (_, i) => ({ role: "user", content: i }));
    const run = cli(["validate", file("many.json", JSON.stringify(many)), "--schema", "chat"]);
    expect(run.code).toBe(1);
    const lines = run.stdout.split("\n").filter((l) => l.startsWith("  /"));
    expect(lines).toHaveLength(150);
    expect(lines[149]).toBe("  /149/content: expected a string or an array, found number 149");
    expect(run.stdout).not.toContain("too_many_issues");
  });

  it.each([
    ["a chat history", chat, "chat"],
    ["Responses items", items, "items"],
    ["one item", items[1], "item"],
    ["Claude messages", [{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f", input: {} }] }], "claude"],
    ["Chat Completions messages", [{ role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "f", arguments: "{}" } }] }], "chat-completions"],
  ])("guesses the schema of %s and says so on stderr", (_name, doc, want) => {
    const run = cli(["validate", "-"], { input: JSON.stringify(doc) });
    expect(run.stderr).toContain(`as ${want}:`);
    expect(run.code).toBe(0);
  });

  it.each([
    ["a chat history with a bad tool call", [{ role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: {} }] }], "chat"],
    ["Claude messages with a bad tool_use", [{ role: "assistant", content: [{ type: "tool_use", id: "toolu_1", name: "f" }] }], "claude"],
    ["items with a bad function_call", [{ type: "function_call", call_id: "c", name: "f", arguments: 1 }], "items"],
    ["Chat Completions messages with a bad tool call", [{ role: "assistant", tool_calls: [{ id: "c", type: "function", function: { name: "f" } }] }], "chat-completions"],
    ["a chat message with an image part of an unknown type", { role: "user", content: [{ type: "image", mimeType: "image/tiff", data: "AAAA" }, { type: "imageUrl", url: "https://x.test/a.png" }] }, "chat"],
    ["a Claude image block with a bad source", [{ role: "user", content: [{ type: "image", source: { type: "base64", media_type: "image/png" } }] }], "claude"],
  ])("reports %s against the schema its keys and tags point to", (_name, doc, want) => {
    const run = cli(["validate", "-"], { input: JSON.stringify(doc) });
    expect(run.stderr).toContain(`as ${want}: it is valid against no schema; its keys and tags are closest to ${want}`);
    expect(run.code).toBe(1);
  });

  it("reads stdin for -", () => {
    const run = cli(["validate", "-", "--schema", "items"], { input: JSON.stringify(items) });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 valid/);
  });

  it("exits 2 for a missing file", () => {
    const run = cli(["validate", join(tmp.dir, "missing.json")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("missing.json: no such file");
  });

  it.each([
    ["a missing value", '{"a":}', "1:6"],
    ["a trailing comma", '{\n  "a": 1,\n  }', "3:3"],
    ["an unclosed array", "[\n1,\n2", "3:2"],
    ["trailing text", '{"a": 1}\n\nxyz', "3:1"],
    ["a bad escape", '["ok",\n "\\q"]', "2:4"],
  ])("exits 2 for bad JSON (%s) with line and column", (_name, text, where) => {
    const run = cli(["validate", file("broken.json", text)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`broken.json:${where}: bad JSON`);
  });

  it("writes JSON records with --format json", () => {
    const run = cli(["validate", file("bad2.json", JSON.stringify(badRole)), "-s", "chat", "-f", "json"]);
    const [record, summary] = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(record).toMatchObject({ schema: "chat", issues: [{ path: "/1/role", code: "unknown_tag" }] });
    expect(summary).toMatchObject({ valid: 0, invalid: 1, malformed: 0, schema: "chat" });
    expect(run.code).toBe(1);
  });
});

describe("validate, JSON Lines", () => {
  const lines = [JSON.stringify(chat), "{oops", "", JSON.stringify(badRole), JSON.stringify(chat), "[1,"].join("\n");

  it("reports malformed and invalid lines by number and keeps going", () => {
    const run = cli(["validate", file("mixed.jsonl", lines), "--schema", "chat"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("mixed.jsonl:2:2: bad JSON");
    expect(run.stdout).toContain("mixed.jsonl:4: invalid chat\n  /1/role: ");
    expect(run.stdout).toContain("mixed.jsonl:6:4: bad JSON");
    expect(run.stdout).toMatch(/2 valid, 3 invalid \(2 malformed\) in/);
  });

  it("stops at the first failing line with --fail-fast", () => {
    const run = cli(["validate", "-", "--jsonl", "--schema", "chat", "--fail-fast"], { input: lines });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("<stdin>:2:2: bad JSON");
    expect(run.stdout).not.toContain(":4: invalid");
    expect(run.stdout).toMatch(/1 valid, 1 invalid \(1 malformed\) in/);
  });

  it("guesses once from the first document", () => {
    const run = cli(["validate", file("items.jsonl", `${JSON.stringify(items)}\n${JSON.stringify(items)}\n`)]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("guessed from line 1, used for every line) as items");
    expect(run.stdout).toMatch(/^2 valid, 0 invalid/);
  });

  it("reads CRLF line ends and a last line without a newline", () => {
    const run = cli(["validate", file("crlf.jsonl", `${JSON.stringify(chat)}\r\n${JSON.stringify(chat)}`), "-s", "chat"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^2 valid, 0 invalid/);
  });
});
