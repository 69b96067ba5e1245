// The README's relative links resolve for a reader of the packed package, not only in the repository.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { root } from "../scripts/schemas.js";

it("every file the README links to relatively is in the packed package", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1]!).filter((l) => !/^[a-z]+:/.test(l));
  expect(links).toEqual(expect.arrayContaining(["SECURITY.md", "BENCHMARKS.md", "CHANGELOG.md", "LICENSE"]));
  const [pack] = JSON.parse(execFileSync("npm", ["pack", "--dry-run", "--json", "--silent"], { cwd: root, encoding: "utf8" })) as { files: { path: string }[] }[];
  const files = new Set(pack!.files.map((f) => f.path));
  expect([...new Set(links)].filter((l) => !files.has(l))).toEqual([]);
});
