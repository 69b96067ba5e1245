// Runs `convert` chat-completions → items on the bench's 10k history many times, for a CPU profile:
//   node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx bench/profile-convert.ts [distinct|repeated] [calls]
// (`repeated` is the bench's 1k messages repeated to 10k). Prints the mean time per call and the warnings.
import { convert } from "../src/index.js";
import { chatCompletionsHistory } from "./data.js";

const mode = process.argv[2] === "repeated" ? "repeated" : "distinct";
const calls = Number(process.argv[3] ?? 300);
const n = 10_000;
const small = chatCompletionsHistory(1_000);
const input = mode === "repeated" ? Array.from({ length: n }, (_, i) => small[i % small.length]!) : chatCompletionsHistory(n);
let warnings = 0;
const started = performance.now();
for (let r = 0; r < calls; r++) convert(input, { from: "chat-completions", to: "items", onWarning: () => warnings++ });
console.log(`${mode}: ${((performance.now() - started) / calls).toFixed(2)} ms per call, ${warnings / calls} warnings per call`);
