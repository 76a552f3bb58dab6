/**
 * The labelled titles of /work/shared/corpus/titles, read in place (they are AGPL: never copied
 * into the repo). Each title gets paper 5's context: the anchor texts of the previous and next
 * links of the same list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalizeText } from '../lib/text/normalize.ts';
import type { NoticeType } from '../lib/types/notice.ts';

export interface LabelledTitle {
  text: string;
  /** null when the weak rules were unsure. */
  label: 'notice' | 'other' | null;
  type?: NoticeType | null;
  url?: string;
  context?: string;
  /** The list the title was found on (CSV source_file). */
  source?: string;
  column?: string;
  /** The university whose list the title is on (grouped folds keep a university whole). */
  university?: string;
  /** The list's name as the site shows it (栏目: 招标公告, 通知公告 …) and its URL. */
  list?: string;
  listUrl?: string;
  /** The reader's note on a hard call. */
  note?: string;
}

/** ../shared/corpus beside the repo root, or undefined when it is absent. */
export function corpusDir(): string | undefined {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'corpus');
  return existsSync(join(dir, 'titles')) ? dir : undefined;
}

/** RFC 4180 rows (quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field), rows.push(row), (row = []), (field = '');
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  return rows;
}

function withContext(titles: LabelledTitle[]): LabelledTitle[] {
  return titles.map((t, i) => {
    const near = [titles[i - 1], titles[i + 1]].filter((n) => n && n.source === t.source);
    return { ...t, context: near.map((n) => n!.text).join(' ') };
  });
}

/** All 27,665 titles of fzu-titles-weak.csv with their weak label, in list order. */
export function readWeakTitles(dir: string): LabelledTitle[] {
  const [header, ...rows] = parseCsv(readFileSync(join(dir, 'titles', 'fzu-titles-weak.csv'), 'utf8'));
  const col = (name: string) => header!.indexOf(name);
  const [source, column, title, url, weak] = ['source_file', 'wbtreeid', 'title', 'url', 'weak_label'].map(col);
  const titles = rows
    .filter((r) => r.length > 1)
    .map((r) => ({
      text: r[title!] ?? '',
      label: r[weak!] === 'tender' ? ('notice' as const) : r[weak!] === 'non_tender' ? ('other' as const) : null,
      url: r[url!],
      source: r[source!],
      column: r[column!],
    }));
  return withContext(titles);
}

/** JSON lines {text, label, type?, url?, context?}; contexts filled from `weak` by URL when missing. */
export function readLabelledJsonl(file: string, weak: LabelledTitle[] = []): LabelledTitle[] {
  const byUrl = new Map(weak.map((t) => [t.url, t]));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const row = JSON.parse(line) as LabelledTitle;
      const twin = row.url ? byUrl.get(row.url) : undefined;
      return { ...row, context: row.context ?? twin?.context, source: row.source ?? twin?.source };
    });
}

/** The reviewed dev set (1,501 titles) with contexts. */
export function readDevSet(dir: string, weak: LabelledTitle[]): LabelledTitle[] {
  return readLabelledJsonl(join(dir, 'titles', 'fzu-dev-reviewed.jsonl'), weak);
}

/** The key two titles share when they are the same title: normalised text. */
export function titleKey(text: string): string {
  return normalizeText(text).replace(/\s/g, '');
}
