// Runs a TypeScript script of this repo without a loader hook: esbuild bundles it (dependencies stay
// external, each file keeps its own import.meta.url and dirname) and plain node imports the result.
// The bundle is kept in .tmp with the hash of the files it was built from (and of this file), and is
// built again only when one of them changed.
// Usage: node scripts/run.mjs <file.ts> [args…]
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Replaces `import.meta.url` / `import.meta.dirname` in each source file with that file's own. */
const ownImportMeta = {
  name: "own-import-meta",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = (await readFile(path, "utf8"))
        .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(path).href))
        .replaceAll("import.meta.dirname", JSON.stringify(dirname(path)));
      return { contents: text, loader: "ts" };
    });
  },
};

/** One hash of the files' paths and contents; undefined when one is missing. */
function hashOf(files) {
  const hash = createHash("sha256");
  try {
    for (const file of files) hash.update(`${file}\0${readFileSync(file, "utf8")}\0`);
  } catch {
    return undefined;
  }
  return hash.digest("hex");
}

const [entry, ...args] = process.argv.slice(2);
const outfile = join(import.meta.dirname, "..", ".tmp", basename(entry).replace(/\.ts$/, ".mjs"));
const record = outfile.replace(/\.mjs$/, ".inputs.json");
const self = fileURLToPath(import.meta.url);
let built;
try {
  built = JSON.parse(readFileSync(record, "utf8"));
} catch {}
if (!built || !existsSync(outfile) || built.entry !== resolve(entry) || built.hash !== hashOf([self, ...built.inputs])) {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [entry], outfile, bundle: true, packages: "external", platform: "node", format: "esm",
    target: "node20", logLevel: "warning", plugins: [ownImportMeta], metafile: true,
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => resolve(f)).sort();
  writeFileSync(record, JSON.stringify({ entry: resolve(entry), inputs, hash: hashOf([self, ...inputs]) }));
}
process.argv = [process.argv[0], entry, ...args];
// A script that starts itself on a worker thread needs the file it runs from; a global, so that no
// child process inherits it as an environment variable would be.
globalThis.chatContractScriptBundle = outfile;
await import(pathToFileURL(outfile).href);
