// The hub's provider-tagged slots: what only one wire has (Claude's cache_control, citations, server-tool
// blocks, search results; Chat Completions' extra_content) rides in them and is written back only to that
// wire. Every other writer names each one it drops, here, before it writes the message.
import type { ChatMessage, ContentPart, ProviderFields } from "../../generated/types.js";
import type { Warnings } from "./warnings.js";
import { escapePointer } from "../validate/issue.js";

/** Names a user may give a provider by, and the tag the hub uses for it. */
const ALIASES: Record<string, string> = { claude: "anthropic", gemini: "google" };

/** The provider tag for a name a user gave (`"claude"` is `"anthropic"`, `"gemini"` is `"google"`). */
export function providerTag(name: string | undefined): string | undefined {
  return name === undefined ? undefined : Object.hasOwn(ALIASES, name) ? ALIASES[name] : name;
}

/** The provider whose wire each format is, for the slots its reader fills and its writer empties. */
export const WIRE_PROVIDER: Record<string, string | undefined> = { claude: "anthropic", items: "openai", gemini: "google" };

/** Codes for the keys of a Claude block a target cannot carry (the ones readers have always named). */
const FIELD_CODES: Record<string, string> = { cache_control: "cache_control_dropped", citations: "citations_dropped", prompt_cache_breakpoint: "cache_breakpoint_dropped" };

/** The warning code for dropping the key `key` of a provider-tagged slot. */
export const droppedFieldCode = (key: string): string => (Object.hasOwn(FIELD_CODES, key) ? FIELD_CODES[key]! : "provider_fields_dropped");

/** What one writer keeps: the provider whose slots it writes back, and whether it writes `extraContent`. */
export interface Keeps {
  provider?: string;
  extraContent?: boolean;
  /**
   * The provider whose message and tool-call fields the writer handles itself (the Responses wire: a
   * message's or call's item id and status, an output message's parts); its part fields are still warned here.
   */
  fieldsProvider?: string;
  /** The provider whose content-part fields the writer handles itself (Chat Completions: a user part's `prompt_cache_breakpoint`). */
  partsProvider?: string;
  /** The provider whose provider parts of a user message the writer writes itself (Chat Completions: a file part the hub holds only verbatim). */
  userPartsProvider?: string;
  /** The provider whose assistant-message fields the writer handles itself (Chat Completions: an assistant's content parts and annotations). */
  assistantProvider?: string;
  /** The provider whose assistant `providerBlocks` the writer handles itself (the Responses wire: hosted-tool items, item references…). */
  blocksProvider?: string;
  /** The writer writes no `providerBlocks` at all, even of `provider` (Gemini's own parts ride in `reasoningItems`). */
  noBlocks?: true;
  /** The provider whose `provider` content parts the writer handles itself (the Responses wire: an input part the hub has no form for). */
  providerPartsOf?: string;
}

/**
 * A key of an `openai`-tagged slot that holds nothing another wire loses, so no writer names it: a Chat
 * Completions response message's empty `annotations` list, and `spelling`, the note of how the Chat
 * Completions wire spelled what the hub holds (which reasoning key, a deprecated `function_call`, a
 * `function` message) or the Gemini wire (`google`: a content of function responses ended there, a
 * response had no id, the proto field names a part used), which only that wire's writer reads.
 */
export const quietField = (slot: ProviderFields, key: string): boolean =>
  (key === "spelling" && (slot.provider === "openai" || slot.provider === "google"))
  || (slot.provider === "openai" && (key === "annotations" && Array.isArray((slot.fields as { annotations?: unknown }).annotations) && (slot.fields as { annotations: unknown[] }).annotations.length === 0));

function fieldsDropped(slot: ProviderFields | undefined, at: string, keeps: Keeps, warn: Warnings["warn"]): void {
  if (slot === undefined || slot.provider === keeps.provider) return;
  for (const key of Object.keys(slot.fields)) {
    if (quietField(slot, key)) continue;
    warn(droppedFieldCode(key), `${at}/providerFields/fields/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`,
      `${JSON.stringify(key)} belongs to ${JSON.stringify(slot.provider)}'s wire and has no slot in this format; it was dropped`);
  }
}

function partsDropped(parts: readonly ContentPart[] | string | undefined, at: string, keeps: Keeps, warn: Warnings["warn"], fieldsKept = keeps.provider, partsKept = keeps.provider): void {
  if (parts === undefined || typeof parts === "string") return;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k]!;
    if (part.type === "provider") {
      if (part.provider !== keeps.provider && part.provider !== partsKept && part.provider !== keeps.providerPartsOf) warn("provider_part_dropped", `${at}/${k}`, `a ${JSON.stringify(kindOf(part.value))} element of ${JSON.stringify(part.provider)}'s wire has no form in this format; it was dropped`);
    } else fieldsDropped(part.providerFields, `${at}/${k}`, { provider: fieldsKept }, warn);
  }
}

