// Gemini generateContent request bodies ↔ the neutral request's settings (the history is the registry's gemini reader and writer).
import type { ChatFunctionTool, ChatToolChoice, GeminiRequest } from "../../generated/types.js";
import { pointer } from "../convert/warnings.js";
import { dropped, given, has, isObject, slotOf, warnOtherSlots, warnOtherToolFields, type Json, type Settings, type SettingsBuilder, toolLabel, type WriteContext, takes } from "./common.js";
import { fromGeminiParameters, toGeminiJsonSchema, toGeminiParameters } from "./tool-schema.js";
import { writeGeminiThinking } from "./reasoning.js";
import { readGeneration, writeGeneration, type GenerationNames } from "./settings.js";
import { defaultLayout, geminiLayout, groupGeminiTools, isSpelling, layoutOf } from "./spellings.js";

const NAMES: GenerationNames = { maxOutputTokens: "maxOutputTokens", temperature: "temperature", topP: "topP", topK: "topK", stop: "stopSequences", seed: "seed", presencePenalty: "presencePenalty", frequencyPenalty: "frequencyPenalty" };
const KNOWN = new Set(["systemInstruction", "system_instruction", "contents", "tools", "toolConfig", "generationConfig"]);
const DECLARATION_KEYS = new Set(["name", "description", "parameters", "parametersJsonSchema"]);
const GENERATION_KEYS = new Set([...Object.values(NAMES), "responseMimeType", "responseSchema", "responseJsonSchema", "thinkingConfig"]);
const LEVELS = new Set(["MINIMAL", "LOW", "MEDIUM", "HIGH", "XHIGH"]);

/** Where a function's schema goes in Gemini: `parametersJsonSchema` (JSON Schema, the default) or `parameters` (the OpenAPI subset). */
export const GEMINI_SCHEMA_FIELDS = ["parametersJsonSchema", "parameters"] as const;

/** Reads the settings of a Gemini body. */
export function readGeminiSettings(body: GeminiRequest, b: SettingsBuilder): void {
  const o = body as unknown as Json;
  if (body.tools) b.tools("/tools");
  if (body.tools) {
    // Tools grouped otherwise than the writer groups them: the grouping rides in the slot (a spelling).
    const layout = layoutOf(body.tools);
    if (JSON.stringify(layout) !== JSON.stringify(defaultLayout(layout.flatMap((g) => Object.entries(g).flatMap(([k, n]) => Array<string>(n).fill(k)))))) b.slot("tools", layout, "/tools");
  }
  (body.tools ?? []).forEach((tool, i) => {
    const t = tool as unknown as Json;
    for (const key of Object.keys(t)) {
      if (key !== "functionDeclarations") {
        b.tool({ type: "provider", provider: "gemini", tool: { [key]: b.copy(t[key], pointer("tools", i, key)) } }, pointer("tools", i, key));
        continue;
      }
      (tool.functionDeclarations ?? []).forEach((d, j) => readDeclaration(d as unknown as Json, `/tools/${i}/functionDeclarations/${j}`, b));
    }
  });
  const config = body.toolConfig as Json | undefined;
  if (config) {
    const { functionCallingConfig, ...rest } = config;
    if (isObject(functionCallingConfig)) b.set("toolChoice", readChoice(functionCallingConfig, b), "/toolConfig/functionCallingConfig");
    if (Object.keys(rest).length || !isObject(functionCallingConfig)) b.slot("toolConfig", rest, "/toolConfig");
  }
  const generation = body.generationConfig as Json | undefined;
  if (generation) readGenerationConfig(generation, b);
  b.rest(o, KNOWN);
}

