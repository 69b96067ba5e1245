// The request mappings as data: for each neutral setting, what each wire's body gets (or the warning
// when it cannot express it), with the vendor documentation each row rests on. The README's
// "Whole requests" tables are rendered from this, and test/request/mappings.test.ts runs every row.
import type { ChatRequest } from "../../generated/types.js";

/** The request formats of the four wires, in table order. */
export const MAPPING_WIRES = ["chat-completions-request", "responses-request", "claude-request", "gemini-request"] as const;
export type MappingWire = (typeof MAPPING_WIRES)[number];

/** What one wire gets for a row's setting: a fragment of its body, or a named warning (and what is written instead). */
export type MappingCell = { written: Record<string, unknown>; note?: string } | { warns: string; written?: Record<string, unknown>; note?: string };

export interface MappingRow {
  /** The neutral setting, as a person reads it. */
  setting: string;
  /** The settings of the example request (its history is empty). */
  hub: Omit<ChatRequest, "messages">;
  wires: Record<MappingWire, MappingCell>;
  /** Reading a cell's body back gives `hub` again, unless this says otherwise. */
  oneWay?: readonly MappingWire[];
  /** Where the row's facts come from. */
  source: string;
}

export interface MappingTable {
  title: string;
  rows: readonly MappingRow[];
}

const F = { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false };
const CC = "https://platform.openai.com/docs/api-reference/chat/create";
const RESP = "https://platform.openai.com/docs/api-reference/responses/create";
const CLAUDE_TOOLS = "https://docs.anthropic.com/en/docs/agents-and-tools/tool-use/implement-tool-use";
const GEMINI_FC = "https://ai.google.dev/gemini-api/docs/function-calling";
const GEMINI_GEN = "https://ai.google.dev/api/generate-content#generationconfig";
const GEMINI_THINK = "https://ai.google.dev/gemini-api/docs/thinking";
const CLAUDE_MSG = "https://docs.anthropic.com/en/api/messages";

