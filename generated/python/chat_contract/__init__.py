# GENERATED FILE. Do not edit by hand: edit schemas/ and run `npm run generate`.
# Source: schemas/chat-completions.schema.json, schemas/chat-message.schema.json, schemas/chat-request.schema.json, schemas/chat-response.schema.json, schemas/claude-message.schema.json, schemas/gemini-content.schema.json, schemas/item.schema.json
"""chat-contract types: pydantic v2 models generated from the chat-contract JSON Schemas.

Parse a Responses API input array with `ItemsAdapter.validate_json(text)`; dump with
`model_dump(mode="json", exclude_unset=True)` to get the wire form back.
"""

from __future__ import annotations

from typing import Annotated, Any, Callable, ClassVar, Dict, List, Literal, Optional, Union, cast

from pydantic import AfterValidator, BaseModel, ConfigDict, Discriminator, Field, Tag, TypeAdapter, model_validator


class _Model(BaseModel):
    """Base of every model: strict types, and optional fields that the schema does not let be null."""

    model_config = ConfigDict(strict=True, validate_by_name=True, validate_by_alias=True, serialize_by_alias=True)
    __non_null__: ClassVar[frozenset[str]] = frozenset()
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = ()

    @model_validator(mode="before")
    @classmethod
    def _reject_null(cls, data: Any) -> Any:
        if isinstance(data, dict):
            fields = cast(Dict[str, Any], data)
            for key in cls.__non_null__:
                if key in fields and fields[key] is None:
                    raise ValueError(f"{key}: must not be null")
            for keys in cls.__exclusive__:
                if all(key in fields for key in keys):
                    raise ValueError(f"{' and '.join(keys)}: one field spelled two ways, give only one")
        return cast(Any, data)


def _none_of(*values: str) -> AfterValidator:
    """A string rule: the value is none of `values` (a catch-all variant's tag)."""

    def check(value: str) -> str:
        if value in values:
            raise ValueError(f"must not be one of {list(values)}")
        return value

    return AfterValidator(check)


def _tag_key(value: Any, key: str) -> Optional[str]:
    if isinstance(value, dict):
        fields = cast(Dict[str, Any], value)
        if key not in fields:
            return None
        found: Any = fields[key]
        return found if isinstance(found, str) else "\0not a string"
    found = getattr(value, key, None)
    return found if isinstance(found, str) else None


def _select(table: Dict[Optional[str], Any], other: Optional[str] = None) -> Callable[[Any], Optional[str]]:
    def tag(value: Any) -> Optional[str]:
        key = _tag_key(value, "type")
        if other is not None and key not in table and key is not None and key != "\0not a string":
            return other
        entry: Any = table.get(key)
        if isinstance(entry, dict):
            entry = cast(Dict[Optional[str], Optional[str]], entry).get(_tag_key(value, "role"))
        return cast(Optional[str], entry)

    return tag

__version__ = "0.1.0"


class ChatCompletionRequest(_Model):
    """A Chat Completions request body (`POST /v1/chat/completions`, and every OpenAI-compatible server's): `messages` and the settings the openai SDK's `ChatCompletionCreateParams` types, the ones converters map typed (`tools`, `tool_choice`, `parallel_tool_calls`, `response_format`, `reasoning_effort`, token limits, sampling, `stop`, `seed`, penalties). Other settings (`n`, `logprobs`, `user`…) pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"model", "tools", "tool_choice", "parallel_tool_calls", "response_format"})

    messages: ChatCompletionMessages
    model: Optional[str] = Field(default=None, description="The model id.")
    tools: Optional[List[ChatCompletionToolDefinition]] = Field(default=None, description="The tools the model may call.")
    tool_choice: Optional[ChatCompletionToolChoice] = Field(default=None)
    parallel_tool_calls: Optional[bool] = Field(default=None, description="Whether the model may call several tools in one turn (default true).")
    response_format: Optional[ChatCompletionResponseFormat] = Field(default=None)
    reasoning_effort: Optional[Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"]] = Field(default=None, description="How much a reasoning model thinks before answering.")
    max_completion_tokens: Optional[int] = Field(default=None, description="The most tokens the answer may have, reasoning tokens included.")
    max_tokens: Optional[int] = Field(default=None, description="The most tokens the answer may have (deprecated by OpenAI for `max_completion_tokens`; the one many OpenAI-compatible servers read).")
    temperature: Optional[float] = Field(default=None, description="Sampling temperature, 0 to 2.")
    top_p: Optional[float] = Field(default=None, description="Nucleus sampling.")
    stop: Optional[ChatCompletionRequestStop] = Field(default=None, description="Up to 4 sequences that end the answer.")
    seed: Optional[int] = Field(default=None, description="A seed for best-effort deterministic sampling.")
    presence_penalty: Optional[float] = Field(default=None, description="Penalty, -2 to 2, for tokens already in the text.")
    frequency_penalty: Optional[float] = Field(default=None, description="Penalty, -2 to 2, by how often a token occurred.")


class ChatCompletionFunctionToolDefinition(_Model):
    """A function tool (`ChatCompletionFunctionTool`)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always `function`.")
    function: ChatCompletionFunctionDefinition


class ChatCompletionFunctionDefinition(_Model):
    """A function the model may call (`FunctionDefinition`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description", "parameters"})

    name: str = Field(description="The function's name (a-z, A-Z, 0-9, underscores and dashes, at most 64).")
    description: Optional[str] = Field(default=None, description="What the function does.")
    parameters: Optional[ChatCompletionFunctionDefinitionParameters] = Field(default=None, description="The JSON Schema of the arguments; absent: no arguments.")
    strict: Optional[bool] = Field(default=None, description="Enforce `parameters` exactly (structured outputs; every property required, `additionalProperties: false`).")


class ChatCompletionFunctionDefinitionParameters(_Model):
    """The JSON Schema of the arguments; absent: no arguments."""

    model_config = ConfigDict(extra="allow")



class ChatCompletionCustomToolDefinition(_Model):
    """A custom tool taking free text (`ChatCompletionCustomTool`), kept as it is."""

    model_config = ConfigDict(extra="allow")

    type: Literal["custom"] = Field(description="Always `custom`.")
    custom: ChatCompletionCustomToolBody = Field(description="The custom tool: its name, description and input `format` (free text or a grammar).")


class ChatCompletionCustomToolBody(_Model):
    """The custom tool: its name, description and input `format` (free text or a grammar)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description", "format"})

    name: str = Field(description="The tool's name.")
    description: Optional[str] = Field(default=None, description="What the tool does.")
    format: Optional[ChatCompletionCustomToolFormat] = Field(default=None)


class ChatCompletionCustomToolTextFormat(_Model):
    """Free text."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text"] = Field(description="Always `text`.")


class ChatCompletionCustomToolGrammarFormat(_Model):
    """Text the grammar accepts."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["grammar"] = Field(description="Always `grammar`.")
    grammar: ChatCompletionCustomToolGrammar = Field(description="The grammar.")


class ChatCompletionCustomToolGrammar(_Model):
    """The grammar."""

    model_config = ConfigDict(extra="forbid")

    definition: str = Field(description="The grammar's text.")
    syntax: Literal["lark", "regex"] = Field(description="The grammar's syntax.")


class ChatCompletionNamedToolChoice(_Model):
    """The model must call this function."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always `function`.")
    function: ChatCompletionNamedToolChoiceFunction = Field(description="The function to call.")


class ChatCompletionNamedToolChoiceFunction(_Model):
    """The function to call."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The function's name.")


class ChatCompletionAllowedToolsChoice(_Model):
    """The model may (`auto`) or must (`required`) call one of these tools only."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["allowed_tools"] = Field(description="Always `allowed_tools`.")
    allowed_tools: ChatCompletionAllowedTools = Field(description="The allowed subset.")


class ChatCompletionAllowedTools(_Model):
    """The allowed subset."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["auto", "required"] = Field(description="`auto`: a call is optional; `required`: at least one call.")
    tools: List[ChatCompletionAllowedToolsToolsItem] = Field(description="The tools allowed.")


class ChatCompletionAllowedToolsToolsItem(_Model):
    """A tool, as in `tools` (`{type: "function", function: {name}}`)."""

    model_config = ConfigDict(extra="allow")



class ChatCompletionNamedCustomToolChoice(_Model):
    """The model must call this custom tool."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["custom"] = Field(description="Always `custom`.")
    custom: ChatCompletionNamedCustomToolChoiceCustom = Field(description="The custom tool to call.")


class ChatCompletionNamedCustomToolChoiceCustom(_Model):
    """The custom tool to call."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The tool's name.")


class ChatCompletionResponseFormatText(_Model):
    """Free text (the default)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text"] = Field(description="Always `text`.")


class ChatCompletionResponseFormatJsonObject(_Model):
    """JSON mode: any JSON object (the prompt must ask for JSON)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["json_object"] = Field(description="Always `json_object`.")


class ChatCompletionResponseFormatJsonSchema(_Model):
    """Structured outputs: JSON that matches `json_schema.schema`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["json_schema"] = Field(description="Always `json_schema`.")
    json_schema: ChatCompletionJsonSchema = Field(description="The schema and its name.")


class ChatCompletionJsonSchema(_Model):
    """The schema and its name."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description", "schema"})

    name: str = Field(description="The schema's name (a-z, A-Z, 0-9, underscores and dashes, at most 64).")
    description: Optional[str] = Field(default=None, description="What the answer is for.")
    schema_: Optional[ChatCompletionJsonSchemaSchema] = Field(default=None, alias="schema", description="The JSON Schema of the answer.")
    strict: Optional[bool] = Field(default=None, description="Enforce the schema exactly.")


class ChatCompletionJsonSchemaSchema(_Model):
    """The JSON Schema of the answer."""

    model_config = ConfigDict(extra="allow")



class ChatCompletionSystemMessage(_Model):
    """Instructions that frame the whole conversation. With o1 models and newer, `developer` messages replace `system` messages."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name"})

    role: Literal["system"] = Field(description="Always `system`.")
    content: ChatCompletionTextContent
    name: Optional[str] = Field(default=None, description="A name for the author, to tell participants of the same role apart.")


class ChatCompletionDeveloperMessage(_Model):
    """Instructions from the application developer; with o1 models and newer they replace `system` messages."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name"})

    role: Literal["developer"] = Field(description="Always `developer`.")
    content: ChatCompletionTextContent
    name: Optional[str] = Field(default=None, description="A name for the author, to tell participants of the same role apart.")


class ChatCompletionUserMessage(_Model):
    """What the user said: text, or parts with images, audio and files."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name"})

    role: Literal["user"] = Field(description="Always `user`.")
    content: ChatCompletionUserContent
    name: Optional[str] = Field(default=None, description="A name for the user, to tell participants of the same role apart.")


class ChatCompletionAssistantMessage(_Model):
    """A model turn, in the form a request sends it and in the form a response returns it (`choices[0].message`, where `content` and `refusal` are always present and `annotations` and the full `audio` may be). Both share `role: "assistant"`, so this one variant accepts either. It also accepts the reasoning fields OpenAI-compatible servers add (`reasoning_content`, `reasoning`, `reasoning_details`); OpenAI itself does not define them."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name"})

    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: Optional[ChatCompletionAssistantMessageContent] = Field(default=None, description="The text the model wrote: a string, text and refusal parts (request form only), or `null`. Required by OpenAI unless `tool_calls` or `function_call` is present; a response has `null` when the turn only called tools.")
    refusal: Optional[str] = Field(default=None, description="Why the model declined to answer; `null` when it did not. Responses always carry this field.")
    name: Optional[str] = Field(default=None, description="A name for the assistant, to tell participants of the same role apart (request form only).")
    tool_calls: Optional[List[ChatCompletionToolCall]] = Field(default=None, description="The tools the model called in this turn, in order. Each is answered by a `tool` message with the call's id. `null` is the same as absent (openai-python's `model_dump()` writes it when the model called no tool).")
    function_call: Optional[ChatCompletionFunctionCall] = Field(default=None, description="Deprecated: the single function call of the pre-`tool_calls` API, answered by a `function` message.")
    audio: Optional[ChatCompletionAssistantAudio] = Field(default=None, description="The audio answer the model gave. A request needs only its `id`; a response also carries the data, its expiry and the transcript.")
    annotations: Optional[List[ChatCompletionAnnotation]] = Field(default=None, description="Citations of the web pages the answer used (responses with web search only). `null` is the same as absent (openai-python's `model_dump()` writes it).")
    reasoning_content: Optional[str] = Field(default=None, description="The model's chain of thought as text, as DeepSeek, vLLM, Qwen and Kimi return it. DeepSeek answers 400 when a turn that called tools comes back without it.")
    reasoning: Optional[str] = Field(default=None, description="OpenRouter's plain-text reasoning (OpenRouter also reads `reasoning_content` as the same field).")
    reasoning_details: Optional[List[ChatCompletionReasoningDetail]] = Field(default=None, description="OpenRouter's structured reasoning, to be sent back unmodified and in order: models that sign or encrypt their reasoning reject a changed sequence. Some models return `[]` and expect `[]` back. `null` is the same as absent.")


class ChatCompletionToolMessage(_Model):
    """The result of one tool call, answering the call with id `tool_call_id`. Chat Completions carries text only here; images a tool returned have no place."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["tool"] = Field(description="Always `tool`.")
    tool_call_id: Annotated[str, Field(min_length=1)] = Field(description="The id of the tool call this answers.")
    content: ChatCompletionTextContent


class ChatCompletionFunctionMessage(_Model):
    """Deprecated: the result of a `function_call`, from before `tool_calls` existed."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The name of the function that was called.")
    content: Optional[str] = Field(description="The function's result.")


class ChatCompletionTextPart(_Model):
    """Text."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"prompt_cache_breakpoint"})

    type: Literal["text"] = Field(description="Always `text`.")
    text: str = Field(description="The text.")
    prompt_cache_breakpoint: Optional[ChatCompletionCacheBreakpoint] = Field(default=None)


class ChatCompletionImagePart(_Model):
    """An image, by URL or inline as a data URL."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"prompt_cache_breakpoint"})

    type: Literal["image_url"] = Field(description="Always `image_url`.")
    image_url: ChatCompletionImageUrl = Field(description="Where the image is and how closely the model looks at it.")
    prompt_cache_breakpoint: Optional[ChatCompletionCacheBreakpoint] = Field(default=None)


class ChatCompletionImageUrl(_Model):
    """Where the image is and how closely the model looks at it."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"detail"})

    url: Annotated[str, Field(min_length=1)] = Field(description="An `https:` URL of the image, or the image inline as a `data:<mime>;base64,<data>` URL.")
    detail: Optional[Literal["auto", "low", "high", "original"]] = Field(default=None, description="How much detail the model sees; `auto` when absent; `original` sends the image at its own resolution (openai 7).")


class ChatCompletionAudioPart(_Model):
    """Audio, inline as base64."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"prompt_cache_breakpoint"})

    type: Literal["input_audio"] = Field(description="Always `input_audio`.")
    input_audio: ChatCompletionInputAudio = Field(description="The audio and its encoding.")
    prompt_cache_breakpoint: Optional[ChatCompletionCacheBreakpoint] = Field(default=None)


class ChatCompletionInputAudio(_Model):
    """The audio and its encoding."""

    model_config = ConfigDict(extra="forbid")

    data: ChatCompletionBase64
    format: Literal["wav", "mp3"] = Field(description="The audio's encoding.")


class ChatCompletionFilePart(_Model):
    """A file (e.g. a PDF), inline or by the id of an uploaded file."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"prompt_cache_breakpoint"})

    type: Literal["file"] = Field(description="Always `file`.")
    file: ChatCompletionFile = Field(description="The file: `file_data` (with a `filename`) or `file_id`.")
    prompt_cache_breakpoint: Optional[ChatCompletionCacheBreakpoint] = Field(default=None)


class ChatCompletionFile(_Model):
    """The file: `file_data` (with a `filename`) or `file_id`."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"file_data", "file_id", "filename"})

    file_data: Optional[str] = Field(default=None, description="The file inline, as OpenAI takes it: a `data:<mime>;base64,<data>` URL.")
    file_id: Optional[str] = Field(default=None, description="The id of a file uploaded through the Files API.")
    filename: Optional[str] = Field(default=None, description="The file's name, shown to the model; OpenAI wants it with `file_data`.")


class ChatCompletionRefusalPart(_Model):
    """The model's refusal, as a part of an assistant message."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["refusal"] = Field(description="Always `refusal`.")
    refusal: str = Field(description="Why the model declined.")


class ChatCompletionCacheBreakpoint(_Model):
    """Marks an explicit prompt-cache breakpoint after this part."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["explicit"] = Field(description="Always `explicit`.")


class ChatCompletionFunctionToolCall(_Model):
    """A call of a function tool."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"extra_content", "index"})

    id: Annotated[str, Field(min_length=1)] = Field(description="The call's id; the `tool` message that answers it carries the same id.")
    type: Literal["function"] = Field(description="Always `function`.")
    function: ChatCompletionFunctionCall
    extra_content: Optional[ChatCompletionExtraContent] = Field(default=None)
    index: Optional[int] = Field(default=None, description="The call's position in `tool_calls`, as DeepSeek, SGLang and vLLM return it on every call (a field of streamed deltas, kept in the whole message). It says nothing the order does not; converters read the order.")


class ChatCompletionCustomToolCall(_Model):
    """A call of a custom tool, whose input is free text."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"index"})

    id: Annotated[str, Field(min_length=1)] = Field(description="The call's id; the `tool` message that answers it carries the same id.")
    type: Literal["custom"] = Field(description="Always `custom`.")
    custom: ChatCompletionCustomCall = Field(description="The tool and the text the model wrote for it.")
    index: Optional[int] = Field(default=None, description="The call's position in `tool_calls`, as DeepSeek, SGLang and vLLM return it on every call (a field of streamed deltas, kept in the whole message). It says nothing the order does not; converters read the order.")


class ChatCompletionCustomCall(_Model):
    """The tool and the text the model wrote for it."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The tool's name.")
    input: str = Field(description="The input the model wrote, forwarded as-is.")


class ChatCompletionFunctionCall(_Model):
    """A function and the arguments the model wrote for it."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The function's name.")
    arguments: str = Field(description="The arguments as JSON text, forwarded as-is. Models do not always write valid JSON.")


class ChatCompletionExtraContent(_Model):
    """Provider data on a tool call. Gemini's OpenAI-compatible endpoint puts the call's thought signature here and wants it back on the next request. Other keys are kept."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"google"})

    google: Optional[ChatCompletionGoogleExtraContent] = Field(default=None, description="Gemini's data on the call. Other keys are kept.")


class ChatCompletionGoogleExtraContent(_Model):
    """Gemini's data on the call. Other keys are kept."""

    model_config = ConfigDict(extra="allow")

    thought_signature: str = Field(description="Gemini's opaque signature of the reasoning behind this call. In a batch of parallel calls only the first carries one; Gemini answers 400 when it is missing on a later request.")


class ChatCompletionAssistantAudio(_Model):
    """An audio answer of the model: by `id` in a request, with its data in a response."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"data", "expires_at", "transcript"})

    id: Annotated[str, Field(min_length=1)] = Field(description="The audio answer's id; a request refers to an earlier answer by it.")
    data: Optional[ChatCompletionBase64] = Field(default=None)
    expires_at: Optional[int] = Field(default=None, description="When the server forgets the answer (Unix seconds); after that the id no longer works in a request.")
    transcript: Optional[str] = Field(default=None, description="What the audio says.")


class ChatCompletionAnnotation(_Model):
    """A web page the answer cites."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["url_citation"] = Field(description="Always `url_citation`.")
    url_citation: ChatCompletionUrlCitation = Field(description="The cited page and the span of `content` that cites it.")


class ChatCompletionUrlCitation(_Model):
    """The cited page and the span of `content` that cites it."""

    model_config = ConfigDict(extra="forbid")

    end_index: int = Field(description="Index of the last character of the citation in `content`.")
    start_index: int = Field(description="Index of the first character of the citation in `content`.")
    title: str = Field(description="The page's title.")
    url: str = Field(description="The page's URL.")


class ChatCompletionReasoningSummary(_Model):
    """A summary of the model's reasoning."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"index"})

    type: Literal["reasoning.summary"] = Field(description="Always `reasoning.summary`.")
    summary: str = Field(description="The summary.")
    id: Optional[str] = Field(default=None, description="The detail's id, if the provider gave one.")
    format: Optional[str] = Field(default=None, description="Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.")
    index: Optional[int] = Field(default=None, description="The detail's position in the model's reasoning.")


class ChatCompletionReasoningEncrypted(_Model):
    """Reasoning the provider encrypted; only that provider can read it."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"index"})

    type: Literal["reasoning.encrypted"] = Field(description="Always `reasoning.encrypted`.")
    data: str = Field(description="The encrypted reasoning; opaque.")
    id: Optional[str] = Field(default=None, description="The detail's id, if the provider gave one.")
    format: Optional[str] = Field(default=None, description="Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.")
    index: Optional[int] = Field(default=None, description="The detail's position in the model's reasoning.")


