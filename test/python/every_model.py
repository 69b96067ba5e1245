# GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.
"""One value of every chat-contract model, for the type checkers (pyright and mypy, strict)."""

from chat_contract import (
    ChatCompletionMessage,
    ChatCompletionMessages,
    ChatCompletionRequest,
    ChatCompletionRequestStop,
    ChatCompletionToolDefinition,
    ChatCompletionFunctionToolDefinition,
    ChatCompletionFunctionDefinition,
    ChatCompletionFunctionDefinitionParameters,
    ChatCompletionCustomToolDefinition,
    ChatCompletionCustomToolBody,
    ChatCompletionCustomToolFormat,
    ChatCompletionCustomToolTextFormat,
    ChatCompletionCustomToolGrammarFormat,
    ChatCompletionCustomToolGrammar,
    ChatCompletionToolChoice,
    ChatCompletionNamedToolChoice,
    ChatCompletionNamedToolChoiceFunction,
    ChatCompletionAllowedToolsChoice,
    ChatCompletionAllowedTools,
    ChatCompletionAllowedToolsToolsItem,
    ChatCompletionNamedCustomToolChoice,
    ChatCompletionNamedCustomToolChoiceCustom,
    ChatCompletionResponseFormat,
    ChatCompletionResponseFormatText,
    ChatCompletionResponseFormatJsonObject,
    ChatCompletionResponseFormatJsonSchema,
    ChatCompletionJsonSchema,
    ChatCompletionJsonSchemaSchema,
    ChatCompletionSystemMessage,
    ChatCompletionDeveloperMessage,
    ChatCompletionUserMessage,
    ChatCompletionAssistantMessage,
    ChatCompletionAssistantMessageContent,
    ChatCompletionToolMessage,
    ChatCompletionFunctionMessage,
    ChatCompletionTextContent,
    ChatCompletionTextContentPart,
    ChatCompletionUserContent,
    ChatCompletionContentPart,
    ChatCompletionAssistantContentPart,
    ChatCompletionTextPart,
    ChatCompletionImagePart,
    ChatCompletionImageUrl,
    ChatCompletionAudioPart,
    ChatCompletionInputAudio,
    ChatCompletionFilePart,
    ChatCompletionFile,
    ChatCompletionRefusalPart,
    ChatCompletionCacheBreakpoint,
    ChatCompletionBase64,
    ChatCompletionToolCall,
    ChatCompletionFunctionToolCall,
    ChatCompletionCustomToolCall,
    ChatCompletionCustomCall,
    ChatCompletionFunctionCall,
    ChatCompletionExtraContent,
    ChatCompletionGoogleExtraContent,
    ChatCompletionAssistantAudio,
    ChatCompletionAnnotation,
    ChatCompletionUrlCitation,
    ChatCompletionReasoningDetail,
    ChatCompletionReasoningSummary,
    ChatCompletionReasoningEncrypted,
    ChatCompletionReasoningText,
    ChatCompletionReasoningOther,
    ChatCompletionResponse,
    ChatCompletionChoice,
    ChatCompletionChoiceLogprobs,
    ChatCompletionUsage,
    ChatCompletionPromptTokensDetails,
    ChatCompletionCompletionTokensDetails,
    ChatMessage,
    ChatMessages,
    SystemMessage,
    DeveloperMessage,
    UserMessage,
    UserMessageContent,
    AssistantMessage,
    ToolMessage,
    ContentPart,
    TextPart,
    ImagePart,
    ImageUrlPart,
    ImageFileIdPart,
    FilePart,
    FileUrlPart,
    FileIdPart,
    Base64,
    ToolCall,
    ToolCallExtraContent,
    ReasoningItems,
    ProviderFields,
    ProviderFieldsFields,
    ProviderPart,
    ProviderPartValue,
    ProviderBlocks,
    ProviderBlocksItemsItem,
    ChatRequest,
    ChatTool,
    ChatFunctionTool,
    ChatFunctionToolParameters,
    ChatToolProviderFields,
    ChatToolProviderFieldsResponses,
    ChatToolProviderFieldsChatCompletions,
    ChatToolProviderFieldsClaude,
    ChatToolProviderFieldsGemini,
    ChatProviderTool,
    ChatProviderToolTool,
    ChatRequestProvider,
    ChatToolChoice,
    ChatToolChoiceFunction,
    ChatToolChoiceAllowed,
    ChatToolChoiceProvider,
    ChatOutputFormat,
    ChatOutputText,
    ChatOutputJsonObject,
    ChatOutputJsonSchema,
    ChatOutputJsonSchemaSchema,
    ChatReasoning,
    ChatProviderSettings,
    ChatProviderSettingsResponses,
    ChatProviderSettingsChatCompletions,
    ChatProviderSettingsClaude,
    ChatProviderSettingsGemini,
    ChatResponse,
    ChatFinishReason,
    ChatUsage,
    ChatResponseProviderFields,
    ChatResponseProviderFieldsFields,
    ClaudeMessage,
    ClaudeMessages,
    ClaudeUserMessage,
    ClaudeAssistantMessage,
    ClaudeSystemMessage,
    ClaudeSystem,
    ClaudeContent,
    ClaudeContentBlock,
    CacheControl,
    CacheControlObject,
    ClaudeTextBlock,
    ClaudeImageBlock,
    ClaudeImageBlockSource,
    ClaudeBase64ImageSource,
    ClaudeUrlSource,
    ClaudeFileSource,
    ClaudeDocumentBlock,
    ClaudeDocumentBlockSource,
    ClaudeCitationsConfig,
    ClaudeBase64PdfSource,
    ClaudePlainTextSource,
    ClaudeContentSource,
    ClaudeContentSourceContentItem,
    ClaudeContentSourceContent,
    ClaudeToolUseBlock,
    ClaudeToolUseBlockInput,
    ClaudeToolUseId,
    ClaudeToolResultBlock,
    ClaudeToolResultBlockContent,
    ClaudeToolResultContentBlock,
    ClaudeThinkingBlock,
    ClaudeRedactedThinkingBlock,
    ClaudeSearchResultBlock,
    ClaudeToolReferenceBlock,
    ClaudeServerToolUseBlock,
    ClaudeServerToolUseBlockInput,
    ClaudeToolCaller,
    ClaudeDirectCaller,
    ClaudeServerToolCaller,
    ClaudeWebSearchToolResultBlock,
    ClaudeWebSearchToolResultBlockContent,
    ClaudeWebSearchResult,
    ClaudeWebSearchToolResultError,
    ClaudeWebFetchToolResultBlock,
    ClaudeWebFetchToolResultBlockContent,
    ClaudeWebFetchResult,
    ClaudeWebFetchToolResultError,
    ClaudeCodeExecutionToolResultBlock,
    ClaudeCodeExecutionToolResultBlockContent,
    ClaudeCodeExecutionResult,
    ClaudeEncryptedCodeExecutionResult,
    ClaudeCodeExecutionOutput,
    ClaudeCodeExecutionToolResultError,
    ClaudeBashCodeExecutionToolResultBlock,
    ClaudeBashCodeExecutionToolResultBlockContent,
    ClaudeBashCodeExecutionResult,
    ClaudeBashCodeExecutionOutput,
    ClaudeBashCodeExecutionToolResultError,
    ClaudeTextEditorCodeExecutionToolResultBlock,
    ClaudeTextEditorCodeExecutionToolResultBlockContent,
    ClaudeTextEditorCodeExecutionViewResult,
    ClaudeTextEditorCodeExecutionCreateResult,
    ClaudeTextEditorCodeExecutionStrReplaceResult,
    ClaudeTextEditorCodeExecutionToolResultError,
    ClaudeToolSearchToolResultBlock,
    ClaudeToolSearchToolResultBlockContent,
    ClaudeToolSearchResult,
    ClaudeToolSearchToolResultError,
    ClaudeContainerUploadBlock,
    ClaudeBrowserStateBlock,
    ClaudeBrowserTab,
    ClaudeBrowserStateChange,
    ClaudeBrowserTabOpened,
    ClaudeBrowserDownloadStarted,
    ClaudeBrowserDownloadCompleted,
    ClaudeBrowserDownloadFailed,
    ClaudeCitation,
    ClaudeCharLocationCitation,
    ClaudePageLocationCitation,
    ClaudeContentBlockLocationCitation,
    ClaudeWebSearchResultLocationCitation,
    ClaudeSearchResultLocationCitation,
    ClaudeRequest,
    ClaudeToolDefinition,
    ClaudeToolDefinitionInputSchema,
    ClaudeToolChoice,
    ClaudeToolChoiceAuto,
    ClaudeToolChoiceAny,
    ClaudeToolChoiceTool,
    ClaudeToolChoiceNone,
    ClaudeThinkingConfig,
    ClaudeThinkingEnabled,
    ClaudeThinkingDisabled,
    ClaudeThinkingAdaptive,
    ClaudeThinkingOther,
    ClaudeOutputConfig,
    ClaudeJsonOutputFormat,
    ClaudeJsonOutputFormatSchema,
    ClaudeConversation,
    ClaudeConversationMessage,
    ClaudeConversationUserMessage,
    ClaudeConversationUserMessageContent,
    ClaudeConversationAssistantMessage,
    ClaudeConversationAssistantMessageContent,
    ClaudeConversationBlock,
    ClaudeConversationToolResultBlock,
    ClaudeConversationToolResultBlockContent,
    ClaudeResponse,
    ClaudeUsage,
    ClaudeUsageCacheCreation,
    ClaudeUsageServerToolUse,
    GeminiContent,
    GeminiContents,
    GeminiRequest,
    GeminiTool,
    GeminiFunctionDeclaration,
    GeminiFunctionDeclarationParameters,
    GeminiFunctionDeclarationResponse,
    GeminiToolConfig,
    GeminiFunctionCallingConfig,
    GeminiGenerationConfig,
    GeminiGenerationConfigResponseSchema,
    GeminiThinkingConfig,
    GeminiSystemInstruction,
    GeminiSystemPart,
    GeminiPart,
    GeminiTextPart,
    GeminiInlineDataPart,
    GeminiFileDataPart,
    GeminiFunctionCallPart,
    GeminiFunctionResponsePart,
    GeminiExecutableCodePart,
    GeminiCodeExecutionResultPart,
    GeminiBlob,
    GeminiFileData,
    GeminiFunctionCall,
    GeminiFunctionResponse,
    GeminiFunctionResponseMedia,
    GeminiFunctionResponseBlob,
    GeminiExecutableCode,
    GeminiCodeExecutionResult,
    GeminiBase64,
    GeminiResponse,
    GeminiCandidate,
    GeminiCandidateContent,
    GeminiPromptFeedback,
    GeminiUsageMetadata,
    GeminiSnakeInlineDataPart,
    GeminiSnakeFileDataPart,
    GeminiSnakeFunctionCallPart,
    GeminiSnakeFunctionResponsePart,
    GeminiSnakeExecutableCodePart,
    GeminiSnakeCodeExecutionResultPart,
    GeminiSnakeBlob,
    GeminiSnakeFileData,
    GeminiSnakeFunctionResponseBlob,
    GeminiSnakeFunctionResponseMedia,
    GeminiSnakeFunctionResponse,
    Item,
    Items,
    ResponsesRequest,
    ResponsesRequestInput,
    ResponsesToolChoice,
    ResponsesToolChoiceObject,
    ResponsesToolChoiceFunction,
    ResponsesToolChoiceAllowed,
    ResponsesToolChoiceAllowedToolsItem,
    ResponsesToolChoiceOther,
    ResponsesTextConfig,
    ResponsesTextFormat,
    ResponsesTextFormatJsonObject,
    ResponsesReasoning,
    EasyInputMessage,
    NewUserMessageItem,
    NewSystemMessageItem,
    NewDeveloperMessageItem,
    NewAssistantMessageItem,
    NewAssistantPartsMessageItem,
    InputMessageItem,
    AssistantMessageItem,
    FunctionCallItem,
    CallFunctionToolItem,
    FunctionCallOutputItem,
    ToolOutput,
    ReasoningItem,
    SummaryText,
    ReasoningText,
    ItemReference,
    CustomToolCallItem,
    CustomToolCallOutputItem,
    WebSearchCallItem,
    WebSearchAction,
    WebSearchSearchAction,
    WebSearchSource,
    WebSearchOpenPageAction,
    WebSearchFindAction,
    FileSearchCallItem,
    FileSearchResult,
    FileSearchResultAttributesValue,
    ImageGenerationCallItem,
    ComputerCallItem,
    ComputerCallOutputItem,
    ToolSearchCallItem,
    ToolSearchOutputItem,
    AdditionalToolsItem,
    CompactionItem,
    CodeInterpreterCallItem,
    LocalShellCallItem,
    LocalShellAction,
    LocalShellCallOutputItem,
    ShellCallItem,
    ShellAction,
    ShellCallOutputItem,
    ApplyPatchCallItem,
    ApplyPatchCallOutputItem,
    McpListToolsItem,
    McpApprovalRequestItem,
    McpApprovalResponseItem,
    McpCallItem,
    McpToolCallError,
    McpProtocolError,
    McpToolExecutionError,
    McpHttpError,
    CompactionTriggerItem,
    ConfigurationUpdateItem,
    ConfigurationUpdateItemReasoning,
    ConfigurationUpdateItemText,
    ConfigurationTextFormat,
    TextFormatText,
    TextFormatJsonSchema,
    TextFormatJsonSchemaSchema,
    ProgramItem,
    ProgramOutputItem,
    MessageType,
    MessagePhase,
    ItemStatus,
    MessageContent,
    InputContent,
    InputTextContent,
    InputImageContent,
    InputFileContent,
    OutputContent,
    OutputTextContent,
    RefusalContent,
    EasyOutputContent,
    EasyOutputTextContent,
    Annotation,
    FileCitation,
    UrlCitation,
    ContainerFileCitation,
    FilePathAnnotation,
    Logprob,
    TopLogprob,
    ToolCaller,
    DirectCaller,
    ProgramCaller,
    SafetyCheck,
    ComputerScreenshot,
    ComputerAction,
    ComputerClick,
    ComputerDoubleClick,
    ComputerDrag,
    ComputerPoint,
    ComputerKeypress,
    ComputerMove,
    ComputerScreenshotAction,
    ComputerScroll,
    ComputerType,
    ComputerWait,
    ShellEnvironment,
    LocalShellEnvironment,
    LocalSkill,
    ContainerReference,
    ShellOutputContent,
    ShellOutcome,
    ShellExit,
    ShellTimeout,
    ApplyPatchOperation,
    ApplyPatchCreateFile,
    ApplyPatchDeleteFile,
    ApplyPatchUpdateFile,
    McpTool,
    CodeInterpreterOutput,
    CodeInterpreterLogs,
    CodeInterpreterImage,
    ToolDefinition,
    FunctionToolDefinition,
    FunctionToolDefinitionParameters,
    FileSearchToolDefinition,
    ComputerToolDefinition,
    ComputerUsePreviewToolDefinition,
    WebSearchToolDefinition,
    McpToolDefinition,
    CodeInterpreterToolDefinition,
    CodeInterpreterToolDefinitionContainer,
    CodeInterpreterAutoContainer,
    ProgrammaticToolCallingDefinition,
    ImageGenerationToolDefinition,
    LocalShellToolDefinition,
    ShellToolDefinition,
    CustomToolDefinition,
    NamespaceToolDefinition,
    NamespacedTool,
    NamespacedFunction,
    ToolSearchToolDefinition,
    WebSearchPreviewToolDefinition,
    ApplyPatchToolDefinition,
    ResponsesResponse,
    ResponsesIncompleteDetails,
    ResponsesError,
    ResponsesUsage,
    ResponsesInputTokensDetails,
    ResponsesOutputTokensDetails,
)

