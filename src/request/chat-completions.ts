// Chat Completions request bodies ↔ the neutral request's settings (the history is the registry's chat-completions reader and writer).
import type { ChatCompletionRequest, ChatFunctionTool, ChatOutputFormat, ChatToolChoice } from "../../generated/types.js";
import { pointer } from "../convert/warnings.js";
import { given, has, isObject, slotOf, warnOtherSlots, warnOtherToolFields, type Json, type Settings, type SettingsBuilder, toolLabel, type WriteContext, takes } from "./common.js";
import { checkOpenAIStrict } from "./tool-schema.js";
import { readGeneration, writeGeneration, type GenerationNames } from "./settings.js";
import { writeReasoningEffort } from "./reasoning.js";
import { isSpelling } from "./spellings.js";

const NAMES: GenerationNames = { maxOutputTokens: "max_completion_tokens", temperature: "temperature", topP: "top_p", stop: "stop", seed: "seed", presencePenalty: "presence_penalty", frequencyPenalty: "frequency_penalty" };
const KNOWN = new Set(["messages", "model", "tools", "tool_choice", "parallel_tool_calls", "response_format", "reasoning_effort", ...Object.values(NAMES)]);
const FUNCTION_KEYS = new Set(["name", "description", "parameters", "strict"]);

/** Reads the settings of a Chat Completions body. */
export function readChatCompletionsSettings(body: ChatCompletionRequest, b: SettingsBuilder): void {
  const o = body as unknown as Json;
  if (typeof o.model === "string") b.set("model", o.model, "/model");
  if (body.tools) b.tools("/tools");
  (body.tools ?? []).forEach((tool, i) => {
    if (tool.type !== "function") return b.tool({ type: "provider", provider: "chatCompletions", tool: b.copy(tool as unknown as Json, `/tools/${i}`) }, `/tools/${i}`);
    const f = tool.function as unknown as Json;
    const out: ChatFunctionTool = { type: "function", name: tool.function.name };
    if (typeof f.description === "string") out.description = f.description;
    if (isObject(f.parameters)) out.parameters = b.copy(f.parameters, `/tools/${i}/function/parameters`);
    if (typeof f.strict === "boolean") out.strict = f.strict;
    const extra = Object.keys(f).filter((k) => !FUNCTION_KEYS.has(k));
    if (extra.length) out.providerFields = { chatCompletions: Object.fromEntries(extra.map((k) => [k, b.copy(f[k], `/tools/${i}/function/${k}`)])) };
    b.tool(out, `/tools/${i}/function`);
    for (const k of extra) b.at.set(pointer("tools", b.settings.tools!.length - 1, "providerFields", "chatCompletions", k), pointer("tools", i, "function", k));
  });
  const choice = body.tool_choice;
  if (choice !== undefined) b.set("toolChoice", readChoice(choice, b), "/tool_choice");
  if (typeof body.parallel_tool_calls === "boolean") b.set("parallelToolCalls", body.parallel_tool_calls, "/parallel_tool_calls");
  if (body.response_format) {
    b.set("output", readFormat(body.response_format, b), "/response_format");
    if (body.response_format.type === "json_schema") for (const k of ["name", "description", "schema", "strict"]) b.at.set(`/output/${k}`, `/response_format/json_schema/${k}`);
  }
  if (given(body.reasoning_effort)) {
    b.set("reasoning", { effort: body.reasoning_effort }, "/reasoning_effort");
    b.at.set("/reasoning/effort", "/reasoning_effort");
  }
  readGeneration(o, NAMES, b);
  // `stop: "x"` is `stop: ["x"]` to every wire; the string spelling rides in the slot, for this wire.
  if (typeof o.stop === "string") b.slot("stop", o.stop, "/stop");
  b.rest(o, KNOWN);
}

function readChoice(choice: NonNullable<ChatCompletionRequest["tool_choice"]>, b: SettingsBuilder): ChatToolChoice {
  if (typeof choice === "string") return choice;
  if (choice.type === "function") return { type: "function", name: choice.function.name };
  if (choice.type === "allowed_tools") {
    const names = (choice.allowed_tools.tools as Json[]).map((t) => (t.type === "function" && isObject(t.function) && Object.keys(t).length === 2 && Object.keys(t.function).length === 1 && typeof t.function.name === "string" ? t.function.name : undefined));
    if (names.every((n) => n !== undefined)) return { type: "allowed", mode: choice.allowed_tools.mode, names: names as string[] };
  }
  return { type: "provider", provider: "chatCompletions", choice: b.copy(choice, "/tool_choice") };
}

function readFormat(format: NonNullable<ChatCompletionRequest["response_format"]>, b: SettingsBuilder): ChatOutputFormat {
  if (format.type !== "json_schema") return { type: format.type };
  const s = format.json_schema;
  const out: ChatOutputFormat = { type: "json_schema", name: s.name };
  if (typeof s.description === "string") out.description = s.description;
  if (s.schema) out.schema = b.copy(s.schema, "/response_format/json_schema/schema");
  if (typeof s.strict === "boolean") out.strict = s.strict;
  return out;
}