class ChatCompletionReasoningText(_Model):
    """The model's reasoning as text, with the provider's signature of it."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"index"})

    type: Literal["reasoning.text"] = Field(description="Always `reasoning.text`.")
    text: str = Field(description="The reasoning text.")
    signature: Optional[str] = Field(default=None, description="The provider's signature of `text`. Anthropic rejects thinking sent back without it, and Gemini rejects a changed text.")
    id: Optional[str] = Field(default=None, description="The detail's id, if the provider gave one.")
    format: Optional[str] = Field(default=None, description="Whose format the detail is in, e.g. `anthropic-claude-v1`, `openai-responses-v1`, `google-gemini-v1`.")
    index: Optional[int] = Field(default=None, description="The detail's position in the model's reasoning.")


class ChatCompletionReasoningOther(_Model):
    """A reasoning detail of a type not listed above, kept as it is."""

    model_config = ConfigDict(extra="allow")

    type: Annotated[str, _none_of("reasoning.summary", "reasoning.encrypted", "reasoning.text")] = Field(description="The detail's type: any string but the three documented ones.")


class ChatCompletionResponse(_Model):
    """A non-streaming Chat Completions response (`POST /v1/chat/completions`), as the openai SDK types `ChatCompletion` and as OpenAI-compatible servers (DeepSeek, OpenRouter, vLLM, SGLang, Gemini's compatibility layer) return it, also with openai-python `model_dump()` nulls. Each choice's `message` is a `ChatCompletionAssistantMessage`, so it can be appended to the history as it is; `readResponse(response, { from: "chat-completions" })` reads it into the hub. Other keys servers add pass."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"id", "object", "created", "model"})

    id: Optional[str] = Field(default=None, description="The completion's id (`chatcmpl-…`).")
    object: Optional[str] = Field(default=None, description="`chat.completion`.")
    created: Optional[float] = Field(default=None, description="When the completion was created, in Unix seconds.")
    model: Optional[str] = Field(default=None, description="The model that answered.")
    choices: List[ChatCompletionChoice] = Field(description="The answers, one per `n` requested; usually one.")
    usage: Optional[ChatCompletionUsage] = Field(default=None, description="Token counts of the call; absent or `null` on some servers.")
    system_fingerprint: Optional[str] = Field(default=None, description="The backend configuration the model ran with.")
    service_tier: Optional[str] = Field(default=None, description="The processing tier that served the request.")


class ChatCompletionChoice(_Model):
    """One answer of a Chat Completions response."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"index"})

    index: Optional[int] = Field(default=None, description="The choice's place in `choices`.")
    message: ChatCompletionAssistantMessage
    finish_reason: Optional[str] = Field(default=None, description="Why the model stopped: `stop`, `length`, `tool_calls`, `content_filter`, `function_call` (deprecated); servers add others (DeepSeek's `insufficient_system_resource`, OpenRouter's `error`). `null` while a stream is running.")
    logprobs: Optional[ChatCompletionChoiceLogprobs] = Field(default=None, description="Token log probabilities, when requested (`null` otherwise).")


class ChatCompletionChoiceLogprobs(_Model):
    """Token log probabilities of the message, when requested."""

    model_config = ConfigDict(extra="allow")



class ChatCompletionUsage(_Model):
    """Token counts of a Chat Completions call. `prompt_tokens` includes the cached ones, `completion_tokens` the reasoning ones."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"prompt_tokens", "completion_tokens", "total_tokens", "prompt_cache_hit_tokens", "prompt_cache_miss_tokens"})

    prompt_tokens: Optional[int] = Field(default=None, description="Tokens of the input, cached ones included.")
    completion_tokens: Optional[int] = Field(default=None, description="Tokens the model generated, reasoning included.")
    total_tokens: Optional[int] = Field(default=None, description="The sum of the two.")
    prompt_tokens_details: Optional[ChatCompletionPromptTokensDetails] = Field(default=None, description="Breakdown of the input tokens.")
    completion_tokens_details: Optional[ChatCompletionCompletionTokensDetails] = Field(default=None, description="Breakdown of the generated tokens.")
    prompt_cache_hit_tokens: Optional[int] = Field(default=None, description="DeepSeek: input tokens served from its context cache.")
    prompt_cache_miss_tokens: Optional[int] = Field(default=None, description="DeepSeek: input tokens not in its context cache.")


class ChatCompletionPromptTokensDetails(_Model):
    """Breakdown of a Chat Completions call's input tokens."""

    model_config = ConfigDict(extra="allow")

    cached_tokens: Optional[int] = Field(default=None, description="Input tokens read from the prompt cache.")
    audio_tokens: Optional[int] = Field(default=None, description="Audio input tokens.")


class ChatCompletionCompletionTokensDetails(_Model):
    """Breakdown of a Chat Completions call's generated tokens."""

    model_config = ConfigDict(extra="allow")

    reasoning_tokens: Optional[int] = Field(default=None, description="Tokens the model spent reasoning.")
    audio_tokens: Optional[int] = Field(default=None, description="Audio output tokens.")
    accepted_prediction_tokens: Optional[int] = Field(default=None, description="Predicted Output tokens that appeared in the completion.")
    rejected_prediction_tokens: Optional[int] = Field(default=None, description="Predicted Output tokens that did not.")


class SystemMessage(_Model):
    """Instructions that frame the whole conversation."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name", "parts", "providerFields"})

    role: Literal["system"] = Field(description="Always `system`.")
    content: str = Field(description="The instructions.")
    name: Optional[str] = Field(default=None, description="A participant name for this system message. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.")
    parts: Optional[List[TextPart]] = Field(default=None, description="The instructions as the wire had them when they were not one plain text: several text parts in order, or one with fields of its own (a Chat Completions part's `prompt_cache_breakpoint` in its `providerFields`). `content` is their texts joined with `\\n`, so a writer that takes one string loses nothing but the split. The Chat Completions and items writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class DeveloperMessage(_Model):
    """Instructions from the application developer; OpenAI's newer name for a system message."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name", "parts", "providerFields"})

    role: Literal["developer"] = Field(description="Always `developer`.")
    content: str = Field(description="The instructions.")
    name: Optional[str] = Field(default=None, description="A participant name for this developer message. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.")
    parts: Optional[List[TextPart]] = Field(default=None, description="The instructions as the wire had them when they were not one plain text: several text parts in order, or one with fields of its own (a Chat Completions part's `prompt_cache_breakpoint` in its `providerFields`). `content` is their texts joined with `\\n`, so a writer that takes one string loses nothing but the split. The Chat Completions and items writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class UserMessage(_Model):
    """What the user said: text, or text with images and files."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name", "providerFields"})

    role: Literal["user"] = Field(description="Always `user`.")
    content: UserMessageContent = Field(description="Plain text, or parts in order.")
    name: Optional[str] = Field(default=None, description="A participant name for this user. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class AssistantMessage(_Model):
    """A model turn: its text, the tools it called, and the reasoning a provider may need back on the next request."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"parts", "name", "refusal", "audioId", "toolCalls", "reasoning", "reasoningDetails", "reasoningItems", "providerFields", "providerBlocks"})

    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: str = Field(description="The text the model wrote; empty when the turn only called tools.")
    parts: Optional[List[TextPart]] = Field(default=None, description="The text as the wire had it when it was several text parts (Chat Completions content parts, Responses `output_text` parts, a Gemini model content's text parts): the parts in order. `content` is their texts joined with nothing between them, so a writer that takes one string loses nothing but the split. The Claude, Gemini, Chat Completions and items (`assistantParts: \"parts\"`) writers write the parts while they still join to `content`; edited apart, `content` is written and the parts are warned (`parts_stale`). Absent means `content` is the whole of it.")
    name: Optional[str] = Field(default=None, description="A participant name for this assistant. Only Chat Completions carries it (an empty one too, as the wire had it); converting to another wire drops it with a warning.")
    refusal: Optional[str] = Field(default=None, description="The model's refusal text, when it declined to answer. Chat Completions and Responses carry it as a refusal; other wires turn it into text with a warning.")
    audioId: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The id of an audio answer (Chat Completions `audio.id`), so the next request can refer to it instead of resending the audio. Only Chat Completions carries it.")
    toolCalls: Optional[List[ToolCall]] = Field(default=None, description="Tools the model called in this turn, in order. Each is answered by a `tool` message with its id.")
    reasoning: Optional[str] = Field(default=None, description="The model's chain of thought as text. Thinking-mode providers (DeepSeek) answer 400 when a tool-calling turn comes back without it; OpenAI-shaped requests carry it as `reasoning_content`.")
    reasoningDetails: Optional[List[Any]] = Field(default=None, description="OpenRouter's normalized reasoning payload, passed back unmodified. Opaque.")
    reasoningItems: Optional[ReasoningItems] = Field(default=None)
    providerFields: Optional[ProviderFields] = Field(default=None)
    providerBlocks: Optional[ProviderBlocks] = Field(default=None)


class ToolMessage(_Model):
    """The result of one tool call, answering the call with id `toolCallId`."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"images", "parts", "isError", "providerFields"})

    role: Literal["tool"] = Field(description="Always `tool`.")
    toolCallId: Annotated[str, Field(min_length=1)] = Field(description="The id of the tool call this answers.")
    name: str = Field(description="The name of the tool that was called.")
    content: str = Field(description="The tool's text result.")
    images: Optional[List[ImagePart]] = Field(default=None, description="Images the tool returned, after its text.")
    parts: Optional[List[ContentPart]] = Field(default=None, description="More of the result, in order, after `content` and `images`: text, images and files inline, by URL or by file id, and provider elements. Readers write `content` and `images` where they hold the result as it was (one text, then inline images) and otherwise an empty `content` and every piece here.")
    isError: Optional[bool] = Field(default=None, description="True when the tool failed and `content` describes the error (Claude's `is_error`). Absent means the source did not say. Only Claude carries it; other wires drop `true` with a warning.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class TextPart(_Model):
    """Text."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"providerFields"})

    type: Literal["text"] = Field(description="Always `text`.")
    text: str = Field(description="The text.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class ImagePart(_Model):
    """An image, inline as base64 (never a URL: an image by URL is an `imageUrl` part)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"detail", "providerFields"})

    type: Literal["image"] = Field(description="Always `image`.")
    mimeType: Literal["image/jpeg", "image/png", "image/webp", "image/gif"] = Field(description="The image's media type; every major provider accepts these four.")
    data: Base64
    detail: Optional[Literal["auto", "low", "high", "original"]] = Field(default=None, description="How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).")
    providerFields: Optional[ProviderFields] = Field(default=None)


class ImageUrlPart(_Model):
    """An image the provider fetches from a URL. Readers turn a base64 `data:` URL of a jpeg, png, webp or gif into an `image` part instead."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"detail", "providerFields"})

    type: Literal["imageUrl"] = Field(description="Always `imageUrl`.")
    url: Annotated[str, Field(min_length=1)] = Field(description="The image's URL, usually `https:`.")
    detail: Optional[Literal["auto", "low", "high", "original"]] = Field(default=None, description="How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).")
    providerFields: Optional[ProviderFields] = Field(default=None)


class ImageFileIdPart(_Model):
    """An image uploaded to a provider's file store, referred to by its id. The id means something only to the provider that issued it."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"detail", "providerFields"})

    type: Literal["imageFileId"] = Field(description="Always `imageFileId`.")
    fileId: Annotated[str, Field(min_length=1)] = Field(description="The provider's file id, e.g. `file-abc123`.")
    detail: Optional[Literal["auto", "low", "high", "original"]] = Field(default=None, description="How closely the model looks at the image (OpenAI's `detail`; `original`, the image at its own resolution, is OpenAI's newest). Absent means the provider's default (`auto`).")
    providerFields: Optional[ProviderFields] = Field(default=None)


class FilePart(_Model):
    """A file (PDF, audio, video, text), inline as base64 (a file by URL or id is a `fileUrl` or `fileId` part)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"filename", "providerFields"})

    type: Literal["file"] = Field(description="Always `file`.")
    mimeType: Annotated[str, Field(pattern="^(application|audio|video|text)/[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}$")] = Field(description="The file's media type: `application/*`, `audio/*`, `video/*` or `text/*`.")
    data: Base64
    filename: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class FileUrlPart(_Model):
    """A file the provider fetches from a URL."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"filename", "providerFields"})

    type: Literal["fileUrl"] = Field(description="Always `fileUrl`.")
    url: Annotated[str, Field(min_length=1)] = Field(description="The file's URL, usually `https:`.")
    filename: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class FileIdPart(_Model):
    """A file uploaded to a provider's file store, referred to by its id. The id means something only to the provider that issued it."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"filename", "providerFields"})

    type: Literal["fileId"] = Field(description="Always `fileId`.")
    fileId: Annotated[str, Field(min_length=1)] = Field(description="The provider's file id, e.g. `file-abc123`.")
    filename: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The file's name. The Responses API requires one with inline file data; a converter that must write a name the history lacks says so in a warning.")
    providerFields: Optional[ProviderFields] = Field(default=None)


class ToolCall(_Model):
    """One tool call the model made."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type", "thoughtSignature", "idGenerated", "providerFields", "extraContent"})

    id: Annotated[str, Field(min_length=1)] = Field(description="The call's id; the `tool` message that answers it carries the same id.")
    type: Optional[Literal["function", "custom"]] = Field(default=None, description="`custom` for a call of a custom (free-form input) tool, whose `arguments` is the raw input text rather than JSON. Absent means `function`.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The tool's name.")
    arguments: str = Field(description="The arguments as raw JSON text (for a `custom` call: its raw input text), forwarded as-is (never parsed and re-serialized).")
    thoughtSignature: Optional[str] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this call; Gemini wants it back on the next request.")
    idGenerated: Optional[bool] = Field(default=None, description="True when a reader made `id` up because the wire had none (the Gemini API returns calls without ids). The Gemini writer leaves such an id out again, so a Gemini history comes back exactly; other writers send it as the call's id. Absent means the id came from the wire.")
    providerFields: Optional[ProviderFields] = Field(default=None)
    extraContent: Optional[ToolCallExtraContent] = Field(default=None, description="The call's Chat Completions `extra_content` (the vendor-keyed extensions of OpenAI-compatible servers), verbatim except Gemini's `google.thought_signature`, which is `thoughtSignature`. Only the Chat Completions writer puts it back; other writers drop it with a warning (`extra_content_dropped`).")


class ToolCallExtraContent(_Model):
    """The call's Chat Completions `extra_content` (the vendor-keyed extensions of OpenAI-compatible servers), verbatim except Gemini's `google.thought_signature`, which is `thoughtSignature`. Only the Chat Completions writer puts it back; other writers drop it with a warning (`extra_content_dropped`)."""

    model_config = ConfigDict(extra="allow")



class ReasoningItems(_Model):
    """A provider's own (often encrypted) reasoning items, tagged with the provider that made them. Only that provider may be sent them again; another vendor after a fallback rejects them. Opaque: never reshaped."""

    model_config = ConfigDict(extra="forbid")

    provider: Annotated[str, Field(min_length=1)] = Field(description="Who made the items, e.g. `openai`.")
    items: List[Any] = Field(description="The items, exactly as the provider returned them. For `anthropic`: the assistant turn's `thinking` and `redacted_thinking` blocks verbatim (signature and data included), or the Responses `reasoning` items made from them.")


class ProviderFields(_Model):
    """What the wire element this hub element was read from carries beyond the hub's fields, tagged with the provider whose wire it is: for `anthropic`, a Claude block's `cache_control`, `citations`, a document's `context`, a tool_use's `caller`, any other key; for `openai`, a Responses item's `id`, `status`, `phase` (an output message as it was), a system or developer message's content list with images or files, and what an input part has beside the one source the hub part holds. The writer of that provider's wire puts the fields back on the element verbatim; every other writer drops them with a warning (`provider_fields_dropped`, or `cache_control_dropped` and `citations_dropped` for those keys)."""

    model_config = ConfigDict(extra="forbid")

    provider: Annotated[str, Field(min_length=1)] = Field(description="The provider whose wire the fields belong to, e.g. `anthropic`.")
    fields_: ProviderFieldsFields = Field(alias="fields", description="The element's own keys and values, exactly as the wire had them.")


class ProviderFieldsFields(_Model):
    """The element's own keys and values, exactly as the wire had them."""

    model_config = ConfigDict(extra="allow")



class ProviderPart(_Model):
    """A whole wire element the hub has no form for (a Claude `search_result`, `tool_reference`, `container_upload` or `browser_state` block…, a Responses `input_file` whose `file_data` is not a base64 data URL), kept verbatim and tagged with its provider. Only that provider's writer puts it back; every other writer drops it with a warning (`provider_part_dropped`)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["provider"] = Field(description="Always `provider`.")
    provider: Annotated[str, Field(min_length=1)] = Field(description="The provider whose wire the element belongs to, e.g. `anthropic`.")
    value: ProviderPartValue = Field(description="The element, exactly as the wire had it.")


class ProviderPartValue(_Model):
    """The element, exactly as the wire had it."""

    model_config = ConfigDict(extra="allow")



class ProviderBlocks(_Model):
    """Elements of an assistant turn that only one provider's wire has, verbatim and in order, tagged with that provider: for `anthropic`, Claude's `server_tool_use` and server-tool result blocks such as `web_search_tool_result`; for `openai`, Responses input items the hub has no message for (hosted-tool calls and outputs such as `web_search_call`, `computer_call_output`, `mcp_call`, shell and patch calls, `item_reference`, `compaction`…), which the reader puts in an assistant message of their own (content empty) at their place among the messages. They come after the turn's `reasoningItems` and before its text and calls. Only that provider's writer puts them back; every other writer drops them with a warning (`provider_blocks_dropped`), and leaves out a message that held nothing else."""

    model_config = ConfigDict(extra="forbid")

    provider: Annotated[str, Field(min_length=1)] = Field(description="The provider whose wire the blocks belong to, e.g. `anthropic`.")
    items: List[ProviderBlocksItemsItem] = Field(description="The blocks, exactly as the wire had them.")


class ProviderBlocksItemsItem(_Model):

    model_config = ConfigDict(extra="allow")



class ChatRequest(_Model):
    """A provider-neutral request: the hub history plus tool definitions, tool choice, structured output, generation and reasoning settings, and each wire's settings the hub has no neutral place for. Every wire's request body is read into it and written from it (`convert(body, { from: "claude-request", to: "gemini-request" })`)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"model", "instructions", "tools", "toolChoice", "parallelToolCalls", "output", "maxOutputTokens", "temperature", "topP", "topK", "stop", "seed", "presencePenalty", "frequencyPenalty", "reasoning", "providerSettings"})

    model: Optional[str] = Field(default=None, description="The model id, as the target provider names it (passed on unchanged; providers name models differently).")
    instructions: Optional[str] = Field(default=None, description="A system prompt given apart from the history (Responses `instructions`). Written as Responses `instructions`; every other wire gets it as a system message before the history.")
    messages: ChatMessages
    tools: Optional[List[ChatTool]] = Field(default=None, description="The tools the model may call, in order.")
    toolChoice: Optional[ChatToolChoice] = Field(default=None)
    parallelToolCalls: Optional[bool] = Field(default=None, description="Whether the model may call several tools in one turn. Absent: the provider's default (parallel calls allowed).")
    output: Optional[ChatOutputFormat] = Field(default=None)
    maxOutputTokens: Optional[int] = Field(default=None, description="The most tokens the answer (reasoning included, where the provider counts it) may have.")
    temperature: Optional[float] = Field(default=None, description="Sampling temperature.")
    topP: Optional[float] = Field(default=None, description="Nucleus sampling: the probability mass of the tokens considered.")
    topK: Optional[int] = Field(default=None, description="Sample only from the K most likely tokens (Claude, Gemini).")
    stop: Optional[List[str]] = Field(default=None, description="Sequences that end the answer when generated.")
    seed: Optional[int] = Field(default=None, description="A seed for best-effort deterministic sampling (Chat Completions, Gemini).")
    presencePenalty: Optional[float] = Field(default=None, description="Penalty for tokens already present in the text so far (Chat Completions, Gemini).")
    frequencyPenalty: Optional[float] = Field(default=None, description="Penalty by how often a token occurred so far (Chat Completions, Gemini).")
    reasoning: Optional[ChatReasoning] = Field(default=None)
    providerSettings: Optional[ChatProviderSettings] = Field(default=None)


class ChatFunctionTool(_Model):
    """A function the model may call and the caller runs."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description", "parameters", "strict", "providerFields"})

    type: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The function's name, as the model calls it.")
    description: Optional[str] = Field(default=None, description="What the function does and when to call it.")
    parameters: Optional[ChatFunctionToolParameters] = Field(default=None, description="The JSON Schema of the arguments (an object schema). Absent: the function takes no arguments.")
    strict: Optional[bool] = Field(default=None, description="Ask the provider to enforce `parameters` exactly (OpenAI strict mode, Claude strict tool use). Absent: the provider's default.")
    providerFields: Optional[ChatToolProviderFields] = Field(default=None, description="Fields of this definition that only one wire has (Claude `cache_control`, Gemini `behavior`, a Responses `strict: null`…), by wire: written back only to that wire, warned elsewhere.")


class ChatFunctionToolParameters(_Model):
    """The JSON Schema of the arguments (an object schema). Absent: the function takes no arguments."""

    model_config = ConfigDict(extra="allow")



class ChatToolProviderFields(_Model):
    """Fields of this definition that only one wire has (Claude `cache_control`, Gemini `behavior`, a Responses `strict: null`…), by wire: written back only to that wire, warned elsewhere."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"responses", "chatCompletions", "claude", "gemini"})

    responses: Optional[ChatToolProviderFieldsResponses] = Field(default=None, description="Fields of a Responses function tool.")
    chatCompletions: Optional[ChatToolProviderFieldsChatCompletions] = Field(default=None, description="Fields of a Chat Completions function definition.")
    claude: Optional[ChatToolProviderFieldsClaude] = Field(default=None, description="Fields of a Claude custom tool.")
    gemini: Optional[ChatToolProviderFieldsGemini] = Field(default=None, description="Fields of a Gemini function declaration (with the raw `parameters` or `parametersJsonSchema` it was read from, written back as they were).")


class ChatToolProviderFieldsResponses(_Model):
    """Fields of a Responses function tool."""

    model_config = ConfigDict(extra="allow")



class ChatToolProviderFieldsChatCompletions(_Model):
    """Fields of a Chat Completions function definition."""

    model_config = ConfigDict(extra="allow")



class ChatToolProviderFieldsClaude(_Model):
    """Fields of a Claude custom tool."""

    model_config = ConfigDict(extra="allow")



class ChatToolProviderFieldsGemini(_Model):
    """Fields of a Gemini function declaration (with the raw `parameters` or `parametersJsonSchema` it was read from, written back as they were)."""

    model_config = ConfigDict(extra="allow")



class ChatProviderTool(_Model):
    """A provider's hosted or built-in tool (OpenAI `web_search`, Claude `web_search_20250305`, Gemini `googleSearch`…), kept as that provider sends it: written back only to it, warned elsewhere."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["provider"] = Field(description="Always `provider`.")
    provider: ChatRequestProvider
    tool: ChatProviderToolTool = Field(description="The tool definition exactly as the provider's request body has it.")


class ChatProviderToolTool(_Model):
    """The tool definition exactly as the provider's request body has it."""

    model_config = ConfigDict(extra="allow")



class ChatToolChoiceFunction(_Model):
    """The model must call this function."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The function to call.")


class ChatToolChoiceAllowed(_Model):
    """The model may (`auto`) or must (`required`) call one of these functions only."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["allowed"] = Field(description="Always `allowed`.")
    mode: Literal["auto", "required"] = Field(description="`auto`: a call is optional; `required`: at least one call.")
    names: List[str] = Field(description="The functions allowed, by name.")


class ChatToolChoiceProvider(_Model):
    """A choice only one provider expresses (a hosted tool, a custom tool), kept as that provider sends it."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["provider"] = Field(description="Always `provider`.")
    provider: ChatRequestProvider
    choice: Any = Field(description="The `tool_choice` value exactly as the provider's request body has it.")


class ChatOutputText(_Model):
    """Free text (every provider's default)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text"] = Field(description="Always `text`.")


class ChatOutputJsonObject(_Model):
    """Any JSON object (OpenAI JSON mode, Gemini `responseMimeType: application/json` without a schema)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["json_object"] = Field(description="Always `json_object`.")


class ChatOutputJsonSchema(_Model):
    """JSON that matches `schema` (OpenAI structured outputs, Claude `output_config.format`, Gemini `responseJsonSchema`/`responseSchema`)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name", "description", "schema", "strict"})

    type: Literal["json_schema"] = Field(description="Always `json_schema`.")
    name: Optional[str] = Field(default=None, description="The schema's name (OpenAI requires one; other wires have none).")
    description: Optional[str] = Field(default=None, description="What the answer is for (OpenAI).")
    schema_: Optional[ChatOutputJsonSchemaSchema] = Field(default=None, alias="schema", description="The JSON Schema of the answer. Absent: any JSON (Chat Completions allows a `json_schema` format without one).")
    strict: Optional[bool] = Field(default=None, description="Ask OpenAI to enforce the schema exactly.")


class ChatOutputJsonSchemaSchema(_Model):
    """The JSON Schema of the answer. Absent: any JSON (Chat Completions allows a `json_schema` format without one)."""

    model_config = ConfigDict(extra="allow")



class ChatReasoning(_Model):
    """How much the model thinks before answering, and what of it is returned."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"effort", "budgetTokens", "enabled", "summary", "includeThoughts"})

    effort: Optional[Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"]] = Field(default=None, description="A reasoning effort level (OpenAI `reasoning_effort`/`reasoning.effort`, Claude `output_config.effort`, Gemini `thinkingLevel`).")
    budgetTokens: Optional[int] = Field(default=None, description="A thinking budget in tokens (Claude `thinking.budget_tokens`, Gemini `thinkingBudget`; Gemini's `-1` is dynamic, `0` is off).")
    enabled: Optional[bool] = Field(default=None, description="Thinking on or off where a wire says so on its own (Claude `thinking.type`).")
    summary: Optional[Literal["auto", "concise", "detailed"]] = Field(default=None, description="The reasoning summary asked for (OpenAI Responses `reasoning.summary`).")
    includeThoughts: Optional[bool] = Field(default=None, description="Return the thoughts (Gemini `includeThoughts`).")


class ChatProviderSettings(_Model):
    """Each wire's request settings the hub has no neutral place for, by wire, keyed as the wire names them: written back only to that wire, reported `setting_dropped` elsewhere. A few entries are only how the wire spelled a neutral value (a Chat Completions `stop` string, a Responses `input` string, a Claude `system: []`, Gemini's grouping of `tools` as counts per tool object): written back to that wire while the neutral value is still what they spell, and ignored by the other wires."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"responses", "chatCompletions", "claude", "gemini"})

    responses: Optional[ChatProviderSettingsResponses] = Field(default=None, description="Settings of a Responses request (`store`, `previous_response_id`, `include`, `text.verbosity`…).")
    chatCompletions: Optional[ChatProviderSettingsChatCompletions] = Field(default=None, description="Settings of a Chat Completions request (`n`, `logprobs`, `user`, `max_tokens` as spelled…).")
    claude: Optional[ChatProviderSettingsClaude] = Field(default=None, description="Settings of a Messages API request (`metadata`, `service_tier`, `container`…).")
    gemini: Optional[ChatProviderSettingsGemini] = Field(default=None, description="Settings of a Gemini request (`safetySettings`, `cachedContent`, `generationConfig` fields…).")


class ChatProviderSettingsResponses(_Model):
    """Settings of a Responses request (`store`, `previous_response_id`, `include`, `text.verbosity`…)."""

    model_config = ConfigDict(extra="allow")



class ChatProviderSettingsChatCompletions(_Model):
    """Settings of a Chat Completions request (`n`, `logprobs`, `user`, `max_tokens` as spelled…)."""

    model_config = ConfigDict(extra="allow")



class ChatProviderSettingsClaude(_Model):
    """Settings of a Messages API request (`metadata`, `service_tier`, `container`…)."""

    model_config = ConfigDict(extra="allow")



class ChatProviderSettingsGemini(_Model):
    """Settings of a Gemini request (`safetySettings`, `cachedContent`, `generationConfig` fields…)."""

    model_config = ConfigDict(extra="allow")



class ChatResponse(_Model):
    """What `readResponse` returns for a Chat Completions, Responses, Claude or Gemini response: `messages` to append to the history (normally one assistant message; none when the model produced nothing), the neutral `finishReason` with the vendor's own value beside it, `usage`, and what only the response's wire has in `providerFields`."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"rawFinishReason", "usage", "id", "model", "providerFields"})

    messages: List[ChatMessage] = Field(description="The assistant turn as hub messages, with reasoning, signatures and tool calls kept as the history readers keep them.")
    finishReason: ChatFinishReason
    rawFinishReason: Optional[str] = Field(default=None, description="The vendor's own finish reason, verbatim (`end_turn`, `MAX_TOKENS`, `incomplete: max_output_tokens`, …); absent when the response has none.")
    usage: Optional[ChatUsage] = Field(default=None)
    id: Optional[str] = Field(default=None, description="The response's id as the vendor gave it (`chatcmpl-…`, `resp_…`, `msg_…`, Gemini's `responseId`).")
    model: Optional[str] = Field(default=None, description="The model that answered (Gemini's `modelVersion`).")
    providerFields: Optional[ChatResponseProviderFields] = Field(default=None)


class ChatUsage(_Model):
    """Token counts of the call, each present only when the response gives it (never a made-up zero). `inputTokens` counts the whole input, cached tokens included; `outputTokens` everything generated, reasoning included."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"inputTokens", "outputTokens", "totalTokens", "reasoningTokens", "cachedInputTokens", "cacheCreationTokens"})

    inputTokens: Optional[int] = Field(default=None, description="Tokens of the input, cached and cache-written ones included (Claude: `input_tokens` + `cache_read_input_tokens` + `cache_creation_input_tokens`).")
    outputTokens: Optional[int] = Field(default=None, description="Tokens generated, reasoning included (Gemini: `candidatesTokenCount` + `thoughtsTokenCount`).")
    totalTokens: Optional[int] = Field(default=None, description="All tokens of the call, as the vendor counts them (Claude gives none: `inputTokens` + `outputTokens`).")
    reasoningTokens: Optional[int] = Field(default=None, description="Tokens spent reasoning (part of `outputTokens`).")
    cachedInputTokens: Optional[int] = Field(default=None, description="Input tokens read from the prompt cache (part of `inputTokens`).")
    cacheCreationTokens: Optional[int] = Field(default=None, description="Input tokens written to the prompt cache (part of `inputTokens`).")


class ChatResponseProviderFields(_Model):
    """What only the response's wire has, verbatim: the response's top-level keys the neutral fields do not take the place of (the raw `usage`, `stop_sequence`, `status`, `promptFeedback`, `system_fingerprint`, …), and the read choice's or candidate's own keys besides its message (`logprobs`, `safetyRatings`, `citationMetadata`, …) under `choice`."""

    model_config = ConfigDict(extra="forbid")

    format: Literal["chat-completions", "responses", "claude", "gemini"] = Field(description="The wire the response was read from.")
    provider: Literal["openai", "anthropic", "google"] = Field(description="Whose wire it is (`openai` for Chat Completions, also from an OpenAI-compatible server).")
    fields_: ChatResponseProviderFieldsFields = Field(alias="fields", description="The keys and values, exactly as the response had them.")


class ChatResponseProviderFieldsFields(_Model):
    """The keys and values, exactly as the response had them."""

    model_config = ConfigDict(extra="allow")



class ClaudeUserMessage(_Model):
    """A user turn; tool results travel here too."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["user"] = Field(description="Always `user`.")
    content: ClaudeContent


class ClaudeAssistantMessage(_Model):
    """A model turn: text, tool calls and thinking blocks, in the order the model produced them."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: ClaudeContent


