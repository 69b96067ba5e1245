// Reactive stores hand converters Proxies: every format's path through `convert` reads them as plain data.
import { describe, expect, it } from "vitest";
import { convert, toChatCompletionMessages } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";

/** A deep read-through Proxy, as Vue's `reactive` makes (structuredClone refuses one). */
function reactive<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  return new Proxy(value as object, { get: (t, k, r) => reactive(Reflect.get(t, k, r)) }) as T;
}

const history = [
  { role: "user", content: "hi" },
  { role: "assistant", content: "ok", reasoning: "r", reasoningDetails: [{ type: "reasoning.text", text: "t" }] },
] as const;

describe("Proxy inputs", () => {
  it.each(["chat", "items", "chat-completions", "claude", "gemini"] as const)("chat → %s converts a reactive history", (to) => {
    const plain = convert(history, { from: "chat", to });
    expect(convert(reactive(history), { from: "chat", to })).toEqual(plain);
  });

  it("OpenRouter reasoning_details from a reactive history are copied as plain data", () => {
    const out = toChatCompletionMessages(reactive(history), { dialect: "openrouter" });
    expect(out[1]).toMatchObject({ reasoning_details: [{ type: "reasoning.text", text: "t" }] });
  });

  it("reading back a reactive Chat Completions history keeps its reasoning_details", () => {
    const cc = convert(history, { from: "chat", to: "chat-completions", dialect: "openrouter" });
    expect(convert(reactive(cc), { from: "chat-completions", to: "chat" })).toEqual(convert(cc, { from: "chat-completions", to: "chat" }));
  });

  it("a trap that throws is a ContractError from convert", () => {
    const trap = new Proxy([...history], { get: (t, k, r) => { if (k === "1") throw new Error("trap"); return Reflect.get(t, k, r) as unknown; } });
    expect(() => convert(trap, { from: "chat", to: "items" })).toThrow(ContractError);
  });
});
