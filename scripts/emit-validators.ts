// Standalone validators: ajv compiles every variant. Each union is dispatched on its variants' const
// tags, derived here (the shipped schemas carry no dispatch keyword): a `oneOf` with one required tag
// gets ajv's `discriminator` in the copy ajv compiles; unions whose tags are optional (Item) get a
// generated dispatcher that selects the variant by its `type`, then `role`, in O(1).
import standaloneCodeModule from "ajv/dist/standalone/index.js";
import { fastNames } from "./ajv-names.js";
import { dispatchTable, otherRoute, unionKeys, unionTag, variantTags, type Route, type TypeRoutes } from "./dispatch-table.js";
import type { DispatchVariant } from "./lang-model.js";
import { DEFS, deref, makeAjv, refName, type JsonSchema } from "./schemas.js";

type Standalone = (ajv: ReturnType<typeof makeAjv>, refs: Record<string, string>) => string;
const standaloneCode = ((standaloneCodeModule as unknown as { default?: Standalone }).default ??
  standaloneCodeModule) as Standalone;

const BANNER = "// GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.\n";

/** ajv's runtime helpers, inlined so the module needs nothing at run time and has no require(). */
const RUNTIME: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default':
    "function ucs2length(s) { let n = 0; for (let i = 0; i < s.length; n++) { const c = s.charCodeAt(i++); if (c >= 0xd800 && c <= 0xdbff && i < s.length && (s.charCodeAt(i) & 0xfc00) === 0xdc00) i++; } return n; }",
};

type Def = JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };

/** A dispatched variant, with what candidate pruning needs to know of its properties. */
interface Variant extends DispatchVariant {
  /** Properties the variant declares, those it requires, and whether it allows others. */
  declared: string[];
  required: string[];
  closed: boolean;
  /** Each declared property's schema, one `$ref` resolved, annotations left out (for comparing variants). */
  props: Record<string, JsonSchema>;
}

/** A variant with its tags; undefined when the union cannot be dispatched this way. */
function variantOf(name: string, def: Def, defs: Record<string, Def>): Variant | undefined {
  const tags = variantTags(name, def, defs);
  if (tags === undefined) return undefined;
  const props = def.properties ?? {};
  return {
    ...tags,
    declared: Object.keys(props), required: def.required ?? [], closed: def.additionalProperties === false,
    props: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, withoutAnnotations(deref(v, defs)) as JsonSchema])),
  };
}

interface Dispatch {
  name: string;
  variants: Variant[];
  /** For an untagged "one of" (Gemini's Part): each variant by the one property that selects it. */
  keyed?: { key: string; name: string }[];
}

/**
 * The schema with `discriminator: { propertyName }` on every `oneOf` whose branches one required tag
 * tells apart (`unionTag`): ajv then runs only the branch the tag selects and names the bad tag.
 */
function withDerivedDiscriminators(node: unknown, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => withDerivedDiscriminators(n, defs));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = withDerivedDiscriminators(v, defs);
  const tag = Array.isArray(out.oneOf) ? unionTag(out.oneOf as JsonSchema[], defs) : undefined;
  if (tag !== undefined) out.discriminator = { propertyName: tag };
  return out;
}

/** Unions of `$ref`s that no single tag dispatches, whose every variant carries a const tag. */
function findDispatches(defs: Record<string, Def>): Dispatch[] {
  const out: Dispatch[] = [];
  for (const [name, def] of Object.entries(defs)) {
    const branches = (def.anyOf ?? def.oneOf) as JsonSchema[] | undefined;
    if (!branches || (def.oneOf && unionTag(branches, defs) !== undefined)) continue;
    if (!branches.every((b) => typeof b.$ref === "string" && b.$ref.startsWith(DEFS))) continue;
    const names = branches.map((b) => refName(b.$ref as string));
    const variants = names.map((target) => variantOf(target, defs[target]!, defs));
    const keys = unionKeys(names.map((n) => defs[n]!));
    if (variants.every((v): v is Variant => v !== undefined)) out.push({ name, variants });
    else if (keys) out.push({ name, variants: [], keyed: keys.map((key, i) => ({ key, name: names[i]! })) });
  }
  return out;
}

const fn = (name: string) => `validate${name}`;
const q = (s: string) => JSON.stringify(s);

