// Options and arguments are checked like data: a ContractError naming the option, the same rule in
// every function; issue messages stay short whatever the input; reactive proxies are read like plain data.
import { describe, expect, it } from "vitest";
import {
  ContractError,
  ItemsSchema,
  checkChatHistory,
  checkConversation,
  formatIssues,
  fromChatMessages,
  fromClaudeMessages,
  stripReasoning,
  toChatMessages,
  validateChatMessages,
  validateItems,
  type ChatMessage,
  type ConversionWarning,
  type Item,
} from "../../src/index.js";

const call: Item[] = [{ type: "function_call", call_id: "c1", name: "f", arguments: "{}" }, { type: "function_call_output", call_id: "c1", output: "ok" }];
const items: Item[] = [{ type: "message", role: "user", content: "hi" }];

/** The ContractError `run` throws (fails when it throws anything else or nothing). */
function contractError(run: () => unknown): ContractError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContractError);
    return error as ContractError;
  }
  throw new Error("expected a ContractError, nothing was thrown");
}

describe("options and arguments", () => {
  it.each([
    ["an unknown target", { target: "openrouter" }, "/target", "invalid_option"],
    ["a target named like an Object.prototype member", { target: "toString" }, "/target", "invalid_option"],
    ["a non-boolean allowPendingCalls", { allowPendingCalls: "yes" }, "/allowPendingCalls", "invalid_option"],
    ["an unknown option", { strict: true }, "/strict", "unknown_option"],
    ["null options", null, "", "invalid_type"],
  ])("checkConversation and checkChatHistory reject %s with a ContractError naming it", (_name, options, path, code) => {
    for (const check of [() => checkConversation(call, options as never), () => checkChatHistory([], options as never)]) {
      const error = contractError(check);
      expect(error.issues[0]).toMatchObject({ path, code });
      expect(error.issues[0]!.message).toMatch(/^options/);
    }
  });

  it("options through the prototype or as non-enumerable properties are checked like own ones", () => {
    const inherited = Object.create({ strict: "yes" }) as object;
    const hidden = Object.defineProperty({}, "strict", { value: "yes", enumerable: false });
    for (const options of [inherited, hidden]) {
      for (const run of [
        () => toChatMessages(items, options),
        () => fromChatMessages([{ role: "user", content: "hi" }], options),
        () => fromClaudeMessages([{ role: "user", content: "hi" }], options),
      ]) {
        const error = contractError(run);
        expect(error.issues[0]!.path).toBe("/strict");
      }
    }
    const pending = Object.create({ allowPendingCalls: "yes" }) as object;
    expect(contractError(() => checkConversation(items, pending)).issues[0]).toMatchObject({ path: "/allowPendingCalls", code: "inherited_option" });
  });

  it("an options object whose getter throws is a ContractError naming the option", () => {
    const options = { get provider(): string { throw new Error("no"); } };
    expect(contractError(() => toChatMessages(items, options)).issues[0]!.path).toBe("/provider");
  });

  it("formatIssues and ContractError take anything without a TypeError", () => {
    expect(contractError(() => formatIssues(null as never)).issues[0]).toMatchObject({ code: "invalid_argument" });
    expect(formatIssues([null, { message: 3 }] as never)).toBe("  null\n  an object");
    const error = new ContractError(null as never);
    expect(error).toBeInstanceOf(ContractError);
    expect(error.issues[0]).toMatchObject({ code: "invalid_argument", message: expect.stringContaining("issues: expected an array") });
  });

  it("jsonSchema.input without options, or with a wrong target, is a ContractError naming the target", () => {
    for (const options of [undefined, null, {}, { target: "draft-07" }]) {
      const error = contractError(() => ItemsSchema["~standard"].jsonSchema.input(options as never));
      expect(error.issues[0]!.path).toBe("/target");
    }
    expect(ItemsSchema["~standard"].jsonSchema.input({ target: "draft-2020-12" })).toHaveProperty("$ref");
  });
});

describe("bounded messages", () => {
  const huge = "x".repeat(10_000_000);

  it("an issue quotes a short prefix of a huge tag value", () => {
    for (const result of [validateChatMessages([{ role: huge, content: "" }]), validateItems([{ type: huge }])]) {
      expect(result.ok).toBe(false);
      if (!result.ok) for (const issue of result.issues) expect(issue.message.length).toBeLessThan(400);
    }
  });

  it("a conversation issue quotes a short prefix of a huge call id", () => {
    const issues = checkConversation([{ type: "function_call_output", call_id: huge, output: "" }]);
    expect(issues[0]!.code).toBe("orphan_output");
    expect(issues[0]!.message.length).toBeLessThan(400);
  });
});

/** A Vue-`reactive`-like proxy: every object read through it is a proxy too. */
function reactive<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, key, receiver) {
      const value = Reflect.get(t, key, receiver) as unknown;
      return value !== null && typeof value === "object" ? reactive(value) : value;
    },
  });
}

describe("proxies", () => {
  const history: ChatMessage[] = [
    { role: "user", content: "q" },
    { role: "assistant", content: "a", reasoning: "r", reasoningItems: { provider: "openai", items: [{ type: "reasoning", id: "rs_1", summary: [] }] } },
  ];
  const withReasoning: Item[] = [{ type: "reasoning", id: "rs_1", summary: [{ type: "summary_text", text: "s" }] }, { type: "message", role: "assistant", content: "a" }];

  it("reactive proxies convert like the plain values they wrap", () => {
    expect(stripReasoning(reactive(structuredClone(history)))).toEqual(stripReasoning(structuredClone(history)));
    expect(toChatMessages(reactive(structuredClone(withReasoning)), { provider: "openai" })).toEqual(toChatMessages(withReasoning, { provider: "openai" }));
    expect(fromChatMessages(reactive(structuredClone(history)), { provider: "openai" })).toEqual(fromChatMessages(history, { provider: "openai" }));
  });

  it("the output shares nothing with a proxied input", () => {
    const out = stripReasoning(reactive(structuredClone(history)));
    expect(() => structuredClone(out)).not.toThrow();
  });

  it("a trap that throws is a ContractError", () => {
    // Throws from the `nth` read of `key` on: the first read of `length` is the validator's, the second the converter's.
    const trap = <T extends object>(target: T, key: string, nth: number) => {
      let reads = 0;
      return new Proxy(target, { get: (t, k, r) => { if (k === key && ++reads >= nth) throw new Error("trap"); return Reflect.get(t, k, r) as unknown; } });
    };
    const runs = [
      () => stripReasoning(trap(structuredClone(history), "length", 2)),
      () => toChatMessages(trap(structuredClone(items), "length", 2)),
      () => fromChatMessages(trap([{ role: "user", content: "q" }], "length", 1) as ChatMessage[]),
      () => fromClaudeMessages(trap([{ role: "user", content: "q" }], "length", 2) as never),
      () => checkConversation(trap(structuredClone(call), "forEach", 1)),
      () => toChatMessages(trap(structuredClone(items), "0", 1)),
    ];
    for (const run of runs) expect(contractError(run).message).toContain("trap");
  });

  it("warnings still reach onWarning as they are", () => {
    const warnings: ConversionWarning[] = [];
    stripReasoning(reactive(structuredClone(history)));
    fromChatMessages(reactive(structuredClone(history)), { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => w.code)).toContain("reasoning_dropped");
  });
});
