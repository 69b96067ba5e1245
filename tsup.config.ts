import { defineConfig } from "tsup";

export default defineConfig([
  {
    entry: { index: "src/index.ts" },
    format: ["esm", "cjs"],
    dts: true,
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
