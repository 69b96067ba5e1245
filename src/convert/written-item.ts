// What the writers return where a wire type is wider than the openai SDK's request type: the form the
// SDK types, so it goes into `client.responses.create({ input })` or `chat.completions.create` without a cast.
import type {
  ChatCompletionAnnotation, ChatCompletionAssistantMessage, ChatCompletionMessage, ChatCompletionReasoningDetail, ChatCompletionToolCall, Item, NewAssistantPartsMessageItem,
} from "../../generated/types.js";
import type { NoNulls } from "./null-fields.js";

/**
 * An `Item` as the converters write it: every variant but `NewAssistantPartsMessageItem` (an
 * assistant's output parts without an id, which the API takes but the openai SDK does not type), and
 * no `null` in an optional field (a `model_dump()` null is read as absent, and written so), so a
 * `WrittenItem[]` is the SDK's `ResponseInputItem[]`.
 */
export type WrittenItem = NoNulls<Exclude<Item, NewAssistantPartsMessageItem>>;

/**
 * An `Item` as the items writer writes it with `assistantParts: "parts"`: a `WrittenItem`, or an
 * assistant message without an id whose content is output parts, which the Responses API takes and the
 * openai SDK does not type (so a `PartsItem[]` needs a cast to be the SDK's `ResponseInputItem[]`).
 */
export type PartsItem = WrittenItem | NoNulls<NewAssistantPartsMessageItem>;

/** True for an assistant message without an id whose content is output parts (the one Item the SDK does not type). */
export function isAssistantParts(item: Item): item is NewAssistantPartsMessageItem {
  return "role" in item && item.role === "assistant" && !("id" in item) && Array.isArray(item.content);
}

/**
 * A `ChatCompletionMessage` as `toChatCompletionMessages` writes it: never a `null` where the openai
 * SDK's request type has none (`tool_calls`, `annotations`, `reasoning_details` take `null` only as
 * a response dump spells "absent"), so a `WrittenChatCompletionMessage[]` is the SDK's
 * `ChatCompletionMessageParam[]`.
 */
export type WrittenChatCompletionMessage =
  | Exclude<ChatCompletionMessage, ChatCompletionAssistantMessage>
  | (ChatCompletionAssistantMessage & {
      /** The tools the model called, in order; never `null`. */
      tool_calls?: ChatCompletionToolCall[];
      /** Citations of the answer; never `null`. */
      annotations?: ChatCompletionAnnotation[];
      /** OpenRouter's structured reasoning, in order; never `null`. */
      reasoning_details?: ChatCompletionReasoningDetail[];
    });
