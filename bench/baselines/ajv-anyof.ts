// ajv compiling schemas/item.schema.json as written, without any dispatcher: `Item` is a plain
// `anyOf` and the `discriminator` annotations are dropped, so every union tries its branches in turn.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";

function withoutDiscriminator(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutDiscriminator);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).filter(([k]) => k !== "discriminator").map(([k, v]) => [k, withoutDiscriminator(v)]));
}

const schema = JSON.parse(readFileSync(new URL("../../schemas/item.schema.json", import.meta.url), "utf8")) as object;
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
ajv.addSchema(withoutDiscriminator(schema) as object);
const check = ajv.getSchema("item.schema.json#/$defs/Items");
if (!check) throw new Error("ajv-anyof: Items not found");

/** ajv's check of an `Item[]` through the plain `anyOf`. */
export const ajvAnyOfItems = (value: unknown): boolean => check(value) === true;
