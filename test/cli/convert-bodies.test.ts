// `convert --from items` reads a Responses request body and `--from chat-completions` a Chat
// Completions body, as `--from claude` and `--from gemini` read theirs: each setting is warned.
import { describe, expect, it } from "vitest";
import { cli } from "./run.js";

describe("convert reads request bodies", () => {
  it("--from items: instructions and a string input", () => {
    const run = cli(["convert", "--from", "items", "--to", "chat"], { input: JSON.stringify({ model: "gpt-5", instructions: "Be brief.", input: "Hi" }) });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([{ role: "system", content: "Be brief." }, { role: "user", content: "Hi" }]);
    expect(run.stderr).toContain('/model: "model" is a request setting, not part of the conversation; it was not carried [request_field_dropped]');
  });

  it("--from chat-completions: the messages", () => {
    const run = cli(["convert", "--from", "chat-completions", "--to", "claude"], { input: JSON.stringify({ model: "gpt-4.1", messages: [{ role: "user", content: "Hi" }] }) });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ messages: [{ role: "user", content: "Hi" }] });
    expect(run.stderr).toContain("[request_field_dropped]");
  });
});
