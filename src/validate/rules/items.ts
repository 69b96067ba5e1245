// The request rules of the Responses API on its input items, as data, and their check.
import type { Item } from "../../../generated/types.js";
import { itemRules } from "../conversation.js";
import type { Issue } from "../issue.js";
import { broken, byCode, frozen, type VendorRule } from "./rule.js";

const RULES = [
  {
    code: "orphan_output",
    says: "No tool call found for function call output with call_id …",
    source: "OpenAI error text (400), as reported in everruns/everruns#2039",
  },
  {
    code: "unanswered_call",
    says: "No tool output found for function call …",
    source: "OpenAI error text (400)",
  },
  {
    code: "duplicate_output",
    says: "one output per call: a call_id is answered once",
    source: "https://platform.openai.com/docs/guides/function-calling",
  },
  {
    code: "duplicate_call_id",
    says: "every call has its own call_id",
    source: "https://platform.openai.com/docs/guides/function-calling",
  },
  {
    code: "duplicate_id",
    says: "Duplicate item found with id …",
    source: "OpenAI error text (400)",
  },
  {
    code: "reasoning_without_item",
    says: "Item 'rs_…' of type 'reasoning' was provided without its required following item.",
    source: "OpenAI error text (400), as reported in vercel/ai#7099",
  },
  {
    code: "filename_required",
    says: "an input_file with file_data needs a filename",
    source: "https://platform.openai.com/docs/guides/pdf-files (Responses input_file)",
    repair: "the writer adds `file.<ext>` from the MIME type (`filename_added`)",
  },
  {
    code: "item_not_stored",
    says: "Item with id 'rs_…' not found. Items are not persisted when `store` is set to false. Try again with `store` set to true, or remove this item from your input.",
    source: "OpenAI error text (400), as reported in vercel/ai#7543 and openai/openai-agents-js#546",
    repair: "none: a request body with `store: false` cannot point at stored items (an `item_reference`, a reasoning item without `encrypted_content`); it is named (`strict` throws)",
  },
] as const satisfies readonly VendorRule[];

/** The Responses API's request rules on input items (pairing, ids, reasoning order, filenames). */
export const ITEMS_RULES: readonly VendorRule[] = /* @__PURE__ */ frozen(RULES);

const RULE = /* @__PURE__ */ byCode(RULES);

type Part = { type?: unknown; file_data?: unknown; filename?: unknown };

function fileIssues(parts: unknown, i: number, key: string, out: Issue[]) {
  if (!Array.isArray(parts)) return;
  for (let k = 0; k < parts.length; k++) {
    const part = parts[k] as Part;
    if (part.type === "input_file" && part.file_data != null && part.filename == null) {
      out.push(broken(RULE.filename_required, `/${i}/${key}/${k}`, "an input_file with file_data but no filename"));
    }
  }
}

/** The Responses API's request rules on valid items: pairing, ids, reasoning order (see `checkConversation`) and filenames. */
export function itemsVendorIssues(items: readonly Item[], allowPendingCalls = false): Issue[] {
  const files: Issue[] = [];
  const out = itemRules(items, { allowPendingCalls, maxIssues: Number.MAX_SAFE_INTEGER }, (item, i) => {
    const record = item as { content?: unknown; output?: unknown };
    fileIssues(record.content, i, "content", files);
    if (item.type === "function_call_output" || item.type === "custom_tool_call_output") fileIssues(record.output, i, "output", files);
  });
  for (const issue of files) out.push(issue);
  return out;
}

/**
 * A request body's rule beyond its items': with `store: false` nothing is kept on the server, so an
 * item that only points at a stored one (an `item_reference`, a reasoning item without its
 * `encrypted_content`) names nothing. Paths are the body's (`/input/3`).
 */
export function storeIssues(body: { store?: unknown; input?: unknown }): Issue[] {
  if (body.store !== false || !Array.isArray(body.input)) return [];
  const out: Issue[] = [];
  body.input.forEach((item: { type?: unknown; id?: unknown; encrypted_content?: unknown }, i) => {
    if (item.type === "item_reference") out.push(broken(RULE.item_not_stored, `/input/${i}`, `an item_reference (${JSON.stringify(item.id)}) in a request with store: false`));
    else if (item.type === "reasoning" && item.encrypted_content == null) out.push(broken(RULE.item_not_stored, `/input/${i}`, `a reasoning item (${JSON.stringify(item.id)}) without encrypted_content in a request with store: false`));
  });
  return out;
}
