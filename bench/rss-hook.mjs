// Preloaded with --import: writes the process's peak RSS (KiB) to $RSS_OUT when it exits.
import { writeFileSync } from "node:fs";

process.on("exit", () => {
  if (process.env.RSS_OUT) writeFileSync(process.env.RSS_OUT, String(process.resourceUsage().maxRSS));
});
