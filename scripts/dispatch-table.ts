// How a union picks its variant from its variants' const tags: one required tag (`unionTag`), or, where
// the tag may be missing (Item), by `type`, then by `role` (`dispatchTable`).
import type { DispatchVariant } from "./lang-model.js";
import { deref, type JsonSchema } from "./schemas.js";

/**
 * The tags a union variant is selected by: its `type` const and its `role` const or enum (each
 * through one `$ref`), or, for a catch-all, a required string `type` with `not: {enum: [...]}`.
 * Undefined when it has none of these, or when a tag is not a string.
 */
export function variantTags(name: string, def: JsonSchema, defs: Record<string, JsonSchema>): DispatchVariant | undefined {
  const props = (def.properties ?? {}) as Record<string, JsonSchema>;
  const typeRequired = ((def.required ?? []) as string[]).includes("type");
  const other = otherThan(deref(props.type, defs));
  if (other && typeRequired && props.role === undefined) return { name, typeRequired, otherThan: other };
  const type = deref(props.type, defs)?.const;
  const role = deref(props.role, defs);
  const roles = role?.const !== undefined ? [role.const] : role?.enum;
  if (type !== undefined && typeof type !== "string") return undefined;
  if (roles !== undefined && !(Array.isArray(roles) && roles.every((r) => typeof r === "string"))) return undefined;
  if (type === undefined && roles === undefined) return undefined;
  const v: DispatchVariant = { name, typeRequired };
  if (type !== undefined) v.type = type;
  if (roles !== undefined) v.roles = roles as string[];
  return v;
}

/**
 * The property a variant of an untagged "one of" is selected by (Gemini's Part: the data field
 * present): a closed object without `type` or `role` that requires exactly one property.
 */
export function keyTag(def: JsonSchema): string | undefined {
  const props = (def.properties ?? {}) as Record<string, JsonSchema>;
  const required = (def.required ?? []) as string[];
  if (def.additionalProperties !== false || props.type !== undefined || props.role !== undefined || required.length !== 1) return undefined;
  return required[0];
}

/** The keys of a union whose every variant has a key tag, distinct; undefined otherwise. */
export function unionKeys(variants: JsonSchema[]): string[] | undefined {
  const keys = variants.map(keyTag);
  if (!keys.every((k): k is string => k !== undefined) || new Set(keys).size !== keys.length) return undefined;
  return keys;
}

/** The tags a catch-all `type` excludes: `{type: "string", not: {enum: [...]}}`. */
function otherThan(s: JsonSchema | undefined): string[] | undefined {
  const values = (s?.not as JsonSchema | undefined)?.enum;
  if (s?.type !== "string" || !Array.isArray(values) || !values.every((v) => typeof v === "string")) return undefined;
  return values as string[];
}

/** The string values a property schema pins (`const`, or an `enum` of strings); undefined otherwise. */
function tagValues(prop: JsonSchema | undefined): string[] | undefined {
  if (prop === undefined) return undefined;
  const values = prop.const !== undefined ? [prop.const] : prop.enum;
  return Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === "string") ? (values as string[]) : undefined;
}

/**
 * The property a union's variants are told apart by: `type`, else `role`, when every branch (one
 * `$ref` resolved) is an object that requires it and pins it to strings no other branch uses.
 * Undefined when neither tag does, e.g. Item, whose message variants may omit `type`.
 */
export function unionTag(branches: JsonSchema[], defs: Record<string, JsonSchema>): string | undefined {
  return ["type", "role"].find((tag) => {
    const seen = new Set<string>();
    return branches.every((branch) => {
      const b = deref(branch, defs);
      const props = b?.properties as Record<string, JsonSchema> | undefined;
      const values = tagValues(deref(props?.[tag], defs));
      if (!values || !((b!.required ?? []) as string[]).includes(tag)) return false;
      return values.every((v) => !seen.has(v) && seen.add(v));
    });
  });
}

/** The variants one (type, role) pair selects; several when their shapes overlap (tried in order). */
export interface Route {
  type?: string;
  role?: string;
  candidates: string[];
}

/** Where a missing `role` leads for one `type`, and where each role leads. */
export interface TypeRoutes {
  type?: string;
  byRole: boolean;
  routes: Route[];
}

function forType(type: string | undefined, variants: DispatchVariant[]): TypeRoutes {
  const withRole = variants.filter((v) => v.roles);
  const without = variants.filter((v) => !v.roles);
  if (withRole.length === 0) return { ...(type !== undefined && { type }), byRole: false, routes: [{ ...(type !== undefined && { type }), candidates: variants.map((v) => v.name) }] };
  const roles = [...new Set(withRole.flatMap((v) => v.roles!))];
  const routes: Route[] = roles.map((role) => ({
    ...(type !== undefined && { type }),
    role,
    candidates: withRole.filter((v) => v.roles!.includes(role)).map((v) => v.name),
  }));
  if (without.length) routes.push({ ...(type !== undefined && { type }), candidates: without.map((v) => v.name) });
  return { ...(type !== undefined && { type }), byRole: true, routes };
}

/** Every route of a union: one entry per `type` value, then the one for a missing `type`. */
export function dispatchTable(variants: DispatchVariant[]): TypeRoutes[] {
  const tagged = variants.filter((v) => !v.otherThan);
  const types = [...new Set(tagged.filter((v) => v.type !== undefined).map((v) => v.type!))];
  const out = types.map((t) => forType(t, tagged.filter((v) => v.type === t)));
  const untyped = tagged.filter((v) => !v.typeRequired);
  if (untyped.length) out.push(forType(undefined, untyped));
  return out;
}

/**
 * The catch-all variant a `type` that no route names selects, if the union has one. It must
 * exclude exactly the union's other tags, so that the schema and the dispatch agree.
 */
export function otherRoute(union: string, variants: DispatchVariant[]): string | undefined {
  const others = variants.filter((v) => v.otherThan);
  if (others.length === 0) return undefined;
  const types = [...new Set(variants.filter((v) => v.type !== undefined).map((v) => v.type!))].sort();
  const excluded = [...new Set(others[0]!.otherThan)].sort();
  if (others.length > 1 || variants.some((v) => !v.otherThan && (v.type === undefined || !v.typeRequired)) || excluded.join() !== types.join()) {
    throw new Error(`${union}: a catch-all variant must be the only one, every other variant must require a \`type\` const, and its \`not.enum\` must list exactly their tags (${types.join(", ")})`);
  }
  return others[0]!.name;
}

/** The tag naming a route, e.g. `message/user`, `-/assistant`, `function_call`. */
export function routeTag(r: Route): string {
  const type = r.type ?? "-";
  return r.role === undefined ? type : `${type}/${r.role}`;
}
