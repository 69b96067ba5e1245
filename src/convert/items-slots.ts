// The Responses wire's own slots on hub messages and parts, as the items writer puts them back: what an
// input part has beside the one source the hub part holds (a second source, an empty one, an empty
// filename), an input part the hub has no form for (an `openai` provider part), an input message's
// `status`, and a system or developer message's content list with parts that are not text.
import type { ContentPart, InputContent, ProviderFields } from "../../generated/types.js";
import { isItem } from "../validate/validate.js";
import type { Copy } from "./copy.js";
import { withoutNulls, type NoNulls } from "./null-fields.js";
import { droppedFieldCode, WIRE_PROVIDER } from "./provider-slots.js";
import type { Warnings } from "./warnings.js";

const OPENAI = WIRE_PROVIDER.items!;

/** The keys of an input part the hub part does not hold, by the input part's type. */
const PART_KEYS: Record<string, readonly string[]> = { input_text: [], input_image: ["image_url", "file_id"], input_file: ["file_data", "file_id", "file_url", "filename"] };

const escaped = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1");

/** True when `value` is one input part the Responses API takes (in a user message's content). */
export function isInputPart(value: unknown): value is InputContent {
  return isItem({ type: "message", role: "user", content: [value] } as never);
}

/**
 * `written` (the input part made from hub part `part`, at pointer `at`) with the fields of the part's
 * OpenAI-tagged slot that an input part of its type has and `written` lacks; every other key is warned.
 */
export function withPartFields(written: NoNulls<InputContent>, part: ContentPart, at: string, warn: Warnings["warn"]): NoNulls<InputContent> {
  const slot = (part as { providerFields?: ProviderFields }).providerFields;
  if (slot === undefined || slot.provider !== OPENAI) return written;
  const keys = PART_KEYS[written.type] ?? [];
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(slot.fields)) {
    const has = (written as Record<string, unknown>)[key];
    if (keys.includes(key) && typeof value === "string" && (has === undefined || has === value)) (out ??= { ...written })[key] = value;
    else warn(droppedFieldCode(key), `${at}/providerFields/fields/${escaped(key)}`, `${JSON.stringify(key)} has no slot in this ${written.type} part${has === undefined ? "" : " (it has its own)"}; it was dropped`);
  }
  if (out !== undefined) filenameRule(out as { type: string }, at, warn);
  return (out ?? written) as NoNulls<InputContent>;
}

/** The input part an `openai` provider part holds (another provider's was warned by `foreignSlots`); warns one that is not an input part. */
export function providerInputPart(part: Extract<ContentPart, { type: "provider" }>, at: string, warn: Warnings["warn"], copy: Copy): NoNulls<InputContent> | undefined {
  if (part.provider !== OPENAI) return undefined;
  if (isInputPart(part.value)) {
    const value = withoutNulls(copy(part.value, `${at}/value`) as InputContent);
    filenameRule(value, at, warn);
    return value;
  }
  warn("provider_part_dropped", at, "the openai provider part is not a Responses input part (input_text, input_image, input_file); it was dropped");
  return undefined;
}

/** Warns an input_file written back as it was read that breaks the Responses API's `filename_required` rule: no name can be made up for it without its media type. */
function filenameRule(part: { type: string; file_data?: unknown; filename?: unknown }, at: string, warn: Warnings["warn"]): void {
  if (part.type === "input_file" && part.file_data != null && part.filename == null) {
    warn("filename_required", at, "the Responses API requires a filename with file_data, and this input_file, written back as it was read, has none; name the file, or the API refuses the request");
  }
}

/** Warns each key of an OpenAI-tagged slot on a text part the writer writes as `input_text` (a Chat Completions `prompt_cache_breakpoint`). */
export function textFieldsDropped(part: ContentPart, at: string, warn: Warnings["warn"]): void {
  const slot = (part as { providerFields?: ProviderFields }).providerFields;
  if (slot === undefined || slot.provider !== OPENAI) return;
  for (const key of Object.keys(slot.fields)) warn(droppedFieldCode(key), `${at}/providerFields/fields/${escaped(key)}`, `${JSON.stringify(key)} has no slot in an input_text part; it was dropped`);
}

/** What an input message's OpenAI-tagged slot gives back: its `status`, and (system, developer) its content list as it was. */
export interface MessageFields {
  status?: "in_progress" | "completed" | "incomplete";
  content?: NoNulls<InputContent>[];
}

/**
 * The OpenAI-tagged fields of the input message at index `i` (role `role`, hub text `text`): its
 * `status`, and its kept `content` list while the texts of that list's input_text parts still join
 * (with "\n") to `text`. Every other key, and a kept list that no longer matches, is warned.
 */
export function messageFields(slot: ProviderFields | undefined, role: string, text: string | undefined, i: number, warn: Warnings["warn"], copy: Copy): MessageFields {
  if (slot === undefined || slot.provider !== OPENAI) return {};
  const at = `/${i}/providerFields/fields`;
  const out: MessageFields = {};
  for (const [key, value] of Object.entries(slot.fields)) {
    if (key === "status" && (value === "in_progress" || value === "completed" || value === "incomplete")) out.status = value;
    else if (key === "content" && text !== undefined && Array.isArray(value)) {
      const joined = value.filter((p: { type?: unknown }) => p?.type === "input_text").map((p: { text?: unknown }) => p.text).join("\n");
      const valid = isItem({ type: "message", role, content: value } as never);
      if (valid && joined === text) {
        out.content = copy(value, `${at}/content`) as NoNulls<InputContent>[];
        out.content.forEach((part, k) => filenameRule(part, `${at}/content/${k}`, warn));
      }
      else warn("provider_fields_dropped", `${at}/content`, valid
        ? "the message's text changed since it was read, so the content list kept in providerFields (with its images and files) was not written; the message was written from its content"
        : "the content kept in providerFields is not a Responses input content list; the message was written from its content");
    } else warn("provider_fields_dropped", `${at}/${escaped(key)}`, `${JSON.stringify(key)} has no slot in a Responses ${role} message item; it was dropped`);
  }
  return out;
}
