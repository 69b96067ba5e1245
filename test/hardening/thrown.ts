// What a run threw, for tests that check the error itself.
import { expect } from "vitest";
import { ContractError, type Issue } from "../../src/index.js";

/** The value `run` threw, or undefined when it returned. */
export function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/** The first issue of the ContractError `run` throws (fails for any other outcome). */
export function contractIssue(run: () => unknown): Issue {
  const error = thrown(run);
  expect(error).toBeInstanceOf(ContractError);
  return (error as ContractError).issues[0]!;
}
