// A provider-tagged slot holds whatever JSON the history's owner put there: a writer puts a key back
// only when its wire takes that value (else provider_fields_dropped), so every output validates and
// a valid history never throws. Property: the keys each writer reads from its slots, with any JSON
// value, on every element that has a slot (messages, content parts, tool calls, tool images).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../generated/types.js";
import { convert } from "../../src/convert/index.js";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";
import { propertyRuns } from "../runs.js";

const PNG = "iVBORw0KGgo=";
const PDF = "JVBERi0xLjQK";

/** Per writer: its provider tag and the keys it reads from a slot. */
const WRITERS: [FormatName, string, string[]][] = [
  ["claude", "anthropic", ["cache_control", "citations", "context", "title", "caller", "type", "text", "source", "id", "name", "input", "is_error", "content", "signature"]],
  ["gemini", "google", ["thought", "thoughtSignature", "thought_signature", "videoMetadata", "video_metadata", "displayName", "fileData", "role", "spelling", "text", "partMetadata", "mediaResolution"]],
  ["chat-completions", "openai", ["prompt_cache_breakpoint", "file", "annotations", "audio", "refusal", "content", "reasoning", "spelling", "name", "id", "status"]],
  ["items", "openai", ["id", "status", "phase", "namespace", "caller", "content", "outputParts", "annotations", "logprobs", "file_id", "filename", "detail"]],
];

type Slot = { provider: string; fields: Record<string, unknown> };

/** A history with a slot on every element that has one. */
function history(slot: (n: number) => Slot | undefined): ChatMessage[] {
  const s = (n: number) => {
    const v = slot(n);
    return v === undefined ? {} : { providerFields: v };
  };
  return [
    { role: "system", content: "Be brief.", ...s(0) },
    { role: "user", content: [
      { type: "text", text: "Look", ...s(1) },
      { type: "image", mimeType: "image/png", data: PNG, ...s(2) },
      { type: "imageUrl", url: "https://example.com/a.png", ...s(3) },
      { type: "file", mimeType: "application/pdf", data: PDF, filename: "a.pdf", ...s(4) },
      { type: "fileUrl", url: "https://example.com/a.pdf", ...s(5) },
    ], ...s(6) },
    { role: "assistant", content: "Calling.", toolCalls: [{ id: "call_1", name: "f", arguments: "{}", ...s(7) }], ...s(8) },
    { role: "tool", toolCallId: "call_1", name: "f", content: "done", images: [{ type: "image", mimeType: "image/png", data: PNG, ...s(9) }], ...s(10) },
    { role: "assistant", content: "Done.", ...s(11) },
  ] as ChatMessage[];
}

const ELEMENTS = 12;

describe("slot values: a writer puts back only what its wire takes", () => {
  for (const [to, provider, keys] of WRITERS) {
    it(`chat → ${to}: any JSON under the keys it reads, on any element, gives valid ${to}`, () => {
      const slot = fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 2 }), { minKeys: 1, maxKeys: 3 });
      const slots = fc.array(fc.option(slot, { nil: undefined }), { minLength: ELEMENTS, maxLength: ELEMENTS });
      fc.assert(fc.property(slots, (fields) => {
        const messages = history((n) => (fields[n] === undefined ? undefined : { provider, fields: fields[n]! }));
        // The history is valid and nothing is strict: the conversion returns, and its output validates.
        const out = convert(messages, { from: "chat", to, ...(to === "items" && { provider }), onWarning: () => {} } as never);
        expect(FORMATS[to].check(out as never, Infinity)).toEqual([]);
      }), { ...propertyRuns(300, 3000), seed: 7 });
    });
  }

  // A provider element (a provider part, an assistant's providerBlocks) is written only when it is an
  // element its wire takes: else provider_part_dropped or provider_blocks_dropped.
  for (const [to, provider, keys] of WRITERS) {
    it(`chat → ${to}: any object as a ${provider}-tagged part or block gives valid ${to}`, () => {
      const element = fc.dictionary(fc.constantFrom(...keys, "type", "data", "value"), fc.oneof(fc.constantFrom("text", "image", "thinking", "tool_use", "message"), fc.jsonValue({ maxDepth: 2 })), { maxKeys: 4 });
      fc.assert(fc.property(element, element, (part, block) => {
        const messages = [
          { role: "user", content: [{ type: "text", text: "Look" }, { type: "provider", provider, value: part }] },
          { role: "assistant", content: "Done.", providerBlocks: { provider, items: [block] } },
        ] as ChatMessage[];
        const out = convert(messages, { from: "chat", to, ...(to === "items" && { provider }), onWarning: () => {} } as never);
        expect(FORMATS[to].check(out as never, Infinity)).toEqual([]);
      }), { ...propertyRuns(300, 3000), seed: 8 });
    });
  }

  it("Gemini writes no providerBlocks, its own included: a google-tagged block list is named, not lost in silence", () => {
    const warnings: string[] = [];
    const out = convert([{ role: "user", content: "hi" }, { role: "assistant", content: "ok", providerBlocks: { provider: "google", items: [{ text: "kept" }] } }], { from: "chat", to: "gemini", onWarning: (w) => warnings.push(`${w.code} ${w.path}`) });
    expect(out).toEqual({ contents: [{ role: "user", parts: [{ text: "hi" }] }, { role: "model", parts: [{ text: "ok" }] }] });
    expect(warnings).toEqual(["provider_blocks_dropped /1/providerBlocks"]);
  });
});
