// Responses request bodies ↔ the neutral request's settings (the history is the registry's items reader and writer).
import type { ChatFunctionTool, ChatOutputFormat, ChatToolChoice, ResponsesRequest } from "../../generated/types.js";
import { pointer } from "../convert/warnings.js";
import { given, has, isObject, slotOf, warnOtherSlots, warnOtherToolFields, type Json, type Settings, type SettingsBuilder, toolLabel, type WriteContext, takes } from "./common.js";
import { schemaName } from "./chat-completions.js";
import { checkOpenAIStrict } from "./tool-schema.js";
import { writeResponsesReasoning } from "./reasoning.js";
import { readGeneration, writeGeneration, type GenerationNames } from "./settings.js";

const NAMES: GenerationNames = { maxOutputTokens: "max_output_tokens", temperature: "temperature", topP: "top_p" };
const KNOWN = new Set(["input", "instructions", "model", "tools", "tool_choice", "parallel_tool_calls", "text", "reasoning", ...Object.values(NAMES)]);
const FUNCTION_KEYS = new Set(["type", "name", "description", "parameters", "strict"]);

/** Reads the settings of a Responses body. */
export function readResponsesSettings(body: ResponsesRequest, b: SettingsBuilder): void {
  const o = body as unknown as Json;
  if (typeof o.model === "string") b.set("model", o.model, "/model");
  if (typeof body.instructions === "string") b.set("instructions", body.instructions, "/instructions");
  if (body.tools) b.tools("/tools");
  (body.tools ?? []).forEach((tool, i) => {
    const t = tool as unknown as Json;
    if (tool.type !== "function") return b.tool({ type: "provider", provider: "responses", tool: b.copy(t, `/tools/${i}`) }, `/tools/${i}`);
    const out: ChatFunctionTool = { type: "function", name: tool.name };
    if (typeof t.description === "string") out.description = t.description;
    if (isObject(t.parameters)) out.parameters = b.copy(t.parameters, `/tools/${i}/parameters`);
    if (typeof t.strict === "boolean") out.strict = t.strict;
    // An unset strict means strict to Responses and not strict elsewhere: it stays a Responses field.
    const extra = Object.keys(t).filter((k) => !FUNCTION_KEYS.has(k) || (k === "strict" && t.strict === null));
    if (extra.length) out.providerFields = { responses: Object.fromEntries(extra.map((k) => [k, b.copy(t[k], `/tools/${i}/${k}`)])) };
    b.tool(out, `/tools/${i}`);
    for (const k of extra) b.at.set(pointer("tools", b.settings.tools!.length - 1, "providerFields", "responses", k), pointer("tools", i, k));
  });
  if (body.tool_choice !== undefined) b.set("toolChoice", readChoice(body.tool_choice, b), "/tool_choice");
  if (given(body.parallel_tool_calls)) b.set("parallelToolCalls", body.parallel_tool_calls, "/parallel_tool_calls");
  if (body.text) {
    const { format, ...rest } = body.text as Json;
    if (isObject(format)) b.set("output", readFormat(format as unknown as NonNullable<NonNullable<ResponsesRequest["text"]>["format"]>, b), "/text/format");
    if (Object.keys(rest).length || !isObject(format)) b.slot("text", rest, "/text");
  }
  if (body.reasoning) {
    const { effort, summary, ...rest } = body.reasoning as Json;
    const r: NonNullable<Settings["reasoning"]> = {};
    if (given(effort)) r.effort = effort as never;
    if (given(summary)) r.summary = summary as never;
    if (Object.keys(r).length) {
      b.set("reasoning", r, "/reasoning");
    }
    if (Object.keys(rest).length || !Object.keys(r).length) b.slot("reasoning", rest, "/reasoning");
  }
  readGeneration(o, NAMES, b);
  b.rest(o, KNOWN);
}

function readChoice(choice: NonNullable<ResponsesRequest["tool_choice"]>, b: SettingsBuilder): ChatToolChoice {
  if (typeof choice === "string") return choice;
  if (choice.type === "function" && Object.keys(choice).length === 2) return { type: "function", name: (choice as { name: string }).name };
  if (choice.type === "allowed_tools") {
    const c = choice as unknown as { mode: "auto" | "required"; tools: Json[] };
    const names = c.tools.map((t) => (t.type === "function" && typeof t.name === "string" && Object.keys(t).length === 2 ? t.name : undefined));
    if (names.every((n) => n !== undefined) && Object.keys(choice).length === 3) return { type: "allowed", mode: c.mode, names: names as string[] };
  }
  return { type: "provider", provider: "responses", choice: b.copy(choice, "/tool_choice") };
}

