/** One made-up university whose tender list carries a title written as HTML: it must show as text. */
import { createServer, type Server } from 'node:http';

export const HOSTILE_TITLE = '<img src=x onerror=alert(1)>实验室设备采购项目招标公告';
export const HOSTILE_HOST = 'www.hostile-test.edu.cn';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;

const ROWS = [
  [HOSTILE_TITLE, '/info/1.htm', '2026-11-20'],
  ['图书馆物业管理服务项目公开招标公告', '/info/2.htm', '2026-11-19'],
  ['学生宿舍空调采购项目竞争性磋商公告', '/info/3.htm', '2026-11-18'],
] as const;

function route(path: string): string | undefined {
  if (path === '/') return page('测试大学', '<div class="nav"><a href="/zbgg.htm">招标公告</a> <a href="/news.htm">新闻动态</a></div>');
  if (path === '/zbgg.htm') {
    const rows = ROWS.map(([t, href, date]) => `<li><a href="${href}" title="${escape(t)}">${escape(t)}</a><span>${date}</span></li>`);
    return page('招标公告', `<div class="list"><ul>${rows.join('')}</ul></div>`);
  }
  const row = ROWS.find(([, href]) => href === path);
  if (row) return page(escape(row[0]), `<h1>${escape(row[0])}</h1><p>项目编号：HT-2026-00${path[6]}。投标截止时间：2026年12月1日 09:30。预算金额：80万元。</p>`);
  if (path === '/news.htm') return page('新闻', '<p>学校新闻</p>');
  return undefined;
}

/** Starts the site on a free 127.0.0.1 port. */
export async function startHostileSite(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const body = route(new URL(req.url ?? '/', 'http://x').pathname);
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
