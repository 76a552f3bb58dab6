/**
 * `npm start`: serves the test web (made-up universities in real CMS shapes) on 127.0.0.1,
 * crawls it with a fresh state as the `crawl` command would, shows the notices found and the
 * precision and recall against the test web's own truth; then day 2: new notices appear, the
 * crawl runs again on the same state and shows only those.
 * Options: `--all` (every row), `--sites N`, `--seed N` (another generated web), `--corpus DIR`
 * (titles from another corpus folder of the same layout, e.g. titles the classifier never saw).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Notice } from '../../lib/types/notice.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { summaryTable } from '../crawl/output.ts';
import { clip, formatTable } from '../crawl/table.ts';
import { openFileStore } from '../file-store.ts';
import type { Io } from '../io.ts';
import { crawlWith } from './crawl.ts';

/** Rows shown per day unless `--all`: enough to see the product, not a flood. */
const SHOWN = 12;

export async function run(argv: string[], io: Io): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      all: { type: 'boolean', default: false },
      sites: { type: 'string', default: '6' },
      seed: { type: 'string', default: '1' },
      corpus: { type: 'string' },
    },
  });
  const limit = values.all ? Infinity : SHOWN;
  const web = await startTestWeb({ sites: wholeNumber('sites', values.sites), seed: wholeNumber('seed', values.seed), corpusDir: values.corpus });
  const state = mkdtempSync(join(tmpdir(), 'tender-radar-demo-'));
  const store = await openFileStore(state);
  try {
    io.log(`test web: ${web.seeds.length} universities on ${web.origin} (${web.resolveRule}); state in ${state}`);
    const args = { seeds: web.seeds, state, resolve: [web.resolveRule], delayMs: 0 };
    for (const day of [1, 2] as const) {
      web.setDay(day);
      web.clearLog();
      const found: Notice[] = [];
      const report = await crawlWith(args, store, async (notices) => void found.push(...notices));
      io.out(`\n== Day ${day}: ${found.length} ${day === 1 ? 'notices' : 'new notices'} (${web.requests.length} requests) ==\n`);
      io.out(`${noticeTable(found, web, limit)}\n`);
      io.out(`${scoreLine(found, day === 1 ? currentTruth(web) : web.truth(2).newOnDay2)}\n`);
      io.log(summaryTable(report.sites));
    }
    return 0;
  } finally {
    await store.close();
    await web.close();
    rmSync(state, { recursive: true, force: true });
  }
}

function wholeNumber(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} needs a whole number ≥ 1, got ${text}`);
  return value;
}

/** Title, university, type, date, deadline, budget: one row per notice, newest first. */
function noticeTable(notices: Notice[], web: TestWeb, limit: number): string {
  const names = new Map(web.truth().sites.map((s) => [s.domain, s.name]));
  const sorted = [...notices].sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const rows = sorted.slice(0, limit).map((n) => [
    clip(n.title, 56),
    names.get(n.site) ?? n.site,
    n.type ?? '-',
    n.publishedAt ?? '-',
    n.deadline?.replace('T', ' ') ?? '-',
    n.budget === undefined ? '-' : `${(n.budget / 10_000).toLocaleString('zh-CN')} 万元`,
  ]);
  const table = formatTable([['标题 title', '学校 university', '类型 type', '日期 date', '截止 deadline', '预算 budget'], ...rows]);
  const hidden = sorted.length - rows.length;
  return hidden > 0 ? `${table}\n… and ${hidden} more (npm start -- --all shows every one)` : table;
}

function currentTruth(web: TestWeb): string[] {
  return web.truth().sites.flatMap((s) => s.notices.map((n) => n.url));
}

/** Precision and recall of what was found against the truth. */
function scoreLine(found: Notice[], truth: string[]): string {
  const want = new Set(truth);
  const hits = found.filter((n) => want.has(n.url)).length;
  const precision = found.length ? hits / found.length : 1;
  const recall = want.size ? hits / want.size : 1;
  return `precision ${(precision * 100).toFixed(1)}%  recall ${(recall * 100).toFixed(1)}%  (${hits} of ${want.size} true notices found, ${found.length - hits} wrong)`;
}
