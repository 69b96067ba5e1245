// Conversion failures users of other libraries reported around Gemini thought signatures, parallel
// function responses and tool-result images, each pinned as the behaviour chat-contract gives
// instead (ids from the project's catalogue of failures, reference/dialects.md §2 B and E).
import { describe, expect, it } from "vitest";
import type { ChatCompletionMessage, ChatMessage, GeminiContent, Item, ToolCall } from "../../generated/types.js";
import { convert, fromGeminiContents, stripReasoning, toGeminiContents, type ConversionWarning, type GeminiContentLike } from "../../src/convert/index.js";
import { readResponse } from "../../src/response/read.js";
import { ContractError } from "../../src/validate/issue.js";
import { withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";
const u = (...parts: GeminiContent["parts"]): GeminiContent => ({ role: "user", parts });
const m = (...parts: GeminiContent["parts"]): GeminiContent => ({ role: "model", parts });
/** Each warning as "code path", in order. */
const said = (warnings: ConversionWarning[]) => warnings.map((w) => `${w.code} ${w.path}`);

describe("B: Gemini thought signatures", () => {
  it("B2: a signed call of an UNEXPECTED_TOOL_CALL response comes back with its signature on that call's part", () => {
    const parts = [{ functionCall: { name: "default_api:replaceInFile", args: { path: "a.ts", old: "x", new: "y" } }, thoughtSignature: "CiIBjz1rX1g=" }];
    const response = { candidates: [{ content: { role: "model", parts }, finishReason: "UNEXPECTED_TOOL_CALL", index: 0 }] };
    const read = withWarnings((onWarning) => readResponse(response, { from: "gemini", onWarning }));
    expect(read.warnings).toEqual([]);
    expect(read.out.finishReason).toBe("error");
    expect(read.out.rawFinishReason).toBe("UNEXPECTED_TOOL_CALL");
    expect(read.out.messages).toEqual([{
      role: "assistant", content: "",
      toolCalls: [{ id: "gemini-call-0-0", name: "default_api:replaceInFile", arguments: '{"path":"a.ts","old":"x","new":"y"}', thoughtSignature: "CiIBjz1rX1g=", idGenerated: true }],
    }]);
    const history: ChatMessage[] = [
      { role: "user", content: "Edit the file" },
      ...read.out.messages,
      { role: "tool", toolCallId: "gemini-call-0-0", name: "default_api:replaceInFile", content: "ok" },
    ];
    const written = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
    expect(written.warnings).toEqual([]);
    expect(written.out).toEqual({ contents: [
      u({ text: "Edit the file" }),
      m(...parts),
      u({ functionResponse: { name: "default_api:replaceInFile", response: { output: "ok" } } }),
    ] });
  });

  // chat-contract reads no stream: this pins the accumulated final shape Google describes for
  // streaming (a signature may arrive on a trailing empty text part) through the response reader.
  it("B3: a streamed turn's call signature and its trailing empty-text signature both come back in place", () => {
    const parts = [
      { text: "Let me look." },
      { functionCall: { name: "default_api:get_latest_news_summary", args: {} }, thoughtSignature: "U0lHLTE=" },
      { text: "", thoughtSignature: "U0lHLTI=" },
    ];
    const turn = readResponse({ candidates: [{ content: { role: "model", parts }, finishReason: "STOP" }] }, { from: "gemini" });
    expect(turn.finishReason).toBe("tool_calls");
    expect(turn.messages).toMatchObject([{ toolCalls: [{ id: "gemini-call-0-1", thoughtSignature: "U0lHLTE=" }] }]);
    const history: ChatMessage[] = [
      { role: "user", content: "News?" },
      ...turn.messages,
      { role: "tool", toolCallId: "gemini-call-0-1", name: "default_api:get_latest_news_summary", content: "none" },
    ];
    const back = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
    expect(back.warnings).toEqual([]);
    expect(back.out.contents[1]).toEqual(m(...parts));

    // To Gemini's OpenAI compatibility layer the call's signature travels on the call; the signed
    // empty text has no slot there and is named.
    const contents = [u({ text: "News?" }), m(...parts), u({ functionResponse: { name: "default_api:get_latest_news_summary", response: { output: "none" } } })];
    const cc = withWarnings((onWarning) => convert(contents, { from: "gemini", to: "chat-completions", dialect: "gemini", onWarning }));
    expect(cc.out[1]).toEqual({
      role: "assistant", content: [{ type: "text", text: "Let me look." }, { type: "text", text: "" }],
      tool_calls: [{ id: "gemini-call-1-1", type: "function", function: { name: "default_api:get_latest_news_summary", arguments: "{}" }, extra_content: { google: { thought_signature: "U0lHLTE=" } } }],
    });
    expect(said(cc.warnings)).toEqual(["reasoning_items_dropped /1", "call_id_added /1/parts/1"]);
  });

  it("B4: a call's and its response's different signatures stay each on its own part", () => {
    const contents = [
      u({ text: "Search" }),
      m({ functionCall: { id: "c1", name: "search", args: { q: "x" } }, thoughtSignature: "c2lnLUNBTEw=" }),
      u({ functionResponse: { id: "c1", name: "search", response: { output: "r" } }, thoughtSignature: "c2lnLVJFU1A=" }),
    ];
    const hub = withWarnings((onWarning) => fromGeminiContents(contents, { onWarning }));
    expect(hub.warnings).toEqual([]);
    expect(hub.out.slice(1)).toEqual([
      { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "search", arguments: '{"q":"x"}', thoughtSignature: "c2lnLUNBTEw=" }] },
      { role: "tool", toolCallId: "c1", name: "search", content: "r", providerFields: { provider: "google", fields: { thoughtSignature: "c2lnLVJFU1A=" } } },
    ]);
    const back = withWarnings((onWarning) => toGeminiContents(hub.out, { onWarning }));
    expect(back.warnings).toEqual([]);
    expect(back.out).toEqual({ contents });

    // Written where only the call's signature has a slot, the response's is named, never moved onto the call.
    const cc = withWarnings((onWarning) => convert(contents, { from: "gemini", to: "chat-completions", dialect: "gemini", onWarning }));
    expect(cc.out.slice(1)).toEqual([
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "search", arguments: '{"q":"x"}' }, extra_content: { google: { thought_signature: "c2lnLUNBTEw=" } } }] },
      { role: "tool", tool_call_id: "c1", content: "r" },
    ]);
    expect(said(cc.warnings)).toEqual(["provider_fields_dropped /2/parts/0"]);
  });

  it("B4: a server-side tool's call and result parts keep their different signatures; toolCall/toolResponse parts are refused", () => {
    const contents = [
      u({ text: "Compute 2**10" }),
      m(
        { executableCode: { language: "PYTHON", code: "print(2**10)" }, thoughtSignature: "c2lnLUNPREU=" },
        { codeExecutionResult: { outcome: "OUTCOME_OK", output: "1024\n" }, thoughtSignature: "c2lnLVJFU1VMVA==" },
        { text: "1024" },
      ),
    ];
    const same = withWarnings((onWarning) => convert(contents, { from: "gemini", to: "gemini", onWarning }));
    expect(same.warnings).toEqual([]);
    expect(same.out).toEqual({ contents });

    const serverTool = [u({ text: "q" }), { role: "model", parts: [{ toolCall: { id: "t", toolType: "GOOGLE_SEARCH_WEB", args: {} }, thoughtSignature: "QUFBQQ==" }] }];
    expect(() => fromGeminiContents(serverTool)).toThrow(ContractError);
    expect(() => fromGeminiContents(serverTool)).toThrow(/\/1\/parts\/0: a GeminiPart needs one of the properties/);
  });

  /** Two sequential signed calculator steps, each answered. */
  const steps = [
    u({ text: "What is (3+4)*5?" }),
    m({ functionCall: { name: "calculator", args: { expression: "3+4" } }, thoughtSignature: "c3RlcC0x" }),
    u({ functionResponse: { name: "calculator", response: { output: "7" } } }),
    m({ functionCall: { name: "calculator", args: { expression: "7*5" } }, thoughtSignature: "c3RlcC0y" }),
    u({ functionResponse: { name: "calculator", response: { output: "35" } } }),
  ];

  it("B5: an agent's sequential calculator steps come back each with its own signature, also through Chat Completions", () => {
    const same = withWarnings((onWarning) => convert(steps, { from: "gemini", to: "gemini", onWarning }));
    expect(same.warnings).toEqual([]);
    expect(same.out).toEqual({ contents: steps });

    const cc = convert(steps, { from: "gemini", to: "chat-completions", dialect: "gemini" });
    expect(cc.flatMap((msg) => (msg.role === "assistant" ? (msg.tool_calls ?? []).map((c) => ("extra_content" in c ? c.extra_content : undefined)) : []))).toEqual([
      { google: { thought_signature: "c3RlcC0x" } },
      { google: { thought_signature: "c3RlcC0y" } },
    ]);
    const back = withWarnings((onWarning) => convert(cc, { from: "chat-completions", to: "gemini", onWarning }));
    expect(back.warnings).toEqual([]);
    expect(back.out.contents[1]).toEqual(m({ functionCall: { id: "gemini-call-1-0", name: "calculator", args: { expression: "3+4" } }, thoughtSignature: "c3RlcC0x" }));
    expect(back.out.contents[3]).toEqual(m({ functionCall: { id: "gemini-call-3-0", name: "calculator", args: { expression: "7*5" } }, thoughtSignature: "c3RlcC0y" }));
  });

  it("B5: through Claude the signatures cannot travel: dropped there, each unsigned step named on the way back", () => {
    const claude = withWarnings((onWarning) => convert(steps, { from: "gemini", to: "claude", onWarning }));
    expect(said(claude.warnings)).toEqual([
      "call_id_added /1/parts/0", "thought_signature_dropped /1/parts/0/thoughtSignature",
      "call_id_added /3/parts/0", "thought_signature_dropped /3/parts/0/thoughtSignature",
    ]);
    const left = withWarnings((onWarning) => convert(claude.out, { from: "claude", to: "gemini", onWarning }));
    expect(said(left.warnings)).toEqual(["thought_signature_missing /messages/1/content/0", "thought_signature_missing /messages/3/content/0"]);
    expect(JSON.stringify(left.out)).not.toContain("thoughtSignature");
    const dummy = withWarnings((onWarning) => convert(claude.out, { from: "claude", to: "gemini", missingSignatures: "dummy", onWarning }));
    expect(said(dummy.warnings)).toEqual(["thought_signature_dummy /messages/1/content/0", "thought_signature_dummy /messages/3/content/0"]);
    expect(dummy.out.contents[3]).toEqual(m({ functionCall: { id: "gemini-call-3-0", name: "calculator", args: { expression: "7*5" } }, thoughtSignature: "skip_thought_signature_validator" }));
  });

  // Gemini 3 cannot turn thinking off; a request without thinking still needs the call signatures.
  it("B6: stripping reasoning for a no-thinking request keeps each call's signature", () => {
    const contents = [
      u({ text: "Weather?" }),
      m({ text: "Call weather.", thought: true }, { functionCall: { name: "weather", args: {} }, thoughtSignature: "d2VhdGhlcg==" }),
      u({ functionResponse: { name: "weather", response: { output: "18C" } } }),
    ];
    const stripped = stripReasoning(fromGeminiContents(contents));
    expect(stripped[1]).toEqual({ role: "assistant", content: "", toolCalls: [{ id: "gemini-call-1-1", name: "weather", arguments: "{}", thoughtSignature: "d2VhdGhlcg==", idGenerated: true }] });
    const out = withWarnings((onWarning) => toGeminiContents(stripped, { onWarning }));
    expect(out.warnings).toEqual([]);
    expect(out.out.contents[1]).toEqual(m({ functionCall: { name: "weather", args: {} }, thoughtSignature: "d2VhdGhlcg==" }));
  });

  it("B6: a signature that rode on the thought part (Gemini 2.5) goes with the stripped reasoning, and the unsigned call is named", () => {
    const contents = [
      u({ text: "Weather?" }),
      m({ text: "Call weather.", thought: true, thoughtSignature: "dGhvdWdodA==" }, { functionCall: { name: "weather", args: {} } }),
      u({ functionResponse: { name: "weather", response: { output: "18C" } } }),
    ];
    const out = withWarnings((onWarning) => toGeminiContents(stripReasoning(fromGeminiContents(contents)), { onWarning }));
    expect(out.out.contents[1]).toEqual(m({ functionCall: { name: "weather", args: {} } }));
    expect(said(out.warnings)).toEqual(["thought_signature_missing /1/toolCalls/0"]);
  });

  // Mastra #10233: a second spelling of the same call took a path that dropped its metadata. Here the
  // second spelling is google-genai Python's proto field names (model_dump()).
  it("B7: a call spelled in proto names keeps its thought_signature, and is written back in that spelling", () => {
    const contents: GeminiContentLike[] = [
      { role: "user", parts: [{ text: "Weather?" }] },
      { role: "model", parts: [{ function_call: { name: "weather", args: { city: "Paris" } }, thought_signature: "d2VhdGhlcg==" }] },
      { role: "user", parts: [{ function_response: { name: "weather", response: { output: "18C" } } }] },
    ];
    const hub = fromGeminiContents(contents);
    expect(hub[1]).toEqual({
      role: "assistant", content: "",
      toolCalls: [{ id: "gemini-call-1-0", name: "weather", arguments: '{"city":"Paris"}', thoughtSignature: "d2VhdGhlcg==", idGenerated: true, providerFields: { provider: "google", fields: { spelling: { proto: ["function_call", "thought_signature"] } } } }],
    });
    const same = withWarnings((onWarning) => convert(contents, { from: "gemini", to: "gemini", onWarning }));
    expect(same.warnings).toEqual([]);
    expect(same.out).toEqual({ contents });
    const cc = convert(contents, { from: "gemini", to: "chat-completions", dialect: "gemini" });
    expect(cc[1]).toEqual({ role: "assistant", content: null, tool_calls: [{ id: "gemini-call-1-0", type: "function", function: { name: "weather", arguments: '{"city":"Paris"}' }, extra_content: { google: { thought_signature: "d2VhdGhlcg==" } } }] });
  });

  it("B8: a signature changed in storage (re-quoted, a newline added, truncated) is not sent, and both losses are named", () => {
    for (const changed of ['"Q2lJQg=="', "Q2lJQg==\n", "Q2lJQg="]) {
      const history: ChatMessage[] = [
        { role: "user", content: "Weather?" },
        { role: "assistant", content: "", toolCalls: [{ id: "c1", name: "weather", arguments: "{}", thoughtSignature: changed }] },
        { role: "tool", toolCallId: "c1", name: "weather", content: "18C" },
      ];
      const out = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
      expect(out.out.contents[1]).toEqual(m({ functionCall: { id: "c1", name: "weather", args: {} } }));
      expect(said(out.warnings)).toEqual(["thought_signature_missing /1/toolCalls/0", "invalid_thought_signature /1/toolCalls/0/thoughtSignature"]);
    }
    const corrupted = [u({ text: "Weather?" }), m({ functionCall: { name: "weather", args: {} }, thoughtSignature: "not base64!" }), u({ functionResponse: { name: "weather", response: { output: "18C" } } })];
    const replayed = withWarnings((onWarning) => convert(corrupted, { from: "gemini", to: "gemini", onWarning }));
    expect(replayed.out.contents[1]).toEqual(m({ functionCall: { name: "weather", args: {} } }));
    expect(said(replayed.warnings)).toEqual(["thought_signature_missing /1/parts/0", "invalid_thought_signature /1/parts/0/thoughtSignature"]);
  });

  it("B8: OpenRouter's google-gemini-v1 reasoning_details and another provider's reasoning items are never sent to Gemini", () => {
    const openrouter: ChatCompletionMessage[] = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_49231", type: "function", function: { name: "weather", arguments: "{}" } }],
        reasoning_details: [
          { type: "reasoning.text", index: 0, format: "google-gemini-v1", text: "thinking" },
          { type: "reasoning.encrypted", index: 0, format: "google-gemini-v1", id: "call_49231", data: "c2lnQg==" },
        ] },
      { role: "tool", tool_call_id: "call_49231", content: "18C" },
    ];
    const out = withWarnings((onWarning) => convert(openrouter, { from: "chat-completions", to: "gemini", onWarning }));
    expect(out.out.contents[1]).toEqual(m({ functionCall: { id: "call_49231", name: "weather", args: {} } }));
    expect(said(out.warnings)).toEqual(["thought_signature_missing /1/tool_calls/0", "reasoning_details_dropped /1/reasoning_details"]);

    const claude: ChatMessage[] = [
      { role: "user", content: "q" },
      { role: "assistant", content: "a", reasoningItems: { provider: "anthropic", items: [{ type: "thinking", thinking: "t", signature: "EqQBCkgIARAB" }] } },
    ];
    const fromClaude = withWarnings((onWarning) => toGeminiContents(claude, { onWarning }));
    expect(fromClaude.out).toEqual({ contents: [u({ text: "q" }), m({ text: "a" })] });
    expect(said(fromClaude.warnings)).toEqual(["reasoning_items_dropped /1/reasoningItems"]);
  });
});

