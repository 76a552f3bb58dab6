/**
 * Search that forgives typing slips: recall@10 and MRR over the labelled slip queries
 * (test/search/fixtures/slip-queries-*.json: dev = tuned on, heldout = measured once), the
 * search before (bigrams only) beside the current one (bigrams + fuzzy pinyin + simplified
 * forms); and how long the worst queries take over 10,000 notices.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createNoticeSearch } from '../lib/search/notice-search.ts';
import { createSearchBefore } from './search-before.ts';
import type { Notice } from '../lib/types/notice.ts';

interface Fixture {
  source: string;
  notices: string[];
  queries: { query: string; slip: string; relevant: number[] }[];
}

type Engine = (titles: string[]) => (query: string) => string[];
const notice = (title: string, i: number): Notice => ({ url: `u${i}`, title, site: "x.edu.cn", listUrl: "", type: null, attachments: [], firstSeenAt: "" });
const ENGINES: Record<string, Engine> = {
  before: (titles) => {
    const index = createSearchBefore(titles.map(notice));
    return (q) => index.search(q);
  },
  now: (titles) => {
    const index = createNoticeSearch(titles.map(notice));
    return (q) => index.search(q);
  },
};

function evaluate(fixture: Fixture, search: (q: string) => string[]) {
  const bySlip = new Map<string, { recall: number; rr: number; n: number }>();
  for (const { query, slip, relevant } of fixture.queries) {
    const hits = search(query).slice(0, 10);
    const want = new Set(relevant.map((i) => `u${i}`));
    const found = hits.filter((u) => want.has(u)).length;
    const first = hits.findIndex((u) => want.has(u));
    for (const key of [slip, 'all']) {
      const row = bySlip.get(key) ?? { recall: 0, rr: 0, n: 0 };
      row.recall += found / Math.min(10, want.size);
      row.rr += first >= 0 ? 1 / (first + 1) : 0;
      row.n++;
      bySlip.set(key, row);
    }
  }
  return bySlip;
}

export async function run(): Promise<void> {
  for (const set of ['dev', 'heldout']) {
    const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'test', 'search', 'fixtures', `slip-queries-${set}.json`), 'utf8')) as Fixture;
    const results = Object.fromEntries(Object.entries(ENGINES).map(([name, engine]) => [name, evaluate(fixture, engine(fixture.notices))]));
    console.log(`\n### ${set}: ${fixture.queries.length} queries over ${fixture.notices.length} titles`);
    console.log('| slip | n | recall@10 before | recall@10 now | MRR before | MRR now |');
    console.log('|---|---|---|---|---|---|');
    for (const slip of results.now!.keys()) {
      const b = results.before!.get(slip)!;
      const a = results.now!.get(slip)!;
      console.log(`| ${slip} | ${a.n} | ${(b.recall / b.n).toFixed(3)} | ${(a.recall / a.n).toFixed(3)} | ${(b.rr / b.n).toFixed(3)} | ${(a.rr / a.n).toFixed(3)} |`);
    }
  }

  // Worst cases over 10,000 notices: build, a long paste, punctuation only, a common pair.
  const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'test', 'search', 'fixtures', 'slip-queries-dev.json'), 'utf8')) as Fixture;
  const titles = Array.from({ length: 10_000 }, (_, i) => `${fixture.notices[i % fixture.notices.length]}${i}`);
  const time = (f: () => unknown) => {
    const t0 = performance.now();
    f();
    return performance.now() - t0;
  };
  let search: (q: string) => string[] = () => [];
  const buildBefore = time(() => ENGINES.before!(titles));
  const build = time(() => (search = ENGINES.now!(titles)));
  const long = '实验室设备采购项目公开招标公告'.repeat(70).slice(0, 1000);
  console.log('\n| 10,000 notices | ms |');
  console.log('|---|---|');
  console.log(`| build the index (before: ${buildBefore.toFixed(0)}) | ${build.toFixed(0)} |`);
  for (const [name, q] of [
    ['1,000-character query', long],
    ['punctuation only (1,000 characters)', '，。！？、；：'.repeat(143)],
    ['a pair in most titles ("大学")', '大学'],
    ['a slip ("改照")', '改照'],
    ['a field filter ("类型:招标 预算>100万")', '类型:招标 预算>100万'],
  ] as const) {
    console.log(`| ${name} | ${time(() => search(q)).toFixed(1)} |`);
  }
}
