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
  next: for (const k in o) {
    for (let i = 0; i < keys.length; i++) if (keys[i] === k) continue next;
    return false;
  }
  return true;
}

function every(v: unknown, check: (v: unknown) => boolean): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!check(v[i])) return false;
  return true;
}

// The allowed keys of each closed object.
const K_FILE_ID_FILENAME_SCORE_TEXT_ATTRIBUTES = ["file_id", "filename", "score", "text", "attributes"] as const;
const K_ID_TYPE_ROLE_STATUS_CONTENT_PHASE = ["id", "type", "role", "status", "content", "phase"] as const;
const K_TOKEN_BYTES_LOGPROB = ["token", "bytes", "logprob"] as const;
const K_TOKEN_BYTES_LOGPROB_TOP_LOGPROBS = ["token", "bytes", "logprob", "top_logprobs"] as const;
const K_TYPE_CALL_ID_NAME_ARGUMENTS_ID_STATUS = ["type", "call_id", "name", "arguments", "id", "status", "namespace", "caller"] as const;
const K_TYPE_CALL_ID_NAME_INPUT_ID = ["type", "call_id", "name", "input", "id"] as const;
const K_TYPE_CALL_ID_OUTPUT_ID = ["type", "call_id", "output", "id"] as const;
const K_TYPE_CALL_ID_OUTPUT_ID_STATUS = ["type", "call_id", "output", "id", "status"] as const;
const K_TYPE_CONTAINER_ID_FILE_ID_FILENAME_START_INDEX_END_INDEX = ["type", "container_id", "file_id", "filename", "start_index", "end_index"] as const;
const K_TYPE_DETAIL_IMAGE_URL_FILE_ID = ["type", "detail", "image_url", "file_id"] as const;
const K_TYPE_FILE_DATA_FILE_ID_FILE_URL_FILENAME = ["type", "file_data", "file_id", "file_url", "filename"] as const;
const K_TYPE_FILE_ID_FILENAME_INDEX = ["type", "file_id", "filename", "index"] as const;
const K_TYPE_FILE_ID_INDEX = ["type", "file_id", "index"] as const;
const K_TYPE_ID = ["type", "id"] as const;
const K_TYPE_ID_STATUS_ACTION = ["type", "id", "status", "action"] as const;
const K_TYPE_ID_STATUS_QUERIES_RESULTS = ["type", "id", "status", "queries", "results"] as const;
const K_TYPE_ID_STATUS_RESULT = ["type", "id", "status", "result"] as const;
const K_TYPE_ID_SUMMARY_CONTENT_ENCRYPTED_CONTENT_STATUS = ["type", "id", "summary", "content", "encrypted_content", "status"] as const;
const K_TYPE_PATTERN_URL = ["type", "pattern", "url"] as const;
const K_TYPE_QUERY_QUERIES_SOURCES = ["type", "query", "queries", "sources"] as const;
const K_TYPE_REFUSAL = ["type", "refusal"] as const;
const K_TYPE_ROLE_CONTENT = ["type", "role", "content"] as const;
const K_TYPE_ROLE_CONTENT_PHASE = ["type", "role", "content", "phase"] as const;
const K_TYPE_ROLE_CONTENT_STATUS = ["type", "role", "content", "status"] as const;
const K_TYPE_TEXT = ["type", "text"] as const;
const K_TYPE_TEXT_ANNOTATIONS_LOGPROBS = ["type", "text", "annotations", "logprobs"] as const;
const K_TYPE_URL = ["type", "url"] as const;
const K_TYPE_URL_TITLE_START_INDEX_END_INDEX = ["type", "url", "title", "start_index", "end_index"] as const;

const itemStatus = (v: unknown) => v === "in_progress" || v === "completed" || v === "incomplete";
const phase = (v: unknown) => v === "commentary" || v === "final_answer" || v === null;
const strings = (v: unknown) => every(v, str);

