// Claude Messages (a `messages` array or a request body) → ChatMessage[] (the hub): one function per
// block type, routed by `byBlock`. Thinking is kept verbatim as reasoning tagged `anthropic`; one Claude
// assistant message becomes several hub assistant messages where one could not keep the block order.
import type { Copy } from "./copy.js";
import type {
  AssistantMessage, ChatMessage, ClaudeContentBlock, ClaudeDocumentBlock, ClaudeImageBlock, ClaudeMessage,
  ClaudeRedactedThinkingBlock, ClaudeRequest, ClaudeSystem, ClaudeTextBlock, ClaudeThinkingBlock, ClaudeToolResultBlock, ClaudeToolResultContentBlock,
  ClaudeToolUseBlock, ContentPart, ImagePart, ProviderFields, ReasoningItem, ToolMessage,
} from "../../generated/types.js";
import { ContractError, describe } from "../validate/issue.js";
import { utf8ToBase64 } from "./data-url.js";
import { pointer, segments, type Warnings } from "./warnings.js";

/** What `thinking` accepts. */
export const THINKING_MODES = ["blocks", "warn", "reasoning-items"] as const;

/** Options of the Claude reader. */
export interface ReadClaudeOptions {
  /** Claude's top-level `system` prompt, for a `messages` array (a request body carries its own); it comes first. */
  system?: ClaudeSystem;
  /**
   * What `thinking` and `redacted_thinking` blocks become: `"blocks"` (the default when converting to
   * `chat` or `claude`) keeps each verbatim in `reasoningItems` tagged `anthropic`; `"warn"` (the default
   * for every other target, which could not write them) drops each with a warning; `"reasoning-items"` makes each a Responses `reasoning` item (thinking text
   * as its summary, signature or data as its `encrypted_content`), with its id from `reasoningId`.
   */
  thinking?: (typeof THINKING_MODES)[number];
  /** The id of the reasoning item made from the block at `path`; required with `thinking: "reasoning-items"`. */
  reasoningId?: (path: string) => string;
}

/** The targets that can write a thinking block kept verbatim: the hub itself and Claude. */
const KEEPS_BLOCKS = new Set(["chat", "claude"]);

/** The request keys the conversation carries; every other key is warned. */
const REQUEST_KEYS = new Set(["system", "messages"]);
/** Keys of a Messages API request that are not part of the conversation. */
const REQUEST_SETTINGS = new Set([
  "model", "max_tokens", "tools", "tool_choice", "thinking", "metadata", "stop_sequences", "stream", "temperature", "top_p",
  "top_k", "service_tier", "container", "mcp_servers", "context_management", "output_format", "betas", "inference_geo",
]);

/** A UTF-16 surrogate without its pair. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Where a hub message came from: the Claude message or block, and per field the block each entry was read from. */
interface Origin {
  at: string;
  text?: string;
  parts?: string[];
  calls?: string[];
  reasoning?: string[];
  images?: string[];
}

interface Open {
  message: AssistantMessage;
  origin: Origin;
  /** 0: reasoning only so far, 1: a server-tool block seen, 2: text seen, 3: a tool call seen. */
  stage: 0 | 1 | 2 | 3;
}

interface State {
  warn: Warnings["warn"];
  copy: Copy;
  options: ReadClaudeOptions;
  mode: (typeof THINKING_MODES)[number];
  /**
   * The target keeps what only Claude has (the hub itself, or Claude): block keys, blocks and thinking
   * ride in the hub's provider-tagged slots instead of being warned here.
   */
  carry: boolean;
  /** Thinking text goes into the hub's readable `reasoning` (every target but items, whose reasoning is the blocks' own). */
  reasoningText: boolean;
  /** The format the hub is written to next, when known: only `claude` resolves an Anthropic file id. */
  target: string | undefined;
  out: ChatMessage[];
  origins: Origin[];
  open: Open | undefined;
  /** Each earlier call's name by id, for the tool messages (a `tool_result` carries none). */
  names: Map<string, string>;
}

function emit(state: State, message: ChatMessage, origin: Origin) {
  state.out.push(message);
  state.origins.push(origin);
}

/** Keys each block type carries into the hub; any other key present is warned. */
const CARRIED: { readonly [T in ClaudeContentBlock["type"]]?: readonly string[] } = {
  text: ["type", "text"],
  image: ["type", "source"],
  document: ["type", "source", "title"],
  tool_use: ["type", "id", "name", "input"],
  tool_result: ["type", "tool_use_id", "content", "is_error"],
  thinking: ["type", "thinking", "signature"],
  redacted_thinking: ["type", "data"],
};

