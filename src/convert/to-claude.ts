// ChatMessage[] (the hub) → a Claude Messages request's `{ system, messages }`: one function per role,
// routed by `byRole`; consecutive messages of one role share one Claude message.
import type { Copy } from "./copy.js";
import type { ReadonlyDeep } from "../validate/readonly.js";
import type {
  AssistantMessage, ChatMessage, ClaudeConversationBlock, ClaudeImageBlock, ClaudeConversationMessage, ClaudeConversation, ClaudeTextBlock, ClaudeConversationToolResultBlock,
  ContentPart, DeveloperMessage, ImagePart, ProviderFields, SystemMessage, ToolCall, ToolMessage, UserMessage,
} from "../../generated/types.js";
import { jsonTextOrUndefined } from "./copy.js";
import { claudeVendorIssues } from "../validate/rules/claude.js";
import { CLAUDE_PAIRING } from "./vendor-check.js";
import { fromHub } from "./hub-writer.js";
import { oneOf } from "./options.js";
import { madeUpId, type WarningOptions, type Warnings } from "./warnings.js";
import { assistantTextParts } from "./system-parts.js";
import { foreignSlots, keptFields, providerTag, putField } from "./provider-slots.js";
import { isClaudeMessage } from "../validate/validate.js";

const ANTHROPIC = "anthropic";

/** Whether Claude takes a block, in a user or an assistant message, or inside a tool_result. */
const claudeBlock = (block: unknown): boolean => isClaudeMessage({ role: "user", content: [block] }) || isClaudeMessage({ role: "assistant", content: [block] })
  || isClaudeMessage({ role: "user", content: [{ type: "tool_result", tool_use_id: "t", content: [block] }] });

/** A block with the Claude-only keys the hub kept for it (at `at`) put back, each one Claude takes there. */
function withFields<B extends object>(block: B, slot: ProviderFields | undefined, at: string, ctx: Context): B {
  const fields = keptFields(slot, ANTHROPIC);
  for (const key of Object.keys(fields)) if (!Object.hasOwn(block, key)) putField(block as Record<string, unknown>, key, ctx.copy(fields[key]), claudeBlock, at, "Claude", ctx.warn);
  return block;
}

/** What `systemMessages` accepts. */
export const SYSTEM_MESSAGES = ["keep", "user-note", "hoist"] as const;

/** Options of `toClaudeMessages`. */
export interface ToClaudeOptions extends WarningOptions {
  /**
   * A system or developer message after the first user or assistant message: `"keep"` (default) writes it
   * in place as a `system`-role message (the newer API accepts it); `"user-note"` makes it a user text
   * `System: …`; `"hoist"` appends it to the top-level `system` (which rewrites the cached prompt prefix).
   * Each is reported.
   */
  systemMessages?: (typeof SYSTEM_MESSAGES)[number];
}

/** The ids the Anthropic API accepts for a tool_use and its tool_result. */
const CLAUDE_ID = /^[a-zA-Z0-9_-]{1,64}$/;

type Stage = "reasoning" | "native" | "text" | "call";
/** The order of an assistant turn's blocks as the Claude reader keeps them in one hub message. */
const STAGE: Record<Stage, number> = { reasoning: 0, native: 1, text: 2, call: 3 };
/** The reader starts a new hub message at a block of this kind once the open one went past this stage. */
const OPENS_AFTER: Record<Stage, number> = { reasoning: 0, native: 1, text: 1, call: 3 };

interface Open {
  role: "user" | "assistant" | "system";
  content: ClaudeConversationBlock[];
  /** The hub content as it was, while the message is one hub message with string content (written back as a string). */
  plain: string | undefined;
  /** How many leading blocks are tool_result blocks. */
  results: number;
  /** What the reader would start a new hub message at: the last block kind written. */
  last: Stage | undefined;
  /** The role of the hub message written last into it. */
  from: ChatMessage["role"];
}