function inputContent(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "input_text":
      return str(v.text) && only(v, K_TYPE_TEXT);
    case "input_image":
      return (v.detail === "low" || v.detail === "high" || v.detail === "auto" || v.detail === "original") && (v.image_url == null || typeof v.image_url === "string") && (v.file_id == null || typeof v.file_id === "string") &&
        only(v, K_TYPE_DETAIL_IMAGE_URL_FILE_ID);
    case "input_file":
      return (v.file_data === undefined || typeof v.file_data === "string") && (v.file_id == null || typeof v.file_id === "string") && (v.file_url === undefined || typeof v.file_url === "string") && (v.filename === undefined || typeof v.filename === "string") &&
        only(v, K_TYPE_FILE_DATA_FILE_ID_FILE_URL_FILENAME);
    default:
      return false;
  }
}
function inputParts(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!inputContent(v[i])) return false;
  return true;
}
const messageContent = (v: unknown) => str(v) || inputParts(v);

function annotation(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "file_citation":
      return str(v.file_id) && str(v.filename) && int(v.index) && only(v, K_TYPE_FILE_ID_FILENAME_INDEX);
    case "url_citation":
      return str(v.url) && str(v.title) && int(v.start_index) && int(v.end_index) && only(v, K_TYPE_URL_TITLE_START_INDEX_END_INDEX);
    case "container_file_citation":
      return str(v.container_id) && str(v.file_id) && str(v.filename) && int(v.start_index) && int(v.end_index) &&
        only(v, K_TYPE_CONTAINER_ID_FILE_ID_FILENAME_START_INDEX_END_INDEX);
    case "file_path":
      return str(v.file_id) && int(v.index) && only(v, K_TYPE_FILE_ID_INDEX);
    default:
      return false;
  }
}

const ints = (v: unknown) => every(v, int);
const topLogprob = (v: unknown) => isObj(v) && str(v.token) && ints(v.bytes) && num(v.logprob) && only(v, K_TOKEN_BYTES_LOGPROB);
const logprob = (v: unknown) => isObj(v) && str(v.token) && ints(v.bytes) && num(v.logprob) && every(v.top_logprobs, topLogprob) &&
  only(v, K_TOKEN_BYTES_LOGPROB_TOP_LOGPROBS);

function outputContent(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (v.type === "output_text")
    return str(v.text) && every(v.annotations, annotation) && opt(v.logprobs, (l) => l === null || every(l, logprob)) && only(v, K_TYPE_TEXT_ANNOTATIONS_LOGPROBS);
  return v.type === "refusal" && str(v.refusal) && only(v, K_TYPE_REFUSAL);
}

function outputParts(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!outputContent(v[i])) return false;
  return true;
}

/** Output parts replayed without an id: `annotations` may be left out. */
function easyOutputContent(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (v.type === "output_text")
    return str(v.text) && opt(v.annotations, (a) => every(a, annotation)) && opt(v.logprobs, (l) => l === null || every(l, logprob)) && only(v, K_TYPE_TEXT_ANNOTATIONS_LOGPROBS);
  return v.type === "refusal" && str(v.refusal) && only(v, K_TYPE_REFUSAL);
}

function message(v: Obj): boolean {
  const role = v.role;
  if (role === "assistant") {
    if (str(v.content)) return (v.phase === undefined || phase(v.phase)) && only(v, K_TYPE_ROLE_CONTENT_PHASE);
    if (v.id === undefined) return Array.isArray(v.content) && v.content.every(easyOutputContent) && (v.phase === undefined || phase(v.phase)) && only(v, K_TYPE_ROLE_CONTENT_PHASE);
    return v.type === "message" && nonEmpty(v.id) && itemStatus(v.status) && outputParts(v.content) && (v.phase === undefined || phase(v.phase)) &&
      only(v, K_ID_TYPE_ROLE_STATUS_CONTENT_PHASE);
  }
  if (role !== "user" && role !== "system" && role !== "developer") return false;
  if (str(v.content)) return only(v, K_TYPE_ROLE_CONTENT);
  return inputParts(v.content) && (v.status === undefined || itemStatus(v.status)) && only(v, K_TYPE_ROLE_CONTENT_STATUS);
}

