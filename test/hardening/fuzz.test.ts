// Any value through every public entry point: a result, or a ContractError — never another throw.
// FUZZ_RUNS sets the run count (npm run fuzz uses 100,000); npm test runs 2,000 per target, and
// npm run test:deep (which CI runs) 10,000.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as api from "../../src/index.js";
import { ContractError } from "../../src/index.js";
import { loadSchemas } from "../../scripts/schemas.js";
import { schemaWords, type SchemaWords } from "../../src/cli/targets.js";
import { deep } from "../runs.js";

const runs = Number(process.env.FUZZ_RUNS ?? (deep ? 10_000 : 2_000));

type Target = [name: string, run: (value: unknown) => unknown];

const std = (s: { "~standard": { validate: (v: unknown) => unknown } }) => (v: unknown) => s["~standard"].validate(v);

export const targets: Target[] = [
  ["validateItem", api.validateItem],
  ["validateItems", api.validateItems],
  ["validateChatMessage", api.validateChatMessage],
  ["validateChatMessages", api.validateChatMessages],
  ["validateClaudeMessage", api.validateClaudeMessage],
  ["validateClaudeMessages", api.validateClaudeMessages],
  ["isItem", api.isItem],
  ["isChatMessage", api.isChatMessage],
  ["isClaudeMessage", api.isClaudeMessage],
  ["parseItem", api.parseItem],
  ["parseItems", api.parseItems],
  ["parseChatMessage", api.parseChatMessage],
  ["parseChatMessages", api.parseChatMessages],
  ["parseClaudeMessage", api.parseClaudeMessage],
  ["parseClaudeMessages", api.parseClaudeMessages],
  ["validateChatCompletionMessage", api.validateChatCompletionMessage],
  ["validateChatCompletionMessages", api.validateChatCompletionMessages],
  ["isChatCompletionMessage", api.isChatCompletionMessage],
  ["parseChatCompletionMessage", api.parseChatCompletionMessage],
  ["parseChatCompletionMessages", api.parseChatCompletionMessages],
  ["checkConversation", (v) => api.checkConversation(v as api.Item[])],
  ["checkChatHistory", (v) => api.checkChatHistory(v as api.ChatMessage[])],
  ["ItemsSchema.validate", std(api.ItemsSchema)],
  ["ChatMessagesSchema.validate", std(api.ChatMessagesSchema)],
  ["ClaudeMessagesSchema.validate", std(api.ClaudeMessagesSchema)],
  ["ChatCompletionMessagesSchema.validate", std(api.ChatCompletionMessagesSchema)],
  ["fromChatMessages", (v) => api.fromChatMessages(v as api.ChatMessage[], { provider: "openai" })],
  ["fromChatMessages (strict)", (v) => api.fromChatMessages(v as api.ChatMessage[], { strict: true })],
  ["fromClaudeMessages", (v) => api.fromClaudeMessages(v as api.ClaudeMessage[])],
  ["toChatMessages", (v) => api.toChatMessages(v as api.Item[], { provider: "openai" })],
  ["stripReasoning", (v) => api.stripReasoning(v as api.ChatMessage[])],
  ["converter options", (v) => api.fromChatMessages([], v as api.FromChatOptions)],
];

/** Every `type`/`role` value and every property name the schemas declare, so fuzzing reaches each variant's code. */
const words = (() => {
  const all = loadSchemas().map(({ schema }) => schemaWords(schema));
  const merged = (pick: (w: SchemaWords) => Set<string>) => [...new Set(all.flatMap((w) => [...pick(w)]))];
  return { tags: merged((w) => w.tags), roles: merged((w) => w.roles), keys: merged((w) => w.keys) };
})();
const tags = fc.constantFrom(...words.tags, "__proto__", "constructor");
const roles = fc.constantFrom(...words.roles, "toString");
const keys = fc.constantFrom(...words.keys, "__proto__", "constructor", "prototype");

/** JSON-like values biased towards the shapes of the contract, so fuzzing reaches deep code. */
const shaped = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.anything(),
    tags,
    roles,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(keys, tie("value"), { maxKeys: 6 }),
    fc.record({ type: tags, role: roles, content: fc.oneof(fc.string(), fc.array(tie("value"), { maxLength: 3 })) }, { requiredKeys: [] }),
  ),
})).value;

const inputs = fc.oneof(fc.anything({ withNullPrototype: true, withObjectString: true, withSparseArray: true, withBoxedValues: true }), shaped, fc.array(shaped, { maxLength: 6 }));

describe(`fuzz: ${runs} runs per entry point`, () => {
  it("draws tags, roles and keys from the schemas", () => {
    for (const tag of ["function_call", "web_search_call", "tool_use", "redacted_thinking", "input_file", "summary_text"]) expect(words.tags).toContain(tag);
    for (const role of ["user", "assistant", "system", "developer", "tool"]) expect(words.roles).toContain(role);
    for (const key of ["call_id", "toolCallId", "encrypted_content", "tool_use_id", "reasoningItems"]) expect(words.keys).toContain(key);
  });

  it.each(targets)("%s throws nothing but ContractError", (_name, run) => {
    fc.assert(
      fc.property(inputs, (value) => {
        try {
          run(value);
        } catch (error) {
          if (!(error instanceof ContractError)) throw error;
        }
      }),
      { numRuns: runs, seed: Number(process.env.FUZZ_SEED ?? 20261130) },
    );
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});
