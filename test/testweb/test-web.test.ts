/** The test web itself: hosts, GBK bytes, validators, day 2, robots, and a truth that resolves. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get } from '../../testweb/client.ts';
import { startTestWeb, type TestWeb } from '../../testweb/index.ts';
import { DEFAULT_CORPUS } from '../../testweb/titles.ts';

let web: TestWeb;
beforeAll(async () => {
  web = await startTestWeb({ sites: 6, seed: 7 });
});
afterAll(() => web.close());

const text = (body: Buffer) => body.toString('utf8');

describe('test web', () => {
  it('answers by Host header: each seed is its own university', async () => {
    const names = new Set<string>();
    for (const [i, seed] of web.seeds.entries()) {
      let reply = await get(web.port, seed);
      if (reply.status === 302) reply = await get(web.port, new URL(reply.headers.location!, seed).href);
      expect(reply.status).toBe(200);
      const name = web.truth().sites[i]!.name;
      expect(text(reply.body)).toContain(`<title>首页-${name}</title>`);
      names.add(name);
    }
    expect(names.size).toBe(web.seeds.length);
    expect((await get(web.port, 'http://www.not-ours.edu.cn/')).status).toBe(404);
  });

  it('is the same web for the same seed, another for another seed', async () => {
    const again = await startTestWeb({ sites: 6, seed: 7 });
    const other = await startTestWeb({ sites: 6, seed: 8 });
    try {
      expect(again.truth()).toEqual(web.truth());
      expect(other.seeds).not.toEqual(web.seeds);
    } finally {
      await Promise.all([again.close(), other.close()]);
    }
  });

  it('serves GBK pages as GBK bytes with no charset in the header', async () => {
    const site = web.truth().sites.find((s) => s.listPages.some((u) => u.includes('list.asp')))!;
    const list = site.listPages.find((u) => u.includes('list.asp'))!;
    expect(list).toContain('ftype=%D5%D0%B1%EA%B9%AB%B8%E6'); // 招标公告 in GBK
    const reply = await get(web.port, list);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(reply.body)).toThrow();
    const decoded = new TextDecoder('gbk').decode(reply.body);
    expect(decoded).toContain('charset=gb2312');
    const first = site.notices.find((n) => n.listUrl === list)!;
    expect(decoded).toContain(first.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    // Some detail pages declare nothing at all.
    const details = await Promise.all(site.notices.filter((n) => n.url.includes('view.asp')).slice(0, 4).map((n) => get(web.port, n.url)));
    expect(details.some((d) => !new TextDecoder('gbk').decode(d.body).includes('charset'))).toBe(true);
  });

  it('answers conditional GETs with 304 and a changed page with 200', async () => {
    const page = web.truth().sites[0]!.listPages[0]!;
    const first = await get(web.port, page);
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toBeTruthy();
    expect(lastModified).toBeTruthy();
    expect((await get(web.port, page, { 'if-none-match': etag! })).status).toBe(304);
    expect((await get(web.port, page, { 'if-modified-since': lastModified! })).status).toBe(304);
    expect((await get(web.port, page, { 'if-none-match': '"stale"' })).status).toBe(200);
    const logged = web.requests.filter((r) => r.headers['if-none-match'] === etag);
    expect(logged.map((r) => r.status)).toEqual([304]);
  });

  it('day 2 adds exactly newOnDay2, changes the lists and keeps the validators of unchanged pages', async () => {
    const day1 = web.truth(1);
    const day2 = web.truth(2);
    const urls = (t: typeof day1) => new Set(t.sites.flatMap((s) => s.notices.map((n) => n.url)));
    const [before, after] = [urls(day1), urls(day2)];
    const added = [...after].filter((u) => !before.has(u));
    expect(added.length).toBeGreaterThan(0);
    expect(added.sort()).toEqual([...day2.newOnDay2].sort());
    expect([...before].every((u) => after.has(u))).toBe(true);

    const newUrl = day2.newOnDay2[0]!;
    const list = day2.sites.flatMap((s) => s.notices).find((n) => n.url === newUrl)!.listUrl;
    const old = day1.sites[0]!.notices.at(-1)!.url;
    const quiet = day1.sites[0]!.listPages[2]!; // the second procurement list gets nothing new
    const [list1, old1, quiet1] = [await get(web.port, list), await get(web.port, old), await get(web.port, quiet)];
    expect((await get(web.port, newUrl)).status).toBe(404);
    web.setDay(2);
    try {
      expect((await get(web.port, newUrl)).status).toBe(200);
      expect((await get(web.port, list, { 'if-none-match': list1.headers.etag! })).status).toBe(200);
      expect((await get(web.port, old, { 'if-none-match': old1.headers.etag! })).status).toBe(304);
      expect((await get(web.port, quiet, { 'if-none-match': quiet1.headers.etag! })).status).toBe(304);
      const changed = await get(web.port, list, { 'if-modified-since': list1.headers['last-modified']! });
      expect(changed.status).toBe(200);
      expect((await get(web.port, old)).headers['last-modified']).toBe(old1.headers['last-modified']);
    } finally {
      web.setDay(1);
    }
  });

  it('serves a robots.txt per host that disallows every URL the truth calls disallowed', async () => {
    const site = web.truth().sites[0]!;
    const hosts = new Set(site.disallowed.map((u) => new URL(u).host));
    expect(hosts.size).toBe(2); // the main site and the procurement office
    for (const host of hosts) {
      const robots = await get(web.port, `http://${host}/robots.txt`);
      expect(robots.status).toBe(200);
      const rules = [...text(robots.body).matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
      for (const url of site.disallowed.filter((u) => new URL(u).host === host)) {
        expect(rules.some((rule) => new URL(url).pathname.startsWith(rule)), url).toBe(true);
      }
    }
    for (const url of site.disallowed.filter((u) => u.endsWith('list.htm') || u.endsWith('tzgg.htm'))) {
      const hidden = await get(web.port, url);
      expect(hidden.status).toBe(200);
      expect(text(hidden.body)).toMatch(/公告/); // notice-looking links: a trap only robots.txt defuses
    }
  });

  it('falls back to composed titles when the corpus is absent, and still resolves', async () => {
    const bare = await startTestWeb({ sites: 2, seed: 7, corpusDir: '/nonexistent/corpus' });
    try {
      const site = bare.truth().sites[0]!;
      expect(site.notices.length).toBeGreaterThan(20);
      expect((await get(bare.port, site.notices[0]!.url)).status).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('resolves every truth URL (lists, notices, attachments) to a 200 page', async () => {
    const failures: string[] = [];
    for (const site of web.truth().sites) {
      const urls = [...site.listPages, ...site.notices.map((n) => n.url), ...site.notices.flatMap((n) => n.attachments.map((a) => a.url))];
      for (const url of urls) {
        const reply = await get(web.port, url);
        if (reply.status !== 200) failures.push(`${reply.status} ${url}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('puts each notice on its list page, and its facts on its own page', async () => {
    for (const site of web.truth().sites) {
      const notice = site.notices.find((n) => n.budget !== undefined && n.deadline)!;
      const page = await get(web.port, notice.url);
      const body = notice.url.includes('.asp') ? new TextDecoder('gbk').decode(page.body) : text(page.body);
      expect(body).toContain(notice.projectNo);
      expect(body).toMatch(/预算金额：/);
      expect(body).toMatch(/投标截止时间：/);
      for (const a of notice.attachments) expect(body).toContain(new URL(a.url).pathname);
      const file = await get(web.port, notice.attachments[0]!.url);
      expect(file.headers['content-type']).toBe('application/pdf');
    }
  });

  it('has the traps: a redirect chain, a loop, a 404, the endless calendar, a 412 challenge', async () => {
    const home = web.truth().sites[0]!.seeds[0]!;
    const at = (path: string) => new URL(path, home).href;
    const chain = await get(web.port, at('/old/tzgg.htm'));
    expect(chain.status).toBe(301);
    expect((await get(web.port, at(chain.headers.location!))).status).toBe(301);
    const loop = await get(web.port, at('/loop/a.htm'));
    expect((await get(web.port, at(loop.headers.location!))).headers.location).toBe('/loop/a.htm');
    expect((await get(web.port, at('/xy/lab1.htm'))).status).toBe(404);
    const calendar = text((await get(web.port, at('/calendar?month=2999-12'))).body);
    expect(calendar).toContain('/calendar?month=3000-01');
    const blocked = web.truth().sites.find((s) => s.blockedHosts.length)!;
    const gate = await get(web.port, `http://${blocked.blockedHosts[0]}/`);
    expect(gate.status).toBe(412);
    expect(text(gate.body)).toContain('<script>');
  });

  // Skipped, not passed, without the corpus: the test web then composes every title itself.
  it.skipIf(!existsSync(join(DEFAULT_CORPUS, 'titles')))('uses the corpus titles when the corpus is there', () => {
    const titles = web.truth().sites.flatMap((s) => s.notices.map((n) => n.title));
    expect(titles.some((t) => /福州大学|福大/.test(t))).toBe(false);
    expect(titles.length).toBeGreaterThan(100);
  });
});
