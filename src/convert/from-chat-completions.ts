// Chat Completions messages → ChatMessage[] (the hub): one function per role, routed by `byRole`.
import { copyJson, type Copy } from "./copy.js";
import type { ReadonlyDeep } from "../validate/readonly.js";
import type {
  AssistantMessage, ChatCompletionAssistantMessage, ChatCompletionContentPart, ChatCompletionDeveloperMessage,
  ChatCompletionFunctionMessage, ChatCompletionMessage, ChatCompletionSystemMessage, ChatCompletionTextContent,
  ChatCompletionToolCall, ChatCompletionToolMessage, ChatCompletionUserMessage, ChatMessage, ContentPart, ImagePart, ImageUrlPart, TextPart, ToolCall,
} from "../../generated/types.js";
import { validateChatCompletionMessages } from "../validate/validate.js";
import { chatCompletionRuleIssues } from "../validate/conversation.js";
import { partFromDataUrl } from "./data-url.js";
import { withoutNulls } from "./null-fields.js";
import { afterValidation, commonRules, ensureValid, optionIssues, readingInput } from "./options.js";
import { collector, type WarningOptions, type Warnings } from "./warnings.js";

/** Options of `fromChatCompletionMessages`. */
export type FromChatCompletionsOptions = WarningOptions;

interface State {
  warn: Warnings["warn"];
  copy: Copy;
  out: ChatMessage[];
  /** The hub calls of the latest assistant message that made any: most `tool` messages answer these. */
  lastCalls: ToolCall[];
  /** Every earlier call's name by id, for a `tool` message (which carries none) answering an older call; built on first need. */
  names: Map<string, string> | undefined;
  /** The id given to the latest deprecated `function_call`, which the next `function` message answers. */
  functionCallId: string | undefined;
  /** True when the history is read for a Chat Completions writer: the reasoning key each message was given is noted for it. */
  spellings: boolean;
}

type Convert<M> = (message: M, i: number, state: State) => void;

/** The id written for a deprecated `function_call`, which has none: deterministic, reported. */
export const functionCallId = (i: number) => `function_call_${i}`;


/** What `nameOf` gives for a message without a name: one object, so the hot path allocates none. */
const NO_NAME: { name?: string } = Object.freeze({});

/** The participant name, an empty one too (the hub's `name` takes it as the wire had it). */
function nameOf(message: { name?: string }): { name?: string } {
  return message.name === undefined ? NO_NAME : { name: message.name };
}

/** Appends a hub message, with the participant name when the source has one. */
function push(out: ChatMessage & { name?: string }, message: { name?: string }, i: number, state: State) {
  Object.assign(out, nameOf(message));
  state.out.push(out);
}

/** A text part with its prompt-cache breakpoint in its `openai`-tagged slot (written back by the Chat Completions writer). */
function textPart(part: { text: string; prompt_cache_breakpoint?: unknown }, at: () => string, state: State): TextPart {
  if (part.prompt_cache_breakpoint === undefined) return { type: "text", text: part.text };
  return { type: "text", text: part.text, providerFields: { provider: "openai", fields: { prompt_cache_breakpoint: state.copy(part.prompt_cache_breakpoint, `${at()}/prompt_cache_breakpoint`) } } };
}

/** System or developer instructions: one string, and the parts as they were when they are not one plain text (content is their texts joined with "\n"). */
function instructions(content: ChatCompletionTextContent, i: number, state: State): { content: string; parts?: TextPart[] } {
  if (typeof content === "string") return { content };
  if (content.length === 1 && content[0]!.prompt_cache_breakpoint === undefined) return { content: content[0]!.text };
  return { content: content.map((part) => part.text).join("\n"), parts: content.map((part, k) => textPart(part, () => `/${i}/content/${k}`, state)) };
}

function system(message: ChatCompletionSystemMessage, i: number, state: State) {
  push({ role: "system", ...instructions(message.content, i, state) }, message, i, state);
}

function developer(message: ChatCompletionDeveloperMessage, i: number, state: State) {
  push({ role: "developer", ...instructions(message.content, i, state) }, message, i, state);
}