class ClaudeSystemMessage(_Model):
    """A system instruction in the middle of the conversation. The usual place for the system prompt is the request's top-level `system` field."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["system"] = Field(description="Always `system`.")
    content: ClaudeSystem


class CacheControlObject(_Model):

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"ttl"})

    type: Literal["ephemeral"] = Field(description="Always `ephemeral`.")
    ttl: Optional[Literal["5m", "1h"]] = Field(default=None, description="How long the cache entry lives; 5 minutes when absent.")


class ClaudeTextBlock(_Model):
    """Text."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text"] = Field(description="Always `text`.")
    text: str = Field(description="The text.")
    cache_control: CacheControl = Field(default=None)
    citations: Optional[List[ClaudeCitation]] = Field(default=None, description="Citations supporting the text, each selected by `type`; passed through unchanged.")


class ClaudeImageBlock(_Model):
    """An image: inline base64, a URL, or an uploaded file."""

    model_config = ConfigDict(extra="allow")

    type: Literal["image"] = Field(description="Always `image`.")
    source: ClaudeImageBlockSource = Field(description="Where the image comes from, selected by `type`.")
    cache_control: CacheControl = Field(default=None)


class ClaudeBase64ImageSource(_Model):
    """An image inline as base64."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["base64"] = Field(description="Always `base64`.")
    media_type: Literal["image/jpeg", "image/png", "image/gif", "image/webp"] = Field(description="The image's media type.")
    data: Annotated[str, Field(pattern="^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$")] = Field(description="The image bytes, standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix, as the API requires (the padding may be left out; a length that leaves one character over is not base64).")


class ClaudeUrlSource(_Model):
    """An image or PDF the API fetches from a URL."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["url"] = Field(description="Always `url`.")
    url: str = Field(description="The URL.")


class ClaudeFileSource(_Model):
    """A file uploaded through the Files API."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["file"] = Field(description="Always `file`.")
    file_id: str = Field(description="The uploaded file's id.")


class ClaudeDocumentBlock(_Model):
    """A document: base64 PDF, plain text, custom content blocks, a PDF URL, or an uploaded file."""

    model_config = ConfigDict(extra="allow")

    type: Literal["document"] = Field(description="Always `document`.")
    source: ClaudeDocumentBlockSource = Field(description="Where the document comes from, selected by `type`.")
    title: Optional[str] = Field(default=None, description="The document's title, shown to the model.")
    context: Optional[str] = Field(default=None, description="Context about the document that the model reads but does not cite.")
    citations: Optional[ClaudeCitationsConfig] = Field(default=None, description="Whether citations into this document are enabled.")
    cache_control: CacheControl = Field(default=None)


class ClaudeCitationsConfig(_Model):
    """Whether citations into this source are enabled."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"enabled"})

    enabled: Optional[bool] = Field(default=None, description="On or off.")


class ClaudeBase64PdfSource(_Model):
    """A PDF inline as base64."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["base64"] = Field(description="Always `base64`.")
    media_type: Literal["application/pdf"] = Field(description="Always `application/pdf`.")
    data: Annotated[str, Field(pattern="^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$")] = Field(description="The PDF bytes, standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix, as the API requires (the padding may be left out; a length that leaves one character over is not base64).")


class ClaudePlainTextSource(_Model):
    """A plain-text document."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text"] = Field(description="Always `text`.")
    media_type: Literal["text/plain"] = Field(description="Always `text/plain`.")
    data: str = Field(description="The text.")


class ClaudeContentSource(_Model):
    """A document made of text and image blocks."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["content"] = Field(description="Always `content`.")
    content: ClaudeContentSourceContent = Field(description="The document's content.")


class ClaudeToolUseBlock(_Model):
    """A tool call by the model. Its result comes back in the next user message as a `tool_result` with the same id."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_use"] = Field(description="Always `tool_use`.")
    id: ClaudeToolUseId
    name: Annotated[str, Field(min_length=1)] = Field(description="The tool's name.")
    input: ClaudeToolUseBlockInput = Field(description="The tool's arguments, parsed: a JSON object (the API answers 400 for a string, an array or any other value). The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time.")
    cache_control: CacheControl = Field(default=None)


class ClaudeToolUseBlockInput(_Model):
    """The tool's arguments, parsed: a JSON object (the API answers 400 for a string, an array or any other value). The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time."""

    model_config = ConfigDict(extra="allow")



class ClaudeToolResultBlock(_Model):
    """The result of a tool call, answering the `tool_use` with id `tool_use_id`."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"content", "is_error"})

    type: Literal["tool_result"] = Field(description="Always `tool_result`.")
    tool_use_id: ClaudeToolUseId
    content: Optional[ClaudeToolResultBlockContent] = Field(default=None, description="The result: a string or blocks. May be absent for a tool that returns nothing.")
    is_error: Optional[bool] = Field(default=None, description="True when the tool failed and `content` describes the error.")
    cache_control: CacheControl = Field(default=None)


class ClaudeThinkingBlock(_Model):
    """The model's extended thinking. With thinking and tool use on, the thinking blocks of the current tool loop must come back unmodified, signature included, or the API answers 400."""

    model_config = ConfigDict(extra="allow")

    type: Literal["thinking"] = Field(description="Always `thinking`.")
    thinking: str = Field(description="The thinking text.")
    signature: str = Field(description="Anthropic's signature over the thinking; opaque.")


class ClaudeRedactedThinkingBlock(_Model):
    """Thinking the safety system encrypted; passed back unchanged."""

    model_config = ConfigDict(extra="allow")

    type: Literal["redacted_thinking"] = Field(description="Always `redacted_thinking`.")
    data: str = Field(description="The encrypted thinking; opaque.")


class ClaudeSearchResultBlock(_Model):
    """Search results your application found (RAG), as a source Claude can cite; in a user message or a tool result."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"citations"})

    type: Literal["search_result"] = Field(description="Always `search_result`.")
    source: str = Field(description="Where the result comes from, e.g. its URL; citations name it.")
    title: str = Field(description="The result's title.")
    content: List[ClaudeTextBlock] = Field(description="The result's text, in blocks that citations point into.")
    cache_control: CacheControl = Field(default=None)
    citations: Optional[ClaudeCitationsConfig] = Field(default=None)


class ClaudeToolReferenceBlock(_Model):
    """Names a tool for the model to load, in a tool result (tool search)."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_reference"] = Field(description="Always `tool_reference`.")
    tool_name: str = Field(description="The name of a tool the request defines.")
    cache_control: CacheControl = Field(default=None)


class ClaudeServerToolUseBlock(_Model):
    """A call of a tool Anthropic runs (web search, web fetch, code execution, tool search), as the model made it. Its result follows in the same assistant message."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"caller"})

    type: Literal["server_tool_use"] = Field(description="Always `server_tool_use`.")
    id: str = Field(description="The call's id (`srvtoolu_…`); its result's `tool_use_id`.")
    name: Literal["web_search", "web_fetch", "code_execution", "bash_code_execution", "text_editor_code_execution", "tool_search_tool_regex", "tool_search_tool_bm25"] = Field(description="The server tool called.")
    input: ClaudeServerToolUseBlockInput = Field(description="The tool's arguments, as the model wrote them: a JSON object. The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time.")
    cache_control: CacheControl = Field(default=None)
    caller: Optional[ClaudeToolCaller] = Field(default=None)


class ClaudeServerToolUseBlockInput(_Model):
    """The tool's arguments, as the model wrote them: a JSON object. The SDK types it `unknown`, so the TS type stays `unknown` and the object rule is checked at run time."""

    model_config = ConfigDict(extra="allow")



class ClaudeDirectCaller(_Model):
    """The model called the tool itself."""

    model_config = ConfigDict(extra="allow")

    type: Literal["direct"] = Field(description="Always `direct`.")


class ClaudeServerToolCaller(_Model):
    """Code the code execution tool ran called the tool."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_execution_20250825", "code_execution_20260120"] = Field(description="The version of the code execution tool.")
    tool_id: str = Field(description="The id of the code execution call that made this call.")


class ClaudeWebSearchToolResultBlock(_Model):
    """The result of a `web_search` server tool call: the results found, or an error."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"caller"})

    type: Literal["web_search_tool_result"] = Field(description="Always `web_search_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeWebSearchToolResultBlockContent = Field(description="The results in order, or an error.")
    cache_control: CacheControl = Field(default=None)
    caller: Optional[ClaudeToolCaller] = Field(default=None)


class ClaudeWebSearchResult(_Model):
    """One web page a search found; its content is encrypted and passed back unchanged."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_search_result"] = Field(description="Always `web_search_result`.")
    url: str = Field(description="The page's URL.")
    title: str = Field(description="The page's title.")
    encrypted_content: str = Field(description="The page content, encrypted by Anthropic; opaque, and needed for citations in later turns.")
    page_age: Optional[str] = Field(default=None, description="When the page was last updated, as the search reported it.")


class ClaudeWebSearchToolResultError(_Model):
    """Why a web search failed."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_search_tool_result_error"] = Field(description="Always `web_search_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "unavailable", "max_uses_exceeded", "too_many_requests", "query_too_long", "request_too_large"] = Field(description="What went wrong.")


class ClaudeWebFetchToolResultBlock(_Model):
    """The result of a `web_fetch` server tool call: the page fetched, or an error."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"caller"})

    type: Literal["web_fetch_tool_result"] = Field(description="Always `web_fetch_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeWebFetchToolResultBlockContent = Field(description="The page fetched, or an error, selected by `type`.")
    cache_control: CacheControl = Field(default=None)
    caller: Optional[ClaudeToolCaller] = Field(default=None)


class ClaudeWebFetchResult(_Model):
    """A page the web fetch tool retrieved, as a document."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_fetch_result"] = Field(description="Always `web_fetch_result`.")
    url: str = Field(description="The URL fetched.")
    content: ClaudeDocumentBlock
    retrieved_at: Optional[str] = Field(default=None, description="When the page was retrieved (ISO 8601).")


class ClaudeWebFetchToolResultError(_Model):
    """Why a web fetch failed."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_fetch_tool_result_error"] = Field(description="Always `web_fetch_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "url_too_long", "url_not_allowed", "url_not_in_prior_context", "url_not_accessible", "unsupported_content_type", "too_many_requests", "max_uses_exceeded", "unavailable", "content_too_large"] = Field(description="What went wrong.")


class ClaudeCodeExecutionToolResultBlock(_Model):
    """The result of a `code_execution` server tool call: the program's output, or an error."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_execution_tool_result"] = Field(description="Always `code_execution_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeCodeExecutionToolResultBlockContent = Field(description="The output, the output with stdout encrypted, or an error, selected by `type`.")
    cache_control: CacheControl = Field(default=None)


class ClaudeCodeExecutionResult(_Model):
    """What the code printed and the files it wrote."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_execution_result"] = Field(description="Always `code_execution_result`.")
    stdout: str = Field(description="Standard output.")
    stderr: str = Field(description="Standard error.")
    return_code: int = Field(description="The exit code; 0 on success.")
    content: List[ClaudeCodeExecutionOutput] = Field(description="The files the code wrote.")


class ClaudeEncryptedCodeExecutionResult(_Model):
    """What the code printed, with standard output encrypted by Anthropic and passed back unchanged."""

    model_config = ConfigDict(extra="allow")

    type: Literal["encrypted_code_execution_result"] = Field(description="Always `encrypted_code_execution_result`.")
    encrypted_stdout: str = Field(description="Standard output, encrypted; opaque.")
    stderr: str = Field(description="Standard error.")
    return_code: int = Field(description="The exit code; 0 on success.")
    content: List[ClaudeCodeExecutionOutput] = Field(description="The files the code wrote.")


class ClaudeCodeExecutionOutput(_Model):
    """A file the code wrote, by Files API id."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_execution_output"] = Field(description="Always `code_execution_output`.")
    file_id: str = Field(description="The file's id.")


class ClaudeCodeExecutionToolResultError(_Model):
    """Why code execution failed."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_execution_tool_result_error"] = Field(description="Always `code_execution_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded"] = Field(description="What went wrong.")


class ClaudeBashCodeExecutionToolResultBlock(_Model):
    """The result of a `bash_code_execution` server tool call: the command's output, or an error."""

    model_config = ConfigDict(extra="allow")

    type: Literal["bash_code_execution_tool_result"] = Field(description="Always `bash_code_execution_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeBashCodeExecutionToolResultBlockContent = Field(description="The output, or an error, selected by `type`.")
    cache_control: CacheControl = Field(default=None)


class ClaudeBashCodeExecutionResult(_Model):
    """What the command printed and the files it wrote."""

    model_config = ConfigDict(extra="allow")

    type: Literal["bash_code_execution_result"] = Field(description="Always `bash_code_execution_result`.")
    stdout: str = Field(description="Standard output.")
    stderr: str = Field(description="Standard error.")
    return_code: int = Field(description="The exit code; 0 on success.")
    content: List[ClaudeBashCodeExecutionOutput] = Field(description="The files the command wrote.")


class ClaudeBashCodeExecutionOutput(_Model):
    """A file the command wrote, by Files API id."""

    model_config = ConfigDict(extra="allow")

    type: Literal["bash_code_execution_output"] = Field(description="Always `bash_code_execution_output`.")
    file_id: str = Field(description="The file's id.")


class ClaudeBashCodeExecutionToolResultError(_Model):
    """Why a bash command failed to run."""

    model_config = ConfigDict(extra="allow")

    type: Literal["bash_code_execution_tool_result_error"] = Field(description="Always `bash_code_execution_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded", "output_file_too_large"] = Field(description="What went wrong.")


class ClaudeTextEditorCodeExecutionToolResultBlock(_Model):
    """The result of a `text_editor_code_execution` server tool call: a file viewed, created or edited, or an error."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text_editor_code_execution_tool_result"] = Field(description="Always `text_editor_code_execution_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeTextEditorCodeExecutionToolResultBlockContent = Field(description="What the command did, or an error, selected by `type`.")
    cache_control: CacheControl = Field(default=None)


class ClaudeTextEditorCodeExecutionViewResult(_Model):
    """A file's content, as the `view` command showed it."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text_editor_code_execution_view_result"] = Field(description="Always `text_editor_code_execution_view_result`.")
    file_type: Literal["text", "image", "pdf"] = Field(description="What kind of file it is.")
    content: str = Field(description="The content shown.")
    num_lines: Optional[int] = Field(default=None, description="How many lines were shown.")
    start_line: Optional[int] = Field(default=None, description="The first line shown, from 1.")
    total_lines: Optional[int] = Field(default=None, description="How many lines the file has.")


class ClaudeTextEditorCodeExecutionCreateResult(_Model):
    """A file the `create` command wrote."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text_editor_code_execution_create_result"] = Field(description="Always `text_editor_code_execution_create_result`.")
    is_file_update: bool = Field(description="True when the file existed and was overwritten.")


class ClaudeTextEditorCodeExecutionStrReplaceResult(_Model):
    """An edit the `str_replace` command made, as a diff hunk."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text_editor_code_execution_str_replace_result"] = Field(description="Always `text_editor_code_execution_str_replace_result`.")
    lines: Optional[List[str]] = Field(default=None, description="The hunk's lines.")
    old_start: Optional[int] = Field(default=None, description="The hunk's first line in the old file.")
    old_lines: Optional[int] = Field(default=None, description="How many old lines the hunk covers.")
    new_start: Optional[int] = Field(default=None, description="The hunk's first line in the new file.")
    new_lines: Optional[int] = Field(default=None, description="How many new lines the hunk covers.")


class ClaudeTextEditorCodeExecutionToolResultError(_Model):
    """Why a text editor command failed."""

    model_config = ConfigDict(extra="allow")

    type: Literal["text_editor_code_execution_tool_result_error"] = Field(description="Always `text_editor_code_execution_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded", "file_not_found"] = Field(description="What went wrong.")
    error_message: Optional[str] = Field(default=None, description="The error in words, when there is one.")


class ClaudeToolSearchToolResultBlock(_Model):
    """The result of a tool search server tool call: the tools found, or an error."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_search_tool_result"] = Field(description="Always `tool_search_tool_result`.")
    tool_use_id: str = Field(description="The `id` of the `server_tool_use` block it answers.")
    content: ClaudeToolSearchToolResultBlockContent = Field(description="The tools found, or an error, selected by `type`.")
    cache_control: CacheControl = Field(default=None)


class ClaudeToolSearchResult(_Model):
    """The tools a search found."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_search_tool_search_result"] = Field(description="Always `tool_search_tool_search_result`.")
    tool_references: List[ClaudeToolReferenceBlock] = Field(description="The tools found, by name.")


class ClaudeToolSearchToolResultError(_Model):
    """Why a tool search failed."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_search_tool_result_error"] = Field(description="Always `tool_search_tool_result_error`.")
    error_code: Literal["invalid_tool_input", "unavailable", "too_many_requests", "execution_time_exceeded"] = Field(description="What went wrong.")
    error_message: Optional[str] = Field(default=None, description="The error in words, when there is one.")


class ClaudeContainerUploadBlock(_Model):
    """A file uploaded through the Files API, copied into the code execution container's input directory."""

    model_config = ConfigDict(extra="allow")

    type: Literal["container_upload"] = Field(description="Always `container_upload`.")
    file_id: str = Field(description="The uploaded file's id.")
    cache_control: CacheControl = Field(default=None)


class ClaudeBrowserStateBlock(_Model):
    """The browser's state after a browser tool call, in its tool result: every open tab, and what the call changed. The API renders the text the model reads from it."""

    model_config = ConfigDict(extra="allow")

    type: Literal["browser_state"] = Field(description="Always `browser_state`.")
    tabs: List[ClaudeBrowserTab] = Field(description="Every tab open after the call (the whole list, not a change); when not empty, exactly one is `active`.")
    state_changes: Optional[List[ClaudeBrowserStateChange]] = Field(default=None, description="Tabs opened and downloads started, finished or failed during the call; absent when there are none.")
    cache_control: CacheControl = Field(default=None)


class ClaudeBrowserTab(_Model):
    """One open tab."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"active"})

    tab_id: str = Field(description="Your id for the tab, unique among the tabs.")
    title: str = Field(description="The page's title; may be empty.")
    url: str = Field(description="The page's URL; may be empty.")
    active: Optional[bool] = Field(default=None, description="True for the active tab.")


class ClaudeBrowserTabOpened(_Model):
    """A tab the call opened that is still open; its title and URL are in `tabs`."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tab_opened"] = Field(description="Always `tab_opened`.")
    tab_id: str = Field(description="The tab's id, as in `tabs`.")


class ClaudeBrowserDownloadStarted(_Model):
    """A download that started during the call."""

    model_config = ConfigDict(extra="allow")

    type: Literal["download_started"] = Field(description="Always `download_started`.")
    download_id: str = Field(description="Your id for the download, the same in each change about it.")
    url: str = Field(description="The URL the file came from, after redirects.")


class ClaudeBrowserDownloadCompleted(_Model):
    """A download that finished during the call."""

    model_config = ConfigDict(extra="allow")

    type: Literal["download_completed"] = Field(description="Always `download_completed`.")
    download_id: str = Field(description="Your id for the download, the same in each change about it.")
    url: str = Field(description="The URL the file came from, after redirects.")
    path: Optional[str] = Field(default=None, description="Where the file was saved, when another tool can read it there.")
    size_bytes: Optional[int] = Field(default=None, description="The file's size in bytes.")


class ClaudeBrowserDownloadFailed(_Model):
    """A download that failed or was cancelled during the call."""

    model_config = ConfigDict(extra="allow")

    type: Literal["download_failed"] = Field(description="Always `download_failed`.")
    download_id: str = Field(description="Your id for the download, the same in each change about it.")
    url: str = Field(description="The URL the file came from, after redirects.")
    error: Optional[str] = Field(default=None, description="What went wrong, when known.")


class ClaudeCharLocationCitation(_Model):
    """A span of characters of a plain-text document."""

    model_config = ConfigDict(extra="allow")

    type: Literal["char_location"] = Field(description="Always `char_location`.")
    cited_text: str = Field(description="cited text.")
    document_index: int = Field(description="document index.")
    document_title: Optional[str] = Field(description="document title.")
    start_char_index: int = Field(description="start char index.")
    end_char_index: int = Field(description="end char index.")


class ClaudePageLocationCitation(_Model):
    """A range of pages of a PDF."""

    model_config = ConfigDict(extra="allow")

    type: Literal["page_location"] = Field(description="Always `page_location`.")
    cited_text: str = Field(description="cited text.")
    document_index: int = Field(description="document index.")
    document_title: Optional[str] = Field(description="document title.")
    start_page_number: int = Field(description="start page number.")
    end_page_number: int = Field(description="end page number.")


class ClaudeContentBlockLocationCitation(_Model):
    """A range of blocks of a content document."""

    model_config = ConfigDict(extra="allow")

    type: Literal["content_block_location"] = Field(description="Always `content_block_location`.")
    cited_text: str = Field(description="cited text.")
    document_index: int = Field(description="document index.")
    document_title: Optional[str] = Field(description="document title.")
    start_block_index: int = Field(description="start block index.")
    end_block_index: int = Field(description="end block index.")


class ClaudeWebSearchResultLocationCitation(_Model):
    """A web search result."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_search_result_location"] = Field(description="Always `web_search_result_location`.")
    cited_text: str = Field(description="cited text.")
    encrypted_index: str = Field(description="encrypted index.")
    title: Optional[str] = Field(description="title.")
    url: str = Field(description="url.")


class ClaudeSearchResultLocationCitation(_Model):
    """A range of blocks of a search result."""

    model_config = ConfigDict(extra="allow")

    type: Literal["search_result_location"] = Field(description="Always `search_result_location`.")
    cited_text: str = Field(description="cited text.")
    search_result_index: int = Field(description="search result index.")
    source: str = Field(description="source.")
    title: Optional[str] = Field(description="title.")
    start_block_index: int = Field(description="start block index.")
    end_block_index: int = Field(description="end block index.")


class ClaudeRequest(_Model):
    """A Messages API request body (`POST /v1/messages`): the top-level `system` prompt, `messages`, and the settings the @anthropic-ai/sdk's `MessageCreateParams` types, the ones converters map typed (`model`, `max_tokens`, `tools` with server tools, `tool_choice`, `thinking`, `output_config`, `stop_sequences`, sampling). Other settings (`metadata`, `service_tier`, `container`…) pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"system", "model", "max_tokens", "tools", "tool_choice", "thinking", "output_config", "stop_sequences", "temperature", "top_p", "top_k"})

    system: Optional[ClaudeSystem] = Field(default=None)
    messages: ClaudeMessages
    model: Optional[str] = Field(default=None, description="The model id.")
    max_tokens: Optional[int] = Field(default=None, description="The most tokens the answer may have (required by the API; thinking counts toward it).")
    tools: Optional[List[ClaudeToolDefinition]] = Field(default=None, description="The tools the model may call: custom tools (`input_schema`) and server tools (`type` such as `web_search_20250305`).")
    tool_choice: Optional[ClaudeToolChoice] = Field(default=None)
    thinking: Optional[ClaudeThinkingConfig] = Field(default=None)
    output_config: Optional[ClaudeOutputConfig] = Field(default=None)
    stop_sequences: Optional[List[str]] = Field(default=None, description="Sequences that end the answer.")
    temperature: Optional[float] = Field(default=None, description="Sampling temperature, 0 to 1.")
    top_p: Optional[float] = Field(default=None, description="Nucleus sampling.")
    top_k: Optional[int] = Field(default=None, description="Sample only from the K most likely tokens.")


class ClaudeToolDefinition(_Model):
    """A tool: a custom tool (`name`, `input_schema`, `type` absent or `custom`) or a server tool (its `type`, e.g. `web_search_20250305`, and usually `name`; a toolset such as `browser_20260801` has none). Other fields (`cache_control`, `strict`, `defer_loading`…) pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"name", "description", "input_schema", "strict"})

    type: Optional[str] = Field(default=None, description="`custom`, absent or null for a custom tool; a server tool's versioned type otherwise.")
    name: Optional[str] = Field(default=None, description="The tool's name, as the model calls it.")
    description: Optional[str] = Field(default=None, description="What the tool does.")
    input_schema: Optional[ClaudeToolDefinitionInputSchema] = Field(default=None, description="The JSON Schema of a custom tool's input (an object schema).")
    strict: Optional[bool] = Field(default=None, description="Enforce `input_schema` exactly (strict tool use).")


class ClaudeToolDefinitionInputSchema(_Model):
    """The JSON Schema of a custom tool's input (an object schema)."""

    model_config = ConfigDict(extra="allow")



class ClaudeToolChoiceAuto(_Model):
    """The model decides."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"disable_parallel_tool_use"})

    type: Literal["auto"] = Field(description="Always `auto`.")
    disable_parallel_tool_use: Optional[bool] = Field(default=None, description="Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).")


class ClaudeToolChoiceAny(_Model):
    """The model must call some tool."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"disable_parallel_tool_use"})

    type: Literal["any"] = Field(description="Always `any`.")
    disable_parallel_tool_use: Optional[bool] = Field(default=None, description="Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).")


class ClaudeToolChoiceTool(_Model):
    """The model must call this tool."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"disable_parallel_tool_use"})

    type: Literal["tool"] = Field(description="Always `tool`.")
    name: str = Field(description="The tool's name.")
    disable_parallel_tool_use: Optional[bool] = Field(default=None, description="Allow at most one tool call in the answer (`auto`: at most one; `any`/`tool`: exactly one).")


class ClaudeToolChoiceNone(_Model):
    """The model must not call a tool."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["none"] = Field(description="Always `none`.")


class ClaudeThinkingEnabled(_Model):
    """Thinking with a token budget (at least 1,024, below `max_tokens`)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["enabled"] = Field(description="Always `enabled`.")
    budget_tokens: int = Field(description="The thinking budget in tokens.")
    display: Optional[Literal["summarized", "omitted"]] = Field(default=None, description="How the thinking is returned.")


class ClaudeThinkingDisabled(_Model):
    """No thinking."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["disabled"] = Field(description="Always `disabled`.")


