// ajv compiling schemas/item.schema.json as shipped, without any dispatcher: `Item` is a plain
// `anyOf` and every other union a plain `oneOf`, so each union tries its branches in turn.
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";

const schema = JSON.parse(readFileSync(new URL("../../schemas/item.schema.json", import.meta.url), "utf8")) as object;
const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });
ajv.addSchema(schema);
const check = ajv.getSchema("item.schema.json#/$defs/Items");
if (!check) throw new Error("ajv-anyof: Items not found");

/** ajv's check of an `Item[]` through the plain `anyOf`. */
export const ajvAnyOfItems = (value: unknown): boolean => check(value) === true;
