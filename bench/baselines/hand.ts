// A hand-written switch validator for Item[]: the practical speed limit. It checks the same rules as
// schemas/item.schema.json (required fields, const tags, enums, closed objects, minLength, patterns).

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => typeof v === "string";
const nonEmpty = (v: unknown) => typeof v === "string" && v.length > 0;
const num = (v: unknown) => typeof v === "number" && Number.isFinite(v);
const int = (v: unknown) => typeof v === "number" && Number.isInteger(v);
const opt = (v: unknown, check: (v: unknown) => boolean) => v === undefined || check(v);
const nullable = (check: (v: unknown) => boolean) => (v: unknown) => v === null || check(v);

function only(o: Obj, keys: readonly string[]): boolean {
  for (const k in o) if (!keys.includes(k)) return false;
  return true;
}

function every(v: unknown, check: (v: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
}

const itemStatus = (v: unknown) => v === "in_progress" || v === "completed" || v === "incomplete";
const phase = (v: unknown) => v === "commentary" || v === "final_answer" || v === null;
const strings = (v: unknown) => every(v, str);

function inputContent(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "input_text":
      return str(v.text) && only(v, ["type", "text"]);
    case "input_image":
      return (v.detail === "low" || v.detail === "high" || v.detail === "auto") && opt(v.image_url, str) && opt(v.file_id, str) &&
        only(v, ["type", "detail", "image_url", "file_id"]);
    case "input_file":
      return opt(v.file_data, str) && opt(v.file_id, str) && opt(v.file_url, str) && opt(v.filename, str) &&
        only(v, ["type", "file_data", "file_id", "file_url", "filename"]);
    default:
      return false;
  }
}
const inputParts = (v: unknown) => every(v, inputContent);
const messageContent = (v: unknown) => str(v) || inputParts(v);

function annotation(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "file_citation":
      return str(v.file_id) && str(v.filename) && int(v.index) && only(v, ["type", "file_id", "filename", "index"]);
    case "url_citation":
      return str(v.url) && str(v.title) && int(v.start_index) && int(v.end_index) && only(v, ["type", "url", "title", "start_index", "end_index"]);
    case "container_file_citation":
      return str(v.container_id) && str(v.file_id) && str(v.filename) && int(v.start_index) && int(v.end_index) &&
        only(v, ["type", "container_id", "file_id", "filename", "start_index", "end_index"]);
    case "file_path":
      return str(v.file_id) && int(v.index) && only(v, ["type", "file_id", "index"]);
    default:
      return false;
  }
}

const ints = (v: unknown) => every(v, int);
const topLogprob = (v: unknown) => isObj(v) && str(v.token) && ints(v.bytes) && num(v.logprob) && only(v, ["token", "bytes", "logprob"]);
const logprob = (v: unknown) => isObj(v) && str(v.token) && ints(v.bytes) && num(v.logprob) && every(v.top_logprobs, topLogprob) &&
  only(v, ["token", "bytes", "logprob", "top_logprobs"]);

function outputContent(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (v.type === "output_text")
    return str(v.text) && every(v.annotations, annotation) && opt(v.logprobs, (l) => every(l, logprob)) && only(v, ["type", "text", "annotations", "logprobs"]);
  return v.type === "refusal" && str(v.refusal) && only(v, ["type", "refusal"]);
}

function message(v: Obj): boolean {
  const role = v.role;
  if (role === "assistant") {
    if (str(v.content)) return opt(v.phase, phase) && only(v, ["type", "role", "content", "phase"]);
    return v.type === "message" && nonEmpty(v.id) && itemStatus(v.status) && every(v.content, outputContent) && opt(v.phase, phase) &&
      only(v, ["id", "type", "role", "status", "content", "phase"]);
  }
  if (role !== "user" && role !== "system" && role !== "developer") return false;
  if (str(v.content)) return only(v, ["type", "role", "content"]);
  return inputParts(v.content) && opt(v.status, itemStatus) && only(v, ["type", "role", "content", "status"]);
}

const summary = (v: unknown) => isObj(v) && v.type === "summary_text" && str(v.text) && only(v, ["type", "text"]);
const reasoningText = (v: unknown) => isObj(v) && v.type === "reasoning_text" && str(v.text) && only(v, ["type", "text"]);
const source = (v: unknown) => isObj(v) && v.type === "url" && str(v.url) && only(v, ["type", "url"]);

function webAction(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "search":
      return opt(v.query, str) && opt(v.queries, strings) && opt(v.sources, (s) => every(s, source)) && only(v, ["type", "query", "queries", "sources"]);
    case "open_page":
      return opt(v.url, str) && only(v, ["type", "url"]);
    case "find_in_page":
      return str(v.pattern) && str(v.url) && only(v, ["type", "pattern", "url"]);
    default:
      return false;
  }
}

const attribute = (v: unknown) => str(v) || num(v) || typeof v === "boolean";
function attributes(v: unknown): boolean {
  if (v === null) return true;
  if (!isObj(v)) return false;
  for (const k in v) if (!attribute(v[k])) return false;
  return true;
}
const fileResult = (v: unknown) => isObj(v) && opt(v.file_id, str) && opt(v.filename, str) && opt(v.score, num) && opt(v.text, str) &&
  opt(v.attributes, attributes) && only(v, ["file_id", "filename", "score", "text", "attributes"]);

/** One Item, dispatched on `type`. */
export function handItem(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case undefined:
      return v.role === undefined ? nonEmpty(v.id) && only(v, ["type", "id"]) : message(v);
    case "message":
      return message(v);
    case "function_call":
      return nonEmpty(v.call_id) && nonEmpty(v.name) && str(v.arguments) && opt(v.id, (i) => str(i) && i.startsWith("fc")) &&
        opt(v.status, itemStatus) && only(v, ["type", "call_id", "name", "arguments", "id", "status"]);
    case "function_call_output":
      return nonEmpty(v.call_id) && messageContent(v.output) && opt(v.id, nullable(str)) && opt(v.status, nullable(itemStatus)) &&
        only(v, ["type", "call_id", "output", "id", "status"]);
    case "reasoning":
      return nonEmpty(v.id) && every(v.summary, summary) && opt(v.content, (c) => every(c, reasoningText)) &&
        opt(v.encrypted_content, nullable(str)) && opt(v.status, itemStatus) && only(v, ["type", "id", "summary", "content", "encrypted_content", "status"]);
    case "item_reference":
      return nonEmpty(v.id) && only(v, ["type", "id"]);
    case "custom_tool_call":
      return nonEmpty(v.call_id) && nonEmpty(v.name) && str(v.input) && opt(v.id, str) && only(v, ["type", "call_id", "name", "input", "id"]);
    case "custom_tool_call_output":
      return nonEmpty(v.call_id) && messageContent(v.output) && opt(v.id, str) && only(v, ["type", "call_id", "output", "id"]);
    case "web_search_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "searching" || v.status === "completed" || v.status === "failed") &&
        webAction(v.action) && only(v, ["type", "id", "status", "action"]);
    case "file_search_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "searching" || v.status === "completed" || v.status === "incomplete" || v.status === "failed") &&
        strings(v.queries) && opt(v.results, nullable((r) => every(r, fileResult))) && only(v, ["type", "id", "status", "queries", "results"]);
    case "image_generation_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "completed" || v.status === "generating" || v.status === "failed") &&
        (v.result === null || str(v.result)) && only(v, ["type", "id", "status", "result"]);
    default:
      return false;
  }
}

/** An Item[], item by item. */
export const handItems = (v: unknown): boolean => every(v, handItem);