class ClaudeThinkingAdaptive(_Model):
    """The model decides how much to think (with `output_config.effort`)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["adaptive"] = Field(description="Always `adaptive`.")
    display: Optional[Literal["summarized", "omitted"]] = Field(default=None, description="How the thinking is returned.")


class ClaudeThinkingOther(_Model):
    """A thinking mode converters do not map (`between_tools`…), kept as it is."""

    model_config = ConfigDict(extra="allow")

    type: Annotated[str, _none_of("enabled", "disabled", "adaptive")] = Field(description="The thinking mode.")


class ClaudeOutputConfig(_Model):
    """Output settings (`output_config`): effort and structured output."""

    model_config = ConfigDict(extra="allow")

    effort: Optional[Literal["low", "medium", "high", "xhigh", "max"]] = Field(default=None, description="How much effort the model puts into its answer.")
    format: Optional[ClaudeJsonOutputFormat] = Field(default=None, description="Structured output: JSON matching `schema`.")


class ClaudeJsonOutputFormat(_Model):
    """JSON output matching a JSON Schema (`JSONOutputFormat`)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["json_schema"] = Field(description="Always `json_schema`.")
    schema_: ClaudeJsonOutputFormatSchema = Field(alias="schema", description="The JSON Schema of the answer.")


class ClaudeJsonOutputFormatSchema(_Model):
    """The JSON Schema of the answer."""

    model_config = ConfigDict(extra="allow")



class ClaudeConversation(_Model):
    """The `system` and `messages` of a Messages API request as chat-contract writes them (`toClaudeMessages`): only the blocks it converts, so the value is the SDK's `MessageCreateParams` system and messages without a cast."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"system"})

    system: Optional[ClaudeSystem] = Field(default=None)
    messages: List[ClaudeConversationMessage] = Field(description="The messages, oldest first.")


class ClaudeConversationUserMessage(_Model):
    """A user turn chat-contract writes: tool results first, then text, images and documents."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["user"] = Field(description="Always `user`.")
    content: ClaudeConversationUserMessageContent = Field(description="A string (one text block) or blocks in order.")


class ClaudeConversationAssistantMessage(_Model):
    """A model turn chat-contract writes: thinking, text and tool calls, in their original order."""

    model_config = ConfigDict(extra="forbid")

    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: ClaudeConversationAssistantMessageContent = Field(description="A string (one text block) or blocks in order.")


class ClaudeConversationToolResultBlock(_Model):
    """A tool result chat-contract writes: text, images, documents, and the blocks a Claude history brought along."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"content", "is_error"})

    type: Literal["tool_result"] = Field(description="Always `tool_result`.")
    tool_use_id: ClaudeToolUseId
    content: Optional[ClaudeConversationToolResultBlockContent] = Field(default=None, description="The result: a string or blocks; absent for a tool that returned nothing.")
    is_error: Optional[bool] = Field(default=None, description="True when the tool failed and `content` describes the error.")
    cache_control: CacheControl = Field(default=None)


class ClaudeResponse(_Model):
    """A non-streaming Messages API response (`POST /v1/messages`), as @anthropic-ai/sdk types `Message`: the assistant turn's content blocks (text, thinking and redacted thinking with their signatures, tool_use, server-tool blocks), the stop reason and usage. `{ role: "assistant", content }` is the turn to append; `readResponse(response, { from: "claude" })` reads it into the hub. Other keys (`container`, `stop_details`, …) pass."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"id", "type", "role", "model", "usage"})

    id: Optional[str] = Field(default=None, description="The message's id (`msg_…`).")
    type: Optional[Literal["message"]] = Field(default=None, description="Always `message`.")
    role: Optional[Literal["assistant"]] = Field(default=None, description="Always `assistant`.")
    content: List[ClaudeContentBlock] = Field(description="The blocks the model produced, in order; may be empty.")
    model: Optional[str] = Field(default=None, description="The model that answered.")
    stop_reason: Optional[str] = Field(default=None, description="Why the model stopped: `end_turn`, `max_tokens`, `stop_sequence`, `tool_use`, `pause_turn`, `refusal`, `model_context_window_exceeded`; `null` only in a stream's first event.")
    stop_sequence: Optional[str] = Field(default=None, description="The stop sequence that ended the turn, when one did.")
    usage: Optional[ClaudeUsage] = Field(default=None)


class ClaudeUsage(_Model):
    """Token counts of a Messages API call. `input_tokens` counts only the input after the last cache breakpoint; the cached parts are `cache_read_input_tokens` and `cache_creation_input_tokens`."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"input_tokens", "output_tokens"})

    input_tokens: Optional[int] = Field(default=None, description="Input tokens not read from or written to the cache.")
    output_tokens: Optional[int] = Field(default=None, description="Tokens the model generated, thinking included.")
    cache_creation_input_tokens: Optional[int] = Field(default=None, description="Input tokens written to the cache.")
    cache_read_input_tokens: Optional[int] = Field(default=None, description="Input tokens read from the cache.")
    cache_creation: Optional[ClaudeUsageCacheCreation] = Field(default=None, description="Cache writes by time to live.")
    server_tool_use: Optional[ClaudeUsageServerToolUse] = Field(default=None, description="Server tool requests made, by tool.")
    service_tier: Optional[str] = Field(default=None, description="The tier that served the request.")


class ClaudeUsageCacheCreation(_Model):
    """Cache writes by time to live."""

    model_config = ConfigDict(extra="allow")



class ClaudeUsageServerToolUse(_Model):
    """Server tool requests made, by tool."""

    model_config = ConfigDict(extra="allow")



class GeminiContent(_Model):
    """One turn of a Gemini `contents` array: the user's (text, media, function responses) or the model's (text, thoughts, function calls)."""

    model_config = ConfigDict(extra="forbid")

    role: Optional[Literal["user", "model"]] = Field(default=None, description="Who produced the content: `user` or `model`. Absent means `user`, as Gemini assumes. `null` (google-genai Python's `model_dump()`) is read as absent.")
    parts: List[GeminiPart] = Field(description="The parts of the turn, in order. Gemini answers 400 for a content without parts; converters never write one.")


class GeminiRequest(_Model):
    """A Gemini `generateContent` request body (REST): the system instruction, the contents, and the settings the REST reference's `GenerateContentRequest` has that converters map, typed (`tools` with `functionDeclarations`, `toolConfig`, `generationConfig` with structured output and `thinkingConfig`). Other settings (`safetySettings`, `cachedContent`…) and other fields of those objects pass as they are. `system_instruction` is `systemInstruction` by its proto field name (as google-genai Python writes it); never both."""

    model_config = ConfigDict(extra="allow")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("systemInstruction", "system_instruction",),)

    systemInstruction: Optional[GeminiSystemInstruction] = Field(default=None, description="Instructions that frame the whole conversation (text parts), apart from `contents`. `null` (google-genai Python's `model_dump()`) is read as absent.")
    contents: GeminiContents
    tools: Optional[List[GeminiTool]] = Field(default=None, description="The tools: function declarations and built-in tools (`googleSearch`, `codeExecution`, `urlContext`…). `null` (google-genai Python's `model_dump()`) is read as absent.")
    toolConfig: Optional[GeminiToolConfig] = Field(default=None, description="Tool settings (`functionCallingConfig`). `null` (google-genai Python's `model_dump()`) is read as absent.")
    generationConfig: Optional[GeminiGenerationConfig] = Field(default=None, description="Generation settings (stop sequences, sampling, output limit, thinking, structured output). `null` (google-genai Python's `model_dump()`) is read as absent.")
    system_instruction: Optional[GeminiSystemInstruction] = Field(default=None, description="`systemInstruction` spelled with its proto field name (google-genai Python's `model_dump()`); never both spellings. `null` is read as absent.")


class GeminiTool(_Model):
    """One `Tool`: function declarations, or a built-in tool (`googleSearch`, `codeExecution`, `urlContext`…, which pass as they are)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"functionDeclarations"})

    functionDeclarations: Optional[List[GeminiFunctionDeclaration]] = Field(default=None, description="The functions the model may call.")


class GeminiFunctionDeclaration(_Model):
    """A function (`FunctionDeclaration`): its arguments as `parameters` (Gemini's OpenAPI Schema subset) or `parametersJsonSchema` (JSON Schema), not both."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description", "parameters", "response", "behavior"})

    name: str = Field(description="The function's name (a-z, A-Z, 0-9, underscores, colons, dots and dashes, at most 128).")
    description: Optional[str] = Field(default=None, description="What the function does.")
    parameters: Optional[GeminiFunctionDeclarationParameters] = Field(default=None, description="The arguments, as Gemini's OpenAPI 3.0 Schema subset (`type` in upper case).")
    parametersJsonSchema: Any = Field(default=None, description="The arguments, as JSON Schema.")
    response: Optional[GeminiFunctionDeclarationResponse] = Field(default=None, description="The result, as Gemini's OpenAPI Schema subset.")
    responseJsonSchema: Any = Field(default=None, description="The result, as JSON Schema.")
    behavior: Optional[Literal["UNSPECIFIED", "BLOCKING", "NON_BLOCKING"]] = Field(default=None, description="Whether the model waits for the result (Live API).")


class GeminiFunctionDeclarationParameters(_Model):
    """The arguments, as Gemini's OpenAPI 3.0 Schema subset (`type` in upper case)."""

    model_config = ConfigDict(extra="allow")



class GeminiFunctionDeclarationResponse(_Model):
    """The result, as Gemini's OpenAPI Schema subset."""

    model_config = ConfigDict(extra="allow")



class GeminiToolConfig(_Model):
    """Tool settings (`toolConfig`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"functionCallingConfig"})

    functionCallingConfig: Optional[GeminiFunctionCallingConfig] = Field(default=None)


class GeminiFunctionCallingConfig(_Model):
    """How the model calls functions (`FunctionCallingConfig`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"mode", "allowedFunctionNames"})

    mode: Optional[Literal["MODE_UNSPECIFIED", "AUTO", "ANY", "NONE", "VALIDATED"]] = Field(default=None, description="`AUTO` (default): the model decides; `ANY`: it must call one; `NONE`: no call; `VALIDATED`: it decides, calls checked against the schema.")
    allowedFunctionNames: Optional[List[str]] = Field(default=None, description="With `ANY` (or `VALIDATED`): the functions it may call.")


class GeminiGenerationConfig(_Model):
    """Generation settings (`GenerationConfig`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"stopSequences", "responseMimeType", "responseSchema", "candidateCount", "maxOutputTokens", "temperature", "topP", "topK", "seed", "presencePenalty", "frequencyPenalty", "thinkingConfig"})

    stopSequences: Optional[List[str]] = Field(default=None, description="Up to 5 sequences that end the answer.")
    responseMimeType: Optional[str] = Field(default=None, description="`text/plain` (default), `application/json`, or `text/x.enum`.")
    responseSchema: Optional[GeminiGenerationConfigResponseSchema] = Field(default=None, description="The answer's schema, as Gemini's OpenAPI Schema subset (with `responseMimeType: application/json`).")
    responseJsonSchema: Any = Field(default=None, description="The answer's schema, as JSON Schema (with `responseMimeType: application/json`).")
    candidateCount: Optional[int] = Field(default=None, description="How many answers to generate.")
    maxOutputTokens: Optional[int] = Field(default=None, description="The most tokens an answer may have.")
    temperature: Optional[float] = Field(default=None, description="Sampling temperature.")
    topP: Optional[float] = Field(default=None, description="Nucleus sampling.")
    topK: Optional[int] = Field(default=None, description="Sample only from the K most likely tokens.")
    seed: Optional[int] = Field(default=None, description="A seed for sampling.")
    presencePenalty: Optional[float] = Field(default=None, description="Penalty for tokens already in the answer.")
    frequencyPenalty: Optional[float] = Field(default=None, description="Penalty by how often a token occurred.")
    thinkingConfig: Optional[GeminiThinkingConfig] = Field(default=None)


class GeminiGenerationConfigResponseSchema(_Model):
    """The answer's schema, as Gemini's OpenAPI Schema subset (with `responseMimeType: application/json`)."""

    model_config = ConfigDict(extra="allow")



class GeminiThinkingConfig(_Model):
    """Thinking settings (`ThinkingConfig`): a budget (2.5 models) or a level (Gemini 3), not both."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"includeThoughts", "thinkingBudget", "thinkingLevel"})

    includeThoughts: Optional[bool] = Field(default=None, description="Return thought summaries.")
    thinkingBudget: Optional[int] = Field(default=None, description="The thinking budget in tokens: 0 off, -1 dynamic.")
    thinkingLevel: Optional[Literal["THINKING_LEVEL_UNSPECIFIED", "MINIMAL", "LOW", "MEDIUM", "HIGH", "XHIGH"]] = Field(default=None, description="The thinking level (Gemini 3).")


class GeminiSystemInstruction(_Model):
    """Instructions that frame the whole conversation (`systemInstruction`, apart from `contents`): text parts only."""

    model_config = ConfigDict(extra="forbid")

    role: Optional[str] = Field(default=None, description="Gemini ignores a role here; converters drop it with a warning. `null` (google-genai Python's `model_dump()`) is read as absent.")
    parts: List[GeminiSystemPart] = Field(description="The instructions, one text part each.")


class GeminiSystemPart(_Model):
    """One text of the system instruction."""

    model_config = ConfigDict(extra="forbid")

    text: str = Field(description="The text.")
    thought: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    thoughtSignature: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    thought_signature: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    inlineData: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    fileData: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    functionCall: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    functionResponse: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    executableCode: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    codeExecutionResult: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    inline_data: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    file_data: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    function_call: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    function_response: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    executable_code: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    code_execution_result: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    mediaResolution: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    videoMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    toolCall: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    toolResponse: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    partMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    audioTranscription: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    mediaProcessing: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    speechMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    documentMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    spreadsheetMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    audioMetadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    media_resolution: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    video_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    tool_call: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    tool_response: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    part_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    audio_transcription: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    media_processing: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    speech_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    document_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    spreadsheet_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")
    audio_metadata: None = Field(default=None, description="A field of google-genai Python's `Part` that a system instruction's text part does not hold; only `null` (as `model_dump()` writes every unset field) is accepted.")


