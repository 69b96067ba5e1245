// What the package exports cannot be changed by a caller: the format list convert checks, the Standard Schema objects.
import { describe, expect, it } from "vitest";
import * as api from "../../src/index.js";
import { convert, FORMAT_NAMES } from "../../src/index.js";

describe("exports are frozen", () => {
  it("FORMAT_NAMES cannot be emptied, and convert does not read it", () => {
    expect(Object.isFrozen(FORMAT_NAMES)).toBe(true);
    expect(() => {
      (FORMAT_NAMES as string[]).length = 0;
    }).toThrow(TypeError);
    expect(FORMAT_NAMES).toEqual(["chat", "items", "claude", "chat-completions", "gemini"]);
    expect(convert([{ role: "user", content: "hi" }], { from: "chat", to: "items" })).toEqual([{ type: "message", role: "user", content: "hi" }]);
  });

  // The Standard Schema objects (toGeminiJsonSchema is a function that only shares the suffix).
  const schemas = Object.entries(api).filter(([name, value]) => name.endsWith("Schema") && typeof value === "object");
  it.each(schemas)("%s, its ~standard and its jsonSchema are frozen", (_name, schema) => {
    const standard = (schema as { "~standard": { jsonSchema: object } })["~standard"];
    expect(Object.isFrozen(schema)).toBe(true);
    expect(Object.isFrozen(standard)).toBe(true);
    expect(Object.isFrozen(standard.jsonSchema)).toBe(true);
    expect(() => {
      (standard as unknown as { validate: unknown }).validate = () => ({ value: 1 });
    }).toThrow(TypeError);
  });
  it("finds the schemas", () => expect(schemas.length).toBeGreaterThanOrEqual(11));
});

describe("FORMAT_NAMES is the registry's keys", () => {
  it("lists every registered format, in registry order (it is a plain list so that importing it imports no converter)", async () => {
    const { FORMATS } = await import("../../src/convert/formats.js");
    expect(FORMAT_NAMES).toEqual(Object.keys(FORMATS));
  });
});
