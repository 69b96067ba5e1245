// `tsd`, type-checking only the files it reports on. tsd sets skipLibCheck to false and asks for the
// diagnostics of the whole program, every .d.ts under node_modules included, then drops the ones in
// node_modules. Here its compiler's createProgram returns a program that, asked for every file's
// diagnostics, checks the files outside node_modules one by one: the same diagnostics reach tsd,
// without checking the vendor SDKs' declarations. The test files' expectError assertions (over 200)
// fail if a diagnostic goes missing.
const Module = require("node:module");
const { dirname, join } = require("node:path");

const entry = require.resolve("tsd");
const ts = Module.createRequire(entry)("@tsd/typescript");
const vendored = /[/\\]node_modules[/\\]/;

function createProgram(...args) {
  const program = ts.createProgram(...args);
  const semantic = program.getSemanticDiagnostics.bind(program);
  program.getSemanticDiagnostics = (file, token) =>
    file ? semantic(file, token) : program.getSourceFiles().filter((f) => !vendored.test(f.fileName)).flatMap((f) => semantic(f, token));
  return program;
}
// The compiler's exports are read-only getters: tsd gets an object that has them all but this one.
const patched = Object.create(ts, { createProgram: { value: createProgram } });
const load = Module._load;
Module._load = function (request, ...rest) {
  return request === "@tsd/typescript" ? patched : load.call(this, request, ...rest);
};
require(join(dirname(entry), "cli.js"));
