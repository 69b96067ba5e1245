import { describe, expect, it } from "vitest";
import { pointer, segments } from "../../src/convert/warnings.js";
import { escapePointer } from "../../src/validate/issue.js";

describe("escapePointer (RFC 6901)", () => {
  it.each([
    ["plain", "plain"],
    [3, "3"],
    ["", ""],
    ["a/b", "a~1b"],
    ["~", "~0"],
    ["~1", "~01"],
    ["a/b~c//~", "a~1b~0c~1~1~0"],
  ])("%j → %j", (given, want) => {
    expect(escapePointer(given)).toBe(want);
  });
});

describe("pointer and segments", () => {
  it.each([
    [[], ""],
    [[0], "/0"],
    [[12, "content", 0], "/12/content/0"],
    [["a/b", "~x"], "/a~1b/~0x"],
  ] as [(string | number)[], string][])("%j → %j and back", (given, want) => {
    expect(pointer(...given)).toBe(want);
    expect(segments(want)).toEqual(given.map(String));
  });
});