function readFormat(format: NonNullable<NonNullable<ResponsesRequest["text"]>["format"]>, b: SettingsBuilder): ChatOutputFormat {
  if (format.type !== "json_schema") return { type: format.type };
  const out: ChatOutputFormat = { type: "json_schema", name: format.name, schema: b.copy(format.schema, "/text/format/schema") };
  if (typeof format.description === "string") out.description = format.description;
  if (typeof format.strict === "boolean") out.strict = format.strict;
  return out;
}

/** Writes the settings of a Responses body (the caller adds `input`). */
export function writeResponsesSettings(request: Settings, ctx: WriteContext): Json {
  const out: Json = {};
  const slot = slotOf(request, "responses");
  if (request.model !== undefined) out.model = request.model;
  if (request.instructions !== undefined) out.instructions = request.instructions;
  const tools: Json[] = [];
  (request.tools ?? []).forEach((tool, i) => {
    if (tool.type === "provider") {
      if (tool.provider === "responses") {
        if (takes("responses", { tools: [tool.tool] })) tools.push(ctx.copy(tool.tool));
        else ctx.warn("tool_dropped", `/tools/${i}`, `a responses tool kept as the wire sent it (${toolLabel(tool.tool)}) that a Responses request does not take as it is; left out`);
      }
      else ctx.warn("tool_dropped", `/tools/${i}`, `a ${tool.provider} tool (${toolLabel(tool.tool)}): Responses has no such tool; left out`);
      return;
    }
    tools.push(writeTool(tool, `/tools/${i}`, ctx));
  });
  if (tools.length || request.tools !== undefined) out.tools = tools;
  if (request.toolChoice !== undefined) {
    const choice = writeChoice(request.toolChoice, ctx);
    if (choice !== undefined) out.tool_choice = choice;
  }
  if (request.parallelToolCalls !== undefined) out.parallel_tool_calls = request.parallelToolCalls;
  if (request.output || isObject(slot.text)) {
    const text: Json = isObject(slot.text) ? ctx.copy(slot.text) : {};
    if (request.output) text.format = writeFormat(request.output, ctx);
    out.text = text;
  }
  const reasoning = writeResponsesReasoning(request, ctx, isObject(slot.reasoning) ? slot.reasoning : undefined);
  if (reasoning) out.reasoning = reasoning;
  const consumed = writeGeneration(request, NAMES, out, ctx);
  for (const [k, v] of Object.entries(slot)) if (k !== "text" && k !== "reasoning") out[k] = ctx.copy(v);
  warnOtherSlots(request, ctx, consumed);
  return out;
}

function writeTool(tool: ChatFunctionTool, at: string, ctx: WriteContext): Json {
  const out: Json = { type: "function", name: tool.name };
  if (tool.description !== undefined) out.description = tool.description;
  out.parameters = tool.parameters === undefined ? null : ctx.copy(tool.parameters);
  const mine = tool.providerFields?.responses as Json | undefined;
  // Responses treats an unset strict (null) as strict; the other wires' tools without it are not strict.
  out.strict = tool.strict ?? (mine && has(mine, "strict") ? mine.strict : false);
  if (tool.strict === true) checkOpenAIStrict(tool.parameters ?? {}, `${at}/parameters`, ctx.warn);
  if (mine) for (const k of Object.keys(mine)) if (!has(out, k)) out[k] = ctx.copy(mine[k]);
  warnOtherToolFields(tool, at, ctx);
  return out;
}

function writeChoice(choice: ChatToolChoice, ctx: WriteContext): unknown {
  if (typeof choice === "string") return choice;
  if (choice.type === "function") return { type: "function", name: choice.name };
  if (choice.type === "allowed") return { type: "allowed_tools", mode: choice.mode, tools: choice.names.map((name) => ({ type: "function", name })) };
  if (choice.provider === "responses" && takes("responses", { tool_choice: choice.choice as Json })) return ctx.copy(choice.choice);
  ctx.warn("tool_choice_dropped", "/toolChoice", `a ${choice.provider} tool choice: a Responses request cannot express it; left out (the model decides)`);
  return undefined;
}

function writeFormat(output: ChatOutputFormat, ctx: WriteContext): Json {
  if (output.type !== "json_schema") return { type: output.type };
  const out: Json = { type: "json_schema", name: schemaName(output, ctx), schema: output.schema === undefined ? {} : ctx.copy(output.schema) };
  if (output.schema === undefined) ctx.warn("schema_added", "/output", "Responses requires a schema for a json_schema format and this one has none; it is written with the empty schema {} (any JSON)");
  if (output.description !== undefined) out.description = output.description;
  if (output.strict !== undefined) out.strict = output.strict;
  if (output.strict === true) checkOpenAIStrict(output.schema ?? {}, "/output/schema", ctx.warn);
  return out;
}
