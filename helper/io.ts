/** What every helper command gets: its arguments, an output stream and a logger. */
import { createWriteStream, type WriteStream } from 'node:fs';

export interface Io {
  /** The command's own arguments, with `--out FILE` already taken out. */
  args: string[];
  /** Write results here (stdout, or the --out file). */
  out(text: string): void;
  /** Write one JSON value as a line of output. */
  outLine(value: unknown): void;
  /** Progress and logs: stderr. */
  log(text: string): void;
  /** Flush and close the output file, if any. */
  close(): Promise<void>;
}

export interface CommandModule {
  run(args: string[], io: Io): Promise<number>;
}

export function createIo(argv: string[]): Io {
  const args = [...argv];
  let file: WriteStream | undefined;
  const outIndex = args.indexOf('--out');
  if (outIndex >= 0) {
    const path = args[outIndex + 1];
    if (!path) throw new Error('--out needs a file path');
    args.splice(outIndex, 2);
    file = createWriteStream(path);
  }
  const out = (text: string) => {
    if (file) file.write(text);
    else process.stdout.write(text);
  };
  return {
    args,
    out,
    outLine: (value) => out(`${JSON.stringify(value)}\n`),
    log: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    close: () =>
      new Promise((resolve, reject) => {
        if (!file) return resolve();
        file.end((error?: Error | null) => (error ? reject(error) : resolve()));
      }),
  };
}
