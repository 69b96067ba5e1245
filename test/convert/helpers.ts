// Shared checks for converter tests: every output validates, warnings are captured, Open Responses agrees.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { expect } from "vitest";
import type { ChatMessage, Item } from "../../generated/types.js";
import { convert as convertAny, type ConversionWarning } from "../../src/convert/index.js";
import { validateChatMessages, validateItems } from "../../src/validate/validate.js";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";
import type { ChatCompletionsDialect } from "../../src/validate/rules/chat-completions.js";

/** Open Responses ItemParam[] (2026-04-24), copied as data from ../shared/reference/open-responses/ so a fresh clone has it. */
const openResponses = new Ajv2020({ strict: false, allErrors: false }).compile(
  JSON.parse(readFileSync(new URL("./open-responses-item-params.schema.json", import.meta.url), "utf8")),
);

/** Item types the Open Responses `ItemParam` union defines (`compaction` and others we never emit aside). */
const OPEN_RESPONSES_TYPES = new Set(["message", "function_call", "function_call_output", "reasoning", "item_reference"]);

/**
 * Whether the vendor behind `format` accepts `value` by its request rules (calls may still wait for
 * their answers): the identity laws hold for what the vendor accepts.
 */
export function accepted(format: FormatName, value: unknown, dialect?: ChatCompletionsDialect): boolean {
  return FORMATS[format].vendorIssues(value as never, { ...(dialect && { dialect }), allowPendingCalls: true, output: true }).length === 0;
}

/** Runs a converter with a warning sink; returns what it returned and the warnings, in order. */
export function withWarnings<T>(convert: (onWarning: (w: ConversionWarning) => void) => T): { out: T; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert((w) => warnings.push(w));
  return { out, warnings };
}

/** The warning codes, in order. */
export const codes = (warnings: ConversionWarning[]) => warnings.map((w) => w.code);

/** Fails unless the items pass our schema and, when they only use Open Responses item types, theirs too. */
export function expectValidItems(items: Item[]): void {
  const ours = validateItems(items);
  expect(ours.ok ? [] : ours.issues).toEqual([]);
  if (items.every((item) => OPEN_RESPONSES_TYPES.has(item.type ?? "message"))) {
    const valid = openResponses(items);
    expect(valid ? [] : openResponses.errors).toEqual([]);
  }
}

/** Fails unless the messages pass the ChatMessage schema. */
export function expectValidChat(messages: ChatMessage[]): void {
  const result = validateChatMessages(messages);
  expect(result.ok ? [] : result.issues).toEqual([]);
}

/** Freezes a value and everything in it, so a converter that mutates its input throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/** The value at a JSON pointer (own keys only), or `undefined` when the pointer leads nowhere. */
export function valueAt(value: unknown, path: string): unknown {
  if (path === "") return value;
  let node = value;
  for (const raw of path.split("/").slice(1)) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** `convert` on a frozen copy of `value` (so a writer that mutates its input throws), with each warning as `[code, path]`. */
export function convertFrozen(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: [string, string][] } {
  const warnings: ConversionWarning[] = [];
  const out = convertAny(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings: warnings.map((w) => [w.code, w.path]) };
}