/** Writes the settings of a Chat Completions body (the caller adds `messages`). */
export function writeChatCompletionsSettings(request: Settings, ctx: WriteContext): Json {
  const out: Json = {};
  if (request.model !== undefined) out.model = request.model;
  const tools: Json[] = [];
  (request.tools ?? []).forEach((tool, i) => {
    if (tool.type === "provider") {
      if (tool.provider === "chatCompletions") {
        if (takes("chatCompletions", { tools: [tool.tool] })) tools.push(ctx.copy(tool.tool));
        else ctx.warn("tool_dropped", `/tools/${i}`, `a chatCompletions tool kept as the wire sent it (${toolLabel(tool.tool)}) that a Chat Completions request does not take as it is; left out`);
      }
      else ctx.warn("tool_dropped", `/tools/${i}`, `a ${tool.provider} tool (${toolLabel(tool.tool)}): Chat Completions has no such tool; left out`);
      return;
    }
    tools.push({ type: "function", function: writeFunction(tool, `/tools/${i}`, ctx) });
  });
  if (tools.length || request.tools !== undefined) out.tools = tools;
  if (request.toolChoice !== undefined) {
    const choice = writeChoice(request.toolChoice, ctx);
    if (choice !== undefined) out.tool_choice = choice;
  }
  if (request.parallelToolCalls !== undefined) out.parallel_tool_calls = request.parallelToolCalls;
  if (request.output) out.response_format = writeFormat(request.output, ctx);
  writeReasoningEffort(request, ctx, out, "reasoning_effort");
  const consumed = writeGeneration(request, NAMES, out, ctx);
  const slot = slotOf(request, "chatCompletions");
  // A string stop is written as it was read while the neutral list is still that one string; a changed list wins.
  const stale = typeof slot.stop === "string" && given(request.stop) && !isSpelling(request, "chatCompletions", "stop");
  for (const [k, v] of Object.entries(slot)) if (!(k === "stop" && stale)) out[k] = ctx.copy(v);
  warnOtherSlots(request, ctx, consumed);
  return out;
}

/** An OpenAI function definition (Chat Completions `function`, or the Responses tool's fields). */
export function writeFunction(tool: ChatFunctionTool, at: string, ctx: WriteContext): Json {
  const f: Json = { name: tool.name };
  if (tool.description !== undefined) f.description = tool.description;
  if (tool.parameters !== undefined) f.parameters = ctx.copy(tool.parameters);
  if (tool.strict !== undefined) f.strict = tool.strict;
  if (tool.strict === true) checkOpenAIStrict(tool.parameters ?? {}, `${at}/parameters`, ctx.warn);
  const mine = tool.providerFields?.[ctx.wire] as Json | undefined;
  if (mine) for (const k of Object.keys(mine)) if (!has(f, k)) f[k] = ctx.copy(mine[k]);
  warnOtherToolFields(tool, at, ctx);
  return f;
}

function writeChoice(choice: ChatToolChoice, ctx: WriteContext): unknown {
  if (typeof choice === "string") return choice;
  if (choice.type === "function") return { type: "function", function: { name: choice.name } };
  if (choice.type === "allowed") return { type: "allowed_tools", allowed_tools: { mode: choice.mode, tools: choice.names.map((name) => ({ type: "function", function: { name } })) } };
  if (choice.provider === ctx.wire && takes(ctx.wire, { tool_choice: choice.choice as Json })) return ctx.copy(choice.choice);
  ctx.warn("tool_choice_dropped", "/toolChoice", `a ${choice.provider} tool choice: a ${ctx.wire === "chatCompletions" ? "Chat Completions" : "Responses"} request cannot express it; left out (the model decides)`);
  return undefined;
}

/** The `json_schema` name OpenAI requires, made up when the request has none (and said). */
export function schemaName(output: Extract<ChatOutputFormat, { type: "json_schema" }>, ctx: WriteContext): string {
  if (output.name !== undefined) return output.name;
  ctx.warn("name_added", "/output", `OpenAI requires a name for a json_schema format and this one has none; it is written with the name "response"`);
  return "response";
}

function writeFormat(output: ChatOutputFormat, ctx: WriteContext): Json {
  if (output.type !== "json_schema") return { type: output.type };
  const s: Json = { name: schemaName(output, ctx) };
  if (output.description !== undefined) s.description = output.description;
  if (output.schema !== undefined) s.schema = ctx.copy(output.schema);
  if (output.strict !== undefined) s.strict = output.strict;
  if (output.strict === true) checkOpenAIStrict(output.schema ?? {}, "/output/schema", ctx.warn);
  return { type: "json_schema", json_schema: s };
}
