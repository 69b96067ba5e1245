// Responses API Item[] → ChatMessage[]: one function per item kind, routed by `byKind`.
import type { ReadonlyDeep } from "../validate/readonly.js";
import type {
  AssistantMessage, AssistantMessageItem, ChatMessage, ContentPart, CustomToolCallItem, CustomToolCallOutputItem, FunctionCallItem, FunctionCallOutputItem,
  EasyOutputContent, ImagePart, InputContent, Item, TextPart, NewAssistantMessageItem, NewAssistantPartsMessageItem, ProviderFields, ReasoningItem, ToolCall, ToolMessage, UserMessage,
} from "../../generated/types.js";
import { WIRE_PROVIDER } from "./provider-slots.js";
import { withoutNulls } from "./null-fields.js";
import { validateItems } from "../validate/validate.js";
import { partFromDataUrl } from "./data-url.js";
import { copyJson, type Copy } from "./copy.js";
import { afterValidation, commonRules, ensureValid, nonEmptyString, optionIssues, readingInput } from "./options.js";
import { collector, pointer, segments, type WarningOptions, type Warnings } from "./warnings.js";
import { itemRuleIssues } from "../validate/conversation.js";

/** Options of `toChatMessages`. */
export interface ToChatOptions extends WarningOptions {
  /** The provider that made the items; reasoning items are kept as `reasoningItems` tagged with it. Without it they are warned. */
  provider?: string;
}

const OPENAI = WIRE_PROVIDER.items!;

type MessageItem = Exclude<Extract<Item, { role: string }>, { type: "additional_tools" }>;
type Kind = "message" | Exclude<Item["type"], "message" | undefined>;

interface Turn {
  message: AssistantMessage;
  toolCalls: ToolCall[];
  /** The index of the item each call came from. */
  callAt: number[];
  /** The pointers of the reasoning items kept in its `reasoningItems`. */
  reasoningAt: string[];
  /** The pointers of the items kept in its OpenAI-tagged `providerBlocks`. */
  blocksAt: string[];
}

interface State {
  warn: Warnings["warn"];
  copy: Copy;
  options: ToChatOptions;
  out: ChatMessage[];
  turns: Map<ChatMessage, Turn>;
  open: Turn | undefined;
  reasoning: { items: ReasoningItem[]; paths: string[] };
  callNames: Map<string, string>;
  /** The index of the item being converted. */
  index: number;
  /** Per output message, the index of the item it starts at. */
  messageAt: number[];
  /** Per output message with parts or images, the pointer of the part each came from (dropped parts leave gaps). */
  partsAt: Map<number, string[]>;
  imagesAt: Map<number, string[]>;
}

function kindOf(item: Item): Kind {
  if (item.type === "message" || (item.type === undefined && "role" in item)) return "message";
  return item.type ?? "item_reference";
}

function flushOrphanReasoning(state: State) {
  if (state.reasoning.paths.length === 0) return;
  for (const path of state.reasoning.paths) {
    state.warn("orphan_reasoning", path, "a reasoning item not followed by an assistant turn has no place in the chat history; it was dropped");
  }
  state.reasoning = { items: [], paths: [] };
}

function emit(state: State, message: ChatMessage) {
  flushOrphanReasoning(state);
  state.open = undefined;
  state.out.push(message);
  state.messageAt.push(state.index);
}

function startTurn(state: State, content: string, at: string): Turn {
  const message: AssistantMessage = { role: "assistant", content };
  const { items, paths } = state.reasoning;
  const kept = items.length > 0 && state.options.provider !== undefined;
  if (kept) {
    message.reasoningItems = { provider: state.options.provider!, items };
  } else {
    for (const path of paths) {
      state.warn("reasoning_provider_missing", path, `reasoning item before the assistant turn at ${at} was dropped: pass options.provider to keep it as reasoningItems`);
    }
  }
  state.reasoning = { items: [], paths: [] };
  const turn: Turn = { message, toolCalls: [], callAt: [], reasoningAt: kept ? paths : [], blocksAt: [] };
  state.out.push(message);
  state.messageAt.push(state.index);
  state.turns.set(message, turn);
  state.open = turn;
  return turn;
}

function chatPart(part: InputContent, at: string, state: State): ContentPart {
  if (part.type === "input_text") return { type: "text", text: part.text };
  return (part.type === "input_image" ? image(part) : file(part)) ?? { type: "provider", provider: OPENAI, value: withoutNulls(state.copy(part, at)) };
}

/**
 * The fields of an input part beside the one source the hub part was read from (a second source, an
 * empty one, an empty filename), for the part's OpenAI-tagged slot, which the items writer puts back.
 */
