// ClaudeMessage[] → Responses API Item[]: one function per block type, routed by `byBlock`, block order kept.
import type {
  ClaudeContentBlock, ClaudeDocumentBlock, ClaudeImageBlock, ClaudeMessage, ClaudeRedactedThinkingBlock,
  ClaudeSystem, ClaudeTextBlock, ClaudeThinkingBlock, ClaudeToolResultBlock, ClaudeToolResultContentBlock,
  ClaudeToolUseBlock, ChatMessage, InputContent, InputImageContent, Item,
} from "../../generated/types.js";
import { ContractError, describe, type Issue } from "../validate/issue.js";
import { validateClaudeMessage, validateClaudeMessages } from "../validate/validate.js";
import { toDataUrl, utf8ToBase64 } from "./data-url.js";
import { commonRules, ensureValid, oneOf, optionIssues } from "./options.js";
import { collector, pointer, segments, type WarningOptions, type Warnings } from "./warnings.js";
import { readItems } from "./to-chat.js";
import { claudePairingIssues } from "../validate/conversation.js";

/** What `thinking` accepts. */
export const THINKING_MODES = ["warn", "reasoning-items"] as const;

/** Options of `fromClaudeMessages`. */
export interface FromClaudeOptions extends WarningOptions {
  /** Claude's top-level `system` prompt; it becomes the first item. */
  system?: ClaudeSystem;
  /**
   * What `thinking` and `redacted_thinking` blocks become: `"warn"` (default) drops each with a warning;
   * `"reasoning-items"` makes each a `reasoning` item, with its id from `reasoningId`.
   */
  thinking?: (typeof THINKING_MODES)[number];
  /** The id of the reasoning item made from the block at `path`; required with `thinking: "reasoning-items"`. */
  reasoningId?: (path: string) => string;
}

interface State {
  warn: Warnings["warn"];
  options: FromClaudeOptions;
  role: "user" | "assistant" | "system";
  parts: { part: InputContent; at: string }[];
  items: Item[];
  /** Per item, the pointer it was made from (and, for a message of parts, each part's). */
  origins: Origin[];
}

interface Origin {
  at: string;
  parts?: string[];
}

function push(state: State, item: Item, at: string, parts?: string[]) {
  state.items.push(item);
  state.origins.push(parts ? { at, parts } : { at });
}

/** Keys each block type carries into the items; any other key present is warned. */
const CARRIED: { readonly [T in ClaudeContentBlock["type"]]?: readonly string[] } = {
  text: ["type", "text"],
  image: ["type", "source"],
  document: ["type", "source"],
  tool_use: ["type", "id", "name", "input"],
  tool_result: ["type", "tool_use_id", "content"],
  thinking: ["type", "thinking", "signature"],
  redacted_thinking: ["type", "data"],
};

function warnDropped(block: object, at: string, state: State) {
  const carried = CARRIED[(block as ClaudeContentBlock).type] ?? [];
  for (const [key, value] of Object.entries(block)) {
    if (carried.includes(key) || value === undefined || value === null) continue;
    if (key === "cache_control") {
      state.warn("cache_control_dropped", `${at}/${key}`, "Responses items have no prompt-cache breakpoints; cache_control was dropped");
    } else if (key === "citations") {
      if (Array.isArray(value) && value.length === 0) continue;
      state.warn("citations_dropped", `${at}/${key}`, "Responses input content has no citations; they were dropped");
    } else if (key === "is_error") {
      if (value === true) state.warn("is_error_dropped", `${at}/${key}`, "a function_call_output has no error flag; is_error: true was dropped (say so in the output text if the model must know)");
    } else {
      state.warn("field_dropped", `${at}/${key}`, `${JSON.stringify(key)} has no slot in a Responses item; it was dropped`);
    }
  }
}

function imagePart(block: ClaudeImageBlock, at: string, state: State): InputImageContent {
  warnDropped(block, at, state);
  const source = block.source;
  if (source.type === "base64") return { type: "input_image", detail: "auto", image_url: toDataUrl(source.media_type, source.data) };
  if (source.type === "url") return { type: "input_image", detail: "auto", image_url: source.url };
  return { type: "input_image", detail: "auto", file_id: source.file_id };
}

/** A document's parts: one `input_file`, or, for a document made of content blocks, one part per block. */
function documentParts(block: ClaudeDocumentBlock, at: string, state: State): InputContent[] {
  warnDropped(block, at, state);
  const source = block.source;
  switch (source.type) {
    case "base64":
      return [{ type: "input_file", file_data: toDataUrl(source.media_type, source.data) }];
    case "text":
      return [{ type: "input_file", file_data: toDataUrl(source.media_type, utf8ToBase64(source.data)) }];
    case "url":
      return [{ type: "input_file", file_url: source.url }];
    case "file":
      return [{ type: "input_file", file_id: source.file_id }];
    case "content": {
      state.warn("document_flattened", `${at}/source`, "a document made of content blocks has no input_file form; its blocks were kept as separate parts and the document boundary was dropped");
      const content = source.content;
      if (typeof content === "string") return [{ type: "input_text", text: content }];
      return content.map((inner, i) => {
        const where = `${at}/source/content/${i}`;
        return inner.type === "text" ? textPart(inner, where, state) : imagePart(inner, where, state);
      });
    }
  }
}

