// fast-check arbitraries derived from the shipped JSON Schemas: every optional property, every union
// branch and every enum value is reachable, so a property over them covers what the schema allows,
// not what a hand-written arbitrary remembered. Reads schemas/bundle.schema.json at run time, so a
// schema change reaches the properties without an edit here.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { FORMATS, type FormatName } from "../../src/convert/formats.js";

/** A JSON Schema node, as far as this generator reads it. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  not?: SchemaNode;
  properties?: Record<string, SchemaNode | boolean>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | boolean;
  minLength?: number;
  pattern?: string;
  $defs?: Record<string, SchemaNode>;
}

export interface SchemaArbitraryOptions {
  /** Object and array nesting after which arrays are empty and optional properties absent (default 9, enough to reach every definition of the shipped schemas). */
  maxDepth?: number;
  /** Longest generated array (default 3). */
  maxItems?: number;
  /** Longest unconstrained string (default 12). */
  maxLength?: number;
  /** Where `additionalProperties` is not false, add up to two keys the schema does not name (default false). */
  extraKeys?: boolean;
  /** Called with the `$defs` name and the value each time a value of a definition is generated (coverage checks). */
  onDefinition?: (name: string, value: unknown) => void;
  /** The schema whose `$defs` are read (default: the shipped bundle). */
  schema?: SchemaNode;
}

const KNOWN = new Set([
  "$schema", "$id", "$ref", "$defs", "title", "description", "type", "const", "enum", "oneOf", "anyOf", "not",
  "properties", "required", "additionalProperties", "items", "minLength", "pattern",
]);

let bundled: SchemaNode | undefined;
/** The bundle schema (every definition of every shipped file). */
export function bundle(): SchemaNode {
  bundled ??= JSON.parse(readFileSync(new URL("../../schemas/bundle.schema.json", import.meta.url), "utf8")) as SchemaNode;
  return bundled;
}

