// ChatMessage[] (the hub) → Gemini `{ systemInstruction?, contents }`: one function per role, routed by `byRole`.
import type { Copy } from "./copy.js";
import type {
  AssistantMessage, ProviderFields, ChatMessage, ContentPart, ImagePart, DeveloperMessage, SystemMessage, TextPart, ToolCall, ToolMessage, UserMessage,
} from "../../generated/types.js";
import type { GeminiContent, GeminiPart, GeminiRequest } from "./gemini-nulls.js";
import { validateGeminiContent } from "../../generated/validators.js";
import { argsOf, GOOGLE, responseOf, modelMessage, plainModelParts, same } from "./gemini-parts.js";
import { GEMINI_PAIRING } from "./vendor-check.js";
import { geminiVendorIssues, validThoughtSignature } from "../validate/rules/gemini.js";
import { fromHub } from "./hub-writer.js";
import { oneOf } from "./options.js";
import type { WarningOptions, Warnings } from "./warnings.js";
import { foreignSlots, keptFields, putField } from "./provider-slots.js";
import { assistantTextParts } from "./system-parts.js";
import { inProtoNames, jsonSpelling, notedProto } from "./gemini-spelling.js";

/** What `missingSignatures` accepts. */
export const MISSING_SIGNATURES = ["leave", "dummy"] as const;
/** What `laterSystem` accepts. */
export const LATER_SYSTEM = ["drop", "user"] as const;

/** The placeholder Google documents for calls from a history that has no signatures. */
export const DUMMY_SIGNATURE = "skip_thought_signature_validator";

/** Options of `toGeminiContents`. */
export interface ToGeminiOptions extends WarningOptions {
  /**
   * Gemini 3 answers 400 when the first function call of a step in the current turn has no
   * thoughtSignature (a history from another provider). `"leave"` (default) writes such calls
   * without one and warns for each; `"dummy"` writes Google's documented placeholder
   * `skip_thought_signature_validator` on each of them, reported.
   */
  missingSignatures?: (typeof MISSING_SIGNATURES)[number];
  /**
   * Gemini has one `systemInstruction`, taken from the leading system and developer messages. A later
   * one is dropped with a warning (`"drop"`, default) or written as user text `System: …` (`"user"`, reported).
   */
  laterSystem?: (typeof LATER_SYSTEM)[number];
}

/** A content being written, with the hub pointer of each part (for warnings about the parts). */
interface Draft {
  role: "user" | "model";
  parts: GeminiPart[];
  from: string[];
  /** The hub index of the first message in it, and whether it holds ordinary user parts (not just responses). */
  at: number;
  standard: boolean;
  /** True when its last function response ended a content of the wire it was read from (the tool message's `google` slot's `spelling.contentEnds`). */
  ends?: boolean;
}

interface Context {
  warn: Warnings["warn"];
  copy: Copy;
  options: ToGeminiOptions;
  system: string[];
  /** The systemInstruction's role, as the first system message kept it (Gemini ignores it). */
  systemRole?: string;
  drafts: Draft[];
  /** Each earlier call by id. */
  calls: Map<string, ToolCall>;
  /** Whether any non-system message was written yet (system messages after one are "later"). */
  started: boolean;
  /** The proto field names to write back on a written part, as the Gemini reader noted them (made only when there is one). */
  proto?: WeakMap<GeminiPart, readonly string[]>;
  /** Whether the first system message notes its wire spelled `system_instruction`. */
  systemProto?: boolean;
}

/** Notes that `part` (written in JSON names) goes out with its keys in these proto names. */
function spellLater(ctx: Context, part: GeminiPart, proto: readonly string[] | undefined) {
  if (proto !== undefined && proto.length > 0) (ctx.proto ??= new WeakMap()).set(part, proto);
}

/** `next`, which replaces `part` in a draft, goes out spelled as `part` was to be. */
function sameSpelling(ctx: Context, part: GeminiPart, next: GeminiPart) {
  const proto = ctx.proto?.get(part);
  if (proto) ctx.proto!.set(next, proto);
}

type Convert<M> = (message: M, i: number, ctx: Context) => void;

