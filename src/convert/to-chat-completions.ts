// ChatMessage[] (the hub) → Chat Completions messages, for the kind of server named by `dialect`.
import type { Copy } from "./copy.js";
import type { ReadonlyDeep } from "../validate/readonly.js";
import type {
  AssistantMessage, ChatCompletionAssistantMessage, ChatCompletionContentPart, ChatCompletionMessage,
  ChatCompletionToolCall, ChatCompletionToolMessage, ChatMessage, ContentPart, DeveloperMessage, ImagePart, SystemMessage, TextPart, ToolCall, ToolMessage, UserMessage,
} from "../../generated/types.js";
import type { Issue } from "../validate/issue.js";
import {
  validateChatCompletionReasoningEncrypted, validateChatCompletionReasoningOther, validateChatCompletionReasoningSummary, validateChatCompletionReasoningText,
} from "../../generated/validators.js";
import { fileNameFor, toDataUrl } from "./data-url.js";
import { CHAT_COMPLETIONS_DIALECTS, chatCompletionsVendorIssues, partProblem, type ChatCompletionsDialect } from "../validate/rules/chat-completions.js";
import { CHAT_COMPLETIONS_PAIRING } from "./vendor-check.js";
import { fromHub } from "./hub-writer.js";
import { foreignSlots, putField } from "./provider-slots.js";
import { isChatCompletionMessage } from "../validate/validate.js";
import { assistantTextParts, instructionParts } from "./system-parts.js";
import { oneOf } from "./options.js";
import { madeUpId, type WarningOptions, type Warnings } from "./warnings.js";
import type { WrittenChatCompletionMessage } from "./written-item.js";

/** The kinds of server `dialect` names; each reads reasoning from different fields. */
export const DIALECTS = CHAT_COMPLETIONS_DIALECTS;
/** What `reasoningContent` accepts (DeepSeek's `reasoning_content` policy). */
export const REASONING_CONTENT = ["tool-turns", "all"] as const;
/** What `toolImages` accepts. */
export const TOOL_IMAGES = ["drop", "user-message"] as const;

/** Options of `toChatCompletionMessages`. */
export interface ToChatCompletionsOptions extends WarningOptions {
  /**
   * The server that receives the messages: `"openai"` (default; no reasoning fields), `"deepseek"`
   * (`reasoning_content`; vLLM, Qwen and Kimi read the same field), `"openrouter"` (`reasoning` and
   * `reasoning_details`) or `"gemini"` (its OpenAI compatibility layer: `extra_content.google.thought_signature`).
   */
  dialect?: ChatCompletionsDialect;
  /**
   * With `dialect: "deepseek"`: `"tool-turns"` (default) writes `reasoning_content` on the assistant
   * messages of user turns that made tool calls, as DeepSeek requires, and drops it elsewhere (reported);
   * `"all"` writes it wherever the history has reasoning.
   */
  reasoningContent?: (typeof REASONING_CONTENT)[number];
  /**
   * A tool message carries text only. `"drop"` (default) drops a tool's images with a warning;
   * `"user-message"` moves them into a user message right after the run of tool messages (reported).
   */
  toolImages?: (typeof TOOL_IMAGES)[number];
}

interface Context {
  warn: Warnings["warn"];
  copy: Copy;
  dialect: ChatCompletionsDialect;
  options: ToChatCompletionsOptions;
  out: WrittenChatCompletionMessage[];
  /** Each earlier call by id, to check the names tool messages cannot carry. */
  calls: Map<string, ToolCall>;
  /** Images of the current run of tool messages, waiting for the user message after it. */
  pendingImages: ImagePart[];
  /** Per message index: does the user turn it belongs to make a tool call (DeepSeek's rule)? */
  toolTurn: boolean[] | undefined;
}

type Convert<M> = (message: M, i: number, ctx: Context) => void;

const named = (message: { name?: string }) => (message.name === undefined ? {} : { name: message.name });

/** The instructions: `content`, or its text parts (each with its prompt-cache breakpoint) while they join to it. */
function instructions(message: SystemMessage | DeveloperMessage, i: number, ctx: Context): string | { type: "text"; text: string }[] {
  const parts = instructionParts(message, i, ctx.warn);
  // No parts is an empty content list, which Chat Completions refuses: the empty string goes instead.
  return parts === undefined || parts.length === 0 ? message.content : textParts(parts, `/${i}/parts`, ctx);
}

