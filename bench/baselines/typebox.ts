// The Item union in TypeBox, compiled with TypeCompiler: the same required fields, const tags,
// closed objects and patterns as schemas/item.schema.json.
import { Type, type TSchema, type TProperties } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";

const closed = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });
const opt = <T extends TSchema>(t: T) => Type.Optional(t);
const lit = (v: string) => Type.Literal(v);
const id = Type.String({ minLength: 1 });
const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const status = Type.Union([lit("in_progress"), lit("completed"), lit("incomplete")]);
const phase = Type.Union([lit("commentary"), lit("final_answer"), Type.Null()]);

const inputContent = Type.Union([
  closed({ type: lit("input_text"), text: Type.String() }),
  closed({ type: lit("input_image"), detail: Type.Union([lit("low"), lit("high"), lit("auto"), lit("original")]), image_url: opt(nullable(Type.String())), file_id: opt(nullable(Type.String())) }),
  closed({ type: lit("input_file"), file_data: opt(Type.String()), file_id: opt(nullable(Type.String())), file_url: opt(Type.String()), filename: opt(Type.String()) }),
]);
const messageContent = Type.Union([Type.String(), Type.Array(inputContent)]);
const int = Type.Integer();
const annotation = Type.Union([
  closed({ type: lit("file_citation"), file_id: Type.String(), filename: Type.String(), index: int }),
  closed({ type: lit("url_citation"), url: Type.String(), title: Type.String(), start_index: int, end_index: int }),
  closed({ type: lit("container_file_citation"), container_id: Type.String(), file_id: Type.String(), filename: Type.String(), start_index: int, end_index: int }),
  closed({ type: lit("file_path"), file_id: Type.String(), index: int }),
]);
const bytes = Type.Array(int);
const logprob = closed({
  token: Type.String(), bytes, logprob: Type.Number(),
  top_logprobs: Type.Array(closed({ token: Type.String(), bytes, logprob: Type.Number() })),
});
const outputContent = Type.Union([
  closed({ type: lit("output_text"), text: Type.String(), annotations: Type.Array(annotation), logprobs: opt(nullable(Type.Array(logprob))) }),
  closed({ type: lit("refusal"), refusal: Type.String() }),
]);
const easyOutputContent = Type.Union([
  closed({ type: lit("output_text"), text: Type.String(), annotations: opt(Type.Array(annotation)), logprobs: opt(nullable(Type.Array(logprob))) }),
  closed({ type: lit("refusal"), refusal: Type.String() }),
]);
const message = (role: string) => closed({ type: opt(lit("message")), role: lit(role), content: messageContent });
const toolOutput = Type.Union([Type.String(), Type.Array(inputContent)]);
const webAction = Type.Union([
  closed({
    type: lit("search"), query: opt(Type.String()), queries: opt(Type.Array(Type.String())),
    sources: opt(Type.Array(closed({ type: lit("url"), url: Type.String() }))),
  }),
  closed({ type: lit("open_page"), url: opt(nullable(Type.String())) }),
  closed({ type: lit("find_in_page"), pattern: Type.String(), url: Type.String() }),
]);
const fileResult = closed({
  file_id: opt(Type.String()), filename: opt(Type.String()), score: opt(Type.Number()), text: opt(Type.String()),
  attributes: opt(nullable(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])))),
});

/** The Item union as a TypeBox schema. */
export const Item = Type.Union([
  message("user"),
  message("system"),
  message("developer"),
  closed({ type: opt(lit("message")), role: lit("assistant"), content: Type.String(), phase: opt(phase) }),
  closed({ type: opt(lit("message")), role: lit("assistant"), content: Type.Array(easyOutputContent), phase: opt(phase) }),
  closed({ type: opt(lit("message")), role: Type.Union([lit("user"), lit("system"), lit("developer")]), content: Type.Array(inputContent), status: opt(status) }),
  closed({ id, type: lit("message"), role: lit("assistant"), status, content: Type.Array(outputContent), phase: opt(phase) }),
  closed({
    type: lit("function_call"), call_id: id, name: id, arguments: Type.String(), id: opt(nullable(Type.String({ pattern: "^fc" }))), status: opt(nullable(status)),
    namespace: opt(nullable(Type.String({ minLength: 1 }))), caller: opt(nullable(Type.Object({}))),
  }),
  closed({ type: lit("function_call_output"), call_id: id, output: toolOutput, id: opt(nullable(Type.String())), status: opt(nullable(status)) }),
  closed({
    type: lit("reasoning"), id,
    summary: Type.Array(closed({ type: lit("summary_text"), text: Type.String() })),
    content: opt(nullable(Type.Array(closed({ type: lit("reasoning_text"), text: Type.String() })))),
    encrypted_content: opt(nullable(Type.String())), status: opt(nullable(status)),
  }),
  closed({ type: opt(lit("item_reference")), id }),
  closed({ type: lit("custom_tool_call"), call_id: id, name: id, input: Type.String(), id: opt(Type.String()) }),
  closed({ type: lit("custom_tool_call_output"), call_id: id, output: toolOutput, id: opt(Type.String()) }),
  closed({ type: lit("web_search_call"), id, status: Type.Union(["in_progress", "searching", "completed", "failed"].map(lit)), action: webAction }),
  closed({
    type: lit("file_search_call"), id, status: Type.Union(["in_progress", "searching", "completed", "incomplete", "failed"].map(lit)),
    queries: Type.Array(Type.String()), results: opt(nullable(Type.Array(fileResult))),
  }),
  closed({ type: lit("image_generation_call"), id, status: Type.Union(["in_progress", "completed", "generating", "failed"].map(lit)), result: nullable(Type.String()) }),
]);

const compiled = TypeCompiler.Compile(Type.Array(Item));

/** TypeBox's compiled check of an `Item[]`. */
export const typeboxItems = (value: unknown): boolean => compiled.Check(value);