function readDeclaration(d: Json, at: string, b: SettingsBuilder): void {
  const out: ChatFunctionTool = { type: "function", name: d.name as string };
  if (typeof d.description === "string") out.description = d.description;
  const fields: Json = {};
  // The neutral schema is the JSON Schema one when there is one, else Gemini's OpenAPI `parameters`
  // read back into JSON Schema; unless the JSON Schema was the only one, the raw fields are kept to write back.
  const json = isObject(d.parametersJsonSchema) || typeof d.parametersJsonSchema === "boolean";
  if (json && typeof d.parametersJsonSchema === "object") out.parameters = b.copy(d.parametersJsonSchema as Json, `${at}/parametersJsonSchema`);
  else if (isObject(d.parameters)) out.parameters = fromGeminiParameters(b.copy(d.parameters, `${at}/parameters`), `${at}/parameters`, b.warn);
  const onlyJson = json && typeof d.parametersJsonSchema === "object" && !has(d, "parameters");
  if (!onlyJson) for (const k of ["parameters", "parametersJsonSchema"]) if (has(d, k)) fields[k] = b.copy(d[k], `${at}/${k}`);
  for (const k of Object.keys(d)) if (!DECLARATION_KEYS.has(k)) fields[k] = b.copy(d[k], `${at}${pointer(k)}`);
  if (Object.keys(fields).length) out.providerFields = { gemini: fields };
  b.tool(out, at);
  const n = b.settings.tools!.length - 1;
  b.at.set(`/tools/${n}/parameters`, isObject(d.parametersJsonSchema) ? `${at}/parametersJsonSchema` : `${at}/parameters`);
  for (const k of Object.keys(fields)) b.at.set(pointer("tools", n, "providerFields", "gemini", k), `${at}${pointer(k)}`);
}

function readChoice(c: Json, b: SettingsBuilder): ChatToolChoice {
  const keys = Object.keys(c).sort().join(",");
  const names = Array.isArray(c.allowedFunctionNames) ? (c.allowedFunctionNames as string[]) : undefined;
  if (keys === "mode" && c.mode === "AUTO") return "auto";
  if (keys === "mode" && c.mode === "NONE") return "none";
  if (keys === "mode" && c.mode === "ANY") return "required";
  if (keys === "allowedFunctionNames,mode" && c.mode === "ANY" && names) {
    return names.length === 1 ? { type: "function", name: names[0]! } : { type: "allowed", mode: "required", names: [...names] };
  }
  return { type: "provider", provider: "gemini", choice: b.copy(c, "/toolConfig/functionCallingConfig") };
}

function readGenerationConfig(g: Json, b: SettingsBuilder): void {
  readGeneration(g, NAMES, b, "/generationConfig");
  const rest: Json = {};
  for (const k of Object.keys(g)) if (!GENERATION_KEYS.has(k) || !given(g[k])) rest[k] = b.copy(g[k], `/generationConfig/${k}`);
  const mime = g.responseMimeType;
  const schema = isObject(g.responseJsonSchema) || typeof g.responseJsonSchema === "boolean" ? "responseJsonSchema" : isObject(g.responseSchema) ? "responseSchema" : undefined;
  if (mime === "application/json" && schema) {
    const value = schema === "responseJsonSchema" ? b.copy(g.responseJsonSchema as Json, "/generationConfig/responseJsonSchema") : fromGeminiParameters(b.copy(g.responseSchema, "/generationConfig/responseSchema"), "/generationConfig/responseSchema", b.warn);
    b.set("output", { type: "json_schema", schema: value }, `/generationConfig/${schema}`);
    b.at.set("/output/schema", `/generationConfig/${schema}`);
    if (schema === "responseSchema") rest.responseSchema = b.copy(g.responseSchema, "/generationConfig/responseSchema");
    else if (has(g, "responseSchema")) rest.responseSchema = b.copy(g.responseSchema, "/generationConfig/responseSchema");
  } else if ((mime === "application/json" || mime === "text/plain") && !has(g, "responseSchema") && !has(g, "responseJsonSchema")) {
    b.set("output", { type: mime === "text/plain" ? "text" : "json_object" }, "/generationConfig/responseMimeType");
  } else for (const k of ["responseMimeType", "responseSchema", "responseJsonSchema"]) if (has(g, k)) rest[k] = b.copy(g[k], `/generationConfig/${k}`);
  const thinking = g.thinkingConfig;
  if (isObject(thinking)) {
    const r: NonNullable<Settings["reasoning"]> = {};
    const left: Json = {};
    for (const [k, v] of Object.entries(thinking)) {
      if (k === "thinkingBudget" && typeof v === "number" && v >= -1) r.budgetTokens = v;
      else if (k === "includeThoughts" && typeof v === "boolean") r.includeThoughts = v;
      else if (k === "thinkingLevel" && typeof v === "string" && LEVELS.has(v)) r.effort = v.toLowerCase() as never;
      else left[k] = b.copy(v, `/generationConfig/thinkingConfig/${k}`);
    }
    if (Object.keys(r).length) {
      b.set("reasoning", r, "/generationConfig/thinkingConfig");
      b.at.set("/reasoning/budgetTokens", "/generationConfig/thinkingConfig/thinkingBudget");
      b.at.set("/reasoning/includeThoughts", "/generationConfig/thinkingConfig/includeThoughts");
      b.at.set("/reasoning/effort", "/generationConfig/thinkingConfig/thinkingLevel");
    }
    if (Object.keys(left).length || !Object.keys(r).length) rest.thinkingConfig = left;
  }
  if (Object.keys(rest).length || !Object.keys(g).length) {
    b.slot("generationConfig", rest, "/generationConfig");
    for (const k of Object.keys(rest)) b.at.set(pointer("providerSettings", "gemini", "generationConfig", k), pointer("generationConfig", k));
  }
}

