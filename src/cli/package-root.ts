import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The folder of the installed chat-contract package: the nearest parent of this file whose
 * package.json is named `chat-contract`. Works from `dist/cli.js` and from `src/cli/` alike.
 */
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, "package.json");
    if (existsSync(file) && (JSON.parse(readFileSync(file, "utf8")) as { name?: unknown }).name === "chat-contract")
      return (root = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error("chat-contract: cannot find the package folder");
    dir = parent;
  }
}

/** The `version` field of the package's package.json. */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version?: unknown };
  return String(pkg.version);
}
