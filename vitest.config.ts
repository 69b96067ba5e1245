import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // test/deep: the slow checks, run by npm run test:deep (and .ci/run), not by npm test.
    exclude: ["**/node_modules/**", ...(process.env.CHAT_CONTRACT_DEEP ? [] : ["test/deep/**"])],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Test files share a worker's module cache: each of them evaluating the generated validators and
    // types again cost more than a quarter of the suite. No test relies on a fresh module state.
    isolate: false,
    // Many files wait on child processes (the CLI, cargo, go, python): two workers even on two cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
