import { describe, expect, it } from "vitest";
import { Language, Outcome } from "@google/genai";
import { ContractError, toGeminiContents, withGeminiEnums, type WrittenGeminiRequest as GeminiRequest } from "../../src/index.js";

const request: GeminiRequest = {
  contents: [
    { role: "user", parts: [{ text: "Sum 1..10 in Python." }] },
    { role: "model", parts: [
      { executableCode: { language: "PYTHON", code: "print(sum(range(11)))" } },
      { codeExecutionResult: { outcome: "OUTCOME_OK", output: "55\n" } },
      { text: "55" },
    ] },
  ],
};

describe("withGeminiEnums", () => {
  it("returns an equal copy, typed with the SDK's enums", () => {
    const out = withGeminiEnums(request, { Language, Outcome });
    expect(out).toEqual(request);
    expect(out).not.toBe(request);
    expect(out.contents[1]!.parts[0]).not.toBe(request.contents[1]!.parts[0]);
  });

  it("takes what toGeminiContents writes", () => {
    const written = toGeminiContents([{ role: "system", content: "Be brief." }, { role: "user", content: "hi" }]);
    expect(withGeminiEnums(written, { Language, Outcome })).toEqual(written);
  });

  it("throws a ContractError naming the value an enum passed does not have", () => {
    expect(() => withGeminiEnums(request, { Language: { PYTHON: "PYTHON" }, Outcome: { OK: "OK" } })).toThrow(ContractError);
    try {
      withGeminiEnums(request, { Language: { PYTHON: "PYTHON" }, Outcome: { OK: "OK" } });
    } catch (e) {
      expect((e as ContractError).issues).toEqual([expect.objectContaining({ path: "/contents/1/parts/1/codeExecutionResult/outcome", code: "invalid_value" })]);
    }
  });
});
