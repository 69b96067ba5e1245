// Case 3: fromChatMessages on chat histories, against structuredClone of the same input, and its growth.
import { fromChatMessages } from "../../src/index.js";
import { chatHistory } from "../data.js";
import { quick, timeRuns } from "../measure.js";
import { ratio, type Section } from "../report.js";

const sizes = [1_000, 10_000, 100_000] as const;

/** fromChatMessages at 1k, 10k and 100k messages; structuredClone at 10k. */
export async function convertCase(): Promise<Section> {
  const runs = (n: number) => Math.max(quick ? 2 : 7, Math.round((quick ? 2e4 : 3e5) / n));
  const inputs = sizes.map((n) => chatHistory(n));
  const warnings: string[] = [];
  for (const input of inputs) fromChatMessages(input, { onWarning: (w) => warnings.push(w.code) });
  if (warnings.length) throw new Error(`convert case: the generated histories raise warnings (${warnings[0]})`);
  const ten = inputs[1]!;
  const rows = [
    { name: "chat-contract `fromChatMessages`, 10k messages", timing: await timeRuns(() => fromChatMessages(ten), runs(10_000)) },
    { name: "`structuredClone` of the same 10k messages", timing: await timeRuns(() => structuredClone(ten), runs(10_000)) },
    { name: "chat-contract `fromChatMessages`, 1k messages", scale: true, timing: await timeRuns(() => fromChatMessages(inputs[0]!), runs(1_000)) },
    { name: "chat-contract `fromChatMessages`, 100k messages", scale: true, timing: await timeRuns(() => fromChatMessages(inputs[2]!), runs(100_000)) },
  ];
  const [ours, clone] = rows.map((r) => r.timing.median) as [number, number];
  // Growth compares means: a median of many 1k runs skips the collections that every 10k run pays for.
  const [tenMean, , one, hundred] = rows.map((r) => r.timing.mean) as [number, number, number, number];
  const growth1 = tenMean / one;
  const growth2 = hundred / tenMean;
  return {
    title: `fromChatMessages: chat histories (10k messages = ${(JSON.stringify(ten).length / 2 ** 20).toFixed(1)} MB as JSON)`,
    rows,
    targets: [
      { text: "≥ 3× faster than `structuredClone`", measured: ratio(clone / ours), met: clone / ours >= 3 },
      { text: "1k → 10k: 10× input ≤ 11× time (means)", measured: ratio(growth1), met: growth1 <= 11 },
      { text: "10k → 100k: 10× input ≤ 11× time (means)", measured: ratio(growth2), met: growth2 <= 11 },
    ],
    notes: [
      "Histories: a system prompt, then turns of user text (every fifth with a 150-byte PNG part), an assistant tool call, the tool's JSON result and an assistant answer.",
      "`fromChatMessages` validates its input first (the schema check is part of the measured time) and builds new items; `structuredClone` only copies.",
    ],
  };
}
