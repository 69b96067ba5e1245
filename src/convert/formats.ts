// The format registry: each wire format once, with its validator, its reader into the hub
// (ChatMessage[]) and its writer out of it. `convert` and the CLI are derived from this table.
import type { Copy } from "./copy.js";
import * as generated from "../../generated/validators.js";
import { issuesOf } from "../validate/validate.js";
import type { ChatCompletionMessage, ChatCompletionRequest, ChatMessage, ClaudeConversation, ClaudeMessage, ClaudeRequest, GeminiRequest, Item, ResponsesRequest } from "../../generated/types.js";
import { leadingIndex, type Issue } from "../validate/issue.js";
import { readChatCompletions } from "./from-chat-completions.js";
import { claudeInputIssues, fromClaudeRules, claudeOptionIssues, type FromClaudeOptions } from "./from-claude.js";
import { readClaude } from "./read-claude.js";
import { idMap, toClaudeRules, writeClaude, type ToClaudeOptions } from "./to-claude.js";
import { fromChatRules, writeItems, type FromChatOptions } from "./from-chat.js";
import type { OptionRule } from "./options.js";
import { chatCompletionsOptionIssues, toChatCompletionsRules, writeChatCompletions, type ToChatCompletionsOptions } from "./to-chat-completions.js";
import { readItems, toChatRules, type ToChatOptions } from "./to-chat.js";
import { readBody, withFirst } from "./request-bodies.js";
import { geminiIssues, readGemini, type GeminiInput } from "./from-gemini.js";
import { toGeminiRules, writeGemini, type ToGeminiOptions } from "./to-gemini.js";
import type { WrittenGeminiRequest } from "./gemini-nulls.js";
import type { Warnings } from "./warnings.js";
import { CHECKS, type FormatCheck } from "../validate/formats.js";
import { CHAT_COMPLETIONS_PAIRING, CLAUDE_PAIRING, GEMINI_PAIRING, HUB_PAIRING, type PairingCodes } from "./vendor-check.js";
import type { WrittenChatCompletionMessage, WrittenItem } from "./written-item.js";

type Warn = Warnings["warn"];
type Without<O> = Omit<O, "onWarning" | "strict">;

/** One format's types: what `convert` takes from it and gives in it, and the options of each direction. */
export interface FormatIO<Input, Output, ReadOptions, WriteOptions> {
  /** A document in this format, as `convert` takes it. */
  input: Input;
  /** A document in this format, as `convert` writes it (`never` when it cannot be written). */
  output: Output;
  /** The options of reading it into the hub. */
  read: ReadOptions;
  /** The options of writing it from the hub (`never` when it cannot be written). */
  write: WriteOptions;
}

/** Per format: what it reads (input), what it writes (output), and the options of each direction. */
export interface FormatTypes {
  /** The hub, `ChatMessage[]`. */
  chat: FormatIO<readonly ChatMessage[], ChatMessage[], object, object>;
  /** Responses API input items, or a request body `{ input, instructions?, … }`. */
  items: FormatIO<readonly Item[] | ResponsesRequest, WrittenItem[], Without<ToChatOptions>, Without<FromChatOptions>>;
  /** Anthropic messages, or a request body. */
  claude: FormatIO<readonly ClaudeMessage[] | ClaudeRequest, ClaudeConversation, Without<FromClaudeOptions>, Without<ToClaudeOptions>>;
  /** Chat Completions messages, or a request body `{ messages, … }`. */
  "chat-completions": FormatIO<readonly ChatCompletionMessage[] | ChatCompletionRequest, WrittenChatCompletionMessage[], object, Without<ToChatCompletionsOptions>>;
  /** Google Gemini contents, or the request-shaped `{ systemInstruction?, contents }`. */
  gemini: FormatIO<GeminiInput, WrittenGeminiRequest, object, Without<ToGeminiOptions>>;
}

/** A format's name: `"chat"` (the hub), `"items"`, `"claude"`, `"chat-completions"`, `"gemini"`. */
export type FormatName = keyof FormatTypes;
/** The formats `convert` can write. */
export type WritableFormat = { [F in FormatName]: [FormatTypes[F]["output"]] extends [never] ? never : F }[FormatName];

