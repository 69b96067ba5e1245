// ChatMessage[] → Responses API Item[]: one function per role, routed by `byRole`.
import type { ReadonlyDeep } from "../validate/readonly.js";
import type {
  AssistantMessage, ChatMessage, ContentPart, CustomToolCallItem, DeveloperMessage, FunctionCallItem, InputContent as ReadInputContent, Item,
  ItemStatus, NewAssistantPartsMessageItem, ProviderFields, ReasoningItems, SystemMessage, ToolCall, ToolMessage, UserMessage,
} from "../../generated/types.js";
import { isChatMessage, isItem, validateChatMessages } from "../validate/validate.js";
import { escapePointer, type Issue } from "../validate/issue.js";
import { checkItems } from "./vendor-check.js";
import { toDataUrl, fileNameFor } from "./data-url.js";
import { copyJson, type Copy } from "./copy.js";
import { afterValidation, commonRules, ensureValid, nonEmptyString, oneOf, optionIssues, readingInput } from "./options.js";
import { collector, madeUpId, type WarningOptions, type Warnings } from "./warnings.js";
import { chatRuleIssues } from "../validate/conversation.js";
import { isAssistantParts, type PartsItem, type WrittenItem } from "./written-item.js";
import { quietField, foreignSlots, keptFields, providerTag, WIRE_PROVIDER } from "./provider-slots.js";
import { withoutNulls, type NoNulls } from "./null-fields.js";
import { assistantTextParts, instructionParts } from "./system-parts.js";
import { messageFields, providerInputPart, textFieldsDropped, withPartFields } from "./items-slots.js";

/** An input part as the writer writes it (no null in an optional field). */
type InputContent = NoNulls<ReadInputContent>;

/** The roles `systemRole` accepts. */
export const SYSTEM_ROLES = ["system", "developer"] as const;

/** Options of `fromChatMessages`. */
export interface FromChatOptions extends WarningOptions {
  /** The role `system` messages get in the items: `system` (default) or `developer`. */
  systemRole?: (typeof SYSTEM_ROLES)[number];
  /** The provider the items are for; `reasoningItems` tagged with it are replayed, others warned. */
  provider?: string;
  /**
   * How an assistant message without an item id is written: `"text"` (default), its text as a string
   * content, the form the openai SDK types (a refusal becomes text, reported); `"parts"`, its output
   * parts (`output_text` and `refusal`, in order, with the annotations and logprobs it was read with),
   * which the Responses API takes but the SDK does not type, so the result is `PartsItem[]`.
   */
  assistantParts?: (typeof ASSISTANT_PARTS)[number];
}

/** The values `assistantParts` accepts. */
export const ASSISTANT_PARTS = ["text", "parts"] as const;

interface Context {
  warn: Warnings["warn"];
  copy: Copy;
  options: FromChatOptions;
  previous: ChatMessage | undefined;
  messages: readonly ChatMessage[];
  /** The tool calls of the latest assistant message that made any: most tool messages answer these. */
  lastCalls: readonly ToolCall[];
  /** Every earlier call by id; built only when a tool message answers an older call. */
  calls: Map<string, ToolCall> | undefined;
  /** The output; each converter appends to it (no intermediate arrays on the hot path). */
  items: WrittenItem[];
}

/** Converts the message at index `i`; JSON pointers are built only when a warning needs one. */
type Convert<M> = (message: M, i: number, ctx: Context) => void;

type PartOf<T extends ContentPart["type"]> = Extract<ContentPart, { type: T }>;
/** Where a part sits, for a warning: message index and part index. */
type At = { i: number; k: number; ctx: Context; field?: string };

