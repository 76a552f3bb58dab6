/**
 * Word segmentation for titles: normalise, cut with jieba (passed in: the extension hands over the
 * web build, Node the Node build), drop stop words and punctuation.
 */
import type { Tokenizer } from '../types/capabilities.ts';
import { normalizeText } from '../text/normalize.ts';
import { DOMAIN_WORDS, STOP_WORDS } from './dictionary.ts';

/** The part of jieba-wasm the tokenizer needs. */
export interface JiebaLike {
  cut(text: string, hmm?: boolean): string[];
  add_word(word: string, freq?: number, tag?: string): unknown;
}

export interface TokenizerOptions {
  /** Extra words to keep whole, on top of the domain dictionary. */
  dictionary?: readonly string[];
  /** Replaces the default stop words. */
  stopWords?: readonly string[];
  /**
   * jieba's HMM guesses words its dictionary lacks (mostly names). Off by default: it triples the
   * time per title, and an unknown name cut into characters still matches in search and bigrams.
   */
  hmm?: boolean;
}

// jieba's dictionary is global to the module instance: remember what each instance already has,
// so creating many tokenizers adds each word once.
const added = new WeakMap<JiebaLike, Set<string>>();

const NOISE = /^[\s\p{P}\p{S}]*$/u;

/** A Tokenizer over `jieba` with the domain dictionary added (once per jieba instance). */
export function createTokenizer(jieba: JiebaLike, options: TokenizerOptions = {}): Tokenizer {
  let known = added.get(jieba);
  if (!known) {
    known = new Set();
    added.set(jieba, known);
  }
  for (const word of [...DOMAIN_WORDS, ...(options.dictionary ?? [])]) {
    const w = normalizeText(word);
    if (w && !known.has(w)) {
      jieba.add_word(w);
      known.add(w);
    }
  }
  const stop = new Set(options.stopWords ?? STOP_WORDS);
  const hmm = options.hmm ?? false;
  return {
    cut(text: string): string[] {
      const clean = normalizeText(text).toLowerCase();
      if (!clean) return [];
      return jieba.cut(clean, hmm).filter((t) => !NOISE.test(t) && !stop.has(t) && t !== ' ');
    },
  };
}
