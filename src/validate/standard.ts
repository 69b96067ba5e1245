// Standard Schema v1 (https://standardschema.dev) objects for each top-level schema, with the
// JSON Schema extension returning chat-contract's own schema.
import type { ChatCompletionMessage, ChatMessage, ClaudeMessage, GeminiContent, GeminiRequest, Item } from "../../generated/types.js";
import * as generated from "../../generated/validators.js";
import type { Validator } from "../../generated/validators.js";
import { issuesOf } from "./validate.js";
import { ContractError, describe, ownProperty, pointerKeys, type Issue } from "./issue.js";

/** The Standard Schema v1 interface with its JSON Schema extension, as chat-contract implements it. */
export interface ContractSchema<T> {
  /** The Standard Schema hook that form and router libraries read. */
  readonly "~standard": {
    /** The Standard Schema version: 1. */
    readonly version: 1;
    /** Who implements it: `chat-contract`. */
    readonly vendor: "chat-contract";
    /** Checks a value; never throws. */
    readonly validate: (value: unknown) => StandardResult<T>;
    /** Type-level only (for `InferOutput`); undefined at run time. */
    readonly types?:
      | {
          /** The accepted input type. */
          readonly input: T;
          /** The output type (the same: validation does not transform). */
          readonly output: T;
        }
      | undefined;
    /** The JSON Schema of the accepted values (the shipped schema file, for any target). */
    readonly jsonSchema: {
      /** The schema of the input. */
      readonly input: (options: { readonly target: string }) => Record<string, unknown>;
      /** The schema of the output (the same). */
      readonly output: (options: { readonly target: string }) => Record<string, unknown>;
    };
  };
}

/** A Standard Schema result: the value, or issues with a message and a path of keys. */
export type StandardResult<T> =
  | {
      /** The value, which matches the schema. */
      readonly value: T;
      /** Absent on success. */
      readonly issues?: undefined;
    }
  | {
      /** What is wrong with the value. */
      readonly issues: ReadonlyArray<{
        /** The issue, readable, starting with its JSON pointer. */
        readonly message: string;
        /** The keys from the root to the offending value. */
        readonly path: ReadonlyArray<string | number>;
      }>;
    };

const cache = new Map<string, Record<string, unknown>>();

/** Reads a shipped schema file once (Node only; the schemas are not bundled into the code). */
function schemaFile(file: string): Record<string, unknown> {
  let schema = cache.get(file);
  if (!schema) {
    if (typeof process === "undefined" || typeof process.getBuiltinModule !== "function")
      throw new Error(`chat-contract: jsonSchema.input reads the shipped schemas/${file} and needs Node ≥ 20.16; elsewhere, import "chat-contract/schemas/${file}" with your bundler instead`);
    const fs = process.getBuiltinModule("node:fs");
    const { createRequire } = process.getBuiltinModule("node:module");
    const path = createRequire(import.meta.url).resolve(`chat-contract/schemas/${file}`);
    schema = JSON.parse(fs.readFileSync(path, "utf8")) as Record<string, unknown>;
    cache.set(file, schema);
  }
  return structuredClone(schema);
}

/** An issue's message without the path it starts with: Standard Schema consumers print the path themselves. */
const withoutPath = (issue: Issue): string => {
  const prefix = `${issue.path || "(root)"}: `;
  return issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message;
};

export function standard<T>(check: Validator<T>, file: string, def: string, element?: Validator<unknown>): ContractSchema<T> {
  const jsonSchema = (options: { readonly target: string }) => {
    const target = ownProperty(options, "target");
    if (target !== "draft-2020-12")
      throw new ContractError([{ path: "/target", code: "invalid_option", expected: '"draft-2020-12"', received: describe(target),
        message: `options/target: JSON Schema target ${describe(target)} is not supported; use "draft-2020-12"` }], "jsonSchema: invalid options");
    const schema = schemaFile(file);
    return { ...schema, title: def, $ref: `#/$defs/${def}` };
  };
  // Frozen all the way down: a shared schema object nobody can rewire (validate swapped, vendor renamed).
  return Object.freeze({
    "~standard": Object.freeze({
      version: 1 as const,
      vendor: "chat-contract",
      validate(value: unknown) {
        const issues = issuesOf(check, value, undefined, element);
        if (issues.length === 0) return { value: value as T };
        return { issues: issues.map((i) => ({ message: withoutPath(i), path: pointerKeys(value, i.path) })) };
      },
      jsonSchema: Object.freeze({ input: jsonSchema, output: jsonSchema }),
    }),
  });
}

/** Standard Schema for one `Item`. */
export const ItemSchema = /* @__PURE__ */ standard<Item>(generated.validateItem, "item.schema.json", "Item");
/** Standard Schema for `Item[]`. */
export const ItemsSchema = /* @__PURE__ */ standard<Item[]>(generated.validateItems, "item.schema.json", "Items", generated.validateItem);
/** Standard Schema for one `ChatMessage`. */
export const ChatMessageSchema = /* @__PURE__ */ standard<ChatMessage>(generated.validateChatMessage, "chat-message.schema.json", "ChatMessage");
/** Standard Schema for `ChatMessage[]`. */
export const ChatMessagesSchema = /* @__PURE__ */ standard<ChatMessage[]>(generated.validateChatMessages, "chat-message.schema.json", "ChatMessages", generated.validateChatMessage);
/** Standard Schema for one `ClaudeMessage`. */
export const ClaudeMessageSchema = /* @__PURE__ */ standard<ClaudeMessage>(generated.validateClaudeMessage, "claude-message.schema.json", "ClaudeMessage");
/** Standard Schema for `ClaudeMessage[]`. */
export const ClaudeMessagesSchema = /* @__PURE__ */ standard<ClaudeMessage[]>(generated.validateClaudeMessages, "claude-message.schema.json", "ClaudeMessages", generated.validateClaudeMessage);
/** Standard Schema for one `ChatCompletionMessage`. */
export const ChatCompletionMessageSchema = /* @__PURE__ */ standard<ChatCompletionMessage>(generated.validateChatCompletionMessage, "chat-completions.schema.json", "ChatCompletionMessage");
/** Standard Schema for `ChatCompletionMessage[]`. */
export const ChatCompletionMessagesSchema = /* @__PURE__ */ standard<ChatCompletionMessage[]>(generated.validateChatCompletionMessages, "chat-completions.schema.json", "ChatCompletionMessages", generated.validateChatCompletionMessage);
/** Standard Schema for one `GeminiContent`. */
export const GeminiContentSchema = /* @__PURE__ */ standard<GeminiContent>(generated.validateGeminiContent, "gemini-content.schema.json", "GeminiContent");
/** Standard Schema for `GeminiContent[]`. */
export const GeminiContentsSchema = /* @__PURE__ */ standard<GeminiContent[]>(generated.validateGeminiContents, "gemini-content.schema.json", "GeminiContents", generated.validateGeminiContent);
/** Standard Schema for `GeminiRequest`. */
export const GeminiRequestSchema = /* @__PURE__ */ standard<GeminiRequest>(generated.validateGeminiRequest, "gemini-content.schema.json", "GeminiRequest");
