// The request rules of Chat Completions servers (OpenAI and the compatible dialects), as data, and their check.
import type { ChatCompletionContentPart, ChatCompletionMessage } from "../../../generated/types.js";
import type { Issue } from "../issue.js";
import { broken, byCode, frozen, type VendorRule } from "./rule.js";

/** The servers whose rules differ, the dialects of `toChatCompletionMessages` and `checkConversation` (frozen). */
export const CHAT_COMPLETIONS_DIALECTS = Object.freeze(["openai", "deepseek", "openrouter", "gemini"] as const);
/** One of `CHAT_COMPLETIONS_DIALECTS`. */
export type ChatCompletionsDialect = (typeof CHAT_COMPLETIONS_DIALECTS)[number];

/** The rules every Chat Completions server enforces, then the ones of some dialects (`dialects`). */
const RULES = [
  {
    code: "tool_calls_unanswered",
    says: "An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'",
    source: "OpenAI and DeepSeek error text (400 invalid_request_error); https://platform.openai.com/docs/guides/function-calling",
    repair: "an assistant message with tool calls right after another is merged into it (`assistant_tool_calls_merged`), so one run of tool messages answers both",
  },
  {
    code: "tool_message_without_call",
    says: "messages with role 'tool' must be a response to a preceeding message with 'tool_calls'",
    source: "OpenAI error text (400), as reported in CodebuffAI/freebuff#1292",
  },
  {
    code: "empty_content",
    says: "a message's content must not be an empty array; an assistant message needs content unless it has tool_calls",
    source: "https://platform.openai.com/docs/api-reference/chat/create (content: \"Required unless tool_calls or function_call is specified\")",
    repair: "a user message whose every part was dropped is left out (`empty_message_dropped`)",
  },
  {
    code: "tool_name_empty",
    says: "Invalid 'messages[N].tool_calls[0].function.name': empty string. Expected a string with minimum length 1, but got an empty string instead.",
    source: "OpenAI error text (400), as reported in continuedev/continue#9784 and #11645 (openai dialect)",
    repair: "a history call's name is never empty: the Chat Completions reader names such a call \"unknown\" (`tool_name_added`)",
  },
  {
    code: "filename_required",
    says: "a file part with file_data needs a filename",
    source: "OpenAI (400 on file.filename); https://platform.openai.com/docs/guides/pdf-files",
    repair: "the writer adds `file.<ext>` from the MIME type (`filename_added`)",
  },
  {
    code: "file_type_unsupported",
    says: "file inputs are PDF files; other documents are not accepted as file parts",
    source: "https://platform.openai.com/docs/guides/pdf-files (openai dialect)",
    repair: "the writer drops the part (`file_type_unsupported`)",
  },
  {
    code: "content_part_unsupported",
    says: "unknown variant `image_url`, expected `text`",
    source: "DeepSeek error text for a non-text part, quoted in langchain-ai/langchainjs (converters/completions.ts)",
    repair: "the writer drops the part (`content_part_unsupported`)",
  },
] as const satisfies readonly VendorRule[];

/** The request rules of Chat Completions servers; `chatCompletionsRulesOf` picks a dialect's. */
export const CHAT_COMPLETIONS_RULES: readonly VendorRule[] = /* @__PURE__ */ frozen(RULES);

const RULE = /* @__PURE__ */ byCode(RULES);

/** The rules that apply to one dialect (the first three, and empty_content, apply to every dialect). */
export function chatCompletionsRulesOf(dialect: ChatCompletionsDialect): readonly VendorRule[] {
  return RULES.filter((r) =>
    r.code === "file_type_unsupported" || r.code === "filename_required" || r.code === "tool_name_empty" ? dialect === "openai"
      : r.code === "content_part_unsupported" ? dialect === "deepseek" : true);
}