chatcompletionmessage_alias: ChatCompletionMessage = ChatCompletionSystemMessage(role="system", content="x")
chatcompletionmessages_alias: ChatCompletionMessages = []
chatcompletionrequest: ChatCompletionRequest = ChatCompletionRequest(messages=[])
chatcompletionrequeststop_alias: ChatCompletionRequestStop = "x"
chatcompletiontooldefinition_alias: ChatCompletionToolDefinition = ChatCompletionFunctionToolDefinition(type="function", function=ChatCompletionFunctionDefinition(name="x"))
chatcompletionfunctiontooldefinition: ChatCompletionFunctionToolDefinition = ChatCompletionFunctionToolDefinition(type="function", function=ChatCompletionFunctionDefinition(name="x"))
chatcompletionfunctiondefinition: ChatCompletionFunctionDefinition = ChatCompletionFunctionDefinition(name="x")
chatcompletionfunctiondefinitionparameters: ChatCompletionFunctionDefinitionParameters = ChatCompletionFunctionDefinitionParameters()
chatcompletioncustomtooldefinition: ChatCompletionCustomToolDefinition = ChatCompletionCustomToolDefinition(type="custom", custom=ChatCompletionCustomToolBody(name="x"))
chatcompletioncustomtoolbody: ChatCompletionCustomToolBody = ChatCompletionCustomToolBody(name="x")
chatcompletioncustomtoolformat_alias: ChatCompletionCustomToolFormat = ChatCompletionCustomToolTextFormat(type="text")
chatcompletioncustomtooltextformat: ChatCompletionCustomToolTextFormat = ChatCompletionCustomToolTextFormat(type="text")
chatcompletioncustomtoolgrammarformat: ChatCompletionCustomToolGrammarFormat = ChatCompletionCustomToolGrammarFormat(type="grammar", grammar=ChatCompletionCustomToolGrammar(definition="x", syntax="lark"))
chatcompletioncustomtoolgrammar: ChatCompletionCustomToolGrammar = ChatCompletionCustomToolGrammar(definition="x", syntax="lark")
chatcompletiontoolchoice_alias: ChatCompletionToolChoice = "none"
chatcompletionnamedtoolchoice: ChatCompletionNamedToolChoice = ChatCompletionNamedToolChoice(type="function", function=ChatCompletionNamedToolChoiceFunction(name="x"))
chatcompletionnamedtoolchoicefunction: ChatCompletionNamedToolChoiceFunction = ChatCompletionNamedToolChoiceFunction(name="x")
chatcompletionallowedtoolschoice: ChatCompletionAllowedToolsChoice = ChatCompletionAllowedToolsChoice(type="allowed_tools", allowed_tools=ChatCompletionAllowedTools(mode="auto", tools=[]))
chatcompletionallowedtools: ChatCompletionAllowedTools = ChatCompletionAllowedTools(mode="auto", tools=[])
chatcompletionallowedtoolstoolsitem: ChatCompletionAllowedToolsToolsItem = ChatCompletionAllowedToolsToolsItem()
chatcompletionnamedcustomtoolchoice: ChatCompletionNamedCustomToolChoice = ChatCompletionNamedCustomToolChoice(type="custom", custom=ChatCompletionNamedCustomToolChoiceCustom(name="x"))
chatcompletionnamedcustomtoolchoicecustom: ChatCompletionNamedCustomToolChoiceCustom = ChatCompletionNamedCustomToolChoiceCustom(name="x")
chatcompletionresponseformat_alias: ChatCompletionResponseFormat = ChatCompletionResponseFormatText(type="text")
chatcompletionresponseformattext: ChatCompletionResponseFormatText = ChatCompletionResponseFormatText(type="text")
chatcompletionresponseformatjsonobject: ChatCompletionResponseFormatJsonObject = ChatCompletionResponseFormatJsonObject(type="json_object")
chatcompletionresponseformatjsonschema: ChatCompletionResponseFormatJsonSchema = ChatCompletionResponseFormatJsonSchema(type="json_schema", json_schema=ChatCompletionJsonSchema(name="x"))
chatcompletionjsonschema: ChatCompletionJsonSchema = ChatCompletionJsonSchema(name="x")
chatcompletionjsonschemaschema: ChatCompletionJsonSchemaSchema = ChatCompletionJsonSchemaSchema()
chatcompletionsystemmessage: ChatCompletionSystemMessage = ChatCompletionSystemMessage(role="system", content="x")
chatcompletiondevelopermessage: ChatCompletionDeveloperMessage = ChatCompletionDeveloperMessage(role="developer", content="x")
chatcompletionusermessage: ChatCompletionUserMessage = ChatCompletionUserMessage(role="user", content="x")
chatcompletionassistantmessage: ChatCompletionAssistantMessage = ChatCompletionAssistantMessage(role="assistant")
chatcompletionassistantmessagecontent_alias: ChatCompletionAssistantMessageContent = "x"
chatcompletiontoolmessage: ChatCompletionToolMessage = ChatCompletionToolMessage(role="tool", tool_call_id="x", content="x")
chatcompletionfunctionmessage: ChatCompletionFunctionMessage = ChatCompletionFunctionMessage(role="function", name="x", content=None)
chatcompletiontextcontent_alias: ChatCompletionTextContent = "x"
chatcompletiontextcontentpart_alias: ChatCompletionTextContentPart = ChatCompletionTextPart(type="text", text="x")
chatcompletionusercontent_alias: ChatCompletionUserContent = "x"
chatcompletioncontentpart_alias: ChatCompletionContentPart = ChatCompletionTextPart(type="text", text="x")
chatcompletionassistantcontentpart_alias: ChatCompletionAssistantContentPart = ChatCompletionTextPart(type="text", text="x")
chatcompletiontextpart: ChatCompletionTextPart = ChatCompletionTextPart(type="text", text="x")
chatcompletionimagepart: ChatCompletionImagePart = ChatCompletionImagePart(type="image_url", image_url=ChatCompletionImageUrl(url="x"))
chatcompletionimageurl: ChatCompletionImageUrl = ChatCompletionImageUrl(url="x")
chatcompletionaudiopart: ChatCompletionAudioPart = ChatCompletionAudioPart(type="input_audio", input_audio=ChatCompletionInputAudio(data="x", format="wav"))
chatcompletioninputaudio: ChatCompletionInputAudio = ChatCompletionInputAudio(data="x", format="wav")
chatcompletionfilepart: ChatCompletionFilePart = ChatCompletionFilePart(type="file", file=ChatCompletionFile())
chatcompletionfile: ChatCompletionFile = ChatCompletionFile()
chatcompletionrefusalpart: ChatCompletionRefusalPart = ChatCompletionRefusalPart(type="refusal", refusal="x")
chatcompletioncachebreakpoint: ChatCompletionCacheBreakpoint = ChatCompletionCacheBreakpoint(mode="explicit")
chatcompletionbase64_alias: ChatCompletionBase64 = "x"
chatcompletiontoolcall_alias: ChatCompletionToolCall = ChatCompletionFunctionToolCall(id="x", type="function", function=ChatCompletionFunctionCall(name="x", arguments="x"))
chatcompletionfunctiontoolcall: ChatCompletionFunctionToolCall = ChatCompletionFunctionToolCall(id="x", type="function", function=ChatCompletionFunctionCall(name="x", arguments="x"))
chatcompletioncustomtoolcall: ChatCompletionCustomToolCall = ChatCompletionCustomToolCall(id="x", type="custom", custom=ChatCompletionCustomCall(name="x", input="x"))
chatcompletioncustomcall: ChatCompletionCustomCall = ChatCompletionCustomCall(name="x", input="x")
chatcompletionfunctioncall: ChatCompletionFunctionCall = ChatCompletionFunctionCall(name="x", arguments="x")
chatcompletionextracontent: ChatCompletionExtraContent = ChatCompletionExtraContent()
chatcompletiongoogleextracontent: ChatCompletionGoogleExtraContent = ChatCompletionGoogleExtraContent(thought_signature="x")
chatcompletionassistantaudio: ChatCompletionAssistantAudio = ChatCompletionAssistantAudio(id="x")
chatcompletionannotation: ChatCompletionAnnotation = ChatCompletionAnnotation(type="url_citation", url_citation=ChatCompletionUrlCitation(end_index=1, start_index=1, title="x", url="x"))
chatcompletionurlcitation: ChatCompletionUrlCitation = ChatCompletionUrlCitation(end_index=1, start_index=1, title="x", url="x")
chatcompletionreasoningdetail_alias: ChatCompletionReasoningDetail = ChatCompletionReasoningSummary(type="reasoning.summary", summary="x")
chatcompletionreasoningsummary: ChatCompletionReasoningSummary = ChatCompletionReasoningSummary(type="reasoning.summary", summary="x")
chatcompletionreasoningencrypted: ChatCompletionReasoningEncrypted = ChatCompletionReasoningEncrypted(type="reasoning.encrypted", data="x")
chatcompletionreasoningtext: ChatCompletionReasoningText = ChatCompletionReasoningText(type="reasoning.text", text="x")
chatcompletionreasoningother: ChatCompletionReasoningOther = ChatCompletionReasoningOther(type="x")
chatcompletionresponse: ChatCompletionResponse = ChatCompletionResponse(choices=[])
chatcompletionchoice: ChatCompletionChoice = ChatCompletionChoice(message=ChatCompletionAssistantMessage(role="assistant"))
chatcompletionchoicelogprobs: ChatCompletionChoiceLogprobs = ChatCompletionChoiceLogprobs()
chatcompletionusage: ChatCompletionUsage = ChatCompletionUsage()
chatcompletionprompttokensdetails: ChatCompletionPromptTokensDetails = ChatCompletionPromptTokensDetails()
chatcompletioncompletiontokensdetails: ChatCompletionCompletionTokensDetails = ChatCompletionCompletionTokensDetails()
chatmessage_alias: ChatMessage = SystemMessage(role="system", content="x")
chatmessages_alias: ChatMessages = []
systemmessage: SystemMessage = SystemMessage(role="system", content="x")
developermessage: DeveloperMessage = DeveloperMessage(role="developer", content="x")
usermessage: UserMessage = UserMessage(role="user", content="x")
usermessagecontent_alias: UserMessageContent = "x"
assistantmessage: AssistantMessage = AssistantMessage(role="assistant", content="x")
toolmessage: ToolMessage = ToolMessage(role="tool", toolCallId="x", name="x", content="x")
contentpart_alias: ContentPart = TextPart(type="text", text="x")
textpart: TextPart = TextPart(type="text", text="x")
imagepart: ImagePart = ImagePart(type="image", mimeType="image/jpeg", data="x")
imageurlpart: ImageUrlPart = ImageUrlPart(type="imageUrl", url="x")
imagefileidpart: ImageFileIdPart = ImageFileIdPart(type="imageFileId", fileId="x")
filepart: FilePart = FilePart(type="file", mimeType="x", data="x")
fileurlpart: FileUrlPart = FileUrlPart(type="fileUrl", url="x")
fileidpart: FileIdPart = FileIdPart(type="fileId", fileId="x")
base64_alias: Base64 = "x"
toolcall: ToolCall = ToolCall(id="x", name="x", arguments="x")
toolcallextracontent: ToolCallExtraContent = ToolCallExtraContent()
reasoningitems: ReasoningItems = ReasoningItems(provider="x", items=[])
providerfields: ProviderFields = ProviderFields(provider="x", fields=ProviderFieldsFields())
providerfieldsfields: ProviderFieldsFields = ProviderFieldsFields()
providerpart: ProviderPart = ProviderPart(type="provider", provider="x", value=ProviderPartValue())
providerpartvalue: ProviderPartValue = ProviderPartValue()
providerblocks: ProviderBlocks = ProviderBlocks(provider="x", items=[])
providerblocksitemsitem: ProviderBlocksItemsItem = ProviderBlocksItemsItem()
chatrequest: ChatRequest = ChatRequest(messages=[])
chattool_alias: ChatTool = ChatFunctionTool(type="function", name="x")
chatfunctiontool: ChatFunctionTool = ChatFunctionTool(type="function", name="x")
chatfunctiontoolparameters: ChatFunctionToolParameters = ChatFunctionToolParameters()
chattoolproviderfields: ChatToolProviderFields = ChatToolProviderFields()
chattoolproviderfieldsresponses: ChatToolProviderFieldsResponses = ChatToolProviderFieldsResponses()
chattoolproviderfieldschatcompletions: ChatToolProviderFieldsChatCompletions = ChatToolProviderFieldsChatCompletions()
chattoolproviderfieldsclaude: ChatToolProviderFieldsClaude = ChatToolProviderFieldsClaude()
chattoolproviderfieldsgemini: ChatToolProviderFieldsGemini = ChatToolProviderFieldsGemini()
chatprovidertool: ChatProviderTool = ChatProviderTool(type="provider", provider="responses", tool=ChatProviderToolTool())
chatprovidertooltool: ChatProviderToolTool = ChatProviderToolTool()
chatrequestprovider_alias: ChatRequestProvider = "responses"
chattoolchoice_alias: ChatToolChoice = "auto"
chattoolchoicefunction: ChatToolChoiceFunction = ChatToolChoiceFunction(type="function", name="x")
chattoolchoiceallowed: ChatToolChoiceAllowed = ChatToolChoiceAllowed(type="allowed", mode="auto", names=[])
chattoolchoiceprovider: ChatToolChoiceProvider = ChatToolChoiceProvider(type="provider", provider="responses", choice=None)
chatoutputformat_alias: ChatOutputFormat = ChatOutputText(type="text")
chatoutputtext: ChatOutputText = ChatOutputText(type="text")
chatoutputjsonobject: ChatOutputJsonObject = ChatOutputJsonObject(type="json_object")
chatoutputjsonschema: ChatOutputJsonSchema = ChatOutputJsonSchema(type="json_schema")
chatoutputjsonschemaschema: ChatOutputJsonSchemaSchema = ChatOutputJsonSchemaSchema()
chatreasoning: ChatReasoning = ChatReasoning()
chatprovidersettings: ChatProviderSettings = ChatProviderSettings()
chatprovidersettingsresponses: ChatProviderSettingsResponses = ChatProviderSettingsResponses()
chatprovidersettingschatcompletions: ChatProviderSettingsChatCompletions = ChatProviderSettingsChatCompletions()
chatprovidersettingsclaude: ChatProviderSettingsClaude = ChatProviderSettingsClaude()
chatprovidersettingsgemini: ChatProviderSettingsGemini = ChatProviderSettingsGemini()
chatresponse: ChatResponse = ChatResponse(messages=[], finishReason="stop")
chatfinishreason_alias: ChatFinishReason = "stop"
chatusage: ChatUsage = ChatUsage()
chatresponseproviderfields: ChatResponseProviderFields = ChatResponseProviderFields(format="chat-completions", provider="openai", fields=ChatResponseProviderFieldsFields())
chatresponseproviderfieldsfields: ChatResponseProviderFieldsFields = ChatResponseProviderFieldsFields()
claudemessage_alias: ClaudeMessage = ClaudeUserMessage(role="user", content="x")
claudemessages_alias: ClaudeMessages = []
claudeusermessage: ClaudeUserMessage = ClaudeUserMessage(role="user", content="x")
claudeassistantmessage: ClaudeAssistantMessage = ClaudeAssistantMessage(role="assistant", content="x")
claudesystemmessage: ClaudeSystemMessage = ClaudeSystemMessage(role="system", content="x")
claudesystem_alias: ClaudeSystem = "x"
claudecontent_alias: ClaudeContent = "x"
claudecontentblock_alias: ClaudeContentBlock = ClaudeTextBlock(type="text", text="x")
cachecontrol_alias: CacheControl = None
cachecontrolobject: CacheControlObject = CacheControlObject(type="ephemeral")
claudetextblock: ClaudeTextBlock = ClaudeTextBlock(type="text", text="x")
claudeimageblock: ClaudeImageBlock = ClaudeImageBlock(type="image", source=ClaudeBase64ImageSource(type="base64", media_type="image/jpeg", data="x"))
claudeimageblocksource_alias: ClaudeImageBlockSource = ClaudeBase64ImageSource(type="base64", media_type="image/jpeg", data="x")
claudebase64imagesource: ClaudeBase64ImageSource = ClaudeBase64ImageSource(type="base64", media_type="image/jpeg", data="x")
claudeurlsource: ClaudeUrlSource = ClaudeUrlSource(type="url", url="x")
claudefilesource: ClaudeFileSource = ClaudeFileSource(type="file", file_id="x")
claudedocumentblock: ClaudeDocumentBlock = ClaudeDocumentBlock(type="document", source=ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x"))
claudedocumentblocksource_alias: ClaudeDocumentBlockSource = ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x")
claudecitationsconfig: ClaudeCitationsConfig = ClaudeCitationsConfig()
claudebase64pdfsource: ClaudeBase64PdfSource = ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x")
claudeplaintextsource: ClaudePlainTextSource = ClaudePlainTextSource(type="text", media_type="text/plain", data="x")
claudecontentsource: ClaudeContentSource = ClaudeContentSource(type="content", content="x")
claudecontentsourcecontentitem_alias: ClaudeContentSourceContentItem = ClaudeTextBlock(type="text", text="x")
claudecontentsourcecontent_alias: ClaudeContentSourceContent = "x"
claudetooluseblock: ClaudeToolUseBlock = ClaudeToolUseBlock(type="tool_use", id="x", name="x", input=ClaudeToolUseBlockInput())
claudetooluseblockinput: ClaudeToolUseBlockInput = ClaudeToolUseBlockInput()
claudetooluseid_alias: ClaudeToolUseId = "x"
claudetoolresultblock: ClaudeToolResultBlock = ClaudeToolResultBlock(type="tool_result", tool_use_id="x")
claudetoolresultblockcontent_alias: ClaudeToolResultBlockContent = "x"
claudetoolresultcontentblock_alias: ClaudeToolResultContentBlock = ClaudeTextBlock(type="text", text="x")
claudethinkingblock: ClaudeThinkingBlock = ClaudeThinkingBlock(type="thinking", thinking="x", signature="x")
clauderedactedthinkingblock: ClaudeRedactedThinkingBlock = ClaudeRedactedThinkingBlock(type="redacted_thinking", data="x")
claudesearchresultblock: ClaudeSearchResultBlock = ClaudeSearchResultBlock(type="search_result", source="x", title="x", content=[])
claudetoolreferenceblock: ClaudeToolReferenceBlock = ClaudeToolReferenceBlock(type="tool_reference", tool_name="x")
claudeservertooluseblock: ClaudeServerToolUseBlock = ClaudeServerToolUseBlock(type="server_tool_use", id="x", name="web_search", input=ClaudeServerToolUseBlockInput())
claudeservertooluseblockinput: ClaudeServerToolUseBlockInput = ClaudeServerToolUseBlockInput()
claudetoolcaller_alias: ClaudeToolCaller = ClaudeDirectCaller(type="direct")
claudedirectcaller: ClaudeDirectCaller = ClaudeDirectCaller(type="direct")
claudeservertoolcaller: ClaudeServerToolCaller = ClaudeServerToolCaller(type="code_execution_20250825", tool_id="x")
claudewebsearchtoolresultblock: ClaudeWebSearchToolResultBlock = ClaudeWebSearchToolResultBlock(type="web_search_tool_result", tool_use_id="x", content=[])
claudewebsearchtoolresultblockcontent_alias: ClaudeWebSearchToolResultBlockContent = []
claudewebsearchresult: ClaudeWebSearchResult = ClaudeWebSearchResult(type="web_search_result", url="x", title="x", encrypted_content="x")
claudewebsearchtoolresulterror: ClaudeWebSearchToolResultError = ClaudeWebSearchToolResultError(type="web_search_tool_result_error", error_code="invalid_tool_input")
claudewebfetchtoolresultblock: ClaudeWebFetchToolResultBlock = ClaudeWebFetchToolResultBlock(type="web_fetch_tool_result", tool_use_id="x", content=ClaudeWebFetchResult(type="web_fetch_result", url="x", content=ClaudeDocumentBlock(type="document", source=ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x"))))
claudewebfetchtoolresultblockcontent_alias: ClaudeWebFetchToolResultBlockContent = ClaudeWebFetchResult(type="web_fetch_result", url="x", content=ClaudeDocumentBlock(type="document", source=ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x")))
claudewebfetchresult: ClaudeWebFetchResult = ClaudeWebFetchResult(type="web_fetch_result", url="x", content=ClaudeDocumentBlock(type="document", source=ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x")))
claudewebfetchtoolresulterror: ClaudeWebFetchToolResultError = ClaudeWebFetchToolResultError(type="web_fetch_tool_result_error", error_code="invalid_tool_input")
claudecodeexecutiontoolresultblock: ClaudeCodeExecutionToolResultBlock = ClaudeCodeExecutionToolResultBlock(type="code_execution_tool_result", tool_use_id="x", content=ClaudeCodeExecutionResult(type="code_execution_result", stdout="x", stderr="x", return_code=1, content=[]))
claudecodeexecutiontoolresultblockcontent_alias: ClaudeCodeExecutionToolResultBlockContent = ClaudeCodeExecutionResult(type="code_execution_result", stdout="x", stderr="x", return_code=1, content=[])
claudecodeexecutionresult: ClaudeCodeExecutionResult = ClaudeCodeExecutionResult(type="code_execution_result", stdout="x", stderr="x", return_code=1, content=[])
claudeencryptedcodeexecutionresult: ClaudeEncryptedCodeExecutionResult = ClaudeEncryptedCodeExecutionResult(type="encrypted_code_execution_result", encrypted_stdout="x", stderr="x", return_code=1, content=[])
claudecodeexecutionoutput: ClaudeCodeExecutionOutput = ClaudeCodeExecutionOutput(type="code_execution_output", file_id="x")
claudecodeexecutiontoolresulterror: ClaudeCodeExecutionToolResultError = ClaudeCodeExecutionToolResultError(type="code_execution_tool_result_error", error_code="invalid_tool_input")
claudebashcodeexecutiontoolresultblock: ClaudeBashCodeExecutionToolResultBlock = ClaudeBashCodeExecutionToolResultBlock(type="bash_code_execution_tool_result", tool_use_id="x", content=ClaudeBashCodeExecutionResult(type="bash_code_execution_result", stdout="x", stderr="x", return_code=1, content=[]))
claudebashcodeexecutiontoolresultblockcontent_alias: ClaudeBashCodeExecutionToolResultBlockContent = ClaudeBashCodeExecutionResult(type="bash_code_execution_result", stdout="x", stderr="x", return_code=1, content=[])
claudebashcodeexecutionresult: ClaudeBashCodeExecutionResult = ClaudeBashCodeExecutionResult(type="bash_code_execution_result", stdout="x", stderr="x", return_code=1, content=[])
claudebashcodeexecutionoutput: ClaudeBashCodeExecutionOutput = ClaudeBashCodeExecutionOutput(type="bash_code_execution_output", file_id="x")
claudebashcodeexecutiontoolresulterror: ClaudeBashCodeExecutionToolResultError = ClaudeBashCodeExecutionToolResultError(type="bash_code_execution_tool_result_error", error_code="invalid_tool_input")
claudetexteditorcodeexecutiontoolresultblock: ClaudeTextEditorCodeExecutionToolResultBlock = ClaudeTextEditorCodeExecutionToolResultBlock(type="text_editor_code_execution_tool_result", tool_use_id="x", content=ClaudeTextEditorCodeExecutionViewResult(type="text_editor_code_execution_view_result", file_type="text", content="x"))
claudetexteditorcodeexecutiontoolresultblockcontent_alias: ClaudeTextEditorCodeExecutionToolResultBlockContent = ClaudeTextEditorCodeExecutionViewResult(type="text_editor_code_execution_view_result", file_type="text", content="x")
claudetexteditorcodeexecutionviewresult: ClaudeTextEditorCodeExecutionViewResult = ClaudeTextEditorCodeExecutionViewResult(type="text_editor_code_execution_view_result", file_type="text", content="x")
claudetexteditorcodeexecutioncreateresult: ClaudeTextEditorCodeExecutionCreateResult = ClaudeTextEditorCodeExecutionCreateResult(type="text_editor_code_execution_create_result", is_file_update=True)
claudetexteditorcodeexecutionstrreplaceresult: ClaudeTextEditorCodeExecutionStrReplaceResult = ClaudeTextEditorCodeExecutionStrReplaceResult(type="text_editor_code_execution_str_replace_result")
claudetexteditorcodeexecutiontoolresulterror: ClaudeTextEditorCodeExecutionToolResultError = ClaudeTextEditorCodeExecutionToolResultError(type="text_editor_code_execution_tool_result_error", error_code="invalid_tool_input")
claudetoolsearchtoolresultblock: ClaudeToolSearchToolResultBlock = ClaudeToolSearchToolResultBlock(type="tool_search_tool_result", tool_use_id="x", content=ClaudeToolSearchResult(type="tool_search_tool_search_result", tool_references=[]))
claudetoolsearchtoolresultblockcontent_alias: ClaudeToolSearchToolResultBlockContent = ClaudeToolSearchResult(type="tool_search_tool_search_result", tool_references=[])
claudetoolsearchresult: ClaudeToolSearchResult = ClaudeToolSearchResult(type="tool_search_tool_search_result", tool_references=[])
claudetoolsearchtoolresulterror: ClaudeToolSearchToolResultError = ClaudeToolSearchToolResultError(type="tool_search_tool_result_error", error_code="invalid_tool_input")
claudecontaineruploadblock: ClaudeContainerUploadBlock = ClaudeContainerUploadBlock(type="container_upload", file_id="x")
claudebrowserstateblock: ClaudeBrowserStateBlock = ClaudeBrowserStateBlock(type="browser_state", tabs=[])
claudebrowsertab: ClaudeBrowserTab = ClaudeBrowserTab(tab_id="x", title="x", url="x")
claudebrowserstatechange_alias: ClaudeBrowserStateChange = ClaudeBrowserTabOpened(type="tab_opened", tab_id="x")
claudebrowsertabopened: ClaudeBrowserTabOpened = ClaudeBrowserTabOpened(type="tab_opened", tab_id="x")
claudebrowserdownloadstarted: ClaudeBrowserDownloadStarted = ClaudeBrowserDownloadStarted(type="download_started", download_id="x", url="x")
claudebrowserdownloadcompleted: ClaudeBrowserDownloadCompleted = ClaudeBrowserDownloadCompleted(type="download_completed", download_id="x", url="x")
claudebrowserdownloadfailed: ClaudeBrowserDownloadFailed = ClaudeBrowserDownloadFailed(type="download_failed", download_id="x", url="x")
claudecitation_alias: ClaudeCitation = ClaudeCharLocationCitation(type="char_location", cited_text="x", document_index=1, document_title=None, start_char_index=1, end_char_index=1)
claudecharlocationcitation: ClaudeCharLocationCitation = ClaudeCharLocationCitation(type="char_location", cited_text="x", document_index=1, document_title=None, start_char_index=1, end_char_index=1)
claudepagelocationcitation: ClaudePageLocationCitation = ClaudePageLocationCitation(type="page_location", cited_text="x", document_index=1, document_title=None, start_page_number=1, end_page_number=1)
claudecontentblocklocationcitation: ClaudeContentBlockLocationCitation = ClaudeContentBlockLocationCitation(type="content_block_location", cited_text="x", document_index=1, document_title=None, start_block_index=1, end_block_index=1)
claudewebsearchresultlocationcitation: ClaudeWebSearchResultLocationCitation = ClaudeWebSearchResultLocationCitation(type="web_search_result_location", cited_text="x", encrypted_index="x", title=None, url="x")
claudesearchresultlocationcitation: ClaudeSearchResultLocationCitation = ClaudeSearchResultLocationCitation(type="search_result_location", cited_text="x", search_result_index=1, source="x", title=None, start_block_index=1, end_block_index=1)
clauderequest: ClaudeRequest = ClaudeRequest(messages=[])
claudetooldefinition: ClaudeToolDefinition = ClaudeToolDefinition()
claudetooldefinitioninputschema: ClaudeToolDefinitionInputSchema = ClaudeToolDefinitionInputSchema()
claudetoolchoice_alias: ClaudeToolChoice = ClaudeToolChoiceAuto(type="auto")
claudetoolchoiceauto: ClaudeToolChoiceAuto = ClaudeToolChoiceAuto(type="auto")
claudetoolchoiceany: ClaudeToolChoiceAny = ClaudeToolChoiceAny(type="any")
claudetoolchoicetool: ClaudeToolChoiceTool = ClaudeToolChoiceTool(type="tool", name="x")
claudetoolchoicenone: ClaudeToolChoiceNone = ClaudeToolChoiceNone(type="none")
claudethinkingconfig_alias: ClaudeThinkingConfig = ClaudeThinkingEnabled(type="enabled", budget_tokens=1)
claudethinkingenabled: ClaudeThinkingEnabled = ClaudeThinkingEnabled(type="enabled", budget_tokens=1)
claudethinkingdisabled: ClaudeThinkingDisabled = ClaudeThinkingDisabled(type="disabled")
claudethinkingadaptive: ClaudeThinkingAdaptive = ClaudeThinkingAdaptive(type="adaptive")
claudethinkingother: ClaudeThinkingOther = ClaudeThinkingOther(type="x")
claudeoutputconfig: ClaudeOutputConfig = ClaudeOutputConfig()
claudejsonoutputformat: ClaudeJsonOutputFormat = ClaudeJsonOutputFormat(type="json_schema", schema=ClaudeJsonOutputFormatSchema())
claudejsonoutputformatschema: ClaudeJsonOutputFormatSchema = ClaudeJsonOutputFormatSchema()
claudeconversation: ClaudeConversation = ClaudeConversation(messages=[])
claudeconversationmessage_alias: ClaudeConversationMessage = ClaudeConversationUserMessage(role="user", content="x")
claudeconversationusermessage: ClaudeConversationUserMessage = ClaudeConversationUserMessage(role="user", content="x")
claudeconversationusermessagecontent_alias: ClaudeConversationUserMessageContent = "x"
claudeconversationassistantmessage: ClaudeConversationAssistantMessage = ClaudeConversationAssistantMessage(role="assistant", content="x")
claudeconversationassistantmessagecontent_alias: ClaudeConversationAssistantMessageContent = "x"
claudeconversationblock_alias: ClaudeConversationBlock = ClaudeTextBlock(type="text", text="x")
claudeconversationtoolresultblock: ClaudeConversationToolResultBlock = ClaudeConversationToolResultBlock(type="tool_result", tool_use_id="x")
claudeconversationtoolresultblockcontent_alias: ClaudeConversationToolResultBlockContent = "x"
clauderesponse: ClaudeResponse = ClaudeResponse(content=[])
claudeusage: ClaudeUsage = ClaudeUsage()
claudeusagecachecreation: ClaudeUsageCacheCreation = ClaudeUsageCacheCreation()
claudeusageservertooluse: ClaudeUsageServerToolUse = ClaudeUsageServerToolUse()
geminicontent: GeminiContent = GeminiContent(parts=[])
geminicontents_alias: GeminiContents = []
geminirequest: GeminiRequest = GeminiRequest(contents=[])
geminitool: GeminiTool = GeminiTool()
geminifunctiondeclaration: GeminiFunctionDeclaration = GeminiFunctionDeclaration(name="x")
geminifunctiondeclarationparameters: GeminiFunctionDeclarationParameters = GeminiFunctionDeclarationParameters()
geminifunctiondeclarationresponse: GeminiFunctionDeclarationResponse = GeminiFunctionDeclarationResponse()
geminitoolconfig: GeminiToolConfig = GeminiToolConfig()
geminifunctioncallingconfig: GeminiFunctionCallingConfig = GeminiFunctionCallingConfig()
geminigenerationconfig: GeminiGenerationConfig = GeminiGenerationConfig()
geminigenerationconfigresponseschema: GeminiGenerationConfigResponseSchema = GeminiGenerationConfigResponseSchema()
geminithinkingconfig: GeminiThinkingConfig = GeminiThinkingConfig()
geminisysteminstruction: GeminiSystemInstruction = GeminiSystemInstruction(parts=[])
geminisystempart: GeminiSystemPart = GeminiSystemPart(text="x")
geminipart_alias: GeminiPart = GeminiTextPart(text="x")
geminitextpart: GeminiTextPart = GeminiTextPart(text="x")
geminiinlinedatapart: GeminiInlineDataPart = GeminiInlineDataPart(inlineData=GeminiBlob(mimeType="x", data="x"))
geminifiledatapart: GeminiFileDataPart = GeminiFileDataPart(fileData=GeminiFileData(fileUri="x"))
geminifunctioncallpart: GeminiFunctionCallPart = GeminiFunctionCallPart(functionCall=GeminiFunctionCall(name="x"))
geminifunctionresponsepart: GeminiFunctionResponsePart = GeminiFunctionResponsePart(functionResponse=GeminiFunctionResponse(name="x", response={}))
geminiexecutablecodepart: GeminiExecutableCodePart = GeminiExecutableCodePart(executableCode=GeminiExecutableCode(language="LANGUAGE_UNSPECIFIED", code="x"))
geminicodeexecutionresultpart: GeminiCodeExecutionResultPart = GeminiCodeExecutionResultPart(codeExecutionResult=GeminiCodeExecutionResult(outcome="OUTCOME_UNSPECIFIED"))
geminiblob: GeminiBlob = GeminiBlob(mimeType="x", data="x")
geminifiledata: GeminiFileData = GeminiFileData(fileUri="x")
geminifunctioncall: GeminiFunctionCall = GeminiFunctionCall(name="x")
geminifunctionresponse: GeminiFunctionResponse = GeminiFunctionResponse(name="x", response={})
geminifunctionresponsemedia: GeminiFunctionResponseMedia = GeminiFunctionResponseMedia(inlineData=GeminiFunctionResponseBlob(mimeType="x", data="x"))
geminifunctionresponseblob: GeminiFunctionResponseBlob = GeminiFunctionResponseBlob(mimeType="x", data="x")
geminiexecutablecode: GeminiExecutableCode = GeminiExecutableCode(language="LANGUAGE_UNSPECIFIED", code="x")
geminicodeexecutionresult: GeminiCodeExecutionResult = GeminiCodeExecutionResult(outcome="OUTCOME_UNSPECIFIED")
geminibase64_alias: GeminiBase64 = "x"
geminiresponse: GeminiResponse = GeminiResponse()
geminicandidate: GeminiCandidate = GeminiCandidate()
geminicandidatecontent: GeminiCandidateContent = GeminiCandidateContent()
geminipromptfeedback: GeminiPromptFeedback = GeminiPromptFeedback()
geminiusagemetadata: GeminiUsageMetadata = GeminiUsageMetadata()
geminisnakeinlinedatapart: GeminiSnakeInlineDataPart = GeminiSnakeInlineDataPart(inline_data=GeminiSnakeBlob(mime_type="x", data="x"))
geminisnakefiledatapart: GeminiSnakeFileDataPart = GeminiSnakeFileDataPart(file_data=GeminiSnakeFileData(file_uri="x"))
geminisnakefunctioncallpart: GeminiSnakeFunctionCallPart = GeminiSnakeFunctionCallPart(function_call=GeminiFunctionCall(name="x"))
geminisnakefunctionresponsepart: GeminiSnakeFunctionResponsePart = GeminiSnakeFunctionResponsePart(function_response=GeminiSnakeFunctionResponse(name="x", response={}))
geminisnakeexecutablecodepart: GeminiSnakeExecutableCodePart = GeminiSnakeExecutableCodePart(executable_code=GeminiExecutableCode(language="LANGUAGE_UNSPECIFIED", code="x"))
geminisnakecodeexecutionresultpart: GeminiSnakeCodeExecutionResultPart = GeminiSnakeCodeExecutionResultPart(code_execution_result=GeminiCodeExecutionResult(outcome="OUTCOME_UNSPECIFIED"))
geminisnakeblob: GeminiSnakeBlob = GeminiSnakeBlob(mime_type="x", data="x")
geminisnakefiledata: GeminiSnakeFileData = GeminiSnakeFileData(file_uri="x")
geminisnakefunctionresponseblob: GeminiSnakeFunctionResponseBlob = GeminiSnakeFunctionResponseBlob(mime_type="x", data="x")
geminisnakefunctionresponsemedia: GeminiSnakeFunctionResponseMedia = GeminiSnakeFunctionResponseMedia(inline_data=GeminiSnakeFunctionResponseBlob(mime_type="x", data="x"))
geminisnakefunctionresponse: GeminiSnakeFunctionResponse = GeminiSnakeFunctionResponse(name="x", response={})
item_alias: Item = NewUserMessageItem(role="user", content="x")
items_alias: Items = []
responsesrequest: ResponsesRequest = ResponsesRequest(input="x")
responsesrequestinput_alias: ResponsesRequestInput = "x"
responsestoolchoice_alias: ResponsesToolChoice = "none"
responsestoolchoiceobject_alias: ResponsesToolChoiceObject = ResponsesToolChoiceFunction(type="function", name="x")
responsestoolchoicefunction: ResponsesToolChoiceFunction = ResponsesToolChoiceFunction(type="function", name="x")
responsestoolchoiceallowed: ResponsesToolChoiceAllowed = ResponsesToolChoiceAllowed(type="allowed_tools", mode="auto", tools=[])
responsestoolchoiceallowedtoolsitem: ResponsesToolChoiceAllowedToolsItem = ResponsesToolChoiceAllowedToolsItem()
responsestoolchoiceother: ResponsesToolChoiceOther = ResponsesToolChoiceOther(type="x")
responsestextconfig: ResponsesTextConfig = ResponsesTextConfig()
responsestextformat_alias: ResponsesTextFormat = TextFormatText(type="text")
responsestextformatjsonobject: ResponsesTextFormatJsonObject = ResponsesTextFormatJsonObject(type="json_object")
responsesreasoning: ResponsesReasoning = ResponsesReasoning()
easyinputmessage_alias: EasyInputMessage = NewUserMessageItem(role="user", content="x")
newusermessageitem: NewUserMessageItem = NewUserMessageItem(role="user", content="x")
newsystemmessageitem: NewSystemMessageItem = NewSystemMessageItem(role="system", content="x")
newdevelopermessageitem: NewDeveloperMessageItem = NewDeveloperMessageItem(role="developer", content="x")
newassistantmessageitem: NewAssistantMessageItem = NewAssistantMessageItem(role="assistant", content="x")
newassistantpartsmessageitem: NewAssistantPartsMessageItem = NewAssistantPartsMessageItem(role="assistant", content=[])
inputmessageitem: InputMessageItem = InputMessageItem(role="user", content=[])
assistantmessageitem: AssistantMessageItem = AssistantMessageItem(id="x", type="message", role="assistant", status="in_progress", content=[])
functioncallitem: FunctionCallItem = FunctionCallItem(type="function_call", call_id="x", name="x", arguments="x")
callfunctiontoolitem_alias: CallFunctionToolItem = FunctionCallItem(type="function_call", call_id="x", name="x", arguments="x")
functioncalloutputitem: FunctionCallOutputItem = FunctionCallOutputItem(type="function_call_output", call_id="x", output="x")
tooloutput_alias: ToolOutput = "x"
reasoningitem: ReasoningItem = ReasoningItem(type="reasoning", id="x", summary=[])
summarytext: SummaryText = SummaryText(type="summary_text", text="x")
reasoningtext: ReasoningText = ReasoningText(type="reasoning_text", text="x")
itemreference: ItemReference = ItemReference(id="x")
customtoolcallitem: CustomToolCallItem = CustomToolCallItem(type="custom_tool_call", call_id="x", name="x", input="x")
customtoolcalloutputitem: CustomToolCallOutputItem = CustomToolCallOutputItem(type="custom_tool_call_output", call_id="x", output="x")
websearchcallitem: WebSearchCallItem = WebSearchCallItem(type="web_search_call", id="x", status="in_progress", action=WebSearchSearchAction(type="search"))
websearchaction_alias: WebSearchAction = WebSearchSearchAction(type="search")
websearchsearchaction: WebSearchSearchAction = WebSearchSearchAction(type="search")
websearchsource: WebSearchSource = WebSearchSource(type="url", url="x")
websearchopenpageaction: WebSearchOpenPageAction = WebSearchOpenPageAction(type="open_page")
websearchfindaction: WebSearchFindAction = WebSearchFindAction(type="find_in_page", pattern="x", url="x")
filesearchcallitem: FileSearchCallItem = FileSearchCallItem(type="file_search_call", id="x", status="in_progress", queries=[])
filesearchresult: FileSearchResult = FileSearchResult()
filesearchresultattributesvalue_alias: FileSearchResultAttributesValue = "x"
imagegenerationcallitem: ImageGenerationCallItem = ImageGenerationCallItem(type="image_generation_call", id="x", status="in_progress", result=None)
computercallitem: ComputerCallItem = ComputerCallItem(type="computer_call", id="x", call_id="x", pending_safety_checks=[], status="in_progress")
computercalloutputitem: ComputerCallOutputItem = ComputerCallOutputItem(type="computer_call_output", call_id="x", output=ComputerScreenshot(type="computer_screenshot"))
toolsearchcallitem: ToolSearchCallItem = ToolSearchCallItem(type="tool_search_call", arguments=None)
toolsearchoutputitem: ToolSearchOutputItem = ToolSearchOutputItem(type="tool_search_output", tools=[])
additionaltoolsitem: AdditionalToolsItem = AdditionalToolsItem(type="additional_tools", role="developer", tools=[])
compactionitem: CompactionItem = CompactionItem(type="compaction", encrypted_content="x")
codeinterpretercallitem: CodeInterpreterCallItem = CodeInterpreterCallItem(type="code_interpreter_call", id="x", code=None, container_id="x", outputs=None, status="in_progress")
localshellcallitem: LocalShellCallItem = LocalShellCallItem(type="local_shell_call", id="x", call_id="x", action=LocalShellAction(type="exec", command=[], env={}), status="in_progress")
localshellaction: LocalShellAction = LocalShellAction(type="exec", command=[], env={})
localshellcalloutputitem: LocalShellCallOutputItem = LocalShellCallOutputItem(type="local_shell_call_output", id="x", output="x")
shellcallitem: ShellCallItem = ShellCallItem(type="shell_call", call_id="x", action=ShellAction(commands=[]))
shellaction: ShellAction = ShellAction(commands=[])
shellcalloutputitem: ShellCallOutputItem = ShellCallOutputItem(type="shell_call_output", call_id="x", output=[])
applypatchcallitem: ApplyPatchCallItem = ApplyPatchCallItem(type="apply_patch_call", call_id="x", operation=ApplyPatchCreateFile(type="create_file", path="x", diff="x"), status="in_progress")
applypatchcalloutputitem: ApplyPatchCallOutputItem = ApplyPatchCallOutputItem(type="apply_patch_call_output", call_id="x", status="completed")
mcplisttoolsitem: McpListToolsItem = McpListToolsItem(type="mcp_list_tools", id="x", server_label="x", tools=[])
mcpapprovalrequestitem: McpApprovalRequestItem = McpApprovalRequestItem(type="mcp_approval_request", id="x", server_label="x", name="x", arguments="x")
mcpapprovalresponseitem: McpApprovalResponseItem = McpApprovalResponseItem(type="mcp_approval_response", approval_request_id="x", approve=True)
mcpcallitem: McpCallItem = McpCallItem(type="mcp_call", id="x", server_label="x", name="x", arguments="x")
mcptoolcallerror_alias: McpToolCallError = McpProtocolError(type="mcp_protocol_error", code=1.5, message="x")
mcpprotocolerror: McpProtocolError = McpProtocolError(type="mcp_protocol_error", code=1.5, message="x")
mcptoolexecutionerror: McpToolExecutionError = McpToolExecutionError(type="mcp_tool_execution_error", content=None)
mcphttperror: McpHttpError = McpHttpError(type="http_error", code=1.5, message="x")
compactiontriggeritem: CompactionTriggerItem = CompactionTriggerItem(type="compaction_trigger")
configurationupdateitem: ConfigurationUpdateItem = ConfigurationUpdateItem(type="configuration_update")
configurationupdateitemreasoning: ConfigurationUpdateItemReasoning = ConfigurationUpdateItemReasoning()
configurationupdateitemtext: ConfigurationUpdateItemText = ConfigurationUpdateItemText(format=TextFormatText(type="text"))
configurationtextformat_alias: ConfigurationTextFormat = TextFormatText(type="text")
textformattext: TextFormatText = TextFormatText(type="text")
textformatjsonschema: TextFormatJsonSchema = TextFormatJsonSchema(type="json_schema", name="x", schema=TextFormatJsonSchemaSchema())
textformatjsonschemaschema: TextFormatJsonSchemaSchema = TextFormatJsonSchemaSchema()
programitem: ProgramItem = ProgramItem(type="program", id="x", call_id="x", code="x", fingerprint="x")
programoutputitem: ProgramOutputItem = ProgramOutputItem(type="program_output", id="x", call_id="x", result="x", status="completed")
messagetype_alias: MessageType = "message"
messagephase_alias: MessagePhase = None
itemstatus_alias: ItemStatus = "in_progress"
messagecontent_alias: MessageContent = "x"
inputcontent_alias: InputContent = InputTextContent(type="input_text", text="x")
inputtextcontent: InputTextContent = InputTextContent(type="input_text", text="x")
inputimagecontent: InputImageContent = InputImageContent(type="input_image", detail="low")
inputfilecontent: InputFileContent = InputFileContent(type="input_file")
outputcontent_alias: OutputContent = OutputTextContent(type="output_text", text="x", annotations=[])
outputtextcontent: OutputTextContent = OutputTextContent(type="output_text", text="x", annotations=[])
refusalcontent: RefusalContent = RefusalContent(type="refusal", refusal="x")
easyoutputcontent_alias: EasyOutputContent = EasyOutputTextContent(type="output_text", text="x")
easyoutputtextcontent: EasyOutputTextContent = EasyOutputTextContent(type="output_text", text="x")
annotation_alias: Annotation = FileCitation(type="file_citation", file_id="x", filename="x", index=1)
filecitation: FileCitation = FileCitation(type="file_citation", file_id="x", filename="x", index=1)
urlcitation: UrlCitation = UrlCitation(type="url_citation", url="x", title="x", start_index=1, end_index=1)
containerfilecitation: ContainerFileCitation = ContainerFileCitation(type="container_file_citation", container_id="x", file_id="x", filename="x", start_index=1, end_index=1)
filepathannotation: FilePathAnnotation = FilePathAnnotation(type="file_path", file_id="x", index=1)
logprob: Logprob = Logprob(token="x", bytes=[], logprob=1.5, top_logprobs=[])
toplogprob: TopLogprob = TopLogprob(token="x", bytes=[], logprob=1.5)
toolcaller_alias: ToolCaller = DirectCaller(type="direct")
directcaller: DirectCaller = DirectCaller(type="direct")
programcaller: ProgramCaller = ProgramCaller(type="program", caller_id="x")
safetycheck: SafetyCheck = SafetyCheck(id="x")
computerscreenshot: ComputerScreenshot = ComputerScreenshot(type="computer_screenshot")
computeraction_alias: ComputerAction = ComputerClick(type="click", button="left", x=1, y=1)
computerclick: ComputerClick = ComputerClick(type="click", button="left", x=1, y=1)
computerdoubleclick: ComputerDoubleClick = ComputerDoubleClick(type="double_click", x=1, y=1, keys=None)
computerdrag: ComputerDrag = ComputerDrag(type="drag", path=[])
computerpoint: ComputerPoint = ComputerPoint(x=1, y=1)
computerkeypress: ComputerKeypress = ComputerKeypress(type="keypress", keys=[])
computermove: ComputerMove = ComputerMove(type="move", x=1, y=1)
computerscreenshotaction: ComputerScreenshotAction = ComputerScreenshotAction(type="screenshot")
computerscroll: ComputerScroll = ComputerScroll(type="scroll", x=1, y=1, scroll_x=1, scroll_y=1)
computertype: ComputerType = ComputerType(type="type", text="x")
computerwait: ComputerWait = ComputerWait(type="wait")
shellenvironment_alias: ShellEnvironment = LocalShellEnvironment(type="local")
localshellenvironment: LocalShellEnvironment = LocalShellEnvironment(type="local")
localskill: LocalSkill = LocalSkill(name="x", description="x", path="x")
containerreference: ContainerReference = ContainerReference(type="container_reference", container_id="x")
shelloutputcontent: ShellOutputContent = ShellOutputContent(stdout="x", stderr="x", outcome=ShellExit(type="exit", exit_code=1))
shelloutcome_alias: ShellOutcome = ShellExit(type="exit", exit_code=1)
shellexit: ShellExit = ShellExit(type="exit", exit_code=1)
shelltimeout: ShellTimeout = ShellTimeout(type="timeout")
applypatchoperation_alias: ApplyPatchOperation = ApplyPatchCreateFile(type="create_file", path="x", diff="x")
applypatchcreatefile: ApplyPatchCreateFile = ApplyPatchCreateFile(type="create_file", path="x", diff="x")
applypatchdeletefile: ApplyPatchDeleteFile = ApplyPatchDeleteFile(type="delete_file", path="x")
applypatchupdatefile: ApplyPatchUpdateFile = ApplyPatchUpdateFile(type="update_file", path="x", diff="x")
mcptool: McpTool = McpTool(name="x", input_schema=None)
codeinterpreteroutput_alias: CodeInterpreterOutput = CodeInterpreterLogs(type="logs", logs="x")
codeinterpreterlogs: CodeInterpreterLogs = CodeInterpreterLogs(type="logs", logs="x")
codeinterpreterimage: CodeInterpreterImage = CodeInterpreterImage(type="image", url="x")
tooldefinition_alias: ToolDefinition = FunctionToolDefinition(type="function", name="x", parameters=None, strict=None)
functiontooldefinition: FunctionToolDefinition = FunctionToolDefinition(type="function", name="x", parameters=None, strict=None)
functiontooldefinitionparameters: FunctionToolDefinitionParameters = FunctionToolDefinitionParameters()
filesearchtooldefinition: FileSearchToolDefinition = FileSearchToolDefinition(type="file_search", vector_store_ids=[])
computertooldefinition: ComputerToolDefinition = ComputerToolDefinition(type="computer")
computerusepreviewtooldefinition: ComputerUsePreviewToolDefinition = ComputerUsePreviewToolDefinition(type="computer_use_preview", display_width=1, display_height=1, environment="windows")
websearchtooldefinition: WebSearchToolDefinition = WebSearchToolDefinition(type="web_search")
mcptooldefinition: McpToolDefinition = McpToolDefinition(type="mcp", server_label="x")
codeinterpretertooldefinition: CodeInterpreterToolDefinition = CodeInterpreterToolDefinition(type="code_interpreter", container="x")
codeinterpretertooldefinitioncontainer_alias: CodeInterpreterToolDefinitionContainer = "x"
codeinterpreterautocontainer: CodeInterpreterAutoContainer = CodeInterpreterAutoContainer(type="auto")
programmatictoolcallingdefinition: ProgrammaticToolCallingDefinition = ProgrammaticToolCallingDefinition(type="programmatic_tool_calling")
imagegenerationtooldefinition: ImageGenerationToolDefinition = ImageGenerationToolDefinition(type="image_generation")
localshelltooldefinition: LocalShellToolDefinition = LocalShellToolDefinition(type="local_shell")
shelltooldefinition: ShellToolDefinition = ShellToolDefinition(type="shell")
customtooldefinition: CustomToolDefinition = CustomToolDefinition(type="custom", name="x")
namespacetooldefinition: NamespaceToolDefinition = NamespaceToolDefinition(type="namespace", name="x", description="x", tools=[])
namespacedtool_alias: NamespacedTool = NamespacedFunction(type="function", name="x")
namespacedfunction: NamespacedFunction = NamespacedFunction(type="function", name="x")
toolsearchtooldefinition: ToolSearchToolDefinition = ToolSearchToolDefinition(type="tool_search")
websearchpreviewtooldefinition: WebSearchPreviewToolDefinition = WebSearchPreviewToolDefinition(type="web_search_preview")
applypatchtooldefinition: ApplyPatchToolDefinition = ApplyPatchToolDefinition(type="apply_patch")
responsesresponse: ResponsesResponse = ResponsesResponse(output=[])
responsesincompletedetails: ResponsesIncompleteDetails = ResponsesIncompleteDetails()
responseserror: ResponsesError = ResponsesError()
responsesusage: ResponsesUsage = ResponsesUsage()
responsesinputtokensdetails: ResponsesInputTokensDetails = ResponsesInputTokensDetails()
responsesoutputtokensdetails: ResponsesOutputTokensDetails = ResponsesOutputTokensDetails()
