/** Real notices from the shared corpus (read in place: the titles are AGPL, never copied here). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Notice, NoticeType } from '../../lib/types/notice.ts';

/** The corpus beside the repo: `../shared/corpus` from the repo root. */
export const CORPUS = join(import.meta.dirname, '..', '..', '..', 'shared', 'corpus');
const REVIEWED = join(CORPUS, 'titles', 'fzu-dev-reviewed.jsonl');

/** Why corpus tests are skipped, or undefined when the corpus is there. */
export const corpusMissing = existsSync(REVIEWED) ? undefined : `corpus absent: ${REVIEWED} not found`;

interface ReviewedTitle {
  text: string;
  url: string;
  date: string;
  label: 'notice' | 'other';
  type: NoticeType | null;
}

/** The reviewed Fuzhou University titles as Notices (notices and others alike, with their label). */
export function reviewedNotices(): (Notice & { label: 'notice' | 'other' })[] {
  const seen = new Set<string>();
  return readFileSync(REVIEWED, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReviewedTitle)
    .filter((row) => !seen.has(row.url) && seen.add(row.url))
    .map((row) => ({
      url: row.url,
      title: row.text,
      site: 'fzu.edu.cn',
      listUrl: 'https://fzu.edu.cn/',
      type: row.type,
      attachments: [],
      firstSeenAt: `${row.date}T08:00:00`,
      publishedAt: row.date,
      label: row.label,
    }));
}
