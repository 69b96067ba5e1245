// The registry's format names as a plain list, so importing them does not import every converter.
import type { FormatName } from "./formats.js";

/** The registered names, in registry order (frozen); a test keeps it equal to the registry's keys. */
export const FORMAT_NAMES: readonly FormatName[] = /* @__PURE__ */ Object.freeze(["chat", "items", "claude", "chat-completions", "gemini"] as const);
