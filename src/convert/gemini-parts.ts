// What the Gemini reader and writer share: a model content's parts ↔ an assistant message's fields,
// arguments text ↔ `args`, and a tool message's text ↔ a function's `response`.
import type { AssistantMessage, ToolCall } from "../../generated/types.js";
import type { GeminiFunctionCallPart, GeminiPart } from "./gemini-nulls.js";
import { jsonText, jsonTextOrUndefined } from "./copy.js";

/** The provider tag of the Gemini parts the hub keeps in `reasoningItems`. */
export const GOOGLE = "google";

/**
 * The hub fields a model content's parts carry; `reasoningItems` is added when they cannot rebuild the
 * parts. `at(k)` is part k's pointer, for the error of `args` too deep to serialize.
 */
export function modelMessage(parts: readonly GeminiPart[], callId: (k: number) => string, at: (k: number) => string): AssistantMessage {
  const texts: string[] = [];
  const thoughts: string[] = [];
  const calls: ToolCall[] = [];
  parts.forEach((part, k) => {
    if ("text" in part) (part.thought ? thoughts : texts).push(part.text);
    else if ("functionCall" in part) calls.push(toolCall(part, callId(k), `${at(k)}/functionCall/args`));
  });
  const message: AssistantMessage = { role: "assistant", content: texts.join("") };
  if (texts.length > 1) message.parts = texts.map((text) => ({ type: "text", text }));
  if (calls.length) message.toolCalls = calls;
  if (thoughts.length) message.reasoning = thoughts.join("");
  return message;
}

function toolCall(part: GeminiFunctionCallPart, id: string, at: string): ToolCall {
  const { functionCall: call, thoughtSignature } = part;
  return {
    id: call.id ?? id,
    name: call.name,
    arguments: jsonText(call.args ?? {}, at),
    ...(thoughtSignature === undefined ? {} : { thoughtSignature }),
    ...(call.id === undefined ? { idGenerated: true } : {}),
  };
}

/** The parts the Gemini writer makes of an assistant message's own fields (no `reasoningItems`): its text `parts` while they join to its content. */
export function plainModelParts(message: AssistantMessage): GeminiPart[] {
  const parts: GeminiPart[] = [];
  if (message.reasoning !== undefined) parts.push({ text: message.reasoning, thought: true });
  const texts = message.parts;
  if (texts !== undefined && texts.map((part) => part.text).join("") === message.content) for (const part of texts) parts.push({ text: part.text });
  else if (message.content !== "") parts.push({ text: message.content });
  for (const call of message.toolCalls ?? []) {
    const fc = { ...(call.idGenerated ? {} : { id: call.id }), name: call.name, args: argsOf(call.arguments) ?? {} };
    parts.push(call.thoughtSignature === undefined ? { functionCall: fc } : { functionCall: fc, thoughtSignature: call.thoughtSignature });
  }
  if (parts.length === 0) parts.push({ text: "" });
  return parts;
}

/** How the JSON text of an object starts: `{` after optional JSON whitespace. */
const OBJECT_START = /^[ \t\n\r]*\{/;

/**
 * Arguments JSON text as Gemini's `args` object, or undefined when the text is not a JSON object, or
 * is one nested too deeply to be written again.
 */
export function argsOf(text: string): Record<string, unknown> | undefined {
  // Most texts are not objects at all; a failed JSON.parse costs a thrown error each.
  if (!OBJECT_START.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
  return jsonTextOrUndefined(value) === undefined ? undefined : (value as Record<string, unknown>);
}

/** Deep equality of JSON values, key order aside. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The key a response's text sits under: `error` for a failed call (Gemini's convention), else `output`. */
type ResponseKey = "output" | "error";

const lonePlain = (value: Record<string, unknown>, key: ResponseKey): boolean =>
  typeof value[key] === "string" && Object.keys(value).length === 1;

/**
 * The response object a tool message's text stands for, when the text is one: the canonical JSON
 * text of an object that has an `error` key exactly when the message is an error, and is not a lone
 * text under `key` (or is one whose text is itself such an object). Together with `responseText` a
 * bijection on each side (error or not), so both directions of a round trip are exact.
 */
export function encodedResponse(text: string, key: ResponseKey = "output"): Record<string, unknown> | undefined {
  const value = argsOf(text);
  if (value === undefined || JSON.stringify(value) !== text || Object.hasOwn(value, "error") !== (key === "error")) return undefined;
  return lonePlain(value, key) && encodedResponse(value[key] as string, key) === undefined ? undefined : value;
}

/** The response a tool message is written as: its encoded object, else its text under `output` (or `error`). */
export function responseOf(text: string, isError: boolean): Record<string, unknown> {
  const key: ResponseKey = isError ? "error" : "output";
  return encodedResponse(text, key) ?? { [key]: text };
}

/**
 * `response` as the tool message's text and error flag: a lone text `output` or `error` as that text,
 * anything else as its JSON (`at` is its pointer, for the error of a response too deep to serialize).
 */
export function responseText(response: Record<string, unknown>, at: string): { content: string; isError: boolean } {
  const isError = Object.hasOwn(response, "error");
  const key: ResponseKey = isError ? "error" : "output";
  const text = lonePlain(response, key) && encodedResponse(response[key] as string, key) === undefined;
  return { content: text ? (response[key] as string) : jsonText(response, at), isError };
}