/** The MIME type of a `data:` URL, lower-cased, or undefined for anything else. */
function dataUrlType(url: string): string | undefined {
  const match = /^data:([^;,]*)[;,]/i.exec(url);
  return match ? match[1]!.toLowerCase() : undefined;
}

/** What a part breaks on `dialect`: its type on DeepSeek, file type and filename on OpenAI. */
export function partProblem(part: ChatCompletionContentPart, dialect: ChatCompletionsDialect): { rule: VendorRule; detail: string } | undefined {
  if (dialect === "deepseek") {
    return part.type === "text" ? undefined : { rule: RULE.content_part_unsupported, detail: `a ${part.type} part: DeepSeek takes text parts only` };
  }
  if (dialect !== "openai" || part.type !== "file" || part.file.file_data === undefined) return undefined;
  const type = dataUrlType(part.file.file_data);
  if (type !== undefined && type !== "application/pdf") return { rule: RULE.file_type_unsupported, detail: `a ${type} file part: OpenAI takes PDF files only` };
  if (part.file.filename === undefined) return { rule: RULE.filename_required, detail: "a file part with file_data but no filename" };
  return undefined;
}

const isEmpty = (content: unknown) => Array.isArray(content) && content.length === 0;

/**
 * The request rules of `dialect` on valid Chat Completions messages, in input order. With
 * `allowPendingCalls`, tool calls of the last assistant message may still wait for their answers.
 */
export function chatCompletionsVendorIssues(messages: readonly ChatCompletionMessage[], dialect: ChatCompletionsDialect = "openai", allowPendingCalls = false): Issue[] {
  const out: Issue[] = [];
  /** The calls of the last assistant message with tool calls that the tool messages after it have not answered. */
  let open = new Map<string, string>();
  let answering = false;
  const close = (before: string) => {
    for (const [id, path] of open) out.push(broken(RULE.tool_calls_unanswered, path, `tool call ${JSON.stringify(id)} is not answered by a tool message ${before}`, id));
    open = new Map();
    answering = false;
  };
  messages.forEach((message, i) => {
    if (message.role === "tool") {
      if (answering && open.has(message.tool_call_id)) open.delete(message.tool_call_id);
      else out.push(broken(RULE.tool_message_without_call, `/${i}`, `tool message for ${JSON.stringify(message.tool_call_id)} answers no tool call of the assistant message right before its run of tool messages`, message.tool_call_id));
      return;
    }
    if (answering) close(`before the ${message.role} message at /${i}`);
    if (message.role === "assistant") {
      const calls = message.tool_calls ?? [];
      if (dialect === "openai") {
        calls.forEach((call, k) => {
          if ((call.type === "custom" ? call.custom.name : call.function.name) === "") out.push(broken(RULE.tool_name_empty, `/${i}/tool_calls/${k}/${call.type === "custom" ? "custom" : "function"}/name`, "a tool call with an empty name"));
        });
        if (message.function_call?.name === "") out.push(broken(RULE.tool_name_empty, `/${i}/function_call/name`, "a function_call with an empty name"));
      }
      if (calls.length) {
        calls.forEach((call, k) => open.set(call.id, `/${i}/tool_calls/${k}`));
        answering = true;
      } else if ((message.content == null || isEmpty(message.content)) && message.function_call == null && message.refusal == null && message.audio == null) {
        out.push(broken(RULE.empty_content, `/${i}`, "an assistant message with no content and no tool calls"));
      }
      return;
    }
    if (message.role !== "function" && isEmpty(message.content)) {
      out.push(broken(RULE.empty_content, `/${i}/content`, `a ${message.role} message with empty content`));
    }
    if (message.role === "user" && Array.isArray(message.content)) {
      message.content.forEach((part, k) => {
        const problem = partProblem(part, dialect);
        if (problem) out.push(broken(problem.rule, `/${i}/content/${k}`, problem.detail));
      });
    }
  });
  if (answering && !allowPendingCalls) close("at the end of the messages");
  return out;
}
