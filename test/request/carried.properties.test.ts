// Nothing dropped silently across wires: a neutral request (settings generated from the schema) written
// to each wire and read back keeps every setting, or the writer warned at that setting's path (or an
// ancestor's). Where the target spells a setting another way that means the same request, SAME says so.
import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { propertyRuns } from "../runs.js";
import { bodiesOf, spelledBody, WIRES } from "./bodies.js";

const RUNS = propertyRuns(300, 4000);
type Json = Record<string, unknown>;

/** Settings a target writes in a form that reads back otherwise but asks for the same thing. */
const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

function same(key: string, sent: unknown, back: unknown, wire: string): boolean {
  const s = sent as Json | undefined;
  // Claude's and Gemini's structured output always holds to the schema: strict is what they do.
  if (key === "output" && (wire === "claude-request" || wire === "gemini-request") && s?.strict === true) {
    const { strict: _, ...rest } = s;
    return same(key, rest, back, wire);
  }
  if (isDeepStrictEqual(spelledBody(sent), spelledBody(back))) return true;
  // Free text is every wire's default output; Claude has no field for it.
  if (key === "output" && (sent as Json).type === "text" && back === undefined) return true;
  // A tool with an empty providerFields is the tool without it.
  if (key === "tools" && isObject(s?.providerFields) && !Object.keys(s.providerFields).length) {
    const { providerFields: _, ...rest } = s;
    return isDeepStrictEqual(spelledBody(rest), spelledBody(back));
  }
  // One allowed function the model must call is that function.

  if (key === "toolChoice" && s?.type === "allowed" && s.mode === "required" && (s.names as string[]).length === 1) {
    return JSON.stringify(back) === JSON.stringify({ type: "function", name: (s.names as string[])[0] });
  }
  return false;
}

/**
 * The spellings of one request the wires read back otherwise (README "Whole requests" lists them):
 * a thinking budget of 0 is thinking off and -1 thinking on at the model's discretion (Gemini's
 * documented values), a positive budget is thinking on, `includeThoughts: false` is every wire's default.
 */
function normal(request: Json): Json {
  const r = request.reasoning as Json | undefined;
  if (!r) return request;
  const out: Json = { ...r };
  if (out.budgetTokens === 0) { delete out.budgetTokens; out.enabled ??= false; }
  if (out.budgetTokens === -1) { delete out.budgetTokens; out.enabled ??= true; }
  if (typeof out.budgetTokens === "number" && out.budgetTokens > 0 && out.enabled === true) delete out.enabled;
  if (out.includeThoughts === false) delete out.includeThoughts;
  // Returned thoughts are a summary of the model's choosing (Responses `summary: "auto"`, Gemini `includeThoughts`).
  if (out.includeThoughts === true) { delete out.includeThoughts; out.summary ??= "auto"; }
  return { ...request, reasoning: out };
}

/** `instructions` written to a wire without the field are the system message before the history. */
function instructionsCarried(request: Json, back: Json): boolean {
  const first = (back.instructions as string | undefined) ?? ((back.messages as Json[])[0]?.role === "system" ? (back.messages as Json[])[0]!.content : undefined);
  const text = typeof first === "string" ? first : Array.isArray(first) ? (first as Json[]).map((p) => p.text).join("") : undefined;
  return text === request.instructions || (typeof text === "string" && text.startsWith(`${request.instructions as string}`));
}

/** Each pointer a setting of the request has, with its value: top-level keys, each tool, each slot key. */
function settingsOf(request: Json): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [key, value] of Object.entries(request)) {
    if (key === "messages") continue;
    if (key === "tools") (value as unknown[]).forEach((t, i) => out.push([`/tools/${i}`, t]));
    else if (key === "providerSettings" || key === "reasoning") {
      for (const [k, v] of Object.entries(value as Json)) {
        if (key === "providerSettings") for (const [kk, vv] of Object.entries(v as Json)) out.push([`/providerSettings/${k}/${kk.replace(/~/g, "~0").replace(/\//g, "~1")}`, vv]);
        else out.push([`/reasoning/${k}`, v]);
      }
    } else out.push([`/${key}`, value]);
  }
  return out;
}

