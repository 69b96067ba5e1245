import { describe, expect, it } from "vitest";
import { checkChatHistory, checkConversation, type ChatMessage, type ConversationOptions, type Item } from "../../src/index.js";

const user = (content: string): Item => ({ type: "message", role: "user", content });
const call = (call_id: string, name = "get_weather"): Item => ({ type: "function_call", call_id, name, arguments: "{}" });
const output = (call_id: string): Item => ({ type: "function_call_output", call_id, output: "ok" });
const reasoning = (id: string): Item => ({ type: "reasoning", id, summary: [] });
const answer: Item = { type: "message", role: "assistant", content: "done" };
/** A call of each hosted or client-run tool kind and the output that answers it. */
const hostedPairs: [Item, Item][] = [
  [{ type: "computer_call", id: "cu_1", call_id: "cc1", status: "completed", pending_safety_checks: [], action: { type: "screenshot" } },
    { type: "computer_call_output", call_id: "cc1", output: { type: "computer_screenshot", file_id: "file-1" } }],
  [{ type: "local_shell_call", id: "lsh_1", call_id: "ls1", status: "completed", action: { type: "exec", command: ["ls"], env: {} } },
    { type: "local_shell_call_output", id: "ls1", output: "a.txt" }],
  [{ type: "shell_call", call_id: "sh1", action: { commands: ["ls"] } },
    { type: "shell_call_output", call_id: "sh1", output: [{ stdout: "a.txt", stderr: "", outcome: { type: "exit", exit_code: 0 } }] }],
  [{ type: "apply_patch_call", call_id: "ap1", status: "completed", operation: { type: "delete_file", path: "a.txt" } },
    { type: "apply_patch_call_output", call_id: "ap1", status: "completed" }],
  [{ type: "mcp_approval_request", id: "mcpr_1", server_label: "gh", name: "list", arguments: "{}" },
    { type: "mcp_approval_response", approval_request_id: "mcpr_1", approve: true }],
  [{ type: "custom_tool_call", call_id: "ct1", name: "sql", input: "select 1" },
    { type: "custom_tool_call_output", call_id: "ct1", output: "1" }],
  [{ type: "program", id: "prog_1", call_id: "pg1", code: "return 1", fingerprint: "fp" },
    { type: "program_output", id: "progo_1", call_id: "pg1", result: "1", status: "completed" }],
];

const cases: [string, { given: Item[]; options?: ConversationOptions; want: [path: string, code: string][] }][] = [
  ["a paired conversation has no issues", { given: [user("hi"), reasoning("rs_1"), call("c1"), output("c1"), answer], want: [] }],
  ["output with no earlier call", { given: [user("hi"), output("c9")], want: [["/1", "orphan_output"]] }],
  ["output before its call is still an orphan", { given: [output("c1"), call("c1")], want: [["/0", "orphan_output"], ["/1", "unanswered_call"]] }],
  ["call unanswered before the next user message", { given: [user("a"), call("c1"), user("b")], want: [["/1", "unanswered_call"]] }],
  ["call unanswered at the end", { given: [user("a"), call("c1")], want: [["/1", "unanswered_call"]] }],
  ["pending calls allowed at the end", { given: [user("a"), call("c1")], options: { allowPendingCalls: true }, want: [] }],
  ["pending calls still flagged before a user turn", { given: [call("c1"), user("b")], options: { allowPendingCalls: true }, want: [["/0", "unanswered_call"]] }],
  ["two calls with one call_id", { given: [call("c1"), call("c1"), output("c1")], want: [["/1", "duplicate_call_id"]] }],
  ["two outputs for one call", { given: [call("c1"), output("c1"), output("c1")], want: [["/2", "duplicate_output"]] }],
  ["two items with one id", {
    given: [reasoning("rs_1"), answer, reasoning("rs_1"), answer],
    want: [["/2/id", "duplicate_id"]],
  }],
  ["reasoning at the end", { given: [user("a"), reasoning("rs_1")], want: [["/1", "reasoning_without_item"]] }],
  ["reasoning followed by a user message", { given: [reasoning("rs_1"), user("a")], want: [["/0", "reasoning_without_item"]] }],
  ["call id too long for Anthropic", {
    given: [call("call|" + "x".repeat(70)), output("call|" + "x".repeat(70))],
    options: { target: "anthropic" },
    want: [["/0/call_id", "call_id_not_allowed"], ["/1/call_id", "call_id_not_allowed"]],
  }],
  ["the same id is fine for OpenAI", { given: [call("call|x"), output("call|x")], options: { target: "openai" }, want: [] }],
  ["function name with a dot for Open Responses", { given: [call("c1", "weather.get"), output("c1")], options: { target: "open-responses" }, want: [["/0/name", "name_not_allowed"]] }],
  ["call id over 64 characters for Open Responses", { given: [call("c".repeat(65)), output("c".repeat(65))], options: { target: "open-responses" }, want: [["/0/call_id", "call_id_not_allowed"], ["/1/call_id", "call_id_not_allowed"]] }],
  ["every hosted call kind paired with its output", {
    given: [user("go"), ...hostedPairs.flat(), answer],
    want: [],
  }],
  ...hostedPairs.map(([c]): [string, { given: Item[]; want: [string, string][] }] => [`${c.type} unanswered before the next user message`, {
    given: [user("go"), c, user("next")],
    want: [["/1", "unanswered_call"]],
  }]),
  ...hostedPairs.map(([, o]): [string, { given: Item[]; want: [string, string][] }] => [`${o.type} with no earlier call`, {
    given: [user("go"), o],
    want: [[{ mcp_approval_response: "/1/approval_request_id", local_shell_call_output: "/1/id" }[o.type as string] ?? "/1", "orphan_output"]],
  }]),
  ["an output answering a call of another kind", {
    given: [{ type: "shell_call", call_id: "c1", action: { commands: ["ls"] } }, output("c1")],
    want: [["/0", "unanswered_call"], ["/1", "orphan_output"]],
  }],
  ["reasoning followed by a hosted call", { given: [reasoning("rs_1"), hostedPairs[0]![0], hostedPairs[0]![1]], want: [] }],
];

