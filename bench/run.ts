/**
 * `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
 * prints their figures. Each bench file exports `run(): Promise<void>` and prints its own table.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

for (const name of files) {
  console.log(`\n## ${name.replace('.bench.ts', '')}`);
  const bench = (await import(pathToFileURL(join(here, name)).href)) as { run(): Promise<void> };
  await bench.run();
}