function textPart(block: ClaudeTextBlock, at: string, state: State): InputContent {
  warnDropped(block, at, state);
  return { type: "input_text", text: block.text };
}

function flush(state: State) {
  const parts = state.parts.map((p) => p.part);
  const ats = state.parts.map((p) => p.at);
  state.parts = [];
  if (parts.length === 0) return;
  const at = ats[0]!.slice(0, ats[0]!.lastIndexOf("/"));
  const only = parts.length === 1 && parts[0]?.type === "input_text" ? parts[0].text : undefined;
  if (state.role === "assistant") {
    const text = parts.map((p) => (p.type === "input_text" ? p.text : "")).join("");
    push(state, { type: "message", role: "assistant", content: text }, at, ats);
  } else if (state.role === "user") {
    push(state, { type: "message", role: "user", content: only ?? parts }, at, ats);
  } else {
    push(state, { type: "message", role: "system", content: only ?? parts }, at, ats);
  }
}

function addPart(part: InputContent, at: string, state: State) {
  if (state.role !== "user" && part.type !== "input_text") {
    state.warn("unsupported_block", at, `an ${state.role} message carries text only in Responses items; this block was dropped`);
    return;
  }
  state.parts.push({ part, at });
}

function toolUse(block: ClaudeToolUseBlock, at: string, state: State) {
  flush(state);
  warnDropped(block, at, state);
  push(state, { type: "function_call", call_id: block.id, name: block.name, arguments: serialize(block.input, `${at}/input`) }, at);
}

/** Tool input as JSON text; input too deep (or not JSON at all) for JSON.stringify is a ContractError. */
function serialize(input: unknown, at: string): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(input);
  } catch (error) {
    const why = error instanceof RangeError ? "is nested too deeply to serialize" : `cannot be serialized (${(error as Error).message})`;
    throw new ContractError([{ path: at, code: "unserializable_input", message: `${at}: the tool input ${why}` }], "fromClaudeMessages: invalid input");
  }
  if (text === undefined)
    throw new ContractError([{ path: at, code: "unserializable_input", message: `${at}: the tool input is not a JSON value` }], "fromClaudeMessages: invalid input");
  return text;
}

const byResultBlock: {
  [T in ClaudeToolResultContentBlock["type"]]?: (block: never, at: string, state: State) => InputContent;
} = { text: textPart, image: imagePart };

function toolResult(block: ClaudeToolResultBlock, at: string, state: State) {
  flush(state);
  warnDropped(block, at, state);
  const content = block.content ?? "";
  let output: string | InputContent[] = "";
  if (typeof content === "string") output = content;
  else if (content.length) {
    output = content.flatMap((inner, i) => {
      const where = `${at}/content/${i}`;
      if (inner.type === "document") return documentParts(inner, where, state);
      const convert = byResultBlock[inner.type] as ((b: ClaudeToolResultContentBlock, at: string, s: State) => InputContent) | undefined;
      if (convert) return convert(inner, where, state);
      state.warn("unsupported_block", where, `a ${JSON.stringify(inner.type)} tool-result block is not converted; it was dropped`);
      return [];
    });
  }
  push(state, { type: "function_call_output", call_id: block.tool_use_id, output }, at);
}

function reasoningItem(id: string, summary: string | undefined, encrypted: string): Item {
  return {
    type: "reasoning",
    id,
    summary: summary === undefined ? [] : [{ type: "summary_text", text: summary }],
    encrypted_content: encrypted,
  };
}

function thinking(block: ClaudeThinkingBlock | ClaudeRedactedThinkingBlock, at: string, state: State) {
  const idOf = state.options.reasoningId;
  if (state.options.thinking !== "reasoning-items" || !idOf) {
    state.warn("thinking_dropped", at, `a ${block.type} block has no slot unless options.thinking is "reasoning-items"; it was dropped`);
    return;
  }
  const id = idOf(at);
  if (typeof id !== "string" || id === "") {
    throw new ContractError([{ path: "/reasoningId", code: "invalid_option", message: `options/reasoningId: returned ${describe(id)} for ${at}; a reasoning item needs a non-empty string id` }], "fromClaudeMessages: invalid options");
  }
  flush(state);
  warnDropped(block, at, state);
  const item = block.type === "thinking"
    ? reasoningItem(id, block.thinking, block.signature)
    : reasoningItem(id, undefined, block.data);
  push(state, item, at);
}

type Convert = (block: never, at: string, state: State) => void;

