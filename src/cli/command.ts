/** One subcommand: its name, one-line summary, `--help` text, and what it does (resolves to an exit code). */
export interface Command {
  name: string;
  summary: string;
  help: string;
  run(args: string[]): Promise<number>;
}
