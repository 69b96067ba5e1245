// Cases 1 and 2: validateItems on the 20-item conversation, valid and with item 19 broken; the same
// two for validateChatCompletionMessages on a 20-message Chat Completions history.
import { isChatCompletionMessage, validateChatCompletionMessages, validateItems } from "../../src/index.js";
import { validateChatCompletionMessages as generatedChatCompletions, validateItems as generatedItems } from "../../generated/validators.js";
import { Value } from "@sinclair/typebox/value";
import { chatCompletionsConversation, conversation, invalidChatCompletionsConversation, invalidConversation } from "../data.js";
import { typeboxItems, Item as TypeBoxItem } from "../baselines/typebox.js";
import { ChatCompletionMessage as TypeBoxChatCompletionMessage, typeboxChatCompletionMessages, typeboxChatCompletionMessagesFirstError } from "../baselines/typebox-chat-completions.js";
import { zodDiscriminatedItems, zodUnionItems } from "../baselines/zod.js";
import { ajvAnyOfItems } from "../baselines/ajv-anyof.js";
import { handItems } from "../baselines/hand.js";
import { chatCompletionsWithoutPrototypeTest, itemsWithoutPrototypeTest } from "../baselines/without-prototype-test.js";
import { pairedRatio, summary, timeRounds, type Timing } from "../measure.js";
import { ratio, type Row, type Section } from "../report.js";
import { Type } from "@sinclair/typebox";

const itemChecks: [string, (v: unknown) => boolean][] = [
  ["chat-contract `validateItems` (public API)", (v) => validateItems(v).ok],
  ["chat-contract generated `validateItems` (raw)", (v) => generatedItems(v)],
  ["reference: the same without the prototype test (raw)", (v) => itemsWithoutPrototypeTest(v)],
  ["hand-written switch validator", handItems],
  ["TypeBox TypeCompiler", typeboxItems],
  ["zod 4 `discriminatedUnion`", zodDiscriminatedItems],
  ["zod 4 plain `union`", zodUnionItems],
  ["ajv, plain `anyOf` (no dispatcher)", ajvAnyOfItems],
];

async function rows(input: unknown, valid: boolean, extra: [string, () => unknown][], checks = itemChecks): Promise<Row[]> {
  for (const [name, check] of checks)
    if (check(input) !== valid) throw new Error(`${name} ${valid ? "rejects the valid" : "accepts the invalid"} conversation`);
  const all: [string, () => unknown][] = [...checks.map(([name, check]): [string, () => unknown] => [name, () => check(input)]), ...extra];
  const timings = await timeRounds(all.map(([, f]) => f));
  return all.map(([name], i) => ({ name, timing: timings[i]! }));
}

const timing = (rows: Row[], prefix: string) => rows.find((r) => r.name.startsWith(prefix))!.timing;

/** What the own-property test costs: the raw check's time over the same check without it, paired per round. */
function prototypeCost(rows: Row[]): string {
  const x = pairedRatio(timing(rows, "reference: the same without"), timing(rows, "chat-contract generated"));
  return `The own-property test (per object a \`constructor\` read and a prototype compare, the chain walked when it is not \`Object.prototype\`) makes the raw check take ${ratio(x)} the time of the same check without it (paired per round).`;
}

function target(text: string, ours: Timing, other: Timing, want: number) {
  const x = pairedRatio(ours, other);
  return { text, measured: ratio(x), met: x >= want };
}

/** Case 1: the valid conversation. */
export async function validCase(): Promise<Section> {
  const input = conversation();
  const text = JSON.stringify(input);
  const r = await rows(input, true, [
    ["reference: `JSON.parse` of the same text", () => JSON.parse(text)],
    ["reference: `structuredClone` of the input", () => structuredClone(input)],
  ]);
  const ours = r[0]!.timing;
  return {
    notes: [prototypeCost(r)],
    title: `validateItems: 20-item agent conversation, valid (${(text.length / 1024).toFixed(1)} KB as JSON)`,
    rows: r,
    targets: [
      target("≥ 1.0× TypeBox", ours, timing(r, "TypeBox"), 1),
      target("≥ 6× zod `discriminatedUnion`", ours, timing(r, "zod 4 `disc"), 6),
      target("≥ 9× ajv plain `anyOf`", ours, timing(r, "ajv"), 9),
      target("within 2× of hand-written (hand / ours ≥ 0.5×)", ours, timing(r, "hand"), 0.5),
    ],
  };
}

const typeboxChecker = Type.Array(TypeBoxItem);

/** Case 2: item 19 broken deep inside (an image part with `detail: "medium"`). */
export async function invalidCase(): Promise<Section> {
  const input = invalidConversation();
  const r = await rows(input, false, [
    ["reference: TypeBox `Value.Errors`, first error (what a readable error costs there)", () => Value.Errors(typeboxChecker, input).First()],
  ]);
  const ours = r[0]!.timing;
  return {
    title: "validateItems: the same conversation with one invalid item at index 19",
    rows: r,
    targets: [target("≥ 1.0× TypeBox", ours, timing(r, "TypeBox"), 1)],
    notes: [
      "Every implementation rejects the input (checked before timing). The public `validateItems` also renders a readable `Issue`; the baselines return only `false`.",
    ],
  };
}

