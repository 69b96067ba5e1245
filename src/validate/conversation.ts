// Rules across items that JSON Schema cannot state: pairing of calls and outputs, unique ids,
// reasoning followed by its item, and the id limits of each target API.
import type { ReadonlyDeep } from "./readonly.js";
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, Item } from "../../generated/types.js";
import { leadingIndex, ownProperty, quote, tooManyIssues, type Issue } from "./issue.js";
import { issuesOf } from "./validate.js";
import { withSubject } from "./rules/rule.js";
import { ensureOptions, oneOf, readingInput, type OptionRule } from "../convert/options.js";
import * as generated from "../../generated/validators.js";

/** The APIs whose id and name limits `options.target` can check. */
export const CONVERSATION_TARGETS = ["openai", "anthropic", "open-responses"] as const;
/** Which API the payload is for; each has its own limits on ids and names. */
export type ConversationTarget = (typeof CONVERSATION_TARGETS)[number];

/** Options of `checkConversation` and `checkChatHistory`. */
export interface ConversationOptions {
  /** Allow calls still unanswered at the end (a turn that is about to run its tools). Default false. */
  allowPendingCalls?: boolean;
  /** Check ids and names against this API's limits as well. */
  target?: ConversationTarget;
  /** At most this many issues, the first in input order (default 100); a last `too_many_issues` says how many more. */
  maxIssues?: number;
}

/** Keeps the first `max` issues (in input order) and says how many were left out. */
export function capped(issues: Issue[], max = 100): Issue[] {
  issues.sort(byPath);
  const limit = Number.isInteger(max) && max > 0 ? max : 100;
  if (issues.length <= limit) return issues;
  return [...issues.slice(0, limit), tooManyIssues(issues.length - limit)];
}

const TOKEN_64 = /^[a-zA-Z0-9_-]{1,64}$/;

/** Limits per target: what a call id and a function name must match, in words and as a test. */
const LIMITS: Record<ConversationTarget, { callId?: RegExp; name?: RegExp; rule: string }> = {
  openai: { name: TOKEN_64, rule: "OpenAI allows function names of 1–64 characters of [a-zA-Z0-9_-]" },
  anthropic: { callId: TOKEN_64, name: TOKEN_64, rule: "Anthropic allows tool ids and names of 1–64 characters of [a-zA-Z0-9_-]" },
  "open-responses": {
    callId: /^[\s\S]{1,64}$/u,
    name: TOKEN_64,
    rule: "Open Responses allows call ids of 1–64 characters and names of 1–64 characters of [a-zA-Z0-9_-]",
  },
};

// The call id a pairing issue is about is noted for the writers' output check (not part of the issue's JSON).
const issue = (path: string, code: string, text: string, subject?: string): Issue => withSubject({ path, code, message: `${path}: ${text}` }, subject);
const q = (value: string) => quote(value, 80);

/** The options of `checkConversation` and `checkChatHistory`, as rules (built per call: the converters' bundles leave them out). */
export const rules = (): Record<string, OptionRule> => ({
  allowPendingCalls: { expected: "a boolean", test: (v) => typeof v === "boolean" },
  target: oneOf(...CONVERSATION_TARGETS),
  maxIssues: { expected: "a whole number of at least 1", test: (v) => Number.isInteger(v) && (v as number) >= 1 },
});

/** Checks the options (a ContractError naming a bad one), then runs `check`, turning a throwing Proxy trap into a ContractError too. */
export function checked<T>(name: string, options: unknown, check: () => T, more: Record<string, OptionRule> = {}): T {
  ensureOptions(name, options, { ...rules(), ...more });
  return readingInput(name, check);
}

/** A call seen: where it is (its path built only when an issue needs it), whether it was answered, its item type. */
type Call = { id: string; at: number; path: string | undefined; answered: boolean; kind: string | undefined };

/** Tracks calls and their answers; reports orphans, duplicates and calls left unanswered. A path left out is `/${at}`. */
class Pairing {
  readonly issues: Issue[] = [];
  private readonly calls = new Map<string, Call>();
  /** The calls still open are `open[0 … opened - 1]` (the list is reused, not reallocated, at each user turn). */
  private readonly open: Call[] = [];
  private opened = 0;

