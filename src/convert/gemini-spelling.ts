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
