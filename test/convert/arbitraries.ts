// fast-check arbitraries for chat and Claude histories, valid by construction.
import fc from "fast-check";
import type {
  AssistantMessage, ChatMessage, ClaudeContentBlock, ClaudeMessage, ContentPart, ImagePart, ReasoningItem, ToolCall,
} from "../../generated/types.js";

const name = fc.stringMatching(/^[a-zA-Z0-9_-]{1,20}$/);
const text = fc.string({ maxLength: 20 });
const base64 = fc.base64String({ maxLength: 24 });

export const imagePart: fc.Arbitrary<ImagePart> = fc.record({
  type: fc.constant("image" as const),
  mimeType: fc.constantFrom("image/jpeg" as const, "image/png" as const, "image/webp" as const, "image/gif" as const),
  data: base64,
});

const contentPart: fc.Arbitrary<ContentPart> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text }),
  imagePart,
  fc.record({ type: fc.constant("file" as const), mimeType: fc.constantFrom("application/pdf", "text/csv", "audio/mpeg", "video/mp4"), data: base64 }),
);

const reasoningItem: fc.Arbitrary<ReasoningItem> = fc.record(
  {
    type: fc.constant("reasoning" as const),
    id: name.map((n) => `rs_${n}`),
    summary: fc.array(fc.record({ type: fc.constant("summary_text" as const), text }), { maxLength: 2 }),
    encrypted_content: fc.option(base64, { nil: undefined }),
  },
  { requiredKeys: ["type", "id", "summary"] },
);

const toolCall = (id: string): fc.Arbitrary<ToolCall> =>
  fc.record({ id: fc.constant(id), name, arguments: fc.oneof(fc.json(), text) });

/** Options for `chatHistory`: include fields with no slot in the items, and which reasoning provider to tag. */
export interface HistoryShape {
  lossy?: boolean;
  provider?: string;
}

function assistantTurn(callIds: string[], shape: HistoryShape): fc.Arbitrary<AssistantMessage> {
  const calls = callIds.length ? fc.tuple(...callIds.map(toolCall)) : fc.constant(undefined);
  const optional = {
    reasoningItems: shape.provider === undefined
      ? fc.constant(undefined)
      : fc.option(fc.record({ provider: fc.constant(shape.provider), items: fc.array(reasoningItem, { minLength: 1, maxLength: 2 }) }), { nil: undefined }),
    reasoning: shape.lossy ? fc.option(text, { nil: undefined }) : fc.constant(undefined),
  };
  return fc.record({ content: callIds.length ? fc.constantFrom("", "ok") : text, calls, ...optional }).map(({ content, calls, reasoningItems, reasoning }) => ({
    role: "assistant" as const,
    content,
    ...(calls ? { toolCalls: calls } : {}),
    ...(reasoning !== undefined ? { reasoning } : {}),
    ...(reasoningItems ? { reasoningItems } : {}),
  }));
}

/** One user → assistant (→ tool answers → assistant) exchange; call ids are unique per history. */
function exchange(index: number, shape: HistoryShape): fc.Arbitrary<ChatMessage[]> {
  return fc.record({
    user: fc.oneof(text, fc.array(contentPart, { maxLength: 3 })),
    callCount: fc.nat({ max: 3 }),
    final: fc.boolean(),
  }).chain(({ user, callCount, final }) => {
    const ids = Array.from({ length: callCount }, (_, j) => `call_${index}_${j}`);
    return fc.tuple(assistantTurn(ids, shape), fc.array(imagePart, { minLength: 1, maxLength: 2 }), assistantTurn([], shape), fc.array(text, { minLength: callCount, maxLength: callCount }), fc.array(fc.boolean(), { minLength: callCount, maxLength: callCount }))
      .map(([turn, images, closing, outputs, withImages]) => {
        const tools: ChatMessage[] = (turn.toolCalls ?? []).map((call, j) => ({
          role: "tool" as const, toolCallId: call.id, name: call.name, content: outputs[j] ?? "", ...(withImages[j] ? { images } : {}),
        }));
        const messages: ChatMessage[] = [{ role: "user", content: user }, turn, ...tools];
        return final && tools.length ? [...messages, closing] : messages;
      });
  });
}

/** A paired chat history: optional system prompt, then exchanges. */
export function chatHistory(shape: HistoryShape = {}): fc.Arbitrary<ChatMessage[]> {
  return fc.record({ system: fc.option(fc.oneof(
    fc.record({ role: fc.constant("system" as const), content: text }),
    fc.record({ role: fc.constant("developer" as const), content: text }),
  ), { nil: undefined }), count: fc.nat({ max: 4 }) }).chain(({ system, count }) =>
    fc.tuple(...Array.from({ length: count }, (_, i) => exchange(i, shape))).map((exchanges) => [
      ...(system ? [system] : []),
      ...exchanges.flat(),
    ]));
}

/** Any valid messages in any order, unpaired ids and lossy fields included. */
export const anyChatMessages: fc.Arbitrary<ChatMessage[]> = fc.array(
  fc.oneof(
    fc.record({ role: fc.constant("system" as const), content: text }),
    fc.record({ role: fc.constant("user" as const), content: fc.oneof(text, fc.array(contentPart, { maxLength: 3 })) }),
    fc.array(name, { maxLength: 3 }).chain((ids) => assistantTurn(ids, { lossy: true, provider: "openai" })),
    fc.record({ role: fc.constant("tool" as const), toolCallId: name, name, content: text, images: fc.option(fc.array(imagePart, { maxLength: 2 }), { nil: undefined }) }, { requiredKeys: ["role", "toolCallId", "name", "content"] }),
  ),
  { maxLength: 8 },
);

const claudeBlock: fc.Arbitrary<ClaudeContentBlock> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text }),
  fc.record({ type: fc.constant("image" as const), source: fc.record({ type: fc.constant("base64" as const), media_type: fc.constantFrom("image/png" as const, "image/jpeg" as const), data: base64 }) }),
  fc.record({ type: fc.constant("tool_use" as const), id: name, name, input: fc.dictionary(name, fc.jsonValue()) }),
  fc.record({ type: fc.constant("tool_result" as const), tool_use_id: name, content: fc.option(fc.oneof(text, fc.array(fc.record({ type: fc.constant("text" as const), text }), { maxLength: 2 })), { nil: undefined }), is_error: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: ["type", "tool_use_id"] }),
  fc.record({ type: fc.constant("thinking" as const), thinking: text, signature: base64 }),
  fc.record({ type: fc.constant("redacted_thinking" as const), data: base64 }),
);

/** Any valid Claude messages. */
export const anyClaudeMessages: fc.Arbitrary<ClaudeMessage[]> = fc.array(
  fc.record({ role: fc.constantFrom("user" as const, "assistant" as const), content: fc.oneof(text, fc.array(claudeBlock, { maxLength: 5 })) }),
  { maxLength: 6 },
);
