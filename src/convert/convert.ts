// convert(value, { from, to }): any registered format to any writable one, through the hub.
import type { ReadonlyDeep } from "../validate/readonly.js";
import { ContractError, describe, type Issue } from "../validate/issue.js";
import { copyJson, type Copy } from "./copy.js";
import { FORMAT_LIST as HISTORY_FORMATS, FORMATS as HISTORY_REGISTRY, locations, type Format, type FormatName as HistoryFormatName, type FormatTypes as HistoryFormatTypes, type Read, type WritableFormat as HistoryWritable } from "./formats.js";
import { REQUEST_FORMATS, REQUEST_FORMAT_NAMES, type RequestFormatTypes, type WrittenResponsesRequest } from "../request/formats.js";
import type { PartsItem } from "./written-item.js";
import { afterValidation, commonRules, readingInput, snapshotIssues, snapshotOptions, type OptionRule } from "./options.js";
import { collector, type ConversionWarning, type WarningOptions } from "./warnings.js";
import { warnBrokenOutput } from "./vendor-check.js";
import { chatCompletionsToItems } from "./chat-completions-items.js";
import { inInput } from "./in-input.js";

/** Every format's types `convert` takes: the history formats' (`FormatTypes`) and the request formats' (`RequestFormatTypes`). */
export type ConvertFormatTypes = HistoryFormatTypes & RequestFormatTypes;
/** Every format `convert` reads: a history format (`FormatName`) or a request format (`RequestFormatName`). */
export type ConvertFormatName = keyof ConvertFormatTypes;
/** Every format `convert` writes. */
export type ConvertWritableFormat = HistoryWritable | keyof RequestFormatTypes;
const FORMATS: { readonly [F in ConvertFormatName]: Format } = { ...HISTORY_REGISTRY, ...REQUEST_FORMATS };
const FORMAT_LIST: readonly ConvertFormatName[] = [...HISTORY_FORMATS, ...REQUEST_FORMAT_NAMES];

/** The options of `convert`: the pair, the reader's options for `from`, the writer's for `to`. */
export type ConvertOptions<F extends ConvertFormatName, T extends ConvertWritableFormat> = WarningOptions & {
  /** The format of the input. */
  from: F;
  /** The format to write. */
  to: T;
} & ConvertFormatTypes[F]["read"] & ConvertFormatTypes[T]["write"];

/**
 * What `convert` writes with `assistantParts: "parts"` (items and Responses bodies only): items that may
 * hold an id-less assistant message of output parts (`PartsItem`), which the openai SDK does not type.
 */
export type PartsOutput<T extends ConvertWritableFormat> = T extends "items" ? PartsItem[]
  : T extends "responses-request" ? Omit<WrittenResponsesRequest, "input"> & {
    /** The input items as the items writer writes them with `assistantParts: "parts"`. */
    input: PartsItem[];
  }
  : ConvertFormatTypes[T]["output"];

const WRITABLE = FORMAT_LIST.filter((name) => FORMATS[name].write !== undefined);

function pairIssues(from: unknown, to: unknown): Issue[] {
  const issues: Issue[] = [];
  const check = (key: string, value: unknown, allowed: readonly string[], what: string) => {
    if (typeof value === "string" && allowed.includes(value)) return;
    const list = allowed.map((n) => JSON.stringify(n)).join(", ");
    const known = typeof value === "string" && (FORMAT_LIST as readonly string[]).includes(value) ? ` (${JSON.stringify(value)} can be read but not written)` : "";
    issues.push({
      path: `/${key}`, code: value === undefined ? "missing_option" : "invalid_option", expected: `one of ${list}`, received: describe(value),
      message: `options/${key}: expected ${what}, one of ${list}; found ${describe(value)}${known}`,
    });
  };
  check("from", from, FORMAT_LIST, "the input's format");
  check("to", to, WRITABLE, "a format to write");
  return issues;
}

/** A conversion that skips the hub: the hub path's result exactly, or undefined where the input needs the hub path. */
type Direct = (value: never, options: Record<string, unknown>, warn: (code: string, path: string, text: string) => void) => unknown;

/** The pairs written without the hub, by `from` then `to`. */
const DIRECT: Partial<Record<string, Partial<Record<string, Direct>>>> = { "chat-completions": { items: chatCompletionsToItems } };

