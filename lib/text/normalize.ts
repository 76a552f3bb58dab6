/**
 * Text normalisation shared by the tokenizer, the classifiers and dedup: list pages write the
 * same title in many ways (full-width digits, ideographic spaces, `招  标  公  告` spaced out for
 * layout, zero-width characters pasted from Word), and all of them must compare equal.
 */

// Zero-width space/joiners, LRM/RLM, word joiner, BOM, soft hyphen, and the bidi embeddings,
// overrides and isolates (U+202A–202E, U+2066–2069, U+061C): invisible, never meaningful in a
// title, and able to make one text look like another (an RLO reverses what follows).
const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

// Han characters and CJK punctuation (、。〈〉《》「」【】〔〕…): spaces between them are layout only.
const CJK = '[\\p{Script=Han}\\u3001-\\u303f\\u2014\\u2026\\u201c\\u201d\\u2018\\u2019]';
const SPACE_INSIDE_CJK = new RegExp(`(?<=${CJK})\\s+(?=${CJK})`, 'gu');

/** NFKC (full-width → half-width, ideographic space → space), invisible chars out, whitespace collapsed, spaces between Chinese characters removed. */
export function normalizeText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/\s+/gu, ' ')
    .replace(SPACE_INSIDE_CJK, '')
    .trim();
}
