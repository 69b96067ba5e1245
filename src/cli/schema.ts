import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FORMAT_NAMES, FORMATS } from "../convert/formats.js";
import { HELP, parse, quoted } from "./args.js";
import type { Command } from "./command.js";
import { Failure, ioReason } from "./failure.js";
import { packageRoot } from "./package-root.js";
import { stdout } from "./output.js";

const help = `Usage: chat-contract schema [name] [--bundle]

Prints a JSON Schema (2020-12) shipped in the package, byte for byte. Without a name, lists them.

Names: a format (${FORMAT_NAMES.map((name) => `${name} = ${FORMATS[name].schema.file}`).join(", ")}),
item, or any file name from the list, with or without .schema.json.

Options:
      --bundle  print bundle.schema.json: every definition in one self-contained document
  -h, --help    show this help

Examples:
  chat-contract schema chat > chat-message.schema.json
  chat-contract schema --bundle > chat-contract.schema.json
`;

const ALIASES: Record<string, string> = {
  ...Object.fromEntries(FORMAT_NAMES.map((name) => [name, FORMATS[name].schema.file])),
  item: FORMATS.items.schema.file,
  bundle: "bundle.schema.json",
};

const folder = () => join(packageRoot(), "schemas");

function available(): string[] {
  try {
    return readdirSync(folder()).filter((f) => f.endsWith(".schema.json")).sort();
  } catch (error) {
    throw new Failure(`cannot list ${folder()}: ${ioReason(error)}`);
  }
}

function fileFor(name: string): string {
  const files = available();
  const file = Object.hasOwn(ALIASES, name) ? ALIASES[name]! : name.endsWith(".schema.json") ? name : `${name}.schema.json`;
  if (!files.includes(file)) throw new Failure(`no schema ${quoted(name)}; available: ${files.join(", ")}`);
  return file;
}

/** A schema of the installed package by name or alias (`chat`, `items`, `claude`, …), parsed. */
export function readSchema(name: string): unknown {
  return JSON.parse(readFileSync(join(folder(), fileFor(name)), "utf8"));
}

function listing(): string {
  return available()
    .map((file) => {
      const { title, description } = JSON.parse(readFileSync(join(folder(), file), "utf8")) as { title?: string; description?: string };
      const summary = (description ?? "").split(/(?<=\.)\s/)[0] ?? "";
      return `${file.padEnd(28)} ${title ?? ""}: ${summary}`;
    })
    .join("\n");
}

/** `chat-contract schema`: prints a schema from the package's `schemas/`. */
export const schema: Command = {
  name: "schema",
  summary: "print a JSON Schema (or the bundle), or list them",
  help,
  async run(args) {
    const { values, positionals } = parse(args, { ...HELP, bundle: { type: "boolean" } } as const, "schema");
    if (positionals.length > 1) throw new Failure(`schema: expected at most one name, got ${positionals.length}`);
    const [name] = positionals;
    if (values.bundle && name !== undefined) throw new Failure("schema: give a name or --bundle, not both");
    if (!values.bundle && name === undefined) {
      stdout.write(`${listing()}\n`);
      return 0;
    }
    const file = fileFor(values.bundle ? "bundle" : (name as string));
    stdout.write(readFileSync(join(folder(), file)));
    return 0;
  },
};
