// fast-check arbitraries for Chat Completions histories, valid by construction.
import fc from "fast-check";
import type {
  ChatCompletionAssistantMessage, ChatCompletionContentPart, ChatCompletionMessage, ChatCompletionToolCall, ChatMessage,
} from "../../generated/types.js";
import type { ToChatCompletionsOptions } from "../../src/convert/index.js";

const name = fc.stringMatching(/^[a-zA-Z0-9_-]{1,16}$/);
const text = fc.string({ maxLength: 16 });
const nonEmpty = fc.string({ minLength: 1, maxLength: 16 });
const base64 = fc.base64String({ maxLength: 16 });

/** The server a generated history is written for: which reasoning fields it uses. */
export type Dialect = NonNullable<ToChatCompletionsOptions["dialect"]>;

/** Options that make the writer carry every field a history of `dialect` uses. */
export const writerOptions = (dialect: Dialect): ToChatCompletionsOptions =>
  dialect === "deepseek" ? { dialect, reasoningContent: "all" } : { dialect };

const userPart: fc.Arbitrary<ChatCompletionContentPart> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text }),
  fc.record({
    type: fc.constant("image_url" as const),
    image_url: fc.record({
      url: fc.oneof(base64.map((d) => `data:image/png;base64,${d}`), name.map((n) => `https://x.test/${n}.png`), base64.map((d) => `data:image/bmp;base64,${d}`)),
      detail: fc.constantFrom("auto" as const, "low" as const, "high" as const),
    }, { requiredKeys: ["url"] }),
  }),
  fc.record({ type: fc.constant("input_audio" as const), input_audio: fc.record({ data: base64, format: fc.constantFrom("wav" as const, "mp3" as const) }) }),
  fc.record({
    type: fc.constant("file" as const),
    file: fc.oneof(
      fc.record({ file_data: fc.tuple(fc.constantFrom("application/pdf", "text/plain"), base64).map(([m, d]) => `data:${m};base64,${d}`), filename: name }, { requiredKeys: ["file_data"] }),
      fc.record({ file_id: name.map((n) => `file-${n}`), filename: name }, { requiredKeys: ["file_id"] }),
    ),
  }),
);

const withName = <T extends object>(base: fc.Arbitrary<T>) =>
  fc.tuple(base, fc.option(name, { nil: undefined })).map(([m, n]) => (n === undefined ? m : { ...m, name: n }));

function call(id: string, dialect: Dialect): fc.Arbitrary<ChatCompletionToolCall> {
  const fn = fc.record({
    id: fc.constant(id),
    type: fc.constant("function" as const),
    function: fc.record({ name, arguments: fc.oneof(fc.json(), text) }),
  });
  const signed = dialect === "gemini"
    ? fc.tuple(fn, fc.option(base64, { nil: undefined })).map(([c, s]) => (s === undefined ? c : { ...c, extra_content: { google: { thought_signature: s } } }))
    : fn;
  return fc.oneof(signed, fc.record({ id: fc.constant(id), type: fc.constant("custom" as const), custom: fc.record({ name, input: text }) }));
}

function assistant(ids: string[], dialect: Dialect): fc.Arbitrary<ChatCompletionAssistantMessage> {
  const calls = ids.length ? fc.tuple(...ids.map((id) => call(id, dialect))) : fc.constant(undefined);
  const detail = fc.oneof(
    fc.record({ type: fc.constant("reasoning.text" as const), text, signature: fc.option(base64, { nil: null }) }),
    fc.record({ type: fc.constant("reasoning.encrypted" as const), data: base64, format: fc.constant("anthropic-claude-v1"), index: fc.nat(3) }),
    fc.record({ type: fc.constant("reasoning.summary" as const), summary: text, id: fc.option(name, { nil: null }) }),
  );
  return fc.record({
    calls,
    refusal: fc.option(nonEmpty, { nil: undefined }),
    name: fc.option(name, { nil: undefined }),
    audio: fc.option(name.map((n) => ({ id: `audio_${n}` })), { nil: undefined }),
    text: fc.option(nonEmpty, { nil: undefined }),
    reasoning: dialect === "deepseek" || dialect === "openrouter" ? fc.option(text, { nil: undefined }) : fc.constant(undefined),
    details: dialect === "openrouter" ? fc.option(fc.array(detail, { maxLength: 3 }), { nil: undefined }) : fc.constant(undefined),
  }).map(({ calls, refusal, name, audio, text, reasoning, details }) => {
    const empty = calls !== undefined || refusal !== undefined || audio !== undefined;
    const out: ChatCompletionAssistantMessage = { role: "assistant", content: text ?? (empty ? null : "") };
    if (refusal !== undefined) out.refusal = refusal;
    if (name !== undefined) out.name = name;
    if (calls) out.tool_calls = calls;
    if (audio) out.audio = audio;
    if (reasoning !== undefined) out[dialect === "deepseek" ? "reasoning_content" : "reasoning"] = reasoning;
    if (details !== undefined) out.reasoning_details = details;
    return out;
  });
}

/** One user turn: the user, an assistant turn, its tool answers, maybe a closing answer. */
function exchange(index: number, dialect: Dialect): fc.Arbitrary<ChatCompletionMessage[]> {
  return fc.record({
    user: withName(fc.record({ role: fc.constant("user" as const), content: fc.oneof(text, fc.array(userPart, { maxLength: 3 })) })),
    callCount: fc.nat({ max: 3 }),
  }).chain(({ user, callCount }) => {
    const ids = Array.from({ length: callCount }, (_, j) => `call_${index}_${j}`);
    return fc.tuple(assistant(ids, dialect), fc.array(text, { minLength: callCount, maxLength: callCount }), fc.option(assistant([], dialect), { nil: undefined }))
      .map(([turn, outputs, closing]) => [
        user,
        turn,
        ...ids.map((id, j) => ({ role: "tool" as const, tool_call_id: id, content: outputs[j]! })),
        ...(closing && callCount ? [closing] : []),
      ]);
  });
}

