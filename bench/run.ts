// npm run bench [-- --quick]: runs every case and writes BENCHMARKS.md.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { quick } from "./measure.js";
import { render, type Section } from "./report.js";
import { validCase, invalidCase, chatCompletionsValidCase, chatCompletionsInvalidCase } from "./cases/validate.js";
import { convertCase } from "./cases/convert.js";
import { convertChatCompletionsCase } from "./cases/convert-chat-completions.js";
import { cliCase } from "./cases/cli.js";
import { sizeCase } from "./cases/size.js";
import { typecheckCase } from "./cases/typecheck.js";
import { generateCase } from "./cases/generate.js";

const cases: [string, () => Promise<Section | Section[]>][] = [
  ["validateItems, valid", validCase],
  ["validateItems, invalid", invalidCase],
  ["validateChatCompletionMessages, valid", chatCompletionsValidCase],
  ["validateChatCompletionMessages, invalid", chatCompletionsInvalidCase],
  ["fromChatMessages", convertCase],
  ["convert chat-completions → items", convertChatCompletionsCase],
  ["CLI validate and convert --jsonl", cliCase],
  ["bundle size", sizeCase],
  ["type-check cost", typecheckCase],
  ["npm run generate", generateCase],
];

const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const started = Date.now();
const sections: Section[] = [];
for (const [name, run] of cases) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const t = Date.now();
  const made = [await run()].flat();
  sections.push(...made);
  const missed = made.flatMap((section) => section.targets.filter((x) => !x.met).map((x) => `${x.text} (${x.measured})`));
  console.log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s${missed.length ? `; missed: ${missed.join("; ")}` : ""}`);
}
const mode = quick ? "`--quick`: short sampling, indicative only" : "full run";
// Only a full run of every case replaces BENCHMARKS.md; partial and quick runs go to a temp file.
const out = quick || only.length ? join(tmpdir(), `chat-contract-BENCHMARKS-${process.pid}.md`) : fileURLToPath(new URL("../BENCHMARKS.md", import.meta.url));
writeFileSync(out, render(sections, mode));
console.log(`wrote ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
