// Requires the built package as CommonJS in a plain node process.
const assert = require("node:assert/strict");
const cc = require("chat-contract");

const ok = cc.validateChatMessages([{ role: "user", content: "hi" }]);
assert.equal(ok.ok, true);
const bad = cc.validateChatMessages([{ role: "tool", content: "x" }]);
assert.equal(bad.ok, false);
assert.equal(cc.isItem({ role: "user", content: "hi" }), true);
console.log(`CJS require of dist: ${Object.keys(cc).length} exports, validation works`);
