// Round-trip laws of the Gemini converters, over generated histories (fast-check, 1,000 runs each).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../generated/types.js";
import type { GeminiContent, GeminiPart, GeminiRequest } from "../../src/convert/gemini-nulls.js";
import { convert, fromGeminiContents, toGeminiContents, type ConversionWarning } from "../../src/convert/index.js";
import { validateGeminiRequest, validateItems } from "../../src/validate/validate.js";
import { chatHistory } from "./arbitraries.js";
import { codes, expectValidChat, withWarnings } from "./helpers.js";
import { propertyRuns } from "../runs.js";

const RUNS = propertyRuns(250, 1000);

const name = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,15}$/);
const text = fc.string({ maxLength: 16 });
const base64 = fc.base64String({ minLength: 4, maxLength: 24 });
const signature = base64;
/** JSON values as they travel on the wire (JSON text has no -0: it reads back as 0). */
const json = fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const args = fc.dictionary(name, json, { maxKeys: 3 });
const response = fc.oneof(
  text.map((output) => ({ output })),
  fc.record({ error: text }),
  fc.dictionary(name, json, { maxKeys: 3 }),
);
const image = fc.record({ mimeType: fc.constantFrom("image/png", "image/jpeg", "image/webp", "image/gif"), data: base64 });

const userPart: fc.Arbitrary<GeminiPart> = fc.oneof(
  text.map((t) => ({ text: t })),
  image.map((inlineData) => ({ inlineData })),
  fc.record({ mimeType: fc.constant("application/pdf"), data: base64 }).map((inlineData) => ({ inlineData })),
  fc.webUrl().map((fileUri) => ({ fileData: { fileUri } })),
);

/** A step of calls as Gemini 3 returns it: an optional thought, then the calls, the first signed (or, for a 2.5-like model, none). */
const callStep = (withIds: boolean) =>
  fc.record({
    thought: fc.option(fc.record({ text, sig: fc.option(signature, { nil: undefined }) }), { nil: undefined }),
    calls: fc.array(fc.record({ name, args, id: withIds ? fc.uuid().map((id) => ({ id })) : fc.constant({}) }), { minLength: 1, maxLength: 3 }),
    signed: fc.boolean(),
    sig: signature,
    results: fc.array(fc.record({ response, media: fc.array(image, { maxLength: 2 }) }), { minLength: 3, maxLength: 3 }),
  }).map(({ thought, calls, signed, sig, results }): GeminiContent[] => {
    const model: GeminiPart[] = [];
    if (thought) model.push({ text: thought.text, thought: true, ...(thought.sig === undefined ? {} : { thoughtSignature: thought.sig }) });
    calls.forEach((call, k) => {
      const fn = { ...call.id, name: call.name, args: call.args };
      model.push(k === 0 && signed ? { functionCall: fn, thoughtSignature: sig } : { functionCall: fn });
    });
    const answers: GeminiPart[] = calls.map((call, k) => ({
      functionResponse: { ...call.id, name: call.name, response: results[k]!.response, ...(results[k]!.media.length ? { parts: results[k]!.media.map((inlineData) => ({ inlineData })) } : {}) },
    }));
    return [{ role: "model", parts: model }, { role: "user", parts: answers }];
  });

/** A final answer: an optional thought, text parts (the last maybe signed), maybe code execution. */
const answer: fc.Arbitrary<GeminiContent> = fc.record({
  thought: fc.option(text, { nil: undefined }),
  texts: fc.array(text, { minLength: 1, maxLength: 2 }),
  sig: fc.option(signature, { nil: undefined }),
  code: fc.option(fc.record({ code: text, output: text }), { nil: undefined }),
}).map(({ thought, texts, sig, code }) => {
  const parts: GeminiPart[] = [];
  if (thought !== undefined) parts.push({ text: thought, thought: true });
  if (code) parts.push({ executableCode: { language: "PYTHON", code: code.code } }, { codeExecutionResult: { outcome: "OUTCOME_OK", output: code.output } });
  texts.forEach((t, k) => parts.push(k === texts.length - 1 && sig !== undefined ? { text: t, thoughtSignature: sig } : { text: t }));
  return { role: "model", parts };
});

/** One user turn: the user's content, then steps of calls with their responses, then maybe an answer. */
const turn = (withIds: boolean) =>
  fc.record({
    user: fc.array(userPart, { minLength: 1, maxLength: 3 }),
    steps: fc.array(callStep(withIds), { maxLength: 3 }),
    answer: fc.option(answer, { nil: undefined }),
  }).map(({ user, steps, answer }): GeminiContent[] => [{ role: "user", parts: user }, ...steps.flat(), ...(answer ? [answer] : [])]);

