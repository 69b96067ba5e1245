import { describe, expect, it } from "vitest";
import {
  ContractError,
  formatIssues,
  isChatMessage,
  isClaudeMessage,
  isItem,
  parseItems,
  validateChatMessages,
  validateClaudeMessages,
  validateItem,
  validateItems,
} from "../../src/index.js";
import * as generated from "../../generated/validators.js";

type Want = { path: string; code: string; message: string };

const itemCases: [string, { given: unknown; want: Want }][] = [
  ["function_call without call_id names call_id on a function call", {
    given: [{ type: "function_call", name: "get_weather", arguments: "{}" }],
    want: { path: "/0/call_id", code: "missing_property", message: '/0/call_id: required property "call_id" is missing in a "function_call" object' },
  }],
  ["wrong type says what was expected and found", {
    given: [{ role: "user", content: "hi" }, { role: "user", content: "x" }, { role: "user", content: "y" }, { type: "function_call", call_id: 42, name: "f", arguments: "{}" }],
    want: { path: "/3/call_id", code: "invalid_type", message: "/3/call_id: expected a string, found number 42" },
  }],
  ["unknown item type lists the allowed ones", {
    given: [{ type: "function-call", call_id: "c", name: "f", arguments: "{}" }],
    want: {
      path: "/0/type",
      code: "unknown_tag",
      message: '/0/type: "function-call" is not a valid Item type; expected one of "message", "function_call", "function_call_output", "reasoning", "item_reference", "custom_tool_call", "custom_tool_call_output", "web_search_call", "file_search_call", "image_generation_call", … (21 more)',
    },
  }],
  ["role tool is not a message role", {
    given: [{ role: "tool", content: "x" }],
    want: { path: "/0/role", code: "unknown_tag", message: '/0/role: "tool" is not a valid Item role; expected one of "user", "system", "developer", "assistant"' },
  }],
  ["unknown content part type inside a list", {
    given: [{ type: "message", role: "user", content: [{ type: "input_txt", text: "a" }] }],
    want: { path: "/0/content/0/type", code: "unknown_tag", message: '/0/content/0/type: "input_txt" is not a valid "type"; expected one of "input_text", "input_image", "input_file"' },
  }],
  ["input_image without detail", {
    given: [{ role: "user", content: [{ type: "input_image", image_url: "https://x.test/a.png" }] }],
    want: { path: "/0/content/0/detail", code: "missing_property", message: '/0/content/0/detail: required property "detail" is missing in an "input_image" object' },
  }],
  ["extra property on a closed object", {
    given: [{ type: "function_call", call_id: "c", name: "f", arguments: "{}", callId: "c" }],
    want: { path: "/0/callId", code: "unknown_property", message: '/0/callId: property "callId" is not allowed in a "function_call" object' },
  }],
  ["function_call id that OpenAI would reject", {
    given: [{ type: "function_call", id: "call_1", call_id: "c", name: "f", arguments: "{}" }],
    want: { path: "/0/id", code: "pattern_mismatch", message: '/0/id: expected a string matching /^fc/, found string "call_1"' },
  }],
  ["an item that is not an object", {
    given: ["hello"],
    want: { path: "/0", code: "invalid_type", message: '/0: expected an object, found string "hello"' },
  }],
  ["not an array at all", {
    given: { role: "user", content: "hi" },
    want: { path: "", code: "invalid_type", message: "(root): expected an array, found an object" },
  }],
  ["property names are escaped per RFC 6901", {
    given: [{ type: "item_reference", id: "x", "a/b~c": 1 }],
    want: { path: "/0/a~1b~0c", code: "unknown_property", message: '/0/a~1b~0c: property "a/b~c" is not allowed in an "item_reference" object' },
  }],
];

