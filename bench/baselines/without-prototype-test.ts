// The generated validators with the own-property test taken out (every `&& (dataN.constructor === Object && … || plain(dataN))`), built from
// generated/validators.js at bench time: what that test costs, measured in the same run.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const source = readFileSync(new URL("../../generated/validators.js", import.meta.url), "utf8");
const stripped = source.replace(/ && \(data\d*\.constructor === Object && getPrototypeOf\(data\d*\) === objectPrototype \|\| plain\(data\d*\)\)/g, "");
if (stripped === source) throw new Error("without-prototype-test: the generated validators have no prototype test to take out");
const file = join(mkdtempSync(join(tmpdir(), "chat-contract-bench-")), "validators.mjs");
writeFileSync(file, stripped);
const module = (await import(pathToFileURL(file).href)) as typeof import("../../generated/validators.js");

export const itemsWithoutPrototypeTest = module.validateItems;
export const chatCompletionsWithoutPrototypeTest = module.validateChatCompletionMessages;
