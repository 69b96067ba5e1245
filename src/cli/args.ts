import { parseArgs, type ParseArgsConfig } from "node:util";
import { Failure } from "./failure.js";
import { looksLikeJsonl } from "./input.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `--help` / `-h`, accepted by every subcommand. */
export const HELP = { help: { type: "boolean", short: "h" } } as const;

/** `parseArgs` in strict mode with positionals; its errors become usage failures (exit 2). */
export function parse<const O extends Options>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new Failure((error as Error).message);
  }
}

/** The value when it is one of `allowed`, else a usage failure naming the flag. */
export function oneOf<const T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Failure(`${flag} must be one of ${allowed.join(", ")}; got ${JSON.stringify(value)}`);
}

/** The single input positional (`<file|->`), or a usage failure. */
export function inputArg(positionals: string[], command: string): string {
  if (positionals.length === 0) throw new Failure(`${command}: missing <file|-> (use - for stdin)`);
  if (positionals.length > 1) throw new Failure(`${command}: expected one input, got ${positionals.length}`);
  return positionals[0] as string;
}

/** Options of every subcommand that reads documents: `--help`, `--jsonl`, `--fail-fast`. */
export const READ_OPTIONS = { ...HELP, jsonl: { type: "boolean" }, "fail-fast": { type: "boolean" } } as const;
/** `--format text|json`, for the subcommands that report issues. */
export const FORMAT_OPTION = { format: { type: "string", short: "f" } } as const;

/** The input and how to read it: JSON Lines when `--jsonl` is given or the file name says so. */
export function reading(values: { jsonl?: boolean; "fail-fast"?: boolean }, positionals: string[], command: string) {
  const source = inputArg(positionals, command);
  return { source, jsonl: values.jsonl === true || looksLikeJsonl(source), failFast: values["fail-fast"] === true };
}

/** The `--format` value, `text` by default. */
export const formatOf = (value: string | undefined) => oneOf(value, ["text", "json"], "--format") ?? "text";
