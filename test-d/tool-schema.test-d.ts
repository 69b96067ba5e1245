// The tool-schema functions take any value as a schema (an `as const` literal, a read-only one), a
// pointer and a warning collector's `warn`, and return a new object (or, for the strict check, a boolean).
import { expectError, expectType } from "tsd";
import { checkOpenAIStrict, fromGeminiParameters, toGeminiJsonSchema, toGeminiParameters, type ReadonlyDeep } from "chat-contract";

const warn = (code: string, path: string, text: string): void => void [code, path, text];
const schema = { type: "object", properties: { a: { type: ["string", "null"] } }, required: ["a"] } as const;
declare const frozen: ReadonlyDeep<Record<string, unknown>>;

expectType<Record<string, unknown>>(toGeminiParameters(schema, "/tools/0/parameters", warn));
expectType<Record<string, unknown>>(toGeminiJsonSchema(frozen, "", warn));
expectType<Record<string, unknown>>(fromGeminiParameters({ type: "STRING" }, "", warn));
expectType<boolean>(checkOpenAIStrict(schema, "", warn));
expectError(toGeminiParameters(schema, "", (code: number) => code));
expectError(checkOpenAIStrict(schema));