function besides(part: object, keys: readonly string[], hub: ContentPart): ContentPart {
  let fields: Record<string, unknown> | undefined;
  for (const key of keys) {
    const value = (part as Record<string, unknown>)[key];
    if (value != null) (fields ??= {})[key] = value;
  }
  return fields === undefined ? hub : { ...hub, providerFields: { provider: OPENAI, fields } } as ContentPart;
}

/** An image part: inline for a base64 data URL the chat image part accepts, else a URL or file-id reference; undefined with no source. */
function image(part: InputContent & { type: "input_image" }): ContentPart | undefined {
  const detail = part.detail === "auto" ? {} : { detail: part.detail };
  if (part.image_url != null && part.image_url !== "") {
    const inline = partFromDataUrl(part.image_url, "image");
    return besides(part, ["file_id"], inline?.type === "image" ? { ...inline, ...detail } : { type: "imageUrl", url: part.image_url, ...detail });
  }
  if (part.file_id != null && part.file_id !== "") return besides(part, ["image_url"], { type: "imageFileId", fileId: part.file_id, ...detail });
  return undefined;
}

/**
 * A file part: inline for a base64 data URL of an application/audio/video/text type, else a URL or
 * file-id reference; undefined for file_data in another form (plain base64…) or no source.
 */
function file(part: InputContent & { type: "input_file" }): ContentPart | undefined {
  const filename = part.filename == null || part.filename === "" ? {} : { filename: part.filename };
  const empty = part.filename === "" ? ["filename"] : [];
  if (part.file_data != null) {
    const inline = partFromDataUrl(part.file_data, "file");
    return inline?.type === "file" ? besides(part, ["file_id", "file_url", ...empty], { ...inline, ...filename }) : undefined;
  }
  if (part.file_id != null && part.file_id !== "") return besides(part, ["file_url", ...empty], { type: "fileId", fileId: part.file_id, ...filename });
  if (part.file_url != null && part.file_url !== "") return besides(part, ["file_id", ...empty], { type: "fileUrl", url: part.file_url, ...filename });
  return undefined;
}

/** The hub parts, in order (one per input part), and the pointer of each (for the message `state.out` gets next). */
function parts(content: InputContent[], at: string, state: State): ContentPart[] {
  const out: ContentPart[] = [];
  const from: string[] = [];
  for (let i = 0; i < content.length; i++) {
    const where = `${at}/${i}`;
    out.push(chatPart(content[i]!, where, state));
    from.push(where);
  }
  state.partsAt.set(state.out.length, from);
  return out;
}

/**
 * System or developer instructions: one string, and the text parts as they were when they are not one
 * (content is their texts joined with "\n"). A list with a part that is not text (an image, a file)
 * is kept whole in the message's OpenAI-tagged slot (`content`), which the items writer puts back.
 */
function instructions(content: string | InputContent[], at: string, state: State): { content: string; parts?: TextPart[]; kept?: InputContent[] } {
  if (typeof content === "string") return { content };
  const texts: TextPart[] = [];
  for (const part of content) if (part.type === "input_text") texts.push({ type: "text", text: part.text });
  const joined = texts.map((part) => part.text).join("\n");
  const kept = texts.length === content.length ? {} : { kept: withoutNulls(state.copy(content, at)) as InputContent[] };
  return texts.length === 1 ? { content: joined, ...kept } : { content: joined, parts: texts, ...kept };
}

function message(item: MessageItem, at: string, state: State) {
  if (item.role === "assistant") {
    if ("id" in item) outputAssistant(item, at, state);
    else if (Array.isArray(item.content)) newAssistantParts(item as NewAssistantPartsMessageItem, at, state);
    else newAssistant(item as NewAssistantMessageItem, at, state);
    return;
  }
  const content = item.content;
  // An input message's status (the form the API lists input items in) rides in its OpenAI-tagged slot.
  const status = "status" in item && item.status != null ? { status: item.status } : undefined;
  if (item.role === "user") {
    const user: UserMessage = { role: "user", content: typeof content === "string" ? content : parts(content, `${at}/content`, state) };
    if (status) user.providerFields = { provider: OPENAI, fields: status };
    emit(state, user);
  } else {
    const role = item.role === "developer" ? "developer" : "system";
    const { kept, ...read } = instructions(content, `${at}/content`, state);
    const fields = kept === undefined ? status : { ...status, content: kept };
    emit(state, fields === undefined ? { role, ...read } : { role, ...read, providerFields: { provider: OPENAI, fields } });
  }
}

