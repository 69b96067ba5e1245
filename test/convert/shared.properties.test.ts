// Law 2, shared features arrive, as a property: for documents generated from each format's schema and
// every writable target, each feature of the table (src/convert/features.ts) that both formats carry
// and the input has comes back from the target's output as it was in the input, or the conversion
// warned. The table's samples pin each cell once; this walks every valid value the schemas generate.
// SHARED_RUNS sets the documents per source format (default 1,000 in npm test, 3,000 in npm run test:deep).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convert, type ConversionWarning } from "../../src/convert/index.js";
import { FORMAT_NAMES, FORMATS, type FormatName } from "../../src/convert/formats.js";
import { FEATURES } from "../../src/convert/features.js";
import type { ChatMessage, ContentPart } from "../../generated/types.js";
import { documentOf } from "../arbitrary/from-schema.js";
import { propertyRuns } from "../runs.js";

const RUNS = Number(process.env.SHARED_RUNS ?? propertyRuns(1000, 3000).numRuns);
const WRITABLE = FORMAT_NAMES.filter((f) => FORMATS[f].write !== undefined);

type Hub = readonly ChatMessage[];
const users = (m: Hub) => m.flatMap((x) => (x.role === "user" ? [x] : []));
const userParts = (m: Hub): ContentPart[] => users(m).flatMap((x) => (typeof x.content === "string" ? [{ type: "text" as const, text: x.content }] : x.content));
const tools = (m: Hub) => m.flatMap((x) => (x.role === "tool" ? [x] : []));
const toolParts = (m: Hub): ContentPart[] => tools(m).flatMap((x) => [...(x.content === "" ? [] : [{ type: "text" as const, text: x.content }]), ...(x.images ?? []), ...(x.parts ?? [])]);
/** A text part's Claude cache_control, from its anthropic-tagged slot. */
const breakpoint = (p: ContentPart) => (p.type === "text" && p.providerFields?.provider === "anthropic" ? (p.providerFields.fields as { cache_control?: unknown }).cache_control : undefined);

/**
 * Each table row's feature as it appears anywhere in a hub history, in order: what must be the same
 * after a conversion to a format that carries it. Every row of the table needs one.
 */
const EXTRACT: Record<string, (m: Hub) => unknown[]> = {
  "several text parts in a user message, in order": (m) => userParts(m).flatMap((p) => (p.type === "text" ? [p.text] : [])),
  // The texts in order, an assistant message's parts or its content (the Claude reader reads each text block as a message of its own); empty ones say nothing.
  "several text parts in an assistant message, in order": (m) => m.flatMap((x) => (x.role === "assistant" ? (x.parts?.map((p) => p.text) ?? [x.content]) : [])).filter((text) => text !== ""),
  "an image by URL in a user message": (m) => userParts(m).flatMap((p) => (p.type === "imageUrl" ? [p.url] : [])),
  "a file by URL in a user message": (m) => userParts(m).flatMap((p) => (p.type === "fileUrl" ? [p.url] : [])),
  "a file by file id in a user message": (m) => userParts(m).flatMap((p) => (p.type === "fileId" ? [p.fileId] : [])),
  "an inline file with its name": (m) => userParts(m).flatMap((p) => (p.type === "file" && p.filename !== undefined ? [[p.data, p.filename]] : [])),
  "a tool result of several text parts, in order": (m) => toolParts(m).flatMap((p) => (p.type === "text" ? [p.text] : [])),
  "an inline image in a tool result": (m) => toolParts(m).flatMap((p) => (p.type === "image" ? [p.data] : [])),
  "an image by URL in a tool result": (m) => toolParts(m).flatMap((p) => (p.type === "imageUrl" ? [p.url] : [])),
  "a file by URL in a tool result": (m) => toolParts(m).flatMap((p) => (p.type === "fileUrl" ? [p.url] : [])),
  "a tool result marked as an error": (m) => tools(m).map((x) => x.isError === true),
  "reasoning text (readable, unsigned)": (m) => m.flatMap((x) => (x.role === "assistant" && x.reasoning ? [x.reasoning] : [])),
  "a participant name": (m) => users(m).map((x) => x.name ?? null),
  "a prompt-cache breakpoint (Claude cache_control)": (m) => userParts(m).flatMap((p) => (breakpoint(p) !== undefined ? [breakpoint(p)] : [])),
  "a Responses hosted-tool item (`web_search_call`…), in its place": (m) => m.flatMap((x) => (x.role === "assistant" && x.providerBlocks?.provider === "openai" ? x.providerBlocks.items : [])),
};

