// The list of what each target cannot express, for the wires' own tools (src/request/hosted-tools.ts,
// rendered into the README): every example is a valid body of its wire, comes back to it unchanged
// with no warning, and every other wire leaves it out with the warning the list names, at its path.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { HOSTED_TOOLS, renderHostedTools } from "../../src/request/hosted-tools.js";
import { MAPPING_WIRES } from "../../src/request/mappings.js";
import { REQUEST_FORMATS } from "../../src/request/formats.js";
import { bundle } from "../arbitrary/from-schema.js";
import { expectReadmeSection } from "../readme-section.js";

/** A short valid body per wire, with a token limit (so Claude's required max_tokens is met). */
const BASE: Record<string, Record<string, unknown>> = {
  "chat-completions-request": { messages: [{ role: "user", content: "Hi" }], max_completion_tokens: 100 },
  "responses-request": { input: [{ type: "message", role: "user", content: "Hi" }], max_output_tokens: 100 },
  "claude-request": { messages: [{ role: "user", content: "Hi" }], max_tokens: 100 },
  "gemini-request": { contents: [{ role: "user", parts: [{ text: "Hi" }] }], generationConfig: { maxOutputTokens: 100 } },
};

const bodyOf = (t: (typeof HOSTED_TOOLS)[number]) => ({ ...BASE[t.wire], ...(t.tool ? { tools: [t.tool] } : t.setting) });
const run = (body: unknown, from: string, to: string) => {
  const warnings: ConversionWarning[] = [];
  const out = convert(body as never, { from, to, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as Record<string, unknown>;
  return { out, warnings: warnings.map((w) => `${w.code} at ${w.path}`) };
};

describe("what each target cannot express: the wires' own tools", () => {
  it.each(HOSTED_TOOLS.map((t) => [`${t.wire}: ${t.name}`, t] as const))("%s", (_, t) => {
    const body = bodyOf(t);
    expect(REQUEST_FORMATS[t.wire].check(body, Infinity)).toEqual([]);
    const back = run(run(body, t.wire, "chat-request").out, "chat-request", t.wire);
    expect(back.warnings).toEqual([]);
    expect(back.out).toEqual(body);
    // A Gemini built-in tool is one key of a tool object: the warning points at it.
    const at = t.setting ? `/${Object.keys(t.setting)[0]}` : t.wire === "gemini-request" ? `/tools/0/${Object.keys(t.tool!)[0]}` : "/tools/0";
    for (const to of MAPPING_WIRES.filter((w) => w !== t.wire)) {
      const other = run(body, t.wire, to);
      expect(other.warnings, `${t.wire} → ${to}`).toEqual([`${t.warns} at ${at}`]);
      expect(other.out.tools ?? [], `${t.wire} → ${to}`).toEqual([]);
      if (t.setting) expect(Object.keys(other.out)).not.toContain(Object.keys(t.setting)[0]);
    }
  });

  it("lists every hosted tool type of the Responses schema, and Chat Completions' custom tool", () => {
    const defs = bundle().$defs as Record<string, { properties?: { type?: { const?: string; enum?: string[] } } }>;
    const types = (name: string) => ((bundle().$defs as Record<string, { oneOf: { $ref: string }[] }>)[name]!.oneOf)
      .map((r) => defs[r.$ref.split("/").pop()!]!.properties!.type!)
      .flatMap((t) => (t.const ? [t.const] : (t.enum ?? [])));
    const listed = (wire: string) => new Set(HOSTED_TOOLS.filter((t) => t.wire === wire && t.tool).map((t) => t.tool!.type));
    const responses = types("ToolDefinition").filter((t) => t !== "function");
    // Dated and preview spellings of one tool are listed once.
    expect(responses.filter((t) => !listed("responses-request").has(t) && !/_\d{4}_\d{2}_\d{2}$/.test(t))).toEqual([]);
    expect(types("ChatCompletionToolDefinition").filter((t) => t !== "function" && !listed("chat-completions-request").has(t))).toEqual([]);
  });

  it("the README's list is rendered from the data", () => {
    expectReadmeSection("hosted-tools", renderHostedTools());
  });
});
