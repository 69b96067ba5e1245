// Seeded, realistic benchmark inputs: an agent conversation, chat histories, a JSONL dataset.
import { createWriteStream } from "node:fs";
import type { ChatCompletionMessage, ChatCompletionToolCall, ChatMessage, Item } from "../generated/types.js";

/** A deterministic pseudo-random source (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ("the a weather in paris is mild today forecast shows rain tomorrow temperature degrees celsius wind " +
  "north city hotel flight booking price euros search results found three options cheapest route train " +
  "station arrives morning please confirm which option you prefer summary tool call returned data").split(" ");
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function text(r: () => number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[Math.floor(r() * WORDS.length)]!);
  return out.join(" ");
}

function base64(r: () => number, chars: number): string {
  let s = "";
  for (let i = 0; i < chars; i++) s += B64[Math.floor(r() * 64)];
  return s;
}

const id = (r: () => number, prefix: string) => `${prefix}_${base64(r, 24).replace(/[+/]/g, "x")}`;
const image = (r: () => number) => `data:image/png;base64,${base64(r, 700)}`;

function call(r: () => number, name: string, args: Record<string, unknown>): Item {
  return { type: "function_call", id: id(r, "fc"), call_id: id(r, "call"), name, arguments: JSON.stringify(args), status: "completed" };
}

function reasoning(r: () => number): Item {
  return {
    type: "reasoning",
    id: id(r, "rs"),
    summary: [{ type: "summary_text", text: text(r, 25) }],
    encrypted_content: base64(r, 960),
  };
}

function assistant(r: () => number): Item {
  return {
    type: "message",
    id: id(r, "msg"),
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text: text(r, 45), annotations: [] }],
  };
}

/** Items of one tool round: parallel calls, then their outputs (text, JSON, or text + image parts). */
function toolRound(r: () => number, calls: number): Item[] {
  const made = Array.from({ length: calls }, (_, i) =>
    call(r, ["get_weather", "search_flights", "read_file"][i % 3]!, { city: text(r, 1), days: 1 + Math.floor(r() * 6), units: "metric" }));
  const outputs = made.map((c, i): Item => {
    const call_id = (c as { call_id: string }).call_id;
    if (i % 3 === 2)
      return { type: "function_call_output", call_id, output: [{ type: "input_text", text: text(r, 20) }, { type: "input_image", detail: "low", image_url: image(r) }] };
    return { type: "function_call_output", call_id, output: JSON.stringify({ ok: true, result: text(r, 18) }) };
  });
  return [...made, ...outputs];
}

/** The 20-item agent conversation every validator case runs on (its size is printed in the case title). */
export function conversation(seed = 1): Item[] {
  const r = rng(seed);
  const items: Item[] = [
    { type: "message", role: "developer", content: text(r, 30) },
    { type: "message", role: "user", content: [{ type: "input_text", text: text(r, 20) }, { type: "input_image", detail: "auto", image_url: image(r) }] },
    reasoning(r),
    ...toolRound(r, 3),
    reasoning(r),
    assistant(r),
    { role: "user", content: text(r, 15) },
    reasoning(r),
    ...toolRound(r, 2),
    reasoning(r),
    assistant(r),
    { type: "message", role: "user", content: [{ type: "input_text", text: text(r, 12) }] },
  ];
  if (items.length !== 20) throw new Error(`conversation has ${items.length} items, want 20`);
  return items;
}

/** The same conversation with item 19 broken deep inside: an image part whose `detail` is not allowed. */
export function invalidConversation(seed = 1): unknown[] {
  const items: unknown[] = conversation(seed);
  items[19] = { type: "message", role: "user", content: [{ type: "input_text", text: "see" }, { type: "input_image", detail: "medium", image_url: "data:image/png;base64,AAAA" }] };
  return items;
}

function chatTurn(r: () => number, n: number): ChatMessage[] {
  const callId = id(r, "call");
  return [
    n % 5 === 0
      ? { role: "user", content: [{ type: "text", text: text(r, 14) }, { type: "image", mimeType: "image/png", data: base64(r, 200) }] }
      : { role: "user", content: text(r, 14) },
    { role: "assistant", content: "", toolCalls: [{ id: callId, name: "get_weather", arguments: JSON.stringify({ city: text(r, 1) }) }] },
    { role: "tool", toolCallId: callId, name: "get_weather", content: JSON.stringify({ temp: Math.round(r() * 30), sky: text(r, 2) }) },
    { role: "assistant", content: text(r, 25) },
  ];
}

