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

// The call id an issue is about, on it under a symbol that is not enumerable: the issue's JSON, its
// keys, a spread of it and an equality test see its three fields only. (A WeakMap beside the issues
// cost about 0.8 µs an issue to fill, four times this, on a history whose output repeats every call.)
const SUBJECT = Symbol("subject");

/** `issue`, noted as being about the call id `subject` (when there is one). */
export function withSubject(issue: Issue, subject: string | undefined): Issue {
  if (subject !== undefined) Object.defineProperty(issue, SUBJECT, { value: subject });
  return issue;
}

/** The call id a pairing issue is about, when its check knew it. */
export const subjectOf = (issue: Issue): string | undefined => (issue as { [SUBJECT]?: string })[SUBJECT];

/** The rules of one table by code, for the checks to cite. */
export function byCode<const R extends readonly VendorRule[]>(rules: R): { readonly [K in R[number]["code"]]: VendorRule } {
  return Object.freeze(Object.fromEntries(rules.map((r) => [r.code, r]))) as { readonly [K in R[number]["code"]]: VendorRule };
}

/** A rule table frozen, rows included: what the package exports cannot be changed by a caller. */
export function frozen<const R extends readonly VendorRule[]>(rules: R): R {
  for (const rule of rules) Object.freeze(rule);
  return Object.freeze(rules);
}
