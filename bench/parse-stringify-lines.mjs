// The convert baseline: reads a JSONL file line by line, JSON.parses and JSON.stringifies each line, writes it to stdout.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

let lines = 0;
let batch = "";
for await (const line of createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity })) {
  if (line) batch += `${JSON.stringify(JSON.parse(line))}\n`;
  if (batch.length >= 1 << 16) {
    process.stdout.write(batch);
    batch = "";
  }
  lines++;
}
process.stdout.write(batch);
console.error(`${lines} lines parsed and stringified`);
