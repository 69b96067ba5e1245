// Spellings of one request that the hub keeps in one neutral form and the identity law does not list
// as the same request: a Chat Completions `stop: "x"` (neutral `stop: ["x"]`), a Responses `input: "x"`
// (one user message), a Claude `system: []` (no system prompt), Gemini tools grouped otherwise than one functionDeclarations object per run of
// functions and one object per built-in tool. Each rides in its wire's slot under the wire's own key
// and is written back to that wire only while the neutral value is still what it spells; it is no
// setting of its own, so the other wires take the neutral value and hear nothing about it.
import type { ChatMessage } from "../../generated/types.js";
import { isObject, sameJson, slotOf, takes, type Json, type Settings, type Wire } from "./common.js";

/** The slot keys that hold a spelling, per wire. */
const KEYS: Partial<Record<Wire, string>> = { chatCompletions: "stop", responses: "input", gemini: "tools", claude: "system" };

/** A Gemini tools layout: per tool object, its keys in order, each with how many hub tools it holds (functionDeclarations: its length; a built-in tool: 1). */
type Layout = Record<string, number>[];

/** The kind of each hub tool Gemini writes, in order: `functionDeclarations` for a function, the key of a Gemini built-in tool. */
export function geminiKinds(request: Settings): string[] {
  return (request.tools ?? []).flatMap((t) => {
    if (t.type === "function") return ["functionDeclarations"];
    // Only the Gemini tools the writer writes (those the body takes); one kept as `{ functionDeclarations }` is an object of its own.
    if (t.provider !== "gemini" || !takes("gemini", { tools: [t.tool] })) return [];
    const keys = Object.keys(t.tool);
    return keys.length === 1 && keys[0] !== "functionDeclarations" ? keys : ["?"];
  });
}

/** The layout of a Gemini `tools` list. */
export function layoutOf(tools: readonly unknown[]): Layout {
  // A null functionDeclarations is an absent one.
  return tools.map((t) => Object.fromEntries(Object.keys(isObject(t) ? t : {}).filter((k) => k !== "functionDeclarations" || (t as Json)[k] != null).map((k) => [k, k === "functionDeclarations" ? (Array.isArray((t as Json)[k]) ? ((t as Json)[k] as unknown[]).length : 0) : 1])));
}

/** The layout the Gemini writer gives by default: one functionDeclarations object per run of functions, one object per built-in tool. */
export function defaultLayout(kinds: readonly string[]): Layout {
  const out: Layout = [];
  kinds.forEach((kind, i) => {
    if (kind === "functionDeclarations" && kinds[i - 1] === "functionDeclarations") out[out.length - 1]!.functionDeclarations!++;
    else out.push({ [kind]: 1 });
  });
  return out;
}

const isLayout = (value: unknown): value is Layout =>
  Array.isArray(value) && value.every((g) => isObject(g) && Object.entries(g).every(([k, n]) => Number.isSafeInteger(n) && (n as number) >= 0 && (k === "functionDeclarations" || n === 1)));

const kindsOf = (layout: Layout): string[] => layout.flatMap((g) => Object.entries(g).flatMap(([k, n]) => Array<string>(n).fill(k)));


/** Whether `wire`'s slot entry `key` is a spelling of the request's neutral values (so not a setting of its own). */
export function isSpelling(request: Settings, wire: Wire, key: string, messages?: readonly ChatMessage[]): boolean {
  if (KEYS[wire] !== key) return false;
  const value = slotOf(request, wire)[key];
  if (wire === "chatCompletions") return typeof value === "string" && sameJson(request.stop, [value]);
  // `system: []` is no system prompt (the history's system message, if any, is written in its place).
  if (wire === "claude") return Array.isArray(value) && value.length === 0;
  if (wire === "responses") return typeof value === "string" && messages !== undefined && messages.length === 1 && sameJson(messages[0], { role: "user", content: value });
  // A layout is only ever a grouping (Gemini's tools themselves are the neutral tools), also once it no longer fits.
  return isLayout(value);
}

/** The Gemini layout to write: the slot's while it still fits the tools, else the default. */
export function geminiLayout(request: Settings): Layout {
  const kinds = geminiKinds(request);
  const kept = slotOf(request, "gemini").tools;
  return isLayout(kept) && sameJson(kindsOf(kept), kinds) ? kept : defaultLayout(kinds);
}

/** Gemini's tools grouped by `layout`: `written` holds one entry per hub tool Gemini takes (a declaration, or a built-in tool's `{ key: value }`), in order. */
export function groupGeminiTools(layout: Layout, written: readonly { kind: string; value: Json }[]): Json[] {
  let next = 0;
  return layout.map((group) => {
    const tool: Json = {};
    for (const [key, n] of Object.entries(group)) {
      if (key === "functionDeclarations") tool[key] = written.slice(next, (next += n)).map((w) => w.value);
      else Object.assign(tool, written[next++]!.value);
    }
    return tool;
  });
}
