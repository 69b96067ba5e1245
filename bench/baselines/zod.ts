// The Item union in zod 4: as a `discriminatedUnion` (dispatch on `type`, then `role`) and as a
// plain `union`; the same rules as schemas/item.schema.json.
import { z } from "zod";

const id = z.string().min(1);
const lit = <T extends string>(v: T) => z.literal(v);
const status = z.enum(["in_progress", "completed", "incomplete"]);
const phase = z.enum(["commentary", "final_answer"]).nullable();

const inputContent = z.discriminatedUnion("type", [
  z.strictObject({ type: lit("input_text"), text: z.string() }),
  z.strictObject({ type: lit("input_image"), detail: z.enum(["low", "high", "auto", "original"]), image_url: z.string().nullable().optional(), file_id: z.string().nullable().optional() }),
  z.strictObject({ type: lit("input_file"), file_data: z.string().optional(), file_id: z.string().nullable().optional(), file_url: z.string().optional(), filename: z.string().optional() }),
]);
const parts = z.union([z.string(), z.array(inputContent)]);
const int = z.int();
const annotation = z.discriminatedUnion("type", [
  z.strictObject({ type: lit("file_citation"), file_id: z.string(), filename: z.string(), index: int }),
  z.strictObject({ type: lit("url_citation"), url: z.string(), title: z.string(), start_index: int, end_index: int }),
  z.strictObject({ type: lit("container_file_citation"), container_id: z.string(), file_id: z.string(), filename: z.string(), start_index: int, end_index: int }),
  z.strictObject({ type: lit("file_path"), file_id: z.string(), index: int }),
]);
const bytes = z.array(int);
const logprob = z.strictObject({
  token: z.string(), bytes, logprob: z.number(),
  top_logprobs: z.array(z.strictObject({ token: z.string(), bytes, logprob: z.number() })),
});
const outputContent = z.discriminatedUnion("type", [
  z.strictObject({ type: lit("output_text"), text: z.string(), annotations: z.array(annotation), logprobs: z.array(logprob).nullable().optional() }),
  z.strictObject({ type: lit("refusal"), refusal: z.string() }),
]);
const easyOutputContent = z.discriminatedUnion("type", [
  z.strictObject({ type: lit("output_text"), text: z.string(), annotations: z.array(annotation).optional(), logprobs: z.array(logprob).nullable().optional() }),
  z.strictObject({ type: lit("refusal"), refusal: z.string() }),
]);
const webAction = z.discriminatedUnion("type", [
  z.strictObject({
    type: lit("search"), query: z.string().optional(), queries: z.array(z.string()).optional(),
    sources: z.array(z.strictObject({ type: lit("url"), url: z.string() })).optional(),
  }),
  z.strictObject({ type: lit("open_page"), url: z.string().nullable().optional() }),
  z.strictObject({ type: lit("find_in_page"), pattern: z.string(), url: z.string() }),
]);
const fileResult = z.strictObject({
  file_id: z.string().optional(), filename: z.string().optional(), score: z.number().optional(), text: z.string().optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullable().optional(),
});

const messageType = lit("message").optional();
const newMessage = <R extends string>(role: R) => z.strictObject({ type: messageType, role: lit(role), content: parts });
const inputMessage = <R extends string>(role: R) =>
  z.strictObject({ type: messageType, role: lit(role), content: z.array(inputContent), status: status.optional() });
const newAssistant = z.strictObject({ type: messageType, role: lit("assistant"), content: z.string(), phase: phase.optional() });
const newAssistantParts = z.strictObject({ type: messageType, role: lit("assistant"), content: z.array(easyOutputContent), phase: phase.optional() });
const assistant = z.strictObject({ id, type: lit("message"), role: lit("assistant"), status, content: z.array(outputContent), phase: phase.optional() });

const others = {
  functionCall: z.strictObject({
    type: lit("function_call"), call_id: id, name: id, arguments: z.string(), id: z.string().regex(/^fc/).nullable().optional(), status: status.nullable().optional(),
    namespace: z.string().min(1).nullable().optional(), caller: z.object({}).passthrough().nullable().optional(),
  }),
  functionCallOutput: z.strictObject({ type: lit("function_call_output"), call_id: id, output: parts, id: z.string().nullable().optional(), status: status.nullable().optional() }),
  reasoning: z.strictObject({
    type: lit("reasoning"), id,
    summary: z.array(z.strictObject({ type: lit("summary_text"), text: z.string() })),
    content: z.array(z.strictObject({ type: lit("reasoning_text"), text: z.string() })).nullable().optional(),
    encrypted_content: z.string().nullable().optional(), status: status.nullable().optional(),
  }),
  customToolCall: z.strictObject({ type: lit("custom_tool_call"), call_id: id, name: id, input: z.string(), id: z.string().optional() }),
  customToolCallOutput: z.strictObject({ type: lit("custom_tool_call_output"), call_id: id, output: parts, id: z.string().optional() }),
  webSearch: z.strictObject({ type: lit("web_search_call"), id, status: z.enum(["in_progress", "searching", "completed", "failed"]), action: webAction }),
  fileSearch: z.strictObject({
    type: lit("file_search_call"), id, status: z.enum(["in_progress", "searching", "completed", "incomplete", "failed"]),
    queries: z.array(z.string()), results: z.array(fileResult).nullable().optional(),
  }),
  imageGeneration: z.strictObject({ type: lit("image_generation_call"), id, status: z.enum(["in_progress", "completed", "generating", "failed"]), result: z.string().nullable() }),
};
const typedReference = z.strictObject({ type: lit("item_reference"), id });
const untypedReference = z.strictObject({ id });

/**
 * Dispatch on `type` for every item that must carry it; zod cannot dispatch the message variants
 * (their `type` is optional and two variants share each role), so they stay a plain union behind it.
 */
const dispatched = z.union([
  z.discriminatedUnion("type", [typedReference, ...Object.values(others)]),
  z.union([
    newMessage("user"), newMessage("system"), newMessage("developer"), newAssistant, newAssistantParts, assistant,
    inputMessage("user"), inputMessage("system"), inputMessage("developer"), untypedReference,
  ]),
]);

/** The first 16 variants of the schema's `anyOf`, in schema order. */
const plain = z.union([
  newMessage("user"), newMessage("system"), newMessage("developer"), newAssistant, newAssistantParts,
  z.strictObject({ type: messageType, role: z.enum(["user", "system", "developer"]), content: z.array(inputContent), status: status.optional() }),
  assistant, others.functionCall, others.functionCallOutput, others.reasoning,
  z.strictObject({ type: lit("item_reference").optional(), id }),
  others.customToolCall, others.customToolCallOutput, others.webSearch, others.fileSearch, others.imageGeneration,
]);

const dispatchedItems = z.array(dispatched);
const plainItems = z.array(plain);

/** zod `discriminatedUnion` check of an `Item[]`. */
export const zodDiscriminatedItems = (value: unknown): boolean => dispatchedItems.safeParse(value).success;
/** zod plain `union` check of an `Item[]`. */
export const zodUnionItems = (value: unknown): boolean => plainItems.safeParse(value).success;
