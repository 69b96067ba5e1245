// Gemini contents (and systemInstruction) → ChatMessage[] (the hub): one function per part kind, routed by `userPart`.
import { copyJson, type Copy } from "./copy.js";
import type { ChatMessage, ContentPart, ImagePart, ProviderFields, ToolCall } from "../../generated/types.js";
import type { GeminiContent, GeminiFunctionResponse, GeminiPart, GeminiRequest } from "./gemini-nulls.js";
import { validateGeminiContents, validateGeminiRequest } from "../validate/validate.js";
import { escapePointer, type Issue } from "../validate/issue.js";
import { issuesOf } from "../validate/validate.js";
import * as generated from "../../generated/validators.js";
import { afterValidation, commonRules, ensureValid, optionIssues, readingInput } from "./options.js";
import { collector, segments, type WarningOptions, type Warnings } from "./warnings.js";
import { GOOGLE, modelMessage, plainModelParts, responseText, same } from "./gemini-parts.js";
import { inJsonNames, inputPointer, protoSpelling } from "./gemini-spelling.js";

/** Options of `fromGeminiContents`. */
export type FromGeminiOptions = WarningOptions;

/**
 * A content as the `@google/genai` SDK types it (`Content`: every field optional, `role` any string),
 * so an SDK value needs no cast. What the REST API requires is checked at run time with a clear issue.
 */
export interface GeminiContentLike {
  /** `user` or `model` (checked at run time); absent (or `null`, as google-genai Python dumps it) means `user`. */
  role?: string | null;
  /** The parts, each a `GeminiPart` (checked at run time). */
  parts?: readonly object[] | null;
}

/** The request-shaped input of the Gemini reader. */
export interface GeminiRequestLike {
  /** The system instruction: text parts. */
  systemInstruction?: GeminiContentLike | null;
  /** The contents, oldest turn first. */
  contents: readonly GeminiContentLike[];
}

/** What the Gemini reader takes: `contents` alone, or `{ systemInstruction?, contents }`. */
export type GeminiInput = readonly GeminiContentLike[] | GeminiRequestLike;

/** The hub id of a call Gemini sent without one: deterministic (content and part index), marked `idGenerated`. */
export const generatedCallId = (i: number, k: number) => `gemini-call-${i}-${k}`;

/** Where a hub message came from: its pointer, and the pointers of its indexed sub-values (parts, calls, images). */
interface Origin {
  at: string;
  items?: string[];
}

/**
 * The calls of one model content waiting for their responses: each response takes the first
 * unanswered call with its id (or, without an id, its name), found through a queue per id and per
 * name, so answering n calls costs O(n), not a scan per response.
 */
class Pending {
  private readonly answered: boolean[];
  private readonly byId = new Map<string, { at: number[]; next: number }>();
  private readonly byName = new Map<string, { at: number[]; next: number }>();

  constructor(private readonly calls: readonly ToolCall[]) {
    this.answered = calls.map(() => false);
    calls.forEach((call, k) => {
      Pending.queue(this.byId, call.id).at.push(k);
      Pending.queue(this.byName, call.name).at.push(k);
    });
  }

  private static queue(map: Map<string, { at: number[]; next: number }>, key: string) {
    let q = map.get(key);
    if (!q) map.set(key, (q = { at: [], next: 0 }));
    return q;
  }

  /** Where `first` looks from: every call before it is answered. */
  private cursor = 0;

  /** Takes the first unanswered call, whatever its name (Gemini pairs an id-less response with a call by position). */
  first(): ToolCall | undefined {
    while (this.cursor < this.calls.length && this.answered[this.cursor]) this.cursor++;
    if (this.cursor >= this.calls.length) return undefined;
    this.answered[this.cursor] = true;
    return this.calls[this.cursor];
  }

  /** Takes the first unanswered call with this id (`byId`) or this name. */
  take(key: string, byId: boolean): ToolCall | undefined {
    const q = (byId ? this.byId : this.byName).get(key);
    if (!q) return undefined;
    while (q.next < q.at.length && this.answered[q.at[q.next]!]) q.next++;
    if (q.next >= q.at.length) return undefined;
    const k = q.at[q.next++]!;
    this.answered[k] = true;
    return this.calls[k];
  }
}

interface State {
  warn: Warnings["warn"];
  copy: Copy;
  out: ChatMessage[];
  origins: Origin[];
  /** The calls of the latest model content not answered yet. */
  pending: Pending;
  /** Ids the input itself uses, so a generated id never collides with one. */
  taken: Set<string>;
  base: string;
  /** The input's contents as it spelled them, when its spelling pass changed anything (proto names, nulls). */
  given?: readonly unknown[];
  /** Whether the input request spelled its systemInstruction `system_instruction`. */
  spelledSystem?: boolean;
}

