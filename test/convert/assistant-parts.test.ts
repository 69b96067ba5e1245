// An assistant message of several text parts: the hub's `parts` carry them between every wire that has
// them (Chat Completions content parts, Responses output parts, Claude text blocks, Gemini text parts),
// and a writer that cannot is named.
import { describe, expect, it } from "vitest";
import { convertFrozen } from "./helpers.js";

const cc = [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }];
const gemini = { contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "model", parts: [{ text: "a" }, { text: "b" }] }] };
const hub = (parts: string[], content = parts.join("")) => [{ role: "user", content: "Hi" }, { role: "assistant", content, parts: parts.map((text) => ({ type: "text", text })) }];

describe("several text parts in one assistant message", () => {
  it("are read into the hub's parts, with content their texts joined", () => {
    expect(convertFrozen(cc, { from: "chat-completions", to: "chat" }).out).toEqual(hub(["a", "b"]));
    expect(convertFrozen(gemini, { from: "gemini", to: "chat" }).out).toEqual(hub(["a", "b"]));
  });

  it("are written as each wire's own parts, with no warning", () => {
    const written = {
      claude: { messages: [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }] },
      gemini,
      "chat-completions": cc,
      items: [{ type: "message", role: "user", content: "Hi" }, { type: "message", role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "output_text", text: "b" }] }],
    };
    for (const [to, want] of Object.entries(written)) {
      const { out, warnings } = convertFrozen(hub(["a", "b"]), { from: "chat", to, ...(to === "items" ? { assistantParts: "parts" } : {}) });
      expect(warnings, to).toEqual([]);
      expect(out, to).toEqual(want);
    }
  });

  it("are one text in items without assistantParts, named at the message's content", () => {
    const { out, warnings } = convertFrozen(cc, { from: "chat-completions", to: "items" });
    expect(out).toEqual([{ type: "message", role: "user", content: "Hi" }, { type: "message", role: "assistant", content: "ab" }]);
    expect(warnings).toEqual([["content_joined", "/1/content"]]);
  });

  it("edited apart from content: content is written and the parts are named (parts_stale)", () => {
    for (const to of ["claude", "gemini", "chat-completions", "items"]) {
      const { warnings } = convertFrozen(hub(["a", "b"], "edited"), { from: "chat", to, ...(to === "items" ? { assistantParts: "parts" } : {}) });
      expect(warnings, to).toEqual([["parts_stale", "/1/parts"]]);
    }
  });

  it("an empty part is not a Claude text block (Claude refuses one)", () => {
    const { out, warnings } = convertFrozen(hub(["a", "", "b"]), { from: "chat", to: "claude" });
    expect(warnings).toEqual([]);
    expect((out as { messages: unknown[] }).messages[1]).toEqual({ role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] });
  });

  it("a part's provider fields have no slot on any wire: each is named", () => {
    const withFields = [{ role: "user", content: "Hi" }, { role: "assistant", content: "ab", parts: [{ type: "text", text: "a", providerFields: { provider: "anthropic", fields: { cache_control: { type: "ephemeral" } } } }, { type: "text", text: "b" }] }];
    expect(convertFrozen(withFields, { from: "chat", to: "gemini" }).warnings).toEqual([["provider_fields_dropped", "/1/parts/0/providerFields"]]);
  });
});
