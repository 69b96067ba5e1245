// Request bodies for the request tests: each wire's body definition with its settings generated from
// the schemas and its history fixed to one short valid conversation (the history's own identity is
// test/convert/identity.properties.test.ts's), and the spellings a vendor treats as one request.
import fc from "fast-check";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";
import { REQUEST_FORMATS } from "../../src/request/formats.js";
import { arbitraryOf, bundle, type SchemaNode } from "../arbitrary/from-schema.js";
import { accepted } from "../convert/helpers.js";
import { spelled } from "../convert/spelled.js";

export type Wire = "responses-request" | "chat-completions-request" | "claude-request" | "gemini-request";
export const WIRES: readonly Wire[] = ["responses-request", "chat-completions-request", "claude-request", "gemini-request"];

/** One valid history per wire (a user turn, a call, its result). */
export const HISTORY: Record<Wire | "chat-request", [string, unknown]> = {
  "responses-request": ["input", [{ type: "message", role: "user", content: "Weather?" }, { type: "function_call", call_id: "c1", name: "get_weather", arguments: "{}" }, { type: "function_call_output", call_id: "c1", output: "18C" }]],
  "chat-completions-request": ["messages", [{ role: "user", content: "Weather?" }, { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "get_weather", arguments: "{}" } }] }, { role: "tool", tool_call_id: "c1", content: "18C" }]],
  "claude-request": ["messages", [{ role: "user", content: "Weather?" }, { role: "assistant", content: [{ type: "tool_use", id: "c1", name: "get_weather", input: {} }] }, { role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: "18C" }] }]],
  "gemini-request": ["contents", [{ role: "user", parts: [{ text: "Weather?" }] }, { role: "model", parts: [{ functionCall: { id: "c1", name: "get_weather", args: {} }, thoughtSignature: "c2lnbmF0dXJl" }] }, { role: "user", parts: [{ functionResponse: { id: "c1", name: "get_weather", response: { result: "18C" } } }] }]],
  "chat-request": ["messages", [{ role: "user", content: "Weather?" }, { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "get_weather", arguments: "{}" }] }, { role: "tool", toolCallId: "c1", name: "get_weather", content: "18C" }]],
};

const DEFINITION: Record<Wire | "chat-request", string> = {
  "responses-request": "ResponsesRequest", "chat-completions-request": "ChatCompletionRequest", "claude-request": "ClaudeRequest", "gemini-request": "GeminiRequest", "chat-request": "ChatRequest",
};
/** History keys of a body other than the one HISTORY fixes, left out of the generated bodies. */
const OTHER_HISTORY: Partial<Record<Wire | "chat-request", string[]>> = { "claude-request": ["system"], "gemini-request": ["systemInstruction", "system_instruction"] };

/** Bodies of `format`: its settings as the schema allows them (extra keys included), its history fixed. */
export function bodiesOf(format: Wire | "chat-request", extraKeys = true): fc.Arbitrary<Record<string, unknown>> {
  const root = structuredClone(bundle()) as SchemaNode & { $defs: Record<string, SchemaNode> };
  const def = root.$defs[DEFINITION[format]]!;
  const [key, history] = HISTORY[format];
  def.properties = { ...def.properties, [key]: { const: history } };
  for (const k of OTHER_HISTORY[format] ?? []) delete def.properties[k];
  // The extra keys a body may have must not be the history keys left out.
  return arbitraryOf(DEFINITION[format], { schema: root, extraKeys, maxItems: 3 })
    .map((v) => v as Record<string, unknown>)
    .filter((v) => !(OTHER_HISTORY[format] ?? []).some((k) => k in v));
}

/** A body as its vendor reads it: keys in any order (toEqual ignores it), null optional fields absent. */
export function spelledBody(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(spelledBody);
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== null && v !== undefined) out[k] = spelledBody(v);
  return out;
}

/** The history format inside each wire's body, and the body keys that are its history. */
export const HISTORY_OF: Record<Wire, [FormatName, string[]]> = {
  "responses-request": ["items", ["input"]],
  "chat-completions-request": ["chat-completions", ["messages"]],
  "claude-request": ["claude", ["system", "messages"]],
  "gemini-request": ["gemini", ["systemInstruction", "system_instruction", "contents"]],
};

const split = (wire: Wire, body: Record<string, unknown>): [Record<string, unknown>, Record<string, unknown>] => {
  const keys = HISTORY_OF[wire][1];
  const history = Object.fromEntries(Object.entries(body).filter(([k]) => keys.includes(k)));
  const settings = Object.fromEntries(Object.entries(body).filter(([k]) => !keys.includes(k)));
  return [history, settings];
};

/**
 * The history of a body the identity law is about, by the history identity test's filter
 * (test/convert/identity.properties.test.ts, `acceptable`): the wire's conversation rules hold, its
 * vendor accepts it, Claude turns alternate without a system-role message, every Gemini content has
 * parts, no Chat Completions assistant message has an empty `tool_calls`, `annotations`, an empty
 * content list or a refusal part, no id-less Responses assistant message has an empty parts list.
 */
export function historyAcceptable(wire: Wire, body: Record<string, unknown>): boolean {
  const [format, keys] = HISTORY_OF[wire];
  const [history] = split(wire, body);
  if (wire === "responses-request" && typeof history.input === "string") return true;
  const value = keys.length === 1 ? history[keys[0]!] : history;
  if (FORMATS[format].rules(value as never).length) return false;
  if (!accepted(format, value)) return false;
  if (format === "claude") {
    const messages = (value as { messages: { role: string }[] }).messages;
    return messages.every((m, i) => m.role !== "system" && m.role !== messages[i - 1]?.role);
  }
  if (format === "gemini") {
    const request = value as { contents: { parts: unknown[] }[]; systemInstruction?: { parts: unknown[] }; system_instruction?: { parts: unknown[] } };
    return [...request.contents, ...[request.systemInstruction, request.system_instruction].filter((c) => c != null)].every((c) => c!.parts.length > 0);
  }
  if (format === "items") return (value as { role?: string; content?: unknown }[]).every((m) => m.role !== "assistant" || !Array.isArray(m.content) || "id" in m || m.content.length > 0);
  return (value as Record<string, unknown>[]).every((m) => m.role !== "assistant" || (m.annotations == null && (m.tool_calls == null || (m.tool_calls as unknown[]).length > 0)
    && !(Array.isArray(m.content) && (m.content.length === 0 || (m.content as { type?: string }[]).some((p) => p.type === "refusal")))));
}

/** Whole bodies of a wire generated from its schema, history included (valid, and with a history the identity law is about). */
export function wholeBodiesOf(wire: Wire): fc.Arbitrary<Record<string, unknown>> {
  const format = REQUEST_FORMATS[wire];
  return arbitraryOf(DEFINITION[wire], { extraKeys: true, maxItems: 3 })
    .map((v) => v as Record<string, unknown>)
    .filter((v) => format.check(v, 1).length === 0 && historyAcceptable(wire, v));
}

/** A whole body as its vendor reads it: the settings by `spelledBody`, the history by the history identity test's `spelled`. */
export function spelledWhole(wire: Wire, body: Record<string, unknown>): { settings: unknown; history: unknown } {
  const [history, settings] = split(wire, body);
  const [format, keys] = HISTORY_OF[wire];
  const conversation = keys.length === 1 ? history[keys[0]!] : history;
  return { settings: spelledBody(settings), history: typeof conversation === "string" ? conversation : spelled(format, conversation) };
}