interface Context {
  warn: Warnings["warn"];
  copy: Copy;
  options: ToClaudeOptions;
  /** The format the hub was read from, when known: file ids of another provider do not resolve on Claude. */
  source: string | undefined;
  system: ClaudeTextBlock[];
  /** How many hub messages wrote into `system`: one message's text goes back as a string. */
  systemSources: number;
  out: ClaudeConversationMessage[];
  open: Open | undefined;
  /** The index of the last hub message: the only assistant message Claude takes empty. */
  last: number;
  ids: Map<string, string>;
  /** Each earlier call's name by id, to check the names a tool_result cannot carry. */
  names: Map<string, string>;
}

type Convert<M> = (message: M, i: number, ctx: Context) => void;

function close(ctx: Context) {
  const open = ctx.open;
  if (!open) return;
  ctx.open = undefined;
  const content = open.plain !== undefined && open.content.length === 1 ? open.plain : open.content;
  ctx.out.push({ role: open.role, content } as ClaudeConversationMessage);
}

/** The open Claude message of `role`, after closing one of another role. */
function into(role: Open["role"], from: ChatMessage["role"], ctx: Context): Open {
  if (ctx.open?.role !== role) {
    close(ctx);
    ctx.open = { role, content: [], plain: undefined, results: 0, last: undefined, from };
  } else ctx.open.plain = undefined;
  return ctx.open;
}

function nameDropped(message: { name?: string }, i: number, ctx: Context) {
  if (message.name !== undefined) ctx.warn("name_dropped", `/${i}/name`, "a Claude message has no participant name; it was dropped");
}

function text(value: string, at: string, ctx: Context): ClaudeTextBlock[] {
  if (value !== "") return [{ type: "text", text: value }];
  ctx.warn("empty_text_dropped", at, "Claude rejects empty text blocks; this empty text was not written");
  return [];
}

// ---- system and developer -----------------------------------------------------------------------

function instructions(message: SystemMessage | DeveloperMessage, i: number, ctx: Context) {
  nameDropped(message, i, ctx);
  if (message.role === "developer") ctx.warn("developer_as_system", `/${i}`, "Claude has no developer role; the developer message was written as a system prompt");
  const blocks = text(message.content, `/${i}/content`, ctx).map((block) => withFields(block, message.providerFields, `/${i}`, ctx));
  const leading = ctx.out.length === 0 && ctx.open === undefined;
  if (leading) {
    ctx.system.push(...blocks);
    ctx.systemSources++;
    return;
  }
  const mode = ctx.options.systemMessages ?? "keep";
  if (mode === "hoist") {
    ctx.warn("system_hoisted", `/${i}`, "a system message after the conversation began was appended to the top-level system prompt, which changes the cached prompt prefix");
    ctx.system.push(...blocks);
    ctx.systemSources++;
  } else if (mode === "user-note") {
    ctx.warn("system_as_user_note", `/${i}`, 'a system message after the conversation began was written as a user text "System: …"');
    if (message.content !== "") userBlocks([{ type: "text", text: `System: ${message.content}` }], undefined, "user", ctx);
  } else {
    if (ctx.source !== "claude") ctx.warn("system_kept_in_place", `/${i}`, "a system message after the conversation began was written in place as a system-role message; the Messages API refuses it unless the request opts into the mid-conversation system beta (systemMessages \"user-note\" or \"hoist\" avoid it)");
    if (blocks.length === 0) return;
    const open = into("system", message.role, ctx);
    if (open.content.length === 0 && message.providerFields === undefined) open.plain = message.content;
    open.content.push(...blocks);
  }
}

// ---- user ---------------------------------------------------------------------------------------

function imageBlock(part: ImagePart, at: string, ctx: Context): ClaudeImageBlock {
  if (part.detail !== undefined) ctx.warn("detail_dropped", `${at}/detail`, "a Claude image has no detail setting; it was dropped");
  return { type: "image", source: { type: "base64", media_type: part.mimeType, data: part.data } };
}

function foreignFileId(at: string, ctx: Context) {
  if (ctx.source === "claude") return;
  ctx.warn("file_id_unresolvable", `${at}/fileId`, "the file id was written as a Claude file source; it resolves only if Anthropic's Files API issued it");
}

const titled = (part: { filename?: string }) => (part.filename === undefined ? {} : { title: part.filename });

/** Decodes base64 UTF-8; `undefined` when the bytes are not UTF-8. */
function utf8(data: string): string | undefined {
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return undefined;
  }
  const bytes = new Uint8Array(binary.length);
  for (let k = 0; k < binary.length; k++) bytes[k] = binary.charCodeAt(k);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