/** A pair of formats and its options, read and checked: what every input of a conversion shares. */
interface Plan {
  name: string;
  from: Format;
  to: Format;
  /** The pair's path without the hub, where it has one. */
  direct: Direct | undefined;
  options: Record<string, unknown>;
  /** The options' issues, `[]` when they are fine. */
  optionProblems: Issue[];
}

/** Every option name some pair takes, so an inherited one is found whichever pair is asked for. */
let optionNames: string[] | undefined;
const allOptionNames = () => (optionNames ??= [...new Set(["from", "to", ...Object.keys(commonRules), ...FORMAT_LIST.flatMap((n) => [...Object.keys(FORMATS[n].readRules), ...Object.keys(FORMATS[n].writeRules ?? {})])])]);

/**
 * Reads the options once (each getter runs once) and checks them before anything uses them: a
 * non-object, an unreadable or inherited `from`/`to`, or a wrong pair throws at once; other option
 * issues are returned. The plan holds the values read, which is all the conversion ever looks at.
 */
function plan(options: unknown): Plan {
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new ContractError([{ path: "", code: "invalid_type", expected: "an object", received: describe(options), message: `options: expected an object with from and to, found ${describe(options)}` }], "convert: invalid options");
  }
  const taken = snapshotOptions(options, allOptionNames());
  if (Array.isArray(taken)) throw new ContractError(taken, "convert: invalid options");
  const pairRules: Record<string, OptionRule> = { from: { expected: "a format", test: () => true }, to: { expected: "a format", test: () => true } };
  const unusable = snapshotIssues({ ...taken, keys: taken.keys.filter(([key]) => key === "from" || key === "to") }, pairRules);
  if (unusable.length) throw new ContractError(unusable, "convert: invalid options");
  const given = taken.values;
  const pair = pairIssues(given.from, given.to);
  if (pair.length) throw new ContractError(pair, "convert: invalid options");
  const from = FORMATS[given.from as ConvertFormatName];
  const to = FORMATS[given.to as ConvertFormatName];
  const rules: Record<string, OptionRule> = { ...commonRules, ...from.readRules, ...to.writeRules, ...pairRules };
  let optionProblems = snapshotIssues(taken, rules);
  if (!optionProblems.length) optionProblems = [...(from.readIssues?.(given) ?? []), ...(to.writeIssues?.(given) ?? [])];
  return { name: `convert (${given.from} → ${given.to})`, from, to, direct: DIRECT[given.from as string]?.[given.to as string], options: given, optionProblems };
}

/** Validates `value` and throws its issues, then the options', as one ContractError; a read that throws is one too. */
function check(plan: Plan, value: unknown): void {
  readingInput(plan.name, () => {
    const inputProblems = plan.from.check(value);
    if (inputProblems.length || plan.optionProblems.length) {
      throw new ContractError([...inputProblems, ...plan.optionProblems], `${plan.name}: invalid ${inputProblems.length ? "input" : "options"}`);
    }
  });
}

/** The writer's ContractError with its paths (pointers into the hub) turned into pointers into the input. */
function located(error: unknown, read: Read): unknown {
  if (!(error instanceof ContractError)) return error;
  const issues = error.issues.map((issue) => {
    const path = locations(read, issue.path)[0]!;
    return path === issue.path ? issue : { ...issue, path, message: issue.message.startsWith(issue.path || "(root)") ? `${path || "(root)"}${issue.message.slice((issue.path || "(root)").length)}` : issue.message };
  });
  return new ContractError(issues, error.message.slice(0, error.message.indexOf(":\n") >>> 0));
}

/** Converts a valid input, without the hub where the pair and the input allow it; warnings point into the input. */
function run(plan: Plan, value: unknown, copy: Copy): unknown {
  if (plan.direct) {
    const warnings = collector(plan.options as WarningOptions, value);
    const out = afterValidation(plan.name, () => plan.direct!(value as never, plan.options, warnings.warn));
    if (out !== undefined) {
      warnings.finish(plan.name, () => afterValidation(plan.name, () => plan.from.rules(value as never)));
      return out;
    }
  }
  return throughHub(plan, value, copy);
}