const ANTHROPIC = "anthropic";

/** A document's title is its file part's name only when it is a non-empty string. */
const carriedKey = (block: object, carried: readonly string[], key: string) =>
  carried.includes(key) && !(key === "title" && (block as { title?: unknown }).title === "");

/**
 * The keys of a block the hub has no field for: kept in a provider-tagged slot when the target keeps
 * them, else each is warned (and `undefined` is returned).
 */
function extras(block: object, at: string, state: State): ProviderFields | undefined {
  const carried = CARRIED[(block as ClaudeContentBlock).type] ?? [];
  if (state.carry) {
    let fields: Record<string, unknown> | undefined;
    for (const key of Object.keys(block)) {
      const value = (block as Record<string, unknown>)[key];
      if (value === undefined || (carriedKey(block, carried, key) && value !== null)) continue;
      (fields ??= {})[key] = state.copy(value);
    }
    return fields && { provider: ANTHROPIC, fields };
  }
  warnDropped(block, at, state);
  return undefined;
}

/** `part` with the block's extra keys kept, when there are any. */
function withExtras<P extends object>(part: P, block: object, at: string, state: State): P {
  const kept = extras(block, at, state);
  if (kept) (part as { providerFields?: ProviderFields }).providerFields = kept;
  return part;
}

function warnDropped(block: object, at: string, state: State) {
  const carried = CARRIED[(block as ClaudeContentBlock).type] ?? [];
  for (const [key, value] of Object.entries(block)) {
    if (carried.includes(key) || value === undefined || value === null) continue;
    if (key === "cache_control") {
      state.warn("cache_control_dropped", `${at}${pointer(key)}`, "a chat message has no prompt-cache breakpoints; cache_control was dropped");
    } else if (key === "citations") {
      if (Array.isArray(value) && value.length === 0) continue;
      state.warn("citations_dropped", `${at}${pointer(key)}`, "a chat message has no citations; they were dropped");
    } else {
      state.warn("field_dropped", `${at}${pointer(key)}`, `${JSON.stringify(key)} has no slot in a chat message; it was dropped`);
    }
  }
}

function fileIdRead(fileId: string, at: string, state: State) {
  if (state.target === "claude") return;
  state.warn("file_id_unresolvable", `${at}/source/file_id`, `${JSON.stringify(fileId)} is an Anthropic Files API id; it was kept as a file id, which only Claude can resolve`);
}

/** An image or document whose URL or file id is empty names nothing: it is dropped, reported. */
function namesNothing(source: { type: string; url?: string; file_id?: string }, at: string, state: State): boolean {
  const empty = (source.type === "url" && source.url === "") || (source.type === "file" && source.file_id === "");
  if (empty) state.warn("unsupported_content", `${at}/source`, `a source by an empty ${source.type === "url" ? "URL" : "file id"} names nothing; the block was dropped`);
  return empty;
}

function imagePart(block: ClaudeImageBlock, at: string, state: State): ContentPart | undefined {
  const source = block.source;
  if (source.type !== "base64" && namesNothing(source, at, state)) return undefined;
  const kept = extras(block, at, state);
  let part: ContentPart;
  if (source.type === "base64") part = { type: "image", mimeType: source.media_type, data: source.data };
  else if (source.type === "url") part = { type: "imageUrl", url: source.url };
  else {
    fileIdRead(source.file_id, at, state);
    part = { type: "imageFileId", fileId: source.file_id };
  }
  if (kept) part.providerFields = kept;
  return part;
}

/** A block the hub has no form for, kept verbatim for Claude when the target keeps it. */
function providerPart(block: object, at: string, state: State, why: string): ContentPart | undefined {
  if (state.carry) return { type: "provider", provider: ANTHROPIC, value: state.copy(block) as object };
  unsupported(block as ClaudeContentBlock, at, state, why);
  return undefined;
}

