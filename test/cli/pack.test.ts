import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);
const npm = (args: string[], cwd: string) => execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

describe("the packed package", () => {
  it("installs offline into a fresh project and runs npx chat-contract", () => {
    npm(["pack", "--silent", "--pack-destination", tmp.dir], ROOT);
    const tarball = readdirSync(tmp.dir).find((f) => f.endsWith(".tgz"));
    expect(tarball).toBeDefined();
    const project = join(tmp.dir, "project");
    execFileSync("mkdir", [project]);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "try-chat-contract", private: true }));
    npm(["install", "--offline", "--no-audit", "--no-fund", join(tmp.dir, tarball as string)], project);

    const npx = (...args: string[]) => spawnSync("npx", ["--no-install", "chat-contract", ...args], { cwd: project, encoding: "utf8", input: '[{"role":"user","content":"hi"}]' });
    const help = npx("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("Usage: chat-contract <command>");
    const schema = npx("schema", "--bundle");
    expect(schema.status).toBe(0);
    expect(JSON.parse(schema.stdout)).toHaveProperty("$id", "bundle.schema.json");
    const validate = npx("validate", "-", "--schema", "chat");
    expect(validate.stdout).toMatch(/^1 valid, 0 invalid/);
    // The schema guess for an invalid document reads the installed schemas/.
    const guessed = spawnSync("npx", ["--no-install", "chat-contract", "validate", "-"], { cwd: project, encoding: "utf8", input: '[{"role":"assistant","content":"","toolCalls":[{"id":"c"}]}]' });
    expect(guessed.stderr).toContain("as chat: it is valid against no schema; its keys and tags are closest to chat");
    expect(guessed.status).toBe(1);
    const python = npx("types", "--lang", "python");
    expect(python.status).toBe(0);
    expect(python.stdout).toContain("class ");
  });
});
