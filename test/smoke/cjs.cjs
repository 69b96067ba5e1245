// Requires the built package as CommonJS in a plain node process.
const assert = require("node:assert/strict");
const cc = require("chat-contract");

const ok = cc.validateChatMessages([{ role: "user", content: "hi" }]);
assert.equal(ok.ok, true);
const bad = cc.validateChatMessages([{ role: "tool", content: "x" }]);
assert.equal(bad.ok, false);
assert.equal(cc.isItem({ role: "user", content: "hi" }), true);
console.log(`CJS require of dist: ${Object.keys(cc).length} exports, validation works`);

// One error class across module systems: an error thrown by the ESM build is recognised by the CommonJS one.
import("chat-contract").then((esm) => {
  assert.notEqual(esm.ContractError, cc.ContractError);
  let fromEsm;
  try {
    esm.parseChatMessages([{ role: "robot" }]);
  } catch (error) {
    fromEsm = error;
  }
  assert.equal(cc.isContractError(fromEsm), true);
  assert.equal(fromEsm instanceof cc.ContractError, true);
  assert.equal(cc.isContractError(new TypeError("x")), false);
  console.log("CJS: a ContractError from the ESM build passes isContractError and instanceof");
}).catch((error) => {
  console.error(error);
  process.exit(1);
});
