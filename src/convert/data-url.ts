// `data:<mime>;base64,<data>` URLs, the only form in which Items carry inline images and files.
import type { ContentPart } from "../../generated/types.js";
import { validateContentPart } from "../../generated/validators.js";

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/** Builds `data:<mime>;base64,<data>`. */
export function toDataUrl(mimeType: string, data: string): string {
  return `data:${mimeType};base64,${data}`;
}

/**
 * The chat part a base64 data URL stands for, when the ChatMessage schema accepts it as a part of
 * `type` (media type and base64 are checked by the generated validator, not a copy of its rules).
 */
export function partFromDataUrl(url: string | undefined, type: "image" | "file"): ContentPart | undefined {
  const match = url === undefined ? null : DATA_URL.exec(url);
  if (!match) return undefined;
  const part = { type, mimeType: match[1], data: match[2] };
  return validateContentPart(part) ? part : undefined;
}

/** Standard base64 of a string's UTF-8 bytes, without Node's Buffer. */
export function utf8ToBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
