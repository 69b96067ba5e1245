// The subset of JSON Schema our schemas use, read into a small model the Python and Go emitters share.
// Inline objects and unions get names (their title, or parent + field) so every language can declare them.
import { deref, refName, type JsonSchema } from "./schemas.js";
import { unionKeys, variantTags } from "./dispatch-table.js";

/** A value's type, as far as the emitters need to know it. */
export type TypeExpr =
  | { kind: "string"; minLength?: number; pattern?: string; noneOf?: string[] }
  | { kind: "integer" | "number" | "boolean" | "any" }
  /** Only `null` (a field an SDK dumps as null that the contract does not carry). */
  | { kind: "null" }
  | { kind: "enum"; values: string[] }
  | { kind: "array"; items: TypeExpr }
  | { kind: "map"; values: TypeExpr }
  | { kind: "nullable"; of: TypeExpr }
  | { kind: "ref"; name: string }
  | { kind: "anyOf"; options: TypeExpr[] }
  | { kind: "tagged"; tag: string; variants: string[] }
  | { kind: "dispatch"; variants: DispatchVariant[] };

/** A variant of a union whose tag may be missing (Item): selected by `type`, then `role`. */
export interface DispatchVariant {
  name: string;
  type?: string;
  typeRequired: boolean;
  roles?: string[];
  /** The catch-all: its `type` is any string but those listed (`not: {enum}`), the other variants' tags. */
  otherThan?: string[];
}

/** One property of an object. */
export interface Field {
  wire: string;
  doc?: string;
  type: TypeExpr;
  required: boolean;
}

/** A named definition: an object, or a name for a type (union, enum, array, …). */
export type Def =
  | { kind: "object"; name: string; doc?: string; fields: Field[]; open: boolean; exclusive?: string[][] }
  | { kind: "alias"; name: string; doc?: string; type: TypeExpr };

/** The whole contract, definitions in bundle order. */
export interface Model {
  defs: Def[];
  byName: Map<string, Def>;
}

/**
 * The keywords the emitters implement (or that only annotate). Any other keyword fails generate, so a
 * schema rule cannot be silently missing from the other languages.
 */
const KEYWORDS = new Set([
  ...["$ref", "const", "enum", "oneOf", "anyOf", "type", "minLength", "pattern", "not", "items", "properties", "required", "additionalProperties"],
  ...["title", "description", "$comment", "examples", "default", "deprecated", "discriminator", "$schema", "$id", "$defs"],
]);

const pascal = (s: string) => s.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());

class Reader {
  readonly defs: Def[] = [];
  readonly byName = new Map<string, Def>();
  constructor(private readonly source: Record<string, JsonSchema>) {}

  add(def: Def): void {
    if (this.byName.has(def.name)) throw new Error(`lang-model: two definitions named ${def.name}`);
    this.defs.push(def);
    this.byName.set(def.name, def);
  }

  /** A schema's type; `context` names whatever inline object or union it holds. */
  type(s: JsonSchema, context: string, atDef = false): TypeExpr {
    const unknown = Object.keys(s).filter((k) => !KEYWORDS.has(k));
    if (unknown.length) throw new Error(`lang-model: ${context}: the Python, Go and Rust emitters do not support ${unknown.join(", ")}`);
    if (typeof s.$ref === "string") return { kind: "ref", name: refName(s.$ref) };
    if (s.const !== undefined) return this.enumOf([s.const], context);
    if (Array.isArray(s.enum)) return this.enumOf(s.enum, context);
    const branches = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
    if (branches) return this.union(s, branches, context, atDef);
    if (Array.isArray(s.type)) {
      const rest = s.type.filter((t) => t !== "null");
      const one = (t: unknown) => this.type({ ...s, type: t }, context);
      const inner: TypeExpr = rest.length === 1 ? one(rest[0]) : this.named({ kind: "anyOf", options: rest.map(one) }, context, atDef);
      return rest.length < s.type.length ? { kind: "nullable", of: inner } : inner;
    }
    switch (s.type) {
      case "string": {
        const t: TypeExpr = { kind: "string" };
        if (typeof s.minLength === "number") t.minLength = s.minLength;
        if (typeof s.pattern === "string") t.pattern = s.pattern;
        if (s.not !== undefined) t.noneOf = this.excluded(s.not as JsonSchema, context);
        return t;
      }
      case "integer":
      case "number":
      case "boolean":
        return { kind: s.type };
      case "array":
        return { kind: "array", items: s.items === true || s.items === undefined ? { kind: "any" } : this.type(s.items as JsonSchema, `${context}Item`) };
      case "object":
        if (!s.properties && typeof s.additionalProperties === "object") {
          return { kind: "map", values: this.type(s.additionalProperties as JsonSchema, `${context}Value`) };
        }
        return this.object(s, typeof s.title === "string" && !atDef ? s.title : context);
      case "null":
        return { kind: "null" };
      case undefined:
        return { kind: "any" };
    }
    throw new Error(`lang-model: ${context}: unsupported type ${JSON.stringify(s.type)}`);
  }

