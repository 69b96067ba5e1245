// The typed settings of the four request bodies, pinned both ways against each SDK's request types.
// Gemini's SDK request shape (`config`) is not the REST body, so its parts are pinned instead: Tool,
// ToolConfig, GenerationConfig, ThinkingConfig (the SDK's enums need withGeminiEnums-style literals one way).
import type { OutputConfig, ThinkingConfigParam, ToolChoice, ToolUnion } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ChatCompletionCreateParams, ChatCompletionTool, ChatCompletionToolChoiceOption } from "openai/resources/chat/completions/completions";
import type { ResponseCreateParams, ResponseTextConfig, ToolChoiceAllowed, ToolChoiceFunction, ToolChoiceOptions } from "openai/resources/responses/responses";
import type { Reasoning } from "openai/resources/shared";
import type { FunctionCallingConfig, FunctionDeclaration, GenerationConfig, ThinkingConfig, Tool, ToolConfig } from "@google/genai";
import { expectAssignable, expectNotAssignable } from "tsd";
import type {
  ChatCompletionResponseFormat, ChatCompletionToolChoice, ChatCompletionToolDefinition,
  ClaudeOutputConfig, ClaudeThinkingAdaptive, ClaudeThinkingDisabled, ClaudeThinkingEnabled, ClaudeToolChoice, ClaudeToolDefinition,
  GeminiFunctionCallingConfig, GeminiFunctionDeclaration, GeminiGenerationConfig, GeminiThinkingConfig, GeminiTool, GeminiToolConfig,
  ResponsesReasoning, ResponsesTextConfig, ResponsesToolChoice, ResponsesToolChoiceAllowed, ResponsesToolChoiceFunction,
} from "chat-contract";

// Claude: SDK → ours (the whole MessageCreateParams → ClaudeRequest is in request.test-d.ts) and ours → SDK.
declare const claudeTool: ToolUnion;
expectAssignable<ClaudeToolDefinition>(claudeTool);
declare const claudeChoice: ClaudeToolChoice;
expectAssignable<ToolChoice>(claudeChoice);
declare const sdkChoice: ToolChoice;
expectAssignable<ClaudeToolChoice>(sdkChoice);
declare const thinking: ClaudeThinkingEnabled | ClaudeThinkingDisabled | ClaudeThinkingAdaptive;
expectAssignable<ThinkingConfigParam>(thinking);
declare const outputConfig: ClaudeOutputConfig;
expectAssignable<OutputConfig>(outputConfig);
declare const sdkOutputConfig: OutputConfig;
expectAssignable<ClaudeOutputConfig>(sdkOutputConfig);
// A tool definition is open (server tools' own fields pass), so it is not the SDK's closed union.
declare const ourClaudeTool: ClaudeToolDefinition;
expectNotAssignable<ToolUnion>(ourClaudeTool);

// Chat Completions: ours → SDK (SDK → ours is the whole ChatCompletionCreateParams in request.test-d.ts).
declare const ccTool: ChatCompletionToolDefinition;
expectAssignable<ChatCompletionTool>(ccTool);
declare const ccChoice: ChatCompletionToolChoice;
expectAssignable<ChatCompletionToolChoiceOption>(ccChoice);
declare const ccFormat: ChatCompletionResponseFormat;
expectAssignable<NonNullable<ChatCompletionCreateParams["response_format"]>>(ccFormat);

// Responses: both ways for each typed setting.
declare const rText: ResponsesTextConfig;
expectAssignable<ResponseTextConfig>(rText);
declare const sdkText: ResponseTextConfig;
expectAssignable<ResponsesTextConfig>(sdkText);
declare const rReasoning: ResponsesReasoning;
expectAssignable<Reasoning>(rReasoning);
declare const sdkReasoning: Reasoning;
expectAssignable<ResponsesReasoning>(sdkReasoning);
declare const sdkToolChoice: NonNullable<ResponseCreateParams["tool_choice"]>;
expectAssignable<ResponsesToolChoice>(sdkToolChoice);
declare const rChoice: ToolChoiceOptions | ResponsesToolChoiceFunction | ResponsesToolChoiceAllowed;
expectAssignable<ToolChoiceOptions | ToolChoiceFunction | ToolChoiceAllowed>(rChoice);

// Gemini parts: SDK → ours, with the function's name given (the REST reference requires it; the
// SDK types every field optional, so its values are checked at run time), and ours → SDK.
type NamedDeclaration = FunctionDeclaration & { name: string };
declare const gTool: Omit<Tool, "functionDeclarations"> & { functionDeclarations?: NamedDeclaration[] };
expectAssignable<GeminiTool>(gTool);
declare const gDecl: NamedDeclaration;
expectAssignable<GeminiFunctionDeclaration>(gDecl);
declare const sdkDecl: FunctionDeclaration;
expectNotAssignable<GeminiFunctionDeclaration>(sdkDecl);
// Ours → SDK does not hold where the SDK types a REST enum string as a TypeScript enum (`behavior`,
// `mode`, `thinkingLevel`): the string literal is not the enum member. The rest of each part is.
declare const ourDecl: GeminiFunctionDeclaration;
expectNotAssignable<FunctionDeclaration>(ourDecl);
expectAssignable<FunctionDeclaration>({} as Omit<GeminiFunctionDeclaration, "behavior">);
declare const ourCalling: GeminiFunctionCallingConfig;
expectNotAssignable<FunctionCallingConfig>(ourCalling);
expectAssignable<FunctionCallingConfig>({} as Omit<GeminiFunctionCallingConfig, "mode">);
declare const ourThinking: GeminiThinkingConfig;
expectNotAssignable<ThinkingConfig>(ourThinking);
expectAssignable<ThinkingConfig>({} as Omit<GeminiThinkingConfig, "thinkingLevel">);
expectAssignable<GenerationConfig>({} as Omit<GeminiGenerationConfig, "thinkingConfig">);
declare const gToolConfig: ToolConfig;
expectAssignable<GeminiToolConfig>(gToolConfig);
declare const gCalling: FunctionCallingConfig;
expectAssignable<GeminiFunctionCallingConfig>(gCalling);
declare const gGeneration: GenerationConfig;
expectAssignable<GeminiGenerationConfig>(gGeneration);
declare const gThinking: ThinkingConfig;
expectAssignable<GeminiThinkingConfig>(gThinking);
