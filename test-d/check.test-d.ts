import { expectError, expectType } from "tsd";
import { CLAUDE_RULES, checkConversation, type Issue, type VendorRule } from "chat-contract";

// Items by default; every other format by name, its input typed as convert types it.
expectType<Issue[]>(checkConversation([{ type: "message", role: "user", content: "Hi" }]));
expectType<Issue[]>(checkConversation({ system: "Be brief.", messages: [{ role: "user", content: "Hi" }] }, { format: "claude" }));
expectType<Issue[]>(checkConversation([{ role: "user", content: "Hi" }], { format: "chat-completions", dialect: "deepseek" }));
expectType<Issue[]>(checkConversation({ contents: [{ role: "user", parts: [{ text: "Hi" }] }] }, { format: "gemini" }));
expectError(checkConversation([{ role: "user", content: "Hi" }], { format: "responses" }));
expectError(checkConversation([{ role: "user", parts: [] }], { format: "claude" }));
expectError(checkConversation([{ role: "user", content: "Hi" }], { format: "chat-completions", dialect: "mistral" }));

// The rule tables are read-only data.
expectType<string>(CLAUDE_RULES[0]!.code);
const rule: VendorRule = CLAUDE_RULES[0]!;
expectError((rule.code = "x"));
