// The Chat Completions message union in TypeBox, compiled with TypeCompiler: the same required
// fields, const tags, closed and open objects, patterns and catch-all as schemas/chat-completions.schema.json.
import { Type, type TSchema, type TProperties } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";

const closed = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: false });
const open = <T extends TProperties>(props: T) => Type.Object(props, { additionalProperties: true });
const opt = <T extends TSchema>(t: T) => Type.Optional(t);
const lit = (v: string) => Type.Literal(v);
const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const nonEmpty = Type.String({ minLength: 1 });
const base64 = Type.String({ pattern: "^[A-Za-z0-9+/]*={0,2}$" });

const breakpoint = opt(closed({ mode: lit("explicit") }));
const textPart = closed({ type: lit("text"), text: Type.String(), prompt_cache_breakpoint: breakpoint });
const textContent = Type.Union([Type.String(), Type.Array(textPart)]);
const userPart = Type.Union([
  textPart,
  closed({
    type: lit("image_url"),
    image_url: closed({ url: nonEmpty, detail: opt(Type.Union([lit("auto"), lit("low"), lit("high"), lit("original")])) }),
    prompt_cache_breakpoint: breakpoint,
  }),
  closed({ type: lit("input_audio"), input_audio: closed({ data: base64, format: Type.Union([lit("wav"), lit("mp3")]) }), prompt_cache_breakpoint: breakpoint }),
  closed({
    type: lit("file"),
    file: closed({ file_data: opt(Type.String()), file_id: opt(Type.String()), filename: opt(Type.String()) }),
    prompt_cache_breakpoint: breakpoint,
  }),
]);
const functionCall = closed({ name: Type.String(), arguments: Type.String() });
const toolCall = Type.Union([
  closed({
    id: nonEmpty, type: lit("function"), function: functionCall,
    extra_content: opt(open({ google: opt(open({ thought_signature: Type.String() })) })),
    index: opt(Type.Integer()),
  }),
  closed({ id: nonEmpty, type: lit("custom"), custom: closed({ name: Type.String(), input: Type.String() }), index: opt(Type.Integer()) }),
]);
const detailFields = { id: opt(nullable(Type.String())), format: opt(nullable(Type.String())), index: opt(Type.Integer()) };
const reasoningDetail = Type.Union([
  open({ type: lit("reasoning.summary"), summary: Type.String(), ...detailFields }),
  open({ type: lit("reasoning.encrypted"), data: Type.String(), ...detailFields }),
  open({ type: lit("reasoning.text"), text: Type.String(), signature: opt(nullable(Type.String())), ...detailFields }),
  open({ type: Type.Intersect([Type.String(), Type.Not(Type.Union([lit("reasoning.summary"), lit("reasoning.encrypted"), lit("reasoning.text")]))]) }),
]);
const annotation = closed({
  type: lit("url_citation"),
  url_citation: closed({ end_index: Type.Integer(), start_index: Type.Integer(), title: Type.String(), url: Type.String() }),
});
const audio = closed({ id: nonEmpty, data: opt(base64), expires_at: opt(Type.Integer()), transcript: opt(Type.String()) });
const name = opt(Type.String());

/** The ChatCompletionMessage union as a TypeBox schema. */
export const ChatCompletionMessage = Type.Union([
  closed({ role: lit("system"), content: textContent, name }),
  closed({ role: lit("developer"), content: textContent, name }),
  closed({ role: lit("user"), content: Type.Union([Type.String(), Type.Array(userPart)]), name }),
  closed({
    role: lit("assistant"),
    content: opt(Type.Union([Type.String(), Type.Array(Type.Union([textPart, closed({ type: lit("refusal"), refusal: Type.String() })])), Type.Null()])),
    refusal: opt(nullable(Type.String())),
    name,
    tool_calls: opt(nullable(Type.Array(toolCall))),
    function_call: opt(nullable(functionCall)),
    audio: opt(nullable(audio)),
    annotations: opt(nullable(Type.Array(annotation))),
    reasoning_content: opt(nullable(Type.String())),
    reasoning: opt(nullable(Type.String())),
    reasoning_details: opt(nullable(Type.Array(reasoningDetail))),
  }),
  closed({ role: lit("tool"), tool_call_id: nonEmpty, content: textContent }),
  closed({ role: lit("function"), name: Type.String(), content: nullable(Type.String()) }),
]);

const compiled = TypeCompiler.Compile(Type.Array(ChatCompletionMessage));

/** TypeBox's compiled check of a `ChatCompletionMessage[]`. */
export const typeboxChatCompletionMessages = (value: unknown): boolean => compiled.Check(value);

/** What a readable error costs with TypeBox: the compiled check, and on failure its first error (`undefined` when valid). */
export const typeboxChatCompletionMessagesFirstError = (value: unknown): unknown => (compiled.Check(value) ? undefined : compiled.Errors(value).First());
