// test-d/fixtures.test-d.ts: every fixture as a literal the TS types must accept or reject.
import { arrayTypes, corpusSchemas, loadFixtures, loadRuntimeOnly, type Fixture } from "../fixtures/corpus.js";

const BANNER = [
  "// GENERATED FILE. Do not edit by hand: edit fixtures/ and run `npm run generate`.",
  "// Valid fixtures must be assignable; invalid ones must not compile, unless fixtures/runtime-only.json",
  "// lists them. expectError (not expectNotAssignable, whose `any` parameter widens literals) keeps the",
  "// literal contextually typed, so excess properties and wrong tags are caught.",
].join("\n");

/** The tsd assertion for one fixture, or undefined when TS cannot state its verdict. */
function assertion(fixture: Fixture, runtimeOnly: ReturnType<typeof loadRuntimeOnly>): string | undefined {
  const type = arrayTypes[fixture.schema];
  const literal = JSON.stringify(fixture.value, null, 2);
  if (fixture.kind === "invalid") {
    return fixture.id in runtimeOnly.invalid ? undefined : `// ${fixture.id}\nexpectError<${type}>(${literal});`;
  }
  return fixture.id in runtimeOnly.valid
    ? `// ${fixture.id} (runtime-only: TS rejects this valid literal)\nexpectError<${type}>(${literal});`
    : `// ${fixture.id}\nexpectAssignable<${type}>(${literal});`;
}

/** Returns `{ "test-d/fixtures.test-d.ts": text }` for scripts/generate.ts. */
export function emitFixtureTypes(): Record<string, string> {
  const runtimeOnly = loadRuntimeOnly();
  const types = corpusSchemas.map((s) => arrayTypes[s]).join(", ");
  const body = loadFixtures()
    .map((f) => assertion(f, runtimeOnly))
    .filter((a): a is string => a !== undefined);
  const text = [
    BANNER,
    'import { expectAssignable, expectError } from "tsd";',
    `import type { ${types} } from "chat-contract";`,
    "",
    body.join("\n\n"),
    "",
  ].join("\n");
  return { "test-d/fixtures.test-d.ts": text };
}