const AUDIO_TYPES = { wav: "audio/wav", mp3: "audio/mpeg" } as const;

/** A user part with its prompt-cache breakpoint, which rides in its `openai`-tagged slot (written back by the Chat Completions writer). */
function userPart(part: ChatCompletionContentPart, i: number, k: number, state: State): ContentPart {
  const read = userPartOnly(part, i, k, state);
  if (read.type === "provider") return read;
  const extra = part.type === "file" ? fileExtra(part.file) : undefined;
  if (part.prompt_cache_breakpoint === undefined && extra === undefined) return read;
  const fields: Record<string, unknown> = {};
  if (part.prompt_cache_breakpoint !== undefined) fields.prompt_cache_breakpoint = state.copy(part.prompt_cache_breakpoint, `/${i}/content/${k}/prompt_cache_breakpoint`);
  if (extra !== undefined) fields.file = extra;
  return { ...read, providerFields: { provider: "openai", fields } };
}

/**
 * What of a `file` the hub's file part has no field for, for the part's `openai`-tagged slot (`fields.file`):
 * an empty filename (the hub's names something), a file_id beside file_data (a hub part holds one source).
 */
function fileExtra(file: { file_data?: string; file_id?: string; filename?: string }): { file_id?: string; filename?: string } | undefined {
  const extra: { file_id?: string; filename?: string } = {};
  if (file.filename === "") extra.filename = "";
  if (file.file_data !== undefined && file.file_id !== undefined) extra.file_id = file.file_id;
  return extra.filename === undefined && extra.file_id === undefined ? undefined : extra;
}

/** The hub part of user part `k` of message `i` (its pointer is built only for a warning). */
function userPartOnly(part: ChatCompletionContentPart, i: number, k: number, state: State): ContentPart {
  switch (part.type) {
    case "text":
      return { type: "text", text: part.text };
    case "image_url": {
      const { url, detail } = part.image_url;
      const inline = partFromDataUrl(url, "image");
      const image: ImagePart | ImageUrlPart = inline?.type === "image" ? inline : { type: "imageUrl", url };
      if (detail !== undefined) image.detail = detail;
      return image;
    }
    case "input_audio":
      return { type: "file", mimeType: AUDIO_TYPES[part.input_audio.format], data: part.input_audio.data };
    case "file":
      return filePart(part, `/${i}/content/${k}`, state);
  }
}

/**
 * A file part: inline (file_data a base64 data URL of an application/audio/video/text type) or by a
 * non-empty file_id. Any other (file_data of another form, an empty file_id, no source) is a part the
 * hub holds only verbatim: an `openai`-tagged provider part, written back by the Chat Completions
 * writer and named by every other (`provider_part_dropped`).
 */
function filePart(part: Extract<ChatCompletionContentPart, { type: "file" }>, at: string, state: State): ContentPart {
  const file = part.file;
  const filename = file.filename === undefined || file.filename === "" ? {} : { filename: file.filename };
  if (file.file_data !== undefined) {
    const inline = partFromDataUrl(file.file_data, "file");
    if (inline?.type === "file") return { ...inline, ...filename };
  } else if (file.file_id !== undefined && file.file_id !== "") return { type: "fileId", fileId: file.file_id, ...filename };
  return { type: "provider", provider: "openai", value: state.copy(part, at) as unknown as Record<string, unknown> };
}

function user(message: ChatCompletionUserMessage, i: number, state: State) {
  let content: string | ContentPart[];
  if (typeof message.content === "string") content = message.content;
  else {
    content = [];
    for (let k = 0; k < message.content.length; k++) content.push(userPart(message.content[k]!, i, k, state));
  }
  push({ role: "user", content }, message, i, state);
}

/**
 * A call's name, which the hub requires: an empty one becomes "unknown", reported (a tool message
 * answering it carries the same) at `/i/tool_calls/k/<field>/name`, or `/i/function_call/name` for `k` -1.
 */
function callName(name: string, i: number, k: number, field: string, state: State): string {
  if (name !== "") return name;
  state.warn("tool_name_added", k < 0 ? `/${i}/function_call/name` : `/${i}/tool_calls/${k}/${field}/name`, 'a tool call needs a name and this one is empty; "unknown" was written');
  return "unknown";
}

