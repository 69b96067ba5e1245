// generated/go as a Go module: the corpus gets ajv's verdicts, gofmt, go vet, staticcheck and the
// tests are clean, and a consumer module built as the README says needs nothing from the network.
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { available, compare, fixture, manifest, run, runSnippets, snippetProject, staticcheck, tempDir, type Verdict } from "../languages.js";
import { root } from "../../scripts/schemas.js";
import { deep } from "../runs.js";

const goModule = join(root, "test/go");
const goPackage = join(root, "generated/go");
const tmp = tempDir("go");
afterAll(tmp.remove);
// Nothing may be downloaded: the module proxy and the checksum database are off. -trimpath keeps
// the folder out of the build cache's keys, so the package compiled here is the one the README
// snippet's copy (in node_modules) and another clone reuse, rather than compiling 1 MB of Go again.
const offline = { GOPROXY: "off", GOSUMDB: "off", GOFLAGS: "-mod=mod -trimpath", GOWORK: "off" };

describe.runIf(available("go"))("the Go module (generated/go)", () => {
  let verdicts: Verdict[];
  beforeAll(() => {
    const binary = join(tmp.dir, "verdicts");
    run("go", ["build", "-o", binary, "."], { cwd: goModule, env: offline });
    verdicts = JSON.parse(run(binary, [], { input: manifest })) as Verdict[];
  });

  it("agrees with ajv on every fixture and the sampled mutations (all in test:deep)", () => {
    compare("go", verdicts);
    expect(verdicts.find((v) => v.id === fixture("item/invalid/function-call-missing-call-id.json").id)?.error).toContain('"call_id"');
  });

  // Checks that do not deepen with test:deep (which CI runs after npm test) run in npm test alone.
  it.skipIf(deep)("is gofmt-clean, go vet and staticcheck report nothing, and go test passes", () => {
    expect(run("gofmt", ["-l", goPackage, goModule])).toBe("");
    for (const dir of [goPackage, goModule]) {
      run("go", ["vet", "./..."], { cwd: dir, env: offline });
      expect(run(staticcheck(), ["./..."], { cwd: dir, env: offline })).toBe("");
    }
    expect(run("go", ["test", "-count=1", "./..."], { cwd: goPackage, env: offline })).toMatch(/^ok\s/m);
    expect(run("go", ["test", "-count=1", "-v", "./..."], { cwd: goModule, env: offline })).toMatch(/--- PASS: TestZeroTagMarshalsItsOwnTagAndRoundTrips[\s\S]*--- PASS: TestValidFixturesRoundTrip/);
  });

  it.skipIf(deep)("the README's Go snippet builds and runs as written, offline", () => {
    const project = snippetProject("go");
    expect(runSnippets("Go", project, { ...offline, GOFLAGS: "-trimpath" })).toBe("call_1 f {}\n");
  });
});