const partToInput: { [T in ContentPart["type"]]: (part: PartOf<T>, at: At) => InputContent | undefined } = {
  text: (part) => ({ type: "input_text", text: part.text }),
  image: (part) => ({ type: "input_image", detail: part.detail ?? "auto", image_url: toDataUrl(part.mimeType, part.data) }),
  imageUrl: (part) => ({ type: "input_image", detail: part.detail ?? "auto", image_url: part.url }),
  imageFileId: (part) => ({ type: "input_image", detail: part.detail ?? "auto", file_id: part.fileId }),
  file: (part, at) => ({ type: "input_file", file_data: toDataUrl(part.mimeType, part.data), filename: part.filename ?? keptName(part) ?? addedName(part, at) }),
  fileUrl: (part) => ({ type: "input_file", file_url: part.url, ...(part.filename !== undefined && { filename: part.filename }) }),
  fileId: (part) => ({ type: "input_file", file_id: part.fileId, ...(part.filename !== undefined && { filename: part.filename }) }),
  provider: (part, { i, k, ctx, field }) => providerInputPart(part, `/${i}/${field ?? "content"}/${k}`, ctx.warn, ctx.copy),
};

/** The filename an inline file part was read with when the hub part has none (an empty one), from its OpenAI-tagged slot. */
function keptName(part: PartOf<"file">): string | undefined {
  const name = part.providerFields?.provider === OPENAI ? (part.providerFields.fields as { filename?: unknown }).filename : undefined;
  return typeof name === "string" ? name : undefined;
}

/** The name written for inline file data that has none (the Responses API requires one), reported. */
function addedName(part: PartOf<"file">, { i, k, ctx, field }: At): string {
  const name = fileNameFor(part.mimeType);
  ctx.warn("filename_added", `/${i}/${field ?? "content"}/${k}`, `the Responses API requires a filename with file_data and the part has none; ${JSON.stringify(name)} was written`);
  return name;
}

/** The input part of a hub part, with its OpenAI-tagged fields; `undefined` for another provider's part (which `foreignSlots` warned). */
function inputPart(part: ContentPart, at: At): InputContent | undefined {
  const written = (partToInput[part.type] as (p: ContentPart, at: At) => InputContent | undefined)(part, at);
  if (written === undefined || part.type === "provider" || part.providerFields === undefined) return written;
  return withPartFields(written, part, `/${at.i}/${at.field ?? "content"}/${at.k}`, at.ctx.warn);
}

/** Warns a participant name: Responses messages have no slot for it. */
function nameDropped(message: { name?: string }, i: number, ctx: Context): void {
  if (message.name !== undefined) ctx.warn("name_dropped", `/${i}/name`, "a Responses message has no participant name; it was dropped");
}

/**
 * The instructions: the content list kept in the message's OpenAI-tagged slot (one with images or
 * files) while it still joins to `content`, else `content`, or its text parts as `input_text` while
 * they join to it (their other providers' fields were warned by `foreignSlots`, OpenAI's here); and
 * the message's status from that slot.
 */
function instructions(message: SystemMessage | DeveloperMessage, role: "system" | "developer", i: number, ctx: Context): { content: string | InputContent[]; status?: ItemStatus } {
  const { content: kept, status } = message.providerFields === undefined ? {} : messageFields(message.providerFields, role, message.content, i, ctx.warn, ctx.copy);
  const withStatus = status === undefined ? {} : { status };
  if (kept !== undefined) return { content: kept, ...withStatus };
  const parts = message.parts === undefined ? undefined : instructionParts(message, i, ctx.warn);
  parts?.forEach((part, k) => textFieldsDropped(part, `/${i}/parts/${k}`, ctx.warn));
  // A status goes on a message whose content is a list: a string is its one text part.
  const content = parts !== undefined ? parts.map((part) => ({ type: "input_text" as const, text: part.text })) : status === undefined ? message.content : [{ type: "input_text" as const, text: message.content }];
  return { content, ...withStatus };
}

function system(message: SystemMessage, i: number, ctx: Context): void {
  nameDropped(message, i, ctx);
  const role = ctx.options.systemRole === "developer" ? "developer" : "system";
  ctx.items.push({ type: "message", role, ...instructions(message, role, i, ctx) } as WrittenItem);
}

function developer(message: DeveloperMessage, i: number, ctx: Context): void {
  nameDropped(message, i, ctx);
  ctx.items.push({ type: "message", role: "developer", ...instructions(message, "developer", i, ctx) } as WrittenItem);
}

