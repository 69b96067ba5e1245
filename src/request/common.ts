// What the request readers and writers share: the neutral request being built, where each of its
// settings came from, and the warnings for what a target cannot express.
import type { ChatFunctionTool, ChatMessage, ChatRequest, ChatRequestProvider } from "../../generated/types.js";
import type { Copy } from "../convert/copy.js";
import { pointer, type Warnings } from "../convert/warnings.js";
import { isSpelling } from "./spellings.js";
import * as generated from "../../generated/validators.js";

export type Warn = Warnings["warn"];
/** The four wires, by the name the hub's provider-tagged slots use. */
export type Wire = ChatRequestProvider;
/** A JSON object, read or being written. */
export type Json = Record<string, unknown>;
/** The settings of a neutral request (everything but the history). */
export type Settings = Omit<ChatRequest, "messages">;

/** How people call each wire in warnings. */
export const WIRE_TITLES: Record<Wire, string> = {
  responses: "Responses", chatCompletions: "Chat Completions", claude: "Messages API (Claude)", gemini: "Gemini",
};

export const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);
export const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key);

/**
 * Builds the settings of a neutral request from a body: each neutral setting and each provider
 * slot entry remembers the input pointer it came from, so a writer's warning points into the input.
 */
export class SettingsBuilder {
  readonly settings: Settings = {};
  /** Hub pointer → input pointer. */
  readonly at = new Map<string, string>();
  constructor(readonly wire: Wire, readonly copy: Copy, readonly warn: Warn) {}

  /** A neutral setting, copied from the input at `from`. */
  set<K extends keyof Settings>(key: K, value: Settings[K], from: string): void {
    this.settings[key] = value;
    this.at.set(`/${key}`, from);
  }

  /** A setting of this wire the hub has no neutral place for, kept as it is in its slot. */
  slot(key: string, value: unknown, from: string): void {
    const slots = (this.settings.providerSettings ??= {});
    const mine = ((slots as Record<string, Json>)[this.wire] ??= {});
    mine[key] = this.copy(value, from);
    this.at.set(pointer("providerSettings", this.wire, key), from);
  }

  /** Every own key of `body` not in `known`, into the slot. */
  rest(body: Json, known: ReadonlySet<string>, base = ""): void {
    for (const key of Object.keys(body)) if (!known.has(key)) this.slot(key, body[key], `${base}${pointer(key)}`);
  }

  /** The request has a tools list (an empty one too: it is kept). */
  tools(from: string): void {
    this.settings.tools ??= [];
    this.at.set("/tools", from);
  }

  /** A tool at hub index `i`, from `from`. */
  tool(tool: NonNullable<Settings["tools"]>[number], from: string): void {
    const tools = (this.settings.tools ??= []);
    this.at.set(`/tools/${tools.length}`, from);
    tools.push(tool);
  }

  /** Where a hub pointer into the settings points in the input: the longest prefix recorded, plus the rest. */
  locate(path: string): string {
    for (let at = path; at.length; at = at.slice(0, Math.max(0, at.lastIndexOf("/")))) {
      const from = this.at.get(at);
      if (from !== undefined) return from + path.slice(at.length);
    }
    return "";
  }
}

/** What a writer knows besides the request: how to warn (hub pointers), copy, and the options. */
export interface WriteContext {
  wire: Wire;
  warn: Warn;
  copy: Copy;
  options: Record<string, unknown>;
  /** The registry name of the input's format (`"claude-request"`…). */
  from?: string;
  /** The history being written beside the settings (a Responses `input` string is a spelling of it). */
  messages?: readonly ChatMessage[];
}

/** `setting_dropped`: the target has no place for a setting. */
export function dropped(ctx: WriteContext, path: string, what: string): void {
  ctx.warn("setting_dropped", path, `${what}: a ${WIRE_TITLES[ctx.wire]} request has no place for it; left out`);
}

/**
 * Warns what other wires' slots hold (their settings, their tools, their fields on a function
 * tool): the target does not get them. `consumed` lists slot keys a writer used (`chatCompletions/max_tokens`).
 */