/** An id-less assistant message's phase rides in its OpenAI-tagged slot. */
function withPhase(turn: Turn, phase: NewAssistantMessageItem["phase"]) {
  if (phase != null) turn.message.providerFields = { provider: OPENAI, fields: { phase } };
}

function newAssistant(item: NewAssistantMessageItem, at: string, state: State) {
  withPhase(startTurn(state, item.content, at), item.phase);
}

/**
 * An id-less assistant message of output parts: its text and refusal as the hub has them, several
 * texts as its `parts`, and the parts as they were (with their annotations and logprobs, in order) in
 * its OpenAI-tagged slot (`outputParts`, a key of its own: a Chat Completions message's parts are
 * `content`) when those do not say them all, with its phase; the items writer writes them back with
 * `assistantParts: "parts"`. Plain texts followed by plain refusals are what that writer makes of the
 * hub's fields (one refusal at most), so the slot keeps nothing of them.
 */
function newAssistantParts(item: NewAssistantPartsMessageItem, at: string, state: State) {
  const turn = outputParts(item.content, at, state);
  let refusals = 0;
  const plain = item.content.length > 0 && item.content.every((part) => {
    if (part.type === "refusal") return ++refusals === 1 && Object.keys(part).length === 2;
    return refusals === 0 && Object.keys(part).every((key) => key === "type" || key === "text" || ((key === "annotations" || key === "logprobs") && part[key] == null));
  });
  const fields: Record<string, unknown> = {};
  if (item.phase != null) fields.phase = item.phase;
  if (!plain) fields.outputParts = withoutNulls(state.copy(item.content, `${at}/content`));
  if (Object.keys(fields).length) turn.message.providerFields = { provider: OPENAI, fields };
}

/**
 * An output message (with its server id): its text and refusal as the hub has them, and the message as
 * it was (id, status, phase, parts with their annotations and logprobs, in order) in its OpenAI-tagged
 * slot, which the items writer writes back while the text and refusal are unchanged.
 */
function outputAssistant(item: AssistantMessageItem, at: string, state: State) {
  const turn = outputParts(item.content, at, state);
  const fields: Record<string, unknown> = { id: item.id, status: item.status };
  if (item.phase != null) fields.phase = item.phase;
  fields.content = withoutNulls(state.copy(item.content, `${at}/content`));
  turn.message.providerFields = { provider: OPENAI, fields };
}

/** The text and refusal parts of an assistant message as the hub holds them: the texts joined, the refusals joined (the parts themselves are kept in the message's slot). */
function outputParts(content: AssistantMessageItem["content"] | EasyOutputContent[], at: string, state: State): Turn {
  const text: string[] = [];
  const refusals: string[] = [];
  for (const part of content) {
    if (part.type === "refusal") refusals.push(part.refusal);
    else text.push(part.text);
  }
  const turn = startTurn(state, text.join(""), at);
  if (text.length > 1) turn.message.parts = text.map((t) => ({ type: "text", text: t }));
  if (refusals.length) turn.message.refusal = refusals.join("");
  return turn;
}

function functionCall(item: FunctionCallItem, at: string, state: State) {
  addCall(state, at, { id: item.call_id, name: item.name, arguments: item.arguments, ...callFields(item, at, state) });
}

function customToolCall(item: CustomToolCallItem, at: string, state: State) {
  addCall(state, at, { id: item.call_id, type: "custom", name: item.name, arguments: item.input, ...callFields(item, at, state) });
}

/** What only a Responses call or output item has (its item id and status, its tool's `namespace`, its `caller`): its OpenAI-tagged slot. */
function callFields(item: FunctionCallItem | CustomToolCallItem | FunctionCallOutputItem | CustomToolCallOutputItem, at: string, state: State): { providerFields?: ProviderFields } {
  const fields: Record<string, unknown> = {};
  for (const key of ["id", "status", "namespace", "caller"] as const) {
    const value = (item as Partial<Record<typeof key, unknown>>)[key];
    if (value != null) fields[key] = key === "caller" ? state.copy(value, `${at}/caller`) : value;
  }
  return Object.keys(fields).length ? { providerFields: { provider: OPENAI, fields } } : {};
}

function addCall(state: State, at: string, call: ToolCall) {
  const turn = state.open && state.reasoning.items.length === 0 ? state.open : startTurn(state, "", at);
  turn.toolCalls.push(call);
  turn.callAt.push(state.index);
  state.callNames.set(call.id, call.name);
}

