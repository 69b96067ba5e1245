// How hard the property and fuzz tests push: npm test runs each property at the fast count, npm run
// test:deep (CHAT_CONTRACT_DEEP=1, which .ci/run also runs) at the deep one.
export const deep = Boolean(process.env.CHAT_CONTRACT_DEEP);

/** fast-check parameters for one property: `fast` runs in npm test, `deeper` in npm run test:deep. */
export const propertyRuns = (fast: number, deeper: number): { numRuns: number } => ({ numRuns: deep ? deeper : fast });