/** Part k of content i as the input spelled it (its nulls left out), with the proto names it used; undefined when it used none. */
function spelledPart(state: State, i: number, k: number): { part: GeminiPart; proto: string[] } | undefined {
  if (state.given === undefined) return undefined;
  const parts = (state.given[i] as { parts?: unknown } | undefined)?.parts;
  const spelled = protoSpelling(Array.isArray(parts) ? parts[k] : undefined);
  return spelled.proto.length ? (spelled as { part: GeminiPart; proto: string[] }) : undefined;
}

/** A `google`-tagged slot with the proto names its wire part used noted (`spelling.proto`), for the Gemini writer. */
function withProto(slot: ProviderFields | undefined, proto: string[] | undefined): ProviderFields | undefined {
  if (proto === undefined) return slot;
  const fields: Record<string, unknown> = slot?.fields ?? {};
  return { provider: GOOGLE, fields: { ...fields, spelling: { ...(fields.spelling as object | undefined), proto } } };
}

function model(content: GeminiContent, i: number, state: State) {
  const at = `${state.base}/${i}`;
  const message = modelMessage(content.parts, (k) => {
    let id = generatedCallId(i, k);
    while (state.taken.has(id)) id += "_";
    return id;
  }, (k) => `${at}/parts/${k}`);
  const calls: string[] = [];
  content.parts.forEach((part, k) => {
    if ("functionCall" in part) calls.push(`${at}/parts/${k}`);
  });
  // Proto field names: parts kept whole are kept as the wire spelled them; a call's spelling is noted on it.
  const spelled = state.given === undefined ? undefined : content.parts.map((_, k) => spelledPart(state, i, k));
  const proto = spelled?.some((s) => s !== undefined) ? spelled : undefined;
  if (!same(plainModelParts(message), content.parts)) {
    const parts = proto ? content.parts.map((part, k) => proto[k]?.part ?? part) : content.parts;
    message.reasoningItems = { provider: GOOGLE, items: state.copy(parts, `${at}/parts`) };
  } else if (proto) {
    let c = 0;
    content.parts.forEach((part, k) => {
      if (!("functionCall" in part)) return;
      const call = message.toolCalls![c++]!;
      const slot = withProto(undefined, proto[k]?.proto);
      if (slot) call.providerFields = slot;
    });
  }
  state.pending = new Pending(message.toolCalls ?? []);
  state.out.push(message);
  state.origins.push({ at, items: calls });
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);

/** A user part as a hub content part; media Gemini takes but the hub cannot hold are dropped, reported. */
/** The keys of a part beside its data (`thought`, `thoughtSignature`, `videoMetadata`…), and a fileData's media type, for the Gemini writer. */
function partFields(part: GeminiPart, data: string, state: State): ProviderFields | undefined {
  let fields: Record<string, unknown> | undefined;
  for (const key of Object.keys(part)) {
    const value = (part as unknown as Record<string, unknown>)[key];
    if (key !== data && value !== undefined) (fields ??= {})[key] = state.copy(value);
  }
  if (data === "fileData" && (part as { fileData: { mimeType?: string } }).fileData.mimeType !== undefined) {
    (fields ??= {}).fileData = { mimeType: (part as { fileData: { mimeType: string } }).fileData.mimeType };
  }
  return fields && { provider: GOOGLE, fields };
}

/** `part` with the Gemini-only keys of `source` kept, and the proto names the wire part used. */
function keeping<P extends ContentPart>(part: P, source: GeminiPart, data: string, state: State, proto: string[] | undefined): P {
  const fields = withProto(partFields(source, data, state), proto);
  return fields ? { ...part, providerFields: fields } : part;
}

/** A part kept whole, as the wire spelled it (its nulls left out): only Gemini can take it back. */
const whole = (part: GeminiPart, state: State): ContentPart => ({ type: "provider", provider: GOOGLE, value: state.copy(part) });

