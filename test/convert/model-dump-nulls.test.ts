// openai-python's `model_dump()` of `response.output` writes null for every unset optional field; a
// null optional field is the same as an absent one: the items read without a warning about it, and
// come back from the hub without the nulls (the SDK's request type), the required nulls kept.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Item } from "../../generated/types.js";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { REQUIRED_NULLABLE, withoutNulls } from "../../src/convert/null-fields.js";
import { loadFixtures } from "../../fixtures/corpus.js";
import { codes, deepFreeze, expectValidItems, valueAt } from "./helpers.js";
import { spelled } from "./spelled.js";

function run(value: unknown, options: Record<string, unknown>): { out: unknown; warnings: ConversionWarning[] } {
  const warnings: ConversionWarning[] = [];
  const out = convert(deepFreeze(structuredClone(value)) as never, { ...options, onWarning: (w: ConversionWarning) => warnings.push(w) } as never) as unknown;
  return { out, warnings };
}

const dumps = loadFixtures().filter((f) => f.schema === "item" && f.kind === "valid" && f.file.startsWith("openai-python-model-dump"));

describe("items as openai-python's model_dump() writes them", () => {
  it("has the dumps in the corpus", () => expect(dumps.map((f) => f.file).sort()).toEqual(["openai-python-model-dump-hosted-tools.json", "openai-python-model-dump-output.json"]));

  it.each(dumps.map((f) => [f.file, f.value] as const))("%s: no warning is about a null field", (_, value) => {
    for (const to of ["chat", "claude", "chat-completions", "gemini", "items"]) {
      const { warnings } = run(value, { from: "items", to, provider: "openai" });
      for (const w of warnings) expect(valueAt(value, w.path), `${to}: ${w.code} at ${w.path}`).not.toBeNull();
    }
  });

  it("the reasoning turn comes back from the hub as it was, without its nulls, with no warning", () => {
    const [value] = dumps.filter((f) => f.file === "openai-python-model-dump-output.json").map((f) => f.value as Item[]);
    const { out, warnings } = run(value, { from: "items", to: "items", provider: "openai" });
    expect(warnings).toEqual([]);
    expect(spelled("items", out)).toEqual(spelled("items", value));
    expectValidItems(out as Item[]);
    expect(JSON.stringify(out)).not.toContain("null");
    expect((out as Item[])[1]).toEqual({ id: "rs_6890e972fa7c819ca8bc561526b989170694874912ae0ea6", summary: [], type: "reasoning" });
  });

  it("a call's namespace and caller ride in its OpenAI-tagged slot: back to items, warned elsewhere", () => {
    const items = [
      { role: "user", content: "Go" },
      { type: "function_call", call_id: "call_1", name: "look", arguments: "{}", namespace: "crm", caller: { type: "direct" } },
      { type: "function_call_output", call_id: "call_1", output: "ok" },
    ];
    const back = run(items, { from: "items", to: "items" });
    expect(back.warnings).toEqual([]);
    expect(spelled("items", back.out)).toEqual(spelled("items", items));
    const hub = run(items, { from: "items", to: "chat" }).out as { toolCalls?: { providerFields?: unknown }[] }[];
    expect(hub[1]!.toolCalls![0]!.providerFields).toEqual({ provider: "openai", fields: { namespace: "crm", caller: { type: "direct" } } });
    const claude = run(items, { from: "items", to: "claude" });
    expect(codes(claude.warnings)).toEqual(["provider_fields_dropped", "provider_fields_dropped"]);
    expect(claude.warnings.map((w) => w.path)).toEqual(["/1/namespace", "/1/caller"]);
  });

  it("a null namespace or caller is no slot at all", () => {
    const items = [{ role: "user", content: "Go" }, { type: "function_call", call_id: "call_1", name: "look", arguments: "{}", namespace: null, caller: null, id: null, status: null }];
    const hub = run(items, { from: "items", to: "chat" });
    expect(hub.warnings).toEqual([]);
    expect(hub.out).toEqual([{ role: "user", content: "Go" }, { role: "assistant", content: "", toolCalls: [{ id: "call_1", name: "look", arguments: "{}" }] }]);
  });

  it("an input_file with null fields reads as one without them", () => {
    const items = [{ role: "user", content: [{ type: "input_file", file_url: null, file_data: null, file_id: "file-1", filename: null }] }];
    const hub = run(items, { from: "items", to: "chat" });
    expect(hub.warnings).toEqual([]);
    expect(hub.out).toEqual([{ role: "user", content: [{ type: "fileId", fileId: "file-1" }] }]);
  });
});

describe("withoutNulls", () => {
  it("leaves out optional nulls at every depth and keeps the required ones", () => {
    const item = { type: "image_generation_call", id: "ig_1", status: "generating", result: null, extra: { a: null, b: [{ c: null, d: 1 }] } };
    expect(withoutNulls(item)).toEqual({ type: "image_generation_call", id: "ig_1", status: "generating", result: null, extra: { b: [{ d: 1 }] } });
    const plain = { type: "reasoning", id: "rs_1", summary: [] };
    expect(withoutNulls(plain)).toBe(plain);
  });

  it("REQUIRED_NULLABLE is every required property of schemas/item.schema.json that takes null, by its object's type tag", () => {
    const schema = JSON.parse(readFileSync(new URL("../../schemas/item.schema.json", import.meta.url), "utf8")) as { $defs: Record<string, unknown> };
    const found: Record<string, string[]> = {};
    const nullable = (p: Record<string, unknown>): boolean =>
      p.type === "null" || (Array.isArray(p.type) && p.type.includes("null")) || (Array.isArray(p.enum) && p.enum.includes(null))
      || (["anyOf", "oneOf"] as const).some((k) => Array.isArray(p[k]) && (p[k] as Record<string, unknown>[]).some(nullable));
    const walk = (node: unknown): void => {
      if (node === null || typeof node !== "object") return;
      if (Array.isArray(node)) return node.forEach(walk);
      const n = node as { properties?: Record<string, Record<string, unknown>>; required?: string[] };
      if (n.properties) {
        const hit = (n.required ?? []).filter((k) => n.properties![k] && nullable(n.properties![k]!));
        if (hit.length) {
          const tag = n.properties.type?.const;
          expect(typeof tag, `an object without a type tag has required nulls ${hit.join(", ")}`).toBe("string");
          found[tag as string] = hit;
        }
      }
      Object.values(node).forEach(walk);
    };
    walk(schema.$defs);
    expect(found).toEqual(REQUIRED_NULLABLE);
  });
});
