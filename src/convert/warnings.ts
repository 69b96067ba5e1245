// Warnings: what a converter could not carry, reported with a JSON pointer instead of dropped silently.
import { ContractError, escapePointer, leadingIndex, type Issue } from "../validate/issue.js";

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

/**
 * Where a pointer's segment `key` sits in `node`: the array index, or the key's place among the
 * object's own keys (input order); MAX_SAFE_INTEGER when it does not resolve.
 */
function indexIn(node: unknown, key: string | undefined, seen?: Seen): number {
  if (Array.isArray(node)) {
    const n = key !== undefined && /^(0|[1-9]\d*)$/.test(key) ? Number(key) : -1;
    return n >= 0 && n < node.length ? n : Number.MAX_SAFE_INTEGER;
  }
  if (node !== null && typeof node === "object" && key !== undefined && Object.prototype.hasOwnProperty.call(node, key)) return (seen ? seen.keys(node) : Object.keys(node)).indexOf(key);
  return Number.MAX_SAFE_INTEGER;
}

/** What one sort reads again and again, read once: each pointer's segments and each node's own keys. */
interface Seen {
  segments(path: string): (string | undefined)[];
  keys(node: object): string[];
}

function seenOnce(): Seen {
  const split = new Map<string, (string | undefined)[]>();
  const listed = new Map<object, string[]>();
  return {
    segments(path) {
      let found = split.get(path);
      if (found === undefined) split.set(path, (found = segments(path)));
      return found;
    },
    keys(node) {
      let found = listed.get(node);
      if (found === undefined) listed.set(node, (found = Object.keys(node)));
      return found;
    },
  };
}


/**
 * Which of two pointers comes first in `root`, segment by segment: by array index or by the key's
 * place among the object's own keys (input order), a pointer before the ones inside it. Options come
 * first; the part of a pointer that does not resolve sorts after everything that does at that level.
 * Only the first segment where the two differ is looked up, so pointers into different messages
 * compare by their indexes alone.
 */
function comparePaths(root: unknown, a: string, b: string, seen?: Seen): number {
  if (a === b) return 0;
  if (Array.isArray(root)) {
    const ia = leadingIndex(a), ib = leadingIndex(b);
    if (ia !== ib && ia >= 0 && ib >= 0 && ia < root.length && ib < root.length) return ia - ib;
  }
  const oa = a.startsWith("options/"), ob = b.startsWith("options/");
  if (oa || ob) return oa && ob ? 0 : oa ? -1 : 1;
  const sa = seen ? seen.segments(a) : segments(a), sb = seen ? seen.segments(b) : segments(b);
  let node = root;
  for (let i = 0; ; i++) {
    if (i >= sa.length || i >= sb.length) return sa.length - sb.length;
    const ka = sa[i], kb = sb[i];
    const ia = indexIn(node, ka, seen);
    if (ka !== kb) return ia - indexIn(node, kb, seen);
    if (ia === Number.MAX_SAFE_INTEGER) return 0;
    node = (node as Record<string, unknown>)[ka!];
  }
}

/** The sort key of a warning at the input's root (below every message index). */
const ROOT = -2;

/** Sorts warnings into input order (stable: warnings about one node keep the order they were raised in). */
function order(seen: ConversionWarning[], input: unknown): void {
  if (seen.length < 2) return;
  try {
    let sorted = true;
    for (let i = 1; sorted && i < seen.length; i++) sorted = comparePaths(input, seen[i - 1]!.path, seen[i]!.path) <= 0;
    if (sorted) return;
    // Each warning's message index is read once: pointers into different messages compare by it alone (as in comparePaths).
    const length = Array.isArray(input) ? input.length : 0;
    const once = seenOnce();
    // A warning about the whole input (path "") comes before every pointer into it, as comparePaths orders them, without its lookups.
    const pairs = seen.map((warning, i) => {
      const lead = warning.path === "" ? ROOT : leadingIndex(warning.path);
      return { warning, i, lead: lead < length ? lead : -1 };
    }).sort((x, y) => {
      if (x.lead !== y.lead && x.lead >= 0 && y.lead >= 0) return x.lead - y.lead;
      if (x.lead === ROOT && (y.lead === ROOT || y.warning.path.charCodeAt(0) === 47)) return y.lead === ROOT ? x.i - y.i : -1;
      if (y.lead === ROOT && x.warning.path.charCodeAt(0) === 47) return 1;
      return comparePaths(input, x.warning.path, y.warning.path, once) || x.i - y.i;
    });
    pairs.forEach((pair, i) => (seen[i] = pair.warning));
  } catch {
    // an input whose reads throw now (a Proxy) keeps the order the warnings were raised in
  }
}

/**
 * A warning collector for one converter call. Warnings are delivered in input order: sorted by where
 * their paths point in `input` (stable), since a conversion's stages report one after the other.
 */
export function collector(options: WarningOptions, input: unknown): Warnings {
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
      order(seen, input);
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
