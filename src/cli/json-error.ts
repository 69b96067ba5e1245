/** Where a JSON text stops being valid: 1-based line and column, and the parser's reason. */
export interface JsonErrorPlace {
  line: number;
  column: number;
  reason: string;
}

const WS = new Set([" ", "\t", "\n", "\r"]);

/**
 * Offset of the first syntax error in `text`, found by a small JSON scanner. Used only after
 * `JSON.parse` has failed and its message carries no position.
 */
export function scanError(text: string): number {
  let i = 0;
  const space = () => {
    while (i < text.length && WS.has(text[i] as string)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < " ") fail();
      if (ch === '"') return void i++;
      if (ch === "\\") {
        i++;
        const e = text[i];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (e === undefined || !'"\\/bfnrt'.includes(e)) fail();
      }
      i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === "-" || m[0] === "") fail();
    i += (m as RegExpExecArray)[0].length;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === "{") return members("}", true);
    if (ch === "[") return members("]", false);
    if (ch === '"') return string();
    if (ch === "t") return literal("true");
    if (ch === "f") return literal("false");
    if (ch === "n") return literal("null");
    if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) return number();
    fail();
  };
  const members = (close: string, keyed: boolean) => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      if (keyed) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ":") fail();
        i++;
      }
      value();
      space();
      if (text[i] === ",") i++;
      else if (text[i] === close) return void i++;
      else fail();
    }
  };
  try {
    value();
    space();
    if (i < text.length) fail();
    return text.length;
  } catch (at) {
    return typeof at === "number" ? Math.min(at, text.length) : text.length;
  }
}

/** Line and column of `offset` in `text`, both 1-based. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let nl = text.indexOf("\n"); nl !== -1 && nl < offset; nl = text.indexOf("\n", nl + 1)) {
    line++;
    start = nl + 1;
  }
  return { line, column: offset - start + 1 };
}

/** Where `JSON.parse(text)` failed with `error`: the position from its message, else from the scanner. */
export function placeOf(text: string, error: unknown): JsonErrorPlace {
  const message = (error as Error).message;
  const match = /at position (\d+)/.exec(message);
  const offset = match ? Number(match[1]) : scanError(text);
  const reason = message.replace(/,? ".*" is not valid JSON$/s, "").replace(/ in JSON at position \d+.*$/s, "");
  return { ...lineColumn(text, offset), reason };
}
