// A request body is checked whole before it is read: its settings too, not only its history.
import { describe, expect, it } from "vitest";
import { convert } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";

const bodies: [string, Record<string, unknown>, string][] = [
  ["claude-request", { messages: [{ role: "user", content: "Hi" }], max_tokens: "lots" }, "/max_tokens"],
  ["claude-request", { messages: [{ role: "user", content: "Hi" }], max_tokens: 10, tool_choice: { type: "sometimes" } }, "/tool_choice/type"],
  ["chat-completions-request", { messages: [{ role: "user", content: "Hi" }], temperature: "hot" }, "/temperature"],
  ["responses-request", { input: "Hi", max_output_tokens: "many" }, "/max_output_tokens"],
  ["gemini-request", { contents: [{ role: "user", parts: [{ text: "Hi" }] }], generationConfig: { temperature: "warm" } }, "/generationConfig/temperature"],
];

describe("convert checks a request body's settings against its schema", () => {
  it.each(bodies)("%s: %j is refused at its path", (from, body, path) => {
    let error: unknown;
    try {
      convert(body as never, { from, to: "chat-request" } as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).issues.map((i) => i.path)).toContain(path);
  });
});
