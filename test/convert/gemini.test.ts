import { describe, expect, it } from "vitest";
import type { ChatMessage, GeminiContent, GeminiRequest } from "../../generated/types.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { convert, fromGeminiContents, toGeminiContents, type ToGeminiOptions } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";
import { validateGeminiRequest } from "../../src/validate/validate.js";
import { codes, convertFrozen, expectValidChat, withWarnings } from "./helpers.js";
import { spelled } from "./spelled.js";

const PNG = "iVBORw0KGgo=";
const u = (...parts: GeminiContent["parts"]): GeminiContent => ({ role: "user", parts });
const m = (...parts: GeminiContent["parts"]): GeminiContent => ({ role: "model", parts });

function read(given: GeminiContent[] | GeminiRequest) {
  const { out, warnings } = withWarnings((onWarning) => fromGeminiContents(given, { onWarning }));
  expectValidChat(out);
  return { out, warnings };
}

function write(given: ChatMessage[], options: ToGeminiOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => toGeminiContents(given, { ...options, onWarning }));
  const valid = validateGeminiRequest(out);
  expect(valid.ok ? [] : valid.issues).toEqual([]);
  return { out, warnings };
}

/** A Gemini 3 turn: parallel calls (the first signed), their responses, then a signed answer. */
const parallel: GeminiRequest = {
  systemInstruction: { parts: [{ text: "Be brief." }] },
  contents: [
    u({ text: "Weather in Paris and Rome?" }),
    m({ functionCall: { name: "weather", args: { city: "Paris" } }, thoughtSignature: "c2lnLUE=" }, { functionCall: { name: "weather", args: { city: "Rome" } } }),
    u({ functionResponse: { name: "weather", response: { output: "18C" } } }, { functionResponse: { name: "weather", response: { output: "21C" } } }),
    m({ text: "Paris 18C, Rome 21C.", thoughtSignature: "c2lnLUI=" }),
  ],
};

describe("fromGeminiContents", () => {
  it("reads a parallel-call turn: made-up ids marked idGenerated, the signature on the first call, responses paired in order", () => {
    const { out, warnings } = read(parallel);
    expect(warnings).toEqual([]);
    expect(out).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "Weather in Paris and Rome?" },
      { role: "assistant", content: "", toolCalls: [
        { id: "gemini-call-1-0", name: "weather", arguments: '{"city":"Paris"}', thoughtSignature: "c2lnLUE=", idGenerated: true },
        { id: "gemini-call-1-1", name: "weather", arguments: '{"city":"Rome"}', idGenerated: true },
      ] },
      { role: "tool", toolCallId: "gemini-call-1-0", name: "weather", content: "18C" },
      { role: "tool", toolCallId: "gemini-call-1-1", name: "weather", content: "21C" },
      { role: "assistant", content: "Paris 18C, Rome 21C.", reasoningItems: { provider: "google", items: [{ text: "Paris 18C, Rome 21C.", thoughtSignature: "c2lnLUI=" }] } },
    ]);
  });

  it("takes the contents array alone, reads a lone error as an error, and keeps response objects that are not a lone text as JSON", () => {
    const { out } = read([
      u({ text: "x" }),
      m({ functionCall: { id: "c1", name: "read", args: {} } }, { functionCall: { id: "c2", name: "stats", args: {} } }),
      u({ functionResponse: { id: "c1", name: "read", response: { error: "not found" } } }, { functionResponse: { id: "c2", name: "stats", response: { output: '{"a":1}' } } }),
    ]);
    expect(out.slice(2)).toEqual([
      { role: "tool", toolCallId: "c1", name: "read", content: "not found", isError: true },
      { role: "tool", toolCallId: "c2", name: "stats", content: '{"output":"{\\"a\\":1}"}' },
    ]);
  });

  it("reads thoughts as reasoning, function-response images as tool images, keeps what only Gemini has for Gemini, and reports what the hub cannot hold", () => {
    const { out, warnings } = read([
      u({ text: "look" }, { inlineData: { mimeType: "image/png", data: PNG } }, { fileData: { mimeType: "application/pdf", fileUri: "gs://b/a.pdf" } }, { inlineData: { mimeType: "image/heic", data: PNG } }),
      m({ text: "Looking.", thought: true }, { functionCall: { name: "shot", args: {} } }),
      u({ functionResponse: { name: "shot", response: { output: "ok" }, parts: [{ inlineData: { mimeType: "image/png", data: PNG, displayName: "s.png" } }] } }),
    ]);
    expect(out).toEqual([
      { role: "user", content: [
        { type: "text", text: "look" }, { type: "image", mimeType: "image/png", data: PNG },
        { type: "fileUrl", url: "gs://b/a.pdf", providerFields: { provider: "google", fields: { fileData: { mimeType: "application/pdf" } } } },
        { type: "provider", provider: "google", value: { inlineData: { mimeType: "image/heic", data: PNG } } },
      ] },
      { role: "assistant", content: "", reasoning: "Looking.", toolCalls: [{ id: "gemini-call-1-1", name: "shot", arguments: "{}", idGenerated: true }] },
      // A tool image's displayName has no hub field: it rides in the image's google-tagged slot.
      { role: "tool", toolCallId: "gemini-call-1-1", name: "shot", content: "ok", images: [{ type: "image", mimeType: "image/png", data: PNG, providerFields: { provider: "google", fields: { displayName: "s.png" } } }] },
    ]);
    expect(warnings).toEqual([]);
  });

  it("pairs a response without id with the next unanswered call of its name, and never re-ids a response that has an id", () => {
    const { out, warnings } = read([
      u({ text: "x" }),
      m({ functionCall: { name: "f", args: {} } }, { functionCall: { id: "c2", name: "f", args: {} } }),
      u({ functionResponse: { id: "other", name: "f", response: { output: "1" } } }, { functionResponse: { name: "f", response: { output: "2" } } }),
    ]);
    expect(out.slice(2).map((message) => message.role === "tool" && message.toolCallId)).toEqual(["other", "gemini-call-1-0"]);
    expect(codes(warnings)).toEqual([]);
  });

  it("takes an SDK-shaped value and rejects what REST requires with a clear issue", () => {
    const sdk: { role?: string; parts?: { functionResponse?: { name?: string } }[] }[] = [{ role: "user", parts: [{ functionResponse: { name: "f" } }] }];
    expect(() => fromGeminiContents(sdk)).toThrow(ContractError);
    try {
      fromGeminiContents(sdk);
    } catch (error) {
      expect((error as ContractError).issues[0]).toMatchObject({ path: "/0/parts/0/functionResponse/response", code: "missing_property" });
    }
  });
});

