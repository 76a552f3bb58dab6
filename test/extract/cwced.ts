/**
 * The 69 hand-labelled Chinese pages (Chinese Web Content Extraction Dataset, MIT), copied into
 * test/fixtures/extract/cwced with their SOURCE.txt: raw page bytes and the hand-copied body.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where the fixture pages live. */
export const CWCED_DIR = join(import.meta.dirname, '..', 'fixtures', 'extract', 'cwced');

/** One labelled page. */
export interface LabelledPage {
  id: string;
  bytes: Uint8Array;
  /** The hand-copied main content. */
  body: string;
}

/** Every labelled page, sorted by id. */
export function loadCwced(): LabelledPage[] {
  const ground = JSON.parse(readFileSync(join(CWCED_DIR, 'eval', 'cleaned_ground.json'), 'utf8')) as Record<string, { articleBody: string }>;
  return readdirSync(join(CWCED_DIR, 'original'))
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => {
      const id = name.replace(/\.html$/, '');
      return { id, bytes: new Uint8Array(readFileSync(join(CWCED_DIR, 'original', name))), body: ground[id]?.articleBody ?? '' };
    });
}
