// A writer that joins hub messages into one (Gemini contents, Claude turns) warns the join, except
// where the hub messages came from one input message: the Claude reader makes one assistant message
// per text block, and writing them back into one content gives the input message as it was.
import { describe, expect, it } from "vitest";
import { convert } from "../../src/convert/index.js";
import { convertFrozen } from "./helpers.js";

const twoBlocks = { messages: [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }] };

describe("joins of hub messages read from one input message are not warned", () => {
  it("claude → gemini: two text blocks of one message are one model content of two parts, with no warning, strict too", () => {
    const { out, warnings } = convertFrozen(twoBlocks, { from: "claude", to: "gemini" });
    expect(warnings).toEqual([]);
    expect(out).toEqual({ contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "model", parts: [{ text: "a" }, { text: "b" }] }] });
    expect(() => convert(twoBlocks as never, { from: "claude", to: "gemini", strict: true })).not.toThrow();
  });

  it("a tool result and a text of one Claude user message are one Gemini user content, with no warning", () => {
    const claude = { messages: [
      { role: "user", content: "Hi" },
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "ok" }, { type: "text", text: "more" }] },
    ] };
    const { warnings } = convertFrozen(claude, { from: "claude", to: "gemini", missingSignatures: "dummy" });
    expect(warnings.filter(([code]) => code === "contents_merged")).toEqual([]);
  });

  it("two assistant messages of the input are still a warned join", () => {
    const items = [{ role: "user", content: "Hi" }, { role: "assistant", content: "a" }, { role: "assistant", content: "b" }];
    expect(convertFrozen(items, { from: "items", to: "gemini" }).warnings).toEqual([["contents_merged", "/2"]]);
    const chat = [{ role: "user", content: "Hi" }, { role: "assistant", content: "a" }, { role: "assistant", content: "b" }];
    expect(convertFrozen(chat, { from: "chat", to: "gemini" }).warnings).toEqual([["contents_merged", "/2"]]);
    const users = [{ role: "user", content: "a" }, { role: "user", content: "b" }];
    expect(convertFrozen(users, { from: "chat-completions", to: "claude" }).warnings).toEqual([["messages_merged", "/1"]]);
  });
});
