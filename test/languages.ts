// What the Python, Go and Rust tests share: the corpus cases (fixtures plus mutations of the valid
// ones) with ajv's verdicts, the comparison, running tools, and the README's snippets.
import { deep } from "./runs.js";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { expect } from "vitest";
import { corpusValidators } from "./corpus-validators.js";
import { arrayTypes, corpusDir, loadFixtures, type CorpusSchema, type Fixture } from "../fixtures/corpus.js";
import { root } from "../scripts/schemas.js";
import { ensureCrates, ensurePython, ensureStaticcheck, pins, toolMissing } from "./toolchains.js";

export type Lang = "python" | "go" | "rust";

/**
 * Rules a language's types cannot express, per fixture id, with the reason. Every other disagreement
 * with ajv fails; a listed fixture that agrees fails too, so the list stays true.
 */
const LIMITS: Record<Lang, Record<string, string>> = {
  python: {},
  go: {},
  rust: {},
};

/** One language's verdict on one case. */
export interface Verdict {
  id: string;
  ok: boolean;
  error?: string | null;
}

/** A document to check: a fixture file, or a mutation of a valid fixture given as text. */
export interface Case {
  id: string;
  schema: CorpusSchema;
  value: unknown;
  file?: string;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every object in a document with its JSON path, depth first. */
function objectsOf(value: Json, path: (string | number)[] = []): { path: (string | number)[]; node: { [k: string]: Json } }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => objectsOf(v, [...path, i]));
  if (value === null || typeof value !== "object") return [];
  return [{ path, node: value }, ...Object.entries(value).flatMap(([k, v]) => objectsOf(v, [...path, k]))];
}

/**
 * Variations of each valid fixture that probe what tags and types alone do not show: each key of each
 * object removed, set to null, set to a number; an unknown key added to each object.
 */
function mutations(f: Fixture): Case[] {
  const out: Case[] = [];
  const edit = (label: string, change: (o: { [k: string]: Json }) => void, path: (string | number)[]) => {
    const copy = structuredClone(f.value) as Json;
    let node = copy as Json;
    for (const p of path) node = (node as Record<string | number, Json>)[p]!;
    change(node as { [k: string]: Json });
    out.push({ id: `${f.id}#/${path.join("/")} ${label}`, schema: f.schema, value: copy });
  };
  for (const { path, node } of objectsOf(f.value as Json)) {
    for (const key of Object.keys(node)) {
      edit(`without ${key}`, (o) => delete o[key], path);
      edit(`${key}: null`, (o) => (o[key] = null), path);
      edit(`${key}: 7`, (o) => (o[key] = 7), path);
    }
    edit("with unknown_key", (o) => (o.unknown_key = "x"), path);
  }
  return out;
}

