/**
 * A web page cannot drive the extension. In Chromium, on a watched university: a list page whose
 * own script hunts the "add as seed" bar and clicks it (and a click from the page's world on the
 * button itself, reached through the closed shadow root by the DevTools protocol) adds nothing;
 * a person's click (a real mouse event) adds the page. Messages sent from the tab's content-script
 * world (what a fooled content script could send) are refused: notices for another page, 2,000
 * notices, a private address or another page as a seed, anything from an unwatched site. The
 * notice the page re-posts under a 【招标公告】 label is one record with the crawl's.
 */
import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import { browserMissing, buildExtension, crawled, type Extension, launch, send } from './browser.ts';
import { MORE, REPOSTED, startTrapSite, TRAP_HOST, UNWATCHED_HOST } from './hostile-page-site.ts';

// The extension APIs inside the service worker (evaluated there, typed here).
declare const chrome: {
  tabs: { query(q: { url: string }): Promise<{ id?: number }[]> };
  scripting: {
    executeScript(i: { target: { tabId: number }; func: (messages: unknown[]) => Promise<unknown[]>; args: unknown[] }): Promise<{ result?: unknown }[]>;
  };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
};

type Reply = { ok: boolean; value?: unknown; error?: string };

let site: Awaited<ReturnType<typeof startTrapSite>>;
let ext: Extension;
let options: Page;
const MORE_URL = `http://${TRAP_HOST}/more.htm`;

/** Sends protocol messages from the content-script world of the tab showing `url`, as a content script would. */
async function fromTab(url: string, messages: { type: string; data?: unknown }[]): Promise<Reply[]> {
  const worker = await ext.worker();
  return worker.evaluate(
    async ([url, messages]) => {
      const [tab] = await chrome.tabs.query({ url });
      const [run] = await chrome.scripting.executeScript({
        target: { tabId: tab!.id! },
        func: async (list: unknown[]) => {
          const replies: unknown[] = [];
          for (const m of list as { type: string; data?: unknown }[]) replies.push(await chrome.runtime.sendMessage({ protocol: 'tender-radar', ...m }));
          return replies;
        },
        args: [messages],
      });
      return run!.result as Reply[];
    },
    [url, messages] as const,
  );
}

/** The node id of the bar's "add" button inside its closed shadow root (DevTools sees through it). */
async function barButton(cdp: CDPSession): Promise<number> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = { nodeId: number; nodeName: string; attributes?: string[]; children?: Node[]; shadowRoots?: Node[] };
  const find = (node: Node): Node | undefined => {
    if (node.nodeName === 'BUTTON' && node.attributes?.includes('add')) return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const hit = find(child);
      if (hit) return hit;
    }
    return undefined;
  };
  const button = find(root as Node);
  if (!button) throw new Error('no bar button');
  return button.nodeId;
}

