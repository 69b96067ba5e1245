// The feature × format table: for each feature, the formats that carry it, each with a small
// document that uses it. The README's table is generated from here, and a test converts every
// sample to every format: a format that carries the feature gets it, one that does not names it in
// one warning at the sample's path.
import type { ChatMessage } from "../../generated/types.js";
import type { FormatName } from "./formats.js";

/** A document of one format that uses a feature, where in it the feature sits, and the options to convert with. */
export interface FeatureSample {
  doc: unknown;
  /** A JSON pointer into `doc`: every warning of a target that lacks the feature points at or under it. */
  at: string;
  /** Options for writing this format (or reading it), e.g. the Chat Completions dialect. */
  options?: Record<string, unknown>;
}

/** One row of the table. */
export interface Feature {
  name: string;
  /** The formats that carry it, each with its sample. */
  samples: Partial<Record<FormatName, FeatureSample>>;
  /** True when a hub history (read back from any target) still has the feature. */
  holds(messages: readonly ChatMessage[]): boolean;
}

const PDF = "JVBERi0xLjQK";
const PNG = "iVBORw0KGgo=";
const URL_PNG = "https://example.com/cat.png";
const URL_PDF = "https://example.com/report.pdf";
const WEB_SEARCH = { type: "web_search_call", id: "ws_1", status: "completed", action: { type: "search", query: "weather" } };

const user = (messages: readonly ChatMessage[]) => messages.filter((m) => m.role === "user");
const partsOf = (messages: readonly ChatMessage[]) => user(messages).flatMap((m) => (typeof m.content === "string" ? [{ type: "text" as const, text: m.content }] : m.content));
const toolParts = (messages: readonly ChatMessage[]) => messages.flatMap((m) => (m.role === "tool" ? [...(m.content === "" ? [] : [{ type: "text" as const, text: m.content }]), ...(m.images ?? []), ...(m.parts ?? [])] : []));

/** A call and its answer in each format, with `result` the answer's content there. */
const call = {
  chat: (result: Record<string, unknown>): unknown[] => [
    { role: "user", content: "Go" },
    { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "look", arguments: "{}" }] },
    { role: "tool", toolCallId: "call_1", name: "look", ...result },
  ],
  items: (output: unknown): unknown[] => [
    { type: "message", role: "user", content: "Go" },
    { type: "function_call", call_id: "call_1", name: "look", arguments: "{}" },
    { type: "function_call_output", call_id: "call_1", output },
  ],
  claude: (result: Record<string, unknown>): unknown => ({
    messages: [
      { role: "user", content: "Go" },
      { role: "assistant", content: [{ type: "tool_use", id: "call_1", name: "look", input: {} }] },
      { role: "user", content: [{ type: "tool_result", tool_use_id: "call_1", ...result }] },
    ],
  }),
  "chat-completions": (content: unknown): unknown[] => [
    { role: "user", content: "Go" },
    { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "look", arguments: "{}" } }] },
    { role: "tool", tool_call_id: "call_1", content },
  ],
  gemini: (response: Record<string, unknown>): unknown => ({
    contents: [
      { role: "user", parts: [{ text: "Go" }] },
      { role: "model", parts: [{ functionCall: { id: "call_1", name: "look", args: {} } }] },
      { role: "user", parts: [{ functionResponse: { id: "call_1", name: "look", ...response } }] },
    ],
  }),
};