function user(message: UserMessage, i: number, ctx: Context): void {
  nameDropped(message, i, ctx);
  let content: string | InputContent[];
  if (typeof message.content === "string") content = message.content;
  else {
    content = [];
    for (let k = 0; k < message.content.length; k++) {
      const part = inputPart(message.content[k]!, { i, k, ctx });
      if (part !== undefined) content.push(part);
    }
  }
  const status = message.providerFields === undefined ? undefined : messageFields(message.providerFields, "user", undefined, i, ctx.warn, ctx.copy).status;
  if (status === undefined) ctx.items.push({ type: "message", role: "user", content });
  // A status goes on a message whose content is a list: a string is its one text part.
  else ctx.items.push({ type: "message", role: "user", content: typeof content === "string" ? [{ type: "input_text", text: content }] : content, status });
}

function functionCall(call: ToolCall, i: number, c: number, ctx: Context): NoNulls<FunctionCallItem | CustomToolCallItem> {
  if (call.thoughtSignature !== undefined) {
    ctx.warn("thought_signature_dropped", `/${i}/toolCalls/${c}/thoughtSignature`, `Gemini's thoughtSignature has no slot in a ${call.type === "custom" ? "custom_tool_call" : "function_call"} item; it was dropped`);
  }
  ctx.calls?.set(call.id, call);
  if (call.idGenerated) madeUpId(call, `/${i}/toolCalls/${c}`, ctx.warn);
  const fields = call.providerFields === undefined ? undefined : callFields(call, () => `/${i}/toolCalls/${c}`, ctx);
  if (call.type === "custom") return fields ? { type: "custom_tool_call", call_id: call.id, name: call.name, input: call.arguments, ...fields } : { type: "custom_tool_call", call_id: call.id, name: call.name, input: call.arguments };
  return fields ? { type: "function_call", call_id: call.id, name: call.name, arguments: call.arguments, ...fields } : { type: "function_call", call_id: call.id, name: call.name, arguments: call.arguments };
}

/** Appends the replayable reasoning items of a turn; warns for each one that cannot go. */
function reasoningReplay(tagged: ReasoningItems, i: number, ctx: Context): number {
  const where = `/${i}/reasoningItems`;
  if (providerTag(tagged.provider) !== providerTag(ctx.options.provider)) {
    const target = ctx.options.provider === undefined ? "no options.provider was given" : `options.provider is ${JSON.stringify(ctx.options.provider)}`;
    ctx.warn("reasoning_provider_mismatch", where, `reasoning items made by ${JSON.stringify(tagged.provider)} were not replayed: ${target}`);
    return 0;
  }
  if (tagged.items.length === 0) {
    ctx.warn("empty_reasoning_items", where, "reasoningItems holds no items; its provider tag has no slot in the items");
  }
  let replayed = 0;
  tagged.items.forEach((item, k) => {
    if (isItem(item) && !isAssistantParts(item)) {
      ctx.items.push(withoutNulls(ctx.copy(item, `${where}/items/${k}`)) as WrittenItem);
      replayed++;
    } else ctx.warn("invalid_reasoning_item", `${where}/items/${k}`, "not a valid Item in the form the SDK types, so it was not replayed");
  });
  return replayed;
}

/** The keys of an assistant message's OpenAI-tagged slot: the output message it was read from. */
const OUTPUT_FIELDS = ["id", "status", "phase", "content"] as const;

type Output = Extract<WrittenItem, { type: "message"; id: string }>;

/**
 * The output message an assistant message was read from (its OpenAI-tagged slot), to write back as it
 * was: while its text parts still join to the message's content and its refusals to its refusal.
 * Otherwise (the history was edited, or the slot is not one) the slot is warned and undefined returned.
 */
