/**
 * Reading the dev set's rows for the rank and project evaluations: the fixtures name corpus titles
 * by a hash of their text (the AGPL corpus is read in place, never copied), so this maps hash → row.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noticeType } from '../../lib/classify/notice-type.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { corpusDir } from './fzu-titles.ts';

export interface DevRow {
  text: string;
  url: string;
  date: string;
  label: 'notice' | 'other';
}

/** First 12 hex digits of SHA-1 of the text: how fixtures name a corpus title. */
export function titleHash(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').slice(0, 12);
}

/** The dev set's rows, first occurrence of each distinct text, in file order; null when the corpus is absent. */
export function readDevRows(): DevRow[] | null {
  const file = join(corpusDir, 'titles', 'fzu-dev-reviewed.jsonl');
  if (!existsSync(file)) return null;
  const seen = new Set<string>();
  const rows: DevRow[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as DevRow;
    if (seen.has(row.text)) continue;
    seen.add(row.text);
    rows.push(row);
  }
  return rows;
}

/** A dev row as the crawler would store it (type by the product's noticeType). */
export function rowNotice(row: DevRow, publishedAt = row.date): Notice {
  return {
    url: row.url,
    title: row.text,
    site: 'fzu.edu.cn',
    listUrl: '',
    type: noticeType(row.text),
    attachments: [],
    publishedAt,
    firstSeenAt: `${publishedAt}T08:00:00.000Z`,
  };
}

export const fixturesDir = join(import.meta.dirname, '..', '..', 'test', 'fixtures');
