// Gemini's REST API parses protobuf JSON, which takes a field's proto name (`inline_data`) as well as
// its JSON name (`inlineData`); google-genai Python's `model_dump()` writes the proto names. The reader
// reads both by reading the JSON names of a copy, and its warnings point at the keys the input has.
// Its plain `model_dump()` also writes `null` for every unset field, which protobuf JSON reads as absent:
// the same pass leaves null fields out (of the request, its contents, parts and the objects in a part).
import { escapePointer } from "../validate/issue.js";
import { GOOGLE } from "./gemini-parts.js";

/** Proto field name → JSON name, for the keys of a request, a part and the objects inside a part. */
const JSON_NAMES: Readonly<Record<string, string>> = {
  system_instruction: "systemInstruction",
  inline_data: "inlineData",
  file_data: "fileData",
  function_call: "functionCall",
  function_response: "functionResponse",
  executable_code: "executableCode",
  code_execution_result: "codeExecutionResult",
  thought_signature: "thoughtSignature",
  mime_type: "mimeType",
  file_uri: "fileUri",
  display_name: "displayName",
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === "object" && !Array.isArray(v);

/** JSON name → proto field name. */
const PROTO_NAMES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(JSON_NAMES).map(([proto, json]) => [json, proto]));

/** A part's data fields (in either spelling) whose value is an object of field names; a function response's is walked further. */
const DATA = new Set(["inlineData", "fileData", "functionCall", "executableCode", "codeExecutionResult", "functionResponse"].flatMap((key) => [key, PROTO_NAMES[key]!]));

/** Where in a request an object is: its keys are renamed at every level, and at these the walk goes on into the objects named below. */
type Level = "flat" | "part" | "data" | "response" | "medium";

/**
 * `node` (an object at `level`) with its null fields left out and each field name `key` written as
 * `name(key)`, in place of the key, so the order stays: a part's own keys, its data field's, a function
 * response's media and their blobs. A call's `args` and a response's `response` are data, left as they
 * are. The node itself when nothing changes (the common case), else a copy sharing what did not change.
 */
function respell(node: Obj, name: (key: string) => string, level: Level): Obj {
  const keys = Object.keys(node);
  let out: Obj | undefined;
  for (let j = 0; j < keys.length; j++) {
    const key = keys[j]!;
    const value = node[key];
    const named = value === null ? key : name(key);
    let inner = value;
    if (level === "part" && isObj(value) && DATA.has(key)) inner = respell(value, name, key === "functionResponse" || key === "function_response" ? "response" : "data");
    else if (level === "response" && key === "parts" && Array.isArray(value)) {
      const media = value.map((m: unknown) => (isObj(m) ? respell(m, name, "medium") : m));
      if (media.some((m, k) => m !== value[k])) inner = media;
    } else if (level === "medium" && isObj(value) && (key === "inlineData" || key === "inline_data")) inner = respell(value, name, "data");
    if (out === undefined) {
      if (value !== null && named === key && inner === value) continue;
      out = {};
      for (let m = 0; m < j; m++) out[keys[m]!] = node[keys[m]!];
    }
    if (value !== null) out[named] = inner;
  }
  return out ?? node;
}

const jsonName = (key: string) => (Object.hasOwn(JSON_NAMES, key) ? JSON_NAMES[key]! : key);

/** The object with its proto-named keys renamed and its null fields left out; itself when it has neither. */
const renamed = (node: Obj): Obj => respell(node, jsonName, "flat");

/** A part in JSON names: its own keys, the blob or file inside it, and a function response's media. Args and responses are data, never renamed. */
const part = (value: unknown): unknown => (isObj(value) ? respell(value, jsonName, "part") : value);

function content(given: unknown): unknown {
  if (!isObj(given)) return given;
  const value = renamed(given);
  if (!Array.isArray(value.parts)) return value;
  const parts = value.parts.map(part);
  return parts.some((p, k) => p !== (value.parts as unknown[])[k]) ? { ...value, parts } : value;
}

