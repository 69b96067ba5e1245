// The baseline's types: the same shapes written by hand, as a package without codegen would ship them.
type Status = "in_progress" | "completed" | "incomplete";
type Phase = "commentary" | "final_answer" | null;
interface InputText { type: "input_text"; text: string }
interface InputImage { type: "input_image"; detail: "low" | "high" | "auto"; image_url?: string; file_id?: string }
interface InputFile { type: "input_file"; file_data?: string; file_id?: string; file_url?: string; filename?: string }
type InputContent = InputText | InputImage | InputFile;
type Annotation =
  | { type: "file_citation"; file_id: string; filename: string; index: number }
  | { type: "url_citation"; url: string; title: string; start_index: number; end_index: number }
  | { type: "container_file_citation"; container_id: string; file_id: string; filename: string; start_index: number; end_index: number }
  | { type: "file_path"; file_id: string; index: number };
interface TopLogprob { token: string; bytes: number[]; logprob: number }
interface Logprob extends TopLogprob { top_logprobs: TopLogprob[] }
type OutputContent = { type: "output_text"; text: string; annotations: Annotation[]; logprobs?: Logprob[] } | { type: "refusal"; refusal: string };
interface NewMessage<R> { type?: "message"; role: R; content: string | InputContent[] }
type WebSearchAction =
  | { type: "search"; query?: string; queries?: string[]; sources?: { type: "url"; url: string }[] }
  | { type: "open_page"; url?: string }
  | { type: "find_in_page"; pattern: string; url: string };
interface FileSearchResult { file_id?: string; filename?: string; score?: number; text?: string; attributes?: Record<string, string | number | boolean> | null }
export type Item =
  | NewMessage<"user"> | NewMessage<"system"> | NewMessage<"developer">
  | { type?: "message"; role: "assistant"; content: string; phase?: Phase }
  | { type?: "message"; role: "user" | "system" | "developer"; content: InputContent[]; status?: Status }
  | { id: string; type: "message"; role: "assistant"; status: Status; content: OutputContent[]; phase?: Phase }
  | { type: "function_call"; call_id: string; name: string; arguments: string; id?: string; status?: Status }
  | { type: "function_call_output"; call_id: string; output: string | InputContent[]; id?: string | null; status?: Status | null }
  | { type: "reasoning"; id: string; summary: { type: "summary_text"; text: string }[]; content?: { type: "reasoning_text"; text: string }[]; encrypted_content?: string | null; status?: Status }
  | { type?: "item_reference"; id: string }
  | { type: "custom_tool_call"; call_id: string; name: string; input: string; id?: string }
  | { type: "custom_tool_call_output"; call_id: string; output: string | InputContent[]; id?: string }
  | { type: "web_search_call"; id: string; status: "in_progress" | "searching" | "completed" | "failed"; action: WebSearchAction }
  | { type: "file_search_call"; id: string; status: "in_progress" | "searching" | "completed" | "incomplete" | "failed"; queries: string[]; results?: FileSearchResult[] | null }
  | { type: "image_generation_call"; id: string; status: "in_progress" | "completed" | "generating" | "failed"; result: string | null };
type Part =
  | { type: "text"; text: string }
  | { type: "image"; mimeType: "image/jpeg" | "image/png" | "image/webp" | "image/gif"; data: string }
  | { type: "file"; mimeType: string; data: string };
interface ToolCall { id: string; name: string; arguments: string; thoughtSignature?: string }
export type ChatMessage =
  | { role: "system"; content: string }
  | { role: "developer"; content: string }
  | { role: "user"; content: string | Part[] }
  | { role: "assistant"; content: string; toolCalls?: ToolCall[]; reasoning?: string; reasoningDetails?: unknown[]; reasoningItems?: { provider: string; items: unknown[] } }
  | { role: "tool"; toolCallId: string; name: string; content: string; images?: Extract<Part, { type: "image" }>[] };
export declare function fromChatMessages(messages: ChatMessage[], options?: { onWarning?: (w: { code: string; path: string; message: string }) => void; strict?: boolean }): Item[];