const partToBlock: { [T in ContentPart["type"]]: (part: Extract<ContentPart, { type: T }>, at: string, ctx: Context) => ClaudeConversationBlock[] } = {
  text: (part, at, ctx) => text(part.text, at, ctx),
  image: (part, at, ctx) => [imageBlock(part, at, ctx)],
  imageUrl: (part, at, ctx) => {
    if (part.detail !== undefined) ctx.warn("detail_dropped", `${at}/detail`, "a Claude image has no detail setting; it was dropped");
    return [{ type: "image", source: { type: "url", url: part.url } }];
  },
  imageFileId: (part, at, ctx) => {
    if (part.detail !== undefined) ctx.warn("detail_dropped", `${at}/detail`, "a Claude image has no detail setting; it was dropped");
    foreignFileId(at, ctx);
    return [{ type: "image", source: { type: "file", file_id: part.fileId } }];
  },
  file: (part, at, ctx) => {
    if (part.mimeType === "application/pdf") return [{ type: "document", source: { type: "base64", media_type: "application/pdf", data: part.data }, ...titled(part) }];
    const decoded = part.mimeType === "text/plain" ? utf8(part.data) : undefined;
    if (decoded !== undefined) return [{ type: "document", source: { type: "text", media_type: "text/plain", data: decoded }, ...titled(part) }];
    ctx.warn("unsupported_content", at, `Claude documents are PDFs or UTF-8 plain text; this ${part.mimeType} file was dropped`);
    return [];
  },
  fileUrl: (part) => [{ type: "document", source: { type: "url", url: part.url }, ...titled(part) }],
  fileId: (part, at, ctx) => {
    foreignFileId(at, ctx);
    return [{ type: "document", source: { type: "file", file_id: part.fileId }, ...titled(part) }];
  },
  provider: (part, at, ctx) => {
    if (part.provider !== ANTHROPIC) return [];
    const block = part.value as { type?: unknown; signature?: unknown; data?: unknown };
    if ((block.type === "thinking" && block.signature === "") || (block.type === "redacted_thinking" && block.data === "")) {
      ctx.warn("invalid_signature", at, `Claude refuses a ${String(block.type)} block with an empty ${block.type === "thinking" ? "signature" : "data"} ("Invalid \`signature\` in \`thinking\` block"); it was not replayed`);
      return [];
    }
    if (!claudeBlock(part.value)) {
      ctx.warn("provider_part_dropped", at, "this anthropic element is not a block Claude takes; it was dropped");
      return [];
    }
    return [ctx.copy(part.value) as ClaudeConversationBlock];
  },
};

/** The Claude blocks of one hub part, with the Claude-only keys the hub kept for it. */
function blocksOf(part: ContentPart, at: string, ctx: Context): ClaudeConversationBlock[] {
  const blocks = (partToBlock[part.type] as (p: ContentPart, at: string, c: Context) => ClaudeConversationBlock[])(part, at, ctx);
  return part.type === "provider" || part.providerFields === undefined ? blocks : blocks.map((block) => withFields(block, part.providerFields, at, ctx));
}

/** Appends blocks to the open user message (after its tool results); `plain` is the hub's string content. */
function userBlocks(blocks: ClaudeConversationBlock[], plain: string | undefined, from: ChatMessage["role"], ctx: Context, i?: number) {
  const fresh = ctx.open?.role !== "user";
  const open = into("user", from, ctx);
  if (!fresh && i !== undefined && open.from === "user") {
    ctx.warn("messages_merged", `/${i}`, "Claude merges consecutive user messages into one turn; this user message joined the one before it");
  }
  if (fresh && plain !== undefined) open.plain = plain;
  open.content.push(...blocks);
  open.from = from;
}

function user(message: UserMessage, i: number, ctx: Context) {
  nameDropped(message, i, ctx);
  const content = message.content;
  const blocks = typeof content === "string"
    ? text(content, `/${i}/content`, ctx)
    : content.flatMap((part, k) => blocksOf(part, `/${i}/content/${k}`, ctx));
  if (blocks.length === 0) {
    ctx.warn("empty_message_dropped", `/${i}`, "Claude rejects a message without content; this user message had nothing to write");
    return;
  }
  userBlocks(blocks, typeof content === "string" ? content : undefined, "user", ctx, i);
}

