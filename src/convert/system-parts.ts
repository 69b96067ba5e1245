// A system or developer message's `parts`: the instructions as the wire had them (several text parts,
// or one with fields of its own), beside `content`, which is their texts joined with "\n". Writers of
// wires that take text parts write these while they still join to `content`.
import type { DeveloperMessage, SystemMessage, TextPart } from "../../generated/types.js";
import type { Warnings } from "./warnings.js";

/** The parts to write for message `i`: its `parts` while they join to its `content`; else undefined (stale parts warned: `content` is written). */
export function instructionParts(message: SystemMessage | DeveloperMessage, i: number, warn: Warnings["warn"]): readonly TextPart[] | undefined {
  const parts = message.parts;
  if (parts === undefined) return undefined;
  let joined = "";
  for (let k = 0; k < parts.length; k++) joined = k === 0 ? parts[0]!.text : `${joined}\n${parts[k]!.text}`;
  if (joined === message.content) return parts;
  warn("parts_stale", `/${i}/parts`, 'the parts no longer join (with "\\n") to content, which was edited since they were read; content was written as one text and the parts, with their fields, were dropped');
  return undefined;
}
