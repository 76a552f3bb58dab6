/**
 * Real titles, read from the corpus at run time (AGPL: never copied into the repo): the human
 * labelled dev set for the mixed 通知公告 stream, the weak "tender" titles for procurement lists.
 * Without the corpus, composed titles stand in and stderr says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NoticeType } from '../lib/types/notice.ts';
import type { LabeledTitle } from './compose.ts';

/** Where titles come from: real ones when the corpus is there, otherwise none (compose instead). */
export interface TitlePool {
  source: 'corpus' | 'composed';
  /** Human-labelled titles of a mixed stream. */
  mixed: LabeledTitle[];
  /** Titles of procurement lists (all notices). */
  tenders: string[];
}

const REAL_NAME = /福州大学/g;
const REAL_SHORT = /福大/g;
const KNOWN_TYPES = new Set<string>([
  '招标', '采购', '询价', '磋商', '谈判', '单一来源', '中标结果', '成交结果', '候选人公示', '更正变更',
  '废标流标终止', '采购意向', '资格预审', '招租', '资产处置', '遴选入围', '其他公告',
]);

/** The corpus beside the repo: `<repo>/../shared/corpus`. */
export const DEFAULT_CORPUS = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'shared', 'corpus');

const cache = new Map<string, TitlePool>();

/** Loads the title pool of a corpus folder, once per process. */
export function loadTitles(corpusDir = DEFAULT_CORPUS): TitlePool {
  let pool = cache.get(corpusDir);
  if (!pool) cache.set(corpusDir, (pool = readPool(corpusDir)));
  return pool;
}

function readPool(corpusDir: string): TitlePool {
  const dev = join(corpusDir, 'titles', 'fzu-dev-reviewed.jsonl');
  const weak = join(corpusDir, 'titles', 'fzu-titles-weak.csv');
  if (!existsSync(dev) || !existsSync(weak)) {
    process.stderr.write(`test web: corpus not found at ${corpusDir}; using composed titles only\n`);
    return { source: 'composed', mixed: [], tenders: [] };
  }
  const { titles: mixed, doubtful } = readDevSet(dev);
  // Where a reader judged a weak "tender" title other or ambiguous (an agency leaving the pool …),
  // the reader wins: it is no notice of the truth.
  return { source: 'corpus', mixed, tenders: readTenderTitles(weak).filter((t) => !doubtful.has(t)) };
}

/** Puts the site's university (full and short name) in place of the real one. */
export function renameUniversity(title: string, university: string, short: string): string {
  return title.replace(REAL_NAME, university).replace(REAL_SHORT, short);
}

/** The reviewed titles (ambiguous calls left out), and the texts judged other or ambiguous. */
function readDevSet(path: string): { titles: LabeledTitle[]; doubtful: Set<string> } {
  const titles: LabeledTitle[] = [];
  const doubtful = new Set<string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line) as { text: string; label: string; type: string | null; note: string | null };
    const ambiguous = row.note?.startsWith('ambiguous') === true;
    if (ambiguous || row.label !== 'notice') doubtful.add(row.text);
    // Calls the reviewer marked ambiguous would make the truth arguable: leave them out.
    if (ambiguous) continue;
    const label = row.label === 'notice' ? 'notice' : 'other';
    const type = label === 'notice' && row.type && KNOWN_TYPES.has(row.type) ? (row.type as NoticeType) : null;
    titles.push({ text: row.text, label, type: label === 'notice' ? (type ?? '其他公告') : null });
  }
  return { titles, doubtful };
}

function readTenderTitles(path: string): string[] {
  const lines = readFileSync(path, 'utf8').split('\n');
  const header = splitCsvLine(lines[0] ?? '');
  const titleAt = header.indexOf('title');
  const labelAt = header.indexOf('weak_label');
  const seen = new Set<string>();
  for (const line of lines.slice(1)) {
    if (!line.includes(',tender,')) continue;
    const cells = splitCsvLine(line);
    const title = cells[titleAt]?.trim();
    if (cells[labelAt] === 'tender' && title && title.length <= 80) seen.add(title);
  }
  return [...seen];
}

/** One CSV line (quoted cells with "" escapes; no newlines inside cells in this file). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') cells.push(cell), (cell = '');
    else cell += char;
  }
  cells.push(cell);
  return cells;
}
