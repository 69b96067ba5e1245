// Identity (DESIGN.md, law 1) for Gemini proto field names: gemini → hub → gemini gives each key back in
// the spelling the input gave it, part by part, mixed within one content or one part, with no warning.
// The note of it (a google-tagged `spelling.proto`) is the Gemini writer's only: every other writer
// writes what the JSON names give and says nothing of it.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { inJsonNames } from "../../src/convert/gemini-spelling.js";
import { validateGeminiRequest } from "../../src/validate/validate.js";
import { deepFreeze, valueAt } from "./helpers.js";

function run(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings };
}

/** Proto and JSON names side by side: in one content, in one part (a JSON-named call with a proto-named signature), kept parts, a response's media. */
const mixed = {
  system_instruction: { parts: [{ text: "Be brief." }] },
  contents: [
    {
      role: "user",
      parts: [
        { text: "What are these?" },
        { inline_data: { mime_type: "image/png", data: "iVBORw0KGgo=" } },
        { inlineData: { mimeType: "image/jpeg", data: "/9j/4AAQ" } },
        { file_data: { mime_type: "application/pdf", file_uri: "https://example.com/a.pdf" } },
      ],
    },
    {
      role: "model",
      parts: [
        { functionCall: { id: "c1", name: "look", args: { mime_type: "data, kept" } }, thought_signature: "c2lnbmF0dXJl" },
        { function_call: { id: "c2", name: "size", args: {} }, thoughtSignature: "c2lnbmF0dXJlLWI=" },
      ],
    },
    {
      role: "user",
      parts: [
        { function_response: { id: "c1", name: "look", response: { output: "a cat" }, parts: [{ inline_data: { mime_type: "image/png", data: "iVBORw0KGgo=", display_name: "cat.png" } }] } },
        { functionResponse: { id: "c2", name: "size", response: { output: "small" } } },
      ],
    },
    {
      role: "model",
      parts: [
        { executable_code: { language: "PYTHON", code: "print(1)" } },
        { codeExecutionResult: { outcome: "OUTCOME_OK", output: "1\n" } },
        { text: "A small cat.", thought_signature: "c2lnbmF0dXJlLWM=" },
      ],
    },
  ],
};

/** Contents whose only difference from their JSON-named twin is the spelling: nothing for any writer to lose. */
const plain = [
  { role: "user", parts: [{ text: "What is this?" }, { inline_data: { mime_type: "image/png", data: "iVBORw0KGgo=" } }, { inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }] },
  { role: "model", parts: [{ function_call: { id: "c1", name: "look", args: {} } }] },
  { role: "user", parts: [{ function_response: { id: "c1", name: "look", response: { output: "a cat" } } }] },
  { role: "model", parts: [{ text: "A cat." }] },
  { role: "user", parts: [{ text: "Thanks." }] },
];

describe("Gemini proto field names come back as they were", () => {
  it("a content mixing proto and JSON names (one part too) round-trips exactly, with no warning", () => {
    expect(validateGeminiRequest(mixed).ok).toBe(true);
    expect(run(mixed, { from: "gemini", to: "gemini" })).toEqual({ out: mixed, warnings: [] });
    expect(run(plain, { from: "gemini", to: "gemini" })).toEqual({ out: { contents: plain }, warnings: [] });
    // Through the hub in two steps, the same.
    const hub = run(mixed, { from: "gemini", to: "chat" });
    expect(hub.warnings).toEqual([]);
    expect(run(hub.out, { from: "chat", to: "gemini" })).toEqual({ out: mixed, warnings: [] });
    // In the Gemini request body too.
    const body = { ...mixed, generationConfig: { temperature: 0 } };
    expect(run(body, { from: "gemini-request", to: "gemini-request" })).toEqual({ out: body, warnings: [] });
  });

  it("the JSON-named twin still comes back in JSON names", () => {
    const twin = inJsonNames(mixed);
    expect(Object.keys(twin)).toEqual(["systemInstruction", "contents"]);
    expect(run(twin, { from: "gemini", to: "gemini" })).toEqual({ out: twin, warnings: [] });
  });

  it("to chat and claude the note says nothing: no warning where the twin has none, the twin's warnings otherwise, at the input's keys", () => {
    for (const to of ["chat", "claude"]) expect(run(plain, { from: "gemini", to }).warnings, to).toEqual([]);
    expect(run(plain, { from: "gemini", to: "claude" }).out).toEqual(run(inJsonNames(plain), { from: "gemini", to: "claude" }).out);
    expect(run(mixed, { from: "gemini", to: "chat" }).warnings).toEqual([]);
    for (const to of ["claude", "chat-completions", "items"]) {
      const { out, warnings } = run(mixed, { from: "gemini", to });
      const twin = run(inJsonNames(mixed), { from: "gemini", to });
      expect(out, to).toEqual(twin.out);
      expect(warnings.map((w) => w.code), to).toEqual(twin.warnings.map((w) => w.code));
      for (const w of warnings) {
        expect(w.message, `${to}: ${w.code}`).not.toContain("spelling");
        expect(valueAt(mixed, w.path), `${to}: ${w.code} at ${w.path}`).not.toBeUndefined();
      }
    }
    // A signature's warning names the key as the input spelled it, part by part.
    expect(run(mixed, { from: "gemini", to: "claude" }).warnings.filter((w) => w.code === "thought_signature_dropped").map((w) => w.path))
      .toEqual(["/contents/1/parts/0/thought_signature", "/contents/1/parts/1/thoughtSignature"]);
  });
});
