// Base64 the schemas admit is base64 atob decodes: valid input never makes a decoder throw.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractIssue, thrown } from "./thrown.js";
import { convert, toClaudeMessages, type ChatMessage } from "../../src/index.js";
import { validateContentPart } from "../../generated/validators.js";
import { withWarnings } from "../convert/helpers.js";

describe("base64: the schema admits exactly what the decoder reads", () => {
  const accepts = (data: string) => validateContentPart({ type: "file", mimeType: "text/plain", data });
  const decodes = (data: string) => thrown(() => atob(data)) === undefined && !/\s/.test(data);

  it("agrees with atob on every short string over the alphabet, padding and a stray character", () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom("A", "z", "0", "+", "/", "="), maxLength: 10 }), (data) => {
      expect(accepts(data)).toBe(decodes(data));
    }), { numRuns: 5_000 });
  });

  it.each(["A", "AB=", "ABCDE", "A===", "=", "AB=C"])("%j is not base64: rejected by the schema, never decoded", (data) => {
    expect(accepts(data)).toBe(false);
  });

  it('a text/plain file with data "A" is invalid input to every converter, not a DOMException', () => {
    const hub: ChatMessage[] = [{ role: "user", content: [{ type: "file", mimeType: "text/plain", data: "A" }] }];
    expect(contractIssue(() => toClaudeMessages(hub)).path).toBe("/0/content/0/data");
    const gemini = [{ role: "user", parts: [{ inlineData: { mimeType: "text/plain", data: "A" } }] }];
    expect(contractIssue(() => convert(gemini, { from: "gemini", to: "claude" })).path).toBe("/0/parts/0/inlineData/data");
    const chat = [{ role: "user" as const, content: [{ type: "file" as const, file: { file_data: "data:text/plain;base64,A", filename: "a.txt" } }] }];
    const { out, warnings } = withWarnings((onWarning) => convert(chat, { from: "chat-completions", to: "claude", onWarning }));
    // No hub file (its base64 is not whole): the part rides verbatim for Chat Completions, and Claude names it.
    expect(warnings.map((w) => [w.code, w.path])).toContainEqual(["provider_part_dropped", "/0/content/0"]);
    expect(out.messages).toEqual([]);
  });
});

