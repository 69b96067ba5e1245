// What the Gemini reader and writer share: a model content's parts ↔ an assistant message's fields,
// arguments text ↔ `args`, and a tool message's text ↔ a function's `response`.
import type { AssistantMessage, GeminiFunctionCallPart, GeminiPart, ToolCall } from "../../generated/types.js";

/** The provider tag of the Gemini parts the hub keeps in `reasoningItems`. */
export const GOOGLE = "google";

/** The hub fields a model content's parts carry; `reasoningItems` is added when they cannot rebuild the parts. */
export function modelMessage(parts: readonly GeminiPart[], callId: (k: number) => string): AssistantMessage {
  const texts: string[] = [];
  const thoughts: string[] = [];
  const calls: ToolCall[] = [];
  parts.forEach((part, k) => {
    if ("text" in part) (part.thought ? thoughts : texts).push(part.text);
    else if ("functionCall" in part) calls.push(toolCall(part, callId(k)));
  });
  const message: AssistantMessage = { role: "assistant", content: texts.join("") };
  if (calls.length) message.toolCalls = calls;
  if (thoughts.length) message.reasoning = thoughts.join("");
  return message;
}

function toolCall(part: GeminiFunctionCallPart, id: string): ToolCall {
  const { functionCall: call, thoughtSignature } = part;
  return {
    id: call.id ?? id,
    name: call.name,
    arguments: JSON.stringify(call.args ?? {}),
    ...(thoughtSignature === undefined ? {} : { thoughtSignature }),
    ...(call.id === undefined ? { idGenerated: true } : {}),
  };
}

/** The parts the Gemini writer makes of an assistant message's own fields (no `reasoningItems`). */
export function plainModelParts(message: AssistantMessage): GeminiPart[] {
  const parts: GeminiPart[] = [];
  if (message.reasoning !== undefined) parts.push({ text: message.reasoning, thought: true });
  if (message.content !== "") parts.push({ text: message.content });
  for (const call of message.toolCalls ?? []) {
    const fc = { ...(call.idGenerated ? {} : { id: call.id }), name: call.name, args: argsOf(call.arguments) ?? {} };
    parts.push(call.thoughtSignature === undefined ? { functionCall: fc } : { functionCall: fc, thoughtSignature: call.thoughtSignature });
  }
  if (parts.length === 0) parts.push({ text: "" });
  return parts;
}

/** Arguments JSON text as Gemini's `args` object, or undefined when the text is not a JSON object. */
export function argsOf(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Deep equality of JSON values, key order aside. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object" || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const lonePlainOutput = (value: Record<string, unknown>): value is { output: string } =>
  typeof value.output === "string" && Object.keys(value).length === 1;

/**
 * The response object a tool message's text stands for, when the text is one: the canonical JSON
 * text of an object that is not a lone text `output` (or is one whose output is itself such a text).
 * Together with `responseText` a bijection, so both directions of a round trip are exact.
 */
export function encodedResponse(text: string): Record<string, unknown> | undefined {
  const value = argsOf(text);
  if (value === undefined || JSON.stringify(value) !== text) return undefined;
  return lonePlainOutput(value) && encodedResponse(value.output) === undefined ? undefined : value;
}

/** `response` as the tool message's text: a lone text `output` as that text, anything else as its JSON. */
export function responseText(response: Record<string, unknown>): string {
  return lonePlainOutput(response) && encodedResponse(response.output) === undefined ? response.output : JSON.stringify(response);
}

