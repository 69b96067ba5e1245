import type { Command } from "./command.js";
import { Failure } from "./failure.js";
import { packageVersion } from "./package-root.js";
import { check } from "./check.js";
import { convert } from "./convert.js";
import { schema } from "./schema.js";
import { types } from "./types.js";
import { validate } from "./validate.js";

const COMMANDS: Command[] = [validate, check, convert, schema, types];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length), 8);
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `Usage: chat-contract <command> [options]

Validate, convert and print LLM conversation payloads (chat messages, Responses API items, Claude messages).

Commands:
${list}

Options:
  -h, --help     show help (also after a command: chat-contract validate --help)
  -v, --version  print the version

Exit codes: 0 ok, 1 invalid data or strict warnings, 2 usage or I/O error.

Example:
  chat-contract validate history.json
`;
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === "-h" || first === "--help" || first === "help") {
    const topic = first === "help" ? COMMANDS.find((c) => c.name === rest[0]) : undefined;
    if (first === undefined) {
      process.stderr.write(usage());
      return 2;
    }
    process.stdout.write(topic ? topic.help : usage());
    return 0;
  }
  if (first === "-v" || first === "--version") {
    process.stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) throw new Failure(`unknown command ${JSON.stringify(first)}; run chat-contract --help`);
  if (rest.includes("--help") || rest.includes("-h")) {
    process.stdout.write(command.help);
    return 0;
  }
  return command.run(rest);
}

if (process.env.CHAT_CONTRACT_REPORT_MAXRSS === "1")
  process.on("exit", () => process.stderr.write(`chat-contract: peak RSS ${process.resourceUsage().maxRSS} KiB\n`));

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof Failure) {
      process.stderr.write(`chat-contract: ${error.message}\n`);
      process.exitCode = error.exitCode;
    } else {
      process.stderr.write(`chat-contract: internal error: ${(error as Error).stack ?? String(error)}\n`);
      process.exitCode = 2;
    }
  },
);
