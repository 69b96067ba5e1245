// Case: convert chat-completions → items on Chat Completions histories, against structuredClone of the same input, and its growth.
import { convert } from "../../src/index.js";
import { FORMATS } from "../../src/convert/formats.js";
import { copyJson } from "../../src/convert/copy.js";
import { chatCompletionsToItems } from "../../src/convert/chat-completions-items.js";
import type { ChatCompletionMessage } from "../../generated/types.js";
import { chatCompletionsHistory } from "../data.js";
import { pairedRatio, quick, timeBatches, type Timing } from "../measure.js";
import { ratio, type Row, type Section } from "../report.js";

/** `--quick` (CI's smoke run) uses a tenth of each size. */
const sizes = quick ? [100, 1_000, 10_000] : [1_000, 10_000, 100_000];
const [small, middle] = sizes as [number, number, number];

/** What every timed call does: the conversion a user runs, its warnings delivered to a handler. */
function toItems(messages: ChatCompletionMessage[]): unknown {
  let warned = 0;
  return [convert(messages, { from: "chat-completions", to: "items", onWarning: () => warned++ }), warned];
}

/** Reads each message's role and content length: the least any converter does with its input. */
function readOnly(messages: ChatCompletionMessage[]): number {
  let n = 0;
  for (const m of messages) n += m.role.length + (m.content == null ? 0 : m.content.length);
  return n;
}

/** The warnings a history raises, by code. */
function warningCodes(messages: ChatCompletionMessage[]): Map<string, number> {
  const codes = new Map<string, number>();
  convert(messages, { from: "chat-completions", to: "items", onWarning: (w) => codes.set(w.code, (codes.get(w.code) ?? 0) + 1) });
  return codes;
}

/**
 * The stages `convert` runs on `messages`, each alone: the schema check and the write without the hub
 * (`stage:` rows); then, for comparison, the stages of the hub path it takes for a history the direct
 * write leaves to it (`hub path:` rows). Each stage's input is made once, before timing.
 */
function stages(messages: ChatCompletionMessage[]): [string, () => unknown][] {
  const from = FORMATS["chat-completions"];
  const to = FORMATS.items;
  const options = { from: "chat-completions", to: "items" };
  const ignore = () => {};
  if (chatCompletionsToItems(messages, options, ignore) === undefined) throw new Error("chat-completions case: the history does not take the direct path");
  const read = from.read(messages as never, options, ignore, copyJson);
  const written = to.write!(read.messages, options, ignore, copyJson, read);
  return [
    ["stage: the input's schema check", () => from.check(messages)],
    ["stage: writing items without the hub", () => chatCompletionsToItems(messages, options, ignore)],
    ["hub path: reading into the hub", () => from.read(messages as never, options, ignore, copyJson)],
    ["hub path: writing items", () => to.write!(read.messages, options, ignore, copyJson, read)],
    ["hub path: the output's request-rule check", () => to.vendorIssues(written as never, { ...options, allowPendingCalls: true, output: true })],
  ];
}

