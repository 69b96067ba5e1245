# GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.
"""One value of every chat-contract model, for the type checkers (pyright and mypy, strict)."""

from chat_contract import (
    ChatCompletionMessage,
    ChatCompletionMessages,
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
    ReasoningItems,
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
    ClaudeDocumentBlockCitations,
    ClaudeBase64PdfSource,
    ClaudePlainTextSource,
    ClaudeContentSource,
    ClaudeContentSourceContentItem,
    ClaudeContentSourceContent,
    ClaudeToolUseBlock,
    ClaudeToolUseId,
    ClaudeToolResultBlock,
    ClaudeToolResultBlockContent,
    ClaudeToolResultContentBlock,
    ClaudeThinkingBlock,
    ClaudeRedactedThinkingBlock,
    ClaudeOtherBlock,
    ClaudeOtherToolResultBlock,
    ClaudeCitation,
    ClaudeCharLocationCitation,
    ClaudePageLocationCitation,
    ClaudeContentBlockLocationCitation,
    ClaudeWebSearchResultLocationCitation,
    ClaudeSearchResultLocationCitation,
    ClaudeRequest,
    ClaudeConversation,
    ClaudeConversationMessage,
    ClaudeConversationUserMessage,
    ClaudeConversationUserMessageContent,
    ClaudeConversationAssistantMessage,
    ClaudeConversationAssistantMessageContent,
    ClaudeConversationBlock,
    ClaudeConversationToolResultBlock,
    ClaudeConversationToolResultBlockContentItem,
    ClaudeConversationToolResultBlockContent,
    Item,
    Items,
    EasyInputMessage,
    NewUserMessageItem,
    NewSystemMessageItem,
    NewDeveloperMessageItem,
    NewAssistantMessageItem,
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
    Annotation,
    FileCitation,
    UrlCitation,
    ContainerFileCitation,
    FilePathAnnotation,
    Logprob,
    TopLogprob,
)

