// convert(value, { from, to }): any registered format to any writable one, through the hub.
import type { ReadonlyDeep } from "../validate/readonly.js";
import { ContractError, describe, type Issue } from "../validate/issue.js";
import { FORMAT_NAMES, FORMATS, type FormatName, type FormatTypes, type WritableFormat } from "./formats.js";
import { commonRules, optionIssues, type OptionRule } from "./options.js";
import { collector, type WarningOptions } from "./warnings.js";

/** The options of `convert`: the pair, the reader's options for `from`, the writer's for `to`. */
export type ConvertOptions<F extends FormatName, T extends WritableFormat> = WarningOptions & {
  /** The format of the input. */
  from: F;
  /** The format to write. */
  to: T;
} & FormatTypes[F]["read"] & FormatTypes[T]["write"];

const WRITABLE = FORMAT_NAMES.filter((name) => FORMATS[name].write !== undefined);

function pairIssues(from: unknown, to: unknown): Issue[] {
  const issues: Issue[] = [];
  const check = (key: string, value: unknown, allowed: string[], what: string) => {
    if (typeof value === "string" && allowed.includes(value)) return;
    const list = allowed.map((n) => JSON.stringify(n)).join(", ");
    const known = typeof value === "string" && (FORMAT_NAMES as string[]).includes(value) ? ` (${JSON.stringify(value)} can be read but not written)` : "";
    issues.push({
      path: `/${key}`, code: value === undefined ? "missing_option" : "invalid_option", expected: `one of ${list}`, received: describe(value),
      message: `options/${key}: expected ${what}, one of ${list}; found ${describe(value)}${known}`,
    });
  };
  check("from", from, FORMAT_NAMES, "the input's format");
  check("to", to, WRITABLE, "a format to write");
  return issues;
}

/**
 * Converts a conversation from one format to another through the hub (`ChatMessage[]`): `"chat"`,
 * `"items"` (Responses input), `"claude"` (messages or a request body; written as `{ system, messages }`), `"chat-completions"` and `"gemini"`. The input is validated
 * first (a `ContractError` naming the path); every warning points into the original input.
 * The result is typed by `to`.
 * @example convert([{ role: "user", content: "Hi" }], { from: "chat-completions", to: "items" })
 * // [{ type: "message", role: "user", content: "Hi" }]
 */
export function convert<F extends FormatName, T extends WritableFormat>(input: ReadonlyDeep<FormatTypes[F]["input"]>, options: ConvertOptions<F, T>): FormatTypes[T]["output"] {
  const value = input as FormatTypes[F]["input"];
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new ContractError([{ path: "", code: "invalid_type", expected: "an object", received: describe(options), message: `options: expected an object with from and to, found ${describe(options)}` }], "convert: invalid options");
  }
  const given = options as Record<string, unknown>;
  const pair = pairIssues(given.from, given.to);
  if (pair.length) throw new ContractError(pair, "convert: invalid options");
  const from = FORMATS[given.from as FormatName];
  const to = FORMATS[given.to as FormatName];
  const rules: Record<string, OptionRule> = { ...commonRules, ...from.readRules, ...to.writeRules, from: { expected: "a format", test: () => true }, to: { expected: "a format", test: () => true } };
  let optionProblems = optionIssues(options, rules);
  if (!optionProblems.length) optionProblems = [...(from.readIssues?.(given) ?? []), ...(to.writeIssues?.(given) ?? [])];
  const inputProblems = from.check(value);
  if (inputProblems.length || optionProblems.length) {
    throw new ContractError([...inputProblems, ...optionProblems], `convert (${given.from} → ${given.to}): invalid ${inputProblems.length ? "input" : "options"}`);
  }
  const warnings = collector(options, true);
  const read = from.read(value as never, given, warnings.warn);
  const out = to.write!(read.messages, given, (code, path, text) => warnings.warn(code, read.locate(path), text));
  warnings.finish(`convert (${given.from} → ${given.to})`, () => from.rules(value as never));
  return out as FormatTypes[T]["output"];
}