  call(id: string, at: number, path?: string, kind?: string) {
    const earlier = this.calls.get(id);
    if (earlier !== undefined) {
      this.issues.push(issue(path ?? `/${at}`, "duplicate_call_id", `call id ${q(id)} is already used by the call at /${earlier.at}; every call needs its own id`, id));
      return;
    }
    const made: Call = { id, at, path, answered: false, kind };
    this.calls.set(id, made);
    this.open[this.opened++] = made;
  }

  /** An output; `kinds` are the call types it may answer (any when absent). */
  answer(id: string, at: number, path: string | undefined, what: string, kinds?: readonly string[]) {
    const call = this.calls.get(id);
    if (!call) {
      this.issues.push(issue(path ?? `/${at}`, "orphan_output", `${what} answers call id ${q(id)}, but no earlier call has that id; add the call before it or drop the output`, id));
    } else if (kinds && call.kind !== undefined && !kinds.includes(call.kind)) {
      this.issues.push(issue(path ?? `/${at}`, "orphan_output", `${what} answers call id ${q(id)}, but that id belongs to the ${call.kind} at /${call.at}, which a ${what} does not answer`, id));
    } else if (call.answered) {
      this.issues.push(issue(path ?? `/${at}`, "duplicate_output", `call id ${q(id)} (the call at /${call.at}) is already answered; send one output per call`, id));
    } else {
      call.answered = true;
    }
  }

  /** A user turn starts: every call still open was left unanswered. */
  userTurn(at: number) {
    this.flush(at, "user");
  }

  /** Claude: the user message at `at` had to answer every open call. */
  answeredBy(at: number) {
    this.flush(at, "result");
  }

  end(allowPending: boolean) {
    if (!allowPending) this.flush(-1, "end");
    else this.opened = 0;
  }

  /** Reports each open call left unanswered (why: by the user message at `at`, by its tool_result there, or never), then closes them all. */
  private flush(at: number, by: "user" | "result" | "end") {
    for (let c = 0; c < this.opened; c++) {
      const call = this.open[c]!;
      if (call.answered) continue;
      const why = by === "user" ? `is not answered before the user message at /${at}`
        : by === "result" ? `is not answered by a tool_result in the user message at /${at}, right after the call`
        : "is never answered (pass allowPendingCalls when the tools are about to run)";
      this.issues.push(issue(call.path ?? `/${call.at}`, "unanswered_call", `call ${q(call.id)} ${why}`, call.id));
    }
    this.opened = 0;
  }
}

function limitIssues(target: ConversationTarget | undefined, idPath: string, callId: string, namePath?: string, name?: string): Issue[] {
  const limit = target === undefined ? undefined : (ownProperty(LIMITS, target) as (typeof LIMITS)[ConversationTarget] | undefined);
  if (!limit) return [];
  const out: Issue[] = [];
  if (limit.callId && !limit.callId.test(callId))
    out.push(issue(idPath, "call_id_not_allowed", `call id ${q(callId)} is not allowed: ${limit.rule}`));
  if (namePath !== undefined && name !== undefined && limit.name && !limit.name.test(name))
    out.push(issue(namePath, "name_not_allowed", `function name ${q(name)} is not allowed: ${limit.rule}`));
  return out;
}

import { CALLS, OUTPUTS } from "./pairing-fields.js";
/** The pairing field of a call or output item (a required string: the schema checked it). */
const field = (item: Item, key: string): string => (item as unknown as Record<string, string>)[key]!;
/** CALLS and OUTPUTS by item type, as maps: one lookup per item on the writers' output check. */
const CALL_FIELD: ReadonlyMap<unknown, string> = /* @__PURE__ */ new Map(Object.entries(CALLS));
const OUTPUT_OF: ReadonlyMap<unknown, (typeof OUTPUTS)[keyof typeof OUTPUTS]> = /* @__PURE__ */ new Map(Object.entries(OUTPUTS));

