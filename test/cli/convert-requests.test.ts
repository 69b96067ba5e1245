// `convert --from X-request --to Y-request`: whole request bodies through the CLI, one document or JSONL.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const { dir, remove } = tempDir();
afterAll(remove);

const body = {
  model: "claude-sonnet-4-5", max_tokens: 512, messages: [{ role: "user", content: "Weather?" }],
  tools: [{ name: "get_weather", input_schema: { type: "object", properties: { city: { type: "string" } } } }], tool_choice: { type: "any" }, top_k: 5,
};

describe("convert with request formats", () => {
  it("converts one body and names what the target cannot express", () => {
    const file = join(dir, "claude.json");
    writeFileSync(file, JSON.stringify(body));
    const run = cli(["convert", file, "--from", "claude-request", "--to", "chat-completions-request"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ model: "claude-sonnet-4-5", max_completion_tokens: 512, tool_choice: "required", tools: [{ type: "function", function: { name: "get_weather" } }] });
    expect(run.stderr).toContain("/top_k: topK 5: a Chat Completions request has no place for it; left out [setting_dropped]");
  });

  it("converts JSONL, one body per line, with --gemini-schema", () => {
    const file = join(dir, "bodies.jsonl");
    writeFileSync(file, `${JSON.stringify(body)}\n${JSON.stringify({ ...body, tool_choice: { type: "auto" } })}\n`);
    const run = cli(["convert", file, "--jsonl", "--from", "claude-request", "--to", "gemini-request", "--gemini-schema", "parameters"]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split("\n").map((l) => JSON.parse(l) as { toolConfig: unknown; tools: { functionDeclarations: Record<string, unknown>[] }[] });
    expect(lines.map((l) => l.toolConfig)).toEqual([{ functionCallingConfig: { mode: "ANY" } }, { functionCallingConfig: { mode: "AUTO" } }]);
    expect(Object.keys(lines[0]!.tools[0]!.functionDeclarations[0]!)).toEqual(["name", "parameters"]);
  });

  it("refuses a history target for a body (a usage error)", () => {
    const file = join(dir, "claude2.json");
    writeFileSync(file, JSON.stringify(body));
    const run = cli(["convert", file, "--from", "claude-request", "--to", "gemini"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("converts to a request format");
  });
});
