import { defineConfig } from "tsup";

export default defineConfig([
  // ESM, one file per module of src/ (as tsc would emit it), importing generated/validators.js as it
  // is: a bundler that starts from dist/index.js keeps only the modules an import reaches
  // (package.json says sideEffects: false), so `import { stripReasoning }` does not carry every format.
  {
    entry: ["src/**/*.ts", "!src/cli/**"],
    format: ["esm"],
    bundle: false,
    dts: false,
    target: "node20",
    platform: "node",
    esbuildOptions(options) {
      options.outbase = "src";
    },
  },
  // The type declarations, one bundle for each module system.
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: { only: true },
    target: "node20",
    platform: "node",
  },
  // CommonJS: one file (require() cannot tree-shake anyway).
  {
    entry: { index: "src/index.ts" },
    format: ["cjs"],
    dts: false,
    shims: true,
    target: "node20",
    platform: "node",
    splitting: false,
  },
  {
    entry: { cli: "src/cli/index.ts" },
    format: ["esm"],
    dts: false,
    target: "node20",
    platform: "node",
    splitting: false,
    banner: { js: "#!/usr/bin/env node" },
  },
]);
