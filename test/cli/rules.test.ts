// The CLI and the vendor rules: check takes every format, convert --strict takes --allow and --silence.
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const { remove, json: file } = tempDir();
afterAll(remove);
const body = file("body.json", { model: "claude-x", max_tokens: 64, messages: [{ role: "user", content: "Hi" }] });

describe("convert --strict with --allow and --silence", () => {
  it("a real request body cannot pass --strict alone (model and max_tokens are settings)", () => {
    const run = cli(["convert", body, "--from", "claude", "--to", "items", "--strict"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/not written: --strict and 2 warning\(s\)/);
  });
  it("--allow lets a code through --strict and still reports it", () => {
    const run = cli(["convert", body, "--from", "claude", "--to", "items", "--strict", "--allow", "request_field_dropped"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ type: "message", role: "user", content: "Hi" }]);
    expect(run.stderr.match(/\[request_field_dropped\]/g)).toHaveLength(2);
  });
  it("--silence keeps a code off stderr (and out of --strict)", () => {
    const run = cli(["convert", body, "--from", "claude", "--to", "items", "--strict", "--silence", "request_field_dropped"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
  });
  it("--allow is repeatable; a code not allowed still stops the document", () => {
    const trailing = file("trailing.json", { messages: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello " }] });
    const run = cli(["convert", trailing, "--from", "claude", "--to", "claude", "--strict", "--allow", "request_field_dropped"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/\[trailing_whitespace\][\s\S]*not written: --strict and 1 warning\(s\) not allowed/);
    expect(cli(["convert", trailing, "--from", "claude", "--to", "claude", "--strict", "--allow", "request_field_dropped", "--allow", "trailing_whitespace"]).code).toBe(0);
  });
});

describe("check --schema takes every format", () => {
  it("claude: a request body's rules", () => {
    const run = cli(["check", file("c.json", { system: "x", messages: [{ role: "user", content: "" }, { role: "assistant", content: "ok" }] }), "--schema", "claude"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/\/messages\/0\/content: a user message with empty content/);
  });
  it("chat-completions with --dialect", () => {
    const doc = file("cc.json", [{ role: "user", content: [{ type: "image_url", image_url: { url: "https://a/b.png" } }] }]);
    expect(cli(["check", doc, "--schema", "chat-completions"]).code).toBe(0);
    const deepseek = cli(["check", doc, "--schema", "chat-completions", "--dialect", "deepseek"]);
    expect(deepseek.code).toBe(1);
    expect(deepseek.stdout).toMatch(/DeepSeek takes text parts only/);
  });
  it("--dialect without --schema chat-completions is a usage error", () => {
    const run = cli(["check", body, "--schema", "claude", "--dialect", "deepseek"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--dialect goes with --schema chat-completions/);
  });
  it("gemini", () => {
    const run = cli(["check", file("g.json", { contents: [{ role: "user", parts: [] }] }), "--schema", "gemini"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/contents\.parts must not be empty/);
  });
});
