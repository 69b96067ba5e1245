// Losses that used to be silent are named; warnings come in input order; a plain-text Claude document is cheap.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fromClaudeMessages, toChatMessages, type ClaudeMessage, type ConversionWarning, type Item } from "../../src/index.js";
import { withWarnings } from "../convert/helpers.js";

function warningsOf(run: (onWarning: (w: ConversionWarning) => void) => unknown): ConversionWarning[] {
  const warnings: ConversionWarning[] = [];
  run((w) => warnings.push(w));
  return warnings;
}

describe("Claude messages", () => {
  it("a message with content: [] is not lost: it is carried as an empty assistant message", () => {
    const messages: ClaudeMessage[] = [{ role: "user", content: "hi" }, { role: "assistant", content: [] }];
    const { out, warnings } = withWarnings((onWarning) => fromClaudeMessages(messages, { onWarning }));
    expect(out).toEqual([{ type: "message", role: "user", content: "hi" }, { type: "message", role: "assistant", content: "" }]);
    expect(warnings).toEqual([]);
  });

  it("a lone surrogate in a plain-text document is warned: base64 of UTF-8 cannot carry it", () => {
    const messages: ClaudeMessage[] = [{ role: "user", content: [{ type: "document", source: { type: "text", media_type: "text/plain", data: "a\ud800b" } }] }];
    const warnings = warningsOf((onWarning) => fromClaudeMessages(messages, { onWarning })).filter((w) => w.code !== "filename_added");
    expect(warnings).toEqual([{ code: "lone_surrogate_replaced", path: "/0/content/0/source/data", message: expect.stringContaining("U+FFFD") }]);
    const plain: ClaudeMessage[] = [{ role: "user", content: [{ type: "document", source: { type: "text", media_type: "text/plain", data: "a\ud83d\ude00b" } }] }];
    expect(warningsOf((onWarning) => fromClaudeMessages(plain, { onWarning })).map((w) => w.code)).toEqual(["filename_added"]);
  });

  it("integers beyond 2^53 in tool_use.input are warned with their path", () => {
    const messages = JSON.parse('[{"role":"assistant","content":[{"type":"tool_use","id":"t","name":"f","input":{"ok":9007199254740991,"ids":["12345678901234567890",12345678901234567890],"big":-1e300}}]}]') as ClaudeMessage[];
    const warnings = warningsOf((onWarning) => fromClaudeMessages(messages, { onWarning }));
    expect(warnings.map((w) => [w.code, w.path])).toEqual([
      ["unsafe_integer", "/0/content/0/input/ids/1"],
      ["unsafe_integer", "/0/content/0/input/big"],
    ]);
  });

  it("a plain-text document costs a few bytes of memory per byte, in linear time", () => {
    const script = `
      import { fromClaudeMessages } from ${JSON.stringify(join(import.meta.dirname, "../../dist/index.js"))};
      const size = Number(process.argv[1]);
      const data = "é".repeat(size / 2);
      const before = process.memoryUsage().rss;
      // CPU time, not wall time: another process on the same cores does not add to it.
      const t = process.cpuUsage();
      const items = fromClaudeMessages([{ role: "user", content: [{ type: "document", source: { type: "text", media_type: "text/plain", data } }] }]);
      const used = process.cpuUsage(t);
      const ms = (used.user + used.system) / 1000;
      const peak = process.resourceUsage().maxRSS * 1024;
      console.log(JSON.stringify({ perByte: (peak - before) / size, ms, out: items[0].content[0].file_data.length }));`;
    const measure = (size: number) => {
      const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, String(size)], { encoding: "utf8" });
      if (run.status !== 0) throw new Error(run.stderr);
      return JSON.parse(run.stdout) as { perByte: number; ms: number; out: number };
    };
    // The fastest of three runs at each size: the collector's threads count in the CPU time, and on a
    // loaded machine one run took 9.9× for the 4× input (3.2–3.4× quiet); a quadratic path would take about 16×.
    const best = (size: number) => [measure(size), measure(size), measure(size)].reduce((a, b) => (b.ms < a.ms ? b : a));
    const small = best(10 << 20);
    const large = best(40 << 20);
    expect(large.out).toBe("data:text/plain;base64,".length + Math.ceil((40 << 20) / 3) * 4);
    expect(large.perByte).toBeLessThan(8);
    console.log(`plain-text document, 10 → 40 MiB: ${(large.ms / small.ms).toFixed(2)}× the CPU time`);
    expect(large.ms / small.ms).toBeLessThan(8);
  });
});

describe("warning order", () => {
  it("toChatMessages reports warnings in input order", () => {
    const items: Item[] = [{ type: "reasoning", id: "rs_1", summary: [] }, { type: "function_call_output", call_id: "c9", output: "o" }];
    const warnings = warningsOf((onWarning) => toChatMessages(items, { onWarning }));
    expect(warnings.map((w) => w.path)).toEqual(["/0", "/1"]);
  });
});
