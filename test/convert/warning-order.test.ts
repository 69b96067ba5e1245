// Warnings are delivered in input order: the options first, then the input's root, then each message
// in order (a pointer before the ones inside it), a pointer that resolves nowhere last; ties keep the
// order they were raised in.
import { describe, expect, it } from "vitest";
import { collector, type ConversionWarning } from "../../src/convert/warnings.js";

function delivered(input: unknown, paths: string[]): string[] {
  const got: ConversionWarning[] = [];
  const warnings = collector({ onWarning: (w) => got.push(w) }, input);
  paths.forEach((path, n) => warnings.warn(`w${n}`, path, "text"));
  warnings.finish("test");
  return got.map((w) => `${w.path} ${w.code}`);
}

describe("warning order", () => {
  it("puts root warnings after the options and before every pointer into the input, in the order raised", () => {
    const input = [{ a: 1, b: 2 }, { b: 2 }];
    expect(delivered(input, ["/1/b", "", "options/strict", "/0/b", "", "/5", "/0", "/0/a", ""])).toEqual([
      "options/strict w2", " w1", " w4", " w8", "/0 w6", "/0/a w7", "/0/b w3", "/1/b w0", "/5 w5",
    ]);
  });

  it("orders a request body's pointers by its keys, the root first", () => {
    const body = { model: "m", messages: [{ role: "user" }, { role: "user" }] };
    expect(delivered(body, ["/messages/1", "", "/model", "/messages/0/role", ""])).toEqual([
      " w1", " w4", "/model w2", "/messages/0/role w3", "/messages/1 w0",
    ]);
  });
});
