// Imports the built package as ESM in a plain node process (no bundler, no test runner).
import assert from "node:assert/strict";
import * as cc from "chat-contract";

const ok = cc.validateItems([{ type: "message", role: "user", content: "hi" }]);
assert.equal(ok.ok, true);
const bad = cc.validateItems([{ type: "function_call", name: "f", arguments: "{}" }]);
assert.equal(bad.ok, false);
assert.equal(bad.issues[0].path, "/0/call_id");
assert.throws(() => cc.parseItems([{}]), cc.ContractError);
console.log(`ESM import of dist: ${Object.keys(cc).length} exports, validation works`);
