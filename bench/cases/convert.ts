// Case 3: fromChatMessages on chat histories, against structuredClone of the same input, and its growth.
import { fromChatMessages } from "../../src/index.js";
import type { ChatMessage } from "../../generated/types.js";
import { chatHistory } from "../data.js";
import { pairedRatio, quick, timeBatches, type Timing } from "../measure.js";
import { ratio, type Row, type Section } from "../report.js";

const sizes = [1_000, 10_000, 100_000] as const;

/** Reads each message's role and content length: the least any converter does with its input. */
function readOnly(messages: ChatMessage[]): number {
  let n = 0;
  for (const m of messages) n += m.role.length + (typeof m.content === "string" ? m.content.length : m.content.length);
  return n;
}

/** fromChatMessages at 1k, 10k and 100k messages, on distinct messages and on 1k messages repeated. */
export async function convertCase(): Promise<Section> {
  // Every batch handles the same number of messages, so each size pays for its own garbage.
  const perBatch = 1e5;
  const rounds = quick ? 1 : 9;
  const inputs = sizes.map((n) => chatHistory(n));
  const warnings: string[] = [];
  for (const input of inputs) fromChatMessages(input, { onWarning: (w) => warnings.push(w.code) });
  if (warnings.length) throw new Error(`convert case: the generated histories raise warnings (${warnings[0]})`);
  // The same work on a 1k working set: the 1k history's message objects, repeated.
  const repeated = sizes.map((n) => Array.from({ length: n }, (_, i) => inputs[0]![i % 1_000]!));
  // Their call ids repeat with them: from the second copy on, the output check warns each call and answer again.
  const repeatedWarnings = repeated.map((input) => {
    let n = 0;
    fromChatMessages(input, { onWarning: () => n++ });
    return n;
  });
  const k = (n: number) => `${n / 1000}k`;
  const families: [label: (n: number) => string, run: (i: number) => unknown][] = [
    [(n) => `chat-contract \`fromChatMessages\`, ${k(n)} messages`, (i) => fromChatMessages(inputs[i]!)],
    [(n) => `chat-contract \`fromChatMessages\`, the 1k messages repeated to ${k(n)}`, (i) => fromChatMessages(repeated[i]!)],
    [(n) => `reference: read each message's role and content, ${k(n)} messages`, (i) => readOnly(inputs[i]!)],
    [(n) => `\`structuredClone\`, ${k(n)} messages`, (i) => structuredClone(inputs[i]!)],
  ];
  // Timed in this order, so the sizes whose ratio is taken run one right after another in each round.
  const cases = families.flatMap(([label, run]) => sizes.map((n, i) => ({ name: label(n), fn: () => run(i), n })));
  const timings = timeBatches(cases.map(({ fn, n }) => [fn, Math.max(1, perBatch / n)]), rounds);
  const at = (name: string) => timings[cases.findIndex((c) => c.name === name)]!;
  const ours = (n: number) => at(families[0]![0](n));
  const same = (n: number) => at(families[1]![0](n));
  const read = (n: number) => at(families[2]![0](n));
  const clone = (n: number) => at(families[3]![0](n));
  // Shown with ours at 10k first and structuredClone of the same 10k second, the one comparison of the table.
  const shown = [ours(10_000), clone(10_000)];
  const rows: Row[] = [
    { name: families[0]![0](10_000), timing: ours(10_000) },
    { name: "`structuredClone` of the same 10k messages", timing: clone(10_000) },
    ...cases.map((c, i) => ({ name: c.name, timing: timings[i]!, scale: true })).filter((r) => !shown.includes(r.timing)),
  ];
  // Per-call times of two sizes, compared round by round.
  const grew = (f: (n: number) => Timing, from: number) => pairedRatio(f(from), f(from * 10));
  const growth = (f: (n: number) => Timing) => [grew(f, 1_000), grew(f, 10_000)].map(ratio).join(" and ");
  const g1 = grew(ours, 1_000);
  const g2 = grew(ours, 10_000);
  const faster = pairedRatio(ours(10_000), clone(10_000));
  return {
    title: `fromChatMessages: chat histories (10k messages = ${(JSON.stringify(inputs[1]).length / 2 ** 20).toFixed(1)} MB as JSON)`,
    rows,
    targets: [
      { text: "≥ 3× faster than `structuredClone`", measured: ratio(faster), met: faster >= 3 },
      { text: "1k → 10k: 10× input ≤ 11× time", measured: ratio(g1), met: g1 <= 11 },
      { text: "10k → 100k: 10× input ≤ 11× time", measured: ratio(g2), met: g2 <= 11 },
    ],
    notes: [
      "Histories: a system prompt, then turns of user text (every fifth with a 150-byte PNG part), an assistant tool call, the tool's JSON result and an assistant answer.",
      `Times are per call, amortised over batches of ${perBatch.toLocaleString("en-US")} messages, each after a full collection; the ${rows.length} rows run interleaved (each family's three sizes back to back), ${rounds} round(s), and each median is over the rounds. Garbage collection is included at every size.`,
      `Growth 1k → 10k and 10k → 100k: on distinct messages ${growth(ours)}; on the 1k messages repeated (the same amount of fresh output on a 1k working set, but their repeated call ids make the output check warn each repeated call and answer: ${repeatedWarnings.map((n) => n.toLocaleString("en-US")).join(", ")} warnings at 1k, 10k, 100k) ${growth(same)}. The reference loop that only reads each message grows ${growth(read)}, and \`structuredClone\` ${growth(clone)}: what grows faster than the input is reading an input that no longer fits in the CPU caches, not the converter's work.`,
      "`fromChatMessages` checks each message against the schema right before converting it (the check is part of the measured time) and builds new items; `structuredClone` only copies.",
    ],
  };
}