const chatCompletionChecks: [string, (v: unknown) => boolean][] = [
  ["chat-contract `validateChatCompletionMessages` (public API)", (v) => validateChatCompletionMessages(v).ok],
  ["chat-contract generated `validateChatCompletionMessages` (raw)", (v) => generatedChatCompletions(v)],
  ["reference: the same without the prototype test (raw)", (v) => chatCompletionsWithoutPrototypeTest(v)],
  ["TypeBox TypeCompiler", typeboxChatCompletionMessages],
];

/** The valid 20-message Chat Completions history. */
export async function chatCompletionsValidCase(): Promise<Section> {
  const input = chatCompletionsConversation();
  const text = JSON.stringify(input);
  const r = await rows(input, true, [
    ["reference: `JSON.parse` of the same text", () => JSON.parse(text)],
    ["reference: `structuredClone` of the input", () => structuredClone(input)],
  ], chatCompletionChecks);
  return {
    title: `validateChatCompletionMessages: 20-message Chat Completions history, valid (${(text.length / 1024).toFixed(1)} KB as JSON)`,
    rows: r,
    targets: [target("≥ 1.0× TypeBox", r[0]!.timing, timing(r, "TypeBox"), 1)],
    notes: [
      prototypeCost(r),
      "The history (`chatCompletionsConversation` in bench/data.ts): a developer prompt, user turns with an inline PNG data URL, an https image and text parts, and three tool loops (an assistant message with `content: null`, `reasoning_content` and two to four parallel `tool_calls`, the `tool` results, the answer with `refusal: null`). The TypeBox schema (bench/baselines/typebox-chat-completions.ts) gives the generated validator's verdict on every chat-completions fixture (test/bench-baselines.test.ts).",
    ],
  };
}

const typeboxChatCompletionsChecker = Type.Array(TypeBoxChatCompletionMessage);

/** The same history with message 19 broken deep inside (an image part with `detail: "medium"`). */
export async function chatCompletionsInvalidCase(): Promise<Section> {
  const input = invalidChatCompletionsConversation();
  const messages = input as unknown[];
  // The like-for-like pairs: a yes/no answer from each public API, and a readable error from each.
  const r = await rows(input, false, [
    ["chat-contract `messages.every(isChatCompletionMessage)` (public yes/no)", () => messages.every(isChatCompletionMessage)],
    ["TypeBox TypeCompiler `Check`, then its first error (`Errors(value).First()`)", () => typeboxChatCompletionMessagesFirstError(input)],
    ["reference: TypeBox `Value.Errors`, first error (what a readable error costs there)", () => Value.Errors(typeboxChatCompletionsChecker, input).First()],
  ], chatCompletionChecks);
  if (messages.every(isChatCompletionMessage) || typeboxChatCompletionMessagesFirstError(input) === undefined) throw new Error("chat-completions invalid case: a like-for-like check accepts the invalid history");
  const raw = timing(r, "chat-contract generated");
  const typebox = timing(r, "TypeBox TypeCompiler");
  // The issue's cost as the median of the per-round differences: a difference of medians taken from
  // different rounds can come out negative in a noisy run.
  const issueNs = r[0]!.timing.values.length === raw.values.length ? summary(r[0]!.timing.values.map((v, i) => v - raw.values[i]!)).median : r[0]!.timing.median - raw.median;
  const issueText = issueNs > 0
    ? `the other ${issueNs.toFixed(0)} ns (the median of the per-round differences) build the \`Issue\` (its JSON pointer, read once to find the failing message, and its message text)`
    : `building the \`Issue\` (its JSON pointer and message text) took no measurable time beyond the check in this run (the median of the per-round differences is ${issueNs.toFixed(0)} ns)`;
  return {
    title: "validateChatCompletionMessages: the same history with one invalid message at index 19",
    rows: r,
    targets: [
      target("≥ 1.0× TypeBox", r[0]!.timing, typebox, 1),
      target("like for like, yes/no: `every(isChatCompletionMessage)` ≥ 1.0× TypeBox `Check`", timing(r, "chat-contract `messages.every"), typebox, 1),
      target("like for like, a readable error: `validateChatCompletionMessages` ≥ 1.0× TypeBox `Check` + `Errors().First()`", r[0]!.timing, timing(r, "TypeBox TypeCompiler `Check`, then"), 1),
    ],
    notes: [
      "Every implementation rejects the input (checked before timing). The public `validateChatCompletionMessages` also renders a readable `Issue`; TypeBox's `Check`, the raw check and `every(isChatCompletionMessage)` return only `false`.",
      `Where the public API's time goes: the generated check alone is ${ratio(pairedRatio(raw, typebox))} TypeBox's \`Check\` (paired per round); ${issueText}. The first target compares that readable issue with a bare \`false\`; the two like-for-like targets compare a yes/no with a yes/no and a readable error with a readable error. TypeBox's compiled first error takes ${ratio(pairedRatio(r[0]!.timing, timing(r, "TypeBox TypeCompiler `Check`, then")))} as long as the whole public call, and \`Value.Errors\` ${ratio(pairedRatio(r[0]!.timing, timing(r, "reference: TypeBox")))}.`,
    ],
  };
}
