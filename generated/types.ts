/* eslint-disable */
/**
 * GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.
 * Source: schemas/chat-completions.schema.json, schemas/chat-message.schema.json, schemas/chat-request.schema.json, schemas/chat-response.schema.json, schemas/claude-message.schema.json, schemas/gemini-content.schema.json, schemas/item.schema.json
 */

/**
 * One Chat Completions message, selected by `role`. One assistant variant covers both the request form and the message a response returns (`choices[0].message`), so a response message can be appended to the history as it is.
 */
export type ChatCompletionMessage = (ChatCompletionSystemMessage | ChatCompletionDeveloperMessage | ChatCompletionUserMessage | ChatCompletionAssistantMessage | ChatCompletionToolMessage | ChatCompletionFunctionMessage)
/**
 * Text, as a string or as text parts (system, developer and tool messages).
 */
export type ChatCompletionTextContent = (string | ChatCompletionTextContentPart[])
/**
 * One part of a system, developer or tool message: these take text parts only.
 */
export type ChatCompletionTextContentPart = ChatCompletionTextPart
/**
 * What a user message says: a string, or parts in order.
 */
export type ChatCompletionUserContent = (string | ChatCompletionContentPart[])
/**
 * One part of a user message, selected by `type`.
 */
export type ChatCompletionContentPart = (ChatCompletionTextPart | ChatCompletionImagePart | ChatCompletionAudioPart | ChatCompletionFilePart)
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
export type ChatCompletionBase64 = string
/**
 * One part of an assistant message's array content (request form), selected by `type`.
 */
export type ChatCompletionAssistantContentPart = (ChatCompletionTextPart | ChatCompletionRefusalPart)
/**
 * One tool call the model made, selected by `type`.
 */
export type ChatCompletionToolCall = (ChatCompletionFunctionToolCall | ChatCompletionCustomToolCall)
/**
 * One entry of OpenRouter's `reasoning_details`, selected by `type`, kept byte for byte. The three documented types are checked; an entry of any other type is kept as it is, so details OpenRouter adds later still validate. Entries accept keys not listed here.
 */
export type ChatCompletionReasoningDetail = (ChatCompletionReasoningSummary | ChatCompletionReasoningEncrypted | ChatCompletionReasoningText | ChatCompletionReasoningOther)
/**
 * The `messages` array of a Chat Completions request, oldest first.
 */
export type ChatCompletionMessages = ChatCompletionMessage[]
/**
 * A tool of a Chat Completions request, selected by `type`.
 */
export type ChatCompletionToolDefinition = (ChatCompletionFunctionToolDefinition | ChatCompletionCustomToolDefinition)
/**
 * A custom tool's input format, selected by `type`: free text, or text a grammar accepts.
 */
export type ChatCompletionCustomToolFormat = (ChatCompletionCustomToolTextFormat | ChatCompletionCustomToolGrammarFormat)
/**
 * Which tools the model may or must call: `none`, `auto`, `required`, one named function or custom tool, or an allowed subset.
 */
export type ChatCompletionToolChoice = (("none" | "auto" | "required") | ChatCompletionNamedToolChoice | ChatCompletionAllowedToolsChoice | ChatCompletionNamedCustomToolChoice)
/**
 * The form of the answer (`response_format`), selected by `type`.
 */
export type ChatCompletionResponseFormat = (ChatCompletionResponseFormatText | ChatCompletionResponseFormatJsonObject | ChatCompletionResponseFormatJsonSchema)
/**
 * One message of an agent's history, selected by `role`.
 */
export type ChatMessage = (SystemMessage | DeveloperMessage | UserMessage | AssistantMessage | ToolMessage)
/**
 * One part of a user message or a tool result, selected by `type`: text, inline media (`image`, `file`), media referenced by URL or by a provider's file id, or a provider's own element (`provider`).
 */
export type ContentPart = (TextPart | ImagePart | ImageUrlPart | ImageFileIdPart | FilePart | FileUrlPart | FileIdPart | ProviderPart)
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
export type Base64 = string
/**
 * An agent's history, oldest message first.
 */
export type ChatMessages = ChatMessage[]
/**
 * A tool definition, selected by `type`: a function the caller runs, or a provider's own tool kept as that provider sends it.
 */
export type ChatTool = (ChatFunctionTool | ChatProviderTool)
/**
 * The wire a provider-tagged value came from: `responses` (OpenAI Responses), `chatCompletions` (Chat Completions, OpenAI and compatible servers), `claude` (Anthropic Messages), `gemini` (Google Gemini).
 */
export type ChatRequestProvider = ("responses" | "chatCompletions" | "claude" | "gemini")
/**
 * Which tools the model may or must call: `auto` (it decides), `none` (no call), `required` (at least one call, any tool), one named function, or a subset it may (`auto`) or must (`required`) choose from.
 */
export type ChatToolChoice = (("auto" | "none" | "required") | ChatToolChoiceFunction | ChatToolChoiceAllowed | ChatToolChoiceProvider)
/**
 * The form of the answer: free text, any JSON object, or JSON matching a schema.
 */
export type ChatOutputFormat = (ChatOutputText | ChatOutputJsonObject | ChatOutputJsonSchema)
/**
 * Why the model stopped, in neutral terms: `stop` (a natural end or a stop sequence), `length` (a token limit or the context window), `tool_calls` (it called tools and waits for their results), `content_filter` (a safety or policy filter cut or blocked it), `refusal` (the model declined), `pause` (a server-side tool loop paused; send the turn back to continue), `error` (the provider failed, or the model produced a malformed call), `other` (anything else, or not finished yet).
 */
export type ChatFinishReason = ("stop" | "length" | "tool_calls" | "content_filter" | "refusal" | "pause" | "error" | "other")
/**
 * One Claude message, selected by `role`.
 */
export type ClaudeMessage = (ClaudeUserMessage | ClaudeAssistantMessage | ClaudeSystemMessage)
/**
 * Message content: a string (one text block) or blocks in order.
 */
export type ClaudeContent = (string | ClaudeContentBlock[])
/**
 * One content block, selected by `type`.
 */
export type ClaudeContentBlock = (ClaudeTextBlock | ClaudeImageBlock | ClaudeDocumentBlock | ClaudeSearchResultBlock | ClaudeToolUseBlock | ClaudeToolResultBlock | ClaudeThinkingBlock | ClaudeRedactedThinkingBlock | ClaudeServerToolUseBlock | ClaudeWebSearchToolResultBlock | ClaudeWebFetchToolResultBlock | ClaudeCodeExecutionToolResultBlock | ClaudeBashCodeExecutionToolResultBlock | ClaudeTextEditorCodeExecutionToolResultBlock | ClaudeToolSearchToolResultBlock | ClaudeContainerUploadBlock)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
export type CacheControl = ({
/**
 * Always `ephemeral`.
 */
type: "ephemeral"
/**
 * How long the cache entry lives; 5 minutes when absent.
 */
ttl?: ("5m" | "1h")
} | null)
/**
 * One citation of a text block, selected by `type` (the SDK's `TextCitationParam`).
 */
export type ClaudeCitation = (ClaudeCharLocationCitation | ClaudePageLocationCitation | ClaudeContentBlockLocationCitation | ClaudeWebSearchResultLocationCitation | ClaudeSearchResultLocationCitation)
/**
 * A tool-use id: 1–64 characters of `[a-zA-Z0-9_-]`, as the Anthropic API requires.
 */
export type ClaudeToolUseId = string
/**
 * One block of a tool result, selected by `type`.
 */
export type ClaudeToolResultContentBlock = (ClaudeTextBlock | ClaudeImageBlock | ClaudeDocumentBlock | ClaudeSearchResultBlock | ClaudeToolReferenceBlock | ClaudeBrowserStateBlock)
/**
 * One change a browser call made, selected by `type`.
 */
export type ClaudeBrowserStateChange = (ClaudeBrowserTabOpened | ClaudeBrowserDownloadStarted | ClaudeBrowserDownloadCompleted | ClaudeBrowserDownloadFailed)
/**
 * Who made a tool call, selected by `type`: the model directly, or code running in the code execution tool.
 */
export type ClaudeToolCaller = (ClaudeDirectCaller | ClaudeServerToolCaller)
/**
 * A system prompt: a string or text blocks (the request's top-level `system` field has this shape).
 */
export type ClaudeSystem = (string | ClaudeTextBlock[])
/**
 * The `messages` array of a Messages API request, oldest first.
 */
export type ClaudeMessages = ClaudeMessage[]
/**
 * Which tools the model may or must call (`tool_choice`), selected by `type`.
 */
export type ClaudeToolChoice = (ClaudeToolChoiceAuto | ClaudeToolChoiceAny | ClaudeToolChoiceTool | ClaudeToolChoiceNone)
/**
 * Extended thinking (`thinking`), selected by `type`.
 */
export type ClaudeThinkingConfig = (ClaudeThinkingEnabled | ClaudeThinkingDisabled | ClaudeThinkingAdaptive | ClaudeThinkingOther)
/**
 * One message chat-contract writes, selected by `role`.
 */
export type ClaudeConversationMessage = (ClaudeConversationUserMessage | ClaudeConversationAssistantMessage | ClaudeSystemMessage)
/**
 * One block chat-contract writes, selected by `type`.
 */
export type ClaudeConversationBlock = (ClaudeTextBlock | ClaudeImageBlock | ClaudeDocumentBlock | ClaudeToolUseBlock | ClaudeConversationToolResultBlock | ClaudeThinkingBlock | ClaudeRedactedThinkingBlock | ClaudeSearchResultBlock | ClaudeServerToolUseBlock | ClaudeWebSearchToolResultBlock | ClaudeWebFetchToolResultBlock | ClaudeCodeExecutionToolResultBlock | ClaudeBashCodeExecutionToolResultBlock | ClaudeTextEditorCodeExecutionToolResultBlock | ClaudeToolSearchToolResultBlock | ClaudeContainerUploadBlock)
/**
 * One part of a content. Gemini's Part is a "one of": the data field present selects the variant (`text`, `inlineData`, `fileData`, `functionCall`, `functionResponse`, `executableCode`, `codeExecutionResult`), and exactly one is allowed. `thought` and `thoughtSignature` may ride on any of them. Each data field may also be spelled with its proto field name (`inline_data`, `file_data`, `function_call`, `function_response`, `executable_code`, `code_execution_result`), as the REST API's protobuf JSON parser accepts and google-genai Python's `model_dump()` writes; the object inside it then uses proto names too (`mime_type`, `file_uri`, `display_name`).
 */
export type GeminiPart = (GeminiTextPart | GeminiInlineDataPart | GeminiFileDataPart | GeminiFunctionCallPart | GeminiFunctionResponsePart | GeminiExecutableCodePart | GeminiCodeExecutionResultPart | GeminiSnakeInlineDataPart | GeminiSnakeFileDataPart | GeminiSnakeFunctionCallPart | GeminiSnakeFunctionResponsePart | GeminiSnakeExecutableCodePart | GeminiSnakeCodeExecutionResultPart)
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
export type GeminiBase64 = string
/**
 * The `contents` array of a Gemini `generateContent` request, oldest turn first.
 */
export type GeminiContents = GeminiContent[]
/**
 * One Responses API input item. Message items may omit `type` (OpenAI infers `message`); every other item is selected by its `type`, and message items by their `role`.
 */
export type Item = (NewUserMessageItem | NewSystemMessageItem | NewDeveloperMessageItem | NewAssistantMessageItem | NewAssistantPartsMessageItem | InputMessageItem | AssistantMessageItem | FunctionCallItem | FunctionCallOutputItem | ReasoningItem | ItemReference | CustomToolCallItem | CustomToolCallOutputItem | WebSearchCallItem | FileSearchCallItem | ImageGenerationCallItem | ComputerCallItem | ComputerCallOutputItem | ToolSearchCallItem | ToolSearchOutputItem | AdditionalToolsItem | CompactionItem | CodeInterpreterCallItem | LocalShellCallItem | LocalShellCallOutputItem | ShellCallItem | ShellCallOutputItem | ApplyPatchCallItem | ApplyPatchCallOutputItem | McpListToolsItem | McpApprovalRequestItem | McpApprovalResponseItem | McpCallItem | CompactionTriggerItem | ConfigurationUpdateItem | ProgramItem | ProgramOutputItem)
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
export type MessageType = "message"
/**
 * Message content: a string, or a list of text, image and file parts.
 */
export type MessageContent = (string | InputContent[])
/**
 * One part of input content, selected by `type`.
 */
export type InputContent = (InputTextContent | InputImageContent | InputFileContent)
/**
 * Whether an assistant message was commentary on the way or the final answer; `null` is the same as absent.
 */
export type MessagePhase = ("commentary" | "final_answer" | null)
/**
 * One part of an assistant message replayed without an id, selected by `type`: text the model wrote, or a refusal.
 */
export type EasyOutputContent = (EasyOutputTextContent | RefusalContent)
/**
 * A citation attached to output text, selected by `type`.
 */
export type Annotation = (FileCitation | UrlCitation | ContainerFileCitation | FilePathAnnotation)
/**
 * The item's status as the API reported it.
 */
export type ItemStatus = ("in_progress" | "completed" | "incomplete")
/**
 * One part of an assistant output message, selected by `type`.
 */
export type OutputContent = (OutputTextContent | RefusalContent)
/**
 * Who issued a tool call: the model itself (`direct`) or a program the model ran (`program`).
 */
export type ToolCaller = (DirectCaller | ProgramCaller)
/**
 * What a tool returned: plain text, or a list of text, image and file parts.
 */
export type ToolOutput = (string | InputContent[])
/**
 * What the web search did: search, open a page, or find in a page.
 */
export type WebSearchAction = (WebSearchSearchAction | WebSearchOpenPageAction | WebSearchFindAction)
/**
 * One action of a computer-use call, selected by `type`.
 */
export type ComputerAction = (ComputerClick | ComputerDoubleClick | ComputerDrag | ComputerKeypress | ComputerMove | ComputerScreenshotAction | ComputerScroll | ComputerType | ComputerWait)
/**
 * A tool offered to the model (as in a request's `tools`), selected by `type`.
 */
export type ToolDefinition = (FunctionToolDefinition | FileSearchToolDefinition | ComputerToolDefinition | ComputerUsePreviewToolDefinition | WebSearchToolDefinition | McpToolDefinition | CodeInterpreterToolDefinition | ProgrammaticToolCallingDefinition | ImageGenerationToolDefinition | LocalShellToolDefinition | ShellToolDefinition | CustomToolDefinition | NamespaceToolDefinition | ToolSearchToolDefinition | WebSearchPreviewToolDefinition | ApplyPatchToolDefinition)
/**
 * A tool inside a namespace: a function or a custom tool.
 */
export type NamespacedTool = (NamespacedFunction | CustomToolDefinition)
/**
 * What a code interpreter run produced: logs or an image.
 */
export type CodeInterpreterOutput = (CodeInterpreterLogs | CodeInterpreterImage)
/**
 * Where a shell call runs: the local machine or a hosted container.
 */
export type ShellEnvironment = (LocalShellEnvironment | ContainerReference)
/**
 * How a shell command ended: it exited, or it timed out.
 */
export type ShellOutcome = (ShellExit | ShellTimeout)
/**
 * The file change an apply-patch call asks for.
 */
export type ApplyPatchOperation = (ApplyPatchCreateFile | ApplyPatchDeleteFile | ApplyPatchUpdateFile)
/**
 * Why an MCP tool call failed, selected by `type`.
 */
export type McpToolCallError = (McpProtocolError | McpToolExecutionError | McpHttpError)
/**
 * The output format: plain text, or JSON under a schema; selected by `type`.
 */
export type ConfigurationTextFormat = (TextFormatText | TextFormatJsonSchema)
/**
 * The `input` array of a Responses API request, in conversation order.
 */
export type Items = Item[]
/**
 * Which tools the model may or must call: `none`, `auto`, `required`, one function, an allowed subset, or a hosted tool (`{type: "web_search_preview"}`, `{type: "mcp", server_label}`, `{type: "custom", name}`…).
 */
export type ResponsesToolChoice = (("none" | "auto" | "required") | ResponsesToolChoiceObject)
/**
 * A `tool_choice` object, selected by `type`.
 */
export type ResponsesToolChoiceObject = (ResponsesToolChoiceFunction | ResponsesToolChoiceAllowed | ResponsesToolChoiceOther)
/**
 * The form of the answer (`text.format`), selected by `type`.
 */
export type ResponsesTextFormat = (TextFormatText | ResponsesTextFormatJsonObject | TextFormatJsonSchema)
/**
 * A message without an id, as a client writes it: one of the four role-narrowed message items.
 */
export type EasyInputMessage = (NewUserMessageItem | NewSystemMessageItem | NewDeveloperMessageItem | NewAssistantMessageItem)
/**
 * Another name for `FunctionCallItem`, as agent packages call it.
 */
export type CallFunctionToolItem = FunctionCallItem

/**
 * Instructions that frame the whole conversation. With o1 models and newer, `developer` messages replace `system` messages.
 */
export interface ChatCompletionSystemMessage {
/**
 * Always `system`.
 */
role: "system"
/**
 * Text, as a string or as text parts (system, developer and tool messages).
 */
content: ChatCompletionTextContent
/**
 * A name for the author, to tell participants of the same role apart.
 */
name?: string
}
/**
 * Text.
 */
export interface ChatCompletionTextPart {
/**
 * Always `text`.
 */
type: "text"
/**
 * The text.
 */
text: string
/**
 * Marks an explicit prompt-cache breakpoint after this part.
 */
prompt_cache_breakpoint?: ChatCompletionCacheBreakpoint
}
/**
 * Marks an explicit prompt-cache breakpoint after this part.
 */
export interface ChatCompletionCacheBreakpoint {
/**
 * Always `explicit`.
 */
mode: "explicit"
}
/**
 * Instructions from the application developer; with o1 models and newer they replace `system` messages.
 */
export interface ChatCompletionDeveloperMessage {
/**
 * Always `developer`.
 */
role: "developer"
/**
 * Text, as a string or as text parts (system, developer and tool messages).
 */
content: ChatCompletionTextContent
/**
 * A name for the author, to tell participants of the same role apart.
 */
name?: string
}
/**
 * What the user said: text, or parts with images, audio and files.
 */
export interface ChatCompletionUserMessage {
/**
 * Always `user`.
 */
role: "user"
/**
 * What a user message says: a string, or parts in order.
 */
content: ChatCompletionUserContent
/**
 * A name for the user, to tell participants of the same role apart.
 */
name?: string
}
/**
 * An image, by URL or inline as a data URL.
 */
export interface ChatCompletionImagePart {
/**
 * Always `image_url`.
 */
type: "image_url"
/**
 * Where the image is and how closely the model looks at it.
 */
image_url: ChatCompletionImageUrl
/**
 * Marks an explicit prompt-cache breakpoint after this part.
 */
prompt_cache_breakpoint?: ChatCompletionCacheBreakpoint
}
/**
 * Where the image is and how closely the model looks at it.
 */
export interface ChatCompletionImageUrl {
/**
 * An `https:` URL of the image, or the image inline as a `data:<mime>;base64,<data>` URL.
 */
url: string
/**
 * How much detail the model sees; `auto` when absent; `original` sends the image at its own resolution (openai 7).
 */
detail?: ("auto" | "low" | "high" | "original")
}
/**
 * Audio, inline as base64.
 */