/** What a reasoning item may be followed by: an assistant message, a call, or the output of a hosted tool. */
const AFTER_REASONING = new Set<string | undefined>([
  ...Object.keys(CALLS), "reasoning", "web_search_call", "file_search_call", "image_generation_call", "code_interpreter_call",
  "mcp_call", "mcp_list_tools", "tool_search_call",
]);
const followsReasoning = (item: Item | undefined) =>
  item !== undefined && (AFTER_REASONING.has(item.type) || (item.type !== "additional_tools" && "role" in item && item.role === "assistant"));

/** The rules of `checkConversation` on items already known to be valid (the converters' strict mode). */
export function itemRuleIssues(items: readonly Item[], options: ConversationOptions = {}): Issue[] {
  return itemRules(items, options);
}

/**
 * `itemRuleIssues`, calling `each` on every item in the same pass (the request-rule check adds its
 * per-item rules so). Paths are built only where an issue needs one: this runs on every writer's output.
 */
export function itemRules(items: readonly Item[], options: ConversationOptions, each?: (item: Item, at: number) => void): Issue[] {
  const pairing = new Pairing();
  const out: Issue[] = [];
  const ids = new Map<string, number>();
  const target = options.target;
  items.forEach((item, at) => {
    // Each field read once, as a value (an absent one reads undefined): items are plain JSON objects.
    const { type, id: itemId, role } = item as { type?: Item["type"]; id?: unknown; role?: unknown };
    if (typeof itemId === "string" && type !== "item_reference") {
      const first = ids.get(itemId);
      if (first !== undefined) out.push(issue(`/${at}/id`, "duplicate_id", `item id ${q(itemId)} is already used by the item at /${first}; the API rejects duplicate items`));
      else ids.set(itemId, at);
    }
    if (role === "user" && type !== "additional_tools") pairing.userTurn(at);
    // A message item is no call, no output and no reasoning: most items are, and skip the lookups.
    if (type === "message" || type === undefined) {
      each?.(item, at);
      return;
    }
    const callField = CALL_FIELD.get(type);
    if (callField !== undefined) {
      const id = field(item, callField);
      pairing.call(id, at, undefined, type);
      if (target !== undefined && (type === "function_call" || type === "custom_tool_call")) {
        out.push(...limitIssues(target, `/${at}/call_id`, id, `/${at}/name`, (item as { name: string }).name));
      }
    } else {
      const output = OUTPUT_OF.get(type);
      if (output !== undefined) {
        const { by, answers } = output;
        const id = field(item, by);
        pairing.answer(id, at, by === "call_id" ? undefined : `/${at}/${by}`, type!, answers);
        if (target !== undefined && by === "call_id") out.push(...limitIssues(target, `/${at}/call_id`, id));
      } else if (type === "reasoning" && !followsReasoning(items[at + 1])) {
        out.push(issue(`/${at}`, "reasoning_without_item", "a reasoning item must be followed by the item it belongs to (an assistant message or a call)"));
      }
    }
    each?.(item, at);
  });
  pairing.end(options.allowPendingCalls ?? false);
  return capped(pairing.issues.length === 0 ? out : out.length === 0 ? pairing.issues : [...pairing.issues, ...out], options.maxIssues);
}

/**
 * The pairing rules on a chat history: every tool message answers an earlier tool call, every tool
 * call is answered before the next user message, and no call id is used twice. Throws only a
 * `ContractError`, for invalid options (or a Proxy trap that throws).
 */
export function checkChatHistory(input: ReadonlyDeep<ChatMessage[]>, options?: ConversationOptions): Issue[] {
  const messages = input as readonly ChatMessage[];
  return checked("checkChatHistory", options, () => {
    const invalid = issuesOf(generated.validateChatMessages, messages, ownProperty(options, "maxIssues") as number | undefined, generated.validateChatMessage);
    return invalid.length ? invalid : chatRuleIssues(messages, options);
  });
}