describe("toGeminiContents", () => {
  /** The fixtures that do not come back exactly, and the warnings that say why. */
  const differences: Record<string, string[]> = {
    "empty-text-part-with-signature.json": ["contents_merged"],
  };
  it.each(loadFixtures().filter((f) => f.schema === "gemini-content" && f.kind === "valid").map((f) => [f.file, f.value] as const))(
    "gives %s back as it was, or names each difference",
    (file, value) => {
      const contents = value as GeminiContent[];
      const { out: hub, warnings: readWarnings } = read(contents);
      const { out, warnings } = write(hub);
      const all = codes([...readWarnings, ...warnings]).filter((c) => c !== "thought_signature_missing" && c !== "role_added");
      const withRoles = contents.map((c) => ({ role: c.role ?? "user", parts: c.parts }));
      expect(all).toEqual(differences[file] ?? []);
      // Equal up to the identity law's spellings (a google-genai Python dump's nulls are absent fields).
      if (!differences[file]) expect(spelled("gemini", out)).toEqual(spelled("gemini", { contents: withRoles }));
      else expect(spelled("gemini", out)).not.toEqual(spelled("gemini", { contents: withRoles }));
    },
  );

  it("writes a parallel-call turn back exactly: first call signed, the other not, responses together after the calls", () => {
    const { out: hub } = read(parallel);
    const { out, warnings } = write(hub);
    expect(warnings).toEqual([]);
    expect(out).toEqual(parallel);
  });

  it("puts the responses of one batch into one user content in call order, reported when they were not", () => {
    const hub: ChatMessage[] = [
      { role: "user", content: "go" },
      { role: "assistant", content: "", toolCalls: [{ id: "a", name: "f", arguments: "{}", thoughtSignature: "c2ln" }, { id: "b", name: "g", arguments: "{}" }] },
      { role: "tool", toolCallId: "b", name: "g", content: "2" },
      { role: "tool", toolCallId: "a", name: "f", content: "1" },
    ];
    const { out, warnings } = write(hub);
    expect(out.contents[2]).toEqual(u(
      { functionResponse: { id: "a", name: "f", response: { output: "1" } } },
      { functionResponse: { id: "b", name: "g", response: { output: "2" } } },
    ));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["tool_results_reordered", "/2"]]);
  });

  const foreign: ChatMessage[] = [
    { role: "system", content: "Be brief." },
    { role: "user", content: "Weather?" },
    { role: "assistant", content: "", toolCalls: [{ id: "a", name: "weather", arguments: '{"city":"Paris"}' }, { id: "b", name: "weather", arguments: '{"city":"Rome"}' }] },
    { role: "tool", toolCallId: "a", name: "weather", content: "18" },
    { role: "tool", toolCallId: "b", name: "weather", content: "21" },
    { role: "assistant", content: "", toolCalls: [{ id: "c", name: "clock", arguments: "{}" }] },
    { role: "tool", toolCallId: "c", name: "clock", content: "12:00" },
    { role: "system", content: "Answer in French." },
  ];

  it("warns for the first call of each step of the current turn that has no signature (default)", () => {
    const { out, warnings } = write(foreign);
    expect(out.systemInstruction).toEqual({ parts: [{ text: "Be brief." }] });
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["thought_signature_missing", "/2/toolCalls/0"],
      ["thought_signature_missing", "/5/toolCalls/0"],
      ["system_message_dropped", "/7"],
    ]);
  });

  it('writes Google\'s placeholder with missingSignatures "dummy" on the first call of each step, each reported', () => {
    const { out, warnings } = write(foreign, { missingSignatures: "dummy" });
    expect(out.contents[1]!.parts.map((p) => p.thoughtSignature)).toEqual(["skip_thought_signature_validator", undefined]);
    expect(out.contents[3]!.parts[0]!.thoughtSignature).toBe("skip_thought_signature_validator");
    expect(codes(warnings)).toEqual(["thought_signature_dummy", "thought_signature_dummy", "system_message_dropped"]);
  });

  it('writes a later system message as user text with laterSystem "user" (which starts a new turn: no call is checked)', () => {
    const { out, warnings } = write(foreign, { laterSystem: "user" });
    expect(out.contents.at(-1)!.parts.at(-1)).toEqual({ text: "System: Answer in French." });
    expect(codes(warnings)).toEqual(["system_as_user"]);
  });

  it("writes from the message fields when the kept Gemini parts no longer match, reported", () => {
    const { out: hub } = read(parallel);
    const edited = hub.map((message) => (message.role === "assistant" && message.content ? { ...message, content: "Edited." } : message));
    const { out, warnings } = write(edited);
    expect(out.contents.at(-1)).toEqual(m({ text: "Edited." }));
    expect(codes(warnings)).toEqual(["reasoning_items_stale"]);
  });

  it("rejects unknown options", () => {
    expect(() => toGeminiContents([], { missingSignatures: "always" } as never)).toThrow(ContractError);
  });
});

