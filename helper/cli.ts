#!/usr/bin/env node
/**
 * The local crawl helper: `npm run helper -- <command> [options]`.
 * Each command lives in helper/commands/<name>.ts and exports `run(argv, io)`.
 * Results go to stdout (or --out FILE), progress and logs to stderr; the exit code is non-zero
 * only when the command itself failed.
 */
import { pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIo, type CommandModule } from './io.ts';

const COMMANDS: Record<string, string> = {
  page: 'fetch one page and print what the pipeline sees, as JSON',
  classify: 'read JSON lines {text, url?, context?} on stdin, write verdicts in the same order',
  eval: 'precision, recall and F1 of every scorer on the development set',
  crawl: 'discover list pages and collect notices; later runs print only new notices',
  sites: "each university's watched lists and columns (--json: a line each); --add / --drop a list",
  demo: 'serve the bundled test web on 127.0.0.1 and crawl it (what `npm start` runs)',
  'test-web': 'serve the bundled test web of university sites on 127.0.0.1',
  'install-native': "write the browser's native-messaging host manifest for this helper",
  'native-host': 'speak the native-messaging protocol on stdin/stdout (started by the browser)',
};

function usage(): string {
  const rows = Object.entries(COMMANDS).map(([name, what]) => `  ${name.padEnd(15)} ${what}`);
  return `usage: npm run helper -- <command> [options]\n\ncommands:\n${rows.join('\n')}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const here = dirname(fileURLToPath(import.meta.url));
  const file = join(here, 'commands', `${name}.ts`);
  if (!(name in COMMANDS) || !existsSync(file)) {
    process.stderr.write(`unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  const command = (await import(pathToFileURL(file).href)) as CommandModule;
  // The crawl's lines accumulate across runs in one --out file; other commands write a fresh one.
  const io = createIo(rest, { append: name === 'crawl' });
  try {
    return await command.run(io.args, io);
  } finally {
    await io.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
