// readResponse(response, { from }): a wire's non-streaming response → the assistant turn as hub
// messages, the neutral finish reason and usage. The turn goes through the wire's history reader.
import type {
  ChatCompletionMessage, ChatCompletionResponse, ChatFinishReason, ChatMessage, ChatResponse, ChatResponseProviderFields, ClaudeMessage, ClaudeResponse,
  GeminiContent, GeminiResponse, Item, ResponsesResponse,
} from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import { copyJson } from "../convert/copy.js";
import { readChatCompletions } from "../convert/from-chat-completions.js";
import { readGemini } from "../convert/from-gemini.js";
import { readClaude } from "../convert/read-claude.js";
import { readItems } from "../convert/to-chat.js";
import { afterValidation, commonRules, ensureValid, oneOf, optionIssues, readingInput, type OptionRule } from "../convert/options.js";
import { collector, type WarningOptions, type Warnings } from "../convert/warnings.js";
import { describe, type Issue } from "../validate/issue.js";
import type { ReadonlyDeep } from "../validate/readonly.js";
import { issuesOf } from "../validate/validate.js";
import { neutralReason, type ResponseFormat } from "./finish.js";
import { readUsage } from "./usage.js";

export type { ResponseFormat } from "./finish.js";

/**
 * A Responses API response as the openai SDK types `Response`: its `output` items are checked as
 * `Item`s at run time (the SDK's output-item union is wider than the input one `Item` follows).
 */
export interface ResponsesResponseLike {
  /** The output items, each an `Item` (checked at run time). */
  output: readonly object[];
}

/**
 * A Gemini response as @google/genai types `GenerateContentResponse` (every field optional, enums as
 * TS enums); what the REST API guarantees is checked at run time against `GeminiResponse`.
 */
export interface GeminiResponseLike {
  /** The candidates, each with its model content (checked at run time). */
  candidates?: readonly object[];
}

/** What `readResponse` takes for each `from`. */
export interface ResponseTypes {
  /** openai's `ChatCompletion`, also of OpenAI-compatible servers. */
  "chat-completions": ChatCompletionResponse;
  /** openai's `Response`. */
  responses: ResponsesResponse | ResponsesResponseLike;
  /** @anthropic-ai/sdk's `Message`. */
  claude: ClaudeResponse;
  /** @google/genai's `GenerateContentResponse`. */
  gemini: GeminiResponse | GeminiResponseLike;
}

/** Options of `readResponse`. */
export interface ReadResponseOptions<F extends ResponseFormat = ResponseFormat> extends WarningOptions {
  /** The wire the response is from. */
  from: F;
  /** Which choice (Chat Completions) or candidate (Gemini) to read, by its place in the array; default 0. The others are named in one warning. */
  choice?: number;
}

type Warn = Warnings["warn"];

/** A warning of a history reader, moved from its input (`/0/…`) to where that node sits in the response. */
const moved = (warn: Warn, from: string, to: string): Warn => (code, path, text) =>
  warn(code, path === from || path.startsWith(`${from}/`) ? to + path.slice(from.length) : to + path, text);

/** Each wire's history reader, the one `convert` uses for it with the hub as the target (Claude's thinking kept as blocks). */
const HISTORY = {
  "chat-completions": (turn: readonly ChatCompletionMessage[], warn: Warn) => readChatCompletions(turn, warn, copyJson),
  items: (turn: readonly Item[], warn: Warn) => readItems(turn, { provider: "openai" }, warn, copyJson).messages,
  claude: (turn: readonly ClaudeMessage[], warn: Warn) => readClaude(turn, {}, warn, copyJson, "chat").messages,
  gemini: (turn: readonly GeminiContent[], warn: Warn) => readGemini(turn, warn, copyJson).messages,
};

/** The keys of `value` but `taken`, copied; undefined when none is left. */
function rest(value: object, taken: readonly string[]): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!taken.includes(k)) out[k] = copyJson(v);
  return Object.keys(out).length ? out : undefined;
}