function userPart(part: GeminiPart, at: string, state: State, i: number, k: number): ContentPart | undefined {
  const spelled = state.given === undefined ? undefined : spelledPart(state, i, k);
  if ("text" in part) return keeping({ type: "text", text: part.text }, part, "text", state, spelled?.proto);
  if ("inlineData" in part) {
    const { mimeType, data } = part.inlineData;
    const inline = { type: IMAGE_TYPES.has(mimeType) ? "image" : "file", mimeType, data };
    if (generated.validateContentPart(inline)) return keeping(inline as ContentPart, part, "inlineData", state, spelled?.proto);
    return whole(spelled?.part ?? part, state);
  }
  if ("fileData" in part) {
    const { mimeType, fileUri } = part.fileData;
    return keeping(mimeType?.startsWith("image/") ? { type: "imageUrl", url: fileUri } : { type: "fileUrl", url: fileUri }, part, "fileData", state, spelled?.proto);
  }
  // Code execution, a call in a user turn, media of another type.
  return whole(spelled?.part ?? part, state);
}

function answered(response: GeminiFunctionResponse, at: string, i: number, k: number, state: State): { id: string; call?: ToolCall } {
  // An id-less response answers the call of its name, else (Gemini pairs them by position) the first unanswered one.
  const call = response.id === undefined ? (state.pending.take(response.name, false) ?? state.pending.first()) : state.pending.take(response.id, true);
  if (call === undefined) {
    if (response.id !== undefined) return { id: response.id };
    const id = `gemini-response-${i}-${k}`;
    state.warn("orphan_output", at, `no unanswered call of ${JSON.stringify(response.name)} precedes this functionResponse; it answers the made-up id ${JSON.stringify(id)}`);
    return { id };
  }
  return { id: call.id, call };
}

function toolMessage(part: GeminiPart & { functionResponse: GeminiFunctionResponse }, at: string, i: number, k: number, state: State) {
  const response = part.functionResponse;
  const fields = partFields(part, "functionResponse", state);
  const media: ContentPart[] = [];
  const imageAt: string[] = [];
  (response.parts ?? []).forEach((medium, m) => {
    const where = `${at}/functionResponse/parts/${m}`;
    const { mimeType, data, displayName } = medium.inlineData;
    // A file's displayName is its name; an image has none in the hub, so its displayName rides in a google-tagged slot.
    const image = IMAGE_TYPES.has(mimeType);
    const named = displayName === undefined ? {} : image ? { providerFields: { provider: GOOGLE, fields: { displayName } } } : { filename: displayName };
    const inline = { type: image ? "image" : "file", mimeType, data, ...named };
    // A medium the hub has no image or file for (another media type) rides verbatim, in its place, as a google provider part.
    media.push(generated.validateContentPart(inline) ? (inline as ContentPart) : { type: "provider", provider: GOOGLE, value: state.copy(medium, where) as unknown as Record<string, unknown> });
    imageAt.push(where);
  });
  const { id: toolCallId, call } = answered(response, at, i, k, state);
  // An id-less response answering a call that has an id: the wire's spelling is noted, for the Gemini writer.
  const idless = response.id === undefined && call !== undefined && !call.idGenerated;
  const { content, isError } = responseText(response.response, `${at}/functionResponse/response`);
  const onlyImages = media.every((p) => p.type === "image");
  const result = media.length === 0 ? (response.parts === undefined ? {} : { parts: media }) : onlyImages ? { images: media as ImagePart[] } : { parts: media };
  const noted = idless ? { provider: GOOGLE, fields: { ...fields?.fields, spelling: { id: null } } } : fields;
  const slot = state.given === undefined ? noted : withProto(noted, spelledPart(state, i, k)?.proto);
  state.out.push({ role: "tool", toolCallId, name: response.name, content, ...result, ...(isError ? { isError } : {}), ...(slot ? { providerFields: slot } : {}) });
  state.origins.push({ at, items: imageAt });
}

/**
 * Notes on the last tool message of a content of only function responses that another user content
 * follows (its `google`-tagged slot's `spelling.contentEnds`): the Gemini writer, which joins the next
 * user message to the responses before it when they came in one content, then says it joins them.
 */
function endsContent(message: ChatMessage) {
  if (message.role !== "tool") return;
  const fields: Record<string, unknown> = message.providerFields?.provider === GOOGLE ? message.providerFields.fields : {};
  message.providerFields = { provider: GOOGLE, fields: { ...fields, spelling: { ...(fields.spelling as object | undefined), contentEnds: true } } };
}


