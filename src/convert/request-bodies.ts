// Reading a request body as the conversation inside it (Responses `{ input, … }`, Chat Completions
// `{ messages, … }`): each setting beside it is named (`request_field_dropped`), and every warning and
// hub pointer of the conversation's reader is moved under the key that holds it.
import { escapePointer } from "../validate/issue.js";
import type { Read } from "./formats.js";
import type { Warnings } from "./warnings.js";

type Warn = Warnings["warn"];

/**
 * Reads `value` with `read`: an array as it is; a body by its `key` (the conversation), with every
 * other key but `alsoRead` warned as a setting that is not carried.
 */
export function readBody<C>(value: unknown, key: string, warn: Warn, read: (conversation: C, warn: Warn) => Read, alsoRead: readonly string[] = []): Read {
  if (Array.isArray(value)) return read(value as C, warn);
  const body = value as Record<string, unknown>;
  settingsDropped(body, key, warn, alsoRead);
  const at = `/${escapePointer(key)}`;
  const inner = read(body[key] as C, (code, path, text) => warn(code, `${at}${path}`, text));
  return {
    messages: inner.messages,
    locate: (path) => {
      const found = inner.locate(path);
      return typeof found === "string" ? `${at}${found}` : found.map((p) => `${at}${p}`);
    },
  };
}

/** Warns each key of a request body but `key` (the conversation) and `alsoRead`: a setting that is not carried. */
export function settingsDropped(body: Record<string, unknown>, key: string, warn: Warn, alsoRead: readonly string[] = []): void {
  for (const name of Object.keys(body)) {
    if (name !== key && !alsoRead.includes(name)) {
      warn("request_field_dropped", `/${escapePointer(name)}`, `${JSON.stringify(name)} is a request setting, not part of the conversation; it was not carried`);
    }
  }
}

/** `read` with one message put first, which came from `at` (a Responses body's `instructions`). */
export function withFirst(read: Read, first: Read["messages"][number], at: string): Read {
  return {
    messages: [first, ...read.messages],
    locate: (path) => {
      const m = /^\/(\d+)(?=\/|$)/.exec(path);
      if (m === null) return path;
      return m[1] === "0" ? at : read.locate(`/${Number(m[1]) - 1}${path.slice(m[0].length)}`);
    },
  };
}
