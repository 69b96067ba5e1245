// The neutral finish reason of each wire's response: the vendor's value → ChatFinishReason, as data.
import type { ChatFinishReason } from "../../generated/types.js";

/**
 * Per wire, each finish reason its vendor documents and the neutral reason it reads as. A value not
 * listed reads as `other`; a `stop` whose turn called tools reads as `tool_calls` (Gemini says `STOP`
 * for a turn of function calls), one whose turn is a refusal as `refusal` (OpenAI says `stop`).
 * Sources: openai `ChatCompletion.Choice.finish_reason`, DeepSeek's and OpenRouter's API references
 * (`insufficient_system_resource`, `error`); openai `Response.status` and `incomplete_details.reason`;
 * @anthropic-ai/sdk `StopReason`; @google/genai `FinishReason` and `BlockedReason`.
 */
const VENDOR_FINISH_REASONS = {
  "chat-completions": {
    stop: "stop",
    length: "length",
    tool_calls: "tool_calls",
    function_call: "tool_calls",
    content_filter: "content_filter",
    insufficient_system_resource: "error",
    error: "error",
  },
  responses: {
    completed: "stop",
    max_output_tokens: "length",
    content_filter: "content_filter",
    failed: "error",
    incomplete: "other",
    cancelled: "other",
    in_progress: "other",
    queued: "other",
  },
  claude: {
    end_turn: "stop",
    stop_sequence: "stop",
    max_tokens: "length",
    model_context_window_exceeded: "length",
    tool_use: "tool_calls",
    pause_turn: "pause",
    refusal: "refusal",
  },
  gemini: {
    STOP: "stop",
    MAX_TOKENS: "length",
    SAFETY: "content_filter",
    RECITATION: "content_filter",
    BLOCKLIST: "content_filter",
    PROHIBITED_CONTENT: "content_filter",
    SPII: "content_filter",
    IMAGE_SAFETY: "content_filter",
    IMAGE_PROHIBITED_CONTENT: "content_filter",
    IMAGE_RECITATION: "content_filter",
    MODEL_ARMOR: "content_filter",
    ESCALATION: "content_filter",
    MALFORMED_FUNCTION_CALL: "error",
    UNEXPECTED_TOOL_CALL: "error",
    TOO_MANY_TOOL_CALLS: "error",
    MISSING_THOUGHT_SIGNATURE: "error",
    MALFORMED_RESPONSE: "error",
    CONTINUATION: "length",
    PUP_LIMITED_DISABLED: "error",
    LANGUAGE: "other",
    OTHER: "other",
    IMAGE_OTHER: "other",
    NO_IMAGE: "other",
    FINISH_REASON_UNSPECIFIED: "other",
  },
} as const satisfies Record<ResponseFormat, Record<string, ChatFinishReason>>;

/** A wire `readResponse` reads: `"chat-completions"`, `"responses"`, `"claude"` or `"gemini"`. */
export type ResponseFormat = "chat-completions" | "responses" | "claude" | "gemini";

/** Per wire, the vendor finish reasons `FINISH_REASONS` lists (for Responses, a `status` or an `incomplete_details.reason`). */
export type VendorFinishReason = { [F in ResponseFormat]: keyof (typeof VENDOR_FINISH_REASONS)[F] & string };

/** Per wire, each finish reason its vendor documents → the neutral reason it reads as (the README's finish-reason table is rendered from it). */
export const FINISH_REASONS: Readonly<Record<ResponseFormat, Readonly<Record<string, ChatFinishReason>>>> = VENDOR_FINISH_REASONS;

/** The neutral reason of `raw` on `format`'s wire, before the turn is looked at (`other` when unknown or absent). */
export function neutralReason(format: ResponseFormat, raw: string | undefined): ChatFinishReason {
  if (raw === undefined) return "other";
  const table = FINISH_REASONS[format];
  return Object.prototype.hasOwnProperty.call(table, raw) ? table[raw]! : "other";
}
