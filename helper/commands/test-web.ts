/**
 * `npm run helper -- test-web [--port N] [--sites N] [--seed N] [--day 1|2] [--slow MS]`:
 * serves the bundled test web on 127.0.0.1 until interrupted, and prints how to reach it.
 */
import type { Io } from '../io.ts';
import { startTestWeb } from '../../testweb/index.ts';

function option(args: string[], name: string, fallback: number): number {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number, got ${args[at + 1] ?? 'nothing'}`);
  return value;
}

/** Serves the test web; resolves when SIGINT/SIGTERM stops it. Typing 1 or 2 switches the day. */
export async function run(args: string[], io: Io): Promise<number> {
  const day = option(args, 'day', 1);
  if (day !== 1 && day !== 2) throw new Error('--day must be 1 or 2');
  const web = await startTestWeb({
    port: option(args, 'port', 0),
    sites: option(args, 'sites', 6),
    seed: option(args, 'seed', 1),
    day,
    slowMs: option(args, 'slow', 0),
  });
  const truth = web.truth();
  io.out(`test web: ${web.seeds.length} universities, day ${day}, ${truth.sites.reduce((n, s) => n + s.notices.length, 0)} notices\n`);
  io.out(`base address: ${web.origin}\n`);
  io.out(`resolve rule: ${web.resolveRule}\n`);
  io.out(`crawl it:     npm run helper -- crawl --resolve '${web.resolveRule}' --seed ${web.seeds[0]} --state /tmp/tr-state\n`);
  io.out(`chromium:     --host-resolver-rules="MAP *.edu.cn 127.0.0.1:${web.port}"\n`);
  io.out(`curl:         curl -H 'Host: ${new URL(web.seeds[0]!).host}' ${web.origin}/\n`);
  io.out(`seeds:\n${web.seeds.map((s) => `  ${s}`).join('\n')}\n`);
  io.log('serving; type 1 or 2 and Enter to switch the day; Ctrl-C to stop');
  // Typing the day lets a person watch a crawl pick up day 2's notices without a restart.
  const onInput = (chunk: Buffer) => {
    const typed = chunk.toString().trim();
    if (typed !== '1' && typed !== '2') return;
    web.setDay(typed === '1' ? 1 : 2);
    io.log(`now serving day ${typed}`);
  };
  process.stdin.on('data', onInput);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  process.stdin.off('data', onInput);
  process.stdin.destroy();
  await web.close();
  return 0;
}
