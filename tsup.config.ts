import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    shims: true,
    target: "node20",
    platform: "node",
    splitting: false,
    treeshake: true,
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
