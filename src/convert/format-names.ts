// The registry's format names as a plain list, so importing them does not import every converter.
import type { FormatName } from "./formats.js";
import type { RequestFormatName } from "../request/formats.js";

/** The registered names, in registry order (frozen); a test keeps it equal to the registry's keys. */
export const FORMAT_NAMES: readonly FormatName[] = /* @__PURE__ */ Object.freeze(["chat", "items", "claude", "chat-completions", "gemini"] as const);

/**
 * The request formats' names (a whole call: `convert`'s `from`/`to`, the CLI's `--from`/`--to` and
 * `--schema`), in registry order (frozen); a test keeps it equal to the request registry's keys.
 */
export const REQUEST_FORMAT_NAMES: readonly RequestFormatName[] = /* @__PURE__ */ Object.freeze(["chat-request", "responses-request", "chat-completions-request", "claude-request", "gemini-request"] as const);
