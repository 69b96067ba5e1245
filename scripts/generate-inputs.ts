// What npm run generate reads, as one hash, and what it wrote under that hash (.tmp/generate-inputs.json):
// when the inputs are those of the last full run, --check compares the files with that run's output
// by hash instead of running every emitter again.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const record = join(root, ".tmp/generate-inputs.json");

/** Every file below `dir`, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

const sha = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

/**
 * The generator's inputs: its own code (scripts/), the schemas, the fixtures (their types are
 * generated), package.json and LICENSE (package metadata), package-lock.json (the emitters' library
 * versions) and the Node version.
 */
export function inputsKey(): string {
  const hash = createHash("sha256").update(process.version);
  const files = [...["scripts", "schemas", "fixtures"].flatMap((d) => filesUnder(join(root, d))), ...["package.json", "package-lock.json", "LICENSE"].map((f) => join(root, f))];
  for (const file of files) hash.update(`${relative(root, file)}\0${existsSync(file) ? sha(readFileSync(file)) : "missing"}\0`);
  return hash.digest("hex");
}

/** The output hashes of the last full run with these inputs, if there was one. */
export function recordedOutputs(key: string): Record<string, string> | undefined {
  if (!existsSync(record)) return undefined;
  const r = JSON.parse(readFileSync(record, "utf8")) as { key: string; outputs: Record<string, string> };
  return r.key === key ? r.outputs : undefined;
}

/** Keeps what a full run produced from these inputs. */
export function recordOutputs(key: string, outputs: Record<string, string>): void {
  mkdirSync(join(root, ".tmp"), { recursive: true });
  writeFileSync(record, JSON.stringify({ key, outputs: Object.fromEntries(Object.entries(outputs).map(([p, t]) => [p, sha(t)])) }));
}

/** The files whose content is not the recorded output. */
export function staleAgainst(outputs: Record<string, string>): string[] {
  return Object.entries(outputs).filter(([path, hash]) => {
    const abs = join(root, path);
    return !existsSync(abs) || sha(readFileSync(abs)) !== hash;
  }).map(([path]) => path);
}