function user(content: GeminiContent, i: number, state: State) {
  const at = `${state.base}/${i}`;
  let parts: ContentPart[] = [];
  let partsAt: string[] = [];
  let seen = 0;
  const flush = () => {
    if (seen === 0) return;
    if (parts.length === 0) {
      // Every part was dropped (reported): keep the turn as an empty text so the roles stay as they were.
      parts.push({ type: "text", text: "" });
      partsAt.push(at);
    }
    const single = seen === 1 && parts.length === 1 && parts[0]!.type === "text" && parts[0]!.providerFields === undefined;
    state.out.push({ role: "user", content: single ? (parts[0] as { text: string }).text : parts });
    state.origins.push({ at, items: partsAt });
    parts = [];
    partsAt = [];
    seen = 0;
  };
  if (content.parts.length === 0) {
    // A turn with no parts is kept as one, so the roles stay as they were (the Gemini writer reports it).
    state.out.push({ role: "user", content: [] });
    state.origins.push({ at, items: [] });
    return;
  }
  content.parts.forEach((part, k) => {
    const where = `${at}/parts/${k}`;
    if ("functionResponse" in part) {
      flush();
      toolMessage(part, where, i, k, state);
      return;
    }
    seen++;
    const converted = userPart(part, where, state, i, k);
    if (converted) {
      parts.push(converted);
      partsAt.push(where);
    }
  });
  flush();
}

function system(request: GeminiRequest, state: State) {
  const instruction = request.systemInstruction;
  if (instruction === undefined) return;
  if (instruction.parts.length === 0) state.warn("empty_message_dropped", "/systemInstruction", "a systemInstruction without parts says nothing and a chat history has no empty system message for it; it was dropped");
  // Gemini ignores a role here; it rides on the first system message (google-tagged), for the Gemini writer.
  if (instruction.role !== undefined && instruction.parts.length === 0) state.warn("field_dropped", "/systemInstruction/role", "Gemini ignores a role on systemInstruction; with no part to carry it, it was dropped");
  // A request's system_instruction (its proto name) is noted on the first system message too, for the Gemini writer.
  const proto = state.spelledSystem ? ["system_instruction"] : undefined;
  instruction.parts.forEach((part, k) => {
    const slot = k === 0 ? withProto(instruction.role === undefined ? undefined : { provider: GOOGLE, fields: { role: instruction.role } }, proto) : undefined;
    state.out.push({ role: "system", content: part.text, ...(slot ? { providerFields: slot } : {}) });
    state.origins.push({ at: `/systemInstruction/parts/${k}` });
  });
}

/** Every id the input gives a call or a response. */
function idsOf(contents: readonly GeminiContent[]): Set<string> {
  const ids = new Set<string>();
  for (const content of contents) {
    for (const part of content.parts) {
      if ("functionCall" in part && part.functionCall.id !== undefined) ids.add(part.functionCall.id);
      if ("functionResponse" in part && part.functionResponse.id !== undefined) ids.add(part.functionResponse.id);
    }
  }
  return ids;
}

/** Reads a validated input into the hub; warnings point into the input. */
export function readGemini(given: GeminiInput, warnGiven: Warnings["warn"], copy: Copy): { messages: ChatMessage[]; locate(path: string): string } {
  // Proto field names (google-genai Python's model_dump()) are read as their JSON names; warnings point at the input's keys.
  const input = inJsonNames(given);
  if (input !== given) {
    // The input's own spelling, for the notes of its proto names.
    const contents = Array.isArray(given) ? given : (given as GeminiRequestLike).contents;
    const spelledSystem = !Array.isArray(given) && (given as { system_instruction?: unknown }).system_instruction != null;
    const read = readIn(input, (code, path, text) => warnGiven(code, inputPointer(given, path), text), copy, contents, spelledSystem);
    return { messages: read.messages, locate: (path) => inputPointer(given, read.locate(path)) };
  }
  return readIn(input, warnGiven, copy);
}

