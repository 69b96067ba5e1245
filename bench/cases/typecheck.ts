// Case 6: what chat-contract's types cost a consumer's tsc, against the same file on hand-written types.
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshDist } from "../dist.js";
import { quick } from "../measure.js";
import { ratio, type Section } from "../report.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsc = join(root, "node_modules/typescript/bin/tsc");
const COPIES = 40;

interface Diagnostics {
  instantiations: number;
  types: number;
  checkMs: number;
  totalMs: number;
}

function diagnostics(dir: string, files: string[], paths: Record<string, string[]>): Diagnostics {
  const config = {
    compilerOptions: {
      target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true,
      skipLibCheck: true, types: [], lib: ["ES2022"], baseUrl: root, paths,
    },
    files,
  };
  const project = join(dir, "tsconfig.json");
  writeFileSync(project, JSON.stringify(config));
  const run = spawnSync(process.execPath, [tsc, "-p", project, "--extendedDiagnostics", "--listFiles"], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`typecheck case: tsc failed:\n${run.stdout}${run.stderr}`);
  const listed = run.stdout.split("\n").filter((l) => l.startsWith("/"));
  const want = paths["chat-contract"]![0]!;
  const other = want.endsWith("hand.d.ts") ? "/dist/" : "hand.d.ts";
  if (!listed.includes(want) || listed.some((f) => f.includes(other)))
    throw new Error(`typecheck case: the consumer did not resolve chat-contract to ${want}`);
  const read = (label: string) => Number(new RegExp(`^${label}:\\s+([\\d.]+)`, "m").exec(run.stdout)?.[1] ?? NaN);
  return { instantiations: read("Instantiations"), types: read("Types"), checkMs: read("Check time") * 1000, totalMs: read("Total time") * 1000 };
}

function best(runs: Diagnostics[]): Diagnostics {
  return runs.reduce((a, b) => (b.checkMs < a.checkMs ? b : a));
}

/** tsc --extendedDiagnostics on bench/typecheck/consumer.ts.txt, resolved to dist/index.d.ts and to hand.d.ts. */
export async function typecheckCase(): Promise<Section> {
  const dts = join(root, "dist/index.d.ts");
  freshDist();
  const dir = mkdtempSync(join(tmpdir(), "chat-contract-tsc-"));
  // Kept as .ts.txt so the repository's own tsc (which runs before dist/ exists) skips it. Copied
  // Many copies, so the check takes long enough to time against tsc's coarse reported times.
  const consumers = Array.from({ length: COPIES }, (_, i) => join(dir, `consumer${i}.ts`));
  for (const c of consumers) copyFileSync(join(root, "bench/typecheck/consumer.ts.txt"), c);
  try {
    const times = quick ? 1 : 5;
    // A reference: the same d.ts with `WrittenItem` left as the schema's Item union, without the mapping
    // that takes the nulls out of optional fields (which the openai SDK's request types need).
    const unmapped = join(dir, "unmapped.d.ts");
    const source = readFileSync(dts, "utf8");
    const mapped = "type WrittenItem = NoNulls<Exclude<Item, NewAssistantPartsMessageItem>>;";
    if (!source.includes(mapped)) throw new Error("typecheck case: dist/index.d.ts no longer declares WrittenItem as the case expects");
    writeFileSync(unmapped, source.replace(mapped, "type WrittenItem = Exclude<Item, NewAssistantPartsMessageItem>;"));
    const ours: Diagnostics[] = [];
    const hand: Diagnostics[] = [];
    const plain: Diagnostics[] = [];
    for (let i = 0; i < times; i++) {
      ours.push(diagnostics(dir, consumers, { "chat-contract": [dts] }));
      hand.push(diagnostics(dir, consumers, { "chat-contract": [join(root, "bench/typecheck/hand.d.ts")] }));
      plain.push(diagnostics(dir, consumers, { "chat-contract": [unmapped] }));
    }
    const a = best(ours);
    const b = best(hand);
    const c = best(plain);
    const line = (name: string, d: Diagnostics) =>
      `| ${name} | ${d.instantiations.toLocaleString("en-US")} | ${d.types.toLocaleString("en-US")} | ${d.checkMs.toFixed(0)} ms | ${d.totalMs.toFixed(0)} ms |`;
    return {
      title: "Type-check cost of a consumer file (tsc --extendedDiagnostics)",
      rows: [],
      table: [
        "| types the consumer resolves | instantiations | types | check time | total time |",
        "|---|---:|---:|---:|---:|",
        line("**chat-contract** (`dist/index.d.ts`, generated types)", a),
        line("hand-written interfaces (`bench/typecheck/hand.d.ts`)", b),
        line("reference: chat-contract's d.ts with `WrittenItem` unmapped (nulls kept)", c),
      ].join("\n"),
      targets: [{ text: "check time ≤ 1.2× hand-written", measured: ratio(a.checkMs / b.checkMs), met: a.checkMs / b.checkMs <= 1.2 }],
      notes: [
        `Best of ${times} runs each, \`skipLibCheck: true\`, as TypeScript's \`tsc --init\` sets it. ${COPIES} copies of the consumer file; it narrows \`Item\`, builds \`ChatMessage[]\` and calls \`fromChatMessages\`.`,
        "json-schema-to-ts `FromSchema` is not a dev dependency here, so its reference row is not measured.",
        `Where the difference goes: \`Item\` is the ${itemVariants(source)} item types the Responses API takes, where the hand-written file types 13; \`fromChatMessages\` returns \`WrittenItem[]\`, the same union with the nulls of optional fields mapped out so it is the openai SDK's \`ResponseInputItem[]\`. Without that mapping the check takes ${ratio(c.checkMs / b.checkMs)} the hand-written time (${c.instantiations.toLocaleString("en-US")} instantiations instead of ${a.instantiations.toLocaleString("en-US")}).`,
      ],
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many variants the d.ts's `Item` union has. */
function itemVariants(source: string): number {
  const union = /^type Item = \(([^)]*)\);?$/m.exec(source)?.[1];
  if (union === undefined) throw new Error("typecheck case: no Item union in dist/index.d.ts");
  return union.split("|").length;
}