function tool(message: ToolMessage, i: number, ctx: Context) {
  const name = ctx.names.get(message.toolCallId);
  if (name !== message.name) {
    const why = name === undefined ? "no earlier tool call has this id" : `the call with this id is named ${JSON.stringify(name)}`;
    ctx.warn("tool_name_dropped", `/${i}/name`, `a tool_result has no name and ${why}, so the name cannot be recovered`);
  }
  const block: ClaudeConversationToolResultBlock = { type: "tool_result", tool_use_id: idFor(message.toolCallId, `/${i}/toolCallId`, ctx) };
  const images = (message.images ?? []).map((image, k) => withFields(imageBlock(image, `/${i}/images/${k}`, ctx), image.providerFields, `/${i}/images/${k}`, ctx));
  const parts = (message.parts ?? []).flatMap((part, k) => blocksOf(part, `/${i}/parts/${k}`, ctx)) as NonNullable<ClaudeConversationToolResultBlock["content"]>;
  if (images.length || message.parts !== undefined) block.content = [...(message.content === "" ? [] : [{ type: "text" as const, text: message.content }]), ...images, ...parts] as ClaudeConversationToolResultBlock["content"];
  else if (message.content !== "") block.content = message.content;
  if (message.isError !== undefined) block.is_error = message.isError;
  withFields(block, message.providerFields, `/${i}`, ctx);
  const open = into("user", "tool", ctx);
  if (open.content.length > open.results) {
    ctx.warn("content_reordered", `/${i}`, "Claude wants tool_result blocks first in their user message; this result was moved before the user content written earlier");
  }
  open.content.splice(open.results, 0, block);
  open.results++;
  open.from = "tool";
}

// ---- assistant ----------------------------------------------------------------------------------

/** A deterministic id Claude accepts, for an id it would reject; the same id always maps the same way. */
function idFor(id: string, at: string, ctx: Context): string {
  if (CLAUDE_ID.test(id)) return id;
  const mapped = ctx.ids.get(id)!;
  ctx.warn("call_id_mapped", at, `Claude wants tool ids of 1–64 characters [a-zA-Z0-9_-]; ${JSON.stringify(id)} was written as ${JSON.stringify(mapped)}`);
  return mapped;
}

/** FNV-1a over the UTF-16 code units, base 36. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let k = 0; k < value.length; k++) h = Math.imul(h ^ value.charCodeAt(k), 0x01000193) >>> 0;
  return h.toString(36);
}

/** Maps every id the history uses that Claude would reject, avoiding every id it keeps. */
/** The ids Claude cannot take and what they are written as (hub id → Claude id), deterministic per history. */
export function idMap(messages: readonly ChatMessage[]): Map<string, string> {
  const all = new Set<string>();
  for (const m of messages) {
    if (m.role === "assistant") for (const call of m.toolCalls ?? []) all.add(call.id);
    if (m.role === "tool") all.add(m.toolCallId);
  }
  const taken = new Set([...all].filter((id) => CLAUDE_ID.test(id)));
  const map = new Map<string, string>();
  for (const id of all) {
    if (taken.has(id)) continue;
    const stem = `${id.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 48)}_${hash(id)}`;
    let mapped = stem;
    for (let n = 2; taken.has(mapped); n++) mapped = `${stem}_${n}`;
    taken.add(mapped);
    map.set(id, mapped);
  }
  return map;
}

