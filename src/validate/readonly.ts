// Read-only views of the contract's types: what the converters and checkers accept, since none writes to its input.

/**
 * `T` with every array and object read-only, at every depth: an `as const` literal, or a history a
 * store hands out frozen, is accepted as it is.
 * @example const history = [{ role: "user", content: "hi" }] as const; fromChatMessages(history);
 */
export type ReadonlyDeep<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer E)[]
    ? readonly ReadonlyDeep<E>[]
    : T extends object
      ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
      : T;
