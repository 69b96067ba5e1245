// The CLI baseline: reads a JSONL file line by line and only JSON.parses each line.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

let lines = 0;
for await (const line of createInterface({ input: createReadStream(process.argv[2]), crlfDelay: Infinity })) {
  if (line) JSON.parse(line);
  lines++;
}
console.log(`${lines} lines parsed`);