export function warnOtherSlots(request: Settings, ctx: WriteContext, consumed: ReadonlySet<string> = new Set()): void {
  const say = (wire: string, keys: string[], what: string) =>
    ctx.warn("setting_dropped", pointer("providerSettings", ...keys), `a ${WIRE_TITLES[wire as Wire]} setting (${what}): a ${WIRE_TITLES[ctx.wire]} request has no such setting; left out`);
  for (const [wire, slot] of Object.entries(request.providerSettings ?? {})) {
    if (wire === ctx.wire || !isObject(slot)) continue;
    for (const key of Object.keys(slot)) {
      if (consumed.has(`${wire}/${key}`) || isSpelling(request, wire as Wire, key, ctx.messages)) continue;
      const value = slot[key];
      // A slot entry that holds the rest of an object the hub read in part is warned key by key (an empty one only kept the object's presence).
      if (NESTED.has(`${wire}/${key}`) && isObject(value)) {
        for (const inner of Object.keys(value)) {
          if (wire === "gemini" && key === "generationConfig" && inner === "responseSchema" && request.output?.type === "json_schema") continue;
          const v = value[inner];
          if (isObject(v) && NESTED.has(`${wire}/${key}/${inner}`)) for (const k of Object.keys(v)) say(wire, [wire, key, inner, k], `${key}.${inner}.${k}`);
          else say(wire, [wire, key, inner], `${key}.${inner}`);
        }
      } else say(wire, [wire, key], JSON.stringify(key));
    }
  }
}

/** Slot entries that hold the rest of a wire object the hub reads in part. */
const NESTED: ReadonlySet<string> = new Set(["responses/text", "responses/reasoning", "claude/output_config", "gemini/generationConfig", "gemini/generationConfig/thinkingConfig", "gemini/toolConfig"]);

/** Gemini's raw schema fields of a function, which its neutral `parameters` carries to every wire. */
const SCHEMA_FIELDS: ReadonlySet<string> = new Set(["gemini/parameters", "gemini/parametersJsonSchema"]);

/** The provider fields of another wire on a function tool, warned (`tool_field_dropped`). */
export function warnOtherToolFields(tool: ChatFunctionTool, at: string, ctx: WriteContext, consumed: ReadonlySet<string> = SCHEMA_FIELDS): void {
  for (const [wire, fields] of Object.entries(tool.providerFields ?? {})) {
    if (wire === ctx.wire) continue;
    for (const key of Object.keys(fields)) {
      if (consumed.has(`${wire}/${key}`)) continue;
      ctx.warn("tool_field_dropped", pointer(...at.split("/").slice(1), "providerFields", wire, key), `a ${WIRE_TITLES[wire as Wire]} field of this tool (${JSON.stringify(key)}): a ${WIRE_TITLES[ctx.wire]} tool has no such field; left out`);
    }
  }
}

/** This wire's slot of the request (`{}` when it has none). */
export const slotOf = (request: Settings, wire: Wire): Json => ((request.providerSettings as Record<string, Json> | undefined)?.[wire] ?? {});

/** `value`, unless it is null or absent. */
export const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** A provider tool as people name it: its `type` (Responses, Claude), else its `name`, else its key (a Gemini built-in tool, `googleSearch`). */
export const toolLabel = (tool: Json): string => JSON.stringify(tool.type ?? tool.name ?? Object.keys(tool)[0] ?? "");

/** Whether two JSON values are the same text (key order included). */
export const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Each wire's request body with the least history: a setting, a tool or a tool choice is checked on it, apart from the conversation. */
export const LEAST: Readonly<Record<Wire, Json>> = {
  responses: { input: "x" },
  chatCompletions: { messages: [{ role: "user", content: "x" }] },
  claude: { messages: [{ role: "user", content: "x" }] },
  gemini: { contents: [{ role: "user", parts: [{ text: "x" }] }] },
};

const BODY: Readonly<Record<Wire, (value: unknown) => boolean>> = {
  responses: generated.validateResponsesRequest,
  chatCompletions: generated.validateChatCompletionRequest,
  claude: generated.validateClaudeRequest,
  gemini: generated.validateGeminiRequest,
};

/** Whether a wire's request body takes these keys (a provider's own tool, its tool choice) as they are. */
export const takes = (wire: Wire, keys: Json): boolean => BODY[wire]({ ...LEAST[wire], ...keys });
