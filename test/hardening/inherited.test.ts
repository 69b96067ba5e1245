// Only own properties count: a value whose tag or any field comes from its prototype does not validate,
// and no converter reads it.
import { describe, expect, it } from "vitest";
import {
  ContractError,
  checkChatHistory,
  fromChatMessages,
  fromClaudeMessages,
  isChatMessage,
  toChatMessages,
  validateChatMessage,
  validateChatMessages,
  validateClaudeMessages,
  validateItem,
  validateItems,
  type ChatMessage,
  type ClaudeMessage,
  type Item,
} from "../../src/index.js";

/** An object with `own` as its own properties and `inherited` on its prototype. */
const withProto = (inherited: object, own: object): unknown => Object.assign(Object.create(inherited), own);

const cases: [string, (value: unknown) => { ok: boolean }, unknown][] = [
  ["chat message with an inherited role", validateChatMessage, withProto({ role: "user" }, { content: "hi" })],
  ["chat message with an inherited content", validateChatMessage, withProto({ content: "hi" }, { role: "user" })],
  ["chat message with an inherited optional field", validateChatMessage, withProto({ toolCalls: [{ id: "c", name: "f", arguments: "{}" }] }, { role: "assistant", content: "" })],
  ["item with an inherited type", validateItem, withProto({ type: "function_call" }, { call_id: "c", name: "f", arguments: "{}" })],
  ["item with an inherited role", validateItem, withProto({ role: "user" }, { type: "message", content: "hi" })],
  ["item with an inherited call_id", validateItem, withProto({ call_id: "c" }, { type: "function_call_output", output: "ok" })],
  ["content part with an inherited type", validateChatMessage, { role: "user", content: [withProto({ type: "text" }, { text: "hi" })] }],
  ["claude block with an inherited type", (v) => validateClaudeMessages([v]), { role: "user", content: [withProto({ type: "text" }, { text: "hi" })] }],
  ["an array element with an inherited role", validateChatMessages, [withProto({ role: "user" }, { content: "hi" })]],
  ["a class whose role is a getter on its prototype", validateChatMessage, new (class Message { content = "hi"; get role() { return "user"; } })()],
];

describe("inherited properties", () => {
  it.each(cases)("%s does not validate", (_name, validate, value) => {
    expect(validate(value).ok).toBe(false);
  });

  it("the same values with their properties as own ones validate", () => {
    expect(validateChatMessage({ role: "user", content: "hi" }).ok).toBe(true);
    expect(validateChatMessage(Object.assign(Object.create(null), { role: "user", content: "hi" })).ok).toBe(true);
    expect(validateItem({ type: "function_call", call_id: "c", name: "f", arguments: "{}" }).ok).toBe(true);
  });

  it("a polluted Object.prototype lends no property", () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.role = "user";
    try {
      expect(validateChatMessage({ content: "hi" }).ok).toBe(false);
      expect(validateItems([{ type: "message", content: "hi" }]).ok).toBe(false);
      expect(isChatMessage({ content: "hi" })).toBe(false);
    } finally {
      delete proto.role;
    }
  });

  it("says which property is missing", () => {
    const r = validateChatMessages([withProto({ role: "user" }, { content: "hi" })]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toMatchObject({ path: "/0/role", code: "missing_property" });
    const inherited = validateChatMessages([withProto({ toolCalls: [] }, { role: "assistant", content: "" })]);
    expect(inherited.ok).toBe(false);
    if (!inherited.ok) expect(inherited.issues[0]).toMatchObject({ path: "/0/toolCalls", code: "inherited_property" });
  });

  it("converters and checkers reject them with a ContractError instead of emitting invalid output", () => {
    const chat = [withProto({ role: "user" }, { content: "hi" })] as ChatMessage[];
    expect(() => fromChatMessages(chat)).toThrow(ContractError);
    expect(() => toChatMessages([withProto({ type: "message", role: "user" }, { content: "hi" })] as Item[])).toThrow(ContractError);
    expect(() => fromClaudeMessages([withProto({ role: "user" }, { content: "hi" })] as ClaudeMessage[])).toThrow(ContractError);
    expect(checkChatHistory(chat).length).toBeGreaterThan(0);
  });
});