/** Text parts as Chat Completions writes them, each with its prompt-cache breakpoint (its `openai`-tagged slot). */
function textParts(parts: readonly TextPart[], at: string, ctx: Context): { type: "text"; text: string }[] {
  return parts.map((part, k) => withBreakpoint({ type: "text", text: part.text }, part, `${at}/${k}`, ctx) as { type: "text"; text: string });
}

function system(message: SystemMessage, i: number, ctx: Context) {
  ctx.out.push({ role: "system", content: instructions(message, i, ctx), ...named(message) });
}

function developer(message: DeveloperMessage, i: number, ctx: Context) {
  ctx.out.push({ role: "developer", content: instructions(message, i, ctx), ...named(message) });
}

/** The media type each input_audio format reads back as. */
const AUDIO_TYPES_READ = { wav: "audio/wav", mp3: "audio/mpeg" } as const;

const AUDIO_FORMATS: Record<string, "wav" | "mp3"> = { "audio/wav": "wav", "audio/x-wav": "wav", "audio/mpeg": "mp3", "audio/mp3": "mp3" };

function imageUrl(url: string, detail: ImagePart["detail"]): ChatCompletionContentPart {
  return { type: "image_url", image_url: detail === undefined ? { url } : { url, detail } };
}

function userPart(part: ContentPart, at: () => string, ctx: Context): ChatCompletionContentPart | undefined {
  switch (part.type) {
    case "text":
      return { type: "text", text: part.text };
    case "image":
      return imageUrl(toDataUrl(part.mimeType, part.data), part.detail);
    case "imageUrl":
      return imageUrl(part.url, part.detail);
    case "file": {
      const format = AUDIO_FORMATS[part.mimeType];
      if (format === undefined) {
        let filename = part.filename;
        const kept = fileSlot(part);
        if (kept !== undefined) return { type: "file", file: { file_data: toDataUrl(part.mimeType, part.data), ...(filename === undefined ? {} : { filename }), ...kept } };
        if (filename === undefined && ctx.dialect === "openai") {
          filename = fileNameFor(part.mimeType);
          ctx.warn("filename_added", at(), `OpenAI requires a filename with file_data and the part has none; ${JSON.stringify(filename)} was written`);
        }
        return { type: "file", file: { file_data: toDataUrl(part.mimeType, part.data), ...(filename === undefined ? {} : { filename }) } };
      }
      if (part.filename !== undefined) ctx.warn("field_dropped", `${at()}/filename`, "an input_audio part has no filename; it was dropped");
      if (AUDIO_TYPES_READ[format] !== part.mimeType) ctx.warn("media_type_changed", `${at()}/mimeType`, `input_audio names its format only (${format}); ${JSON.stringify(part.mimeType)} reads back as ${JSON.stringify(AUDIO_TYPES_READ[format])}`);
      return { type: "input_audio", input_audio: { data: part.data, format } };
    }
    case "fileId":
      return { type: "file", file: { file_id: part.fileId, ...(part.filename === undefined ? {} : { filename: part.filename }), ...(fileSlot(part)?.filename === "" && part.filename === undefined ? { filename: "" } : {}) } };
    case "imageFileId":
    case "fileUrl":
      ctx.warn("unsupported_content", at(), `a ${part.type} part has no Chat Completions form (images go by URL or data URL, files by data or file id); it was dropped`);
      return undefined;
    case "provider":
      // A Chat Completions file part the hub holds only verbatim (its own wire's): written back as it was.
      if (part.provider !== "openai") return undefined;
      if (isFilePart(part.value)) return ctx.copy(part.value) as ChatCompletionContentPart;
      ctx.warn("provider_part_dropped", at(), "this openai element is not a Chat Completions file part and has no form in Chat Completions; it was dropped");
      return undefined;
  }
}