function functionCallOutput(item: FunctionCallOutputItem | CustomToolCallOutputItem, at: string, state: State) {
  const name = state.callNames.get(item.call_id);
  if (name === undefined) {
    state.warn("orphan_output", at, `no earlier ${item.type === "custom_tool_call_output" ? "custom_tool_call" : "function_call"} has call_id ${JSON.stringify(item.call_id)}, so the tool message's name is empty`);
  }
  const message: ToolMessage = { role: "tool", toolCallId: item.call_id, name: name ?? "", content: "", ...callFields(item, at, state) };
  if (typeof item.output === "string") {
    message.content = item.output;
  } else {
    const read = parts(item.output, `${at}/output`, state);
    const from = state.partsAt.get(state.out.length)!;
    state.imagesAt.set(state.out.length, read.flatMap((part, k) => (part.type === "image" ? [from[k]!] : [])));
    // One text (or none) then inline images is the tool message's first form; anything else stays parts, in order.
    const plain = read.every((part, k) => part.type === "image" || (part.type === "text" && k === 0));
    if (!plain || item.output.length === 0) message.parts = read;
    else {
      if (read[0]?.type === "text") message.content = read[0].text;
      const images = read.filter((part): part is ImagePart => part.type === "image");
      if (images.length) message.images = images;
    }
  }
  emit(state, message);
}

function reasoning(item: ReasoningItem, at: string, state: State) {
  state.reasoning.items.push(withoutNulls(state.copy(item, at)));
  state.reasoning.paths.push(at);
}

/**
 * An item the hub has no message for (a hosted-tool call or its output, an item_reference, a compaction…):
 * kept verbatim, in its place among the messages, in an assistant message's OpenAI-tagged `providerBlocks`.
 * A run of them with nothing between shares one message (with the reasoning before it, and the calls after it).
 */
function hosted(item: Item, at: string, state: State) {
  const kept = state.copy(item, at) as unknown as Record<string, unknown>;
  const open = state.open;
  if (open !== undefined && open.toolCalls.length === 0 && open.message.providerBlocks !== undefined && state.reasoning.items.length === 0) {
    open.message.providerBlocks.items.push(kept);
    open.blocksAt.push(at);
    return;
  }
  const turn = startTurn(state, "", at);
  turn.message.providerBlocks = { provider: OPENAI, items: [kept] };
  turn.blocksAt.push(at);
}

type Convert = (item: never, at: string, state: State) => void;

const byKind: Record<Kind, Convert> = {
  message,
  function_call: functionCall,
  function_call_output: functionCallOutput,
  reasoning,
  item_reference: hosted,
  custom_tool_call: customToolCall,
  custom_tool_call_output: functionCallOutput,
  web_search_call: hosted,
  file_search_call: hosted,
  image_generation_call: hosted,
  computer_call: hosted,
  computer_call_output: hosted,
  tool_search_call: hosted,
  tool_search_output: hosted,
  additional_tools: hosted,
  compaction: hosted,
  code_interpreter_call: hosted,
  local_shell_call: hosted,
  local_shell_call_output: hosted,
  shell_call: hosted,
  shell_call_output: hosted,
  apply_patch_call: hosted,
  apply_patch_call_output: hosted,
  mcp_list_tools: hosted,
  mcp_approval_request: hosted,
  mcp_approval_response: hosted,
  mcp_call: hosted,
  compaction_trigger: hosted,
  configuration_update: hosted,
  program: hosted,
  program_output: hosted,
};

function finished(message: ChatMessage, turns: Map<ChatMessage, Turn>): ChatMessage {
  const turn = turns.get(message);
  if (!turn) return message;
  const { role, content, parts, refusal, reasoningItems, providerFields, providerBlocks } = turn.message;
  const out: AssistantMessage = { role, content };
  if (parts !== undefined) out.parts = parts;
  if (refusal !== undefined) out.refusal = refusal;
  if (turn.toolCalls.length) out.toolCalls = turn.toolCalls;
  if (reasoningItems) out.reasoningItems = reasoningItems;
  if (providerFields) out.providerFields = providerFields;
  if (providerBlocks) out.providerBlocks = providerBlocks;
  return out;
}

/**
 * Converts Responses API input items back into a chat history: the inverse of `fromChatMessages`.
 * Items with no chat equivalent are reported through `options.onWarning` (or thrown with `strict`).
 * @example toChatMessages([{ type: "message", role: "user", content: "Hi" }]) // [{ role: "user", content: "Hi" }]
 */
