// The CLI and type-check cases run the built package; it is rebuilt once per run so they never time a stale dist/.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
let built = false;

/** Builds dist/ from the current sources (once per process). */
export function freshDist(): void {
  if (built) return;
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`bench: npm run build failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  built = true;
}