const summary = (v: unknown) => isObj(v) && v.type === "summary_text" && str(v.text) && only(v, K_TYPE_TEXT);
function summaries(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!summary(v[i])) return false;
  return true;
}
const reasoningText = (v: unknown) => isObj(v) && v.type === "reasoning_text" && str(v.text) && only(v, K_TYPE_TEXT);
const source = (v: unknown) => isObj(v) && v.type === "url" && str(v.url) && only(v, K_TYPE_URL);

function webAction(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case "search":
      return (v.query === undefined || typeof v.query === "string") && opt(v.queries, strings) && opt(v.sources, (s) => every(s, source)) && only(v, K_TYPE_QUERY_QUERIES_SOURCES);
    case "open_page":
      return (v.url === undefined || v.url === null || typeof v.url === "string") && only(v, K_TYPE_URL);
    case "find_in_page":
      return str(v.pattern) && str(v.url) && only(v, K_TYPE_PATTERN_URL);
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
const fileResult = (v: unknown) => isObj(v) && (v.file_id === undefined || typeof v.file_id === "string") && (v.filename === undefined || typeof v.filename === "string") && opt(v.score, num) && (v.text === undefined || typeof v.text === "string") &&
  opt(v.attributes, attributes) && only(v, K_FILE_ID_FILENAME_SCORE_TEXT_ATTRIBUTES);

/** One Item, dispatched on `type`. */
export function handItem(v: unknown): boolean {
  if (!isObj(v)) return false;
  switch (v.type) {
    case undefined:
      return v.role === undefined ? nonEmpty(v.id) && only(v, K_TYPE_ID) : message(v);
    case "message":
      return message(v);
    case "function_call":
      return nonEmpty(v.call_id) && nonEmpty(v.name) && str(v.arguments) && opt(v.id, (i) => i === null || (str(i) && i.startsWith("fc"))) &&
        (v.status == null || itemStatus(v.status)) && opt(v.namespace, (n) => n === null || nonEmpty(n)) && opt(v.caller, (c) => c === null || isObj(c)) &&
        only(v, K_TYPE_CALL_ID_NAME_ARGUMENTS_ID_STATUS);
    case "function_call_output":
      return nonEmpty(v.call_id) && messageContent(v.output) && (v.id === undefined || v.id === null || typeof v.id === "string") && (v.status === undefined || v.status === null || itemStatus(v.status)) &&
        only(v, K_TYPE_CALL_ID_OUTPUT_ID_STATUS);
    case "reasoning":
      return nonEmpty(v.id) && summaries(v.summary) && opt(v.content, (c) => c === null || every(c, reasoningText)) &&
        (v.encrypted_content === undefined || v.encrypted_content === null || typeof v.encrypted_content === "string") && (v.status == null || itemStatus(v.status)) && only(v, K_TYPE_ID_SUMMARY_CONTENT_ENCRYPTED_CONTENT_STATUS);
    case "item_reference":
      return nonEmpty(v.id) && only(v, K_TYPE_ID);
    case "custom_tool_call":
      return nonEmpty(v.call_id) && nonEmpty(v.name) && str(v.input) && (v.id === undefined || typeof v.id === "string") && only(v, K_TYPE_CALL_ID_NAME_INPUT_ID);
    case "custom_tool_call_output":
      return nonEmpty(v.call_id) && messageContent(v.output) && (v.id === undefined || typeof v.id === "string") && only(v, K_TYPE_CALL_ID_OUTPUT_ID);
    case "web_search_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "searching" || v.status === "completed" || v.status === "failed") &&
        webAction(v.action) && only(v, K_TYPE_ID_STATUS_ACTION);
    case "file_search_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "searching" || v.status === "completed" || v.status === "incomplete" || v.status === "failed") &&
        strings(v.queries) && opt(v.results, nullable((r) => every(r, fileResult))) && only(v, K_TYPE_ID_STATUS_QUERIES_RESULTS);
    case "image_generation_call":
      return nonEmpty(v.id) && (v.status === "in_progress" || v.status === "completed" || v.status === "generating" || v.status === "failed") &&
        (v.result === null || str(v.result)) && only(v, K_TYPE_ID_STATUS_RESULT);
    default:
      return false;
  }
}

/** An Item[], item by item. */
export function handItems(v: unknown): boolean {
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!handItem(v[i])) return false;
  return true;
}