describe("checkConversation", () => {
  it.each(cases)("%s", (_name, { given, options, want }) => {
    const issues = checkConversation(given, options);
    expect(issues.map((i) => [i.path, i.code])).toEqual(want);
    for (const i of issues) expect(i.message.startsWith(`${i.path}: `)).toBe(true);
  });

  it("returns schema issues for input that is not Item[], without throwing", () => {
    expect(checkConversation([{ type: "function_call" }] as unknown as Item[])[0]).toMatchObject({ path: "/0/call_id", code: "missing_property" });
    expect(checkConversation(null as unknown as Item[])[0]).toMatchObject({ path: "", code: "invalid_type" });
  });

  it("caps the issues in input order and says how many more there were", () => {
    const orphans = Array.from({ length: 150 }, (_, i) => output(`c${i}`));
    const issues = checkConversation(orphans);
    expect(issues).toHaveLength(101);
    expect(issues[0]!.path).toBe("/0");
    expect(issues[99]!.path).toBe("/99");
    expect(issues[100]).toMatchObject({ code: "too_many_issues", message: "(root): 50 more issue(s) not listed; pass maxIssues to see more" });
    expect(checkConversation(orphans, { maxIssues: 1000 })).toHaveLength(150);
    expect(checkChatHistory(Array.from({ length: 3 }, (_, i) => tool(`t${i}`)), { maxIssues: 2 }).map((i) => i.code)).toEqual(["orphan_output", "orphan_output", "too_many_issues"]);
  });

  it("explains what to do in the message", () => {
    const [issue] = checkConversation([user("hi"), output("c9")]);
    expect(issue!.message).toBe('/1: function_call_output answers call id "c9", but no earlier call has that id; add the call before it or drop the output');
  });
});

const assistant = (...ids: string[]): ChatMessage => ({ role: "assistant", content: "", toolCalls: ids.map((id) => ({ id, name: "f", arguments: "{}" })) });
const tool = (id: string): ChatMessage => ({ role: "tool", toolCallId: id, name: "f", content: "ok" });
const ask = (content: string): ChatMessage => ({ role: "user", content });

describe("checkChatHistory", () => {
  const chatCases: [string, { given: ChatMessage[]; options?: ConversationOptions; want: [string, string][] }][] = [
    ["paired parallel calls", { given: [ask("a"), assistant("c1", "c2"), tool("c2"), tool("c1")], want: [] }],
    ["tool message without a call", { given: [ask("a"), tool("c1")], want: [["/1/toolCallId", "orphan_output"]] }],
    ["call unanswered before the next user message", { given: [assistant("c1", "c2"), tool("c1"), ask("b")], want: [["/0/toolCalls/1", "unanswered_call"]] }],
    ["duplicate call ids across turns", { given: [assistant("c1"), tool("c1"), assistant("c1"), tool("c1")], want: [["/2/toolCalls/0", "duplicate_call_id"], ["/3/toolCallId", "duplicate_output"]] }],
    ["pending calls allowed", { given: [ask("a"), assistant("c1")], options: { allowPendingCalls: true }, want: [] }],
    ["Anthropic id limits", { given: [assistant("a.b"), tool("a.b")], options: { target: "anthropic" }, want: [["/0/toolCalls/0/id", "call_id_not_allowed"]] }],
  ];
  it.each(chatCases)("%s", (_name, { given, options, want }) => {
    expect(checkChatHistory(given, options).map((i) => [i.path, i.code])).toEqual(want);
  });
});
