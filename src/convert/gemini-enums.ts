// toGeminiContents' output typed with the @google/genai SDK's own enums, so it goes into the SDK without a
// cast. The package has no dependency on the SDK: the caller passes the enum objects it imported.
import type {
  GeminiCodeExecutionResult, GeminiCodeExecutionResultPart, GeminiExecutableCode, GeminiExecutableCodePart,
} from "../../generated/types.js";
import type { WithoutGeminiNulls, WrittenGeminiContent, WrittenGeminiPart, WrittenGeminiRequest } from "./gemini-nulls.js";
import { ContractError, type Issue } from "../validate/issue.js";
import { copyJson } from "./copy.js";

/** The SDK's `Language` and `Outcome` enum objects (`import { Language, Outcome } from "@google/genai"`). */
export interface GeminiEnums<L extends string, O extends string> {
  /** The SDK's `Language`: each value a language name chat-contract writes (`PYTHON`…). */
  Language: { readonly [name: string]: L };
  /** The SDK's `Outcome`: each value an outcome name chat-contract writes (`OUTCOME_OK`…). */
  Outcome: { readonly [name: string]: O };
}

/** `executableCode` with its `language` typed as the SDK's `Language`. */
export interface GeminiExecutableCodeWith<L> extends Omit<WithoutGeminiNulls<GeminiExecutableCode>, "language"> {
  /** The language of the code, as the SDK's enum. */
  language: L;
}

/** `codeExecutionResult` with its `outcome` typed as the SDK's `Outcome`. */
export interface GeminiCodeExecutionResultWith<O> extends Omit<WithoutGeminiNulls<GeminiCodeExecutionResult>, "outcome"> {
  /** How the run ended, as the SDK's enum. */
  outcome: O;
}

/** A part, with `executableCode.language` and `codeExecutionResult.outcome` typed as the SDK's enums. */
export type GeminiPartWith<L, O> = WrittenGeminiPart extends infer P
  ? P extends WithoutGeminiNulls<GeminiExecutableCodePart>
    ? Omit<P, "executableCode"> & {
        /** The code the model wrote, with the SDK's `Language`. */
        executableCode: GeminiExecutableCodeWith<L>;
      }
    : P extends WithoutGeminiNulls<GeminiCodeExecutionResultPart>
      ? Omit<P, "codeExecutionResult"> & {
          /** The result of running it, with the SDK's `Outcome`. */
          codeExecutionResult: GeminiCodeExecutionResultWith<O>;
        }
      : P
  : never;

/** A content whose parts carry the SDK's enums. */
export interface GeminiContentWith<L, O> extends Omit<WrittenGeminiContent, "parts"> {
  /** The parts, in order. */
  parts: GeminiPartWith<L, O>[];
}

/** A `GeminiRequest` whose code-execution parts carry the SDK's enums: `contents` is the SDK's `Content[]`. */
export interface GeminiRequestWith<L, O> extends Omit<WrittenGeminiRequest, "contents"> {
  /** The contents, oldest turn first. */
  contents: GeminiContentWith<L, O>[];
}

function check(value: string, allowed: { readonly [name: string]: string }, what: string, path: string, issues: Issue[]) {
  if (!Object.values(allowed).includes(value)) {
    issues.push({ path, code: "invalid_value", expected: `a value of the ${what} enum passed`, received: JSON.stringify(value), message: `${path}: ${JSON.stringify(value)} is not a value of the ${what} enum passed` });
  }
}

/**
 * `toGeminiContents`' output (a `WrittenGeminiRequest`: no nulls), typed with the `@google/genai` SDK's `Language`
 * and `Outcome` enums so `contents` goes to `generateContent` without a cast. The values are the same
 * strings at run time; each is checked to be one of the enum's values (`ContractError` otherwise). Returns a copy.
 * @example
 * import { Language, Outcome } from "@google/genai";
 * const { systemInstruction, contents } = withGeminiEnums(toGeminiContents(history), { Language, Outcome });
 * await ai.models.generateContent({ model, contents, config: { systemInstruction } });
 */
export function withGeminiEnums<L extends string, O extends string>(request: WrittenGeminiRequest, enums: GeminiEnums<L, O>): GeminiRequestWith<L, O> {
  const issues: Issue[] = [];
  request.contents.forEach((content, i) =>
    content.parts.forEach((part, k) => {
      const at = `/contents/${i}/parts/${k}`;
      if ("executableCode" in part) check(part.executableCode.language, enums.Language, "Language", `${at}/executableCode/language`, issues);
      if ("codeExecutionResult" in part) check(part.codeExecutionResult.outcome, enums.Outcome, "Outcome", `${at}/codeExecutionResult/outcome`, issues);
    }),
  );
  if (issues.length) throw new ContractError(issues, "withGeminiEnums: a value the SDK's enums do not have");
  return copyJson(request) as unknown as GeminiRequestWith<L, O>;
}
