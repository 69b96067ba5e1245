/** Ends the command with a message on stderr and an exit code: 2 for usage and I/O errors, 1 for invalid data. */
export class Failure extends Error {
  override name = "Failure";
  /**
   * @param message one line for a person
   * @param exitCode 2 for usage and I/O errors, 1 for invalid data
   * @param record what `--format json` reports besides the message, e.g. `{ error: "bad_json", line, column }`
   */
  constructor(message: string, readonly exitCode: 1 | 2 = 2, readonly record: Record<string, unknown> = { error: "usage" }) {
    super(message);
  }
}

const REASONS: Record<string, string> = {
  ENOENT: "no such file",
  EISDIR: "is a directory",
  EACCES: "permission denied",
  EPERM: "operation not permitted",
  ENOSPC: "no space left on device",
  EDQUOT: "disk quota exceeded",
  EROFS: "read-only file system",
  ENOTDIR: "a part of the path is not a directory",
  ELOOP: "is a symbolic link",
  EIO: "input/output error",
  EFBIG: "file too large",
};

/** A short reason for a failed read or write: `no such file`, `is a directory`, or the system message. */
export function ioReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code !== undefined && REASONS[code]) return REASONS[code];
  return error instanceof Error ? error.message : String(error);
}

/** An I/O failure (exit 2) with its JSON record. */
export const ioFailure = (message: string) => new Failure(message, 2, { error: "io" });
