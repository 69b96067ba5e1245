// google-genai Python's `model_dump()` writes `null` for every unset field, and Gemini's protobuf JSON
// parser reads a `null` field as absent: the Gemini schema takes a null for every optional field (and,
// on a part, for the data fields it does not hold). The reader reads a null as absent (the spelling
// pass leaves null fields out, `gemini-spelling.ts`); the writer never writes one.
import type * as G from "../../generated/types.js";

/**
 * `T` as the Gemini writer produces it, and as the reader sees a validated input: no optional field is
 * `null`, and the fields that may only be `null` (a part's other data fields, SDK fields the contract
 * does not carry) are gone. A function call's `args` and a response's `response` are data, kept as typed.
 */
export type WithoutGeminiNulls<T> = T extends readonly (infer E)[]
  ? WithoutGeminiNulls<E>[]
  : T extends object
    ? { [K in keyof T as [Exclude<T[K], undefined>] extends [null] ? never : K]: undefined extends T[K] ? WithoutGeminiNulls<Exclude<T[K], null>> : WithoutGeminiNulls<T[K]> }
    : T;

/** A request body as the Gemini writer produces it (`toGeminiContents`): `GeminiRequest` without nulls. */
export type WrittenGeminiRequest = WithoutGeminiNulls<G.GeminiRequest>;
/** A content as the Gemini writer produces it: `GeminiContent` without nulls. */
export type WrittenGeminiContent = WithoutGeminiNulls<G.GeminiContent>;
/** A part as the Gemini writer produces it: `GeminiPart` without nulls (one data field, no null beside it). */
export type WrittenGeminiPart = WithoutGeminiNulls<G.GeminiPart>;

// The names the converters use: what they read (after the spelling pass) and write has no nulls.
export type GeminiRequest = WrittenGeminiRequest;
export type GeminiContent = WrittenGeminiContent;
export type GeminiPart = WrittenGeminiPart;
export type GeminiFunctionResponse = WithoutGeminiNulls<G.GeminiFunctionResponse>;
export type GeminiFunctionCallPart = WithoutGeminiNulls<G.GeminiFunctionCallPart>;
export type GeminiExecutableCode = WithoutGeminiNulls<G.GeminiExecutableCode>;
export type GeminiExecutableCodePart = WithoutGeminiNulls<G.GeminiExecutableCodePart>;
export type GeminiCodeExecutionResult = WithoutGeminiNulls<G.GeminiCodeExecutionResult>;
export type GeminiCodeExecutionResultPart = WithoutGeminiNulls<G.GeminiCodeExecutionResultPart>;
