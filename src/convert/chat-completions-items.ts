// Chat Completions messages → Responses items in one pass, without the hub: what `convert` runs for this
// pair. It writes only what it writes exactly as reading into the hub and writing items would (the same
// items, the same warnings at the same input paths, raised in the same order within each message), and
// only output the items' request rules pass; for anything else it returns undefined and `convert` goes
// through the hub. Every warning path is built here in input coordinates, so none is mapped back.
import type {
  ChatCompletionAssistantMessage, ChatCompletionMessage, ChatCompletionTextContent, ChatCompletionToolMessage, ChatCompletionUserMessage,
} from "../../generated/types.js";
import { fileNameFor } from "./data-url.js";
import { settingsDropped } from "./request-bodies.js";
import type { Warnings } from "./warnings.js";
import type { WrittenItem } from "./written-item.js";

type Warn = Warnings["warn"];

/** What a call written so far is: a function's or a custom tool's, still open, or answered by a tool message. */
const FUNCTION = 0, CUSTOM = 1, ANSWERED = 2;

interface State {
  warn: Warn;
  /** The messages' pointer: "" for an array, `/messages` for a request body. */
  at: string;
  systemRole: "system" | "developer";
  /** `assistantParts: "parts"`: a refusal is written as a part, which the hub path does. */
  parts: boolean;
  items: WrittenItem[];
  /** Every call by id (each id once: a second one is the hub path's to report). */
  calls: Map<string, number>;
  /** The ids of the calls since the latest user message, `open[0 … opened - 1]`: each must be answered before the next one. */
  open: string[];
  opened: number;
  /** Whether the previous message is an assistant's. */
  afterAssistant: boolean;
}

/** False: the message needs the hub path. */
type Write<M> = (message: M, i: number, s: State) => boolean;

const AUDIO_TYPES = { wav: "audio/wav", mp3: "audio/mpeg" } as const;

function nameDropped(message: { name?: string }, i: number, s: State): void {
  if (message.name !== undefined) s.warn("name_dropped", `${s.at}/${i}/name`, "a Responses message has no participant name; it was dropped");
}

/** System, developer or tool text as written: a string for a string or one plain part, else input_text parts; undefined for a part with a breakpoint. */
function text(content: ChatCompletionTextContent): string | { type: "input_text"; text: string }[] | undefined {
  if (typeof content === "string") return content;
  for (const part of content) if (part.prompt_cache_breakpoint !== undefined) return undefined;
  if (content.length === 1) return content[0]!.text;
  return content.map((part) => ({ type: "input_text", text: part.text }));
}

function instructions(role: "system" | "developer"): Write<ChatCompletionMessage & { role: "system" | "developer" }> {
  return (message, i, s) => {
    const content = text(message.content);
    if (content === undefined) return false;
    nameDropped(message, i, s);
    s.items.push({ type: "message", role: role === "system" ? s.systemRole : role, content } as WrittenItem);
    return true;
  };
}

function user(message: ChatCompletionUserMessage, i: number, s: State): boolean {
  // A user turn: every call before it must have been answered (else the hub path reports it).
  for (let c = 0; c < s.opened; c++) if (s.calls.get(s.open[c]!) !== ANSWERED) return false;
  s.opened = 0;
  nameDropped(message, i, s);
  const content = message.content;
  if (typeof content === "string") {
    s.items.push({ type: "message", role: "user", content });
    return true;
  }
  const parts: unknown[] = [];
  for (let k = 0; k < content.length; k++) {
    const part = content[k]!;
    if (part.prompt_cache_breakpoint !== undefined) return false;
    if (part.type === "text") parts.push({ type: "input_text", text: part.text });
    // A data URL the hub reads as an inline image is written back as the same URL.
    else if (part.type === "image_url") parts.push({ type: "input_image", detail: part.image_url.detail ?? "auto", image_url: part.image_url.url });
    else if (part.type === "input_audio") {
      const mimeType = AUDIO_TYPES[part.input_audio.format];
      const filename = fileNameFor(mimeType);
      s.warn("filename_added", `${s.at}/${i}/content/${k}`, `the Responses API requires a filename with file_data and the part has none; ${JSON.stringify(filename)} was written`);
      parts.push({ type: "input_file", file_data: `data:${mimeType};base64,${part.input_audio.data}`, filename });
    } else return false;
  }
  s.items.push({ type: "message", role: "user", content: parts } as WrittenItem);
  return true;
}

/** The pointer of message `i`, made only for a warning. */
const at = (s: State, i: number) => `${s.at}/${i}`;

/** Whether an assistant message's content is one the hub holds without its slot: none, a string, no parts or one plain text part. */
function plainText(content: ChatCompletionAssistantMessage["content"]): string | undefined {
  if (content == null) return "";
  if (typeof content === "string") return content;
  if (content.length === 0) return "";
  const part = content[0]!;
  return content.length === 1 && part.type === "text" && part.prompt_cache_breakpoint === undefined ? part.text : undefined;
}

