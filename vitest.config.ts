import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // test/deep: the slow checks, run by npm run test:deep (and .ci/run), not by npm test.
    exclude: ["**/node_modules/**", ...(process.env.CHAT_CONTRACT_DEEP ? [] : ["test/deep/**"])],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
