// scripts/ajv-names.ts counts the names of ajv's code blocks as ajv's own getter does, on every block
// ajv builds for the contract's schemas and on one of each kind of block.
import { CodeGen, _, Name } from "ajv/dist/compile/codegen/index.js";
import { describe, expect, it } from "vitest";
import { fastNames } from "../scripts/ajv-names.js";
import { loadSchemas, makeAjv } from "../scripts/schemas.js";

type Block = { nodes: Block[]; names: Record<string, number> };
const rootOf = (gen: CodeGen) => (gen as unknown as { _root: Block })._root;
const parentNode = Object.getPrototypeOf(Object.getPrototypeOf(rootOf(new CodeGen(undefined as never)))) as object;
const ajvNames = Object.getOwnPropertyDescriptor(parentNode, "names")!.get!;
fastNames();
const fast = Object.getOwnPropertyDescriptor(parentNode, "names")!.get!;

/** A block's counts by ajv's getter and by the replacement, for every block below `b` too. */
function compare(b: Block, out: [unknown, unknown][]): void {
  if (!Array.isArray(b.nodes)) return;
  const sorted = (n: Record<string, number>) => Object.entries(n).filter(([, c]) => c !== 0).sort();
  out.push([sorted(ajvNames.call(b)), sorted(fast.call(b))]);
  for (const c of b.nodes) compare(c, out);
  for (const k of ["else", "catch", "finally"]) if ((b as never)[k]) compare((b as never)[k], out);
}

describe("ajv-names", () => {
  it("counts every kind of block as ajv does", () => {
    const gen = new CodeGen(undefined as never);
    const x = gen.let("x", _`1`);
    gen.func(new Name("f"), _`a`, false, () => {
      gen.if(_`${x} > 0`).assign(x, _`${x} + 1`).elseIf(_`${x} < 0`).code(_`g(${x})`).else().throw(_`${x}`).endIf();
      gen.for(_`let i = 0; i < ${x}; i++`, () => gen.add(x, _`2`));
      gen.forRange("j", _`0`, x, (j) => gen.code(_`h(${j})`));
      gen.forOf("v", x, (v) => gen.code(_`k(${v})`));
      gen.try(() => gen.code(_`m(${x})`), (e) => gen.code(_`n(${e})`), () => gen.code(_`o(${x})`));
      gen.label(new Name("l")).break(new Name("l"));
      gen.return(x);
    });
    const pairs: [unknown, unknown][] = [];
    compare(rootOf(gen), pairs);
    expect(pairs.length).toBeGreaterThan(8);
    for (const [ajv, ours] of pairs) expect(ours).toEqual(ajv);
  });

  it("counts every block ajv builds for the schemas as ajv does", () => {
    const pairs: [unknown, unknown][] = [];
    const optimize = CodeGen.prototype.optimize;
    CodeGen.prototype.optimize = function (this: CodeGen, n?: number) {
      compare(rootOf(this), pairs);
      return optimize.call(this, n);
    };
    try {
      const ajv = makeAjv({ source: true, esm: true });
      for (const { schema } of loadSchemas()) ajv.compile(schema);
    } finally {
      CodeGen.prototype.optimize = optimize;
    }
    expect(pairs.length).toBeGreaterThan(1000);
    const differ = pairs.filter(([ajv, ours]) => JSON.stringify(ajv) !== JSON.stringify(ours));
    expect(differ.length).toBe(0);
  });
});
