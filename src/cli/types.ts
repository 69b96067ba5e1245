import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { HELP, oneOf, parse } from "./args.js";
import type { Command } from "./command.js";
import { Failure, ioReason } from "./failure.js";
import { packageRoot } from "./package-root.js";

const help = `Usage: chat-contract types --lang python|go [--out dir]

Writes the types generated from the schemas for another language, as shipped in this package:
python (pydantic v2 models, package chat_contract) or go (structs and tag-dispatching decoders).
Without --out, prints the source to stdout when the language has a single source file.

Options:
  -l, --lang L   python or go
  -o, --out DIR  copy the files into DIR (created if missing, files overwritten), keeping their folders
  -h, --help     show this help

Examples:
  chat-contract types --lang python --out src/        # writes src/chat_contract/__init__.py, …
  chat-contract types --lang go --out chatcontract/
  chat-contract types --lang python > chat_contract.py
`;

// Also the Python package's own metadata (pyproject.toml, README.md, LICENSE at its root), which would
// overwrite the user's own files in --out; `pip install` takes the package folder instead.
const SKIP = /(^|\/)(__pycache__|node_modules)(\/|$)|_test\.go$|(^|\/)test_[^/]*\.py$|\.pyc$|(^|\/)go\.sum$|^(pyproject\.toml|README\.md|LICENSE)$/;
const SOURCE = /\.(py|go)$/;

function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, root);
    const rel = relative(root, path).split("\\").join("/");
    return SKIP.test(rel) ? [] : [rel];
  }).sort();
}

/** `chat-contract types`: writes the generated types for Python or Go. */
export const types: Command = {
  name: "types",
  summary: "write the generated Python or Go types",
  help,
  async run(args) {
    const { values, positionals } = parse(args, {
      ...HELP,
      lang: { type: "string", short: "l" },
      out: { type: "string", short: "o" },
    } as const);
    if (positionals.length) throw new Failure(`types: unexpected argument ${JSON.stringify(positionals[0])}`);
    const lang = oneOf(values.lang, ["python", "go"], "--lang");
    if (!lang) throw new Failure("types: --lang python|go is required");
    const source = join(packageRoot(), "generated", lang);
    if (!existsSync(source)) throw new Failure(`this package ships no ${lang} types (${source} is missing)`);
    const files = filesUnder(source);
    if (values.out === undefined) {
      const code = files.filter((f) => SOURCE.test(f));
      if (code.length !== 1) throw new Failure(`the ${lang} types are ${code.length} files (${code.join(", ")}); pass --out <dir>`);
      process.stdout.write(readFileSync(join(source, code[0] as string)));
      return 0;
    }
    for (const file of files) {
      const target = join(values.out, file);
      try {
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(source, file), target);
      } catch (error) {
        throw new Failure(`${target}: ${ioReason(error)}`);
      }
      process.stderr.write(`wrote ${target}\n`);
    }
    return 0;
  },
};