/** A call's `extra_content` without Gemini's thought signature (the hub's `thoughtSignature`); `undefined` when nothing else is in it. */
function extraContent(extra: Record<string, unknown>, state: State): Record<string, unknown> | undefined {
  let rest: Record<string, unknown> | undefined;
  for (const key of Object.keys(extra)) {
    let value = extra[key];
    if (key === "google" && value !== null && typeof value === "object") {
      const { thought_signature: _, ...google } = value as Record<string, unknown>;
      if (Object.keys(google).length === 0) continue;
      value = google;
    }
    (rest ??= {})[key] = state.copy(value);
  }
  return rest;
}

function toolCall(call: ChatCompletionToolCall, i: number, k: number, state: State): ToolCall {
  if (call.index !== undefined && call.index !== k) {
    state.warn("field_dropped", `/${i}/tool_calls/${k}/index`, `index ${call.index} is not the call's position ${k}; a tool call keeps only its position, so it was dropped`);
  }
  if (call.type === "custom") return { id: call.id, type: "custom", name: callName(call.custom.name, i, k, "custom", state), arguments: call.custom.input };
  const out: ToolCall = { id: call.id, name: callName(call.function.name, i, k, "function", state), arguments: call.function.arguments };
  const extra = call.extra_content;
  if (extra === undefined) return out;
  const signature = extra.google?.thought_signature;
  if (signature !== undefined) out.thoughtSignature = signature;
  const rest = extraContent(extra as Record<string, unknown>, state);
  if (rest !== undefined) out.extraContent = rest;
  return out;
}

/** Sets the assistant's text and refusal on `out`: text parts joined with "", refusal parts gathered into `refusal`. */
function assistantText(message: ChatCompletionAssistantMessage, out: AssistantMessage): void {
  const refusal = message.refusal ?? undefined;
  const content = message.content;
  if (content === null || content === undefined || typeof content === "string") {
    out.content = content ?? "";
    if (refusal !== undefined) out.refusal = refusal;
    return;
  }
  const texts: string[] = [];
  const refusals: string[] = refusal === undefined ? [] : [refusal];
  for (const part of content) {
    if (part.type === "refusal") refusals.push(part.refusal);
    else texts.push(part.text);
  }
  out.content = texts.join("");
  if (refusals.length) out.refusal = refusals.join("");
  if (severalTexts(content)) out.parts = texts.map((text) => ({ type: "text", text }));
}

/** Several plain text parts (no refusal part, no breakpoint): the hub's `parts` say them all, so the slot keeps nothing of them. */
const severalTexts = (content: ChatCompletionAssistantMessage["content"]): boolean =>
  Array.isArray(content) && content.length > 1 && content.every((part) => part.type === "text" && part.prompt_cache_breakpoint === undefined);

/**
 * What of an assistant message only Chat Completions has, for its `openai`-tagged slot: its content
 * parts as they were (several texts, refusal parts, prompt-cache breakpoints, an empty list; with the
 * `refusal` field beside them), and its `annotations` (an empty list too). The writer puts them back
 * while the parts' texts still join to the hub's content and their refusals to its refusal.
 */
function assistantFields(message: ChatCompletionAssistantMessage, i: number, state: State): Record<string, unknown> | undefined {
  const content = message.content;
  // One plain text part is the string (and no parts, which Chat Completions refuses, is no content).
  const plainParts = !Array.isArray(content) || content.length === 0 || (content.length === 1 && content[0]!.type === "text" && content[0]!.prompt_cache_breakpoint === undefined) || severalTexts(content);
  // A response's audio beyond its id (data, expires_at, transcript): the whole object, which the writer puts back while the id is the hub's.
  const audio = message.audio != null && Object.keys(message.audio).some((key) => key !== "id" && (message.audio as unknown as Record<string, unknown>)[key] != null) ? message.audio : undefined;
  if (plainParts && message.annotations == null && audio === undefined) return undefined;
  const fields: Record<string, unknown> = {};
  if (audio !== undefined) fields.audio = withoutNulls(state.copy(audio, `/${i}/audio`));
  if (!plainParts) {
    fields.content = state.copy(content, `/${i}/content`);
    if (message.refusal != null) fields.refusal = message.refusal;
  }
  if (message.annotations != null) fields.annotations = state.copy(message.annotations, `/${i}/annotations`);
  return fields;
}