function toolUse(call: ToolCall, i: number, k: number, ctx: Context): ClaudeConversationBlock {
  const at = `/${i}/toolCalls/${k}`;
  if (call.thoughtSignature !== undefined) ctx.warn("thought_signature_dropped", `${at}/thoughtSignature`, "Gemini's thoughtSignature has no slot in a tool_use block; it was dropped");
  ctx.names.set(call.id, call.name);
  madeUpId(call, at, ctx.warn);
  const id = idFor(call.id, `${at}/id`, ctx);
  if (call.type === "custom") {
    ctx.warn("custom_call_as_tool_use", `${at}/arguments`, 'Claude has no custom (free-form) tools; the call became a tool_use whose input is {"input": <its raw text>}');
    return withFields({ type: "tool_use", id, name: call.name, input: { input: call.arguments } }, call.providerFields, at, ctx);
  }
  let input: unknown;
  try {
    input = JSON.parse(call.arguments);
  } catch {
    input = undefined;
  }
  const again = input !== null && typeof input === "object" && !Array.isArray(input) ? jsonTextOrUndefined(input) : undefined;
  if (again === undefined) {
    const why = input === undefined ? "are not JSON" : input === null || typeof input !== "object" || Array.isArray(input) ? "are JSON but not an object" : "are nested too deeply to write";
    ctx.warn("arguments_not_object", `${at}/arguments`, `Claude wants a tool_use input that is a JSON object; the arguments ${why}, so the input was written as {} and the arguments text was dropped`);
    return withFields({ type: "tool_use", id, name: call.name, input: {} }, call.providerFields, at, ctx);
  }
  if (again !== call.arguments) {
    ctx.warn("arguments_reserialized", `${at}/arguments`, "Claude takes the input as parsed JSON; reading it back gives the same value written without the original spacing (or number spelling)");
  }
  return withFields({ type: "tool_use", id, name: call.name, input }, call.providerFields, at, ctx);
}

/** A Responses `reasoning` item made from a thinking block (`fromClaudeMessages` with `thinking: "reasoning-items"`), as that block. */
function fromReasoningItem(item: Record<string, unknown>): ClaudeConversationBlock | undefined {
  const { summary, encrypted_content: encrypted } = item;
  if (typeof encrypted !== "string" || !Array.isArray(summary)) return undefined;
  if (summary.length === 0) return { type: "redacted_thinking", data: encrypted };
  const [only] = summary as { type?: unknown; text?: unknown }[];
  if (summary.length !== 1 || only?.type !== "summary_text" || typeof only.text !== "string") return undefined;
  return { type: "thinking", thinking: only.text, signature: encrypted };
}

/** The text of the Anthropic thinking blocks a message keeps, as the Claude reader writes it into `reasoning`. */
export function thinkingText(message: AssistantMessage): string | undefined {
  const tagged = message.reasoningItems;
  if (tagged === undefined || providerTag(tagged.provider) !== ANTHROPIC) return undefined;
  const texts: string[] = [];
  for (const item of tagged.items) {
    const block = item as { type?: unknown; thinking?: unknown };
    if (block?.type === "thinking" && typeof block.thinking === "string" && block.thinking !== "") texts.push(block.thinking);
  }
  return texts.length ? texts.join("\n") : undefined;
}

/** The thinking blocks of an assistant message: Anthropic's own, verbatim; anything else is warned. */
function thinkingBlocks(message: AssistantMessage, i: number, ctx: Context): ClaudeConversationBlock[] {
  if (message.reasoning !== undefined && message.reasoning !== thinkingText(message)) {
    ctx.warn("reasoning_dropped", `/${i}/reasoning`, "Claude accepts only thinking it signed; unsigned reasoning text was dropped");
  }
  if (message.reasoningDetails !== undefined) {
    ctx.warn("reasoning_details_dropped", `/${i}/reasoningDetails`, "reasoningDetails (OpenRouter's) have no slot in a Claude message; they were dropped");
  }
  const tagged = message.reasoningItems;
  if (tagged === undefined) return [];
  if (providerTag(tagged.provider) !== ANTHROPIC) {
    ctx.warn("reasoning_provider_mismatch", `/${i}/reasoningItems`, `reasoning items made by ${JSON.stringify(tagged.provider)} were dropped: Claude rejects thinking another provider made`);
    return [];
  }
  const blocks: ClaudeConversationBlock[] = [];
  tagged.items.forEach((item, k) => {
    const given = (item ?? {}) as Record<string, unknown>;
    const block = given.type === "thinking" && typeof given.thinking === "string" && typeof given.signature === "string" ? ctx.copy(given, `/${i}/reasoningItems/items/${k}`)
      : given.type === "redacted_thinking" && typeof given.data === "string" ? ctx.copy(given, `/${i}/reasoningItems/items/${k}`)
      : given.type === "reasoning" ? fromReasoningItem(given) : undefined;
    if (block && given.type === "reasoning") {
      ctx.warn("reasoning_id_dropped", `/${i}/reasoningItems/items/${k}/id`, `a thinking block has no id; the reasoning item's id ${JSON.stringify(given.id)} was dropped`);
      if (Array.isArray(given.content) && given.content.length > 0) {
        ctx.warn("field_dropped", `/${i}/reasoningItems/items/${k}/content`, "a thinking block holds its summary text and signature only; the reasoning item's content (its reasoning text) was dropped");
      }
    }
    const unsigned = block && (block as { signature?: unknown }).signature === "" ? "signature" : block && (block as { data?: unknown }).data === "" ? "data" : undefined;
    if (unsigned) ctx.warn("invalid_signature", `/${i}/reasoningItems/items/${k}`, `Claude refuses a ${String(block!.type)} block with an empty ${unsigned} ("Invalid \`signature\` in \`thinking\` block"); it was not replayed`);
    else if (block) blocks.push(block as ClaudeConversationBlock);
    else ctx.warn("invalid_reasoning_item", `/${i}/reasoningItems/items/${k}`, "not a Claude thinking or redacted_thinking block (nor a reasoning item made from one), so it was not replayed");
  });
  return blocks;
}

