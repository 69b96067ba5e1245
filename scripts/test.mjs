// npm test: every enforcer, stopping at the first red. Steps that do not need each other run at the
// same time: the first group reads only the sources, the second the built dist/. Each step's output
// is printed in one piece when it ends. `node scripts/test.mjs <words>` runs the steps whose name
// contains one of the words.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const results = ".tmp/vitest-results.json";
rmSync(results, { force: true });

/** The plain closing line CI reads: vitest's test counts. */
function closing() {
  if (!existsSync(results)) return;
  const r = JSON.parse(readFileSync(results, "utf8"));
  console.log(`tests: ${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""}`);
}

const groups = [
  [
    ["generated files match schemas", "npm run --silent generate -- --check"],
    ["type-check src, scripts, test", "npx tsc --noEmit -p tsconfig.json --incremental --tsBuildInfoFile .tmp/tsc.tsbuildinfo"],
    ["build dist", "npm run --silent build -- --silent"],
    ["API reference (typedoc, warnings are errors)", "npm run --silent docs -- --logLevel Warn"],
  ],
  [
    ["behaviour (vitest)", "npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json"],
    ["compile-time contract (tsd)", "node scripts/tsd.cjs --typings dist/index.d.ts --files test-d"],
    ["dist in plain node, ESM", "node test/smoke/esm.mjs"],
    ["dist in plain node, CJS", "node test/smoke/cjs.cjs"],
    ["package lint (publint)", "npx publint --strict"],
    ["types resolution (attw)", "npx attw --pack ."],
  ],
];

const only = process.argv.slice(2);
const started = Date.now();
const running = new Set();

/** Runs one step with its output captured; resolves with its exit status. */
function step([name, command]) {
  return new Promise((resolve) => {
    const t = Date.now();
    const child = spawn(command, { shell: true, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0") } });
    running.add(child);
    // vitest, the long one, prints as it goes; the others in one piece when they end
    const live = name.includes("vitest");
    if (live) process.stdout.write(`\n▶ ${name}: ${command} (live)\n`);
    const out = [];
    child.stdout.on("data", (d) => (live ? process.stdout.write(d) : out.push(d)));
    child.stderr.on("data", (d) => (live ? process.stderr.write(d) : out.push(d)));
    child.on("close", (status, signal) => {
      running.delete(child);
      if (stopping) return resolve(status);
      if (!live) process.stdout.write(`\n▶ ${name}: ${command}\n`);
      process.stdout.write(Buffer.concat(out));
      if (status === 0) console.log(`✓ ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
      else console.error(`\n✗ ${name} failed (exit ${status ?? signal})`);
      resolve(status);
    });
  });
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

for (const group of groups) {
  const chosen = group.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  const failed = await new Promise((resolve) => {
    let left = chosen.length;
    if (!left) resolve(false);
    for (const s of chosen) {
      step(s).then((status) => {
        if (status !== 0 && !stopping) {
          stop();
          resolve(true);
        }
        if (--left === 0) resolve(false);
      });
    }
  });
  if (failed) {
    closing();
    process.exit(1);
  }
}
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
closing();