  /**
   * An object's `not: {required: [a, b, …]}` (one field in two spellings, never both): the keys that
   * must not all be present, whatever their values (`properties` of `{}` only restate them).
   */
  private exclusiveKeys(not: JsonSchema, context: string): string[] {
    const keys = not.required;
    const props = (not.properties ?? {}) as Record<string, JsonSchema>;
    const extra = Object.keys(not).filter((k) => k !== "required" && k !== "properties" && !(k === "type" && not.type === "object"));
    if (!Array.isArray(keys) || keys.length < 2 || !keys.every((k) => typeof k === "string") || extra.length
      || Object.entries(props).some(([k, p]) => !keys.includes(k) || Object.keys(p).length > 0)) {
      throw new Error(`lang-model: ${context}: on an object, only \`not: {required: [keys]}\` is supported`);
    }
    return keys as string[];
  }

  /** `not: {enum: [strings]}` (a catch-all's tag): the values a string must not be. */
  private excluded(not: JsonSchema, context: string): string[] {
    const values = not.enum;
    if (Object.keys(not).length !== 1 || !Array.isArray(values) || !values.every((v) => typeof v === "string")) {
      throw new Error(`lang-model: ${context}: only \`not: {enum: [strings]}\` is supported`);
    }
    return values as string[];
  }

  private enumOf(values: unknown[], context: string): TypeExpr {
    const strings = values.filter((v): v is string => typeof v === "string");
    if (strings.length + values.filter((v) => v === null).length !== values.length) throw new Error(`lang-model: ${context}: only string enums are supported`);
    const t: TypeExpr = { kind: "enum", values: strings };
    return strings.length < values.length ? { kind: "nullable", of: t } : t;
  }

  private object(s: JsonSchema, name: string): TypeExpr {
    const props = (s.properties ?? {}) as Record<string, JsonSchema>;
    const required = (s.required ?? []) as string[];
    if (s.additionalProperties !== true && s.additionalProperties !== false) throw new Error(`lang-model: ${name}: state additionalProperties`);
    const def: Def = { kind: "object", name, fields: [], open: s.additionalProperties === true };
    if (typeof s.description === "string") def.doc = s.description;
    if (s.not !== undefined) def.exclusive = [this.exclusiveKeys(s.not as JsonSchema, name)];
    this.add(def);
    for (const [wire, p] of Object.entries(props)) {
      const field: Field = { wire, type: this.type(p, name + pascal(wire)), required: required.includes(wire) };
      if (typeof p.description === "string") field.doc = p.description;
      def.fields.push(field);
    }
    return { kind: "ref", name };
  }

  private union(s: JsonSchema, branches: JsonSchema[], context: string, atDef: boolean): TypeExpr {
    const nonNull = branches.filter((b) => b.type !== "null");
    const objectContext = atDef ? `${context}Object` : context;
    const options = nonNull.map((b) => this.type(b, objectContext));
    let inner: TypeExpr;
    if (options.length === 1) inner = options[0]!;
    else if (options.every((o) => o.kind === "ref" && this.isObject(o.name)) && !this.keyed(options)) {
      const names = options.map((o) => (o as { name: string }).name);
      const tag = this.commonTag(names);
      inner = this.named(tag ? { kind: "tagged", tag, variants: names } : { kind: "dispatch", variants: names.map((n) => this.dispatchVariant(n)) }, context, atDef);
    } else inner = this.named({ kind: "anyOf", options }, context, atDef);
    return nonNull.length < branches.length ? { kind: "nullable", of: inner } : inner;
  }

