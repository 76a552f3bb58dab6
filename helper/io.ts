/** What every helper command gets: its arguments, an output and a logger. */
import { openOutput, type Output } from './output.ts';

export interface Io {
  /** The command's own arguments, with `--out FILE` already taken out. */
  args: string[];
  /** Write results here (stdout, or the --out file). A failed write makes `close` reject. */
  out(text: string): void;
  /** Write one JSON value as a line of output. */
  outLine(value: unknown): void;
  /** Progress and logs: stderr. */
  log(text: string): void;
  /** The output itself, for commands that must know when a write is done (crawl). Absent in tests' Ios. */
  sink?: Output;
  /** Flush and close the output file, if any; rejects when a write failed. */
  close(): Promise<void>;
}

export interface CommandModule {
  run(args: string[], io: Io): Promise<number>;
}

/** `append`: `--out FILE` is appended to (the crawl: its lines accumulate across runs) instead of replaced. */
export function createIo(argv: string[], options: { append?: boolean } = {}): Io {
  const args = [...argv];
  let path: string | undefined;
  const outIndex = args.indexOf('--out');
  if (outIndex >= 0) {
    path = args[outIndex + 1];
    if (!path) throw new Error('--out needs a file path');
    args.splice(outIndex, 2);
  }
  const output = openOutput(path, { append: options.append ?? false });
  let failure: unknown;
  const out = (text: string) => {
    if (failure === undefined) output.write(text).catch((error: unknown) => (failure ??= error));
  };
  return {
    args,
    out,
    outLine: (value) => out(`${JSON.stringify(value)}\n`),
    log: (text) => process.stderr.write(text.endsWith('\n') ? text : `${text}\n`),
    sink: output,
    close: async () => {
      await output.close();
      if (failure !== undefined) throw failure;
    },
  };
}
