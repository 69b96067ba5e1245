import { randomBytes } from "node:crypto";
import { closeSync, constants, existsSync, fstatSync, lstatSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { HELP, oneOf, parse, quoted } from "./args.js";
import type { Command } from "./command.js";
import { Failure, ioFailure, ioReason } from "./failure.js";
import { stderr, stdout } from "./output.js";
import { packageRoot } from "./package-root.js";

const help = `Usage: chat-contract types --lang python|go|rust [--out dir]

Writes the types generated from the schemas for another language, as shipped in this package:
python (pydantic v2 models, package chat_contract), go (structs and tag-dispatching decoders) or
rust (the chat-contract crate: serde types and validating decoders).
Without --out, prints the source to stdout when the language has a single source file.

Options:
  -l, --lang L   python, go or rust
  -o, --out DIR  copy the files into DIR (created if missing, files replaced by a rename), keeping their
                 folders; for rust, DIR is the crate's own folder (its Cargo.toml, src/); a symbolic
                 link or a hard-linked file inside DIR, or a path that cannot hold files, is refused (exit 2)
  -h, --help     show this help

Examples:
  chat-contract types --lang python --out src/        # writes src/chat_contract/__init__.py, …
  chat-contract types --lang go --out chatcontract/
  chat-contract types --lang rust --out chat-contract/   # then: cargo add --path chat-contract
  chat-contract types --lang python > chat_contract.py
`;

// Never tests or caches. Also the Python package's own metadata (pyproject.toml, README.md, LICENSE at
// its root), which would overwrite the user's own files in --out; `pip install` takes the package
// folder instead. The Rust crate's folder is its own, so its Cargo.toml, README.md and LICENSE go with
// it; its Cargo.lock (which pins the crate's own test build) does not, as a dependent never reads it.
const SKIP = /(^|\/)(__pycache__|node_modules|target)(\/|$)|_test\.go$|(^|\/)test_[^/]*\.py$|\.pyc$|(^|\/)go\.sum$|^Cargo\.lock$/;
const SKIP_AT_ROOT: Record<string, RegExp> = { python: /^(pyproject\.toml|README\.md|LICENSE)$/ };
const SOURCE = /\.(py|go|rs)$/;

function filesUnder(dir: string, lang: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, lang, root);
    const rel = relative(root, path).split("\\").join("/");
    return SKIP.test(rel) || SKIP_AT_ROOT[lang]?.test(rel) ? [] : [rel];
  }).sort();
}

/**
 * Makes `dir` a folder that exists, one level at a time (never a recursive mkdir, which does not
 * return under /proc). Below `root`, a symbolic link is refused; `root` itself is the user's choice.
 */
function folder(dir: string, root: string): void {
  let stat;
  try {
    stat = lstatSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw ioFailure(`${dir}: ${ioReason(error)}`);
  }
  if (stat?.isSymbolicLink() && dir !== root) throw ioFailure(`${dir}: is a symbolic link; refusing to write through it`);
  if (stat) {
    if (!statSync(dir).isDirectory()) throw ioFailure(`${dir}: is not a directory`);
    return;
  }
  const parent = dirname(dir);
  if (parent !== dir) folder(parent, relative(root, parent).startsWith("..") ? parent : root);
  try {
    mkdirSync(dir);
  } catch (error) {
    throw ioFailure(`${dir}: cannot create the folder: ${ioReason(error)}`);
  }
}

/** Refuses what `target` holds unless it is nothing or a regular file with no other name. */
function replaceable(target: string): void {
  const stat = lstatSync(target, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink()) throw ioFailure(`${target}: is a symbolic link; refusing to write through it`);
  if (stat && !stat.isFile()) throw ioFailure(`${target}: is not a regular file; refusing to overwrite it`);
  if (stat && stat.nlink > 1) throw ioFailure(`${target}: has another hard link; refusing to overwrite it (the other name would change too)`);
}

/**
 * Writes a regular file: the bytes go into a new temporary file in the target's folder (created
 * exclusively, never through a link), which is then renamed over the target. A rename replaces the
 * name itself, so a symbolic link or a hard link swapped in during the run is replaced, never written
 * through; what the target held is checked first, so a link or device already there is refused.
 */
function writeFile(target: string, bytes: Buffer): void {
  const temporary = join(dirname(target), `.${basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    replaceable(target);
    const fd = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o644);
    try {
      if (!fstatSync(fd).isFile()) throw ioFailure(`${temporary}: is not a regular file; refusing to write it`);
      writeSync(fd, bytes);
    } finally {
      closeSync(fd);
    }
    replaceable(target);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    if (error instanceof Failure) throw error;
    throw ioFailure(`${target}: ${ioReason(error)}`);
  }
}

/** `chat-contract types`: writes the generated types for Python, Go or Rust. */
export const types: Command = {
  name: "types",
  summary: "write the generated Python, Go or Rust types",
  help,
  async run(args) {
    const { values, positionals } = parse(args, {
      ...HELP,
      lang: { type: "string", short: "l" },
      out: { type: "string", short: "o" },
    } as const, "types");
    if (positionals.length) throw new Failure(`types: unexpected argument ${quoted(positionals[0]!)}`);
    const lang = oneOf(values.lang, ["python", "go", "rust"], "--lang");
    if (!lang) throw new Failure("types: --lang python|go|rust is required");
    const source = join(packageRoot(), "generated", lang);
    if (!existsSync(source)) throw new Failure(`this package ships no ${lang} types (${source} is missing)`);
    const files = filesUnder(source, lang);
    if (values.out === undefined) {
      const code = files.filter((f) => SOURCE.test(f));
      if (code.length !== 1) throw new Failure(`the ${lang} types are ${code.length} files (${code.join(", ")}); pass --out <dir>`);
      stdout.write(readFileSync(join(source, code[0] as string)));
      return 0;
    }
    const out = values.out;
    folder(out, out);
    for (const file of files) {
      const target = join(out, file);
      folder(dirname(target), out);
      writeFile(target, readFileSync(join(source, file)));
      stderr.write(`wrote ${target}\n`);
    }
    return 0;
  },
};
