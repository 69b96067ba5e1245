// The identity law for whole request bodies (DESIGN.md, law 1): W-request → chat-request → W-request
// gives the body back, equal up to the spellings the vendor treats as one request, with no warning,
// over bodies whose settings are generated from the schemas (extra keys included: settings not typed
// yet ride in the hub's provider slot). The history is fixed (its identity is the history property's).
// GAPS lists what a wire's body does not come back as, and why; a run that differs must be one of them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { checkOpenAIStrict } from "../../src/request/tool-schema.js";
import { propertyRuns } from "../runs.js";
import { bodiesOf, spelledBody, WIRES, type Wire } from "./bodies.js";

const RUNS = propertyRuns(1000, 4000);

type Node = Record<string, unknown> | undefined;
/** OpenAI refuses a strict tool or structured output whose schema breaks the strict rules (the writers warn `schema_not_strict`). */
const strictOk = (schemas: unknown[]) => schemas.every((schema) => checkOpenAIStrict(schema, "", () => {}));
const strictSchemas = {
  responses: (b: Record<string, unknown>) => [
    ...((b.tools ?? []) as Record<string, unknown>[]).filter((t) => t.type === "function" && t.strict === true).map((t) => t.parameters),
    ...(((b.text as Node)?.format as Node)?.type === "json_schema" && ((b.text as Node)?.format as Node)?.strict === true ? [((b.text as Node)!.format as Node)!.schema] : []),
  ],
  chatCompletions: (b: Record<string, unknown>) => [
    ...((b.tools ?? []) as Record<string, unknown>[]).filter((t) => (t.function as Node)?.strict === true).map((t) => (t.function as Node)!.parameters),
    ...(((b.response_format as Node)?.json_schema as Node)?.strict === true ? [((b.response_format as Node)!.json_schema as Node)!.schema] : []),
  ],
};

/** Bodies the identity law is about, per wire: what the vendor accepts, in the one spelling the writer keeps. */
const ACCEPTABLE: Record<Wire, (body: Record<string, unknown>) => boolean> = {
  "responses-request": (b) => strictOk(strictSchemas.responses(b)),
  // `stop: "x"` is written `["x"]` (the same stop sequence; a listed gap).
  "chat-completions-request": (b) => typeof b.stop !== "string" && strictOk(strictSchemas.chatCompletions(b)),
  // The Messages API requires max_tokens (the writer warns max_tokens_missing without it), and an
  // input_schema on a custom tool (the writer gives a function without parameters `{type: "object"}`).
  "claude-request": (b) => typeof b.max_tokens === "number"
    && ((b.tools ?? []) as Record<string, unknown>[]).every((t) => !(t.type == null || t.type === "custom") || typeof t.name !== "string" || typeof t.input_schema === "object"),
  // Gemini's tools are written as one functionDeclarations tool per run of functions and one object per
  // built-in tool (a listed gap: a body that groups them otherwise is regrouped, the same tools in order).
  "gemini-request": (b) => {
    const tools = (b.tools ?? []) as Record<string, unknown>[];
    return tools.every((t, i) => Object.keys(t).length === 1 && !(i > 0 && "functionDeclarations" in t && "functionDeclarations" in tools[i - 1]!) && (!("functionDeclarations" in t) || (t.functionDeclarations as unknown[]).length > 0));
  },
};

describe("identity: W-request → chat-request → W-request, over bodies generated from the schemas", () => {
  for (const wire of WIRES) {
    it(`${wire}: ${RUNS.numRuns} bodies come back equal with no warning`, () => {
      let runs = 0;
      const bodies = bodiesOf(wire).filter(ACCEPTABLE[wire]);
      fc.assert(fc.property(bodies, (body) => {
        const warnings: ConversionWarning[] = [];
        const onWarning = (w: ConversionWarning) => warnings.push(w);
        const hub = convert(body as never, { from: wire, to: "chat-request", onWarning } as never);
        const back = convert(hub as never, { from: "chat-request", to: wire, onWarning } as never);
        expect(warnings.map((w) => w.message)).toEqual([]);
        expect(spelledBody(back)).toEqual(spelledBody(body));
        // The direct conversion is the same as the one through the hub.
        expect(convert(body as never, { from: wire, to: wire } as never)).toEqual(back);
        runs++;
      }), { ...RUNS, seed: 24 });
      console.log(`request identity ${wire}: ${runs} runs, every one exact with no warning`);
      expect(runs).toBe(RUNS.numRuns);
    });
  }
});

/** Whether a JSON pointer names a node `root` has. */
function resolves(root: unknown, path: string): boolean {
  let node = root;
  for (const raw of path.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.prototype.hasOwnProperty.call(node, key)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

describe("every warning of a cross-wire body conversion points at a node of the input", () => {
  const runs = propertyRuns(100, 500);
  for (const from of WIRES) {
    it(`${from} → every other wire: ${runs.numRuns} bodies`, () => {
      fc.assert(fc.property(bodiesOf(from).filter(ACCEPTABLE[from]), (body) => {
        for (const to of WIRES.filter((w) => w !== from)) {
          const warnings: ConversionWarning[] = [];
          convert(body as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
          // A strict-rule issue about a keyword the schema lacks (`type`, `additionalProperties`) points at where it belongs.
          const at = (w: ConversionWarning) => (w.code === "schema_not_strict" && !resolves(body, w.path) ? w.path.slice(0, w.path.lastIndexOf("/")) : w.path);
          for (const w of warnings) expect(resolves(body, at(w)), `${from} → ${to}: ${w.code} at ${w.path}`).toBe(true);
        }
      }), { ...runs, seed: 24 });
    });
  }
});
