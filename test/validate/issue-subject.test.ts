// A pairing issue notes the call id it is about for the writers' output check, without showing it:
// its keys, its JSON, a spread of it and an equality test see path, code and message only.
import { describe, expect, it } from "vitest";
import { checkConversation, type Item } from "../../src/index.js";
import { subjectOf } from "../../src/validate/rules/rule.js";

describe("an issue's subject", () => {
  const [issue] = checkConversation([{ type: "function_call_output", call_id: "call_9", output: "ok" }] as Item[]);

  it("is the call id, for the output check", () => {
    expect(issue!.code).toBe("orphan_output");
    expect(subjectOf(issue!)).toBe("call_9");
  });

  it("is not part of the issue as data", () => {
    expect(Object.keys(issue!)).toEqual(["path", "code", "message"]);
    expect(JSON.parse(JSON.stringify(issue))).toEqual({ ...issue });
    expect(issue).toEqual({ path: issue!.path, code: "orphan_output", message: issue!.message });
    expect(subjectOf({ ...issue! })).toBeUndefined();
  });
});
