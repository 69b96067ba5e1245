// Round-trip laws for Claude (1,000 runs each): claude → hub → claude and hub → claude → hub are the
// identity on what both carry, items → claude → items keeps tool loops; every difference is a named warning.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type {
  ChatMessage, ClaudeContentBlock, ClaudeMessage, ClaudeRequest, ContentPart, ImagePart, Item,
} from "../../generated/types.js";
import { convert, fromClaudeMessages, toClaudeMessages, type ConversionWarning } from "../../src/convert/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { thinkingText } from "../../src/convert/to-claude.js";
import { anyChatMessages, anyClaudeMessages } from "./arbitraries.js";
import { accepted, deepFreeze, expectValidChat, expectValidItems } from "./helpers.js";
import { propertyRuns } from "../runs.js";

const RUNS = propertyRuns(250, 1000);

/** Runs `convert` twice on a frozen input: same output and warnings both times, the input untouched. */
function run(value: unknown, from: string, to: string, extra: object = {}): { out: unknown; warnings: ConversionWarning[] } {
  const frozen = deepFreeze(structuredClone(value));
  const once = () => {
    const warnings: ConversionWarning[] = [];
    const out = convert(frozen as never, { from, to, ...extra, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
    return { out, warnings };
  };
  const first = once();
  expect(once()).toEqual(first);
  expect(frozen).toEqual(value);
  return first;
}

const nonEmpty = fc.string({ minLength: 1, maxLength: 12 });
const base64 = fc.base64String({ minLength: 4, maxLength: 16 });
const id = fc.stringMatching(/^[a-zA-Z0-9_-]{1,12}$/);
const mimeType = fc.constantFrom("image/jpeg" as const, "image/png" as const, "image/webp" as const, "image/gif" as const);
const signature = fc.stringMatching(/^[A-Za-z0-9+/]{8,40}={0,2}$/);
/** Tool input a JSON parser reads back exactly: integers beyond 2^53 are warned (unsafe_integer), so they are left to their own test. */
const input = fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
  .filter((value) => !/\d{16}|\de\+/.test(JSON.stringify(value)));

// ---- the equivalences Claude itself defines ----------------------------------------------------

type Block = Record<string, unknown>;

/** A string content is one text block; a tool result's string is one text block and an absent or empty one nothing. */
function blocks(content: string | readonly unknown[] | undefined): Block[] {
  if (content === undefined || content === "") return [];
  if (typeof content === "string") return [{ type: "text", text: content }];
  return content.map((block) => {
    const b = block as Block;
    if (b.type !== "tool_result") return b;
    const { content: inner, ...rest } = b;
    const list = blocks(inner as string | unknown[] | undefined);
    return list.length ? { ...rest, content: list } : rest;
  });
}

/**
 * A request in the form Claude treats as the same: block lists everywhere, consecutive turns of one role
 * joined (the API joins them), as JSON text carries it (a -0 in a tool input is 0 on the wire).
 */
function normal(request: ClaudeRequest): { system: Block[]; messages: { role: string; content: Block[] }[] } {
  const messages: { role: string; content: Block[] }[] = [];
  for (const m of request.messages) {
    const content = blocks(m.content as string | unknown[]);
    const last = messages.at(-1);
    if (last && last.role === m.role) last.content.push(...content);
    else messages.push({ role: m.role, content });
  }
  return JSON.parse(JSON.stringify({ system: blocks(request.system as string | unknown[] | undefined), messages })) as ReturnType<typeof normal>;
}

/**
 * Hub messages in a comparable form: a user's string is one text part, and an assistant's Anthropic
 * thinking blocks have their text as `reasoning` (the Claude reader writes it there, for targets that read it).
 */
function normalChat(messages: ChatMessage[]): ChatMessage[] {
  return messages.map((m) => {
    if (m.role === "user" && typeof m.content === "string") return { ...m, content: [{ type: "text", text: m.content }] };
    const reasoning = m.role === "assistant" && m.reasoning === undefined ? thinkingText(m) : undefined;
    return reasoning === undefined ? m : { ...m, reasoning };
  });
}

// ---- Claude histories both sides carry ----------------------------------------------------------

const thinking = fc.oneof(
  fc.record({ type: fc.constant("thinking" as const), thinking: fc.string({ maxLength: 20 }), signature }),
  fc.record({ type: fc.constant("redacted_thinking" as const), data: signature }),
);
const image = fc.record({ type: fc.constant("image" as const), source: fc.record({ type: fc.constant("base64" as const), media_type: mimeType, data: base64 }) });
const userBlock: fc.Arbitrary<ClaudeContentBlock> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text: nonEmpty }),
  image,
  fc.record({ type: fc.constant("document" as const), source: fc.record({ type: fc.constant("base64" as const), media_type: fc.constant("application/pdf" as const), data: base64 }) }),
  fc.record({ type: fc.constant("image" as const), source: fc.record({ type: fc.constant("url" as const), url: fc.webUrl() }) }),
);

