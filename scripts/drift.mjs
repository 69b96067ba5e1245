// npm run drift: the type pins (test-d/) against the newest release of each vendor SDK, for maintainers.
// Installs the newest openai, @anthropic-ai/sdk and @google/genai into a temporary folder beside a copy
// of the built package and test-d/, runs tsd there, and prints each difference as one line:
//   drift: openai 7.59.0 → 7.61.0
//   drift: test-d/items.test-d.ts:57: Type McpCallItem is not assignable to type McpCall.
// `--pinned` runs the same check against the pinned versions in node_modules (what npm test runs),
// printed the same way; `--with openai@7.55.0` checks one SDK at a given release instead of its newest. Exit 0 when nothing differs, 1 when something does, 2 when it cannot run.
// npm test never runs this: it reaches the registry.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
/** The SDKs whose types test-d/ pins, and the dev dependencies tsd needs beside them. */
const SDKS = ["openai", "@anthropic-ai/sdk", "@google/genai"];
const SUPPORT = ["tsd", "@standard-schema/spec", "@types/node"];
const pinned = process.argv.includes("--pinned");
/** `--with <sdk>@<version>`: check against that release instead of the newest (to see what a given release would change). */
const chosen = new Map(
  process.argv.flatMap((arg, i) => (arg === "--with" && process.argv[i + 1] ? [process.argv[i + 1]] : [])).map((spec) => {
    const at = spec.lastIndexOf("@");
    return [spec.slice(0, at), spec.slice(at + 1)];
  }),
);

function sh(command, args, cwd) {
  const r = spawnSync(command, args, { cwd, encoding: "utf8", maxBuffer: 1 << 26 });
  if (r.error) throw r.error;
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

function fail(message) {
  console.error(`drift: ${message}`);
  process.exit(2);
}

/** At most this many characters of a type in a finding. */
const SHORT = 160;
const short = (text) => (text.length > SHORT ? `${text.slice(0, SHORT)}…` : text);

/**
 * tsd's report as one line per diagnostic: `file:line: what failed — why`, the message's first line
 * and its innermost reason (the last line TypeScript's elaboration gives, e.g. the property that differs).
 */
function findings(report) {
  const out = [];
  let file;
  let open;
  const close = () => {
    if (open) out.push(`${open.at}: ${short(open.first)}${open.last ? ` — ${short(open.last)}` : ""}`);
    open = undefined;
  };
  for (const raw of report.split("\n")) {
    const line = raw.trimEnd();
    const header = /^\s{2}(\S+\.ts):\d+:\d+$/.exec(line);
    const hit = /^\s*✖\s+(\d+):\d+\s+(.*\S)/.exec(line);
    if (header) {
      close();
      file = header[1];
    } else if (hit) {
      close();
      open = { at: `${file ?? "?"}:${hit[1]}`, first: hit[2].replace(/\s+/g, " ") };
    } else if (open && line.trim() !== "" && !/^\s*\d+ errors?$/.test(line)) {
      open.last = line.trim().replace(/\s+/g, " ");
    } else close();
  }
  close();
  return out;
}

if (!existsSync(join(root, "dist/index.d.ts"))) fail("no dist/index.d.ts: run npm run build first");

let cwd = root;
let tmp;
const lines = [];
if (!pinned) {
  tmp = mkdtempSync(join(tmpdir(), "chat-contract-drift-"));
  cwd = tmp;
  cpSync(join(root, "dist"), join(tmp, "dist"), { recursive: true });
  cpSync(join(root, "test-d"), join(tmp, "test-d"), { recursive: true });
  const { compilerOptions } = JSON.parse(readFileSync(join(root, "tsconfig.json"), "utf8"));
  writeFileSync(join(tmp, "tsconfig.json"), JSON.stringify({ compilerOptions }));
  writeFileSync(join(tmp, "package.json"), JSON.stringify({ name: pkg.name, version: pkg.version, type: "module", types: "./dist/index.d.ts", exports: pkg.exports, private: true }));
  // test-d/ also pins the previous openai major through an alias; keep it at its pinned version.
  const alias = Object.entries(pkg.devDependencies).filter(([name]) => name.startsWith("openai-v")).map(([name, spec]) => `${name}@${spec}`);
  const support = SUPPORT.map((name) => `${name}@${pkg.devDependencies[name]}`);
  const install = sh("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts", "--no-package-lock", ...SDKS.map((s) => `${s}@${chosen.get(s) ?? "latest"}`), ...alias, ...support], tmp);
  if (install.code !== 0) fail(`npm install failed:\n${install.out}`);
  for (const sdk of SDKS) {
    const newest = JSON.parse(readFileSync(join(tmp, "node_modules", sdk, "package.json"), "utf8")).version;
    const pin = pkg.devDependencies[sdk];
    const which = chosen.has(sdk) ? "checked" : "newest";
    lines.push(newest === pin ? `ok: ${sdk} ${pin} is the ${which} release` : `drift: ${sdk} pinned ${pin}, ${which} ${newest}`);
  }
}
const tsd = sh(join(cwd, "node_modules/.bin/tsd"), ["--typings", "dist/index.d.ts", "--files", "test-d"], cwd);
const found = findings(tsd.out);
if (tsd.code !== 0 && found.length === 0) fail(`tsd failed without diagnostics:\n${tsd.out}`);
for (const f of found) lines.push(`drift: ${f}`);
if (tmp) rmSync(tmp, { recursive: true, force: true });
console.log(lines.join("\n"));
console.log(found.length === 0 ? `drift: none (${pinned ? "pinned" : "newest"} SDKs type-check against test-d/)` : `drift: ${found.length} difference(s) in test-d/`);
process.exit(found.length || lines.some((l) => l.startsWith("drift: ") && l.includes("pinned")) ? 1 : 0);
