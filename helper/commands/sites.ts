/**
 * `npm run helper -- sites --state DIR [--json] [--add URL]… [--drop URL]…`: the map of what the
 * crawl watches, per university: each list with its name, column kind, why it is kept, rows when
 * last read, newest notice date and last check. `--add` watches a list page of a university
 * (joining it, not a new site); `--drop` stops watching one. With `--json`, one line per
 * university.
 */
import { parseArgs } from 'node:util';
import { unwatchList, watchList, watchedSites, type WatchedSite } from '../../lib/crawl/watched.ts';
import type { Io } from '../io.ts';
import { openCrawlState } from './crawl.ts';

const USAGE = 'usage: npm run helper -- sites --state DIR [--json] [--add URL]... [--drop URL]...';

export async function run(argv: string[], io: Io): Promise<number> {
  let values: { state?: string; json?: boolean; add?: string[]; drop?: string[] };
  try {
    ({ values } = parseArgs({ args: argv, options: { state: { type: 'string' }, json: { type: 'boolean' }, add: { type: 'string', multiple: true }, drop: { type: 'string', multiple: true } } }));
  } catch (error) {
    io.log(`sites: ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (!values.state) {
    io.log(`sites: --state DIR is required\n${USAGE}`);
    return 2;
  }
  const store = await openCrawlState(values.state, io.log);
  try {
    for (const url of values.add ?? []) io.log(`sites: watching ${url} (${await watchList(store, url, new Date().toISOString())})`);
    for (const url of values.drop ?? []) io.log(`sites: ${(await unwatchList(store, url)) ? 'no longer watching' : 'not watched:'} ${url}`);
    const sites = await watchedSites(store);
    for (const site of sites) values.json ? io.outLine(site) : io.out(siteText(site));
  } catch (error) {
    io.log(`sites: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await store.close();
  }
  return 0;
}

const WHY: Record<WatchedSite['lists'][number]['why'], string> = {
  notices: 'its rows are notices',
  'named-column': 'the site names it a procurement column',
  stream: 'a notice stream',
  'front-page': 'the front page is the only list',
  user: 'added by you',
};

function siteText(site: WatchedSite): string {
  const head = `${site.site}  ${site.lists.length} lists${site.discoveredAt ? `, mapped ${site.discoveredAt.slice(0, 10)}` : ''}${site.mapping ? ' (mapping)' : ''}`;
  const rows = site.lists.map((l) => `  ${(l.name ?? '').padEnd(12, '　')} ${(l.kind ?? '-').padEnd(12)} rows ${String(l.rows).padStart(2)}  newest ${l.newest ?? '-'.padEnd(10)}  checked ${l.checkedAt?.slice(0, 16) ?? '-'}  ${l.url}  (${WHY[l.why]})`);
  return `${[head, ...rows].join('\n')}\n`;
}
