// npm run generate: deterministic, and --check names every stale file without writing anything.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "chat-contract-generate-"));
for (const dir of ["scripts", "schemas", "generated", "fixtures", "test-d", "test"]) cpSync(join(repo, dir), join(copy, dir), { recursive: true });
for (const file of ["package.json", "LICENSE"]) cpSync(join(repo, file), join(copy, file));
symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"), "dir");
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const generate = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/run.mjs", "scripts/generate.ts", ...args], { cwd: copy, encoding: "utf8" });
const read = (path: string) => readFileSync(join(copy, path), "utf8");

describe("npm run generate", () => {
  it("is up to date and deterministic: running it writes nothing new", () => {
    const before = read("generated/validators.js") + read("generated/types.ts");
    const run = generate();
    expect(run.status).toBe(0);
    const sources = readdirSync(join(repo, "schemas")).filter((f) => f.endsWith(".schema.json") && f !== "bundle.schema.json");
    expect(run.stdout).toMatch(new RegExp(`generate: ${sources.length} schemas → \\d+ files in \\d+ ms`));
    expect(run.stdout).not.toMatch(/^wrote/m);
    expect(read("generated/validators.js") + read("generated/types.ts")).toBe(before);
  });

  it("--check fails, names each stale file and leaves it as it is", () => {
    writeFileSync(join(copy, "generated/types.ts"), "// edited by hand\n");
    writeFileSync(join(copy, "generated/go/types.go"), "package chatcontract\n");
    const run = generate("--check");
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("generated/types.ts");
    expect(run.stderr).toContain("generated/go/types.go");
    expect(run.stderr).not.toContain("generated/validators.js");
    expect(read("generated/types.ts")).toBe("// edited by hand\n");
    expect(generate().status).toBe(0);
    expect(generate("--check").status).toBe(0);
  });

  it("--check skips the emitters only while every input is that of the last full run", () => {
    // the test above ended with a full run and a check
    expect(generate("--check").stdout).toContain("inputs unchanged since the last full run");
    const file = "schemas/chat-message.schema.json";
    const schema = read(file);
    try {
      writeFileSync(join(copy, file), schema.replace("One message of an agent's history", "Edited: one message of an agent's history"));
      const run = generate("--check");
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("generated/types.ts");
      expect(run.stdout).not.toContain("inputs unchanged");
    } finally {
      writeFileSync(join(copy, file), schema);
    }
    writeFileSync(join(copy, "scripts/emit-go.ts"), read("scripts/emit-go.ts") + "\n// an edit\n");
    expect(generate("--check").stdout).not.toContain("inputs unchanged");
  });
});
