// The request rules of Gemini's generateContent, as data, and their check.
import type { GeminiContent, GeminiRequest } from "../../convert/gemini-nulls.js";
import type { Issue } from "../issue.js";
import { broken, byCode, frozen, subjectOf, withSubject, type VendorRule } from "./rule.js";
import { inJsonNames, inputPointer } from "../../convert/gemini-spelling.js";
import type { GeminiInput } from "../../convert/from-gemini.js";

const RULES = [
  {
    code: "empty_parts",
    says: "GenerateContentRequest.contents[N].parts: contents.parts must not be empty",
    source: "Gemini API error text (400 INVALID_ARGUMENT); https://ai.google.dev/api/caching#Content",
    repair: "the writer leaves out a content with no parts (`empty_message_dropped`)",
  },
  {
    code: "invalid_thought_signature",
    says: "Corrupted thought signature. (a thoughtSignature is the base64 the API returned, or a documented dummy value)",
    source: "https://ai.google.dev/gemini-api/docs/thought-signatures; reported in OpenRouterTeam/ai-sdk-provider#418",
    repair: "the writer drops a signature that is not base64 (`invalid_thought_signature`)",
  },
  {
    code: "function_response_count",
    says: "Please ensure that the number of function response parts is equal to the number of function call parts of the function call turn.",
    source: "Gemini API error text (400), as reported in cloudwego/eino-ext#571",
  },
  {
    code: "function_response_without_call",
    says: "a functionResponse answers a functionCall of the model content right before it (by position; by id where both have one)",
    source: "https://ai.google.dev/gemini-api/docs/function-calling",
  },
] as const satisfies readonly VendorRule[];

/** The request rules of Gemini's generateContent (empty parts, signature shape, function response pairing). */
export const GEMINI_RULES: readonly VendorRule[] = /* @__PURE__ */ frozen(RULES);

const RULE = /* @__PURE__ */ byCode(RULES);

/** The dummy signatures Google documents for histories from another model. */
export const DUMMY_SIGNATURES: ReadonlySet<string> = new Set(["skip_thought_signature_validator", "context_engineering_is_the_way_to_go"]);

/** A thoughtSignature the API can accept: base64 (standard or URL-safe, padding optional) or a documented dummy. */
export function validThoughtSignature(signature: string): boolean {
  if (DUMMY_SIGNATURES.has(signature)) return true;
  if (signature.length === 0 || signature.length % 4 === 1) return false;
  let i = 0;
  let urlSafe = false;
  let standard = false;
  for (; i < signature.length; i++) {
    const c = signature.charCodeAt(i);
    const alnum = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (alnum) continue;
    if (c === 43 || c === 47) standard = true;
    else if (c === 45 || c === 95) urlSafe = true;
    else break;
  }
  if (standard && urlSafe) return false;
  const padding = signature.length - i;
  return padding <= 2 && /^=*$/.test(signature.slice(i)) && (padding === 0 || signature.length % 4 === 0);
}

type Part = GeminiContent["parts"][number];
const call = (part: Part) => ("functionCall" in part ? part.functionCall : undefined);
const response = (part: Part) => ("functionResponse" in part ? part.functionResponse : undefined);

/** Gemini's request rules on a valid request or contents array (paths as in the input, proto field names too), in input order. */
export function geminiVendorIssues(given: GeminiInput): Issue[] {
  // After the spelling pass the input has JSON names and no null fields.
  const input = inJsonNames(given) as GeminiRequest | readonly GeminiContent[];
  if (input === given) return jsonNameIssues(input);
  return jsonNameIssues(input).map((issue) => {
    const path = inputPointer(given, issue.path);
    const moved: Issue = { ...issue, path, message: `${path || "(root)"}${issue.message.slice((issue.path || "(root)").length)}` };
    return withSubject(moved, subjectOf(issue));
  });
}

function jsonNameIssues(input: GeminiRequest | readonly GeminiContent[]): Issue[] {
  const out: Issue[] = [];
  const request = Array.isArray(input) ? undefined : (input as GeminiRequest);
  const contents = request ? request.contents : (input as readonly GeminiContent[]);
  const base = request ? "/contents" : "";
  if (request?.systemInstruction && request.systemInstruction.parts.length === 0) {
    out.push(broken(RULE.empty_parts, "/systemInstruction/parts", "a systemInstruction with no parts"));
  }
  contents.forEach((content, i) => {
    const at = `${base}/${i}`;
    if (content.parts.length === 0) out.push(broken(RULE.empty_parts, `${at}/parts`, "a content with no parts"));
    content.parts.forEach((part, k) => {
      const signature = (part as { thoughtSignature?: string }).thoughtSignature;
      if (signature !== undefined && !validThoughtSignature(signature)) {
        out.push(broken(RULE.invalid_thought_signature, `${at}/parts/${k}/thoughtSignature`, `thoughtSignature ${JSON.stringify(signature.slice(0, 40))} is not base64`));
      }
    });
    const responses = content.parts.flatMap((part, k) => (response(part) ? [{ fr: response(part)!, k }] : []));
    if (!responses.length) return;
    const before = contents[i - 1];
    const calls = before && before.role === "model" ? before.parts.flatMap((p) => (call(p) ? [call(p)!] : [])) : [];
    if (calls.length && calls.length !== responses.length) {
      out.push(broken(RULE.function_response_count, `${at}/parts`, `${responses.length} function response part(s) answer ${calls.length} function call part(s) of the content before`));
    }
    // Gemini pairs responses with calls by position; ids, where both sides have one, must agree.
    responses.forEach(({ fr, k }, n) => {
      const call = calls[n];
      if (calls.length === 0) out.push(broken(RULE.function_response_without_call, `${at}/parts/${k}/functionResponse`, "the content before is no model content with function calls", fr.id));
      else if (call && fr.id !== undefined && call.id !== undefined && call.id !== fr.id && !calls.some((c) => c.id === fr.id)) {
        out.push(broken(RULE.function_response_without_call, `${at}/parts/${k}/functionResponse/id`, `no function call ${JSON.stringify(fr.id)} in the model content before it`, fr.id));
      }
    });
  });
  return out;
}