/** One of several choices or candidates: the others named in one warning. */
function picked<T>(list: readonly T[], at: string, choice: number, warn: Warn, what: string): T | undefined {
  if (list.length > 1) {
    const others = list.map((_, i) => i).filter((i) => i !== choice);
    warn(`${what}s_dropped`, at, `the response has ${list.length} ${what}s; ${what} ${choice} was read and ${others.length === 1 ? `${what} ${others[0]} was` : `${what}s ${others.join(", ")} were`} not (pass \`choice\` to read another)`);
  }
  return list[choice];
}

interface Parts {
  messages: ChatMessage[];
  raw: string | undefined;
  reason: ChatFinishReason;
  usage: ChatResponse["usage"];
  id: string | undefined;
  model: string | undefined;
  fields: Record<string, unknown> | undefined;
}

/** Each wire: its response's check, its provider, and how its parts are read. */
interface Wire {
  provider: ChatResponseProviderFields["provider"];
  check: (value: unknown) => Issue[];
  /** The number of choices or candidates, for the `choice` option's range. */
  choices(value: never): number | undefined;
  read(value: never, choice: number, warn: Warn): Parts;
}

const WIRES: { readonly [F in ResponseFormat]: Wire } = {
  "chat-completions": {
    provider: "openai",
    check: (value) => issuesOf(generated.validateChatCompletionResponse, value),
    choices: (r: ChatCompletionResponse) => r.choices.length,
    read(r: ChatCompletionResponse, choice, warn) {
      const c = picked(r.choices, "/choices", choice, warn, "choice");
      const messages = c ? HISTORY["chat-completions"]([c.message], moved(warn, "/0", `/choices/${choice}/message`)) : [];
      const raw = c?.finish_reason ?? undefined;
      const choiceFields = c && rest(c, ["message", "finish_reason"]);
      return {
        messages, raw, reason: neutralReason("chat-completions", raw), usage: readUsage("chat-completions", r.usage),
        id: r.id, model: r.model, fields: { ...rest(r, ["id", "model", "choices"]), ...(choiceFields ? { choice: choiceFields } : {}) },
      };
    },
  },
  responses: {
    provider: "openai",
    check: (value) => issuesOf(generated.validateResponsesResponse, value),
    choices: () => undefined,
    read(r: ResponsesResponse, _choice, warn) {
      const messages = HISTORY.items(r.output, moved(warn, "", "/output"));
      const reason = r.status === "incomplete" ? r.incomplete_details?.reason : r.status;
      return {
        messages, raw: reason ?? r.status, reason: r.status === undefined ? "stop" : neutralReason("responses", reason ?? r.status),
        usage: readUsage("responses", r.usage), id: r.id, model: r.model, fields: rest(r, ["id", "model", "output"]),
      };
    },
  },
  claude: {
    provider: "anthropic",
    check: (value) => issuesOf(generated.validateClaudeResponse, value),
    choices: () => undefined,
    read(r: ClaudeResponse, _choice, warn) {
      const messages = r.content.length ? HISTORY.claude([{ role: "assistant", content: r.content }], moved(warn, "/0", "")) : [];
      const raw = r.stop_reason ?? undefined;
      return {
        messages, raw, reason: neutralReason("claude", raw), usage: readUsage("claude", r.usage),
        id: r.id, model: r.model, fields: rest(r, ["id", "type", "role", "content", "model", "stop_reason"]),
      };
    },
  },
  gemini: {
    provider: "google",
    check: (value) => issuesOf(generated.validateGeminiResponse, value),
    choices: (r: GeminiResponse) => r.candidates?.length,
    read(r: GeminiResponse, choice, warn) {
      const c = picked(r.candidates ?? [], "/candidates", choice, warn, "candidate");
      const parts = c?.content?.parts ?? [];
      const messages = parts.length ? HISTORY.gemini([{ role: "model", parts }], moved(warn, "/0", `/candidates/${choice}/content`)) : [];
      const blocked = c === undefined ? r.promptFeedback?.blockReason : undefined;
      const raw = c?.finishReason ?? blocked;
      const candidateFields = c && rest(c, ["content", "finishReason"]);
      return {
        messages, raw, reason: blocked !== undefined ? "content_filter" : neutralReason("gemini", raw), usage: readUsage("gemini", r.usageMetadata),
        id: r.responseId, model: r.modelVersion,
        fields: { ...rest(r, ["responseId", "modelVersion", "candidates"]), ...(candidateFields ? { choice: candidateFields } : {}) },
      };
    },
  },
};

