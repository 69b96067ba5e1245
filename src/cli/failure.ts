/** Ends the command with a message on stderr and an exit code: 2 for usage and I/O errors, 1 for invalid data. */
export class Failure extends Error {
  override name = "Failure";
  constructor(message: string, readonly exitCode: 1 | 2 = 2) {
    super(message);
  }
}

/** A short reason for a failed read or write: `no such file`, `is a directory`, or the system message. */
export function ioReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory";
  if (code === "EACCES") return "permission denied";
  return (error as Error).message;
}