describe("B: Gemini parallel function responses", () => {
  const paris: ToolCall = { id: "c1", name: "weather", arguments: '{"city":"Paris"}', thoughtSignature: "c2lnLUE=" };
  const rome: ToolCall = { id: "c2", name: "weather", arguments: '{"city":"Rome"}' };
  const calls: ChatMessage = { role: "assistant", content: "", toolCalls: [paris, rome] };
  const batch = m(
    { functionCall: { id: "c1", name: "weather", args: { city: "Paris" } }, thoughtSignature: "c2lnLUE=" },
    { functionCall: { id: "c2", name: "weather", args: { city: "Rome" } } },
  );
  const answers = u(
    { functionResponse: { id: "c1", name: "weather", response: { output: "18C" } } },
    { functionResponse: { id: "c2", name: "weather", response: { output: "24C" } } },
  );

  it("B11: two tool messages answering one batch are written as one content, in call order", () => {
    const history: ChatMessage[] = [
      { role: "user", content: "Weather?" }, calls,
      { role: "tool", toolCallId: "c1", name: "weather", content: "18C" },
      { role: "tool", toolCallId: "c2", name: "weather", content: "24C" },
    ];
    const out = withWarnings((onWarning) => toGeminiContents(history, { onWarning }));
    expect(out.warnings).toEqual([]);
    expect(out.out).toEqual({ contents: [u({ text: "Weather?" }), batch, answers] });

    const reversed = withWarnings((onWarning) => toGeminiContents([history[0]!, calls, history[3]!, history[2]!], { onWarning }));
    expect(reversed.out).toEqual({ contents: [u({ text: "Weather?" }), batch, answers] });
    expect(said(reversed.warnings)).toEqual(["tool_results_reordered /2"]);
  });

  it("B11: Gemini input with the responses split over two contents is written as one content, the join named (strict refuses it)", () => {
    const split = [
      u({ text: "Weather?" }),
      m({ functionCall: { name: "weather", args: { city: "Paris" } }, thoughtSignature: "c2lnLUE=" }, { functionCall: { name: "weather", args: { city: "Rome" } } }),
      u({ functionResponse: { name: "weather", response: { output: "18C" } } }),
      u({ functionResponse: { name: "weather", response: { output: "24C" } } }),
    ];
    const out = withWarnings((onWarning) => convert(split, { from: "gemini", to: "gemini", onWarning }));
    expect(out.out.contents).toEqual([split[0], split[1], u(...split[2]!.parts, ...split[3]!.parts)]);
    expect(said(out.warnings)).toEqual(["contents_merged /3/parts/0"]);
    expect(() => convert(split, { from: "gemini", to: "gemini", strict: true })).toThrow(/2 function call\(s\)/);
  });

  it("B11: a parallel batch from Chat Completions or Claude gets one content of responses", () => {
    const cc: ChatCompletionMessage[] = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, tool_calls: [
        { id: "c1", type: "function", function: { name: "weather", arguments: '{"city":"Paris"}' }, extra_content: { google: { thought_signature: "c2lnLUE=" } } },
        { id: "c2", type: "function", function: { name: "weather", arguments: '{"city":"Rome"}' } },
      ] },
      { role: "tool", tool_call_id: "c1", content: "18C" },
      { role: "tool", tool_call_id: "c2", content: "24C" },
    ];
    const fromCc = withWarnings((onWarning) => convert(cc, { from: "chat-completions", to: "gemini", onWarning }));
    expect(fromCc.warnings).toEqual([]);
    expect(fromCc.out).toEqual({ contents: [u({ text: "Weather?" }), batch, answers] });

    const claude = { messages: [
      { role: "user" as const, content: "Weather?" },
      { role: "assistant" as const, content: [{ type: "tool_use" as const, id: "c1", name: "weather", input: { city: "Paris" } }, { type: "tool_use" as const, id: "c2", name: "weather", input: { city: "Rome" } }] },
      { role: "user" as const, content: [{ type: "tool_result" as const, tool_use_id: "c1", content: "18C" }, { type: "tool_result" as const, tool_use_id: "c2", content: "24C" }] },
    ] };
    const fromClaude = withWarnings((onWarning) => convert(claude, { from: "claude", to: "gemini", onWarning }));
    expect(fromClaude.out.contents[2]).toEqual(answers);
    expect(said(fromClaude.warnings)).toEqual(["thought_signature_missing /messages/1/content/0"]);
  });

  it("B12: a parallel batch is written FC1+signature, FC2, then FR1, FR2", () => {
    const out = toGeminiContents([{ role: "user", content: "Weather?" }, calls, { role: "tool", toolCallId: "c1", name: "weather", content: "18C" }, { role: "tool", toolCallId: "c2", name: "weather", content: "24C" }]);
    expect(out.contents.slice(1)).toEqual([batch, answers]);
  });

  it("B12: calls and responses interleaved in the history are written as two steps, and the unsigned second step is named", () => {
    const interleaved: ChatMessage[] = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: "", toolCalls: [paris] },
      { role: "tool", toolCallId: "c1", name: "weather", content: "18C" },
      { role: "assistant", content: "", toolCalls: [rome] },
      { role: "tool", toolCallId: "c2", name: "weather", content: "24C" },
    ];
    const out = withWarnings((onWarning) => toGeminiContents(interleaved, { onWarning }));
    expect(out.out.contents.map((c) => c.parts.map((p) => Object.keys(p)[0]))).toEqual([["text"], ["functionCall"], ["functionResponse"], ["functionCall"], ["functionResponse"]]);
    expect(out.out.contents[1]).toEqual(m(batch.parts[0]!));
    expect(said(out.warnings)).toEqual(["thought_signature_missing /3/toolCalls/0"]);
  });

  it("B12: Responses items with calls and outputs interleaved stay two steps; grouped calls get their outputs grouped in call order", () => {
    const user: Item = { type: "message", role: "user", content: "Weather?" };
    const fc1: Item = { type: "function_call", call_id: "c1", name: "weather", arguments: '{"city":"Paris"}' };
    const fc2: Item = { type: "function_call", call_id: "c2", name: "weather", arguments: '{"city":"Rome"}' };
    const out1: Item = { type: "function_call_output", call_id: "c1", output: "18C" };
    const out2: Item = { type: "function_call_output", call_id: "c2", output: "24C" };
    const interleaved = withWarnings((onWarning) => convert([user, fc1, out1, fc2, out2], { from: "items", to: "gemini", onWarning }));
    expect(interleaved.out.contents).toEqual([
      u({ text: "Weather?" }),
      m({ functionCall: { id: "c1", name: "weather", args: { city: "Paris" } } }), u(answers.parts[0]!),
      m({ functionCall: { id: "c2", name: "weather", args: { city: "Rome" } } }), u(answers.parts[1]!),
    ]);
    expect(said(interleaved.warnings)).toEqual(["thought_signature_missing /1", "thought_signature_missing /3"]);
    const grouped = withWarnings((onWarning) => convert([user, fc1, fc2, out2, out1], { from: "items", to: "gemini", onWarning }));
    expect(grouped.out.contents).toEqual([
      u({ text: "Weather?" }),
      m({ functionCall: { id: "c1", name: "weather", args: { city: "Paris" } } }, { functionCall: { id: "c2", name: "weather", args: { city: "Rome" } } }),
      answers,
    ]);
    expect(said(grouped.warnings)).toEqual(["thought_signature_missing /1", "tool_results_reordered /3"]);
  });
});