export const MAPPINGS: readonly MappingTable[] = [
  {
    title: "Tool definitions",
    rows: [
      {
        setting: "a function tool",
        hub: { tools: [{ type: "function", name: "get_weather", description: "Weather of a city", parameters: F, strict: true }] },
        wires: {
          "chat-completions-request": { written: { tools: [{ type: "function", function: { name: "get_weather", description: "Weather of a city", parameters: F, strict: true } }] } },
          "responses-request": { written: { tools: [{ type: "function", name: "get_weather", description: "Weather of a city", parameters: F, strict: true }] } },
          "claude-request": { written: { tools: [{ name: "get_weather", description: "Weather of a city", input_schema: F, strict: true }] } },
          "gemini-request": { warns: "setting_dropped", written: { tools: [{ functionDeclarations: [{ name: "get_weather", description: "Weather of a city", parametersJsonSchema: F }] }] }, note: "`strict` has no place; the schema goes to `parametersJsonSchema` (option `geminiSchema: \"parameters\"`: the OpenAPI subset, lowered)" },
        },
        oneWay: ["gemini-request"],
        source: `${CC} (tools[].function); ${RESP} (FunctionTool); ${CLAUDE_TOOLS} (input_schema, strict tool use); ${GEMINI_FC} (functionDeclarations, parametersJsonSchema)`,
      },
      {
        setting: "a function without `strict`",
        hub: { tools: [{ type: "function", name: "ping" }] },
        wires: {
          "chat-completions-request": { written: { tools: [{ type: "function", function: { name: "ping" } }] } },
          "responses-request": { written: { tools: [{ type: "function", name: "ping", parameters: null, strict: false }] }, note: "Responses treats an unset `strict` as strict: written `false`, what the other wires mean; its own `null` rides in `providerFields.responses`" },
          "claude-request": { written: { tools: [{ name: "ping", input_schema: { type: "object" } }] }, note: "Claude requires `input_schema`: no parameters is `{type: \"object\"}`" },
          "gemini-request": { written: { tools: [{ functionDeclarations: [{ name: "ping" }] }] } },
        },
        oneWay: ["responses-request", "claude-request"],
        source: `${RESP} (FunctionTool.strict, "defaults to true"); ${CLAUDE_TOOLS} (input_schema required)`,
      },
      {
        setting: "a provider's own tool (hosted or built-in)",
        hub: { tools: [{ type: "provider", provider: "claude", tool: { type: "web_search_20250305", name: "web_search" } }] },
        wires: {
          "chat-completions-request": { warns: "tool_dropped" },
          "responses-request": { warns: "tool_dropped" },
          "claude-request": { written: { tools: [{ type: "web_search_20250305", name: "web_search" }] } },
          "gemini-request": { warns: "tool_dropped" },
        },
        source: `${CLAUDE_TOOLS} (server tools); the same for Responses hosted tools (${RESP}) and Gemini built-in tools (${GEMINI_FC})`,
      },
    ],
  },
  {
    title: "Tool choice and parallel calls",
    rows: [
      {
        setting: "`toolChoice: \"auto\"`",
        hub: { toolChoice: "auto" },
        wires: {
          "chat-completions-request": { written: { tool_choice: "auto" } },
          "responses-request": { written: { tool_choice: "auto" } },
          "claude-request": { written: { tool_choice: { type: "auto" } } },
          "gemini-request": { written: { toolConfig: { functionCallingConfig: { mode: "AUTO" } } } },
        },
        source: `${CC} (tool_choice); ${RESP}; ${CLAUDE_TOOLS} (tool_choice auto/any/tool/none); ${GEMINI_FC} (function calling modes)`,
      },
      {
        setting: "`toolChoice: \"none\"`",
        hub: { toolChoice: "none" },
        wires: {
          "chat-completions-request": { written: { tool_choice: "none" } },
          "responses-request": { written: { tool_choice: "none" } },
          "claude-request": { written: { tool_choice: { type: "none" } } },
          "gemini-request": { written: { toolConfig: { functionCallingConfig: { mode: "NONE" } } } },
        },
        source: `${CC}; ${RESP}; ${CLAUDE_TOOLS}; ${GEMINI_FC}`,
      },
      {
        setting: "`toolChoice: \"required\"` (some tool must be called)",
        hub: { toolChoice: "required" },
        wires: {
          "chat-completions-request": { written: { tool_choice: "required" } },
          "responses-request": { written: { tool_choice: "required" } },
          "claude-request": { written: { tool_choice: { type: "any" } } },
          "gemini-request": { written: { toolConfig: { functionCallingConfig: { mode: "ANY" } } } },
        },
        source: `${CC}; ${RESP}; ${CLAUDE_TOOLS} ("any"); ${GEMINI_FC} ("ANY")`,
      },
      {
        setting: "one named function",
        hub: { toolChoice: { type: "function", name: "get_weather" } },
        wires: {
          "chat-completions-request": { written: { tool_choice: { type: "function", function: { name: "get_weather" } } } },
          "responses-request": { written: { tool_choice: { type: "function", name: "get_weather" } } },
          "claude-request": { written: { tool_choice: { type: "tool", name: "get_weather" } } },
          "gemini-request": { written: { toolConfig: { functionCallingConfig: { mode: "ANY", allowedFunctionNames: ["get_weather"] } } } },
        },
        source: `${CC}; ${RESP}; ${CLAUDE_TOOLS} ("tool"); ${GEMINI_FC} (ANY with allowedFunctionNames)`,
      },
      {
        setting: "an allowed subset, a call required",
        hub: { toolChoice: { type: "allowed", mode: "required", names: ["a", "b"] } },
        wires: {
          "chat-completions-request": { written: { tool_choice: { type: "allowed_tools", allowed_tools: { mode: "required", tools: [{ type: "function", function: { name: "a" } }, { type: "function", function: { name: "b" } }] } } } },
          "responses-request": { written: { tool_choice: { type: "allowed_tools", mode: "required", tools: [{ type: "function", name: "a" }, { type: "function", name: "b" }] } } },
          "claude-request": { warns: "tool_choice_widened", written: { tool_choice: { type: "any" } }, note: "Claude cannot name a subset: any tool (one name is `{type: \"tool\"}`, exact)" },
          "gemini-request": { written: { toolConfig: { functionCallingConfig: { mode: "ANY", allowedFunctionNames: ["a", "b"] } } } },
        },
        oneWay: ["claude-request"],
        source: `${CC} (allowed_tools); ${RESP} (ToolChoiceAllowed); ${CLAUDE_TOOLS}; ${GEMINI_FC} (allowedFunctionNames with mode ANY)`,
      },
      {
        setting: "an allowed subset, a call optional",
        hub: { toolChoice: { type: "allowed", mode: "auto", names: ["a", "b"] } },
        wires: {
          "chat-completions-request": { written: { tool_choice: { type: "allowed_tools", allowed_tools: { mode: "auto", tools: [{ type: "function", function: { name: "a" } }, { type: "function", function: { name: "b" } }] } } } },
          "responses-request": { written: { tool_choice: { type: "allowed_tools", mode: "auto", tools: [{ type: "function", name: "a" }, { type: "function", name: "b" }] } } },
          "claude-request": { warns: "tool_choice_widened", written: { tool_choice: { type: "auto" } } },
          "gemini-request": { warns: "tool_choice_widened", written: { toolConfig: { functionCallingConfig: { mode: "AUTO" } } }, note: "Gemini names allowed functions only in mode ANY" },
        },
        oneWay: ["claude-request", "gemini-request"],
        source: `${CC}; ${RESP}; ${GEMINI_FC} ("allowedFunctionNames … should only be set when the mode is ANY")`,
      },
      {
        setting: "`parallelToolCalls: false`",
        hub: { parallelToolCalls: false },
        wires: {
          "chat-completions-request": { written: { parallel_tool_calls: false } },
          "responses-request": { written: { parallel_tool_calls: false } },
          "claude-request": { written: { tool_choice: { type: "auto", disable_parallel_tool_use: true } } },
          "gemini-request": { warns: "setting_dropped", note: "Gemini has no such setting" },
        },
        oneWay: ["claude-request"],
        source: `${CC} (parallel_tool_calls); ${RESP}; ${CLAUDE_TOOLS} (disable_parallel_tool_use); ${GEMINI_GEN}`,
      },
    ],
  },
  {
    title: "Structured output",
    rows: [
      {
        setting: "JSON matching a schema",
        hub: { output: { type: "json_schema", name: "weather", schema: F, strict: true } },
        wires: {
          "chat-completions-request": { written: { response_format: { type: "json_schema", json_schema: { name: "weather", schema: F, strict: true } } } },
          "responses-request": { written: { text: { format: { type: "json_schema", name: "weather", schema: F, strict: true } } } },
          "claude-request": { warns: "setting_dropped", written: { output_config: { format: { type: "json_schema", schema: F } } }, note: "the name has no place (always strict)" },
          "gemini-request": { warns: "setting_dropped", written: { generationConfig: { responseMimeType: "application/json", responseJsonSchema: F } }, note: "the name has no place; `geminiSchema: \"parameters\"` writes `responseSchema`" },
        },
        oneWay: ["claude-request", "gemini-request"],
        source: `${CC} (response_format json_schema); ${RESP} (text.format); https://platform.claude.com/docs/en/build-with-claude/structured-outputs (output_config.format); https://ai.google.dev/gemini-api/docs/structured-output (responseMimeType, responseJsonSchema)`,
      },
      {
        setting: "any JSON object (JSON mode)",
        hub: { output: { type: "json_object" } },
        wires: {
          "chat-completions-request": { written: { response_format: { type: "json_object" } } },
          "responses-request": { written: { text: { format: { type: "json_object" } } } },
          "claude-request": { warns: "setting_dropped", note: "Claude's structured output needs a schema" },
          "gemini-request": { written: { generationConfig: { responseMimeType: "application/json" } } },
        },
        source: `${CC}; ${RESP}; https://platform.claude.com/docs/en/build-with-claude/structured-outputs; https://ai.google.dev/gemini-api/docs/structured-output`,
      },
      {
        setting: "free text",
        hub: { output: { type: "text" } },
        wires: {
          "chat-completions-request": { written: { response_format: { type: "text" } } },
          "responses-request": { written: { text: { format: { type: "text" } } } },
          "claude-request": { written: {}, note: "the default: nothing written" },
          "gemini-request": { written: { generationConfig: { responseMimeType: "text/plain" } } },
        },
        oneWay: ["claude-request"],
        source: `${CC}; ${RESP}; ${GEMINI_GEN} (responseMimeType text/plain, the default)`,
      },
    ],
  },
  {
    title: "Token limit, sampling, stop sequences",
    rows: [
      {
        setting: "`maxOutputTokens`",
        hub: { maxOutputTokens: 1024 },
        wires: {
          "chat-completions-request": { written: { max_completion_tokens: 1024 }, note: "a `max_tokens` read from a body stays `max_tokens` (its slot), and is the limit the other wires get" },
          "responses-request": { written: { max_output_tokens: 1024 } },
          "claude-request": { written: { max_tokens: 1024 }, note: "required by the API: without a limit the writer warns `max_tokens_missing`" },
          "gemini-request": { written: { generationConfig: { maxOutputTokens: 1024 } } },
        },
        source: `${CC} (max_completion_tokens; max_tokens deprecated); ${RESP}; ${CLAUDE_MSG} (max_tokens, required); ${GEMINI_GEN}`,
      },
      {
        setting: "`temperature`, `topP`",
        hub: { temperature: 0.5, topP: 0.9 },
        wires: {
          "chat-completions-request": { written: { temperature: 0.5, top_p: 0.9 } },
          "responses-request": { written: { temperature: 0.5, top_p: 0.9 } },
          "claude-request": { written: { temperature: 0.5, top_p: 0.9 } },
          "gemini-request": { written: { generationConfig: { temperature: 0.5, topP: 0.9 } } },
        },
        source: `${CC}; ${RESP}; ${CLAUDE_MSG}; ${GEMINI_GEN}`,
      },
      {
        setting: "`topK`",
        hub: { topK: 40 },
        wires: {
          "chat-completions-request": { warns: "setting_dropped" },
          "responses-request": { warns: "setting_dropped" },
          "claude-request": { written: { top_k: 40 } },
          "gemini-request": { written: { generationConfig: { topK: 40 } } },
        },
        source: `${CLAUDE_MSG} (top_k); ${GEMINI_GEN} (topK); neither OpenAI API has it`,
      },
      {
        setting: "`stop`",
        hub: { stop: ["END"] },
        wires: {
          "chat-completions-request": { written: { stop: ["END"] }, note: "a string `stop` reads as a one-element list" },
          "responses-request": { warns: "setting_dropped", note: "Responses has no stop sequences" },
          "claude-request": { written: { stop_sequences: ["END"] } },
          "gemini-request": { written: { generationConfig: { stopSequences: ["END"] } } },
        },
        source: `${CC} (stop); ${RESP}; ${CLAUDE_MSG} (stop_sequences); ${GEMINI_GEN} (stopSequences)`,
      },
      {
        setting: "`seed`, `presencePenalty`, `frequencyPenalty`",
        hub: { seed: 7, presencePenalty: 0.1, frequencyPenalty: 0.2 },
        wires: {
          "chat-completions-request": { written: { seed: 7, presence_penalty: 0.1, frequency_penalty: 0.2 } },
          "responses-request": { warns: "setting_dropped" },
          "claude-request": { warns: "setting_dropped" },
          "gemini-request": { written: { generationConfig: { seed: 7, presencePenalty: 0.1, frequencyPenalty: 0.2 } } },
        },
        source: `${CC}; ${GEMINI_GEN}; neither Responses nor the Messages API has them`,
      },
    ],
  },
  {
    title: "Reasoning",
    rows: [
      {
        setting: "an effort level (`low`…)",
        hub: { reasoning: { effort: "low" } },
        wires: {
          "chat-completions-request": { written: { reasoning_effort: "low" } },
          "responses-request": { written: { reasoning: { effort: "low" } } },
          "claude-request": { written: { output_config: { effort: "low" } }, note: "Claude's levels: low, medium, high, xhigh, max; `none`/`minimal` are warned" },
          "gemini-request": { written: { generationConfig: { thinkingConfig: { thinkingLevel: "LOW" } } }, note: "Gemini's levels: MINIMAL, LOW, MEDIUM, HIGH, XHIGH; `none`/`max` are warned" },
        },
        source: `${CC} (reasoning_effort); ${RESP} (reasoning.effort); @anthropic-ai/sdk OutputConfig.effort; ${GEMINI_THINK} (thinkingLevel)`,
      },
      {
        setting: "a thinking budget",
        hub: { reasoning: { budgetTokens: 2048 } },
        wires: {
          "chat-completions-request": { warns: "setting_dropped", note: "OpenAI takes an effort, not a budget (no table maps one to the other here)" },
          "responses-request": { warns: "setting_dropped" },
          "claude-request": { written: { thinking: { type: "enabled", budget_tokens: 2048 } } },
          "gemini-request": { written: { generationConfig: { thinkingConfig: { thinkingBudget: 2048 } } } },
        },
        source: `https://docs.anthropic.com/en/docs/build-with-claude/extended-thinking (budget_tokens); ${GEMINI_THINK} (thinkingBudget)`,
      },
      {
        setting: "thinking off",
        hub: { reasoning: { enabled: false } },
        wires: {
          "chat-completions-request": { warns: "setting_dropped" },
          "responses-request": { warns: "setting_dropped" },
          "claude-request": { written: { thinking: { type: "disabled" } } },
          "gemini-request": { written: { generationConfig: { thinkingConfig: { thinkingBudget: 0 } } }, note: "0 turns thinking off (2.5 models; Gemini 3 cannot)" },
        },
        oneWay: ["gemini-request"],
        source: `@anthropic-ai/sdk ThinkingConfigDisabled; ${GEMINI_THINK} (thinkingBudget 0)`,
      },
      {
        setting: "thinking at the model's discretion",
        hub: { reasoning: { enabled: true } },
        wires: {
          "chat-completions-request": { warns: "setting_dropped" },
          "responses-request": { warns: "setting_dropped" },
          "claude-request": { written: { thinking: { type: "adaptive" } } },
          "gemini-request": { written: { generationConfig: { thinkingConfig: { thinkingBudget: -1 } } }, note: "-1 is Gemini's dynamic budget" },
        },
        oneWay: ["gemini-request"],
        source: `@anthropic-ai/sdk ThinkingConfigAdaptive; ${GEMINI_THINK} (thinkingBudget -1, dynamic)`,
      },
      {
        setting: "a reasoning summary / thoughts returned",
        hub: { reasoning: { summary: "auto" } },
        wires: {
          "chat-completions-request": { warns: "setting_dropped" },
          "responses-request": { written: { reasoning: { summary: "auto" } } },
          "claude-request": { warns: "setting_dropped" },
          "gemini-request": { written: { generationConfig: { thinkingConfig: { includeThoughts: true } } }, note: "`includeThoughts: true` reads as `includeThoughts`, written to Responses as `summary: \"auto\"`" },
        },
        oneWay: ["gemini-request"],
        source: `${RESP} (reasoning.summary); ${GEMINI_THINK} (includeThoughts, thought summaries)`,
      },
    ],
  },
];

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** One cell of a README table. */
function cell(c: MappingCell): string {
  const written = c.written && Object.keys(c.written).length ? code(c.written) : "";
  const warn = "warns" in c ? `warns \`${c.warns}\`` : "";
  return [written, warn, c.note ?? ""].filter(Boolean).join("; ").replace(/\|/g, "\\|") || "nothing written";
}

/** The README's tables, one per mapping. */
export function renderMappings(): string {
  return MAPPINGS.map((t) => [
    `**${t.title}**`,
    "",
    "| ChatRequest | Chat Completions | Responses | Claude | Gemini | source |",
    "|---|---|---|---|---|---|",
    ...t.rows.map((r) => `| ${r.setting}: ${code(r.hub)} | ${MAPPING_WIRES.map((w) => cell(r.wires[w])).join(" | ")} | ${r.source} |`),
  ].join("\n")).join("\n\n");
}