/** Reads an input in JSON names and without nulls (`given`: the contents as the input spelled them, when it differs). */
function readIn(input: GeminiInput, warn: Warnings["warn"], copy: Copy, given?: readonly unknown[], spelledSystem?: boolean): { messages: ChatMessage[]; locate(path: string): string } {
  const request = (Array.isArray(input) ? { contents: input } : input) as GeminiRequest;
  const state: State = { warn, copy, out: [], origins: [], pending: new Pending([]), taken: idsOf(request.contents), base: Array.isArray(input) ? "" : "/contents", given, spelledSystem };
  if (!Array.isArray(input)) {
    for (const key of Object.keys(input)) {
      if (key !== "systemInstruction" && key !== "contents") warn("request_field_dropped", `/${escapePointer(key)}`, `${JSON.stringify(key)} is a request setting, not part of the conversation; it was not carried`);
    }
  }
  system(request, state);
  request.contents.forEach((content, i) => {
    // A content without role is the user's (Gemini's default): the same request, so nothing to say.
    (content.role === "model" ? model : user)(content, i, state);
    const next = request.contents[i + 1];
    if (content.role !== "model" && next !== undefined && next.role !== "model" && content.parts.length > 0 && content.parts.every((part) => "functionResponse" in part)) {
      endsContent(state.out[state.out.length - 1]!);
    }
  });
  const { origins } = state;
  return {
    messages: state.out,
    locate(path) {
      const [m, field, k, key] = segments(path);
      const origin = origins[Number(m)];
      if (origin === undefined || m === undefined || m === "") return path;
      if (field === "reasoningItems" && k === "items" && key !== undefined && origin.at.startsWith(`${state.base}/`)) {
        return `${origin.at}/parts/${key}${path.split("/").slice(5).map((s) => `/${s}`).join("")}`;
      }
      if (field === "providerFields" && origin.at === "/systemInstruction/parts/0") return "/systemInstruction/role";
      const item = k === undefined ? undefined : origin.items?.[Number(k)];
      if (item === undefined || !(field === "content" || field === "toolCalls" || field === "images" || field === "parts")) return origin.at;
      return field === "toolCalls" && key === "thoughtSignature" ? `${item}/thoughtSignature` : item;
    },
  };
}

/**
 * Gemini's pairing rules, which strict mode enforces on the input: the content after a model content
 * with function calls is a user content with as many function responses (Gemini answers 400
 * otherwise), and function responses answer the calls of the content right before theirs.
 */
export function geminiRuleIssues(given: GeminiInput): Issue[] {
  const input = inJsonNames(given);
  const contents = (Array.isArray(input) ? input : (input as GeminiRequest).contents) as readonly GeminiContent[];
  const base = Array.isArray(input) ? "" : "/contents";
  const count = (c: GeminiContent | undefined, key: string) => c?.parts.filter((p) => key in p).length ?? 0;
  const issues: Issue[] = [];
  contents.forEach((content, i) => {
    const calls = content.role === "model" ? count(content, "functionCall") : 0;
    const previous = contents[i - 1];
    const expected = previous?.role === "model" ? count(previous, "functionCall") : 0;
    const responses = count(content, "functionResponse");
    if (responses > 0 && responses !== expected) {
      const path = `${base}/${i}`;
      issues.push({ path, code: "orphan_output", message: `${path}: ${responses} function response(s) follow a content with ${expected} function call(s); Gemini wants one response per call, together in the next content` });
    }
    const next = contents[i + 1];
    if (calls > 0 && (next === undefined || count(next, "functionResponse") === 0)) {
      const path = `${base}/${i}`;
      issues.push({ path, code: "unanswered_call", message: `${path}: the ${calls} function call(s) of this content are not answered by the next content` });
    }
  });
  return issues;
}

/** The issues of a Gemini input: `contents` alone or `{ systemInstruction?, contents }`. */
export function geminiIssues(value: unknown): Issue[] {
  return Array.isArray(value) ? issuesOf(generated.validateGeminiContents, value) : issuesOf(generated.validateGeminiRequest, value);
}

/**
 * Converts Gemini `contents` (or `{ systemInstruction, contents }`), as the REST API or the
 * `@google/genai` SDK (`Content[]`) has them, into a chat history. Function calls become tool calls
 * (an id-less call gets a made-up id marked `idGenerated`), function responses tool messages,
 * thought parts reasoning, and a call's thoughtSignature its `thoughtSignature`; parts the hub
 * fields cannot rebuild (a signature on text, code execution, model images) are kept as
 * `reasoningItems` tagged `"google"`, so `toGeminiContents` gives the contents back exactly.
 * @example fromGeminiContents([{ role: "user", parts: [{ text: "Hi" }] }]) // [{ role: "user", content: "Hi" }]
 */
export function fromGeminiContents(input: GeminiInput, options?: FromGeminiOptions): ChatMessage[] {
  const name = "fromGeminiContents";
  readingInput(name, () => {
    const checked = Array.isArray(input) ? validateGeminiContents(input) : validateGeminiRequest(input);
    ensureValid(name, checked.ok ? [] : checked.issues, optionIssues(options, commonRules));
  });
  const warnings = collector(options ?? {}, input);
  const { messages } = afterValidation(name, () => readGemini(input, warnings.warn, copyJson));
  warnings.finish(name, () => afterValidation(name, () => geminiRuleIssues(input)));
  return messages;
}
