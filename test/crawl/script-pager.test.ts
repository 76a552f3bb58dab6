/**
 * The helper's crawl with `--browser /usr/bin/chromium` on lists whose later pages only a click
 * reaches (pager-sites.ts): an ASP.NET postback pager of page numbers and a Vue-style app whose
 * button pager fetches JSON; and a gateway whose robots.txt only the browser reads. Day 1 reads every page; day 2 re-reads page 1 and clicks on only
 * while a page is all new.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../helper/commands/crawl.ts';
import { captureIo } from './support.ts';
import { GATED_HOST, LOADMORE_HOST, PAGE_ROWS, POSTBACK_HOST, startPagerSites, type PagerSites } from './pager-sites.ts';

const CHROMIUM = '/usr/bin/chromium';
const dir = mkdtempSync(join(tmpdir(), 'crawl-pager-'));
let sites: PagerSites;

beforeAll(async () => {
  sites = await startPagerSites(13);
});
afterAll(async () => {
  await sites?.close();
  rmSync(dir, { recursive: true, force: true });
});

const crawlArgs = (extra: string[] = []) => [
  ...sites.seeds.flatMap((seed) => ['--seed', seed]),
  '--state', join(dir, 'state'), '--resolve', sites.resolveRule, '--delay', '0', '--browser', CHROMIUM, '--browser-timeout', '30', ...extra,
];
const urlsOn = (lines: Record<string, unknown>[], host: string) => lines.filter((l) => String(l.url).includes(`//${host}/`)).map((l) => String(l.url)).sort();

describe.skipIf(!existsSync(CHROMIUM))('crawl --browser through script-only pagers', () => {
  it('day 1: clicks through the postback pager and the JSON button pager, every notice once', async () => {
    const io = captureIo();
    expect(await run(crawlArgs(), io)).toBe(0);
    const truth = sites.truth();
    expect(urlsOn(io.lines, POSTBACK_HOST)).toEqual([...truth[POSTBACK_HOST]].sort());
    expect(urlsOn(io.lines, LOADMORE_HOST)).toEqual([...truth[LOADMORE_HOST]].sort());
    // Pages 2 and 3 of the GridView were posted back with the page's own view state (a foreign one gets a 500).
    expect(sites.requests.filter((r) => r.startsWith(`POST ${POSTBACK_HOST}/ZBGG/List.aspx`))).toEqual([`POST ${POSTBACK_HOST}/ZBGG/List.aspx Page$2`, `POST ${POSTBACK_HOST}/ZBGG/List.aspx Page$3`]);
    expect(sites.requests.filter((r) => r.startsWith(`GET ${LOADMORE_HOST}/api/list?page=3`)).length).toBeGreaterThan(0);
    // The last page's 下一页 is disabled: no page 4 asked.
    expect(sites.requests.filter((r) => r.includes('/api/list?page=4'))).toEqual([]);
    expect(io.logs.join('\n')).not.toMatch(/a pager of scripts only/);
    // Behind the gateway robots.txt is a challenge to the fetcher: the browser reads it, and its /admin/ holds.
    expect(urlsOn(io.lines, GATED_HOST)).toEqual([...sites.gated.allowed].sort());
    expect(sites.requests.filter((r) => r.includes(`${GATED_HOST}/admin/`))).toEqual([]);
  }, 180_000);

  it('day 2: re-reads page 1 and clicks on only while pages bring nothing but new notices', async () => {
    const newCount = PAGE_ROWS + 2; // page 1 all new, page 2 partly: page 3 is not worth a click
    sites.addNew(newCount);
    sites.requests.length = 0;
    const io = captureIo();
    expect(await run(crawlArgs(), io)).toBe(0);
    const truth = sites.truth();
    expect(urlsOn(io.lines, POSTBACK_HOST)).toEqual(truth[POSTBACK_HOST].slice(0, newCount).sort());
    expect(urlsOn(io.lines, LOADMORE_HOST)).toEqual(truth[LOADMORE_HOST].slice(0, newCount).sort());
    expect(sites.requests.filter((r) => r.startsWith(`POST ${POSTBACK_HOST}`))).toEqual([`POST ${POSTBACK_HOST}/ZBGG/List.aspx Page$2`]);
    expect(sites.requests.filter((r) => /\/api\/list\?page=[3-9]/.test(r))).toEqual([]);
  }, 180_000);
});
