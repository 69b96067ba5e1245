// Valid input never makes a converter throw anything but a ContractError: base64 the schema admits is
// base64 the decoder reads, opaque values are copied or refused with a path, reads are wrapped.
import { describe, expect, it } from "vitest";
import { contractIssue } from "./thrown.js";
import {
  convert, fromChatCompletionMessages, fromGeminiContents, toChatCompletionMessages, toClaudeMessages, toGeminiContents,
  validateChatCompletionMessages, validateChatMessages, validateGeminiContents, validateGeminiRequest, type ChatMessage,
} from "../../src/index.js";
import { withWarnings } from "../convert/helpers.js";

function deep(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe("Google reasoningItems that are not Gemini parts", () => {
  it.each([["null", [null]], ["a number", [1]], ["an object that is no part", [{ foo: 1 }]], ["a part beside a non-part", [{ text: "hi" }, null]]])(
    "%s: warned and written from the message's fields, output valid",
    (_name, items) => {
      const hub = [{ role: "user", content: "q" }, { role: "assistant", content: "hi", reasoningItems: { provider: "google", items } }] as ChatMessage[];
      const { out, warnings } = withWarnings((onWarning) => toGeminiContents(hub, { onWarning }));
      expect(validateGeminiRequest(out).ok).toBe(true);
      expect(out.contents[1]).toEqual({ role: "model", parts: [{ text: "hi" }] });
      expect(warnings.map((w) => w.code)).toContain("invalid_reasoning_item");
    },
  );
});

describe("opaque values beyond JSON: deep, cyclic, BigInt", () => {
  const details = (value: unknown): ChatMessage[] => [{ role: "assistant", content: "x", reasoningDetails: [value] }];

  it("a reasoning_details entry 20,000 levels deep is a ContractError with its path, never a RangeError", () => {
    const input = [{ role: "assistant" as const, content: "x", reasoning_details: [{ type: "reasoning.other", v: deep(20_000) }] }];
    const issue = contractIssue(() => fromChatCompletionMessages(input as never));
    expect(issue).toMatchObject({ code: "unserializable_input" });
    expect(issue.path.startsWith("/0/reasoning_details/0/v/a/a")).toBe(true);
    expect(contractIssue(() => convert(input as never, { from: "chat-completions", to: "chat" })).code).toBe("unserializable_input");
  });

  it("hub reasoningDetails that are cyclic or hold a BigInt are a ContractError, through every writer that copies them", () => {
    const cyclic: Record<string, unknown> = { type: "reasoning.text", text: "t" };
    cyclic.self = cyclic;
    for (const value of [cyclic, { type: "reasoning.other", n: 10n }]) {
      expect(validateChatMessages(details(value)).ok).toBe(true);
      expect(contractIssue(() => toChatCompletionMessages(details(value), { dialect: "openrouter" }))).toMatchObject({ code: "unserializable_input", path: expect.stringMatching(/^\/0\/reasoningDetails\/0/) });
      expect(contractIssue(() => convert(details(value), { from: "chat", to: "chat" })).code).toBe("unserializable_input");
    }
  });

  it("Gemini args and response 20,000 levels deep are a ContractError at their path", () => {
    const call = [{ role: "model", parts: [{ functionCall: { name: "f", args: { a: deep(20_000) } } }] }];
    expect(contractIssue(() => fromGeminiContents(call))).toMatchObject({ code: "unserializable_input", path: "/0/parts/0/functionCall/args" });
    const response = [{ role: "user", parts: [{ functionResponse: { name: "f", response: { a: deep(20_000) } } }] }];
    expect(contractIssue(() => fromGeminiContents(response))).toMatchObject({ code: "unserializable_input", path: "/0/parts/0/functionResponse/response" });
  });

  it("a kept thinking block with a deep extra key is a ContractError at its path", () => {
    const claude = [{ role: "assistant" as const, content: [{ type: "thinking" as const, thinking: "t", signature: "c2ln", extra: deep(20_000) }] }];
    expect(contractIssue(() => convert(claude as never, { from: "claude", to: "chat" }))).toMatchObject({ code: "unserializable_input" });
  });

  it("hub arguments whose JSON is too deep for Claude or Gemini are warned and written as {}", () => {
    const args = `{"a":${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const hub: ChatMessage[] = [{ role: "assistant", content: "", toolCalls: [{ id: "c1", name: "f", arguments: args }] }, { role: "tool", toolCallId: "c1", name: "f", content: "ok" }];
    const claude = withWarnings((onWarning) => toClaudeMessages(hub, { onWarning }));
    expect(claude.warnings.map((w) => w.code)).toContain("arguments_not_object");
    const gemini = withWarnings((onWarning) => toGeminiContents(hub, { onWarning }));
    expect(gemini.warnings.map((w) => w.code)).toContain("arguments_dropped");
  });
});

/** A copy of `value` (one message array) whose first message throws on any read after `validations` reads: valid when checked, then failing. */
function failsAfter(value: object[], validations: number): object[] {
  let reads = 0;
  const first = new Proxy(value[0]!, {
    get(target, key, receiver) {
      if (++reads > validations) throw new Error("read after validation");
      return Reflect.get(target, key, receiver);
    },
  });
  return [first, ...value.slice(1)];
}

/** How many property reads of the first message a validation makes. */
function readsOf(value: object[], validate: (v: unknown) => unknown): number {
  let reads = 0;
  validate([new Proxy(value[0]!, { get: (t, k, r) => (reads++, Reflect.get(t, k, r)) }), ...value.slice(1)]);
  return reads;
}

describe("reads that throw are a ContractError in every entry point", () => {
  const throwing = new Proxy([], { get() { throw new Error("boom"); } });
  it.each([
    ["convert", () => convert(throwing, { from: "chat-completions", to: "items" })],
    ["fromChatCompletionMessages", () => fromChatCompletionMessages(throwing)],
    ["fromGeminiContents", () => fromGeminiContents(throwing)],
  ])("%s: a Proxy trap that throws at once is a ContractError", (_name, run) => {
    contractIssue(run);
  });

  const chat = [{ role: "user", content: "hi" }];
  const gemini = [{ role: "user", parts: [{ text: "hi" }] }];
  it.each([
    ["convert", chat, (v: unknown) => convert(v as never, { from: "chat-completions", to: "items" })],
    ["fromChatCompletionMessages", chat, (v: unknown) => fromChatCompletionMessages(v as never)],
    ["fromGeminiContents", gemini, (v: unknown) => fromGeminiContents(v as never)],
    ["toClaudeMessages", chat, (v: unknown) => toClaudeMessages(v as never)],
    ["toGeminiContents", chat, (v: unknown) => toGeminiContents(v as never)],
    ["toChatCompletionMessages", chat, (v: unknown) => toChatCompletionMessages(v as never)],
  ] as const)("%s: a read that throws after the input validated is conversion_failed, not unreadable_input", (_name, value, run) => {
    const validate = _name === "fromGeminiContents" ? validateGeminiContents : _name.startsWith("to") ? validateChatMessages : validateChatCompletionMessages;
    const issue = contractIssue(() => run(failsAfter(value as object[], readsOf(value as object[], validate))));
    expect(issue.code).toBe("conversion_failed");
    expect(issue.message).toContain("read after validation");
  });
});

describe("convert reads its options once, and checks them before using them", () => {
  it("each option is read exactly once", () => {
    const reads: Record<string, number> = {};
    const options = {};
    for (const [key, value] of Object.entries({ from: "chat", to: "chat-completions", dialect: "openrouter", onWarning: () => {} })) {
      Object.defineProperty(options, key, { enumerable: true, get: () => ((reads[key] = (reads[key] ?? 0) + 1), value) });
    }
    convert([{ role: "user", content: "hi" }], options as never);
    expect(reads).toEqual({ from: 1, to: 1, dialect: 1, onWarning: 1 });
  });

  it("an inherited from or to is refused before it is used", () => {
    const options = Object.assign(Object.create({ from: "chat" }), { to: "items" });
    const issue = contractIssue(() => convert([], options));
    expect(issue).toMatchObject({ path: "/from" });
    expect(["inherited_option", "missing_option"]).toContain(issue.code);
  });

  it("a getter that throws on from is unreadable_option", () => {
    const options = { get from(): string { throw new Error("nope"); }, to: "items" };
    expect(contractIssue(() => convert([], options as never))).toMatchObject({ path: "/from", code: "unreadable_option" });
  });
});
