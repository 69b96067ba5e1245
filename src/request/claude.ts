// Messages API request bodies ↔ the neutral request's settings (the history is the registry's claude reader and writer).
import type { ChatFunctionTool, ChatToolChoice, ClaudeRequest } from "../../generated/types.js";
import { pointer } from "../convert/warnings.js";
import { forcedChoice } from "../validate/rules/claude.js";
import { dropped, given, has, isObject, slotOf, warnOtherSlots, warnOtherToolFields, type Json, type Settings, type SettingsBuilder, toolLabel, type WriteContext, takes } from "./common.js";
import { writeClaudeReasoning } from "./reasoning.js";
import { readGeneration, writeGeneration, type GenerationNames } from "./settings.js";

const NAMES: GenerationNames = { maxOutputTokens: "max_tokens", temperature: "temperature", topP: "top_p", topK: "top_k", stop: "stop_sequences" };
const KNOWN = new Set(["system", "messages", "model", "tools", "tool_choice", "thinking", "output_config", ...Object.values(NAMES)]);
const TOOL_KEYS = new Set(["name", "description", "input_schema", "strict"]);

const isCustom = (tool: Json) => (tool.type === undefined || tool.type === null || tool.type === "custom") && typeof tool.name === "string";

/** Reads the settings of a Claude body. */
export function readClaudeSettings(body: ClaudeRequest, b: SettingsBuilder): void {
  const o = body as unknown as Json;
  if (typeof o.model === "string") b.set("model", o.model, "/model");
  if (body.tools) b.tools("/tools");
  (body.tools ?? []).forEach((tool, i) => {
    const t = tool as unknown as Json;
    if (!isCustom(t)) return b.tool({ type: "provider", provider: "claude", tool: b.copy(t, `/tools/${i}`) }, `/tools/${i}`);
    const out: ChatFunctionTool = { type: "function", name: t.name as string };
    if (typeof t.description === "string") out.description = t.description;
    if (isObject(t.input_schema)) out.parameters = b.copy(t.input_schema, `/tools/${i}/input_schema`);
    if (typeof t.strict === "boolean") out.strict = t.strict;
    const extra = Object.keys(t).filter((k) => !TOOL_KEYS.has(k));
    if (extra.length) out.providerFields = { claude: Object.fromEntries(extra.map((k) => [k, b.copy(t[k], `/tools/${i}/${k}`)])) };
    b.tool(out, `/tools/${i}`);
    const n = b.settings.tools!.length - 1;
    b.at.set(`/tools/${n}/parameters`, `/tools/${i}/input_schema`);
    for (const k of extra) b.at.set(pointer("tools", n, "providerFields", "claude", k), pointer("tools", i, k));
  });
  const choice = body.tool_choice;
  if (choice) {
    b.set("toolChoice", readChoice(choice), "/tool_choice");
    if ("disable_parallel_tool_use" in choice && typeof choice.disable_parallel_tool_use === "boolean") b.set("parallelToolCalls", !choice.disable_parallel_tool_use, "/tool_choice/disable_parallel_tool_use");
  }
  const thinking = body.thinking as Json | undefined;
  if (thinking) {
    const keys = Object.keys(thinking).sort().join(",");
    if (thinking.type === "enabled" && keys === "budget_tokens,type" && (thinking.budget_tokens as number) > 0) b.set("reasoning", { budgetTokens: thinking.budget_tokens as number }, "/thinking");
    else if ((thinking.type === "disabled" || thinking.type === "adaptive") && keys === "type") b.set("reasoning", { enabled: thinking.type === "adaptive" }, "/thinking");
    else b.slot("thinking", thinking, "/thinking");
    if (b.settings.reasoning) {
      b.at.set("/reasoning/budgetTokens", "/thinking/budget_tokens");
      b.at.set("/reasoning/enabled", "/thinking/type");
    }
  }
  if (body.output_config) {
    const { effort, format, ...rest } = body.output_config as Json;
    let neutral = false;
    if (given(effort)) {
      b.settings.reasoning = { ...b.settings.reasoning, effort: effort as never };
      b.at.set("/reasoning/effort", "/output_config/effort");
      if (!b.at.has("/reasoning")) b.at.set("/reasoning", "/output_config/effort");
      neutral = true;
    }
    if (isObject(format)) {
      b.set("output", { type: "json_schema", schema: b.copy(format.schema as Json, "/output_config/format/schema") }, "/output_config/format");
      neutral = true;
    }
    if (Object.keys(rest).length || !neutral) b.slot("output_config", rest, "/output_config");
  }
  readGeneration(o, NAMES, b);
  // An empty system list is no system prompt to every wire; the spelling rides in the slot, for Claude.
  if (Array.isArray(o.system) && o.system.length === 0) b.slot("system", [], "/system");
  b.rest(o, KNOWN);
}

function readChoice(choice: NonNullable<ClaudeRequest["tool_choice"]>): ChatToolChoice {
  switch (choice.type) {
    case "auto": return "auto";
    case "none": return "none";
    case "any": return "required";
    case "tool": return { type: "function", name: choice.name };
  }
}

