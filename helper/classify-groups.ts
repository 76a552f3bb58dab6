/**
 * The university a labelled title belongs to, for folds that keep a university whole: a model
 * measured on a university must never have trained on another title of it (its name, its
 * template, its project names would be remembered, not learned). A row's own `university` field
 * wins; else the institution its text names (the directory's names, then a name shape ending in
 * 大学/学院/学校/医院); else, for a title that names none, its near-copy key, so such titles
 * spread over the folds as in the plain cross-validation and near-copies stay together.
 */
import directory from '../public/directory/universities.json' with { type: 'json' };
import { nearCopyKey } from './classify-cv.ts';
import type { LabelledTitle } from './classify-corpus.ts';

// Longest first, so 华中科技大学同济医学院 is not read as a shorter name inside it by accident.
const NAMES = [...new Set(Object.values(directory as Record<string, Record<string, string>>).flatMap((byName) => Object.keys(byName)))]
  .filter((name) => name.length >= 4)
  .sort((a, b) => b.length - a.length);

// A name shape: 2–10 Han characters ending in an institution word. A unit's name (计算机学院) can
// pass for one: it then groups that unit's titles, which keeps them together all the same.
const NAME_SHAPE = /[\p{Script=Han}]{2,10}?(?:大学|学院|学校|医院|研究院|研究所)/u;
// Words that end like a name but are a unit of any university or a reference to one, not a name.
const NOT_A_NAME = /^(本校|我校|学校|全校|各|二级|本|我|该|附属|校医院)/;

/** The institution a title names, or undefined. */
export function institutionIn(text: string): string | undefined {
  const compact = text.replace(/\s/g, '');
  const known = NAMES.find((name) => compact.includes(name));
  if (known) return known;
  const shaped = NAME_SHAPE.exec(compact.replace(/^关于/, ''))?.[0];
  return shaped && !NOT_A_NAME.test(shaped) ? shaped : undefined;
}

/** The group of a title for grouped folds: its university, or its near-copy key when it names none. */
export function universityOf(t: LabelledTitle): string {
  return t.university?.trim() || institutionIn(t.text) || `title:${nearCopyKey(t.text)}`;
}

/** The fold (0 … k-1) of a group: FNV-1a hash of its key, stable across runs and machines. */
export function groupFold(group: string, k: number): number {
  let h = 0x811c9dc5;
  for (const ch of group) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % k;
}