/** A document's parts: one file part, or, for a document made of content blocks, one part per block. */
function documentParts(block: ClaudeDocumentBlock, at: string, state: State): ContentPart[] {
  const filename = typeof block.title === "string" && block.title !== "" ? { filename: block.title } : {};
  const source = block.source;
  if (source.type === "content" && state.carry) return [{ type: "provider", provider: ANTHROPIC, value: state.copy(block) as object }];
  const kept = source.type === "content" ? undefined : extras(block, at, state);
  const fields = <P extends ContentPart>(part: P): P => (kept ? { ...part, providerFields: kept } : part);
  switch (source.type) {
    case "base64":
      return [fields({ type: "file", mimeType: source.media_type, data: source.data, ...filename })];
    case "text":
      if (LONE_SURROGATE.test(source.data)) {
        state.warn("lone_surrogate_replaced", `${at}/source/data`, "the text has a lone UTF-16 surrogate, which UTF-8 cannot hold; it became U+FFFD in the file part");
      }
      return [fields({ type: "file", mimeType: source.media_type, data: utf8ToBase64(source.data), ...filename })];
    case "url":
      return namesNothing(source, at, state) ? [] : [fields({ type: "fileUrl", url: source.url, ...filename })];
    case "file":
      if (namesNothing(source, at, state)) return [];
      fileIdRead(source.file_id, at, state);
      return [fields({ type: "fileId", fileId: source.file_id, ...filename })];
    case "content": {
      warnDropped(block, at, state);
      if (block.title != null) state.warn("field_dropped", `${at}/title`, "the title of a document made of content blocks has no slot in a chat part; it was dropped");
      state.warn("document_flattened", `${at}/source`, "a document made of content blocks has no chat form; its blocks were kept as separate parts and the document boundary was dropped");
      const content = source.content;
      if (typeof content === "string") return [{ type: "text", text: content }];
      return content.map((inner, i) => {
        const where = `${at}/source/content/${i}`;
        return inner.type === "text" ? textPart(inner, where, state) : imagePart(inner, where, state);
      }).filter((part): part is ContentPart => part !== undefined);
    }
  }
}

function textPart(block: ClaudeTextBlock, at: string, state: State): ContentPart {
  return withExtras({ type: "text", text: block.text }, block, at, state);
}

/** 16 or more digits in a row, or an exponent: the only ways an integer beyond 2^53 is written (a cheap first look). */
const LONG_NUMBER = /\d{16}|\de\+/;

/** Warns for each integer beyond 2^53 in a tool input: JSON parsers round them, so `arguments` may not say what was sent. */
function unsafeIntegers(root: unknown, base: string, state: State): void {
  // Depth first with a stack of its own (a tool input may be nested thousands of levels deep), in document order.
  const stack: [unknown, string][] = [[root, base]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value === "number") {
      if (Number.isInteger(value) && !Number.isSafeInteger(value))
        state.warn("unsafe_integer", at, `the integer ${String(value)} is beyond 2^53; it may have been rounded when the JSON was parsed, and arguments carries it as ${JSON.stringify(value)}`);
      continue;
    }
    if (value === null || typeof value !== "object") continue;
    const entries: [unknown, string][] = Array.isArray(value) ? value.map((inner, i) => [inner, `${at}/${i}`]) : Object.entries(value).map(([key, inner]) => [inner, `${at}${pointer(key)}`]);
    for (let k = entries.length - 1; k >= 0; k--) stack.push(entries[k]!);
  }
}

/** Tool input as JSON text; input too deep (or not JSON at all) for JSON.stringify is a ContractError. */
function serialize(input: unknown, at: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch (error) {
    const why = error instanceof RangeError ? "is nested too deeply to serialize" : `cannot be serialized (${(error as Error).message})`;
    throw new ContractError([{ path: at, code: "unserializable_input", message: `${at}: the tool input ${why}` }], "Claude reader: invalid input");
  }
  if (text === undefined)
    throw new ContractError([{ path: at, code: "unserializable_input", message: `${at}: the tool input is not a JSON value` }], "Claude reader: invalid input");
  return text;
}

// ---- assistant messages -------------------------------------------------------------------------

function close(state: State) {
  const open = state.open;
  if (!open) return;
  state.open = undefined;
  const { role, content, toolCalls, reasoning, reasoningItems, providerBlocks, providerFields } = open.message;
  emit(state, {
    role, content, ...(providerFields ? { providerFields } : {}), ...(toolCalls ? { toolCalls } : {}), ...(reasoning !== undefined ? { reasoning } : {}),
    ...(reasoningItems ? { reasoningItems } : {}), ...(providerBlocks ? { providerBlocks } : {}),
  }, open.origin);
}

