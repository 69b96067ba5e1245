// Gemini's REST API parses protobuf JSON, which takes a field's proto name (`inline_data`) as well as
// its JSON name (`inlineData`); google-genai Python's `model_dump()` writes the proto names. The reader
// reads both by reading the JSON names of a copy, and its warnings point at the keys the input has.
// Its plain `model_dump()` also writes `null` for every unset field, which protobuf JSON reads as absent:
// the same pass leaves null fields out (of the request, its contents, parts and the objects in a part).
import { escapePointer } from "../validate/issue.js";

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

/** The object with its proto-named keys renamed (in place of the key, so the order stays) and its null fields left out; itself when it has neither. */
function renamed(node: Obj): Obj {
  let any = false;
  for (const key in node) if (Object.hasOwn(node, key) && (node[key] === null || Object.hasOwn(JSON_NAMES, key))) any = true;
  if (!any) return node;
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) if (value !== null) out[Object.hasOwn(JSON_NAMES, key) ? JSON_NAMES[key]! : key] = value;
  return out;
}

/** The data fields of a part whose value is an object of fields (renamed and stripped of nulls too); `args` and `response` inside them are data. */
const INNER = ["inlineData", "fileData", "functionCall", "executableCode", "codeExecutionResult"] as const;

/** A part in JSON names: its own keys, the blob or file inside it, and a function response's media. Args and responses are data, never renamed. */
function part(value: unknown): unknown {
  if (!isObj(value)) return value;
  let out = renamed(value);
  const swap = (key: string, inner: unknown) => {
    if (inner === out[key]) return;
    if (out === value) out = { ...value };
    out[key] = inner;
  };
  for (const key of INNER) if (isObj(out[key])) swap(key, renamed(out[key] as Obj));
  if (isObj(out.functionResponse)) swap("functionResponse", renamed(out.functionResponse));
  const response = out.functionResponse;
  if (isObj(response) && Array.isArray(response.parts)) {
    const media = response.parts.map((m: unknown) => {
      if (!isObj(m)) return m;
      const r = renamed(m);
      return isObj(r.inlineData) && renamed(r.inlineData) !== r.inlineData ? { ...r, inlineData: renamed(r.inlineData) } : r;
    });
    if (media.some((m, k) => m !== (response.parts as unknown[])[k])) swap("functionResponse", { ...response, parts: media });
  }
  return out;
}

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
      const proto = Object.keys(JSON_NAMES).find((k) => JSON_NAMES[k] === key);
      if (proto !== undefined && Object.hasOwn(node, proto)) use = proto;
    }
    out += `/${escapePointer(use)}`;
    node = node !== null && typeof node === "object" ? (node as Obj)[use] : undefined;
  }
  return out;
}

// The other direction, for gemini → gemini: the reader notes which proto names a part had (in its hub
// element's `google`-tagged slot, `spelling.proto`), and the Gemini writer writes those keys back in them.

/** JSON name → proto field name. */
const PROTO_NAMES: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(JSON_NAMES).map(([proto, json]) => [json, proto]));

/** A part's data fields (in either spelling) whose value is an object of field names; a function response's is walked further. */
const DATA = new Set([...INNER, "functionResponse"].flatMap((key) => [key, PROTO_NAMES[key]!]));

type Level = "part" | "data" | "response" | "medium";

/**
 * `node` (a part, or an object inside one, at `level`) with its null fields left out and each field
 * name `key` written as `name(key)`: the part's own keys, its data field's, a function response's
 * media and their blobs. A call's `args` and a response's `response` are data, left as they are.
 */
function respell(node: Obj, name: (key: string) => string, level: Level): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(node)) {
    if (value === null) continue;
    const named = name(key);
    let inner = value;
    if (level === "part" && isObj(value) && DATA.has(key)) inner = respell(value, name, key === "functionResponse" || key === "function_response" ? "response" : "data");
    else if (level === "response" && key === "parts" && Array.isArray(value)) inner = value.map((m: unknown) => (isObj(m) ? respell(m, name, "medium") : m));
    else if (level === "medium" && isObj(value) && (key === "inlineData" || key === "inline_data")) inner = respell(value, name, "data");
    out[named] = inner;
  }
  return out;
}

/**
 * A part of the input as it is spelled: without its null fields, and the proto field names it uses
 * (each once, in the order met); `proto` is empty for a part in JSON names.
 */
export function protoSpelling(given: unknown): { part: unknown; proto: string[] } {
  if (!isObj(given)) return { part: given, proto: [] };
  const proto: string[] = [];
  const part = respell(given, (key) => {
    if (Object.hasOwn(JSON_NAMES, key) && !proto.includes(key)) proto.push(key);
    return key;
  }, "part");
  return { part, proto };
}

/**
 * A part in JSON names, and the proto names it had (empty, and the part itself, when it had none:
 * one pass over its keys). For the Gemini writer, which works in JSON names, on parts the hub keeps
 * whole as the wire spelled them (`reasoningItems`, provider parts).
 */
export function jsonSpelling<P>(given: P): { part: P; proto: readonly string[] } {
  const json = part(given);
  return json === given ? { part: given, proto: [] } : { part: json as P, proto: protoSpelling(given).proto };
}

/** A part the Gemini writer wrote in JSON names, with each key whose proto name is in `proto` in that name (the spelling the reader noted). */
export function inProtoNames<P>(written: P, proto: readonly string[]): P {
  if (!isObj(written)) return written;
  return respell(written, (key) => {
    const name = Object.hasOwn(PROTO_NAMES, key) ? PROTO_NAMES[key]! : undefined;
    return name !== undefined && proto.includes(name) ? name : key;
  }, "part") as P;
}

/** The proto names a `google`-tagged slot notes its element's wire part had (`spelling.proto`); undefined when none. */
export function notedProto(slot: { provider: string; fields: Record<string, unknown> } | undefined): readonly string[] | undefined {
  if (slot === undefined || slot.provider !== "google") return undefined;
  const spelling = slot.fields.spelling;
  const proto = spelling !== null && typeof spelling === "object" ? (spelling as { proto?: unknown }).proto : undefined;
  return Array.isArray(proto) && proto.length > 0 && proto.every((name) => typeof name === "string") ? (proto as string[]) : undefined;
}