/** What a file part's `openai`-tagged slot keeps of its `file` (an empty filename, a file_id beside file_data); `undefined` when nothing. */
function fileSlot(part: { providerFields?: { provider: string; fields: Record<string, unknown> } }): { file_id?: string; filename?: string } | undefined {
  const file = part.providerFields?.provider === "openai" ? part.providerFields.fields.file : undefined;
  if (file === null || typeof file !== "object" || Array.isArray(file)) return undefined;
  const { file_id, filename } = file as Record<string, unknown>;
  const out = { ...(typeof file_id === "string" && { file_id }), ...(filename === "" && { filename }) };
  return Object.keys(out).length ? out : undefined;
}

/** Whether a provider part's value is a Chat Completions file part (its `file` of string fields only). */
function isFilePart(value: unknown): boolean {
  const { type, file, ...rest } = value as { type?: unknown; file?: unknown };
  if (type !== "file" || file === null || typeof file !== "object" || Array.isArray(file)) return false;
  if (Object.keys(rest).some((key) => key !== "prompt_cache_breakpoint")) return false;
  return Object.entries(file).every(([key, v]) => (key === "file_data" || key === "file_id" || key === "filename") && typeof v === "string");
}

/** Whether Chat Completions takes a part in a user message. */
const takenInUser = (part: unknown): boolean => isChatCompletionMessage({ role: "user", content: [part] });