/** The open hub assistant message, a new one when the block at `stage` would break the order of the current one. */
function opened(state: State, at: string, after: 0 | 1 | 2 | 3): Open {
  if (state.open && state.open.stage > after) close(state);
  if (!state.open) state.open = { message: { role: "assistant", content: "" }, origin: { at: at.slice(0, at.lastIndexOf("/")) }, stage: 0 };
  return state.open;
}

function reasoningItem(id: string, summary: string | undefined, encrypted: string): ReasoningItem {
  return { type: "reasoning", id, summary: summary === undefined ? [] : [{ type: "summary_text", text: summary }], encrypted_content: encrypted };
}

function thinking(block: ClaudeThinkingBlock | ClaudeRedactedThinkingBlock, at: string, state: State) {
  if (state.mode === "warn") {
    state.warn("thinking_dropped", at, `a ${block.type} block has no slot unless options.thinking is "blocks" or "reasoning-items"; it was dropped${state.reasoningText && block.type === "thinking" ? " (its text is kept as reasoning)" : ""}`);
    if (state.reasoningText && block.type === "thinking") addReasoning(opened(state, at, 0), block.thinking);
    return;
  }
  let item: unknown = state.copy(block, at);
  if (state.mode === "reasoning-items") {
    const id = state.options.reasoningId!(at);
    if (typeof id !== "string" || id === "") {
      throw new ContractError([{ path: "/reasoningId", code: "invalid_option", message: `options/reasoningId: returned ${describe(id)} for ${at}; a reasoning item needs a non-empty string id` }], "Claude reader: invalid options");
    }
    warnDropped(block, at, state);
    item = block.type === "thinking" ? reasoningItem(id, block.thinking, block.signature) : reasoningItem(id, undefined, block.data);
  }
  const open = opened(state, at, 0);
  const tagged = (open.message.reasoningItems ??= { provider: ANTHROPIC, items: [] });
  tagged.items.push(item);
  (open.origin.reasoning ??= []).push(at);
  if (state.reasoningText && block.type === "thinking") addReasoning(open, block.thinking);
}

function addReasoning(open: Open, text: string) {
  if (text === "") return;
  const before = open.message.reasoning;
  open.message.reasoning = before === undefined ? text : `${before}\n${text}`;
}

function assistantText(block: ClaudeTextBlock, at: string, state: State) {
  const kept = extras(block, at, state);
  if (block.text === "") {
    state.warn("empty_text_dropped", at, "an empty text block carries nothing (and the API rejects it); it was dropped");
    return;
  }
  const open = opened(state, at, 1);
  open.message.content = block.text;
  if (kept) open.message.providerFields = kept;
  open.origin.text = at;
  open.stage = 2;
}

/** A server-tool call or result (or any block the hub has no form for), kept verbatim for Claude. */
function serverBlock(block: ClaudeContentBlock, at: string, state: State) {
  if (!state.carry) return unsupported(block, at, state, "has no slot in a chat assistant message");
  const open = opened(state, at, 1);
  (open.message.providerBlocks ??= { provider: ANTHROPIC, items: [] }).items.push(state.copy(block) as object);
  open.stage = 1;
}

function toolUse(block: ClaudeToolUseBlock, at: string, state: State) {
  const kept = extras(block, at, state);
  const open = opened(state, at, 3);
  const text = serialize(block.input, `${at}/input`);
  if (LONG_NUMBER.test(text)) unsafeIntegers(block.input, `${at}/input`, state);
  (open.message.toolCalls ??= []).push({ id: block.id, name: block.name, arguments: text, ...(kept ? { providerFields: kept } : {}) });
  (open.origin.calls ??= []).push(at);
  open.stage = 3;
  state.names.set(block.id, block.name);
}

function unsupported(block: ClaudeContentBlock, at: string, state: State, why = "is not converted") {
  state.warn("unsupported_block", at, `a ${JSON.stringify(block.type)} block ${why}; it was dropped`);
}

type Read = (block: never, at: string, state: State) => void;

const byAssistantBlock: { [T in ClaudeContentBlock["type"]]?: Read } = {
  text: assistantText,
  tool_use: toolUse,
  thinking,
  redacted_thinking: thinking,
};

