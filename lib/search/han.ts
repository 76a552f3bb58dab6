/**
 * Chinese the way it is typed: each character folded to its simplified form, and its pinyin
 * folded the way pinyin keyboards' fuzzy mode does (zh/z, ch/c, sh/s, n/l, ang/an, eng/en,
 * ing/in), so 改照 and 改造 share "gai zao". Tables: han-tables.ts (generated, GB2312 characters).
 */
import { PINYIN_TABLE, SIMPLIFIED, TRADITIONAL } from './han-tables.ts';

let syllables: Map<string, string> | undefined;
let simplified: Map<string, string> | undefined;

function syllableMap(): Map<string, string> {
  if (!syllables) {
    syllables = new Map();
    for (const entry of PINYIN_TABLE.split(';')) {
      const [syllable, chars] = entry.split(':') as [string, string];
      const folded = fuzzy(syllable);
      for (const ch of chars) syllables.set(ch, folded);
    }
  }
  return syllables;
}

/** One syllable as a fuzzy pinyin keyboard hears it. */
export function fuzzy(syllable: string): string {
  return syllable
    .replace(/^([zcs])h/, '$1')
    .replace(/^l/, 'n')
    .replace(/([aei])ng$/, '$1n');
}

/** The fuzzy pinyin of a (simplified) character, or undefined for one outside the table. */
export function pinyinOf(ch: string): string | undefined {
  return syllableMap().get(ch);
}

/** A character's simplified form (itself when it has none). */
export function simplify(ch: string): string {
  if (!simplified) {
    simplified = new Map();
    const t = [...TRADITIONAL];
    const s = [...SIMPLIFIED];
    for (let i = 0; i < t.length; i++) simplified.set(t[i]!, s[i]!);
  }
  return simplified.get(ch) ?? ch;
}

/** Text with every traditional character in its simplified form (招標 → 招标); the rest unchanged. */
export function simplifyText(text: string): string {
  let out = '';
  for (const ch of text) out += simplify(ch);
  return out;
}

/**
 * Text folded one code point at a time (NFKC, lower case, simplified), keeping where each
 * folded character came from, so matches can be highlighted in the original.
 */
export function foldChars(text: string): { chars: string[]; at: number[] } {
  const chars: string[] = [];
  const at: number[] = [];
  let offset = 0;
  for (const cp of text) {
    // Common Han characters are their own NFKC and lower case: only the table lookup.
    const code = cp.charCodeAt(0);
    const folded = code >= 0x4e00 && code <= 0x9fff ? simplify(cp) : simplify(cp.normalize('NFKC').toLowerCase());
    for (const ch of folded) {
      chars.push(ch);
      at.push(offset);
    }
    offset += cp.length;
  }
  return { chars, at };
}
