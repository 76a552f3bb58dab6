/**
 * GeneralNewsExtractor's test pages (GPL-3.0: read in place from ../shared/corpus, never copied):
 * every page decodes, parses and extracts without error, and its four list pages yield a list region.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { extractPage } from '../../lib/extract/index.ts';
import { parseHtml } from '../../lib/parse/parse.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const GNE = join(repoRoot, '..', 'shared', 'corpus', 'extraction', 'gne-testpages');
const present = existsSync(GNE);
if (!present) console.warn(`GNE test pages not found at ${GNE}: the GNE extraction tests are skipped`);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function read(path: string) {
  const { text } = decodeBody(new Uint8Array(readFileSync(path)));
  return { text, page: extractPage(parseHtml(text), 'http://gne.test/page.html') };
}

describe.skipIf(!present)('GNE test pages (../shared/corpus/extraction/gne-testpages)', () => {
  const files = present ? htmlFiles(GNE) : [];

  it('has its pages', () => {
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files.map((f) => [relative(GNE, f)]))('%s extracts without error', (file) => {
    const { page } = read(join(GNE, file));
    expect(page.title).not.toContain('\ufffd');
    expect(page.links.length).toBeGreaterThan(0);
    const weights = page.blocks.reduce((sum, b) => sum + b.weight, 0);
    expect(weights).toBeCloseTo(1, 6);
    if (!file.startsWith('test_list_page')) {
      // An article page: its body is prose (sentences), not a menu.
      expect(page.body.length).toBeGreaterThan(50);
      expect(page.body).toMatch(/[。，！？]/);
    }
  });

  it.each(['163/1.html', '163/2.html', 'tieba/1.html', 'netease_forum/1.html'])('list page %s yields a list region of its rows', (file) => {
    const { page } = read(join(GNE, 'test_list_page', file));
    expect(page.listRegions.length).toBeGreaterThan(0);
    const rows = page.listRegions.flatMap((r) => r.linkIndexes);
    expect(Math.max(...page.listRegions.map((r) => r.linkIndexes.length))).toBeGreaterThanOrEqual(4);
    for (const i of rows) {
      expect(page.links[i]!.listIndex, `${file} row ${page.links[i]!.url}`).toBeDefined();
      expect(page.links[i]!.title.length, `${file} row ${page.links[i]!.url}`).toBeGreaterThan(0);
    }
  });
});
