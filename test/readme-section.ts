// README sections generated from data: the text between `<!-- name:start -->` and `<!-- name:end -->`.
import { readFileSync, writeFileSync } from "node:fs";
import { expect } from "vitest";

const README = new URL("../README.md", import.meta.url);

/** Fails unless the README's `name` section is `want`; with UPDATE_README=1 writes `want` there instead. */
export function expectReadmeSection(name: string, want: string): void {
  const readme = readFileSync(README, "utf8");
  const [start, end] = [`<!-- ${name}:start -->\n`, `\n<!-- ${name}:end -->`];
  const i = readme.indexOf(start);
  const j = readme.indexOf(end);
  expect(i, `README has the ${name} markers`).toBeGreaterThan(-1);
  expect(j, `README has the ${name} markers`).toBeGreaterThan(i);
  if (process.env.UPDATE_README) writeFileSync(README, readme.slice(0, i + start.length) + want + readme.slice(j));
  else expect(readme.slice(i + start.length, j)).toBe(want);
}
