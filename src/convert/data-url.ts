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

const ALPHABET = new TextEncoder().encode("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/");

/**
 * Standard base64 of a string's UTF-8 bytes, without Node's Buffer: the bytes, then the base64 text
 * as bytes, then one string (about 3.7 bytes of memory per input byte at the peak, in one pass).
 */
export function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  let o = 0;
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[o++] = ALPHABET[n >>> 18]!;
    out[o++] = ALPHABET[(n >>> 12) & 63]!;
    out[o++] = ALPHABET[(n >>> 6) & 63]!;
    out[o++] = ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest > 0) {
    const n = (bytes[i]! << 16) | (rest === 2 ? bytes[i + 1]! << 8 : 0);
    out[o++] = ALPHABET[n >>> 18]!;
    out[o++] = ALPHABET[(n >>> 12) & 63]!;
    out[o++] = rest === 2 ? ALPHABET[(n >>> 6) & 63]! : 61;
    out[o++] = 61;
  }
  return new TextDecoder().decode(out);
}

/** Extensions for the media types users send most; any other type gets its subtype's name. */
const EXTENSIONS: Record<string, string> = { "application/pdf": "pdf", "text/plain": "txt", "text/markdown": "md", "audio/mpeg": "mp3", "audio/wav": "wav" };

/** The filename written for inline file data that has none (`file.pdf`): writers that add it report `filename_added`. */
export function fileNameFor(mimeType: string): string {
  return `file.${EXTENSIONS[mimeType] ?? mimeType.slice(mimeType.indexOf("/") + 1).replace(/[^A-Za-z0-9]+/g, "-")}`;
}