export interface ChatCompletionAudioPart {
/**
 * Always `input_audio`.
 */
type: "input_audio"
/**
 * The audio and its encoding.
 */
input_audio: ChatCompletionInputAudio
/**
 * Marks an explicit prompt-cache breakpoint after this part.
 */
prompt_cache_breakpoint?: ChatCompletionCacheBreakpoint
}
/**
 * The audio and its encoding.
 */
export interface ChatCompletionInputAudio {
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: ChatCompletionBase64
/**
 * The audio's encoding.
 */
format: ("wav" | "mp3")
}
/**
 * A file (e.g. a PDF), inline or by the id of an uploaded file.
 */
export interface ChatCompletionFilePart {
/**
 * Always `file`.
 */
type: "file"
/**
 * The file: `file_data` (with a `filename`) or `file_id`.
 */
file: ChatCompletionFile
/**
 * Marks an explicit prompt-cache breakpoint after this part.
 */
prompt_cache_breakpoint?: ChatCompletionCacheBreakpoint
}
/**
 * The file: `file_data` (with a `filename`) or `file_id`.
 */
export interface ChatCompletionFile {
/**
 * The file inline, as OpenAI takes it: a `data:<mime>;base64,<data>` URL.
 */
file_data?: string
/**
 * The id of a file uploaded through the Files API.
 */
file_id?: string
/**
 * The file's name, shown to the model; OpenAI wants it with `file_data`.
 */
filename?: string
}
/**
 * A model turn, in the form a request sends it and in the form a response returns it (`choices[0].message`, where `content` and `refusal` are always present and `annotations` and the full `audio` may be). Both share `role: "assistant"`, so this one variant accepts either. It also accepts the reasoning fields OpenAI-compatible servers add (`reasoning_content`, `reasoning`, `reasoning_details`); OpenAI itself does not define them.
 */
export interface ChatCompletionAssistantMessage {
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * The text the model wrote: a string, text and refusal parts (request form only), or `null`. Required by OpenAI unless `tool_calls` or `function_call` is present; a response has `null` when the turn only called tools.
 */
content?: (string | ChatCompletionAssistantContentPart[] | null)
/**
 * Why the model declined to answer; `null` when it did not. Responses always carry this field.
 */
refusal?: (string | null)
/**
 * A name for the assistant, to tell participants of the same role apart (request form only).
 */
name?: string
/**
 * The tools the model called in this turn, in order. Each is answered by a `tool` message with the call's id. `null` is the same as absent (openai-python's `model_dump()` writes it when the model called no tool).
 */
tool_calls?: (ChatCompletionToolCall[] | null)
/**
 * Deprecated: the single function call of the pre-`tool_calls` API, answered by a `function` message.
 */
function_call?: (ChatCompletionFunctionCall | null)
/**
 * The audio answer the model gave. A request needs only its `id`; a response also carries the data, its expiry and the transcript.
 */
audio?: (ChatCompletionAssistantAudio | null)
/**
 * Citations of the web pages the answer used (responses with web search only). `null` is the same as absent (openai-python's `model_dump()` writes it).
 */
annotations?: (ChatCompletionAnnotation[] | null)
/**
 * The model's chain of thought as text, as DeepSeek, vLLM, Qwen and Kimi return it. DeepSeek answers 400 when a turn that called tools comes back without it.
 */
reasoning_content?: (string | null)
/**
 * OpenRouter's plain-text reasoning (OpenRouter also reads `reasoning_content` as the same field).
 */
reasoning?: (string | null)
/**
 * OpenRouter's structured reasoning, to be sent back unmodified and in order: models that sign or encrypt their reasoning reject a changed sequence. Some models return `[]` and expect `[]` back. `null` is the same as absent.
 */
reasoning_details?: (ChatCompletionReasoningDetail[] | null)
}
/**
 * The model's refusal, as a part of an assistant message.
 */
export interface ChatCompletionRefusalPart {
/**
 * Always `refusal`.
 */
type: "refusal"
/**
 * Why the model declined.
 */
refusal: string
}
/**
 * A call of a function tool.
 */
export interface ChatCompletionFunctionToolCall {
/**
 * The call's id; the `tool` message that answers it carries the same id.
 */
id: string
/**
 * Always `function`.
 */
type: "function"
/**
 * A function and the arguments the model wrote for it.
 */
function: ChatCompletionFunctionCall
/**
 * Provider data on a tool call. Gemini's OpenAI-compatible endpoint puts the call's thought signature here and wants it back on the next request. Other keys are kept.
 */
extra_content?: ChatCompletionExtraContent
/**
 * The call's position in `tool_calls`, as DeepSeek, SGLang and vLLM return it on every call (a field of streamed deltas, kept in the whole message). It says nothing the order does not; converters read the order.
 */
index?: number
}
/**
 * A function and the arguments the model wrote for it.
 */
export interface ChatCompletionFunctionCall {
/**
 * The function's name.
 */
name: string
/**
 * The arguments as JSON text, forwarded as-is. Models do not always write valid JSON.
 */
arguments: string
}
/**
 * Provider data on a tool call. Gemini's OpenAI-compatible endpoint puts the call's thought signature here and wants it back on the next request. Other keys are kept.
 */
export interface ChatCompletionExtraContent {
/**
 * Gemini's data on the call. Other keys are kept.
 */
google?: ChatCompletionGoogleExtraContent
}
/**
 * Gemini's data on the call. Other keys are kept.
 */
export interface ChatCompletionGoogleExtraContent {
/**
 * Gemini's opaque signature of the reasoning behind this call. In a batch of parallel calls only the first carries one; Gemini answers 400 when it is missing on a later request.
 */
thought_signature: string
}
/**
 * A call of a custom tool, whose input is free text.
 */
export interface ChatCompletionCustomToolCall {
/**
 * The call's id; the `tool` message that answers it carries the same id.
 */
id: string
/**
 * Always `custom`.
 */
type: "custom"
/**
 * The tool and the text the model wrote for it.
 */
custom: ChatCompletionCustomCall
/**
 * The call's position in `tool_calls`, as DeepSeek, SGLang and vLLM return it on every call (a field of streamed deltas, kept in the whole message). It says nothing the order does not; converters read the order.
 */
index?: number
}
/**
 * The tool and the text the model wrote for it.
 */
export interface ChatCompletionCustomCall {
/**
 * The tool's name.
 */
name: string
/**
 * The input the model wrote, forwarded as-is.
 */
input: string
}
/**
 * An audio answer of the model: by `id` in a request, with its data in a response.
 */
export interface ChatCompletionAssistantAudio {
/**
 * The audio answer's id; a request refers to an earlier answer by it.
 */
id: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data?: ChatCompletionBase64
/**
 * When the server forgets the answer (Unix seconds); after that the id no longer works in a request.
 */
expires_at?: number
/**
 * What the audio says.
 */
transcript?: string
}
/**
 * A web page the answer cites.
 */
export interface ChatCompletionAnnotation {
/**
 * Always `url_citation`.
 */
type: "url_citation"
/**
 * The cited page and the span of `content` that cites it.
 */
url_citation: ChatCompletionUrlCitation
}
/**
 * The cited page and the span of `content` that cites it.
 */
export interface ChatCompletionUrlCitation {
/**
 * Index of the last character of the citation in `content`.
 */
end_index: number
/**
 * Index of the first character of the citation in `content`.
 */
start_index: number
/**
 * The page's title.
 */
title: string
/**
 * The page's URL.
 */
url: string
}
/**
 * A summary of the model's reasoning.
 */
export interface ChatCompletionReasoningSummary {
/**
 * Always `reasoning.summary`.
 */
type: "reasoning.summary"
/**
 * The summary.
 */
summary: string
/**
 * The detail's id, if the provider gave one.
 */
id?: (string | null)
/**
 * Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.
 */
format?: (string | null)
/**
 * The detail's position in the model's reasoning.
 */
index?: number
}
/**
 * Reasoning the provider encrypted; only that provider can read it.
 */
export interface ChatCompletionReasoningEncrypted {
/**
 * Always `reasoning.encrypted`.
 */
type: "reasoning.encrypted"
/**
 * The encrypted reasoning; opaque.
 */
data: string
/**
 * The detail's id, if the provider gave one.
 */
id?: (string | null)
/**
 * Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.
 */
format?: (string | null)
/**
 * The detail's position in the model's reasoning.
 */
index?: number
}
/**
 * The model's reasoning as text, with the provider's signature of it.
 */
export interface ChatCompletionReasoningText {
/**
 * Always `reasoning.text`.
 */
type: "reasoning.text"
/**
 * The reasoning text.
 */
text: string
/**
 * The provider's signature of `text`. Anthropic rejects thinking sent back without it, and Gemini rejects a changed text.
 */
signature?: (string | null)
/**
 * The detail's id, if the provider gave one.
 */
id?: (string | null)
/**
 * Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.
 */
format?: (string | null)
/**
 * The detail's position in the model's reasoning.
 */
index?: number
}
/**
 * A reasoning detail of a type not listed above, kept as it is.
 */
export interface ChatCompletionReasoningOther {
/**
 * The detail's type: any string but the three documented ones.
 */
type: string
}
/**
 * The result of one tool call, answering the call with id `tool_call_id`. Chat Completions carries text only here; images a tool returned have no place.
 */
export interface ChatCompletionToolMessage {
/**
 * Always `tool`.
 */
role: "tool"
/**
 * The id of the tool call this answers.
 */
tool_call_id: string
/**
 * Text, as a string or as text parts (system, developer and tool messages).
 */
content: ChatCompletionTextContent
}
/**
 * Deprecated: the result of a `function_call`, from before `tool_calls` existed.
 */
export interface ChatCompletionFunctionMessage {
/**
 * Always `function`.
 */
role: "function"
/**
 * The name of the function that was called.
 */
name: string
/**
 * The function's result.
 */
content: (string | null)
}
/**
 * A Chat Completions request body (`POST /v1/chat/completions`, and every OpenAI-compatible server's): `messages` and the settings the openai SDK's `ChatCompletionCreateParams` types, the ones converters map typed (`tools`, `tool_choice`, `parallel_tool_calls`, `response_format`, `reasoning_effort`, token limits, sampling, `stop`, `seed`, penalties). Other settings (`n`, `logprobs`, `user`…) pass as they are.
 */
export interface ChatCompletionRequest {
/**
 * The `messages` array of a Chat Completions request, oldest first.
 */
messages: ChatCompletionMessages
/**
 * The model id.
 */
model?: string
/**
 * The tools the model may call.
 */
tools?: ChatCompletionToolDefinition[]
/**
 * Which tools the model may or must call: `none`, `auto`, `required`, one named function or custom tool, or an allowed subset.
 */
tool_choice?: ChatCompletionToolChoice
/**
 * Whether the model may call several tools in one turn (default true).
 */
parallel_tool_calls?: boolean
/**
 * The form of the answer (`response_format`), selected by `type`.
 */
response_format?: ChatCompletionResponseFormat
/**
 * How much a reasoning model thinks before answering.
 */
reasoning_effort?: ("none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max" | null)
/**
 * The most tokens the answer may have, reasoning tokens included.
 */
max_completion_tokens?: (number | null)
/**
 * The most tokens the answer may have (deprecated by OpenAI for `max_completion_tokens`; the one many OpenAI-compatible servers read).
 */
max_tokens?: (number | null)
/**
 * Sampling temperature, 0 to 2.
 */
temperature?: (number | null)
/**
 * Nucleus sampling.
 */
top_p?: (number | null)
/**
 * Up to 4 sequences that end the answer.
 */
stop?: (string | string[] | null)
/**
 * A seed for best-effort deterministic sampling.
 */
seed?: (number | null)
/**
 * Penalty, -2 to 2, for tokens already in the text.
 */
presence_penalty?: (number | null)
/**
 * Penalty, -2 to 2, by how often a token occurred.
 */
frequency_penalty?: (number | null)
}
/**
 * A function tool (`ChatCompletionFunctionTool`).
 */
export interface ChatCompletionFunctionToolDefinition {
/**
 * Always `function`.
 */
type: "function"
/**
 * A function the model may call (`FunctionDefinition`).
 */
function: ChatCompletionFunctionDefinition
}
/**
 * A function the model may call (`FunctionDefinition`).
 */
export interface ChatCompletionFunctionDefinition {
/**
 * The function's name (a-z, A-Z, 0-9, underscores and dashes, at most 64).
 */
name: string
/**
 * What the function does.
 */
description?: string
/**
 * The JSON Schema of the arguments; absent: no arguments.
 */
parameters?: {

}
/**
 * Enforce `parameters` exactly (structured outputs; every property required, `additionalProperties: false`).
 */
strict?: (boolean | null)
}
/**
 * A custom tool taking free text (`ChatCompletionCustomTool`), kept as it is.
 */
export interface ChatCompletionCustomToolDefinition {
/**
 * Always `custom`.
 */
type: "custom"
/**
 * The custom tool: its name, description and input `format` (free text or a grammar).
 */
custom: ChatCompletionCustomToolBody
}
/**
 * The custom tool: its name, description and input `format` (free text or a grammar).
 */
export interface ChatCompletionCustomToolBody {
/**
 * The tool's name.
 */
name: string
/**
 * What the tool does.
 */
description?: string
/**
 * A custom tool's input format, selected by `type`: free text, or text a grammar accepts.
 */
format?: ChatCompletionCustomToolFormat
}
/**
 * Free text.
 */
export interface ChatCompletionCustomToolTextFormat {
/**
 * Always `text`.
 */
type: "text"
}
/**
 * Text the grammar accepts.
 */
export interface ChatCompletionCustomToolGrammarFormat {
/**
 * Always `grammar`.
 */
type: "grammar"
/**
 * The grammar.
 */
grammar: ChatCompletionCustomToolGrammar
}
/**
 * The grammar.
 */
export interface ChatCompletionCustomToolGrammar {
/**
 * The grammar's text.
 */
definition: string
/**
 * The grammar's syntax.
 */
syntax: ("lark" | "regex")
}
/**
 * The model must call this function.
 */
export interface ChatCompletionNamedToolChoice {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function to call.
 */
function: ChatCompletionNamedToolChoiceFunction
}
/**
 * The function to call.
 */
export interface ChatCompletionNamedToolChoiceFunction {
/**
 * The function's name.
 */
name: string
}
/**
 * The model may (`auto`) or must (`required`) call one of these tools only.
 */
export interface ChatCompletionAllowedToolsChoice {
/**
 * Always `allowed_tools`.
 */
type: "allowed_tools"
/**
 * The allowed subset.
 */
allowed_tools: ChatCompletionAllowedTools
}
/**
 * The allowed subset.
 */
export interface ChatCompletionAllowedTools {
/**
 * `auto`: a call is optional; `required`: at least one call.
 */
mode: ("auto" | "required")
/**
 * The tools allowed.
 * 
 * Items: A tool, as in `tools` (`{type: "function", function: {name}}`).
 */
tools: {

}[]
}
/**
 * The model must call this custom tool.
 */
export interface ChatCompletionNamedCustomToolChoice {
/**
 * Always `custom`.
 */
type: "custom"
/**
 * The custom tool to call.
 */
custom: ChatCompletionNamedCustomToolChoiceCustom
}
/**
 * The custom tool to call.
 */
export interface ChatCompletionNamedCustomToolChoiceCustom {
/**
 * The tool's name.
 */
name: string
}
/**
 * Free text (the default).
 */
export interface ChatCompletionResponseFormatText {
/**
 * Always `text`.
 */
type: "text"
}
/**
 * JSON mode: any JSON object (the prompt must ask for JSON).
 */
export interface ChatCompletionResponseFormatJsonObject {
/**
 * Always `json_object`.
 */
type: "json_object"
}
/**
 * Structured outputs: JSON that matches `json_schema.schema`.
 */
export interface ChatCompletionResponseFormatJsonSchema {
/**
 * Always `json_schema`.
 */
type: "json_schema"
/**
 * The schema and its name.
 */
json_schema: ChatCompletionJsonSchema
}
/**
 * The schema and its name.
 */
export interface ChatCompletionJsonSchema {
/**
 * The schema's name (a-z, A-Z, 0-9, underscores and dashes, at most 64).
 */
name: string
/**
 * What the answer is for.
 */
description?: string
/**
 * The JSON Schema of the answer.
 */
schema?: {

}
/**
 * Enforce the schema exactly.
 */
strict?: (boolean | null)
}
/**
 * A non-streaming Chat Completions response (`POST /v1/chat/completions`), as the openai SDK types `ChatCompletion` and as OpenAI-compatible servers (DeepSeek, OpenRouter, vLLM, SGLang, Gemini's compatibility layer) return it, also with openai-python `model_dump()` nulls. Each choice's `message` is a `ChatCompletionAssistantMessage`, so it can be appended to the history as it is; `readResponse(response, { from: "chat-completions" })` reads it into the hub. Other keys servers add pass.
 */
export interface ChatCompletionResponse {
/**
 * The completion's id (`chatcmpl-…`).
 */
id?: string
/**
 * `chat.completion`.
 */
object?: string
/**
 * When the completion was created, in Unix seconds.
 */
created?: number
/**
 * The model that answered.
 */
model?: string
/**
 * The answers, one per `n` requested; usually one.
 */
choices: ChatCompletionChoice[]
/**
 * Token counts of the call; absent or `null` on some servers.
 */
usage?: (ChatCompletionUsage | null)
/**
 * The backend configuration the model ran with.
 */
system_fingerprint?: (string | null)
/**
 * The processing tier that served the request.
 */
service_tier?: (string | null)
}
/**
 * One answer of a Chat Completions response.
 */
export interface ChatCompletionChoice {
/**
 * The choice's place in `choices`.
 */
index?: number
/**
 * A model turn, in the form a request sends it and in the form a response returns it (`choices[0].message`, where `content` and `refusal` are always present and `annotations` and the full `audio` may be). Both share `role: "assistant"`, so this one variant accepts either. It also accepts the reasoning fields OpenAI-compatible servers add (`reasoning_content`, `reasoning`, `reasoning_details`); OpenAI itself does not define them.
 */
message: ChatCompletionAssistantMessage
/**
 * Why the model stopped: `stop`, `length`, `tool_calls`, `content_filter`, `function_call` (deprecated); servers add others (DeepSeek's `insufficient_system_resource`, OpenRouter's `error`). `null` while a stream is running.
 */
finish_reason?: (string | null)
/**
 * Token log probabilities, when requested (`null` otherwise).
 */
logprobs?: ({

} | null)
}
/**
 * Token counts of a Chat Completions call. `prompt_tokens` includes the cached ones, `completion_tokens` the reasoning ones.
 */
export interface ChatCompletionUsage {
/**
 * Tokens of the input, cached ones included.
 */
prompt_tokens?: number
/**
 * Tokens the model generated, reasoning included.
 */
completion_tokens?: number
/**
 * The sum of the two.
 */
total_tokens?: number
/**
 * Breakdown of the input tokens.
 */
prompt_tokens_details?: (ChatCompletionPromptTokensDetails | null)
/**
 * Breakdown of the generated tokens.
 */
completion_tokens_details?: (ChatCompletionCompletionTokensDetails | null)
/**
 * DeepSeek: input tokens served from its context cache.
 */
prompt_cache_hit_tokens?: number
/**
 * DeepSeek: input tokens not in its context cache.
 */
prompt_cache_miss_tokens?: number
}
/**
 * Breakdown of a Chat Completions call's input tokens.
 */