/** FNV-1a of a case id: a sample that does not depend on the order or the kind of the mutations. */
function hash(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Every fixture, and of the mutations of the valid ones a third in npm test (by the hash of their id)
 * and all of them in npm run test:deep. Each enforcer (ajv, ajv-cli, hyperjump, Python, Go, Rust) gets
 * these cases, except Python's jsonschema in npm test (slowCases).
 */
export const fixtures = loadFixtures();
const mutated = fixtures.filter((f) => f.kind === "valid").flatMap(mutations);
export const allMutations = mutated.length;
export const cases: Case[] = [
  ...fixtures.map((f) => ({ id: f.id, schema: f.schema, value: f.value, file: join(corpusDir, f.id) })),
  ...(deep ? mutated : mutated.filter((c) => hash(c.id) % 3 === 0)),
];
/**
 * For an enforcer that takes milliseconds a case (Python's jsonschema: 11–13 ms, 53–62 s of CPU for
 * the 4,843 cases the others judge in npm test, so nearly three minutes for test:deep's 13,604), the fixtures and a third of the mutations the
 * others judge, by the same hash: a ninth of all in npm test, a third in test:deep.
 */
export const slowCases: Case[] = cases.filter((c) => c.file !== undefined || hash(c.id) % (deep ? 3 : 9) === 0);
const want = (c: Case) => corpusValidators[c.schema](c.value).ok;

/** The cases as JSON for the other languages: id, root type, file or text, and ajv's verdict. */
export const manifest = JSON.stringify(
  // The cargo test checks its verdicts itself: a listed Rust limit is expected to get the other verdict.
  cases.map((c) => ({ id: c.id, type: arrayTypes[c.schema], want: want(c) !== c.id in LIMITS.rust, ...(c.file ? { file: c.file } : { text: JSON.stringify(c.value) }) })),
);

/** Runs a command; its stdout, or an error with its output. */
export function run(command: string, args: string[], options: { cwd?: string; input?: string; env?: NodeJS.ProcessEnv } = {}): string {
  const r = spawnSync(command, args, { ...options, env: { ...process.env, ...options.env }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.error || r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${r.error?.message ?? ""}${r.stderr}${r.stdout}`);
  return r.stdout;
}

/** What each language's checks need, each fetched when it can be (test/toolchains.ts); the reasons it cannot. */
const NEEDS: Record<Lang, () => string[]> = {
  python: () => [ensurePython()].filter((r) => r !== undefined),
  go: () => {
    const go = toolMissing("go", ["version"]);
    if (go) return [go];
    const why: string[] = [];
    ensureStaticcheck(why);
    return why;
  },
  rust: () => {
    const cargo = toolMissing("cargo");
    return cargo ? [cargo] : [ensureCrates([join(root, "generated/rust"), join(root, "test/rust")])].filter((r) => r !== undefined);
  },
};

/** The staticcheck binary at the pinned version (installed into .tmp/tools when missing). */
export function staticcheck(): string {
  const bin = ensureStaticcheck();
  if (!bin) throw new Error(`staticcheck ${pins.staticcheck} is not available`);
  return bin;
}

/**
 * Whether a language's tests can run. What is missing and can be fetched is fetched first; what still
 * is missing skips them locally, printing why, and fails in CI.
 */
export function available(lang: Lang): boolean {
  const missing = NEEDS[lang]();
  if (!missing.length) return true;
  return skip(lang, missing.join("; "));
}

/** Prints why a check is skipped and returns false; under CI=true a skip is a failure. */
export function skip(what: string, reason: string): false {
  if (process.env.CI) throw new Error(`${what}: ${reason}; required in CI`);
  console.log(`${what}: skipped, ${reason}`);
  return false;
}

/** Every case got ajv's verdict from the language, except the listed limits; prints the count. */
export function compare(lang: Lang, verdicts: Verdict[]): void {
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const limits = LIMITS[lang];
  const wrong: string[] = [];
  let runtimeOnly = 0;
  for (const c of cases) {
    const expected = want(c);
    const got = byId.get(c.id);
    if (!got) {
      wrong.push(`${c.id}: no verdict`);
      continue;
    }
    const agrees = got.ok === expected;
    if (c.id in limits) {
      if (agrees) wrong.push(`${c.id}: listed as a ${lang} limit but agrees with ajv; remove it from LIMITS`);
      else runtimeOnly++;
    } else if (!agrees) {
      wrong.push(`${c.id}: ajv says ${expected ? "valid" : "invalid"}, ${lang} says ${got.ok ? "valid" : `invalid (${got.error})`}`);
    }
  }
  const mutated = cases.length - fixtures.length;
  console.log(`${lang}: ${cases.length - wrong.length}/${cases.length} agree (${runtimeOnly} runtime-only): ${fixtures.length} fixtures + ${mutated} mutations of the valid ones`);
  expect(wrong).toEqual([]);
}

/** A fixture by id, or an error naming it. */
export function fixture(id: string): Fixture {
  const f = fixtures.find((x) => x.id === id);
  if (!f) throw new Error(`fixture ${id} is missing`);
  return f;
}

/** A temporary folder, removed by `remove()`. */
export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `chat-contract-${prefix}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Gives each file under `copy` that is byte-equal to the same path under `source` that file's
 * modification time. A build tool that decides by file times (cargo) then sees a fresh copy of
 * unchanged sources as the copy it built last time; a file that differs keeps its new time.
 */
export function keepTimes(copy: string, source: string): void {
  for (const entry of readdirSync(copy, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const original = join(source, relative(copy, path));
    if (!existsSync(original) || !readFileSync(path).equals(readFileSync(original))) continue;
    const { atime, mtime } = statSync(original);
    utimesSync(path, atime, mtime);
  }
}

/**
 * An empty folder for a README snippet's project, at the same path on every run (.tmp/readme/<lang>):
 * the Go build cache and cargo key what they keep on the source paths, so a fresh random folder
 * would rebuild everything each time.
 */
export function snippetProject(lang: Lang): string {
  const dir = join(root, ".tmp/readme", lang);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A fenced block of a README section: a file to write (its first line names it) or shell lines to run. */
export type Snippet = { kind: "file"; path: string; text: string } | { kind: "sh"; text: string };

/** The blocks of `### <heading>` under `## Other languages` in README.md, in order. */
export function readmeSnippets(heading: string): Snippet[] {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const section = readme.split(/^## /m).find((s) => s.startsWith("Other languages\n"));
  const sub = section?.split(/^### /m).find((s) => s.startsWith(`${heading}\n`));
  if (!sub) throw new Error(`README.md: no "### ${heading}" under "## Other languages"`);
  return [...sub.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map(([, lang, text]) => {
    if (lang === "sh") return { kind: "sh", text: text! };
    const first = /^(?:#|\/\/) (\S+)\n/.exec(text!);
    if (!first) throw new Error(`README.md, ${heading}: a ${lang} block must start with a comment naming its file`);
    return { kind: "file", path: first[1]!, text: text! };
  });
}

/**
 * Installs the packed npm package into `dir` (offline, as `npm install chat-contract` would), then
 * runs a README section's snippets there in order: files are written, shell blocks run by bash, and
 * `afterShell` (if given) runs after each shell block. Returns the last shell block's stdout.
 */
export function runSnippets(heading: string, dir: string, env: NodeJS.ProcessEnv, afterShell?: () => void): string {
  execFileSync("npm", ["pack", "--silent", "--pack-destination", dir], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"))!;
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "try-chat-contract", private: true }));
  execFileSync("npm", ["install", "--offline", "--no-audit", "--no-fund", "--silent", join(dir, tarball)], { cwd: dir, stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  for (const s of readmeSnippets(heading)) {
    if (s.kind === "file") {
      mkdirSync(dirname(join(dir, s.path)), { recursive: true });
      writeFileSync(join(dir, s.path), s.text);
    } else {
      out = run("bash", ["-euo", "pipefail", "-c", s.text], { cwd: dir, env });
      afterShell?.();
    }
  }
  return out;
}
