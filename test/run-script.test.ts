// scripts/run.mjs runs a TypeScript file; it bundles again whenever the file or one it imports changed.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const repo = join(import.meta.dirname, "..");
const copy = mkdtempSync(join(tmpdir(), "chat-contract-run-"));
mkdirSync(join(copy, "scripts"));
cpSync(join(repo, "scripts/run.mjs"), join(copy, "scripts/run.mjs"));
symlinkSync(join(repo, "node_modules"), join(copy, "node_modules"), "dir");
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, ["scripts/run.mjs", "scripts/main.ts", ...args], { cwd: copy, encoding: "utf8" });
  expect(r.stderr).toBe("");
  return r.stdout.trim();
};
const write = (file: string, text: string) => writeFileSync(join(copy, "scripts", file), text);

describe("scripts/run.mjs", () => {
  it("runs the script with its arguments, and again after an edit of it or of a file it imports", () => {
    write("main.ts", 'import { word } from "./word.js";\nconst n: number = 1;\nconsole.log(word, n, process.argv.slice(2).join(","));\n');
    write("word.ts", 'export const word = "aa";\n');
    expect(run("x", "y")).toBe("aa 1 x,y");
    expect(run()).toBe("aa 1");
    write("word.ts", 'export const word = "bb";\n');
    expect(run()).toBe("bb 1");
    write("main.ts", 'import { word } from "./word.js";\nconst n: number = 2;\nconsole.log(word, n, process.argv.slice(2).join(","));\n');
    expect(run()).toBe("bb 2");
    write("main.ts", 'import { word } from "./other.js";\nconsole.log(word);\n');
    write("other.ts", 'export const word = "cc";\n');
    expect(run()).toBe("cc");
    write("other.ts", 'export const word = "dd";\n');
    expect(run()).toBe("dd");
    // A bundle removed while its record stays (a cleaned .tmp) is built again.
    rmSync(join(copy, ".tmp/main.mjs"));
    expect(run()).toBe("dd");
  });
});
