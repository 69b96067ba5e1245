// REQUEST_FORMAT_NAMES is the request registry's names as a plain list, frozen like FORMAT_NAMES.
import { describe, expect, it } from "vitest";
import { REQUEST_FORMAT_NAMES } from "../../src/index.js";
import { REQUEST_FORMATS } from "../../src/request/formats.js";

describe("REQUEST_FORMAT_NAMES", () => {
  it("is the request registry's keys, in order", () => {
    expect([...REQUEST_FORMAT_NAMES]).toEqual(Object.keys(REQUEST_FORMATS));
  });

  it("cannot be changed", () => {
    expect(Object.isFrozen(REQUEST_FORMAT_NAMES)).toBe(true);
    expect(() => (REQUEST_FORMAT_NAMES as string[]).push("x")).toThrow(TypeError);
  });
});