export const FEATURES: readonly Feature[] = [
  {
    name: "several text parts in a user message, in order",
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }], at: "/0/content" },
      items: { doc: [{ type: "message", role: "user", content: [{ type: "input_text", text: "a" }, { type: "input_text", text: "b" }] }], at: "/0/content" },
      claude: { doc: { messages: [{ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }] }, at: "/messages/0/content" },
      "chat-completions": { doc: [{ role: "user", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }], at: "/0/content" },
      gemini: { doc: { contents: [{ role: "user", parts: [{ text: "a" }, { text: "b" }] }] }, at: "/contents/0/parts" },
    },
    holds: (m) => JSON.stringify(partsOf(m).map((p) => p.type === "text" && p.text)) === '["a","b"]',
  },
  {
    name: "several text parts in an assistant message, in order",
    samples: {
      chat: { doc: [{ role: "user", content: "Hi" }, { role: "assistant", content: "ab", parts: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }], at: "/1" },
      items: {
        doc: [{ type: "message", role: "user", content: "Hi" }, { type: "message", role: "assistant", content: [{ type: "output_text", text: "a" }, { type: "output_text", text: "b" }] }], at: "/1",
        options: { assistantParts: "parts" },
      },
      claude: { doc: { messages: [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }] }, at: "/messages/1" },
      "chat-completions": { doc: [{ role: "user", content: "Hi" }, { role: "assistant", content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }], at: "/1" },
      gemini: { doc: { contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "model", parts: [{ text: "a" }, { text: "b" }] }] }, at: "/contents/1" },
    },
    // The hub's text parts of one message, or (as the Claude reader reads text blocks) one message per text.
    holds: (m) => {
      const said = m.filter((x) => x.role === "assistant");
      return JSON.stringify(said.length === 1 ? said[0]!.parts?.map((p) => p.text) : said.map((x) => x.content)) === '["a","b"]';
    },
  },
  {
    name: "an image by URL in a user message",
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "imageUrl", url: URL_PNG }] }], at: "/0/content/0" },
      items: { doc: [{ type: "message", role: "user", content: [{ type: "input_image", detail: "auto", image_url: URL_PNG }] }], at: "/0/content/0" },
      claude: { doc: { messages: [{ role: "user", content: [{ type: "image", source: { type: "url", url: URL_PNG } }] }] }, at: "/messages/0/content/0" },
      "chat-completions": { doc: [{ role: "user", content: [{ type: "image_url", image_url: { url: URL_PNG } }] }], at: "/0/content/0" },
    },
    holds: (m) => partsOf(m).some((p) => p.type === "imageUrl" && p.url === URL_PNG),
  },
  {
    name: "a file by URL in a user message",
    // Beside a text, so a target that drops the file still has a message to send (an emptied one is left out, which is a second warning).
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "text", text: "Read it." }, { type: "fileUrl", url: URL_PDF }] }], at: "/0/content/1" },
      items: { doc: [{ type: "message", role: "user", content: [{ type: "input_text", text: "Read it." }, { type: "input_file", file_url: URL_PDF }] }], at: "/0/content/1" },
      claude: { doc: { messages: [{ role: "user", content: [{ type: "text", text: "Read it." }, { type: "document", source: { type: "url", url: URL_PDF } }] }] }, at: "/messages/0/content/1" },
      gemini: { doc: { contents: [{ role: "user", parts: [{ text: "Read it." }, { fileData: { fileUri: URL_PDF } }] }] }, at: "/contents/0/parts/1" },
    },
    holds: (m) => partsOf(m).some((p) => p.type === "fileUrl" && p.url === URL_PDF),
  },
  {
    name: "a file by file id in a user message",
    // A file id means something only to the provider that issued it: the OpenAI wires share it.
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "text", text: "Read it." }, { type: "fileId", fileId: "file-abc123" }] }], at: "/0/content/1" },
      items: { doc: [{ type: "message", role: "user", content: [{ type: "input_text", text: "Read it." }, { type: "input_file", file_id: "file-abc123" }] }], at: "/0/content/1" },
      "chat-completions": { doc: [{ role: "user", content: [{ type: "text", text: "Read it." }, { type: "file", file: { file_id: "file-abc123" } }] }], at: "/0/content/1" },
    },
    holds: (m) => partsOf(m).some((p) => p.type === "fileId" && p.fileId === "file-abc123"),
  },
  {
    name: "an inline file with its name",
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "file", mimeType: "application/pdf", data: PDF, filename: "r.pdf" }] }], at: "/0/content/0" },
      items: { doc: [{ type: "message", role: "user", content: [{ type: "input_file", file_data: `data:application/pdf;base64,${PDF}`, filename: "r.pdf" }] }], at: "/0/content/0" },
      claude: { doc: { messages: [{ role: "user", content: [{ type: "document", source: { type: "base64", media_type: "application/pdf", data: PDF }, title: "r.pdf" }] }] }, at: "/messages/0/content/0" },
      "chat-completions": { doc: [{ role: "user", content: [{ type: "file", file: { file_data: `data:application/pdf;base64,${PDF}`, filename: "r.pdf" } }] }], at: "/0/content/0" },
    },
    holds: (m) => partsOf(m).some((p) => p.type === "file" && p.data === PDF && p.filename === "r.pdf"),
  },
  {
    name: "a tool result of several text parts, in order",
    samples: {
      chat: { doc: call.chat({ content: "", parts: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }), at: "/2" },
      items: { doc: call.items([{ type: "input_text", text: "a" }, { type: "input_text", text: "b" }]), at: "/2" },
      claude: { doc: call.claude({ content: [{ type: "text", text: "a" }, { type: "text", text: "b" }] }), at: "/messages/2/content/0" },
      "chat-completions": { doc: call["chat-completions"]([{ type: "text", text: "a" }, { type: "text", text: "b" }]), at: "/2" },
    },
    holds: (m) => JSON.stringify(toolParts(m).map((p) => p.type === "text" && p.text)) === '["a","b"]',
  },
  {
    name: "an inline image in a tool result",
    samples: {
      chat: { doc: call.chat({ content: "", images: [{ type: "image", mimeType: "image/png", data: PNG }] }), at: "/2" },
      items: { doc: call.items([{ type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` }]), at: "/2" },
      claude: { doc: call.claude({ content: [{ type: "image", source: { type: "base64", media_type: "image/png", data: PNG } }] }), at: "/messages/2/content/0" },
      gemini: { doc: call.gemini({ response: { output: "" }, parts: [{ inlineData: { mimeType: "image/png", data: PNG } }] }), at: "/contents/2/parts/0" },
    },
    holds: (m) => toolParts(m).some((p) => p.type === "image" && p.data === PNG),
  },
  {
    name: "an image by URL in a tool result",
    samples: {
      chat: { doc: call.chat({ content: "", parts: [{ type: "imageUrl", url: URL_PNG }] }), at: "/2" },
      items: { doc: call.items([{ type: "input_image", detail: "auto", image_url: URL_PNG }]), at: "/2" },
      claude: { doc: call.claude({ content: [{ type: "image", source: { type: "url", url: URL_PNG } }] }), at: "/messages/2/content/0" },
    },
    holds: (m) => toolParts(m).some((p) => p.type === "imageUrl" && p.url === URL_PNG),
  },
  {
    name: "a file by URL in a tool result",
    samples: {
      chat: { doc: call.chat({ content: "", parts: [{ type: "fileUrl", url: URL_PDF }] }), at: "/2" },
      items: { doc: call.items([{ type: "input_file", file_url: URL_PDF }]), at: "/2" },
      claude: { doc: call.claude({ content: [{ type: "document", source: { type: "url", url: URL_PDF } }] }), at: "/messages/2/content/0" },
    },
    holds: (m) => toolParts(m).some((p) => p.type === "fileUrl" && p.url === URL_PDF),
  },
  {
    name: "a tool result marked as an error",
    samples: {
      chat: { doc: call.chat({ content: "boom", isError: true }), at: "/2" },
      claude: { doc: call.claude({ content: "boom", is_error: true }), at: "/messages/2/content/0" },
      gemini: { doc: call.gemini({ response: { error: "boom" } }), at: "/contents/2/parts/0" },
    },
    holds: (m) => m.some((x) => x.role === "tool" && x.isError === true),
  },
  {
    name: "reasoning text (readable, unsigned)",
    samples: {
      chat: { doc: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello", reasoning: "Greet." }], at: "/1" },
      "chat-completions": {
        doc: [{ role: "user", content: "Hi" }, { role: "assistant", content: "Hello", reasoning_content: "Greet." }], at: "/1",
        options: { dialect: "deepseek", reasoningContent: "all" },
      },
      gemini: { doc: { contents: [{ role: "user", parts: [{ text: "Hi" }] }, { role: "model", parts: [{ text: "Greet.", thought: true }, { text: "Hello" }] }] }, at: "/contents/1" },
    },
    holds: (m) => m.some((x) => x.role === "assistant" && x.reasoning === "Greet."),
  },
  {
    name: "a participant name",
    samples: {
      chat: { doc: [{ role: "user", content: "Hi", name: "ada" }], at: "/0" },
      "chat-completions": { doc: [{ role: "user", content: "Hi", name: "ada" }], at: "/0" },
    },
    holds: (m) => m.some((x) => x.role === "user" && x.name === "ada"),
  },
  {
    name: "a prompt-cache breakpoint (Claude cache_control)",
    samples: {
      chat: { doc: [{ role: "user", content: [{ type: "text", text: "Hi", providerFields: { provider: "anthropic", fields: { cache_control: { type: "ephemeral" } } } }] }], at: "/0/content/0" },
      claude: { doc: { messages: [{ role: "user", content: [{ type: "text", text: "Hi", cache_control: { type: "ephemeral" } }] }] }, at: "/messages/0/content/0" },
    },
    holds: (m) => partsOf(m).some((p) => p.type === "text" && (p.providerFields?.fields as { cache_control?: unknown } | undefined)?.cache_control !== undefined),
  },
  {
    name: "a Responses hosted-tool item (`web_search_call`…), in its place",
    samples: {
      chat: { doc: [{ role: "user", content: "Go" }, { role: "assistant", content: "", providerBlocks: { provider: "openai", items: [WEB_SEARCH] } }], at: "/1" },
      items: { doc: [{ type: "message", role: "user", content: "Go" }, WEB_SEARCH], at: "/1" },
    },
    holds: (m) => m.some((x) => x.role === "assistant" && x.providerBlocks?.provider === "openai" && JSON.stringify(x.providerBlocks.items) === JSON.stringify([WEB_SEARCH])),
  },
];

/** The table as Markdown: a row per feature, a column per format, ✓ where the format carries it. */
export function featureTable(formats: readonly FormatName[]): string {
  const head = `| feature | ${formats.map((f) => `\`${f}\``).join(" | ")} |`;
  const rule = `|---|${formats.map(() => "---").join("|")}|`;
  const rows = FEATURES.map((feature) => `| ${feature.name} | ${formats.map((f) => (feature.samples[f] ? "✓" : "—")).join(" | ")} |`);
  return [head, rule, ...rows].join("\n");
}
