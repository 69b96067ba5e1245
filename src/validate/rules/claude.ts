// The request rules of Anthropic's Messages API, as data, and their check.
import type { ClaudeMessage } from "../../../generated/types.js";
import type { Issue } from "../issue.js";
import { broken, byCode, frozen, type VendorRule } from "./rule.js";

const RULES = [
  {
    code: "tool_use_without_tool_result",
    says: "tool_use ids were found without tool_result blocks immediately after",
    source: "Anthropic error text (400), as reported in zeroclaw-labs/zeroclaw#5264",
  },
  {
    code: "tool_result_without_tool_use",
    says: "unexpected `tool_use_id` found in `tool_result` blocks: … Each `tool_result` block must have a corresponding `tool_use` block in the previous message.",
    source: "Anthropic error text (400), as reported in cline/cline#7225",
  },
  {
    code: "duplicate_tool_result",
    says: "each tool_use is answered by exactly one tool_result",
    source: "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use",
  },
  {
    code: "tool_results_first",
    says: "in the user message holding tool results, tool_result blocks must come first in the content array; any text must come after all tool results",
    source: "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use",
    repair: "the writer puts tool_result blocks first (`content_reordered`)",
  },
  {
    code: "empty_content",
    says: "all messages must have non-empty content except for the optional final assistant message; messages: text content blocks must be non-empty",
    source: "Anthropic error text (400), as reported in mastra-ai/mastra#14559",
    repair: "the writer leaves out empty text blocks (`empty_text_dropped`) and messages left with nothing (`empty_message_dropped`), but writes an empty final assistant message (`content: \"\"`, or `[]` when the Claude input had that), which Claude takes",
  },
  {
    code: "trailing_whitespace",
    says: "final assistant content cannot end with trailing whitespace",
    source: "Anthropic error text (400); LiteLLM and the Vercel AI SDK trim the final text for it",
    repair: "the writer trims the end of the final assistant message's last text (`trailing_whitespace`)",
  },
  {
    code: "invalid_signature",
    says: "messages.N.content.M: Invalid `signature` in `thinking` block",
    source: "Anthropic error text (400), as reported in OpenRouterTeam/ai-sdk-provider#423",
    repair: "the writer drops a thinking block with an empty signature, or a redacted_thinking block with empty data (`invalid_signature`)",
  },
  {
    code: "system_role_message",
    says: "messages take the roles user and assistant; a system-role message is accepted only with the mid-conversation system beta",
    source: "@anthropic-ai/sdk MessageParam (role \"system\" with the mid-conversation-system-2026-04-07 beta)",
    repair: "with systemMessages \"keep\" the writer keeps it and warns `system_kept_in_place`; \"user-note\" or \"hoist\" avoid it",
  },
  {
    code: "thinking_tool_choice",
    says: "tool use with extended thinking supports tool_choice auto or none only; any or a named tool is refused",
    source: "Amazon Bedrock's documentation of Claude's extended thinking (\"Tool choice with thinking: only auto or none\"), also quoted from Anthropic's docs by third parties",
    repair: "none: the writer keeps the choice the request asked for and names it (`strict` throws)",
  },
  {
    code: "thinking_block_missing",
    says: "When `thinking` is enabled, a final `assistant` message must start with a thinking block (preceeding the lastmost set of `tool_use` and `tool_result` blocks)",
    source: "Anthropic error text (400), as reported in BerriAI/litellm#15601; https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking (thinking blocks of the last assistant turn are passed back during tool use)",
    repair: "none: a writer cannot make a signed block up; it names the turn (`strict` throws). Keep the thinking blocks of the turn, or end the turn first",
  },
] as const satisfies readonly VendorRule[];

/** The request rules of Anthropic's Messages API (pairing, block order, empty content, whitespace, signatures). */
export const CLAUDE_RULES: readonly VendorRule[] = /* @__PURE__ */ frozen(RULES);

const RULE = /* @__PURE__ */ byCode(RULES);

type Block = { type: string; [key: string]: unknown };
const blocksOf = (message: ClaudeMessage): readonly Block[] | undefined =>
  typeof message.content === "string" ? undefined : (message.content as unknown as readonly Block[]);

/** Where the last text of a message ends: its path and text, when it is text. */
function lastText(message: ClaudeMessage, at: string): { path: string; text: string } | undefined {
  if (typeof message.content === "string") return { path: `${at}/content`, text: message.content };
  const blocks = blocksOf(message)!;
  const k = blocks.length - 1;
  const block = blocks[k];
  return block?.type === "text" ? { path: `${at}/content/${k}/text`, text: block.text as string } : undefined;
}

/**
 * The Messages API's request rules on valid Claude messages (`base` prefixes every path: `""` for the
 * array, `"/messages"` for a request body), in input order. With `allowPendingCalls`, the tool_use
 * blocks of a final assistant message may still wait for their results; without `systemRole`, a
 * system-role message (Claude's mid-conversation system beta) is not reported.
 */
