// Where a writer's warnings point: its hub pointers mapped into the reader's input.
import type { Read } from "./formats.js";
import type { Warnings } from "./warnings.js";

type Warn = Warnings["warn"];

/** The codes of a writer joining hub message `/i` into the one before it. */
const JOINS = new Set(["contents_merged", "messages_merged", "assistant_turns_merged"]);

/** The input message a pointer is in: its first index, under `messages` or `contents` where a body holds them. */
const messageOf = (pointer: string): string | undefined => /^(?:\/(?:messages|contents))?\/\d+/.exec(pointer)?.[0];

/**
 * A writer's `warn` with its hub pointers mapped into the reader's input. A join of hub message `/i`
 * into `/i-1` is not said when both came from one input message (the Claude reader's one assistant
 * message per text block, a Claude user message of tool results and text): the joined message is the
 * input's as it was.
 */
export function inInput(read: Read, warn: Warn): Warn {
  return (code, path, text) => {
    const at = read.locate(path);
    if (JOINS.has(code) && typeof at === "string") {
      const i = /^\/(\d+)$/.exec(path)?.[1];
      const before = i === undefined || i === "0" ? undefined : read.locate(`/${Number(i) - 1}`);
      const here = messageOf(at);
      if (typeof before === "string" && here !== undefined && messageOf(before) === here) return;
    }
    if (typeof at === "string") warn(code, at, text);
    else for (const each of at) warn(code, each, text);
  };
}
