// `convert` reads a Responses request body with `from: "items"` and a Chat Completions body with
// `from: "chat-completions"`, as it reads Claude's `{ system, messages }` and Gemini's
// `{ systemInstruction, contents }`: the conversation is read, each setting beside it is named.
import { describe, expect, it } from "vitest";
import { convert } from "../../src/convert/index.js";
import { checkConversation } from "../../src/index.js";
import { convertFrozen as run } from "./helpers.js";


describe("a Responses request body, from: items", () => {
  it("reads a string input and the instructions; settings are request_field_dropped", () => {
    const body = { model: "gpt-5", instructions: "Talk like a pirate.", input: "Are semicolons optional in JavaScript?", store: false };
    expect(run(body, { from: "items", to: "chat" })).toEqual({
      out: [{ role: "system", content: "Talk like a pirate." }, { role: "user", content: "Are semicolons optional in JavaScript?" }],
      warnings: [["request_field_dropped", "/model"], ["request_field_dropped", "/store"]],
    });
  });

  it("reads input items; their warnings point under /input", () => {
    const body = {
      model: "gpt-5", instructions: null,
      input: [
        { role: "user", content: "Weather in Paris?" },
        { type: "function_call", id: "fc_1", call_id: "call_1", name: "get_weather", arguments: "{}" },
        { type: "function_call_output", call_id: "call_1", output: "14C" },
      ],
    };
    const { out, warnings } = run(body, { from: "items", to: "chat" });
    expect(out).toEqual([
      { role: "user", content: "Weather in Paris?" },
      { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_weather", arguments: "{}", providerFields: { provider: "openai", fields: { id: "fc_1" } } }] },
      { role: "tool", toolCallId: "call_1", name: "get_weather", content: "14C" },
    ]);
    expect(warnings).toEqual([["request_field_dropped", "/model"]]);
    expect(run(body, { from: "items", to: "claude" }).warnings).toContainEqual(["provider_fields_dropped", "/input/1/id"]);
  });

  it("a body's items convert like the items alone, and strict pairing points under /input", () => {
    const items = [{ role: "user", content: "Hi" }, { type: "function_call_output", call_id: "call_9", output: "x" }];
    expect(() => convert({ input: items } as never, { from: "items", to: "chat", strict: true } as never)).toThrow(/\/input\/1/);
    expect(run({ input: items }, { from: "items", to: "claude" }).out).toEqual(run(items, { from: "items", to: "claude" }).out);
  });

  it("an invalid body is a ContractError at its path", () => {
    expect(() => convert({ input: [{ role: "user" }] } as never, { from: "items", to: "chat" } as never)).toThrow(/\/input\/0/);
  });
});

describe("a Chat Completions request body, from: chat-completions", () => {
  it("reads messages; settings are request_field_dropped; warnings point under /messages", () => {
    const body = { model: "gpt-4.1", temperature: 0, messages: [{ role: "developer", content: "Be brief." }, { role: "user", content: "Hi", name: "ada" }] };
    expect(run(body, { from: "chat-completions", to: "items" })).toEqual({
      out: [{ type: "message", role: "developer", content: "Be brief." }, { type: "message", role: "user", content: "Hi" }],
      warnings: [["request_field_dropped", "/model"], ["request_field_dropped", "/temperature"], ["name_dropped", "/messages/1/name"]],
    });
  });

  it("checkConversation takes the bodies too", () => {
    expect(checkConversation({ input: [{ type: "function_call_output", call_id: "c", output: "x" }] }, { format: "items" }).map((i) => [i.path, i.code])).toEqual([["/input/0", "orphan_output"]]);
    expect(checkConversation({ messages: [{ role: "tool", tool_call_id: "c", content: "x" }] }, { format: "chat-completions" }).map((i) => i.path)).toEqual(["/messages/0"]);
  });
});