function objectError() {
  return `[{ instancePath, keyword: "type", params: { type: "object" }, data }]`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * True when every value valid for `c` that has no property outside `a`'s is valid for `a` too, judged
 * conservatively (equal property schemas, or `c`'s is one branch of `a`'s anyOf). The tags are fixed
 * by the dispatch, so they are not compared. Then once `a` failed, `c` can only pass with such a property.
 */
function subsumes(a: Variant, c: Variant): boolean {
  if (!a.required.every((r) => c.required.includes(r))) return false;
  return c.declared.filter((k) => k !== "type" && k !== "role").every((k) => {
    const wide = a.props[k];
    if (wide === undefined) return true;
    return same(wide, c.props[k]) || ((wide.anyOf as unknown[] | undefined)?.some((b) => same(b, c.props[k])) ?? false);
  });
}

/**
 * Code that tries candidates in order and on failure keeps the errors of the one that got deepest.
 * A closed candidate is skipped when the value has a property it does not declare but another
 * candidate requires (an `id` rules out the id-less message form): it would fail anyway.
 */
function tryCandidates(self: string, candidates: Variant[]): string {
  if (candidates.length === 1) {
    const v = fn(candidates[0]!.name);
    return `if (${v}(data)) { ${self}.errors = null; return true; } ${self}.errors = ${v}.errors; return false;`;
  }
  const excludedBy = candidates.map((c, i) => {
    const others = new Set(candidates.filter((o) => o !== c).flatMap((o) => o.required));
    return c.closed && i < candidates.length - 1 ? [...others].filter((p) => !c.declared.includes(p)) : [];
  });
  const tries = candidates.flatMap((c, i) => {
    const v = fn(c.name);
    const conditions = excludedBy[i]!.map((p) => `data[${q(p)}] === undefined`);
    // An earlier candidate that always runs and subsumes this one: try this one only with a property the earlier lacks.
    const wider = candidates.slice(0, i).find((a, j) => excludedBy[j]!.length === 0 && subsumes(a, c));
    if (wider) {
      const extras = wider.closed ? c.declared.filter((k) => !wider.declared.includes(k)) : [];
      if (extras.length === 0) return [];
      conditions.push(`(${extras.map((k) => `data[${q(k)}] !== undefined`).join(" || ")})`);
    }
    const guard = conditions.length ? `if (${conditions.join(" && ")}) ` : "";
    return [`${guard}{ if (${v}(data)) { ${self}.errors = null; return true; } best = deeper(best, ${v}.errors); }`];
  });
  return `let best = null;\n      ${tries.join("\n      ")}\n      ${self}.errors = best; return false;`;
}

/** A tag error; `or` names the other tag a value may carry instead (a message's `role`). */
function tagError(self: string, tag: string, allowed: string[], what: string, or?: string): string {
  const alternative = or === undefined ? "" : `, or: ${q(or)}`;
  return `${self}.errors = [{ instancePath: instancePath + "/${tag}", keyword: "tag", params: { tag: ${q(tag)}, allowed: ${JSON.stringify(allowed)}, union: ${q(what)}${alternative} }, data: data[${q(tag)}] }]; return false;`;
}

/**
 * The code for one `type` value (or a missing `type`): its candidates, or a switch on `role`. With
 * neither tag, a value that has none of the tag-less variant's required properties either (`{}`)
 * hears about the missing `type`, not about a property of the variant it least resembles.
 */
function routes(self: string, union: string, tr: TypeRoutes, byName: Map<string, Variant>, types: string[]): string {
  const candidates = (r: Route) => r.candidates.map((n) => byName.get(n)!);
  if (!tr.byRole) return tryCandidates(self, candidates(tr.routes[0]!));
  const roles = tr.routes.filter((r) => r.role !== undefined);
  const without = tr.routes.find((r) => r.role === undefined);
  const allowed = roles.map((r) => r.role!);
  const cases = roles.map((r) => `case ${q(r.role!)}: { ${tryCandidates(self, candidates(r))} }`).join("\n      ");
  const untagged = without && tr.type === undefined
    ? `if (${[...new Set(candidates(without).flatMap((v) => v.required))].map((p) => `data[${q(p)}] === undefined`).join(" && ") || "true"}) { ${tagError(self, "type", types, union, "role")} }\n      `
    : "";
  return `const role = data.role;
    if (role === undefined) { ${untagged}${without ? tryCandidates(self, candidates(without)) : tagError(self, "role", allowed, union)} }
    switch (role) {
      ${cases}
    }
    ${tagError(self, "role", allowed, union)}`;
}

/**
 * The dispatcher of a union: an exported `validate<Name>`, or, for a union only other schemas
 * reference, a function under the name ajv gave it (`self`), so ajv's code calls it.
 */
function emitDispatch({ name, variants, keyed }: Dispatch, self = fn(name)): string {
  if (keyed) return emitKeyDispatch(name, keyed, self);
  const byName = new Map(variants.map((v) => [v.name, v]));
  const table = dispatchTable(variants);
  const other = otherRoute(name, variants);
  const typed = table.filter((tr) => tr.type !== undefined);
  const untyped = table.find((tr) => tr.type === undefined);
  const types = typed.map((tr) => tr.type!);
  const cases = typed.map((tr) => `case ${q(tr.type!)}: { ${routes(self, name, tr, byName, types)} }`).join("\n    ");
  // With a catch-all, every string is a tag: what remains is a `type` that is not a string.
  const otherCase = other
    ? `if (typeof type === "string") { ${tryCandidates(self, [byName.get(other)!])} }\n  ${self}.errors = [{ instancePath: instancePath + "/type", keyword: "type", params: { type: "string" }, data: type }]; return false;`
    : "";
  const missing = other ? `${self}.errors = [{ instancePath, keyword: "required", params: { missingProperty: "type" }, data }]; return false;` : tagError(self, "type", types, name);
  return `
/** Validates a ${name}: selects the variant by \`type\` (then \`role\`) and runs only that variant. */
${self === fn(name) ? "export " : ""}function ${self}(data) {
  const instancePath = "";
  if (data === null || typeof data !== "object" || Array.isArray(data)) { ${self}.errors = ${objectError()}; return false; }
  const type = data.type;
  if (type === undefined) { ${untyped ? routes(self, name, untyped, byName, types) : missing} }
  switch (type) {
    ${cases}
  }
  ${otherCase || tagError(self, "type", types, name)}
}
`;
}

/**
 * The dispatcher of an untagged "one of": the one of the variants' keys present selects the variant;
 * a second key present is an error at that key naming both, none present an error naming all.
 */
function emitKeyDispatch(name: string, keyed: { key: string; name: string }[], self: string): string {
  const allowed = JSON.stringify(keyed.map((k) => k.key));
  const cases = keyed.map(({ key, name: v }) => `if (data[${q(key)}] != null) { ${tryCandidates(self, [{ name: v } as Variant])} }`).join("\n  ");
  return `
/** Validates a ${name}: selects the variant by the property present and runs only that variant. */
${self === fn(name) ? "export " : ""}function ${self}(data) {
  const instancePath = "";
  if (data === null || typeof data !== "object" || Array.isArray(data)) { ${self}.errors = ${objectError()}; return false; }
  const allowed = ${allowed}, found = twoKeys(data, allowed);
  if (found) { ${self}.errors = [{ instancePath: instancePath + "/" + found[1], keyword: "key", params: { allowed, union: ${q(name)}, found }, data }]; return false; }
  ${cases}
  ${self}.errors = [{ instancePath, keyword: "key", params: { allowed, union: ${q(name)} }, data }]; return false;
}
`;
}

/**
 * An exported union that a request body reaches through its array form (`ResponsesRequest.input` →
 * `Items` → `Item`): ajv compiles that path itself, so the union needs a nested dispatcher there too.
 */
function exportedNested(name: string, defs: Record<string, Def>, referenced: (name: string) => boolean): boolean {
  if (referenced(name)) return true;
  const arrays = Object.entries(defs).filter(([, d]) => (d.items as JsonSchema | undefined)?.$ref === `${DEFS}${name}`).map(([n]) => n);
  return arrays.some((a) => Object.entries(defs).some(([n, d]) => n !== a && JSON.stringify(d).includes(q(`${DEFS}${a}`))));
}

/** What ajv compiles in place of a nested dispatch union: a marker to find its function by. */
const marker = (name: string) => `dispatch:${name}`;

/**
 * A union that is not exported but referenced from other definitions: ajv compiled a marker in
 * its place (in every copy it made), and each such function becomes the union's dispatcher under
 * ajv's name for it, so ajv's callers dispatch on the tag instead of trying every branch.
 */
function dispatchNested(js: string, d: Dispatch): string {
  const literal = q(marker(d.name));
  let found = 0;
  for (let at = js.indexOf(literal); at >= 0; at = js.indexOf(literal)) {
    const start = js.lastIndexOf("function validate", at);
    const self = /^function (validate\d+)\(data\)\{/.exec(js.slice(start))?.[1];
    if (!self) throw new Error(`emit-validators: no function around the marker of ${d.name}`);
    const end = jsonEnd(js, start + `function ${self}(data)`.length);
    js = js.slice(0, start) + emitDispatch(d, self).trim() + js.slice(end);
    found++;
  }
  if (found === 0) throw new Error(`emit-validators: ajv compiled no function for ${d.name}`);
  return js;
}

function emitArrayOf(name: string, item: string): string {
  const self = fn(name);
  return `
/** Validates a ${name} array, item by item, stopping at the first invalid one. */
export function ${self}(data) {
  if (!Array.isArray(data)) { ${self}.errors = [{ instancePath: "", keyword: "type", params: { type: "array" }, data }]; return false; }
  for (let i = 0; i < data.length; i++) {
    if (!${fn(item)}(data[i])) { ${self}.errors = at(${fn(item)}.errors, "/" + i); return false; }
  }
  ${self}.errors = null;
  return true;
}
`;
}

const HELPERS = `
const objectPrototype = Object.prototype, getPrototypeOf = Object.getPrototypeOf;
/** True when the object's prototype chain holds nothing but methods (a class's, another realm's Object.prototype): reading its properties reads only its own. */
function plain(d) {
  for (let p = getPrototypeOf(d); p !== objectPrototype && p !== null; p = getPrototypeOf(p)) {
    for (const key of Object.getOwnPropertyNames(p)) if (key !== "__proto__" && typeof Object.getOwnPropertyDescriptor(p, key).value !== "function") return false;
  }
  return true;
}
const notBase64 = /[^A-Za-z0-9+/=]/;
/**
 * The same verdict as the schemas' base64 pattern (groups of four, then two characters and an optional
 * "==" or three and an optional "=") in one scan for a character outside the alphabet: what atob decodes.
 */
function base64(s) {
  if (notBase64.test(s)) return false;
  const eq = s.indexOf("="), body = eq < 0 ? s.length : eq, pad = s.length - body;
  return pad ? pad < 3 && (body % 4) + pad == 4 && (pad < 2 || s[body + 1] == "=") : body % 4 != 1;
}
/** An exported validator: \`errors\` is \`null\` after a success, the first error after a failure. */
function entry(check) {
  const run = (data) => {
    if (check(data)) { run.errors = null; return true; }
    run.errors = check.errors;
    return false;
  };
  return run;
}
function at(errors, base) {
  for (let i = 0; i < errors.length; i++) errors[i].instancePath = base + errors[i].instancePath;
  return errors;
}
function add(list, errors) {
  if (list === null) return errors;
  for (let i = 0; i < errors.length; i++) list.push(errors[i]);
  return list;
}
/** The errors that got deeper into the value (more pointer segments; the earlier candidate on a tie). */
function deeper(best, errors) {
  return best === null || (errors && errors[0] && best[0] && segments(errors[0].instancePath) > segments(best[0].instancePath)) ? errors : best;
}
/** The first two of \`keys\` that \`data\` holds, or undefined when it holds at most one. */
function nullOnly(value, key, instancePath, self) {
  if (value === undefined || value === null) return true;
  self.errors = [{ instancePath: instancePath + "/" + key, keyword: "type", params: { type: "null" }, data: value }];
  return false;
}
function nullsOnly(data, keys, instancePath, self) {
  for (let i = 0; i < keys.length; i++) if (!nullOnly(data[keys[i]], keys[i], instancePath, self)) return false;
  return true;
}
function twoKeys(data, keys) {
  let first;
  for (const k of keys) if (data[k] != null) { if (first === undefined) first = k; else return [first, k]; }
  return undefined;
}
function segments(path) {
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) === 47) n++;
  return n;
}
`;

/**
 * ajv's discriminator error names the bad tag but not the good ones; each error gets `allowed`,
 * read from the comparisons ajv generated between the tag's declaration and its error.
 */
function listDiscriminatorTags(js: string): string {
  const decl = /const (tag\d+) = \w+\.\w+;/g;
  const edits: { at: number; end: number; text: string }[] = [];
  for (let m = decl.exec(js); m; m = decl.exec(js)) {
    const v = m[1];
    const mapping = js.indexOf(`error: "mapping", tag: `, m.index);
    const close = `tagValue: ${v}}`;
    const first = js.indexOf(close, mapping);
    const second = js.indexOf(close, first + 1);
    if (mapping < 0 || first < 0 || second < 0) throw new Error(`emit-validators: no discriminator error for ${v}`);
    const body = js.slice(m.index, first);
    const allowed = [...body.matchAll(new RegExp(`${v} === ("[^"]*")`, "g"))].map((x) => x[1]);
    const text = `tagValue: ${v}, allowed: [${[...new Set(allowed)].join(",")}]}`;
    edits.push({ at: first, end: first + close.length, text }, { at: second, end: second + close.length, text });
  }
  edits.sort((a, b) => a.at - b.at);
  let out = "";
  let from = 0;
  for (const e of edits) {
    out += js.slice(from, e.at) + e.text;
    from = e.end;
  }
  return out + js.slice(from);
}

/**
 * The allowed-value lists in error params (`allowedValues`, `allowed`) become frozen module
 * constants, one per distinct list: a rejected value allocates no list, and the issue renderer
 * formats each list once (it caches by identity).
 */
function hoistLists(js: string): string {
  const names = new Map<string, string>();
  let out = "";
  let from = 0;
  const key = /\b(allowedValues|allowed): \[/g;
  for (let m = key.exec(js); m; m = key.exec(js)) {
    const start = m.index + m[0].length - 1;
    const end = jsonEnd(js, start);
    const list = js.slice(start, end);
    JSON.parse(list);
    if (!names.has(list)) names.set(list, `list${names.size}`);
    out += `${js.slice(from, start)}${names.get(list)}`;
    from = end;
    key.lastIndex = end;
  }
  const decls = [...names].map(([list, name]) => `const ${name} = /* @__PURE__ */ Object.freeze(${list});`).join("");
  const strict = '"use strict";';
  if (!js.startsWith(strict)) throw new Error("emit-validators: expected the module to start with \"use strict\"");
  return `${strict}${decls}${(out + js.slice(from)).slice(strict.length)}`;
}

/** ajv's `verbose` errors carry `schema`, `parentSchema` and `data`; only `data` is kept. */
function onlyDataOfVerbose(js: string): string {
  let out = "";
  let from = 0;
  for (let i = js.indexOf(",schema:", from); i >= 0; i = js.indexOf(",schema:", from)) {
    const parent = js.indexOf(",parentSchema:", i);
    const data = js.indexOf(",data", parent);
    if (parent < 0 || data < 0) throw new Error("emit-validators: a verbose error without parentSchema or data");
    out += js.slice(from, i);
    from = data;
  }
  return out + js.slice(from);
}

/** The end (exclusive) of the JSON object literal that starts at `start`. */
function jsonEnd(js: string, start: number): number {
  let depth = 0;
  for (let i = start; i < js.length; i++) {
    const c = js[i];
    if (c === '"') {
      for (i++; js[i] !== '"'; i++) if (js[i] === "\\") i++;
    } else if (c === "{" || c === "[") depth++;
    else if ((c === "}" || c === "]") && --depth === 0) return i + 1;
  }
  throw new Error("emit-validators: unterminated schema constant");
}

/**
 * ajv keeps every compiled schema as a `schemaN` constant only to read enum and type lists for
 * error params; those reads become literals and the constants go.
 */
function inlineSchemaReads(js: string): string {
  const constants = new Map<string, unknown>();
  const decl = /const (schema\d+) = /g;
  let out = "";
  let from = 0;
  for (let m = decl.exec(js); m; m = decl.exec(js)) {
    const end = jsonEnd(js, m.index + m[0].length);
    constants.set(m[1]!, JSON.parse(js.slice(m.index + m[0].length, end)));
    out += js.slice(from, m.index);
    from = end + 1;
    decl.lastIndex = from;
  }
  out += js.slice(from);
  return out.replace(/\b(schema\d+)((?:\.[A-Za-z_$][\w$]*|\[\d+\])+)/g, (_, name: string, path: string) => {
    let node = constants.get(name);
    for (const [, key, index] of path.matchAll(/\.([A-Za-z_$][\w$]*)|\[(\d+)\]/g)) node = (node as Record<string, unknown>)[key ?? index!];
    if (node === undefined) throw new Error(`emit-validators: ${name}${path} is undefined`);
    return JSON.stringify(node);
  });
}

/**
 * For an object with many properties ajv tests unknown keys with `hasOwnProperty.call(<the
 * properties schema>, key)`; once inlined, that literal carries every property's schema and is
 * built again for each key. It becomes a module constant holding only the names.
 */
function propertyNameSets(js: string): string {
  const hasOwn = /const (func\d+) = Object\.prototype\.hasOwnProperty;/.exec(js)?.[1];
  if (!hasOwn) return js;
  const decls: string[] = [];
  let out = "";
  let from = 0;
  const call = new RegExp(`\\b${hasOwn}\\.call\\(\\{`, "g");
  for (let m = call.exec(js); m; m = call.exec(js)) {
    const start = m.index + m[0].length - 1;
    const end = jsonEnd(js, start);
    const names = Object.keys(JSON.parse(js.slice(start, end)) as object);
    const name = `names${decls.length}`;
    decls.push(`const ${name} = /* @__PURE__ */ Object.freeze({${names.map((n) => `${q(n)}: true`).join(", ")}});`);
    out += `${js.slice(from, start)}${name}`;
    from = end;
    call.lastIndex = end;
  }
  return `${out}${js.slice(from)}\n${decls.join("\n")}\n`;
}

/**
 * ajv passes every `$ref` call a context object and builds each child's instance path before the
 * call. Here a validator reports paths from the value it was given, and a caller prefixes its own
 * part only when the call failed: no allocation and no string building on the valid path. The
 * caller rewrites the child's fresh error objects in place (`at`) and appends them with a push loop
 * (`add`): ajv's `concat` was the largest single cost of a rejected item.
 */
function relativePaths(js: string): string {
  const signature = /function (validate\d+)\(data, \{instancePath="", parentData, parentDataProperty, rootData=data\}=\{\}\)\{/g;
  const signatures = js.match(signature)?.length ?? 0;
  js = js.replace(signature, 'function $1(data){const instancePath = "";');
  const call = /if\(!\((validate\d+)\(([^(){},]+), \{instancePath(?::([^,]+))?,parentData(?::[^,]+)?,parentDataProperty(?::[^,]+)?,rootData\}\)\)\)\{vErrors = vErrors === null \? \1\.errors : vErrors\.concat\(\1\.errors\);/g;
  const calls = js.match(call)?.length ?? 0;
  js = js.replace(call, (_, v: string, arg: string, path?: string) => {
    const errs = path ? `at(${v}.errors, ${path})` : `${v}.errors`;
    return `if(!(${v}(${arg}))){vErrors = add(vErrors, ${errs});`;
  });
  const left = js.match(/rootData|parentData/g);
  if (left) throw new Error(`emit-validators: ${left.length} ajv call contexts left after rewriting ${signatures} signatures and ${calls} calls`);
  return js;
}

/**
 * A validator's `errors` is read only after it returned false, except an exported one's (ajv's contract:
 * `null` after a success). So every compiled validator returns true without storing `null` there (a
 * store on a function object for every valid value: 4–6% of a whole Chat Completions history check), and each exported name is
 * an `entry` around its validator that keeps the contract. What an inner validator's `errors` holds
 * after a success is its last failure's, whose `data` the exported callers let go of once used.
 */
function noStoreOnSuccess(js: string): string {
  const out = js.replace(/(validate\d+)\.errors = vErrors;return errors === 0;/g, "if(errors === 0){return true;}$1.errors = vErrors;return false;");
  return out.replace(/export const (\w+) = (validate\d+);/g, "export const $1 = /* @__PURE__ */ entry($2);");
}

/**
 * A property that may only be `null` (Gemini's part: the other data fields, the SDK's fields the
 * contract does not carry, as google-genai Python's `model_dump()` writes them) is one call of the
 * `nullOnly` helper instead of ajv's inline block: a part lists some thirty of them, in every variant.
 */
function nullOnlyChecks(js: string): string {
  const block = /if\(data\.(\w+) !== undefined\)\{let (data\d+) = data\.\1;const (_errs\d+) = errors;if\(\2 !== null\)\{(validate\d+)\.errors = \[\{instancePath:instancePath\+"\/\1",keyword:"type",params:\{type: "null"\},data:\2\}\];return false;\}var (valid\d+) = \3 === errors;\}else \{var \5 = true;\}/g;
  js = js.replace(block, (_, key: string, _data: string, _errs: string, self: string, valid: string) => `if(!nullOnly(data.${key}, ${q(key)}, instancePath, ${self})){return false;}var ${valid} = true;`);
  // A run of them (each followed by the next property's \`if(validN){\`) is one loop over their keys; the
  // openers it replaces stay as plain blocks, so the closing braces still match.
  const step = /if\(!nullOnly\(data\.(\w+), "\1", instancePath, (validate\d+)\)\)\{return false;\}var (valid\d+) = true;if\(\3\)\{/g;
  const run = /(?:if\(!nullOnly\(data\.\w+, "\w+", instancePath, validate\d+\)\)\{return false;\}var valid\d+ = true;if\(valid\d+\)\{){2,}/g;
  return js.replace(run, (seq: string) => {
    const steps = [...seq.matchAll(step)];
    const [, , self, valid] = steps[0]!;
    if (steps.some((s) => s[2] !== self || s[3] !== valid)) return seq;
    const keys = `[${steps.map((s) => q(s[1]!)).join(",")}]`;
    return `if(!nullsOnly(data, ${keys}, instancePath, ${self})){return false;}var ${valid} = true;if(${valid}){${"{".repeat(steps.length - 1)}`;
  });
}

/** The schemas' base64 pattern, which the generated validators check with the hand-written `base64` above. */
export const BASE64_PATTERN = "^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A string's length in code points lies between half its UTF-16 length and that length, so most
 * minLength checks are settled without counting; `^literal` patterns become `startsWith`.
 */
function cheapStringChecks(js: string): string {
  const b64 = new RegExp(`const (pattern\\d+) = new RegExp\\(${escapeRegExp(JSON.stringify(BASE64_PATTERN))}, "u"\\);`).exec(js);
  if (b64) {
    js = js.replace(b64[0], "").replace(new RegExp(`!${b64[1]}\\.test\\(([\\w.\\[\\]]+)\\)`, "g"), "!base64($1)");
    if (js.includes(`${b64[1]}.`)) throw new Error(`emit-validators: ${b64[1]} still used`);
  }
  const counter = /const (func\d+) = function\(s\) \{ let n = 0/.exec(js)?.[1];
  if (counter) {
    js = js.replace(new RegExp(`${counter}\\(([\\w.\\[\\]]+)\\) < (\\d+)`, "g"), (_, x: string, n: string) =>
      `(${x}.length < ${n} || (${x}.length < ${2 * Number(n)} && ${counter}(${x}) < ${n}))`);
  }
  const literal = /const (pattern\d+) = new RegExp\("\^([A-Za-z0-9_-]+)", "u"\);/g;
  for (const [decl, name, prefix] of [...js.matchAll(literal)]) {
    js = js.replace(decl!, "").replace(new RegExp(`!${name}\\.test\\(([\\w.\\[\\]]+)\\)`, "g"), `!$1.startsWith(${q(prefix!)})`);
    if (js.includes(`${name}.`)) throw new Error(`emit-validators: ${name} still used`);
  }
  return js;
}

/**
 * Every object test of a variant also asks whether its prototype holds no data, so a property the value
 * only inherits is never read as its own. A plain object answers with `constructor === Object` and one
 * prototype compare: the `constructor` read gives V8 the object's map, against which it folds the
 * compare to a constant (a bare `getPrototypeOf` first is a builtin call per object, 1.4× the whole
 * check); any other object walks its chain in `plain`. Each schema that constrains objects says
 * `type: "object"` (`objectsTyped` checks), so a failed test is that type's error, which the issue renderer names.
 */
function ownPropertiesOnly(js: string): string {
  // A union's own test is left alone: the variant it hands the object to tests it (once per object).
  const test = /(data\d*) && typeof \1 == "object" && !Array\.isArray\(\1\)(?!\)\{const tag)/g;
  const found = js.match(test)?.length ?? 0;
  if (found === 0) throw new Error("emit-validators: no object tests found to make own-property tests");
  return js.replace(test, "$& && ($1.constructor === Object && getPrototypeOf($1) === objectPrototype || plain($1))");
}

const OBJECT_KEYWORDS = ["properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties"];

/** Throws unless every schema with object keywords declares `type: "object"` (ajv would skip the keywords for other values). */
function objectsTyped(node: unknown, where: string, key = ""): void {
  if (Array.isArray(node)) return node.forEach((n, i) => objectsTyped(n, `${where}/${i}`));
  if (node === null || typeof node !== "object" || key === "const" || key === "enum") return;
  const schema = node as JsonSchema;
  const map = key === "properties" || key === "$defs";
  if (!map && OBJECT_KEYWORDS.some((k) => k in schema) && !(schema.type === "object" || (Array.isArray(schema.type) && schema.type.includes("object")))) {
    throw new Error(`emit-validators: ${where} constrains objects without type "object"`);
  }
  for (const [k, v] of Object.entries(schema)) objectsTyped(v, `${where}/${k}`, map ? "" : k);
}

/** Titles and descriptions do not change a verdict; leaving them out keeps the module small. */
function withoutAnnotations(node: unknown, key = ""): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n));
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) {
    if (key !== "properties" && key !== "$defs" && (k === "title" || k === "description" || k === "$comment")) continue;
    out[k] = withoutAnnotations(v, k);
  }
  return out;
}

/** Keywords that constrain values of one JSON type only and ignore every other value. */
const ONLY_FOR: Record<string, string[]> = {
  string: ["minLength", "maxLength", "pattern", "format"],
  array: ["items", "prefixItems", "minItems", "maxItems", "uniqueItems", "contains"],
  object: ["properties", "required", "additionalProperties", "patternProperties", "propertyNames", "minProperties", "maxProperties"],
  boolean: [],
  null: [],
};

/**
 * `anyOf` whose branches each admit one JSON type of their own and use only that type's keywords
 * (a string or an array of parts; an object or null) means the same as one schema with a type list
 * and the branches' keywords side by side. ajv compiles that into one type test instead of trying
 * each branch and keeping an error for each: faster when valid, and one error when not.
 */
function typeListsForTypeBranches(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typeListsForTypeBranches);
  if (node === null || typeof node !== "object") return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node)) out[k] = typeListsForTypeBranches(v);
  const branches = out.anyOf as JsonSchema[] | undefined;
  if (!branches || "type" in out) return out;
  const types = branches.map((b) => b.type);
  const merged: JsonSchema = {};
  for (const b of branches) {
    const type = b.type;
    if (typeof type !== "string" || !(type in ONLY_FOR)) return out;
    for (const [k, v] of Object.entries(b)) {
      if (k === "type") continue;
      if (!ONLY_FOR[type]!.includes(k) || k in out) return out;
      merged[k] = v;
    }
  }
  if (new Set(types).size !== types.length) return out;
  const { anyOf: _, ...rest } = out;
  return { ...rest, type: types, ...merged };
}

/** Returns generated/validators.js and its .d.ts. */
export function emitValidators(schemas: { file: string; schema: JsonSchema }[]): Record<string, string> {
  fastNames();
  const ajv = makeAjv({ source: true, esm: true });
  // Ajv2020 forces both on; the schemas use neither unevaluated* nor $dynamicRef, and with them off
  // ajv drops the per-call evaluated-properties bookkeeping and the dynamicAnchors object. generate.ts
  // has checked the schemas against the meta-schema already.
  Object.assign(ajv.opts, { unevaluated: false, dynamicRef: false, validateSchema: false });
  // This instance only writes source (each validator's `source`, kept apart from the code ajv evaluates)
  // and never runs a validator, so what it evaluates is an empty function: V8 need not parse the code.
  ajv.opts.code.process = () => "return function () {}";
  const exportsMap: Record<string, string> = {};
  const typed: string[] = [];
  const custom: string[] = [];
  const nested: Dispatch[] = [];
  for (const { file, schema } of schemas) {
    objectsTyped(schema, file);
    const defs = schema.$defs as Record<string, Def>;
    const dispatches = findDispatches(defs);
    // An exported union is nested too where another compiled definition reaches it (a request body's
    // `input` → Items → Item): there it must dispatch as well, not try every branch.
    const referenced = (name: string) => Object.entries(defs).some(([n, d]) => n !== name && !(dispatched0(n) || arrayOfDispatched(d)) && JSON.stringify(d).includes(q(`${DEFS}${name}`)));
    const dispatched0 = (n: string) => dispatches.some((d) => d.name === n);
    const arrayOfDispatched = (d: Def) => dispatched0(refName(((d.items as JsonSchema | undefined)?.$ref as string | undefined) ?? "#/$defs/"));
    const inner = dispatches.filter((d) => (isExported(d.name, schema) ? exportedNested(d.name, defs, referenced) : JSON.stringify(schema).includes(q(`${DEFS}${d.name}`))));
    nested.push(...inner);
    const compiled = { ...schema, $defs: { ...defs, ...Object.fromEntries(inner.map((d) => [d.name, { const: marker(d.name) }])) } };
    ajv.addSchema(typeListsForTypeBranches(withDerivedDiscriminators(withoutAnnotations(compiled), defs)) as JsonSchema);
    const dispatched = new Set(dispatches.map((d) => d.name));
    // Ajv compiles the variants of dispatched unions and the schema's other top-level names.
    const needed = new Set<string>();
    for (const d of dispatches) for (const v of [...d.variants, ...(d.keyed ?? [])]) needed.add(v.name);
    for (const [n, d] of Object.entries(defs)) {
      if (dispatched.has(n) || !isExported(n, schema)) continue;
      const itemRef = (d.items as JsonSchema | undefined)?.$ref as string | undefined;
      const item = itemRef === undefined ? undefined : refName(itemRef);
      if (item && dispatched.has(item)) {
        custom.push(emitArrayOf(n, item));
        typed.push(n);
      } else needed.add(n);
    }
    for (const n of [...needed].sort()) {
      exportsMap[fn(n)] = `${file}#/$defs/${n}`;
      typed.push(n);
    }
    for (const d of dispatches) {
      if (!isExported(d.name, schema)) continue;
      custom.push(emitDispatch(d));
      typed.push(d.name);
    }
  }
  let js = standaloneCode(ajv, exportsMap);
  for (const [req, inline] of Object.entries(RUNTIME)) {
    const m = new RegExp(`const (\\w+) = ${req.replace(/[().\\/]/g, "\\$&")};`).exec(js);
    if (m) js = js.replace(m[0], `const ${m[1]} = ${inline.replace("function ucs2length", "function")};`);
  }
  js = onlyDataOfVerbose(js);
  js = listDiscriminatorTags(js);
  js = inlineSchemaReads(js);
  js = propertyNameSets(js);
  js = relativePaths(js);
  for (const d of nested) js = dispatchNested(js, d);
  js = cheapStringChecks(js);
  js = ownPropertiesOnly(js);
  js = js.replace(/schemaPath:"[^"]*",/g, "");
  js = nullOnlyChecks(js);
  js = noStoreOnSuccess(js);
  if (/require\(/.test(js)) throw new Error(`emit-validators: standalone code still requires: ${js.match(/require\([^)]*\)/g)}`);
  js = hoistLists(`${js}\n${HELPERS}${custom.join("")}`);
  const bare = [...js.matchAll(/keyword: ?"[^"]+", ?params: ?\{[^{}]*\}(?!, ?data\b)/g)].map((m) => m[0]);
  if (bare.length) throw new Error(`emit-validators: error literals without data: ${bare.join("; ")}`);
  js = `${BANNER}${js}`;
  const dts = [
    BANNER,
    `import type { ${[...new Set(typed)].sort().join(", ")} } from "./types.js";`,
    "",
    "/** One raw validation error, as the generated code reports it. */",
    "export interface RawError {",
    "  instancePath: string;",
    "  keyword: string;",
    "  params: Record<string, unknown>;",
    "  /** The value at `instancePath`. */",
    "  data: unknown;",
    "}",
    "",
    "/** A generated validator: a type guard that leaves its first error in `errors`, with paths from the value it was given. */",
    "export interface Validator<T> {",
    "  (data: unknown): data is T;",
    "  errors?: RawError[] | null;",
    "}",
    "",
    ...[...new Set(typed)].sort().map((n) => `export declare const ${fn(n)}: Validator<${n}>;`),
    "",
  ].join("\n");
  return { "generated/validators.js": js, "generated/validators.d.ts": dts };
}

/** Definitions src/ checks on their own, besides each schema's root and its array form. */
const ALSO_EXPORTED = new Set(["ContentPart", "GeminiRequest", "ClaudeRequest", "ChatCompletionRequest", "ResponsesRequest"]);

/** Each wire's non-streaming response, checked on its own by `readResponse` and the `validate*Response` functions. */
const RESPONSES = new Set(["ChatCompletionResponse", "ResponsesResponse", "ClaudeResponse", "GeminiResponse"]);

/** Exported names: each schema's root, its array form, ALSO_EXPORTED and RESPONSES (dispatch variants are added apart). */
function isExported(name: string, schema: JsonSchema): boolean {
  const rootName = refName(schema.$ref as string);
  return name === rootName || name === `${rootName}s` || ALSO_EXPORTED.has(name) || RESPONSES.has(name);
}