function assistant(message: AssistantMessage, i: number, ctx: Context) {
  nameDropped(message, i, ctx);
  if (message.audioId !== undefined) ctx.warn("audio_dropped", `/${i}/audioId`, "Claude has no audio answers; the audio id was dropped");
  const reasoning = thinkingBlocks(message, i, ctx);
  let said = message.content;
  if (message.refusal !== undefined) {
    ctx.warn("refusal_as_text", `/${i}/refusal`, "a Claude message cannot mark a refusal; its text was written as the assistant's text");
    said = said === "" ? message.refusal : `${said}\n\n${message.refusal}`;
  }
  // Several text parts are several text blocks (a refusal one more); the message's fields go on the last.
  const parts = assistantTextParts(message, i, ctx.warn);
  // (Claude refuses an empty text block: an empty part, which joins to nothing, is not written.)
  const spoken = parts === undefined ? (said === "" ? [] : [said]) : [...parts.map((part) => part.text), ...(message.refusal === undefined ? [] : [message.refusal])].filter((text) => text !== "");
  const texts: ClaudeConversationBlock[] = spoken.map((text, k) => (k === spoken.length - 1 ? withFields({ type: "text", text }, message.providerFields, `/${i}`, ctx) : { type: "text", text }));
  const calls = (message.toolCalls ?? []).map((call, k) => toolUse(call, i, k, ctx));
  const native: ClaudeConversationBlock[] = [];
  if (message.providerBlocks?.provider === ANTHROPIC) {
    message.providerBlocks.items.forEach((block, k) => {
      const at = `/${i}/providerBlocks/items/${k}`;
      if (!claudeBlock(block)) return ctx.warn("provider_blocks_dropped", at, "this anthropic element is not a block Claude takes; it was dropped");
      if ((block as { type?: unknown }).type === "tool_result") ctx.warn("tool_result_without_tool_use", at, "a tool_result kept in an assistant message is written back there, and Claude takes tool results only in a user message right after their tool_use");
      native.push(ctx.copy(block, at) as ClaudeConversationBlock);
    });
  }
  const blocks = [...reasoning, ...native, ...texts, ...calls];
  if (blocks.length === 0 && i === ctx.last && ctx.open?.role !== "assistant") {
    // Claude takes an empty final assistant message (an empty prefill); an empty Claude block list
    // read into the hub comes back as one (an anthropic-tagged providerBlocks with no items).
    close(ctx);
    ctx.out.push({ role: "assistant", content: message.providerBlocks?.provider === ANTHROPIC ? [] : "" });
    return;
  }
  if (blocks.length === 0) {
    ctx.warn("empty_message_dropped", `/${i}`, "Claude rejects a message without content except the final assistant one; this assistant message had nothing to write");
    return;
  }
  const fresh = ctx.open?.role !== "assistant";
  const open = into("assistant", "assistant", ctx);
  if (!fresh) {
    const first = reasoning.length ? "reasoning" : native.length ? "native" : texts.length ? "text" : "call";
    const splits = STAGE[open.last ?? "reasoning"] > OPENS_AFTER[first];
    if (!splits) ctx.warn("assistant_turns_merged", `/${i}`, "Claude merges consecutive assistant messages into one; this one reads back as part of the one before it");
  }
  if (fresh && calls.length === 0 && reasoning.length === 0 && native.length === 0 && message.refusal === undefined && message.providerFields === undefined && parts === undefined) open.plain = said;
  open.content.push(...blocks);
  open.last = calls.length ? "call" : texts.length ? "text" : native.length ? "native" : "reasoning";
}

