// Runs a TypeScript script of this repo without a loader hook: esbuild bundles it (dependencies stay
// external, each file keeps its own import.meta.url and dirname) and plain node imports the result.
// Usage: node scripts/run.mjs <file.ts> [args…]
import { build } from "esbuild";
import { readFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

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

const [entry, ...args] = process.argv.slice(2);
const outfile = join(import.meta.dirname, "..", ".tmp", basename(entry).replace(/\.ts$/, ".mjs"));
await build({
  entryPoints: [entry], outfile, bundle: true, packages: "external", platform: "node", format: "esm",
  target: "node20", logLevel: "warning", plugins: [ownImportMeta],
});
process.argv = [process.argv[0], entry, ...args];
await import(pathToFileURL(outfile).href);
