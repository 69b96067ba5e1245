// generated/rust as a crate: cargo test decodes every fixture and the sampled mutations (all in test:deep) with ajv's verdict,
// clippy is clean with -D warnings, and a consumer crate built as the README says needs no download.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available, compare, keepTimes, manifest, run, runSnippets, snippetProject, skip, tempDir, type Verdict } from "../languages.js";
import { clippyMissing } from "../toolchains.js";
import { root } from "../../scripts/schemas.js";
import { deep } from "../runs.js";

const crate = join(root, "generated/rust");
const corpus = join(root, "test/rust");
const tmp = tempDir("rust");
afterAll(tmp.remove);
// One target folder for every build here, kept between runs (CHAT_CONTRACT_CARGO_TARGET names
// another: test/deep/bare-machine.test.ts runs this with an empty cargo home, whose registry's crates
// are other builds of the same crates, and two in one folder make rustc pick the wrong one). available()
// fetched the crates of both Cargo.lock files when cargo's cache lacked them; after that nothing may be downloaded.
const target = process.env.CHAT_CONTRACT_CARGO_TARGET ?? join(root, ".tmp/cargo-target");
// No debug info and no incremental state: the megabyte of generated code builds in 10.6 s instead
// of 18.2 s (cold, one run each on this 2-core machine); nothing here runs a debugger.
const env = { CARGO_TARGET_DIR: target, CARGO_NET_OFFLINE: "true", CARGO_TERM_COLOR: "never", CARGO_PROFILE_DEV_DEBUG: "0", CARGO_INCREMENTAL: "0" };

describe.runIf(available("rust"))("the Rust crate (generated/rust)", () => {
  let output: string;
  let verdicts: Verdict[];
  beforeAll(() => {
    writeFileSync(join(tmp.dir, "cases.json"), manifest);
    const out = join(tmp.dir, "verdicts.json");
    output = run("cargo", ["test", "--locked", "--quiet"], {
      cwd: corpus,
      env: { ...env, CHAT_CONTRACT_CASES: join(tmp.dir, "cases.json"), CHAT_CONTRACT_VERDICTS: out },
    });
    verdicts = existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as Verdict[]) : [];
  }, 600_000);

  it("cargo test agrees with ajv on every fixture and the sampled mutations (all in test:deep), and round-trips the valid fixtures", () => {
    compare("rust", verdicts);
    expect(output).toMatch(/test result: ok\. [1-9]\d* passed; 0 failed/);
  });

  const clippy = clippyMissing();
  // Checks that do not deepen with test:deep (which CI runs after npm test) run in npm test alone.
  it.runIf(!deep && (clippy === undefined || skip("rust clippy", clippy)))("cargo clippy -D warnings is clean on the crate and its test", () => {
    // The crate has no test target: --all-targets would check its library a second time, as a test.
    run("cargo", ["clippy", "--locked", "--quiet", "--", "-D", "warnings"], { cwd: crate, env });
    run("cargo", ["clippy", "--locked", "--quiet", "--all-targets", "--", "-D", "warnings"], { cwd: corpus, env });
  }, 600_000);

  it.skipIf(deep)("the README's Rust snippet builds and runs as written, offline", () => {
    const project = snippetProject("rust");
    // The copy the snippet makes has new file times, so cargo would build the megabyte of generated
    // code again on every run; where a copied file equals generated/rust's, it gets that file's time.
    const copy = join(project, "chat-contract");
    expect(runSnippets("Rust", project, env, () => existsSync(copy) && keepTimes(copy, crate))).toBe("call_1 f {}\n");
  }, 600_000);
});
