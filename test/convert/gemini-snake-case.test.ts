// Gemini's REST API parses protobuf JSON: a field's proto name (`inline_data`, as google-genai Python's
// model_dump() writes it) is the same field as its JSON name (`inlineData`). The reader reads both, its
// warnings point at the keys the input has, the request rules see both; the hub notes which keys were
// proto names (a google-tagged `spelling.proto`), so gemini → gemini gives them back as written, and
// every other writer writes what the JSON names give, saying nothing of the note.
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

/** A hub history without the notes of proto names (`spelling.proto`), its kept Gemini parts in JSON names: what the same contents in JSON names read as. */
function withoutNotes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutNotes);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "reasoningItems") out[key] = { ...(value as object), items: (inJsonNames([{ parts: (value as { items: unknown[] }).items }])[0] as { parts: unknown[] }).parts };
    else if (key === "providerFields" && (value as { provider: string }).provider === "google") {
      const { spelling, ...fields } = (value as { fields: Record<string, unknown> }).fields;
      const { proto: _proto, ...rest } = (spelling ?? {}) as Record<string, unknown>;
      if (Object.keys(rest).length) fields.spelling = rest;
      if (Object.keys(fields).length) out[key] = { provider: "google", fields };
    } else out[key] = withoutNotes(value);
  }
  return out;
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
  it("read as their JSON names: the same hub history, but for the notes of the proto names", () => {
    expect(inJsonNames(snake)).toEqual(camel);
    const fromSnake = run(snake, { from: "gemini", to: "chat" });
    const fromCamel = run(camel, { from: "gemini", to: "chat" });
    expect(withoutNotes(fromSnake.out)).toEqual(fromCamel.out);
    expect(fromSnake.warnings.map((w) => w.code)).toEqual(fromCamel.warnings.map((w) => w.code));
    // The notes: per part, the proto names it used; a model content kept whole keeps its parts as given.
    const hub = fromSnake.out as Record<string, any>[];
    expect(hub[0]!.content[1].providerFields).toEqual({ provider: "google", fields: { spelling: { proto: ["inline_data", "mime_type"] } } });
    expect(hub[1]!.toolCalls[0].providerFields).toEqual({ provider: "google", fields: { spelling: { proto: ["function_call", "thought_signature"] } } });
    expect(hub[2]!.providerFields.fields.spelling).toEqual({ proto: ["function_response", "inline_data", "mime_type", "display_name"] });
    expect(hub[3]!.reasoningItems.items).toEqual((snake as { parts: unknown[] }[])[3]!.parts);
  });

  it("every other writer writes what the JSON names give, with the same warnings", () => {
    for (const to of ["items", "claude", "chat-completions"]) {
      const fromSnake = run(snake, { from: "gemini", to });
      const fromCamel = run(camel, { from: "gemini", to });
      expect(fromSnake.out, to).toEqual(fromCamel.out);
      // (Their paths point at each input's own keys: the test below.)
      expect(fromSnake.warnings.map((w) => w.code), to).toEqual(fromCamel.warnings.map((w) => w.code));
      expect(fromSnake.warnings.filter((w) => w.message.includes("spelling")), to).toEqual([]);
    }
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

  it("gemini → gemini gives the proto names back as written, and the JSON names as written", () => {
    const fromSnake = run(snake, { from: "gemini", to: "gemini" });
    const fromCamel = run(camel, { from: "gemini", to: "gemini" });
    expect(fromSnake).toEqual({ out: { contents: snake }, warnings: [] });
    expect(fromCamel).toEqual({ out: { contents: camel }, warnings: [] });
    expect(JSON.stringify(fromCamel.out)).not.toMatch(/"[a-z]+_[a-z_]+":/);
    // A tool image's displayName comes back, in its spelling, with no warning.
    expect(JSON.stringify(fromSnake.out)).toContain('"display_name":"thermostat.png"');
    const plain = [{ role: "user", parts: [{ inline_data: { mime_type: "image/png", data: "iVBORw0KGgo=" } }] }];
    expect(run(plain, { from: "gemini", to: "gemini" })).toEqual({ out: { contents: plain }, warnings: [] });
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

  it("a request's system_instruction is its systemInstruction, and comes back as written", () => {
    const request = fixture("gemini-request/valid/google-genai-python-system-instruction-snake-case.json");
    const { out, warnings } = run(request, { from: "gemini", to: "chat" });
    expect(warnings).toEqual([]);
    const note = { provider: "google", fields: { spelling: { proto: ["system_instruction"] } } };
    expect(out).toEqual([{ role: "system", content: "You are a cat. Your name is Neko.", providerFields: note }, { role: "user", content: "Hello there" }]);
    expect(run(request, { from: "gemini", to: "claude" })).toEqual({ out: { system: "You are a cat. Your name is Neko.", messages: [{ role: "user", content: "Hello there" }] }, warnings: [] });
    expect(run(request, { from: "gemini", to: "gemini" })).toEqual({ out: request, warnings: [] });
  });

  it("the request rules read proto names, and point at them", () => {
    const contents = [{ role: "model", parts: [{ text: "Hi", thought_signature: "not base64!" }] }];
    expect(checkConversation(contents, { format: "gemini" }).map((i) => [i.path, i.code])).toEqual([["/0/parts/0/thought_signature", "invalid_thought_signature"]]);
  });
});

describe("whole Gemini request bodies in snake_case", () => {
  it("gemini-request → gemini-request gives system_instruction back as system_instruction, through chat-request too", () => {
    const body = { contents: [{ role: "user", parts: [{ text: "hi" }] }], system_instruction: { parts: [{ text: "be brief" }] }, generationConfig: { maxOutputTokens: 100 } };
    expect(run(body, { from: "gemini-request", to: "gemini-request" })).toEqual({ out: body, warnings: [] });
    const hub = run(body, { from: "gemini-request", to: "chat-request" });
    expect(hub.warnings).toEqual([]);
    expect(run(hub.out, { from: "chat-request", to: "gemini-request" })).toEqual({ out: body, warnings: [] });
  });

  it("gemini-request reads system_instruction as the system prompt, not as an unknown setting", () => {
    const body = { contents: [{ role: "user", parts: [{ text: "hi" }] }], system_instruction: { parts: [{ text: "be brief" }] }, generationConfig: { maxOutputTokens: 100 } };
    const { out, warnings } = run(body, { from: "gemini-request", to: "claude-request" });
    expect(out).toEqual({ max_tokens: 100, system: "be brief", messages: [{ role: "user", content: "hi" }] });
    expect(warnings).toEqual([]);
  });
});