function assistant(content: ClaudeContentBlock[], at: string, state: State) {
  content.forEach((block, i) => {
    const read = byAssistantBlock[block.type] as ((b: ClaudeContentBlock, at: string, s: State) => void) | undefined;
    if (read) read(block, `${at}/${i}`, state);
    else serverBlock(block, `${at}/${i}`, state);
  });
  close(state);
}

// ---- user messages ------------------------------------------------------------------------------

/** The parts of a tool result's blocks, in order, each with the path of the block it came from. */
function resultParts(content: readonly ClaudeToolResultContentBlock[], at: string, state: State): { parts: ContentPart[]; from: string[] } {
  const parts: ContentPart[] = [];
  const from: string[] = [];
  content.forEach((inner, i) => {
    const where = `${at}/${i}`;
    let read: ContentPart[];
    if (inner.type === "text") read = [textPart(inner, where, state)];
    else if (inner.type === "image") {
      const image = imagePart(inner, where, state);
      read = image ? [image] : [];
    } else if (inner.type === "document") read = documentParts(inner, where, state);
    else {
      const kept = providerPart(inner, where, state, "has no slot in a tool message");
      read = kept ? [kept] : [];
    }
    for (const part of read) {
      parts.push(part);
      from.push(where);
    }
  });
  return { parts, from };
}

/** True when the parts are one text (or none) and then inline images only: the tool message's first form. */
function plainResult(parts: readonly ContentPart[]): boolean {
  return parts.every((part, k) => (part.type === "image" || (part.type === "text" && k === 0)) && part.providerFields === undefined);
}

function toolResult(block: ClaudeToolResultBlock, at: string, state: State): { message: ToolMessage; origin: Origin } {
  const kept = extras(block, at, state);
  const name = state.names.get(block.tool_use_id);
  if (name === undefined) {
    state.warn("orphan_output", `${at}/tool_use_id`, `no earlier tool_use has id ${JSON.stringify(block.tool_use_id)}, so the tool message's name is empty`);
  }
  const message: ToolMessage = { role: "tool", toolCallId: block.tool_use_id, name: name ?? "", content: "" };
  const origin: Origin = { at };
  const content = block.content ?? "";
  if (typeof content === "string") message.content = content;
  else {
    const { parts, from } = resultParts(content, `${at}/content`, state);
    if (content.length === 0) message.parts = [];
    else if (plainResult(parts)) {
      const first = parts[0];
      if (first?.type === "text") message.content = first.text;
      const images = parts.filter((part): part is ImagePart => part.type === "image");
      if (images.length) {
        message.images = images;
        origin.images = from.slice(parts.length - images.length);
      }
    } else if (parts.length) {
      message.parts = parts;
      origin.parts = from;
    }
  }
  if (block.is_error !== undefined) message.isError = block.is_error;
  if (kept) message.providerFields = kept;
  return { message, origin };
}

function user(content: ClaudeContentBlock[], at: string, state: State) {
  const parts: ContentPart[] = [];
  const partAt: string[] = [];
  content.forEach((block, i) => {
    const where = `${at}/${i}`;
    switch (block.type) {
      case "tool_result": {
        if (parts.length) state.warn("content_reordered", where, "a tool_result after other content moves before it: the chat history answers the calls first");
        const { message, origin } = toolResult(block, where, state);
        emit(state, message, origin);
        return;
      }
      case "text":
        parts.push(textPart(block, where, state));
        partAt.push(where);
        return;
      case "image": {
        const part = imagePart(block, where, state);
        if (part) {
          parts.push(part);
          partAt.push(where);
        }
        return;
      }
      case "document":
        for (const part of documentParts(block, where, state)) {
          parts.push(part);
          partAt.push(where);
        }
        return;
      default: {
        const part = providerPart(block, where, state, "has no slot in a chat user message");
        if (part) {
          parts.push(part);
          partAt.push(where);
        }
      }
    }
  });
  const answered = content.some((block) => block.type === "tool_result");
  if (parts.length || !answered) emit(state, { role: "user", content: parts }, { at, parts: partAt });
}

// ---- system prompts -----------------------------------------------------------------------------

function system(content: ClaudeSystem, at: string, state: State) {
  if (typeof content === "string") {
    emit(state, { role: "system", content }, { at });
    return;
  }
  content.forEach((block, i) => {
    const kept = extras(block, `${at}/${i}`, state);
    emit(state, { role: "system", content: block.text, ...(kept ? { providerFields: kept } : {}) }, { at: `${at}/${i}` });
  });
}