/**
 * A Chat Completions history in the form the writer produces for `dialect`, using only what the hub
 * carries: reading it and writing it back for that dialect must give it again, with no warning.
 */
export function carriedHistory(dialect: Dialect): fc.Arbitrary<ChatCompletionMessage[]> {
  const system = withName(fc.record({ role: fc.constantFrom("system" as const, "developer" as const), content: text }));
  return fc.record({ system: fc.option(system, { nil: undefined }), count: fc.nat({ max: 3 }) }).chain(({ system, count }) =>
    fc.tuple(...Array.from({ length: count }, (_, i) => exchange(i, dialect))).map((turns) => [...(system ? [system] : []), ...turns.flat()]));
}

/** A history of any dialect (the dialect it was made for is returned with it). */
export const dialectHistory = fc.constantFrom<Dialect>("openai", "deepseek", "openrouter", "gemini")
  .chain((dialect) => carriedHistory(dialect).map((history) => ({ dialect, history })));

/** Any valid messages in any order: text-part content, response fields, deprecated forms, unpaired ids. */
export const anyChatCompletionMessages: fc.Arbitrary<ChatCompletionMessage[]> = fc.array(
  fc.oneof(
    fc.record({ role: fc.constantFrom("system" as const, "developer" as const), content: fc.oneof(text, fc.array(fc.record({ type: fc.constant("text" as const), text }), { maxLength: 3 })) }),
    fc.record({ role: fc.constant("user" as const), content: fc.oneof(text, fc.array(userPart, { maxLength: 3 })) }),
    fc.array(name, { maxLength: 2 }).chain((ids) => assistant(ids, "openrouter")),
    fc.array(name, { maxLength: 2 }).chain((ids) => assistant(ids, "gemini")),
    fc.record({
      role: fc.constant("assistant" as const), content: fc.option(text, { nil: null }), refusal: fc.constant(null),
      annotations: fc.array(fc.record({ type: fc.constant("url_citation" as const), url_citation: fc.record({ start_index: fc.nat(9), end_index: fc.nat(9), title: text, url: name.map((n) => `https://x.test/${n}`) }) }), { maxLength: 1 }),
      audio: fc.option(fc.record({ id: name, data: base64, expires_at: fc.nat(), transcript: text }), { nil: null }),
      function_call: fc.option(fc.record({ name, arguments: fc.json() }), { nil: undefined }),
    }, { requiredKeys: ["role", "content", "refusal"] }),
    fc.record({ role: fc.constant("tool" as const), tool_call_id: name, content: fc.oneof(text, fc.array(fc.record({ type: fc.constant("text" as const), text }), { maxLength: 2 })) }),
    fc.record({ role: fc.constant("function" as const), name, content: fc.option(text, { nil: null }) }),
  ),
  { maxLength: 8 },
);

/**
 * A paired hub history that also uses the fields the hub gained for Chat Completions (names,
 * refusals, audio ids, custom calls, parts by URL or file id, detail, filenames).
 */
export function hubHistory(base: fc.Arbitrary<ChatMessage[]>): fc.Arbitrary<ChatMessage[]> {
  const extras = fc.record({
    name: fc.option(name, { nil: undefined }),
    refusal: fc.option(nonEmpty, { nil: undefined }),
    audioId: fc.option(name.map((n) => `audio_${n}`), { nil: undefined }),
    custom: fc.boolean(),
    parts: fc.array(fc.oneof(
      fc.record({ type: fc.constant("imageUrl" as const), url: name.map((n) => `https://x.test/${n}.png`), detail: fc.constantFrom("low" as const, "high" as const) }, { requiredKeys: ["type", "url"] }),
      fc.record({ type: fc.constant("fileId" as const), fileId: name.map((n) => `file-${n}`), filename: name }, { requiredKeys: ["type", "fileId"] }),
      fc.record({ type: fc.constant("file" as const), mimeType: fc.constant("application/pdf"), data: base64, filename: name }),
      fc.record({ type: fc.constant("image" as const), mimeType: fc.constant("image/png" as const), data: base64, detail: fc.constantFrom("auto" as const, "low" as const) }),
    ), { maxLength: 2 }),
  });
  return base.chain((history) => fc.array(extras, { minLength: history.length, maxLength: history.length }).map((more) =>
    history.map((message, i): ChatMessage => {
      const x = more[i]!;
      switch (message.role) {
        case "system":
        case "developer":
          return x.name === undefined ? message : { ...message, name: x.name };
        case "user": {
          const content = typeof message.content === "string" || x.parts.length === 0 ? message.content : [...message.content, ...x.parts];
          return { ...message, content, ...(x.name === undefined ? {} : { name: x.name }) };
        }
        case "assistant": {
          const calls = message.toolCalls?.map((call) => (x.custom ? { id: call.id, type: "custom" as const, name: call.name, arguments: call.arguments } : call));
          const refusal = x.refusal !== undefined && !calls?.length ? { refusal: x.refusal } : {};
          return {
            ...message, ...refusal,
            ...(x.name === undefined ? {} : { name: x.name }), ...(x.audioId === undefined ? {} : { audioId: x.audioId }),
            ...(calls ? { toolCalls: calls } : {}),
          };
        }
        case "tool":
          return message;
      }
    })));
}
