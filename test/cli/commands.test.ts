import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { validateChatMessages, validateItems } from "../../src/index.js";
import { cli, ROOT, tempDir } from "./run.js";

const tmp = tempDir();
afterAll(tmp.remove);

const file = (name: string, doc: unknown) => {
  const path = join(tmp.dir, name);
  writeFileSync(path, typeof doc === "string" ? doc : JSON.stringify(doc));
  return path;
};

const seed = [
  { role: "user", content: "Weather in Paris?" },
  { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }] },
  { role: "tool", name: "get_weather", toolCallId: "call_1", content: "sunny" },
];
const thinking = {
  system: "Be brief",
  messages: [
    { role: "user", content: "hi" },
    { role: "assistant", content: [{ type: "thinking", thinking: "hmm", signature: "sig" }, { type: "text", text: "hello" }] },
  ],
};

describe("convert", () => {
  it("turns the seed chat history into items that validate, with no item id on the call", () => {
    const run = cli(["convert", file("seed.json", seed), "--from", "chat", "--to", "items"]);
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as unknown;
    expect(validateItems(out).ok).toBe(true);
    expect(out).toMatchObject([{ role: "user" }, { type: "function_call", call_id: "call_1", arguments: '{"city":"Paris"}' }, { type: "function_call_output", call_id: "call_1" }]);
    expect((out as object[])[1]).not.toHaveProperty("id");
  });

  it("round-trips chat → items → chat through stdin", () => {
    const items = cli(["convert", file("seed2.json", seed), "--from", "chat", "--to", "items"]).stdout;
    const run = cli(["convert", "-", "--from", "items", "--to", "chat"], { input: items });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(seed);
  });

  it("reports warnings on stderr with their path and still converts", () => {
    const run = cli(["convert", file("claude.json", thinking), "--from", "claude", "--to", "chat-completions"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("warning: /messages/1/content/0: ");
    expect(run.stderr).toContain("[thinking_dropped]");
    expect(JSON.parse(run.stdout)).toMatchObject([{ role: "system", content: "Be brief" }, { role: "user" }, { role: "assistant", content: "hello" }]);
    const kept = cli(["convert", file("claude.json", thinking), "--from", "claude", "--to", "chat"]);
    const out = JSON.parse(kept.stdout) as unknown;
    expect(validateChatMessages(out).ok).toBe(true);
    expect(out).toMatchObject([{ role: "system", content: "Be brief" }, { role: "user" }, { role: "assistant", content: "hello", reasoningItems: { provider: "anthropic" } }]);
  });

  it("exits 1 and writes nothing with --strict when there is a warning", () => {
    const run = cli(["convert", file("claude2.json", thinking), "--from", "claude", "--to", "items", "--strict"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("[thinking_dropped]");
  });

  it("keeps Claude thinking as reasoning items with --thinking reasoning-items, ids from the block's path", () => {
    const run = cli(["convert", file("claude3.json", thinking), "--from", "claude", "--to", "chat", "--thinking", "reasoning-items"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const out = JSON.parse(run.stdout) as unknown;
    expect(validateChatMessages(out).ok).toBe(true);
    expect((out as object[])[2]).toEqual({
      role: "assistant",
      content: "hello",
      reasoningItems: { provider: "anthropic", items: [{ type: "reasoning", id: "rs_1_content_0", summary: [{ type: "summary_text", text: "hmm" }], encrypted_content: "sig" }] },
    });
  });

  it("converts every pair the registry names, Chat Completions included, with the writer's options", () => {
    const cc = [
      { role: "user", content: "Weather?" },
      { role: "assistant", content: null, reasoning_content: "use the tool", tool_calls: [{ id: "c1", type: "function", function: { name: "w", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "c1", content: "18" },
    ];
    const items = cli(["convert", file("cc.json", cc), "--from", "chat-completions", "--to", "items"]);
    expect(items.code).toBe(0);
    expect(items.stderr).toContain("warning: /1/reasoning_content: ");
    expect(JSON.parse(items.stdout)).toEqual([
      { type: "message", role: "user", content: "Weather?" },
      { type: "function_call", call_id: "c1", name: "w", arguments: "{}" },
      { type: "function_call_output", call_id: "c1", output: "18" },
    ]);
    const back = cli(["convert", file("cc2.json", cc), "--from", "chat-completions", "--to", "chat-completions", "--dialect", "deepseek"]);
    expect(back.stderr).toBe("");
    expect(JSON.parse(back.stdout)).toEqual(cc);
  });

  it("reads a whole Claude request body: keys it does not carry are warned, not dropped silently", () => {
    const body = { model: "claude-x", sytem: "typo", system: "Be brief", messages: [{ role: "user", content: "hi" }] };
    const run = cli(["convert", file("body.json", body), "--from", "claude", "--to", "chat"]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("[request_field_dropped]");
    expect(run.stderr).toContain("[unknown_request_field]");
    expect(JSON.parse(run.stdout)).toEqual([{ role: "system", content: "Be brief" }, { role: "user", content: "hi" }]);
  });

  it("passes the Gemini and Claude writers' options: --missing-signatures dummy writes and reports Google's skip value", () => {
    const history = [
      { role: "user", content: "go" },
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: "{}" }] },
      { role: "tool", toolCallId: "c", name: "f", content: "1" },
    ];
    const run = cli(["convert", file("gem.json", history), "--from", "chat", "--to", "gemini", "--missing-signatures", "dummy"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("skip_thought_signature_validator");
    expect(run.stderr).toContain("[thought_signature_dummy]");
    const claude = cli(["convert", file("sys.json", [...history, { role: "system", content: "Be brief" }]), "--from", "chat", "--to", "claude", "--system-messages", "hoist"]);
    expect(claude.code).toBe(0);
    expect(claude.stderr).toContain("[system_hoisted]");
  });

  it("gives system messages the developer role with --system-role developer", () => {
    const run = cli(["convert", file("system.json", [{ role: "system", content: "Be brief" }, ...seed]), "--from", "chat", "--to", "items", "--system-role", "developer"]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as object[])[0]).toEqual({ type: "message", role: "developer", content: "Be brief" });
  });

  it("exits 1 with the issues for input its schema rejects", () => {
    const run = cli(["convert", file("bad.json", [{ role: "robot", content: "x" }]), "--from", "chat", "--to", "items"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("invalid input, not converted:\n  /0/role: ");
  });

  it.each([
    ["no --to", ["--from", "chat"]],
    ["an unknown --from", ["--from", "mistral", "--to", "chat"]],
    ["--dialect for items", ["--from", "chat", "--to", "items", "--dialect", "deepseek"]],
    ["an unknown --dialect", ["--from", "chat", "--to", "chat-completions", "--dialect", "mistral"]],
    ["--reasoning-content without the deepseek dialect", ["--from", "chat", "--to", "chat-completions", "--reasoning-content", "all"]],
    ["--provider for chat-completions → chat", ["--from", "chat-completions", "--to", "chat", "--provider", "openai"]],
    ["--missing-signatures for items", ["--from", "chat", "--to", "items", "--missing-signatures", "dummy"]],
    ["an unknown --system-messages", ["--from", "chat", "--to", "claude", "--system-messages", "drop"]],
    ["--thinking for a chat history", ["--from", "chat", "--to", "items", "--thinking", "reasoning-items"]],
    ["an unknown --thinking", ["--from", "claude", "--to", "items", "--thinking", "keep"]],
    ["--system-role for items → chat", ["--from", "items", "--to", "chat", "--system-role", "developer"]],
  ])("exits 2 for %s", (_name, flags) => {
    expect(cli(["convert", file("seed3.json", seed), ...flags]).code).toBe(2);
  });

  it("converts JSON Lines one output line per good input line, reporting the bad ones", () => {
    const input = [JSON.stringify(seed), "nope", JSON.stringify([{ role: "robot" }]), JSON.stringify(seed)].join("\n");
    const run = cli(["convert", "-", "--jsonl", "--from", "chat", "--to", "items"], { input });
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split("\n");
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(validateItems(JSON.parse(line)).ok).toBe(true);
    expect(run.stderr).toContain("<stdin>:2:2: bad JSON");
    expect(run.stderr).toContain("<stdin>:3: invalid input");
    expect(run.stderr).toMatch(/2 converted, 2 failed, 0 warning\(s\) in/);
  });

  it("reports as JSON objects on stderr with --format json", () => {
    const claudeLine = JSON.stringify(thinking.messages);
    const input = [claudeLine, "nope", JSON.stringify([{ role: "robot", content: "x" }])].join("\n");
    const run = cli(["convert", "-", "--jsonl", "--from", "claude", "--to", "items", "--format", "json"], { input });
    expect(run.code).toBe(1);
    const reports = run.stderr.trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(reports).toHaveLength(4);
    expect(reports[0]).toMatchObject({ line: 1, written: true, warnings: [{ code: "thinking_dropped", path: "/1/content/0" }] });
    expect(reports[1]).toEqual({ line: 2, column: 2, error: "bad_json", message: expect.any(String) });
    expect(reports[2]).toMatchObject({ line: 3, written: false, warnings: [], issues: [{ path: "/0/role" }] });
    expect(reports[3]).toEqual({ converted: 1, failed: 2, warnings: 1, seconds: expect.any(Number) });
    expect(run.stdout.trim().split("\n")).toHaveLength(1);
  });

  it("reports one document as one JSON object with --format json, and nothing when there is nothing to say", () => {
    const warned = cli(["convert", file("claude4.json", thinking), "--from", "claude", "--to", "items", "--strict", "-f", "json"]);
    expect(warned.code).toBe(1);
    expect(JSON.parse(warned.stderr)).toMatchObject({ file: expect.stringContaining("claude4.json"), written: false, warnings: [{ code: "thinking_dropped" }] });
    const clean = cli(["convert", file("seed4.json", seed), "--from", "chat", "--to", "items", "--format", "json"]);
    expect(clean.code).toBe(0);
    expect(clean.stderr).toBe("");
  });
});

describe("check", () => {
  it("exits 0 for a paired conversation", () => {
    const run = cli(["check", file("paired.json", seed), "--schema", "chat"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^1 valid, 0 invalid/);
  });

  it("exits 1 for an output without its call, naming the rule", () => {
    const orphan = [{ type: "message", role: "user", content: "hi" }, { type: "function_call_output", call_id: "c9", output: "42" }];
    const run = cli(["check", "-", "--format", "json"], { input: JSON.stringify(orphan) });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout.split("\n")[0] as string)).toMatchObject({ schema: "items", issues: [{ path: "/1", code: "orphan_output" }] });
  });

  it("allows a pending call with --allow-pending", () => {
    const pending = seed.slice(0, 2);
    expect(cli(["check", file("pending.json", pending), "-s", "chat"]).code).toBe(1);
    expect(cli(["check", file("pending.json", pending), "-s", "chat", "--allow-pending"]).code).toBe(0);
  });
});

describe("schema", () => {
  it.each([
    ["chat", "chat-message.schema.json"],
    ["items", "item.schema.json"],
    ["claude-message", "claude-message.schema.json"],
    ["item.schema.json", "item.schema.json"],
  ])("prints %s byte for byte", (name, fileName) => {
    const run = cli(["schema", name]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(ROOT, "schemas", fileName), "utf8"));
  });

  it("prints the bundle with --bundle", () => {
    const run = cli(["schema", "--bundle"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(ROOT, "schemas/bundle.schema.json"), "utf8"));
  });

  it("lists the schemas without a name", () => {
    const run = cli(["schema"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^item\.schema\.json +Item: /m);
  });

  it("exits 2 for an unknown name", () => {
    const run = cli(["schema", "mistral"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("available: ");
  });

  it("works from another working directory", () => {
    expect(cli(["schema", "chat"], { cwd: tmp.dir }).code).toBe(0);
  });
});

describe("types", () => {
  const python = join(ROOT, "generated/python/chat_contract/__init__.py");

  it("writes the Python package into --out, identical to the generated one", () => {
    const out = join(tmp.dir, "py");
    const run = cli(["types", "--lang", "python", "--out", out]);
    expect(run.code).toBe(0);
    expect(readFileSync(join(out, "chat_contract/__init__.py"), "utf8")).toBe(readFileSync(python, "utf8"));
    expect(run.stderr).toContain(join(out, "chat_contract/__init__.py"));
    // The package's own pyproject.toml, README.md and LICENSE would overwrite the user's.
    for (const file of ["pyproject.toml", "README.md", "LICENSE"]) expect(existsSync(join(out, file))).toBe(false);
  });

  it("prints a single-file language to stdout", () => {
    const run = cli(["types", "--lang", "python"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(python, "utf8"));
  });

  it("writes the Go package into --out, byte for byte", () => {
    const out = join(tmp.dir, "go");
    const run = cli(["types", "--lang", "go", "--out", out]);
    expect(run.code).toBe(0);
    for (const file of ["go.mod", "types.go", "runtime.go"])
      expect(readFileSync(join(out, file), "utf8")).toBe(readFileSync(join(ROOT, "generated/go", file), "utf8"));
  });

  it("writes the Rust crate into --out, byte for byte, without its Cargo.lock", () => {
    const out = join(tmp.dir, "rust");
    const run = cli(["types", "--lang", "rust", "--out", out]);
    expect(run.code).toBe(0);
    for (const file of ["Cargo.toml", "src/lib.rs", "src/runtime.rs", "README.md", "LICENSE"])
      expect(readFileSync(join(out, file), "utf8")).toBe(readFileSync(join(ROOT, "generated/rust", file), "utf8"));
    expect(existsSync(join(out, "Cargo.lock"))).toBe(false);
    expect(cli(["types", "--lang", "rust"]).stderr).toContain("the rust types are 2 files (src/lib.rs, src/runtime.rs); pass --out <dir>");
  });

  it.each([[[]], [["--lang", "java"]]])("exits 2 for %j", (flags) => {
    expect(cli(["types", ...flags]).code).toBe(2);
  });
});