chatcompletionmessage_alias: ChatCompletionMessage = ChatCompletionSystemMessage(role="system", content="x")
chatcompletionmessages_alias: ChatCompletionMessages = []
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
reasoningitems: ReasoningItems = ReasoningItems(provider="x", items=[])
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
claudedocumentblockcitations: ClaudeDocumentBlockCitations = ClaudeDocumentBlockCitations()
claudebase64pdfsource: ClaudeBase64PdfSource = ClaudeBase64PdfSource(type="base64", media_type="application/pdf", data="x")
claudeplaintextsource: ClaudePlainTextSource = ClaudePlainTextSource(type="text", media_type="text/plain", data="x")
claudecontentsource: ClaudeContentSource = ClaudeContentSource(type="content", content="x")
claudecontentsourcecontentitem_alias: ClaudeContentSourceContentItem = ClaudeTextBlock(type="text", text="x")
claudecontentsourcecontent_alias: ClaudeContentSourceContent = "x"
claudetooluseblock: ClaudeToolUseBlock = ClaudeToolUseBlock(type="tool_use", id="x", name="x", input=None)
claudetooluseid_alias: ClaudeToolUseId = "x"
claudetoolresultblock: ClaudeToolResultBlock = ClaudeToolResultBlock(type="tool_result", tool_use_id="x")
claudetoolresultblockcontent_alias: ClaudeToolResultBlockContent = "x"
claudetoolresultcontentblock_alias: ClaudeToolResultContentBlock = ClaudeTextBlock(type="text", text="x")
claudethinkingblock: ClaudeThinkingBlock = ClaudeThinkingBlock(type="thinking", thinking="x", signature="x")
clauderedactedthinkingblock: ClaudeRedactedThinkingBlock = ClaudeRedactedThinkingBlock(type="redacted_thinking", data="x")
claudeotherblock: ClaudeOtherBlock = ClaudeOtherBlock(type="search_result")
claudeothertoolresultblock: ClaudeOtherToolResultBlock = ClaudeOtherToolResultBlock(type="search_result")
claudecitation_alias: ClaudeCitation = ClaudeCharLocationCitation(type="char_location", cited_text="x", document_index=1, document_title=None, start_char_index=1, end_char_index=1)
claudecharlocationcitation: ClaudeCharLocationCitation = ClaudeCharLocationCitation(type="char_location", cited_text="x", document_index=1, document_title=None, start_char_index=1, end_char_index=1)
claudepagelocationcitation: ClaudePageLocationCitation = ClaudePageLocationCitation(type="page_location", cited_text="x", document_index=1, document_title=None, start_page_number=1, end_page_number=1)
claudecontentblocklocationcitation: ClaudeContentBlockLocationCitation = ClaudeContentBlockLocationCitation(type="content_block_location", cited_text="x", document_index=1, document_title=None, start_block_index=1, end_block_index=1)
claudewebsearchresultlocationcitation: ClaudeWebSearchResultLocationCitation = ClaudeWebSearchResultLocationCitation(type="web_search_result_location", cited_text="x", encrypted_index="x", title=None, url="x")
claudesearchresultlocationcitation: ClaudeSearchResultLocationCitation = ClaudeSearchResultLocationCitation(type="search_result_location", cited_text="x", search_result_index=1, source="x", title=None, start_block_index=1, end_block_index=1)
clauderequest: ClaudeRequest = ClaudeRequest(messages=[])
claudeconversation: ClaudeConversation = ClaudeConversation(messages=[])
claudeconversationmessage_alias: ClaudeConversationMessage = ClaudeConversationUserMessage(role="user", content="x")
claudeconversationusermessage: ClaudeConversationUserMessage = ClaudeConversationUserMessage(role="user", content="x")
claudeconversationusermessagecontent_alias: ClaudeConversationUserMessageContent = "x"
claudeconversationassistantmessage: ClaudeConversationAssistantMessage = ClaudeConversationAssistantMessage(role="assistant", content="x")
claudeconversationassistantmessagecontent_alias: ClaudeConversationAssistantMessageContent = "x"
claudeconversationblock_alias: ClaudeConversationBlock = ClaudeTextBlock(type="text", text="x")
claudeconversationtoolresultblock: ClaudeConversationToolResultBlock = ClaudeConversationToolResultBlock(type="tool_result", tool_use_id="x")
claudeconversationtoolresultblockcontentitem_alias: ClaudeConversationToolResultBlockContentItem = ClaudeTextBlock(type="text", text="x")
claudeconversationtoolresultblockcontent_alias: ClaudeConversationToolResultBlockContent = "x"
item_alias: Item = NewUserMessageItem(role="user", content="x")
items_alias: Items = []
easyinputmessage_alias: EasyInputMessage = NewUserMessageItem(role="user", content="x")
newusermessageitem: NewUserMessageItem = NewUserMessageItem(role="user", content="x")
newsystemmessageitem: NewSystemMessageItem = NewSystemMessageItem(role="system", content="x")
newdevelopermessageitem: NewDeveloperMessageItem = NewDeveloperMessageItem(role="developer", content="x")
newassistantmessageitem: NewAssistantMessageItem = NewAssistantMessageItem(role="assistant", content="x")
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
annotation_alias: Annotation = FileCitation(type="file_citation", file_id="x", filename="x", index=1)
filecitation: FileCitation = FileCitation(type="file_citation", file_id="x", filename="x", index=1)
urlcitation: UrlCitation = UrlCitation(type="url_citation", url="x", title="x", start_index=1, end_index=1)
containerfilecitation: ContainerFileCitation = ContainerFileCitation(type="container_file_citation", container_id="x", file_id="x", filename="x", start_index=1, end_index=1)
filepathannotation: FilePathAnnotation = FilePathAnnotation(type="file_path", file_id="x", index=1)
logprob: Logprob = Logprob(token="x", bytes=[], logprob=1.5, top_logprobs=[])
toplogprob: TopLogprob = TopLogprob(token="x", bytes=[], logprob=1.5)
