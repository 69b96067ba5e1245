// npm test: every enforcer in order, stopping at the first red.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const results = ".tmp/vitest-results.json";
rmSync(results, { force: true });

/** The plain closing line CI reads: vitest's test counts. */
function closing() {
  if (!existsSync(results)) return;
  const r = JSON.parse(readFileSync(results, "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""}`);
}

const steps = [
  ["generated files match schemas", "npm run --silent generate -- --check"],
  ["type-check src, scripts, test", "npx tsc --noEmit -p tsconfig.json"],
  ["build dist", "npm run --silent build -- --silent"],
  ["compile-time contract (tsd)", "npx tsd --typings dist/index.d.ts --files test-d"],
  ["API reference (typedoc, warnings are errors)", "npm run --silent docs -- --logLevel Warn"],
  ["behaviour (vitest)", "npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json"],
  ["dist in plain node, ESM", "node test/smoke/esm.mjs"],
  ["dist in plain node, CJS", "node test/smoke/cjs.cjs"],
  ["package lint (publint)", "npx publint --strict"],
  ["types resolution (attw)", "npx attw --pack ."],
];

const only = process.argv.slice(2);
const started = Date.now();
for (const [name, command] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}: ${command}`);
  const t = Date.now();
  const run = spawnSync(command, { stdio: "inherit", shell: true });
  if (run.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${run.status ?? run.signal})`);
    closing();
    process.exit(1);
  }
  console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
closing();