function assistant(message: ChatCompletionAssistantMessage, i: number, s: State): boolean {
  const content = plainText(message.content);
  const audio = message.audio;
  // A deprecated function_call, parts the hub keeps in its slot, or audio beyond its id: the hub path's.
  if (content === undefined || message.function_call != null) return false;
  if (audio != null && Object.keys(audio).some((key) => key !== "id" && (audio as unknown as Record<string, unknown>)[key] != null)) return false;
  const list = message.tool_calls ?? NO_CALLS;
  // What the reader says of each call: an index that is not its position, an empty name.
  for (let k = 0; k < list.length; k++) {
    const call = list[k]!;
    const custom = call.type === "custom";
    if (!custom && call.extra_content !== undefined) return false;
    if (s.calls.has(call.id)) return false;
    if (call.index !== undefined && call.index !== k) s.warn("field_dropped", `${at(s, i)}/tool_calls/${k}/index`, `index ${call.index} is not the call's position ${k}; a tool call keeps only its position, so it was dropped`);
    if ((custom ? call.custom.name : call.function.name) === "") s.warn("tool_name_added", `${at(s, i)}/tool_calls/${k}/${custom ? "custom" : "function"}/name`, 'a tool call needs a name and this one is empty; "unknown" was written');
    s.calls.set(call.id, custom ? CUSTOM : FUNCTION);
    s.open[s.opened++] = call.id;
  }
  // What the writer says: the reasoning, the slot's fields, the name, a refusal, the audio, a merged turn.
  const reasoningContent = message.reasoning_content ?? undefined;
  const reasoning = message.reasoning ?? undefined;
  if (reasoningContent !== undefined || reasoning !== undefined) s.warn("reasoning_dropped", `${at(s, i)}/${reasoningContent !== undefined ? "reasoning_content" : "reasoning"}`, "reasoning text has no slot in the Responses input; it was dropped");
  if (message.reasoning_details != null) s.warn("reasoning_details_dropped", `${at(s, i)}/reasoning_details`, "reasoningDetails has no slot in the Responses input; it was dropped");
  nameDropped(message, i, s);
  if (message.annotations != null && !(Array.isArray(message.annotations) && message.annotations.length === 0)) s.warn("provider_fields_dropped", at(s, i), '"annotations" has no slot in a Responses message item; it was dropped');
  if (reasoningContent !== undefined && reasoning !== undefined && reasoning !== reasoningContent) s.warn("provider_fields_dropped", `${at(s, i)}/reasoning`, '"reasoning" has no slot in a Responses message item; it was dropped');
  const refusal = message.refusal ?? undefined;
  if (refusal !== undefined && s.parts) return false;
  let written = content;
  if (refusal !== undefined) {
    s.warn("refusal_as_text", `${at(s, i)}/refusal`, "a Responses input message cannot mark a refusal; its text was written as the assistant's text");
    written = content === "" ? refusal : `${content}\n\n${refusal}`;
  }
  if (audio != null && audio.id !== undefined) s.warn("audio_dropped", `${at(s, i)}/audio`, "Responses input has no audio answers; the audio id was dropped");
  const callsOnly = written === "" && list.length > 0;
  if (callsOnly && s.afterAssistant) s.warn("assistant_turns_merged", at(s, i), "a calls-only assistant message right after another assistant message reads back as one turn with it");
  if (!callsOnly) s.items.push({ type: "message", role: "assistant", content: written });
  for (let k = 0; k < list.length; k++) {
    const call = list[k]!;
    if (call.type === "custom") s.items.push({ type: "custom_tool_call", call_id: call.id, name: call.custom.name || "unknown", input: call.custom.input });
    else s.items.push({ type: "function_call", call_id: call.id, name: call.function.name || "unknown", arguments: call.function.arguments });
  }
  return true;
}

function tool(message: ChatCompletionToolMessage, _i: number, s: State): boolean {
  const call = s.calls.get(message.tool_call_id);
  // No call with its id, or one answered already: the hub path's to report.
  if (call === undefined || call === ANSWERED) return false;
  const output = text(message.content);
  if (output === undefined) return false;
  s.calls.set(message.tool_call_id, ANSWERED);
  s.items.push({ type: call === CUSTOM ? "custom_tool_call_output" : "function_call_output", call_id: message.tool_call_id, output } as WrittenItem);
  return true;
}

const byRole: { [R in ChatCompletionMessage["role"]]: Write<Extract<ChatCompletionMessage, { role: R }>> } = {
  system: instructions("system"),
  developer: instructions("developer"),
  user,
  assistant,
  tool,
  function: () => false,
};

const NO_CALLS: readonly never[] = Object.freeze([]);

/**
 * Writes validated Chat Completions messages (or a request body) as items, the same items and warnings
 * as reading them into the hub and writing that; undefined when they need the hub path (whose warnings
 * given so far the caller then drops).
 */
export function chatCompletionsToItems(value: readonly ChatCompletionMessage[] | { messages: readonly ChatCompletionMessage[] }, options: Record<string, unknown>, warn: Warn): WrittenItem[] | undefined {
  let messages: readonly ChatCompletionMessage[];
  let at = "";
  if (Array.isArray(value)) messages = value;
  else {
    settingsDropped(value as Record<string, unknown>, "messages", warn);
    messages = (value as { messages: readonly ChatCompletionMessage[] }).messages;
    at = "/messages";
  }
  const s: State = { warn, at, systemRole: options.systemRole === "developer" ? "developer" : "system", parts: options.assistantParts === "parts", items: [], calls: new Map(), open: [], opened: 0, afterAssistant: false };
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (!(byRole[message.role] as Write<ChatCompletionMessage>)(message, i, s)) return undefined;
    s.afterAssistant = message.role === "assistant";
  }
  return s.items;
}