describe("Gemini error responses", () => {
  const call = { role: "model", parts: [{ functionCall: { id: "c1", name: "f", args: {} } }] } as const;
  const turn = (response: Record<string, unknown>) => [{ role: "user", parts: [{ text: "go" }] }, call, { role: "user", parts: [{ functionResponse: { id: "c1", name: "f", response } }] }] as GeminiContent[];

  it("a response with an error key is a tool message with isError, and is written back as it was", () => {
    for (const [response, content] of [[{ error: "boom" }, "boom"], [{ error: { code: 7 } }, '{"error":{"code":7}}'], [{ error: "x", output: "y" }, '{"error":"x","output":"y"}']] as const) {
      const hub = fromGeminiContents(turn(response));
      expect(hub[2]).toMatchObject({ role: "tool", content, isError: true });
      expect(toGeminiContents(hub).contents).toEqual(turn(response));
    }
  });

  it("isError from the hub becomes the error key, and the flag survives the way back", () => {
    const tool = (content: string, isError?: boolean): ChatMessage[] => [
      { role: "user", content: "go" },
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "f", arguments: "{}" }] },
      { role: "tool", toolCallId: "c1", name: "f", content, ...(isError === undefined ? {} : { isError }) },
    ];
    expect(toGeminiContents(tool("boom", true)).contents[2]!.parts[0]).toEqual({ functionResponse: { id: "c1", name: "f", response: { error: "boom" } } });
    for (const [content, isError] of [["boom", true], ['{"error":"boom"}', true], ['{"error":"e"}', undefined], ['{"output":"x"}', true], ["plain", undefined]] as const) {
      const back = fromGeminiContents(toGeminiContents(tool(content, isError)).contents);
      expect(back[2]).toEqual(tool(content, isError)[2]);
    }
  });

  it("a Claude tool_result with is_error reaches Gemini as an error", () => {
    const claude = [
      { role: "user", content: "go" },
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "t1", content: "no such file", is_error: true }] },
    ] as const;
    const out = convert(claude, { from: "claude", to: "gemini" });
    expect(out.contents[2]!.parts[0]).toMatchObject({ functionResponse: { response: { error: "no such file" } } });
  });
});

