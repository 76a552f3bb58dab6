/**
 * jieba in the service worker: the web build, initialised once per worker start with the .wasm
 * shipped as a file of its own (a `?url` import through node_modules: the package's exports map
 * hides `jieba-wasm/pkg/...`).
 */
import init, * as jieba from 'jieba-wasm/web';
import wasmUrl from '../../node_modules/jieba-wasm/pkg/web/jieba_rs_wasm_bg.wasm?url&no-inline';
import { createTokenizer } from '../../lib/tokenize/tokenize.ts';
import type { Tokenizer } from '../../lib/types/capabilities.ts';

let ready: Promise<Tokenizer> | undefined;

/**
 * The worker's tokenizer; the first call loads the dictionary (0.4–1 s), later calls share it.
 * `userTerms` (the user's accepted feature terms) are added to the dictionary on that first call.
 */
export function workerTokenizer(userTerms: () => Promise<string[]> = async () => []): Promise<Tokenizer> {
  // For bench/extension.bench.ts: whether a wake loaded jieba, and when.
  if (!ready) performance.mark('tender-radar:jieba-init');
  ready ??= init({ module_or_path: browser.runtime.getURL(wasmUrl as '/') })
    .then(userTerms)
    .then((dictionary) => createTokenizer(jieba, { dictionary }));
  return ready;
}
