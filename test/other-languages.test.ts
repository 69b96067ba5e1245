// The generated Python and Go types, and the bundled schema, give every fixture the verdict ajv gives it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusValidators } from "./corpus-validators.js";
import { arrayTypes, corpusDir, loadFixtures, type CorpusSchema, type Fixture } from "../fixtures/corpus.js";
import { loadSchemas, makeAjv, root, type JsonSchema } from "../scripts/schemas.js";

type Lang = "python" | "go";

/**
 * Rules a language's types cannot express, per fixture id, with the reason. Every other disagreement
 * with ajv fails; a listed fixture that agrees fails too, so the list stays true.
 */
const LIMITS: Record<Lang, Record<string, string>> = {
  python: {},
  go: {},
};

const ajvVerdict = corpusValidators;

interface Verdict {
  id: string;
  ok: boolean;
  error?: string;
}

/** A document to check: a fixture file, or a mutation of a valid fixture given as text. */
interface Case {
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

const fixtures = loadFixtures();
const cases: Case[] = [
  ...fixtures.map((f) => ({ id: f.id, schema: f.schema, value: f.value, file: join(corpusDir, f.id) })),
  ...fixtures.filter((f) => f.kind === "valid").flatMap(mutations),
];
const manifest = JSON.stringify(
  cases.map((c) => ({ id: c.id, type: arrayTypes[c.schema], ...(c.file ? { file: c.file } : { text: JSON.stringify(c.value) }) })),
);
const goModule = join(root, "test/go");
const goPackage = join(root, "generated/go");
const python = join(root, "test/python/pydantic_verdicts.py");

function run(command: string, args: string[], options: { cwd?: string; input?: string } = {}) {
  const r = spawnSync(command, args, { ...options, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (r.error || r.status !== 0) throw new Error(`${command} ${args.join(" ")} failed: ${r.error?.message ?? ""}${r.stderr}${r.stdout}`);
  return r.stdout;
}

/** Why a language cannot run here, or undefined when it can. */
function missing(lang: Lang): string | undefined {
  const probe = lang === "python" ? spawnSync("python3", ["-c", "import pydantic; assert pydantic.VERSION >= '2'"]) : spawnSync("go", ["version"]);
  if (probe.status === 0) return undefined;
  return lang === "python" ? "python3 with pydantic 2 is not installed" : "go is not installed";
}

/** Skips locally when a tool is missing; in CI a missing tool is a failure. */
function available(lang: Lang): boolean {
  const reason = missing(lang);
  if (!reason) return true;
  if (process.env.CI) throw new Error(`${lang}: ${reason} (required in CI)`);
  console.log(`${lang}: skipped, ${reason}`);
  return false;
}

function compare(lang: Lang, verdicts: Verdict[]): void {
  const byId = new Map(verdicts.map((v) => [v.id, v]));
  const limits = LIMITS[lang];
  const wrong: string[] = [];
  let runtimeOnly = 0;
  for (const f of cases) {
    const want = ajvVerdict[f.schema](f.value).ok;
    const got = byId.get(f.id);
    if (!got) {
      wrong.push(`${f.id}: no verdict`);
      continue;
    }
    const agrees = got.ok === want;
    if (f.id in limits) {
      if (agrees) wrong.push(`${f.id}: listed as a ${lang} limit but agrees with ajv; remove it from LIMITS`);
      else runtimeOnly++;
    } else if (!agrees) {
      wrong.push(`${f.id}: ajv says ${want ? "valid" : "invalid"}, ${lang} says ${got.ok ? "valid" : `invalid (${got.error})`}`);
    }
  }
  const mutated = cases.length - fixtures.length;
  console.log(`${lang}: ${cases.length - wrong.length}/${cases.length} agree (${runtimeOnly} runtime-only): ${fixtures.length} fixtures + ${mutated} mutations of the valid ones`);
  expect(wrong).toEqual([]);
}

const fixture = (id: string): Fixture => {
  const f = fixtures.find((x) => x.id === id);
  if (!f) throw new Error(`fixture ${id} is missing`);
  return f;
};

describe("bundle.schema.json", () => {
  const bundle = JSON.parse(readFileSync(join(root, "schemas/bundle.schema.json"), "utf8")) as JsonSchema;

  it("is self-contained: every $ref points into its own $defs", () => {
    const refs = JSON.stringify(bundle).match(/"\$ref":"[^"]*"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    const defs = bundle.$defs as JsonSchema;
    const broken = refs.map((r) => r.slice(8, -1)).filter((r) => !r.startsWith("#/$defs/") || !(r.slice(8) in defs));
    expect(broken).toEqual([]);
    for (const { schema } of loadSchemas()) for (const name of Object.keys(schema.$defs as JsonSchema)) expect(defs).toHaveProperty([name]);
  });

  it("gives every fixture the verdict of the split schemas", () => {
    const split = makeAjv();
    for (const { schema } of loadSchemas()) split.addSchema(schema);
    const bundled = makeAjv();
    bundled.addSchema(bundle);
    const differ: string[] = [];
    for (const f of cases) {
      const name = arrayTypes[f.schema];
      const a = split.getSchema(`${f.schema}.schema.json#/$defs/${name}`)!(f.value);
      const b = bundled.getSchema(`bundle.schema.json#/$defs/${name}`)!(f.value);
      if (a !== b) differ.push(`${f.id}: split ${a}, bundle ${b}`);
    }
    console.log(`bundle: ${cases.length - differ.length}/${cases.length} agree with the split schemas`);
    expect(differ).toEqual([]);
  });
});

describe("Python (pydantic models in generated/python)", () => {
  let verdicts: Verdict[] | undefined;
  beforeAll(() => {
    if (available("python")) verdicts = JSON.parse(run("python3", [python], { input: manifest })) as Verdict[];
  });

  it("agrees with ajv on every fixture", (ctx) => {
    if (!verdicts) return ctx.skip();
    compare("python", verdicts);
  });

  it("loads a function_call as FunctionCallItem and names a missing call_id", (ctx) => {
    if (!verdicts) return ctx.skip();
    const script = [
      "import sys, json",
      `sys.path.insert(0, ${JSON.stringify(join(root, "generated/python"))})`,
      "from chat_contract import ItemsAdapter",
      "from pydantic import ValidationError",
      `items = ItemsAdapter.validate_json(${JSON.stringify(JSON.stringify([{ type: "function_call", call_id: "c1", name: "f", arguments: "{}" }, { role: "user", content: "hi" }]))})`,
      "print(json.dumps([type(i).__name__ for i in items]))",
      "try:",
      `    ItemsAdapter.validate_json(${JSON.stringify(JSON.stringify([{ type: "function_call", name: "f", arguments: "{}" }]))})`,
      "except ValidationError as e:",
      "    print(json.dumps([list(x['loc']) for x in e.errors()]))",
    ].join("\n");
    const [classes, locs] = run("python3", ["-c", script]).trim().split("\n");
    expect(JSON.parse(classes!)).toEqual(["FunctionCallItem", "NewUserMessageItem"]);
    expect(JSON.parse(locs!)).toEqual([[0, "function_call", "call_id"]]);
    expect(verdicts.find((v) => v.id === fixture("item/invalid/function-call-missing-call-id.json").id)?.error).toContain("call_id");
  });
});

describe("Go (package in generated/go)", () => {
  let dir: string | undefined;
  let verdicts: Verdict[] | undefined;
  beforeAll(() => {
    if (!available("go")) return;
    dir = mkdtempSync(join(tmpdir(), "chat-contract-go-"));
    const binary = join(dir, "verdicts");
    run("go", ["build", "-o", binary, "."], { cwd: goModule });
    verdicts = JSON.parse(run(binary, [], { input: manifest })) as Verdict[];
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("agrees with ajv on every fixture", (ctx) => {
    if (!verdicts) return ctx.skip();
    compare("go", verdicts);
    expect(verdicts.find((v) => v.id === fixture("item/invalid/function-call-missing-call-id.json").id)?.error).toContain('"call_id"');
  });

  it("is gofmt-clean, and go vet and go test pass", (ctx) => {
    if (!verdicts) return ctx.skip();
    expect(run("gofmt", ["-l", goPackage, goModule])).toBe("");
    run("go", ["vet", "./..."], { cwd: goPackage });
    run("go", ["vet", "./..."], { cwd: goModule });
    run("go", ["test", "./..."], { cwd: goModule });
  });
});