describe("Gemini through other formats", () => {
  it.each(["items", "chat-completions", "claude"] as const)("an id made up for an id-less call is reported where it is written as a real one (%s)", (to) => {
    const contents = [
      { role: "user", parts: [{ text: "weather?" }] },
      { role: "model", parts: [{ functionCall: { name: "weather", args: {} } }, { functionCall: { id: "c2", name: "weather", args: {} } }] },
      { role: "user", parts: [{ functionResponse: { name: "weather", response: {} } }, { functionResponse: { id: "c2", name: "weather", response: {} } }] },
    ] as const;
    const { warnings } = withWarnings((onWarning) => convert(contents, { from: "gemini", to, onWarning }));
    expect(warnings.filter((w) => w.code === "call_id_added")).toEqual([
      { code: "call_id_added", path: "/1/parts/0", message: expect.stringContaining('"gemini-call-1-0"') },
    ]);
    expect(convert(contents, { from: "gemini", to: "gemini" }).contents).toEqual(contents);
  });

  it("keeps call signatures through chat-completions with dialect gemini and back", () => {
    const { out: cc, warnings } = withWarnings((onWarning) => convert(parallel, { from: "gemini", to: "chat-completions", dialect: "gemini", onWarning }));
    expect(codes(warnings)).toEqual(["call_id_added", "call_id_added", "reasoning_items_dropped"]);
    const back = convert(cc, { from: "chat-completions", to: "gemini" });
    expect(back.contents[1]).toEqual(m(
      { functionCall: { id: "gemini-call-1-0", name: "weather", args: { city: "Paris" } }, thoughtSignature: "c2lnLUE=" },
      { functionCall: { id: "gemini-call-1-1", name: "weather", args: { city: "Rome" } } },
    ));
  });

  it("reports the signatures as dropped on the way to items, and keeps them in the hub for Gemini", () => {
    const hub = fromGeminiContents(parallel);
    const { warnings } = withWarnings((onWarning) => convert(parallel, { from: "gemini", to: "items", onWarning }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["call_id_added", "/contents/1/parts/0"],
      ["thought_signature_dropped", "/contents/1/parts/0/thoughtSignature"],
      ["call_id_added", "/contents/1/parts/1"],
      ["reasoning_provider_mismatch", "/contents/3"],
    ]);
    expect(toGeminiContents(hub)).toEqual(parallel);
  });
});

describe("strict mode", () => {
  it("enforces Gemini's pairing: one response per call, in the next content", () => {
    const split: GeminiRequest = {
      contents: [
        u({ text: "go" }),
        m({ functionCall: { name: "f", args: {} }, thoughtSignature: "s" }, { functionCall: { name: "g", args: {} } }),
        u({ functionResponse: { name: "f", response: { output: "1" } } }),
        u({ functionResponse: { name: "g", response: { output: "2" } } }),
      ],
    };
    try {
      convert(split, { from: "gemini", to: "chat", strict: true });
      expect.unreachable();
    } catch (error) {
      expect((error as ContractError).issues.map((i) => [i.code, i.path])).toEqual([
        ["orphan_output", "/contents/2"],
        ["orphan_output", "/contents/3"],
      ]);
    }
    expect(() => convert(parallel, { from: "gemini", to: "chat", strict: true })).not.toThrow();
  });
});

