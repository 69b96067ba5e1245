// "Every input field is carried or named by a warning": a checker any converter's property test can use.
import type { ConversionWarning } from "../../src/convert/index.js";
import { escapePointer } from "../../src/validate/issue.js";

/** What a converter may leave out without a warning. */
export interface Exemptions {
  /** Keys whose values are tags the converter maps to other tags (default: `type` and `role`). */
  structural?: readonly string[];
  /** `key=value` pairs that are the documented default and may vanish, e.g. `detail=auto`. */
  defaults?: readonly string[];
  /** The pointer the warnings use for the input's root: `""` (default), or e.g. `options/system`. */
  prefix?: string;
}

interface Leaf {
  path: string;
  key: string;
  value: string | number | boolean | null;
}

function leaves(value: unknown, path: string, key: string, out: Leaf[]): Leaf[] {
  if (value === null || typeof value !== "object") {
    if (value !== undefined) out.push({ path, key, value: value as Leaf["value"] });
  } else if (Array.isArray(value)) value.forEach((inner, i) => leaves(inner, `${path}/${i}`, key, out));
  else for (const [k, inner] of Object.entries(value)) leaves(inner, `${path}/${escapePointer(k)}`, k, out);
  return out;
}

/** True when `path` is `under` or inside it, segment by segment. */
const within = (path: string, under: string) => path === under || path.startsWith(`${under}/`);

/**
 * The pointers of `input`'s leaves (strings, numbers, booleans, null) that the converter neither
 * carried into `output` nor named in a warning. Empty means nothing was lost silently.
 *
 * A leaf is carried when it can be found in the output: a string inside some output string, as is or
 * JSON-escaped (so text joined, a data URL built from `mimeType` and `data`, or tool input serialised
 * into `arguments` count), a data URL when its media type and its data are, a number, boolean or
 * null as an equal output leaf or as its JSON text inside an output string. An empty array or object
 * is not a leaf: a whole message that vanishes needs its own test. A leaf is named when a warning's `path` is the leaf's pointer or a parent of it.
 *
 * Use it in a property over generated inputs:
 * ```ts
 * const warnings: ConversionWarning[] = [];
 * const out = convert(input, { onWarning: (w) => warnings.push(w) });
 * expect(uncovered(input, out, warnings, { defaults: ["detail=auto"] })).toEqual([]);
 * ```
 * The lookup is by value, not by place, so it cannot prove a value landed in the right field (the
 * round-trip properties do that); it does catch a field dropped with no word.
 */
export function uncovered(input: unknown, output: unknown, warnings: readonly ConversionWarning[], exemptions: Exemptions = {}): string[] {
  const structural = new Set(exemptions.structural ?? ["type", "role"]);
  const defaults = new Set(exemptions.defaults ?? []);
  const prefix = exemptions.prefix ?? "";
  const outLeaves = leaves(output, "", "", []);
  const strings = outLeaves.map((l) => l.value).filter((v): v is string => typeof v === "string");
  const scalars = new Set(outLeaves.map((l) => l.value).filter((v) => typeof v !== "string"));
  const inString = (text: string) => strings.some((s) => s.includes(text));
  const stringCarried = (text: string): boolean => {
    const dataUrl = /^data:([^;,]+);base64,(.*)$/s.exec(text);
    if (dataUrl) return inString(dataUrl[1]!) && inString(dataUrl[2]!);
    return inString(text) || inString(JSON.stringify(text).slice(1, -1));
  };
  const carried = (value: Leaf["value"]) =>
    typeof value === "string" ? stringCarried(value) : scalars.has(value) || inString(JSON.stringify(value));
  return leaves(input, "", "", [])
    .filter((leaf) => !structural.has(leaf.key) && !defaults.has(`${leaf.key}=${String(leaf.value)}`))
    .filter((leaf) => !carried(leaf.value))
    .filter((leaf) => !warnings.some((w) => within(`${prefix}${leaf.path}`, w.path)))
    .map((leaf) => `${prefix}${leaf.path}`);
}
