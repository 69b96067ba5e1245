// The format registry: each wire format once, with its validator, its reader into the hub
// (ChatMessage[]) and its writer out of it. `convert` and the CLI are derived from this table.
import type { Copy } from "./copy.js";
import type { ChatCompletionMessage, ChatMessage, ClaudeConversation, ClaudeMessage, ClaudeRequest, GeminiRequest, Item } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import { issuesOf } from "../validate/validate.js";
import { chatCompletionRuleIssues, chatRuleIssues, claudePairingIssues, itemRuleIssues } from "../validate/conversation.js";
import type { Issue } from "../validate/issue.js";
import { readChatCompletions } from "./from-chat-completions.js";
import { claudeInputIssues, claudeInputRules, fromClaudeRules, claudeOptionIssues, type FromClaudeOptions } from "./from-claude.js";
import { readClaude } from "./read-claude.js";
import { toClaudeRules, writeClaude, type ToClaudeOptions } from "./to-claude.js";
import { fromChatRules, writeItems, type FromChatOptions } from "./from-chat.js";
import type { OptionRule } from "./options.js";
import { chatCompletionsOptionIssues, toChatCompletionsRules, writeChatCompletions, type ToChatCompletionsOptions } from "./to-chat-completions.js";
import { readItems, toChatRules, type ToChatOptions } from "./to-chat.js";
import { geminiIssues, geminiRuleIssues, readGemini, type GeminiInput } from "./from-gemini.js";
import { toGeminiRules, writeGemini, type ToGeminiOptions } from "./to-gemini.js";
import type { Warnings } from "./warnings.js";

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
  /** Responses API input items. */
  items: FormatIO<readonly Item[], Item[], Without<ToChatOptions>, Without<FromChatOptions>>;
  /** Anthropic messages, or a request body. */
  claude: FormatIO<readonly ClaudeMessage[] | ClaudeRequest, ClaudeConversation, Without<FromClaudeOptions>, Without<ToClaudeOptions>>;
  /** Chat Completions messages. */
  "chat-completions": FormatIO<readonly ChatCompletionMessage[], ChatCompletionMessage[], object, Without<ToChatCompletionsOptions>>;
  /** Google Gemini contents, or the request-shaped `{ systemInstruction?, contents }`. */
  gemini: FormatIO<GeminiInput, GeminiRequest, object, Without<ToGeminiOptions>>;
}

/** A format's name: `"chat"` (the hub), `"items"`, `"claude"`, `"chat-completions"`, `"gemini"`. */
export type FormatName = keyof FormatTypes;
/** The formats `convert` can write. */
export type WritableFormat = { [F in FormatName]: [FormatTypes[F]["output"]] extends [never] ? never : F }[FormatName];

/** The hub messages a reader made, and where a pointer into them points in the reader's input. */
export interface Read {
  messages: ChatMessage[];
  locate(path: string): string;
}

/**
 * One registry entry. Given `copyJson`, writers never return an object of their input (so the hub
 * reader of `chat` hands its input over as it is), and every warning of a reader points into its input.
 */
export interface Format {
  /** What a person calls it. */
  title: string;
  /** The schema file (in `schemas/`) and the definition a whole document of this format is. */
  schema: { file: string; history: string; message: string };
  /** The issues of a whole input, one per failing element up to `maxIssues` (default 100); `[]` when valid. */
  check(value: unknown, maxIssues?: number): Issue[];
  /** The issues of one message (an element of the input). */
  checkMessage(value: unknown): Issue[];
  /** The conversation rules strict mode enforces on a valid input. */
  rules(value: never): Issue[];
  /** Options the reader takes, and checks across them. */
  readRules: Record<string, OptionRule>;
  readIssues?(options: Record<string, unknown>): Issue[];
  /** `copy` takes a subtree of the input into the hub (`copyJson`, so no object is shared). */
  read(value: never, options: Record<string, unknown>, warn: Warn, copy: Copy): Read;
  /** Options the writer takes, and checks across them; absent for a format that cannot be written. */
  writeRules?: Record<string, OptionRule>;
  writeIssues?(options: Record<string, unknown>): Issue[];
  /** `copy` takes a subtree of the hub into the output. */
  write?(messages: readonly ChatMessage[], options: Record<string, unknown>, warn: Warn, copy: Copy): unknown;
}

const same = (path: string) => path;

