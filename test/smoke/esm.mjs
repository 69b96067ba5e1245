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

// One error class across module systems: an error thrown by the CommonJS build is recognised by the ESM one.
import { createRequire } from "node:module";
const cjs = createRequire(import.meta.url)("chat-contract");
assert.notEqual(cjs.ContractError, cc.ContractError);
let fromCjs;
try {
  cjs.parseItems([{}]);
} catch (error) {
  fromCjs = error;
}
assert.equal(cc.isContractError(fromCjs), true);
assert.equal(fromCjs instanceof cc.ContractError, true);
assert.equal(cc.isContractError(new Error("x")), false);
assert.equal(new Error("x") instanceof cc.ContractError, false);
assert.equal(cc.isContractError({ issues: [] }), false);
console.log("ESM: a ContractError from the CJS build passes isContractError and instanceof");