/** Writes the settings of a Gemini body (the caller adds `systemInstruction` and `contents`). */
export function writeGeminiSettings(request: Settings, ctx: WriteContext): Json {
  const out: Json = {};
  const slot = slotOf(request, "gemini");
  const field = (ctx.options.geminiSchema as (typeof GEMINI_SCHEMA_FIELDS)[number] | undefined) ?? "parametersJsonSchema";
  if (request.model !== undefined) dropped(ctx, "/model", `the model ${JSON.stringify(request.model)} (Gemini takes it in the URL, models/{model}:generateContent)`);
  const written: { kind: string; value: Json }[] = [];
  (request.tools ?? []).forEach((tool, i) => {
    if (tool.type === "provider") {
      if (tool.provider === "gemini" && takes("gemini", { tools: [tool.tool] })) written.push({ kind: "builtin", value: ctx.copy(tool.tool) });
      else if (tool.provider === "gemini") ctx.warn("tool_dropped", `/tools/${i}`, `a gemini tool kept as the wire sent it (${toolLabel(tool.tool)}) that Gemini does not take as it is; left out`);
      else ctx.warn("tool_dropped", `/tools/${i}`, `a ${tool.provider} tool (${toolLabel(tool.tool)}): Gemini has no such tool; left out`);
      return;
    }
    written.push({ kind: "functionDeclarations", value: writeDeclaration(tool, `/tools/${i}`, field, ctx) });
  });
  // Grouped as the body read had them (a spelling kept in the slot) while they are still those tools, else one object per run of functions.
  const tools = groupGeminiTools(geminiLayout(request), written);
  if (tools.length || request.tools !== undefined) out.tools = tools;
  const config: Json = isObject(slot.toolConfig) ? ctx.copy(slot.toolConfig) : {};
  const calling = writeChoice(request.toolChoice, ctx);
  if (calling) config.functionCallingConfig = calling;
  if (request.parallelToolCalls !== undefined) dropped(ctx, "/parallelToolCalls", `parallel tool calls ${request.parallelToolCalls} (Gemini has no such setting)`);
  if (isObject(slot.toolConfig) || calling) out.toolConfig = config;
  const generation: Json = isObject(slot.generationConfig) ? ctx.copy(slot.generationConfig) : {};
  const consumed = writeGeneration(request, NAMES, generation, ctx);
  writeOutput(request, generation, ctx);
  const thinking = writeGeminiThinking(request, ctx);
  if (thinking) generation.thinkingConfig = { ...(isObject(generation.thinkingConfig) ? generation.thinkingConfig : {}), ...thinking };
  if (isObject(slot.generationConfig) || Object.keys(generation).length) out.generationConfig = generation;
  for (const [k, v] of Object.entries(slot)) if (k !== "toolConfig" && k !== "generationConfig" && !(k === "tools" && isSpelling(request, "gemini", k))) out[k] = ctx.copy(v);
  warnOtherSlots(request, ctx, consumed);
  return out;
}

