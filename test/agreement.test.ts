// The shipped schemas compile in the default mode of independent JSON Schema 2020-12 implementations,
// and each gives every fixture and every mutation of a valid one the generated validators' verdict.
import { spawnSync } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { registerSchema, validate as hyperjumpValidate } from "@hyperjump/json-schema/draft-2020-12";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusValidators } from "./corpus-validators.js";
import { cases, fixtures, slowCases, type Case } from "./languages.js";
import { cachedRun } from "./result-cache.js";
import { ensurePython, pins } from "./toolchains.js";
import { arrayTypes, schemaFiles } from "../fixtures/corpus.js";
import { root, schemaDir, type JsonSchema } from "../scripts/schemas.js";

type Implementation = "ajv" | "ajv-cli" | "python-jsonschema" | "hyperjump";

/** Where an implementation and the generated validators are known to differ, per case id, with the reason. */
const known = JSON.parse(readFileSync(join(root, "test/known-disagreements.json"), "utf8")) as Record<Implementation, Record<string, string>>;

const want = new Map(cases.map((c) => [c.id, corpusValidators[c.schema](c.value).ok]));
const files = ["bundle.schema.json", ...new Set(cases.map((c) => `${schemaFiles[c.schema]}.schema.json`))].sort();
const schemas = Object.fromEntries(files.map((f) => [f, JSON.parse(readFileSync(join(schemaDir, f), "utf8")) as JsonSchema]));
const pkg = (name: string) => (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

/** One implementation's verdict on a case: against its split schema file and against the bundle. */
interface Verdict {
  ok: boolean;
  bundle?: boolean;
  error?: string;
}

/** Fails on every disagreement not listed in known-disagreements.json, and on every listed case that agrees. */
function compare(impl: Implementation, verdicts: Map<string, Verdict>, version: string, over: Case[] = cases): void {
  const listed = known[impl] ?? {};
  const wrong: string[] = [];
  let agree = 0;
  for (const c of over) {
    const expected = want.get(c.id)!;
    const got = verdicts.get(c.id);
    if (!got) {
      wrong.push(`${c.id}: no verdict`);
      continue;
    }
    const agrees = got.ok === expected && (got.bundle === undefined || got.bundle === expected);
    if (agrees) agree++;
    if (c.id in listed) {
      if (agrees) wrong.push(`${c.id}: listed in known-disagreements.json → ${impl} but agrees; remove the entry`);
    } else if (!agrees) {
      const say = (ok: boolean | undefined) => (ok === undefined ? "-" : ok ? "valid" : "invalid");
      wrong.push(`${c.id}: generated ${say(expected)}, ${impl} ${say(got.ok)} (bundle ${say(got.bundle)})${got.error ? `: ${got.error}` : ""}`);
    }
  }
  for (const id of Object.keys(listed)) if (!want.has(id)) wrong.push(`${id}: listed for ${impl} but no such case`);
  console.log(`${impl} ${version}: agrees with the generated validators on ${agree}/${over.length} cases ` +
    `(${fixtures.length} fixtures + ${over.length - fixtures.length} mutations), ${Object.keys(listed).length} known disagreement(s)`);
  expect(wrong).toEqual([]);
}

/** The schema files a file's `$ref`s name (`chat-request.schema.json` → `chat-message.schema.json`), transitively. */
function referenced(file: string, seen = new Set<string>()): string[] {
  for (const [, other] of JSON.stringify(schemas[file]).matchAll(/"\$ref":"([a-z-]+\.schema\.json)#/g)) {
    if (other !== file && !seen.has(other!)) {
      seen.add(other!);
      referenced(other!, seen);
    }
  }
  return [...seen];
}

describe("ajv 2020, default options", () => {
  it("compiles every shipped schema file, each on its own (with the files it references) and the bundle", () => {
    for (const f of files) {
      const ajv = new Ajv2020({ logger: false });
      for (const other of referenced(f)) ajv.addSchema(schemas[other]!);
      expect(() => ajv.compile(schemas[f]!), f).not.toThrow();
    }
  });

  it("agrees on every case, split and bundled", () => {
    const split = new Ajv2020({ logger: false });
    for (const f of files) if (f !== "bundle.schema.json") split.addSchema(schemas[f]!);
    const bundled = new Ajv2020({ logger: false }).addSchema(schemas["bundle.schema.json"]!);
    const verdicts = new Map<string, Verdict>();
    for (const c of cases) {
      const def = arrayTypes[c.schema];
      verdicts.set(c.id, {
        ok: split.getSchema(`${schemaFiles[c.schema]}.schema.json#/$defs/${def}`)!(c.value) as boolean,
        bundle: bundled.getSchema(`bundle.schema.json#/$defs/${def}`)!(c.value) as boolean,
      });
    }
    compare("ajv", verdicts, pkg("ajv"));
  });
});

describe("ajv-cli, default options", () => {
  const cli = join(root, "node_modules/ajv-cli/dist/index.js");
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "chat-contract-ajv-cli-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  /** Runs ajv-cli with its output in a file: it exits before a pipe is drained, so piped output gets cut. */
  const ajv = (...args: string[]) => {
    const out = join(dir, "output.txt");
    const fd = openSync(out, "w");
    const run = spawnSync(process.execPath, [cli, ...args, "--spec=draft2020"], { stdio: ["ignore", fd, fd] });
    closeSync(fd);
    return { status: run.status, output: readFileSync(out, "utf8") };
  };

  // One run for every file (a run costs 0.6 s, nearly all of it start-up): each file is compiled
  // beside the others, which are exactly the files its $refs can reach. The ajv test above compiles
  // each file with only the files it references.
  it("compiles every shipped schema file", () => {
    const run = ajv("compile", ...files.flatMap((f) => ["-s", join(schemaDir, f)]));
    expect(run.status, run.output).toBe(0);
    const valid = [...run.output.matchAll(/^schema (\S+) is valid$/gm)].map((m) => m[1]);
    expect(valid).toEqual(files.map((f) => join(schemaDir, f)));
  });

  it("agrees on every case", () => {
    const verdicts = new Map<string, Verdict>();
    for (const [schema, def] of Object.entries(arrayTypes)) {
      const mine = cases.filter((c) => c.schema === schema);
      mine.forEach((c, i) => writeFileSync(join(dir, `${schema}-${i}.json`), JSON.stringify(c.value)));
      const wrapper = join(dir, `${schema}-root.schema.json`);
      const file = schemaFiles[schema as keyof typeof schemaFiles];
      writeFileSync(wrapper, JSON.stringify({ $id: `root-${schema}.json`, $ref: `${file}.schema.json#/$defs/${def}` }));
      const refs = [`${file}.schema.json`, ...referenced(`${file}.schema.json`)].flatMap((f) => ["-r", join(schemaDir, f)]);
      const run = ajv("validate", "-s", wrapper, ...refs, "-d", join(dir, `${schema}-*[0-9].json`), "--errors=line");
      const lines = new Map([...run.output.matchAll(/^(\S+\.json) (valid|invalid)$/gm)].map((m) => [m[1]!, m[2] === "valid"]));
      mine.forEach((c, i) => {
        const ok = lines.get(join(dir, `${schema}-${i}.json`));
        if (ok !== undefined) verdicts.set(c.id, { ok });
      });
    }
    compare("ajv-cli", verdicts, pkg("ajv-cli"));
  });
});

describe("python jsonschema", () => {
  const unavailable = ensurePython();
  // Python's jsonschema takes about 12 ms a case, so it judges slowCases; its verdicts are kept under a
  // hash of the script, every schema and case file, the cases and the interpreter's versions.
  const input = JSON.stringify(slowCases.map((c: Case) => ({ id: c.id, schema: schemaFiles[c.schema], type: arrayTypes[c.schema], ...(c.file ? { file: c.file } : { text: JSON.stringify(c.value) }) })));
  const script = join(root, "test/python/verdicts.py");
  const versions = spawnSync("python3", ["-c", "import sys; from importlib import metadata as m; print(sys.version, *(m.version(d) for d in ('jsonschema', 'referencing', 'rpds-py')))"], { encoding: "utf8" }).stdout ?? "";
  const run = unavailable
    ? { status: null, stdout: "", stderr: "", error: undefined, cached: undefined }
    : cachedRun([readFileSync(script), ...readdirSync(schemaDir).sort().map((f) => f + readFileSync(join(schemaDir, f), "utf8")), ...slowCases.flatMap((c) => (c.file ? [readFileSync(c.file)] : [])), versions], "python3", [script], input);
  if (run.cached) console.log(`python jsonschema: verdicts of an identical earlier run (${run.cached})`);
  const missing = unavailable ?? (run.error ? `python3 could not be run (${run.error.message})` : run.status === 2 ? run.stderr.trim() : undefined);
  if (missing) {
    if (process.env.CI) it("is available in CI", () => expect.fail(`${missing}; install it with: pip install jsonschema==${pins.python.jsonschema}`));
    else console.warn(`skipping python jsonschema: ${missing} (pip install jsonschema==${pins.python.jsonschema})`);
  }

  it.skipIf(missing !== undefined)("checks every shipped schema file and agrees on every case, split and bundled", () => {
    expect(run.status, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { version: string; verdicts: { id: string; ok: boolean; bundle_ok: boolean; error?: string }[] };
    compare("python-jsonschema", new Map(out.verdicts.map((v) => [v.id, { ok: v.ok, bundle: v.bundle_ok, ...(v.error && { error: v.error }) }])), out.version, slowCases);
  });
});

describe("@hyperjump/json-schema", () => {
  const base = "https://chat-contract.test/schemas/";
  beforeAll(() => {
    for (const f of files) registerSchema(schemas[f] as Parameters<typeof registerSchema>[0], base + f);
  });

  it("compiles every shipped schema file and agrees on every case, split and bundled", async () => {
    const compiled = new Map<string, (value: unknown) => { valid: boolean }>();
    const at = async (file: string, def: string) => {
      const uri = `${base}${file}#/$defs/${def}`;
      if (!compiled.has(uri)) compiled.set(uri, (await hyperjumpValidate(uri)) as (value: unknown) => { valid: boolean });
      return compiled.get(uri)!;
    };
    const verdicts = new Map<string, Verdict>();
    for (const c of cases) {
      const def = arrayTypes[c.schema];
      const split = await at(`${schemaFiles[c.schema]}.schema.json`, def);
      const bundled = await at("bundle.schema.json", def);
      verdicts.set(c.id, { ok: split(c.value as never).valid, bundle: bundled(c.value as never).valid });
    }
    compare("hyperjump", verdicts, pkg("@hyperjump/json-schema"));
  }, 120_000);
});
