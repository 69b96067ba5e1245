// checkConversation over every format: each vendor rule, one case that breaks it and its issue.
import { describe, expect, it } from "vitest";
import { CHAT_COMPLETIONS_RULES, CLAUDE_RULES, ContractError, GEMINI_RULES, ITEMS_RULES, checkConversation } from "../../src/index.js";

const at = (issues: { path: string; code: string }[]) => issues.map((i) => `${i.code} ${i.path}`);
const call = (id: string) => ({ id, type: "function" as const, function: { name: "f", arguments: "{}" } });

describe("checkConversation, format by format", () => {
  it.each([
    ["items: an input_file with file_data and no filename", [{ role: "user", content: [{ type: "input_file", file_data: "data:application/pdf;base64,JVBE" }] }], {}, ["filename_required /0/content/0"]],
    ["items: the pairing rules as before", [{ type: "function_call_output", call_id: "c1", output: "1" }], {}, ["orphan_output /0"]],
    ["chat: pairing", [{ role: "tool", toolCallId: "c", name: "f", content: "1" }], { format: "chat" }, ["orphan_output /0/toolCallId"]],
    ["chat-completions: tool calls not followed by their tool messages", [
      { role: "assistant", content: null, tool_calls: [call("a")] }, { role: "assistant", content: null, tool_calls: [call("b")] },
      { role: "tool", tool_call_id: "a", content: "1" }, { role: "tool", tool_call_id: "b", content: "2" },
    ], { format: "chat-completions" }, ["tool_calls_unanswered /0/tool_calls/0", "tool_message_without_call /2"]],
    ["chat-completions: content []", [{ role: "user", content: [] }], { format: "chat-completions" }, ["empty_content /0/content"]],
    ["chat-completions (openai): a call with an empty name, a deprecated function_call too", [
      { role: "assistant", content: null, tool_calls: [{ id: "c", type: "function", function: { name: "", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c", content: "1" },
      { role: "assistant", content: null, function_call: { name: "", arguments: "{}" } },
    ], { format: "chat-completions" }, ["tool_name_empty /0/tool_calls/0/function/name", "tool_name_empty /2/function_call/name"]],
    ["chat-completions (openrouter): an empty call name is not OpenAI's rule there", [
      { role: "assistant", content: null, function_call: { name: "", arguments: "{}" } },
    ], { format: "chat-completions", dialect: "openrouter" }, []],
    ["chat-completions (openai): a text file and a PDF without filename", [{ role: "user", content: [
      { type: "file", file: { file_data: "data:text/plain;base64,aGk=", filename: "a.txt" } }, { type: "file", file: { file_data: "data:application/pdf;base64,JVBE" } },
    ] }], { format: "chat-completions" }, ["file_type_unsupported /0/content/0", "filename_required /0/content/1"]],
    ["chat-completions (deepseek): an image part", [{ role: "user", content: [{ type: "image_url", image_url: { url: "https://a/b.png" } }] }], { format: "chat-completions", dialect: "deepseek" }, ["content_part_unsupported /0/content/0"]],
    ["chat-completions (openrouter): the same image passes", [{ role: "user", content: [{ type: "image_url", image_url: { url: "https://a/b.png" } }] }], { format: "chat-completions", dialect: "openrouter" }, []],
    ["claude: empty content, an empty text block, an empty signature", { messages: [
      { role: "user", content: [] }, { role: "assistant", content: [{ type: "thinking", thinking: "t", signature: "" }, { type: "text", text: "" }] }, { role: "user", content: "ok" },
    ] }, { format: "claude" }, ["empty_content /messages/0/content", "invalid_signature /messages/1/content/0/signature", "empty_content /messages/1/content/1"]],
    ["claude: final whitespace", [{ role: "user", content: "hi" }, { role: "assistant", content: [{ type: "text", text: "a\n" }] }], { format: "claude" }, ["trailing_whitespace /1/content/0/text"]],
    ["claude: a final assistant message may be empty (prefill)", [{ role: "user", content: "hi" }, { role: "assistant", content: "" }], { format: "claude" }, []],
    ["claude: a result after text, a second result, and a result for no call", [
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] },
      { role: "user", content: [{ type: "text", text: "here" }, { type: "tool_result", tool_use_id: "t1" }, { type: "tool_result", tool_use_id: "t1" }, { type: "tool_result", tool_use_id: "t9" }] },
    ], { format: "claude" }, ["tool_results_first /1/content/1", "tool_results_first /1/content/2", "duplicate_tool_result /1/content/2/tool_use_id", "tool_results_first /1/content/3", "tool_result_without_tool_use /1/content/3/tool_use_id"]],
    ["claude: a call the next user message does not answer", [
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] }, { role: "user", content: "never mind" },
    ], { format: "claude" }, ["tool_use_without_tool_result /0/content/0"]],
    ["claude: results in the second of two user messages in a row still answer", [
      { role: "assistant", content: [{ type: "tool_use", id: "t1", name: "f", input: {} }] }, { role: "user", content: "wait" }, { role: "user", content: [{ type: "tool_result", tool_use_id: "t1" }] },
    ], { format: "claude" }, []],
    ["claude: a system-role message", [{ role: "user", content: "a" }, { role: "system", content: "b" }, { role: "user", content: "c" }], { format: "claude" }, ["system_role_message /1"]],
    ["gemini: empty parts, a corrupted signature", { systemInstruction: { parts: [] }, contents: [{ role: "user", parts: [] }, { role: "model", parts: [{ text: "a", thoughtSignature: "not!valid!!signature@@" }] }] },
      { format: "gemini" }, ["empty_parts /contents/0/parts", "invalid_thought_signature /contents/1/parts/0/thoughtSignature", "empty_parts /systemInstruction/parts"]],
    ["gemini: responses split across two contents", [
      { role: "model", parts: [{ functionCall: { name: "a", args: {} } }, { functionCall: { name: "b", args: {} } }] },
      { role: "user", parts: [{ functionResponse: { name: "a", response: {} } }] }, { role: "user", parts: [{ functionResponse: { name: "b", response: {} } }] },
    ], { format: "gemini" }, ["function_response_count /1/parts", "function_response_without_call /2/parts/0/functionResponse"]],
    ["gemini: a response whose id no call has", [
      { role: "model", parts: [{ functionCall: { id: "c1", name: "a", args: {} } }] }, { role: "user", parts: [{ functionResponse: { id: "c9", name: "a", response: {} } }] },
    ], { format: "gemini" }, ["function_response_without_call /1/parts/0/functionResponse/id"]],
  ] as const)("%s", (_name, input, options, want) => {
    expect(at(checkConversation(input as never, options as never))).toEqual(want);
  });

  it("an invalid document reports the schema's issues instead", () => {
    expect(at(checkConversation([{ role: "user" }] as never, { format: "claude" }))).toEqual(["missing_property /0/content"]);
  });

  it("--dialect is an option of chat-completions only, and the format is one the registry has", () => {
    expect(() => checkConversation([] as never, { format: "claude", dialect: "deepseek" } as never)).toThrow(ContractError);
    expect(() => checkConversation([] as never, { format: "responses" } as never)).toThrow(/options\/format/);
  });

  it("each rule table is frozen, and every code of a table is one a check reports", () => {
    for (const table of [ITEMS_RULES, CHAT_COMPLETIONS_RULES, CLAUDE_RULES, GEMINI_RULES]) {
      expect(Object.isFrozen(table)).toBe(true);
      for (const rule of table) expect(Object.isFrozen(rule)).toBe(true);
    }
    expect(() => (ITEMS_RULES as unknown as unknown[]).push({})).toThrow(TypeError);
  });
});
