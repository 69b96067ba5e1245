// The README's keyword table is rendered from KEYWORD_TABLE, and each row's example does what its row says.
import { describe, expect, it } from "vitest";
import { checkOpenAIStrict, toGeminiJsonSchema, toGeminiParameters } from "../../src/request/tool-schema.js";
import { KEYWORD_TABLE, keywordsWhere, renderKeywordTable, strictKeywords, type KeywordRow } from "../../src/request/tool-schema/keywords.js";
import { REMOVED } from "../../src/request/tool-schema/lower.js";
import { STRICT_KEYWORDS } from "../../src/request/tool-schema/openai-strict.js";
import { expectReadmeSection } from "../readme-section.js";
import { run } from "./tool-schema-helpers.js";

/** The keywords a row is about: its list, or the example's keywords beside `type` (the "any other keyword" and boolean rows). */
const keywordsOf = (row: KeywordRow): string[] => (row.keywords.length ? [...row.keywords] : typeof row.example === "object" && row.example ? Object.keys(row.example).filter((k) => k !== "type") : [""]);
const at = (k: string) => (k ? `/${k}` : "");
const name = (row: KeywordRow) => row.label ?? row.keywords.join(", ");

describe("the tool-schema keyword table", () => {
  it("is the README's table", () => {
    expectReadmeSection("tool-schema-keywords", renderKeywordTable());
  });

  it("holds the passes' keyword lists: what each removes outright, what strict mode takes", () => {
    expect([...REMOVED.parameters].sort()).toEqual([...keywordsWhere("parameters", "removed")].sort());
    expect([...REMOVED.jsonSchema].sort()).toEqual([...keywordsWhere("jsonSchema", "removed")].sort());
    expect([...STRICT_KEYWORDS].sort()).toEqual([...strictKeywords()].sort());
  });

  describe.each([
    ["parameters", toGeminiParameters],
    ["jsonSchema", toGeminiJsonSchema],
  ] as const)("%s: each row's example does what the row says", (pass, lower) => {
    it.each(KEYWORD_TABLE.map((row) => [name(row), row] as const))("%s", (_, row) => {
      const { out, warnings } = run(lower, row.example, "");
      const action = row[pass];
      for (const k of keywordsOf(row)) {
        const here = warnings.filter((w) => w.path === at(k));
        if (action === "kept") {
          expect(here, `${k} is kept without a warning`).toEqual([]);
          if (k) expect(Object.keys(out as object), `${k} is in the output`).toContain(k === "definitions" ? k : k);
        } else if (action === "removed") {
          expect(here.map((w) => w.code), `${k} is removed with a warning`).toContain("schema_keyword_removed");
          if (k) expect(Object.keys(out as object)).not.toContain(k);
        } else if (action === "rewritten") expect(here.map((w) => w.code), `${k} is rewritten with a warning`).toContain("schema_rewritten");
        else expect(here.map((w) => w.code), `${k} is inlined with a warning`).toContain("schema_ref_inlined");
      }
    });
  });

  it.each(KEYWORD_TABLE.map((row) => [name(row), row] as const))("OpenAI strict: %s", (_, row) => {
    const wrapped = { type: "object", properties: { x: row.example }, required: ["x"], additionalProperties: false, $defs: { s: { type: "string" } } };
    const { warnings } = run(checkOpenAIStrict, wrapped, "");
    for (const k of keywordsOf(row)) {
      const here = warnings.filter((w) => w.path === `/properties/x${at(k)}`);
      if (row.strict === "not allowed") expect(here.map((w) => w.code), `${k} is refused`).toEqual(["schema_not_strict"]);
      else expect(here, `${k} is accepted (the example keeps the rule)`).toEqual([]);
    }
  });
});