const byBlock: Record<ClaudeContentBlock["type"], Convert> = {
  text: (block: ClaudeTextBlock, at: string, state: State) => addPart(textPart(block, at, state), at, state),
  image: (block: ClaudeImageBlock, at: string, state: State) => addPart(imagePart(block, at, state), at, state),
  document: (block: ClaudeDocumentBlock, at: string, state: State) => {
    for (const part of documentParts(block, at, state)) addPart(part, at, state);
  },
  tool_use: toolUse,
  tool_result: toolResult,
  thinking,
  redacted_thinking: thinking,
  search_result: unsupported,
  server_tool_use: unsupported,
  web_search_tool_result: unsupported,
  web_fetch_tool_result: unsupported,
  code_execution_tool_result: unsupported,
  bash_code_execution_tool_result: unsupported,
  text_editor_code_execution_tool_result: unsupported,
  tool_search_tool_result: unsupported,
  container_upload: unsupported,
};

function unsupported(block: ClaudeContentBlock, at: string, state: State) {
  state.warn("unsupported_block", at, `a ${JSON.stringify(block.type)} block is not converted; it was dropped`);
}

function message(role: State["role"], content: string | ClaudeContentBlock[], at: string, state: State) {
  state.role = role;
  if (typeof content === "string") {
    push(state,
      role === "assistant" ? { type: "message", role, content }
        : role === "user" ? { type: "message", role, content }
        : { type: "message", role, content },
      at,
    );
    return;
  }
  content.forEach((block, i) => (byBlock[block.type] as (b: ClaudeContentBlock, at: string, s: State) => void)(block, `${at}/${i}`, state));
  flush(state);
}

export const fromClaudeRules = {
  system: { expected: "a string or text blocks", test: (v: unknown) => v !== undefined },
  thinking: oneOf(...THINKING_MODES),
  reasoningId: { expected: "a function", test: (v: unknown) => typeof v === "function" },
};

/** Checks across the options, after each key passed its own rule. */
export function claudeOptionIssues(options: FromClaudeOptions | undefined): Issue[] {
  const issues: Issue[] = [];
  if (!options) return issues;
  if (options.system !== undefined) {
    const checked = validateClaudeMessage({ role: "system", content: options.system });
    if (!checked.ok) {
      for (const issue of checked.issues) {
        const path = `/system${issue.path.replace(/^\/content/, "")}`;
        issues.push({ ...issue, path, message: `options${path}: ${issue.message.replace(/^[^:]*: /, "")}` });
      }
    }
  }
  if (options.thinking === "reasoning-items" && options.reasoningId === undefined) {
    issues.push({ path: "/reasoningId", code: "missing_option", message: 'options/reasoningId: thinking: "reasoning-items" needs reasoningId, because a reasoning item requires an id and the converter never invents one' });
  }
  return issues;
}

function optionsIssues(options: FromClaudeOptions | undefined): Issue[] {
  const issues = optionIssues(options, { ...commonRules, ...fromClaudeRules });
  return issues.length ? issues : claudeOptionIssues(options);
}

/** Converts validated messages to items; `origins` says where each item came from. */
function claudeItems(messages: readonly ClaudeMessage[], options: FromClaudeOptions, warn: Warnings["warn"]): { items: Item[]; origins: Origin[] } {
  const state: State = { warn, options, role: "user", parts: [], items: [], origins: [] };
  if (options.system !== undefined) message("system", options.system, "options/system", state);
  messages.forEach((m, i) => message(m.role, m.content, pointer(i, "content"), state));
  return state;
}

/**
 * Converts Claude Messages API history (and its top-level `system`) into Responses API input items,
 * keeping block order. Anything the items cannot carry is reported through `options.onWarning` (or thrown with `strict`).
 * @example fromClaudeMessages([{ role: "user", content: "Hi" }], { system: "Be brief" })
 */
export function fromClaudeMessages(messages: readonly ClaudeMessage[], options?: FromClaudeOptions): Item[] {
  const checked = validateClaudeMessages(messages);
  ensureValid("fromClaudeMessages", checked.ok ? [] : checked.issues, optionsIssues(options));
  const opts = options ?? {};
  const warnings = collector(opts);
  const { items } = claudeItems(messages, opts, warnings.warn);
  warnings.finish("fromClaudeMessages", () => claudePairingIssues(messages));
  return items;
}

/**
 * Reads validated Claude messages into the hub, through the items (reasoning items made from
 * thinking are tagged `anthropic`); every warning and `locate` point into `messages`.
 */
export function readClaude(messages: readonly ClaudeMessage[], options: FromClaudeOptions, warn: Warnings["warn"]): { messages: ChatMessage[]; locate: (path: string) => string } {
  const { items, origins } = claudeItems(messages, options, warn);
  const back = (path: string) => {
    const [n, field, k] = segments(path);
    const origin = origins[Number(n)];
    if (origin === undefined) return path;
    return field === "content" && k !== undefined && origin.parts?.[Number(k)] !== undefined ? origin.parts[Number(k)]! : origin.at;
  };
  const read = readItems(items, { provider: "anthropic" }, (code, path, text) => warn(code, back(path), text));
  return { messages: read.messages, locate: (path) => back(read.locate(path)) };
}
