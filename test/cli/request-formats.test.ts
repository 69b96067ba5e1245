// `validate` and `check` take the request formats by their registry names (`claude-request`, …), as
// `convert` does: the whole body is checked, with paths into it, the error format and exit codes of
// the history formats, and each `--help` names them.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REQUEST_FORMAT_NAMES } from "../../src/index.js";
import { cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const file = tmp.json;

/** Per request format: a valid body, a body the schema rejects and the path of its issue, a body that breaks a request rule and that rule's path. */
const CASES: [string, unknown, unknown, string, unknown, string][] = [
  ["chat-request",
    { messages: [{ role: "user", content: "Hello" }], temperature: 0.5 },
    { messages: [{ role: "user", content: "Hello" }], temperature: "hot" }, "/temperature",
    { messages: [{ role: "user", content: "Hello" }, { role: "tool", toolCallId: "c9", content: "18C" }] }, "/messages/1"],
  ["responses-request",
    { model: "gpt-5", input: [{ role: "user", content: "Hello" }], tools: [{ type: "web_search" }] },
    { model: "gpt-5", input: [{ role: "user", content: "Hello" }], max_output_tokens: "many" }, "/max_output_tokens",
    { model: "gpt-5", input: [{ role: "user", content: "Hi" }, { type: "function_call_output", call_id: "c9", output: "18C" }] }, "/input/1"],
  ["chat-completions-request",
    { model: "gpt-4.1", messages: [{ role: "user", content: "Hello" }], stop: "END" },
    { model: "gpt-4.1", messages: [{ role: "user", content: "Hello" }], tool_choice: "sometimes" }, "/tool_choice",
    { model: "gpt-4.1", messages: [{ role: "user", content: "Hi" }, { role: "tool", tool_call_id: "c9", content: "18C" }] }, "/messages/1"],
  ["claude-request",
    { model: "claude-opus-4-1", max_tokens: 1024, system: "Be brief.", messages: [{ role: "user", content: "Hello" }] },
    { model: "claude-opus-4-1", max_tokens: "lots", messages: [{ role: "user", content: "Hello" }] }, "/max_tokens",
    { model: "claude-opus-4-1", max_tokens: 1024, messages: [{ role: "user", content: [{ type: "text", text: "" }] }] }, "/messages/0/content/0"],
  ["gemini-request",
    { contents: [{ role: "user", parts: [{ text: "Hello" }] }], generationConfig: { temperature: 0.5 } },
    { contents: [{ role: "user", parts: [{ text: "Hello" }] }], generationConfig: { temperature: "warm" } }, "/generationConfig/temperature",
    { contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "user", parts: [{ functionResponse: { id: "c9", name: "f", response: {} } }] }] }, "/contents/1"],
];

describe("validate --schema <request format>", () => {
  it("covers every request format", () => {
    expect(CASES.map(([name]) => name)).toEqual([...REQUEST_FORMAT_NAMES]);
  });

  it.each(CASES)("%s: a valid body passes (exit 0)", (schema, good) => {
    const run = cli(["validate", file(`${schema}-ok.json`, good), "--schema", schema]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/^1 valid, 0 invalid/);
    expect(run.code).toBe(0);
  });

  it.each(CASES)("%s: an invalid setting is named by its path (exit 1), in text and json", (schema, _, bad, path) => {
    const at = file(`${schema}-bad.json`, bad);
    const run = cli(["validate", at, "--schema", schema]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${at}: invalid ${schema}\n`);
    expect(run.stdout).toContain(`\n  ${path}: `);
    const json = cli(["validate", at, "--schema", schema, "--format", "json"]);
    expect(json.code).toBe(1);
    const [report] = json.stdout.trim().split("\n").map((line) => JSON.parse(line) as { schema: string; issues: { path: string }[] });
    expect(report!.schema).toBe(schema);
    expect(report!.issues.map((i) => i.path)).toContain(path);
  });

  it.each(CASES)("%s: JSON Lines of bodies, one verdict per line", (schema, good, bad, path) => {
    const at = join(tmp.dir, `${schema}.jsonl`);
    writeFileSync(at, `${JSON.stringify(good)}\n${JSON.stringify(bad)}\n`);
    const run = cli(["validate", at, "--schema", schema]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`${at}:2: invalid ${schema}\n  ${path}: `);
    expect(run.stdout).toMatch(/1 valid, 1 invalid/);
  });

  it("--help names every request format", () => {
    const help = cli(["validate", "--help"]).stdout;
    for (const name of REQUEST_FORMAT_NAMES) expect(help).toContain(name);
  });
});

describe("check --schema <request format>", () => {
  it.each(CASES)("%s: a body that keeps the rules passes (exit 0)", (schema, good) => {
    const run = cli(["check", file(`${schema}-check-ok.json`, good), "--schema", schema]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
  });

  it.each(CASES)("%s: a body the schema rejects reports the schema's issue (exit 1)", (schema, _, bad, path) => {
    const run = cli(["check", file(`${schema}-check-bad.json`, bad), "--schema", schema]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`\n  ${path}: `);
  });

  it.each(CASES)("%s: a body that breaks a request rule names it at its path inside the body (exit 1)", (schema, _, __, ___, broken, path) => {
    const run = cli(["check", file(`${schema}-check-rule.json`, broken), "--schema", schema]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`\\n  ${path.replace(/\//g, "\\/")}(\\/[^:]*)?: `));
  });

  it("--dialect goes with chat-completions-request too", () => {
    const good = file("deepseek.json", { model: "deepseek-chat", messages: [{ role: "user", content: "Hello" }] });
    expect(cli(["check", good, "--schema", "chat-completions-request", "--dialect", "deepseek"]).code).toBe(0);
    expect(cli(["check", good, "--schema", "claude-request", "--dialect", "deepseek"]).code).toBe(2);
  });

  it("--help names every request format", () => {
    const help = cli(["check", "--help"]).stdout;
    for (const name of REQUEST_FORMAT_NAMES) expect(help).toContain(name);
  });

  it("a history format name still takes the body, as before", () => {
    const body = file("claude-body.json", CASES[3]![1]);
    expect(cli(["check", body, "--schema", "claude"]).code).toBe(0);
  });
});