export const FORMATS: { readonly [F in FormatName]: Format } = {
  chat: {
    title: "chat messages (ChatMessage[], the provider-neutral history)",
    schema: { file: "chat-message.schema.json", history: "ChatMessages", message: "ChatMessage" },
    check: (value, max) => issuesOf(generated.validateChatMessages, value, max, generated.validateChatMessage),
    checkMessage: (value) => issuesOf(generated.validateChatMessage, value),
    rules: (value: readonly ChatMessage[]) => chatRuleIssues(value),
    readRules: {},
    read: (value: readonly ChatMessage[]) => ({ messages: value as ChatMessage[], locate: same }),
    writeRules: {},
    write: (messages, _options, _warn, copy) => copy(messages),
  },
  items: {
    title: "Responses API input items (Item[])",
    schema: { file: "item.schema.json", history: "Items", message: "Item" },
    check: (value, max) => issuesOf(generated.validateItems, value, max, generated.validateItem),
    checkMessage: (value) => issuesOf(generated.validateItem, value),
    rules: (value: readonly Item[]) => itemRuleIssues(value),
    readRules: toChatRules,
    read: (value: readonly Item[], options, warn, copy) => readItems(value, options as ToChatOptions, warn, copy),
    writeRules: fromChatRules,
    // Reasoning items the Claude reader made (thinking: "reasoning-items") are for this very conversion.
    write: (messages, options, warn, copy) => writeItems(messages, { ...options, provider: (options.provider as string | undefined) ?? (options.from === "claude" ? "anthropic" : undefined) } as FromChatOptions, warn, copy),
  },
  claude: {
    title: "Claude Messages API messages (ClaudeMessage[], or a request body with system and messages)",
    schema: { file: "claude-message.schema.json", history: "ClaudeMessages", message: "ClaudeMessage" },
    check: (value, max) => claudeInputIssues(value, max),
    checkMessage: (value) => issuesOf(generated.validateClaudeMessage, value),
    rules: (value: readonly ClaudeMessage[] | ClaudeRequest) => claudeInputRules(value),
    readRules: fromClaudeRules,
    readIssues: (options) => claudeOptionIssues(options as FromClaudeOptions),
    read: (value: readonly ClaudeMessage[] | ClaudeRequest, options, warn, copy) => readClaude(value, options as FromClaudeOptions, warn, copy, options.to as string | undefined),
    writeRules: toClaudeRules,
    write: (messages, options, warn, copy) => writeClaude(messages, options as ToClaudeOptions, warn, copy, options.from as string | undefined),
  },
  "chat-completions": {
    title: "OpenAI Chat Completions messages (ChatCompletionMessage[]), also of OpenAI-compatible servers",
    schema: { file: "chat-completions.schema.json", history: "ChatCompletionMessages", message: "ChatCompletionMessage" },
    check: (value, max) => issuesOf(generated.validateChatCompletionMessages, value, max, generated.validateChatCompletionMessage),
    checkMessage: (value) => issuesOf(generated.validateChatCompletionMessage, value),
    rules: (value: readonly ChatCompletionMessage[]) => chatCompletionRuleIssues(value),
    readRules: {},
    read: (value: readonly ChatCompletionMessage[], _options, warn, copy) => ({ messages: readChatCompletions(value, warn, copy), locate: locateChatCompletions(value) }),
    writeRules: toChatCompletionsRules,
    writeIssues: (options) => chatCompletionsOptionIssues(options as ToChatCompletionsOptions),
    write: (messages, options, warn, copy) => writeChatCompletions(messages, options as ToChatCompletionsOptions, warn, copy),
  },
  gemini: {
    title: "Google Gemini contents ({ systemInstruction?, contents }, or the contents array alone)",
    schema: { file: "gemini-content.schema.json", history: "GeminiRequest", message: "GeminiContent" },
    check: geminiIssues,
    checkMessage: (value) => (value !== null && typeof value === "object" && "contents" in value ? geminiIssues(value) : issuesOf(generated.validateGeminiContent, value)),
    rules: (value: GeminiInput) => geminiRuleIssues(value),
    readRules: {},
    read: (value: GeminiInput, _options, warn, copy) => readGemini(value, warn, copy),
    writeRules: toGeminiRules,
    write: (messages, options, warn, copy) => writeGemini(messages, options as ToGeminiOptions, warn, copy),
  },
};

/** The registered names, in registry order. */
export const FORMAT_NAMES = Object.keys(FORMATS) as FormatName[];

/** Hub field → Chat Completions field, for pointers into a converted history (messages map one to one). */
const CHAT_COMPLETIONS_FIELDS: Record<string, string> = {
  toolCalls: "tool_calls", toolCallId: "tool_call_id", reasoningDetails: "reasoning_details", audioId: "audio", content: "content", name: "name", refusal: "refusal",
};

/** The pointer segment that starts at `from`, up to the next slash (no split: this runs once per warning). */
function segment(path: string, from: number): string {
  const end = path.indexOf("/", from);
  return end < 0 ? path.slice(from) : path.slice(from, end);
}

function locateChatCompletions(messages: readonly ChatCompletionMessage[]): (path: string) => string {
  return (path) => {
    if (path[0] !== "/") return path;
    const m = segment(path, 1);
    const at = m.length + 2;
    const message = messages[Number(m)];
    if (message === undefined || at > path.length) return path;
    const field = segment(path, at);
    const next = at + field.length + 1;
    const k = next > path.length ? undefined : segment(path, next);
    if (field === "reasoning") {
      const key = message.role === "assistant" && message.reasoning_content != null ? "reasoning_content" : "reasoning";
      return `/${m}/${key}`;
    }
    if (field === "toolCalls" && message.role === "assistant") {
      const key = k === undefined || next + k.length + 1 > path.length ? undefined : segment(path, next + k.length + 1);
      if (message.function_call && Number(k) >= (message.tool_calls?.length ?? 0)) return `/${m}/function_call`;
      if (key === "thoughtSignature") return `/${m}/tool_calls/${k}/extra_content/google/thought_signature`;
      if (key === "extraContent") return `/${m}/tool_calls/${k}/extra_content`;
      return `/${m}/tool_calls/${k}`;
    }
    const key = CHAT_COMPLETIONS_FIELDS[field];
    if (key === undefined) return `/${m}`;
    return key === "content" && k !== undefined ? `/${m}/content/${k}` : `/${m}/${key}`;
  };
}
