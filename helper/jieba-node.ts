/** The tokenizer for Node: jieba-wasm's Node build, which initialises itself on import. */
import * as jieba from 'jieba-wasm';
import { createTokenizer, type TokenizerOptions } from '../lib/tokenize/tokenize.ts';
import type { Tokenizer } from '../lib/types/capabilities.ts';

/** A ready Tokenizer backed by jieba-wasm's Node build (the domain dictionary added once). */
export function loadNodeTokenizer(options?: TokenizerOptions): Tokenizer {
  return createTokenizer(
    {
      cut: (text, hmm) => jieba.cut(text, hmm),
      add_word: (word, freq, tag) => jieba.add_word(word, freq, tag),
    },
    options,
  );
}
