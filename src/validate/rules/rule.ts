// A vendor's request rule as data: what the API refuses, in its own words, and where it says so.
import type { Issue } from "../issue.js";

/** One rule a provider's API enforces on a request, beyond its JSON shape. */
export interface VendorRule {
  /** Stable snake_case code: the issue `checkConversation` reports and the warning a writer gives. */
  readonly code: string;
  /** What the vendor says: the error text it answers with, or its documentation's sentence. */
  readonly says: string;
  /** Where that is written: a documentation page, or a reported failure the reference lists. */
  readonly source: string;
  /** What a writer of this wire does about it, and the warning code it gives when that differs from `code`. */
  readonly repair?: string;
}

/** An issue of `rule` at `path`; `detail` says what was found; `subject`, the call id it is about (kept out of the issue's JSON). */
export function broken(rule: VendorRule, path: string, detail: string, subject?: string): Issue {
  return withSubject({ path, code: rule.code, message: `${path || "(root)"}: ${detail} (${rule.says})` }, subject);
}

// The call id an issue is about, beside it rather than on it: the issue's JSON stays as it is, and
// the issue stays a plain object of three fields (a hidden property would make each one slow to read).
const subjects = new WeakMap<Issue, string>();

/** `issue`, noted as being about the call id `subject` (when there is one). */
export function withSubject(issue: Issue, subject: string | undefined): Issue {
  if (subject !== undefined) subjects.set(issue, subject);
  return issue;
}

/** The call id a pairing issue is about, when its check knew it. */
export const subjectOf = (issue: Issue): string | undefined => subjects.get(issue);

/** The rules of one table by code, for the checks to cite. */
export function byCode<const R extends readonly VendorRule[]>(rules: R): { readonly [K in R[number]["code"]]: VendorRule } {
  return Object.freeze(Object.fromEntries(rules.map((r) => [r.code, r]))) as { readonly [K in R[number]["code"]]: VendorRule };
}

/** A rule table frozen, rows included: what the package exports cannot be changed by a caller. */
export function frozen<const R extends readonly VendorRule[]>(rules: R): R {
  for (const rule of rules) Object.freeze(rule);
  return Object.freeze(rules);
}