/** What one conversion gave: the output read back into the hub, and whether anything on the way was warned. */
function through(doc: unknown, from: FormatName, to: FormatName, options: Record<string, unknown>): { back: Hub; warned: string[] } | undefined {
  const warned: string[] = [];
  const onWarning = (w: ConversionWarning) => warned.push(`${w.code} ${w.path}`);
  const out = convert(doc as never, { from, to, ...options, onWarning } as never);
  const reread: string[] = [];
  const back = convert(out as never, { from: to, to: "chat", onWarning: (w: ConversionWarning) => reread.push(w.code) } as never) as Hub;
  // Reading the output back said something of its own: what differs may be that read's, so the run is not judged.
  return reread.length ? undefined : { back, warned };
}

interface Tally { inputs: number; judged: number; present: number; arrived: number }

describe("shared features arrive: every feature both formats carry, on documents generated from the schemas", () => {
  it("every row of the feature table has an extractor here", () => {
    expect(FEATURES.map((f) => f.name).filter((name) => !EXTRACT[name])).toEqual([]);
  });

  for (const from of FORMAT_NAMES) {
    it(`${from} → every writable format: ${RUNS} documents`, () => {
      const tally = new Map<string, Tally>();
      // Per target, the shared features grouped by the target options of their table sample (a dialect that has the feature).
      const targets = WRITABLE.map((to) => {
        const groups = new Map<string, { options: Record<string, unknown>; features: (typeof FEATURES)[number][] }>();
        for (const feature of FEATURES) {
          if (!feature.samples[from] || !feature.samples[to]) continue;
          const options = feature.samples[to]!.options ?? {};
          const key = JSON.stringify(options);
          if (!groups.has(key)) groups.set(key, { options, features: [] });
          groups.get(key)!.features.push(feature);
        }
        return [to, [...groups.values()].map((g) => [g.options, g.features] as const)] as const;
      });
      const docs = fc.sample(documentOf(from, { maxItems: 3 }), { numRuns: RUNS, seed: 2026120 });
      for (const [k, doc] of docs.entries()) {
        const hub = convert(doc as never, { from, to: "chat", onWarning: () => {} } as never) as Hub;
        for (const [to, groups] of targets) {
          for (const [options, features] of groups) {
            const result = through(doc, from, to, options);
            for (const feature of features) {
              const t = tally.get(`${to}: ${feature.name}`) ?? { inputs: 0, judged: 0, present: 0, arrived: 0 };
              tally.set(`${to}: ${feature.name}`, t);
              t.inputs++;
              if (!result) continue;
              t.judged++;
              const before = EXTRACT[feature.name]!(hub);
              if (before.length === 0 || before.every((v) => v === false || v === null)) continue;
              t.present++;
              const after = EXTRACT[feature.name]!(result.back);
              if (JSON.stringify(after) === JSON.stringify(before)) {
                t.arrived++;
                continue;
              }
              if (result.warned.length === 0) {
                expect.fail(`${from} → ${to}: "${feature.name}" changed with no warning: ${JSON.stringify(before)} became ${JSON.stringify(after)}; input ${k}: ${JSON.stringify(doc)}`);
              }
            }
          }
        }
      }
      for (const [key, t] of [...tally].sort()) console.log(`shared ${from} → ${key}: ${t.present} of ${t.judged} judged inputs have it, ${t.arrived} arrived as they were (${t.inputs - t.judged} not judged: the read back warned)`);
      expect(docs.length).toBe(RUNS);
    });
  }
});