const byRole: { [R in ChatMessage["role"]]: Convert<Extract<ChatMessage, { role: R }>> } = {
  system: instructions,
  developer: instructions,
  user,
  assistant,
  tool,
};

/**
 * Claude refuses a final assistant message whose content ends with whitespace: its last text is
 * trimmed at the end (a text left empty is dropped; a message left empty stays, as Claude takes an
 * empty final assistant message), reported.
 */
function trimFinal(messages: readonly ChatMessage[], ctx: Context) {
  const last = ctx.out[ctx.out.length - 1];
  if (last?.role !== "assistant") return;
  let from = messages.length - 1;
  while (from > 0 && messages[from]!.role !== "assistant") from--;
  const warn = () => ctx.warn("trailing_whitespace", `/${from}/content`, "Claude refuses a final assistant message that ends with whitespace (\"final assistant content cannot end with trailing whitespace\"); the whitespace at its end was trimmed");
  if (typeof last.content === "string") {
    if (!/\s$/u.test(last.content)) return;
    warn();
    last.content = last.content.trimEnd();
    return;
  }
  const block = last.content[last.content.length - 1];
  if (block?.type !== "text" || !/\s$/u.test(block.text)) return;
  warn();
  const text = block.text.trimEnd();
  if (text === "") last.content.pop();
  else last.content[last.content.length - 1] = { ...block, text };
}

const KEEPS = { provider: ANTHROPIC };

/** Writes validated hub messages as a request's `system` and `messages`; warnings point into `messages`. */
export function writeClaude(messages: readonly ChatMessage[], options: ToClaudeOptions, warn: Warnings["warn"], copy: Copy, source?: string): ClaudeConversation {
  const ctx: Context = { warn, copy, options, source, system: [], systemSources: 0, out: [], open: undefined, last: messages.length - 1, ids: idMap(messages), names: new Map() };
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
    if (foreignSlots(message, i, KEEPS, warn)) continue;
    (byRole[message.role] as Convert<ChatMessage>)(message, i, ctx);
  }
  close(ctx);
  trimFinal(messages, ctx);
  const only = ctx.system.length === 1 && ctx.systemSources === 1 && Object.keys(ctx.system[0]!).length === 2;
  const system = ctx.system.length === 0 ? {} : { system: only ? ctx.system[0]!.text : ctx.system };
  return { ...system, messages: ctx.out };
}

export const toClaudeRules = { systemMessages: oneOf(...SYSTEM_MESSAGES) };

/**
 * Converts a chat history into a Claude Messages request's `{ system, messages }`: leading system and
 * developer messages become `system`, tool results become `tool_result` blocks of one user message,
 * and Anthropic's own thinking goes back verbatim in its original order. What Claude cannot carry is
 * reported through `options.onWarning` (or thrown with `strict`).
 * @example toClaudeMessages([{ role: "system", content: "Be brief" }, { role: "user", content: "Hi" }])
 * // { system: "Be brief", messages: [{ role: "user", content: "Hi" }] }
 */
export function toClaudeMessages(input: ReadonlyDeep<ChatMessage[]>, options?: ToClaudeOptions): ClaudeConversation {
  return fromHub("toClaudeMessages", input as readonly ChatMessage[], options, toClaudeRules, writeClaude, undefined, {
    target: "Claude request", codes: CLAUDE_PAIRING, issues: (out) => claudeVendorIssues(out.messages, "/messages", true, false), ids: idMap,
  });
}
