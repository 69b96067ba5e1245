// Warnings: what a converter could not carry, reported with a JSON pointer instead of dropped silently.
import { ContractError, escapePointer, type Issue } from "../validate/issue.js";

/** Something the target format cannot carry. Same shape as `Issue`, so `formatIssues` prints it. */
export interface ConversionWarning {
  /** Stable snake_case kind, e.g. `thinking_dropped`. */
  code: string;
  /** JSON pointer into the converter's input. */
  path: string;
  /** A sentence a person can act on, starting with the path. */
  message: string;
}

/** Options every converter takes. */
export interface WarningOptions {
  /** Called once per warning, in input order, after the whole input was converted and before the converter returns. */
  onWarning?: (warning: ConversionWarning) => void;
  /**
   * Throw a `ContractError` listing every warning (and, for the conversation rules, every issue)
   * instead of returning. `{ allow: [codes] }` is strict about everything but the codes listed.
   */
  strict?: boolean | StrictOptions;
}

/** Strict mode that tolerates some warning or rule codes, e.g. `{ allow: ["field_dropped"] }`. */
export interface StrictOptions {
  /** Codes that are still reported through `onWarning` but do not throw. */
  allow: readonly string[];
}

/**
 * Collects a converter's warnings. `finish` hands them to `onWarning` and, in strict mode, throws; a
 * converter that throws before `finish` (invalid input) reports no warnings.
 */
export interface Warnings {
  warn(code: string, path: string, text: string): void;
  /** How many warnings of `code` were given so far. */
  count(code: string): number;
  /** Delivers the warnings; in strict mode then throws them plus the issues `rules` finds (run only in strict mode). */
  finish(converter: string, rules?: () => Issue[]): void;
}

/** A JSON pointer from segments: `pointer(["0", "content"])` → `/0/content`. */
export function pointer(...segments: (string | number)[]): string {
  let path = "";
  for (const segment of segments) path += `/${escapePointer(segment)}`;
  return path;
}

/** The first segments of a JSON pointer, unescaped: `segments("/0/toolCalls/1")` → `["0", "toolCalls", "1"]`. */
export function segments(path: string): (string | undefined)[] {
  return path.split("/").slice(1).map((s) => (s.includes("~") ? s.replace(/~1/g, "/").replace(/~0/g, "~") : s));
}

/** The input position a warning is about: options first (-1), then the top-level index. */
function position(path: string): number {
  if (path.startsWith("options/")) return -1;
  const index = Number(path.slice(1, (path.indexOf("/", 1) + 1 || path.length + 1) - 1));
  return Number.isInteger(index) ? index : Number.MAX_SAFE_INTEGER;
}

/** Sorts warnings by the top-level index they point at (stable); each position is read once, and input order costs one pass. */
function order(seen: ConversionWarning[]): void {
  const at = seen.map((w) => position(w.path));
  let sorted = true;
  for (let i = 1; sorted && i < at.length; i++) sorted = at[i - 1]! <= at[i]!;
  if (sorted) return;
  const pairs = seen.map((warning, i) => ({ warning, at: at[i]! })).sort((a, b) => a.at - b.at);
  pairs.forEach((pair, i) => (seen[i] = pair.warning));
}

/**
 * A warning collector for one converter call. With `ordered`, warnings are delivered sorted by the
 * top-level index they point at (stable), for a conversion whose stages report one after the other.
 */
export function collector(options: WarningOptions, ordered = false): Warnings {
  const seen: ConversionWarning[] = [];
  return {
    warn(code, path, text) {
      seen.push({ code, path, message: `${path || "(root)"}: ${text}` });
    },
    count(code) {
      let n = 0;
      for (const w of seen) if (w.code === code) n++;
      return n;
    },
    finish(converter, rules) {
      if (ordered) order(seen);
      if (options.onWarning) for (const warning of seen) options.onWarning(warning);
      if (!options.strict) return;
      const allowed = new Set(options.strict === true ? [] : options.strict.allow);
      const warned = new Set(seen.map((w) => `${w.code} ${w.path}`));
      const lost = seen.filter((w) => !allowed.has(w.code));
      const broken = (rules?.() ?? []).filter((i) => !warned.has(`${i.code} ${i.path}`) && !allowed.has(i.code));
      if (lost.length || broken.length) {
        const what = [lost.length ? `would lose ${lost.length} thing(s)` : "", broken.length ? `found ${broken.length} conversation rule issue(s)` : ""];
        throw new ContractError([...lost, ...broken], `${converter} (strict) ${what.filter(Boolean).join(" and ")}`);
      }
    },
  };
}


/**
 * A writer about to emit the id of a call the reader made up (Gemini sends calls without one, marked
 * `idGenerated`) says so: the target carries it as if the source had sent it.
 */
export function madeUpId(call: { id: string; idGenerated?: boolean }, at: string, warn: Warnings["warn"]): void {
  if (call.idGenerated) warn("call_id_added", at, `this call has no id; it is written with the id ${JSON.stringify(call.id)}, made up from its position`);
}
