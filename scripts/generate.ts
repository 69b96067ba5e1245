// npm run generate [-- --check]: schemas/ → generated/ (TS types, standalone validators).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { JsonSchema } from "./schemas.js";
import { inputsKey, recordedOutputs, recordOutputs, staleAgainst } from "./generate-inputs.js";

/** The standalone validators' files, on the thread that calls it. */
async function emitValidatorsHere(): Promise<Record<string, string>> {
  const [{ emitValidators }, { loadSchemas }] = await Promise.all([import("./emit-validators.js"), import("./schemas.js")]);
  return emitValidators(loadSchemas());
}

/** The validators' emitter, on a worker thread beside the other emitters: it takes the longest (ajv's compile). */
async function emitValidatorsOnWorker(): Promise<Record<string, string>> {
  // run.mjs names the bundle it runs; without it (another runner) the emitter runs on this thread.
  const bundle = (globalThis as { chatContractScriptBundle?: string }).chatContractScriptBundle;
  if (!bundle) return emitValidatorsHere();
  const worker = new Worker(bundle, { workerData: { generate: "validators" } });
  return new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the validators' emitter stopped (exit ${code})`)));
  });
}

if (!isMainThread && (workerData as { generate?: string } | null)?.generate === "validators") {
  parentPort!.postMessage(await emitValidatorsHere());
} else {
  const check = process.argv.includes("--check");
  const started = performance.now();

  // --check with the inputs of the last full run: the files are compared with its output, by hash.
  const key = inputsKey();
  const recorded = check ? recordedOutputs(key) : undefined;
  if (recorded) {
    const stale = staleAgainst(recorded);
    if (stale.length) {
      console.error(`generated files differ from what schemas/ produce (run npm run generate):\n${stale.map((p) => `  ${p}`).join("\n")}`);
      process.exit(1);
    }
    console.log(`generate --check: ${Object.keys(recorded).length} files up to date (${Math.round(performance.now() - started)} ms; inputs unchanged since the last full run)`);
    process.exit(0);
  }

  // The emitters load only for a full run.
  const validators = emitValidatorsOnWorker();
  const [{ loadSchemas, makeAjv, refName, root }, { emitTypes }, { bundleSchemas, emitBundle }, { packageMeta, readModel }, { emitPython }, { emitGo }, { emitRust }, { emitFixtureTypes }, { arrayTypes, requestFolders }] = await Promise.all([
    import("./schemas.js"),
    import("./emit-types.js"),
    import("./bundle.js"),
    import("./lang-model.js"),
    import("./emit-python.js"),
    import("./emit-go.js"),
    import("./emit-rust.js"),
    import("./emit-fixture-types.js"),
    import("../fixtures/corpus.js"),
  ]);
  const schemas = loadSchemas();

  const meta = makeAjv();
  // Its code checks 7 schemas once: ajv need not spend longer making it smaller (the verdicts are the same).
  meta.opts.code.optimize = 0;
  for (const { file, schema } of schemas) {
    if (!meta.validateSchema(schema)) {
      console.error(`${file}: not a valid 2020-12 schema: ${meta.errorsText(meta.errors)}`);
      process.exit(1);
    }
  }

  // One bundle (all definitions, every $ref checked) feeds the TS types, the bundle file and the other languages.
  const bundle = bundleSchemas(schemas);
  const model = readModel(bundle);
  const sourceFiles = schemas.map((s) => s.file);
  const pkg = packageMeta(JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>);
  const license = readFileSync(join(root, "LICENSE"), "utf8");
  /** The request bodies, which Python gets an adapter for too (without an array form). */
  const requestTypes = requestFolders.map((f) => arrayTypes[f]);
  const outputs: Record<string, string> = {
    "generated/types.ts": await emitTypes(bundle.$defs as JsonSchema, sourceFiles),
    ...(await validators),
    ...emitBundle(bundle),
    ...emitPython(model, sourceFiles, schemas.map((s) => refName(s.schema.$ref as string)), pkg, license, requestTypes),
    ...emitGo(model, sourceFiles, pkg, arrayTypes),
    ...emitRust(model, sourceFiles, pkg, license, arrayTypes),
    ...emitFixtureTypes(),
  };

  const stale: string[] = [];
  for (const [path, text] of Object.entries(outputs)) {
    const abs = join(root, path);
    const old = existsSync(abs) ? readFileSync(abs, "utf8") : undefined;
    if (old === text) continue;
    stale.push(path);
    if (!check) {
      mkdirSync(join(abs, ".."), { recursive: true });
      writeFileSync(abs, text);
    }
  }

  recordOutputs(key, outputs);
  const ms = Math.round(performance.now() - started);
  if (check) {
    if (stale.length) {
      console.error(`generated files differ from what schemas/ produce (run npm run generate):\n${stale.map((p) => `  ${p}`).join("\n")}`);
      process.exit(1);
    }
    console.log(`generate --check: ${Object.keys(outputs).length} files up to date (${ms} ms)`);
  } else {
    for (const path of Object.keys(outputs)) console.log(`${stale.includes(path) ? "wrote    " : "unchanged"} ${path}`);
    console.log(`generate: ${schemas.length} schemas → ${Object.keys(outputs).length} files in ${ms} ms`);
  }
}
