/** Made-up universities (names and edu.cn domains that no real university uses). */
import { createRandom, seedOf } from './random.ts';

/** A university's identity: its name, short name and registrable domain. */
export interface University {
  name: string;
  short: string;
  domain: string;
}

// Invented place names with a pinyin abbreviation; the hyphen keeps domains unlike real ones.
const PLACES: [string, string][] = [
  ['东江', 'dj'], ['南岭', 'nl'], ['青川', 'qc'], ['云澜', 'yl'], ['北溪', 'bx'], ['西塘', 'xt'],
  ['江澄', 'jc'], ['海岳', 'hy'], ['明湖', 'mh'], ['石峰', 'sf'], ['滨澜', 'bl'], ['汉川', 'hc'],
  ['临沅', 'ly'], ['苍岭', 'cl'], ['翠屏', 'cp'], ['金沙', 'js'], ['柳溪', 'lx'], ['嵩阳', 'sy'],
  ['澄海', 'ch'], ['梧桐', 'wt'],
];
const KINDS: [string, string, string][] = [
  ['理工大学', '理工', 'tech'], ['师范大学', '师大', 'normal'], ['医科大学', '医大', 'med'],
  ['财经大学', '财大', 'fin'], ['农林大学', '农大', 'agri'], ['交通大学', '交大', 'jt'],
  ['工程学院', '工院', 'eng'], ['职业技术学院', '职院', 'vtc'],
];

/** `count` distinct universities, the same for the same seed. */
export function makeUniversities(count: number, seed: number): University[] {
  const combos = PLACES.flatMap(([place, py]) =>
    KINDS.map(([kind, shortKind, slug]) => ({
      name: `${place}${kind}`,
      short: `${place}${shortKind}`,
      domain: `${py}-${slug}.edu.cn`,
    })),
  );
  if (count > combos.length) throw new Error(`at most ${combos.length} universities`);
  return createRandom(seedOf('universities', seed)).shuffle(combos).slice(0, count);
}
