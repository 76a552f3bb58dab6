// test/shapes18's real titles, read in place from ../shared/corpus (test/shape-titles.mjs).
import { titlePool } from '../shape-titles.mjs';

export { CORPUS_TITLES, corpusPresent } from '../shape-titles.mjs';
export const { take, available } = titlePool({ web: 'shapes18', salt: 'shapes18:', newsPerSite: true });
