/** One subcommand: its name, one-line summary, `--help` text, and what it does (resolves to an exit code). */
export interface Command {
  name: string;
  summary: string;
  help: string;
  /** Where the command's reports go, so a usage or I/O error with `--format json` is a JSON record there too. */
  reports?: "stdout" | "stderr";
  /** Runs the command; `cores` is the default of `--jobs`. */
  run(args: string[], cores: number): Promise<number>;
}
