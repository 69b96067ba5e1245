// The README's agent-loop tables are rendered from FINISH_REASONS and USAGE_SOURCES (UPDATE_README=1 rewrites them).
import { describe, it } from "vitest";
import { FINISH_REASONS, type ResponseFormat } from "../../src/response/finish.js";
import { USAGE_SOURCES, type UsageSource } from "../../src/response/usage.js";
import { expectReadmeSection } from "../readme-section.js";
import { bundle } from "../arbitrary/from-schema.js";

const WIRES = Object.keys(FINISH_REASONS) as ResponseFormat[];
/** The Responses rows that are an `incomplete_details.reason`, not a `status`. */
const INCOMPLETE = new Set(["max_output_tokens", "content_filter"]);
const code = (s: string) => `\`${s}\``;
const header = `| | ${WIRES.map(code).join(" | ")} |\n|---|${WIRES.map(() => "---").join("|")}|`;

function finishTable(): string {
  const reasons = (bundle().$defs!.ChatFinishReason!.enum ?? []) as string[];
  const rows = reasons.map((reason) => {
    const cells = WIRES.map((wire) => {
      const raw = Object.entries(FINISH_REASONS[wire]).filter(([, to]) => to === reason)
        .map(([from]) => (wire === "responses" && INCOMPLETE.has(from) ? `\`incomplete\` for ${code(from)}` : code(from)));
      if (reason === "tool_calls") raw.push("a `stop` whose turn called tools");
      if (reason === "refusal" && wire !== "claude") raw.push("a `stop` whose turn is a refusal");
      if (reason === "other") raw.push("any other value, or none");
      if (reason === "content_filter" && wire === "gemini") raw.push("no candidate and a `promptFeedback.blockReason`");
      return raw.length ? raw.join(", ") : "—";
    });
    return `| ${code(reason)} | ${cells.join(" | ")} |`;
  });
  return `${header}\n${rows.join("\n")}`;
}

function source(s: UsageSource | undefined): string {
  if (!s) return "—";
  if ("first" in s) return s.first.map(code).join(", else ");
  return s.sum.map((t) => (t.endsWith("?") ? `${code(t.slice(0, -1))} (if given)` : code(t))).join(" + ");
}

function usageTable(): string {
  const fields = Object.keys((bundle().$defs!.ChatUsage!.properties ?? {}) as object);
  const rows = fields.map((f) => `| ${code(f)} | ${WIRES.map((w) => source(USAGE_SOURCES[w][f as keyof (typeof USAGE_SOURCES)[typeof w]])).join(" | ")} |`);
  return `${header}\n${rows.join("\n")}`;
}

describe("README: the agent loop", () => {
  it("the finish-reason table is FINISH_REASONS", () => expectReadmeSection("finish-reasons", finishTable()));
  it("the usage table is USAGE_SOURCES", () => expectReadmeSection("usage", usageTable()));
});