export function claudeVendorIssues(messages: readonly ClaudeMessage[], base = "", allowPendingCalls = false, systemRole = true): Issue[] {
  const out: Issue[] = [];
  /** Calls of the previous assistant turn, not answered yet: id → path; `pending`, those of the turn being read. */
  let open = new Map<string, string>();
  let pending = new Map<string, string>();
  let answered = new Set<string>();
  let previous: ClaudeMessage["role"] | undefined;
  const unanswered = (why: string) => {
    for (const [id, path] of open) out.push(broken(RULE.tool_use_without_tool_result, path, `tool_use ${JSON.stringify(id)} ${why}`, id));
    open = new Map();
  };
  messages.forEach((message, i) => {
    const at = `${base}/${i}`;
    if (message.role !== previous) {
      if (open.size && (previous === "user" || message.role !== "user")) unanswered(`has no tool_result in the user message right after it (the turn ends before ${at})`);
      if (message.role === "user") answered = new Set();
    }
    if (message.role === "system" && systemRole) out.push(broken(RULE.system_role_message, at, "a system-role message in messages"));
    const blocks = blocksOf(message);
    const final = i === messages.length - 1 && message.role === "assistant";
    if ((blocks ? blocks.length === 0 : message.content === "") && !final) out.push(broken(RULE.empty_content, `${at}/content`, `a ${message.role} message with empty content`));
    let other = false;
    blocks?.forEach((block, k) => {
      const path = `${at}/content/${k}`;
      if (block.type === "text" && block.text === "") out.push(broken(RULE.empty_content, path, "an empty text block"));
      if (block.type === "thinking" && block.signature === "") out.push(broken(RULE.invalid_signature, `${path}/signature`, "a thinking block with an empty signature"));
      if (block.type === "redacted_thinking" && block.data === "") out.push(broken(RULE.invalid_signature, `${path}/data`, "a redacted_thinking block with empty data"));
      if (block.type !== "tool_result") {
        other = true;
        if (message.role === "assistant" && block.type === "tool_use") pending.set(block.id as string, path);
        return;
      }
      if (other && message.role === "user") out.push(broken(RULE.tool_results_first, path, "a tool_result after other content of its user message"));
      const id = block.tool_use_id as string;
      if (answered.has(id)) out.push(broken(RULE.duplicate_tool_result, `${path}/tool_use_id`, `tool_use ${JSON.stringify(id)} is already answered`, id));
      else if (message.role !== "user" || !open.has(id)) out.push(broken(RULE.tool_result_without_tool_use, `${path}/tool_use_id`, `no tool_use ${JSON.stringify(id)} in the assistant message before it`, id));
      else {
        open.delete(id);
        answered.add(id);
      }
    });
    const next = messages[i + 1];
    if (message.role === "assistant" && next?.role !== "assistant") {
      for (const [id, path] of pending) open.set(id, path);
      pending = new Map();
    }
    const text = final ? lastText(message, at) : undefined;
    if (text && /\s$/u.test(text.text)) out.push(broken(RULE.trailing_whitespace, text.path, "the final assistant message ends with whitespace"));
    previous = message.role;
  });
  if (open.size && (previous === "user" || !allowPendingCalls)) unanswered(previous === "user" ? "has no tool_result in the user message right after it" : "is never answered (pass allowPendingCalls when the tools are about to run)");
  return out;
}

/**
 * A request body's rule beyond its messages': with `thinking` enabled, the assistant turn whose tool
 * results end the conversation (the turn Claude goes on with) starts with a thinking or
 * redacted_thinking block. Earlier turns may leave theirs out.
 */
export function claudeThinkingIssues(body: { thinking?: unknown; tool_choice?: unknown; messages: readonly ClaudeMessage[] }, base = "/messages"): Issue[] {
  const thinking = body.thinking as { type?: unknown } | null | undefined;
  if (thinking === null || typeof thinking !== "object" || thinking.type !== "enabled") return [];
  return [
    ...(forcedChoice(body) ? [broken(RULE.thinking_tool_choice, "/tool_choice", `thinking is enabled and tool_choice is ${JSON.stringify((body.tool_choice as { type: unknown }).type)}`)] : []),
    ...lastTurnThinking(body.messages, base),
  ];
}

/** A Claude body with thinking enabled and a tool choice that forces a call (`any`, a named tool), which the API refuses. */
export function forcedChoice(body: { thinking?: unknown; tool_choice?: unknown }): boolean {
  const thinking = body.thinking as { type?: unknown } | null | undefined;
  const choice = body.tool_choice as { type?: unknown } | null | undefined;
  return thinking !== null && typeof thinking === "object" && thinking.type === "enabled"
    && choice !== null && typeof choice === "object" && (choice.type === "any" || choice.type === "tool");
}

/** The turn Claude goes on with (its tool results end the conversation) starts with its thinking. */
function lastTurnThinking(messages: readonly ClaudeMessage[], base: string): Issue[] {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role === "user") last--;
  const results = messages[last + 1];
  const answered = results !== undefined && (blocksOf(results) ?? []).some((b) => b.type === "tool_result");
  if (last < 0 || messages[last]!.role !== "assistant" || !answered) return [];
  let first = last;
  while (first > 0 && messages[first - 1]!.role === "assistant") first--;
  const blocks = blocksOf(messages[first]!);
  const head = blocks?.[0];
  if (head?.type === "thinking" || head?.type === "redacted_thinking") return [];
  const at = `${base}/${first}/content${blocks && blocks.length ? "/0" : ""}`;
  // The issue is about the turn's first call (a writer's warning points at it in the hub).
  const call = messages.slice(first, last + 1).flatMap((m) => blocksOf(m) ?? []).find((b) => b.type === "tool_use");
  return [broken(RULE.thinking_block_missing, at, `thinking is enabled and the assistant turn its last tool results answer starts with ${head === undefined ? "text" : `a ${head.type} block`}`, call?.id as string | undefined)];
}