export function toChatMessages(input: ReadonlyDeep<Item[]>, options?: ToChatOptions): ChatMessage[] {
  const items = input as readonly Item[];
  const opts = options ?? {};
  const warnings = collector(opts, items);
  readingInput("toChatMessages", () => {
    const checked = validateItems(items);
    ensureValid("toChatMessages", checked.ok ? [] : checked.issues, optionIssues(options, { ...commonRules, ...toChatRules }));
  });
  const { messages } = afterValidation("toChatMessages", () => readItems(items, opts, warnings.warn, copyJson));
  warnings.finish("toChatMessages", () => afterValidation("toChatMessages", () => itemRuleIssues(items)));
  return messages;
}

export const toChatRules = { provider: nonEmptyString };

/** `key` when the item has it (a key of an OpenAI-tagged slot names the item's own field), else undefined. */
function ownKey(item: Item | undefined, key: string | undefined): string | undefined {
  return item !== undefined && key !== undefined && Object.hasOwn(item, key) ? key : undefined;
}

/** Chat part field → the field of the input part it was read from (others point at the part). */
const PART_FIELDS: Record<string, string> = { detail: "detail", filename: "filename", fileId: "file_id" };

/** Tool-call field → the field of its item (`arguments` is `input` on a custom call). */
const CALL_FIELDS: Record<string, string> = { id: "call_id", name: "name", arguments: "arguments" };

/** Reads validated items into the hub; `locate` turns a pointer into the result into one into `items`. */
export function readItems(items: readonly Item[], options: ToChatOptions, warn: Warnings["warn"], copy: Copy): { messages: ChatMessage[]; locate: (path: string) => string | string[] } {
  const state: State = {
    warn, copy, options, out: [], turns: new Map(), open: undefined,
    reasoning: { items: [], paths: [] }, callNames: new Map(), index: 0, messageAt: [], partsAt: new Map(), imagesAt: new Map(),
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    state.index = i;
    (byKind[kindOf(item)] as (item: Item, at: string, state: State) => void)(item, `/${i}`, state);
  }
  flushOrphanReasoning(state);
  /** A pointer into the history → the item it came from (and the field, where the two have one). */
  const locate = (path: string) => {
    const [m, field, k, rest] = segments(path);
    const at = state.messageAt[Number(m)];
    if (at === undefined) return path;
    const callAt = field === "toolCalls" ? state.turns.get(state.out[Number(m)]!)?.callAt[Number(k)] : undefined;
    if (callAt !== undefined) {
      // A key of the call's OpenAI-tagged slot is the item's key of that name.
      const own = rest === "providerFields" ? ownKey(items[callAt], path.split("/")[6]) : undefined;
      const key = own ?? (rest === "arguments" && items[callAt]?.type === "custom_tool_call" ? "input" : CALL_FIELDS[rest ?? ""]);
      return key === undefined ? pointer(callAt) : pointer(callAt, key);
    }
    if (field === "providerFields") {
      // An id-less assistant message's kept output parts are its content.
      const own = rest === "outputParts" ? "content" : ownKey(items[at], rest);
      return own === undefined ? pointer(at) : pointer(at, own);
    }
    if ((field === "content" || (field === "parts" && state.partsAt.has(Number(m)))) && k !== undefined) {
      const part = state.partsAt.get(Number(m))?.[Number(k)];
      // A key of the part's OpenAI-tagged slot is the input part's key of that name.
      const key = rest === "providerFields" ? path.split("/")[6] : PART_FIELDS[rest ?? ""];
      return part === undefined ? pointer(at, "content", k) : key === undefined ? part : `${part}/${key}`;
    }
    // An assistant's text parts are its output_text parts.
    if (field === "parts") return pointer(at, "content");
    if (field === "images" && k !== undefined) return state.imagesAt.get(Number(m))?.[Number(k)] ?? pointer(at);
    if (field === "reasoningItems") {
      const kept = state.turns.get(state.out[Number(m)]!)?.reasoningAt ?? [];
      const one = k === "items" && rest !== undefined ? kept[Number(rest)] : undefined;
      if (one !== undefined) return `${one}${path.split("/").slice(5).map((s) => `/${s}`).join("")}`;
      if (kept.length) return kept.length === 1 ? kept[0]! : [...kept];
    }
    if (field === "providerBlocks") {
      const one = k === "items" && rest !== undefined ? state.turns.get(state.out[Number(m)]!)?.blocksAt[Number(rest)] : undefined;
      if (one !== undefined) return `${one}${path.split("/").slice(5).map((s) => `/${s}`).join("")}`;
    }
    if (field === "toolCallId") return pointer(at, "call_id");
    return pointer(at);
  };
  return { messages: state.out.map((message) => finished(message, state.turns)), locate };
}