class GeminiTextPart(_Model):
    """Text, the user's or the model's; with `thought: true`, the model's thinking."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    text: str = Field(description="The text. With `thought: true`, the model's thinking.")
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `text` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiInlineDataPart(_Model):
    """Media sent inline as base64 (an image, audio, video or a PDF)."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    inlineData: GeminiBlob
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inlineData` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFileDataPart(_Model):
    """Media referred to by URI: a file uploaded with the Files API, a Cloud Storage object, or a URL."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    fileData: GeminiFileData
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `fileData` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionCallPart(_Model):
    """A function the model called. In a parallel batch Gemini 3 signs only the first call; each sequential step's first call is signed."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    functionCall: GeminiFunctionCall
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionCall` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionResponsePart(_Model):
    """The result of a function call, sent in a `user` content. The responses to one batch of calls go together in one content, after all the calls, in the calls' order."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    functionResponse: GeminiFunctionResponse
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `functionResponse` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiExecutableCodePart(_Model):
    """Code the model wrote for the code execution tool to run."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    executableCode: GeminiExecutableCode
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    codeExecutionResult: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executableCode` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiCodeExecutionResultPart(_Model):
    """What running the model's code produced."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    codeExecutionResult: GeminiCodeExecutionResult
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    inlineData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    fileData: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    functionCall: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    functionResponse: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    executableCode: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `codeExecutionResult` here.")
    mediaResolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolCall: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    toolResponse: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partMetadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioTranscription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speechMetadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiBlob(_Model):
    """Inline bytes with their media type."""

    model_config = ConfigDict(extra="forbid")

    mimeType: Annotated[str, Field(min_length=1)] = Field(description="The IANA media type, e.g. `image/png`.")
    data: GeminiBase64
    displayName: None = Field(default=None, description="The blob's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFileData(_Model):
    """A file by URI."""

    model_config = ConfigDict(extra="forbid")

    mimeType: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The IANA media type. Optional in the REST reference; some models need it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    fileUri: Annotated[str, Field(min_length=1)] = Field(description="The file's URI.")
    displayName: None = Field(default=None, description="The file's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionCall(_Model):
    """A function call: the function's name and its arguments as a JSON object."""

    model_config = ConfigDict(extra="forbid")

    id: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The call's id, when the API gave one; the response to it carries the same id. The Gemini API often returns calls without one. `null` (google-genai Python's `model_dump()`) is read as absent.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The function's name.")
    args: Optional[Dict[str, Any]] = Field(default=None, description="The arguments as a JSON object. Absent means no arguments. `null` (google-genai Python's `model_dump()`) is read as absent.")
    partialArgs: None = Field(default=None, description="Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    partial_args: None = Field(default=None, description="Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    willContinue: None = Field(default=None, description="Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    will_continue: None = Field(default=None, description="Streamed function call arguments (`partialArgs`, `willContinue`): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionResponse(_Model):
    """A function's result."""

    model_config = ConfigDict(extra="forbid")

    id: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The id of the call this answers, when the call had one. `null` (google-genai Python's `model_dump()`) is read as absent.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The name of the function that was called (the call's `name`).")
    response: Dict[str, Any] = Field(description="The result as a JSON object. By Gemini's convention `output` holds the output and `error` the error details; without either key the whole object is the output.")
    parts: Optional[List[GeminiFunctionResponseMedia]] = Field(default=None, description="Media the function returned (Gemini 3 and newer), after `response`. `null` (google-genai Python's `model_dump()`) is read as absent.")
    willContinue: None = Field(default=None, description="A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    scheduling: None = Field(default=None, description="A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionResponseMedia(_Model):
    """One medium a function returned, inline."""

    model_config = ConfigDict(extra="forbid")

    inlineData: GeminiFunctionResponseBlob
    fileData: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaProcessing: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    mediaResolution: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    videoMetadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    documentMetadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheetMetadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audioMetadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiFunctionResponseBlob(_Model):
    """Inline bytes a function returned, with their media type."""

    model_config = ConfigDict(extra="forbid")

    mimeType: Annotated[str, Field(min_length=1)] = Field(description="The IANA media type, e.g. `image/png`.")
    data: GeminiBase64
    displayName: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="A name the model can refer to the medium by. `null` (google-genai Python's `model_dump()`) is read as absent.")


class GeminiExecutableCode(_Model):
    """Code for the code execution tool."""

    model_config = ConfigDict(extra="forbid")

    id: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The id the result refers to, when the API gave one. `null` (google-genai Python's `model_dump()`) is read as absent.")
    language: Literal["LANGUAGE_UNSPECIFIED", "PYTHON"] = Field(description="The code's language; only `PYTHON` runs.")
    code: str = Field(description="The code.")


class GeminiCodeExecutionResult(_Model):
    """The outcome of running `executableCode`."""

    model_config = ConfigDict(extra="forbid")

    id: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The id of the code this is the result of, when the API gave one. `null` (google-genai Python's `model_dump()`) is read as absent.")
    outcome: Literal["OUTCOME_UNSPECIFIED", "OUTCOME_OK", "OUTCOME_FAILED", "OUTCOME_DEADLINE_EXCEEDED"] = Field(description="How the run ended.")
    output: Optional[str] = Field(default=None, description="What the code printed (stdout), or the error when it failed. `null` (google-genai Python's `model_dump()`) is read as absent.")


class GeminiResponse(_Model):
    """A non-streaming `generateContent` response, as @google/genai types `GenerateContentResponse` (REST field names): the candidates, each with the model content to append to `contents`, plus prompt feedback, usage, model version and response id. `readResponse(response, { from: "gemini" })` reads it into the hub. Other keys pass."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"candidates", "promptFeedback", "usageMetadata", "modelVersion", "responseId", "createTime"})

    candidates: Optional[List[GeminiCandidate]] = Field(default=None, description="The answers, one per `candidateCount`; absent when the prompt was blocked (see `promptFeedback`).")
    promptFeedback: Optional[GeminiPromptFeedback] = Field(default=None)
    usageMetadata: Optional[GeminiUsageMetadata] = Field(default=None)
    modelVersion: Optional[str] = Field(default=None, description="The model version that answered.")
    responseId: Optional[str] = Field(default=None, description="The response's id.")
    createTime: Optional[str] = Field(default=None, description="When the response was created (RFC 3339).")


class GeminiCandidate(_Model):
    """One answer of a Gemini response. `safetyRatings`, `citationMetadata`, `groundingMetadata`, `logprobsResult` and other keys pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"content", "finishReason", "finishMessage", "index", "avgLogprobs"})

    content: Optional[GeminiCandidateContent] = Field(default=None)
    finishReason: Optional[str] = Field(default=None, description="Why the model stopped: `STOP`, `MAX_TOKENS`, `SAFETY`, `RECITATION`, `LANGUAGE`, `OTHER`, `BLOCKLIST`, `PROHIBITED_CONTENT`, `SPII`, `MALFORMED_FUNCTION_CALL`, `IMAGE_SAFETY`, `UNEXPECTED_TOOL_CALL`, `TOO_MANY_TOOL_CALLS`, `MISSING_THOUGHT_SIGNATURE`, …")
    finishMessage: Optional[str] = Field(default=None, description="More detail on the finish reason.")
    index: Optional[int] = Field(default=None, description="The candidate's place in `candidates`.")
    avgLogprobs: Optional[float] = Field(default=None, description="The average log probability of the candidate's tokens.")
    safetyRatings: Any = Field(default=None, description="The candidate's safety ratings. Passed as it is.")
    citationMetadata: Any = Field(default=None, description="Sources the candidate recites. Passed as it is.")
    groundingMetadata: Any = Field(default=None, description="Grounding sources (Search, Maps, …) of the candidate. Passed as it is.")
    urlContextMetadata: Any = Field(default=None, description="The URLs the URL-context tool read. Passed as it is.")
    logprobsResult: Any = Field(default=None, description="Token log probabilities, when requested. Passed as it is.")


class GeminiCandidateContent(_Model):
    """The model content of a candidate: the parts to append as a `model` content. `parts` is absent when the model produced nothing (a `MAX_TOKENS` finish spent on thinking, a safety stop)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"role", "parts"})

    role: Optional[Literal["model"]] = Field(default=None, description="Always `model` when present.")
    parts: Optional[List[GeminiPart]] = Field(default=None, description="The parts, in order: thoughts, text, function calls, each perhaps with a `thoughtSignature`.")


class GeminiPromptFeedback(_Model):
    """Whether the prompt was blocked, and its safety ratings."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"blockReason", "blockReasonMessage"})

    blockReason: Optional[str] = Field(default=None, description="Why the prompt was blocked: `SAFETY`, `OTHER`, `BLOCKLIST`, `PROHIBITED_CONTENT`, `IMAGE_SAFETY`, …; absent when it was not.")
    blockReasonMessage: Optional[str] = Field(default=None, description="More detail on the block reason.")
    safetyRatings: Any = Field(default=None, description="The prompt's safety ratings. Passed as it is.")


class GeminiUsageMetadata(_Model):
    """Token counts of a Gemini call. `promptTokenCount` includes the cached tokens; `candidatesTokenCount` does not include the thinking tokens (`thoughtsTokenCount`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"promptTokenCount", "cachedContentTokenCount", "candidatesTokenCount", "thoughtsTokenCount", "toolUsePromptTokenCount", "totalTokenCount"})

    promptTokenCount: Optional[int] = Field(default=None, description="Tokens of the prompt, cached content included.")
    cachedContentTokenCount: Optional[int] = Field(default=None, description="Prompt tokens read from the cache.")
    candidatesTokenCount: Optional[int] = Field(default=None, description="Tokens of the candidates, thinking excluded.")
    thoughtsTokenCount: Optional[int] = Field(default=None, description="Tokens the model spent thinking.")
    toolUsePromptTokenCount: Optional[int] = Field(default=None, description="Tokens of tool-use prompts.")
    totalTokenCount: Optional[int] = Field(default=None, description="All tokens of the call.")
    promptTokensDetails: Any = Field(default=None, description="Prompt tokens by modality. Passed as it is.")
    cacheTokensDetails: Any = Field(default=None, description="Cached tokens by modality. Passed as it is.")
    candidatesTokensDetails: Any = Field(default=None, description="Candidate tokens by modality. Passed as it is.")
    toolUsePromptTokensDetails: Any = Field(default=None, description="Tool-use prompt tokens by modality. Passed as it is.")
    trafficType: Any = Field(default=None, description="Vertex AI: whether the call was on demand or provisioned throughput. Passed as it is.")


class GeminiSnakeInlineDataPart(_Model):
    """Media sent inline as base64 (an image, audio, video or a PDF). Spelled with the proto field name `inline_data` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    inline_data: GeminiSnakeBlob
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `inline_data` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFileDataPart(_Model):
    """Media referred to by URI: a file uploaded with the Files API, a Cloud Storage object, or a URL. Spelled with the proto field name `file_data` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    file_data: GeminiSnakeFileData
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `file_data` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFunctionCallPart(_Model):
    """A function the model called. In a parallel batch Gemini 3 signs only the first call; each sequential step's first call is signed. Spelled with the proto field name `function_call` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    function_call: GeminiFunctionCall
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_call` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFunctionResponsePart(_Model):
    """The result of a function call, sent in a `user` content. The responses to one batch of calls go together in one content, after all the calls, in the calls' order. Spelled with the proto field name `function_response` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    function_response: GeminiSnakeFunctionResponse
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `function_response` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeExecutableCodePart(_Model):
    """Code the model wrote for the code execution tool to run. Spelled with the proto field name `executable_code` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    executable_code: GeminiExecutableCode
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    code_execution_result: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `executable_code` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeCodeExecutionResultPart(_Model):
    """What running the model's code produced. Spelled with the proto field name `code_execution_result` (google-genai Python's `model_dump()`), the object inside it too."""

    model_config = ConfigDict(extra="forbid")
    __exclusive__: ClassVar[tuple[tuple[str, ...], ...]] = (("thoughtSignature", "thought_signature",),)

    code_execution_result: GeminiCodeExecutionResult
    thought: Optional[bool] = Field(default=None, description="True on a part that holds the model's thinking (a thought summary when `includeThoughts` is on). Only model contents carry it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    thoughtSignature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    thought_signature: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="Gemini's opaque signature of the reasoning behind this part (base64 as returned). Pass it back exactly where it was received: Gemini 3 answers 400 when the first function call of a step in the current turn comes back without its signature. Either spelling, never both: `thoughtSignature` (the JSON name) or `thought_signature` (the proto field name, as google-genai Python's `model_dump()` writes it). `null` (google-genai Python's `model_dump()`) is read as absent.")
    text: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    inline_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    file_data: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    function_call: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    function_response: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    executable_code: None = Field(default=None, description="Another data field of the part, only as `null` (google-genai Python's `model_dump()` writes every unset field): a part holds exactly one data field, `code_execution_result` here.")
    media_resolution: None = Field(default=None, description="The media resolution of this part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="The clip and frame rate of a video part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_call: None = Field(default=None, description="A server-side tool call (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    tool_response: None = Field(default=None, description="A server-side tool response (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    part_metadata: None = Field(default=None, description="Custom metadata of a streamed part: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_transcription: None = Field(default=None, description="A transcription of audio (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="Media processing settings: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    speech_metadata: None = Field(default=None, description="Speech metadata (Live API): a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="Document metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="Spreadsheet metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="Audio metadata: a field google-genai Python's `Part` has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeBlob(_Model):
    """Inline bytes with their media type, spelled with the proto field names (`mime_type`)."""

    model_config = ConfigDict(extra="forbid")

    mime_type: Annotated[str, Field(min_length=1)] = Field(description="The IANA media type, e.g. `image/png`.")
    data: GeminiBase64
    display_name: None = Field(default=None, description="The blob's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFileData(_Model):
    """A file by URI, spelled with the proto field names (`mime_type`, `file_uri`)."""

    model_config = ConfigDict(extra="forbid")

    mime_type: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The IANA media type. Optional in the REST reference; some models need it. `null` (google-genai Python's `model_dump()`) is read as absent.")
    file_uri: Annotated[str, Field(min_length=1)] = Field(description="The file's URI.")
    display_name: None = Field(default=None, description="The file's display name (Vertex AI only): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFunctionResponseBlob(_Model):
    """Inline bytes a function returned, spelled with the proto field names (`mime_type`, `display_name`)."""

    model_config = ConfigDict(extra="forbid")

    mime_type: Annotated[str, Field(min_length=1)] = Field(description="The IANA media type, e.g. `image/png`.")
    data: GeminiBase64
    display_name: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="A name the model can refer to the medium by. `null` (google-genai Python's `model_dump()`) is read as absent.")


class GeminiSnakeFunctionResponseMedia(_Model):
    """One medium a function returned, inline, spelled with the proto field names (`inline_data`)."""

    model_config = ConfigDict(extra="forbid")

    inline_data: GeminiSnakeFunctionResponseBlob
    file_data: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_processing: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    media_resolution: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    video_metadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    document_metadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    spreadsheet_metadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    audio_metadata: None = Field(default=None, description="A medium by URI and the media settings of `FunctionResponsePart`: a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class GeminiSnakeFunctionResponse(_Model):
    """A function's result, its media spelled with the proto field names."""

    model_config = ConfigDict(extra="forbid")

    id: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The id of the call this answers, when the call had one. `null` (google-genai Python's `model_dump()`) is read as absent.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The name of the function that was called (the call's `name`).")
    response: Dict[str, Any] = Field(description="The result as a JSON object. By Gemini's convention `output` holds the output and `error` the error details; without either key the whole object is the output.")
    parts: Optional[List[GeminiSnakeFunctionResponseMedia]] = Field(default=None, description="Media the function returned (Gemini 3 and newer), after `response`. `null` (google-genai Python's `model_dump()`) is read as absent.")
    will_continue: None = Field(default=None, description="A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")
    scheduling: None = Field(default=None, description="A non-blocking call's continuation and scheduling (Live API): a field google-genai Python has and chat-contract does not carry; only `null` (as `model_dump()` writes it for an unset field) is accepted, any value is rejected.")


class ResponsesRequest(_Model):
    """A Responses API request body (`POST /v1/responses`): `input` (a string, or the items), `instructions`, and the settings the openai SDK's `ResponseCreateParams` types, the ones converters map typed (`tools`, hosted ones included, `tool_choice`, `parallel_tool_calls`, `text.format`, `reasoning`, `max_output_tokens`, sampling). Other settings (`store`, `previous_response_id`, `include`…) pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"model", "tools", "tool_choice", "text", "reasoning"})

    input: ResponsesRequestInput = Field(description="The conversation: one user message as a string, or the input items, oldest first.")
    instructions: Optional[str] = Field(default=None, description="The system (developer) message of this request; it is not carried to the next one by `previous_response_id`. `null` is the same as absent.")
    model: Optional[str] = Field(default=None, description="The model id.")
    tools: Optional[List[ToolDefinition]] = Field(default=None, description="The tools the model may call: functions and hosted tools.")
    tool_choice: Optional[ResponsesToolChoice] = Field(default=None)
    parallel_tool_calls: Optional[bool] = Field(default=None, description="Whether the model may call several tools in one turn (default true).")
    text: Optional[ResponsesTextConfig] = Field(default=None)
    reasoning: Optional[ResponsesReasoning] = Field(default=None)
    max_output_tokens: Optional[int] = Field(default=None, description="The most tokens the answer may have, reasoning tokens included.")
    temperature: Optional[float] = Field(default=None, description="Sampling temperature, 0 to 2.")
    top_p: Optional[float] = Field(default=None, description="Nucleus sampling.")


class ResponsesToolChoiceFunction(_Model):
    """The model must call this function."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The function's name.")


class ResponsesToolChoiceAllowed(_Model):
    """The model may (`auto`) or must (`required`) call one of these tools only."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["allowed_tools"] = Field(description="Always `allowed_tools`.")
    mode: Literal["auto", "required"] = Field(description="`auto`: a call is optional; `required`: at least one call.")
    tools: List[ResponsesToolChoiceAllowedToolsItem] = Field(description="The tools allowed.")


class ResponsesToolChoiceAllowedToolsItem(_Model):
    """A tool, as in `tools` (`{type: "function", name}`)."""

    model_config = ConfigDict(extra="allow")



class ResponsesToolChoiceOther(_Model):
    """A hosted, MCP or custom tool the model must use, kept as it is."""

    model_config = ConfigDict(extra="allow")

    type: Annotated[str, _none_of("function", "allowed_tools")] = Field(description="The tool's type (`file_search`, `web_search_preview`, `mcp`, `custom`…).")


class ResponsesTextConfig(_Model):
    """The answer's text settings (`text`)."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"format"})

    format: Optional[ResponsesTextFormat] = Field(default=None)
    verbosity: Optional[Literal["low", "medium", "high"]] = Field(default=None, description="How long the answer is.")


class ResponsesTextFormatJsonObject(_Model):
    """JSON mode: any JSON object."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["json_object"] = Field(description="Always `json_object`.")


class ResponsesReasoning(_Model):
    """Reasoning settings (`reasoning`)."""

    model_config = ConfigDict(extra="allow")

    effort: Optional[Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"]] = Field(default=None, description="How much the model thinks before answering.")
    summary: Optional[Literal["auto", "concise", "detailed"]] = Field(default=None, description="The reasoning summary to return.")
    generate_summary: Optional[Literal["auto", "concise", "detailed"]] = Field(default=None, description="Deprecated spelling of `summary`.")


class NewUserMessageItem(_Model):
    """A user turn: plain text, or a list of text, image and file parts."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["user"] = Field(description="Always `user`.")
    content: MessageContent


class NewSystemMessageItem(_Model):
    """A system instruction placed among the input items (the request's top-level `instructions` is the other place for it)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["system"] = Field(description="Always `system`.")
    content: MessageContent


class NewDeveloperMessageItem(_Model):
    """A developer instruction; OpenAI's newer name for a system message, ranked above user messages."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["developer"] = Field(description="Always `developer`.")
    content: MessageContent


class NewAssistantMessageItem(_Model):
    """An earlier assistant turn replayed as plain text, without an id. OpenAI rejects `input_text` parts in assistant messages; output parts without an id are a `NewAssistantPartsMessageItem`."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: str = Field(description="The assistant's text.")
    phase: MessagePhase = Field(default=None)


class NewAssistantPartsMessageItem(_Model):
    """An earlier assistant turn replayed without an id as the parts of a response's output message: `{role, content}` of each `response.output` message, the way OpenAI's conversation-state guide keeps state by hand. The API takes it; the openai SDK types output parts only with an id and status, so this one variant is not a `ResponseInputItem` in TypeScript, and converters never write it."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["assistant"] = Field(description="Always `assistant`.")
    content: List[EasyOutputContent] = Field(description="Output text and refusal parts, in order.")
    phase: MessagePhase = Field(default=None)


class InputMessageItem(_Model):
    """A user, system or developer message whose content is a list of parts, optionally with a status (the form the API returns when it lists input items)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type", "status"})

    type: Optional[MessageType] = Field(default=None)
    role: Literal["user", "system", "developer"] = Field(description="Who wrote the message.")
    content: List[InputContent] = Field(description="The parts of the message, in order.")
    status: Optional[ItemStatus] = Field(default=None)


class AssistantMessageItem(_Model):
    """An assistant message as the API produced it (an output message), replayed with its id and status."""

    model_config = ConfigDict(extra="forbid")

    id: Annotated[str, Field(min_length=1)] = Field(description="The id the API gave the message (`msg_…`). With `store: false` an id the server never stored is rejected.")
    type: Literal["message"] = Field(description="Always `message`; required on output messages.")
    role: Literal["assistant"] = Field(description="Always `assistant`.")
    status: ItemStatus
    content: List[OutputContent] = Field(description="Output text and refusal parts, in order.")
    phase: MessagePhase = Field(default=None)


class FunctionCallItem(_Model):
    """A function (tool) call the model made. Its answer is a `function_call_output` with the same `call_id`, which must come before the next user message."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function_call"] = Field(description="Always `function_call`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output. Open Responses allows at most 64 characters.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The function's name. OpenAI and Open Responses allow 1–64 characters of `[a-zA-Z0-9_-]`.")
    arguments: str = Field(description="The arguments as raw JSON text, exactly as the model produced them.")
    id: Optional[Annotated[str, Field(pattern="^fc")]] = Field(default=None, description="The server's item id. Optional; OpenAI rejects an id that does not start with `fc`, so converters never invent one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    status: Optional[ItemStatus] = Field(default=None, description="The item's status as the API reported it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    namespace: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The namespace of the tool the call is for, when the tool was defined in one; `null` is the same as absent.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")


class FunctionCallOutputItem(_Model):
    """The result of a function call, answering the `function_call` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["function_call_output"] = Field(description="Always `function_call_output`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    output: ToolOutput
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ReasoningItem(_Model):
    """The model's reasoning from an earlier turn, replayed so reasoning models keep their chain across tool calls. Must be followed by the item it belongs to. `id` is required by OpenAI (Open Responses makes it optional); Open Responses also wants `content` absent."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["reasoning"] = Field(description="Always `reasoning`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The reasoning item's id (`rs_…`). With `store: false` pass `encrypted_content` too.")
    summary: List[SummaryText] = Field(description="Readable summaries of the reasoning; may be empty.")
    content: Optional[List[ReasoningText]] = Field(default=None, description="The reasoning text itself, where the provider returns it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    encrypted_content: Optional[str] = Field(default=None, description="Opaque encrypted reasoning that lets a stateless request carry it back. Pass it unchanged.")
    status: Optional[ItemStatus] = Field(default=None, description="The item's status as the API reported it. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class SummaryText(_Model):
    """One reasoning summary paragraph."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["summary_text"] = Field(description="Always `summary_text`.")
    text: str = Field(description="The summary.")


class ReasoningText(_Model):
    """Reasoning text as the provider returned it."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["reasoning_text"] = Field(description="Always `reasoning_text`.")
    text: str = Field(description="The reasoning.")


class ItemReference(_Model):
    """A reference to an item the server stored earlier, by id. Only valid when the server stored it (not with `store: false`)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"type"})

    type: Optional[Literal["item_reference"]] = Field(default=None, description="Always `item_reference`; may be omitted.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The id of the stored item.")


class CustomToolCallItem(_Model):
    """A call to a custom (free-form input) tool."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["custom_tool_call"] = Field(description="Always `custom_tool_call`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output.")
    name: Annotated[str, Field(min_length=1)] = Field(description="The tool's name.")
    input: str = Field(description="The tool input as the model wrote it.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    namespace: Optional[Annotated[str, Field(min_length=1)]] = Field(default=None, description="The namespace of the tool the call is for, when the tool was defined in one; `null` is the same as absent.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")


class CustomToolCallOutputItem(_Model):
    """The result of a custom tool call, answering the call with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["custom_tool_call_output"] = Field(description="Always `custom_tool_call_output`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    output: ToolOutput
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class WebSearchCallItem(_Model):
    """A hosted web search the model ran, replayed as history."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["web_search_call"] = Field(description="Always `web_search_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id (`ws_…`).")
    status: Literal["in_progress", "searching", "completed", "failed", "incomplete"] = Field(description="Where the search got to.")
    action: WebSearchAction


class WebSearchSearchAction(_Model):
    """A search query."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["search"] = Field(description="Always `search`.")
    query: Optional[str] = Field(default=None, description="The query. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    queries: Optional[List[str]] = Field(default=None, description="All queries run. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    sources: Optional[List[WebSearchSource]] = Field(default=None, description="The sources consulted. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class WebSearchSource(_Model):
    """A source URL."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["url"] = Field(description="Always `url`.")
    url: str = Field(description="The source's URL.")


class WebSearchOpenPageAction(_Model):
    """Opening a page."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["open_page"] = Field(description="Always `open_page`.")
    url: Optional[str] = Field(default=None, description="The page opened.")


class WebSearchFindAction(_Model):
    """Finding a pattern in a page."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["find_in_page"] = Field(description="Always `find_in_page`.")
    pattern: str = Field(description="The text looked for.")
    url: str = Field(description="The page searched.")


class FileSearchCallItem(_Model):
    """A hosted file search the model ran, replayed as history."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["file_search_call"] = Field(description="Always `file_search_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id (`fs_…`).")
    status: Literal["in_progress", "searching", "completed", "incomplete", "failed"] = Field(description="Where the search got to.")
    queries: List[str] = Field(description="The queries run.")
    results: Optional[List[FileSearchResult]] = Field(default=None, description="The matches found, when requested.")


class FileSearchResult(_Model):
    """One file search match."""

    model_config = ConfigDict(extra="forbid")

    file_id: Optional[str] = Field(default=None, description="The file's id. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    filename: Optional[str] = Field(default=None, description="The file's name. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    score: Optional[float] = Field(default=None, description="Relevance, 0 to 1. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    text: Optional[str] = Field(default=None, description="The matching text. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    attributes: Optional[Dict[str, FileSearchResultAttributesValue]] = Field(default=None, description="The file's attributes.")


class ImageGenerationCallItem(_Model):
    """A hosted image generation the model ran, replayed as history."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["image_generation_call"] = Field(description="Always `image_generation_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id (`ig_…`).")
    status: Literal["in_progress", "completed", "generating", "failed"] = Field(description="Where the generation got to.")
    result: Optional[str] = Field(description="The generated image, base64, or `null` while not done.")


class ComputerCallItem(_Model):
    """A computer-use action the model asked for. Its answer is a `computer_call_output` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["computer_call"] = Field(description="Always `computer_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output.")
    pending_safety_checks: List[SafetyCheck] = Field(description="Checks the output must acknowledge.")
    status: ItemStatus
    action: Optional[ComputerAction] = Field(default=None, description="One action of a computer-use call, selected by `type`. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    actions: Optional[List[ComputerAction]] = Field(default=None, description="Several actions, in order. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class ComputerCallOutputItem(_Model):
    """The screenshot answering a `computer_call` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["computer_call_output"] = Field(description="Always `computer_call_output`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    output: ComputerScreenshot
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    acknowledged_safety_checks: Optional[List[SafetyCheck]] = Field(default=None, description="The pending checks of the call that the user acknowledged.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ToolSearchCallItem(_Model):
    """A search for tools the model ran (server side) or asked the client to run."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"execution"})

    type: Literal["tool_search_call"] = Field(description="Always `tool_search_call`.")
    arguments: Any = Field(description="The search's arguments, as the model gave them.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    call_id: Optional[str] = Field(default=None, description="Pairs a client-run search with its output.")
    execution: Optional[Literal["server", "client"]] = Field(default=None, description="Who runs the search.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ToolSearchOutputItem(_Model):
    """The tools a tool search found."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"execution"})

    type: Literal["tool_search_output"] = Field(description="Always `tool_search_output`.")
    tools: List[ToolDefinition] = Field(description="The tools found.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    call_id: Optional[str] = Field(default=None, description="The `call_id` of the search this answers.")
    execution: Optional[Literal["server", "client"]] = Field(default=None, description="Who ran the search.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class AdditionalToolsItem(_Model):
    """Tools made available from this point of the conversation on."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["additional_tools"] = Field(description="Always `additional_tools`.")
    role: Literal["developer"] = Field(description="Always `developer`.")
    tools: List[ToolDefinition] = Field(description="The tools added.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")


class CompactionItem(_Model):
    """A compacted stretch of the conversation, as the API returned it. Pass it unchanged."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["compaction"] = Field(description="Always `compaction`.")
    encrypted_content: str = Field(description="The compacted history, opaque and encrypted.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")


class CodeInterpreterCallItem(_Model):
    """A hosted code interpreter run, replayed as history."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["code_interpreter_call"] = Field(description="Always `code_interpreter_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    code: Optional[str] = Field(description="The code run, or `null` while not known.")
    container_id: str = Field(description="The container it ran in.")
    outputs: Optional[List[CodeInterpreterOutput]] = Field(description="What the run produced.")
    status: Literal["in_progress", "completed", "incomplete", "interpreting", "failed"] = Field(description="Where the run got to.")


class LocalShellCallItem(_Model):
    """A command the model asked the local shell tool to run. Its answer is a `local_shell_call_output` whose `id` is this call's `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["local_shell_call"] = Field(description="Always `local_shell_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output.")
    action: LocalShellAction
    status: ItemStatus


class LocalShellAction(_Model):
    """The command a local shell call runs."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["exec"] = Field(description="Always `exec`.")
    command: List[str] = Field(description="The command and its arguments.")
    env: Dict[str, str] = Field(description="Environment variables.")
    timeout_ms: Optional[int] = Field(default=None, description="Time limit in milliseconds.")
    user: Optional[str] = Field(default=None, description="The user to run as.")
    working_directory: Optional[str] = Field(default=None, description="The directory to run in.")


class LocalShellCallOutputItem(_Model):
    """What a local shell command printed. Its `id` is the `call_id` of the call it answers."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["local_shell_call_output"] = Field(description="Always `local_shell_call_output`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    output: str = Field(description="The command's output.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ShellCallItem(_Model):
    """Shell commands the model asked the shell tool to run. Its answer is a `shell_call_output` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["shell_call"] = Field(description="Always `shell_call`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output.")
    action: ShellAction
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")
    environment: Optional[ShellEnvironment] = Field(default=None, description="Where the commands run; `null` is the same as absent.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ShellAction(_Model):
    """The commands a shell call runs."""

    model_config = ConfigDict(extra="forbid")

    commands: List[str] = Field(description="The commands, in order.")
    max_output_length: Optional[int] = Field(default=None, description="Most characters of output to keep.")
    timeout_ms: Optional[int] = Field(default=None, description="Time limit in milliseconds.")


class ShellCallOutputItem(_Model):
    """What the commands of a `shell_call` with the same `call_id` printed."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["shell_call_output"] = Field(description="Always `shell_call_output`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    output: List[ShellOutputContent] = Field(description="One entry per command.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")
    max_output_length: Optional[int] = Field(default=None, description="Most characters of output kept.")
    status: Optional[ItemStatus] = Field(default=None, description="Status of the item; `null` is the same as absent.")


class ApplyPatchCallItem(_Model):
    """A file change the model asked the apply-patch tool to make. Its answer is an `apply_patch_call_output` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["apply_patch_call"] = Field(description="Always `apply_patch_call`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the call with its output.")
    operation: ApplyPatchOperation
    status: Literal["in_progress", "completed"] = Field(description="Where the call got to.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")


class ApplyPatchCallOutputItem(_Model):
    """How applying the patch of the `apply_patch_call` with the same `call_id` went."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["apply_patch_call_output"] = Field(description="Always `apply_patch_call_output`.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the call this answers.")
    status: Literal["completed", "failed"] = Field(description="Whether the patch applied.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    caller: Optional[ToolCaller] = Field(default=None, description="Who made the call: the model directly, or a program it ran; `null` is the same as absent.")
    output: Optional[str] = Field(default=None, description="What applying it printed.")


class McpListToolsItem(_Model):
    """The tools an MCP server listed."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_list_tools"] = Field(description="Always `mcp_list_tools`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    server_label: str = Field(description="The server's label.")
    tools: List[McpTool] = Field(description="The tools.")
    error: Optional[str] = Field(default=None, description="Why listing failed, if it did.")


class McpApprovalRequestItem(_Model):
    """The API asking whether an MCP tool call may run. Its answer is an `mcp_approval_response` whose `approval_request_id` is this item's `id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_approval_request"] = Field(description="Always `mcp_approval_request`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The request's id.")
    server_label: str = Field(description="The server's label.")
    name: str = Field(description="The tool's name.")
    arguments: str = Field(description="The arguments as JSON text.")


class McpApprovalResponseItem(_Model):
    """The answer to an `mcp_approval_request`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_approval_response"] = Field(description="Always `mcp_approval_response`.")
    approval_request_id: Annotated[str, Field(min_length=1)] = Field(description="The `id` of the request this answers.")
    approve: bool = Field(description="Whether the call may run.")
    id: Optional[str] = Field(default=None, description="The server's item id, if it has one.")
    reason: Optional[str] = Field(default=None, description="Why, if given.")


class McpCallItem(_Model):
    """An MCP tool call the API ran, replayed as history."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_call"] = Field(description="Always `mcp_call`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    server_label: str = Field(description="The server's label.")
    name: str = Field(description="The tool's name.")
    arguments: str = Field(description="The arguments as JSON text.")
    approval_request_id: Optional[str] = Field(default=None, description="The approval request it ran after, if any.")
    error: Optional[McpToolCallError] = Field(default=None, description="Why the call failed, if it did: a protocol error, the tool's own error, or an HTTP error (openai 7; earlier SDKs typed it as a string).")
    output: Optional[str] = Field(default=None, description="What the tool returned.")
    status: Optional[Literal["in_progress", "completed", "incomplete", "calling", "failed"]] = Field(default=None, description="Where the call got to. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class McpProtocolError(_Model):
    """The MCP server answered with a protocol error."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_protocol_error"] = Field(description="Always `mcp_protocol_error`.")
    code: float = Field(description="The protocol's error code.")
    message: str = Field(description="The protocol's error message.")


class McpToolExecutionError(_Model):
    """The tool ran and reported an error."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["mcp_tool_execution_error"] = Field(description="Always `mcp_tool_execution_error`.")
    content: Any = Field(description="The tool's error content, as it returned it.")


class McpHttpError(_Model):
    """The MCP server answered with an HTTP error."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["http_error"] = Field(description="Always `http_error`.")
    code: float = Field(description="The HTTP status.")
    message: str = Field(description="The error message.")


class CompactionTriggerItem(_Model):
    """Asks the API to compact the conversation up to this point."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["compaction_trigger"] = Field(description="Always `compaction_trigger`.")


class ConfigurationUpdateItem(_Model):
    """Changes the reasoning effort or the text format from this point of the conversation on (openai 7)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"reasoning", "text"})

    type: Literal["configuration_update"] = Field(description="Always `configuration_update`.")
    id: Optional[str] = Field(default=None, description="The item's id, when the API made it.")
    reasoning: Optional[ConfigurationUpdateItemReasoning] = Field(default=None, description="The reasoning settings from here on.")
    text: Optional[ConfigurationUpdateItemText] = Field(default=None, description="The text output settings from here on.")


class ConfigurationUpdateItemReasoning(_Model):
    """The reasoning settings from here on."""

    model_config = ConfigDict(extra="forbid")

    effort: Optional[Literal["none", "minimal", "low", "medium", "high", "xhigh", "max"]] = Field(default=None, description="How hard the model reasons; `null` leaves it as it was.")


class ConfigurationUpdateItemText(_Model):
    """The text output settings from here on."""

    model_config = ConfigDict(extra="forbid")

    format: ConfigurationTextFormat


class TextFormatText(_Model):
    """Plain text output."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["text"] = Field(description="Always `text`.")


class TextFormatJsonSchema(_Model):
    """JSON output that follows a JSON Schema."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"description"})

    type: Literal["json_schema"] = Field(description="Always `json_schema`.")
    name: str = Field(description="The format's name.")
    schema_: TextFormatJsonSchemaSchema = Field(alias="schema", description="The JSON Schema the output follows.")
    description: Optional[str] = Field(default=None, description="What the format is for.")
    strict: Optional[bool] = Field(default=None, description="Whether the output must follow the schema exactly.")


class TextFormatJsonSchemaSchema(_Model):
    """The JSON Schema the output follows."""

    model_config = ConfigDict(extra="allow")



class ProgramItem(_Model):
    """A program the model wrote to call tools. Its answer is a `program_output` with the same `call_id`."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["program"] = Field(description="Always `program`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="Pairs the program with its output.")
    code: str = Field(description="The program's code.")
    fingerprint: str = Field(description="Opaque; pass it unchanged.")


class ProgramOutputItem(_Model):
    """What the `program` with the same `call_id` returned."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["program_output"] = Field(description="Always `program_output`.")
    id: Annotated[str, Field(min_length=1)] = Field(description="The item's id.")
    call_id: Annotated[str, Field(min_length=1)] = Field(description="The `call_id` of the program this answers.")
    result: str = Field(description="The program's result.")
    status: Literal["completed", "incomplete"] = Field(description="Whether it ran to the end.")


class InputTextContent(_Model):
    """Text input. Open Responses caps text at 10 MiB."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["input_text"] = Field(description="Always `input_text`.")
    text: str = Field(description="The text.")


class InputImageContent(_Model):
    """An image input, by URL (`https:` or a `data:` URL with base64) or by uploaded file id. Open Responses caps image URLs at 20 MiB."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["input_image"] = Field(description="Always `input_image`.")
    detail: Literal["low", "high", "auto", "original"] = Field(description="How closely the model looks. OpenAI requires it in message content; `auto` lets it choose.")
    image_url: Optional[str] = Field(default=None, description="An `https:` URL or a `data:<mime>;base64,<data>` URL; `null` is the same as absent.")
    file_id: Optional[str] = Field(default=None, description="The id of an uploaded file; `null` is the same as absent.")


class InputFileContent(_Model):
    """A file input (PDF, text, …), inline, by URL or by uploaded file id. Open Responses caps file data at 32 MiB."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["input_file"] = Field(description="Always `input_file`.")
    file_data: Optional[str] = Field(default=None, description="The file as a `data:<mime>;base64,<data>` URL. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    file_id: Optional[str] = Field(default=None, description="The id of an uploaded file; `null` is the same as absent.")
    file_url: Optional[str] = Field(default=None, description="A URL the provider fetches the file from. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    filename: Optional[str] = Field(default=None, description="The file's name, shown to the model. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class OutputTextContent(_Model):
    """Text the model wrote, with its annotations."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["output_text"] = Field(description="Always `output_text`.")
    text: str = Field(description="The text.")
    annotations: List[Annotation] = Field(description="Citations into the text; often empty.")
    logprobs: Optional[List[Logprob]] = Field(default=None, description="Token log probabilities, when requested. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class RefusalContent(_Model):
    """A refusal by the model."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["refusal"] = Field(description="Always `refusal`.")
    refusal: str = Field(description="The refusal's explanation.")


class EasyOutputTextContent(_Model):
    """Text the model wrote, as a client replays it: `annotations` may be left out (the API takes the part without them)."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"annotations"})

    type: Literal["output_text"] = Field(description="Always `output_text`.")
    text: str = Field(description="The text.")
    annotations: Optional[List[Annotation]] = Field(default=None, description="Citations into the text; often empty.")
    logprobs: Optional[List[Logprob]] = Field(default=None, description="Token log probabilities, when requested. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class FileCitation(_Model):
    """A citation of an uploaded file."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["file_citation"] = Field(description="Always `file_citation`.")
    file_id: str = Field(description="The file's id.")
    filename: str = Field(description="The file's name.")
    index: int = Field(description="Position in the text.")


class UrlCitation(_Model):
    """A citation of a web page."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["url_citation"] = Field(description="Always `url_citation`.")
    url: str = Field(description="The page's URL.")
    title: str = Field(description="The page's title.")
    start_index: int = Field(description="Where the cited span starts.")
    end_index: int = Field(description="Where the cited span ends.")


class ContainerFileCitation(_Model):
    """A citation of a file in a code container."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["container_file_citation"] = Field(description="Always `container_file_citation`.")
    container_id: str = Field(description="The container's id.")
    file_id: str = Field(description="The file's id.")
    filename: str = Field(description="The file's name.")
    start_index: int = Field(description="Where the cited span starts.")
    end_index: int = Field(description="Where the cited span ends.")


class FilePathAnnotation(_Model):
    """A path to a file the model produced."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["file_path"] = Field(description="Always `file_path`.")
    file_id: str = Field(description="The file's id.")
    index: int = Field(description="Position in the text.")


class Logprob(_Model):
    """The log probability of one output token and its top alternatives."""

    model_config = ConfigDict(extra="forbid")

    token: str = Field(description="The token.")
    bytes: List[int] = Field(description="The token's UTF-8 bytes.")
    logprob: float = Field(description="Its log probability.")
    top_logprobs: List[TopLogprob] = Field(description="The most likely alternatives.")


class TopLogprob(_Model):
    """An alternative token."""

    model_config = ConfigDict(extra="forbid")

    token: str = Field(description="The token.")
    bytes: List[int] = Field(description="The token's UTF-8 bytes.")
    logprob: float = Field(description="Its log probability.")


class DirectCaller(_Model):
    """The model made the call itself."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["direct"] = Field(description="Always `direct`.")


class ProgramCaller(_Model):
    """A program the model ran made the call."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["program"] = Field(description="Always `program`.")
    caller_id: str = Field(description="The id of the program item that made the call.")


class SafetyCheck(_Model):
    """A safety check the API raised on a computer action; an output acknowledges it by id to go on."""

    model_config = ConfigDict(extra="forbid")

    id: str = Field(description="The check's id.")
    code: Optional[str] = Field(default=None, description="The kind of check.")
    message: Optional[str] = Field(default=None, description="What the check is about.")


class ComputerScreenshot(_Model):
    """A screenshot sent back after a computer action, by URL or by uploaded file id."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["computer_screenshot"] = Field(description="Always `computer_screenshot`.")
    file_id: Optional[str] = Field(default=None, description="The id of an uploaded image file. `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")
    image_url: Optional[str] = Field(default=None, description="The screenshot's URL (a data URL for inline images). `null` is the same as absent (openai-python's `model_dump()` writes it for an unset field).")


class ComputerClick(_Model):
    """A mouse click."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["click"] = Field(description="Always `click`.")
    button: Literal["left", "right", "wheel", "back", "forward"] = Field(description="Which button.")
    x: int = Field(description="The x coordinate.")
    y: int = Field(description="The y coordinate.")
    keys: Optional[List[str]] = Field(default=None, description="Keys held down during the action.")


class ComputerDoubleClick(_Model):
    """A double click."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["double_click"] = Field(description="Always `double_click`.")
    x: int = Field(description="The x coordinate.")
    y: int = Field(description="The y coordinate.")
    keys: Optional[List[str]] = Field(description="Keys held down during the action.")


class ComputerDrag(_Model):
    """A drag along a path."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["drag"] = Field(description="Always `drag`.")
    path: List[ComputerPoint] = Field(description="The points of the drag, in order.")
    keys: Optional[List[str]] = Field(default=None, description="Keys held down during the action.")


class ComputerPoint(_Model):
    """A point on the screen."""

    model_config = ConfigDict(extra="forbid")

    x: int = Field(description="The x coordinate.")
    y: int = Field(description="The y coordinate.")


class ComputerKeypress(_Model):
    """Keys pressed together."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["keypress"] = Field(description="Always `keypress`.")
    keys: List[str] = Field(description="The keys, in order.")


class ComputerMove(_Model):
    """A mouse move."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["move"] = Field(description="Always `move`.")
    x: int = Field(description="The x coordinate.")
    y: int = Field(description="The y coordinate.")
    keys: Optional[List[str]] = Field(default=None, description="Keys held down during the action.")


class ComputerScreenshotAction(_Model):
    """Take a screenshot."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["screenshot"] = Field(description="Always `screenshot`.")


class ComputerScroll(_Model):
    """A scroll at a point."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["scroll"] = Field(description="Always `scroll`.")
    x: int = Field(description="The x coordinate.")
    y: int = Field(description="The y coordinate.")
    scroll_x: int = Field(description="Horizontal scroll distance.")
    scroll_y: int = Field(description="Vertical scroll distance.")
    keys: Optional[List[str]] = Field(default=None, description="Keys held down during the action.")


class ComputerType(_Model):
    """Text typed."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["type"] = Field(description="Always `type`.")
    text: str = Field(description="The text.")


class ComputerWait(_Model):
    """Wait."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["wait"] = Field(description="Always `wait`.")


class LocalShellEnvironment(_Model):
    """The client's own machine."""

    model_config = ConfigDict(extra="forbid")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"skills"})

    type: Literal["local"] = Field(description="Always `local`.")
    skills: Optional[List[LocalSkill]] = Field(default=None, description="Skills installed there.")


class LocalSkill(_Model):
    """A skill installed on the local machine."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The skill's name.")
    description: str = Field(description="What the skill does.")
    path: str = Field(description="Where the skill is installed.")


class ContainerReference(_Model):
    """A hosted container, by id."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["container_reference"] = Field(description="Always `container_reference`.")
    container_id: str = Field(description="The container's id.")


class ShellOutputContent(_Model):
    """What one shell command printed, and how it ended."""

    model_config = ConfigDict(extra="forbid")

    stdout: str = Field(description="Standard output.")
    stderr: str = Field(description="Standard error.")
    outcome: ShellOutcome


class ShellExit(_Model):
    """The command exited."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["exit"] = Field(description="Always `exit`.")
    exit_code: int = Field(description="Its exit code.")


class ShellTimeout(_Model):
    """The command timed out."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["timeout"] = Field(description="Always `timeout`.")


class ApplyPatchCreateFile(_Model):
    """Create a file."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["create_file"] = Field(description="Always `create_file`.")
    path: str = Field(description="The file's path.")
    diff: str = Field(description="The file's content as a diff.")


class ApplyPatchDeleteFile(_Model):
    """Delete a file."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["delete_file"] = Field(description="Always `delete_file`.")
    path: str = Field(description="The file's path.")


class ApplyPatchUpdateFile(_Model):
    """Change a file."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["update_file"] = Field(description="Always `update_file`.")
    path: str = Field(description="The file's path.")
    diff: str = Field(description="The change as a diff.")


class McpTool(_Model):
    """A tool an MCP server lists."""

    model_config = ConfigDict(extra="forbid")

    name: str = Field(description="The tool's name.")
    input_schema: Any = Field(description="The JSON Schema of the tool's input, as the server gave it.")
    annotations: Any = Field(default=None, description="The server's annotations, carried as they are.")
    description: Optional[str] = Field(default=None, description="What the tool does.")


class CodeInterpreterLogs(_Model):
    """Text the code printed."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["logs"] = Field(description="Always `logs`.")
    logs: str = Field(description="The text.")


class CodeInterpreterImage(_Model):
    """An image the code produced."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["image"] = Field(description="Always `image`.")
    url: str = Field(description="The image's URL.")


class FunctionToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The function's name.")
    parameters: Optional[FunctionToolDefinitionParameters] = Field(description="The JSON Schema of the arguments.")
    strict: Optional[bool] = Field(description="Whether the arguments must match `parameters` exactly.")


class FunctionToolDefinitionParameters(_Model):
    """The JSON Schema of the arguments."""

    model_config = ConfigDict(extra="allow")



class FileSearchToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["file_search"] = Field(description="Always `file_search`.")
    vector_store_ids: List[str] = Field(description="The vector stores to search.")


class ComputerToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["computer"] = Field(description="Always `computer`.")


class ComputerUsePreviewToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["computer_use_preview"] = Field(description="Always `computer_use_preview`.")
    display_width: int = Field(description="Screen width.")
    display_height: int = Field(description="Screen height.")
    environment: Literal["windows", "mac", "linux", "ubuntu", "browser"] = Field(description="The environment controlled.")


class WebSearchToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_search", "web_search_2025_08_26"] = Field(description="The web search tool's type.")


class McpToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["mcp"] = Field(description="Always `mcp`.")
    server_label: str = Field(description="The MCP server's label.")


class CodeInterpreterToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["code_interpreter"] = Field(description="Always `code_interpreter`.")
    container: CodeInterpreterToolDefinitionContainer = Field(description="The container id, or `{type: \"auto\", …}` for a new one.")


class CodeInterpreterAutoContainer(_Model):
    """A new container the API creates for the run; its other settings are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["auto"] = Field(description="Always `auto`.")


class ProgrammaticToolCallingDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["programmatic_tool_calling"] = Field(description="Always `programmatic_tool_calling`.")


class ImageGenerationToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["image_generation"] = Field(description="Always `image_generation`.")


class LocalShellToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["local_shell"] = Field(description="Always `local_shell`.")


class ShellToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["shell"] = Field(description="Always `shell`.")


class CustomToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["custom"] = Field(description="Always `custom`.")
    name: str = Field(description="The tool's name.")


class NamespaceToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["namespace"] = Field(description="Always `namespace`.")
    name: str = Field(description="The namespace's name.")
    description: str = Field(description="What the namespace is for.")
    tools: List[NamespacedTool] = Field(description="The tools in the namespace.")


class NamespacedFunction(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["function"] = Field(description="Always `function`.")
    name: str = Field(description="The function's name.")


class ToolSearchToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["tool_search"] = Field(description="Always `tool_search`.")


class WebSearchPreviewToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["web_search_preview", "web_search_preview_2025_03_11"] = Field(description="The web search preview tool's type.")


class ApplyPatchToolDefinition(_Model):
    """A tool definition, carried as it is: its `type` and required fields are checked, its other fields are left to the API."""

    model_config = ConfigDict(extra="allow")

    type: Literal["apply_patch"] = Field(description="Always `apply_patch`.")


class ResponsesResponse(_Model):
    """A non-streaming Responses API response (`POST /v1/responses`), as the openai SDK types `Response`: the output items, which are the `Item`s to append to the next request's `input`, plus status and usage. `readResponse(response, { from: "responses" })` reads it into the hub. The request settings the API echoes (`tools`, `temperature`, …) and other keys pass as they are."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"id", "object", "created_at", "model", "status"})

    id: Optional[str] = Field(default=None, description="The response's id (`resp_…`), which `previous_response_id` refers to.")
    object: Optional[str] = Field(default=None, description="`response`.")
    created_at: Optional[float] = Field(default=None, description="When the response was created, in Unix seconds.")
    model: Optional[str] = Field(default=None, description="The model that answered.")
    status: Optional[Literal["completed", "failed", "in_progress", "cancelled", "queued", "incomplete"]] = Field(default=None, description="Where the response is: `completed`, `incomplete` (see `incomplete_details`), `failed` (see `error`), or not finished yet.")
    output: List[Item] = Field(description="What the model produced, in order: messages, reasoning items, function calls, hosted-tool calls.")
    incomplete_details: Optional[ResponsesIncompleteDetails] = Field(default=None, description="Why the response is incomplete.")
    error: Optional[ResponsesError] = Field(default=None, description="What went wrong when `status` is `failed`.")
    usage: Optional[ResponsesUsage] = Field(default=None, description="Token counts of the call.")
    instructions: Any = Field(default=None, description="The request's `instructions`, echoed. Passed as it is.")
    metadata: Any = Field(default=None, description="The request's `metadata`, echoed. Passed as it is.")
    parallel_tool_calls: Any = Field(default=None, description="The request's `parallel_tool_calls`, echoed. Passed as it is.")
    previous_response_id: Any = Field(default=None, description="The request's `previous_response_id`, echoed. Passed as it is.")
    reasoning: Any = Field(default=None, description="The request's `reasoning` settings, echoed. Passed as it is.")
    service_tier: Any = Field(default=None, description="The processing tier that served the request. Passed as it is.")
    store: Any = Field(default=None, description="Whether the response is stored. Passed as it is.")
    temperature: Any = Field(default=None, description="The request's `temperature`, echoed. Passed as it is.")
    text: Any = Field(default=None, description="The request's `text` settings (format, verbosity), echoed. Passed as it is.")
    tool_choice: Any = Field(default=None, description="The request's `tool_choice`, echoed. Passed as it is.")
    tools: Any = Field(default=None, description="The request's `tools`, echoed. Passed as it is.")
    top_p: Any = Field(default=None, description="The request's `top_p`, echoed. Passed as it is.")
    truncation: Any = Field(default=None, description="The request's `truncation`, echoed. Passed as it is.")
    max_output_tokens: Any = Field(default=None, description="The request's `max_output_tokens`, echoed. Passed as it is.")
    user: Any = Field(default=None, description="The request's `user`, echoed. Passed as it is.")


class ResponsesIncompleteDetails(_Model):
    """Why a Responses API response stopped before it was complete."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"reason"})

    reason: Optional[str] = Field(default=None, description="`max_output_tokens`, `content_filter`, or another reason the API adds.")


class ResponsesError(_Model):
    """The error of a failed Responses API response."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"code", "message"})

    code: Optional[str] = Field(default=None, description="The error code, e.g. `server_error`.")
    message: Optional[str] = Field(default=None, description="A description of the error.")


class ResponsesUsage(_Model):
    """Token counts of a Responses API call. `input_tokens` includes the cached ones, `output_tokens` the reasoning ones."""

    model_config = ConfigDict(extra="allow")
    __non_null__: ClassVar[frozenset[str]] = frozenset({"input_tokens", "output_tokens", "total_tokens"})

    input_tokens: Optional[int] = Field(default=None, description="Tokens of the input, cached ones included.")
    input_tokens_details: Optional[ResponsesInputTokensDetails] = Field(default=None, description="Breakdown of the input tokens.")
    output_tokens: Optional[int] = Field(default=None, description="Tokens the model generated, reasoning included.")
    output_tokens_details: Optional[ResponsesOutputTokensDetails] = Field(default=None, description="Breakdown of the generated tokens.")
    total_tokens: Optional[int] = Field(default=None, description="The sum of the two.")


class ResponsesInputTokensDetails(_Model):
    """Breakdown of a Responses API call's input tokens."""

    model_config = ConfigDict(extra="allow")

    cached_tokens: Optional[int] = Field(default=None, description="Input tokens read from the prompt cache.")
    cache_write_tokens: Optional[int] = Field(default=None, description="Input tokens written to the prompt cache.")


class ResponsesOutputTokensDetails(_Model):
    """Breakdown of a Responses API call's generated tokens."""

    model_config = ConfigDict(extra="allow")

    reasoning_tokens: Optional[int] = Field(default=None, description="Tokens the model spent reasoning.")


# One Chat Completions message, selected by `role`. One assistant variant covers both the request form and the message a response returns (`choices[0].message`), so a response message can be appended to the history as it is.
ChatCompletionMessage = Annotated[Union[ChatCompletionSystemMessage, ChatCompletionDeveloperMessage, ChatCompletionUserMessage, ChatCompletionAssistantMessage, ChatCompletionToolMessage, ChatCompletionFunctionMessage], Field(discriminator="role")]

# The `messages` array of a Chat Completions request, oldest first.
ChatCompletionMessages = List[ChatCompletionMessage]

ChatCompletionRequestStop = Union[str, List[str]]

# A tool of a Chat Completions request, selected by `type`.
ChatCompletionToolDefinition = Annotated[Union[ChatCompletionFunctionToolDefinition, ChatCompletionCustomToolDefinition], Field(discriminator="type")]

# A custom tool's input format, selected by `type`: free text, or text a grammar accepts.
ChatCompletionCustomToolFormat = Annotated[Union[ChatCompletionCustomToolTextFormat, ChatCompletionCustomToolGrammarFormat], Field(discriminator="type")]

# Which tools the model may or must call: `none`, `auto`, `required`, one named function or custom tool, or an allowed subset.
ChatCompletionToolChoice = Union[Literal["none", "auto", "required"], ChatCompletionNamedToolChoice, ChatCompletionAllowedToolsChoice, ChatCompletionNamedCustomToolChoice]

# The form of the answer (`response_format`), selected by `type`.
ChatCompletionResponseFormat = Annotated[Union[ChatCompletionResponseFormatText, ChatCompletionResponseFormatJsonObject, ChatCompletionResponseFormatJsonSchema], Field(discriminator="type")]

# One part of an assistant message's array content (request form), selected by `type`.
ChatCompletionAssistantContentPart = Annotated[Union[ChatCompletionTextPart, ChatCompletionRefusalPart], Field(discriminator="type")]

ChatCompletionAssistantMessageContent = Union[str, List[ChatCompletionAssistantContentPart]]

# One part of a system, developer or tool message: these take text parts only.
ChatCompletionTextContentPart = ChatCompletionTextPart

# Text, as a string or as text parts (system, developer and tool messages).
ChatCompletionTextContent = Union[str, List[ChatCompletionTextContentPart]]

# One part of a user message, selected by `type`.
ChatCompletionContentPart = Annotated[Union[ChatCompletionTextPart, ChatCompletionImagePart, ChatCompletionAudioPart, ChatCompletionFilePart], Field(discriminator="type")]

# What a user message says: a string, or parts in order.
ChatCompletionUserContent = Union[str, List[ChatCompletionContentPart]]

# Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
ChatCompletionBase64 = Annotated[str, Field(pattern="^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$")]

# One tool call the model made, selected by `type`.
ChatCompletionToolCall = Annotated[Union[ChatCompletionFunctionToolCall, ChatCompletionCustomToolCall], Field(discriminator="type")]

# One entry of OpenRouter's `reasoning_details`, selected by `type`, kept byte for byte. The three documented types are checked; an entry of any other type is kept as it is, so details OpenRouter adds later still validate. Entries accept keys not listed here.
_ChatCompletionReasoningDetail_TAGS: Dict[Optional[str], Any] = {"reasoning.summary": "reasoning.summary", "reasoning.encrypted": "reasoning.encrypted", "reasoning.text": "reasoning.text"}
ChatCompletionReasoningDetail = Annotated[
    Union[
        Annotated[ChatCompletionReasoningSummary, Tag("reasoning.summary")],
        Annotated[ChatCompletionReasoningEncrypted, Tag("reasoning.encrypted")],
        Annotated[ChatCompletionReasoningText, Tag("reasoning.text")],
        Annotated[ChatCompletionReasoningOther, Tag("*")],
    ],
    Discriminator(
        _select(_ChatCompletionReasoningDetail_TAGS, "*"),
        custom_error_type="invalid_tag",
        custom_error_message="ChatCompletionReasoningDetail: `type` must be a string",
    ),
]

# One message of an agent's history, selected by `role`.
ChatMessage = Annotated[Union[SystemMessage, DeveloperMessage, UserMessage, AssistantMessage, ToolMessage], Field(discriminator="role")]

# An agent's history, oldest message first.
ChatMessages = List[ChatMessage]

# One part of a user message or a tool result, selected by `type`: text, inline media (`image`, `file`), media referenced by URL or by a provider's file id, or a provider's own element (`provider`).
ContentPart = Annotated[Union[TextPart, ImagePart, ImageUrlPart, ImageFileIdPart, FilePart, FileUrlPart, FileIdPart, ProviderPart], Field(discriminator="type")]

UserMessageContent = Union[str, List[ContentPart]]

# Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
Base64 = Annotated[str, Field(pattern="^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$")]

# A tool definition, selected by `type`: a function the caller runs, or a provider's own tool kept as that provider sends it.
ChatTool = Annotated[Union[ChatFunctionTool, ChatProviderTool], Field(discriminator="type")]

# The wire a provider-tagged value came from: `responses` (OpenAI Responses), `chatCompletions` (Chat Completions, OpenAI and compatible servers), `claude` (Anthropic Messages), `gemini` (Google Gemini).
ChatRequestProvider = Literal["responses", "chatCompletions", "claude", "gemini"]

# Which tools the model may or must call: `auto` (it decides), `none` (no call), `required` (at least one call, any tool), one named function, or a subset it may (`auto`) or must (`required`) choose from.
ChatToolChoice = Union[Literal["auto", "none", "required"], ChatToolChoiceFunction, ChatToolChoiceAllowed, ChatToolChoiceProvider]

# The form of the answer: free text, any JSON object, or JSON matching a schema.
ChatOutputFormat = Annotated[Union[ChatOutputText, ChatOutputJsonObject, ChatOutputJsonSchema], Field(discriminator="type")]

# Why the model stopped, in neutral terms: `stop` (a natural end or a stop sequence), `length` (a token limit or the context window), `tool_calls` (it called tools and waits for their results), `content_filter` (a safety or policy filter cut or blocked it), `refusal` (the model declined), `pause` (a server-side tool loop paused; send the turn back to continue), `error` (the provider failed, or the model produced a malformed call), `other` (anything else, or not finished yet).
ChatFinishReason = Literal["stop", "length", "tool_calls", "content_filter", "refusal", "pause", "error", "other"]

# One Claude message, selected by `role`.
ClaudeMessage = Annotated[Union[ClaudeUserMessage, ClaudeAssistantMessage, ClaudeSystemMessage], Field(discriminator="role")]

# The `messages` array of a Messages API request, oldest first.
ClaudeMessages = List[ClaudeMessage]

# A system prompt: a string or text blocks (the request's top-level `system` field has this shape).
ClaudeSystem = Union[str, List[ClaudeTextBlock]]

# One content block, selected by `type`.
ClaudeContentBlock = Annotated[Union[ClaudeTextBlock, ClaudeImageBlock, ClaudeDocumentBlock, ClaudeSearchResultBlock, ClaudeToolUseBlock, ClaudeToolResultBlock, ClaudeThinkingBlock, ClaudeRedactedThinkingBlock, ClaudeServerToolUseBlock, ClaudeWebSearchToolResultBlock, ClaudeWebFetchToolResultBlock, ClaudeCodeExecutionToolResultBlock, ClaudeBashCodeExecutionToolResultBlock, ClaudeTextEditorCodeExecutionToolResultBlock, ClaudeToolSearchToolResultBlock, ClaudeContainerUploadBlock], Field(discriminator="type")]

# Message content: a string (one text block) or blocks in order.
ClaudeContent = Union[str, List[ClaudeContentBlock]]

# Marks a prompt-cache breakpoint after this block; `null` is the same as absent.
CacheControl = Optional[CacheControlObject]

ClaudeImageBlockSource = Annotated[Union[ClaudeBase64ImageSource, ClaudeUrlSource, ClaudeFileSource], Field(discriminator="type")]

ClaudeDocumentBlockSource = Annotated[Union[ClaudeBase64PdfSource, ClaudePlainTextSource, ClaudeContentSource, ClaudeUrlSource, ClaudeFileSource], Field(discriminator="type")]

ClaudeContentSourceContentItem = Annotated[Union[ClaudeTextBlock, ClaudeImageBlock], Field(discriminator="type")]

ClaudeContentSourceContent = Union[str, List[ClaudeContentSourceContentItem]]

# A tool-use id: 1–64 characters of `[a-zA-Z0-9_-]`, as the Anthropic API requires.
ClaudeToolUseId = Annotated[str, Field(pattern="^[a-zA-Z0-9_-]{1,64}$")]

# One block of a tool result, selected by `type`.
ClaudeToolResultContentBlock = Annotated[Union[ClaudeTextBlock, ClaudeImageBlock, ClaudeDocumentBlock, ClaudeSearchResultBlock, ClaudeToolReferenceBlock, ClaudeBrowserStateBlock], Field(discriminator="type")]

ClaudeToolResultBlockContent = Union[str, List[ClaudeToolResultContentBlock]]

# Who made a tool call, selected by `type`: the model directly, or code running in the code execution tool.
ClaudeToolCaller = Annotated[Union[ClaudeDirectCaller, ClaudeServerToolCaller], Field(discriminator="type")]

ClaudeWebSearchToolResultBlockContent = Union[List[ClaudeWebSearchResult], ClaudeWebSearchToolResultError]

ClaudeWebFetchToolResultBlockContent = Annotated[Union[ClaudeWebFetchResult, ClaudeWebFetchToolResultError], Field(discriminator="type")]

ClaudeCodeExecutionToolResultBlockContent = Annotated[Union[ClaudeCodeExecutionResult, ClaudeEncryptedCodeExecutionResult, ClaudeCodeExecutionToolResultError], Field(discriminator="type")]

ClaudeBashCodeExecutionToolResultBlockContent = Annotated[Union[ClaudeBashCodeExecutionResult, ClaudeBashCodeExecutionToolResultError], Field(discriminator="type")]

ClaudeTextEditorCodeExecutionToolResultBlockContent = Annotated[Union[ClaudeTextEditorCodeExecutionViewResult, ClaudeTextEditorCodeExecutionCreateResult, ClaudeTextEditorCodeExecutionStrReplaceResult, ClaudeTextEditorCodeExecutionToolResultError], Field(discriminator="type")]

ClaudeToolSearchToolResultBlockContent = Annotated[Union[ClaudeToolSearchResult, ClaudeToolSearchToolResultError], Field(discriminator="type")]

# One change a browser call made, selected by `type`.
ClaudeBrowserStateChange = Annotated[Union[ClaudeBrowserTabOpened, ClaudeBrowserDownloadStarted, ClaudeBrowserDownloadCompleted, ClaudeBrowserDownloadFailed], Field(discriminator="type")]

# One citation of a text block, selected by `type` (the SDK's `TextCitationParam`).
ClaudeCitation = Annotated[Union[ClaudeCharLocationCitation, ClaudePageLocationCitation, ClaudeContentBlockLocationCitation, ClaudeWebSearchResultLocationCitation, ClaudeSearchResultLocationCitation], Field(discriminator="type")]

# Which tools the model may or must call (`tool_choice`), selected by `type`.
ClaudeToolChoice = Annotated[Union[ClaudeToolChoiceAuto, ClaudeToolChoiceAny, ClaudeToolChoiceTool, ClaudeToolChoiceNone], Field(discriminator="type")]

# Extended thinking (`thinking`), selected by `type`.
_ClaudeThinkingConfig_TAGS: Dict[Optional[str], Any] = {"enabled": "enabled", "disabled": "disabled", "adaptive": "adaptive"}
ClaudeThinkingConfig = Annotated[
    Union[
        Annotated[ClaudeThinkingEnabled, Tag("enabled")],
        Annotated[ClaudeThinkingDisabled, Tag("disabled")],
        Annotated[ClaudeThinkingAdaptive, Tag("adaptive")],
        Annotated[ClaudeThinkingOther, Tag("*")],
    ],
    Discriminator(
        _select(_ClaudeThinkingConfig_TAGS, "*"),
        custom_error_type="invalid_tag",
        custom_error_message="ClaudeThinkingConfig: `type` must be a string",
    ),
]

# One message chat-contract writes, selected by `role`.
ClaudeConversationMessage = Annotated[Union[ClaudeConversationUserMessage, ClaudeConversationAssistantMessage, ClaudeSystemMessage], Field(discriminator="role")]

# One block chat-contract writes, selected by `type`.
ClaudeConversationBlock = Annotated[Union[ClaudeTextBlock, ClaudeImageBlock, ClaudeDocumentBlock, ClaudeToolUseBlock, ClaudeConversationToolResultBlock, ClaudeThinkingBlock, ClaudeRedactedThinkingBlock, ClaudeSearchResultBlock, ClaudeServerToolUseBlock, ClaudeWebSearchToolResultBlock, ClaudeWebFetchToolResultBlock, ClaudeCodeExecutionToolResultBlock, ClaudeBashCodeExecutionToolResultBlock, ClaudeTextEditorCodeExecutionToolResultBlock, ClaudeToolSearchToolResultBlock, ClaudeContainerUploadBlock], Field(discriminator="type")]

ClaudeConversationUserMessageContent = Union[str, List[ClaudeConversationBlock]]

ClaudeConversationAssistantMessageContent = Union[str, List[ClaudeConversationBlock]]

ClaudeConversationToolResultBlockContent = Union[str, List[ClaudeToolResultContentBlock]]

# The `contents` array of a Gemini `generateContent` request, oldest turn first.
GeminiContents = List[GeminiContent]

# One part of a content. Gemini's Part is a "one of": the data field present selects the variant (`text`, `inlineData`, `fileData`, `functionCall`, `functionResponse`, `executableCode`, `codeExecutionResult`), and exactly one is allowed. `thought` and `thoughtSignature` may ride on any of them. Each data field may also be spelled with its proto field name (`inline_data`, `file_data`, `function_call`, `function_response`, `executable_code`, `code_execution_result`), as the REST API's protobuf JSON parser accepts and google-genai Python's `model_dump()` writes; the object inside it then uses proto names too (`mime_type`, `file_uri`, `display_name`).
GeminiPart = Union[GeminiTextPart, GeminiInlineDataPart, GeminiFileDataPart, GeminiFunctionCallPart, GeminiFunctionResponsePart, GeminiExecutableCodePart, GeminiCodeExecutionResultPart, GeminiSnakeInlineDataPart, GeminiSnakeFileDataPart, GeminiSnakeFunctionCallPart, GeminiSnakeFunctionResponsePart, GeminiSnakeExecutableCodePart, GeminiSnakeCodeExecutionResultPart]

# Standard base64 (RFC 4648 §4) without line breaks or a `data:` prefix; the padding may be left out, but a length that leaves one character over is not base64.
GeminiBase64 = Annotated[str, Field(pattern="^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$")]

# One Responses API input item. Message items may omit `type` (OpenAI infers `message`); every other item is selected by its `type`, and message items by their `role`.
_Item_TAGS: Dict[Optional[str], Any] = {"message": {"user": "message/user", "system": "message/system", "developer": "message/developer", "assistant": "message/assistant"}, "function_call": "function_call", "function_call_output": "function_call_output", "reasoning": "reasoning", "item_reference": "item_reference", "custom_tool_call": "custom_tool_call", "custom_tool_call_output": "custom_tool_call_output", "web_search_call": "web_search_call", "file_search_call": "file_search_call", "image_generation_call": "image_generation_call", "computer_call": "computer_call", "computer_call_output": "computer_call_output", "tool_search_call": "tool_search_call", "tool_search_output": "tool_search_output", "additional_tools": {"developer": "additional_tools/developer"}, "compaction": "compaction", "code_interpreter_call": "code_interpreter_call", "local_shell_call": "local_shell_call", "local_shell_call_output": "local_shell_call_output", "shell_call": "shell_call", "shell_call_output": "shell_call_output", "apply_patch_call": "apply_patch_call", "apply_patch_call_output": "apply_patch_call_output", "mcp_list_tools": "mcp_list_tools", "mcp_approval_request": "mcp_approval_request", "mcp_approval_response": "mcp_approval_response", "mcp_call": "mcp_call", "compaction_trigger": "compaction_trigger", "configuration_update": "configuration_update", "program": "program", "program_output": "program_output", None: {"user": "-/user", "system": "-/system", "developer": "-/developer", "assistant": "-/assistant", None: "-"}}
Item = Annotated[
    Union[
        Annotated[Union[NewUserMessageItem, InputMessageItem], Tag("message/user")],
        Annotated[Union[NewSystemMessageItem, InputMessageItem], Tag("message/system")],
        Annotated[Union[NewDeveloperMessageItem, InputMessageItem], Tag("message/developer")],
        Annotated[Union[NewAssistantMessageItem, NewAssistantPartsMessageItem, AssistantMessageItem], Tag("message/assistant")],
        Annotated[FunctionCallItem, Tag("function_call")],
        Annotated[FunctionCallOutputItem, Tag("function_call_output")],
        Annotated[ReasoningItem, Tag("reasoning")],
        Annotated[ItemReference, Tag("item_reference")],
        Annotated[CustomToolCallItem, Tag("custom_tool_call")],
        Annotated[CustomToolCallOutputItem, Tag("custom_tool_call_output")],
        Annotated[WebSearchCallItem, Tag("web_search_call")],
        Annotated[FileSearchCallItem, Tag("file_search_call")],
        Annotated[ImageGenerationCallItem, Tag("image_generation_call")],
        Annotated[ComputerCallItem, Tag("computer_call")],
        Annotated[ComputerCallOutputItem, Tag("computer_call_output")],
        Annotated[ToolSearchCallItem, Tag("tool_search_call")],
        Annotated[ToolSearchOutputItem, Tag("tool_search_output")],
        Annotated[AdditionalToolsItem, Tag("additional_tools/developer")],
        Annotated[CompactionItem, Tag("compaction")],
        Annotated[CodeInterpreterCallItem, Tag("code_interpreter_call")],
        Annotated[LocalShellCallItem, Tag("local_shell_call")],
        Annotated[LocalShellCallOutputItem, Tag("local_shell_call_output")],
        Annotated[ShellCallItem, Tag("shell_call")],
        Annotated[ShellCallOutputItem, Tag("shell_call_output")],
        Annotated[ApplyPatchCallItem, Tag("apply_patch_call")],
        Annotated[ApplyPatchCallOutputItem, Tag("apply_patch_call_output")],
        Annotated[McpListToolsItem, Tag("mcp_list_tools")],
        Annotated[McpApprovalRequestItem, Tag("mcp_approval_request")],
        Annotated[McpApprovalResponseItem, Tag("mcp_approval_response")],
        Annotated[McpCallItem, Tag("mcp_call")],
        Annotated[CompactionTriggerItem, Tag("compaction_trigger")],
        Annotated[ConfigurationUpdateItem, Tag("configuration_update")],
        Annotated[ProgramItem, Tag("program")],
        Annotated[ProgramOutputItem, Tag("program_output")],
        Annotated[Union[NewUserMessageItem, InputMessageItem], Tag("-/user")],
        Annotated[Union[NewSystemMessageItem, InputMessageItem], Tag("-/system")],
        Annotated[Union[NewDeveloperMessageItem, InputMessageItem], Tag("-/developer")],
        Annotated[Union[NewAssistantMessageItem, NewAssistantPartsMessageItem], Tag("-/assistant")],
        Annotated[ItemReference, Tag("-")],
    ],
    Discriminator(
        _select(_Item_TAGS),
        custom_error_type="invalid_tag",
        custom_error_message="Item: `type` must be one of message, function_call, function_call_output, reasoning, item_reference, custom_tool_call, custom_tool_call_output, web_search_call, file_search_call, image_generation_call, computer_call, computer_call_output, tool_search_call, tool_search_output, additional_tools, compaction, code_interpreter_call, local_shell_call, local_shell_call_output, shell_call, shell_call_output, apply_patch_call, apply_patch_call_output, mcp_list_tools, mcp_approval_request, mcp_approval_response, mcp_call, compaction_trigger, configuration_update, program, program_output (or absent on messages, with `role`)",
    ),
]

# The `input` array of a Responses API request, in conversation order.
Items = List[Item]

ResponsesRequestInput = Union[str, Items]

# A `tool_choice` object, selected by `type`.
_ResponsesToolChoiceObject_TAGS: Dict[Optional[str], Any] = {"function": "function", "allowed_tools": "allowed_tools"}
ResponsesToolChoiceObject = Annotated[
    Union[
        Annotated[ResponsesToolChoiceFunction, Tag("function")],
        Annotated[ResponsesToolChoiceAllowed, Tag("allowed_tools")],
        Annotated[ResponsesToolChoiceOther, Tag("*")],
    ],
    Discriminator(
        _select(_ResponsesToolChoiceObject_TAGS, "*"),
        custom_error_type="invalid_tag",
        custom_error_message="ResponsesToolChoiceObject: `type` must be a string",
    ),
]

# Which tools the model may or must call: `none`, `auto`, `required`, one function, an allowed subset, or a hosted tool (`{type: "web_search_preview"}`, `{type: "mcp", server_label}`, `{type: "custom", name}`…).
ResponsesToolChoice = Union[Literal["none", "auto", "required"], ResponsesToolChoiceObject]

# The form of the answer (`text.format`), selected by `type`.
ResponsesTextFormat = Annotated[Union[TextFormatText, ResponsesTextFormatJsonObject, TextFormatJsonSchema], Field(discriminator="type")]

# A message without an id, as a client writes it: one of the four role-narrowed message items.
EasyInputMessage = Annotated[Union[NewUserMessageItem, NewSystemMessageItem, NewDeveloperMessageItem, NewAssistantMessageItem], Field(discriminator="role")]

# Another name for `FunctionCallItem`, as agent packages call it.
CallFunctionToolItem = FunctionCallItem

# One part of input content, selected by `type`.
InputContent = Annotated[Union[InputTextContent, InputImageContent, InputFileContent], Field(discriminator="type")]

# What a tool returned: plain text, or a list of text, image and file parts.
ToolOutput = Union[str, List[InputContent]]

# What the web search did: search, open a page, or find in a page.
WebSearchAction = Annotated[Union[WebSearchSearchAction, WebSearchOpenPageAction, WebSearchFindAction], Field(discriminator="type")]

FileSearchResultAttributesValue = Union[str, float, bool]

# Why an MCP tool call failed, selected by `type`.
McpToolCallError = Annotated[Union[McpProtocolError, McpToolExecutionError, McpHttpError], Field(discriminator="type")]

# The output format: plain text, or JSON under a schema; selected by `type`.
ConfigurationTextFormat = Annotated[Union[TextFormatText, TextFormatJsonSchema], Field(discriminator="type")]

# Always `message`. OpenAI lets it be omitted; the Open Responses specification requires it, so converters always write it.
MessageType = Literal["message"]

# Whether an assistant message was commentary on the way or the final answer; `null` is the same as absent.
MessagePhase = Optional[Literal["commentary", "final_answer"]]

# The item's status as the API reported it.
ItemStatus = Literal["in_progress", "completed", "incomplete"]

# Message content: a string, or a list of text, image and file parts.
MessageContent = Union[str, List[InputContent]]

# One part of an assistant output message, selected by `type`.
OutputContent = Annotated[Union[OutputTextContent, RefusalContent], Field(discriminator="type")]

# One part of an assistant message replayed without an id, selected by `type`: text the model wrote, or a refusal.
EasyOutputContent = Annotated[Union[EasyOutputTextContent, RefusalContent], Field(discriminator="type")]

# A citation attached to output text, selected by `type`.
Annotation = Annotated[Union[FileCitation, UrlCitation, ContainerFileCitation, FilePathAnnotation], Field(discriminator="type")]

# Who issued a tool call: the model itself (`direct`) or a program the model ran (`program`).
ToolCaller = Annotated[Union[DirectCaller, ProgramCaller], Field(discriminator="type")]

# One action of a computer-use call, selected by `type`.
ComputerAction = Annotated[Union[ComputerClick, ComputerDoubleClick, ComputerDrag, ComputerKeypress, ComputerMove, ComputerScreenshotAction, ComputerScroll, ComputerType, ComputerWait], Field(discriminator="type")]

# Where a shell call runs: the local machine or a hosted container.
ShellEnvironment = Annotated[Union[LocalShellEnvironment, ContainerReference], Field(discriminator="type")]

# How a shell command ended: it exited, or it timed out.
ShellOutcome = Annotated[Union[ShellExit, ShellTimeout], Field(discriminator="type")]

# The file change an apply-patch call asks for.
ApplyPatchOperation = Annotated[Union[ApplyPatchCreateFile, ApplyPatchDeleteFile, ApplyPatchUpdateFile], Field(discriminator="type")]

# What a code interpreter run produced: logs or an image.
CodeInterpreterOutput = Annotated[Union[CodeInterpreterLogs, CodeInterpreterImage], Field(discriminator="type")]

# A tool offered to the model (as in a request's `tools`), selected by `type`.
ToolDefinition = Annotated[Union[FunctionToolDefinition, FileSearchToolDefinition, ComputerToolDefinition, ComputerUsePreviewToolDefinition, WebSearchToolDefinition, McpToolDefinition, CodeInterpreterToolDefinition, ProgrammaticToolCallingDefinition, ImageGenerationToolDefinition, LocalShellToolDefinition, ShellToolDefinition, CustomToolDefinition, NamespaceToolDefinition, ToolSearchToolDefinition, WebSearchPreviewToolDefinition, ApplyPatchToolDefinition], Field(discriminator="type")]

CodeInterpreterToolDefinitionContainer = Union[str, CodeInterpreterAutoContainer]

# A tool inside a namespace: a function or a custom tool.
NamespacedTool = Annotated[Union[NamespacedFunction, CustomToolDefinition], Field(discriminator="type")]


ChatCompletionRequest.model_rebuild()
ChatCompletionFunctionToolDefinition.model_rebuild()
ChatCompletionFunctionDefinition.model_rebuild()
ChatCompletionFunctionDefinitionParameters.model_rebuild()
ChatCompletionCustomToolDefinition.model_rebuild()
ChatCompletionCustomToolBody.model_rebuild()
ChatCompletionCustomToolTextFormat.model_rebuild()
ChatCompletionCustomToolGrammarFormat.model_rebuild()
ChatCompletionCustomToolGrammar.model_rebuild()
ChatCompletionNamedToolChoice.model_rebuild()
ChatCompletionNamedToolChoiceFunction.model_rebuild()
ChatCompletionAllowedToolsChoice.model_rebuild()
ChatCompletionAllowedTools.model_rebuild()
ChatCompletionAllowedToolsToolsItem.model_rebuild()
ChatCompletionNamedCustomToolChoice.model_rebuild()
ChatCompletionNamedCustomToolChoiceCustom.model_rebuild()
ChatCompletionResponseFormatText.model_rebuild()
ChatCompletionResponseFormatJsonObject.model_rebuild()
ChatCompletionResponseFormatJsonSchema.model_rebuild()
ChatCompletionJsonSchema.model_rebuild()
ChatCompletionJsonSchemaSchema.model_rebuild()
ChatCompletionSystemMessage.model_rebuild()
ChatCompletionDeveloperMessage.model_rebuild()
ChatCompletionUserMessage.model_rebuild()
ChatCompletionAssistantMessage.model_rebuild()
ChatCompletionToolMessage.model_rebuild()
ChatCompletionFunctionMessage.model_rebuild()
ChatCompletionTextPart.model_rebuild()
ChatCompletionImagePart.model_rebuild()
ChatCompletionImageUrl.model_rebuild()
ChatCompletionAudioPart.model_rebuild()
ChatCompletionInputAudio.model_rebuild()
ChatCompletionFilePart.model_rebuild()
ChatCompletionFile.model_rebuild()
ChatCompletionRefusalPart.model_rebuild()
ChatCompletionCacheBreakpoint.model_rebuild()
ChatCompletionFunctionToolCall.model_rebuild()
ChatCompletionCustomToolCall.model_rebuild()
ChatCompletionCustomCall.model_rebuild()
ChatCompletionFunctionCall.model_rebuild()
ChatCompletionExtraContent.model_rebuild()
ChatCompletionGoogleExtraContent.model_rebuild()
ChatCompletionAssistantAudio.model_rebuild()
ChatCompletionAnnotation.model_rebuild()
ChatCompletionUrlCitation.model_rebuild()
ChatCompletionReasoningSummary.model_rebuild()
ChatCompletionReasoningEncrypted.model_rebuild()
ChatCompletionReasoningText.model_rebuild()
ChatCompletionReasoningOther.model_rebuild()
ChatCompletionResponse.model_rebuild()
ChatCompletionChoice.model_rebuild()
ChatCompletionChoiceLogprobs.model_rebuild()
ChatCompletionUsage.model_rebuild()
ChatCompletionPromptTokensDetails.model_rebuild()
ChatCompletionCompletionTokensDetails.model_rebuild()
SystemMessage.model_rebuild()
DeveloperMessage.model_rebuild()
UserMessage.model_rebuild()
AssistantMessage.model_rebuild()
ToolMessage.model_rebuild()
TextPart.model_rebuild()
ImagePart.model_rebuild()
ImageUrlPart.model_rebuild()
ImageFileIdPart.model_rebuild()
FilePart.model_rebuild()
FileUrlPart.model_rebuild()
FileIdPart.model_rebuild()
ToolCall.model_rebuild()
ToolCallExtraContent.model_rebuild()
ReasoningItems.model_rebuild()
ProviderFields.model_rebuild()
ProviderFieldsFields.model_rebuild()
ProviderPart.model_rebuild()
ProviderPartValue.model_rebuild()
ProviderBlocks.model_rebuild()
ProviderBlocksItemsItem.model_rebuild()
ChatRequest.model_rebuild()
ChatFunctionTool.model_rebuild()
ChatFunctionToolParameters.model_rebuild()
ChatToolProviderFields.model_rebuild()
ChatToolProviderFieldsResponses.model_rebuild()
ChatToolProviderFieldsChatCompletions.model_rebuild()
ChatToolProviderFieldsClaude.model_rebuild()
ChatToolProviderFieldsGemini.model_rebuild()
ChatProviderTool.model_rebuild()
ChatProviderToolTool.model_rebuild()
ChatToolChoiceFunction.model_rebuild()
ChatToolChoiceAllowed.model_rebuild()
ChatToolChoiceProvider.model_rebuild()
ChatOutputText.model_rebuild()
ChatOutputJsonObject.model_rebuild()
ChatOutputJsonSchema.model_rebuild()
ChatOutputJsonSchemaSchema.model_rebuild()
ChatReasoning.model_rebuild()
ChatProviderSettings.model_rebuild()
ChatProviderSettingsResponses.model_rebuild()
ChatProviderSettingsChatCompletions.model_rebuild()
ChatProviderSettingsClaude.model_rebuild()
ChatProviderSettingsGemini.model_rebuild()
ChatResponse.model_rebuild()
ChatUsage.model_rebuild()
ChatResponseProviderFields.model_rebuild()
ChatResponseProviderFieldsFields.model_rebuild()
ClaudeUserMessage.model_rebuild()
ClaudeAssistantMessage.model_rebuild()
ClaudeSystemMessage.model_rebuild()
CacheControlObject.model_rebuild()
ClaudeTextBlock.model_rebuild()
ClaudeImageBlock.model_rebuild()
ClaudeBase64ImageSource.model_rebuild()
ClaudeUrlSource.model_rebuild()
ClaudeFileSource.model_rebuild()
ClaudeDocumentBlock.model_rebuild()
ClaudeCitationsConfig.model_rebuild()
ClaudeBase64PdfSource.model_rebuild()
ClaudePlainTextSource.model_rebuild()
ClaudeContentSource.model_rebuild()
ClaudeToolUseBlock.model_rebuild()
ClaudeToolUseBlockInput.model_rebuild()
ClaudeToolResultBlock.model_rebuild()
ClaudeThinkingBlock.model_rebuild()
ClaudeRedactedThinkingBlock.model_rebuild()
ClaudeSearchResultBlock.model_rebuild()
ClaudeToolReferenceBlock.model_rebuild()
ClaudeServerToolUseBlock.model_rebuild()
ClaudeServerToolUseBlockInput.model_rebuild()
ClaudeDirectCaller.model_rebuild()
ClaudeServerToolCaller.model_rebuild()
ClaudeWebSearchToolResultBlock.model_rebuild()
ClaudeWebSearchResult.model_rebuild()
ClaudeWebSearchToolResultError.model_rebuild()
ClaudeWebFetchToolResultBlock.model_rebuild()
ClaudeWebFetchResult.model_rebuild()
ClaudeWebFetchToolResultError.model_rebuild()
ClaudeCodeExecutionToolResultBlock.model_rebuild()
ClaudeCodeExecutionResult.model_rebuild()
ClaudeEncryptedCodeExecutionResult.model_rebuild()
ClaudeCodeExecutionOutput.model_rebuild()
ClaudeCodeExecutionToolResultError.model_rebuild()
ClaudeBashCodeExecutionToolResultBlock.model_rebuild()
ClaudeBashCodeExecutionResult.model_rebuild()
ClaudeBashCodeExecutionOutput.model_rebuild()
ClaudeBashCodeExecutionToolResultError.model_rebuild()
ClaudeTextEditorCodeExecutionToolResultBlock.model_rebuild()
ClaudeTextEditorCodeExecutionViewResult.model_rebuild()
ClaudeTextEditorCodeExecutionCreateResult.model_rebuild()
ClaudeTextEditorCodeExecutionStrReplaceResult.model_rebuild()
ClaudeTextEditorCodeExecutionToolResultError.model_rebuild()
ClaudeToolSearchToolResultBlock.model_rebuild()
ClaudeToolSearchResult.model_rebuild()
ClaudeToolSearchToolResultError.model_rebuild()
ClaudeContainerUploadBlock.model_rebuild()
ClaudeBrowserStateBlock.model_rebuild()
ClaudeBrowserTab.model_rebuild()
ClaudeBrowserTabOpened.model_rebuild()
ClaudeBrowserDownloadStarted.model_rebuild()
ClaudeBrowserDownloadCompleted.model_rebuild()
ClaudeBrowserDownloadFailed.model_rebuild()
ClaudeCharLocationCitation.model_rebuild()
ClaudePageLocationCitation.model_rebuild()
ClaudeContentBlockLocationCitation.model_rebuild()
ClaudeWebSearchResultLocationCitation.model_rebuild()
ClaudeSearchResultLocationCitation.model_rebuild()
ClaudeRequest.model_rebuild()
ClaudeToolDefinition.model_rebuild()
ClaudeToolDefinitionInputSchema.model_rebuild()
ClaudeToolChoiceAuto.model_rebuild()
ClaudeToolChoiceAny.model_rebuild()
ClaudeToolChoiceTool.model_rebuild()
ClaudeToolChoiceNone.model_rebuild()
ClaudeThinkingEnabled.model_rebuild()
ClaudeThinkingDisabled.model_rebuild()
ClaudeThinkingAdaptive.model_rebuild()
ClaudeThinkingOther.model_rebuild()
ClaudeOutputConfig.model_rebuild()
ClaudeJsonOutputFormat.model_rebuild()
ClaudeJsonOutputFormatSchema.model_rebuild()
ClaudeConversation.model_rebuild()
ClaudeConversationUserMessage.model_rebuild()
ClaudeConversationAssistantMessage.model_rebuild()
ClaudeConversationToolResultBlock.model_rebuild()
ClaudeResponse.model_rebuild()
ClaudeUsage.model_rebuild()
ClaudeUsageCacheCreation.model_rebuild()
ClaudeUsageServerToolUse.model_rebuild()
GeminiContent.model_rebuild()
GeminiRequest.model_rebuild()
GeminiTool.model_rebuild()
GeminiFunctionDeclaration.model_rebuild()
GeminiFunctionDeclarationParameters.model_rebuild()
GeminiFunctionDeclarationResponse.model_rebuild()
GeminiToolConfig.model_rebuild()
GeminiFunctionCallingConfig.model_rebuild()
GeminiGenerationConfig.model_rebuild()
GeminiGenerationConfigResponseSchema.model_rebuild()
GeminiThinkingConfig.model_rebuild()
GeminiSystemInstruction.model_rebuild()
GeminiSystemPart.model_rebuild()
GeminiTextPart.model_rebuild()
GeminiInlineDataPart.model_rebuild()
GeminiFileDataPart.model_rebuild()
GeminiFunctionCallPart.model_rebuild()
GeminiFunctionResponsePart.model_rebuild()
GeminiExecutableCodePart.model_rebuild()
GeminiCodeExecutionResultPart.model_rebuild()
GeminiBlob.model_rebuild()
GeminiFileData.model_rebuild()
GeminiFunctionCall.model_rebuild()
GeminiFunctionResponse.model_rebuild()
GeminiFunctionResponseMedia.model_rebuild()
GeminiFunctionResponseBlob.model_rebuild()
GeminiExecutableCode.model_rebuild()
GeminiCodeExecutionResult.model_rebuild()
GeminiResponse.model_rebuild()
GeminiCandidate.model_rebuild()
GeminiCandidateContent.model_rebuild()
GeminiPromptFeedback.model_rebuild()
GeminiUsageMetadata.model_rebuild()
GeminiSnakeInlineDataPart.model_rebuild()
GeminiSnakeFileDataPart.model_rebuild()
GeminiSnakeFunctionCallPart.model_rebuild()
GeminiSnakeFunctionResponsePart.model_rebuild()
GeminiSnakeExecutableCodePart.model_rebuild()
GeminiSnakeCodeExecutionResultPart.model_rebuild()
GeminiSnakeBlob.model_rebuild()
GeminiSnakeFileData.model_rebuild()
GeminiSnakeFunctionResponseBlob.model_rebuild()
GeminiSnakeFunctionResponseMedia.model_rebuild()
GeminiSnakeFunctionResponse.model_rebuild()
ResponsesRequest.model_rebuild()
ResponsesToolChoiceFunction.model_rebuild()
ResponsesToolChoiceAllowed.model_rebuild()
ResponsesToolChoiceAllowedToolsItem.model_rebuild()
ResponsesToolChoiceOther.model_rebuild()
ResponsesTextConfig.model_rebuild()
ResponsesTextFormatJsonObject.model_rebuild()
ResponsesReasoning.model_rebuild()
NewUserMessageItem.model_rebuild()
NewSystemMessageItem.model_rebuild()
NewDeveloperMessageItem.model_rebuild()
NewAssistantMessageItem.model_rebuild()
NewAssistantPartsMessageItem.model_rebuild()
InputMessageItem.model_rebuild()
AssistantMessageItem.model_rebuild()
FunctionCallItem.model_rebuild()
FunctionCallOutputItem.model_rebuild()
ReasoningItem.model_rebuild()
SummaryText.model_rebuild()
ReasoningText.model_rebuild()
ItemReference.model_rebuild()
CustomToolCallItem.model_rebuild()
CustomToolCallOutputItem.model_rebuild()
WebSearchCallItem.model_rebuild()
WebSearchSearchAction.model_rebuild()
WebSearchSource.model_rebuild()
WebSearchOpenPageAction.model_rebuild()
WebSearchFindAction.model_rebuild()
FileSearchCallItem.model_rebuild()
FileSearchResult.model_rebuild()
ImageGenerationCallItem.model_rebuild()
ComputerCallItem.model_rebuild()
ComputerCallOutputItem.model_rebuild()
ToolSearchCallItem.model_rebuild()
ToolSearchOutputItem.model_rebuild()
AdditionalToolsItem.model_rebuild()
CompactionItem.model_rebuild()
CodeInterpreterCallItem.model_rebuild()
LocalShellCallItem.model_rebuild()
LocalShellAction.model_rebuild()
LocalShellCallOutputItem.model_rebuild()
ShellCallItem.model_rebuild()
ShellAction.model_rebuild()
ShellCallOutputItem.model_rebuild()
ApplyPatchCallItem.model_rebuild()
ApplyPatchCallOutputItem.model_rebuild()
McpListToolsItem.model_rebuild()
McpApprovalRequestItem.model_rebuild()
McpApprovalResponseItem.model_rebuild()
McpCallItem.model_rebuild()
McpProtocolError.model_rebuild()
McpToolExecutionError.model_rebuild()
McpHttpError.model_rebuild()
CompactionTriggerItem.model_rebuild()
ConfigurationUpdateItem.model_rebuild()
ConfigurationUpdateItemReasoning.model_rebuild()
ConfigurationUpdateItemText.model_rebuild()
TextFormatText.model_rebuild()
TextFormatJsonSchema.model_rebuild()
TextFormatJsonSchemaSchema.model_rebuild()
ProgramItem.model_rebuild()
ProgramOutputItem.model_rebuild()
InputTextContent.model_rebuild()
InputImageContent.model_rebuild()
InputFileContent.model_rebuild()
OutputTextContent.model_rebuild()
RefusalContent.model_rebuild()
EasyOutputTextContent.model_rebuild()
FileCitation.model_rebuild()
UrlCitation.model_rebuild()
ContainerFileCitation.model_rebuild()
FilePathAnnotation.model_rebuild()
Logprob.model_rebuild()
TopLogprob.model_rebuild()
DirectCaller.model_rebuild()
ProgramCaller.model_rebuild()
SafetyCheck.model_rebuild()
ComputerScreenshot.model_rebuild()
ComputerClick.model_rebuild()
ComputerDoubleClick.model_rebuild()
ComputerDrag.model_rebuild()
ComputerPoint.model_rebuild()
ComputerKeypress.model_rebuild()
ComputerMove.model_rebuild()
ComputerScreenshotAction.model_rebuild()
ComputerScroll.model_rebuild()
ComputerType.model_rebuild()
ComputerWait.model_rebuild()
LocalShellEnvironment.model_rebuild()
LocalSkill.model_rebuild()
ContainerReference.model_rebuild()
ShellOutputContent.model_rebuild()
ShellExit.model_rebuild()
ShellTimeout.model_rebuild()
ApplyPatchCreateFile.model_rebuild()
ApplyPatchDeleteFile.model_rebuild()
ApplyPatchUpdateFile.model_rebuild()
McpTool.model_rebuild()
CodeInterpreterLogs.model_rebuild()
CodeInterpreterImage.model_rebuild()
FunctionToolDefinition.model_rebuild()
FunctionToolDefinitionParameters.model_rebuild()
FileSearchToolDefinition.model_rebuild()
ComputerToolDefinition.model_rebuild()
ComputerUsePreviewToolDefinition.model_rebuild()
WebSearchToolDefinition.model_rebuild()
McpToolDefinition.model_rebuild()
CodeInterpreterToolDefinition.model_rebuild()
CodeInterpreterAutoContainer.model_rebuild()
ProgrammaticToolCallingDefinition.model_rebuild()
ImageGenerationToolDefinition.model_rebuild()
LocalShellToolDefinition.model_rebuild()
ShellToolDefinition.model_rebuild()
CustomToolDefinition.model_rebuild()
NamespaceToolDefinition.model_rebuild()
NamespacedFunction.model_rebuild()
ToolSearchToolDefinition.model_rebuild()
WebSearchPreviewToolDefinition.model_rebuild()
ApplyPatchToolDefinition.model_rebuild()
ResponsesResponse.model_rebuild()
ResponsesIncompleteDetails.model_rebuild()
ResponsesError.model_rebuild()
ResponsesUsage.model_rebuild()
ResponsesInputTokensDetails.model_rebuild()
ResponsesOutputTokensDetails.model_rebuild()

ChatCompletionMessageAdapter: TypeAdapter[ChatCompletionMessage] = TypeAdapter(ChatCompletionMessage)
ChatCompletionMessagesAdapter: TypeAdapter[ChatCompletionMessages] = TypeAdapter(ChatCompletionMessages)
ChatMessageAdapter: TypeAdapter[ChatMessage] = TypeAdapter(ChatMessage)
ChatMessagesAdapter: TypeAdapter[ChatMessages] = TypeAdapter(ChatMessages)
ChatRequestAdapter: TypeAdapter[ChatRequest] = TypeAdapter(ChatRequest)
ChatResponseAdapter: TypeAdapter[ChatResponse] = TypeAdapter(ChatResponse)
ClaudeMessageAdapter: TypeAdapter[ClaudeMessage] = TypeAdapter(ClaudeMessage)
ClaudeMessagesAdapter: TypeAdapter[ClaudeMessages] = TypeAdapter(ClaudeMessages)
GeminiContentAdapter: TypeAdapter[GeminiContent] = TypeAdapter(GeminiContent)
GeminiContentsAdapter: TypeAdapter[GeminiContents] = TypeAdapter(GeminiContents)
ItemAdapter: TypeAdapter[Item] = TypeAdapter(Item)
ItemsAdapter: TypeAdapter[Items] = TypeAdapter(Items)
ResponsesRequestAdapter: TypeAdapter[ResponsesRequest] = TypeAdapter(ResponsesRequest)
ClaudeRequestAdapter: TypeAdapter[ClaudeRequest] = TypeAdapter(ClaudeRequest)
ChatCompletionRequestAdapter: TypeAdapter[ChatCompletionRequest] = TypeAdapter(ChatCompletionRequest)
GeminiRequestAdapter: TypeAdapter[GeminiRequest] = TypeAdapter(GeminiRequest)
ChatCompletionResponseAdapter: TypeAdapter[ChatCompletionResponse] = TypeAdapter(ChatCompletionResponse)
ResponsesResponseAdapter: TypeAdapter[ResponsesResponse] = TypeAdapter(ResponsesResponse)
ClaudeResponseAdapter: TypeAdapter[ClaudeResponse] = TypeAdapter(ClaudeResponse)
GeminiResponseAdapter: TypeAdapter[GeminiResponse] = TypeAdapter(GeminiResponse)

__all__ = [
    "AdditionalToolsItem",
    "Annotation",
    "ApplyPatchCallItem",
    "ApplyPatchCallOutputItem",
    "ApplyPatchCreateFile",
    "ApplyPatchDeleteFile",
    "ApplyPatchOperation",
    "ApplyPatchToolDefinition",
    "ApplyPatchUpdateFile",
    "AssistantMessage",
    "AssistantMessageItem",
    "Base64",
    "CacheControl",
    "CacheControlObject",
    "CallFunctionToolItem",
    "ChatCompletionAllowedTools",
    "ChatCompletionAllowedToolsChoice",
    "ChatCompletionAllowedToolsToolsItem",
    "ChatCompletionAnnotation",
    "ChatCompletionAssistantAudio",
    "ChatCompletionAssistantContentPart",
    "ChatCompletionAssistantMessage",
    "ChatCompletionAssistantMessageContent",
    "ChatCompletionAudioPart",
    "ChatCompletionBase64",
    "ChatCompletionCacheBreakpoint",
    "ChatCompletionChoice",
    "ChatCompletionChoiceLogprobs",
    "ChatCompletionCompletionTokensDetails",
    "ChatCompletionContentPart",
    "ChatCompletionCustomCall",
    "ChatCompletionCustomToolBody",
    "ChatCompletionCustomToolCall",
    "ChatCompletionCustomToolDefinition",
    "ChatCompletionCustomToolFormat",
    "ChatCompletionCustomToolGrammar",
    "ChatCompletionCustomToolGrammarFormat",
    "ChatCompletionCustomToolTextFormat",
    "ChatCompletionDeveloperMessage",
    "ChatCompletionExtraContent",
    "ChatCompletionFile",
    "ChatCompletionFilePart",
    "ChatCompletionFunctionCall",
    "ChatCompletionFunctionDefinition",
    "ChatCompletionFunctionDefinitionParameters",
    "ChatCompletionFunctionMessage",
    "ChatCompletionFunctionToolCall",
    "ChatCompletionFunctionToolDefinition",
    "ChatCompletionGoogleExtraContent",
    "ChatCompletionImagePart",
    "ChatCompletionImageUrl",
    "ChatCompletionInputAudio",
    "ChatCompletionJsonSchema",
    "ChatCompletionJsonSchemaSchema",
    "ChatCompletionMessage",
    "ChatCompletionMessageAdapter",
    "ChatCompletionMessages",
    "ChatCompletionMessagesAdapter",
    "ChatCompletionNamedCustomToolChoice",
    "ChatCompletionNamedCustomToolChoiceCustom",
    "ChatCompletionNamedToolChoice",
    "ChatCompletionNamedToolChoiceFunction",
    "ChatCompletionPromptTokensDetails",
    "ChatCompletionReasoningDetail",
    "ChatCompletionReasoningEncrypted",
    "ChatCompletionReasoningOther",
    "ChatCompletionReasoningSummary",
    "ChatCompletionReasoningText",
    "ChatCompletionRefusalPart",
    "ChatCompletionRequest",
    "ChatCompletionRequestAdapter",
    "ChatCompletionRequestStop",
    "ChatCompletionResponse",
    "ChatCompletionResponseAdapter",
    "ChatCompletionResponseFormat",
    "ChatCompletionResponseFormatJsonObject",
    "ChatCompletionResponseFormatJsonSchema",
    "ChatCompletionResponseFormatText",
    "ChatCompletionSystemMessage",
    "ChatCompletionTextContent",
    "ChatCompletionTextContentPart",
    "ChatCompletionTextPart",
    "ChatCompletionToolCall",
    "ChatCompletionToolChoice",
    "ChatCompletionToolDefinition",
    "ChatCompletionToolMessage",
    "ChatCompletionUrlCitation",
    "ChatCompletionUsage",
    "ChatCompletionUserContent",
    "ChatCompletionUserMessage",
    "ChatFinishReason",
    "ChatFunctionTool",
    "ChatFunctionToolParameters",
    "ChatMessage",
    "ChatMessageAdapter",
    "ChatMessages",
    "ChatMessagesAdapter",
    "ChatOutputFormat",
    "ChatOutputJsonObject",
    "ChatOutputJsonSchema",
    "ChatOutputJsonSchemaSchema",
    "ChatOutputText",
    "ChatProviderSettings",
    "ChatProviderSettingsChatCompletions",
    "ChatProviderSettingsClaude",
    "ChatProviderSettingsGemini",
    "ChatProviderSettingsResponses",
    "ChatProviderTool",
    "ChatProviderToolTool",
    "ChatReasoning",
    "ChatRequest",
    "ChatRequestAdapter",
    "ChatRequestProvider",
    "ChatResponse",
    "ChatResponseAdapter",
    "ChatResponseProviderFields",
    "ChatResponseProviderFieldsFields",
    "ChatTool",
    "ChatToolChoice",
    "ChatToolChoiceAllowed",
    "ChatToolChoiceFunction",
    "ChatToolChoiceProvider",
    "ChatToolProviderFields",
    "ChatToolProviderFieldsChatCompletions",
    "ChatToolProviderFieldsClaude",
    "ChatToolProviderFieldsGemini",
    "ChatToolProviderFieldsResponses",
    "ChatUsage",
    "ClaudeAssistantMessage",
    "ClaudeBase64ImageSource",
    "ClaudeBase64PdfSource",
    "ClaudeBashCodeExecutionOutput",
    "ClaudeBashCodeExecutionResult",
    "ClaudeBashCodeExecutionToolResultBlock",
    "ClaudeBashCodeExecutionToolResultBlockContent",
    "ClaudeBashCodeExecutionToolResultError",
    "ClaudeBrowserDownloadCompleted",
    "ClaudeBrowserDownloadFailed",
    "ClaudeBrowserDownloadStarted",
    "ClaudeBrowserStateBlock",
    "ClaudeBrowserStateChange",
    "ClaudeBrowserTab",
    "ClaudeBrowserTabOpened",
    "ClaudeCharLocationCitation",
    "ClaudeCitation",
    "ClaudeCitationsConfig",
    "ClaudeCodeExecutionOutput",
    "ClaudeCodeExecutionResult",
    "ClaudeCodeExecutionToolResultBlock",
    "ClaudeCodeExecutionToolResultBlockContent",
    "ClaudeCodeExecutionToolResultError",
    "ClaudeContainerUploadBlock",
    "ClaudeContent",
    "ClaudeContentBlock",
    "ClaudeContentBlockLocationCitation",
    "ClaudeContentSource",
    "ClaudeContentSourceContent",
    "ClaudeContentSourceContentItem",
    "ClaudeConversation",
    "ClaudeConversationAssistantMessage",
    "ClaudeConversationAssistantMessageContent",
    "ClaudeConversationBlock",
    "ClaudeConversationMessage",
    "ClaudeConversationToolResultBlock",
    "ClaudeConversationToolResultBlockContent",
    "ClaudeConversationUserMessage",
    "ClaudeConversationUserMessageContent",
    "ClaudeDirectCaller",
    "ClaudeDocumentBlock",
    "ClaudeDocumentBlockSource",
    "ClaudeEncryptedCodeExecutionResult",
    "ClaudeFileSource",
    "ClaudeImageBlock",
    "ClaudeImageBlockSource",
    "ClaudeJsonOutputFormat",
    "ClaudeJsonOutputFormatSchema",
    "ClaudeMessage",
    "ClaudeMessageAdapter",
    "ClaudeMessages",
    "ClaudeMessagesAdapter",
    "ClaudeOutputConfig",
    "ClaudePageLocationCitation",
    "ClaudePlainTextSource",
    "ClaudeRedactedThinkingBlock",
    "ClaudeRequest",
    "ClaudeRequestAdapter",
    "ClaudeResponse",
    "ClaudeResponseAdapter",
    "ClaudeSearchResultBlock",
    "ClaudeSearchResultLocationCitation",
    "ClaudeServerToolCaller",
    "ClaudeServerToolUseBlock",
    "ClaudeServerToolUseBlockInput",
    "ClaudeSystem",
    "ClaudeSystemMessage",
    "ClaudeTextBlock",
    "ClaudeTextEditorCodeExecutionCreateResult",
    "ClaudeTextEditorCodeExecutionStrReplaceResult",
    "ClaudeTextEditorCodeExecutionToolResultBlock",
    "ClaudeTextEditorCodeExecutionToolResultBlockContent",
    "ClaudeTextEditorCodeExecutionToolResultError",
    "ClaudeTextEditorCodeExecutionViewResult",
    "ClaudeThinkingAdaptive",
    "ClaudeThinkingBlock",
    "ClaudeThinkingConfig",
    "ClaudeThinkingDisabled",
    "ClaudeThinkingEnabled",
    "ClaudeThinkingOther",
    "ClaudeToolCaller",
    "ClaudeToolChoice",
    "ClaudeToolChoiceAny",
    "ClaudeToolChoiceAuto",
    "ClaudeToolChoiceNone",
    "ClaudeToolChoiceTool",
    "ClaudeToolDefinition",
    "ClaudeToolDefinitionInputSchema",
    "ClaudeToolReferenceBlock",
    "ClaudeToolResultBlock",
    "ClaudeToolResultBlockContent",
    "ClaudeToolResultContentBlock",
    "ClaudeToolSearchResult",
    "ClaudeToolSearchToolResultBlock",
    "ClaudeToolSearchToolResultBlockContent",
    "ClaudeToolSearchToolResultError",
    "ClaudeToolUseBlock",
    "ClaudeToolUseBlockInput",
    "ClaudeToolUseId",
    "ClaudeUrlSource",
    "ClaudeUsage",
    "ClaudeUsageCacheCreation",
    "ClaudeUsageServerToolUse",
    "ClaudeUserMessage",
    "ClaudeWebFetchResult",
    "ClaudeWebFetchToolResultBlock",
    "ClaudeWebFetchToolResultBlockContent",
    "ClaudeWebFetchToolResultError",
    "ClaudeWebSearchResult",
    "ClaudeWebSearchResultLocationCitation",
    "ClaudeWebSearchToolResultBlock",
    "ClaudeWebSearchToolResultBlockContent",
    "ClaudeWebSearchToolResultError",
    "CodeInterpreterAutoContainer",
    "CodeInterpreterCallItem",
    "CodeInterpreterImage",
    "CodeInterpreterLogs",
    "CodeInterpreterOutput",
    "CodeInterpreterToolDefinition",
    "CodeInterpreterToolDefinitionContainer",
    "CompactionItem",
    "CompactionTriggerItem",
    "ComputerAction",
    "ComputerCallItem",
    "ComputerCallOutputItem",
    "ComputerClick",
    "ComputerDoubleClick",
    "ComputerDrag",
    "ComputerKeypress",
    "ComputerMove",
    "ComputerPoint",
    "ComputerScreenshot",
    "ComputerScreenshotAction",
    "ComputerScroll",
    "ComputerToolDefinition",
    "ComputerType",
    "ComputerUsePreviewToolDefinition",
    "ComputerWait",
    "ConfigurationTextFormat",
    "ConfigurationUpdateItem",
    "ConfigurationUpdateItemReasoning",
    "ConfigurationUpdateItemText",
    "ContainerFileCitation",
    "ContainerReference",
    "ContentPart",
    "CustomToolCallItem",
    "CustomToolCallOutputItem",
    "CustomToolDefinition",
    "DeveloperMessage",
    "DirectCaller",
    "EasyInputMessage",
    "EasyOutputContent",
    "EasyOutputTextContent",
    "FileCitation",
    "FileIdPart",
    "FilePart",
    "FilePathAnnotation",
    "FileSearchCallItem",
    "FileSearchResult",
    "FileSearchResultAttributesValue",
    "FileSearchToolDefinition",
    "FileUrlPart",
    "FunctionCallItem",
    "FunctionCallOutputItem",
    "FunctionToolDefinition",
    "FunctionToolDefinitionParameters",
    "GeminiBase64",
    "GeminiBlob",
    "GeminiCandidate",
    "GeminiCandidateContent",
    "GeminiCodeExecutionResult",
    "GeminiCodeExecutionResultPart",
    "GeminiContent",
    "GeminiContentAdapter",
    "GeminiContents",
    "GeminiContentsAdapter",
    "GeminiExecutableCode",
    "GeminiExecutableCodePart",
    "GeminiFileData",
    "GeminiFileDataPart",
    "GeminiFunctionCall",
    "GeminiFunctionCallPart",
    "GeminiFunctionCallingConfig",
    "GeminiFunctionDeclaration",
    "GeminiFunctionDeclarationParameters",
    "GeminiFunctionDeclarationResponse",
    "GeminiFunctionResponse",
    "GeminiFunctionResponseBlob",
    "GeminiFunctionResponseMedia",
    "GeminiFunctionResponsePart",
    "GeminiGenerationConfig",
    "GeminiGenerationConfigResponseSchema",
    "GeminiInlineDataPart",
    "GeminiPart",
    "GeminiPromptFeedback",
    "GeminiRequest",
    "GeminiRequestAdapter",
    "GeminiResponse",
    "GeminiResponseAdapter",
    "GeminiSnakeBlob",
    "GeminiSnakeCodeExecutionResultPart",
    "GeminiSnakeExecutableCodePart",
    "GeminiSnakeFileData",
    "GeminiSnakeFileDataPart",
    "GeminiSnakeFunctionCallPart",
    "GeminiSnakeFunctionResponse",
    "GeminiSnakeFunctionResponseBlob",
    "GeminiSnakeFunctionResponseMedia",
    "GeminiSnakeFunctionResponsePart",
    "GeminiSnakeInlineDataPart",
    "GeminiSystemInstruction",
    "GeminiSystemPart",
    "GeminiTextPart",
    "GeminiThinkingConfig",
    "GeminiTool",
    "GeminiToolConfig",
    "GeminiUsageMetadata",
    "ImageFileIdPart",
    "ImageGenerationCallItem",
    "ImageGenerationToolDefinition",
    "ImagePart",
    "ImageUrlPart",
    "InputContent",
    "InputFileContent",
    "InputImageContent",
    "InputMessageItem",
    "InputTextContent",
    "Item",
    "ItemAdapter",
    "ItemReference",
    "ItemStatus",
    "Items",
    "ItemsAdapter",
    "LocalShellAction",
    "LocalShellCallItem",
    "LocalShellCallOutputItem",
    "LocalShellEnvironment",
    "LocalShellToolDefinition",
    "LocalSkill",
    "Logprob",
    "McpApprovalRequestItem",
    "McpApprovalResponseItem",
    "McpCallItem",
    "McpHttpError",
    "McpListToolsItem",
    "McpProtocolError",
    "McpTool",
    "McpToolCallError",
    "McpToolDefinition",
    "McpToolExecutionError",
    "MessageContent",
    "MessagePhase",
    "MessageType",
    "NamespaceToolDefinition",
    "NamespacedFunction",
    "NamespacedTool",
    "NewAssistantMessageItem",
    "NewAssistantPartsMessageItem",
    "NewDeveloperMessageItem",
    "NewSystemMessageItem",
    "NewUserMessageItem",
    "OutputContent",
    "OutputTextContent",
    "ProgramCaller",
    "ProgramItem",
    "ProgramOutputItem",
    "ProgrammaticToolCallingDefinition",
    "ProviderBlocks",
    "ProviderBlocksItemsItem",
    "ProviderFields",
    "ProviderFieldsFields",
    "ProviderPart",
    "ProviderPartValue",
    "ReasoningItem",
    "ReasoningItems",
    "ReasoningText",
    "RefusalContent",
    "ResponsesError",
    "ResponsesIncompleteDetails",
    "ResponsesInputTokensDetails",
    "ResponsesOutputTokensDetails",
    "ResponsesReasoning",
    "ResponsesRequest",
    "ResponsesRequestAdapter",
    "ResponsesRequestInput",
    "ResponsesResponse",
    "ResponsesResponseAdapter",
    "ResponsesTextConfig",
    "ResponsesTextFormat",
    "ResponsesTextFormatJsonObject",
    "ResponsesToolChoice",
    "ResponsesToolChoiceAllowed",
    "ResponsesToolChoiceAllowedToolsItem",
    "ResponsesToolChoiceFunction",
    "ResponsesToolChoiceObject",
    "ResponsesToolChoiceOther",
    "ResponsesUsage",
    "SafetyCheck",
    "ShellAction",
    "ShellCallItem",
    "ShellCallOutputItem",
    "ShellEnvironment",
    "ShellExit",
    "ShellOutcome",
    "ShellOutputContent",
    "ShellTimeout",
    "ShellToolDefinition",
    "SummaryText",
    "SystemMessage",
    "TextFormatJsonSchema",
    "TextFormatJsonSchemaSchema",
    "TextFormatText",
    "TextPart",
    "ToolCall",
    "ToolCallExtraContent",
    "ToolCaller",
    "ToolDefinition",
    "ToolMessage",
    "ToolOutput",
    "ToolSearchCallItem",
    "ToolSearchOutputItem",
    "ToolSearchToolDefinition",
    "TopLogprob",
    "UrlCitation",
    "UserMessage",
    "UserMessageContent",
    "WebSearchAction",
    "WebSearchCallItem",
    "WebSearchFindAction",
    "WebSearchOpenPageAction",
    "WebSearchPreviewToolDefinition",
    "WebSearchSearchAction",
    "WebSearchSource",
    "WebSearchToolDefinition",
    "__version__",
]
