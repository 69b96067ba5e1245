// What only one wire has rides through the hub in a provider-tagged slot and comes back to that wire
// unchanged, with no warning; every other writer names it: a Gemini systemInstruction's role, a
// Responses assistant message's phase, an output message with its id and parts, a call's item id, a
// Gemini tool image's displayName (and another provider's fields on any tool image, named where dropped).
import { describe, expect, it } from "vitest";
import { convertFrozen as run } from "./helpers.js";


describe("provider-tagged slots of the Gemini and Responses wires", () => {
  it("a Gemini systemInstruction's role comes back; Claude names it", () => {
    const request = { systemInstruction: { role: "system", parts: [{ text: "Be brief." }, { text: "Cite." }] }, contents: [{ role: "user", parts: [{ text: "Hi" }] }] };
    expect(run(request, { from: "gemini", to: "gemini" })).toEqual({ out: request, warnings: [] });
    expect(run(request, { from: "gemini", to: "claude" }).warnings).toEqual([["provider_fields_dropped", "/systemInstruction/role"]]);
  });

  it("an assistant message's phase comes back; Chat Completions names it", () => {
    const items = [{ role: "user", content: "Go" }, { type: "message", role: "assistant", content: "Working on it.", phase: "commentary" }];
    expect(run(items, { from: "items", to: "items" })).toEqual({ out: [{ type: "message", role: "user", content: "Go" }, items[1]], warnings: [] });
    expect(run(items, { from: "items", to: "chat-completions" }).warnings).toEqual([["provider_fields_dropped", "/1/phase"]]);
  });

  it("an output message comes back whole (id, status, refusal after text, empty annotations and logprobs)", () => {
    const items = [
      { role: "user", content: "Go" },
      { id: "msg_1", type: "message", role: "assistant", status: "completed", phase: "final_answer", content: [
        { type: "refusal", refusal: "Not that." }, { type: "output_text", text: "But this.", annotations: [], logprobs: [] },
      ] },
      { role: "user", content: "Thanks" },
    ];
    expect(run(items, { from: "items", to: "items" })).toEqual({ out: [{ type: "message", role: "user", content: "Go" }, items[1], { type: "message", role: "user", content: "Thanks" }], warnings: [] });
    const claude = run(items, { from: "items", to: "claude" });
    expect(claude.warnings.map(([code, path]) => `${code} ${path}`)).toEqual([
      "refusal_as_text /1", "provider_fields_dropped /1/id", "provider_fields_dropped /1/status", "provider_fields_dropped /1/phase", "provider_fields_dropped /1/content",
    ]);
  });

  it("an edited output message is written from the hub, and says its kept parts were not", () => {
    const items = [{ role: "user", content: "Go" }, { id: "msg_1", type: "message", role: "assistant", status: "completed", content: [{ type: "output_text", text: "a", annotations: [] }] }];
    const hub = run(items, { from: "items", to: "chat" }).out as { content: string }[];
    hub[1]!.content = "edited";
    const { out, warnings } = run(hub, { from: "chat", to: "items", provider: "openai" });
    expect(out).toEqual([{ type: "message", role: "user", content: "Go" }, { type: "message", role: "assistant", content: "edited" }]);
    expect(warnings).toEqual([["provider_fields_dropped", "/1/providerFields"]]);
  });
});

describe("a Chat Completions user part's prompt-cache breakpoint", () => {
  it("comes back; Responses names it as cache_breakpoint_dropped at the input's key", () => {
    const messages = [{ role: "user", content: [{ type: "text", text: "A long prefix", prompt_cache_breakpoint: { mode: "explicit" } }, { type: "text", text: "Hi" }] }];
    expect(run(messages, { from: "chat-completions", to: "chat-completions" })).toEqual({ out: messages, warnings: [] });
    expect(run(messages, { from: "chat-completions", to: "items" }).warnings).toEqual([["cache_breakpoint_dropped", "/0/content/0/prompt_cache_breakpoint"]]);
  });

  it("a Gemini tool image's displayName comes back; the other wires name the medium that loses it", () => {
    const request = { contents: [
      { role: "user", parts: [{ text: "Shoot" }] },
      { role: "model", parts: [{ functionCall: { id: "c1", name: "shot", args: {} }, thoughtSignature: "c2ln" }] },
      { role: "user", parts: [{ functionResponse: { id: "c1", name: "shot", response: { output: "ok" }, parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=", displayName: "shot.png" } }] } }] },
    ] };
    expect(run(request, { from: "gemini", to: "gemini" })).toEqual({ out: request, warnings: [] });
    for (const to of ["claude", "items"]) {
      expect(run(request, { from: "gemini", to }).warnings, to).toContainEqual(["provider_fields_dropped", "/contents/2/parts/0/functionResponse/parts/0"]);
    }
  });

  it("another provider's fields on a tool image are named by every writer that drops them", () => {
    const history = [
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "shot", arguments: "{}" }] },
      { role: "tool", toolCallId: "c1", name: "shot", content: "ok", images: [{ type: "image", mimeType: "image/png", data: "iVBORw0KGgo=", providerFields: { provider: "anthropic", fields: { cache_control: { type: "ephemeral" } } } }] },
    ];
    expect(run(history, { from: "chat", to: "items" }).warnings).toContainEqual(["cache_control_dropped", "/1/images/0/providerFields/fields/cache_control"]);
    expect(run(history, { from: "chat", to: "gemini" }).warnings).toContainEqual(["cache_control_dropped", "/1/images/0/providerFields/fields/cache_control"]);
  });
});
