// What the Python, Go and Rust tests need beyond node_modules, and getting it without a manual step.
// A tool a test can fetch from its registry is fetched at the version test/toolchains.json pins, into
// .tmp/tools (PyPI for the Python modules, the Go module proxy for staticcheck, crates.io for the
// crates of the Cargo.lock files); a missing language toolchain (python3, go, cargo) is a reason to skip.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { delimiter, join } from "node:path";
import { root } from "../scripts/schemas.js";

/** The pinned versions, shared with .ci/run. */
export const pins = JSON.parse(readFileSync(join(root, "test/toolchains.json"), "utf8")) as {
  python: Record<string, string>;
  staticcheck: string;
};

const tools = join(root, ".tmp/tools");

interface Attempt {
  ok: boolean;
  /** The first lines of what a failed command printed, or why it could not start. */
  why: string;
}

function attempt(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}): Attempt {
  const r = spawnSync(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, encoding: "utf8", timeout: options.timeout ?? 600_000 });
  if (r.error) return { ok: false, why: (r.error as NodeJS.ErrnoException).code === "ENOENT" ? `${command} not found` : r.error.message };
  const text = `${r.stderr ?? ""}${r.stdout ?? ""}`.trim().split("\n").filter(Boolean);
  return { ok: r.status === 0, why: text.slice(-3).join(" / ") || `${command} exited with ${r.status}` };
}

/** Puts a freshly made folder in place atomically, so two test workers installing at once both end well. */
function install(into: string, fill: (dir: string) => Attempt): Attempt {
  if (existsSync(into)) return { ok: true, why: "" };
  const part = `${into}.part-${process.pid}`;
  rmSync(part, { recursive: true, force: true });
  mkdirSync(part, { recursive: true });
  const done = fill(part);
  if (!done.ok) {
    rmSync(part, { recursive: true, force: true });
    return done;
  }
  try {
    renameSync(part, into);
  } catch {
    rmSync(part, { recursive: true, force: true }); // another worker got there first
  }
  return { ok: true, why: "" };
}

const memo = new Map<string, string | undefined>();
const once = (key: string, get: () => string | undefined): string | undefined => {
  if (!memo.has(key)) memo.set(key, get());
  return memo.get(key);
};

/** The Python modules the tests import, by the distribution that provides them. */
const PYTHON_MODULES: Record<string, string> = {
  jsonschema: "jsonschema",
  referencing: "jsonschema",
  pydantic: "pydantic",
  build: "build",
  flit_core: "flit-core",
  mypy: "mypy",
};

const pythonProbe = () =>
  attempt("python3", ["-c", `import ${Object.keys(PYTHON_MODULES).join(", ")}, pydantic; assert pydantic.VERSION >= "2", "pydantic " + pydantic.VERSION`]);

/**
 * Makes python3 see every pinned module: the machine's when it has them all, or else the pinned set
 * installed from PyPI into .tmp/tools and put first on PYTHONPATH (for this process and its children).
 * Returns why Python cannot be used, or undefined when it can.
 */
export function ensurePython(): string | undefined {
  return once("python", () => {
    const python = attempt("python3", ["--version"]);
    if (!python.ok) return python.why;
    if (pythonProbe().ok) return undefined;
    const requirements = Object.entries(pins.python).map(([name, version]) => `${name}==${version}`);
    const version = attempt("python3", ["-c", "import sys; print(sys.version_info[:2])"]).why;
    const dir = join(tools, `python-${createHash("sha256").update(`${version}\n${requirements.join("\n")}`).digest("hex").slice(0, 12)}`);
    const got = install(dir, (part) =>
      attempt("python3", ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-warn-script-location", "--target", part, ...requirements]),
    );
    if (!got.ok) return `the Python modules ${requirements.join(" ")} are missing and pip could not install them (${got.why})`;
    process.env.PYTHONPATH = [dir, process.env.PYTHONPATH].filter(Boolean).join(delimiter);
    const after = pythonProbe();
    return after.ok ? undefined : `python3 cannot import the modules installed into ${dir} (${after.why})`;
  });
}

/**
 * The staticcheck binary at the pinned version: on PATH, where `go install` puts it, or installed from
 * the Go module proxy into .tmp/tools. Undefined when it cannot be had (the reason goes to `why`).
 */
export function ensureStaticcheck(why: string[] = []): string | undefined {
  const found = once("staticcheck", () => findStaticcheck());
  if (found?.startsWith("!")) {
    why.push(found.slice(1));
    return undefined;
  }
  return found;
}

/** The binary's path, or "!" and why it cannot be had. */
function findStaticcheck(): string {
  const want = pins.staticcheck;
  const fits = (bin: string) => attempt(bin, ["-version"]).why.includes(`(${want.replace(/^v/, "")})`);
  const gopath = spawnSync("go", ["env", "GOPATH"], { encoding: "utf8" }).stdout?.trim();
  const ours = join(tools, `go-bin-${want}`);
  for (const bin of ["staticcheck", ...(gopath ? [join(gopath, "bin/staticcheck")] : []), join(ours, "staticcheck")]) if (fits(bin)) return bin;
  const got = install(ours, (part) =>
    attempt("go", ["install", `honnef.co/go/tools/cmd/staticcheck@${want}`], { env: { GOBIN: part, GOWORK: "off", GOFLAGS: "" } }),
  );
  if (got.ok && fits(join(ours, "staticcheck"))) return join(ours, "staticcheck");
  return `!staticcheck ${want} is missing and go install could not build it (${got.why})`;
}

/** The crates of each Cargo.lock, fetched into cargo's cache (offline first, then from crates.io). */
export function ensureCrates(dirs: string[]): string | undefined {
  return once(`crates ${dirs.join(" ")}`, () => {
    for (const cwd of dirs) {
      if (attempt("cargo", ["fetch", "--locked", "--quiet"], { cwd, env: { CARGO_NET_OFFLINE: "true" } }).ok) continue;
      const online = attempt("cargo", ["fetch", "--locked", "--quiet"], { cwd, env: { CARGO_NET_OFFLINE: "false" } });
      if (!online.ok) return `the crates of ${cwd}/Cargo.lock are not in cargo's cache and could not be fetched (${online.why})`;
    }
    return undefined;
  });
}

/** Why cargo clippy cannot run (after trying to add the component), or undefined. */
export function clippyMissing(): string | undefined {
  return once("clippy", () => {
    if (attempt("cargo", ["clippy", "--version"]).ok) return undefined;
    const add = attempt("rustup", ["component", "add", "clippy"]);
    return add.ok && attempt("cargo", ["clippy", "--version"]).ok ? undefined : `cargo clippy is missing and rustup could not add it (${add.why})`;
  });
}

/** Why a toolchain binary cannot be run, or undefined. */
export function toolMissing(command: string, args = ["--version"]): string | undefined {
  return once(`tool ${command}`, () => {
    const r = attempt(command, args);
    return r.ok ? undefined : r.why;
  });
}