/** Reads a valid input into the hub and writes it; warnings point into the input. */
function throughHub(plan: Plan, value: unknown, copy: Copy): unknown {
  const warnings = collector(plan.options as WarningOptions, value);
  const read = afterValidation(plan.name, () => plan.from.read(value as never, plan.options, warnings.warn, copy));
  const warn = inInput(read, warnings.warn);
  const out = afterValidation(plan.name, () => {
    let written: unknown;
    try {
      written = plan.to.write!(read.messages, plan.options, warn, copy, read);
    } catch (error) {
      throw located(error, read);
    }
    const target = plan.to.output;
    if (target) {
      const issues = plan.to.vendorIssues(written as never, { ...plan.options, allowPendingCalls: true, output: true });
      warnBrokenOutput(read.messages, target.codes, issues, target.name, { warnings, warn, warnRoot: (code, text) => warnings.warn(code, "", text) }, target.ids && (() => target.ids!(read.messages)));
    }
    return written;
  });
  warnings.finish(plan.name, () => afterValidation(plan.name, () => plan.from.rules(value as never)));
  return out;
}

/**
 * Converts a conversation from one format to another through the hub (`ChatMessage[]`): `"chat"`,
 * `"items"` (Responses input), `"claude"` (messages or a request body; written as `{ system, messages }`), `"chat-completions"` and `"gemini"`. The input is validated
 * first (a `ContractError` naming the path); every warning points into the original input.
 * The result is typed by `to`.
 * @example convert([{ role: "user", content: "Hi" }], { from: "chat-completions", to: "items" })
 * // [{ type: "message", role: "user", content: "Hi" }]
 */
export function convert<F extends ConvertFormatName, T extends "items" | "responses-request">(input: ReadonlyDeep<ConvertFormatTypes[F]["input"]>, options: ConvertOptions<F, T> & { assistantParts: "parts" }): PartsOutput<T>;
export function convert<F extends ConvertFormatName, T extends ConvertWritableFormat>(input: ReadonlyDeep<ConvertFormatTypes[F]["input"]>, options: ConvertOptions<F, T> & { assistantParts?: "text" }): ConvertFormatTypes[T]["output"];
export function convert<F extends ConvertFormatName, T extends ConvertWritableFormat>(input: ReadonlyDeep<ConvertFormatTypes[F]["input"]>, options: ConvertOptions<F, T>): PartsOutput<T>;
export function convert<F extends ConvertFormatName, T extends ConvertWritableFormat>(input: ReadonlyDeep<ConvertFormatTypes[F]["input"]>, options: ConvertOptions<F, T>): PartsOutput<T> {
  const planned = plan(options);
  check(planned, input);
  return run(planned, input, copyJson) as PartsOutput<T>;
}

/** `convert` through the hub for every pair (the path a direct one must agree with): for tests. */
export function convertThroughHub<F extends ConvertFormatName, T extends ConvertWritableFormat>(input: ReadonlyDeep<ConvertFormatTypes[F]["input"]>, options: ConvertOptions<F, T>): ConvertFormatTypes[T]["output"] {
  const planned = { ...plan(options), direct: undefined };
  check(planned, input);
  return run(planned, input, copyJson) as ConvertFormatTypes[T]["output"];
}

/** What a prepared conversion does with one input: `convert` with the options checked already. */
export type Conversion = (input: unknown, onWarning: (warning: ConversionWarning) => void) => unknown;

/** Takes a subtree of an input as it is: for inputs nobody reads or changes after their conversion. */
const asIs: Copy = (value) => value;

/**
 * `convert` for many inputs with the same options, for the CLI: the options are checked once, here
 * (their ContractError is thrown now), and each call validates and converts one input with the
 * errors and warnings `convert` gives. The caller gives each input up (a freshly parsed document,
 * never read or changed again), so the output may hold objects of the input instead of copies;
 * `convert`, the library's, always copies.
 */
export function prepareConversion(options: Record<string, unknown>): Conversion {
  const planned = plan(options);
  if (planned.optionProblems.length) throw new ContractError(planned.optionProblems, `${planned.name}: invalid options`);
  return (input, onWarning) => {
    const each = { ...planned, options: Object.assign(Object.create(null) as Record<string, unknown>, planned.options, { onWarning }) };
    check(each, input);
    return run(each, input, asIs);
  };
}
