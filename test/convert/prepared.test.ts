// prepareConversion (the CLI's converter): options checked once, input objects taken as they are;
// convert (the library's) keeps copying, so its output never shares an object with the input.
import { describe, expect, it } from "vitest";
import type { GeminiContent } from "../../generated/types.js";
import { loadFixtures, type CorpusSchema } from "../../fixtures/corpus.js";
import { convert, prepareConversion } from "../../src/convert/convert.js";
import { FORMAT_NAMES, FORMATS, type FormatName } from "../../src/convert/formats.js";
import { ContractError } from "../../src/validate/issue.js";
import { deepFreeze, withWarnings } from "./helpers.js";

/** The array folders of the corpus (request bodies have their own tests). */
const FORMAT_OF: Partial<Record<CorpusSchema, FormatName>> = {
  item: "items", "chat-message": "chat", "claude-message": "claude", "chat-completions": "chat-completions", "gemini-content": "gemini",
};
const fixtures = loadFixtures().filter((f) => f.kind === "valid" && FORMAT_OF[f.schema] !== undefined);
const WRITABLE = FORMAT_NAMES.filter((name) => FORMATS[name].write);

/** Every object and array in a JSON value. */
function objects(value: unknown, into = new Set<object>()): Set<object> {
  if (value === null || typeof value !== "object") return into;
  into.add(value);
  for (const inner of Object.values(value)) objects(inner, into);
  return into;
}

/** The objects of `output` that are objects of `input` too. */
const shared = (input: unknown, output: unknown) => {
  const mine = objects(input);
  return [...objects(output)].filter((o) => mine.has(o));
};

/** A Gemini model turn whose signed parts are kept, then a second model turn written into the same content. */
const mergedModelTurns: GeminiContent[] = [
  { role: "user", parts: [{ text: "Weather?" }] },
  { role: "model", parts: [{ text: "Let me look.", thoughtSignature: "c2ln" }] },
  { role: "model", parts: [{ text: "Sunny." }] },
];

const cases = [
  ...fixtures.flatMap((f) => WRITABLE.map((to) => ({ name: `${f.id} → ${to}`, value: f.value, from: FORMAT_OF[f.schema]!, to }))),
  ...WRITABLE.map((to) => ({ name: `gemini merged model turns → ${to}`, value: mergedModelTurns as unknown, from: "gemini" as FormatName, to })),
];

describe("prepareConversion", () => {
  it.each(cases)("$name: the output and warnings of convert, and the input is never written to", ({ value, from, to }) => {
    const want = withWarnings((onWarning) => convert(value as never, { from, to, onWarning } as never) as unknown);
    // Frozen: a converter that changed an object it took over from the input would throw here.
    const given = deepFreeze(structuredClone(value));
    const got = withWarnings((onWarning) => prepareConversion({ from, to })(given, onWarning));
    expect(got).toEqual(want);
  });

  it("takes input objects over instead of copying them (the CLI drops each document once converted)", () => {
    const chat = [{ role: "assistant", content: "x", reasoningDetails: [{ type: "reasoning.text", text: "t" }] }];
    const out = prepareConversion({ from: "chat", to: "chat" })(chat, () => {}) as typeof chat;
    expect(out).toBe(chat);
  });

  it("throws the options' ContractError once, when prepared", () => {
    expect(() => prepareConversion({ from: "items", to: "chat", provider: "" })).toThrow(ContractError);
    try {
      prepareConversion({ from: "items", to: "chat", dialect: "deepseek" });
      expect.unreachable();
    } catch (error) {
      expect((error as ContractError).message).toMatch(/^convert \(items → chat\): invalid options:\n {2}options\/dialect: unknown option/);
      expect((error as ContractError).issues.map((i) => i.code)).toEqual(["unknown_option"]);
    }
    expect(() => prepareConversion({ from: "items", to: "nope" })).toThrow(/^convert: invalid options/);
  });

  it("an invalid input is the ContractError convert throws", () => {
    const bad = [{ type: "message", role: "user", content: 42 }];
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (error) {
        return { message: (error as ContractError).message, issues: (error as ContractError).issues };
      }
      throw new Error("did not throw");
    };
    const want = thrown(() => convert(bad as never, { from: "items", to: "chat" }));
    expect(want.issues.length).toBeGreaterThan(0);
    expect(thrown(() => prepareConversion({ from: "items", to: "chat" })(bad, () => {}))).toEqual(want);
  });
});

describe("convert (the library) never takes input objects over", () => {
  it("prepareConversion is internal: the package does not export it", async () => {
    const api = await import("../../src/index.js");
    expect(Object.keys(api)).toContain("convert");
    expect(Object.keys(api)).not.toContain("prepareConversion");
  });

  it.each(cases)("$name: no object of the output is an object of the input", ({ value, from, to }) => {
    const out = convert(value as never, { from, to } as never);
    expect(shared(value, out)).toEqual([]);
  });
});
