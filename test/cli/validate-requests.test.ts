// `validate --schema <format>` takes that format's whole request body as well as its array and one message.
import { afterAll, describe, expect, it } from "vitest";
import { cli, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const file = tmp.json;

const bodies: [string, unknown, unknown, string][] = [
  ["claude", { model: "claude-opus-4-1", max_tokens: 1024, system: "Be brief.", messages: [{ role: "user", content: "Hello" }] }, { system: "Be brief.", messages: [{ role: "user", content: 42 }] }, "/messages/0/content"],
  ["chat-completions", { model: "gpt-4.1", messages: [{ role: "user", content: "Hello" }] }, { model: "gpt-4.1", messages: [{ role: "robot", content: "x" }] }, "/messages/0/role"],
  ["items", { model: "gpt-5", instructions: "Be brief.", input: [{ role: "user", content: "Hello" }] }, { model: "gpt-5", input: 42 }, "/input"],
  ["gemini", { systemInstruction: { parts: [{ text: "Be brief." }] }, contents: [{ role: "user", parts: [{ text: "Hello" }] }] }, { contents: [{ role: "assistant", parts: [{ text: "x" }] }] }, "/contents/0/role"],
];

describe("validate --schema takes a request body", () => {
  it.each(bodies)("%s: a valid body passes", (schema, good) => {
    const run = cli(["validate", file(`${schema}-ok.json`, good), "--schema", schema]);
    expect(run.stdout).toMatch(/^1 valid, 0 invalid/);
    expect(run.code).toBe(0);
  });

  it.each(bodies)("%s: an invalid body names the path inside it", (schema, _, bad, path) => {
    const run = cli(["validate", file(`${schema}-bad.json`, bad), "--schema", schema]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(`  ${path}: `);
  });

  it.each(bodies)("%s: a body is guessed without --schema", (schema, good) => {
    const run = cli(["validate", file(`${schema}-guess.json`, good)]);
    expect(run.code).toBe(0);
    // `{ model, messages }` with one plain user message is a valid body of both Claude and Chat Completions.
    expect(run.stderr).toMatch(new RegExp(` as ${schema}: |also valid as [^)]*${schema}`));
  });
});