/** An assistant turn's blocks in any order (thinking interleaved with text and calls), with unique call ids. */
function assistantBlocks(turn: number): fc.Arbitrary<ClaudeContentBlock[]> {
  return fc.array(fc.oneof(
    thinking,
    fc.record({ type: fc.constant("text" as const), text: nonEmpty }),
    fc.record({ type: fc.constant("tool_use" as const), id: fc.constant(""), name: id, input }),
  ), { minLength: 1, maxLength: 6 }).map((list) => list.map((block, k) => (block.type === "tool_use" ? { ...block, id: `toolu_${turn}_${k}` } : block)));
}

const resultContent = fc.oneof(
  fc.constant(undefined),
  nonEmpty,
  fc.tuple(fc.option(nonEmpty, { nil: undefined }), fc.array(image, { minLength: 1, maxLength: 2 }))
    .map(([text, images]) => [...(text === undefined ? [] : [{ type: "text" as const, text }]), ...images]),
);

function exchange(turn: number): fc.Arbitrary<ClaudeMessage[]> {
  return fc.tuple(fc.oneof(nonEmpty, fc.array(userBlock, { minLength: 1, maxLength: 3 })), assistantBlocks(turn), fc.array(userBlock, { maxLength: 2 }))
    .chain(([question, answer, after]) => {
      const ids = answer.flatMap((b) => (b.type === "tool_use" ? [b.id] : []));
      return fc.tuple(...ids.map(() => fc.record({ content: resultContent, is_error: fc.option(fc.boolean(), { nil: undefined }) })))
        .map((results): ClaudeMessage[] => {
          const answers: ClaudeContentBlock[] = results.map((r, k) => ({
            type: "tool_result", tool_use_id: ids[k]!,
            ...(r.content === undefined ? {} : { content: r.content }), ...(r.is_error === undefined ? {} : { is_error: r.is_error }),
          }));
          const messages: ClaudeMessage[] = [{ role: "user", content: question }, { role: "assistant", content: answer }];
          if (answers.length) messages.push({ role: "user", content: [...answers, ...after] }, { role: "assistant", content: [{ type: "text", text: "done" }] });
          return messages;
        });
    });
}

const claudeRequest: fc.Arbitrary<ClaudeRequest> = fc.record({
  system: fc.option(fc.oneof(nonEmpty, fc.array(fc.record({ type: fc.constant("text" as const), text: nonEmpty }), { minLength: 2, maxLength: 3 })), { nil: undefined }),
  count: fc.nat({ max: 4 }),
}).chain(({ system, count }) => fc.tuple(...Array.from({ length: count }, (_, t) => exchange(t))).map((turns) => ({
  ...(system === undefined ? {} : { system }),
  messages: turns.flat(),
})));

/**
 * The part of a request the items carry too: no documents (the items want a filename), no is_error, and
 * (as in every real response) no assistant message ending in thinking: a reasoning item needs a turn after it.
 */
function forItems(request: ClaudeRequest): ClaudeRequest {
  const keep = (m: ClaudeMessage): ClaudeMessage => {
    if (typeof m.content === "string") return m;
    const content = m.content.filter((b) => b.type !== "document").map((b) => (b.type === "tool_result" ? (({ is_error: _, ...rest }) => rest)(b) : b));
    const last = content.at(-1)?.type;
    if (m.role === "assistant" && (last === "thinking" || last === "redacted_thinking")) content.push({ type: "text", text: "ok" });
    return { ...m, content: content.length ? content : "ok" } as ClaudeMessage;
  };
  return { ...request, messages: request.messages.map(keep) };
}

// ---- hub histories both sides carry -------------------------------------------------------------

const imagePart: fc.Arbitrary<ImagePart> = fc.record({ type: fc.constant("image" as const), mimeType, data: base64 });
const userPart: fc.Arbitrary<ContentPart> = fc.oneof(
  fc.record({ type: fc.constant("text" as const), text: nonEmpty }),
  imagePart,
  fc.record({ type: fc.constant("file" as const), mimeType: fc.constant("application/pdf"), data: base64 }),
  fc.record({ type: fc.constant("imageUrl" as const), url: fc.webUrl() }),
);