describe("validateItems", () => {
  it.each(itemCases)("%s", (_name, { given, want }) => {
    const result = validateItems(given);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject(want);
  });

  it("accepts every item variant and returns the same value", () => {
    const items = [
      { type: "message", role: "system", content: "Be brief." },
      { role: "developer", content: "Use tools." },
      { role: "user", content: [{ type: "input_text", text: "What is this?" }, { type: "input_image", detail: "auto", image_url: "data:image/png;base64,iVBORw0KGgo=" }] },
      { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "gAAAA" },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call_output", call_id: "call_1", output: [{ type: "input_text", text: "18C" }] },
      { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "18C in Paris.", annotations: [] }] },
      { role: "assistant", content: "Anything else?" },
      { id: "msg_0" },
    ];
    const result = validateItems(items);
    expect(result).toEqual({ ok: true, value: items });
    if (result.ok) expect(result.value).toBe(items);
  });

  it("reports content that is neither a string nor an array as one issue naming both", () => {
    const result = validateItems([{ role: "user", content: 42 }]);
    expect(result.ok ? [] : result.issues).toEqual([{
      path: "/0/content", code: "invalid_type", message: "/0/content: expected a string or an array, found number 42",
      expected: "a string or an array", received: "number 42",
    }]);
  });

  it("gives the same issues on every call and after other validators ran (error paths are rebased once)", () => {
    const bad = { type: "message", role: "user", content: [{ type: "input_text", text: "a" }, { type: "input_image", detail: "medium", image_url: "x" }] };
    const items = [{ role: "user", content: "hi" }, bad];
    const first = validateItems(items);
    validateItem(bad);
    validateItems([bad, bad]);
    const again = validateItems(items);
    expect(again).toEqual(first);
    expect(first.ok ? [] : first.issues.map((i) => i.path)).toEqual(["/1/content/1/detail"]);
    const alone = validateItem(bad);
    expect(alone.ok ? [] : alone.issues.map((i) => i.path)).toEqual(["/content/1/detail"]);
  });

  it("leaves no reference to the input in the generated validator's errors once the issues are rendered", () => {
    const bad = [{ type: "function_call", call_id: { secret: "s" }, name: "f", arguments: "{}" }];
    const result = validateItems(bad);
    expect(result.ok).toBe(false);
    const left = generated.validateItems.errors ?? [];
    expect(left.length).toBeGreaterThan(0);
    expect(left.map((e) => e.data)).toEqual(left.map(() => undefined));
  });

  it("leaves every exported validator's errors null after a success that follows a failure", () => {
    const bad = { role: "user", content: [{ type: "image_url", image_url: { url: "https://x.test/a.png", detail: "medium" } }] };
    const good = { role: "user", content: [{ type: "image_url", image_url: { url: "https://x.test/a.png", detail: "low" } }] };
    const checks = [
      [generated.validateChatCompletionMessage, bad, good],
      [generated.validateChatCompletionMessages, [good, bad], [good, good]],
      [generated.validateChatCompletionRequest, { model: "m", messages: [bad] }, { model: "m", messages: [good] }],
    ] as const;
    for (const [check, rejected, accepted] of checks) {
      expect(check(rejected)).toBe(false);
      expect(check.errors?.[0]?.instancePath).toMatch(/\/image_url\/detail$/);
      expect(check(accepted)).toBe(true);
      expect(check.errors).toBeNull();
    }
  });

  it("keeps the errors of the message variant that got furthest", () => {
    const result = validateItem({ role: "user", content: [{ type: "input_text", text: 7 }], status: "completed" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]!.path).toBe("/content/0/text");
  });
});

