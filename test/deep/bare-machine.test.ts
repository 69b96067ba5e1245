// npm test on machines that lack a toolchain, or whose cargo cache is empty: each missing toolchain
// skips its tests with a printed reason, each present one fetches what it needs and passes.
// Run by npm run test:deep (it runs vitest again in child processes, and fetches crates).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs";
import { delimiter, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDir } from "../languages.js";
import { root } from "../../scripts/schemas.js";

const tmp = tempDir("bare");
afterAll(tmp.remove);

/** A PATH holding every command of this one except the Python, Go and Rust toolchains. */
function pathWithout(pattern: RegExp): string {
  const bin = join(tmp.dir, "bin");
  mkdirSync(bin);
  const seen = new Set<string>();
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(existsSync)) {
    for (const name of readdirSync(dir)) {
      if (seen.has(name) || pattern.test(name)) continue;
      seen.add(name);
      symlinkSync(join(dir, name), join(bin, name));
    }
  }
  return bin;
}

const vitest = (files: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, [join(root, "node_modules/vitest/vitest.mjs"), "run", ...files], {
    cwd: root,
    encoding: "utf8",
    // npm test's depth: what these runs show is what a missing or empty toolchain does, not more cases.
    env: { ...process.env, CI: "", CHAT_CONTRACT_DEEP: "", FORCE_COLOR: "0", NO_COLOR: "1", ...env },
    maxBuffer: 64 << 20,
  });

describe("a bare machine", () => {
  it("with only Node: the Python, Go and Rust tests are skipped, each with its reason", () => {
    const PATH = pathWithout(/^(python|pip|go$|gofmt|cargo|rustc|rustup|rustdoc|staticcheck|mypy|pyright$)/);
    expect(spawnSync("python3", ["--version"], { env: { PATH } }).error).toBeDefined();
    const run = vitest(["test/python", "test/go", "test/rust", "test/agreement.test.ts"], { PATH });
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(0);
    expect(out).toContain("python: skipped, python3 not found");
    expect(out).toContain("go: skipped, go not found");
    expect(out).toContain("rust: skipped, cargo not found");
    expect(out).toContain("skipping python jsonschema: python3 not found");
    expect(out).toMatch(/Tests\s+\d+ passed \| \d+ skipped/);
  }, 300_000);

  const cargo = spawnSync("cargo", ["--version"]).status === 0;
  it.runIf(cargo)("with cargo and an empty crate cache: test/rust fetches the crates from crates.io and passes", () => {
    const CARGO_HOME = join(tmp.dir, "cargo-home");
    mkdirSync(CARGO_HOME);
    const RUSTUP_HOME = process.env.RUSTUP_HOME ?? join(process.env.HOME ?? "", ".rustup");
    // Its own target folder: crates from this home's registry are other builds than the shared folder's.
    const run = vitest(["test/rust"], { CARGO_HOME, RUSTUP_HOME, CHAT_CONTRACT_CARGO_TARGET: join(tmp.dir, "cargo-target") });
    const out = run.stdout + run.stderr;
    expect(run.status, out).toBe(0);
    expect(out).toMatch(/Tests\s+3 passed/);
    expect(readdirSync(join(CARGO_HOME, "registry/cache")).length).toBeGreaterThan(0);
  }, 900_000);
});
