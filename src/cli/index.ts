import { availableParallelism } from "node:os";
import { quoted, suggestion } from "./args.js";
import type { Command } from "./command.js";
import { Failure } from "./failure.js";
import { packageVersion } from "./package-root.js";
import { check } from "./check.js";
import { convert } from "./convert.js";
import { schema } from "./schema.js";
import { types } from "./types.js";
import { validate } from "./validate.js";
import { isWorker, serveWorker } from "./jobs.js";
import { stderr, stdout } from "./output.js";

const COMMANDS: Command[] = [validate, check, convert, schema, types];

function usage(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length), 8);
  const list = COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`).join("\n");
  return `Usage: chat-contract <command> [options]

Validate, check and convert LLM conversation payloads: chat messages (the provider-neutral history),
Responses API items, Claude messages, Chat Completions messages and Gemini contents, or whole request bodies.

Commands:
${list}

Options:
  -h, --help     show help (also after a command: chat-contract validate --help)
  -v, --version  print the version

Exit codes: 0 ok, 1 invalid data or strict warnings, 2 usage or I/O error, 130 interrupted.

Example:
  chat-contract validate history.json
`;
}

/** The command named first, the subcommand's `--format` (for how errors are reported), and the rest. */
function formatIn(args: string[]): "text" | "json" {
  let format: string | undefined;
  args.forEach((arg, i) => {
    if (arg === "--format" || arg === "-f") format = args[i + 1];
    else if (arg.startsWith("--format=")) format = arg.slice("--format=".length);
  });
  return format === "json" ? "json" : "text";
}

async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === "-h" || first === "--help" || first === "help") {
    const topic = first === "help" ? COMMANDS.find((c) => c.name === rest[0]) : undefined;
    if (first === undefined) {
      stderr.write(usage());
      return 2;
    }
    stdout.write(topic ? topic.help : usage());
    return 0;
  }
  if (first === "-v" || first === "--version") {
    stdout.write(`${packageVersion()}\n`);
    return 0;
  }
  const command = COMMANDS.find((c) => c.name === first);
  if (!command) {
    const names = COMMANDS.map((c) => c.name);
    const hint = suggestion(first, names) || `; commands: ${names.join(", ")}`;
    throw new Failure(`unknown ${first.startsWith("-") ? "option" : "command"} ${quoted(first)}${hint}`);
  }
  if (rest.includes("--help") || rest.includes("-h")) {
    stdout.write(command.help);
    return 0;
  }
  try {
    return await command.run(rest, availableParallelism());
  } catch (error) {
    if (error instanceof Failure && command.reports && formatIn(rest) === "json") {
      (command.reports === "stdout" ? stdout : stderr).write(`${JSON.stringify({ ...error.record, message: error.message })}\n`);
      return error.exitCode;
    }
    throw error;
  }
}

/** What a person sees of an error: a Failure's message, else one line (the stack only with CHAT_CONTRACT_DEBUG=1). */
function fail(error: unknown): number {
  if (error instanceof Failure) {
    stderr.write(`chat-contract: ${error.message}\n`);
    return error.exitCode;
  }
  const text = process.env.CHAT_CONTRACT_DEBUG === "1" && error instanceof Error ? error.stack : error instanceof Error ? error.message : String(error);
  stderr.write(`chat-contract: internal error: ${text}\n`);
  return 2;
}

if (isWorker()) serveWorker();
else {
  if (process.env.CHAT_CONTRACT_REPORT_MAXRSS === "1")
    process.on("exit", () => process.stderr.write(`chat-contract: peak RSS ${process.resourceUsage().maxRSS} KiB\n`));
  process.on("uncaughtException", (error) => process.exit(fail(error)));
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.exitCode = fail(error);
    },
  );
}
