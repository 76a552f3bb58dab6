// test/shapes21's real titles, read in place from ../shared/corpus through test/shape-titles.mjs
// (AGPL: never copied here). Each title, tender or news, is used once in the whole web.
import { titlePool } from '../shape-titles.mjs';

export { CORPUS_TITLES, corpusPresent } from '../shape-titles.mjs';
export const { take, available } = titlePool({ web: 'shapes21', salt: 'shapes21:' });
