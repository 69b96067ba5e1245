// A format whose wire has a request body (Responses `{ input, instructions?, … }`, Chat Completions
// `{ messages, … }`) is checked and read from the body as from the conversation inside it.
import type { Issue } from "./issue.js";

/** The conversation of `value` and the pointer it sits at: the value under `key` of a body, else the value itself. */
export function bodyOf(value: unknown, key: string): [unknown, string] {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, key)
    ? [(value as Record<string, unknown>)[key], `/${key}`]
    : [value, ""];
}

/** True for a request body (an object, where the conversation alone is an array). */
export const isBody = (value: unknown): boolean => value !== null && typeof value === "object" && !Array.isArray(value);

/** Issues about the conversation, moved under `prefix` (its pointer in the body). */
export function under(prefix: string, issues: Issue[]): Issue[] {
  if (prefix === "") return issues;
  return issues.map((issue) => {
    const path = `${prefix}${issue.path}`;
    const moved = { ...issue, path, message: issue.message.startsWith(issue.path || "(root)") ? `${path}${issue.message.slice((issue.path || "(root)").length)}` : issue.message };
    // Keep what a check attached beside the issue (e.g. the call id a pairing issue is about).
    for (const key of Object.getOwnPropertyNames(issue)) if (!(key in moved)) Object.defineProperty(moved, key, Object.getOwnPropertyDescriptor(issue, key)!);
    return moved;
  });
}
