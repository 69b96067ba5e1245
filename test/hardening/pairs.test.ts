// Three promises over all 25 ordered pairs of formats, on documents generated from the schemas
// (test/arbitrary, with and without unnamed keys where the schema lets them pass): valid input never throws anything but a ContractError; every output validates
// against its target's validator; every warning's path resolves in the input, in input order.
// PAIR_RUNS sets the runs per pair (default 300 in npm test, 1,000 in npm run test:deep).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ContractError, convert, type ConversionWarning, type FormatName } from "../../src/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { arbitraryOf } from "../arbitrary/from-schema.js";
import { propertyRuns } from "../runs.js";

const RUNS = Number(process.env.PAIR_RUNS ?? propertyRuns(300, 1000).numRuns);
const NAMES: FormatName[] = ["chat", "items", "claude", "chat-completions", "gemini"];

/** A format's valid documents, half of them with keys the schema does not name where it lets them pass. */
const valid = (format: FormatName, definition = FORMATS[format].schema.history) =>
  fc.oneof(...[false, true].map((extraKeys) => arbitraryOf(definition, { extraKeys }).filter((v) => FORMATS[format].check(v, 1).length === 0)));

/** Every valid document of a format, request-shaped ones included. */
const documents: Record<FormatName, fc.Arbitrary<unknown>> = {
  chat: valid("chat"),
  items: valid("items"),
  claude: fc.oneof(valid("claude"), valid("claude", "ClaudeRequest")),
  "chat-completions": valid("chat-completions"),
  gemini: fc.oneof(valid("gemini"), valid("gemini", "GeminiContents")),
};

/** The options a side takes, each value of each enumerated one reachable. */
const reading: Partial<Record<FormatName, fc.Arbitrary<Record<string, unknown>>>> = {
  items: fc.record({ provider: fc.constantFrom("openai", "anthropic") }, { requiredKeys: [] }),
  claude: fc.oneof(
    fc.record({ thinking: fc.constantFrom("blocks" as const, "warn" as const) }, { requiredKeys: [] }),
    fc.constant({ thinking: "reasoning-items", reasoningId: (path: string) => `rs${path.replace(/[^A-Za-z0-9]+/g, "_")}` }),
  ),
};
const writing: Partial<Record<FormatName, fc.Arbitrary<Record<string, unknown>>>> = {
  items: fc.record({ provider: fc.constantFrom("openai", "anthropic", "google"), systemRole: fc.constantFrom("system", "developer") }, { requiredKeys: [] }),
  claude: fc.record({ systemMessages: fc.constantFrom("keep", "user-note", "hoist") }, { requiredKeys: [] }),
  "chat-completions": fc.oneof(
    fc.record({ dialect: fc.constantFrom("openai", "openrouter", "gemini"), toolImages: fc.constantFrom("drop", "user-message") }, { requiredKeys: [] }),
    fc.record({ dialect: fc.constant("deepseek"), reasoningContent: fc.constantFrom("tool-turns", "all") }, { requiredKeys: ["dialect"] }),
  ),
  gemini: fc.record({ missingSignatures: fc.constantFrom("leave", "dummy"), laterSystem: fc.constantFrom("drop", "user") }, { requiredKeys: [] }),
};

/**
 * Where a JSON pointer sits in the document, as a sort key: per segment the array index or the
 * key's position among the object's own keys; undefined when the pointer does not resolve.
 */
export function documentPosition(root: unknown, pointer: string): number[] | undefined {
  if (pointer === "") return [];
  if (!pointer.startsWith("/")) return undefined;
  const at: number[] = [];
  let node = root;
  for (const raw of pointer.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(node)) {
      const index = /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1;
      if (index < 0 || index >= node.length) return undefined;
      at.push(index);
      node = node[index];
    } else if (node !== null && typeof node === "object") {
      const keys = Object.keys(node);
      const index = keys.indexOf(key);
      if (index < 0) return undefined;
      at.push(index);
      node = (node as Record<string, unknown>)[key];
    } else return undefined;
  }
  return at;
}

const before = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return a.length <= b.length;
};

/** The three promises for one conversion; a message naming the broken one, or undefined. */
function broken(from: FormatName, to: FormatName, input: unknown, options: Record<string, unknown>): string | undefined {
  const warnings: ConversionWarning[] = [];
  let out: unknown;
  try {
    out = convert(input as never, { from, to, ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
  } catch (error) {
    if (error instanceof ContractError) return undefined;
    return `threw ${(error as Error).name}: ${(error as Error).message}`;
  }
  const issues = FORMATS[to].check(out);
  if (issues.length) return `output rejected by its own validator: ${issues.map((i) => i.message).join("; ")}`;
  let last: number[] = [];
  for (const warning of warnings) {
    if (warning.path.startsWith("options/")) continue;
    const at = documentPosition(input, warning.path);
    if (at === undefined) return `warning ${warning.code} at ${JSON.stringify(warning.path)}, which is not in the input`;
    if (!before(last, at)) return `warning ${warning.code} at ${warning.path} comes after a warning later in the input`;
    last = at;
  }
  return undefined;
}

describe("every pair, on documents generated from the schemas", () => {
  for (const from of NAMES) {
    for (const to of NAMES) {
      it(`${from} → ${to}: no throw but ContractError, output valid, warnings in the input and in order (${RUNS} runs)`, () => {
        const options = fc.tuple(reading[from] ?? fc.constant({}), writing[to] ?? fc.constant({})).map(([r, w]) => ({ ...r, ...w }));
        fc.assert(fc.property(documents[from], options, (input, opts) => {
          expect(broken(from, to, input, opts)).toBeUndefined();
        }), { numRuns: RUNS });
      });
    }
  }
});

describe("the checks themselves", () => {
  it("documentPosition follows own keys and indexes, and misses what is not there", () => {
    const doc = { contents: [{ role: "user", parts: [{ text: "a" }] }], systemInstruction: { parts: [] } };
    expect(documentPosition(doc, "/contents/0/parts/0/text")).toEqual([0, 0, 1, 0, 0]);
    expect(documentPosition(doc, "/systemInstruction")).toEqual([1]);
    expect(documentPosition(doc, "/contents/0/name")).toBeUndefined();
    expect(documentPosition(doc, "/contents/1")).toBeUndefined();
  });
  it("a warning before its predecessor in the document is out of order", () => {
    expect(before([0, 2], [0, 1])).toBe(false);
    expect(before([0], [0, 1])).toBe(true);
  });
});