/** Adds parts to the content of `role` that ends the output, or starts one (merging same-role turns, as Gemini expects). */
function append(ctx: Context, role: Draft["role"], i: number, parts: GeminiPart[], from: string[], standard: boolean, mergeQuietly: boolean) {
  const last = ctx.drafts[ctx.drafts.length - 1];
  if (last?.role === role) {
    // Function responses join the content before them, and a user message after function responses
    // their content, quietly when they came from one content (no note says the content ended there).
    if (last.ends || !(mergeQuietly || (role === "user" && !last.standard))) {
      ctx.warn("contents_merged", `/${i}`, `Gemini expects turns to alternate; this ${role === "model" ? "assistant" : "user"} message joins the ${role} content before it`);
    }
    last.ends = undefined;
    last.parts.push(...parts);
    last.from.push(...from);
    last.standard ||= standard;
    return;
  }
  ctx.drafts.push({ role, parts, from, at: i, standard });
}

function named(message: { name?: string }, i: number, ctx: Context) {
  if (message.name !== undefined) ctx.warn("field_dropped", `/${i}/name`, "a Gemini content has no participant name; it was dropped");
}

function system(message: SystemMessage | DeveloperMessage, i: number, ctx: Context) {
  named(message, i, ctx);
  const fields = keptFields(message.providerFields, GOOGLE);
  const first = !ctx.started && ctx.system.length === 0;
  for (const key of Object.keys(fields)) {
    // The note of how the wire spelled the request's systemInstruction (for the first one only).
    if (key === "spelling") continue;
    if (key !== "role" || ctx.started || ctx.system.length > 0 || typeof fields.role !== "string") {
      ctx.warn("provider_fields_dropped", `/${i}/providerFields/fields/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, `${JSON.stringify(key)} has no slot here (a systemInstruction's role is taken from the first system message only); it was dropped`);
    }
  }
  if (!ctx.started) {
    if (message.role === "developer") ctx.warn("developer_as_system", `/${i}`, "Gemini has no developer role; the message joined systemInstruction and reads back as a system message");
    if (ctx.system.length === 0 && typeof fields.role === "string") ctx.systemRole = fields.role;
    if (first && notedProto(message.providerFields)?.includes("system_instruction")) ctx.systemProto = true;
    ctx.system.push(message.content);
    return;
  }
  if (ctx.options.laterSystem === "user") {
    ctx.warn("system_as_user", `/${i}`, `Gemini has one systemInstruction, before the contents; this later ${message.role} message was written as user text "System: …"`);
    append(ctx, "user", i, [{ text: `System: ${message.content}` }], [`/${i}`], true, false);
  } else {
    ctx.warn("system_message_dropped", `/${i}`, `Gemini has one systemInstruction, before the contents; this later ${message.role} message was dropped (laterSystem "user" writes it as user text)`);
  }
}

type PartOf<T extends ContentPart["type"]> = Extract<ContentPart, { type: T }>;

function detail(part: { detail?: string }, at: string, ctx: Context) {
  if (part.detail !== undefined) ctx.warn("field_dropped", `${at}/detail`, "Gemini has no image detail setting; it was dropped");
}

function filename(part: { filename?: string }, at: string, ctx: Context) {
  if (part.filename !== undefined) ctx.warn("field_dropped", `${at}/filename`, "a Gemini part has no filename; it was dropped");
}

const userParts: { [T in ContentPart["type"]]: (part: PartOf<T>, at: string, ctx: Context) => GeminiPart | undefined } = {
  text: (part) => ({ text: part.text }),
  image: (part, at, ctx) => (detail(part, at, ctx), { inlineData: { mimeType: part.mimeType, data: part.data } }),
  imageUrl: (part, at, ctx) => {
    detail(part, at, ctx);
    const kept = part.providerFields?.provider === GOOGLE && (part.providerFields.fields as { fileData?: { mimeType?: unknown } }).fileData?.mimeType !== undefined;
    if (!kept) ctx.warn("image_kind_dropped", at, "Gemini's fileData without a media type does not say it is an image; the URL was written and reads back as a file by URL");
    return { fileData: { fileUri: part.url } };
  },
  file: (part, at, ctx) => (filename(part, at, ctx), { inlineData: { mimeType: part.mimeType, data: part.data } }),
  fileUrl: (part, at, ctx) => (filename(part, at, ctx), { fileData: { fileUri: part.url } }),
  imageFileId: (_part, at, ctx) => unsupported("an imageFileId", at, ctx),
  fileId: (_part, at, ctx) => unsupported("a fileId", at, ctx),
  provider: (part, at, ctx) => {
    if (part.provider !== GOOGLE) return undefined;
    if (!geminiPart(part.value)) {
      ctx.warn("provider_part_dropped", at, "this google element is not a part Gemini takes; it was dropped");
      return undefined;
    }
    // Kept whole as the wire spelled it: written in JSON names here, and back in its proto names at the end.
    const { part: written, proto } = jsonSpelling(ctx.copy(part.value) as GeminiPart);
    spellLater(ctx, written, proto);
    return written;
  },
};

/** A Gemini part with the keys the Gemini reader kept beside its data put back (a fileData's media type into fileData). */
function withFields(part: GeminiPart | undefined, slot: ProviderFields | undefined, at: string, ctx: Context): GeminiPart | undefined {
  if (part === undefined || slot === undefined || slot.provider !== GOOGLE) return part;
  const { fileData, spelling: _, ...rest } = slot.fields as { fileData?: object; spelling?: unknown };
  const out = { ...part } as Record<string, unknown>;
  // The part's own keys are the hub's; the slot holds what the hub has no field for.
  for (const key of Object.keys(rest)) if (!Object.hasOwn(part, key)) putField(out, key, rest[key as keyof typeof rest], geminiPart, at, "Gemini", ctx.warn);
  if (fileData !== undefined && "fileData" in part) {
    const given = out.fileData;
    putField(out, "fileData", { ...part.fileData, ...(fileData !== null && typeof fileData === "object" && !Array.isArray(fileData) ? fileData : {}), fileUri: part.fileData.fileUri }, geminiPart, at, "Gemini", ctx.warn);
    if (out.fileData === undefined) out.fileData = given;
  }
  return out as unknown as GeminiPart;
}

/** Whether Gemini takes a part, in a user or a model content. */
const geminiPart = (part: unknown): boolean => validateGeminiContent({ role: "user", parts: [part] }) || validateGeminiContent({ role: "model", parts: [part] });

function unsupported(what: string, at: string, ctx: Context): undefined {
  ctx.warn("unsupported_content", at, `${what} part names a file in another provider's store, which Gemini cannot read; it was dropped`);
  return undefined;
}

function user(message: UserMessage, i: number, ctx: Context) {
  ctx.started = true;
  named(message, i, ctx);
  const parts: GeminiPart[] = [];
  const from: string[] = [];
  if (typeof message.content === "string") {
    parts.push({ text: message.content });
    from.push(`/${i}/content`);
  } else {
    message.content.forEach((part, k) => {
      const at = `/${i}/content/${k}`;
      const slot = part.type === "provider" ? undefined : part.providerFields;
      const converted = withFields((userParts[part.type] as (p: ContentPart, at: string, ctx: Context) => GeminiPart | undefined)(part, at, ctx), slot, at, ctx);
      if (converted) {
        if (slot?.provider === GOOGLE) spellLater(ctx, converted, notedProto(slot));
        parts.push(converted);
        from.push(at);
      }
    });
    if (parts.length === 0) {
      ctx.warn("empty_text_added", `/${i}/content`, "a Gemini content needs at least one part and this message has none left; an empty text part was written");
      parts.push({ text: "" });
      from.push(`/${i}/content`);
    }
  }
  append(ctx, "user", i, parts, from, true, false);
}

/** The parts Google's reasoning items hold, when they still match the message; else undefined (reported). */
function keptParts(message: AssistantMessage, i: number, ctx: Context): GeminiPart[] | undefined {
  const kept = message.reasoningItems;
  if (kept === undefined) return undefined;
  if (kept.provider !== GOOGLE) {
    ctx.warn("reasoning_items_dropped", `/${i}/reasoningItems`, `reasoning items made by ${JSON.stringify(kept.provider)} cannot be sent to Gemini; they were dropped`);
    return undefined;
  }
  const broken = kept.items.map((item, k) => (validateGeminiContent({ role: "model", parts: [item] }) ? -1 : k)).filter((k) => k >= 0);
  if (broken.length) {
    for (const k of broken) ctx.warn("invalid_reasoning_item", `/${i}/reasoningItems/items/${k}`, "not a Gemini part, so the kept parts were not replayed; the content was written from the message's text, reasoning and tool calls");
    return undefined;
  }
  const spelled = (kept.items as GeminiPart[]).map((item) => jsonSpelling(item));
  const json = spelled.map((s) => s.part);
  const rebuilt = modelMessage(json, () => "", (k) => `/${i}/reasoningItems/items/${k}`);
  const calls = (message.toolCalls ?? []).map(callKey);
  const matches = rebuilt.content === message.content && rebuilt.reasoning === message.reasoning && same((rebuilt.toolCalls ?? []).map(callKey), calls);
  // A fresh array: a later model message may be appended to it. Parts kept in proto names are written in JSON names, and back in them at the end.
  if (matches && message.refusal === undefined) {
    return json.map((part, p) => {
      const written = ctx.copy(part, `/${i}/reasoningItems/items/${p}`);
      spellLater(ctx, written, spelled[p]!.proto);
      return written;
    });
  }
  ctx.warn("reasoning_items_stale", `/${i}/reasoningItems`, "the Gemini parts kept in reasoningItems no longer match the message's text, reasoning, tool calls or refusal; the content was written from the message, and what only those parts held (signatures on text and thoughts, code execution, model media) was dropped");
  return undefined;
}

/** What must agree between kept parts and the message's calls: a made-up id only as "no id". */
const callKey = (call: ToolCall) => ({ id: call.idGenerated ? null : call.id, name: call.name, arguments: call.arguments, thoughtSignature: call.thoughtSignature ?? null });

function assistant(message: AssistantMessage, i: number, ctx: Context) {
  ctx.started = true;
  named(message, i, ctx);
  if (message.audioId !== undefined) ctx.warn("field_dropped", `/${i}/audioId`, "Gemini has no audio id; it was dropped");
  if (message.reasoningDetails !== undefined) ctx.warn("reasoning_details_dropped", `/${i}/reasoningDetails`, "OpenRouter's reasoning_details have no place in Gemini contents; they were dropped");
  const calls = (message.toolCalls ?? []).map((call, k) => {
    if (call.thoughtSignature !== "") return call;
    ctx.warn("thought_signature_dropped", `/${i}/toolCalls/${k}/thoughtSignature`, "an empty thoughtSignature signs nothing and Gemini rejects it; it was not written");
    const { thoughtSignature: _empty, ...unsigned } = call;
    return unsigned;
  });
  calls.forEach((call, k) => {
    ctx.calls.set(call.id, call);
    if (call.type === "custom") ctx.warn("custom_call_as_function", `/${i}/toolCalls/${k}`, "Gemini has no custom tools; the call was written as a function call with args {input: <its text>}");
    else {
      const args = argsOf(call.arguments);
      if (args === undefined) ctx.warn("arguments_dropped", `/${i}/toolCalls/${k}/arguments`, "Gemini takes arguments as a JSON object and these are not one (or are nested too deeply to write); args {} was written");
      else if (JSON.stringify(args) !== call.arguments) ctx.warn("arguments_reformatted", `/${i}/toolCalls/${k}/arguments`, "Gemini takes arguments as a JSON object; the text was parsed, and reads back without its original spacing or number forms");
    }
  });
  let parts = keptParts(message, i, ctx);
  const replayed = parts !== undefined;
  let from: string[];
  if (parts) from = parts.map(() => `/${i}/reasoningItems`);
  else {
    const texts = assistantTextParts(message, i, ctx.warn);
    parts = plainModelParts({ ...message, parts: texts as TextPart[] | undefined, toolCalls: calls.map((call) => (call.type === "custom" ? { ...call, arguments: JSON.stringify({ input: call.arguments }) } : call)) });
    from = parts.map((part) => `/${i}${"thought" in part ? "/reasoning" : "/content"}`);
    if (message.refusal !== undefined) {
      ctx.warn("refusal_as_text", `/${i}/refusal`, "Gemini has no refusal part; the refusal was written as text");
      if (parts.length === 1 && same(parts[0], { text: "" })) parts.pop(), from.pop();
      const at = parts.findIndex((p) => "functionCall" in p);
      parts.splice(at < 0 ? parts.length : at, 0, { text: message.refusal });
      from.splice(at < 0 ? from.length : at, 0, `/${i}/refusal`);
    }
  }
  // The pointer of each call's part, for the signature check.
  let k = 0;
  parts.forEach((part, p) => {
    if (!("functionCall" in part)) return;
    // A call read from Gemini in proto names notes them (its google-tagged slot), written back at the end.
    if (!replayed) spellLater(ctx, part, notedProto(calls[k]?.providerFields));
    from[p] = `/${i}/toolCalls/${k++}`;
  });
  append(ctx, "model", i, parts, from, false, false);
}

/** A tool image's displayName, kept in its google-tagged slot when it was read from Gemini. */
function displayNameOf(image: ImagePart, at: string, ctx: Context): { displayName?: string } {
  const name = image.providerFields?.provider === GOOGLE ? (image.providerFields.fields as { displayName?: unknown }).displayName : undefined;
  if (typeof name === "string" && name !== "") return { displayName: name };
  if (name !== undefined) ctx.warn("provider_fields_dropped", `${at}/providerFields/fields/displayName`, "Gemini takes a non-empty string as a medium's displayName; it was dropped");
  return {};
}

function tool(message: ToolMessage, i: number, ctx: Context) {
  ctx.started = true;
  const call = ctx.calls.get(message.toolCallId);
  let name = message.name || call?.name || "";
  if (name === "") {
    name = "unknown";
    ctx.warn("tool_name_added", `/${i}/name`, 'Gemini requires the function name on a response and neither the tool message nor an earlier call has one; "unknown" was written');
  }
  const media: { inlineData: { mimeType: string; data: string; displayName?: string } }[] = (message.images ?? []).map((image, k) => {
    detail(image, `/${i}/images/${k}`, ctx);
    return { inlineData: { mimeType: image.mimeType, data: image.data, ...displayNameOf(image, `/${i}/images/${k}`, ctx) } };
  });
  let text = message.content;
  (message.parts ?? []).forEach((part, k) => {
    const at = `/${i}/parts/${k}`;
    if (part.type === "text") {
      if (text !== "") ctx.warn("content_joined", at, 'a Gemini function response holds one text; this text joined the one before it with "\n"');
      text = text === "" ? part.text : `${text}\n${part.text}`;
    } else if (part.type === "image" || part.type === "file") {
      if (part.type === "image") detail(part, at, ctx);
      media.push({ inlineData: { mimeType: part.mimeType, data: part.data, ...(part.type === "file" ? (part.filename !== undefined ? { displayName: part.filename } : {}) : displayNameOf(part, at, ctx)) } });
    } else if (part.type === "provider") {
      // A medium read from a function response that the hub has no image or file for: back in its place.
      if (part.provider === GOOGLE && isMedium(part.value)) media.push(ctx.copy(part.value) as (typeof media)[number]);
      else if (part.provider === GOOGLE) ctx.warn("provider_part_dropped", at, "this google element is not a function response's medium (an inlineData); it has no place in a function response and was dropped");
    } else {
      ctx.warn("unsupported_content", at, `a ${part.type} part has no place in a Gemini function response (its media are inline only); it was dropped`);
    }
  });
  const response = responseOf(text, message.isError === true);
  const spelled = message.providerFields?.provider === GOOGLE ? (message.providerFields.fields as { spelling?: { id?: unknown } }).spelling : undefined;
  // Left out where the wire had none: a made-up call id, or a response the reader noted id-less.
  const id = call?.idGenerated || (spelled !== null && typeof spelled === "object" && spelled.id === null) ? {} : { id: message.toolCallId };
  const part = withFields({ functionResponse: { ...id, name, response, ...(media.length || message.parts !== undefined ? { parts: media } : {}) } }, message.providerFields, `/${i}`, ctx)!;
  if (message.providerFields?.provider === GOOGLE) spellLater(ctx, part, notedProto(message.providerFields));
  append(ctx, "user", i, [part], [`/${i}`], false, true);
  const slot = message.providerFields;
  const spelling = slot?.provider === GOOGLE ? (slot.fields as { spelling?: { contentEnds?: unknown } }).spelling : undefined;
  if (spelling !== null && typeof spelling === "object" && spelling.contentEnds === true) ctx.drafts[ctx.drafts.length - 1]!.ends = true;
}

/** Whether a provider part's value is a function response's medium: `{inlineData: {mimeType, data, displayName?}}` of strings. */
function isMedium(value: unknown): boolean {
  const keys = Object.keys(value as object);
  const inline = (value as { inlineData?: unknown }).inlineData;
  if (keys.length !== 1 || inline === null || typeof inline !== "object" || Array.isArray(inline)) return false;
  const { mimeType, data, ...rest } = inline as Record<string, unknown>;
  return typeof mimeType === "string" && typeof data === "string" && Object.entries(rest).every(([key, v]) => key === "displayName" && typeof v === "string");
}

const byRole: { [R in ChatMessage["role"]]: Convert<Extract<ChatMessage, { role: R }>> } = {
  system,
  developer: system,
  user,
  assistant,
  tool,
};

/** Puts the function responses of each user content in the order of the calls they answer (Gemini pairs them by position). */
function responsesInCallOrder(drafts: Draft[], messages: readonly ChatMessage[], ctx: Context) {
  drafts.forEach((draft, d) => {
    const before = drafts[d - 1];
    if (draft.role !== "user" || before?.role !== "model") return;
    const order = new Map<string, number>();
    for (const from of before.from) {
      const [m, , k] = from.split("/").slice(1);
      const message = messages[Number(m)];
      if (message?.role === "assistant" && k !== undefined) order.set(message.toolCalls![Number(k)]!.id, order.size);
    }
    const rank = (p: number) => {
      const message = messages[Number(draft.from[p]!.split("/")[1])];
      return "functionResponse" in draft.parts[p]! && message?.role === "tool" ? (order.get(message.toolCallId) ?? order.size) : -1;
    };
    const slots = draft.parts.map((_, p) => p).filter((p) => rank(p) >= 0);
    const sorted = [...slots].sort((a, b) => rank(a) - rank(b));
    if (sorted.every((p, n) => p === slots[n])) return;
    ctx.warn("tool_results_reordered", draft.from[slots[0]!]!, "Gemini pairs function responses with the calls by position; the tool messages were written in the order of their calls");
    const parts = sorted.map((p) => draft.parts[p]!);
    const from = sorted.map((p) => draft.from[p]!);
    slots.forEach((p, n) => {
      draft.parts[p] = parts[n]!;
      draft.from[p] = from[n]!;
    });
  });
}

/** A thoughtSignature that is not base64 (nor Google's dummy) is refused ("Corrupted thought signature."): dropped, reported. */
function signatureShape(drafts: Draft[], ctx: Context) {
  for (const draft of drafts) {
    draft.parts.forEach((part, p) => {
      const signature = part.thoughtSignature;
      if (signature === undefined || signature === null || validThoughtSignature(signature)) return;
      const { thoughtSignature: _dropped, ...rest } = part;
      draft.parts[p] = rest as GeminiPart;
      sameSpelling(ctx, part, draft.parts[p]!);
      const at = draft.from[p]!;
      ctx.warn("invalid_thought_signature", at.includes("/toolCalls/") ? `${at}/thoughtSignature` : at, `thoughtSignature ${JSON.stringify(signature.slice(0, 40))} is not base64, and Gemini refuses a corrupted signature; it was dropped`);
    });
  }
}

/**
 * Gemini 3 checks that the first function call of each step of the current turn (the model contents
 * after the last user content with ordinary parts) carries its thoughtSignature.
 */
function signatureCheck(drafts: Draft[], ctx: Context) {
  let start = 0;
  drafts.forEach((draft, d) => {
    if (draft.role === "user" && draft.standard) start = d;
  });
  for (const draft of drafts.slice(start)) {
    if (draft.role !== "model") continue;
    const p = draft.parts.findIndex((part) => "functionCall" in part);
    const part = draft.parts[p];
    if (part === undefined || part.thoughtSignature !== undefined) continue;
    const call = (part as { functionCall: { name: string } }).functionCall.name;
    if (ctx.options.missingSignatures === "dummy") {
      draft.parts[p] = { ...part, thoughtSignature: DUMMY_SIGNATURE };
      sameSpelling(ctx, part, draft.parts[p]!);
      ctx.warn("thought_signature_dummy", draft.from[p]!, `the call of ${JSON.stringify(call)} has no thoughtSignature; Google's placeholder ${JSON.stringify(DUMMY_SIGNATURE)} was written so Gemini 3 accepts the turn`);
    } else {
      ctx.warn("thought_signature_missing", draft.from[p]!, `the call of ${JSON.stringify(call)} is the first of a step in the current turn and has no thoughtSignature: Gemini 3 answers 400 (missingSignatures "dummy" writes Google's placeholder)`);
    }
  }
}

/**
 * Gemini pairs a content's function responses with the calls of the model content before it: what
 * breaks that (a count that differs, a response with no calls before it) is warned at the hub
 * message the part came from.
 */
function pairingCheck(contents: GeminiContent[], drafts: Draft[], ctx: Context) {
  for (const issue of geminiVendorIssues(contents)) {
    if (issue.code !== "function_response_count" && issue.code !== "function_response_without_call") continue;
    const [d, , p] = issue.path.split("/").slice(1).map(Number);
    const draft = drafts[d!]!;
    ctx.warn(issue.code, p === undefined || Number.isNaN(p) ? `/${draft.at}` : draft.from[p]!, issue.message.slice(issue.path.length + 2));
  }
}

/** Gemini's own parts ride in `reasoningItems`; it has no other provider-tagged slot. */
const KEEPS = { provider: GOOGLE, noBlocks: true } as const;

/** Writes validated hub messages; warnings point into `messages`. */
export function writeGemini(messages: readonly ChatMessage[], options: ToGeminiOptions, warn: Warnings["warn"], copy: Copy): GeminiRequest {
  const ctx: Context = { warn, copy, options, system: [], drafts: [], calls: new Map(), started: false };
  messages.forEach((message, i) => {
    if (foreignSlots(message, i, KEEPS, warn)) return;
    (byRole[message.role] as Convert<ChatMessage>)(message, i, ctx);
  });
  responsesInCallOrder(ctx.drafts, messages, ctx);
  signatureShape(ctx.drafts, ctx);
  signatureCheck(ctx.drafts, ctx);
  const contents: GeminiContent[] = [];
  const kept: Draft[] = [];
  for (const d of ctx.drafts) {
    if (d.parts.length) contents.push({ role: d.role, parts: d.parts }), kept.push(d);
    else ctx.warn("empty_message_dropped", `/${d.at}`, "Gemini refuses a content with no parts (\"contents.parts must not be empty\"); this message had nothing to write, so it was left out");
  }
  pairingCheck(contents, kept, ctx);
  // The keys the Gemini reader noted in proto names go back in them (gemini → gemini gives what it read).
  const proto = ctx.proto;
  if (proto) for (const content of contents) content.parts = content.parts.map((part) => (proto.has(part) ? inProtoNames(part, proto.get(part)!) : part));
  if (!ctx.system.length) return { contents };
  const role = ctx.systemRole === undefined ? {} : { role: ctx.systemRole };
  const instruction = { ...role, parts: ctx.system.map((text) => ({ text })) };
  return ctx.systemProto ? { system_instruction: instruction, contents } : { systemInstruction: instruction, contents };
}

export const toGeminiRules = { missingSignatures: oneOf(...MISSING_SIGNATURES), laterSystem: oneOf(...LATER_SYSTEM) };

/**
 * Converts a chat history into Gemini's `{ systemInstruction?, contents }`: leading system messages
 * become the system instruction, tool calls function calls (a made-up id is left out again), tool
 * messages function responses grouped in call order, reasoning thought parts, and the Gemini parts
 * a history read from Gemini kept in `reasoningItems` are written back exactly. What Gemini cannot
 * carry is reported through `options.onWarning` (or thrown with `strict`).
 * @example toGeminiContents([{ role: "user", content: "Hi" }]) // { contents: [{ role: "user", parts: [{ text: "Hi" }] }] }
 */
export function toGeminiContents(messages: readonly ChatMessage[], options?: ToGeminiOptions): GeminiRequest {
  return fromHub("toGeminiContents", messages, options, toGeminiRules, writeGemini, undefined, {
    target: "Gemini request", codes: GEMINI_PAIRING, issues: (out) => geminiVendorIssues(out),
  });
}
