import { availableParallelism } from "node:os";
import { relative } from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that build other languages' code (cargo, go, a wheel and its type checkers): seconds
 * when their build caches are warm, up to a minute each on a fresh clone.
 */
const BUILDS = ["test/rust/crate.test.ts", "test/go/module.test.ts", "test/python/package.test.ts"];

/**
 * vitest runs the longest files first by the durations of the last run, and, with no last run (a
 * fresh clone), the largest files first: the builds, in small files, started last and ran on alone
 * at the end. With no durations on record they start first, beside the rest.
 */
class BuildsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const known = (f: TestSpecification) => this.ctx.cache.getFileTestResults(`${f.project.name}:${relative(this.ctx.config.root, f.moduleId)}`);
    if (sorted.some(known)) return sorted;
    const rank = (f: TestSpecification) => {
      const i = BUILDS.indexOf(relative(this.ctx.config.root, f.moduleId));
      return i < 0 ? BUILDS.length : i;
    };
    return sorted.map((f, i) => [f, i] as const).sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j).map(([f]) => f);
  }
}

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
    sequence: { sequencer: BuildsFirst },
  },
});