/** The value at a pointer of the settingsOf form. */
function at(request: Json, path: string): unknown {
  let node: unknown = request;
  for (const key of path.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"))) node = node === undefined || node === null ? undefined : (node as Json)[key];
  return node;
}

/**
 * Requests whose provider-tagged values are what their wire takes (the hub types them as any object):
 * a Responses, Chat Completions or Claude tool has a string `type` (or, for Claude, a `name`), a
 * Gemini tool is one built-in tool (one key other than functionDeclarations); a Gemini tool choice is a functionCallingConfig object, an OpenAI one an object with a `type`.
 */
function wireShaped(request: Json): boolean {
  const tools = (request.tools ?? []) as Json[];
  const toolOk = tools.every((t) => t.type !== "provider" || (t.provider === "gemini" ? Object.keys(t.tool as Json).length === 1 && Object.keys(t.tool as Json)[0] !== "functionDeclarations" : typeof (t.tool as Json).type === "string" || (t.provider === "claude" && typeof (t.tool as Json).name === "string")));
  const c = request.toolChoice as Json | undefined;
  const choiceOk = !isObject(c) || c.type !== "provider" || (isObject(c.choice) && (c.provider === "gemini" || typeof c.choice.type === "string"));
  return toolOk && choiceOk;
}

/**
 * A function without parameters takes none: the same as `{type: "object"}`, which Claude writes for
 * it; and a function without `strict` is not strict (the Responses writer says `strict: false`).
 */
function withParameters(request: Json): Json {
  if (!Array.isArray(request.tools)) return request;
  return {
    ...request,
    tools: (request.tools as Json[]).map((t) => {
      if (t.type !== "function") return t;
      const { strict, providerFields, ...rest } = t;
      const fields = Object.entries((providerFields ?? {}) as Json).filter(([, v]) => Object.keys(v as Json).length);
      return { ...rest, parameters: t.parameters ?? { type: "object" }, ...(strict === true ? { strict } : {}), ...(fields.length ? { providerFields: Object.fromEntries(fields) } : {}) };
    }),
  };
}

describe("every cross-wire body conversion carries a setting or warns it", () => {
  for (const wire of WIRES) {
    it(`chat-request → ${wire} → chat-request: ${RUNS.numRuns} requests`, () => {
      let runs = 0;
      let warned = 0;
      fc.assert(fc.property(bodiesOf("chat-request").filter(wireShaped).map(withParameters), (request) => {
        const warnings: ConversionWarning[] = [];
        const out = convert(request as never, { from: "chat-request", to: wire, onWarning: (w: ConversionWarning) => warnings.push(w) } as never);
        const back = normal(withParameters(convert(out as never, { from: wire, to: "chat-request" } as never) as Json));
        for (const [path, value] of settingsOf(normal(request))) {
          const key = path.split("/")[1]!;
          if (key === "instructions" && instructionsCarried(request, back)) continue;
          if (same(key, value, at(back, path), wire)) continue;
          // A tool is carried when the same tool is anywhere in the list read back (a wire may regroup them).
          if (key === "tools" && ((back.tools ?? []) as unknown[]).some((t) => same(key, value, t, wire))) continue;
          // (A reasoning setting normal() respelled is warned under /reasoning by its own name.)
          const near = key === "reasoning" ? "/reasoning" : path;
          const said = warnings.some((w) => w.path === near || near.startsWith(`${w.path}/`) || w.path.startsWith(`${near}/`));
          expect(said, `${path} ${JSON.stringify(value)} → ${JSON.stringify(at(back, path))} with no warning (warnings: ${warnings.map((w) => `${w.code} ${w.path}`).join(", ")})`).toBe(true);
          warned++;
        }
        runs++;
      }), { ...RUNS, seed: 24 });
      console.log(`carried chat-request → ${wire}: ${runs} requests, ${warned} settings not carried and warned`);
      expect(runs).toBe(RUNS.numRuns);
    });
  }
});
