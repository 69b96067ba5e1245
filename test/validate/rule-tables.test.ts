// The README's request-rule tables are the exported tables, rendered: a rule added, changed or removed
// in src/validate/rules/ fails this test until the README says the same (UPDATE_README=1 rewrites it).
import { expectReadmeSection } from "../readme-section.js";
import { describe, expect, it } from "vitest";
import { CHAT_COMPLETIONS_RULES, CLAUDE_RULES, GEMINI_RULES, ITEMS_RULES, type VendorRule } from "../../src/index.js";
import { chatCompletionsRulesOf } from "../../src/validate/rules/chat-completions.js";

const cell = (text: string) => text.replace(/\|/g, "\\|");

function table(title: string, rules: readonly VendorRule[], note?: (rule: VendorRule) => string): string {
  const rows = rules.map((r) => `| \`${r.code}\` | ${cell(r.says)} | ${cell(r.source)} | ${cell([note?.(r), r.repair].filter(Boolean).join("; ") || "warned")} |`);
  return [`**${title}**`, "", "| code | what the vendor says | source | what a writer does |", "|---|---|---|---|", ...rows].join("\n");
}

const dialects = (r: VendorRule) => {
  const on = (["openai", "deepseek", "openrouter", "gemini"] as const).filter((d) => chatCompletionsRulesOf(d).includes(r));
  return on.length === 4 ? "" : `${on.join(", ")} only`;
};

const rendered = () => [
  table("Responses input items (`items`)", ITEMS_RULES),
  table("Chat Completions (`chat-completions`; the dialect each applies to)", CHAT_COMPLETIONS_RULES, dialects),
  table("Claude Messages (`claude`)", CLAUDE_RULES),
  table("Gemini generateContent (`gemini`)", GEMINI_RULES),
].join("\n\n");

describe("README request-rule tables", () => {
  it("match the exported rule tables (UPDATE_README=1 rewrites them)", () => {
    expectReadmeSection("rules", rendered());
  });
  it("every code is unique within its table", () => {
    for (const rules of [ITEMS_RULES, CHAT_COMPLETIONS_RULES, CLAUDE_RULES, GEMINI_RULES]) {
      expect(new Set(rules.map((r) => r.code)).size).toBe(rules.length);
    }
  });
});
