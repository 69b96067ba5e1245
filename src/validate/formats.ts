// The validation half of the format registry: each format's schema check, its conversation rules
// and its vendor's request rules, without its reader and writer (so a check imports no converter).
import type { ChatCompletionMessage, ChatMessage, ClaudeConversation, ClaudeMessage, ClaudeRequest, GeminiRequest, Item } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import type { FormatName } from "../convert/formats.js";
import { claudeInputIssues, claudeInputRules } from "../convert/from-claude.js";
import { geminiIssues, geminiRuleIssues, type GeminiInput } from "../convert/from-gemini.js";
import { chatCompletionRuleIssues, chatRuleIssues, itemRuleIssues } from "./conversation.js";
import type { Issue } from "./issue.js";
import { chatCompletionsVendorIssues, type ChatCompletionsDialect } from "./rules/chat-completions.js";
import { claudeThinkingIssues, claudeVendorIssues } from "./rules/claude.js";
import { geminiVendorIssues } from "./rules/gemini.js";
import { itemsVendorIssues, storeIssues } from "./rules/items.js";
import { issuesOf } from "./validate.js";
import { bodyOf, isBody, under } from "./bodies.js";

/** What the vendor checks take: the Chat Completions server, and whether calls may wait for their answers. */
export interface VendorCheckOptions {
  dialect?: ChatCompletionsDialect;
  allowPendingCalls?: boolean;
  /** A writer checking its own output: rules that hold only without an opt-in (Claude's system-role beta) are the writer's to warn. */
  output?: boolean;
}

/** How one format's documents are checked. */
export interface FormatCheck {
  /** The issues of a whole input, one per failing element up to `maxIssues` (default 100); `[]` when valid. */
  check(value: unknown, maxIssues?: number): Issue[];
  /** The issues of one message (an element of the input). */
  checkMessage(value: unknown): Issue[];
  /** The conversation rules strict mode enforces on a valid input. */
  rules(value: never): Issue[];
  /**
   * The vendor's request rules on a valid document of this format (`src/validate/rules/`), in input
   * order: what `checkConversation` reports and what every writer checks its own output against.
   */
  vendorIssues(value: never, options: VendorCheckOptions): Issue[];
}

/** The issues `check` finds in the conversation of a valid document (a body's `key`, moved under it); none for a string input. */
function inBody(value: unknown, key: string, check: (conversation: readonly unknown[]) => Issue[]): Issue[] {
  const [conversation, at] = bodyOf(value, key);
  return Array.isArray(conversation) ? under(at, check(conversation)) : [];
}

/** A Claude document's messages and where they sit: an array, or a body's `messages`. */
const claudeMessages = (value: readonly ClaudeMessage[] | ClaudeRequest | ClaudeConversation): [readonly ClaudeMessage[], string] =>
  Array.isArray(value) ? [value as readonly ClaudeMessage[], ""] : [(value as ClaudeRequest).messages, "/messages"];

export const CHECKS: { readonly [F in FormatName]: FormatCheck } = {
  chat: {
    check: (value, max) => issuesOf(generated.validateChatMessages, value, max, generated.validateChatMessage),
    checkMessage: (value) => issuesOf(generated.validateChatMessage, value),
    rules: (value: readonly ChatMessage[]) => chatRuleIssues(value),
    vendorIssues: (value: readonly ChatMessage[], o) => chatRuleIssues(value, { allowPendingCalls: o.allowPendingCalls ?? false, maxIssues: Number.MAX_SAFE_INTEGER }),
  },
  items: {
    // A Responses request body `{ input, instructions?, … }` too (input a string, or the items).
    check: (value, max) => (isBody(value) ? issuesOf(generated.validateResponsesRequest, value, max) : issuesOf(generated.validateItems, value, max, generated.validateItem)),
    checkMessage: (value) => issuesOf(generated.validateItem, value),
    rules: (value: readonly Item[]) => inBody(value, "input", (items) => itemRuleIssues(items as readonly Item[])),
    vendorIssues: (value: readonly Item[], o) => {
      const issues = inBody(value, "input", (items) => itemsVendorIssues(items as readonly Item[], o.allowPendingCalls));
      return isBody(value) ? [...issues, ...storeIssues(value as never)] : issues;
    },
  },
  claude: {
    check: (value, max) => claudeInputIssues(value, max),
    checkMessage: (value) => issuesOf(generated.validateClaudeMessage, value),
    rules: (value: readonly ClaudeMessage[] | ClaudeRequest) => claudeInputRules(value),
    vendorIssues: (value: readonly ClaudeMessage[] | ClaudeRequest | ClaudeConversation, o) => {
      const issues = claudeVendorIssues(...claudeMessages(value), o.allowPendingCalls, !o.output);
      return Array.isArray(value) || !("thinking" in value) ? issues : [...issues, ...claudeThinkingIssues(value as ClaudeRequest)];
    },
  },
  "chat-completions": {
    // A request body `{ messages, … }` too.
    check: (value, max) => (isBody(value) ? issuesOf(generated.validateChatCompletionRequest, value, max) : issuesOf(generated.validateChatCompletionMessages, value, max, generated.validateChatCompletionMessage)),
    checkMessage: (value) => issuesOf(generated.validateChatCompletionMessage, value),
    rules: (value: readonly ChatCompletionMessage[]) => inBody(value, "messages", (messages) => chatCompletionRuleIssues(messages as readonly ChatCompletionMessage[])),
    vendorIssues: (value: readonly ChatCompletionMessage[], o) => inBody(value, "messages", (messages) => chatCompletionsVendorIssues(messages as readonly ChatCompletionMessage[], o.dialect, o.allowPendingCalls)),
  },
  gemini: {
    check: geminiIssues,
    checkMessage: (value) => (value !== null && typeof value === "object" && "contents" in value ? geminiIssues(value) : issuesOf(generated.validateGeminiContent, value)),
    rules: (value: GeminiInput) => geminiRuleIssues(value),
    vendorIssues: (value: GeminiInput) => geminiVendorIssues(value as GeminiRequest),
  },
};
