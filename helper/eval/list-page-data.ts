/**
 * The labelled pages list-page detection is measured on (read in place from ../shared/corpus):
 * - positives: lists of another office's procurement titles (校务公开, never used to learn K), in
 *   every CMS shape; and that office's mixed stream, one tender row in four;
 * - negatives: news and notice lists of other columns (讲座, 教务, 学工, 公示, …) in the same shapes,
 *   the reviewed hard negatives (施工, 停电, 课题招标 …) as lists, notice detail pages, the 69 CWCE
 *   article pages, GNE's 58 article pages and its 4 news/forum list pages (lists, but not of notices).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import type { ExtractedPage } from '../../lib/types/page.ts';
import { corpusDir, readTitleRows } from './fzu-titles.ts';
import { detailPageHtml, listPageHtml, SHAPES, type Row } from './list-page-shapes.ts';

/** A page with its label: is it an aggregation page of notices? */
export interface LabelledPage {
  name: string;
  kind: 'procurement list' | 'mixed stream' | 'news list' | 'hard-negative list' | 'detail page' | 'article' | 'gne list' | 'test-web list' | 'test-web other';
  isNoticeList: boolean;
  page: ExtractedPage;
}

const ROWS = 20;
const NEWS_LISTS = ['讲座报告', '教务处教学通知', '学工通知/人文学工通知', '团委/团情聚焦', '公示', '校务公开', '学工通知/计算机学工通知'];

function read(html: string, url: string): ExtractedPage {
  return extractPage(parseHtml(html), url);
}

function chunks<T>(items: T[], size: number, max: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i + size <= items.length && out.length < max; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Every labelled page, or null when the corpus is absent. `perKind` bounds the generated lists of each kind. */
export function labelledPages({ perKind = 40, withArticles = true } = {}): LabelledPage[] | null {
  const rows = readTitleRows();
  if (!rows) return null;
  const pages: LabelledPage[] = [];
  const asRow = (r: Record<string, string>): Row => ({ title: r.title!, date: /^\d{4}-\d{2}-\d{2}$/.test(r.date ?? '') ? r.date! : '2024-04-02' });
  const addLists = (kind: LabelledPage['kind'], isNoticeList: boolean, lists: Row[][], heading: string) => {
    lists.slice(0, perKind).forEach((list, i) => {
      const shape = SHAPES[i % SHAPES.length]!;
      pages.push({ name: `${kind} ${i + 1} (${shape})`, kind, isNoticeList, page: read(listPageHtml(shape, heading, list), `http://zcc.example.edu.cn/${kind.replace(/ /g, '')}/${i}/list.htm`) });
    });
  };

  const office = rows.filter((r) => r.source_file === 'data/notice/校务公开.json');
  const tenders = office.filter((r) => r.weak_label === 'tender').map(asRow);
  const others = office.filter((r) => r.weak_label === 'non_tender').map(asRow);
  // Each procurement list in every shape, so no shape is measured on fewer pages.
  const procurement = chunks(tenders, ROWS, perKind).flatMap((list) => SHAPES.map(() => list));
  addLists('procurement list', true, procurement, '招标公告');
  const mixed = chunks(tenders, 5, perKind).map((few, i) => interleave(few, others.slice(i * 15, i * 15 + 15)));
  addLists('mixed stream', true, mixed, '通知公告');

  const news = NEWS_LISTS.flatMap((name) =>
    chunks(rows.filter((r) => r.source_file === `data/notice/${name}.json` && r.weak_label === 'non_tender').map(asRow), ROWS, 3),
  );
  addLists('news list', false, news, '新闻动态');
  const hard = readHardNegatives();
  addLists('hard-negative list', false, chunks(hard, ROWS, perKind), '通知公告');

  for (const [i, c] of fieldTexts().entries()) {
    pages.push({ name: `detail page ${i + 1}`, kind: 'detail page', isNoticeList: false, page: read(detailPageHtml('招标公告', c.title, c.text), `http://zcc.example.edu.cn/info/1023/${i}.htm`) });
  }
  if (withArticles) pages.push(...articlePages());
  return pages;
}

function interleave(few: Row[], many: Row[]): Row[] {
  return many.flatMap((row, i) => (i % 3 === 0 && few[i / 3] ? [few[i / 3]!, row] : [row]));
}

// The reviewed titles judged "other" that keyword rules took for tenders: 施工, 停电, 课题招标 …
function readHardNegatives(): Row[] {
  const file = join(corpusDir, 'titles', 'fzu-dev-reviewed.jsonl');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { text: string; label: string; date?: string })
    .filter((t) => t.label === 'other')
    .map((t) => ({ title: t.text, date: t.date ?? '2024-04-02' }));
}

// The notice bodies of the fields table (written for this project, so they may live in the repo).
function fieldTexts(): { title: string; text: string }[] {
  const file = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'fields', 'notices.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { title?: string; text: string }[]).filter((c) => c.title && c.text.length > 300) as { title: string; text: string }[];
}

function articlePages(): LabelledPage[] {
  const pages: LabelledPage[] = [];
  const cwce = join(corpusDir, 'extraction', 'chinese-web-content-extraction-dataset', 'original');
  if (existsSync(cwce)) {
    for (const name of readdirSync(cwce).filter((n) => n.endsWith('.html')).sort()) {
      const { text } = decodeBody(new Uint8Array(readFileSync(join(cwce, name))));
      pages.push({ name: `cwce ${name}`, kind: 'article', isNoticeList: false, page: read(text, `http://cwce.example.cn/${name}`) });
    }
  }
  const gne = join(corpusDir, 'extraction', 'gne-testpages');
  for (const [folder, kind] of [['tests', 'article'], ['test_list_page', 'gne list']] as const) {
    const root = join(gne, folder);
    if (!existsSync(root)) continue;
    for (const site of readdirSync(root).sort()) {
      if (!existsSync(join(root, site)) || !readdirSync(join(root, site)).length) continue;
      for (const name of readdirSync(join(root, site)).filter((n) => n.endsWith('.html')).sort()) {
        const { text } = decodeBody(new Uint8Array(readFileSync(join(root, site, name))));
        pages.push({ name: `gne ${folder}/${site}/${name}`, kind, isNoticeList: false, page: read(text, `http://${site}.example.com/${name}`) });
      }
    }
  }
  return pages;
}
