// Every row of the request mapping tables (src/request/mappings.ts, rendered into the README): the
// neutral setting written to each wire gives the documented fragment or the named warning, and a
// fragment read back gives the setting again where the row says the mapping is exact both ways.
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { MAPPINGS, MAPPING_WIRES, renderMappings } from "../../src/request/mappings.js";
import { expectReadmeSection } from "../readme-section.js";

const HISTORY_KEYS = new Set(["messages", "input", "contents", "system", "systemInstruction"]);
const EMPTY: Record<string, Record<string, unknown>> = { "chat-completions-request": { messages: [] }, "responses-request": { input: [] }, "claude-request": { messages: [] }, "gemini-request": { contents: [] } };

const rows = MAPPINGS.flatMap((t) => t.rows.flatMap((r) => MAPPING_WIRES.map((w) => [`${t.title}: ${r.setting} → ${w}`, r, w] as const)));

describe("request mappings, row by row", () => {
  it.each(rows)("%s", (_name, row, wire) => {
    const cell = row.wires[wire];
    const warnings: ConversionWarning[] = [];
    const out = convert({ messages: [], ...row.hub } as never, { from: "chat-request", to: wire, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as Record<string, unknown>;
    const codes = warnings.map((w) => w.code).filter((c) => c !== "max_tokens_missing" || ("warns" in cell && cell.warns === c));
    if ("warns" in cell) expect(codes).toContain(cell.warns);
    else expect(warnings.filter((w) => w.code !== "max_tokens_missing").map((w) => w.message)).toEqual([]);
    if (cell.written) {
      expect(out).toMatchObject(cell.written);
      if (!Object.keys(cell.written).length) expect(Object.keys(out).filter((k) => !HISTORY_KEYS.has(k))).toEqual([]);
    }
    if (!("warns" in cell) && cell.written && !row.oneWay?.includes(wire)) {
      const back = convert({ ...EMPTY[wire], ...cell.written } as never, { from: wire, to: "chat-request" } as never);
      expect(back).toEqual({ messages: [], ...row.hub });
    }
  });

  it("the README's Whole requests tables are rendered from the mapping data", () => {
    expectReadmeSection("requests", renderMappings());
  });
});