/**
 * Which reasoning key(s) the `openai`-tagged slot notes the wire gave (`spelling.reasoning`: OpenRouter
 * reads either, so its writer writes the one it was given), for `reasoning_content` and `reasoning` as
 * read. One key is noted only for a Chat Completions writer (`spellings`): each dialect has its own
 * key, so a history read for another format needs no note. The hub holds one text (`reasoning_content`,
 * else `reasoning`); a `reasoning` that differs from it rides in the slot, written back by the Chat Completions writer.
 */
function reasoningSpelling(content: string | undefined, plain: string | undefined, spellings: boolean): ReasoningSpelling | undefined {
  if (content !== undefined && plain !== undefined) return "both";
  if (!spellings) return undefined;
  return content !== undefined ? "reasoning_content" : plain !== undefined ? "reasoning" : undefined;
}

/** Which reasoning key(s) a Chat Completions assistant message had (its `openai`-tagged slot's `spelling.reasoning`). */
export type ReasoningSpelling = "reasoning_content" | "reasoning" | "both";

function assistant(message: ChatCompletionAssistantMessage, i: number, state: State) {
  const out: AssistantMessage = { role: "assistant", content: "" };
  assistantText(message, out);
  if (message.name !== undefined) out.name = message.name;
  const audio = message.audio ?? undefined;
  if (audio !== undefined) out.audioId = audio.id;
  const reasoningContent = message.reasoning_content ?? undefined;
  const reasoning = message.reasoning ?? undefined;
  let fields = assistantFields(message, i, state);
  // Objects are made only for what the message has (most have nothing for the slot).
  let spelling: Record<string, unknown> | undefined;
  const reasoningKeys = reasoningSpelling(reasoningContent, reasoning, state.spellings);
  if (reasoningKeys !== undefined) (spelling ??= {}).reasoning = reasoningKeys;
  if (legacyCall(message)) (spelling ??= {}).functionCall = true;
  // An empty string beside calls, a refusal or audio, where the writer writes null.
  if (message.content === "" && ((message.tool_calls?.length ?? 0) > 0 || legacyCall(message) || message.refusal != null || message.audio != null)) (spelling ??= {}).content = "";
  if (spelling !== undefined) fields = { ...fields, spelling };
  if (reasoningContent !== undefined && reasoning !== undefined && reasoning !== reasoningContent) fields = { ...fields, reasoning };
  if (fields !== undefined) out.providerFields = { provider: "openai", fields };
  const list = message.tool_calls;
  let calls: ToolCall[] | undefined = list == null ? undefined : list.map((call, k) => toolCall(call, i, k, state));
  const legacy = message.function_call ?? undefined;
  if (legacy !== undefined) {
    // The id is made up (marked idGenerated, so a writer that sends it says so); the Chat Completions
    // writer writes the call back as a function_call, which has none (the slot's spelling.functionCall).
    const id = functionCallId(i);
    (calls ??= []).push({ id, name: callName(legacy.name, i, -1, "", state), arguments: legacy.arguments, idGenerated: true });
    state.functionCallId = id;
  }
  if (calls !== undefined && calls.length) {
    out.toolCalls = calls;
    state.lastCalls = calls;
    if (state.names) for (const call of calls) state.names.set(call.id, call.name);
  }
  const text = reasoningContent ?? reasoning;
  if (text !== undefined) out.reasoning = text;
  if (message.reasoning_details != null) out.reasoningDetails = state.copy(message.reasoning_details, `/${i}/reasoning_details`);
  state.out.push(out);
}

/** Whether an assistant message has a deprecated `function_call`. */
const legacyCall = (message: ChatCompletionAssistantMessage) => message.function_call != null;

/** Few enough calls to search one by one; more go through the map. */
const SCAN = 16;

