// What each wire's own tools are (hosted, server or built-in tools, and the settings that switch one
// on), with an example of each as the wire's body spells it: a tool of one wire rides in the
// ChatRequest as `{ type: "provider", provider, tool }`, comes back to its wire as it was, and every
// other wire leaves it out with the warning named here. The README's list "What each target cannot
// express" is rendered from this; test/request/hosted-tools.test.ts converts every example.
import type { MappingWire } from "./mappings.js";

export interface HostedTool {
  /** The wire whose tool it is. */
  wire: MappingWire;
  /** What people call it. */
  name: string;
  /** An example: one entry of the body's `tools`, or (`setting`) a fragment of the body. */
  tool?: Record<string, unknown>;
  setting?: Record<string, unknown>;
  /** The warning every other wire gives for it. */
  warns: "tool_dropped" | "setting_dropped";
}

export const HOSTED_TOOLS: readonly HostedTool[] = [
  { wire: "responses-request", name: "web search", tool: { type: "web_search" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "web search (dated)", tool: { type: "web_search_2025_08_26" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "web search preview", tool: { type: "web_search_preview" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "file search", tool: { type: "file_search", vector_store_ids: ["vs_1"] }, warns: "tool_dropped" },
  { wire: "responses-request", name: "code interpreter", tool: { type: "code_interpreter", container: { type: "auto" } }, warns: "tool_dropped" },
  { wire: "responses-request", name: "computer use", tool: { type: "computer_use_preview", display_width: 1024, display_height: 768, environment: "browser" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "computer", tool: { type: "computer" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "image generation", tool: { type: "image_generation" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "remote MCP server", tool: { type: "mcp", server_label: "docs", server_url: "https://example.com/mcp" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "local shell", tool: { type: "local_shell" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "shell", tool: { type: "shell" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "apply patch", tool: { type: "apply_patch" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "tool search", tool: { type: "tool_search" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "programmatic tool calling", tool: { type: "programmatic_tool_calling" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "custom tool (free-form input)", tool: { type: "custom", name: "sql" }, warns: "tool_dropped" },
  { wire: "responses-request", name: "namespace of tools", tool: { type: "namespace", name: "crm", description: "CRM tools", tools: [] }, warns: "tool_dropped" },
  { wire: "chat-completions-request", name: "custom tool (free-form input)", tool: { type: "custom", custom: { name: "sql" } }, warns: "tool_dropped" },
  { wire: "chat-completions-request", name: "web search (search models)", setting: { web_search_options: {} }, warns: "setting_dropped" },
  { wire: "claude-request", name: "web search", tool: { type: "web_search_20250305", name: "web_search" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "web fetch", tool: { type: "web_fetch_20250910", name: "web_fetch" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "code execution", tool: { type: "code_execution_20250825", name: "code_execution" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "bash", tool: { type: "bash_20250124", name: "bash" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "text editor", tool: { type: "text_editor_20250728", name: "str_replace_based_edit_tool" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "computer use", tool: { type: "computer_20250124", name: "computer", display_width_px: 1024, display_height_px: 768 }, warns: "tool_dropped" },
  { wire: "claude-request", name: "memory", tool: { type: "memory_20250818", name: "memory" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "tool search (regex)", tool: { type: "tool_search_tool_regex_20251119", name: "tool_search_tool_regex" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "tool search (BM25)", tool: { type: "tool_search_tool_bm25_20251119", name: "tool_search_tool_bm25" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "remote MCP toolset", tool: { type: "mcp_toolset", mcp_server_name: "docs" }, warns: "tool_dropped" },
  { wire: "claude-request", name: "remote MCP servers", setting: { mcp_servers: [{ type: "url", url: "https://example.com/mcp", name: "docs" }] }, warns: "setting_dropped" },
  { wire: "gemini-request", name: "Google Search", tool: { googleSearch: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "Google Search retrieval (1.5 models)", tool: { googleSearchRetrieval: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "code execution", tool: { codeExecution: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "URL context", tool: { urlContext: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "Google Maps", tool: { googleMaps: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "file search", tool: { fileSearch: { fileSearchStoreNames: ["fileSearchStores/docs"] } }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "computer use", tool: { computerUse: { environment: "ENVIRONMENT_BROWSER" } }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "enterprise web search (Vertex AI)", tool: { enterpriseWebSearch: {} }, warns: "tool_dropped" },
  { wire: "gemini-request", name: "retrieval (Vertex AI)", tool: { retrieval: { vertexAiSearch: { datastore: "projects/p/locations/l/collections/c/dataStores/d" } } }, warns: "tool_dropped" },
];

const TITLES: Record<MappingWire, string> = { "chat-completions-request": "Chat Completions", "responses-request": "Responses", "claude-request": "Claude", "gemini-request": "Gemini" };

/** The README list: per wire, its own tools with the example and the warning every other wire gives. */
export function renderHostedTools(): string {
  const wires = [...new Set(HOSTED_TOOLS.map((t) => t.wire))];
  return [
    "| wire | tool | as the body has it | every other wire |",
    "|---|---|---|---|",
    ...wires.flatMap((w) => HOSTED_TOOLS.filter((t) => t.wire === w).map((t) => `| ${TITLES[w]} | ${t.name} | \`${JSON.stringify(t.tool ? { tools: [t.tool] } : t.setting)}\` | \`${t.warns}\` |`)),
  ].join("\n");
}
