/**
 * Classifier speed: titles per second over all titles of fzu-titles-weak.csv (several passes,
 * warm), and the shipped model files' sizes in bytes.
 */
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { corpusDir, readWeakTitles } from '../helper/classify-corpus.ts';
import { loadNodeTokenizer } from '../helper/jieba-node.ts';
import { createClassifier } from '../lib/classify/index.ts';

const PASSES = 3;

/** Prints titles/s per pass and the median, then the model files' sizes. */
export async function run(): Promise<void> {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const name of ['model.json', 'naive-bayes.json']) {
    console.log(`${name}: ${statSync(join(here, '..', 'lib', 'classify', name)).size} bytes`);
  }
  const dir = corpusDir();
  if (!dir) {
    console.log('../shared/corpus is absent: no speed figures');
    return;
  }
  const titles = readWeakTitles(dir).map((t) => ({ text: t.text }));
  const classifier = createClassifier({ tokenizer: loadNodeTokenizer() });
  classifier.classify({ text: '热身' }); // warm up (jieba builds its dictionary on a first cut, if the model reads words)
  const rates: number[] = [];
  for (let pass = 1; pass <= PASSES; pass++) {
    const start = performance.now();
    let notices = 0;
    for (const t of titles) if (classifier.classify(t).label === 'notice') notices++;
    const seconds = (performance.now() - start) / 1000;
    rates.push(titles.length / seconds);
    console.log(`pass ${pass}: ${titles.length} titles in ${seconds.toFixed(2)} s = ${Math.round(titles.length / seconds)} titles/s (${notices} notices)`);
  }
  console.log(`median: ${Math.round(rates.sort((a, b) => a - b)[Math.floor(PASSES / 2)]!)} titles/s`);
}