/**
 * A validated Gemini input (contents, or a request) with every proto field name read as its JSON name;
 * the input itself when it has none (the common case). Shares the untouched subtrees with the input.
 */
export function inJsonNames<T>(input: T): T {
  if (Array.isArray(input)) {
    const contents = input.map(content);
    return (contents.some((c, i) => c !== input[i]) ? contents : input) as T;
  }
  if (!isObj(input)) return input;
  let out = renamed(input);
  const instruction = out.systemInstruction;
  if (isObj(instruction) && content(instruction) !== instruction) out = { ...out, systemInstruction: content(instruction) };
  if (Array.isArray(out.contents)) {
    const contents = inJsonNames(out.contents);
    if (contents !== out.contents) out = { ...out, contents };
  }
  return out as T;
}

/** The pointer into `input` of a pointer into `inJsonNames(input)`: each key as the input spells it. */
export function inputPointer(input: unknown, path: string): string {
  if (path === "" || !path.includes("_") && !/[A-Z]/.test(path)) return path;
  let node = input;
  let out = "";
  for (const raw of path.slice(1).split("/")) {
    const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    let use = key;
    if (isObj(node) && !Object.hasOwn(node, key)) {
      const proto = Object.hasOwn(PROTO_NAMES, key) ? PROTO_NAMES[key]! : undefined;
      if (proto !== undefined && Object.hasOwn(node, proto)) use = proto;
    }
    out += `/${escapePointer(use)}`;
    node = node !== null && typeof node === "object" ? (node as Obj)[use] : undefined;
  }
  return out;
}

// The other direction, for gemini → gemini: the reader notes which proto names a part had (in its hub
// element's `google`-tagged slot, `spelling.proto`), and the Gemini writer writes those keys back in them.

/** A walk over a part that records each proto field name it meets (once, in the order met) and writes each key as `spell` gives it. */
function recording(given: unknown, spell: (key: string) => string): { part: unknown; proto: string[] } {
  if (!isObj(given)) return { part: given, proto: [] };
  const proto: string[] = [];
  const part = respell(given, (key) => {
    if (Object.hasOwn(JSON_NAMES, key) && !proto.includes(key)) proto.push(key);
    return spell(key);
  }, "part");
  return { part, proto };
}

/**
 * A part of the input as it is spelled: without its null fields, and the proto field names it uses;
 * `proto` is empty for a part in JSON names.
 */
export const protoSpelling = (given: unknown): { part: unknown; proto: string[] } => recording(given, (key) => key);

/**
 * A part in JSON names, and the proto names it had (empty, and the part itself, when it had none). For
 * the Gemini writer, which works in JSON names, on parts the hub keeps whole as the wire spelled them
 * (`reasoningItems`, provider parts).
 */
export const jsonSpelling = <P>(given: P): { part: P; proto: readonly string[] } => recording(given, jsonName) as { part: P; proto: string[] };

/** A part the Gemini writer wrote in JSON names, with each key whose proto name is in `proto` in that name (the spelling the reader noted). */
export function inProtoNames<P>(written: P, proto: readonly string[]): P {
  if (!isObj(written)) return written;
  return respell(written, (key) => (Object.hasOwn(PROTO_NAMES, key) && proto.includes(PROTO_NAMES[key]!) ? PROTO_NAMES[key]! : key), "part") as P;
}

/** The proto names a `google`-tagged slot notes its element's wire part had (`spelling.proto`); undefined when none. */
export function notedProto(slot: { provider: string; fields: Record<string, unknown> } | undefined): readonly string[] | undefined {
  if (slot === undefined || slot.provider !== GOOGLE) return undefined;
  const spelling = slot.fields.spelling;
  const proto = spelling !== null && typeof spelling === "object" ? (spelling as { proto?: unknown }).proto : undefined;
  return Array.isArray(proto) && proto.length > 0 && proto.every((name) => typeof name === "string") ? (proto as string[]) : undefined;
}
