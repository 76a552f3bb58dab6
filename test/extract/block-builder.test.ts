/**
 * The block builder (lib/extract/block-builder.ts) as the walk drives it over real pages (the 69
 * CWCE pages and the list edge-case page): every visible character lands in exactly one block, in
 * reading order; each block's counts agree with its lines; links point back at their block.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../lib/decode/decode.ts';
import { BlockBuilder } from '../../lib/extract/block-builder.ts';
import { charCount, collapse, visibleText } from '../../lib/extract/text.ts';
import { walkPage } from '../../lib/extract/walk.ts';
import { parseHtml } from '../../lib/parse/parse.ts';
import { loadCwced } from './cwced.ts';

/** The characters charCount counts, in order: the text with its whitespace gone. */
function counted(text: string): string {
  return [...text].filter((c) => charCount(c) > 0).join('');
}

const pages = [
  ...loadCwced().map((page) => ({ name: page.id, bytes: page.bytes })),
  { name: 'list-edge-cases', bytes: new Uint8Array(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'extract', 'list-edge-cases.html'))) },
];

describe('block builder on real pages', () => {
  it('puts every visible character in exactly one block, in reading order', () => {
    expect(pages.length).toBe(70);
    for (const { name, bytes } of pages) {
      const doc = parseHtml(decodeBody(bytes).text);
      const blocks = walkPage(doc).blocks;
      expect(blocks.length, name).toBeGreaterThan(0);
      expect(counted(blocks.map((b) => b.text).join('\n')), name).toBe(counted(visibleText(doc)));
    }
  });

  it('keeps each block consistent: lines, character counts, link counts, link indexes', () => {
    for (const { name, bytes } of pages) {
      const model = walkPage(parseHtml(decodeBody(bytes).text));
      let lastLink = -1;
      model.blocks.forEach((block, index) => {
        expect(block.text, name).toBe(block.lines.join('\n'));
        for (const line of block.lines) expect(line, name).toBe(collapse(line));
        expect(block.lines.every((line) => line !== ''), name).toBe(true);
        expect(block.chars, name).toBe(charCount(block.text));
        expect(block.chars, name).toBeGreaterThan(0);
        expect(block.lineLinkChars.length, name).toBe(block.lines.length);
        block.lineLinkChars.forEach((n, i) => expect(n, name).toBeLessThanOrEqual(charCount(block.lines[i]!)));
        for (const i of block.links) {
          expect(i, name).toBeGreaterThan(lastLink);
          expect(model.links[i]!.block, name).toBe(index);
          lastLink = i;
        }
      });
    }
  });

  it('on a news page, menus are link blocks and the densest block is prose over several lines', () => {
    const page = pages.find((p) => p.name === '05e98007-d810-4036-b154-2ef2fe68c2af')!;
    const blocks = walkPage(parseHtml(decodeBody(page.bytes).text)).blocks;
    const linky = blocks.filter((b) => b.linkChars / b.chars >= 0.5 && b.links.length >= 5);
    expect(linky.length).toBeGreaterThan(0);
    const longest = blocks.reduce((a, b) => (b.chars - b.linkChars > a.chars - a.linkChars ? b : a));
    expect(longest.lines.length).toBeGreaterThan(1);
    expect(longest.linkChars / longest.chars).toBeLessThan(0.2);
  });
});

describe('BlockBuilder', () => {
  it('cuts lines at breaks and blocks at containers, counting link text per line', () => {
    const builder = new BlockBuilder();
    const container = parseHtml('<div id="news"></div>').children[0] as Parameters<BlockBuilder['closeBlock']>[0];
    builder.link(0);
    builder.text('招标公告', 0);
    builder.text('  2024-04-02 ', -1);
    builder.breakLine();
    builder.breakLine(); // nothing gathered: no empty line
    builder.text('\u3000 关于采购实验设备的通知。', -1);
    builder.closeBlock(container);
    builder.text(' \n ', -1); // whitespace only: no block
    builder.link(1);
    builder.closeBlock(container);
    expect(builder.blocks).toHaveLength(1);
    const [block] = builder.blocks;
    expect(block).toMatchObject({
      element: container,
      lines: ['招标公告 2024-04-02', '关于采购实验设备的通知。'],
      text: '招标公告 2024-04-02\n关于采购实验设备的通知。',
      chars: 26,
      linkChars: 4,
      lineLinkChars: [4, 0],
      links: [0],
    });
  });
});
