/**
 * Learns the shipped topic vector (lib/classify/topic-vector.json) from the procurement titles of
 * the corpus (AGPL: only the learned weights are shipped, with attribution, never the titles).
 * Each list (CSV source_file) is cut into pages of 20 rows, as a list page shows them. Only the
 * campus stream 校内公告 is learned from: the other list with tenders (校务公开, another office's
 * wording) is kept for evaluation (helper/eval/list-pages.ts), so that figure measures skill.
 * Run: npx tsx helper/learn-topic-vector.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { corpusDir, readWeakTitles } from './classify-corpus.ts';
import { loadNodeTokenizer } from './jieba-node.ts';
import { learnTopicTerms, type TopicVector } from '../lib/classify/topic-vector.ts';

/** Rows a list page shows. */
export const ROWS_PER_PAGE = 20;
// This corpus's places and institutions: special to one university, never part of a general topic.
const PARTICULAR = /大学|学院|福州|福大|福建|闽|旗山|铜盘|怡山|集美|厦门|鼓楼|仓山|晋江|泉州|\d|[a-z]/iu;
/** The list learned from; every other list is for evaluation. */
export const TRAINING_LIST = 'data/notice/校内公告.json';

/** The learned vector (threshold kept from `threshold`), or null when the corpus is absent. */
export function learnShippedTopic(threshold: number): TopicVector | null {
  const dir = corpusDir();
  if (!dir) return null;
  const titles = readWeakTitles(dir).filter((t) => t.label === 'notice' && t.source === TRAINING_LIST);
  const tokenizer = loadNodeTokenizer();
  const pages: string[][] = [];
  for (let i = 0; i < titles.length; i += ROWS_PER_PAGE) {
    pages.push(titles.slice(i, i + ROWS_PER_PAGE).flatMap((t) => tokenizer.cut(t.text)));
  }
  const round = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    terms: learnTopicTerms(pages, 60, PARTICULAR).map(({ term, weight }) => ({ term, weight: round(weight) })),
    threshold,
    source: `Paper 1's TF/IDF weights learned from ${pages.length} pages of ${ROWS_PER_PAGE} procurement titles of one university's campus stream (west2-online/fzu-assistant, AGPL-3.0, via fzu-titles-weak.csv): weights only, no titles, no names`,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const out = join(import.meta.dirname, '..', 'lib', 'classify', 'topic-vector.json');
  const current = (await import(pathToFileURL(out).href, { with: { type: 'json' } })).default as TopicVector;
  const topic = learnShippedTopic(current.threshold);
  if (!topic) throw new Error('corpus absent: ../shared/corpus not found beside the repo');
  const terms = topic.terms.map((t) => `    ${JSON.stringify(t)}`).join(',\n');
  writeFileSync(out, `{\n  "source": ${JSON.stringify(topic.source)},\n  "threshold": ${topic.threshold},\n  "terms": [\n${terms}\n  ]\n}\n`);
  console.log(`${topic.terms.length} terms → ${out}:`, topic.terms.slice(0, 20).map((t) => t.term).join(' '));
}
