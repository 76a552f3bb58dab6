/**
 * Keeps the JSON answers of a page the crawl renders in a background tab (page-scripts/answers.ts),
 * so the tab renderer can find the record of a row that has only a click handler. Registered by
 * the tab renderer at document_start in the page's own world, for the site of that tab only and
 * only while it renders (entrypoints/background/tab-renderer.ts). No extension API is used here.
 */
import { MAX_ANSWER_BYTES, MAX_ANSWERS } from '../lib/crawl/row-links.ts';
import { recordJsonAnswers } from '../page-scripts/answers.ts';

export default defineContentScript({
  matches: ['*://*.edu.cn/*'], // only a build-time placeholder: the background registers the real matches
  registration: 'runtime',
  world: 'MAIN',
  runAt: 'document_start',
  main() {
    recordJsonAnswers(MAX_ANSWERS, MAX_ANSWER_BYTES);
  },
});