function outputMessage(message: AssistantMessage, i: number, ctx: Context): Output | undefined {
  const slot = message.providerFields;
  if (slot === undefined || providerTag(slot.provider) !== OPENAI) return undefined;
  const at = `/${i}/providerFields`;
  const fields = slot.fields as Record<string, unknown>;
  // Only a phase (of an id-less assistant message): written on the message item itself.
  if (Object.keys(fields).every((key) => key === "phase")) return undefined;
  // Not an output message (an id-less one's output parts, which assistantParts writes; a Chat Completions message's content parts or annotations): each other key is warned.
  if (fields.id === undefined) {
    for (const key of Object.keys(fields)) {
      if (key !== "phase" && !quietField(slot, key) && !(key === "outputParts" && keptParts(fields.outputParts))) ctx.warn("provider_fields_dropped", `${at}/fields/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, `${JSON.stringify(key)} has no slot in a Responses message item; it was dropped`);
    }
    return undefined;
  }
  for (const key of Object.keys(fields)) {
    if (!(OUTPUT_FIELDS as readonly string[]).includes(key)) ctx.warn("provider_fields_dropped", `${at}/fields/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, `${JSON.stringify(key)} has no slot in an output message item; it was dropped`);
  }
  const candidate = { type: "message", role: "assistant", id: fields.id, status: fields.status, content: fields.content, ...(fields.phase === undefined ? {} : { phase: fields.phase }) };
  const parts = Array.isArray(fields.content) ? (fields.content as { type?: unknown; text?: unknown; refusal?: unknown }[]) : [];
  const text = parts.filter((p) => p?.type === "output_text").map((p) => p.text).join("");
  const refusals = parts.filter((p) => p?.type === "refusal").map((p) => p.refusal);
  const same = text === message.content && (refusals.length ? refusals.join("") === message.refusal : message.refusal === undefined);
  if (same && isItem(candidate)) return ctx.copy(candidate as Output, at);
  ctx.warn("provider_fields_dropped", at, same
    ? "the output message kept in providerFields is not a valid output message item; the message was written from its content"
    : "the message's text or refusal changed since it was read, so the output message kept in providerFields (id, status, parts) was not written; the message was written from its content");
  return undefined;
}

type Parts = NoNulls<NewAssistantPartsMessageItem>["content"];

/** True for a list of output parts as an id-less assistant message item holds them (the Responses reader's slot `outputParts`). */
const keptParts = (content: unknown): content is Parts => {
  const item = { role: "assistant", content };
  return Array.isArray(content) && isItem(item) && isAssistantParts(item);
};

/**
 * The output parts to write for an id-less assistant message, or undefined for a string content.
 * With `assistantParts: "parts"`: the parts it was read with (its OpenAI-tagged slot) while their texts
 * still join to its content and their refusals to its refusal; else, for a message with a refusal, its
 * text and refusal as two parts. Without it, kept parts are named as written as one text.
 */
function assistantParts(message: AssistantMessage, i: number, ctx: Context): Parts | undefined {
  const slot = message.providerFields;
  const fields = slot !== undefined && providerTag(slot.provider) === OPENAI ? (slot.fields as { id?: unknown; outputParts?: unknown }) : undefined;
  const kept = fields !== undefined && fields.id === undefined && keptParts(fields.outputParts) ? fields.outputParts : undefined;
  const wanted = ctx.options.assistantParts === "parts";
  if (kept !== undefined) {
    const text = kept.flatMap((p) => (p.type === "output_text" ? [p.text] : [])).join("");
    const refusals = kept.flatMap((p) => (p.type === "refusal" ? [p.refusal] : []));
    const same = text === message.content && (refusals.length ? refusals.join("") === message.refusal : message.refusal === undefined);
    if (!same) {
      ctx.warn("provider_fields_dropped", `/${i}/providerFields`, "the message's text or refusal changed since it was read, so the output parts kept in providerFields were not written; the message was written from its content");
    } else if (wanted) return ctx.copy(kept, `/${i}/providerFields/fields/outputParts`);
    else {
      ctx.warn("content_joined", `/${i}/providerFields/fields/outputParts`, `the ${kept.length} output part(s) this message was read with (their annotations and logprobs, refusals apart from text) were written as one text, the form the openai SDK types; assistantParts: "parts" writes them back`);
      return undefined;
    }
  }
  const texts = message.parts === undefined ? undefined : assistantTextParts(message, i, ctx.warn);
  if (!wanted) {
    if (texts !== undefined && kept === undefined) ctx.warn("content_joined", `/${i}/parts`, `the ${texts.length} text parts were written as one text, the form the openai SDK types; assistantParts: "parts" writes them as output_text parts`);
    return undefined;
  }
  const out: Parts = texts !== undefined ? texts.map((part) => ({ type: "output_text", text: part.text })) : message.content === "" && message.refusal !== undefined ? [] : [{ type: "output_text", text: message.content }];
  if (message.refusal !== undefined) out.push({ type: "refusal", refusal: message.refusal });
  return texts === undefined && message.refusal === undefined ? undefined : out;
}

/** The phase an id-less assistant message item was read with (its OpenAI-tagged slot), to write back. */
function phaseOf(message: AssistantMessage): { phase?: "commentary" | "final_answer" } {
  const slot = message.providerFields;
  const phase = slot !== undefined && providerTag(slot.provider) === OPENAI ? (slot.fields as { phase?: unknown }).phase : undefined;
  return phase === "commentary" || phase === "final_answer" ? { phase } : {};
}

/** The assistant text to write: a refusal has no input form, so its text follows the content, reported. */
function withRefusal(message: AssistantMessage, i: number, ctx: Context): string {
  if (message.refusal === undefined) return message.content;
  ctx.warn("refusal_as_text", `/${i}/refusal`, "a Responses input message cannot mark a refusal; its text was written as the assistant's text");
  return message.content === "" ? message.refusal : `${message.content}\n\n${message.refusal}`;
}

/** Appends the items an assistant message keeps in its OpenAI-tagged `providerBlocks` (hosted-tool calls and outputs, item references…), verbatim and in order; warns each that is not an item. */
function hostedItems(message: AssistantMessage, i: number, ctx: Context): number {
  const blocks = message.providerBlocks;
  if (blocks === undefined || providerTag(blocks.provider) !== OPENAI) return 0;
  let written = 0;
  blocks.items.forEach((item, k) => {
    const at = `/${i}/providerBlocks/items/${k}`;
    if (isItem(item) && !isAssistantParts(item as never)) {
      ctx.items.push(ctx.copy(item, at) as WrittenItem);
      written++;
    } else ctx.warn("provider_blocks_dropped", at, "not a valid Responses input item in the form the SDK types, so it was not written");
  });
  return written;
}

function assistant(message: AssistantMessage, i: number, ctx: Context): void {
  if (message.reasoning !== undefined) {
    ctx.warn("reasoning_dropped", `/${i}/reasoning`, "reasoning text has no slot in the Responses input; it was dropped");
  }
  if (message.reasoningDetails !== undefined) {
    ctx.warn("reasoning_details_dropped", `/${i}/reasoningDetails`, "reasoningDetails has no slot in the Responses input; it was dropped");
  }
  const reasoning = message.reasoningItems ? reasoningReplay(message.reasoningItems, i, ctx) : 0;
  const hosted = message.providerBlocks ? hostedItems(message, i, ctx) : 0;
  nameDropped(message, i, ctx);
  const calls = message.toolCalls ?? NO_CALLS;
  const output = outputMessage(message, i, ctx);
  const parts = output ? undefined : assistantParts(message, i, ctx);
  const content = output || parts ? "" : withRefusal(message, i, ctx);
  if (message.audioId !== undefined) ctx.warn("audio_dropped", `/${i}/audioId`, "Responses input has no audio answers; the audio id was dropped");
  // A turn of hosted items (and calls) only has no message item: the items keep its place.
  const callsOnly = !output && !parts && content === "" && (calls.length > 0 || hosted > 0);
  if (callsOnly && reasoning === 0 && hosted === 0 && ctx.previous?.role === "assistant") {
    ctx.warn("assistant_turns_merged", `/${i}`, "a calls-only assistant message right after another assistant message reads back as one turn with it");
  }
  if (output) ctx.items.push(output);
  else if (parts) ctx.items.push({ type: "message", role: "assistant", content: parts, ...phaseOf(message) } as never);
  else if (!callsOnly) ctx.items.push(message.providerFields === undefined ? { type: "message", role: "assistant", content } : { type: "message", role: "assistant", content, ...phaseOf(message) });
  if (calls.length > 0) ctx.lastCalls = calls;
  for (let c = 0; c < calls.length; c++) ctx.items.push(functionCall(calls[c]!, i, c, ctx));
}

/** Few enough calls to search one by one; more go through the map. */
const SCAN = 16;

/** What a message without calls or images reads as: one list, so the hot path allocates none. */
const NO_CALLS: readonly ToolCall[] = Object.freeze([]);
const NO_PARTS: readonly ContentPart[] = Object.freeze([]);

/** The latest call before message `i` with this id. */
function callOf(id: string, i: number, ctx: Context): ToolCall | undefined {
  const calls = ctx.lastCalls;
  if (calls.length <= SCAN) {
    for (let c = calls.length - 1; c >= 0; c--) if (calls[c]!.id === id) return calls[c];
  }
  if (ctx.calls === undefined) {
    const byId = new Map<string, ToolCall>();
    for (let k = 0; k < i; k++) {
      const earlier = ctx.messages[k]!;
      if (earlier.role === "assistant") for (const call of earlier.toolCalls ?? []) byId.set(call.id, call);
    }
    ctx.calls = byId;
  }
  return ctx.calls.get(id);
}

function tool(message: ToolMessage, i: number, ctx: Context): void {
  const call = callOf(message.toolCallId, i, ctx);
  const callName = call?.name;
  if (callName !== message.name) {
    const why = callName === undefined ? "no earlier tool call has this id" : `the call with this id is named ${JSON.stringify(callName)}`;
    ctx.warn("tool_name_dropped", `/${i}/name`, `a function_call_output has no name and ${why}, so the name cannot be recovered`);
  }
  if (message.isError === true) ctx.warn("is_error_dropped", `/${i}/isError`, "a function_call_output has no error flag; isError: true was dropped (say so in the output text if the model must know)");
  const images = message.images ?? NO_PARTS;
  const type = call?.type === "custom" ? "custom_tool_call_output" : "function_call_output";
  const own = ownFields(message.providerFields, CALL_FIELDS[type]!, type, () => `/${i}`, ctx) as { id?: string; status?: ItemStatus } | undefined;
  if (images.length === 0 && message.parts === undefined) {
    ctx.items.push((own ? { type, call_id: message.toolCallId, output: message.content, ...own } : { type, call_id: message.toolCallId, output: message.content }) as WrittenItem);
    return;
  }
  const output: InputContent[] = message.content === "" ? [] : [{ type: "input_text", text: message.content }];
  images.forEach((image, k) => output.push(inputPart(image, { i, k, ctx, field: "images" })!));
  (message.parts ?? []).forEach((part, k) => {
    const input = inputPart(part, { i, k, ctx, field: "parts" });
    if (input !== undefined) output.push(input);
  });
  ctx.items.push((own ? { type, call_id: message.toolCallId, output, ...own } : { type, call_id: message.toolCallId, output }) as WrittenItem);
}

const byRole: { [R in ChatMessage["role"]]: Convert<Extract<ChatMessage, { role: R }>> } = {
  system,
  developer,
  user,
  assistant,
  tool,
};

export const fromChatRules = { systemRole: oneOf(...SYSTEM_ROLES), provider: nonEmptyString, assistantParts: oneOf(...ASSISTANT_PARTS) };
const rules = { ...commonRules, ...fromChatRules };

/**
 * Converts an agent's chat history into Responses API input items.
 * Anything the items cannot carry is reported through `options.onWarning` (or thrown with `strict`).
 * @example fromChatMessages([{ role: "user", content: "Hi" }]) // [{ type: "message", role: "user", content: "Hi" }]
 */
export function fromChatMessages(input: ReadonlyDeep<ChatMessage[]>, options: FromChatOptions & { assistantParts: "parts" }): PartsItem[];
export function fromChatMessages(input: ReadonlyDeep<ChatMessage[]>, options?: FromChatOptions & { assistantParts?: "text" }): WrittenItem[];
export function fromChatMessages(input: ReadonlyDeep<ChatMessage[]>, options?: FromChatOptions): PartsItem[];
export function fromChatMessages(input: ReadonlyDeep<ChatMessage[]>, options?: FromChatOptions): PartsItem[] {
  const messages = input as readonly ChatMessage[];
  const opts = options ?? {};
  const warnings = collector(opts, messages);
  readingInput("fromChatMessages", () => {
    const optionProblems = optionIssues(options, rules);
    if (!Array.isArray(messages) || optionProblems.length) rejectInput(messages, optionProblems);
  });
  // One pass: each message is checked right before it is converted, while it is still in the CPU cache.
  const items = afterValidation("fromChatMessages", () => {
    const written = writeItems(messages, opts, warnings.warn, copyJson, (message) => {
      if (!isChatMessage(message)) rejectInput(messages, []);
    });
    checkItems(messages, written, warnings, warnings.warn);
    return written;
  });
  warnings.finish("fromChatMessages", () => afterValidation("fromChatMessages", () => chatRuleIssues(messages)));
  return items;
}

/** The Responses input's own provider-tagged slots: a call's `namespace` and `caller`. */
const OPENAI = WIRE_PROVIDER.items!;
const KEEPS = { fieldsProvider: OPENAI, blocksProvider: OPENAI, partsProvider: OPENAI, providerPartsOf: OPENAI };

/** The keys of a call's OpenAI-tagged slot that a call item has, and of a tool message's that an output item has. */
const CALL_FIELDS: Record<string, readonly string[]> = {
  function_call: ["id", "status", "namespace", "caller"], custom_tool_call: ["id", "namespace", "caller"],
  function_call_output: ["id", "status"], custom_tool_call_output: ["id"],
};

/** The OpenAI-only fields of a slot that `item` has, to put back on it; any other key in the slot is warned. */
function ownFields(slot: ProviderFields | undefined, keys: readonly string[], item: string, at: () => string, ctx: Context): Record<string, unknown> | undefined {
  if (slot === undefined) return undefined;
  const fields = keptFields(slot, OPENAI);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const path = () => `${at()}/providerFields/fields/${escapePointer(key)}`;
    if (!keys.includes(key)) {
      if (!quietField(slot, key)) ctx.warn("provider_fields_dropped", path(), `${JSON.stringify(key)} has no slot in a ${item} item; it was dropped`);
    } else if (isItem({ ...PROBES[item], [key]: fields[key] })) out[key] = ctx.copy(fields[key]);
    else ctx.warn("provider_fields_dropped", path(), `${JSON.stringify(fields[key])} is not a ${JSON.stringify(key)} the Responses API takes on a ${item} item; it was dropped`);
  }
  return out;
}