/** The hub messages a reader made, and where a pointer into them points in the reader's input. */
export interface Read {
  messages: ChatMessage[];
  /** The input pointer of a hub pointer; several where one hub node came from several (the blocks of one `reasoningItems`). */
  locate(path: string): string | string[];
}

/** Each input pointer a hub pointer names, as a list. */
export const locations = (read: Read, path: string): string[] => {
  const at = read.locate(path);
  return typeof at === "string" ? [at] : at;
};

/**
 * One registry entry. Given `copyJson`, writers never return an object of their input (so the hub
 * reader of `chat` hands its input over as it is), and every warning of a reader points into its input.
 */
export interface Format extends FormatCheck {
  /** What a person calls it. */
  title: string;
  /** The schema file (in `schemas/`) and the definition a whole document of this format is. */
  schema: { file: string; history: string; message: string };
  /**
   * The format's request body, where its wire has one: the definition (in `schema.file`), the key
   * that holds the conversation (an object with it is read as a body), and its issues.
   */
  request?: { definition: string; key: string; check(value: unknown): Issue[] };
  /** Options the reader takes, and checks across them. */
  readRules: Record<string, OptionRule>;
  readIssues?(options: Record<string, unknown>): Issue[];
  /** `copy` takes a subtree of the input into the hub (`copyJson`, so no object is shared). */
  read(value: never, options: Record<string, unknown>, warn: Warn, copy: Copy): Read;
  /** A written document's name in warnings, and the target's codes for the hub's pairing issues; absent for a format that cannot be written. */
  output?: { name: string; codes: PairingCodes; ids?(messages: readonly ChatMessage[]): ReadonlyMap<string, string> };
  /** Options the writer takes, and checks across them; absent for a format that cannot be written. */
  writeRules?: Record<string, OptionRule>;
  writeIssues?(options: Record<string, unknown>): Issue[];
  /** `copy` takes a subtree of the hub into the output; `read` is what the reader gave (a request format's settings ride on it). */
  write?(messages: readonly ChatMessage[], options: Record<string, unknown>, warn: Warn, copy: Copy, read?: Read): unknown;
}

const same = (path: string) => path;

/** Items, or a Responses body: `instructions` is a first system message, a string `input` one user message. */
function readItemsBody(value: readonly Item[] | ResponsesRequest, options: ToChatOptions, warn: Warn, copy: Copy): Read {
  const read = readBody(value, "input", warn, (input: readonly Item[] | string, inner) => (typeof input === "string"
    ? { messages: [{ role: "user", content: input }], locate: () => "" }
    : readItems(input, options, inner, copy)), ["instructions"]);
  const instructions = Array.isArray(value) ? undefined : (value as ResponsesRequest).instructions;
  return instructions == null ? read : withFirst(read, { role: "system", content: instructions }, "/instructions");
}