const json = (depth: number): fc.Arbitrary<unknown> =>
  fc.jsonValue({ maxDepth: Math.max(0, 2 - depth) }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/**
 * String arbitraries by length bound and pattern, shared by every arbitrary built here: building one
 * for a pattern is most of the cost of a generated document, and arbitraries hold no state.
 */
const strings = new Map<string, fc.Arbitrary<string>>();

/**
 * An arbitrary built on first use, then used as it is: the same values and randomness as
 * `fc.constant(null).chain(make)`, without a chain step on every value and its shrinks.
 */
class Deferred extends fc.Arbitrary<unknown> {
  private built: fc.Arbitrary<unknown> | undefined;
  constructor(private readonly make: () => fc.Arbitrary<unknown>) {
    super();
  }
  private get arb(): fc.Arbitrary<unknown> {
    return (this.built ??= this.make());
  }
  generate(mrng: fc.Random, biasFactor: number | undefined): fc.Value<unknown> {
    return this.arb.generate(mrng, biasFactor);
  }
  canShrinkWithoutContext(value: unknown): value is unknown {
    return this.arb.canShrinkWithoutContext(value);
  }
  shrink(value: unknown, context: unknown): fc.Stream<fc.Value<unknown>> {
    return this.arb.shrink(value, context);
  }
}

/** An arbitrary of the values `$defs/<name>` of the bundle schema accepts. */
export function arbitraryOf(name: string, options: SchemaArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const root = options.schema ?? bundle();
  const maxDepth = options.maxDepth ?? 9;
  const maxItems = options.maxItems ?? 3;
  const maxLength = options.maxLength ?? 12;
  const cache = new Map<SchemaNode, Map<number, fc.Arbitrary<unknown>>>();

  function definition(ref: string): [string, SchemaNode] {
    const name = /^#\/\$defs\/([^/]+)$/.exec(ref)?.[1];
    const node = name === undefined ? undefined : root.$defs?.[name];
    if (name === undefined || !node) throw new Error(`from-schema: cannot resolve $ref ${ref}`);
    return [name, node];
  }

  function of(node: SchemaNode | boolean, depth: number): fc.Arbitrary<unknown> {
    if (node === true) return json(depth);
    if (node === false) throw new Error("from-schema: a `false` schema has no values");
    let byDepth = cache.get(node);
    if (!byDepth) cache.set(node, (byDepth = new Map()));
    let arb = byDepth.get(depth);
    if (!arb) {
      // Deferred, so a recursive definition refers to itself without building forever.
      arb = new Deferred(() => build(node, depth));
      byDepth.set(depth, arb);
    }
    return arb;
  }

  function build(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
    for (const key of Object.keys(node)) {
      if (!KNOWN.has(key)) throw new Error(`from-schema: keyword "${key}" is not supported; teach test/arbitrary/from-schema.ts`);
    }
    let arb: fc.Arbitrary<unknown>;
    if (node.$ref !== undefined) {
      const [defName, target] = definition(node.$ref);
      const inner = of(target, depth);
      arb = options.onDefinition ? inner.map((v) => (options.onDefinition!(defName, v), v)) : inner;
    } else if ("const" in node) arb = fc.constant(node.const);
    else if (node.enum) arb = fc.constantFrom(...node.enum);
    else if (node.oneOf ?? node.anyOf) arb = fc.oneof(...(node.oneOf ?? node.anyOf)!.map((branch) => of(branch, depth)));
    else if (Array.isArray(node.type)) arb = fc.oneof(...node.type.map((t) => typed({ ...node, type: t }, depth)));
    else arb = typed(node, depth);
    const not = node.not;
    if (not?.required) {
      // `not: {required: [a, b]}`: never all of these keys at once (one field in both spellings).
      const keys = not.required;
      arb = arb.filter((v) => !(v !== null && typeof v === "object" && keys.every((k) => Object.hasOwn(v, k))));
    } else if (not) {
      if (!not.enum && !("const" in not)) throw new Error("from-schema: only `not` of an enum, a const or required keys is supported");
      const banned = not.enum ?? [not.const];
      arb = arb.filter((v) => !banned.includes(v));
    }
    return arb;
  }

  function typed(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
    switch (node.type) {
      case "string": return string(node);
      case "integer": return fc.integer({ min: -1000, max: 100_000 });
      case "number": return fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((n) => (n === 0 ? 0 : n));
      case "boolean": return fc.boolean();
      case "null": return fc.constant(null);
      case "array": return depth >= maxDepth
        ? fc.constant([])
        : fc.array(node.items ? of(node.items, depth + 1) : json(depth), { maxLength: maxItems, size: "max" });
      case "object": return object(node, depth);
      case undefined: return json(depth);
      default: throw new Error(`from-schema: type ${String(node.type)} is not supported`);
    }
  }

  function string(node: SchemaNode): fc.Arbitrary<string> {
    const min = node.minLength ?? 0;
    const key = `${min} ${node.pattern === undefined ? `<${maxLength}` : node.pattern}`;
    let arb = strings.get(key);
    if (!arb) {
      arb = node.pattern === undefined
        ? fc.string({ minLength: min, maxLength: Math.max(min, maxLength) })
        : fc.stringMatching(new RegExp(node.pattern), { size: "xsmall" }).filter((s) => [...s].length >= min);
      strings.set(key, arb);
    }
    return arb;
  }

  function object(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
    const properties = node.properties ?? {};
    const required = new Set(node.required ?? []);
    const open = node.additionalProperties !== false;
    if (!node.properties && open) {
      const values = typeof node.additionalProperties === "object" ? of(node.additionalProperties, depth + 1) : json(depth + 1);
      return depth >= maxDepth ? fc.constant({}) : fc.dictionary(fc.string({ maxLength: 8 }), values, { maxKeys: maxItems, noNullPrototype: true });
    }
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, child] of Object.entries(properties)) {
      if (required.has(key) || depth < maxDepth) shape[key] = of(child, depth + 1);
    }
    for (const key of required) if (!(key in shape)) shape[key] = json(depth + 1);
    const record = fc.record(shape, { requiredKeys: [...required] });
    if (!open || !options.extraKeys || depth >= maxDepth) return record;
    const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }).filter((k) => !(k in properties)), json(depth + 1), { maxKeys: 2, noNullPrototype: true });
    return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...(r as object) }));
  }

  return of({ $ref: `#/$defs/${name}` }, 0);
}

/** A whole valid document of a registry format (`chat`, `items`, `claude`, `chat-completions`, `gemini`). */
export function documentOf(format: FormatName, options?: SchemaArbitraryOptions): fc.Arbitrary<unknown> {
  const entry = FORMATS[format];
  return arbitraryOf(entry.schema.history, options).filter((v) => entry.check(v, 1).length === 0);
}

/**
 * The values of `$defs/<name>` that `validate` accepts. The schema's own keywords are met by
 * construction; the filter only removes what a keyword-level generator cannot see (a `oneOf`
 * whose branches overlap), and `validRatio` in the tests says how rare that is.
 */
export function validOf<T>(name: string, validate: (value: unknown) => value is T, options?: SchemaArbitraryOptions): fc.Arbitrary<T> {
  return arbitraryOf(name, options).filter(validate) as fc.Arbitrary<T>;
}

/** The `$defs` names reachable from `name` (through `$ref`s), itself included. */
export function reachable(name: string, root: SchemaNode = bundle()): Set<string> {
  const seen = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const ref = (node as SchemaNode).$ref;
    if (typeof ref === "string") {
      const def = ref.replace(/^#\/\$defs\//, "");
      if (!seen.has(def)) {
        seen.add(def);
        visit(root.$defs?.[def]);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== "$ref" && key !== "const" && key !== "enum") visit(value);
  };
  seen.add(name);
  visit(root.$defs?.[name]);
  return seen;
}
