import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, ROOT } from "./run.js";

const COMMANDS = ["validate", "check", "convert", "schema", "types"];

describe("chat-contract", () => {
  it("prints the package.json version", () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
    expect(cli(["--version"])).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it("lists every command in --help", () => {
    const run = cli(["--help"]);
    expect(run.code).toBe(0);
    for (const name of COMMANDS) expect(run.stdout).toMatch(new RegExp(`^  ${name} `, "m"));
  });

  it.each(COMMANDS)("%s --help shows usage and an example", (name) => {
    const run = cli([name, "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Usage: chat-contract ${name}`);
    expect(run.stdout).toMatch(/Examples?:\n {2}chat-contract /);
  });

  it.each([
    ["no command", []],
    ["an unknown command", ["frobnicate"]],
    ["an unknown option", ["validate", "x.json", "--nope"]],
    ["a bad --schema", ["validate", "x.json", "--schema", "yaml"]],
    ["a missing input", ["validate"]],
  ])("exits 2 on %s", (_name, args) => {
    const run = cli(args);
    expect(run.code).toBe(2);
    expect(run.stderr).not.toBe("");
  });
});
