// `data:<mime>;base64,<data>` URLs, the only form in which Items carry inline images and files.

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

/** Builds `data:<mime>;base64,<data>`. */
export function toDataUrl(mimeType: string, data: string): string {
  return `data:${mimeType};base64,${data}`;
}

/** Splits a base64 data URL into its media type and data; undefined for anything else. */
export function parseDataUrl(url: string): { mimeType: string; data: string } | undefined {
  const match = DATA_URL.exec(url);
  if (!match || !BASE64.test(match[2] ?? "")) return undefined;
  return { mimeType: match[1] ?? "", data: match[2] ?? "" };
}

/** Standard base64 of a string's UTF-8 bytes, without Node's Buffer. */
export function utf8ToBase64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
