// The shipped validators are built with the safe settings SECURITY.md promises.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeAjv } from "../../scripts/schemas.js";

const code = readFileSync(join(import.meta.dirname, "../../generated/validators.js"), "utf8");

describe("validator settings", () => {
  it("codegen uses strict mode without allErrors, $data, coercion, defaults or property removal", () => {
    const opts = makeAjv().opts;
    expect(opts.strict).toBe(true);
    expect(opts.allErrors).toBeFalsy();
    expect(opts.$data).toBeFalsy();
    expect(opts.coerceTypes).toBeFalsy();
    expect(opts.useDefaults).toBeFalsy();
    expect(opts.removeAdditional).toBeFalsy();
  });
  it("the generated module needs nothing at run time", () => {
    expect(code).not.toMatch(/\brequire\(/);
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toMatch(/\beval\(|new Function\(/);
  });
});