describe("chat and Claude validators", () => {
  it("reports a tool call whose arguments are an object", () => {
    const result = validateChatMessages([{ role: "assistant", content: "", toolCalls: [{ id: "1", name: "f", arguments: { a: 1 } }] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/toolCalls/0/arguments", code: "invalid_type", received: "an object" });
  });

  it("reports the bad block inside Claude content, not the string branch", () => {
    const result = validateClaudeMessages([{ role: "user", content: [{ type: "tool_result", tool_use_id: "toolu|1" }] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toHaveLength(1);
      expect(result.issues[0]).toMatchObject({ path: "/0/content/0/tool_use_id", code: "pattern_mismatch" });
    }
  });

  it("guards narrow and never throw", () => {
    for (const value of [null, undefined, 1, "x", [], {}, { role: "user" }]) {
      expect(isItem(value)).toBe(false);
      expect(isChatMessage(value)).toBe(false);
      expect(isClaudeMessage(value)).toBe(false);
    }
    expect(isItem({ role: "user", content: "hi" })).toBe(true);
    expect(isChatMessage({ role: "tool", toolCallId: "c", name: "f", content: "ok" })).toBe(true);
    expect(isClaudeMessage({ role: "assistant", content: [{ type: "thinking", thinking: "…", signature: "sig" }] })).toBe(true);
  });
});

describe("parse* and ContractError", () => {
  it("returns the value when valid", () => {
    const items = [{ role: "user", content: "hi" }];
    expect(parseItems(items)).toBe(items);
  });

  it("throws ContractError carrying the issues and a formatted message", () => {
    let caught: unknown;
    try {
      parseItems([{ type: "function_call", name: "f", arguments: "{}" }]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ContractError);
    const error = caught as ContractError;
    expect(error.issues.map((i) => i.path)).toEqual(["/0/call_id"]);
    expect(error.message).toContain(formatIssues(error.issues));
    expect(formatIssues(error.issues)).toBe('  /0/call_id: required property "call_id" is missing in a "function_call" object');
  });
});

describe("one issue per failing element", () => {
  it("reports every failing element of a history, in order", () => {
    const r = validateChatMessages([{ role: "user", content: 42 }, { role: "user", content: 43 }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.path, i.code])).toEqual([["/0/content", "invalid_type"], ["/1/content", "invalid_type"]]);
  });

  it("stops at maxIssues (default 100) and counts the rest", () => {
    const many = Array.from({ length: 250 }, (_, i) => (i % 2 ? { role: "user", content: "ok" } : { type: "function_call", name: "f", arguments: "{}" }));
    const all = validateItems(many);
    expect(!all.ok && all.issues.length).toBe(101);
    expect(!all.ok && all.issues[100]).toEqual({ path: "", code: "too_many_issues", message: "(root): 25 more issue(s) not listed; pass maxIssues to see more" });
    const two = validateItems(many, { maxIssues: 2 });
    expect(!two.ok && two.issues.map((i) => i.path)).toEqual(["/0/call_id", "/2/call_id", ""]);
    const every = validateItems(many, { maxIssues: Infinity });
    expect(!every.ok && every.issues.length).toBe(125);
    const claude = validateClaudeMessages([{ role: "user", content: 1 }, { role: "robot", content: "x" }]);
    expect(!claude.ok && claude.issues.map((i) => i.path)).toEqual(["/0/content", "/1/role"]);
  });

  it("an empty object among items is told about its missing type (or role)", () => {
    const r = validateItems([{}]);
    expect(!r.ok && r.issues[0]).toMatchObject({ path: "/0/type", code: "missing_tag" });
    expect(!r.ok && r.issues[0]!.message).toMatch(/^\/0\/type: required property "type" is missing \(or, on a message, "role"\); expected one of "message", "function_call"/);
    expect(validateItems([{ id: "msg_1" }]).ok).toBe(true);
  });

  it("reads an object's tag with the right article", () => {
    const r = validateChatMessages([{ role: "assistant", content: "x", extra: 1 }, { role: "user", content: "x", extra: 1 }]);
    expect(!r.ok && r.issues.map((i) => i.message)).toEqual([
      '/0/extra: property "extra" is not allowed in an "assistant" object',
      '/1/extra: property "extra" is not allowed in a "user" object',
    ]);
  });
});
