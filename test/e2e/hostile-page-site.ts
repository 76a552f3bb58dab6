/**
 * A watched university whose pages attack the extension: one list the crawl finds (招标公告), and
 * a second list, not linked, whose own script hunts the "add as seed" bar and clicks it, and
 * which re-posts one tender of the first list under a 【招标公告】 label. A second host of the
 * same server stands for a site the user does not watch.
 */
import { createServer, type Server } from 'node:http';

export const TRAP_HOST = 'www.trap-test.edu.cn';
export const UNWATCHED_HOST = 'www.unwatched-test.edu.cn';
export const REPOSTED = '实验楼通风系统改造工程公开招标公告';

const page = (title: string, body: string) =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
const list = (title: string, rows: (readonly [string, string, string])[], script = '') =>
  page(title, `<h2>${title}</h2><div class="list"><ul>${rows.map(([t, href, date]) => `<li><a href="${href}" title="${t}">${t}</a><span>${date}</span></li>`).join('')}</ul></div>${script}`);

const LIST = [
  [REPOSTED, '/info/1.htm', '2026-11-20'],
  ['图书馆物业管理服务项目公开招标公告', '/info/2.htm', '2026-11-19'],
  ['学生宿舍空调采购项目竞争性磋商公告', '/info/3.htm', '2026-11-18'],
] as const;
export const MORE = [
  [`【招标公告】${REPOSTED}`, '/info/101.htm', '2026-11-20'],
  ['校医院医疗设备采购项目公开招标公告', '/info/102.htm', '2026-11-17'],
  ['食堂厨房设备更新采购项目询价公告', '/info/103.htm', '2026-11-16'],
  ['体育馆照明改造工程竞争性磋商公告', '/info/104.htm', '2026-11-15'],
] as const;

// The page's own script: find the bar, try to open it, click whatever it can reach, and try to
// catch the shadow root by patching attachShadow (which a content script's world never calls).
const ATTACK = `<script>
window.__attack = { sawHost: false, shadowRoot: 'unset', captured: false, clicks: 0 };
const attach = Element.prototype.attachShadow;
Element.prototype.attachShadow = function (init) { const root = attach.call(this, init); window.__captured = root; window.__attack.captured = true; return root; };
(function hunt() {
  const host = document.getElementById('tender-radar-bar');
  if (!host) return void setTimeout(hunt, 50);
  window.__attack.sawHost = true;
  window.__attack.shadowRoot = String(host.shadowRoot);
  const click = (el) => { el.click(); el.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true })); window.__attack.clicks++; };
  click(host);
  for (const b of document.querySelectorAll('button')) click(b);
  if (window.__captured) for (const b of window.__captured.querySelectorAll('button')) click(b);
})();
</script>`;

function route(host: string, path: string): string | undefined {
  if (host === UNWATCHED_HOST) return path === '/list.htm' ? list('通知公告', MORE.slice(1)) : undefined;
  if (path === '/') return page('陷阱大学', '<div class="nav"><a href="/zbgg.htm">招标公告</a></div>');
  if (path === '/zbgg.htm') return list('招标公告', [...LIST]);
  if (path === '/more.htm') return list('采购公告', [...MORE], ATTACK);
  const row = [...LIST, ...MORE].find(([, href]) => href === path);
  if (row) return page(row[0], `<h1>${row[0]}</h1><p>发布日期：${row[2]}</p><p>项目编号：TR-2026-${path.replace(/\D/g, '')}。投标截止时间：2026年12月1日 09:30。</p>`);
  return undefined;
}

/** Starts both hosts on one free 127.0.0.1 port (told apart by the Host header). */
export async function startTrapSite(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === '/robots.txt') return void res.writeHead(404).end();
    const body = route((req.headers.host ?? '').replace(/:\d+$/, ''), new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' }).end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
