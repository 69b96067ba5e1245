// Mutation check of the request mappings (issue 24: every mapping has a test that fails when it is
// broken). For each row of src/request/mappings.ts, one edit that breaks the code implementing it is
// applied to its file, the request tests run (npx vitest run test/request/), the file is restored, and
// the tests that went red are printed as a Markdown table: row → mutation → failing tests.
// Not part of npm test: `node scripts/mutate-requests.mjs [row-number…]` (about 30 s per row on 2 cores).
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const src = (file) => join(root, "src/request", file);

/** [row, file, the code as it is, the code broken]. */
const MUTATIONS = [
  ["a function tool", "chat-completions.ts", "  if (tool.strict !== undefined) f.strict = tool.strict;\n", ""],
  ["a function without `strict`", "responses.ts", `mine.strict : false);`, `mine.strict : undefined);`],
  ["a provider's own tool (hosted or built-in)", "claude.ts", `if (tool.provider === "claude") tools.push(ctx.copy(tool.tool));`, `if (tool.provider === "responses") tools.push(ctx.copy(tool.tool));`],
  ['`toolChoice: "auto"`', "gemini.ts", `if (choice === "auto") return { mode: "AUTO" };`, `if (choice === "auto") return { mode: "ANY" };`],
  ['`toolChoice: "none"`', "claude.ts", `if (choice === "auto" || choice === "none") out = { type: choice };`, `if (choice === "auto") out = { type: choice };`],
  ['`toolChoice: "required"`', "claude.ts", `else if (choice === "required") out = { type: "any" };`, `else if (choice === "required") out = { type: "auto" };`],
  ["one named function", "gemini.ts", `if (choice.type === "function") return { mode: "ANY", allowedFunctionNames: [choice.name] };`, `if (choice.type === "function") return { mode: "ANY" };`],
  ["an allowed subset, a call required", "responses.ts", `return { type: "allowed_tools", mode: choice.mode,`, `return { type: "allowed_tools", mode: "auto",`],
  ["an allowed subset, a call optional", "gemini.ts", `ctx.warn("tool_choice_widened"`, `ctx.warn("tool_choice_dropped"`],
  ["`parallelToolCalls: false`", "claude.ts", `.disable_parallel_tool_use = !request.parallelToolCalls;`, `.disable_parallel_tool_use = request.parallelToolCalls;`],
  ["JSON matching a schema", "chat-completions.ts", `  if (output.schema !== undefined) s.schema = ctx.copy(output.schema);\n`, ""],
  ["any JSON object (JSON mode)", "gemini.ts", `output.type === "text" ? "text/plain" : "application/json";`, `output.type === "text" ? "text/plain" : "text/plain";`],
  ["free text", "chat-completions.ts", `  if (output.type !== "json_schema") return { type: output.type };\n  const s: Json`, `  if (output.type !== "json_schema") return { type: "json_object" };\n  const s: Json`],
  ["`maxOutputTokens`", "responses.ts", `maxOutputTokens: "max_output_tokens"`, `maxOutputTokens: "max_tokens"`],
  ["`temperature`, `topP`", "claude.ts", `topP: "top_p", topK`, `topP: "topP", topK`],
  ["`topK`", "gemini.ts", `topK: "topK"`, `topK: "top_k"`],
  ["`stop`", "claude.ts", `stop: "stop_sequences"`, `stop: "stop"`],
  ["`seed`, `presencePenalty`, `frequencyPenalty`", "chat-completions.ts", `presencePenalty: "presence_penalty"`, `presencePenalty: "presencePenalty"`],
  ["an effort level (`low`…)", "reasoning.ts", `out.thinkingLevel = r.effort.toUpperCase();`, `out.thinkingLevel = r.effort;`],
  ["a thinking budget", "reasoning.ts", `{ type: "enabled", budget_tokens: budget }`, `{ type: "enabled", budget_tokens: budget - 1 }`],
  ["thinking off", "reasoning.ts", `else if (r.enabled === false) out.thinkingBudget = 0;`, `else if (r.enabled === false) out.thinkingBudget = -1;`],
  ["thinking at the model's discretion", "reasoning.ts", `out.thinking = { type: r.enabled ? "adaptive" : "disabled" };`, `out.thinking = { type: r.enabled ? "enabled" : "disabled" };`],
  ["a reasoning summary / thoughts returned", "reasoning.ts", `if (r.summary !== undefined) out.summary = r.summary;`, `if (r.summary !== undefined) out.summary = "detailed";`],
];

const only = process.argv.slice(2).map(Number);
const report = join(root, ".mutation-report.json");
const rows = [];
let restore;
const undo = () => restore?.();
process.on("exit", undo);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

for (const [n, [row, file, from, to]] of MUTATIONS.entries()) {
  if (only.length && !only.includes(n + 1)) continue;
  const path = src(file);
  const original = readFileSync(path, "utf8");
  if (original.split(from).length !== 2) throw new Error(`row ${n + 1} (${row}): the code to break is not found exactly once in ${file}`);
  restore = () => writeFileSync(path, original);
  writeFileSync(path, original.replace(from, to));
  const run = spawnSync("npx", ["vitest", "run", "test/request/", "--reporter=json", `--outputFile=${report}`], { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
  restore();
  restore = undefined;
  const result = JSON.parse(readFileSync(report, "utf8"));
  rmSync(report, { force: true });
  const failed = result.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === "failed").map((a) => `${f.name.slice(root.length)}: ${a.title}`));
  rows.push({ row, file, from: from.trim(), to: to.trim(), failed, code: run.status });
  process.stderr.write(`${n + 1}. ${row}: ${failed.length} failing\n`);
}

const cell = (s) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");
console.log("| row | mutation | failing tests |\n|---|---|---|");
for (const r of rows) {
  const shown = r.failed.slice(0, 3).map((t) => `\`${cell(t)}\``).join("; ");
  console.log(`| ${cell(r.row)} | \`${r.file}\`: \`${cell(r.from)}\` → \`${cell(r.to) || "(removed)"}\` | ${r.failed.length ? `${r.failed.length}: ${shown}${r.failed.length > 3 ? "; …" : ""}` : "**none**"} |`);
}
const survived = rows.filter((r) => r.failed.length === 0);
console.log(`\n${rows.length} mutations, ${rows.length - survived.length} caught${survived.length ? `; survived: ${survived.map((r) => r.row).join(", ")}` : ""}`);
process.exitCode = survived.length ? 1 : 0;
