/**
 * `helper eval` section: project linking (lib/project) as pairwise precision and recall against
 * gold chains, on three sets: the corpus titles of 2016 and 2019 and those of 2017 with chains
 * judged by reading (test/fixtures/projects/fzu-chains*.json) and hand-written chains with project
 * numbers, changes and look-alikes (test/fixtures/projects/written-chains.json). Notices are fed in publish order, as a
 * crawl would store them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { noticeType } from '../../lib/classify/notice-type.ts';
import { assignProjects } from '../../lib/project/project.ts';
import type { Notice } from '../../lib/types/notice.ts';
import { fixturesDir, readDevRows, rowNotice, titleHash } from './labelled-corpus.ts';

export interface PairScore {
  precision: number;
  recall: number;
  tp: number;
  fp: number;
  fn: number;
  notices: number;
  chains: number;
}

/** Links `notices` in publish order; returns each URL's project key. */
export function linkAll(notices: readonly Notice[]): Map<string, string> {
  return new Map(assignProjects(notices).notices.map((n) => [n.url, n.project!]));
}

/** Pairwise precision/recall of predicted project keys against gold chain ids (by URL). */
export function pairScore(predicted: Map<string, string>, gold: Map<string, string>): PairScore {
  const urls = [...gold.keys()];
  let tp = 0, fp = 0, fn = 0;
  for (let i = 0; i < urls.length; i++) {
    for (let j = i + 1; j < urls.length; j++) {
      const samePred = predicted.get(urls[i]!) === predicted.get(urls[j]!);
      const sameGold = gold.get(urls[i]!) === gold.get(urls[j]!);
      if (samePred && sameGold) tp++;
      else if (samePred) fp++;
      else if (sameGold) fn++;
    }
  }
  const chains = new Set(gold.values()).size;
  return { precision: tp / (tp + fp || 1), recall: tp / (tp + fn || 1), tp, fp, fn, notices: urls.length, chains };
}

interface WrittenNotice extends Partial<Notice> {
  chain: string;
  url: string;
  title: string;
  site: string;
}

/** The hand-written chains as stored notices and their gold. */
export function writtenSet(): { notices: Notice[]; gold: Map<string, string> } {
  const file = JSON.parse(readFileSync(join(fixturesDir, 'projects', 'written-chains.json'), 'utf8')) as { notices: WrittenNotice[] };
  const notices = file.notices.map(({ chain: _chain, ...n }) => ({ listUrl: '', attachments: [], firstSeenAt: `${n.publishedAt}T08:00:00.000Z`, ...n, type: noticeType(n.title) }) as Notice);
  return { notices, gold: new Map(file.notices.map((n) => [n.url, `${n.site}:${n.chain}`])) };
}

/** A corpus set (test/fixtures/projects/<name>.json): every distinct notice title of its years, gold chains by title hash; null without the corpus. */
export function corpusSet(name = 'fzu-chains'): { notices: Notice[]; gold: Map<string, string> } | null {
  const rows = readDevRows();
  if (!rows) return null;
  const file = JSON.parse(readFileSync(join(fixturesDir, 'projects', `${name}.json`), 'utf8')) as { years: string[]; chains: string[][] };
  const chainOf = new Map<string, string>();
  file.chains.forEach((chain, i) => chain.forEach((hash) => chainOf.set(hash, `c${i}`)));
  const notices = rows.filter((r) => r.label === 'notice' && file.years.includes(r.date.slice(0, 4))).map((r) => rowNotice(r));
  return { notices, gold: new Map(notices.map((n) => [n.url, chainOf.get(titleHash(n.title)) ?? `own:${n.url}`])) };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export async function evaluate() {
  const sets: [string, string, { notices: Notice[]; gold: Map<string, string> } | null][] = [
    ['fzu-2016-2019', 'fzu 2016+2019 titles, chains judged by reading (seen; first contact P 0.977 R 0.966)', corpusSet()],
    ['written', 'hand-written chains: numbers, changes, sub-sites, look-alikes (seen; first contact P 0.849 R 0.938)', writtenSet()],
    ['fzu-2017', 'fzu 2017 titles, chains judged by reading (seen; first contact, labelled after the linker was done: P 0.978 R 0.946)', corpusSet('fzu-chains-2017')],
  ];
  const rows: (string | number)[][] = [];
  let tp = 0, fp = 0, fn = 0;
  const bySet: Record<string, { precision: number; recall: number }> = {};
  for (const [key, name, set] of sets) {
    if (!set) continue;
    const s = pairScore(linkAll(set.notices), set.gold);
    tp += s.tp;
    fp += s.fp;
    fn += s.fn;
    bySet[key] = { precision: round(s.precision), recall: round(s.recall) };
    rows.push([name, s.notices, s.chains, round(s.precision), round(s.recall), s.tp, s.fp, s.fn]);
  }
  const precision = round(tp / (tp + fp || 1));
  const recall = round(tp / (tp + fn || 1));
  rows.push(['all (pairs pooled)', '', '', precision, recall, tp, fp, fn]);
  return {
    title: 'Projects: pairwise linking of notices into project timelines (assignProject)',
    columns: ['set', 'notices', 'projects (gold)', 'precision', 'recall', 'TP pairs', 'FP', 'FN'],
    rows,
    projects: { precision, recall, sets: bySet },
  };
}
