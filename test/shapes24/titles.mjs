// test/shapes24's real titles by kind, salted `shapes24:`: test/kit/kind-titles.mjs.
import { kindTitles } from '../kit/kind-titles.mjs';

export { CORPUS_TITLES, corpusPresent } from '../shape-titles.mjs';
export { core } from '../kit/kind-titles.mjs';
export const { take } = kindTitles('shapes24');
