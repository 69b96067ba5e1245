// generated/python as a Python package: the wheel and sdist build, the wheel installs into a fresh
// virtual environment and loads the corpus with ajv's verdicts, pyright and mypy are clean in strict
// mode, and the README's Python snippet runs as written.
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available, compare, fixture, manifest, run, runSnippets, tempDir, type Verdict } from "../languages.js";
import { root } from "../../scripts/schemas.js";
import { pythonVersion } from "../../scripts/emit-python.js";
import { deep } from "../runs.js";

const pkg = join(root, "generated/python");
const version = pythonVersion((JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string }).version);
const tmp = tempDir("python");
afterAll(tmp.remove);
const venvPython = join(tmp.dir, "venv/bin/python");
// A fresh environment that sees the machine's pydantic and flit_core, so nothing is downloaded.
const offline = { PIP_NO_INDEX: "1", PIP_NO_BUILD_ISOLATION: "0", PIP_DISABLE_PIP_VERSION_CHECK: "1" };

describe.runIf(available("python"))("the Python package (generated/python)", () => {
  let verdicts: Verdict[];
  let files: { wheel: string[]; sdist: string[] };
  beforeAll(() => {
    run("python3", ["-m", "build", "--no-isolation", "--outdir", join(tmp.dir, "dist"), pkg]);
    const list = `import glob, json, tarfile, zipfile
wheel, = glob.glob(${JSON.stringify(join(tmp.dir, "dist/*.whl"))})
sdist, = glob.glob(${JSON.stringify(join(tmp.dir, "dist/*.tar.gz"))})
print(json.dumps({"wheel": [wheel.split("/")[-1], *zipfile.ZipFile(wheel).namelist()], "sdist": [sdist.split("/")[-1], *tarfile.open(sdist).getnames()]}))`;
    files = JSON.parse(run("python3", ["-c", list])) as typeof files;
    run("python3", ["-m", "venv", "--system-site-packages", join(tmp.dir, "venv")]);
    run(venvPython, ["-m", "pip", "install", "--quiet", join(tmp.dir, "dist", files.wheel[0]!)], { env: offline });
    verdicts = JSON.parse(run(venvPython, [join(root, "test/python/pydantic_verdicts.py")], { input: manifest, cwd: tmp.dir })) as Verdict[];
  });

  it("builds a wheel and an sdist named chat-contract, at package.json's version, with py.typed", () => {
    expect(files.wheel[0]).toBe(`chat_contract-${version}-py3-none-any.whl`);
    expect(files.wheel).toEqual(expect.arrayContaining(["chat_contract/__init__.py", "chat_contract/py.typed"]));
    expect(files.sdist[0]).toBe(`chat_contract-${version}.tar.gz`);
    expect(files.sdist).toEqual(expect.arrayContaining([`chat_contract-${version}/pyproject.toml`, `chat_contract-${version}/chat_contract/py.typed`]));
    const where = run(venvPython, ["-c", "import chat_contract; print(chat_contract.__version__, chat_contract.__file__)"], { cwd: tmp.dir });
    expect(where).toMatch(new RegExp(`^${version.replace(/\./g, "\\.")} ${tmp.dir}/venv/`));
  });

  it("installed from the wheel, agrees with ajv on every fixture and the sampled mutations (all in test:deep)", () => {
    compare("python", verdicts);
    expect(verdicts.find((v) => v.id === fixture("item/invalid/function-call-missing-call-id.json").id)?.error).toContain("call_id");
  });

  it("loads a function_call as FunctionCallItem and names a missing call_id", () => {
    const script = [
      "import json",
      "from chat_contract import ItemsAdapter",
      "from pydantic import ValidationError",
      `items = ItemsAdapter.validate_json(${JSON.stringify(JSON.stringify([{ type: "function_call", call_id: "c1", name: "f", arguments: "{}" }, { role: "user", content: "hi" }]))})`,
      "print(json.dumps([type(i).__name__ for i in items]))",
      "try:",
      `    ItemsAdapter.validate_json(${JSON.stringify(JSON.stringify([{ type: "function_call", name: "f", arguments: "{}" }]))})`,
      "except ValidationError as e:",
      "    print(json.dumps([list(x['loc']) for x in e.errors()]))",
    ].join("\n");
    const [classes, locs] = run(venvPython, ["-c", script], { cwd: tmp.dir }).trim().split("\n");
    expect(JSON.parse(classes!)).toEqual(["FunctionCallItem", "NewUserMessageItem"]);
    expect(JSON.parse(locs!)).toEqual([[0, "function_call", "call_id"]]);
  });

  it("test/python/every_model.py builds one value of every model", () => {
    const models = [...readFileSync(join(pkg, "chat_contract/__init__.py"), "utf8").matchAll(/^class (\w+)\(_Model\)/gm)].map((m) => m[1]!);
    expect(models.length).toBeGreaterThan(50);
    const consumer = readFileSync(join(root, "test/python/every_model.py"), "utf8");
    expect(models.filter((m) => !consumer.includes(` = ${m}(`))).toEqual([]);
  });

  // Checks that do not deepen with test:deep (which CI runs after npm test) run in npm test alone.
  it.skipIf(deep)("pyright --strict and mypy --strict are clean on the package and on every_model.py, and catch a missing field", () => {
    const bad = join(tmp.dir, "bad.py");
    writeFileSync(bad, 'from chat_contract import FunctionCallItem\n\ncall = FunctionCallItem(type="function_call", call_id="c1")\n');
    const consumer = join(root, "test/python/every_model.py");
    writeFileSync(join(tmp.dir, "pyrightconfig.json"), JSON.stringify({ typeCheckingMode: "strict", extraPaths: [pkg] }));
    const pyright = spawn(join(root, "node_modules/.bin/pyright"), ["-p", join(tmp.dir, "pyrightconfig.json"), "--outputjson", consumer, join(pkg, "chat_contract"), bad]);
    const report = JSON.parse(pyright.stdout) as { generalDiagnostics: { file: string; message: string }[]; summary: { filesAnalyzed: number } };
    expect(report.summary.filesAnalyzed).toBe(3);
    expect(report.generalDiagnostics.map((d) => `${d.file === bad ? "bad.py" : d.file}: ${d.message}`)).toEqual(['bad.py: Arguments missing for parameters "name", "arguments"']);
    const mypy = (...files: string[]) => spawn("python3", ["-m", "mypy", "--strict", "--cache-dir", join(root, ".tmp/mypy-cache"), ...files], { MYPYPATH: pkg });
    const ok = mypy(consumer, join(pkg, "chat_contract"));
    expect(ok.stdout).toMatch(/^Success: no issues found in 2 source files/m);
    expect(ok.status).toBe(0);
    const fails = mypy(bad);
    expect(fails.stdout).toContain('Missing named argument "name" for "FunctionCallItem"');
    expect(fails.status).toBe(1);
  });

  it.skipIf(deep)("the README's Python snippet runs as written", () => {
    const project = join(tmp.dir, "readme");
    run("mkdir", [project]);
    const env = { ...offline, PATH: `${join(tmp.dir, "venv/bin")}:${process.env.PATH}` };
    expect(runSnippets("Python", project, env)).toBe("c1 f {}\n");
  });
});

function spawn(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(command, args, { encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 64 << 20 });
  if (r.error) throw r.error;
  return r;
}