/** convert chat-completions → items at 1k, 10k and 100k messages, on distinct messages and on 1k messages repeated. */
export async function convertChatCompletionsCase(): Promise<Section> {
  // Every batch handles the same number of messages, so each size pays for its own garbage.
  const perBatch = quick ? 1e4 : 1e5;
  const rounds = quick ? 1 : 9;
  const inputs = sizes.map((n) => chatCompletionsHistory(n));
  // The reasoning the tool turns carry has no slot in Responses input: one reasoning_dropped per such turn, nothing else.
  for (const input of inputs) {
    const codes = warningCodes(input);
    const reasoning = input.filter((m) => m.role === "assistant" && m.reasoning_content != null).length;
    if (codes.size !== 1 || codes.get("reasoning_dropped") !== reasoning) {
      throw new Error(`chat-completions case: unexpected warnings ${JSON.stringify([...codes])}, want ${reasoning} reasoning_dropped`);
    }
  }
  // The same messages on a fixed working set: the smallest history's message objects, repeated. Their
  // call ids repeat with them, so from the second copy on the output's rule check warns each call
  // again (duplicate_call_id) and each answer to it (duplicate_output), and a tool loop the history's
  // end cut short is left unanswered by the next copy's user turn: counted here, before timing.
  const repeated = sizes.map((n) => Array.from({ length: n }, (_, i) => inputs[0]![i % small]!));
  const repeatedWarnings = repeated.map((input) => {
    const codes = warningCodes(input);
    const unexpected = [...codes.keys()].filter((code) => !["reasoning_dropped", "duplicate_call_id", "duplicate_output", "unanswered_call"].includes(code));
    if (unexpected.length) throw new Error(`chat-completions case: the repeated history raises ${unexpected.join(", ")}`);
    return [...codes.values()].reduce((a, b) => a + b, 0);
  });
  // Which of them `convert` writes without the hub (a repeated call id sends a history through the hub).
  const repeatedDirect = repeated.map((input) => chatCompletionsToItems(input, {}, () => {}) !== undefined);
  const k = (n: number) => (n < 1000 ? `${n}` : `${n / 1000}k`);
  const families: [label: (n: number) => string, run: (i: number) => unknown][] = [
    [(n) => `chat-contract \`convert\` chat-completions → items, ${k(n)} messages`, (i) => toItems(inputs[i]!)],
    [(n) => `chat-contract \`convert\`, the ${k(small)} messages repeated to ${k(n)}`, (i) => toItems(repeated[i]!)],
    [(n) => `reference: read each message's role and content, ${k(n)} messages`, (i) => readOnly(inputs[i]!)],
    [(n) => `\`structuredClone\`, ${k(n)} messages`, (i) => structuredClone(inputs[i]!)],
  ];
  // Timed in this order, so the sizes whose ratio is taken run one right after another in each round.
  const cases = families.flatMap(([label, run]) => sizes.map((n, i) => ({ name: label(n), fn: () => run(i), n })));
  // Where the time goes: each stage of one conversion alone, on the middle size, in the same rounds.
  cases.push(...stages(inputs[1]!).map(([name, fn]) => ({ name: `${name}, ${k(middle)} messages`, fn, n: middle })));
  const timings = timeBatches(cases.map(({ fn, n }) => [fn, Math.max(1, perBatch / n)]), rounds);
  const at = (name: string) => timings[cases.findIndex((c) => c.name === name)]!;
  const ours = (n: number) => at(families[0]![0](n));
  const same = (n: number) => at(families[1]![0](n));
  const read = (n: number) => at(families[2]![0](n));
  const clone = (n: number) => at(families[3]![0](n));
  // Shown with ours at 10k first and structuredClone of the same 10k second, the one comparison of the table.
  const shown = [ours(middle), clone(middle)];
  const rows: Row[] = [
    { name: families[0]![0](middle), timing: ours(middle) },
    { name: `\`structuredClone\` of the same ${k(middle)} messages`, timing: clone(middle) },
    ...cases.map((c, i) => ({ name: c.name, timing: timings[i]!, scale: true })).filter((r) => !shown.includes(r.timing)),
  ];
  const grew = (f: (n: number) => Timing, from: number) => pairedRatio(f(from), f(from * 10));
  const growth = (f: (n: number) => Timing) => [grew(f, small), grew(f, middle)].map(ratio).join(" and ");
  const target = (text: string, x: number, met: boolean) => ({ text, measured: ratio(x), met });
  const faster = pairedRatio(ours(middle), clone(middle));
  const fixed1 = grew(same, small);
  const fixed2 = grew(same, middle);
  const reasoning = inputs[1]!.filter((m) => m.role === "assistant" && m.reasoning_content != null).length;
  const stageSum = cases.reduce((sum, c, i) => (c.name.startsWith("stage: ") ? sum + timings[i]!.median : sum), 0);
  const share = (ns: number) => `${((100 * ns) / clone(middle).median).toFixed(0)}%`;
  return {
    title: `convert chat-completions → items: Chat Completions histories (${k(middle)} messages = ${(JSON.stringify(inputs[1]).length / 2 ** 20).toFixed(1)} MB as JSON)`,
    rows,
    targets: [
      target("≥ 3× faster than `structuredClone`", faster, faster >= 3),
      target(`${k(small)} → ${k(middle)}, fixed working set: 10× input ≤ 11× time`, fixed1, fixed1 <= 11),
      target(`${k(middle)} → ${k(sizes[2]!)}, fixed working set: 10× input ≤ 11× time`, fixed2, fixed2 <= 11),
    ],
    notes: [
      "Histories (`chatCompletionsHistory` in bench/data.ts): a system prompt, then user turns (every fifth with an inline 525-byte PNG as an `image_url` data URL, every fifth with an https image URL, the rest text), each answered by a tool loop as a DeepSeek-style server returns it: an assistant message with `content: null`, `reasoning_content` and one to three parallel `tool_calls`, one `tool` message per call with a JSON result, and the assistant's answer.",
      `Every call validates the input, writes items and delivers its warnings to an \`onWarning\` handler: the reasoning of the tool turns has no slot in Responses input, so each of the ${k(middle)} history's ${reasoning.toLocaleString("en-US")} tool turns raises one \`reasoning_dropped\` (checked before timing; no other warning occurs). \`structuredClone\` only copies.`,
      `Times are per call, amortised over batches of ${perBatch.toLocaleString("en-US")} messages, each after a full collection; the ${rows.length} rows run interleaved (each family's three sizes back to back), ${rounds} round(s), and each median is over the rounds. Garbage collection is included at every size.`,
      `\`convert\` writes these histories without the hub (src/convert/chat-completions-items.ts): one pass from the messages to the items, each warning's path built in the input, and no request-rule check of the output, which that path writes only where no rule can be broken (every call id new, every tool message answering an open call once, every call answered before the next user message); any other history (the repeated one from its first repeated id on) goes through the hub, with the same result.`,
      `The \`stage:\` rows time each stage of one conversion alone on the ${k(middle)} history, in the same rounds: the input's schema check and the write without the hub; what \`convert\` takes beyond their sum is delivering the warnings and the collection of both stages' garbage together. The \`hub path:\` rows time the stages the hub path runs instead on the same history: reading it into the hub (with the copies \`convert\` makes), writing items, and the request-rule check of the output.`,
      ...(faster >= 3 ? [] : [`Why 3× is not met: the two stages alone, each timed apart, take ${share(stageSum)} of \`structuredClone\`'s time on the ${k(middle)} history, where 3× allows the whole call 33%; the call takes ${share(ours(middle).median)}, and the ${((ours(middle).median - stageSum) / 1e6).toFixed(2)} ms beyond the stages' sum is the warnings' delivery and the collection of both stages' garbage.`]),
      `The ${k(small)} messages repeated are the same messages and the same amount of fresh output on a ${k(small)} working set, but not the same work: their call ids repeat, so the output's rule check finds each repeated call and each answer to it again and warns it (\`duplicate_call_id\`, \`duplicate_output\`): ${sizes.map((n, i) => `${repeatedWarnings[i]!.toLocaleString("en-US")} warnings at ${k(n)}`).join(", ")}, against ${sizes.map((_, i) => inputs[i]!.filter((m) => m.role === "assistant" && m.reasoning_content != null).length.toLocaleString("en-US")).join(", ")} for the distinct histories. That extra warning work, and the hub path it takes (${sizes.map((n, i) => `${k(n)}: ${repeatedDirect[i] ? "without the hub" : "through the hub"}`).join(", ")}; the ${k(small)} history alone repeats no id), not the shared objects, is what makes the repeated family grow faster.`,
      `Growth ${k(small)} → ${k(middle)} and ${k(middle)} → ${k(sizes[2]!)}: on the ${k(small)} messages repeated ${growth(same)}; on distinct messages ${growth(ours)}. The reference loop that only reads each message grows ${growth(read)}, and \`structuredClone\` ${growth(clone)}.`,
    ],
  };
}