/** A user part's prompt-cache breakpoint (its `openai`-tagged slot) put back; any other key of that slot is warned. */
function withBreakpoint(converted: ChatCompletionContentPart | undefined, part: ContentPart, at: string, ctx: Context): ChatCompletionContentPart | undefined {
  const slot = part.type === "provider" ? undefined : part.providerFields;
  if (converted === undefined || slot === undefined || slot.provider !== "openai") return converted;
  let out = converted;
  for (const [key, value] of Object.entries(slot.fields)) {
    if (key === "prompt_cache_breakpoint") {
      const copy = { ...out } as Record<string, unknown>;
      putField(copy, key, ctx.copy(value), takenInUser, at, "Chat Completions", ctx.warn);
      out = copy as unknown as ChatCompletionContentPart;
    }
    else if (key === "file" && out.type === "file" && fileSlot(part as { providerFields?: { provider: string; fields: Record<string, unknown> } }) !== undefined) continue;
    else ctx.warn("provider_fields_dropped", `${at}/providerFields/fields/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, `${JSON.stringify(key)} has no slot in a Chat Completions part; it was dropped`);
  }
  return out;
}

function user(message: UserMessage, i: number, ctx: Context) {
  flushImages(ctx);
  if (typeof message.content === "string") {
    ctx.out.push({ role: "user", content: message.content, ...named(message) });
    return;
  }
  const content: ChatCompletionContentPart[] = [];
  message.content.forEach((part, k) => {
    const converted = withBreakpoint(userPart(part, () => `/${i}/content/${k}`, ctx), part, `/${i}/content/${k}`, ctx);
    if (converted === undefined) return;
    const problem = partProblem(converted, ctx.dialect);
    if (problem === undefined) content.push(converted);
    else ctx.warn(problem.rule.code, `/${i}/content/${k}`, `${problem.detail}; the part was dropped (${problem.rule.says})`);
  });
  if (content.length === 0) {
    ctx.warn("empty_message_dropped", `/${i}`, "Chat Completions refuses a user message with empty content; this one had nothing left to write, so it was left out");
    return;
  }
  ctx.out.push({ role: "user", content, ...named(message) });
}

function toolCall(call: ToolCall, i: number, k: number, ctx: Context): ChatCompletionToolCall {
  ctx.calls.set(call.id, call);
  madeUpId(call, `/${i}/toolCalls/${k}`, ctx.warn);
  const signature = call.thoughtSignature;
  if (call.type === "custom") {
    if (signature !== undefined) signatureDropped(i, k, "a custom tool call has no extra_content", ctx);
    return { id: call.id, type: "custom", custom: { name: call.name, input: call.arguments } };
  }
  const fn: ChatCompletionToolCall = { id: call.id, type: "function" as const, function: { name: call.name, arguments: call.arguments } };
  const extra = call.extraContent === undefined ? undefined : (ctx.copy(call.extraContent) as Record<string, unknown>);
  if (signature !== undefined && ctx.dialect !== "gemini") signatureDropped(i, k, `dialect ${JSON.stringify(ctx.dialect)} has no field for it (only "gemini" does)`, ctx);
  if (signature !== undefined && ctx.dialect === "gemini") {
    const google = extra?.google !== null && typeof extra?.google === "object" ? (extra.google as Record<string, unknown>) : {};
    fn.extra_content = { ...extra, google: { thought_signature: signature, ...google } } as typeof fn.extra_content;
  } else if (extra !== undefined) {
    // Chat Completions' `google` entry needs its thought_signature; without one it cannot be written.
    const { google, ...rest } = extra;
    if (google !== undefined) {
      ctx.warn("extra_content_dropped", `/${i}/toolCalls/${k}/extraContent/google`, "extra_content.google is written only with the call's thought signature (dialect \"gemini\"); its other keys were dropped");
    }
    if (Object.keys(rest).length) fn.extra_content = rest as typeof fn.extra_content;
  }
  return fn;
}

function signatureDropped(i: number, k: number, why: string, ctx: Context) {
  ctx.warn("thought_signature_dropped", `/${i}/toolCalls/${k}/thoughtSignature`, `Gemini's thoughtSignature was dropped: ${why}`);
}

/** Writes the reasoning fields `ctx.dialect` reads; warns each one it cannot carry. */
function reasoning(message: AssistantMessage, out: ChatCompletionAssistantMessage, i: number, ctx: Context) {
  const { dialect } = ctx;
  const { spelled, other } = reasoningSpelling(message);
  if (other !== undefined && (message.reasoning === undefined || spelled !== "both" || (dialect !== "openrouter" && dialect !== "deepseek"))) {
    ctx.warn(message.reasoning === undefined || spelled !== "both" ? "provider_fields_dropped" : "reasoning_dropped", `/${i}/providerFields/fields/reasoning`, message.reasoning === undefined || spelled !== "both"
      ? "a second reasoning text kept beside reasoning_content, but the message's reasoning is gone; it was dropped"
      : `dialect ${JSON.stringify(dialect)} has no reasoning field (pass dialect "deepseek" or "openrouter" to keep it); it was dropped`);
  }
  if (message.reasoning !== undefined && spelled !== undefined && (dialect === "openrouter" || dialect === "deepseek")) {
    // The keys the message was read with: OpenRouter reads either, DeepSeek takes what it was given.
    if (spelled !== "reasoning") out.reasoning_content = message.reasoning;
    if (spelled !== "reasoning_content") out.reasoning = other ?? message.reasoning;
  } else if (message.reasoning !== undefined) {
    if (dialect === "openrouter") out.reasoning = message.reasoning;
    else if (dialect === "deepseek") {
      if (ctx.options.reasoningContent === "all" || ctx.toolTurn?.[i]) out.reasoning_content = message.reasoning;
      else ctx.warn("reasoning_dropped", `/${i}/reasoning`, 'DeepSeek reads reasoning_content back only in user turns that made tool calls (reasoningContent "tool-turns"); it was dropped');
    } else {
      ctx.warn("reasoning_dropped", `/${i}/reasoning`, `dialect ${JSON.stringify(dialect)} has no reasoning field (pass dialect "deepseek" or "openrouter" to keep it); it was dropped`);
    }
  } else if (dialect === "deepseek" && ctx.toolTurn?.[i] && ctx.options.reasoningContent !== "all") {
    ctx.warn("reasoning_content_missing", `/${i}`, "this assistant message is in a user turn that made tool calls but has no reasoning; DeepSeek's thinking mode answers 400 without reasoning_content");
  }
  if (message.reasoningDetails !== undefined) {
    if (dialect === "openrouter") out.reasoning_details = openRouterDetails(message.reasoningDetails, i, ctx);
    else ctx.warn("reasoning_details_dropped", `/${i}/reasoningDetails`, `dialect ${JSON.stringify(dialect)} has no reasoning_details (only "openrouter" does); they were dropped`);
  }
  if (message.reasoningItems !== undefined) {
    ctx.warn("reasoning_items_dropped", `/${i}/reasoningItems`, `reasoning items made by ${JSON.stringify(message.reasoningItems.provider)} have no slot in Chat Completions messages; they were dropped`);
  }
}

/** How a Chat Completions message spelled its reasoning (its `openai`-tagged slot's `spelling.reasoning`), and a second, different `reasoning` kept beside it. */
function reasoningSpelling(message: AssistantMessage): { spelled?: "reasoning_content" | "reasoning" | "both"; other?: string } {
  const slot = message.providerFields;
  if (slot === undefined || slot.provider !== "openai") return {};
  const fields = slot.fields as { spelling?: { reasoning?: unknown }; reasoning?: unknown };
  const given = fields.spelling !== null && typeof fields.spelling === "object" ? fields.spelling.reasoning : undefined;
  const spelled = given === "reasoning_content" || given === "reasoning" || given === "both" ? given : undefined;
  return { ...(spelled && { spelled }), ...(typeof fields.reasoning === "string" && { other: fields.reasoning }) };
}

/** Whether a message's `openai`-tagged slot says the wire spelled it so (`spelling[key] === value`). */
function spelledAs(slot: { provider: string; fields: Record<string, unknown> } | undefined, key: string, value: unknown): boolean {
  const spelling = slot?.provider === "openai" ? slot.fields.spelling : undefined;
  return spelling !== null && typeof spelling === "object" && (spelling as Record<string, unknown>)[key] === value;
}

/** The schema's check of one `reasoning_details` entry, selected by its `type` as the union selects it. */
const DETAIL_CHECKS: Record<string, (value: unknown) => boolean> = {
  "reasoning.text": validateChatCompletionReasoningText,
  "reasoning.encrypted": validateChatCompletionReasoningEncrypted,
  "reasoning.summary": validateChatCompletionReasoningSummary,
};

const holdsDetail = (entry: unknown): boolean => {
  const type = entry !== null && typeof entry === "object" ? (entry as { type?: unknown }).type : undefined;
  return typeof type === "string" && (Object.hasOwn(DETAIL_CHECKS, type) ? DETAIL_CHECKS[type]! : validateChatCompletionReasoningOther)(entry);
};

/** The entries OpenRouter's `reasoning_details` can hold (objects with a `type`), copied in order; each other entry is dropped, reported. */
function openRouterDetails(details: unknown[], i: number, ctx: Context): ChatCompletionAssistantMessage["reasoning_details"] {
  const kept: unknown[] = [];
  details.forEach((entry, k) => {
    const at = `/${i}/reasoningDetails/${k}`;
    if (holdsDetail(entry)) kept.push(ctx.copy(entry, at));
    else ctx.warn("reasoning_details_dropped", at, "this entry is not one OpenRouter's reasoning_details can hold (an object with a type); it was dropped");
  });
  return kept as ChatCompletionAssistantMessage["reasoning_details"];
}

function assistant(message: AssistantMessage, i: number, ctx: Context) {
  flushImages(ctx);
  const calls = message.toolCalls ?? [];
  const empty = message.content === "" && (calls.length > 0 || message.refusal !== undefined || message.audioId !== undefined) && !spelledAs(message.providerFields, "content", "");
  const out: Extract<WrittenChatCompletionMessage, { role: "assistant" }> = { role: "assistant", content: empty ? null : message.content };
  if (message.refusal !== undefined) out.refusal = message.refusal;
  const parts = assistantTextParts(message, i, ctx.warn);
  if (parts !== undefined) out.content = parts.map((part) => ({ type: "text", text: part.text }));
  if (message.name !== undefined) out.name = message.name;
  const legacy = calls.at(-1);
  if (legacy !== undefined && legacy.idGenerated && legacy.type !== "custom" && legacy.thoughtSignature === undefined && legacy.extraContent === undefined
    && legacy.providerFields === undefined && spelledAs(message.providerFields, "functionCall", true)) {
    // Read from a deprecated function_call (which has no id): written back as one.
    ctx.calls.set(legacy.id, legacy);
    out.function_call = { name: legacy.name, arguments: legacy.arguments };
    if (calls.length > 1) out.tool_calls = calls.slice(0, -1).map((call, k) => toolCall(call, i, k, ctx));
  } else if (calls.length) out.tool_calls = calls.map((call, k) => toolCall(call, i, k, ctx));
  if (message.audioId !== undefined) out.audio = { id: message.audioId };
  if (message.providerFields !== undefined) assistantFields(message, out, i, ctx);
  reasoning(message, out, i, ctx);
  const before = ctx.out[ctx.out.length - 1];
  if (before?.role === "assistant" && before.tool_calls?.length && mergeable(before, out)) {
    merge(before, out);
    ctx.warn("assistant_tool_calls_merged", `/${i}`, "Chat Completions wants the tool messages right after an assistant message with tool_calls; this assistant message came before them, so it was merged into the one before it (its text after that one's text, its calls after that one's calls)");
    return;
  }
  ctx.out.push(out);
}

/** An assistant content part as Chat Completions takes it: a text or a refusal (kept without loading the message validator into this writer's bundle). */
const assistantPart = (p: unknown): boolean => {
  if (p === null || typeof p !== "object") return false;
  const { type, text, refusal } = p as { type?: unknown; text?: unknown; refusal?: unknown };
  return (type === "text" && typeof text === "string") || (type === "refusal" && typeof refusal === "string");
};

/** The keys of an assistant message's `openai`-tagged slot that Chat Completions writes back. */
const ASSISTANT_FIELDS = new Set(["content", "refusal", "annotations", "audio", "spelling", "reasoning"]);

/**
 * Puts back what an assistant message's `openai`-tagged slot keeps of the Chat Completions message it
 * was read from: its content parts (and the refusal field beside them) while their texts still join to
 * the message's content and their refusals to its refusal, and its annotations. Every other key (a
 * Responses output message's id, status, phase) is warned, and so are parts that no longer match.
 */
function assistantFields(message: AssistantMessage, out: Extract<WrittenChatCompletionMessage, { role: "assistant" }>, i: number, ctx: Context) {
  const slot = message.providerFields!;
  if (slot.provider !== "openai") return;
  const fields = slot.fields as Record<string, unknown>;
  const at = `/${i}/providerFields/fields`;
  for (const key of Object.keys(fields)) {
    if (!ASSISTANT_FIELDS.has(key)) ctx.warn("provider_fields_dropped", `${at}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, `${JSON.stringify(key)} has no slot in a Chat Completions assistant message; it was dropped`);
  }
  const audio = fields.audio as { id?: unknown } | undefined;
  if (audio !== undefined) {
    if (audio !== null && typeof audio === "object" && !Array.isArray(audio) && audio.id === message.audioId && isChatCompletionMessage({ role: "assistant", content: null, audio })) out.audio = ctx.copy(audio) as typeof out.audio;
    else ctx.warn("provider_fields_dropped", `${at}/audio`, "the audio kept in providerFields is not the message's audio (its id differs from audioId, or it is not a Chat Completions audio); only audioId was written");
  }
  const annotations = fields.annotations;
  if (annotations !== undefined) {
    if (Array.isArray(annotations) && isChatCompletionMessage({ role: "assistant", content: "", annotations })) out.annotations = ctx.copy(annotations) as typeof out.annotations;
    else ctx.warn("provider_fields_dropped", `${at}/annotations`, "not a Chat Completions annotations list; it was dropped");
  }
  // No parts is no content (Chat Completions refuses an empty list): nothing to put back.
  if (fields.content === undefined || (Array.isArray(fields.content) && fields.content.length === 0 && fields.refusal === undefined)) return;
  const parts = Array.isArray(fields.content) ? (fields.content as { type?: unknown; text?: unknown; refusal?: unknown }[]) : [];
  const text = parts.filter((p) => p?.type === "text").map((p) => p.text).join("");
  const refusals = [...(fields.refusal === undefined ? [] : [fields.refusal]), ...parts.filter((p) => p?.type === "refusal").map((p) => p.refusal)];
  const same = text === message.content && (refusals.length ? refusals.join("") === message.refusal : message.refusal === undefined);
  if (same && Array.isArray(fields.content) && parts.every(assistantPart) && (fields.refusal === undefined || typeof fields.refusal === "string")) {
    out.content = ctx.copy(fields.content) as typeof out.content;
    if (fields.refusal === undefined) delete out.refusal;
    else out.refusal = fields.refusal as string;
    return;
  }
  ctx.warn("provider_fields_dropped", `${at}/content`, same
    ? "the content parts kept in providerFields are not Chat Completions assistant content; the message was written from its content"
    : "the message's text or refusal changed since it was read, so the content parts kept in providerFields were not written; the message was written from its content");
}

/** Two assistant messages can be one when nothing of the second has no place beside the first's. */
const mergeable = (a: ChatCompletionAssistantMessage, b: ChatCompletionAssistantMessage) =>
  a.name === b.name && b.audio === undefined && (a.refusal == null || b.refusal == null) && a.function_call == null && b.function_call == null;

const texts = (content: ChatCompletionAssistantMessage["content"]): string[] =>
  content == null ? [] : typeof content === "string" ? (content === "" ? [] : [content]) : content.map((p) => (p.type === "text" ? p.text : p.refusal));

/** Writes `b` into `a`: texts in order (one string, or text parts when both have some), calls, then reasoning joined in order. */
function merge(a: ChatCompletionAssistantMessage, b: ChatCompletionAssistantMessage) {
  const all = [...texts(a.content), ...texts(b.content)];
  a.content = all.length === 0 ? null : all.length === 1 ? all[0]! : all.map((text) => ({ type: "text" as const, text }));
  a.tool_calls = [...a.tool_calls!, ...(b.tool_calls ?? [])];
  if (b.refusal != null) a.refusal = b.refusal;
  if (b.reasoning_content != null) a.reasoning_content = (a.reasoning_content ?? "") + b.reasoning_content;
  if (b.reasoning != null) a.reasoning = (a.reasoning ?? "") + b.reasoning;
  if (b.reasoning_details != null) a.reasoning_details = [...(a.reasoning_details ?? []), ...b.reasoning_details];
}

function tool(message: ToolMessage, i: number, ctx: Context) {
  const call = ctx.calls.get(message.toolCallId);
  if (spelledAs(message.providerFields, "role", "function") && message.parts === undefined && message.images === undefined && message.isError !== true) {
    // Read from a deprecated function message: written back as one (it carries the name, and no id).
    const nullContent = message.content === "" && spelledAs(message.providerFields, "content", null);
    ctx.out.push({ role: "function", name: message.name, content: nullContent ? null : message.content });
    return;
  }
  if (call?.name !== message.name) {
    const why = call === undefined ? "no earlier tool call has this id" : `the call with this id is named ${JSON.stringify(call.name)}`;
    ctx.warn("tool_name_dropped", `/${i}/name`, `a Chat Completions tool message has no name and ${why}, so the name cannot be recovered`);
  }
  if (message.isError === true) ctx.warn("is_error_dropped", `/${i}/isError`, "a Chat Completions tool message has no error flag; isError: true was dropped (say so in the content if the model must know)");
  const images = [...(message.images ?? [])];
  let content: ChatCompletionToolMessage["content"] = message.content;
  if (message.parts !== undefined) {
    const texts: { type: "text"; text: string }[] = message.content === "" ? [] : [{ type: "text", text: message.content }];
    message.parts.forEach((part, k) => {
      if (part.type === "text") texts.push(withBreakpoint({ type: "text", text: part.text }, part, `/${i}/parts/${k}`, ctx) as { type: "text"; text: string });
      else if (part.type === "image") images.push(part);
      else if (part.type !== "provider") ctx.warn("unsupported_content", `/${i}/parts/${k}`, `a tool message carries text only; this ${part.type} part was dropped`);
    });
    // No text left of some parts is an empty text; no parts at all is an empty list, as read.
    content = texts.length === 0 && message.parts.length > 0 ? "" : texts;
  }
  ctx.out.push({ role: "tool", tool_call_id: message.toolCallId, content });
  if (images.length === 0) return;
  // The images sit in `images`, or among the ordered `parts` when the message has those.
  const where = message.images?.length ? `/${i}/images` : `/${i}/parts`;
  if (ctx.options.toolImages === "user-message") {
    ctx.warn("tool_images_moved", where, `a tool message carries text only; its ${images.length} image(s) were moved into a user message after the tool messages`);
    ctx.pendingImages.push(...images);
  } else {
    ctx.warn("tool_images_dropped", where, `a tool message carries text only; its ${images.length} image(s) were dropped (toolImages "user-message" moves them into a user message)`);
  }
}

/** Writes the images the tool messages before returned, as one user message. */
function flushImages(ctx: Context) {
  if (ctx.pendingImages.length === 0) return;
  ctx.out.push({ role: "user", content: ctx.pendingImages.map((image) => imageUrl(toDataUrl(image.mimeType, image.data), image.detail)) });
  ctx.pendingImages = [];
}

const byRole: { [R in ChatMessage["role"]]: Convert<Extract<ChatMessage, { role: R }>> } = {
  system: (m, i, ctx) => (flushImages(ctx), system(m, i, ctx)),
  developer: (m, i, ctx) => (flushImages(ctx), developer(m, i, ctx)),
  user,
  assistant,
  tool,
};

/** Per message: does its user turn (the messages between two user messages) make a tool call? */
function toolTurns(messages: readonly ChatMessage[]): boolean[] {
  const marks = new Array<boolean>(messages.length).fill(false);
  let start = 0;
  let calls = false;
  const close = (end: number) => {
    if (calls) marks.fill(true, start, end);
  };
  messages.forEach((message, i) => {
    if (message.role === "user") {
      close(i);
      start = i;
      calls = false;
    } else if (message.role === "assistant" && message.toolCalls?.length) calls = true;
  });
  close(messages.length);
  return marks;
}

/** Chat Completions writes back a call's `extra_content`; it has no other provider-tagged slot. */
const KEEPS = { extraContent: true, partsProvider: "openai", assistantProvider: "openai", userPartsProvider: "openai" };

/** Writes validated hub messages; warnings point into `messages`. */
export function writeChatCompletions(messages: readonly ChatMessage[], options: ToChatCompletionsOptions, warn: Warnings["warn"], copy: Copy): WrittenChatCompletionMessage[] {
  const dialect = options.dialect ?? "openai";
  const ctx: Context = {
    warn, copy, dialect, options, out: [], calls: new Map(), pendingImages: [],
    toolTurn: dialect === "deepseek" && options.reasoningContent !== "all" ? toolTurns(messages) : undefined,
  };
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (foreignSlots(message, i, KEEPS, warn)) continue;
    (byRole[message.role] as Convert<ChatMessage>)(message, i, ctx);
  }
  flushImages(ctx);
  return ctx.out;
}

export const toChatCompletionsRules = {
  dialect: oneOf(...DIALECTS),
  reasoningContent: oneOf(...REASONING_CONTENT),
  toolImages: oneOf(...TOOL_IMAGES),
};

/** Option issues beyond each key's own rule: `reasoningContent` is DeepSeek's policy only. */
export function chatCompletionsOptionIssues(options: ToChatCompletionsOptions | undefined): Issue[] {
  if (options?.reasoningContent === undefined || options.dialect === "deepseek") return [];
  return [{ path: "/reasoningContent", code: "invalid_option", expected: 'dialect "deepseek"', received: JSON.stringify(options.dialect ?? "openai"), message: `options/reasoningContent: applies to dialect "deepseek" only, but the dialect is ${JSON.stringify(options.dialect ?? "openai")}` }];
}

/**
 * Converts a chat history into OpenAI Chat Completions `messages` for the server `options.dialect`
 * names. Reasoning is never written as a content part; what the server cannot carry is reported
 * through `options.onWarning` (or thrown with `strict`).
 * @example toChatCompletionMessages([{ role: "user", content: "Hi" }]) // [{ role: "user", content: "Hi" }]
 */
export function toChatCompletionMessages(input: ReadonlyDeep<ChatMessage[]>, options?: ToChatCompletionsOptions): WrittenChatCompletionMessage[] {
  return fromHub("toChatCompletionMessages", input as readonly ChatMessage[], options, toChatCompletionsRules, writeChatCompletions, chatCompletionsOptionIssues, {
    target: "Chat Completions messages", codes: CHAT_COMPLETIONS_PAIRING, issues: (out, o) => chatCompletionsVendorIssues(out, o.dialect, true),
  });
}
