/**
 * Pages that need a browser: the helper's crawl of the script sites (test/crawl/script-sites.ts:
 * a JSON-API list, a 412 gateway, a list that never settles, a looping script, a gateway that
 * never lets through) without and with `--browser /usr/bin/chromium` (8 s bound per page): notices
 * found, pages rendered, time per rendered page and per crawl.
 */
import { existsSync } from 'node:fs';
import { createBrowserRenderer } from '../helper/browser.ts';
import { crawl } from '../lib/crawl/index.ts';
import { createClassifier } from '../lib/classify/index.ts';
import { createFetcher } from '../lib/fetch/index.ts';
import { MemoryStore } from '../lib/store/memory.ts';
import { createResolvingFetch } from '../helper/resolve.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import { startScriptSites } from '../test/crawl/script-sites.ts';

const CHROMIUM = '/usr/bin/chromium';

export async function run(): Promise<void> {
  if (!existsSync(CHROMIUM)) return void console.log(`skipped: ${CHROMIUM} not found`);
  const sites = await startScriptSites();
  const tokenizer = loadNodeTokenizer();
  const classifier = createClassifier({ tokenizer });
  try {
    for (const withBrowser of [false, true]) {
      const render = withBrowser ? createBrowserRenderer({ executablePath: CHROMIUM, resolve: [sites.resolveRule], timeoutMs: 8_000 }) : undefined;
      const fetcher = createFetcher({ fetch: createResolvingFetch([sites.resolveRule]), hostDelayMs: 0 });
      const start = performance.now();
      const report = await crawl({ fetcher, store: new MemoryStore(), classifier, tokenizer, clock: Date.now, render }, { seeds: sites.seeds });
      await render?.close();
      const seconds = (performance.now() - start) / 1000;
      const times = [...(render?.times ?? [])].sort((a, b) => a - b);
      const noted = report.sites.reduce((n, s) => n + (s.needsBrowser?.length ?? 0), 0);
      const perPage = times.length ? `, per page median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(2)} s, longest ${(times.at(-1)! / 1000).toFixed(2)} s` : '';
      console.log(
        `${withBrowser ? 'with --browser' : 'static only'}: ${report.newNotices.length} notices (${report.newNotices.filter((n) => n.via === 'browser').length} via the browser), ` +
          `${times.length} pages rendered${perPage}, ${noted} pages noted as needing a browser, crawl ${seconds.toFixed(1)} s`,
      );
    }
  } finally {
    await sites.close();
  }
}