describe("E: tool results with images", () => {
  const user: Item = { type: "message", role: "user", content: "Screenshot please" };
  const call: Item = { type: "function_call", call_id: "c1", name: "screenshot", arguments: "{}" };

  it("E2: a Responses tool output of text and a base64 image becomes Gemini and Claude image parts, never text", () => {
    const items: Item[] = [user, call, { type: "function_call_output", call_id: "c1", output: [
      { type: "input_text", text: "done" },
      { type: "input_image", detail: "original", image_url: `data:image/png;base64,${PNG}` },
    ] }];
    const gemini = withWarnings((onWarning) => convert(items, { from: "items", to: "gemini", onWarning }));
    expect(gemini.out.contents[2]).toEqual(u({ functionResponse: { id: "c1", name: "screenshot", response: { output: "done" }, parts: [{ inlineData: { mimeType: "image/png", data: PNG } }] } }));
    expect(said(gemini.warnings)).toEqual(["thought_signature_missing /1", "field_dropped /2/output/1"]);

    const claude = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", onWarning }));
    expect(claude.out.messages[2]).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: [
      { type: "text", text: "done" },
      { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
    ] }] });
    expect(said(claude.warnings)).toEqual(["detail_dropped /2/output/1"]);
  });

  it("E2: a Claude tool_result image becomes a Responses input_image and a Gemini functionResponse part", () => {
    const claude = { messages: [
      { role: "user" as const, content: "Screenshot please" },
      { role: "assistant" as const, content: [{ type: "tool_use" as const, id: "toolu_1", name: "screenshot", input: {} }] },
      { role: "user" as const, content: [{ type: "tool_result" as const, tool_use_id: "toolu_1", content: [
        { type: "text" as const, text: "done" },
        { type: "image" as const, source: { type: "base64" as const, media_type: "image/png" as const, data: PNG } },
      ] }] },
    ] };
    const items = withWarnings((onWarning) => convert(claude, { from: "claude", to: "items", onWarning }));
    expect(items.warnings).toEqual([]);
    expect(items.out[2]).toEqual({ type: "function_call_output", call_id: "toolu_1", output: [
      { type: "input_text", text: "done" },
      { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
    ] });
    const gemini = withWarnings((onWarning) => convert(claude, { from: "claude", to: "gemini", onWarning }));
    expect(gemini.out.contents[2]).toEqual(u({ functionResponse: { id: "toolu_1", name: "screenshot", response: { output: "done" }, parts: [{ inlineData: { mimeType: "image/png", data: PNG } }] } }));
    expect(said(gemini.warnings)).toEqual(["thought_signature_missing /messages/1/content/0"]);
  });

  it("E3: a tool output string that merely looks like a JSON array of image parts stays that string, not parsed", () => {
    const text = JSON.stringify([{ detail: "original", image_url: `data:image/png;base64,${PNG}`, type: "input_image" }]);
    const items: Item[] = [user, call, { type: "function_call_output", call_id: "c1", output: text }];
    const same = withWarnings((onWarning) => convert(items, { from: "items", to: "items", onWarning }));
    expect(same.warnings).toEqual([]);
    expect(same.out[2]).toEqual({ type: "function_call_output", call_id: "c1", output: text });

    const gemini = withWarnings((onWarning) => convert(items, { from: "items", to: "gemini", onWarning }));
    expect(gemini.out.contents[2]).toEqual(u({ functionResponse: { id: "c1", name: "screenshot", response: { output: text } } }));
    expect(said(gemini.warnings)).toEqual(["thought_signature_missing /1"]);

    const claude = withWarnings((onWarning) => convert(items, { from: "items", to: "claude", onWarning }));
    expect(claude.out.messages[2]).toEqual({ role: "user", content: [{ type: "tool_result", tool_use_id: "c1", content: text }] });
    expect(claude.warnings).toEqual([]);

    const cc: ChatCompletionMessage[] = [
      { role: "user", content: "Screenshot please" },
      { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "screenshot", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: text },
    ];
    expect(convert(cc, { from: "chat-completions", to: "items" })[2]).toEqual({ type: "function_call_output", call_id: "c1", output: text });
  });
});