function message(m: ClaudeMessage, at: string, state: State) {
  const content = m.content;
  if (m.role === "system") {
    if (Array.isArray(content) && content.length === 0) state.warn("empty_message_dropped", at, "a system message without blocks says nothing and a chat history has no empty system message for it; it was dropped");
    return system(content as ClaudeSystem, `${at}/content`, state);
  }
  if (typeof content === "string") {
    emit(state, { role: m.role, content }, { at: `${at}/content`, text: `${at}/content`, parts: [`${at}/content`] });
    return;
  }
  // An empty block list (Claude takes one as the final message) is kept apart from an empty string in an anthropic slot with no items.
  if (m.role === "assistant" && content.length === 0) emit(state, { role: "assistant", content: "", providerBlocks: { provider: "anthropic", items: [] } }, { at: `${at}/content` });
  else if (m.role === "assistant") assistant(content, `${at}/content`, state);
  else user(content, `${at}/content`, state);
}

/** Warns each key of a request body the conversation does not carry. */
function requestKeys(request: ClaudeRequest, state: State) {
  for (const [key, value] of Object.entries(request)) {
    if (REQUEST_KEYS.has(key) || value === undefined) continue;
    if (REQUEST_SETTINGS.has(key)) {
      state.warn("request_field_dropped", pointer(key), `${JSON.stringify(key)} is a request setting, not part of the conversation; it was not carried`);
    } else {
      state.warn("unknown_request_field", pointer(key), `${JSON.stringify(key)} is not a Messages API request key (a misspelling?); it was not carried`);
    }
  }
}

/** Hub tool-call field → the field of its `tool_use` block. */
const CALL_FIELDS: Record<string, string> = { id: "id", name: "name", arguments: "input" };

/**
 * Reads validated Claude messages (or a request body) into the hub; every warning and `locate`
 * point into the input. `target` is the format the hub goes to next, when known.
 */
export function readClaude(
  input: readonly ClaudeMessage[] | ClaudeRequest, options: ReadClaudeOptions, warn: Warnings["warn"], copy: Copy, target?: string,
): { messages: ChatMessage[]; locate: (path: string) => string | string[] } {
  const carry = target === undefined || KEEPS_BLOCKS.has(target);
  const mode = options.thinking ?? (carry ? "blocks" : "warn");
  const state: State = {
    warn, copy, options, mode, carry, reasoningText: target !== "items" && mode !== "reasoning-items", target, out: [], origins: [], open: undefined, names: new Map(),
  };
  const request = Array.isArray(input) ? undefined : (input as ClaudeRequest);
  const messages = request ? request.messages : (input as readonly ClaudeMessage[]);
  if (options.system !== undefined) system(options.system, "options/system", state);
  if (request) {
    requestKeys(request, state);
    if (request.system !== undefined) system(request.system, "/system", state);
  }
  const base = request ? "/messages" : "";
  messages.forEach((m, i) => message(m, `${base}${pointer(i)}`, state));
  const { origins } = state;
  const locate = (path: string) => {
    const [n, field, k, rest] = segments(path);
    const origin = origins[Number(n)];
    if (origin === undefined) return path;
    const pick = (list: string[] | undefined) => (k !== undefined ? list?.[Number(k)] : list?.[0]) ?? origin.at;
    switch (field) {
      case "content":
        return origin.parts && k !== undefined ? pick(origin.parts) : origin.text ?? origin.at;
      case "toolCalls": {
        const call = pick(origin.calls);
        const key = CALL_FIELDS[rest ?? ""];
        return key && call !== origin.at ? `${call}/${key}` : call;
      }
      case "reasoningItems": {
        // One entry, or the whole list: then every block it holds, one pointer each.
        const blocks = origin.reasoning ?? [];
        const one = k === "items" && rest !== undefined ? blocks[Number(rest)] : undefined;
        // A block kept verbatim has the entry's fields; a reasoning item made from one does not.
        if (one !== undefined) return state.mode === "blocks" ? `${one}${path.split("/").slice(5).map((s) => `/${s}`).join("")}` : one;
        return blocks.length > 1 ? [...blocks] : (blocks[0] ?? origin.at);
      }
      case "images":
        return pick(origin.images);
      case "toolCallId":
        return `${origin.at}/tool_use_id`;
      case "isError":
        return `${origin.at}/is_error`;
      default:
        return origin.at;
    }
  };
  return { messages: state.out, locate };
}
