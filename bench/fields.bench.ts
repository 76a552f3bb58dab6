/**
 * Speed of the notice readers: extractFields on the labelled notice texts and on hostile pages
 * (one huge line, a huge page), SimHash and noticeFingerprint over the corpus titles, and
 * listPageScore on generated list pages. Medians of a few rounds.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readTitleRows } from '../helper/eval/fzu-titles.ts';
import { listPageHtml } from '../helper/eval/list-page-shapes.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import { createClassifier } from '../lib/classify/index.ts';
import { listPageScore, topicPageScore } from '../lib/classify/list-page.ts';
import { noticeFingerprint } from '../lib/dedup/fingerprint.ts';
import { simhash } from '../lib/dedup/simhash.ts';
import { extractPage } from '../lib/extract/index.ts';
import { extractFields } from '../lib/fields/index.ts';
import { parseHtml } from '../lib/parse/parse.ts';
import { medianMs as median } from './median.ts';

/** Prints the figures. */
export async function run(): Promise<void> {
  const rows: [string, string][] = [];
  const cases = (['notices.json', 'heldout.json'] as const).flatMap(
    (name) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'test', 'fixtures', 'fields', name), 'utf8')) as { title?: string; text: string }[],
  );
  const chars = cases.reduce((sum, c) => sum + c.text.length, 0);
  const ms = median(() => {
    for (let i = 0; i < 20; i++) for (const c of cases) extractFields(c.text, { title: c.title });
  });
  rows.push(['extractFields, notice texts', `${Math.round((20 * cases.length) / (ms / 1000))} texts/s (${((20 * chars) / 1024 / (ms / 1000)).toFixed(0)} KiB/s of text)`]);
  const hugeLine = `预算金额：${'9'.repeat(1_000_000)}`;
  rows.push(['extractFields, one 1 MB line', `${median(() => extractFields(hugeLine), 3).toFixed(1)} ms`]);
  const hugePage = `${'采购人：福州大学 联系人：张老师 电话：0591-22866000\n'.repeat(20_000)}`;
  rows.push([`extractFields, ${(hugePage.length / 1e6).toFixed(1)}M-char page of label lines`, `${median(() => extractFields(hugePage), 3).toFixed(0)} ms`]);

  const titleRows = readTitleRows();
  if (titleRows) {
    const tokenizer = loadNodeTokenizer();
    const titles = titleRows.map((r) => r.title!);
    const tokens = titles.map((t) => tokenizer.cut(t));
    const simMs = median(() => tokens.forEach((t) => simhash(t)));
    rows.push([`simhash, ${titles.length} tokenised titles`, `${Math.round(titles.length / (simMs / 1000))} titles/s`]);
    const fpMs = median(() => titles.forEach((title) => noticeFingerprint({ title }, tokenizer)), 3);
    rows.push(['noticeFingerprint (tokenising included)', `${Math.round(titles.length / (fpMs / 1000))} titles/s`]);
    const classifier = createClassifier({ tokenizer });
    const list = titleRows.slice(0, 20).map((r) => ({ title: r.title!, date: r.date || '2024-04-02' }));
    const page = extractPage(parseHtml(listPageHtml('sudy', '通知公告', list)), 'http://zcc.example.edu.cn/tzgg/list.htm');
    const lpMs = median(() => { for (let i = 0; i < 50; i++) listPageScore(page, { tokenizer, classifier }); });
    rows.push(['listPageScore, 20-row list page (classifier)', `${(lpMs / 50).toFixed(2)} ms/page`]);
    const tpMs = median(() => { for (let i = 0; i < 50; i++) topicPageScore(page, { tokenizer }); });
    rows.push(['topicPageScore (paper 1), same page', `${(tpMs / 50).toFixed(2)} ms/page`]);
  } else {
    rows.push(['simhash / fingerprint / list page', 'skipped: ../shared/corpus absent']);
  }
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, figure] of rows) console.log(`${name.padEnd(width)}  ${figure}`);
}
