// __proto__, constructor and prototype keys at every depth stay plain data or become clear issues.
import { afterEach, describe, expect, it } from "vitest";
import {
  ChatMessagesSchema,
  checkConversation,
  convert,
  fromClaudeMessages,
  stripReasoning,
  toChatMessages,
  validateChatMessages,
  validateClaudeMessages,
  validateItems,
  type ConversionWarning,
  type Item,
} from "../../src/index.js";

const poison = ['"__proto__": {"polluted": "yes"}', '"constructor": {"prototype": {"polluted": "yes"}}', '"prototype": {"polluted": "yes"}'];

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, "polluted")).toBe(false);
});

describe("prototype pollution", () => {
  it.each(poison)("closed objects report %s as an unknown property", (key) => {
    const name = key.slice(1, key.indexOf('"', 1));
    const items = JSON.parse(`[{"type":"function_call","call_id":"c","name":"f","arguments":"{}",${key}}]`);
    const result = validateItems(items);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues[0]).toMatchObject({ path: `/0/${name}`, code: "unknown_property" });
  });

  it.each(poison)("nested %s in content parts is reported where it is", (key) => {
    const messages = JSON.parse(`[{"role":"user","content":[{"type":"text","text":"hi",${key}}]}]`);
    const result = validateChatMessages(messages);
    expect(result.ok).toBe(false);
    expect(ChatMessagesSchema["~standard"].validate(messages)).toHaveProperty("issues");
  });

  it.each(poison)("opaque fields keep %s as plain data", (key) => {
    const messages = JSON.parse(`[{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"f","input":{${key},"deep":[{${key}}]}}]}]`);
    const result = validateClaudeMessages(messages);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value).toBe(messages);
    const chat = JSON.parse(`[{"role":"assistant","content":"","reasoningDetails":[{${key}}]}]`);
    expect(validateChatMessages(chat).ok).toBe(true);
  });

  it("open Claude blocks accept the key as data without touching prototypes", () => {
    const messages = JSON.parse('[{"role":"user","content":[{"type":"text","text":"hi","__proto__":{"type":"tool_use"}}]}]');
    expect(validateClaudeMessages(messages).ok).toBe(true);
    expect(messages[0].content[0].type).toBe("text");
  });

  it("tags named like Object.prototype members are unknown tags", () => {
    for (const tag of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const result = validateItems([{ type: tag }]);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues[0]!.code).toBe("unknown_tag");
      expect(checkConversation([{ role: tag, content: "x" }] as unknown as Item[])[0]!.code).toBe("unknown_tag");
    }
  });

  it("converters keep such keys as data or report them, and build plain objects", () => {
    const warnings: ConversionWarning[] = [];
    const claude = JSON.parse('[{"role":"user","content":[{"type":"text","text":"hi","__proto__":{"polluted":"yes"}}]},{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"f","input":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}}]}]');
    const items = fromClaudeMessages(claude, { onWarning: (w) => warnings.push(w) });
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(["field_dropped", "/0/content/0/__proto__"]);
    const call = items.find((i) => i.type === "function_call");
    expect(call && "arguments" in call && JSON.parse(call.arguments)).toEqual(claude[1].content[0].input);
    for (const item of items) expect(Object.getPrototypeOf(item)).toBe(Object.prototype);
    const chat = JSON.parse('[{"role":"assistant","content":"x","reasoningDetails":[{"__proto__":{"polluted":"yes"}}]}]');
    expect(Object.getPrototypeOf(stripReasoning(chat)[0])).toBe(Object.prototype);
    expect(toChatMessages(items).length).toBeGreaterThan(0);
  });

  it.each([["claude", "anthropic"], ["gemini", "google"], ["chat-completions", "openai"], ["items", "openai"]] as const)(
    "a __proto__, constructor or prototype key in a %s slot is named and left out, never a prototype nor a silent drop",
    (to, provider) => {
      for (const name of ["__proto__", "constructor", "prototype"]) {
        const messages = JSON.parse(`[{"role":"user","content":[{"type":"text","text":"hi","providerFields":{"provider":"${provider}","fields":{"${name}":{"polluted":"yes"}}}}]}]`);
        const warnings: ConversionWarning[] = [];
        const out = convert(messages, { from: "chat", to, ...(to === "items" && { provider }), onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
        expect(JSON.stringify(out)).not.toContain("polluted");
        expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual([`provider_fields_dropped /0/content/0/providerFields/fields/${name}`]);
      }
    },
  );
});
