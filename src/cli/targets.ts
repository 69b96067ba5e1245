import { FORMAT_NAMES, FORMATS, type FormatName } from "../convert/formats.js";
import type { Issue } from "../validate/issue.js";
import { issuesOf } from "../validate/validate.js";
import * as generated from "../../generated/validators.js";
import type { Validator } from "../../generated/validators.js";
import { readSchema } from "./schema.js";
import { REQUEST_FORMAT_NAMES } from "../convert/format-names.js";
import { REQUEST_FORMATS, type RequestFormatName } from "../request/formats.js";

/** Each wire's non-streaming response, and what `readResponse` returns: `--schema` names, never guessed. */
const RESPONSES = {
  "chat-completions-response": generated.validateChatCompletionResponse,
  "responses-response": generated.validateResponsesResponse,
  "claude-response": generated.validateClaudeResponse,
  "gemini-response": generated.validateGeminiResponse,
  "chat-response": generated.validateChatResponse,
} as const;

/** What `--schema` accepts: every registered format (a history, or one message), `item` (one Item), the request formats (a whole body) and the responses. */
export const TARGETS = [...FORMAT_NAMES, "item", ...REQUEST_FORMAT_NAMES, ...(Object.keys(RESPONSES) as (keyof typeof RESPONSES)[])] as const;
/** One of `TARGETS`. */
export type Target = (typeof TARGETS)[number];

/**
 * The issues of `doc` against a format: a whole history (an array, every failing element), a request
 * body (an object with the key that holds the conversation: `messages`, `input`, `contents`), or a single message.
 */
const either = (name: FormatName) => (doc: unknown) => {
  const { check, checkMessage, request } = FORMATS[name];
  if (Array.isArray(doc)) return check(doc, Infinity);
  if (request && doc !== null && typeof doc === "object" && Object.hasOwn(doc, request.key)) return request.check(doc);
  return checkMessage(doc);
};

/** The issues of `doc` against a target; `[]` when valid. */
export const CHECKS: Record<Target, (doc: unknown) => Issue[]> = {
  ...(Object.fromEntries(FORMAT_NAMES.map((name) => [name, either(name)])) as Record<FormatName, (doc: unknown) => Issue[]>),
  item: (doc) => FORMATS.items.checkMessage(doc),
  ...(Object.fromEntries(REQUEST_FORMAT_NAMES.map((name) => [name, (doc: unknown) => REQUEST_FORMATS[name].check(doc, Infinity)])) as Record<RequestFormatName, (doc: unknown) => Issue[]>),
  ...(Object.fromEntries(Object.entries(RESPONSES).map(([name, check]) => [name, (doc: unknown) => issuesOf(check as Validator<unknown>, doc)])) as Record<keyof typeof RESPONSES, (doc: unknown) => Issue[]>),
};

/** The kinds of document a guess can point to: the registered formats, each also the name of its schema (`chat-contract schema chat`). */
const KINDS = FORMAT_NAMES;
type Kind = FormatName;

/** What a schema declares: its property names, and the values its `type` and `role` properties may take. */
export interface SchemaWords {
  keys: Set<string>;
  tags: Set<string>;
  roles: Set<string>;
}

/** The property names and `type`/`role` values declared anywhere in `schema`. */
export function schemaWords(schema: unknown): SchemaWords {
  const words: SchemaWords = { keys: new Set(), tags: new Set(), roles: new Set() };
  const values = (s: { const?: unknown; enum?: unknown[] }) => [s.const, ...(s.enum ?? [])].filter((v): v is string => typeof v === "string");
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(walk);
    const props = (node as { properties?: Record<string, { const?: unknown; enum?: unknown[] }> }).properties ?? {};
    for (const [key, s] of Object.entries(props)) {
      words.keys.add(key);
      if (key === "type") values(s).forEach((t) => words.tags.add(t));
      if (key === "role") values(s).forEach((r) => words.roles.add(r));
    }
    Object.values(node).forEach(walk);
  };
  walk(schema);
  return words;
}

let distinctive: Map<string, Kind> | undefined;

/**
 * Property names (`key:toolCalls`) and `type` tags (`tag:tool_use`) that exactly one schema
 * declares, read from the package's schemas: the words that point a document to that schema.
 */
function distinctiveWords(): Map<string, Kind> {
  if (distinctive) return distinctive;
  const owners = new Map<string, Set<Kind>>();
  const note = (word: string, kind: Kind) => owners.set(word, (owners.get(word) ?? new Set()).add(kind));
  for (const kind of KINDS) {
    const { keys, tags } = schemaWords(readSchema(kind));
    keys.forEach((key) => note(`key:${key}`, kind));
    tags.forEach((tag) => note(`tag:${tag}`, kind));
  }
  distinctive = new Map([...owners].filter(([, kinds]) => kinds.size === 1).map(([word, kinds]) => [word, [...kinds][0]!]));
  return distinctive;
}

/** The kind whose distinctive keys and tags a document uses most (read breadth-first, 10,000 values at most). */
function hinted(doc: unknown): Kind | undefined {
  const words = distinctiveWords();
  const hits = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
  const queue: unknown[] = [doc];
  const limit = 10_000;
  for (let i = 0; i < queue.length && i < limit; i++) {
    const node = queue[i];
    if (node === null || typeof node !== "object") continue;
    if (Array.isArray(node)) {
      for (let k = 0; k < node.length && queue.length < limit; k++) queue.push(node[k]);
      continue;
    }
    for (const [key, value] of Object.entries(node)) {
      const byKey = words.get(`key:${key}`);
      if (byKey) hits[byKey]++;
      const byTag = key === "type" && typeof value === "string" ? words.get(`tag:${value}`) : undefined;
      if (byTag) hits[byTag]++;
      if (queue.length < limit) queue.push(value);
    }
  }
  const best = (Object.keys(hits) as Kind[]).reduce((a, b) => (hits[b] > hits[a] ? b : a));
  return hits[best] > 0 ? best : undefined;
}

/** A guessed target and the words that explain it. */
export interface Guess {
  target: Target;
  reason: string;
}

/**
 * Guesses the target of a document without `--schema`: the one it is valid against (the
 * shape's hint first, then the formats in registry order); when it is valid against none, the hinted one,
 * else the one with the fewest issues.
 */
export function guess(doc: unknown): Guess {
  const many = Array.isArray(doc);
  const hint = hinted(doc);
  const order: Target[] = [...new Set<Target>([...(hint ? [hint] : []), ...KINDS])];
  const body = !many && doc !== null && typeof doc === "object" && Object.hasOwn(doc, FORMATS.items.request!.key);
  const named = (t: Target): Target => (t === "items" && !many && !body ? "item" : t);
  const results = order.map((t) => ({ target: named(t), count: CHECKS[named(t)](doc).length }));
  const valid = results.filter((r) => r.count === 0).map((r) => r.target);
  const [first, ...others] = valid;
  if (first) {
    const also = others.length ? ` (also valid as ${others.join(", ")})` : "";
    return { target: first, reason: `it is valid ${first}${also}` };
  }
  if (hint) return { target: named(hint), reason: `it is valid against no schema; its keys and tags are closest to ${named(hint)}` };
  const fewest = results.reduce((a, b) => (b.count < a.count ? b : a));
  return { target: fewest.target, reason: "it has the fewest issues against it" };
}
