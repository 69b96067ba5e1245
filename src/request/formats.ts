// The request-body formats: each wire's whole request (history and settings) and the neutral
// ChatRequest, registered beside the history formats of src/convert/formats.ts, which `convert`
// consults together. A body's history goes through its wire's history reader and writer; its
// settings through the reader and writer of this folder.
import type { ChatCompletionRequest, ChatMessage, ChatRequest, ClaudeConversation, ClaudeRequest, GeminiRequest, ResponsesRequest } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import type { Copy } from "../convert/copy.js";
import { FORMATS, locations, type Format, type FormatIO, type FormatName, type FormatTypes, type Read } from "../convert/formats.js";
import { oneOf, type OptionRule } from "../convert/options.js";
import type { WrittenChatCompletionMessage, WrittenItem } from "../convert/written-item.js";
import { claudeInputIssues } from "../convert/from-claude.js";
import { describe, escapePointer, type Issue } from "../validate/issue.js";
import { issuesOf } from "../validate/validate.js";
import { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";
import { readChatCompletionsSettings, writeChatCompletionsSettings } from "./chat-completions.js";
import { readClaudeSettings, writeClaudeSettings } from "./claude.js";
import { isSpelling } from "./spellings.js";
import { isObject, LEAST, sameJson, slotOf, SettingsBuilder, type Json, type Settings, type Warn, type Wire, type WriteContext } from "./common.js";
import { GEMINI_SCHEMA_FIELDS, readGeminiSettings, writeGeminiSettings } from "./gemini.js";
import { readResponsesSettings, writeResponsesSettings } from "./responses.js";
import { storeIssues } from "../validate/rules/items.js";

type Without<O> = Omit<O, "onWarning" | "strict">;
type ReadOf<F extends FormatName> = FormatTypes[F]["read"];
type WriteOf<F extends FormatName> = FormatTypes[F]["write"];

/** Options of writing a Gemini request body. */
export interface GeminiRequestOptions {
  /**
   * Where a function's (and a structured output's) JSON Schema goes: `"parametersJsonSchema"` (the
   * default; `responseJsonSchema` for the output), which takes JSON Schema as it is, or
   * `"parameters"` (`responseSchema`), Gemini's OpenAPI 3.0 subset, lowered with a warning per change.
   */
  geminiSchema?: (typeof GEMINI_SCHEMA_FIELDS)[number];
}

/** A Chat Completions body as written: the settings and the written messages. */
export type WrittenChatCompletionRequest = Omit<ChatCompletionRequest, "messages"> & {
  /** The messages as the chat-completions writer writes them. */
  messages: WrittenChatCompletionMessage[];
};
/** A Responses body as written: the settings and the written input items. */
export type WrittenResponsesRequest = Omit<ResponsesRequest, "input"> & {
  /** The input items as the items writer writes them. */
  input: WrittenItem[];
};
/** A Messages API body as written: the settings, `system` and the written messages. */
export type WrittenClaudeRequest = Omit<ClaudeRequest, "system" | "messages"> & ClaudeConversation;

/** Per request format: what `convert` takes and gives, and the options of each direction. */
export interface RequestFormatTypes {
  /** The provider-neutral request. */
  "chat-request": FormatIO<ChatRequest, ChatRequest, object, object>;
  /** A Responses API body. */
  "responses-request": FormatIO<ResponsesRequest, WrittenResponsesRequest, ReadOf<"items">, WriteOf<"items">>;
  /** A Chat Completions body. */
  "chat-completions-request": FormatIO<ChatCompletionRequest, WrittenChatCompletionRequest, ReadOf<"chat-completions">, WriteOf<"chat-completions">>;
  /** A Messages API body. */
  "claude-request": FormatIO<ClaudeRequest, WrittenClaudeRequest, ReadOf<"claude">, WriteOf<"claude">>;
  /** A Gemini generateContent body. */
  "gemini-request": FormatIO<GeminiRequest, GeminiRequest, ReadOf<"gemini">, WriteOf<"gemini"> & Without<GeminiRequestOptions>>;
}

/** A request format's name. */
export type RequestFormatName = keyof RequestFormatTypes;

export { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";

/** The history format each request format's history is, for the history readers' and writers' `from`/`to`. */
const HISTORY: Record<RequestFormatName, FormatName> = {
  "chat-request": "chat", "responses-request": "items", "chat-completions-request": "chat-completions", "claude-request": "claude", "gemini-request": "gemini",
};
const historyName = (name: unknown): unknown => (typeof name === "string" && name in HISTORY ? HISTORY[name as RequestFormatName] : name);
const asHistory = (options: Record<string, unknown>) => ({ ...options, from: historyName(options.from), to: historyName(options.to) });

/** The Read of a request format: the history's, and the request's settings for the writer. */
export interface RequestRead extends Read {
  settings: Settings;
}

/** One wire's body: where its history sits, how its settings are read and written, how the two join. */
interface Body {
  wire: Wire;
  history: FormatName;
  title: string;
  schema: { file: string; definition: string };
  /** The history part the history reader takes (a subset object, or the array), and the pointer its paths are relative to. */
  part(body: Json): { value: unknown; base: string };
  /** The history part of a written body, for the vendor checks. */
  written(body: Json): unknown;
  /** The body's own request rules, beyond its history's (paths into the body). */
  bodyIssues?(body: Json): Issue[];
  check(value: unknown): Issue[];
  readSettings(body: never, b: SettingsBuilder): void;
  writeSettings(settings: Settings, ctx: WriteContext): Json;
  /** The body from the written settings and history; `instructions` (a Responses setting) folded in where the wire has no such field. */
  join(settings: Json, history: unknown, instructions: string | undefined): Json;
}

const notBody = (value: unknown, what: string): Issue[] => [{ path: "", code: "invalid_type", expected: what, received: describe(value), message: `(root): expected ${what}, found ${describe(value)}` }];
const bodyCheck = (what: string, check: (value: unknown) => Issue[]) => (value: unknown) => (isObject(value) ? check(value) : notBody(value, what));
const pick = (body: Json, keys: string[]): Json => Object.fromEntries(keys.filter((k) => Object.prototype.hasOwnProperty.call(body, k)).map((k) => [k, body[k]]));

const BODIES: Record<Exclude<RequestFormatName, "chat-request">, Body> = {
  "responses-request": {
    wire: "responses", history: "items", title: "a Responses API request body ({ input, instructions?, tools?, … })",
    schema: { file: "item.schema.json", definition: "ResponsesRequest" },
    part: (body) => ({ value: body.input, base: "/input" }),
    written: (body) => body.input,
    bodyIssues: (body) => storeIssues(body),
    check: bodyCheck("a Responses request body { input, … }", (v) => issuesOf(generated.validateResponsesRequest, v)),
    readSettings: readResponsesSettings as Body["readSettings"],
    writeSettings: writeResponsesSettings,
    join: (settings, history) => ({ ...settings, input: history }),
  },
  "chat-completions-request": {
    wire: "chatCompletions", history: "chat-completions", title: "a Chat Completions request body ({ messages, tools?, … })",
    schema: { file: "chat-completions.schema.json", definition: "ChatCompletionRequest" },
    part: (body) => ({ value: body.messages, base: "/messages" }),
    written: (body) => body.messages,
    check: bodyCheck("a Chat Completions request body { messages, … }", (v) => issuesOf(generated.validateChatCompletionRequest, v)),
    readSettings: readChatCompletionsSettings as Body["readSettings"],
    writeSettings: writeChatCompletionsSettings,
    join: (settings, history, instructions) => ({ ...settings, messages: instructions === undefined ? history : [{ role: "system", content: instructions }, ...(history as unknown[])] }),
  },
  "claude-request": {
    wire: "claude", history: "claude", title: "a Messages API request body ({ model, max_tokens, system?, messages, tools?, … })",
    schema: { file: "claude-message.schema.json", definition: "ClaudeRequest" },
    part: (body) => ({ value: pick(body, ["system", "messages"]), base: "" }),
    written: (body) => body,
    // The history's issues (with the history reader's wording), then the settings' against the body's schema.
    check: bodyCheck("a Messages API request body { messages, … }", (v) => {
      const history = claudeInputIssues(v);
      return history.length ? history : issuesOf(generated.validateClaudeRequest, v);
    }),
    readSettings: readClaudeSettings as Body["readSettings"],
    writeSettings: writeClaudeSettings,
    join: (settings, history, instructions) => {
      const h = history as Json;
      if (instructions === undefined) return { ...settings, ...h };
      const system = h.system === undefined ? instructions : [{ type: "text", text: instructions }, ...(typeof h.system === "string" ? [{ type: "text", text: h.system }] : (h.system as unknown[]))];
      return { ...settings, ...h, system };
    },
  },
  "gemini-request": {
    wire: "gemini", history: "gemini", title: "a Gemini generateContent request body ({ contents, systemInstruction?, tools?, generationConfig?, … })",
    schema: { file: "gemini-content.schema.json", definition: "GeminiRequest" },
    part: (body) => ({ value: pick(body, ["systemInstruction", "system_instruction", "contents"]), base: "" }),
    written: (body) => body,
    check: bodyCheck("a Gemini request body { contents, … }", (v) => issuesOf(generated.validateGeminiRequest, v)),
    readSettings: readGeminiSettings as Body["readSettings"],
    writeSettings: writeGeminiSettings,
    join: (settings, history, instructions) => {
      const h = history as Json;
      if (instructions === undefined) return { ...settings, ...h };
      // The history's system instruction, in the spelling its writer gave it (`system_instruction` where the body read had it so).
      const key = isObject(h.system_instruction) ? "system_instruction" : "systemInstruction";
      const given = isObject(h[key]) ? h[key] : undefined;
      return { ...settings, ...h, [key]: { ...given, parts: [{ text: instructions }, ...(given ? (given.parts as unknown[]) : [])] } };
    },
  },
};

/** A request body's pointer for a pointer of the history reader (relative to `base`). */
const under = (base: string, path: string): string => (base === "" ? path : path === "" ? base : `${base}${path}`);

/** Reading any request format's `to` must be a request format: a history target would lose the settings without a word. */
function requestTarget(options: Record<string, unknown>): Issue[] {
  if (typeof options.to !== "string" || options.to in HISTORY) return [];
  return [{ path: "/to", code: "invalid_option", expected: "a request format", received: describe(options.to), message: `options/to: a request body (from ${JSON.stringify(options.from)}) converts to a request format (${REQUEST_FORMAT_NAMES.map((n) => JSON.stringify(n)).join(", ")}); found ${JSON.stringify(options.to)}, which has no place for the request's settings` }];
}

function readBody(spec: Body, value: Json, options: Record<string, unknown>, warn: Warn, copy: Copy): RequestRead {
  const b = new SettingsBuilder(spec.wire, copy, warn);
  spec.readSettings(value as never, b);
  const { value: part, base } = spec.part(value);
  let read: Read;
  if (typeof part === "string") {
    read = { messages: [{ role: "user", content: part }], locate: () => "" };
    // A Responses `input` string is one user message to every wire; the string spelling rides in the slot, for Responses.
    if (spec.wire === "responses") b.slot("input", part, base);
  } else {
    const prefixed: Warn = (code, path, text) => warn(code, path.startsWith("options/") ? path : under(base, path), text);
    read = FORMATS[spec.history].read(part as never, asHistory(options), prefixed, copy);
  }
  return {
    messages: read.messages,
    settings: b.settings,
    locate: (path) => (path === "" ? "" : /^\/\d/.test(path) || path.startsWith("options/") ? locations(read, path).map((p) => (p.startsWith("options/") ? p : under(base, p))) : b.locate(path)),
  };
}

function writeBody(spec: Body, messages: readonly ChatMessage[], options: Record<string, unknown>, warn: Warn, copy: Copy, read?: Read): Json {
  const settings = (read as RequestRead | undefined)?.settings ?? {};
  const ctx: WriteContext = { wire: spec.wire, warn, copy, options, from: typeof options.from === "string" ? options.from : undefined, messages };
  const written = spec.writeSettings(settings, ctx);
  const history = FORMATS[spec.history].write!(messages, asHistory(options), warn, copy);
  const body = spec.join(written, history, spec.wire === "responses" ? undefined : settings.instructions);
  // The one user message a Responses `input` string was, written back as that string.
  if (spec.wire === "responses" && isSpelling(settings, "responses", "input", messages)) body.input = slotOf(settings, "responses").input;
  refusedSettings(spec, body, slotOf(settings, spec.wire), ctx);
  return body;
}

/**
 * A slot holds whatever its owner gave it: a setting written from the slot that the body's schema
 * refuses (`stop_sequences: {}`, `top_k: "x"`) is left out with `setting_dropped` at the slot's key,
 * or at its key inside an object the writer merged it into (`generationConfig`). Checked on the body
 * with the least history, so the conversation is not validated again.
 */
function refusedSettings(spec: Body, body: Json, slot: Json, ctx: WriteContext): void {
  const own = (o: unknown, k: string) => isObject(o) && Object.prototype.hasOwnProperty.call(o, k);
  // The check names one problem at a time: each round leaves out the setting it names, until none is left.
  for (let round = 0; round <= Object.keys(slot).length * 2; round++) {
    const issue = spec.check({ ...body, ...LEAST[spec.wire] })[0];
    if (issue === undefined) return;
    const [key, sub] = issue.path.split("/").slice(1).map((k) => k.replace(/~1/g, "/").replace(/~0/g, "~"));
    if (key === undefined || !own(slot, key) || !own(body, key)) return;
    const at = `/providerSettings/${spec.wire}/${escapePointer(key)}`;
    if (sameJson(body[key], slot[key])) {
      delete body[key];
      ctx.warn("setting_dropped", at, `the ${JSON.stringify(key)} kept for this wire is not a value its API takes; left out`);
    } else if (sub !== undefined && own(slot[key], sub) && own(body[key], sub) && sameJson((body[key] as Json)[sub], (slot[key] as Json)[sub])) {
      delete (body[key] as Json)[sub];
      ctx.warn("setting_dropped", `${at}/${escapePointer(sub)}`, `the ${JSON.stringify(`${key}.${sub}`)} kept for this wire is not a value its API takes; left out`);
    } else return;
  }
}

function bodyFormat(name: Exclude<RequestFormatName, "chat-request">): Format {
  const spec = BODIES[name];
  const h = () => FORMATS[spec.history];
  const base = spec.part({}).base;
  const prefix = (issues: Issue[]): Issue[] => (base === "" ? issues : issues.map((i) => ({ ...i, path: under(base, i.path), message: `${under(base, i.path) || "(root)"}${i.message.slice((i.path || "(root)").length)}` })));
  const writeRules: Record<string, OptionRule> = name === "gemini-request" ? { geminiSchema: oneOf(...GEMINI_SCHEMA_FIELDS) } : {};
  return {
    title: spec.title,
    schema: { file: spec.schema.file, history: spec.schema.definition, message: FORMATS[spec.history].schema.message },
    check: (value) => spec.check(value),
    checkMessage: (value) => h().checkMessage(value),
    rules: (value: Json) => (typeof spec.part(value).value === "string" ? [] : prefix(h().rules(spec.part(value).value as never))),
    vendorIssues: (value: Json, o) => {
      const issues = prefix(h().vendorIssues(spec.written(value) as never, o));
      return spec.bodyIssues ? [...issues, ...spec.bodyIssues(value)] : issues;
    },
    get readRules() { return h().readRules; },
    readIssues: (options) => [...requestTarget(options), ...(h().readIssues?.(asHistory(options)) ?? [])],
    read: (value: Json, options, warn, copy) => readBody(spec, value, options, warn, copy),
    get output() { return h().output; },
    get writeRules() { return { ...h().writeRules, ...writeRules }; },
    writeIssues: (options) => h().writeIssues?.(asHistory(options)) ?? [],
    write: (messages, options, warn, copy, read?: Read) => writeBody(spec, messages, options, warn, copy, read),
  } as Format;
}

const chatRequest: Format = {
  title: "a provider-neutral request (ChatRequest: the history, tools, tool choice, output format, settings)",
  schema: { file: "chat-request.schema.json", history: "ChatRequest", message: "ChatMessage" },
  check: bodyCheck("a ChatRequest { messages, … }", (v) => issuesOf(generated.validateChatRequest, v)),
  checkMessage: (value) => FORMATS.chat.checkMessage(value),
  rules: (value: ChatRequest) => FORMATS.chat.rules(value.messages as never).map((i) => ({ ...i, path: under("/messages", i.path), message: `/messages${i.message.startsWith("(root)") ? i.message.slice(6) : i.message}` })),
  vendorIssues: (value: ChatRequest, o) => FORMATS.chat.vendorIssues(value.messages as never, o),
  readRules: {},
  readIssues: requestTarget,
  read: (value: ChatRequest) => {
    const { messages, ...settings } = value;
    return { messages: messages as ChatMessage[], settings, locate: (path: string) => (/^\/\d/.test(path) ? `/messages${path}` : path) } as RequestRead;
  },
  output: { name: "chat request", codes: FORMATS.chat.output?.codes ?? { orphan_output: "orphan_output", unanswered_call: "unanswered_call", duplicate_output: "duplicate_output" } },
  writeRules: {},
  write: (messages, _options, _warn, copy, read?: Read) => ({ ...copy((read as RequestRead | undefined)?.settings ?? {}), messages: copy(messages) }),
};

/** The request formats, by name. */
export const REQUEST_FORMATS: { readonly [F in RequestFormatName]: Format } = {
  "chat-request": chatRequest,
  "responses-request": bodyFormat("responses-request"),
  "chat-completions-request": bodyFormat("chat-completions-request"),
  "claude-request": bodyFormat("claude-request"),
  "gemini-request": bodyFormat("gemini-request"),
};