export const FORMATS: { readonly [F in FormatName]: Format } = {
  chat: {
    title: "chat messages (ChatMessage[], the provider-neutral history)",
    schema: { file: "chat-message.schema.json", history: "ChatMessages", message: "ChatMessage" },
    ...CHECKS.chat,
    readRules: {},
    read: (value: readonly ChatMessage[]) => ({ messages: value as ChatMessage[], locate: same }),
    writeRules: {},
    write: (messages, _options, _warn, copy) => copy(messages, ""),
  },
  items: {
    title: "Responses API input items (Item[])",
    schema: { file: "item.schema.json", history: "Items", message: "Item" },
    ...CHECKS.items,
    request: { definition: "ResponsesRequest", key: "input", check: (value) => issuesOf(generated.validateResponsesRequest, value) },
    readRules: toChatRules,
    read: (value: readonly Item[] | ResponsesRequest, options, warn, copy) => readItemsBody(value, options as ToChatOptions, warn, copy),
    output: { name: "Responses input", codes: HUB_PAIRING },
    writeRules: fromChatRules,
    // Reasoning items the Claude reader made (thinking: "reasoning-items") are for this very conversion.
    write: (messages, options, warn, copy) => writeItems(messages, { ...options, provider: (options.provider as string | undefined) ?? (options.from === "claude" ? "anthropic" : undefined) } as FromChatOptions, warn, copy),
  },
  claude: {
    title: "Claude Messages API messages (ClaudeMessage[], or a request body with system and messages)",
    schema: { file: "claude-message.schema.json", history: "ClaudeMessages", message: "ClaudeMessage" },
    ...CHECKS.claude,
    request: { definition: "ClaudeRequest", key: "messages", check: (value) => claudeInputIssues(value) },
    readRules: fromClaudeRules,
    readIssues: (options) => claudeOptionIssues(options as FromClaudeOptions),
    read: (value: readonly ClaudeMessage[] | ClaudeRequest, options, warn, copy) => readClaude(value, options as FromClaudeOptions, warn, copy, options.to as string | undefined),
    output: { name: "Claude request", codes: CLAUDE_PAIRING, ids: idMap },
    writeRules: toClaudeRules,
    write: (messages, options, warn, copy) => writeClaude(messages, options as ToClaudeOptions, warn, copy, options.from as string | undefined),
  },
  "chat-completions": {
    title: "OpenAI Chat Completions messages (ChatCompletionMessage[]), also of OpenAI-compatible servers",
    schema: { file: "chat-completions.schema.json", history: "ChatCompletionMessages", message: "ChatCompletionMessage" },
    ...CHECKS["chat-completions"],
    request: { definition: "ChatCompletionRequest", key: "messages", check: (value) => issuesOf(generated.validateChatCompletionRequest, value) },
    readRules: {},
    read: (value: readonly ChatCompletionMessage[] | ChatCompletionRequest, options, warn, copy) => readBody(value, "messages", warn, (messages: readonly ChatCompletionMessage[], inner) => {
      return { messages: readChatCompletions(messages, inner, copy, options.to === "chat-completions"), locate: locateChatCompletions(messages) };
    }),
    output: { name: "Chat Completions messages", codes: CHAT_COMPLETIONS_PAIRING },
    writeRules: toChatCompletionsRules,
    writeIssues: (options) => chatCompletionsOptionIssues(options as ToChatCompletionsOptions),
    write: (messages, options, warn, copy) => writeChatCompletions(messages, options as ToChatCompletionsOptions, warn, copy),
  },
  gemini: {
    title: "Google Gemini contents ({ systemInstruction?, contents }, or the contents array alone)",
    schema: { file: "gemini-content.schema.json", history: "GeminiRequest", message: "GeminiContent" },
    ...CHECKS.gemini,
    request: { definition: "GeminiRequest", key: "contents", check: (value) => geminiIssues(value) },
    readRules: {},
    read: (value: GeminiInput, _options, warn, copy) => readGemini(value, warn, copy),
    output: { name: "Gemini request", codes: GEMINI_PAIRING },
    writeRules: toGeminiRules,
    write: (messages, options, warn, copy) => writeGemini(messages, options as ToGeminiOptions, warn, copy),
  },
};

/** The registered names, in registry order: the list `convert` checks, which nothing outside can change. */
export const FORMAT_LIST: readonly FormatName[] = Object.freeze(Object.keys(FORMATS) as FormatName[]);

export { FORMAT_NAMES } from "./format-names.js";

/** Hub field → Chat Completions field, for pointers into a converted history (messages map one to one). */
const CHAT_COMPLETIONS_FIELDS: Record<string, string> = {
  toolCalls: "tool_calls", toolCallId: "tool_call_id", reasoningDetails: "reasoning_details", audioId: "audio", content: "content", name: "name", refusal: "refusal", parts: "content",
};

/** The pointer segment that starts at `from`, up to the next slash (no split: this runs once per warning). */
function segment(path: string, from: number): string {
  const end = path.indexOf("/", from);
  return end < 0 ? path.slice(from) : path.slice(from, end);
}

/** `path` when it names a node of the message, else its nearest ancestor that does (a tool message has no `name`, a refusal may be a part). */
function existing(message: ChatCompletionMessage, m: string, path: string): string {
  let at = path;
  while (at.length > m.length + 1) {
    // The segments after the message index, walked in place (this runs once per warning).
    let node: unknown = message;
    for (let from = m.length + 2; node !== undefined; ) {
      const end = at.indexOf("/", from);
      const key = end < 0 ? at.slice(from) : at.slice(from, end);
      node = node !== null && typeof node === "object" && Object.prototype.hasOwnProperty.call(node, key) ? (node as Record<string, unknown>)[key] : undefined;
      if (end < 0) break;
      from = end + 1;
    }
    if (node !== undefined) return at;
    at = at.slice(0, at.lastIndexOf("/"));
  }
  return at;
}