export interface ChatCompletionPromptTokensDetails {
/**
 * Input tokens read from the prompt cache.
 */
cached_tokens?: (number | null)
/**
 * Audio input tokens.
 */
audio_tokens?: (number | null)
}
/**
 * Breakdown of a Chat Completions call's generated tokens.
 */
export interface ChatCompletionCompletionTokensDetails {
/**
 * Tokens the model spent reasoning.
 */
reasoning_tokens?: (number | null)
/**
 * Audio output tokens.
 */
audio_tokens?: (number | null)
/**
 * Predicted Output tokens that appeared in the completion.
 */
accepted_prediction_tokens?: (number | null)
/**
 * Predicted Output tokens that did not.
 */
rejected_prediction_tokens?: (number | null)
}
/**
 * Instructions that frame the whole conversation.
 */
export interface SystemMessage {
/**
 * Always `system`.
 */
role: "system"
/**
 * The instructions.
 */
content: string
/**
 * A participant name for this system message. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.
 */
name?: string
/**
 * The instructions as the wire had them when they were not one plain text: several text parts in order, or one with fields of its own (a Chat Completions part's `prompt_cache_breakpoint` in its `providerFields`). `content` is their texts joined with `\n`, so a writer that takes one string loses nothing but the split. The Chat Completions and items writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.
 */
parts?: TextPart[]
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * Text.
 */
export interface TextPart {
/**
 * Always `text`.
 */
type: "text"
/**
 * The text.
 */
text: string
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
export interface ProviderFields {
/**
 * The provider whose wire the fields belong to, e.g. `anthropic`.
 */
provider: string
/**
 * The element's own keys and values, exactly as the wire had them.
 */
fields: {

}
}
/**
 * Instructions from the application developer; OpenAI's newer name for a system message.
 */
export interface DeveloperMessage {
/**
 * Always `developer`.
 */
role: "developer"
/**
 * The instructions.
 */
content: string
/**
 * A participant name for this developer message. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.
 */
name?: string
/**
 * The instructions as the wire had them when they were not one plain text: several text parts in order, or one with fields of its own (a Chat Completions part's `prompt_cache_breakpoint` in its `providerFields`). `content` is their texts joined with `\n`, so a writer that takes one string loses nothing but the split. The Chat Completions and items writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.
 */
parts?: TextPart[]
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * What the user said: text, or text with images and files.
 */
export interface UserMessage {
/**
 * Always `user`.
 */
role: "user"
/**
 * Plain text, or parts in order.
 */
content: (string | ContentPart[])
/**
 * A participant name for this user. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.
 */
name?: string
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * An image, inline as base64 (never a URL: an image by URL is an `imageUrl` part).
 */
export interface ImagePart {
/**
 * Always `image`.
 */
type: "image"
/**
 * The image's media type; every major provider accepts these four.
 */
mimeType: ("image/jpeg" | "image/png" | "image/webp" | "image/gif")
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: Base64
/**
 * How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).
 */
detail?: ("auto" | "low" | "high" | "original")
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * An image the provider fetches from a URL. Readers turn a base64 `data:` URL of a jpeg, png, webp or gif into an `image` part instead.
 */
export interface ImageUrlPart {
/**
 * Always `imageUrl`.
 */
type: "imageUrl"
/**
 * The image's URL, usually `https:`.
 */
url: string
/**
 * How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).
 */
detail?: ("auto" | "low" | "high" | "original")
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * An image uploaded to a provider's file store, referred to by its id. The id means something only to the provider that issued it.
 */
export interface ImageFileIdPart {
/**
 * Always `imageFileId`.
 */
type: "imageFileId"
/**
 * The provider's file id, e.g. `file-abc123`.
 */
fileId: string
/**
 * How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).
 */
detail?: ("auto" | "low" | "high" | "original")
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * A file (PDF, audio, video, text), inline as base64 (a file by URL or id is a `fileUrl` or `fileId` part).
 */
export interface FilePart {
/**
 * Always `file`.
 */
type: "file"
/**
 * The file's media type: `application/*`, `audio/*`, `video/*` or `text/*`.
 */
mimeType: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: Base64
/**
 * The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.
 */
filename?: string
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * A file the provider fetches from a URL.
 */
export interface FileUrlPart {
/**
 * Always `fileUrl`.
 */
type: "fileUrl"
/**
 * The file's URL, usually `https:`.
 */
url: string
/**
 * The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.
 */
filename?: string
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * A file uploaded to a provider's file store, referred to by its id. The id means something only to the provider that issued it.
 */
export interface FileIdPart {
/**
 * Always `fileId`.
 */
type: "fileId"
/**
 * The provider's file id, e.g. `file-abc123`.
 */
fileId: string
/**
 * The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.
 */
filename?: string
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * A whole wire element the hub has no form for (a Claude `search_result`, `tool_reference`, `container_upload` or `browser_state` block…, a Responses `input_file` whose `file_data` is not a base64 data URL), kept verbatim and tagged with its provider. Only that provider's writer puts it back; every other writer drops it with a warning (`provider_part_dropped`).
 */
export interface ProviderPart {
/**
 * Always `provider`.
 */
type: "provider"
/**
 * The provider whose wire the element belongs to, e.g. `anthropic`.
 */
provider: string
/**
 * The element, exactly as the wire had it.
 */
value: {

}
}
/**
 * A model turn: its text, the tools it called, and the reasoning a provider may need back on the next request.
 */
export interface AssistantMessage {
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * The text the model wrote; empty when the turn only called tools.
 */
content: string
/**
 * The text as the wire had it when it was several text parts (Chat Completions content parts, Responses `output_text` parts, a Gemini model content's text parts): the parts in order. `content` is their texts joined with nothing between them, so a writer that takes one string loses nothing but the split. The Claude, Gemini, Chat Completions and items (`assistantParts: "parts"`) writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.
 */
parts?: TextPart[]
/**
 * A participant name for this assistant. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.
 */
name?: string
/**
 * The model's refusal text, when it declined to answer. Chat Completions and Responses carry it as a refusal; other wires turn it into text with a warning.
 */
refusal?: string
/**
 * The id of an audio answer (Chat Completions `audio.id`), so the next request can refer to it instead of resending the audio. Only Chat Completions carries it.
 */
audioId?: string
/**
 * Tools the model called in this turn, in order. Each is answered by a `tool` message with its id.
 */
toolCalls?: ToolCall[]
/**
 * The model's chain of thought as text. Thinking-mode providers (DeepSeek) answer 400 when a tool-calling turn comes back without it; OpenAI-shaped requests carry it as `reasoning_content`.
 */
reasoning?: string
/**
 * OpenRouter's normalized reasoning payload, passed back unmodified. Opaque.
 */
reasoningDetails?: unknown[]
/**
 * A provider's own (often encrypted) reasoning items, tagged with the provider that made them. Only that provider may be sent them again; another vendor after a fallback rejects them. Opaque: never reshaped.
 */
reasoningItems?: ReasoningItems
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
/**
 * Elements of an assistant turn that only one provider's wire has, verbatim and in order, tagged with that provider: for `anthropic`, Claude's `server_tool_use` and server-tool result blocks such as `web_search_tool_result`; for `openai`, Responses input items the hub has no message for (hosted-tool calls and outputs such as `web_search_call`, `computer_call_output`, `mcp_call`, shell and patch calls, `item_reference`, `compaction`…), which the reader puts in an assistant message of their own (content empty) at their place among the messages. They come after the turn's `reasoningItems` and before its text and calls. Only that provider's writer puts them back; every other writer drops them with a warning (`provider_blocks_dropped`), and leaves out a message that held nothing else.
 */
providerBlocks?: ProviderBlocks
}
/**
 * One tool call the model made.
 */
export interface ToolCall {
/**
 * The call's id; the `tool` message that answers it carries the same id.
 */
id: string
/**
 * `custom` for a call of a custom (free-form input) tool, whose `arguments` is the raw input text rather than JSON. Absent means `function`.
 */
type?: ("function" | "custom")
/**
 * The tool's name.
 */
name: string
/**
 * The arguments as raw JSON text (for a `custom` call: its raw input text), forwarded as-is (never parsed and re-serialized).
 */
arguments: string
/**
 * Gemini's opaque signature of the reasoning behind this call; Gemini wants it back on the next request.
 */
thoughtSignature?: string
/**
 * True when a reader made `id` up because the wire had none (the Gemini API returns calls without ids). The Gemini writer leaves such an id out again, so a Gemini history comes back exactly; other writers send it as the call's id. Absent means the id came from the wire.
 */
idGenerated?: boolean
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
/**
 * The call's Chat Completions `extra_content` (the vendor-keyed extensions of OpenAI-compatible servers), verbatim except Gemini's `google.thought_signature`, which is `thoughtSignature`. Only the Chat Completions writer puts it back; other writers drop it with a warning (`extra_content_dropped`).
 */
extraContent?: {

}
}
/**
 * A provider's own (often encrypted) reasoning items, tagged with the provider that made them. Only that provider may be sent them again; another vendor after a fallback rejects them. Opaque: never reshaped.
 */
export interface ReasoningItems {
/**
 * Who made the items, e.g. `openai`.
 */
provider: string
/**
 * The items, exactly as the provider returned them. For `anthropic`: the assistant turn's `thinking` and `redacted_thinking` blocks verbatim (signature and data included), or the Responses `reasoning` items made from them.
 */
items: unknown[]
}
/**
 * Elements of an assistant turn that only one provider's wire has, verbatim and in order, tagged with that provider: for `anthropic`, Claude's `server_tool_use` and server-tool result blocks such as `web_search_tool_result`; for `openai`, Responses input items the hub has no message for (hosted-tool calls and outputs such as `web_search_call`, `computer_call_output`, `mcp_call`, shell and patch calls, `item_reference`, `compaction`…), which the reader puts in an assistant message of their own (content empty) at their place among the messages. They come after the turn's `reasoningItems` and before its text and calls. Only that provider's writer puts them back; every other writer drops them with a warning (`provider_blocks_dropped`), and leaves out a message that held nothing else.
 */
export interface ProviderBlocks {
/**
 * The provider whose wire the blocks belong to, e.g. `anthropic`.
 */
provider: string
/**
 * The blocks, exactly as the wire had them.
 */
items: {

}[]
}
/**
 * The result of one tool call, answering the call with id `toolCallId`.
 */
export interface ToolMessage {
/**
 * Always `tool`.
 */
role: "tool"
/**
 * The id of the tool call this answers.
 */
toolCallId: string
/**
 * The name of the tool that was called.
 */
name: string
/**
 * The tool's text result.
 */
content: string
/**
 * Images the tool returned, after its text.
 */
images?: ImagePart[]
/**
 * More of the result, in order, after `content` and `images`: text, images and files inline, by URL or by file id, and provider elements. Readers write `content` and `images` where they hold the result as it was (one text, then inline images) and otherwise an empty `content` and every piece here.
 */
parts?: ContentPart[]
/**
 * True when the tool failed and `content` describes the error (Claude's `is_error`). Absent means the source did not say. Only Claude carries it; other wires drop `true` with a warning.
 */
isError?: boolean
/**
 * What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys).
 */
providerFields?: ProviderFields
}
/**
 * A provider-neutral request: the hub history plus tool definitions, tool choice, structured output, generation and reasoning settings, and each wire's settings the hub has no neutral place for. Every wire's request body is read into it and written from it (`convert(body, { from: "claude-request", to: "gemini-request" })`).
 */
export interface ChatRequest {
/**
 * The model id, as the target provider names it (passed on unchanged; providers name models differently).
 */
model?: string
/**
 * A system prompt given apart from the history (Responses `instructions`). Written as Responses `instructions`; every other wire gets it as a system message before the history.
 */
instructions?: string
/**
 * An agent's history, oldest message first.
 */
messages: ChatMessages
/**
 * The tools the model may call, in order.
 */
tools?: ChatTool[]
/**
 * Which tools the model may or must call: `auto` (it decides), `none` (no call), `required` (at least one call, any tool), one named function, or a subset it may (`auto`) or must (`required`) choose from.
 */
toolChoice?: ChatToolChoice
/**
 * Whether the model may call several tools in one turn. Absent: the provider's default (parallel calls allowed).
 */
parallelToolCalls?: boolean
/**
 * The form of the answer: free text, any JSON object, or JSON matching a schema.
 */
output?: ChatOutputFormat
/**
 * The most tokens the answer (reasoning included, where the provider counts it) may have.
 */
maxOutputTokens?: number
/**
 * Sampling temperature.
 */
temperature?: number
/**
 * Nucleus sampling: the probability mass of the tokens considered.
 */
topP?: number
/**
 * Sample only from the K most likely tokens (Claude, Gemini).
 */
topK?: number
/**
 * Sequences that end the answer when generated.
 */
stop?: string[]
/**
 * A seed for best-effort deterministic sampling (Chat Completions, Gemini).
 */
seed?: number
/**
 * Penalty for tokens already present in the text so far (Chat Completions, Gemini).
 */
presencePenalty?: number
/**
 * Penalty by how often a token occurred so far (Chat Completions, Gemini).
 */
frequencyPenalty?: number
/**
 * How much the model thinks before answering, and what of it is returned.
 */
reasoning?: ChatReasoning
/**
 * Each wire's request settings the hub has no neutral place for, by wire, keyed as the wire names them: written back only to that wire, reported `setting_dropped` elsewhere. A few entries are only how the wire spelled a neutral value (a Chat Completions `stop` string, a Responses `input` string, a Claude `system: []`, Gemini's grouping of `tools` as counts per tool object): written back to that wire while the neutral value is still what they spell, and ignored by the other wires.
 */
providerSettings?: ChatProviderSettings
}
/**
 * A function the model may call and the caller runs.
 */
export interface ChatFunctionTool {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function's name, as the model calls it.
 */
name: string
/**
 * What the function does and when to call it.
 */
description?: string
/**
 * The JSON Schema of the arguments (an object schema). Absent: the function takes no arguments.
 */
parameters?: {

}
/**
 * Ask the provider to enforce `parameters` exactly (OpenAI strict mode, Claude strict tool use). Absent: the provider's default.
 */
strict?: boolean
/**
 * Fields of this definition that only one wire has (Claude `cache_control`, Gemini `behavior`, a Responses `strict: null`…), by wire: written back only to that wire, warned elsewhere.
 */
providerFields?: ChatToolProviderFields
}
/**
 * Fields of this definition that only one wire has (Claude `cache_control`, Gemini `behavior`, a Responses `strict: null`…), by wire: written back only to that wire, warned elsewhere.
 */
export interface ChatToolProviderFields {
/**
 * Fields of a Responses function tool.
 */
responses?: {

}
/**
 * Fields of a Chat Completions function definition.
 */
chatCompletions?: {

}
/**
 * Fields of a Claude custom tool.
 */
claude?: {

}
/**
 * Fields of a Gemini function declaration (with the raw `parameters` or `parametersJsonSchema` it was read from, written back as they were).
 */
gemini?: {

}
}
/**
 * A provider's hosted or built-in tool (OpenAI `web_search`, Claude `web_search_20250305`, Gemini `googleSearch`…), kept as that provider sends it: written back only to it, warned elsewhere.
 */
export interface ChatProviderTool {
/**
 * Always `provider`.
 */
type: "provider"
/**
 * The wire a provider-tagged value came from: `responses` (OpenAI Responses), `chatCompletions` (Chat Completions, OpenAI and compatible servers), `claude` (Anthropic Messages), `gemini` (Google Gemini).
 */
provider: ChatRequestProvider
/**
 * The tool definition exactly as the provider's request body has it.
 */
tool: {

}
}
/**
 * The model must call this function.
 */
export interface ChatToolChoiceFunction {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function to call.
 */
name: string
}
/**
 * The model may (`auto`) or must (`required`) call one of these functions only.
 */
export interface ChatToolChoiceAllowed {
/**
 * Always `allowed`.
 */
type: "allowed"
/**
 * `auto`: a call is optional; `required`: at least one call.
 */
mode: ("auto" | "required")
/**
 * The functions allowed, by name.
 */
names: string[]
}
/**
 * A choice only one provider expresses (a hosted tool, a custom tool), kept as that provider sends it.
 */
export interface ChatToolChoiceProvider {
/**
 * Always `provider`.
 */
type: "provider"
/**
 * The wire a provider-tagged value came from: `responses` (OpenAI Responses), `chatCompletions` (Chat Completions, OpenAI and compatible servers), `claude` (Anthropic Messages), `gemini` (Google Gemini).
 */
provider: ChatRequestProvider
/**
 * The `tool_choice` value exactly as the provider's request body has it.
 */
choice: unknown
}
/**
 * Free text (every provider's default).
 */
export interface ChatOutputText {
/**
 * Always `text`.
 */
type: "text"
}
/**
 * Any JSON object (OpenAI JSON mode, Gemini `responseMimeType: application/json` without a schema).
 */
export interface ChatOutputJsonObject {
/**
 * Always `json_object`.
 */
type: "json_object"
}
/**
 * JSON that matches `schema` (OpenAI structured outputs, Claude `output_config.format`, Gemini `responseJsonSchema`/`responseSchema`).
 */
export interface ChatOutputJsonSchema {
/**
 * Always `json_schema`.
 */
type: "json_schema"
/**
 * The schema's name (OpenAI requires one; other wires have none).
 */
name?: string
/**
 * What the answer is for (OpenAI).
 */
description?: string
/**
 * The JSON Schema of the answer. Absent: any JSON (Chat Completions allows a `json_schema` format without one).
 */
schema?: {

}
/**
 * Ask OpenAI to enforce the schema exactly.
 */
strict?: boolean
}
/**
 * How much the model thinks before answering, and what of it is returned.
 */
export interface ChatReasoning {
/**
 * A reasoning effort level (OpenAI `reasoning_effort`/`reasoning.effort`, Claude `output_config.effort`, Gemini `thinkingLevel`).
 */
effort?: ("none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max")
/**
 * A thinking budget in tokens (Claude `thinking.budget_tokens`, Gemini `thinkingBudget`; Gemini's `-1` is dynamic, `0` is off).
 */
budgetTokens?: number
/**
 * Thinking on or off where a wire says so on its own (Claude `thinking.type`).
 */
enabled?: boolean
/**
 * The reasoning summary asked for (OpenAI Responses `reasoning.summary`).
 */
summary?: ("auto" | "concise" | "detailed")
/**
 * Return the thoughts (Gemini `includeThoughts`).
 */
includeThoughts?: boolean
}
/**
 * Each wire's request settings the hub has no neutral place for, by wire, keyed as the wire names them: written back only to that wire, reported `setting_dropped` elsewhere. A few entries are only how the wire spelled a neutral value (a Chat Completions `stop` string, a Responses `input` string, a Claude `system: []`, Gemini's grouping of `tools` as counts per tool object): written back to that wire while the neutral value is still what they spell, and ignored by the other wires.
 */
export interface ChatProviderSettings {
/**
 * Settings of a Responses request (`store`, `previous_response_id`, `include`, `text.verbosity`…).
 */
responses?: {

}
/**
 * Settings of a Chat Completions request (`n`, `logprobs`, `user`, `max_tokens` as spelled…).
 */
chatCompletions?: {

}
/**
 * Settings of a Messages API request (`metadata`, `service_tier`, `container`…).
 */
claude?: {

}
/**
 * Settings of a Gemini request (`safetySettings`, `cachedContent`, `generationConfig` fields…).
 */
gemini?: {

}
}
/**
 * What `readResponse` returns for a Chat Completions, Responses, Claude or Gemini response: `messages` to append to the history (normally one assistant message; none when the model produced nothing), the neutral `finishReason` with the vendor's own value beside it, `usage`, and what only the response's wire has in `providerFields`.
 */
export interface ChatResponse {
/**
 * The assistant turn as hub messages, with reasoning, signatures and tool calls kept as the history readers keep them.
 */
messages: ChatMessage[]
/**
 * Why the model stopped, in neutral terms: `stop` (a natural end or a stop sequence), `length` (a token limit or the context window), `tool_calls` (it called tools and waits for their results), `content_filter` (a safety or policy filter cut or blocked it), `refusal` (the model declined), `pause` (a server-side tool loop paused; send the turn back to continue), `error` (the provider failed, or the model produced a malformed call), `other` (anything else, or not finished yet).
 */
finishReason: ChatFinishReason
/**
 * The vendor's own finish reason, verbatim (`end_turn`, `MAX_TOKENS`, `incomplete: max_output_tokens`, …); absent when the response has none.
 */
rawFinishReason?: string
/**
 * Token counts of the call, each present only when the response gives it (never a made-up zero). `inputTokens` counts the whole input, cached tokens included; `outputTokens` everything generated, reasoning included.
 */
usage?: ChatUsage
/**
 * The response's id as the vendor gave it (`chatcmpl-…`, `resp_…`, `msg_…`, Gemini's `responseId`).
 */
id?: string
/**
 * The model that answered (Gemini's `modelVersion`).
 */
model?: string
/**
 * What only the response's wire has, verbatim: the response's top-level keys the neutral fields do not take the place of (the raw `usage`, `stop_sequence`, `status`, `promptFeedback`, `system_fingerprint`, …), and the read choice's or candidate's own keys besides its message (`logprobs`, `safetyRatings`, `citationMetadata`, …) under `choice`.
 */
providerFields?: ChatResponseProviderFields
}
/**
 * Token counts of the call, each present only when the response gives it (never a made-up zero). `inputTokens` counts the whole input, cached tokens included; `outputTokens` everything generated, reasoning included.
 */
export interface ChatUsage {
/**
 * Tokens of the input, cached and cache-written ones included (Claude: `input_tokens` + `cache_read_input_tokens` + `cache_creation_input_tokens`).
 */
inputTokens?: number
/**
 * Tokens generated, reasoning included (Gemini: `candidatesTokenCount` + `thoughtsTokenCount`).
 */
outputTokens?: number
/**
 * All tokens of the call, as the vendor counts them (Claude gives none: `inputTokens` + `outputTokens`).
 */
totalTokens?: number
/**
 * Tokens spent reasoning (part of `outputTokens`).
 */
reasoningTokens?: number
/**
 * Input tokens read from the prompt cache (part of `inputTokens`).
 */
cachedInputTokens?: number
/**
 * Input tokens written to the prompt cache (part of `inputTokens`).
 */
cacheCreationTokens?: number
}
/**
 * What only the response's wire has, verbatim: the response's top-level keys the neutral fields do not take the place of (the raw `usage`, `stop_sequence`, `status`, `promptFeedback`, `system_fingerprint`, …), and the read choice's or candidate's own keys besides its message (`logprobs`, `safetyRatings`, `citationMetadata`, …) under `choice`.
 */
export interface ChatResponseProviderFields {
/**
 * The wire the response was read from.
 */
format: ("chat-completions" | "responses" | "claude" | "gemini")
/**
 * Whose wire it is (`openai` for Chat Completions, also from an OpenAI-compatible server).
 */
provider: ("openai" | "anthropic" | "google")
/**
 * The keys and values, exactly as the response had them.
 */
fields: {

}
}
/**
 * A user turn; tool results travel here too.
 */
export interface ClaudeUserMessage {
/**
 * Always `user`.
 */
role: "user"
/**
 * Message content: a string (one text block) or blocks in order.
 */
content: ClaudeContent
}
/**
 * Text.
 */
export interface ClaudeTextBlock {
/**
 * Always `text`.
 */
type: "text"
/**
 * The text.
 */
text: string
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
/**
 * Citations supporting the text, each selected by `type`; passed through unchanged.
 */
citations?: (ClaudeCitation[] | null)
}
/**
 * A span of characters of a plain-text document.
 */
export interface ClaudeCharLocationCitation {
/**
 * Always `char_location`.
 */
type: "char_location"
/**
 * cited text.
 */
cited_text: string
/**
 * document index.
 */
document_index: number
/**
 * document title.
 */
document_title: (string | null)
/**
 * start char index.
 */
start_char_index: number
/**
 * end char index.
 */
end_char_index: number
}
/**
 * A range of pages of a PDF.
 */
export interface ClaudePageLocationCitation {
/**
 * Always `page_location`.
 */
type: "page_location"
/**
 * cited text.
 */
cited_text: string
/**
 * document index.
 */
document_index: number
/**
 * document title.
 */
document_title: (string | null)
/**
 * start page number.
 */
start_page_number: number
/**
 * end page number.
 */
end_page_number: number
}
/**
 * A range of blocks of a content document.
 */
export interface ClaudeContentBlockLocationCitation {
/**
 * Always `content_block_location`.
 */
type: "content_block_location"
/**
 * cited text.
 */
cited_text: string
/**
 * document index.
 */
document_index: number
/**
 * document title.
 */
document_title: (string | null)
/**
 * start block index.
 */
start_block_index: number
/**
 * end block index.
 */
end_block_index: number
}
/**
 * A web search result.
 */
export interface ClaudeWebSearchResultLocationCitation {
/**
 * Always `web_search_result_location`.
 */
type: "web_search_result_location"
/**
 * cited text.
 */
cited_text: string
/**
 * encrypted index.
 */
encrypted_index: string
/**
 * title.
 */
title: (string | null)
/**
 * url.
 */
url: string
}
/**
 * A range of blocks of a search result.
 */
export interface ClaudeSearchResultLocationCitation {
/**
 * Always `search_result_location`.
 */
type: "search_result_location"
/**
 * cited text.
 */
cited_text: string
/**
 * search result index.
 */
search_result_index: number
/**
 * source.
 */
source: string
/**
 * title.
 */
title: (string | null)
/**
 * start block index.
 */
start_block_index: number
/**
 * end block index.
 */
end_block_index: number
}
/**
 * An image: inline base64, a URL, or an uploaded file.
 */
export interface ClaudeImageBlock {
/**
 * Always `image`.
 */
type: "image"
/**
 * Where the image comes from, selected by `type`.
 */
source: (ClaudeBase64ImageSource | ClaudeUrlSource | ClaudeFileSource)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * An image inline as base64.
 */
export interface ClaudeBase64ImageSource {
/**
 * Always `base64`.
 */
type: "base64"
/**
 * The image's media type.
 */
media_type: ("image/jpeg" | "image/png" | "image/gif" | "image/webp")
/**
 * The image bytes, standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix, as the API requires (the padding may be left out; a length that leaves one character over is not base64).
 */
data: string
}
/**
 * An image or PDF the API fetches from a URL.
 */
export interface ClaudeUrlSource {
/**
 * Always `url`.
 */
type: "url"
/**
 * The URL.
 */
url: string
}
/**
 * A file uploaded through the Files API.
 */
export interface ClaudeFileSource {
/**
 * Always `file`.
 */
type: "file"
/**
 * The uploaded file's id.
 */
file_id: string
}
/**
 * A document: base64 PDF, plain text, custom content blocks, a PDF URL, or an uploaded file.
 */
export interface ClaudeDocumentBlock {
/**
 * Always `document`.
 */
type: "document"
/**
 * Where the document comes from, selected by `type`.
 */
source: (ClaudeBase64PdfSource | ClaudePlainTextSource | ClaudeContentSource | ClaudeUrlSource | ClaudeFileSource)
/**
 * The document's title, shown to the model.
 */
title?: (string | null)
/**
 * Context about the document that the model reads but does not cite.
 */
context?: (string | null)
/**
 * Whether citations into this document are enabled.
 */
citations?: (ClaudeCitationsConfig | null)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * A PDF inline as base64.
 */
export interface ClaudeBase64PdfSource {
/**
 * Always `base64`.
 */
type: "base64"
/**
 * Always `application/pdf`.
 */
media_type: "application/pdf"
/**
 * The PDF bytes, standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix, as the API requires (the padding may be left out; a length that leaves one character over is not base64).
 */
data: string
}
/**
 * A plain-text document.
 */
export interface ClaudePlainTextSource {
/**
 * Always `text`.
 */
type: "text"
/**
 * Always `text/plain`.
 */
media_type: "text/plain"
/**
 * The text.
 */
data: string
}
/**
 * A document made of text and image blocks.
 */
export interface ClaudeContentSource {
/**
 * Always `content`.
 */
type: "content"
/**
 * The document's content.
 */
content: (string | (ClaudeTextBlock | ClaudeImageBlock)[])
}
/**
 * Whether citations into this source are enabled.
 */
export interface ClaudeCitationsConfig {
/**
 * On or off.
 */
enabled?: boolean
}
/**
 * Search results your application found (RAG), as a source Claude can cite; in a user message or a tool result.
 */
export interface ClaudeSearchResultBlock {
/**
 * Always `search_result`.
 */
type: "search_result"
/**
 * Where the result comes from, e.g. its URL; citations name it.
 */
source: string
/**
 * The result's title.
 */
title: string
/**
 * The result's text, in blocks that citations point into.
 */
content: ClaudeTextBlock[]
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
/**
 * Whether citations into this source are enabled.
 */
citations?: ClaudeCitationsConfig
}
/**
 * A tool call by the model. Its result comes back in the next user message as a `tool_result` with the same id.
 */
export interface ClaudeToolUseBlock {
/**
 * Always `tool_use`.
 */
type: "tool_use"
/**
 * A tool-use id: 1–64 characters of `[a-zA-Z0-9_-]`, as the Anthropic API requires.
 */
id: ClaudeToolUseId
/**
 * The tool's name.
 */
name: string
/**
 * The tool's arguments, parsed: a JSON object (the API answers 400 for a string, an array or any other value). The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time.
 */
input: unknown
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * The result of a tool call, answering the `tool_use` with id `tool_use_id`.
 */
export interface ClaudeToolResultBlock {
/**
 * Always `tool_result`.
 */
type: "tool_result"
/**
 * A tool-use id: 1–64 characters of `[a-zA-Z0-9_-]`, as the Anthropic API requires.
 */
tool_use_id: ClaudeToolUseId
/**
 * The result: a string or blocks. May be absent for a tool that returns nothing.
 */
content?: (string | ClaudeToolResultContentBlock[])
/**
 * True when the tool failed and `content` describes the error.
 */
is_error?: boolean
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * Names a tool for the model to load, in a tool result (tool search).
 */
export interface ClaudeToolReferenceBlock {
/**
 * Always `tool_reference`.
 */
type: "tool_reference"
/**
 * The name of a tool the request defines.
 */
tool_name: string
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * The browser's state after a browser tool call, in its tool result: every open tab, and what the call changed. The API renders the text the model reads from it.
 */
export interface ClaudeBrowserStateBlock {
/**
 * Always `browser_state`.
 */
type: "browser_state"
/**
 * Every tab open after the call (the whole list, not a change); when not empty, exactly one is `active`.
 */
tabs: ClaudeBrowserTab[]
/**
 * Tabs opened and downloads started, finished or failed during the call; absent when there are none.
 */
state_changes?: (ClaudeBrowserStateChange[] | null)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * One open tab.
 */
export interface ClaudeBrowserTab {
/**
 * Your id for the tab, unique among the tabs.
 */
tab_id: string
/**
 * The page's title; may be empty.
 */
title: string
/**
 * The page's URL; may be empty.
 */
url: string
/**
 * True for the active tab.
 */
active?: boolean
}
/**
 * A tab the call opened that is still open; its title and URL are in `tabs`.
 */
export interface ClaudeBrowserTabOpened {
/**
 * Always `tab_opened`.
 */
type: "tab_opened"
/**
 * The tab's id, as in `tabs`.
 */
tab_id: string
}
/**
 * A download that started during the call.
 */
export interface ClaudeBrowserDownloadStarted {
/**
 * Always `download_started`.
 */
type: "download_started"
/**
 * Your id for the download, the same in each change about it.
 */
download_id: string
/**
 * The URL the file came from, after redirects.
 */
url: string
}
/**
 * A download that finished during the call.
 */
export interface ClaudeBrowserDownloadCompleted {
/**
 * Always `download_completed`.
 */
type: "download_completed"
/**
 * Your id for the download, the same in each change about it.
 */
download_id: string
/**
 * The URL the file came from, after redirects.
 */
url: string
/**
 * Where the file was saved, when another tool can read it there.
 */
path?: (string | null)
/**
 * The file's size in bytes.
 */
size_bytes?: (number | null)
}
/**
 * A download that failed or was cancelled during the call.
 */
export interface ClaudeBrowserDownloadFailed {
/**
 * Always `download_failed`.
 */
type: "download_failed"
/**
 * Your id for the download, the same in each change about it.
 */
download_id: string
/**
 * The URL the file came from, after redirects.
 */
url: string
/**
 * What went wrong, when known.
 */
error?: (string | null)
}
/**
 * The model's extended thinking. With thinking and tool use on, the thinking blocks of the current tool loop must come back unmodified, signature included, or the API answers 400.
 */
export interface ClaudeThinkingBlock {
/**
 * Always `thinking`.
 */
type: "thinking"
/**
 * The thinking text.
 */
thinking: string
/**
 * Anthropic's signature over the thinking; opaque.
 */
signature: string
}
/**
 * Thinking the safety system encrypted; passed back unchanged.
 */
export interface ClaudeRedactedThinkingBlock {
/**
 * Always `redacted_thinking`.
 */
type: "redacted_thinking"
/**
 * The encrypted thinking; opaque.
 */
data: string
}
/**
 * A call of a tool Anthropic runs (web search, web fetch, code execution, tool search), as the model made it. Its result follows in the same assistant message.
 */
export interface ClaudeServerToolUseBlock {
/**
 * Always `server_tool_use`.
 */
type: "server_tool_use"
/**
 * The call's id (`srvtoolu_…`); its result's `tool_use_id`.
 */
id: string
/**
 * The server tool called.
 */
name: ("web_search" | "web_fetch" | "code_execution" | "bash_code_execution" | "text_editor_code_execution" | "tool_search_tool_regex" | "tool_search_tool_bm25")
/**
 * The tool's arguments, as the model wrote them: a JSON object. The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time.
 */
input: unknown
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
/**
 * Who made a tool call, selected by `type`: the model directly, or code running in the code execution tool.
 */
caller?: ClaudeToolCaller
}
/**
 * The model called the tool itself.
 */
export interface ClaudeDirectCaller {
/**
 * Always `direct`.
 */
type: "direct"
}
/**
 * Code the code execution tool ran called the tool.
 */
export interface ClaudeServerToolCaller {
/**
 * The version of the code execution tool.
 */
type: ("code_execution_20250825" | "code_execution_20260120")
/**
 * The id of the code execution call that made this call.
 */
tool_id: string
}
/**
 * The result of a `web_search` server tool call: the results found, or an error.
 */
export interface ClaudeWebSearchToolResultBlock {
/**
 * Always `web_search_tool_result`.
 */
type: "web_search_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * The results in order, or an error.
 */
content: (ClaudeWebSearchResult[] | ClaudeWebSearchToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
/**
 * Who made a tool call, selected by `type`: the model directly, or code running in the code execution tool.
 */
caller?: ClaudeToolCaller
}
/**
 * One web page a search found; its content is encrypted and passed back unchanged.
 */
export interface ClaudeWebSearchResult {
/**
 * Always `web_search_result`.
 */
type: "web_search_result"
/**
 * The page's URL.
 */
url: string
/**
 * The page's title.
 */
title: string
/**
 * The page content, encrypted by Anthropic; opaque, and needed for citations in later turns.
 */
encrypted_content: string
/**
 * When the page was last updated, as the search reported it.
 */
page_age?: (string | null)
}
/**
 * Why a web search failed.
 */
export interface ClaudeWebSearchToolResultError {
/**
 * Always `web_search_tool_result_error`.
 */
type: "web_search_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "unavailable" | "max_uses_exceeded" | "too_many_requests" | "query_too_long" | "request_too_large")
}
/**
 * The result of a `web_fetch` server tool call: the page fetched, or an error.
 */
export interface ClaudeWebFetchToolResultBlock {
/**
 * Always `web_fetch_tool_result`.
 */
type: "web_fetch_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * The page fetched, or an error, selected by `type`.
 */
content: (ClaudeWebFetchResult | ClaudeWebFetchToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
/**
 * Who made a tool call, selected by `type`: the model directly, or code running in the code execution tool.
 */
caller?: ClaudeToolCaller
}
/**
 * A page the web fetch tool retrieved, as a document.
 */
export interface ClaudeWebFetchResult {
/**
 * Always `web_fetch_result`.
 */
type: "web_fetch_result"
/**
 * The URL fetched.
 */
url: string
/**
 * A document: base64 PDF, plain text, custom content blocks, a PDF URL, or an uploaded file.
 */
content: ClaudeDocumentBlock
/**
 * When the page was retrieved (ISO 8601).
 */
retrieved_at?: (string | null)
}
/**
 * Why a web fetch failed.
 */
export interface ClaudeWebFetchToolResultError {
/**
 * Always `web_fetch_tool_result_error`.
 */
type: "web_fetch_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "url_too_long" | "url_not_allowed" | "url_not_in_prior_context" | "url_not_accessible" | "unsupported_content_type" | "too_many_requests" | "max_uses_exceeded" | "unavailable" | "content_too_large")
}
/**
 * The result of a `code_execution` server tool call: the program's output, or an error.
 */
export interface ClaudeCodeExecutionToolResultBlock {
/**
 * Always `code_execution_tool_result`.
 */
type: "code_execution_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * The output, the output with stdout encrypted, or an error, selected by `type`.
 */
content: (ClaudeCodeExecutionResult | ClaudeEncryptedCodeExecutionResult | ClaudeCodeExecutionToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * What the code printed and the files it wrote.
 */
export interface ClaudeCodeExecutionResult {
/**
 * Always `code_execution_result`.
 */
type: "code_execution_result"
/**
 * Standard output.
 */
stdout: string
/**
 * Standard error.
 */
stderr: string
/**
 * The exit code; 0 on success.
 */
return_code: number
/**
 * The files the code wrote.
 */
content: ClaudeCodeExecutionOutput[]
}
/**
 * A file the code wrote, by Files API id.
 */
export interface ClaudeCodeExecutionOutput {
/**
 * Always `code_execution_output`.
 */
type: "code_execution_output"
/**
 * The file's id.
 */
file_id: string
}
/**
 * What the code printed, with standard output encrypted by Anthropic and passed back unchanged.
 */
export interface ClaudeEncryptedCodeExecutionResult {
/**
 * Always `encrypted_code_execution_result`.
 */
type: "encrypted_code_execution_result"
/**
 * Standard output, encrypted; opaque.
 */
encrypted_stdout: string
/**
 * Standard error.
 */
stderr: string
/**
 * The exit code; 0 on success.
 */
return_code: number
/**
 * The files the code wrote.
 */
content: ClaudeCodeExecutionOutput[]
}
/**
 * Why code execution failed.
 */
export interface ClaudeCodeExecutionToolResultError {
/**
 * Always `code_execution_tool_result_error`.
 */
type: "code_execution_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "unavailable" | "too_many_requests" | "execution_time_exceeded")
}
/**
 * The result of a `bash_code_execution` server tool call: the command's output, or an error.
 */
export interface ClaudeBashCodeExecutionToolResultBlock {
/**
 * Always `bash_code_execution_tool_result`.
 */
type: "bash_code_execution_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * The output, or an error, selected by `type`.
 */
content: (ClaudeBashCodeExecutionResult | ClaudeBashCodeExecutionToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * What the command printed and the files it wrote.
 */
export interface ClaudeBashCodeExecutionResult {
/**
 * Always `bash_code_execution_result`.
 */
type: "bash_code_execution_result"
/**
 * Standard output.
 */
stdout: string
/**
 * Standard error.
 */
stderr: string
/**
 * The exit code; 0 on success.
 */
return_code: number
/**
 * The files the command wrote.
 */
content: ClaudeBashCodeExecutionOutput[]
}
/**
 * A file the command wrote, by Files API id.
 */
export interface ClaudeBashCodeExecutionOutput {
/**
 * Always `bash_code_execution_output`.
 */
type: "bash_code_execution_output"
/**
 * The file's id.
 */
file_id: string
}
/**
 * Why a bash command failed to run.
 */
export interface ClaudeBashCodeExecutionToolResultError {
/**
 * Always `bash_code_execution_tool_result_error`.
 */
type: "bash_code_execution_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "unavailable" | "too_many_requests" | "execution_time_exceeded" | "output_file_too_large")
}
/**
 * The result of a `text_editor_code_execution` server tool call: a file viewed, created or edited, or an error.
 */
export interface ClaudeTextEditorCodeExecutionToolResultBlock {
/**
 * Always `text_editor_code_execution_tool_result`.
 */
type: "text_editor_code_execution_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * What the command did, or an error, selected by `type`.
 */
content: (ClaudeTextEditorCodeExecutionViewResult | ClaudeTextEditorCodeExecutionCreateResult | ClaudeTextEditorCodeExecutionStrReplaceResult | ClaudeTextEditorCodeExecutionToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * A file's content, as the `view` command showed it.
 */
export interface ClaudeTextEditorCodeExecutionViewResult {
/**
 * Always `text_editor_code_execution_view_result`.
 */
type: "text_editor_code_execution_view_result"
/**
 * What kind of file it is.
 */
file_type: ("text" | "image" | "pdf")
/**
 * The content shown.
 */
content: string
/**
 * How many lines were shown.
 */
num_lines?: (number | null)
/**
 * The first line shown, from 1.
 */
start_line?: (number | null)
/**
 * How many lines the file has.
 */
total_lines?: (number | null)
}
/**
 * A file the `create` command wrote.
 */
export interface ClaudeTextEditorCodeExecutionCreateResult {
/**
 * Always `text_editor_code_execution_create_result`.
 */
type: "text_editor_code_execution_create_result"
/**
 * True when the file existed and was overwritten.
 */
is_file_update: boolean
}
/**
 * An edit the `str_replace` command made, as a diff hunk.
 */
export interface ClaudeTextEditorCodeExecutionStrReplaceResult {
/**
 * Always `text_editor_code_execution_str_replace_result`.
 */
type: "text_editor_code_execution_str_replace_result"
/**
 * The hunk's lines.
 */
lines?: (string[] | null)
/**
 * The hunk's first line in the old file.
 */
old_start?: (number | null)
/**
 * How many old lines the hunk covers.
 */
old_lines?: (number | null)
/**
 * The hunk's first line in the new file.
 */
new_start?: (number | null)
/**
 * How many new lines the hunk covers.
 */
new_lines?: (number | null)
}
/**
 * Why a text editor command failed.
 */
export interface ClaudeTextEditorCodeExecutionToolResultError {
/**
 * Always `text_editor_code_execution_tool_result_error`.
 */
type: "text_editor_code_execution_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "unavailable" | "too_many_requests" | "execution_time_exceeded" | "file_not_found")
/**
 * The error in words, when there is one.
 */
error_message?: (string | null)
}
/**
 * The result of a tool search server tool call: the tools found, or an error.
 */
export interface ClaudeToolSearchToolResultBlock {
/**
 * Always `tool_search_tool_result`.
 */
type: "tool_search_tool_result"
/**
 * The `id` of the `server_tool_use` block it answers.
 */
tool_use_id: string
/**
 * The tools found, or an error, selected by `type`.
 */
content: (ClaudeToolSearchResult | ClaudeToolSearchToolResultError)
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * The tools a search found.
 */
export interface ClaudeToolSearchResult {
/**
 * Always `tool_search_tool_search_result`.
 */
type: "tool_search_tool_search_result"
/**
 * The tools found, by name.
 */
tool_references: ClaudeToolReferenceBlock[]
}
/**
 * Why a tool search failed.
 */
export interface ClaudeToolSearchToolResultError {
/**
 * Always `tool_search_tool_result_error`.
 */
type: "tool_search_tool_result_error"
/**
 * What went wrong.
 */
error_code: ("invalid_tool_input" | "unavailable" | "too_many_requests" | "execution_time_exceeded")
/**
 * The error in words, when there is one.
 */
error_message?: (string | null)
}
/**
 * A file uploaded through the Files API, copied into the code execution container's input directory.
 */
export interface ClaudeContainerUploadBlock {
/**
 * Always `container_upload`.
 */
type: "container_upload"
/**
 * The uploaded file's id.
 */
file_id: string
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * A model turn: text, tool calls and thinking blocks, in the order the model produced them.
 */
export interface ClaudeAssistantMessage {
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * Message content: a string (one text block) or blocks in order.
 */
content: ClaudeContent
}
/**
 * A system instruction in the middle of the conversation. The usual place for the system prompt is the request's top-level `system` field.
 */
export interface ClaudeSystemMessage {
/**
 * Always `system`.
 */
role: "system"
/**
 * A system prompt: a string or text blocks (the request's top-level `system` field has this shape).
 */
content: ClaudeSystem
}
/**
 * A Messages API request body (`POST /v1/messages`): the top-level `system` prompt, `messages`, and the settings the @anthropic-ai/sdk's `MessageCreateParams` types, the ones converters map typed (`model`, `max_tokens`, `tools` with server tools, `tool_choice`, `thinking`, `output_config`, `stop_sequences`, sampling). Other settings (`metadata`, `service_tier`, `container`…) pass as they are.
 */
export interface ClaudeRequest {
/**
 * A system prompt: a string or text blocks (the request's top-level `system` field has this shape).
 */
system?: ClaudeSystem
/**
 * The `messages` array of a Messages API request, oldest first.
 */
messages: ClaudeMessages
/**
 * The model id.
 */
model?: string
/**
 * The most tokens the answer may have (required by the API; thinking counts toward it).
 */
max_tokens?: number
/**
 * The tools the model may call: custom tools (`input_schema`) and server tools (`type` such as `web_search_20250305`).
 */
tools?: ClaudeToolDefinition[]
/**
 * Which tools the model may or must call (`tool_choice`), selected by `type`.
 */
tool_choice?: ClaudeToolChoice
/**
 * Extended thinking (`thinking`), selected by `type`.
 */
thinking?: ClaudeThinkingConfig
/**
 * Output settings (`output_config`): effort and structured output.
 */
output_config?: ClaudeOutputConfig
/**
 * Sequences that end the answer.
 */
stop_sequences?: string[]
/**
 * Sampling temperature, 0 to 1.
 */
temperature?: number
/**
 * Nucleus sampling.
 */
top_p?: number
/**
 * Sample only from the K most likely tokens.
 */
top_k?: number
}
/**
 * A tool: a custom tool (`name`, `input_schema`, `type` absent or `custom`) or a server tool (its `type`, e.g. `web_search_20250305`, and usually `name`; a toolset such as `browser_20260801` has none). Other fields (`cache_control`, `strict`, `defer_loading`…) pass as they are.
 */
export interface ClaudeToolDefinition {
/**
 * `custom`, absent or null for a custom tool; a server tool's versioned type otherwise.
 */
type?: (string | null)
/**
 * The tool's name, as the model calls it.
 */
name?: string
/**
 * What the tool does.
 */
description?: string
/**
 * The JSON Schema of a custom tool's input (an object schema).
 */
input_schema?: {

}
/**
 * Enforce `input_schema` exactly (strict tool use).
 */
strict?: boolean
}
/**
 * The model decides.
 */
export interface ClaudeToolChoiceAuto {
/**
 * Always `auto`.
 */
type: "auto"
/**
 * Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).
 */
disable_parallel_tool_use?: boolean
}
/**
 * The model must call some tool.
 */
export interface ClaudeToolChoiceAny {
/**
 * Always `any`.
 */
type: "any"
/**
 * Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).
 */
disable_parallel_tool_use?: boolean
}
/**
 * The model must call this tool.
 */
export interface ClaudeToolChoiceTool {
/**
 * Always `tool`.
 */
type: "tool"
/**
 * The tool's name.
 */
name: string
/**
 * Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).
 */
disable_parallel_tool_use?: boolean
}
/**
 * The model must not call a tool.
 */
export interface ClaudeToolChoiceNone {
/**
 * Always `none`.
 */
type: "none"
}
/**
 * Thinking with a token budget (at least 1,024, below `max_tokens`).
 */
export interface ClaudeThinkingEnabled {
/**
 * Always `enabled`.
 */
type: "enabled"
/**
 * The thinking budget in tokens.
 */
budget_tokens: number
/**
 * How the thinking is returned.
 */
display?: ("summarized" | "omitted" | null)
}
/**
 * No thinking.
 */
export interface ClaudeThinkingDisabled {
/**
 * Always `disabled`.
 */
type: "disabled"
}
/**
 * The model decides how much to think (with `output_config.effort`).
 */
export interface ClaudeThinkingAdaptive {
/**
 * Always `adaptive`.
 */
type: "adaptive"
/**
 * How the thinking is returned.
 */
display?: ("summarized" | "omitted" | null)
}
/**
 * A thinking mode converters do not map (`between_tools`…), kept as it is.
 */
export interface ClaudeThinkingOther {
/**
 * The thinking mode.
 */
type: string
}
/**
 * Output settings (`output_config`): effort and structured output.
 */
export interface ClaudeOutputConfig {
/**
 * How much effort the model puts into its answer.
 */
effort?: ("low" | "medium" | "high" | "xhigh" | "max" | null)
/**
 * Structured output: JSON matching `schema`.
 */
format?: (ClaudeJsonOutputFormat | null)
}
/**
 * JSON output matching a JSON Schema (`JSONOutputFormat`).
 */
export interface ClaudeJsonOutputFormat {
/**
 * Always `json_schema`.
 */
type: "json_schema"
/**
 * The JSON Schema of the answer.
 */
schema: {

}
}
/**
 * The `system` and `messages` of a Messages API request as chat-contract writes them (`toClaudeMessages`): only the blocks it converts, so the value is the SDK's `MessageCreateParams` system and messages without a cast.
 */
export interface ClaudeConversation {
/**
 * A system prompt: a string or text blocks (the request's top-level `system` field has this shape).
 */
system?: ClaudeSystem
/**
 * The messages, oldest first.
 */
messages: ClaudeConversationMessage[]
}
/**
 * A user turn chat-contract writes: tool results first, then text, images and documents.
 */
export interface ClaudeConversationUserMessage {
/**
 * Always `user`.
 */
role: "user"
/**
 * A string (one text block) or blocks in order.
 */
content: (string | ClaudeConversationBlock[])
}
/**
 * A tool result chat-contract writes: text, images, documents, and the blocks a Claude history brought along.
 */
export interface ClaudeConversationToolResultBlock {
/**
 * Always `tool_result`.
 */
type: "tool_result"
/**
 * A tool-use id: 1–64 characters of `[a-zA-Z0-9_-]`, as the Anthropic API requires.
 */
tool_use_id: ClaudeToolUseId
/**
 * The result: a string or blocks; absent for a tool that returned nothing.
 */
content?: (string | ClaudeToolResultContentBlock[])
/**
 * True when the tool failed and `content` describes the error.
 */
is_error?: boolean
/**
 * Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
 */
cache_control?: CacheControl
}
/**
 * A model turn chat-contract writes: thinking, text and tool calls, in their original order.
 */
export interface ClaudeConversationAssistantMessage {
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * A string (one text block) or blocks in order.
 */
content: (string | ClaudeConversationBlock[])
}
/**
 * A non-streaming Messages API response (`POST /v1/messages`), as @anthropic-ai/sdk types `Message`: the assistant turn's content blocks (text, thinking and redacted thinking with their signatures, tool_use, server-tool blocks), the stop reason and usage. `{ role: "assistant", content }` is the turn to append; `readResponse(response, { from: "claude" })` reads it into the hub. Other keys (`container`, `stop_details`, …) pass.
 */
export interface ClaudeResponse {
/**
 * The message's id (`msg_…`).
 */
id?: string
/**
 * Always `message`.
 */
type?: "message"
/**
 * Always `assistant`.
 */
role?: "assistant"
/**
 * The blocks the model produced, in order; may be empty.
 */
content: ClaudeContentBlock[]
/**
 * The model that answered.
 */
model?: string
/**
 * Why the model stopped: `end_turn`, `max_tokens`, `stop_sequence`, `tool_use`, `pause_turn`, `refusal`, `model_context_window_exceeded`; `null` only in a stream's first event.
 */
stop_reason?: (string | null)
/**
 * The stop sequence that ended the turn, when one did.
 */
stop_sequence?: (string | null)
/**
 * Token counts of a Messages API call. `input_tokens` counts only the input after the last cache breakpoint; the cached parts are `cache_read_input_tokens` and `cache_creation_input_tokens`.
 */
usage?: ClaudeUsage
}
/**
 * Token counts of a Messages API call. `input_tokens` counts only the input after the last cache breakpoint; the cached parts are `cache_read_input_tokens` and `cache_creation_input_tokens`.
 */
export interface ClaudeUsage {
/**
 * Input tokens not read from or written to the cache.
 */
input_tokens?: number
/**
 * Tokens the model generated, thinking included.
 */
output_tokens?: number
/**
 * Input tokens written to the cache.
 */
cache_creation_input_tokens?: (number | null)
/**
 * Input tokens read from the cache.
 */
cache_read_input_tokens?: (number | null)
/**
 * Cache writes by time to live.
 */
cache_creation?: ({

} | null)
/**
 * Server tool requests made, by tool.
 */
server_tool_use?: ({

} | null)
/**
 * The tier that served the request.
 */
service_tier?: (string | null)
}
/**
 * One turn of a Gemini `contents` array: the user's (text, media, function responses) or the model's (text, thoughts, function calls).
 */
export interface GeminiContent {
/**
 * Who produced the content: `user` or `model`. Absent means `user`, as Gemini assumes. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
role?: ("user" | "model" | null)
/**
 * The parts of the turn, in order. Gemini answers 400 for a content without parts; converters never write one.
 */
parts: GeminiPart[]
}
/**
 * Text, the user's or the model's; with `thought: true`, the model's thinking.
 */
export interface GeminiTextPart {
/**
 * The text. With `thought: true`, the model's thinking.
 */
text: string
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
executableCode?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
codeExecutionResult?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
executable_code?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * Media sent inline as base64 (an image, audio, video or a PDF).
 */
export interface GeminiInlineDataPart {
/**
 * Inline bytes with their media type.
 */
inlineData: GeminiBlob
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
executableCode?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.
 */
codeExecutionResult?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * Inline bytes with their media type.
 */
export interface GeminiBlob {
/**
 * The IANA media type, e.g. `image/png`.
 */
mimeType: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: GeminiBase64
/**
 * The blob's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
displayName?: null
}
/**
 * Media referred to by URI: a file uploaded with the Files API, a Cloud Storage object, or a URL.
 */
export interface GeminiFileDataPart {
/**
 * A file by URI.
 */
fileData: GeminiFileData
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
executableCode?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.
 */
codeExecutionResult?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * A file by URI.
 */
export interface GeminiFileData {
/**
 * The IANA media type. Optional in the REST reference; some models need it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
mimeType?: (string | null)
/**
 * The file's URI.
 */
fileUri: string
/**
 * The file's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
displayName?: null
}
/**
 * A function the model called. In a parallel batch Gemini 3 signs only the first call; each sequential step's first call is signed.
 */
export interface GeminiFunctionCallPart {
/**
 * A function call: the function's name and its arguments as a JSON object.
 */
functionCall: GeminiFunctionCall
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
executableCode?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.
 */
codeExecutionResult?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * A function call: the function's name and its arguments as a JSON object.
 */
export interface GeminiFunctionCall {
/**
 * The call's id, when the API gave one; the response to it carries the same id. The Gemini API often returns calls without one. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
id?: (string | null)
/**
 * The function's name.
 */
name: string
/**
 * The arguments as a JSON object. Absent means no arguments. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
args?: ({
[k: string]: unknown
} | null)
/**
 * Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partialArgs?: null
/**
 * Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partial_args?: null
/**
 * Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
willContinue?: null
/**
 * Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
will_continue?: null
}
/**
 * The result of a function call, sent in a `user` content. The responses to one batch of calls go together in one content, after all the calls, in the calls' order.
 */
export interface GeminiFunctionResponsePart {
/**
 * A function's result.
 */
functionResponse: GeminiFunctionResponse
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
executableCode?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.
 */
codeExecutionResult?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * A function's result.
 */
export interface GeminiFunctionResponse {
/**
 * The id of the call this answers, when the call had one. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
id?: (string | null)
/**
 * The name of the function that was called (the call's `name`).
 */
name: string
/**
 * The result as a JSON object. By Gemini's convention `output` holds the output and `error` the error details; without either key the whole object is the output.
 */
response: {
[k: string]: unknown
}
/**
 * Media the function returned (Gemini 3 and newer), after `response`. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
parts?: (GeminiFunctionResponseMedia[] | null)
/**
 * A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
willContinue?: null
/**
 * A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
scheduling?: null
}
/**
 * One medium a function returned, inline.
 */
export interface GeminiFunctionResponseMedia {
/**
 * Inline bytes a function returned, with their media type.
 */
inlineData: GeminiFunctionResponseBlob
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
fileData?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * Inline bytes a function returned, with their media type.
 */
export interface GeminiFunctionResponseBlob {
/**
 * The IANA media type, e.g. `image/png`.
 */
mimeType: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: GeminiBase64
/**
 * A name the model can refer to the medium by. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
displayName?: (string | null)
}
/**
 * Code the model wrote for the code execution tool to run.
 */
export interface GeminiExecutableCodePart {
/**
 * Code for the code execution tool.
 */
executableCode: GeminiExecutableCode
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.
 */
codeExecutionResult?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * Code for the code execution tool.
 */
export interface GeminiExecutableCode {
/**
 * The id the result refers to, when the API gave one. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
id?: (string | null)
/**
 * The code's language; only `PYTHON` runs.
 */
language: ("LANGUAGE_UNSPECIFIED" | "PYTHON")
/**
 * The code.
 */
code: string
}
/**
 * What running the model's code produced.
 */
export interface GeminiCodeExecutionResultPart {
/**
 * The outcome of running `executableCode`.
 */
codeExecutionResult: GeminiCodeExecutionResult
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
inlineData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
fileData?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
functionCall?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
functionResponse?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.
 */
executableCode?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaResolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
videoMetadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolCall?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
toolResponse?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
partMetadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioTranscription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
mediaProcessing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speechMetadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
documentMetadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheetMetadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audioMetadata?: null
}
/**
 * The outcome of running `executableCode`.
 */
export interface GeminiCodeExecutionResult {
/**
 * The id of the code this is the result of, when the API gave one. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
id?: (string | null)
/**
 * How the run ended.
 */
outcome: ("OUTCOME_UNSPECIFIED" | "OUTCOME_OK" | "OUTCOME_FAILED" | "OUTCOME_DEADLINE_EXCEEDED")
/**
 * What the code printed (stdout), or the error when it failed. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
output?: (string | null)
}
/**
 * Media sent inline as base64 (an image, audio, video or a PDF). Spelled with the proto field name `inline_data` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeInlineDataPart {
/**
 * Inline bytes with their media type, spelled with the proto field names (`mime_type`).
 */
inline_data: GeminiSnakeBlob
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
executable_code?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * Inline bytes with their media type, spelled with the proto field names (`mime_type`).
 */
export interface GeminiSnakeBlob {
/**
 * The IANA media type, e.g. `image/png`.
 */
mime_type: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: GeminiBase64
/**
 * The blob's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
display_name?: null
}
/**
 * Media referred to by URI: a file uploaded with the Files API, a Cloud Storage object, or a URL. Spelled with the proto field name `file_data` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeFileDataPart {
/**
 * A file by URI, spelled with the proto field names (`mime_type`, `file_uri`).
 */
file_data: GeminiSnakeFileData
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
executable_code?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * A file by URI, spelled with the proto field names (`mime_type`, `file_uri`).
 */
export interface GeminiSnakeFileData {
/**
 * The IANA media type. Optional in the REST reference; some models need it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
mime_type?: (string | null)
/**
 * The file's URI.
 */
file_uri: string
/**
 * The file's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
display_name?: null
}
/**
 * A function the model called. In a parallel batch Gemini 3 signs only the first call; each sequential step's first call is signed. Spelled with the proto field name `function_call` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeFunctionCallPart {
/**
 * A function call: the function's name and its arguments as a JSON object.
 */
function_call: GeminiFunctionCall
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
executable_code?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * The result of a function call, sent in a `user` content. The responses to one batch of calls go together in one content, after all the calls, in the calls' order. Spelled with the proto field name `function_response` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeFunctionResponsePart {
/**
 * A function's result, its media spelled with the proto field names.
 */
function_response: GeminiSnakeFunctionResponse
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
executable_code?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * A function's result, its media spelled with the proto field names.
 */
export interface GeminiSnakeFunctionResponse {
/**
 * The id of the call this answers, when the call had one. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
id?: (string | null)
/**
 * The name of the function that was called (the call's `name`).
 */
name: string
/**
 * The result as a JSON object. By Gemini's convention `output` holds the output and `error` the error details; without either key the whole object is the output.
 */
response: {
[k: string]: unknown
}
/**
 * Media the function returned (Gemini 3 and newer), after `response`. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
parts?: (GeminiSnakeFunctionResponseMedia[] | null)
/**
 * A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
will_continue?: null
/**
 * A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
scheduling?: null
}
/**
 * One medium a function returned, inline, spelled with the proto field names (`inline_data`).
 */
export interface GeminiSnakeFunctionResponseMedia {
/**
 * Inline bytes a function returned, spelled with the proto field names (`mime_type`, `display_name`).
 */
inline_data: GeminiSnakeFunctionResponseBlob
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
file_data?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * Inline bytes a function returned, spelled with the proto field names (`mime_type`, `display_name`).
 */
export interface GeminiSnakeFunctionResponseBlob {
/**
 * The IANA media type, e.g. `image/png`.
 */
mime_type: string
/**
 * Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
 */
data: GeminiBase64
/**
 * A name the model can refer to the medium by. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
display_name?: (string | null)
}
/**
 * Code the model wrote for the code execution tool to run. Spelled with the proto field name `executable_code` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeExecutableCodePart {
/**
 * Code for the code execution tool.
 */
executable_code: GeminiExecutableCode
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.
 */
code_execution_result?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * What running the model's code produced. Spelled with the proto field name `code_execution_result` (google-genai Python's `model_dump()`), the object inside it too.
 */
export interface GeminiSnakeCodeExecutionResultPart {
/**
 * The outcome of running `executableCode`.
 */
code_execution_result: GeminiCodeExecutionResult
/**
 * True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought?: (boolean | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thoughtSignature?: (string | null)
/**
 * Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
thought_signature?: (string | null)
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
text?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
inline_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
file_data?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
function_call?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
function_response?: null
/**
 * Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.
 */
executable_code?: null
/**
 * The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_resolution?: null
/**
 * The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
video_metadata?: null
/**
 * A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_call?: null
/**
 * A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
tool_response?: null
/**
 * Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
part_metadata?: null
/**
 * A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_transcription?: null
/**
 * Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
media_processing?: null
/**
 * Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
speech_metadata?: null
/**
 * Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
document_metadata?: null
/**
 * Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
spreadsheet_metadata?: null
/**
 * Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.
 */
audio_metadata?: null
}
/**
 * A Gemini `generateContent` request body (REST): the system instruction, the contents, and the settings the REST reference's `GenerateContentRequest` has that converters map, typed (`tools` with `functionDeclarations`, `toolConfig`, `generationConfig` with structured output and `thinkingConfig`). Other settings (`safetySettings`, `cachedContent`…) and other fields of those objects pass as they are. `system_instruction` is `systemInstruction` by its proto field name (as google-genai Python writes it); never both.
 */
export interface GeminiRequest {
/**
 * Instructions that frame the whole conversation (text parts), apart from `contents`. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
systemInstruction?: (GeminiSystemInstruction | null)
/**
 * The `contents` array of a Gemini `generateContent` request, oldest turn first.
 */
contents: GeminiContents
/**
 * The tools: function declarations and built-in tools (`googleSearch`, `codeExecution`, `urlContext`…). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
tools?: (GeminiTool[] | null)
/**
 * Tool settings (`functionCallingConfig`). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
toolConfig?: (GeminiToolConfig | null)
/**
 * Generation settings (stop sequences, sampling, output limit, thinking, structured output). `null` (google-genai Python's `model_dump()`) is read as absent.
 */
generationConfig?: (GeminiGenerationConfig | null)
/**
 * `systemInstruction` spelled with its proto field name (google-genai Python's `model_dump()`); never both spellings. `null` is read as absent.
 */
system_instruction?: (GeminiSystemInstruction | null)
}
/**
 * Instructions that frame the whole conversation (`systemInstruction`, apart from `contents`): text parts only.
 */
export interface GeminiSystemInstruction {
/**
 * Gemini ignores a role here; converters drop it with a warning. `null` (google-genai Python's `model_dump()`) is read as absent.
 */
role?: (string | null)
/**
 * The instructions, one text part each.
 */
parts: GeminiSystemPart[]
}
/**
 * One text of the system instruction.
 */
export interface GeminiSystemPart {
/**
 * The text.
 */
text: string
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
thought?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
thoughtSignature?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
thought_signature?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
inlineData?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
fileData?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
functionCall?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
functionResponse?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
executableCode?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
codeExecutionResult?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
inline_data?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
file_data?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
function_call?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
function_response?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
executable_code?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
code_execution_result?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
mediaResolution?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
videoMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
toolCall?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
toolResponse?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
partMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
audioTranscription?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
mediaProcessing?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
speechMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
documentMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
spreadsheetMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
audioMetadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
media_resolution?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
video_metadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
tool_call?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
tool_response?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
part_metadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
audio_transcription?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
media_processing?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
speech_metadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
document_metadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
spreadsheet_metadata?: null
/**
 * A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.
 */
audio_metadata?: null
}
/**
 * One `Tool`: function declarations, or a built-in tool (`googleSearch`, `codeExecution`, `urlContext`…, which pass as they are).
 */
export interface GeminiTool {
/**
 * The functions the model may call.
 */
functionDeclarations?: GeminiFunctionDeclaration[]
}
/**
 * A function (`FunctionDeclaration`): its arguments as `parameters` (Gemini's OpenAPI Schema subset) or `parametersJsonSchema` (JSON Schema), not both.
 */
export interface GeminiFunctionDeclaration {
/**
 * The function's name (a-z, A-Z, 0-9, underscores, colons, dots and dashes, at most 128).
 */
name: string
/**
 * What the function does.
 */
description?: string
/**
 * The arguments, as Gemini's OpenAPI 3.0 Schema subset (`type` in upper case).
 */
parameters?: {

}
/**
 * The arguments, as JSON Schema.
 */
parametersJsonSchema?: unknown
/**
 * The result, as Gemini's OpenAPI Schema subset.
 */
response?: {

}
/**
 * The result, as JSON Schema.
 */
responseJsonSchema?: unknown
/**
 * Whether the model waits for the result (Live API).
 */
behavior?: ("UNSPECIFIED" | "BLOCKING" | "NON_BLOCKING")
}
/**
 * Tool settings (`toolConfig`).
 */
export interface GeminiToolConfig {
/**
 * How the model calls functions (`FunctionCallingConfig`).
 */
functionCallingConfig?: GeminiFunctionCallingConfig
}
/**
 * How the model calls functions (`FunctionCallingConfig`).
 */
export interface GeminiFunctionCallingConfig {
/**
 * `AUTO` (default): the model decides; `ANY`: it must call one; `NONE`: no call; `VALIDATED`: it decides, calls checked against the schema.
 */
mode?: ("MODE_UNSPECIFIED" | "AUTO" | "ANY" | "NONE" | "VALIDATED")
/**
 * With `ANY` (or `VALIDATED`): the functions it may call.
 */
allowedFunctionNames?: string[]
}
/**
 * Generation settings (`GenerationConfig`).
 */
export interface GeminiGenerationConfig {
/**
 * Up to 5 sequences that end the answer.
 */
stopSequences?: string[]
/**
 * `text/plain` (default), `application/json`, or `text/x.enum`.
 */
responseMimeType?: string
/**
 * The answer's schema, as Gemini's OpenAPI Schema subset (with `responseMimeType: application/json`).
 */
responseSchema?: {

}
/**
 * The answer's schema, as JSON Schema (with `responseMimeType: application/json`).
 */
responseJsonSchema?: unknown
/**
 * How many answers to generate.
 */
candidateCount?: number
/**
 * The most tokens an answer may have.
 */
maxOutputTokens?: number
/**
 * Sampling temperature.
 */
temperature?: number
/**
 * Nucleus sampling.
 */
topP?: number
/**
 * Sample only from the K most likely tokens.
 */
topK?: number
/**
 * A seed for sampling.
 */
seed?: number
/**
 * Penalty for tokens already in the answer.
 */
presencePenalty?: number
/**
 * Penalty by how often a token occurred.
 */
frequencyPenalty?: number
/**
 * Thinking settings (`ThinkingConfig`): a budget (2.5 models) or a level (Gemini 3), not both.
 */
thinkingConfig?: GeminiThinkingConfig
}
/**
 * Thinking settings (`ThinkingConfig`): a budget (2.5 models) or a level (Gemini 3), not both.
 */
export interface GeminiThinkingConfig {
/**
 * Return thought summaries.
 */
includeThoughts?: boolean
/**
 * The thinking budget in tokens: 0 off, -1 dynamic.
 */
thinkingBudget?: number
/**
 * The thinking level (Gemini 3).
 */
thinkingLevel?: ("THINKING_LEVEL_UNSPECIFIED" | "MINIMAL" | "LOW" | "MEDIUM" | "HIGH" | "XHIGH")
}
/**
 * A non-streaming `generateContent` response, as @google/genai types `GenerateContentResponse` (REST field names): the candidates, each with the model content to append to `contents`, plus prompt feedback, usage, model version and response id. `readResponse(response, { from: "gemini" })` reads it into the hub. Other keys pass.
 */
export interface GeminiResponse {
/**
 * The answers, one per `candidateCount`; absent when the prompt was blocked (see `promptFeedback`).
 */
candidates?: GeminiCandidate[]
/**
 * Whether the prompt was blocked, and its safety ratings.
 */
promptFeedback?: GeminiPromptFeedback
/**
 * Token counts of a Gemini call. `promptTokenCount` includes the cached tokens; `candidatesTokenCount` does not include the thinking tokens (`thoughtsTokenCount`).
 */
usageMetadata?: GeminiUsageMetadata
/**
 * The model version that answered.
 */
modelVersion?: string
/**
 * The response's id.
 */
responseId?: string
/**
 * When the response was created (RFC 3339).
 */
createTime?: string
}
/**
 * One answer of a Gemini response. `safetyRatings`, `citationMetadata`, `groundingMetadata`, `logprobsResult` and other keys pass as they are.
 */
export interface GeminiCandidate {
/**
 * The model content of a candidate: the parts to append as a `model` content. `parts` is absent when the model produced nothing (a `MAX_TOKENS` finish spent on thinking, a safety stop).
 */
content?: GeminiCandidateContent
/**
 * Why the model stopped: `STOP`, `MAX_TOKENS`, `SAFETY`, `RECITATION`, `LANGUAGE`, `OTHER`, `BLOCKLIST`, `PROHIBITED_CONTENT`, `SPII`, `MALFORMED_FUNCTION_CALL`, `IMAGE_SAFETY`, `UNEXPECTED_TOOL_CALL`, `TOO_MANY_TOOL_CALLS`, `MISSING_THOUGHT_SIGNATURE`, …
 */
finishReason?: string
/**
 * More detail on the finish reason.
 */
finishMessage?: string
/**
 * The candidate's place in `candidates`.
 */
index?: number
/**
 * The average log probability of the candidate's tokens.
 */
avgLogprobs?: number
/**
 * The candidate's safety ratings. Passed as it is.
 */
safetyRatings?: unknown
/**
 * Sources the candidate recites. Passed as it is.
 */
citationMetadata?: unknown
/**
 * Grounding sources (Search, Maps, …) of the candidate. Passed as it is.
 */
groundingMetadata?: unknown
/**
 * The URLs the URL-context tool read. Passed as it is.
 */
urlContextMetadata?: unknown
/**
 * Token log probabilities, when requested. Passed as it is.
 */
logprobsResult?: unknown
}
/**
 * The model content of a candidate: the parts to append as a `model` content. `parts` is absent when the model produced nothing (a `MAX_TOKENS` finish spent on thinking, a safety stop).
 */
export interface GeminiCandidateContent {
/**
 * Always `model` when present.
 */
role?: "model"
/**
 * The parts, in order: thoughts, text, function calls, each perhaps with a `thoughtSignature`.
 */
parts?: GeminiPart[]
}
/**
 * Whether the prompt was blocked, and its safety ratings.
 */
export interface GeminiPromptFeedback {
/**
 * Why the prompt was blocked: `SAFETY`, `OTHER`, `BLOCKLIST`, `PROHIBITED_CONTENT`, `IMAGE_SAFETY`, …; absent when it was not.
 */
blockReason?: string
/**
 * More detail on the block reason.
 */
blockReasonMessage?: string
/**
 * The prompt's safety ratings. Passed as it is.
 */
safetyRatings?: unknown
}
/**
 * Token counts of a Gemini call. `promptTokenCount` includes the cached tokens; `candidatesTokenCount` does not include the thinking tokens (`thoughtsTokenCount`).
 */
export interface GeminiUsageMetadata {
/**
 * Tokens of the prompt, cached content included.
 */
promptTokenCount?: number
/**
 * Prompt tokens read from the cache.
 */
cachedContentTokenCount?: number
/**
 * Tokens of the candidates, thinking excluded.
 */
candidatesTokenCount?: number
/**
 * Tokens the model spent thinking.
 */
thoughtsTokenCount?: number
/**
 * Tokens of tool-use prompts.
 */
toolUsePromptTokenCount?: number
/**
 * All tokens of the call.
 */
totalTokenCount?: number
/**
 * Prompt tokens by modality. Passed as it is.
 */
promptTokensDetails?: unknown
/**
 * Cached tokens by modality. Passed as it is.
 */
cacheTokensDetails?: unknown
/**
 * Candidate tokens by modality. Passed as it is.
 */
candidatesTokensDetails?: unknown
/**
 * Tool-use prompt tokens by modality. Passed as it is.
 */
toolUsePromptTokensDetails?: unknown
/**
 * Vertex AI: whether the call was on demand or provisioned throughput. Passed as it is.
 */
trafficType?: unknown
}
/**
 * A user turn: plain text, or a list of text, image and file parts.
 */
export interface NewUserMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Always `user`.
 */
role: "user"
/**
 * Message content: a string, or a list of text, image and file parts.
 */
content: MessageContent
}
/**
 * Text input. Open Responses caps text at 10 MiB.
 */
export interface InputTextContent {
/**
 * Always `input_text`.
 */
type: "input_text"
/**
 * The text.
 */
text: string
}
/**
 * An image input, by URL (`https:` or a `data:` URL with base64) or by uploaded file id. Open Responses caps image URLs at 20 MiB.
 */
export interface InputImageContent {
/**
 * Always `input_image`.
 */
type: "input_image"
/**
 * How closely the model looks. OpenAI requires it in message content; `auto` lets it choose.
 */
detail: ("low" | "high" | "auto" | "original")
/**
 * An `https:` URL or a `data:<mime>;base64,<data>` URL; `null` is the same as absent.
 */
image_url?: (string | null)
/**
 * The id of an uploaded file; `null` is the same as absent.
 */
file_id?: (string | null)
}
/**
 * A file input (PDF, text, …), inline, by URL or by uploaded file id. Open Responses caps file data at 32 MiB.
 */
export interface InputFileContent {
/**
 * Always `input_file`.
 */
type: "input_file"
/**
 * The file as a `data:<mime>;base64,<data>` URL. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
file_data?: (string | null)
/**
 * The id of an uploaded file; `null` is the same as absent.
 */
file_id?: (string | null)
/**
 * A URL the provider fetches the file from. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
file_url?: (string | null)
/**
 * The file's name, shown to the model. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
filename?: (string | null)
}
/**
 * A system instruction placed among the input items (the request's top-level `instructions` is the other place for it).
 */
export interface NewSystemMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Always `system`.
 */
role: "system"
/**
 * Message content: a string, or a list of text, image and file parts.
 */
content: MessageContent
}
/**
 * A developer instruction; OpenAI's newer name for a system message, ranked above user messages.
 */
export interface NewDeveloperMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Always `developer`.
 */
role: "developer"
/**
 * Message content: a string, or a list of text, image and file parts.
 */
content: MessageContent
}
/**
 * An earlier assistant turn replayed as plain text, without an id. OpenAI rejects `input_text` parts in assistant messages; output parts without an id are a `NewAssistantPartsMessageItem`.
 */
export interface NewAssistantMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * The assistant's text.
 */
content: string
/**
 * Whether an assistant message was commentary on the way or the final answer; `null` is the same as absent.
 */
phase?: MessagePhase
}
/**
 * An earlier assistant turn replayed without an id as the parts of a response's output message: `{role, content}` of each `response.output` message, the way OpenAI's conversation-state guide keeps state by hand. The API takes it; the openai SDK types output parts only with an id and status, so this one variant is not a `ResponseInputItem` in TypeScript, and converters never write it.
 */
export interface NewAssistantPartsMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * Output text and refusal parts, in order.
 */
content: EasyOutputContent[]
/**
 * Whether an assistant message was commentary on the way or the final answer; `null` is the same as absent.
 */
phase?: MessagePhase
}
/**
 * Text the model wrote, as a client replays it: `annotations` may be left out (the API takes the part without them).
 */
export interface EasyOutputTextContent {
/**
 * Always `output_text`.
 */
type: "output_text"
/**
 * The text.
 */
text: string
/**
 * Citations into the text; often empty.
 */
annotations?: Annotation[]
/**
 * Token log probabilities, when requested. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
logprobs?: (Logprob[] | null)
}
/**
 * A citation of an uploaded file.
 */
export interface FileCitation {
/**
 * Always `file_citation`.
 */
type: "file_citation"
/**
 * The file's id.
 */
file_id: string
/**
 * The file's name.
 */
filename: string
/**
 * Position in the text.
 */
index: number
}
/**
 * A citation of a web page.
 */
export interface UrlCitation {
/**
 * Always `url_citation`.
 */
type: "url_citation"
/**
 * The page's URL.
 */
url: string
/**
 * The page's title.
 */
title: string
/**
 * Where the cited span starts.
 */
start_index: number
/**
 * Where the cited span ends.
 */
end_index: number
}
/**
 * A citation of a file in a code container.
 */
export interface ContainerFileCitation {
/**
 * Always `container_file_citation`.
 */
type: "container_file_citation"
/**
 * The container's id.
 */
container_id: string
/**
 * The file's id.
 */
file_id: string
/**
 * The file's name.
 */
filename: string
/**
 * Where the cited span starts.
 */
start_index: number
/**
 * Where the cited span ends.
 */
end_index: number
}
/**
 * A path to a file the model produced.
 */
export interface FilePathAnnotation {
/**
 * Always `file_path`.
 */
type: "file_path"
/**
 * The file's id.
 */
file_id: string
/**
 * Position in the text.
 */
index: number
}
/**
 * The log probability of one output token and its top alternatives.
 */
export interface Logprob {
/**
 * The token.
 */
token: string
/**
 * The token's UTF-8 bytes.
 */
bytes: number[]
/**
 * Its log probability.
 */
logprob: number
/**
 * The most likely alternatives.
 */
top_logprobs: TopLogprob[]
}
/**
 * An alternative token.
 */
export interface TopLogprob {
/**
 * The token.
 */
token: string
/**
 * The token's UTF-8 bytes.
 */
bytes: number[]
/**
 * Its log probability.
 */
logprob: number
}
/**
 * A refusal by the model.
 */
export interface RefusalContent {
/**
 * Always `refusal`.
 */
type: "refusal"
/**
 * The refusal's explanation.
 */
refusal: string
}
/**
 * A user, system or developer message whose content is a list of parts, optionally with a status (the form the API returns when it lists input items).
 */
export interface InputMessageItem {
/**
 * Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
 */
type?: MessageType
/**
 * Who wrote the message.
 */
role: ("user" | "system" | "developer")
/**
 * The parts of the message, in order.
 */
content: InputContent[]
/**
 * The item's status as the API reported it.
 */
status?: ItemStatus
}
/**
 * An assistant message as the API produced it (an output message), replayed with its id and status.
 */
export interface AssistantMessageItem {
/**
 * The id the API gave the message (`msg_…`). With `store: false` an id the server never stored is rejected.
 */
id: string
/**
 * Always `message`; required on output messages.
 */
type: "message"
/**
 * Always `assistant`.
 */
role: "assistant"
/**
 * The item's status as the API reported it.
 */
status: ItemStatus
/**
 * Output text and refusal parts, in order.
 */
content: OutputContent[]
/**
 * Whether an assistant message was commentary on the way or the final answer; `null` is the same as absent.
 */
phase?: MessagePhase
}
/**
 * Text the model wrote, with its annotations.
 */
export interface OutputTextContent {
/**
 * Always `output_text`.
 */
type: "output_text"
/**
 * The text.
 */
text: string
/**
 * Citations into the text; often empty.
 */
annotations: Annotation[]
/**
 * Token log probabilities, when requested. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
logprobs?: (Logprob[] | null)
}
/**
 * A function (tool) call the model made. Its answer is a `function_call_output` with the same `call_id`, which must come before the next user message.
 */
export interface FunctionCallItem {
/**
 * Always `function_call`.
 */
type: "function_call"
/**
 * Pairs the call with its output. Open Responses allows at most 64 characters.
 */
call_id: string
/**
 * The function's name. OpenAI and Open Responses allow 1–64 characters of `[a-zA-Z0-9_-]`.
 */
name: string
/**
 * The arguments as raw JSON text, exactly as the model produced them.
 */
arguments: string
/**
 * The server's item id. Optional; OpenAI rejects an id that does not start with `fc`, so converters never invent one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
id?: (string | null)
/**
 * The item's status as the API reported it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
status?: (ItemStatus | null)
/**
 * The namespace of the tool the call is for, when the tool was defined in one; `null` is the same as absent.
 */
namespace?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
}
/**
 * The model made the call itself.
 */
export interface DirectCaller {
/**
 * Always `direct`.
 */
type: "direct"
}
/**
 * A program the model ran made the call.
 */
export interface ProgramCaller {
/**
 * Always `program`.
 */
type: "program"
/**
 * The id of the program item that made the call.
 */
caller_id: string
}
/**
 * The result of a function call, answering the `function_call` with the same `call_id`.
 */
export interface FunctionCallOutputItem {
/**
 * Always `function_call_output`.
 */
type: "function_call_output"
/**
 * The `call_id` of the call this answers.
 */
call_id: string
/**
 * What a tool returned: plain text, or a list of text, image and file parts.
 */
output: ToolOutput
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * The model's reasoning from an earlier turn, replayed so reasoning models keep their chain across tool calls. Must be followed by the item it belongs to. `id` is required by OpenAI (Open Responses makes it optional); Open Responses also wants `content` absent.
 */
export interface ReasoningItem {
/**
 * Always `reasoning`.
 */
type: "reasoning"
/**
 * The reasoning item's id (`rs_…`). With `store: false` pass `encrypted_content` too.
 */
id: string
/**
 * Readable summaries of the reasoning; may be empty.
 */
summary: SummaryText[]
/**
 * The reasoning text itself, where the provider returns it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
content?: (ReasoningText[] | null)
/**
 * Opaque encrypted reasoning that lets a stateless request carry it back. Pass it unchanged.
 */
encrypted_content?: (string | null)
/**
 * The item's status as the API reported it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
status?: (ItemStatus | null)
}
/**
 * One reasoning summary paragraph.
 */
export interface SummaryText {
/**
 * Always `summary_text`.
 */
type: "summary_text"
/**
 * The summary.
 */
text: string
}
/**
 * Reasoning text as the provider returned it.
 */
export interface ReasoningText {
/**
 * Always `reasoning_text`.
 */
type: "reasoning_text"
/**
 * The reasoning.
 */
text: string
}
/**
 * A reference to an item the server stored earlier, by id. Only valid when the server stored it (not with `store: false`).
 */
export interface ItemReference {
/**
 * Always `item_reference`; may be omitted.
 */
type?: "item_reference"
/**
 * The id of the stored item.
 */
id: string
}
/**
 * A call to a custom (free-form input) tool.
 */
export interface CustomToolCallItem {
/**
 * Always `custom_tool_call`.
 */
type: "custom_tool_call"
/**
 * Pairs the call with its output.
 */
call_id: string
/**
 * The tool's name.
 */
name: string
/**
 * The tool input as the model wrote it.
 */
input: string
/**
 * The server's item id, if it has one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
id?: (string | null)
/**
 * The namespace of the tool the call is for, when the tool was defined in one; `null` is the same as absent.
 */
namespace?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
}
/**
 * The result of a custom tool call, answering the call with the same `call_id`.
 */
export interface CustomToolCallOutputItem {
/**
 * Always `custom_tool_call_output`.
 */
type: "custom_tool_call_output"
/**
 * The `call_id` of the call this answers.
 */
call_id: string
/**
 * What a tool returned: plain text, or a list of text, image and file parts.
 */
output: ToolOutput
/**
 * The server's item id, if it has one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
id?: (string | null)
}
/**
 * A hosted web search the model ran, replayed as history.
 */
export interface WebSearchCallItem {
/**
 * Always `web_search_call`.
 */
type: "web_search_call"
/**
 * The item's id (`ws_…`).
 */
id: string
/**
 * Where the search got to.
 */
status: ("in_progress" | "searching" | "completed" | "failed" | "incomplete")
/**
 * What the web search did: search, open a page, or find in a page.
 */
action: WebSearchAction
}
/**
 * A search query.
 */
export interface WebSearchSearchAction {
/**
 * Always `search`.
 */
type: "search"
/**
 * The query. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
query?: (string | null)
/**
 * All queries run. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
queries?: (string[] | null)
/**
 * The sources consulted. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
sources?: (WebSearchSource[] | null)
}
/**
 * A source URL.
 */
export interface WebSearchSource {
/**
 * Always `url`.
 */
type: "url"
/**
 * The source's URL.
 */
url: string
}
/**
 * Opening a page.
 */
export interface WebSearchOpenPageAction {
/**
 * Always `open_page`.
 */
type: "open_page"
/**
 * The page opened.
 */
url?: (string | null)
}
/**
 * Finding a pattern in a page.
 */
export interface WebSearchFindAction {
/**
 * Always `find_in_page`.
 */
type: "find_in_page"
/**
 * The text looked for.
 */
pattern: string
/**
 * The page searched.
 */
url: string
}
/**
 * A hosted file search the model ran, replayed as history.
 */
export interface FileSearchCallItem {
/**
 * Always `file_search_call`.
 */
type: "file_search_call"
/**
 * The item's id (`fs_…`).
 */
id: string
/**
 * Where the search got to.
 */
status: ("in_progress" | "searching" | "completed" | "incomplete" | "failed")
/**
 * The queries run.
 */
queries: string[]
/**
 * The matches found, when requested.
 */
results?: (FileSearchResult[] | null)
}
/**
 * One file search match.
 */
export interface FileSearchResult {
/**
 * The file's id. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
file_id?: (string | null)
/**
 * The file's name. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
filename?: (string | null)
/**
 * Relevance, 0 to 1. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
score?: (number | null)
/**
 * The matching text. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
text?: (string | null)
/**
 * The file's attributes.
 */
attributes?: ({
[k: string]: string | number | boolean
} | null)
}
/**
 * A hosted image generation the model ran, replayed as history.
 */
export interface ImageGenerationCallItem {
/**
 * Always `image_generation_call`.
 */
type: "image_generation_call"
/**
 * The item's id (`ig_…`).
 */
id: string
/**
 * Where the generation got to.
 */
status: ("in_progress" | "completed" | "generating" | "failed")
/**
 * The generated image, base64, or `null` while not done.
 */
result: (string | null)
}
/**
 * A computer-use action the model asked for. Its answer is a `computer_call_output` with the same `call_id`.
 */
export interface ComputerCallItem {
/**
 * Always `computer_call`.
 */
type: "computer_call"
/**
 * The item's id.
 */
id: string
/**
 * Pairs the call with its output.
 */
call_id: string
/**
 * Checks the output must acknowledge.
 */
pending_safety_checks: SafetyCheck[]
/**
 * The item's status as the API reported it.
 */
status: ItemStatus
/**
 * One action of a computer-use call, selected by `type`. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
action?: (ComputerAction | null)
/**
 * Several actions, in order. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
actions?: (ComputerAction[] | null)
}
/**
 * A safety check the API raised on a computer action; an output acknowledges it by id to go on.
 */
export interface SafetyCheck {
/**
 * The check's id.
 */
id: string
/**
 * The kind of check.
 */
code?: (string | null)
/**
 * What the check is about.
 */
message?: (string | null)
}
/**
 * A mouse click.
 */
export interface ComputerClick {
/**
 * Always `click`.
 */
type: "click"
/**
 * Which button.
 */
button: ("left" | "right" | "wheel" | "back" | "forward")
/**
 * The x coordinate.
 */
x: number
/**
 * The y coordinate.
 */
y: number
/**
 * Keys held down during the action.
 */
keys?: (string[] | null)
}
/**
 * A double click.
 */
export interface ComputerDoubleClick {
/**
 * Always `double_click`.
 */
type: "double_click"
/**
 * The x coordinate.
 */
x: number
/**
 * The y coordinate.
 */
y: number
/**
 * Keys held down during the action.
 */
keys: (string[] | null)
}
/**
 * A drag along a path.
 */
export interface ComputerDrag {
/**
 * Always `drag`.
 */
type: "drag"
/**
 * The points of the drag, in order.
 */
path: ComputerPoint[]
/**
 * Keys held down during the action.
 */
keys?: (string[] | null)
}
/**
 * A point on the screen.
 */
export interface ComputerPoint {
/**
 * The x coordinate.
 */
x: number
/**
 * The y coordinate.
 */
y: number
}
/**
 * Keys pressed together.
 */
export interface ComputerKeypress {
/**
 * Always `keypress`.
 */
type: "keypress"
/**
 * The keys, in order.
 */
keys: string[]
}
/**
 * A mouse move.
 */
export interface ComputerMove {
/**
 * Always `move`.
 */
type: "move"
/**
 * The x coordinate.
 */
x: number
/**
 * The y coordinate.
 */
y: number
/**
 * Keys held down during the action.
 */
keys?: (string[] | null)
}
/**
 * Take a screenshot.
 */
export interface ComputerScreenshotAction {
/**
 * Always `screenshot`.
 */
type: "screenshot"
}
/**
 * A scroll at a point.
 */
export interface ComputerScroll {
/**
 * Always `scroll`.
 */
type: "scroll"
/**
 * The x coordinate.
 */
x: number
/**
 * The y coordinate.
 */
y: number
/**
 * Horizontal scroll distance.
 */
scroll_x: number
/**
 * Vertical scroll distance.
 */
scroll_y: number
/**
 * Keys held down during the action.
 */
keys?: (string[] | null)
}
/**
 * Text typed.
 */
export interface ComputerType {
/**
 * Always `type`.
 */
type: "type"
/**
 * The text.
 */
text: string
}
/**
 * Wait.
 */
export interface ComputerWait {
/**
 * Always `wait`.
 */
type: "wait"
}
/**
 * The screenshot answering a `computer_call` with the same `call_id`.
 */
export interface ComputerCallOutputItem {
/**
 * Always `computer_call_output`.
 */
type: "computer_call_output"
/**
 * The `call_id` of the call this answers.
 */
call_id: string
/**
 * A screenshot sent back after a computer action, by URL or by uploaded file id.
 */
output: ComputerScreenshot
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * The pending checks of the call that the user acknowledged.
 */
acknowledged_safety_checks?: (SafetyCheck[] | null)
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * A screenshot sent back after a computer action, by URL or by uploaded file id.
 */
export interface ComputerScreenshot {
/**
 * Always `computer_screenshot`.
 */
type: "computer_screenshot"
/**
 * The id of an uploaded image file. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
file_id?: (string | null)
/**
 * The screenshot's URL (a data URL for inline images). `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
image_url?: (string | null)
}
/**
 * A search for tools the model ran (server side) or asked the client to run.
 */
export interface ToolSearchCallItem {
/**
 * Always `tool_search_call`.
 */
type: "tool_search_call"
/**
 * The search's arguments, as the model gave them.
 */
arguments: unknown
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Pairs a client-run search with its output.
 */
call_id?: (string | null)
/**
 * Who runs the search.
 */
execution?: ("server" | "client")
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * The tools a tool search found.
 */
export interface ToolSearchOutputItem {
/**
 * Always `tool_search_output`.
 */
type: "tool_search_output"
/**
 * The tools found.
 */
tools: ToolDefinition[]
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * The `call_id` of the search this answers.
 */
call_id?: (string | null)
/**
 * Who ran the search.
 */
execution?: ("server" | "client")
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface FunctionToolDefinition {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function's name.
 */
name: string
/**
 * The JSON Schema of the arguments.
 */
parameters: ({

} | null)
/**
 * Whether the arguments must match `parameters` exactly.
 */
strict: (boolean | null)
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface FileSearchToolDefinition {
/**
 * Always `file_search`.
 */
type: "file_search"
/**
 * The vector stores to search.
 */
vector_store_ids: string[]
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ComputerToolDefinition {
/**
 * Always `computer`.
 */
type: "computer"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ComputerUsePreviewToolDefinition {
/**
 * Always `computer_use_preview`.
 */
type: "computer_use_preview"
/**
 * Screen width.
 */
display_width: number
/**
 * Screen height.
 */
display_height: number
/**
 * The environment controlled.
 */
environment: ("windows" | "mac" | "linux" | "ubuntu" | "browser")
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface WebSearchToolDefinition {
/**
 * The web search tool's type.
 */
type: ("web_search" | "web_search_2025_08_26")
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface McpToolDefinition {
/**
 * Always `mcp`.
 */
type: "mcp"
/**
 * The MCP server's label.
 */
server_label: string
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface CodeInterpreterToolDefinition {
/**
 * Always `code_interpreter`.
 */
type: "code_interpreter"
/**
 * The container id, or `{type: "auto", …}` for a new one.
 */
container: (string | CodeInterpreterAutoContainer)
}
/**
 * A new container the API creates for the run; its other settings are left to the API.
 */
export interface CodeInterpreterAutoContainer {
/**
 * Always `auto`.
 */
type: "auto"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ProgrammaticToolCallingDefinition {
/**
 * Always `programmatic_tool_calling`.
 */
type: "programmatic_tool_calling"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ImageGenerationToolDefinition {
/**
 * Always `image_generation`.
 */
type: "image_generation"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface LocalShellToolDefinition {
/**
 * Always `local_shell`.
 */
type: "local_shell"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ShellToolDefinition {
/**
 * Always `shell`.
 */
type: "shell"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface CustomToolDefinition {
/**
 * Always `custom`.
 */
type: "custom"
/**
 * The tool's name.
 */
name: string
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface NamespaceToolDefinition {
/**
 * Always `namespace`.
 */
type: "namespace"
/**
 * The namespace's name.
 */
name: string
/**
 * What the namespace is for.
 */
description: string
/**
 * The tools in the namespace.
 */
tools: NamespacedTool[]
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface NamespacedFunction {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function's name.
 */
name: string
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ToolSearchToolDefinition {
/**
 * Always `tool_search`.
 */
type: "tool_search"
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface WebSearchPreviewToolDefinition {
/**
 * The web search preview tool's type.
 */
type: ("web_search_preview" | "web_search_preview_2025_03_11")
}
/**
 * A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API.
 */
export interface ApplyPatchToolDefinition {
/**
 * Always `apply_patch`.
 */
type: "apply_patch"
}
/**
 * Tools made available from this point of the conversation on.
 */
export interface AdditionalToolsItem {
/**
 * Always `additional_tools`.
 */
type: "additional_tools"
/**
 * Always `developer`.
 */
role: "developer"
/**
 * The tools added.
 */
tools: ToolDefinition[]
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
}
/**
 * A compacted stretch of the conversation, as the API returned it. Pass it unchanged.
 */
export interface CompactionItem {
/**
 * Always `compaction`.
 */
type: "compaction"
/**
 * The compacted history, opaque and encrypted.
 */
encrypted_content: string
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
}
/**
 * A hosted code interpreter run, replayed as history.
 */
export interface CodeInterpreterCallItem {
/**
 * Always `code_interpreter_call`.
 */
type: "code_interpreter_call"
/**
 * The item's id.
 */
id: string
/**
 * The code run, or `null` while not known.
 */
code: (string | null)
/**
 * The container it ran in.
 */
container_id: string
/**
 * What the run produced.
 */
outputs: (CodeInterpreterOutput[] | null)
/**
 * Where the run got to.
 */
status: ("in_progress" | "completed" | "incomplete" | "interpreting" | "failed")
}
/**
 * Text the code printed.
 */
export interface CodeInterpreterLogs {
/**
 * Always `logs`.
 */
type: "logs"
/**
 * The text.
 */
logs: string
}
/**
 * An image the code produced.
 */
export interface CodeInterpreterImage {
/**
 * Always `image`.
 */
type: "image"
/**
 * The image's URL.
 */
url: string
}
/**
 * A command the model asked the local shell tool to run. Its answer is a `local_shell_call_output` whose `id` is this call's `call_id`.
 */
export interface LocalShellCallItem {
/**
 * Always `local_shell_call`.
 */
type: "local_shell_call"
/**
 * The item's id.
 */
id: string
/**
 * Pairs the call with its output.
 */
call_id: string
/**
 * The command a local shell call runs.
 */
action: LocalShellAction
/**
 * The item's status as the API reported it.
 */
status: ItemStatus
}
/**
 * The command a local shell call runs.
 */
export interface LocalShellAction {
/**
 * Always `exec`.
 */
type: "exec"
/**
 * The command and its arguments.
 */
command: string[]
/**
 * Environment variables.
 */
env: {
[k: string]: string
}
/**
 * Time limit in milliseconds.
 */
timeout_ms?: (number | null)
/**
 * The user to run as.
 */
user?: (string | null)
/**
 * The directory to run in.
 */
working_directory?: (string | null)
}
/**
 * What a local shell command printed. Its `id` is the `call_id` of the call it answers.
 */
export interface LocalShellCallOutputItem {
/**
 * Always `local_shell_call_output`.
 */
type: "local_shell_call_output"
/**
 * The `call_id` of the call this answers.
 */
id: string
/**
 * The command's output.
 */
output: string
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * Shell commands the model asked the shell tool to run. Its answer is a `shell_call_output` with the same `call_id`.
 */
export interface ShellCallItem {
/**
 * Always `shell_call`.
 */
type: "shell_call"
/**
 * Pairs the call with its output.
 */
call_id: string
/**
 * The commands a shell call runs.
 */
action: ShellAction
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
/**
 * Where the commands run; `null` is the same as absent.
 */
environment?: (ShellEnvironment | null)
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * The commands a shell call runs.
 */
export interface ShellAction {
/**
 * The commands, in order.
 */
commands: string[]
/**
 * Most characters of output to keep.
 */
max_output_length?: (number | null)
/**
 * Time limit in milliseconds.
 */
timeout_ms?: (number | null)
}
/**
 * The client's own machine.
 */
export interface LocalShellEnvironment {
/**
 * Always `local`.
 */
type: "local"
/**
 * Skills installed there.
 */
skills?: LocalSkill[]
}
/**
 * A skill installed on the local machine.
 */
export interface LocalSkill {
/**
 * The skill's name.
 */
name: string
/**
 * What the skill does.
 */
description: string
/**
 * Where the skill is installed.
 */
path: string
}
/**
 * A hosted container, by id.
 */
export interface ContainerReference {
/**
 * Always `container_reference`.
 */
type: "container_reference"
/**
 * The container's id.
 */
container_id: string
}
/**
 * What the commands of a `shell_call` with the same `call_id` printed.
 */
export interface ShellCallOutputItem {
/**
 * Always `shell_call_output`.
 */
type: "shell_call_output"
/**
 * The `call_id` of the call this answers.
 */
call_id: string
/**
 * One entry per command.
 */
output: ShellOutputContent[]
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
/**
 * Most characters of output kept.
 */
max_output_length?: (number | null)
/**
 * Status of the item; `null` is the same as absent.
 */
status?: (ItemStatus | null)
}
/**
 * What one shell command printed, and how it ended.
 */
export interface ShellOutputContent {
/**
 * Standard output.
 */
stdout: string
/**
 * Standard error.
 */
stderr: string
/**
 * How a shell command ended: it exited, or it timed out.
 */
outcome: ShellOutcome
}
/**
 * The command exited.
 */
export interface ShellExit {
/**
 * Always `exit`.
 */
type: "exit"
/**
 * Its exit code.
 */
exit_code: number
}
/**
 * The command timed out.
 */
export interface ShellTimeout {
/**
 * Always `timeout`.
 */
type: "timeout"
}
/**
 * A file change the model asked the apply-patch tool to make. Its answer is an `apply_patch_call_output` with the same `call_id`.
 */
export interface ApplyPatchCallItem {
/**
 * Always `apply_patch_call`.
 */
type: "apply_patch_call"
/**
 * Pairs the call with its output.
 */
call_id: string
/**
 * The file change an apply-patch call asks for.
 */
operation: ApplyPatchOperation
/**
 * Where the call got to.
 */
status: ("in_progress" | "completed")
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
}
/**
 * Create a file.
 */
export interface ApplyPatchCreateFile {
/**
 * Always `create_file`.
 */
type: "create_file"
/**
 * The file's path.
 */
path: string
/**
 * The file's content as a diff.
 */
diff: string
}
/**
 * Delete a file.
 */
export interface ApplyPatchDeleteFile {
/**
 * Always `delete_file`.
 */
type: "delete_file"
/**
 * The file's path.
 */
path: string
}
/**
 * Change a file.
 */
export interface ApplyPatchUpdateFile {
/**
 * Always `update_file`.
 */
type: "update_file"
/**
 * The file's path.
 */
path: string
/**
 * The change as a diff.
 */
diff: string
}
/**
 * How applying the patch of the `apply_patch_call` with the same `call_id` went.
 */
export interface ApplyPatchCallOutputItem {
/**
 * Always `apply_patch_call_output`.
 */
type: "apply_patch_call_output"
/**
 * The `call_id` of the call this answers.
 */
call_id: string
/**
 * Whether the patch applied.
 */
status: ("completed" | "failed")
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Who made the call: the model directly, or a program it ran; `null` is the same as absent.
 */
caller?: (ToolCaller | null)
/**
 * What applying it printed.
 */
output?: (string | null)
}
/**
 * The tools an MCP server listed.
 */
export interface McpListToolsItem {
/**
 * Always `mcp_list_tools`.
 */
type: "mcp_list_tools"
/**
 * The item's id.
 */
id: string
/**
 * The server's label.
 */
server_label: string
/**
 * The tools.
 */
tools: McpTool[]
/**
 * Why listing failed, if it did.
 */
error?: (string | null)
}
/**
 * A tool an MCP server lists.
 */
export interface McpTool {
/**
 * The tool's name.
 */
name: string
/**
 * The JSON Schema of the tool's input, as the server gave it.
 */
input_schema: unknown
/**
 * The server's annotations, carried as they are.
 */
annotations?: unknown
/**
 * What the tool does.
 */
description?: (string | null)
}
/**
 * The API asking whether an MCP tool call may run. Its answer is an `mcp_approval_response` whose `approval_request_id` is this item's `id`.
 */
export interface McpApprovalRequestItem {
/**
 * Always `mcp_approval_request`.
 */
type: "mcp_approval_request"
/**
 * The request's id.
 */
id: string
/**
 * The server's label.
 */
server_label: string
/**
 * The tool's name.
 */
name: string
/**
 * The arguments as JSON text.
 */
arguments: string
}
/**
 * The answer to an `mcp_approval_request`.
 */
export interface McpApprovalResponseItem {
/**
 * Always `mcp_approval_response`.
 */
type: "mcp_approval_response"
/**
 * The `id` of the request this answers.
 */
approval_request_id: string
/**
 * Whether the call may run.
 */
approve: boolean
/**
 * The server's item id, if it has one.
 */
id?: (string | null)
/**
 * Why, if given.
 */
reason?: (string | null)
}
/**
 * An MCP tool call the API ran, replayed as history.
 */
export interface McpCallItem {
/**
 * Always `mcp_call`.
 */
type: "mcp_call"
/**
 * The item's id.
 */
id: string
/**
 * The server's label.
 */
server_label: string
/**
 * The tool's name.
 */
name: string
/**
 * The arguments as JSON text.
 */
arguments: string
/**
 * The approval request it ran after, if any.
 */
approval_request_id?: (string | null)
/**
 * Why the call failed, if it did: a protocol error, the tool's own error, or an HTTP error (openai 7; earlier SDKs typed it as a string).
 */
error?: (McpToolCallError | null)
/**
 * What the tool returned.
 */
output?: (string | null)
/**
 * Where the call got to. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).
 */
status?: ("in_progress" | "completed" | "incomplete" | "calling" | "failed" | null)
}
/**
 * The MCP server answered with a protocol error.
 */
export interface McpProtocolError {
/**
 * Always `mcp_protocol_error`.
 */
type: "mcp_protocol_error"
/**
 * The protocol's error code.
 */
code: number
/**
 * The protocol's error message.
 */
message: string
}
/**
 * The tool ran and reported an error.
 */
export interface McpToolExecutionError {
/**
 * Always `mcp_tool_execution_error`.
 */
type: "mcp_tool_execution_error"
/**
 * The tool's error content, as it returned it.
 */
content: unknown
}
/**
 * The MCP server answered with an HTTP error.
 */
export interface McpHttpError {
/**
 * Always `http_error`.
 */
type: "http_error"
/**
 * The HTTP status.
 */
code: number
/**
 * The error message.
 */
message: string
}
/**
 * Asks the API to compact the conversation up to this point.
 */
export interface CompactionTriggerItem {
/**
 * Always `compaction_trigger`.
 */
type: "compaction_trigger"
}
/**
 * Changes the reasoning effort or the text format from this point of the conversation on (openai 7).
 */
export interface ConfigurationUpdateItem {
/**
 * Always `configuration_update`.
 */
type: "configuration_update"
/**
 * The item's id, when the API made it.
 */
id?: (string | null)
/**
 * The reasoning settings from here on.
 */
reasoning?: {
/**
 * How hard the model reasons; `null` leaves it as it was.
 */
effort?: ("none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max" | null)
}
/**
 * The text output settings from here on.
 */
text?: {
/**
 * The output format: plain text, or JSON under a schema; selected by `type`.
 */
format: ConfigurationTextFormat
}
}
/**
 * Plain text output.
 */
export interface TextFormatText {
/**
 * Always `text`.
 */
type: "text"
}
/**
 * JSON output that follows a JSON Schema.
 */
export interface TextFormatJsonSchema {
/**
 * Always `json_schema`.
 */
type: "json_schema"
/**
 * The format's name.
 */
name: string
/**
 * The JSON Schema the output follows.
 */
schema: {

}
/**
 * What the format is for.
 */
description?: string
/**
 * Whether the output must follow the schema exactly.
 */
strict?: (boolean | null)
}
/**
 * A program the model wrote to call tools. Its answer is a `program_output` with the same `call_id`.
 */
export interface ProgramItem {
/**
 * Always `program`.
 */
type: "program"
/**
 * The item's id.
 */
id: string
/**
 * Pairs the program with its output.
 */
call_id: string
/**
 * The program's code.
 */
code: string
/**
 * Opaque; pass it unchanged.
 */
fingerprint: string
}
/**
 * What the `program` with the same `call_id` returned.
 */
export interface ProgramOutputItem {
/**
 * Always `program_output`.
 */
type: "program_output"
/**
 * The item's id.
 */
id: string
/**
 * The `call_id` of the program this answers.
 */
call_id: string
/**
 * The program's result.
 */
result: string
/**
 * Whether it ran to the end.
 */
status: ("completed" | "incomplete")
}
/**
 * A Responses API request body (`POST /v1/responses`): `input` (a string, or the items), `instructions`, and the settings the openai SDK's `ResponseCreateParams` types, the ones converters map typed (`tools`, hosted ones included, `tool_choice`, `parallel_tool_calls`, `text.format`, `reasoning`, `max_output_tokens`, sampling). Other settings (`store`, `previous_response_id`, `include`…) pass as they are.
 */
export interface ResponsesRequest {
/**
 * The conversation: one user message as a string, or the input items, oldest first.
 */
input: (string | Items)
/**
 * The system (developer) message of this request; it is not carried to the next one by `previous_response_id`. `null` is the same as absent.
 */
instructions?: (string | null)
/**
 * The model id.
 */
model?: string
/**
 * The tools the model may call: functions and hosted tools.
 */
tools?: ToolDefinition[]
/**
 * Which tools the model may or must call: `none`, `auto`, `required`, one function, an allowed subset, or a hosted tool (`{type: "web_search_preview"}`, `{type: "mcp", server_label}`, `{type: "custom", name}`…).
 */
tool_choice?: ResponsesToolChoice
/**
 * Whether the model may call several tools in one turn (default true).
 */
parallel_tool_calls?: (boolean | null)
/**
 * The answer's text settings (`text`).
 */
text?: ResponsesTextConfig
/**
 * Reasoning settings (`reasoning`).
 */
reasoning?: ResponsesReasoning
/**
 * The most tokens the answer may have, reasoning tokens included.
 */
max_output_tokens?: (number | null)
/**
 * Sampling temperature, 0 to 2.
 */
temperature?: (number | null)
/**
 * Nucleus sampling.
 */
top_p?: (number | null)
}
/**
 * The model must call this function.
 */
export interface ResponsesToolChoiceFunction {
/**
 * Always `function`.
 */
type: "function"
/**
 * The function's name.
 */
name: string
}
/**
 * The model may (`auto`) or must (`required`) call one of these tools only.
 */
export interface ResponsesToolChoiceAllowed {
/**
 * Always `allowed_tools`.
 */
type: "allowed_tools"
/**
 * `auto`: a call is optional; `required`: at least one call.
 */
mode: ("auto" | "required")
/**
 * The tools allowed.
 * 
 * Items: A tool, as in `tools` (`{type: "function", name}`).
 */
tools: {

}[]
}
/**
 * A hosted, MCP or custom tool the model must use, kept as it is.
 */
export interface ResponsesToolChoiceOther {
/**
 * The tool's type (`file_search`, `web_search_preview`, `mcp`, `custom`…).
 */
type: string
}
/**
 * The answer's text settings (`text`).
 */
export interface ResponsesTextConfig {
/**
 * The form of the answer (`text.format`), selected by `type`.
 */
format?: ResponsesTextFormat
/**
 * How long the answer is.
 */
verbosity?: ("low" | "medium" | "high" | null)
}
/**
 * JSON mode: any JSON object.
 */
export interface ResponsesTextFormatJsonObject {
/**
 * Always `json_object`.
 */
type: "json_object"
}
/**
 * Reasoning settings (`reasoning`).
 */
export interface ResponsesReasoning {
/**
 * How much the model thinks before answering.
 */
effort?: ("none" | "minimal" | "low" | "medium" | "high" | "xhigh" | "max" | null)
/**
 * The reasoning summary to return.
 */
summary?: ("auto" | "concise" | "detailed" | null)
/**
 * Deprecated spelling of `summary`.
 */
generate_summary?: ("auto" | "concise" | "detailed" | null)
}
/**
 * A non-streaming Responses API response (`POST /v1/responses`), as the openai SDK types `Response`: the output items, which are the `Item`s to append to the next request's `input`, plus status and usage. `readResponse(response, { from: "responses" })` reads it into the hub. The request settings the API echoes (`tools`, `temperature`, …) and other keys pass as they are.
 */
export interface ResponsesResponse {
/**
 * The response's id (`resp_…`), which `previous_response_id` refers to.
 */
id?: string
/**
 * `response`.
 */
object?: string
/**
 * When the response was created, in Unix seconds.
 */
created_at?: number
/**
 * The model that answered.
 */
model?: string
/**
 * Where the response is: `completed`, `incomplete` (see `incomplete_details`), `failed` (see `error`), or not finished yet.
 */
status?: ("completed" | "failed" | "in_progress" | "cancelled" | "queued" | "incomplete")
/**
 * What the model produced, in order: messages, reasoning items, function calls, hosted-tool calls.
 */
output: Item[]
/**
 * Why the response is incomplete.
 */
incomplete_details?: (ResponsesIncompleteDetails | null)
/**
 * What went wrong when `status` is `failed`.
 */
error?: (ResponsesError | null)
/**
 * Token counts of the call.
 */
usage?: (ResponsesUsage | null)
/**
 * The request's `instructions`, echoed. Passed as it is.
 */
instructions?: unknown
/**
 * The request's `metadata`, echoed. Passed as it is.
 */
metadata?: unknown
/**
 * The request's `parallel_tool_calls`, echoed. Passed as it is.
 */
parallel_tool_calls?: unknown
/**
 * The request's `previous_response_id`, echoed. Passed as it is.
 */
previous_response_id?: unknown
/**
 * The request's `reasoning` settings, echoed. Passed as it is.
 */
reasoning?: unknown
/**
 * The processing tier that served the request. Passed as it is.
 */
service_tier?: unknown
/**
 * Whether the response is stored. Passed as it is.
 */
store?: unknown
/**
 * The request's `temperature`, echoed. Passed as it is.
 */
temperature?: unknown
/**
 * The request's `text` settings (format, verbosity), echoed. Passed as it is.
 */
text?: unknown
/**
 * The request's `tool_choice`, echoed. Passed as it is.
 */
tool_choice?: unknown
/**
 * The request's `tools`, echoed. Passed as it is.
 */
tools?: unknown
/**
 * The request's `top_p`, echoed. Passed as it is.
 */
top_p?: unknown
/**
 * The request's `truncation`, echoed. Passed as it is.
 */
truncation?: unknown
/**
 * The request's `max_output_tokens`, echoed. Passed as it is.
 */
max_output_tokens?: unknown
/**
 * The request's `user`, echoed. Passed as it is.
 */
user?: unknown
}
/**
 * Why a Responses API response stopped before it was complete.
 */
export interface ResponsesIncompleteDetails {
/**
 * `max_output_tokens`, `content_filter`, or another reason the API adds.
 */
reason?: string
}
/**
 * The error of a failed Responses API response.
 */
export interface ResponsesError {
/**
 * The error code, e.g. `server_error`.
 */
code?: string
/**
 * A description of the error.
 */
message?: string
}
/**
 * Token counts of a Responses API call. `input_tokens` includes the cached ones, `output_tokens` the reasoning ones.
 */
export interface ResponsesUsage {
/**
 * Tokens of the input, cached ones included.
 */
input_tokens?: number
/**
 * Breakdown of the input tokens.
 */
input_tokens_details?: (ResponsesInputTokensDetails | null)
/**
 * Tokens the model generated, reasoning included.
 */
output_tokens?: number
/**
 * Breakdown of the generated tokens.
 */
output_tokens_details?: (ResponsesOutputTokensDetails | null)
/**
 * The sum of the two.
 */
total_tokens?: number
}
/**
 * Breakdown of a Responses API call's input tokens.
 */
export interface ResponsesInputTokensDetails {
/**
 * Input tokens read from the prompt cache.
 */
cached_tokens?: (number | null)
/**
 * Input tokens written to the prompt cache.
 */
cache_write_tokens?: (number | null)
}
/**
 * Breakdown of a Responses API call's generated tokens.
 */
export interface ResponsesOutputTokensDetails {
/**
 * Tokens the model spent reasoning.
 */
reasoning_tokens?: (number | null)
}
