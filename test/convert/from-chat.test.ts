import { describe, expect, it } from "vitest";
import type { ChatMessage, Item } from "../../generated/types.js";
import { fromChatMessages, type FromChatOptions } from "../../src/convert/index.js";
import { ContractError } from "../../src/validate/issue.js";
import { codes, expectValidItems, withWarnings } from "./helpers.js";

const PNG = "iVBORw0KGgo=";
const weather = { id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' };

function convert(given: ChatMessage[], options: FromChatOptions = {}) {
  const { out, warnings } = withWarnings((onWarning) => fromChatMessages(given, { ...options, onWarning }));
  expectValidItems(out);
  return { out, warnings };
}

describe("fromChatMessages: defects of the reference package", () => {
  it("seed repro: an assistant turn with empty content keeps its tool calls", () => {
    const { out, warnings } = convert([
      { role: "user", content: "Weather in Paris?" },
      { role: "assistant", content: "", toolCalls: [weather] },
      { role: "tool", toolCallId: "call_1", name: "get_weather", content: "18°C" },
    ]);
    expect(out).toEqual([
      { type: "message", role: "user", content: "Weather in Paris?" },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call_output", call_id: "call_1", output: "18°C" },
    ]);
    expect(warnings).toEqual([]);
  });

  it("a user image becomes input_image, not JSON text", () => {
    const { out } = convert([{ role: "user", content: [{ type: "image", mimeType: "image/png", data: PNG }] }]);
    expect(out).toEqual([
      { type: "message", role: "user", content: [{ type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` }] },
    ]);
  });

  it("function_call items carry no id (OpenAI rejects ids not starting with fc)", () => {
    const { out } = convert([{ role: "assistant", content: "", toolCalls: [weather] }]);
    expect(out[0]).not.toHaveProperty("id");
  });
});

const rows: [string, { given: ChatMessage[]; options?: FromChatOptions; want: Item[]; warn?: string[] }][] = [
  ["system", { given: [{ role: "system", content: "Be brief" }], want: [{ type: "message", role: "system", content: "Be brief" }] }],
  ["system as developer", {
    given: [{ role: "system", content: "Be brief" }], options: { systemRole: "developer" },
    want: [{ type: "message", role: "developer", content: "Be brief" }],
  }],
  ["developer", { given: [{ role: "developer", content: "d" }], want: [{ type: "message", role: "developer", content: "d" }] }],
  ["user string", { given: [{ role: "user", content: "hi" }], want: [{ type: "message", role: "user", content: "hi" }] }],
  ["user parts in order; a file without a name gets one, warned", {
    given: [{ role: "user", content: [
      { type: "text", text: "look" },
      { type: "image", mimeType: "image/jpeg", data: PNG },
      { type: "file", mimeType: "application/pdf", data: "JVBERi0=" },
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_text", text: "look" },
      { type: "input_image", detail: "auto", image_url: `data:image/jpeg;base64,${PNG}` },
      { type: "input_file", file_data: "data:application/pdf;base64,JVBERi0=", filename: "file.pdf" },
    ] }],
    warn: ["filename_added"],
  }],
  ["reference parts, detail and filenames", {
    given: [{ role: "user", content: [
      { type: "image", mimeType: "image/png", data: PNG, detail: "low" },
      { type: "imageUrl", url: "https://x.test/a.png", detail: "high" },
      { type: "imageFileId", fileId: "file_img" },
      { type: "file", mimeType: "text/plain", data: "aGk=", filename: "notes.txt" },
      { type: "fileUrl", url: "https://x.test/b.pdf" },
      { type: "fileId", fileId: "file_1", filename: "c.pdf" },
    ] }],
    want: [{ type: "message", role: "user", content: [
      { type: "input_image", detail: "low", image_url: `data:image/png;base64,${PNG}` },
      { type: "input_image", detail: "high", image_url: "https://x.test/a.png" },
      { type: "input_image", detail: "auto", file_id: "file_img" },
      { type: "input_file", file_data: "data:text/plain;base64,aGk=", filename: "notes.txt" },
      { type: "input_file", file_url: "https://x.test/b.pdf" },
      { type: "input_file", file_id: "file_1", filename: "c.pdf" },
    ] }],
  }],
  ["names, refusal and audio id are warned; the refusal is kept as its own assistant text", {
    given: [
      { role: "system", content: "s", name: "ops" },
      { role: "user", content: "u", name: "ana" },
      { role: "assistant", content: "", refusal: "I can't help with that.", audioId: "audio_1", name: "bot" },
    ],
    want: [
      { type: "message", role: "system", content: "s" },
      { type: "message", role: "user", content: "u" },
      { type: "message", role: "assistant", content: "I can't help with that." },
    ],
    warn: ["name_dropped", "name_dropped", "refusal_as_text", "audio_dropped", "name_dropped"],
  }],
  ["custom tool calls and their outputs", {
    given: [
      { role: "assistant", content: "", toolCalls: [{ id: "k", type: "custom", name: "sh", arguments: "ls -la" }] },
      { role: "tool", toolCallId: "k", name: "sh", content: "a b" },
    ],
    want: [
      { type: "custom_tool_call", call_id: "k", name: "sh", input: "ls -la" },
      { type: "custom_tool_call_output", call_id: "k", output: "a b" },
    ],
  }],
  ["assistant text", { given: [{ role: "assistant", content: "ok" }], want: [{ type: "message", role: "assistant", content: "ok" }] }],
  ["assistant empty, no calls", { given: [{ role: "assistant", content: "" }], want: [{ type: "message", role: "assistant", content: "" }] }],
  ["empty toolCalls is like none", {
    given: [{ role: "assistant", content: "", toolCalls: [] }], want: [{ type: "message", role: "assistant", content: "" }],
  }],
  ["text then tool calls", {
    given: [{ role: "assistant", content: "Checking.", toolCalls: [weather] }],
    want: [
      { type: "message", role: "assistant", content: "Checking." },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
    ],
  }],
  ["parallel calls in order", {
    given: [{ role: "assistant", content: "", toolCalls: [weather, { id: "call_2", name: "get_time", arguments: "{}" }] }],
    want: [
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
      { type: "function_call", call_id: "call_2", name: "get_time", arguments: "{}" },
    ],
  }],
  ["arguments byte-for-byte, never re-stringified", {
    given: [{ role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: '{ "a" : 1.0 }' }] }],
    want: [{ type: "function_call", call_id: "c", name: "f", arguments: '{ "a" : 1.0 }' }],
  }],
  ["tool with images: text then images", {
    given: [
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "shot", arguments: "{}" }] },
      { role: "tool", toolCallId: "c", name: "shot", content: "here", images: [{ type: "image", mimeType: "image/png", data: PNG }] },
    ],
    want: [
      { type: "function_call", call_id: "c", name: "shot", arguments: "{}" },
      { type: "function_call_output", call_id: "c", output: [
        { type: "input_text", text: "here" },
        { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
      ] },
    ],
  }],
  ["tool with images and empty content: images only", {
    given: [
      { role: "assistant", content: "", toolCalls: [{ id: "c", name: "shot", arguments: "{}" }] },
      { role: "tool", toolCallId: "c", name: "shot", content: "", images: [{ type: "image", mimeType: "image/gif", data: PNG }] },
    ],
    want: [
      { type: "function_call", call_id: "c", name: "shot", arguments: "{}" },
      { type: "function_call_output", call_id: "c", output: [{ type: "input_image", detail: "auto", image_url: `data:image/gif;base64,${PNG}` }] },
    ],
  }],
  ["reasoning text, details and thoughtSignature are warned", {
    given: [{ role: "assistant", content: "4", reasoning: "2+2", reasoningDetails: [{ x: 1 }], toolCalls: [{ ...weather, thoughtSignature: "sig" }] }],
    want: [
      { type: "message", role: "assistant", content: "4" },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
    ],
    warn: ["reasoning_dropped", "reasoning_details_dropped", "thought_signature_dropped"],
  }],
  ["tool message without an earlier call: its name is warned", {
    given: [{ role: "tool", toolCallId: "x", name: "f", content: "r" }],
    want: [{ type: "function_call_output", call_id: "x", output: "r" }],
    warn: ["orphan_output", "tool_name_dropped"],
  }],
  ["calls-only turn right after an assistant turn is warned (reads back merged)", {
    given: [{ role: "assistant", content: "a" }, { role: "assistant", content: "", toolCalls: [weather] }],
    want: [
      { type: "message", role: "assistant", content: "a" },
      { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' },
    ],
    warn: ["assistant_turns_merged"],
  }],
];

describe("fromChatMessages: mapping", () => {
  it.each(rows)("%s", (_name, { given, options, want, warn = [] }) => {
    const { out, warnings } = convert(given, options);
    expect(out).toEqual(want);
    expect(codes(warnings)).toEqual(warn);
  });

  it("writes keys in a stable order", () => {
    const { out } = convert([{ role: "assistant", content: "", toolCalls: [{ arguments: "{}", name: "f", id: "c" }] }]);
    expect(Object.keys(out[0] ?? {})).toEqual(["type", "call_id", "name", "arguments"]);
  });
});

describe("fromChatMessages: reasoningItems", () => {
  const rs = { type: "reasoning", id: "rs_1", summary: [], encrypted_content: "enc" };
  const turn: ChatMessage = { role: "assistant", content: "", toolCalls: [weather], reasoningItems: { provider: "openai", items: [rs] } };

  it("replays them before the turn's message and calls for the same provider", () => {
    const { out, warnings } = convert([turn], { provider: "openai" });
    expect(out).toEqual([rs, { type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }]);
    expect(warnings).toEqual([]);
  });

  it.each([[undefined], ["anthropic"]])("warns naming both providers when options.provider is %s", (provider) => {
    const { out, warnings } = convert([turn], provider ? { provider } : {});
    expect(out).toEqual([{ type: "function_call", call_id: "call_1", name: "get_weather", arguments: '{"city":"Paris"}' }]);
    expect(codes(warnings)).toEqual(["reasoning_provider_mismatch"]);
    expect(warnings[0]?.message).toContain('"openai"');
    expect(warnings[0]?.path).toBe("/0/reasoningItems");
    if (provider) expect(warnings[0]?.message).toContain(provider);
  });

  it("replays only the valid Items and warns for the others", () => {
    const given: ChatMessage[] = [{ role: "assistant", content: "x", reasoningItems: { provider: "openai", items: [{ nope: 1 }, rs] } }];
    const { out, warnings } = convert(given, { provider: "openai" });
    expect(out).toEqual([rs, { type: "message", role: "assistant", content: "x" }]);
    expect(warnings.map((w) => [w.code, w.path])).toEqual([["invalid_reasoning_item", "/0/reasoningItems/items/0"]]);
  });

  it("warns for an empty item list (its tag cannot travel)", () => {
    const { warnings } = convert([{ role: "assistant", content: "x", reasoningItems: { provider: "openai", items: [] } }], { provider: "openai" });
    expect(codes(warnings)).toEqual(["empty_reasoning_items"]);
  });

  it("returns copies: changing the output leaves the input alone", () => {
    const given: ChatMessage[] = [structuredClone(turn)];
    const out = fromChatMessages(given, { provider: "openai" });
    (out[0] as { id: string }).id = "changed";
    expect(given).toEqual([turn]);
  });
});

describe("fromChatMessages: errors", () => {
  it.each<[string, unknown, unknown]>([
    ["not an array", { role: "user", content: "x" }, undefined],
    ["unknown role", [{ role: "robot", content: "x" }], undefined],
    ["tool without toolCallId", [{ role: "tool", name: "f", content: "x" }], undefined],
    ["arguments as an object", [{ role: "assistant", content: "", toolCalls: [{ id: "c", name: "f", arguments: {} }] }], undefined],
    ["options not an object", [], "strict"],
    ["unknown option", [], { strikt: true }],
    ["wrong systemRole", [], { systemRole: "user" }],
    ["onWarning not a function", [], { onWarning: 1 }],
  ])("%s → ContractError with issues", (_name, given, options) => {
    const call = () => fromChatMessages(given as ChatMessage[], options as FromChatOptions);
    expect(call).toThrow(ContractError);
    try {
      call();
    } catch (error) {
      expect((error as ContractError).issues.length).toBeGreaterThan(0);
    }
  });

  it("invalid input after messages that warn: one issue per bad message, the options' issues, and no warnings", () => {
    const given = [
      { role: "assistant", content: "x", reasoning: "dropped with a warning" },
      { role: "user", content: "fine" },
      { role: "tool", name: "f", content: "no toolCallId" },
      { role: "robot", content: "reported too" },
    ] as ChatMessage[];
    const seen: string[] = [];
    const issues = (options: FromChatOptions) => {
      try {
        fromChatMessages(given, options);
      } catch (error) {
        expect(error).toBeInstanceOf(ContractError);
        return (error as ContractError).issues.map((i) => `${i.path} ${i.code}`);
      }
      throw new Error("no ContractError");
    };
    expect(issues({ onWarning: (w) => seen.push(w.code) })).toEqual(["/2/toolCallId missing_property", "/3/role unknown_tag"]);
    expect(issues({ onWarning: (w: { code: string }) => seen.push(w.code), systemRole: "user" } as unknown as FromChatOptions))
      .toEqual(["/2/toolCallId missing_property", "/3/role unknown_tag", "/systemRole invalid_option"]);
    expect(seen).toEqual([]);
  });

  it("strict mode throws one ContractError listing every warning", () => {
    const given: ChatMessage[] = [{ role: "assistant", content: "x", reasoning: "r", reasoningDetails: [] }];
    const seen: string[] = [];
    let thrown: unknown;
    try {
      fromChatMessages(given, { strict: true, onWarning: (w) => seen.push(w.code) });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ContractError);
    expect((thrown as ContractError).issues.map((i) => i.code)).toEqual(["reasoning_dropped", "reasoning_details_dropped"]);
    expect(seen).toEqual(["reasoning_dropped", "reasoning_details_dropped"]);
    expect((thrown as ContractError).message).toContain("/0/reasoning:");
  });

  it("strict mode returns normally when nothing is lost", () => {
    expect(fromChatMessages([{ role: "user", content: "x" }], { strict: true })).toHaveLength(1);
  });
});