/** The smallest valid item of each kind a slot's fields go on: a field is kept when the item stays valid with it. */
const PROBES: Record<string, Record<string, unknown>> = {
  function_call: { type: "function_call", call_id: "c", name: "f", arguments: "" },
  custom_tool_call: { type: "custom_tool_call", call_id: "c", name: "f", input: "" },
  function_call_output: { type: "function_call_output", call_id: "c", output: "" },
  custom_tool_call_output: { type: "custom_tool_call_output", call_id: "c", output: "" },
};

/** A call's OpenAI-only fields (its item id and status, its tool's namespace, its caller). */
function callFields(call: ToolCall, at: () => string, ctx: Context): { id?: string; status?: ItemStatus; namespace?: string; caller?: NoNulls<FunctionCallItem>["caller"] } | undefined {
  const item = call.type === "custom" ? "custom_tool_call" : "function_call";
  return ownFields(call.providerFields, CALL_FIELDS[item]!, item, at, ctx);
}

/** Writes hub messages as items, calling `check` on each message first when given; warnings point into `messages`. */
export function writeItems(messages: readonly ChatMessage[], options: FromChatOptions, warn: Warnings["warn"], copy: Copy, check?: (message: unknown) => void): WrittenItem[] {
  const ctx: Context = { warn, copy, options, previous: undefined, messages, lastCalls: [], calls: undefined, items: [] };
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    check?.(message);
    if (foreignSlots(message, i, KEEPS, warn)) continue;
    (byRole[message.role] as Convert<ChatMessage>)(message, i, ctx);
    ctx.previous = message;
  }
  return ctx.items;
}

/** Throws the ContractError for invalid input or options: the history's issues, then the options'. */
function rejectInput(messages: unknown, optionProblems: Issue[]): never {
  const checked = validateChatMessages(messages);
  ensureValid("fromChatMessages", checked.ok ? [] : checked.issues, optionProblems);
  throw new Error("fromChatMessages: a message failed its check but the history validates");
}