  /**
   * The key every variant requires as a string const or enum, with no value in two variants (`type`
   * first, then `role`): the union is then a plain tagged union. Undefined when there is none (Item).
   */
  private commonTag(names: string[]): string | undefined {
    const values = (name: string, key: string): unknown[] | undefined => {
      const def = this.byName.get(name);
      if (def?.kind === "object") {
        const f = def.fields.find((x) => x.wire === key);
        return f?.required && f.type.kind === "enum" ? f.type.values : undefined;
      }
      const s = this.source[name]!;
      if (!((s.required ?? []) as string[]).includes(key)) return undefined;
      const p = deref(((s.properties ?? {}) as Record<string, JsonSchema>)[key], this.source);
      const v = p?.const !== undefined ? [p.const] : p?.enum;
      return Array.isArray(v) && v.every((x) => typeof x === "string") ? v : undefined;
    };
    return ["type", "role"].find((key) => {
      const all = names.map((n) => values(n, key));
      if (all.some((v) => v === undefined)) return false;
      const flat = all.flat();
      return new Set(flat).size === flat.length;
    });
  }

  /** An untagged "one of" selected by the property present (Gemini's Part): each language tries its closed variants. */
  private keyed(options: TypeExpr[]): boolean {
    const defs = options.map((o) => this.source[(o as { name: string }).name]);
    return defs.every((d) => d !== undefined && variantTags("", d, this.source) === undefined) && unionKeys(defs as JsonSchema[]) !== undefined;
  }

  private isObject(name: string): boolean {
    const def = this.byName.get(name);
    if (def) return def.kind === "object";
    const s = this.source[name];
    return s !== undefined && s.type === "object" && !s.oneOf && !s.anyOf && s.properties !== undefined;
  }

  private dispatchVariant(name: string): DispatchVariant {
    const v = variantTags(name, this.source[name]!, this.source);
    if (v === undefined) throw new Error(`lang-model: ${name} has neither a type nor a role tag`);
    return v;
  }

  /** Unions inside a property get a name of their own, so every language can declare them. */
  private named(t: TypeExpr, context: string, atDef: boolean): TypeExpr {
    if (atDef) return t;
    this.add({ kind: "alias", name: context, type: t });
    return { kind: "ref", name: context };
  }
}

/** Reads every definition of the bundle into the model. */
export function readModel(bundle: JsonSchema): Model {
  const source = bundle.$defs as Record<string, JsonSchema>;
  const reader = new Reader(source);
  for (const [name, s] of Object.entries(source)) {
    const isObject = s.type === "object" && !s.oneOf && !s.anyOf && !s.$ref;
    if (isObject) {
      reader.type({ ...s, title: name }, name);
      continue;
    }
    const def: Def = { kind: "alias", name, type: { kind: "any" } };
    if (typeof s.description === "string") def.doc = s.description;
    reader.add(def);
    def.type = reader.type(s, name, true);
  }
  return { defs: reader.defs, byName: reader.byName };
}

/** Go and Python spelling of a wire name as a type or field name: `call_id` → `CallID`. */
export function exportedName(wire: string): string {
  return wire
    .split(/_|(?<=[a-z0-9])(?=[A-Z])/)
    .map((w) => (/^(id|url|json)$/i.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join("");
}

/** What the other languages' package manifests take from package.json. */
export interface PackageMeta {
  version: string;
  description: string;
  license: string;
  /** The repository's web address, e.g. `https://github.com/owner/name`. */
  repository: string;
  homepage: string;
  keywords: string[];
}

/** Reads package.json's fields; `repository` may be a string or `{ url }` (`git+` and `.git` are dropped). */
export function packageMeta(pkg: Record<string, unknown>): PackageMeta {
  const repo = pkg.repository as string | { url?: string } | undefined;
  const url = (typeof repo === "string" ? repo : repo?.url ?? "").replace(/^git\+/, "").replace(/\.git$/, "");
  if (!/^https:\/\/[^/]+\/[^/]+\/[^/]+$/.test(url)) throw new Error(`package.json: repository must be an https URL of a repository, found ${JSON.stringify(repo)}`);
  const field = (k: string) => {
    if (typeof pkg[k] !== "string") throw new Error(`package.json: ${k} must be a string`);
    return pkg[k] as string;
  };
  return {
    version: field("version"),
    description: field("description"),
    license: field("license"),
    repository: url,
    homepage: field("homepage"),
    keywords: Array.isArray(pkg.keywords) ? (pkg.keywords as string[]) : [],
  };
}