function writeDeclaration(tool: ChatFunctionTool, at: string, field: (typeof GEMINI_SCHEMA_FIELDS)[number], ctx: WriteContext): Json {
  const out: Json = { name: tool.name };
  if (tool.description !== undefined) out.description = tool.description;
  const mine = (tool.providerFields?.gemini ?? {}) as Json;
  // A schema read from Gemini goes back as it was read; otherwise the neutral one, lowered for the field chosen.
  const raw = has(mine, "parameters") || has(mine, "parametersJsonSchema");
  if (!raw && tool.parameters !== undefined) {
    out[field] = field === "parameters" ? toGeminiParameters(ctx.copy(tool.parameters), `${at}/parameters`, ctx.warn) : toGeminiJsonSchema(ctx.copy(tool.parameters), `${at}/parameters`, ctx.warn);
  }
  for (const k of Object.keys(mine)) if (!has(out, k)) out[k] = ctx.copy(mine[k]);
  if (tool.strict === true) dropped(ctx, `${at}/strict`, "strict: true (Gemini function declarations have no strict mode)");
  warnOtherToolFields(tool, at, ctx);
  return out;
}

function writeChoice(choice: ChatToolChoice | undefined, ctx: WriteContext): Json | undefined {
  if (choice === undefined) return undefined;
  if (choice === "auto") return { mode: "AUTO" };
  if (choice === "none") return { mode: "NONE" };
  if (choice === "required") return { mode: "ANY" };
  if (choice.type === "function") return { mode: "ANY", allowedFunctionNames: [choice.name] };
  if (choice.type === "allowed") {
    if (choice.mode === "required") return { mode: "ANY", allowedFunctionNames: [...choice.names] };
    ctx.warn("tool_choice_widened", "/toolChoice", `the model may call only ${choice.names.map((n) => JSON.stringify(n)).join(", ")}: Gemini limits the choice to named functions only in mode ANY (a call required); written as mode AUTO (any function of the request)`);
    return { mode: "AUTO" };
  }
  if (choice.provider === "gemini" && takes("gemini", { toolConfig: { functionCallingConfig: choice.choice as Json } })) return ctx.copy(choice.choice as Json);
  ctx.warn("tool_choice_dropped", "/toolChoice", `a ${choice.provider} tool choice: Gemini cannot express it; left out (the model decides)`);
  return undefined;
}

function writeOutput(request: Settings, g: Json, ctx: WriteContext): void {
  const output = request.output;
  if (!output) return;
  g.responseMimeType = output.type === "text" ? "text/plain" : "application/json";
  if (output.type !== "json_schema") return;
  // A responseSchema read from Gemini (kept in the slot, so already in g) goes back as it was read.
  if (!has(g, "responseSchema")) {
    const field = ctx.options.geminiSchema === "parameters" ? "responseSchema" : "responseJsonSchema";
    if (output.schema === undefined) ctx.warn("schema_dropped", "/output", "a json_schema format without a schema: written as JSON mode (responseMimeType application/json)");
    else g[field] = field === "responseSchema" ? toGeminiParameters(ctx.copy(output.schema), "/output/schema", ctx.warn) : toGeminiJsonSchema(ctx.copy(output.schema), "/output/schema", ctx.warn);
  }
  if (output.name !== undefined) dropped(ctx, "/output/name", `the output format's name ${JSON.stringify(output.name)}`);
  if (output.description !== undefined) dropped(ctx, "/output/description", "the output format's description");
  if (output.strict === false) dropped(ctx, "/output/strict", "strict: false (Gemini holds its answer to the schema)");
}
