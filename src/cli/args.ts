import { parseArgs, type ParseArgsConfig } from "node:util";
import { Failure } from "./failure.js";
import { looksLikeJsonl } from "./input.js";

type Options = NonNullable<ParseArgsConfig["options"]>;

/** `--help` / `-h`, accepted by every subcommand. */
export const HELP = { help: { type: "boolean", short: "h" } } as const;

/** Edit distance between two short words (insertions, deletions, substitutions, swaps of neighbours). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** At most the first 40 characters of something the user typed, for a message (a 128 KiB argument makes a short one). */
export const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** `shown`, as a JSON string. */
export const quoted = (text: string) => JSON.stringify(shown(text));

/** ` (did you mean X?)` for the closest known word within a small distance, else "". */
export function suggestion(word: string, known: readonly string[]): string {
  const limit = word.length <= 4 ? 1 : 2;
  // A word longer than every known one by more than the limit is near none of them: no distance to compute.
  if (known.every((candidate) => word.length > candidate.length + limit)) return "";
  let best: string | undefined;
  let bestDistance = limit + 1;
  for (const candidate of known) {
    const d = candidate.startsWith(word) && word.length >= 3 ? 1 : distance(word, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best === undefined ? "" : `; did you mean ${best}?`;
}

/** Every spelling of an option: `--format`, `-f`. */
function spellings(options: Options): string[] {
  return Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]);
}

/**
 * `parseArgs` with chat-contract's own usage errors (exit 2): an unknown option with a suggestion,
 * a missing value, a value given to a flag.
 */
export function parse<const O extends Options>(args: string[], options: O, command: string) {
  const { tokens } = parseArgs({ args, options, allowPositionals: true, strict: false, tokens: true });
  const help = `; see chat-contract ${command} --help`;
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = options[token.name];
    if (!option) throw new Failure(`${command}: unknown option ${shown(token.rawName)}${suggestion(token.rawName, spellings(options)) || help}`);
    if (option.type === "string" && (token.value === undefined || (!token.inlineValue && token.value.startsWith("-") && token.value !== "-")))
      throw new Failure(`${command}: ${shown(token.rawName)} needs a value${help}`);
    if (option.type === "boolean" && token.inlineValue) throw new Failure(`${command}: ${shown(token.rawName)} takes no value${help}`);
  }
  return parseArgs({ args, options, allowPositionals: true, strict: true });
}

/** The value when it is one of `allowed`, else a usage failure naming the flag. */
export function oneOf<const T extends string>(value: string | undefined, allowed: readonly T[], flag: string): T | undefined {
  if (value === undefined) return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Failure(`${flag} must be one of ${allowed.join(", ")}; got ${quoted(value)}${suggestion(value, allowed)}`);
}

/** `64M`, `1G`, `512K`, `1000`: a size in bytes (K, M, G are powers of 1024) up to `max`, else a usage failure. */
export function sizeArg(value: string | undefined, flag: string, fallback: number, max = Number.MAX_SAFE_INTEGER, maxText = String(max)): number {
  if (value === undefined) return fallback;
  const match = value.length > 40 ? null : /^(\d+)([KMG]i?B?)?$/i.exec(value.trim());
  const unit = { "": 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30 }[(match?.[2] ?? "").charAt(0).toLowerCase()] ?? 1;
  const bytes = match ? Number(match[1]) * unit : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < 1) throw new Failure(`${flag} must be a size like 64M, 1G or 1048576; got ${quoted(value)}`);
  if (bytes > max) throw new Failure(`${flag} must be at most ${maxText}; got ${quoted(value)}`);
  return bytes;
}

/** A whole number from 1 to `max`, else a usage failure. */
export function countArg(value: string | undefined, flag: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  const n = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new Failure(`${flag} must be a whole number of at least 1; got ${quoted(value)}`);
  if (n > max) throw new Failure(`${flag} must be at most ${max}; got ${quoted(value)}`);
  return n;
}

/**
 * The longest `--max-line`: 511 MiB, under the longest string V8 holds (a line is decoded into one
 * string before it is parsed), so a longer limit could never be honoured.
 */
export const MAX_LINE_LIMIT = 511 * 2 ** 20;

/** The most threads `--jobs` runs (one of them the main thread): each worker holds its own heap, and more than the cores only adds memory. */
export const MAX_JOBS = 64;

/** The longest JSONL line read by default: 64 MiB. */
export const DEFAULT_MAX_LINE = 64 * 2 ** 20;

/** Options of every subcommand that reads documents. */
export const READ_OPTIONS = {
  ...HELP,
  jsonl: { type: "boolean" },
  "fail-fast": { type: "boolean" },
  "max-line": { type: "string" },
  jobs: { type: "string", short: "j" },
} as const;
/** `--format text|json`, for the subcommands that report issues. */
export const FORMAT_OPTION = { format: { type: "string", short: "f" } } as const;

/** How a subcommand reads its inputs. */
export interface Reading {
  /** The inputs: file paths, `-` for stdin. */
  sources: string[];
  jsonl: boolean;
  failFast: boolean;
  /** The longest JSONL line in bytes; a longer line is reported and skipped. */
  maxLine: number;
  /** Worker threads for JSONL; 1 reads and checks on the main thread. */
  jobs: number;
}

/**
 * The inputs and how to read them: every positional is an input (several files, or what a shell
 * glob expanded to); none reads stdin when it is piped. JSON Lines when `--jsonl` is given or every
 * file name says so.
 */
export function reading(
  values: { jsonl?: boolean; "fail-fast"?: boolean; "max-line"?: string; jobs?: string },
  positionals: string[],
  command: string,
  cores: number,
): Reading {
  let sources = positionals;
  if (sources.length === 0) {
    if (process.stdin.isTTY) throw new Failure(`${command}: missing <file|-> (use - for stdin, or pipe the input in)`);
    sources = ["-"];
  }
  return {
    sources,
    jsonl: values.jsonl === true || sources.every(looksLikeJsonl),
    failFast: values["fail-fast"] === true,
    maxLine: sizeArg(values["max-line"], "--max-line", DEFAULT_MAX_LINE, MAX_LINE_LIMIT, "511M"),
    jobs: countArg(values.jobs, "--jobs", Math.min(cores, MAX_JOBS), MAX_JOBS),
  };
}

/** The `--format` value, `text` by default. */
export const formatOf = (value: string | undefined) => oneOf(value, ["text", "json"], "--format") ?? "text";
