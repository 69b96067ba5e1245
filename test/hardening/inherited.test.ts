// Validators and converters read own properties only: what a prototype supplies is never taken as data.
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  ContractError,
  checkConversation,
  convert,
  isChatMessage,
  isItem,
  toChatMessages,
  validateChatCompletionMessages,
  validateChatMessages,
  validateClaudeMessages,
  validateGeminiContents,
  validateItems,
} from "../../src/index.js";

/** An object whose own properties are `own` and whose prototype holds `inherited`. */
const withProto = (inherited: object, own: object): object => Object.assign(Object.create(inherited) as object, own);

const cases = [
  ["chat", validateChatMessages, { role: "user" }, { content: "hi" }, "/0/role"],
  ["items", validateItems, { type: "function_call_output" }, { call_id: "c", output: "ok" }, "/0/type"],
  ["claude", validateClaudeMessages, { role: "user" }, { content: "hi" }, "/0/role"],
  ["chat-completions", validateChatCompletionMessages, { role: "user" }, { content: "hi" }, "/0/role"],
  ["gemini", validateGeminiContents, { role: "user" }, { parts: [{ text: "hi" }] }, "/0/role"],
] as const;

describe("inherited properties", () => {
  it.each(cases)("%s: a message whose tag comes from its prototype is invalid, at the tag", (_, validate, inherited, own, path) => {
    const result = validate([withProto(inherited, own)]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path, code: "inherited_property" });
  });

  it("a nested part with an inherited field is invalid where it is", () => {
    const part = withProto({ text: "hi" }, { type: "text" });
    const result = validateChatMessages([{ role: "user", content: [part] }]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues[0]).toMatchObject({ path: "/0/content/0/text", code: "inherited_property" });
      expect(result.issues[0]!.message).toBe("/0/content/0/text: is inherited from the object's prototype; only own properties are read (pass plain data)");
    }
  });

  it("guards and converters refuse what the validators refuse, and emit nothing", () => {
    const message = withProto({ role: "user" }, { content: "hi" });
    expect(isChatMessage(message)).toBe(false);
    expect(isItem(withProto({ type: "message", role: "user" }, { content: "hi" }))).toBe(false);
    expect(() => convert([message] as never, { from: "chat", to: "items" })).toThrow(ContractError);
    expect(() => toChatMessages([withProto({ type: "message" }, { role: "user", content: "hi" })] as never)).toThrow(ContractError);
    expect(checkConversation([withProto({ type: "message" }, { role: "user", content: "hi" })] as never)[0]).toMatchObject({ code: "inherited_property" });
  });

  it("a Claude request body whose system prompt is inherited is invalid at /system", () => {
    const request = withProto({ system: "be brief" }, { messages: [{ role: "user", content: "hi" }] });
    expect(() => convert(request as never, { from: "claude", to: "chat" })).toThrow(expect.objectContaining({ issues: [expect.objectContaining({ path: "/system", code: "inherited_property" })] }));
  });

  it("an own `constructor: Object` does not make an object plain: its prototype's data is still inherited", () => {
    const spoofed = withProto({ role: "user" }, { constructor: Object, content: "hi" });
    const result = validateChatMessages([spoofed]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/role", code: "inherited_property" });
  });

  it("a prototype whose `constructor` getter throws is refused, not thrown", () => {
    const hostile = withProto(Object.defineProperty({}, "constructor", { get: () => { throw new Error("boom"); } }), { role: "user", content: "hi" });
    expect(validateChatMessages([hostile]).ok).toBe(false);
    expect(isChatMessage(hostile)).toBe(false);
  });

  it("a getter on a class prototype counts as inherited", () => {
    class Message {
      content = "hi";
      get role() {
        return "user";
      }
    }
    const result = validateChatMessages([new Message()]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: "/0/role", code: "inherited_property" });
  });

  it("own data is valid whatever the prototype holds besides methods: class instances, null prototypes, other realms", () => {
    class Message {
      constructor(readonly role: string, readonly content: string) {}
      describe() {
        return `${this.role}: ${this.content}`;
      }
    }
    const bare = Object.assign(Object.create(null) as object, { role: "user", content: "hi" });
    const foreign = runInNewContext('[{ role: "user", content: [{ type: "text", text: "hi" }] }]') as unknown[];
    for (const value of [[new Message("user", "hi")], [bare], foreign]) {
      expect(validateChatMessages(value).ok).toBe(true);
      expect(convert(value as never, { from: "chat", to: "items" })).toHaveLength(1);
    }
  });
});