function hubExchange(turn: number): fc.Arbitrary<ChatMessage[]> {
  return fc.record({
    question: fc.oneof(nonEmpty, fc.array(userPart, { minLength: 1, maxLength: 3 })),
    reasoning: fc.array(thinking, { maxLength: 2 }),
    text: fc.option(nonEmpty, { nil: undefined }),
    calls: fc.array(fc.record({ name: id, input, content: fc.string({ maxLength: 8 }), images: fc.array(imagePart, { maxLength: 2 }), isError: fc.option(fc.boolean(), { nil: undefined }) }), { maxLength: 4 }),
    closing: fc.option(nonEmpty, { nil: undefined }),
  }).map(({ question, reasoning, text, calls, closing }) => {
    const toolCalls = calls.map((c, k) => ({ id: `call_${turn}_${k}`, name: c.name, arguments: JSON.stringify(c.input) }));
    const content = text ?? (toolCalls.length || reasoning.length ? "" : "ok");
    const messages: ChatMessage[] = [
      { role: "user", content: question },
      { role: "assistant", content, ...(toolCalls.length ? { toolCalls } : {}), ...(reasoning.length ? { reasoningItems: { provider: "anthropic", items: reasoning } } : {}) },
      ...calls.map((c, k): ChatMessage => ({
        role: "tool", toolCallId: toolCalls[k]!.id, name: c.name, content: c.content,
        ...(c.images.length ? { images: c.images } : {}), ...(c.isError === undefined ? {} : { isError: c.isError }),
      })),
    ];
    if (closing !== undefined && calls.length) messages.push({ role: "assistant", content: closing });
    return messages;
  });
}

const hubHistory: fc.Arbitrary<ChatMessage[]> = fc.record({ system: fc.option(nonEmpty, { nil: undefined }), count: fc.nat({ max: 4 }) })
  .chain(({ system, count }) => fc.tuple(...Array.from({ length: count }, (_, t) => hubExchange(t))).map((turns): ChatMessage[] => [
    ...(system === undefined ? [] : [{ role: "system" as const, content: system }]),
    ...turns.flat(),
  ]));

// ---- items tool loops ---------------------------------------------------------------------------

const toolLoop: fc.Arbitrary<Item[]> = fc.array(fc.record({
  question: nonEmpty,
  said: fc.option(nonEmpty, { nil: undefined }),
  calls: fc.array(fc.record({
    name: id, input,
    output: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.tuple(fc.option(nonEmpty, { nil: undefined }), fc.array(imagePart, { minLength: 1, maxLength: 2 })),
    ),
  }), { minLength: 1, maxLength: 5 }),
}), { maxLength: 4 }).map((turns) => turns.flatMap(({ question, said, calls }, t): Item[] => [
  { type: "message", role: "user", content: question },
  ...(said === undefined ? [] : [{ type: "message" as const, role: "assistant" as const, content: said }]),
  ...calls.map((c, k): Item => ({ type: "function_call", call_id: `call_${t}_${k}`, name: c.name, arguments: JSON.stringify(c.input) })),
  ...calls.map((c, k): Item => ({
    type: "function_call_output", call_id: `call_${t}_${k}`,
    output: typeof c.output === "string" ? c.output : [
      ...(c.output[0] === undefined ? [] : [{ type: "input_text" as const, text: c.output[0] }]),
      ...c.output[1].map((img) => ({ type: "input_image" as const, detail: "auto" as const, image_url: `data:${img.mimeType};base64,${img.data}` })),
    ],
  })),
  { type: "message", role: "assistant", content: "done" },
]));

