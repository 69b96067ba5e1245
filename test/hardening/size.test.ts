// Depth and size: deep opaque values and huge strings give a result or a ContractError, never a crash.
import { describe, expect, it } from "vitest";
import {
  ContractError,
  checkConversation,
  fromChatMessages,
  fromClaudeMessages,
  stripReasoning,
  toChatMessages,
  validateChatMessages,
  validateClaudeMessages,
  validateItems,
  type Item,
} from "../../src/index.js";

function deepArray(depth: number): unknown {
  let v: unknown = [];
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}
function deepObject(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe("100,000-deep values inside opaque fields", () => {
  for (const [name, deep] of [["arrays", deepArray(100_000)], ["objects", deepObject(100_000)]] as const) {
    it(`reasoningDetails and reasoningItems with deep ${name}`, () => {
      const result = validateChatMessages([{ role: "assistant", content: "x", reasoningDetails: [deep], reasoningItems: { provider: "p", items: [deep] } }]);
      expect(result.ok).toBe(true);
    });
    it(`Claude tool_use.input (an object, as the API requires) holding deep ${name}`, () => {
      const result = validateClaudeMessages([{ role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: { value: deep } }] }]);
      expect(result.ok).toBe(true);
    });
    it(`deep ${name} where the schema wants a string is an issue, not a crash`, () => {
      const result = validateItems([{ type: "function_call", call_id: "c", name: "f", arguments: deep }]);
      expect(result.ok).toBe(false);
      expect(checkConversation([{ type: "function_call", call_id: "c", name: "f", arguments: deep }] as unknown as Item[])[0]!.code).toBe("invalid_type");
    });
  }
  it("converters carry deep values or throw ContractError, never a RangeError", () => {
    for (const deep of [deepArray(100_000), deepObject(100_000)]) {
      const history = [{ role: "assistant" as const, content: "x", reasoningDetails: [deep], reasoningItems: { provider: "p", items: [deep] } }];
      expect(fromChatMessages(history, { provider: "q" })).toEqual([{ type: "message", role: "assistant", content: "x" }]);
      expect(stripReasoning(history)).toEqual([{ role: "assistant", content: "x" }]);
      const claude = [{ role: "assistant" as const, content: [{ type: "tool_use" as const, id: "t1", name: "f", input: { value: deep } }] }];
      let thrown: unknown;
      try {
        fromClaudeMessages(claude);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ContractError);
      expect((thrown as ContractError).issues[0]).toMatchObject({ path: "/0/content/0/input", code: "unserializable_input" });
      const args = "[".repeat(100_000);
      const [back] = toChatMessages([{ type: "function_call", call_id: "c", name: "f", arguments: args }]);
      expect(back).toMatchObject({ role: "assistant", toolCalls: [{ id: "c", name: "f", arguments: args }] });
    }
  });

  it("100,000-deep JSON text in tool arguments is just a string", () => {
    const text = "[".repeat(100_000) + "]".repeat(100_000);
    expect(validateItems([{ type: "function_call", call_id: "c", name: "f", arguments: text }]).ok).toBe(true);
  });
});

describe("huge strings are validated in linear time", () => {
  const time = (f: () => void) => {
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      f();
      runs.push(performance.now() - t);
    }
    return Math.min(...runs);
  };
  const b64 = (mb: number) => "QUJD".repeat((mb * 1024 * 1024) / 4);
  it("a 50 MB base64 image: 5× the size costs at most 10× the time", () => {
    const small = b64(10);
    const big = b64(50);
    const check = (data: string) => () => expect(validateChatMessages([{ role: "user", content: [{ type: "image", mimeType: "image/png", data }] }]).ok).toBe(true);
    const t10 = time(check(small));
    const t50 = time(check(big));
    console.log(`base64 pattern: 10 MB ${t10.toFixed(1)} ms, 50 MB ${t50.toFixed(1)} ms (ratio ${(t50 / t10).toFixed(2)})`);
    expect(t50 / Math.max(t10, 1)).toBeLessThan(10);
    expect(t50).toBeLessThan(5_000);
  });
  it("a 50 MB call id through minLength (code-point counting)", () => {
    const id = "c".repeat(50 * 1024 * 1024);
    const t = time(() => expect(validateItems([{ type: "function_call", call_id: id, name: "f", arguments: "{}" }]).ok).toBe(true));
    console.log(`minLength on 50 MB: ${t.toFixed(1)} ms`);
    expect(t).toBeLessThan(5_000);
  });
});

describe("many parallel tool calls convert in linear time", () => {
  // One assistant turn with n calls, then n tool messages answering them in reverse order.
  const history = (n: number) => {
    const toolCalls = Array.from({ length: n }, (_, i) => ({ id: `call_${i}`, name: `f${i % 7}`, arguments: "{}" }));
    const answers = toolCalls.map((c) => ({ role: "tool" as const, toolCallId: c.id, name: c.name, content: "ok" })).reverse();
    return [{ role: "assistant" as const, content: "", toolCalls }, ...answers];
  };
  // Linear is 10×, quadratic 100×: the bound leaves room for garbage collection of a larger heap and
  // for a loaded machine (21× was seen at load 11 on 2 cores), and still fails on quadratic work.
  it("50,000 calls in one turn: 10× the calls cost at most 30× the time, and no warnings", () => {
    const time = (n: number) => {
      const input = history(n);
      let best = Infinity;
      for (let r = 0; r < 3; r++) {
        const warnings: string[] = [];
        const t = performance.now();
        fromChatMessages(input, { onWarning: (w) => warnings.push(w.code) });
        best = Math.min(best, performance.now() - t);
        expect(warnings).toEqual([]);
      }
      return best;
    };
    const small = time(5_000);
    const big = time(50_000);
    console.log(`fromChatMessages, one turn of parallel calls: 5k ${small.toFixed(1)} ms, 50k ${big.toFixed(1)} ms (ratio ${(big / small).toFixed(2)})`);
    expect(big / Math.max(small, 1)).toBeLessThan(30);
  });
});
