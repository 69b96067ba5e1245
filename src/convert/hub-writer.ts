// The named writers from the hub (toChatCompletionMessages, toClaudeMessages, toGeminiContents) share one entry.
import type { ChatMessage } from "../../generated/types.js";
import { chatRuleIssues } from "../validate/conversation.js";
import type { Issue } from "../validate/issue.js";
import { validateChatMessages } from "../validate/validate.js";
import { copyJson, type Copy } from "./copy.js";
import { afterValidation, commonRules, ensureValid, optionIssues, readingInput, type OptionRule } from "./options.js";
import { collector, type WarningOptions, type Warnings } from "./warnings.js";
import { warnBrokenOutput, type PairingCodes } from "./vendor-check.js";

/** What a writer's output is checked against: its target's name, pairing codes and request rules. */
export interface OutputCheck<O, T> {
  target: string;
  codes: PairingCodes;
  issues(out: T, options: O): Issue[];
  /** The call ids the writer changes (hub id → written id), to find a pairing issue's call in the hub. */
  ids?(messages: readonly ChatMessage[]): ReadonlyMap<string, string>;
}

/**
 * Checks the history and the options (`more` after the rules pass), writes it with `write`, checks
 * the output against the target's request rules (`check`) and delivers the warnings, under the
 * converter's `name`; reading that throws is a ContractError.
 */
export function fromHub<O extends WarningOptions, T>(
  name: string,
  messages: readonly ChatMessage[],
  options: O | undefined,
  rules: Record<string, OptionRule>,
  write: (messages: readonly ChatMessage[], options: O, warn: Warnings["warn"], copy: Copy) => T,
  more: ((options: O | undefined) => Issue[]) | undefined,
  check: OutputCheck<O, T>,
): T {
  readingInput(name, () => {
    const checked = validateChatMessages(messages);
    const problems = optionIssues(options, { ...commonRules, ...rules });
    ensureValid(name, checked.ok ? [] : checked.issues, problems.length || !more ? problems : more(options));
  });
  const opts = options ?? ({} as O);
  const warnings = collector(opts, messages);
  const out = afterValidation(name, () => {
    const written = write(messages, opts, warnings.warn, copyJson);
    warnBrokenOutput(messages, check.codes, check.issues(written, opts), check.target, { warnings, warn: warnings.warn, warnRoot: (code, text) => warnings.warn(code, "", text) }, check.ids && (() => check.ids!(messages)));
    return written;
  });
  warnings.finish(name, () => afterValidation(name, () => chatRuleIssues(messages)));
  return out;
}
