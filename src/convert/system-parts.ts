// A system or developer message's `parts`: the instructions as the wire had them (several text parts,
// or one with fields of its own), beside `content`, which is their texts joined with "\n". Writers of
// wires that take text parts write these while they still join to `content`.
import type { AssistantMessage, DeveloperMessage, SystemMessage, TextPart } from "../../generated/types.js";
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

/** The text parts to write for assistant message `i`: its `parts` while their texts join (with nothing between) to its `content`; else undefined (stale parts warned). */
export function assistantTextParts(message: AssistantMessage, i: number, warn: Warnings["warn"]): readonly TextPart[] | undefined {
  const parts = message.parts;
  // No parts says no more than content.
  if (parts === undefined || parts.length === 0) return undefined;
  let joined = "";
  for (const part of parts) joined += part.text;
  if (joined === message.content) {
    // No wire keeps a field on an assistant's text part: each one is named.
    parts.forEach((part, k) => {
      if (part.providerFields !== undefined) warn("provider_fields_dropped", `/${i}/parts/${k}/providerFields`, "an assistant's text part has no slot for provider fields; they were dropped");
    });
    return parts;
  }
  warn("parts_stale", `/${i}/parts`, "the parts no longer join to content, which was edited since they were read; content was written as one text and the parts were dropped");
  return undefined;
}