describe("Claude round-trip laws", () => {
  it("claude → hub → claude is the identity, thinking blocks byte for byte and in order, with no warning", () => {
    let thoughts = 0;
    fc.assert(fc.property(claudeRequest, (request) => {
      fc.pre(accepted("claude", request));
      const hub = run(request, "claude", "chat");
      expect(hub.warnings).toEqual([]);
      expectValidChat(hub.out as ChatMessage[]);
      const back = run(hub.out, "chat", "claude");
      expect(back.warnings).toEqual([]);
      expect(FORMATS.claude.check(back.out)).toEqual([]);
      expect(normal(back.out as ClaudeRequest)).toEqual(normal(request));
      const signed = (r: ClaudeRequest) => JSON.stringify(r.messages.flatMap((m) => blocks(m.content as never).filter((b) => b.type === "thinking" || b.type === "redacted_thinking")));
      expect(signed(back.out as ClaudeRequest)).toBe(signed(request));
      thoughts += (signed(request).match(/"type":"(redacted_)?thinking"/g) ?? []).length;
    }), RUNS);
    expect(thoughts).toBeGreaterThan(RUNS.numRuns);
  });

  it("claude → items → claude keeps thinking (as reasoning items) byte for byte and in order; only the made-up ids are reported", () => {
    fc.assert(fc.property(claudeRequest.map(forItems), (request) => {
      fc.pre(accepted("claude", request));
      const options = { thinking: "reasoning-items", provider: "anthropic", reasoningId: (path: string) => `rs_${path.replace(/\//g, "_")}` };
      const items = run(request, "claude", "items", options);
      expect(items.warnings).toEqual([]);
      expectValidItems(items.out as Item[]);
      const back = run(items.out, "items", "claude", { provider: "anthropic" });
      expect(new Set(back.warnings.map((w) => w.code))).toEqual(new Set(back.warnings.length ? ["reasoning_id_dropped"] : []));
      expect(normal(back.out as ClaudeRequest)).toEqual(normal(request));
    }), RUNS);
  });

  it("claude → hub → claude on any valid messages: every difference is a named warning", () => {
    let clean = 0;
    fc.assert(fc.property(anyClaudeMessages, (messages) => {
      const hub = run(messages, "claude", "chat");
      const back = run(hub.out, "chat", "claude");
      if (hub.warnings.length || back.warnings.length) return;
      clean++;
      expect(normal(back.out as ClaudeRequest)).toEqual(normal({ messages }));
    }), RUNS);
    expect(clean).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it("hub → claude → hub is the identity on what both carry, with no warning", () => {
    fc.assert(fc.property(hubHistory, (history) => {
      const claude = run(history, "chat", "claude");
      fc.pre(!claude.warnings.some((w) => w.code === "trailing_whitespace"));
      expect(claude.warnings).toEqual([]);
      const back = run(claude.out, "claude", "chat");
      expect(back.warnings).toEqual([]);
      expect(normalChat(back.out as ChatMessage[])).toEqual(normalChat(history));
    }), RUNS);
  });

  it("hub → claude → hub on any valid history: every difference is a named warning", () => {
    let clean = 0;
    fc.assert(fc.property(anyChatMessages, (history) => {
      const claude = run(history, "chat", "claude");
      const back = run(claude.out, "claude", "chat");
      if (claude.warnings.length || back.warnings.length) return;
      clean++;
      expect(normalChat(back.out as ChatMessage[])).toEqual(normalChat(history));
    }), RUNS);
    expect(clean).toBeGreaterThan(RUNS.numRuns / 10);
  });

  it("items → claude → items keeps tool loops with parallel calls and image outputs", () => {
    fc.assert(fc.property(toolLoop, (items) => {
      const claude = run(items, "items", "claude");
      expect(claude.warnings).toEqual([]);
      const back = run(claude.out, "claude", "items");
      expect(back.warnings).toEqual([]);
      expectValidItems(back.out as Item[]);
      expect(back.out).toEqual(items);
    }), RUNS);
  });

  it("fromClaudeMessages is claude → hub → items: the same items and the same warnings", () => {
    fc.assert(fc.property(fc.oneof(anyClaudeMessages, claudeRequest.map((r) => r.messages)), fc.boolean(), (messages, asReasoning) => {
      const options = asReasoning ? { thinking: "reasoning-items" as const, reasoningId: (path: string) => `rs${path}` } : {};
      const warnings: ConversionWarning[] = [];
      const direct = fromClaudeMessages(messages, { ...options, onWarning: (w) => warnings.push(w) });
      const hub = run(messages, "claude", "items", { ...options, provider: "anthropic" });
      expect(direct).toEqual(hub.out);
      expect(warnings).toEqual(hub.warnings);
    }), RUNS);
  });

  it("toClaudeMessages equals convert from chat, and its output validates", () => {
    fc.assert(fc.property(anyChatMessages, (history) => {
      const { out } = run(history, "chat", "claude");
      expect(toClaudeMessages(history)).toEqual(out);
      expect(FORMATS.claude.check(out)).toEqual([]);
    }), RUNS);
  });
});
