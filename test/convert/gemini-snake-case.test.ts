// Gemini's REST API parses protobuf JSON: a field's proto name (`inline_data`, as google-genai Python's
// model_dump() writes it) is the same field as its JSON name (`inlineData`). The reader reads both, its
// warnings point at the keys the input has, the request rules see both, and the writer writes JSON names.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkConversation } from "../../src/index.js";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { inJsonNames } from "../../src/convert/gemini-spelling.js";
import { deepFreeze, valueAt } from "./helpers.js";

function run(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings };
}

const fixture = (path: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8"));
const snake = fixture("gemini-content/valid/google-genai-python-model-dump-snake-case.json");

/** The same contents in JSON names, written out by hand. */
const camel = [
  {
    role: "user",
    parts: [
      { text: "What is in this picture, and how warm is it in the room?" },
      { inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } },
      { fileData: { mimeType: "application/pdf", fileUri: "https://generativelanguage.googleapis.com/v1beta/files/abc-123" } },
    ],
  },
  { role: "model", parts: [{ functionCall: { id: "call_1", name: "get_room_temperature", args: { room: "living room" } }, thoughtSignature: "c2lnbmF0dXJlLWE=" }] },
  {
    role: "user",
    parts: [{
      functionResponse: {
        id: "call_1", name: "get_room_temperature", response: { output: { celsius: 21 } },
        parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=", displayName: "thermostat.png" } }],
      },
    }],
  },
  {
    role: "model",
    parts: [
      { executableCode: { language: "PYTHON", code: "print(21 * 9 / 5 + 32)" } },
      { codeExecutionResult: { outcome: "OUTCOME_OK", output: "69.8\n" } },
      { text: "A cat on a sofa; the room is 21 °C (69.8 °F).", thoughtSignature: "c2lnbmF0dXJlLWI=" },
    ],
  },
];

describe("Gemini proto field names (snake_case)", () => {
  it("read as their JSON names: the same hub history", () => {
    expect(inJsonNames(snake)).toEqual(camel);
    const fromSnake = run(snake, { from: "gemini", to: "chat" });
    const fromCamel = run(camel, { from: "gemini", to: "chat" });
    expect(fromSnake.out).toEqual(fromCamel.out);
    expect(fromSnake.warnings.map((w) => w.code)).toEqual(fromCamel.warnings.map((w) => w.code));
  });

  it("warnings point at the keys the input has", () => {
    for (const to of ["items", "claude", "chat-completions"]) {
      const { warnings } = run(snake, { from: "gemini", to });
      expect(warnings.length, to).toBeGreaterThan(0);
      for (const w of warnings) expect(valueAt(snake, w.path), `${to}: ${w.code} at ${w.path}`).not.toBeUndefined();
    }
    // The hub keeps a tool image's displayName (in its google-tagged slot); a wire without one names the medium that loses it.
    expect(run(snake, { from: "gemini", to: "chat" }).warnings).toEqual([]);
    const { warnings } = run(snake, { from: "gemini", to: "claude" });
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(["provider_fields_dropped", "/2/parts/0/function_response/parts/0"]);
  });

  it("the writer writes JSON names: gemini → gemini gives what the camelCase contents give", () => {
    const fromSnake = run(snake, { from: "gemini", to: "gemini" });
    const fromCamel = run(camel, { from: "gemini", to: "gemini" });
    expect(fromSnake.out).toEqual(fromCamel.out);
    expect(JSON.stringify(fromSnake.out)).not.toMatch(/"[a-z]+_[a-z_]+":/);
    // A tool image's displayName comes back (in either spelling), with no warning.
    expect(fromSnake.warnings).toEqual([]);
    expect(JSON.stringify(fromSnake.out)).toContain('"displayName":"thermostat.png"');
    const plain = [{ role: "user", parts: [{ inline_data: { mime_type: "image/png", data: "iVBORw0KGgo=" } }] }];
    expect(run(plain, { from: "gemini", to: "gemini" })).toEqual({ out: { contents: [{ role: "user", parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }] }] }, warnings: [] });
  });

  it("arguments and responses are data: their snake_case keys stay", () => {
    const contents = [
      { role: "model", parts: [{ function_call: { name: "set_light", args: { color_temp: "warm", mime_type: "x" } } }] },
      { role: "user", parts: [{ function_response: { name: "set_light", response: { file_uri: "kept" } } }] },
    ];
    expect(inJsonNames(contents)).toEqual([
      { role: "model", parts: [{ functionCall: { name: "set_light", args: { color_temp: "warm", mime_type: "x" } } }] },
      { role: "user", parts: [{ functionResponse: { name: "set_light", response: { file_uri: "kept" } } }] },
    ]);
  });

  it("a request's system_instruction is its systemInstruction", () => {
    const request = fixture("gemini-request/valid/google-genai-python-system-instruction-snake-case.json");
    const { out, warnings } = run(request, { from: "gemini", to: "chat" });
    expect(warnings).toEqual([]);
    expect(out).toEqual([{ role: "system", content: "You are a cat. Your name is Neko." }, { role: "user", content: "Hello there" }]);
  });

  it("the request rules read proto names, and point at them", () => {
    const contents = [{ role: "model", parts: [{ text: "Hi", thought_signature: "not base64!" }] }];
    expect(checkConversation(contents, { format: "gemini" }).map((i) => [i.path, i.code])).toEqual([["/0/parts/0/thought_signature", "invalid_thought_signature"]]);
  });
});

describe("whole Gemini request bodies in snake_case", () => {
  it("gemini-request reads system_instruction as the system prompt, not as an unknown setting", () => {
    const body = { contents: [{ role: "user", parts: [{ text: "hi" }] }], system_instruction: { parts: [{ text: "be brief" }] }, generationConfig: { maxOutputTokens: 100 } };
    const { out, warnings } = run(body, { from: "gemini-request", to: "claude-request" });
    expect(out).toEqual({ max_tokens: 100, system: "be brief", messages: [{ role: "user", content: "hi" }] });
    expect(warnings).toEqual([]);
  });
});
