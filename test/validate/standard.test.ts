import { describe, expect, it, vi } from "vitest";
import { Hono } from "hono";
import { sValidator } from "@hono/standard-validator";
import { ChatCompletionMessageSchema, ChatCompletionMessagesSchema, ChatMessagesSchema, ClaudeMessageSchema, ClaudeMessagesSchema, ItemSchema, ItemsSchema } from "../../src/index.js";
import itemSchema from "../../schemas/item.schema.json" with { type: "json" };
import chatCompletionsSchema from "../../schemas/chat-completions.schema.json" with { type: "json" };

describe("Standard Schema", () => {
  it("has the v1 props", () => {
    expect(ItemsSchema["~standard"].version).toBe(1);
    expect(ItemsSchema["~standard"].vendor).toBe("chat-contract");
  });

  it("validates: value on success, issues with key paths on failure", () => {
    const good = [{ role: "user", content: "hi" }];
    expect(ItemsSchema["~standard"].validate(good)).toEqual({ value: good });
    const bad = ItemsSchema["~standard"].validate([{ role: "user", content: "hi" }, { type: "function_call", call_id: "c", name: "f", arguments: {} }]);
    expect("issues" in bad && bad.issues).toEqual([
      { message: "expected a string, found an object", path: [1, "arguments"] },
    ]);
  });

  it("gives one issue per failing element, each message without its path (consumers print the path)", () => {
    const bad = ChatMessagesSchema["~standard"].validate([{ role: "user", content: 42 }, { role: "user", content: "ok" }, { role: "user", content: 43 }]);
    expect("issues" in bad && bad.issues).toEqual([
      { message: "expected a string or an array, found number 42", path: [0, "content"] },
      { message: "expected a string or an array, found number 43", path: [2, "content"] },
    ]);
  });

  it("says clearly that jsonSchema.input needs Node when process is missing", async () => {
    // A fresh module: test files share modules (isolate: false), and another may have read this schema into the cache already.
    vi.resetModules();
    const fresh = (await import("../../src/validate/standard.js")).ClaudeMessagesSchema;
    const saved = globalThis.process;
    let error: unknown;
    try {
      (globalThis as { process?: unknown }).process = undefined;
      fresh["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    } catch (e) {
      error = e;
    } finally {
      globalThis.process = saved;
    }
    expect(String(error)).toMatch(/^Error: chat-contract: jsonSchema\.input reads the shipped schemas\/claude-message\.schema\.json and needs Node/);
    expect(ClaudeMessagesSchema["~standard"].jsonSchema.input({ target: "draft-2020-12" }).$ref).toBe("#/$defs/ClaudeMessages");
  });

  it("keeps numeric-looking object keys as strings", () => {
    const result = ClaudeMessageSchema["~standard"].validate({ role: "user", content: "x", "0": 1 });
    expect("issues" in result && result.issues?.[0]?.path).toEqual(["0"]);
  });

  it("returns chat-contract's own schema for draft-2020-12", () => {
    const schema = ItemSchema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(schema.$defs).toEqual(itemSchema.$defs);
    expect(schema.$ref).toBe("#/$defs/Item");
    expect(ItemsSchema["~standard"].jsonSchema.output({ target: "draft-2020-12" }).$ref).toBe("#/$defs/Items");
    schema.$defs = {};
    expect(ItemSchema["~standard"].jsonSchema.input({ target: "draft-2020-12" }).$defs).toEqual(itemSchema.$defs);
    expect(() => ChatMessagesSchema["~standard"].jsonSchema.input({ target: "draft-07" })).toThrow(/not supported/);
  });

  it("ChatCompletionMessage(s)Schema: issues with key paths, and the chat-completions schema", () => {
    const bad = ChatCompletionMessagesSchema["~standard"].validate([{ role: "tool", tool_call_id: "call_1", content: [{ type: "image_url", image_url: { url: "https://example.com/a.png" } }] }]);
    expect("issues" in bad && bad.issues).toEqual([
      { message: '"image_url" is not a valid "type"; expected one of "text"', path: [0, "content", 0, "type"] },
    ]);
    const response = { role: "assistant", content: "Hi", refusal: null };
    expect(ChatCompletionMessageSchema["~standard"].validate(response)).toEqual({ value: response });
    const schema = ChatCompletionMessagesSchema["~standard"].jsonSchema.input({ target: "draft-2020-12" });
    expect(schema.$ref).toBe("#/$defs/ChatCompletionMessages");
    expect(schema.$defs).toEqual(chatCompletionsSchema.$defs);
  });

  it("plugs into a real consumer: a Hono route validating a Responses payload", async () => {
    const app = new Hono().post("/responses", sValidator("json", ItemsSchema), (c) => c.json({ items: c.req.valid("json").length }));
    const post = (body: unknown) => app.request("/responses", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const ok = await post([{ role: "user", content: "hi" }]);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ items: 1 });
    const bad = await post([{ type: "function_call_output", output: "42" }]);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('"path":[0,"call_id"]');
  });
});
