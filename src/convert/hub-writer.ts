// The named writers from the hub (toChatCompletionMessages, toClaudeMessages, toGeminiContents) share one entry.
import type { ChatMessage } from "../../generated/types.js";
import { chatRuleIssues } from "../validate/conversation.js";
import type { Issue } from "../validate/issue.js";
import { validateChatMessages } from "../validate/validate.js";
import { copyJson, type Copy } from "./copy.js";
import { afterValidation, commonRules, ensureValid, optionIssues, readingInput, type OptionRule } from "./options.js";
import { collector, type WarningOptions, type Warnings } from "./warnings.js";

/**
 * Checks the history and the options (`more` after the rules pass), writes it with `write` and
 * delivers the warnings, under the converter's `name`; reading that throws is a ContractError.
 */
export function fromHub<O extends WarningOptions, T>(
  name: string,
  messages: readonly ChatMessage[],
  options: O | undefined,
  rules: Record<string, OptionRule>,
  write: (messages: readonly ChatMessage[], options: O, warn: Warnings["warn"], copy: Copy) => T,
  more?: (options: O | undefined) => Issue[],
): T {
  readingInput(name, () => {
    const checked = validateChatMessages(messages);
    const problems = optionIssues(options, { ...commonRules, ...rules });
    ensureValid(name, checked.ok ? [] : checked.issues, problems.length || !more ? problems : more(options));
  });
  const opts = options ?? ({} as O);
  const warnings = collector(opts, messages);
  const out = afterValidation(name, () => write(messages, opts, warnings.warn, copyJson));
  warnings.finish(name, () => afterValidation(name, () => chatRuleIssues(messages)));
  return out;
}