function locateChatCompletions(messages: readonly ChatCompletionMessage[]): (path: string) => string {
  return (path) => {
    if (path[0] !== "/") return path;
    const m = segment(path, 1);
    // A written index (`/12/…`) is read without making a number of a new string; any other segment as `Number` reads it.
    const index = leadingIndex(path);
    const message = messages[index >= 0 ? index : Number(m)];
    if (message === undefined || m.length + 2 > path.length) return path;
    const at = mapChatCompletions(message, m, path);
    // `at` names the message's own reasoning_content (checked here, with a constant key), or it is walked to its nearest existing node.
    if (at.length === m.length + 19 && at.endsWith("/reasoning_content") && Object.hasOwn(message, "reasoning_content")) return at;
    // `at` starts with "/" and the message index (as `/${m}` would say, built for no warning).
    return at.charCodeAt(0) !== 47 || !at.startsWith(m, 1) ? at : existing(message, m, at);
  };
}

/** Hub part field → where a Chat Completions part keeps it, by part type. */
const PART_FIELDS: Record<string, Record<string, string>> = {
  image_url: { detail: "image_url/detail", url: "image_url/url", data: "image_url/url", mimeType: "image_url/url" },
  input_audio: { data: "input_audio/data", mimeType: "input_audio/format" },
  file: { filename: "file/filename", fileId: "file/file_id", data: "file/file_data", mimeType: "file/file_data" },
};

/** The input pointer of hub pointer `path` into `message`, the input message at segment `m` (`path` is longer than `/m`). */
function mapChatCompletions(message: ChatCompletionMessage, m: string, path: string): string {
  const at = m.length + 2;
  const field = segment(path, at);
  const next = at + field.length + 1;
  const k = next > path.length ? undefined : segment(path, next);
  if (field === "reasoning") {
    const key = message.role === "assistant" && message.reasoning_content != null ? "reasoning_content" : "reasoning";
    return `/${m}/${key}`;
  }
  // A second reasoning text rides in the assistant's slot.
  if (field === "providerFields" && message.role === "assistant" && path.startsWith(`/${m}/providerFields/fields/reasoning`) && message.reasoning != null) return `/${m}/reasoning`;
  if (field === "toolCalls" && message.role === "assistant") {
    const key = k === undefined || next + k.length + 1 > path.length ? undefined : segment(path, next + k.length + 1);
    if (message.function_call && Number(k) >= (message.tool_calls?.length ?? 0)) return `/${m}/function_call`;
    if (key === "thoughtSignature") return `/${m}/tool_calls/${k}/extra_content/google/thought_signature`;
    if (key === "extraContent") return `/${m}/tool_calls/${k}/extra_content`;
    return `/${m}/tool_calls/${k}`;
  }
  if (field === "toolCallId" && message.role === "function") return `/${m}`;
  const key = CHAT_COMPLETIONS_FIELDS[field];
  if (key === undefined) return `/${m}`;
  if (key !== "content" || k === undefined) return `/${m}/${key}`;
  // The hub's parts are the input's one for one.
  const source = Number(k);
  const part = Array.isArray(message.content) ? (message.content[source] as { type?: string } | undefined) : undefined;
  const inner = next + k.length + 1 > path.length ? undefined : segment(path, next + k.length + 1);
  // A part's openai-tagged slot holds its prompt_cache_breakpoint, and what of its `file` the hub part has no field for.
  const slotKey = inner === "providerFields" ? /^providerFields\/fields\/([^/]*)/.exec(path.slice(next + k.length + 1))?.[1] : undefined;
  const sub = inner === undefined ? undefined
    : inner === "providerFields" ? (slotKey === "file" ? "file" : part !== undefined && "prompt_cache_breakpoint" in part ? "prompt_cache_breakpoint" : undefined)
    : PART_FIELDS[part?.type ?? ""]?.[inner];
  return `/${m}/content/${source}${sub === undefined ? "" : `/${sub}`}`;
}