/** Writes the settings of a Claude body (the caller adds `system` and `messages`). */
export function writeClaudeSettings(request: Settings, ctx: WriteContext): Json {
  const out: Json = {};
  const slot = slotOf(request, "claude");
  if (request.model !== undefined) out.model = request.model;
  const tools: Json[] = [];
  (request.tools ?? []).forEach((tool, i) => {
    if (tool.type === "provider") {
      if (tool.provider === "claude") {
        if (takes("claude", { tools: [tool.tool] })) tools.push(ctx.copy(tool.tool));
        else ctx.warn("tool_dropped", `/tools/${i}`, `a claude tool kept as the wire sent it (${toolLabel(tool.tool)}) that the Messages API does not take as it is; left out`);
      }
      else ctx.warn("tool_dropped", `/tools/${i}`, `a ${tool.provider} tool (${toolLabel(tool.tool)}): the Messages API has no such tool; left out`);
      return;
    }
    tools.push(writeTool(tool, `/tools/${i}`, ctx));
  });
  if (tools.length || request.tools !== undefined) out.tools = tools;
  const choice = writeChoice(request, ctx);
  if (choice) out.tool_choice = choice;
  const { thinking, effort } = writeClaudeReasoning(request, ctx);
  if (isObject(slot.thinking)) out.thinking = ctx.copy(slot.thinking);
  else if (thinking) out.thinking = thinking;
  if (forcedChoice(out)) ctx.warn("thinking_tool_choice", "/toolChoice", `Claude takes tool_choice "auto" or "none" with thinking enabled; ${JSON.stringify((out.tool_choice as Json).type)} is refused (leave the choice to the model, or turn thinking off)`);
  const config: Json = isObject(slot.output_config) ? ctx.copy(slot.output_config) : {};
  if (effort) config.effort = effort;
  const output = request.output;
  if (output?.type === "json_schema") {
    config.format = { type: "json_schema", schema: output.schema === undefined ? {} : ctx.copy(output.schema) };
    if (output.schema === undefined) ctx.warn("schema_added", "/output", "Claude's json_schema output needs a schema and this one has none; it is written with the empty schema {} (any JSON)");
    if (output.name !== undefined) dropped(ctx, "/output/name", `the output format's name ${JSON.stringify(output.name)}`);
    if (output.description !== undefined) dropped(ctx, "/output/description", "the output format's description");
    if (output.strict === false) dropped(ctx, "/output/strict", "strict: false (Claude always holds its answer to the schema)");
  } else if (output?.type === "json_object") dropped(ctx, "/output", "JSON mode without a schema (Claude's structured output needs one)");
  if (isObject(slot.output_config) || Object.keys(config).length) out.output_config = config;
  const consumed = writeGeneration(request, NAMES, out, ctx);
  if (out.max_tokens === undefined && !has(slot, "max_tokens")) ctx.warn("max_tokens_missing", "", "the Messages API requires max_tokens and the request sets no token limit; add one before sending");
  for (const [k, v] of Object.entries(slot)) if (k !== "thinking" && k !== "output_config") out[k] = ctx.copy(v);
  warnOtherSlots(request, ctx, consumed);
  return out;
}

function writeTool(tool: ChatFunctionTool, at: string, ctx: WriteContext): Json {
  const out: Json = { name: tool.name };
  if (tool.description !== undefined) out.description = tool.description;
  out.input_schema = tool.parameters === undefined ? { type: "object" } : ctx.copy(tool.parameters);
  if (tool.strict !== undefined) out.strict = tool.strict;
  const mine = tool.providerFields?.claude as Json | undefined;
  if (mine) for (const k of Object.keys(mine)) if (!has(out, k)) out[k] = ctx.copy(mine[k]);
  warnOtherToolFields(tool, at, ctx);
  return out;
}

/** `tool_choice`, with parallel calls as `disable_parallel_tool_use`; a subset Claude cannot name is widened and said. */
function writeChoice(request: Settings, ctx: WriteContext): Json | undefined {
  const choice = request.toolChoice;
  let out: Json | undefined;
  if (choice === "auto" || choice === "none") out = { type: choice };
  else if (choice === "required") out = { type: "any" };
  else if (choice?.type === "function") out = { type: "tool", name: choice.name };
  else if (choice?.type === "allowed") {
    if (choice.mode === "required" && choice.names.length === 1) out = { type: "tool", name: choice.names[0] };
    else {
      out = { type: choice.mode === "required" ? "any" : "auto" };
      ctx.warn("tool_choice_widened", "/toolChoice", `the model may call only ${choice.names.map((n) => JSON.stringify(n)).join(", ")}: Claude cannot limit the choice to a subset; written as ${JSON.stringify(out.type)} (any tool of the request)`);
    }
  } else if (choice?.type === "provider") {
    ctx.warn("tool_choice_dropped", "/toolChoice", `a ${choice.provider} tool choice: the Messages API cannot express it; left out (the model decides)`);
  }
  if (request.parallelToolCalls !== undefined) {
    if (out?.type === "none") dropped(ctx, "/parallelToolCalls", "parallel tool calls (the tool choice is none)");
    else (out ??= { type: "auto" }).disable_parallel_tool_use = !request.parallelToolCalls;
  }
  return out;
}