/** A chat history of exactly `count` messages: a system prompt, then user / tool-call / tool / answer turns. */
export function chatHistory(count: number, seed = 2): ChatMessage[] {
  const r = rng(seed);
  const out: ChatMessage[] = [{ role: "system", content: text(r, 20) }];
  for (let n = 0; out.length < count; n++) out.push(...chatTurn(r, n));
  out.length = count;
  return out;
}

const TOOLS = ["get_weather", "search_flights", "read_file"] as const;

function completionCall(r: () => number, k: number): ChatCompletionToolCall {
  const args = { city: text(r, 1), days: 1 + Math.floor(r() * 6), units: "metric" };
  return { id: id(r, "call"), type: "function", function: { name: TOOLS[k % 3]!, arguments: JSON.stringify(args) } };
}

/** A user turn of a Chat Completions history: text, or text with an inline PNG or an https image. */
function completionUser(r: () => number, n: number): ChatCompletionMessage {
  if (n % 5 === 1) {
    return { role: "user", content: [{ type: "text", text: text(r, 16) }, { type: "image_url", image_url: { url: image(r), detail: "low" } }] };
  }
  if (n % 5 === 3) {
    const url = `https://images.example.com/uploads/${id(r, "img")}.jpg`;
    return { role: "user", content: [{ type: "text", text: text(r, 12) }, { type: "image_url", image_url: { url } }] };
  }
  return { role: "user", content: text(r, 14) };
}

/**
 * One tool loop as a DeepSeek-style server returns it: an assistant turn with `content: null`,
 * `reasoning_content` and one to three parallel tool calls, the tools' JSON results, then the answer.
 */
function completionLoop(r: () => number): ChatCompletionMessage[] {
  const calls = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, k) => completionCall(r, k));
  return [
    { role: "assistant", content: null, reasoning_content: text(r, 40), tool_calls: calls },
    ...calls.map((call): ChatCompletionMessage => ({
      role: "tool", tool_call_id: call.id, content: JSON.stringify({ ok: true, temp: Math.round(r() * 30), result: text(r, 18) }),
    })),
    { role: "assistant", content: text(r, 45) },
  ];
}

/**
 * A Chat Completions history of exactly `count` messages: a system prompt, then user turns (every
 * fifth with an inline PNG as a data URL, every fifth with an https image) each answered by a tool loop.
 */
export function chatCompletionsHistory(count: number, seed = 3): ChatCompletionMessage[] {
  const r = rng(seed);
  const out: ChatCompletionMessage[] = [{ role: "system", content: text(r, 30) }];
  for (let n = 0; out.length < count; n++) out.push(completionUser(r, n), ...completionLoop(r));
  out.length = count;
  return out;
}

/** The 20-message Chat Completions history the validator cases run on. */
export function chatCompletionsConversation(seed = 4): ChatCompletionMessage[] {
  const r = rng(seed);
  const loop = (calls: number): ChatCompletionMessage[] => {
    const made = Array.from({ length: calls }, (_, k) => completionCall(r, k));
    return [
      { role: "assistant", content: null, reasoning_content: text(r, 40), tool_calls: made },
      ...made.map((call): ChatCompletionMessage => ({ role: "tool", tool_call_id: call.id, content: JSON.stringify({ ok: true, result: text(r, 18) }) })),
      { role: "assistant", content: text(r, 45), refusal: null },
    ];
  };
  const messages: ChatCompletionMessage[] = [
    { role: "developer", content: text(r, 30) },
    completionUser(r, 1),
    ...loop(3),
    completionUser(r, 3),
    ...loop(2),
    completionUser(r, 0),
    ...loop(4),
    { role: "user", content: [{ type: "text", text: text(r, 12) }] },
  ];
  if (messages.length !== 20) throw new Error(`Chat Completions conversation has ${messages.length} messages, want 20`);
  return messages;
}

/** The same history with message 19 broken deep inside: an image part whose `detail` is not allowed. */
export function invalidChatCompletionsConversation(seed = 4): unknown[] {
  const messages: unknown[] = chatCompletionsConversation(seed);
  messages[19] = { role: "user", content: [{ type: "text", text: "see" }, { type: "image_url", image_url: { url: "data:image/png;base64,AAAA", detail: "medium" } }] };
  return messages;
}

/** Writes a JSONL file of about `bytes` bytes, one 20-item conversation (`Item[]`) per line; returns the line count. */
export async function writeJsonl(path: string, bytes: number): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  let lines = 0;
  for (let seed = 1; written < bytes; seed++) {
    const line = `${JSON.stringify(conversation(seed))}\n`;
    written += Buffer.byteLength(line);
    lines++;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
  return lines;
}