/** The name of the latest earlier call with this id. */
function nameOfCall(id: string, state: State): string | undefined {
  const calls = state.lastCalls;
  if (calls.length <= SCAN) for (let c = calls.length - 1; c >= 0; c--) if (calls[c]!.id === id) return calls[c]!.name;
  if (state.names === undefined) {
    state.names = new Map();
    for (const earlier of state.out) if (earlier.role === "assistant") for (const call of earlier.toolCalls ?? []) state.names.set(call.id, call.name);
  }
  return state.names.get(id);
}

function tool(message: ChatCompletionToolMessage, i: number, state: State) {
  const name = nameOfCall(message.tool_call_id, state);
  if (name === undefined) {
    state.warn("orphan_output", `/${i}`, `no earlier tool call has id ${JSON.stringify(message.tool_call_id)}, so the tool message's name is empty`);
  }
  const content = message.content;
  if (typeof content === "string" || (content.length === 1 && content[0]!.prompt_cache_breakpoint === undefined)) {
    state.out.push({ role: "tool", toolCallId: message.tool_call_id, name: name ?? "", content: typeof content === "string" ? content : content[0]!.text });
    return;
  }
  // Several text parts (or none, or one with a breakpoint) stay parts, in order, each breakpoint in its part's slot.
  state.out.push({ role: "tool", toolCallId: message.tool_call_id, name: name ?? "", content: "", parts: content.map((part, k) => textPart(part, () => `/${i}/content/${k}`, state)) });
}

function fn(message: ChatCompletionFunctionMessage, i: number, state: State) {
  const id = state.functionCallId ?? functionCallId(i);
  if (state.functionCallId === undefined) {
    state.warn("orphan_output", `/${i}`, `no earlier function_call is answered by this function message; it became a tool message with id ${JSON.stringify(id)}`);
  }
  state.functionCallId = undefined;
  // How the wire spelled it (a function message, its content null), for the Chat Completions writer.
  const spelling = message.content === null ? { role: "function", content: null } : { role: "function" };
  state.out.push({ role: "tool", toolCallId: id, name: message.name, content: message.content ?? "", providerFields: { provider: "openai", fields: { spelling } } });
}

const byRole: { [R in ChatCompletionMessage["role"]]: Convert<Extract<ChatCompletionMessage, { role: R }>> } = {
  system,
  developer,
  user,
  assistant,
  tool,
  function: fn,
};

/**
 * Reads validated messages into the hub; warnings point into `messages`. The hub messages are the
 * input's one for one, and so are a user message's parts. With `spellings` (the target is Chat Completions), each reasoning key is noted for its writer.
 */
export function readChatCompletions(messages: readonly ChatCompletionMessage[], warn: Warnings["warn"], copy: Copy, spellings = false): ChatMessage[] {
  const state: State = { warn, copy, out: [], lastCalls: [], names: undefined, functionCallId: undefined, spellings };
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    (byRole[message.role] as Convert<ChatCompletionMessage>)(message, i, state);
  }
  return state.out;
}

/**
 * Converts OpenAI Chat Completions `messages` (the openai SDK's `ChatCompletionMessageParam[]`, a
 * response's `choices[0].message`, and the DeepSeek, OpenRouter and Gemini reasoning fields) into a
 * chat history. Anything the history cannot carry is reported through `options.onWarning` (or thrown with `strict`).
 * @example fromChatCompletionMessages([{ role: "user", content: "Hi" }]) // [{ role: "user", content: "Hi" }]
 */
export function fromChatCompletionMessages(input: ReadonlyDeep<ChatCompletionMessage[]>, options?: FromChatCompletionsOptions): ChatMessage[] {
  const messages = input as readonly ChatCompletionMessage[];
  const name = "fromChatCompletionMessages";
  readingInput(name, () => {
    const checked = validateChatCompletionMessages(messages);
    ensureValid(name, checked.ok ? [] : checked.issues, optionIssues(options, commonRules));
  });
  const warnings = collector(options ?? {}, messages);
  const out = afterValidation(name, () => readChatCompletions(messages, warnings.warn, copyJson));
  warnings.finish(name, () => afterValidation(name, () => chatCompletionRuleIssues(messages)));
  return out;
}
