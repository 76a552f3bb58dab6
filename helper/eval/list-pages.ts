/**
 * `helper eval` section: list-page detection on labelled pages (helper/eval/list-page-data.ts),
 * paper 1's topic cosine alone vs the structured detector (list region + notice rows), the latter
 * with rows judged by the topic vector or by the link classifier; and the same on the served test
 * web (another engineer's CMS shapes and truth: its lists vs its homepages and everything they link).
 */
import { createClassifier } from '../../lib/classify/index.ts';
import { listPageScore, topicPageScore } from '../../lib/classify/list-page.ts';
import { SHIPPED_TOPIC } from '../../lib/classify/topic-vector.ts';
import { loadNodeTokenizer } from '../jieba-node.ts';
import { labelledPages, type LabelledPage } from './list-page-data.ts';
import { testWebPages } from './test-web-pages.ts';

const round = (x: number) => Math.round(x * 1000) / 1000;

/** Precision / recall / F1 of each detector over the labelled pages; null when the corpus is absent. */
export async function evaluate(): Promise<{ title: string; columns: string[]; rows: (string | number)[][] } | null> {
  const pages = labelledPages();
  if (!pages) return null;
  const tokenizer = loadNodeTokenizer();
  const classifier = createClassifier({ tokenizer });
  const detectors: [string, (p: LabelledPage) => boolean][] = [
    [`paper 1: Sim(K, D) ≥ ${SHIPPED_TOPIC.threshold}`, (p) => topicPageScore(p.page, { tokenizer }).isList],
    ['structure, rows by topic vector', (p) => listPageScore(p.page, { tokenizer }).isList],
    ['structure, rows by link classifier', (p) => listPageScore(p.page, { tokenizer, classifier }).isList],
  ];
  const sets: [string, LabelledPage[]][] = [['corpus', pages], ['test web', await testWebPages()]];
  const rows = sets.flatMap(([set, data]) => detectors.map(([name, isList]) => [set, ...measure(name, data, isList)]));
  const positives = pages.filter((p) => p.isNoticeList).length;
  return {
    title: `List-page detection. corpus: ${pages.length} pages, ${positives} notice lists (generated CMS shapes, titles of a list K never saw) / ${pages.length - positives} others (news lists, hard negatives, detail pages, CWCE + GNE); test web: ${sets[1]![1].length} served pages`,
    columns: ['pages', 'detector', 'precision', 'recall', 'F1', 'TP', 'FP', 'FN', 'errors by kind'],
    rows,
  };
}

function measure(name: string, pages: LabelledPage[], isList: (p: LabelledPage) => boolean): (string | number)[] {
  let tp = 0, fp = 0, fn = 0;
  const errorKinds = new Map<string, number>();
  for (const p of pages) {
    const said = isList(p);
    if (said === p.isNoticeList) {
      if (said) tp++;
      continue;
    }
    if (said) fp++;
    else fn++;
    errorKinds.set(p.kind, (errorKinds.get(p.kind) ?? 0) + 1);
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  const errors = [...errorKinds].map(([kind, n]) => `${kind} ${n}`).join(', ') || '-';
  return [name, round(precision), round(recall), round((2 * precision * recall) / (precision + recall || 1)), tp, fp, fn, errors];
}
