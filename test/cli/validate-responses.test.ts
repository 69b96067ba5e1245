// `validate --schema <wire>-response` checks a non-streaming response (and `chat-response` what readResponse returns).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const fixture = (folder: string, kind: string, name: string) => join(new URL("../../fixtures/", import.meta.url).pathname, folder, kind, name);

const cases: [string, string, string, string][] = [
  ["chat-completions-response", "openai-python-model-dump-nulls.json", "message-role-user.json", "/choices/0/message/role"],
  ["responses-response", "reasoning-encrypted-function-call.json", "function-call-without-call-id.json", "/output/0/call_id"],
  ["claude-response", "extended-thinking-with-tool-use.json", "thinking-without-signature.json", "/content/0/signature"],
  ["gemini-response", "parallel-calls-first-signed.json", "content-role-user.json", "/candidates/0/content/role"],
];

describe("validate --schema takes a response", () => {
  it.each(cases)("%s: a real response passes, an invalid one names its path", (schema, good, bad, path) => {
    const ok = cli(["validate", fixture(schema, "valid", good), "--schema", schema]);
    expect(ok.stdout).toMatch(/^1 valid, 0 invalid/);
    expect(ok.code).toBe(0);
    const failed = cli(["validate", fixture(schema, "invalid", bad), "--schema", schema]);
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(`  ${path}: `);
  });

  it("chat-response: what readResponse returns", () => {
    const good = join(tmp.dir, "chat-response.json");
    writeFileSync(good, JSON.stringify({ messages: [{ role: "assistant", content: "Hi" }], finishReason: "stop", usage: { inputTokens: 3 } }));
    expect(cli(["validate", good, "--schema", "chat-response"]).code).toBe(0);
    const bad = join(tmp.dir, "chat-response-bad.json");
    writeFileSync(bad, JSON.stringify({ messages: [], finishReason: "done" }));
    const run = cli(["validate", bad, "--schema", "chat-response"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("  /finishReason: ");
  });

  it("--help names the response schemas", () => {
    expect(cli(["validate", "--help"]).stdout).toContain("claude-response");
    expect(readFileSync(fixture("claude-response", "valid", "redacted-thinking.json"), "utf8")).toContain("redacted_thinking");
  });
});