/** A Gemini request as the API has it: optional system instruction, user turns that alternate with model turns. */
const geminiRequest: fc.Arbitrary<GeminiRequest> = fc.record({
  system: fc.array(text, { maxLength: 2 }),
  withIds: fc.boolean(),
  turns: fc.integer({ min: 1, max: 3 }),
}).chain(({ system, withIds, turns }) =>
  fc.array(turn(withIds), { minLength: turns, maxLength: turns }).map((ts) => {
    // A turn that ends on function responses joins the next user turn's parts: Gemini's roles alternate.
    const contents: GeminiContent[] = [];
    for (const content of ts.flat()) {
      const last = contents[contents.length - 1];
      if (last?.role === "user" && content.role === "user") last.parts = [...last.parts, ...content.parts];
      else contents.push(content);
    }
    return system.length ? { systemInstruction: { parts: system.map((t) => ({ text: t })) }, contents } : { contents };
  }),
);

/** gemini → hub → gemini through `convert` (warnings point into the input), and the hub on the way. */
function gemini(request: GeminiRequest) {
  const hub = fromGeminiContents(request);
  const { out, warnings } = withWarnings((onWarning) => convert(request, { from: "gemini", to: "gemini", onWarning }));
  return { hub, out, warnings };
}

/** The calls Gemini 3 checks: the first of each model content after the last user content with ordinary parts. */
function unsignedFirstCalls(request: GeminiRequest): number {
  const { contents } = request;
  let start = 0;
  contents.forEach((c, i) => {
    if (c.role === "user" && c.parts.some((p) => !("functionResponse" in p))) start = i;
  });
  return contents.slice(start).filter((c) => {
    const first = c.parts.find((p) => "functionCall" in p);
    return c.role === "model" && first !== undefined && first.thoughtSignature === undefined;
  }).length;
}

describe("gemini → hub → gemini", () => {
  it("is the identity: every part, its order and every signature's placement; the only warnings name the unsigned calls Gemini 3 checks", () => {
    fc.assert(fc.property(geminiRequest, (request) => {
      const before = structuredClone(request);
      const { hub, out, warnings } = gemini(request);
      expectValidChat(hub);
      expect(out).toEqual(request);
      expect(request).toEqual(before);
      expect(codes(warnings).filter((c) => c !== "thought_signature_missing")).toEqual([]);
      expect(codes(warnings).length).toBe(unsignedFirstCalls(request));
    }), RUNS);
  });

  it("parallel calls keep the signature on the first call only, sequential steps each keep theirs", () => {
    let steps = 0;
    fc.assert(fc.property(geminiRequest, (request) => {
      const { out } = gemini(request);
      const signatures = (contents: GeminiContent[]) => contents.flatMap((c, i) => c.parts.map((p, k) => ("functionCall" in p ? `${i}/${k}:${p.thoughtSignature ?? "-"}` : "")).filter(Boolean));
      expect(signatures(out.contents)).toEqual(signatures(request.contents));
      steps += request.contents.filter((c) => c.parts.some((p) => "functionCall" in p)).length;
    }), RUNS);
    expect(steps).toBeGreaterThan(RUNS.numRuns);
  });
});

/** Changes that take a history beyond what the hub carries, each of which must be warned. */
const LOSSY: Record<string, (r: GeminiRequest) => void> = {
  fileMimeType: (r) => {
    const file = r.contents.flatMap((c) => c.parts).find((p) => "fileData" in p);
    if (file && "fileData" in file) file.fileData.mimeType = "application/pdf";
  },
  userSignature: (r) => {
    r.contents[0]!.parts[0]!.thoughtSignature = "c2ln";
  },
  twoUserContents: (r) => {
    r.contents.unshift({ role: "user", parts: [{ text: "earlier" }] });
  },
  heicImage: (r) => {
    r.contents[0]!.parts.push({ inlineData: { mimeType: "image/heic", data: "AAAA" } });
  },
  noRole: (r) => {
    delete r.contents[0]!.role;
  },
  // (A systemInstruction's role rides on its first system message, and a tool image's displayName in the
  // image's google-tagged slot: both come back, no longer a loss.)
};

const lossyRequest = fc.tuple(geminiRequest, fc.subarray(Object.keys(LOSSY), { minLength: 1 })).map(([request, changes]) => {
  for (const change of changes) LOSSY[change]!(request);
  return request;
});

