import path from 'node:path';

/** A problem the person running the command can fix: printed as it is, without a stack. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** `<file> [--data-dir <folder>]`; the folder defaults to `DATA_DIR`, else `.data/`, as `npm start`'s. */
export function fileAndDataDir(args: string[], usage: string): { file: string; dataDir: string } {
  let file: string | undefined;
  let dataDir = process.env.DATA_DIR ?? '.data';
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--data-dir') {
      const value = args[++i];
      if (!value) throw new CommandError(`--data-dir needs a folder.\n${usage}`);
      dataDir = value;
    } else if (arg.startsWith('--data-dir=')) {
      dataDir = arg.slice('--data-dir='.length);
    } else if (arg.startsWith('-') || file !== undefined) {
      throw new CommandError(`Unexpected argument ${arg}.\n${usage}`);
    } else {
      file = arg;
    }
  }
  if (!file) throw new CommandError(usage);
  return { file: path.resolve(file), dataDir: path.resolve(dataDir) };
}

/** Runs a command's body: a `CommandError` is printed and exits 1, anything else is a crash. */
export async function runCommand(body: () => Promise<void>): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (!(error instanceof CommandError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

export function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
