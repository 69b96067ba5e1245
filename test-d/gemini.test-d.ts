// Gemini contents against the pinned @google/genai SDK: its Content[] goes into the reader without a
// cast (REST requiredness is checked at run time), and what the writer returns is what the SDK takes.
import { Language, Outcome, type Content, type ContentUnion, type GoogleGenAI, type Part } from "@google/genai";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import {
  convert,
  fromGeminiContents,
  toGeminiContents,
  withGeminiEnums,
  type ChatMessage,
  type GeminiContent,
  type GeminiPart,
  type WrittenGeminiPart,
  type WrittenGeminiRequest,
} from "chat-contract";

// SDK → reader, no cast: Content[] alone, or with a system instruction.
declare const sdkContents: Content[];
declare const sdkSystem: Content;
expectType<ChatMessage[]>(fromGeminiContents(sdkContents));
expectType<ChatMessage[]>(fromGeminiContents({ systemInstruction: sdkSystem, contents: sdkContents }));
expectType<WrittenGeminiRequest>(convert(sdkContents, { from: "gemini", to: "gemini" }));

// The validated input may hold google-genai Python's model_dump() nulls; what the writer returns has none.
expectAssignable<GeminiPart>({ text: "hi", thought: null, thought_signature: null, inline_data: null, video_metadata: null });
expectAssignable<GeminiContent>({ role: null, parts: [{ inlineData: { mimeType: "image/png", data: "iVBORw0KGgo=", displayName: null }, text: null }] });
expectError<GeminiPart>({ text: "hi", videoMetadata: { fps: 1 } });
expectNotAssignable<WrittenGeminiPart>({ text: "hi", thought: null });
expectNotAssignable<WrittenGeminiPart>({ text: "hi", inlineData: null });

// Writer → SDK: systemInstruction is a ContentUnion, and every part but code execution is a Part.
declare const history: ChatMessage[];
const { contents, systemInstruction } = toGeminiContents(history);
expectAssignable<ContentUnion | undefined>(systemInstruction);
declare const part: Exclude<WrittenGeminiPart, { executableCode: unknown } | { codeExecutionResult: unknown }>;
expectAssignable<Part>(part);
// The SDK types executableCode.language and codeExecutionResult.outcome as TS enums, which no
// string literal type is assignable to; contents that may hold them need the SDK's own enum values.
expectNotAssignable<Content[]>(contents);
expectAssignable<Content[]>(contents.map((c) => ({ role: c.role, parts: c.parts.filter((p): p is typeof part => !("executableCode" in p) && !("codeExecutionResult" in p)) })));
// withGeminiEnums types them with the SDK's own enums: no cast, code execution included.
const typed = withGeminiEnums(toGeminiContents(history), { Language, Outcome });
expectAssignable<Content[]>(typed.contents);
expectAssignable<ContentUnion | undefined>(typed.systemInstruction);
expectAssignable<Parameters<GoogleGenAI["models"]["generateContent"]>[0]>({ model: "gemini-2.5-flash", contents: typed.contents, config: { systemInstruction: typed.systemInstruction } });
expectError(withGeminiEnums(toGeminiContents(history), { Language: 1, Outcome }));

// Ours stay REST-strict where the SDK is loose.
expectError<GeminiContent>({ role: "assistant", parts: [{ text: "hi" }] });
expectError<GeminiContent>({ role: "user" });
expectError<GeminiPart>({ functionCall: { args: {} } });
expectError<GeminiPart>({ functionResponse: { name: "f" } });
expectNotAssignable<GeminiContent>(sdkSystem);