describe("every difference is a named warning", () => {
  it("a Gemini history the hub cannot carry whole comes back with a warning for each thing lost, each pointing into the input", () => {
    let differed = 0;
    fc.assert(fc.property(lossyRequest, (request) => {
      const { out, warnings } = gemini(request);
      pointsInto(request, warnings);
      const withRoles = { ...request, contents: request.contents.map((c) => ({ role: c.role ?? "user", parts: c.parts })) };
      const lost = warnings.filter((w) => w.code !== "thought_signature_missing");
      if (JSON.stringify(out) === JSON.stringify(withRoles)) return;
      differed++;
      expect(lost.length).toBeGreaterThan(0);
    }), RUNS);
    // About half the changed histories still lose something (an id-less response is paired by position
    // now, so a response named otherwise than its call is no loss): a third is the generator's floor.
    expect(differed).toBeGreaterThan(RUNS.numRuns / 3);
  });
});

/** Hub fields Gemini carries, with a one-text-part user message read as its text (the same message). */
function carried(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((message) => {
    if (message.role !== "user" || typeof message.content === "string") return message;
    const [only] = message.content;
    return message.content.length === 1 && only!.type === "text" ? { ...message, content: only!.text } : message;
  });
}

/** Histories whose tool arguments are JSON objects, as Gemini takes them (other arguments are warned, tested apart). */
const objectArguments = chatHistory().map((history) => history.map((message): ChatMessage => (message.role === "assistant" && message.toolCalls
  ? { ...message, toolCalls: message.toolCalls.map((call) => ({ ...call, arguments: JSON.stringify({ value: call.arguments }) })) }
  : message)));

describe("hub → gemini → hub", () => {
  it("is the identity on what both carry whenever nothing was warned", () => {
    let checked = 0;
    fc.assert(fc.property(objectArguments, (history) => {
      const there = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
      expect(validateGeminiRequest(there.out).ok).toBe(true);
      const back = withWarnings((onWarning) => fromGeminiContents(there.out, { onWarning }));
      const lossy = [...there.warnings, ...back.warnings].filter((w) => w.code !== "thought_signature_missing");
      if (lossy.length) return;
      checked++;
      expect(back.out).toEqual(carried(history));
    }), RUNS);
    expect(checked).toBeGreaterThan(RUNS.numRuns / 4);
  });
});

/** Every warning's path leads somewhere in the value. */
function pointsInto(value: unknown, warnings: ConversionWarning[]) {
  for (const w of warnings) {
    let node: unknown = value;
    for (const key of w.path.split("/").slice(1)) node = (node as Record<string, unknown> | undefined)?.[key];
    expect(node, `${w.code} at ${w.path}`).not.toBe(undefined);
  }
}

describe("items ↔ gemini through the hub", () => {
  it("gemini → items: valid items, a function_call per call and an output per response, every signature reported as dropped", () => {
    fc.assert(fc.property(geminiRequest, (request) => {
      const { out, warnings } = withWarnings((onWarning) => convert(request, { from: "gemini", to: "items", onWarning }));
      expect(validateItems(out).ok).toBe(true);
      pointsInto(request, warnings);
      const parts = request.contents.flatMap((c) => c.parts);
      expect(out.filter((i) => i.type === "function_call").length).toBe(parts.filter((p) => "functionCall" in p).length);
      expect(out.filter((i) => i.type === "function_call_output").length).toBe(parts.filter((p) => "functionResponse" in p).length);
      const callSignatures = parts.filter((p) => "functionCall" in p && p.thoughtSignature !== undefined).length;
      expect(codes(warnings).filter((c) => c === "thought_signature_dropped").length).toBe(callSignatures);
    }), RUNS);
  });

  it("items → gemini: valid contents, responses right after their calls, never interleaved; images of results kept", () => {
    fc.assert(fc.property(geminiRequest, (request) => {
      const items = convert(request, { from: "gemini", to: "items" });
      const { out, warnings } = withWarnings((onWarning) => convert(items, { from: "items", to: "gemini", onWarning }));
      expect(validateGeminiRequest(out).ok).toBe(true);
      pointsInto(items, warnings);
      const count = (r: GeminiRequest, key: string) => r.contents.flatMap((c) => c.parts).filter((p) => key in p).length;
      expect(count(out, "functionCall")).toBe(count(request, "functionCall"));
      expect(count(out, "functionResponse")).toBe(count(request, "functionResponse"));
      const media = (r: GeminiRequest) => r.contents.flatMap((c) => c.parts).flatMap((p) => ("functionResponse" in p ? (p.functionResponse.parts ?? []) : []));
      expect(media(out)).toEqual(media(request));
      out.contents.forEach((c, i) => {
        const calls = c.parts.filter((p) => "functionCall" in p).length;
        if (c.role !== "model" || calls === 0) return;
        const next = out.contents[i + 1];
        if (next === undefined) return;
        expect(next.parts.slice(0, calls).every((p) => "functionResponse" in p)).toBe(true);
      });
    }), RUNS);
  });
});