/** What an element is: its `type` tag (Claude), else its first key (a Gemini part's `executableCode`…). */
function kindOf(value: object): string {
  const tag = (value as { type?: unknown }).type;
  return typeof tag === "string" ? tag : (Object.keys(value)[0] ?? "empty");
}

/** True when the message uses no provider slot at all (the common case, checked first). */
function plain(message: ChatMessage): boolean {
  if ("providerFields" in message || "providerBlocks" in message || "parts" in message) return false;
  if (message.role === "assistant") return message.toolCalls === undefined || message.toolCalls.every((c) => c.providerFields === undefined && c.extraContent === undefined);
  if (message.role === "user") return typeof message.content === "string" || message.content.every((p) => p.type !== "provider" && p.providerFields === undefined);
  if (message.role === "tool") return message.images === undefined || message.images.every((p) => p.providerFields === undefined);
  return true;
}

/** Keys of an assistant message that leave nothing to write once its foreign `providerBlocks` are dropped. */
const BARE_KEYS = new Set(["role", "content", "providerBlocks"]);

/**
 * Warns each provider-tagged value of `message` (at index `i`) that the writer described by `keeps`
 * does not write: another provider's fields, parts and blocks, and `extraContent` unless it is kept.
 * Returns true when nothing of the message is left to write (an assistant message holding only another
 * provider's blocks, e.g. Responses hosted-tool items): the writer leaves it out, the one warning said so.
 */
export function foreignSlots(message: ChatMessage, i: number, keeps: Keeps, warn: Warnings["warn"]): boolean {
  if (plain(message)) return false;
  const at = `/${i}`;
  const own = keeps.fieldsProvider === undefined ? keeps : { provider: keeps.fieldsProvider };
  fieldsDropped(message.providerFields, at, message.role === "assistant" && keeps.assistantProvider !== undefined ? { provider: keeps.assistantProvider } : own, warn);
  switch (message.role) {
    case "user":
      partsDropped(message.content, `${at}/content`, keeps, warn, keeps.partsProvider, keeps.userPartsProvider);
      return false;
    case "tool":
      partsDropped(message.images, `${at}/images`, keeps, warn, keeps.partsProvider);
      partsDropped(message.parts, `${at}/parts`, keeps, warn, keeps.partsProvider);
      return false;
    case "system":
    case "developer":
      partsDropped(message.parts, `${at}/parts`, keeps, warn, keeps.partsProvider);
      return false;
    case "assistant": {
      const blocks = message.providerBlocks;
      // An empty list drops nothing (the Claude reader's note of an empty block list).
      if (blocks !== undefined && blocks.items.length > 0 && (keeps.noBlocks || (blocks.provider !== keeps.provider && blocks.provider !== keeps.blocksProvider))) {
        const bare = message.content === "" && Object.keys(message).every((key) => BARE_KEYS.has(key));
        if (keeps.noBlocks && blocks.provider === keeps.provider) warn("provider_blocks_dropped", `${at}/providerBlocks`, `this writer reads its own wire's parts from reasoningItems, not providerBlocks; the ${blocks.items.length} element(s) were dropped`);
        else warn("provider_blocks_dropped", `${at}/providerBlocks`, `${blocks.items.length} element(s) only ${JSON.stringify(blocks.provider)}'s wire has (${blocks.provider === "openai" ? "Responses items with no chat form: hosted-tool calls and outputs, item references" : "server-tool calls and results"}) have no form in this format; they were dropped${bare ? ", and the message, which held nothing else, was left out" : ""}`);
        if (bare) return true;
      }
      (message.toolCalls ?? []).forEach((call, k) => {
        fieldsDropped(call.providerFields, `${at}/toolCalls/${k}`, own, warn);
        if (call.extraContent !== undefined && !keeps.extraContent) {
          warn("extra_content_dropped", `${at}/toolCalls/${k}/extraContent`, "a tool call's Chat Completions extra_content has no slot in this format; it was dropped");
        }
      });
    }
  }
  return false;
}

/** The fields of a slot the writer keeps, to spread onto the element it writes; `{}` otherwise. */
export function keptFields(slot: ProviderFields | undefined, provider: string): Record<string, unknown> {
  return slot !== undefined && slot.provider === provider ? slot.fields : {};
}

/** Keys that name parts of every JavaScript object rather than data. */
const OBJECT_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Puts a slot's `key: value` on a written element when the element, with it, is still what its wire
 * takes (`valid`); otherwise leaves the element as it was and warns `provider_fields_dropped` at the
 * key (`at` is the hub element holding the slot). A slot holds whatever JSON its owner gave it.
 */
export function putField(element: Record<string, unknown>, key: string, value: unknown, valid: (element: unknown) => boolean, at: string, wire: string, warn: Warnings["warn"]): void {
  // No wire has such a field, and an assignment to `__proto__` would set the element's prototype.
  if (!OBJECT_KEYS.has(key)) {
    element[key] = value;
    if (valid(element)) return;
    delete element[key];
  }
  warn("provider_fields_dropped", `${at}/providerFields/fields/${escapePointer(key)}`, `${wire} does not take this value as ${JSON.stringify(key)} here; it was dropped`);
}