describe("warning paths", () => {
  it("a writer's warning about a user part points at that part of the Gemini input, also after a dropped part", () => {
    const request: GeminiRequest = { contents: [u({ inlineData: { mimeType: "image/heic", data: PNG } }, { fileData: { fileUri: "https://x.test/a.pdf" } }, { text: "hi" })] };
    const { warnings } = withWarnings((onWarning) => convert(request, { from: "gemini", to: "chat-completions", onWarning }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["provider_part_dropped", "/contents/0/parts/0"],
      ["unsupported_content", "/contents/0/parts/1"],
    ]);
  });
});

describe("a user content after one of only function responses", () => {
  const call = { role: "model", parts: [{ functionCall: { id: "c1", name: "f", args: {} } }] };
  const response = { functionResponse: { id: "c1", name: "f", response: { output: "1" } } };
  it("is joined to it, and said to be (Gemini expects turns to alternate)", () => {
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, call, { role: "user", parts: [response] }, { role: "user", parts: [{ text: "next" }] }] };
    const { out, warnings } = convertFrozen(given, { from: "gemini", to: "gemini" });
    expect(warnings).toEqual([["contents_merged", "/contents/3"]]);
    expect((out as { contents: unknown[] }).contents[2]).toEqual({ role: "user", parts: [response, { text: "next" }] });
  });
  it("and function responses after a content of only function responses: joined, and said to be", () => {
    const two = { role: "model", parts: [{ functionCall: { id: "c1", name: "f", args: {} } }, { functionCall: { id: "c2", name: "f", args: {} } }] };
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, two, { role: "user", parts: [response] }, { parts: [{ functionResponse: { ...response.functionResponse, id: "c2" } }] }] };
    expect(convertFrozen(given, { from: "gemini", to: "gemini" }).warnings.filter(([code]) => code !== "thought_signature_missing")).toEqual([["contents_merged", "/contents/3/parts/0"]]);
  });
  it("read from one content, comes back as that one content with no warning", () => {
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, call, { role: "user", parts: [response, { text: "next" }] }] };
    expect(convertFrozen(given, { from: "gemini", to: "gemini" })).toEqual({ out: given, warnings: [] });
  });
});

describe("an id-less function response answers a call by position, as Gemini pairs them", () => {
  it("whatever its name: it comes back as it was, with no warning", () => {
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, { role: "model", parts: [{ functionCall: { name: "a", args: {} }, thoughtSignature: "c2ln" }] }, { role: "user", parts: [{ functionResponse: { name: "b", response: { output: "1" } } }] }] };
    expect(convertFrozen(given, { from: "gemini", to: "gemini" })).toEqual({ out: given, warnings: [] });
  });
});

describe("a function response's medium the hub has no image or file for", () => {
  it("rides in the tool message's parts as a google provider part, and comes back in its place", () => {
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, { role: "model", parts: [{ functionCall: { name: "a", args: {} }, thoughtSignature: "c2ln" }] }, { role: "user", parts: [{ functionResponse: { name: "a", response: { output: "1" }, parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=" } }, { inlineData: { mimeType: "model/gltf", data: "" } }] } }] }] };
    expect(convertFrozen(given, { from: "gemini", to: "gemini" })).toEqual({ out: given, warnings: [] });
    expect(convertFrozen(given, { from: "gemini", to: "items" }).warnings).toContainEqual(["provider_part_dropped", "/contents/2/parts/0/functionResponse/parts/1"]);
  });
});

describe("an id-less function response answering a call that has an id", () => {
  it("comes back id-less, with no warning (the hub's tool message answers the call's id; a google-tagged note says the wire had none)", () => {
    const given = { contents: [{ role: "user", parts: [{ text: "Go" }] }, { role: "model", parts: [{ functionCall: { id: "c1", name: "a", args: {} }, thoughtSignature: "c2ln" }] }, { role: "user", parts: [{ functionResponse: { name: "a", response: { output: "1" } } }] }] };
    expect(convertFrozen(given, { from: "gemini", to: "gemini" })).toEqual({ out: given, warnings: [] });
    const hub = convertFrozen(given, { from: "gemini", to: "chat" }).out as ChatMessage[];
    expect(hub[2]).toMatchObject({ role: "tool", toolCallId: "c1" });
    expect(convertFrozen(hub, { from: "chat", to: "items" }).warnings).toEqual([["thought_signature_dropped", "/1/toolCalls/0/thoughtSignature"]]);
  });
});
