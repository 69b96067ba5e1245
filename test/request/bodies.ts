// Request bodies for the request tests: each wire's body definition with its settings generated from
// the schemas and its history fixed to one short valid conversation (the history's own identity is
// test/convert/identity.properties.test.ts's), and the spellings a vendor treats as one request.
import fc from "fast-check";
import { arbitraryOf, bundle, type SchemaNode } from "../arbitrary/from-schema.js";

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
