// How a union whose tag may be missing (Item) picks its variant: by `type`, then by `role`.
import type { DispatchVariant } from "./lang-model.js";
import { deref, type JsonSchema } from "./schemas.js";

/**
 * The tags a union variant is selected by: its `type` const and its `role` const or enum (each
 * through one `$ref`). Undefined when it has neither, or when a tag is not a string.
 */
export function variantTags(name: string, def: JsonSchema, defs: Record<string, JsonSchema>): DispatchVariant | undefined {
  const props = (def.properties ?? {}) as Record<string, JsonSchema>;
  const type = deref(props.type, defs)?.const;
  const role = deref(props.role, defs);
  const roles = role?.const !== undefined ? [role.const] : role?.enum;
  if (type !== undefined && typeof type !== "string") return undefined;
  if (roles !== undefined && !(Array.isArray(roles) && roles.every((r) => typeof r === "string"))) return undefined;
  if (type === undefined && roles === undefined) return undefined;
  const v: DispatchVariant = { name, typeRequired: ((def.required ?? []) as string[]).includes("type") };
  if (type !== undefined) v.type = type;
  if (roles !== undefined) v.roles = roles as string[];
  return v;
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
  const types = [...new Set(variants.filter((v) => v.type !== undefined).map((v) => v.type!))];
  const out = types.map((t) => forType(t, variants.filter((v) => v.type === t)));
  const untyped = variants.filter((v) => !v.typeRequired);
  if (untyped.length) out.push(forType(undefined, untyped));
  return out;
}

/** The tag naming a route, e.g. `message/user`, `-/assistant`, `function_call`. */
export function routeTag(r: Route): string {
  const type = r.type ?? "-";
  return r.role === undefined ? type : `${type}/${r.role}`;
}