/** The rules of `checkChatHistory` on messages already known to be valid (the converters' strict mode). */
export function chatRuleIssues(messages: readonly ChatMessage[], options: ConversationOptions = {}): Issue[] {
  const pairing = new Pairing();
  const out: Issue[] = [];
  messages.forEach((message, at) => {
    switch (message.role) {
      case "user":
        pairing.userTurn(at);
        break;
      case "assistant":
        message.toolCalls?.forEach((call, i) => {
          const path = `/${at}/toolCalls/${i}`;
          pairing.call(call.id, at, path);
          out.push(...limitIssues(options.target, `${path}/id`, call.id, `${path}/name`, call.name));
        });
        break;
      case "tool":
        pairing.answer(message.toolCallId, at, `/${at}/toolCallId`, "tool message");
        break;
    }
  });
  pairing.end(options.allowPendingCalls ?? false);
  return capped([...pairing.issues, ...out], options.maxIssues);
}

/**
 * The pairing rules on Chat Completions messages, which the converters' strict mode runs: every
 * `tool` message answers an earlier tool call, and every call is answered before the next user
 * message. Deprecated `function_call`s are paired with the `function` message after them. Assumes `messages` is valid.
 */
export function chatCompletionRuleIssues(messages: readonly ChatCompletionMessage[], options: ConversationOptions = {}): Issue[] {
  const pairing = new Pairing();
  let legacy: string | undefined;
  messages.forEach((message, at) => {
    switch (message.role) {
      case "user":
        pairing.userTurn(at);
        break;
      case "assistant":
        message.tool_calls?.forEach((call, i) => pairing.call(call.id, at, `/${at}/tool_calls/${i}`));
        if (message.function_call) pairing.call((legacy = `function_call ${at}`), at, `/${at}/function_call`);
        break;
      case "tool":
        pairing.answer(message.tool_call_id, at, `/${at}/tool_call_id`, "tool message");
        break;
      case "function":
        if (legacy === undefined) pairing.answer(`function ${at}`, at, undefined, "function message");
        else pairing.answer(legacy, at, undefined, "function message");
        legacy = undefined;
        break;
    }
  });
  pairing.end(options.allowPendingCalls ?? false);
  return capped(pairing.issues, options.maxIssues);
}

/**
 * The pairing rules on Claude messages, which the converters' strict mode runs: every `tool_result`
 * answers a `tool_use` of the assistant message right before it, and every `tool_use` is answered
 * in the next user message. Assumes `messages` is valid.
 */
export function claudePairingIssues(messages: readonly ClaudeMessage[], options: ConversationOptions = {}): Issue[] {
  const pairing = new Pairing();
  let awaiting = false;
  messages.forEach((message, at) => {
    if (message.role === "system" || typeof message.content === "string") {
      if (awaiting) pairing.answeredBy(at);
      awaiting = false;
      return;
    }
    if (message.role === "assistant" && awaiting) pairing.answeredBy(at);
    message.content.forEach((block, i) => {
      const path = `/${at}/content/${i}`;
      if (block.type === "tool_use" && message.role === "assistant") pairing.call(block.id, at, path);
      if (block.type === "tool_result") pairing.answer(block.tool_use_id, at, `${path}/tool_use_id`, "tool_result");
    });
    if (message.role === "user" && awaiting) pairing.answeredBy(at);
    awaiting = message.role === "assistant";
  });
  pairing.end(options.allowPendingCalls ?? false);
  return capped(pairing.issues, options.maxIssues);
}


/** Orders issues by position in the input (numeric on array indexes), so output is deterministic. */
function byPath(a: Issue, b: Issue): number {
  // Pointers into different elements compare by their indexes alone (what the segments below give them).
  const ia = leadingIndex(a.path), ib = leadingIndex(b.path);
  if (ia !== ib && ia >= 0 && ib >= 0) return ia - ib;
  const x = a.path.split("/");
  const y = b.path.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [p, r] = [x[i]!, y[i]!];
    if (p === r) continue;
    const [n, m] = [Number(p), Number(r)];
    return Number.isInteger(n) && Number.isInteger(m) ? n - m : p < r ? -1 : 1;
  }
  return x.length - y.length || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}
