/**
 * What the hostile-input suite shares: the 127.0.0.1 test server of test/fetch (re-exported), a
 * virtual clock whose sleep only moves time (so a Retry-After of minutes costs no wall time), and
 * a crawl wired like the helper's but with every limit a test may want to set.
 */
import { createClassifier } from '../../lib/classify/index.ts';
import { crawl, type CrawlEvent, type CrawlOptions, type CrawlReport } from '../../lib/crawl/index.ts';
import { createFetcher, type FetcherOptions } from '../../lib/fetch/index.ts';
import type { Store } from '../../lib/store/store.ts';
import { loadNodeTokenizer } from '../../helper/jieba-node.ts';
import { localFetch } from '../crawl/support.ts';

export { startServer, streamHtml, type TestServer } from '../fetch/server.ts';
export { localFetch };

/** A clock that starts at a fixed date and moves only when slept on; sleeps are recorded. */
export function virtualTime(start = Date.parse('2026-11-24T08:00:00Z')) {
  let now = start;
  const sleeps: number[] = [];
  return {
    clock: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
    advance: (ms: number) => (now += ms),
  };
}

/** A UTF-8 page. */
export const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

/** Notice titles for list pages (real shapes of university tender titles). */
export const TITLES = [
  '关于图书馆中央空调维修项目的公开招标公告',
  '关于学生公寓家具采购项目的竞争性磋商公告',
  '关于实验楼供配电改造工程的招标公告',
  '校园安防监控升级项目询价采购公告',
  '关于体育馆木地板翻新工程中标候选人的公示',
  '关于多媒体教室设备采购项目的成交结果公告',
];

/** A list page of notice rows: `[href, title]` pairs, dated. */
export const listPage = (rows: Array<[string, string]>, extra = '') =>
  page(
    '招标公告',
    `<div class="list"><ul>${rows.map(([href, title], i) => `<li><a href="${href}">${title}</a><span>2026-11-${String(1 + (i % 28)).padStart(2, '0')}</span></li>`).join('\n')}</ul></div>${extra}`,
  );

/** A notice detail page. */
export const noticePage = (title: string, n: number) =>
  page(title, `<h1>${title}</h1><div class="content"><p>项目编号：HX-2026-${String(n).padStart(4, '0')}</p><p>采购人：示例大学</p><p>预算金额：80万元</p></div>`);

const tokenizer = loadNodeTokenizer();
const classifier = createClassifier({ tokenizer });

export interface HostileCrawl {
  port: number;
  seeds: string[];
  store: Store;
  fetcher?: Partial<FetcherOptions>;
  options?: Partial<CrawlOptions>;
  clock?: () => number;
  log?: (event: CrawlEvent) => void;
}

/** One crawl of `seeds`, every host served by 127.0.0.1:port, no delay between requests. */
export function hostileCrawl(run: HostileCrawl): Promise<CrawlReport> {
  const fetcher = createFetcher({ fetch: localFetch(run.port), hostDelayMs: 0, timeoutMs: 2000, ...run.fetcher });
  return crawl({ fetcher, store: run.store, classifier, tokenizer, clock: run.clock ?? Date.now, log: run.log }, { seeds: run.seeds, ...run.options });
}