describe.skipIf(browserMissing)('a hostile page on a watched site', () => {
  beforeAll(async () => {
    buildExtension();
    site = await startTrapSite();
    ext = await launch([`MAP ${TRAP_HOST} 127.0.0.1:${site.port}`, `MAP ${UNWATCHED_HOST} 127.0.0.1:${site.port}`]);
    options = await ext.open('options.html');
    await send(options, 'setPoliteness', { hostDelayMs: 20 });
    await send(options, 'addSeed', { url: `http://${TRAP_HOST}/` });
    await options.waitForTimeout(300);
    await crawled(options, 120_000);
  });
  afterAll(async () => {
    await ext?.context.close();
    await site?.close();
  });

  it('cannot click the seed bar from script; a person can', async () => {
    const tab = await ext.context.newPage();
    await tab.goto(MORE_URL);
    await tab.waitForFunction(() => (window as unknown as { __attack: { clicks: number } }).__attack.clicks > 0, undefined, { timeout: 30_000 });
    const attack = await tab.evaluate(() => (window as unknown as { __attack: object }).__attack);
    expect(attack).toEqual({ sawHost: true, shadowRoot: 'null', captured: false, clicks: 1 });

    // Past the closed root (DevTools can): a click from the page's world on the button itself.
    const cdp = await ext.context.newCDPSession(tab);
    const nodeId = await barButton(cdp);
    const { object } = await cdp.send('DOM.resolveNode', { nodeId });
    await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId!, functionDeclaration: 'function () { this.click(); }' });
    await tab.waitForTimeout(1500);
    const seeds = async () => (await send<Snapshot>(options, 'getSnapshot')).sites.flatMap((s) => s.seeds);
    expect(await seeds()).toEqual([`http://${TRAP_HOST}/`]);

    // A person's click: a real mouse event on the button.
    const { model } = await cdp.send('DOM.getBoxModel', { nodeId });
    const [x1, y1, , , x3, y3] = model.content;
    await tab.mouse.click((x1! + x3!) / 2, (y1! + y3!) / 2);
    await expect.poll(seeds, { timeout: 10_000 }).toContain(MORE_URL);
    await tab.close();
  });

  it('refuses what a fooled content script could send, and stores nothing', async () => {
    const tab = await ext.context.newPage();
    await tab.goto(MORE_URL);
    await tab.waitForFunction(() => (window as unknown as { __attack: { sawHost: boolean } }).__attack.sawHost !== undefined);
    await tab.waitForTimeout(2000); // the content script's own reports are in
    const other = await ext.context.newPage();
    await other.goto(`http://${UNWATCHED_HOST}/list.htm`);
    const before = await crawled(options, 120_000);

    const fake = (n: number) => ({ url: `http://${TRAP_HOST}/fake/${n}.htm`, title: `伪造的采购公告${n}`, type: '采购', date: '2026-11-21' });
    const replies = await fromTab(MORE_URL, [
      { type: 'reportPageNotices', data: { pageUrl: `http://${TRAP_HOST}/zbgg.htm`, notices: [fake(1)] } },
      { type: 'reportPageNotices', data: { pageUrl: MORE_URL, notices: Array.from({ length: 2000 }, (_, i) => fake(i)) } },
      { type: 'addSeed', data: { url: 'http://192.168.1.1/' } },
      { type: 'addSeed', data: { url: `http://127.0.0.1:${site.port}/` } },
      { type: 'addSeed', data: { url: `http://${TRAP_HOST}/zbgg.htm?other` } },
      { type: 'importData', data: { json: '{}' } },
      { type: 'reportPageNotices', data: { pageUrl: MORE_URL, notices: [{ ...fake(9), url: 'http://evil.example.com/x.htm' }] } },
    ]);
    expect(replies.slice(0, 6).map((r) => r.ok)).toEqual([false, false, false, false, false, false]);
    expect(replies[0]!.error).toMatch(/not about the page/);
    expect(replies[1]!.error).toMatch(/more than 200/);
    expect(replies[2]!.error).toMatch(/only itself|not a public/);
    expect(replies[5]!.error).toBe('importData: sender not allowed');
    expect(replies[6]).toEqual({ ok: true, value: { added: 0 } }); // another site's URL: not stored

    const unwatched = await fromTab(`http://${UNWATCHED_HOST}/list.htm`, [
      { type: 'reportPageNotices', data: { pageUrl: `http://${UNWATCHED_HOST}/list.htm`, notices: [{ ...fake(2), url: `http://${UNWATCHED_HOST}/info/102.htm` }] } },
      { type: 'classifyLinks', data: { pageUrl: `http://${UNWATCHED_HOST}/list.htm`, links: [{ url: `http://${UNWATCHED_HOST}/a`, text: '采购公告' }] } },
      { type: 'addSeed', data: { url: `http://${UNWATCHED_HOST}/list.htm` } },
    ]);
    expect(unwatched).toEqual(Array(3).fill({ ok: false, error: 'not a watched site' }));

    const after = await send<Snapshot>(options, 'getSnapshot');
    expect(after.notices.map((n) => n.url).sort()).toEqual(before.notices.map((n) => n.url).sort());
    expect(after.sites.map((s) => [s.site, s.seeds])).toEqual(before.sites.map((s) => [s.site, s.seeds]));
    expect(after.notices.some((n) => n.url.includes('/fake/') || !n.url.includes(TRAP_HOST))).toBe(false);
    await tab.close();
    await other.close();
  });

  it('keeps the notice the page re-posts under a 【招标公告】 label as one record with the crawl’s', async () => {
    const { notices } = await send<Snapshot>(options, 'getSnapshot');
    const copies = notices.filter((n) => n.title.includes(REPOSTED));
    expect(copies).toHaveLength(1);
    expect(copies[0]!.url).toBe(`http://${TRAP_HOST}/info/1.htm`);
    expect(copies[0]!.aliases).toContain(`http://${TRAP_HOST}${MORE[0][1]}`);
    // The page's other notices were stored from the page (or the crawl of the newly added seed).
    for (const [, href] of MORE.slice(1)) expect(notices.map((n) => n.url)).toContain(`http://${TRAP_HOST}${href}`);
  });
});
