/** The content script's link reading and markers on real test-web list pages (linkedom), and on hostile input. */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findLinks, looksLikeList, MAX_LINKS } from '../../entrypoints/content/links.ts';
import { markNotice, showSeedBar } from '../../entrypoints/content/marks.ts';
import { decodeBody } from '../../lib/decode/decode.ts';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 1 });
});
afterAll(() => web?.close());

async function page(url: string): Promise<Document> {
  const reply = await get(web.port, url);
  const { text } = decodeBody(new Uint8Array(reply.body), reply.headers['content-type']);
  return parseHTML(text).document as unknown as Document;
}

describe('content script links', () => {
  it('reads every list row of each CMS shape with its date, and sees a list', async () => {
    for (const site of web.truth(1).sites) {
      const listUrl = site.listPages[1] ?? site.listPages[0]!;
      if (site.blockedHosts.some((h) => listUrl.includes(h))) continue;
      const doc = await page(listUrl);
      const links = findLinks(doc, listUrl);
      const rows = site.notices.filter((n) => n.listUrl === listUrl);
      const onPage = links.filter((l) => rows.some((r) => r.url === l.url));
      expect(onPage.length, listUrl).toBeGreaterThanOrEqual(3);
      for (const link of onPage) {
        const truth = rows.find((r) => r.url === link.url)!;
        expect(link.text, link.url).toBe(truth.title);
        expect(link.date, link.url).toBe(truth.publishedAt);
      }
      expect(looksLikeList(onPage), listUrl).toBe(true);
    }
  });

  it('bounds a page of 5,000 links and skips non-web links', () => {
    const many = Array.from({ length: 5_000 }, (_, i) => `<a href="/n/${i}.htm">公告${i}</a>`).join('');
    const { document } = parseHTML(`<body><a href="javascript:alert(1)">x</a><a href="mailto:a@b.cn">m</a>${many}</body>`);
    const links = findLinks(document as unknown as Document, 'https://x.edu.cn/');
    expect(links).toHaveLength(MAX_LINKS);
    expect(links[0]!.url).toBe('https://x.edu.cn/n/0.htm');
  });

  it('marks with text only, once, and offers the seed bar', async () => {
    const { document, Event: DomEvent } = parseHTML('<body><ul><li><a href="/1.htm">设备采购公告</a></li></ul></body>');
    const doc = document as unknown as Document;
    const a = doc.querySelector('a')!;
    markNotice(a, '<b>标讯</b>', '招标');
    markNotice(a, '<b>标讯</b>', '招标');
    expect(doc.querySelectorAll('.tender-radar-mark')).toHaveLength(1);
    expect(doc.querySelector('b')).toBeNull();
    expect(doc.querySelector('.tender-radar-mark')!.textContent).toBe('<b>标讯</b>·招标');
    // Catch the bar's closed shadow root as only a test can (a page's script runs in another world).
    let root: ShadowRoot | undefined;
    const proto = Object.getPrototypeOf(doc.createElement('div')) as { attachShadow(init: ShadowRootInit): ShadowRoot };
    const attach = proto.attachShadow;
    proto.attachShadow = function (this: Element, init: ShadowRootInit) {
      expect(init.mode).toBe('closed');
      return (root = attach.call(this, init));
    };
    let added = 0;
    showSeedBar(doc, '本页列出 3 条招标公告', '加入监测', async () => `${++added}`);
    proto.attachShadow = attach;
    const host = doc.getElementById('tender-radar-bar')!;
    expect(host.textContent).toBe(''); // nothing of the bar in the page's own DOM
    expect(root!.querySelector('span')!.textContent).toContain('本页列出 3 条招标公告');
    // A click made by script (isTrusted false) does nothing.
    root!.querySelector('button')!.dispatchEvent(new DomEvent('click') as unknown as Event);
    await Promise.resolve();
    expect(added).toBe(0);
  });
});
