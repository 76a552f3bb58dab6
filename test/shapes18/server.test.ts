// shapes18 checks itself: its truth against what it serves. No crawler here.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusPresent } from './titles.mjs';
import { startServer, truth } from './server.ts';

let port = 0;
let server: http.Server | undefined;

interface Got { status: number; headers: http.IncomingHttpHeaders; body: string }
/** A request to the web, the URL's host (port kept, as a browser sends it) in the Host header. */
function ask(url: string, method = 'GET', form?: string): Promise<Got> {
  const u = new URL(url);
  const headers: Record<string, string> = { host: u.host };
  if (form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: u.pathname + u.search, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(form);
  });
}
const control = async (path: string) => JSON.parse((await ask(`http://127.0.0.1${path}`)).body);
const hrefs = (html: string) => [...html.matchAll(/detail\.jsp\?id=(\d+)|info\/(\d+)\.htm|showDetail\('(\d+)'\)/g)].map((m) => Number(m[1] ?? m[2] ?? m[3]));

beforeAll(async () => {
  if (!corpusPresent) return;
  server = await startServer({ port: 0 });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

describe.runIf(corpusPresent)('shapes18 web', () => {
  it('every tender list page of the truth answers its rows, and every row is a notice of the truth, on both days', async () => {
    for (const day of [1, 2]) {
      await control(`/__day?set=${day}`);
      const t = truth(day);
      const ids = new Set(t.notices.map((n) => Number(/(\d+)(?:\.htm)?$/.exec(n.url)?.[1])));
      let seen = 0;
      for (const lists of Object.values(t.lists)) {
        for (const p of lists.pages.filter((x) => x.tenders)) {
          const got = await ask(p.url, p.method ?? 'GET', p.form);
          expect(got.status, p.url).toBe(200);
          const rows = hrefs(got.body);
          expect(rows.length, p.url).toBeGreaterThanOrEqual(1);
          for (const id of rows) expect(ids.has(id), `${p.url} row ${id}`).toBe(true);
          seen += rows.length;
        }
      }
      expect(seen).toBe(t.notices.length);
    }
    await control('/__day?set=1');
  });

  it('every notice URL answers its title, except login-details, which sends it to the CAS login', async () => {
    for (const n of truth(2).notices.filter((x) => x.day === 1)) {
      const got = await ask(n.url);
      if (n.shape === 'login-details') {
        expect(got.status).toBe(302);
        const login = await ask(String(got.headers.location));
        expect(login.body).toContain('<title>统一身份认证平台</title>');
      } else {
        expect(got.status, n.url).toBe(200);
        expect(got.body).toContain(`<h1>${n.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')}</h1>`);
      }
    }
  });

  it('post-pager: a GET is page 1 whatever its query; POST pageNo=K is page K', async () => {
    const p1 = await ask('http://www.pfq.edu.cn/zbcg/list.jsp');
    const getPage3 = await ask('http://www.pfq.edu.cn:8080/zbcg/list.jsp?pageNo=3');
    const post3 = await ask('http://www.pfq.edu.cn/zbcg/list.jsp', 'POST', 'pageNo=3&pageSize=12');
    expect(hrefs(getPage3.body)).toEqual(hrefs(p1.body));
    expect(hrefs(post3.body)).not.toEqual(hrefs(p1.body));
    expect(post3.body).toContain('第3/4页');
    expect(p1.body).not.toContain('__VIEWSTATE');
  });

  it('answers 404 to what it does not hold, and keeps answering', async () => {
    for (const u of ['http://www.pfq.edu.cn/zbcg/detail.jsp?id=abc', 'http://www.ejs.edu.cn/cms/list.jsp?cid=5&page=99', 'http://www.frg.edu.cn/zbgg/frag.jsp?page=0', 'http://nowhere.edu.cn/', 'http://www.tbx.edu.cn/%E0%A4%A']) {
      expect((await ask(u)).status, u).toBe(404);
    }
    expect((await ask('http://www.tbx.edu.cn/', 'DELETE')).status).toBe(404);
    expect((await ask('http://www.tbx.edu.cn/')).status).toBe(200);
  });
});
