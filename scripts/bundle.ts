// schemas/*.schema.json → schemas/bundle.schema.json: one self-contained 2020-12 document.
import { DEFS, refName, type JsonSchema } from "./schemas.js";

/** Every `$ref` in a node, to check that the bundle resolves them all itself. */
function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) refsOf(n, out);
  else if (node !== null && typeof node === "object") {
    for (const [k, v] of Object.entries(node)) {
      if (k === "$ref" && typeof v === "string") out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

/** A `$ref` into another schema file (`chat-message.schema.json#/$defs/ChatMessage`), made local to the bundle. */
function localRefs(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localRefs);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === "$ref" && typeof v === "string" ? v.replace(/^[a-z-]+\.schema\.json(?=#\/\$defs\/)/, "") : localRefs(v)]));
}

/** All definitions of all schemas under one `$defs`, every `$ref` internal; the root constrains nothing. */
export function bundleSchemas(schemas: { file: string; schema: JsonSchema }[]): JsonSchema {
  const defs: JsonSchema = {};
  for (const { file, schema } of schemas) {
    for (const [name, def] of Object.entries(schema.$defs as JsonSchema)) {
      if (name in defs) throw new Error(`bundle: ${file} defines ${name} again`);
      defs[name] = localRefs(def);
    }
  }
  for (const ref of refsOf(defs)) {
    if (!ref.startsWith(DEFS) || !(refName(ref) in defs)) throw new Error(`bundle: $ref ${ref} does not resolve inside the bundle`);
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id: "bundle.schema.json",
    title: "ChatContract",
    description: `Every chat-contract definition in one self-contained document (derived from ${schemas.map((s) => s.file).join(", ")}; do not edit). Point at a definition, e.g. \`bundle.schema.json#/$defs/Items\`; the root itself accepts any value.`,
    $defs: defs,
  };
}

/** The bundle as the file text `npm run generate` writes. */
export function emitBundle(bundle: JsonSchema): Record<string, string> {
  return { "schemas/bundle.schema.json": `${JSON.stringify(bundle, null, 2)}\n` };
}