const FROM = Object.keys(WIRES) as ResponseFormat[];

const rules: Record<string, OptionRule> = {
  ...commonRules,
  from: oneOf(...FROM),
  choice: { expected: "a whole number ≥ 0", test: (v) => Number.isInteger(v) && (v as number) >= 0 },
};

/** `stop` when the turn called tools is `tool_calls`, when it is a refusal `refusal`. */
function refined(reason: ChatFinishReason, messages: readonly ChatMessage[]): ChatFinishReason {
  if (reason !== "stop") return reason;
  if (messages.some((m) => m.role === "assistant" && (m.toolCalls?.length ?? 0) > 0)) return "tool_calls";
  if (messages.some((m) => m.role === "assistant" && m.refusal !== undefined && m.refusal !== "")) return "refusal";
  return reason;
}

/** The issues of the options, `from` included; `choices` is how many the response has (when known). */
function optionProblems(options: unknown, choices: number | undefined): Issue[] {
  const issues = optionIssues(options, rules);
  if (issues.length) return issues;
  const { from, choice } = options as ReadResponseOptions;
  if (from === undefined) {
    return [{ path: "/from", code: "missing_option", expected: `one of ${FROM.map((f) => JSON.stringify(f)).join(", ")}`, received: describe(from), message: `options/from: expected the response's wire, one of ${FROM.map((f) => JSON.stringify(f)).join(", ")}; found ${describe(from)}` }];
  }
  if (choice !== undefined && choice !== 0 && (choices === undefined || choice >= choices)) {
    return [{ path: "/choice", code: "invalid_option", expected: choices === undefined ? "0 (this wire has one answer)" : `a number below ${choices}`, received: describe(choice), message: `options/choice: the response has ${choices === undefined ? "one answer" : `${choices} ${from === "gemini" ? "candidates" : "choices"}`}; there is no ${choice}` }];
  }
  return [];
}

/**
 * Reads a provider's non-streaming response into the hub: the assistant turn as `ChatMessage`s (through
 * the wire's history reader, so reasoning, signatures, encrypted reasoning and tool calls are kept as
 * the hub keeps them), the neutral finish reason beside the vendor's, token usage, id, model, and what
 * only that wire has in `providerFields`. Invalid input or options throw `ContractError`; what the hub
 * cannot carry is a warning (`onWarning`, `strict`), pointing into the response.
 * @example readResponse(await anthropic.messages.create(body), { from: "claude" }).messages // append to the history
 */
export function readResponse<F extends ResponseFormat>(response: ReadonlyDeep<ResponseTypes[F]>, options: ReadResponseOptions<F>): ChatResponse {
  const name = "readResponse";
  const from = readingInput(name, () => {
    const given = (options as { from?: unknown } | null | undefined)?.from;
    const wire = typeof given === "string" && (FROM as string[]).includes(given) ? WIRES[given as ResponseFormat] : undefined;
    const inputIssues = wire ? wire.check(response) : [];
    const count = wire && !inputIssues.length ? wire.choices(response as never) : undefined;
    ensureValid(name, inputIssues, optionProblems(options, count));
    return given as ResponseFormat;
  });
  const choice = options.choice ?? 0;
  const warnings = collector(options, response);
  const wire = WIRES[from];
  const parts = afterValidation(name, () => wire.read(response as never, choice, warnings.warn));
  const out: ChatResponse = { messages: parts.messages, finishReason: refined(parts.reason, parts.messages) };
  if (parts.raw !== undefined) out.rawFinishReason = parts.raw;
  if (parts.usage) out.usage = parts.usage;
  if (parts.id !== undefined) out.id = parts.id;
  if (parts.model !== undefined) out.model = parts.model;
  if (parts.fields && Object.keys(parts.fields).length) out.providerFields = { format: from, provider: wire.provider, fields: parts.fields };
  warnings.finish(name);
  return out;
}
