// A request's provider settings (providerSettings.<wire>) hold whatever JSON their owner gave them:
// the wire's writer writes a setting only when the body's schema takes it, else setting_dropped at
// the setting, so every written body validates. Property: the settings each wire keeps, any values.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { REQUEST_FORMATS, type RequestFormatName } from "../../src/request/formats.js";
import { propertyRuns } from "../runs.js";

const WIRES: [RequestFormatName, string, string[]][] = [
  ["responses-request", "responses", ["store", "include", "text", "reasoning", "metadata", "truncation", "previous_response_id", "service_tier", "max_tool_calls", "prompt_cache_key"]],
  ["chat-completions-request", "chatCompletions", ["stop", "n", "logit_bias", "metadata", "store", "stream_options", "response_format", "modalities", "audio", "reasoning_effort", "user"]],
  ["claude-request", "claude", ["metadata", "stop_sequences", "top_k", "system", "thinking", "output_config", "service_tier", "container", "tool_choice"]],
  ["gemini-request", "gemini", ["safetySettings", "cachedContent", "generationConfig", "toolConfig", "tools", "labels"]],
];

describe("provider settings: written only when the wire's API takes them", () => {
  for (const [format, wire, keys] of WIRES) {
    it(`chat-request → ${format}: any JSON under the settings it keeps gives a valid body`, () => {
      fc.assert(fc.property(fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 }), (settings) => {
        const request = { model: "m", maxOutputTokens: 100, messages: [{ role: "user", content: "hi" }], providerSettings: { [wire]: settings } };
        const out = convert(request as never, { from: "chat-request", to: format, onWarning: () => {} } as never);
        expect(REQUEST_FORMATS[format].check(out as never)).toEqual([]);
      }), { ...propertyRuns(300, 3000), seed: 1 });
    });
  }

  it("a kept Claude setting its API refuses is named at its key and left out; the rest comes back", () => {
    const warnings: ConversionWarning[] = [];
    const request = { model: "m", maxOutputTokens: 100, messages: [{ role: "user", content: "hi" }], providerSettings: { claude: { top_k: "many", metadata: { user_id: "u-1" } } } };
    const out = convert(request as never, { from: "chat-request", to: "claude-request", onWarning: (w) => warnings.push(w) });
    expect(out).toStrictEqual({ model: "m", max_tokens: 100, metadata: { user_id: "u-1" }, messages: [{ role: "user", content: "hi" }] });
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["setting_dropped /providerSettings/claude/top_k"]);
  });

  // A provider's own tool or tool choice (type "provider") is kept as the wire sent it: written back
  // to that wire only when its body takes it, else tool_dropped or tool_choice_dropped.
  const element = fc.dictionary(
    fc.constantFrom("type", "name", "input_schema", "parameters", "functionDeclarations", "googleSearch", "max_uses", "function", "allowed_tools", "mode"),
    fc.oneof(fc.constantFrom("function", "web_search", "tool", "auto", "any"), fc.jsonValue({ maxDepth: 2 })),
    { maxKeys: 4 },
  );
  for (const [format, wire] of WIRES) {
    it(`chat-request → ${format}: any ${wire} tool and tool choice give a valid body`, () => {
      fc.assert(fc.property(element, fc.oneof(element, fc.jsonValue({ maxDepth: 1 })), (tool, choice) => {
        const request = {
          model: "m", maxOutputTokens: 100, messages: [{ role: "user", content: "hi" }],
          tools: [{ type: "provider", provider: wire, tool }, { type: "function", name: "f" }], toolChoice: { type: "provider", provider: wire, choice },
        };
        const out = convert(request as never, { from: "chat-request", to: format, onWarning: () => {} } as never);
        expect(REQUEST_FORMATS[format].check(out as never)).toEqual([]);
      }), { ...propertyRuns(300, 3000), seed: 2 });
    });
  }

  it("a refused Gemini tool leaves the others in their order (the tools' grouping counts only what is written)", () => {
    const warnings: ConversionWarning[] = [];
    const request = {
      model: "m", messages: [{ role: "user", content: "hi" }],
      tools: [{ type: "provider", provider: "gemini", tool: { functionDeclarations: {} } }, { type: "function", name: "f" }, { type: "provider", provider: "gemini", tool: { codeExecution: {} } }],
    };
    const out = convert(request as never, { from: "chat-request", to: "gemini-request", onWarning: (w) => warnings.push(w) });
    expect(out.tools).toEqual([{ functionDeclarations: [{ name: "f" }] }, { codeExecution: {} }]);
    expect(warnings.map((w) => `${w.code} ${w.path}`)).toEqual(["setting_dropped /model", "tool_dropped /tools/0"]);
  });
});
