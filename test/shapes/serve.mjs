// What the shape webs' servers (test/shapes, test/shapes2, …) share: the page shell and pager
// slicing their sites draw with, and the HTTP plumbing: one port, every site by its Host header,
// /__truth, /__stats (per site: requests, list fetches, the lists fetched), /__reset, robots.txt,
// and for a web with a day 2, /__day?set=1|2.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { DEPTS, ITEMS, KINDS } from './kit.mjs';

/** A made-up university page: header links, `body`, footer; `head` goes inside <head>. */
export const shell = (title, body, head = '') => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title>${head}</head><body>
<div class="header"><a href="/">首页</a> <a href="/about.html">学校概况</a> <a href="/jyjx.html">教育教学</a></div>
${body}
<div class="footer">版权所有 地址：某省某市大学路1号 邮编 100000</div></body></html>`;

/**
 * Deterministic made-up notices of one list, newest first, 0.7 days apart from 2026-11-20: a title
 * from the kit's words and `kinds` (`tag`, default the salt in capitals, before the year in its
 * closing brackets), an id counting down to `base` + 1, a date, and what `more(day, id)` adds.
 */
export function madeUpNotices({ site, count, salt, base, kinds = KINDS, tag = salt.toUpperCase(), more = () => ({}) }) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const h = createHash('sha1').update(`${site}:${salt}:${i}`).digest();
    const item = ITEMS[(i + h[0]) % ITEMS.length];
    const title = `${DEPTS[h[1] % DEPTS.length]}${item}项目${kinds[h[2] % kinds.length]}（${tag}${2026 - Math.floor(i / 200)}-${String(100 + i).slice(1)}）`;
    const day = new Date(Date.UTC(2026, 10, 20) - i * 86400000 * 0.7);
    const id = base + count - i;
    out.push({ id, title, date: day.toISOString().slice(0, 10), ...more(day, id) });
  }
  return out;
}

/** `all` cut into pages of `per`. */
export const pages = (all, per) => Array.from({ length: Math.ceil(all.length / per) }, (_, k) => all.slice(k * per, (k + 1) * per));

/** JSON for inside a <script>: no `</script>` can close it early. */
export const json = (v) => JSON.stringify(v).replace(/</g, '\\u003c');

/** A site's name in /__stats and /__truth: its host without `www.`. */
export const siteName = (site) => site.host.replace(/^www\./, '');

/**
 * Starts a shape web on `port`. A site answers the hosts `siteOf` gives it (default: its `host`);
 * `respond(site, req, url, host, body)` answers a request (body: the request body, a Buffer) with
 * undefined (404), an HTML string, or `{ body, status?, type?, list? }`, where `list: true` counts
 * a list fetch, and `count: 'name'` adds one to the site's stats counter of that name (listed in
 * `counters`, each starting at 0). `countPosts` adds a `posts` counter to each site's stats;
 * `listEntry(req, host)` is how a list fetch is logged in its `lists`. A web with a day 2 passes
 * its first `day`: `/__day?set=1|2` switches it, `truth(day)` and `respond(…, day)` get the day
 * (`/__truth?day=N` asks for another day's truth).
 */
export function startShapeServer({
  port,
  bind = '127.0.0.1',
  truth,
  sites,
  siteOf = (host) => sites.find((s) => s.host === host),
  respond = (site, req, url) => site.handle(req, url.pathname, url.searchParams),
  countPosts = false,
  listEntry = (req) => `${req.method} ${req.url}`,
  robots = 'User-agent: *\nDisallow: /admin/\n',
  counters = [],
  day,
}) {
  const stats = {};
  const state = { day };
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url, `http://${req.headers.host}`);
      const host = (req.headers.host ?? '').replace(/:\d+$/, '');
      const send = (status, body, type = 'text/html; charset=utf-8') => { res.writeHead(status, { 'content-type': type }); res.end(body); };
      if (url.pathname === '/__truth') return send(200, JSON.stringify(state.day === undefined ? truth() : truth(Number(url.searchParams.get('day')) || state.day)), 'application/json');
      if (url.pathname === '/__day' && state.day !== undefined) {
        const set = url.searchParams.get('set');
        if (set === '1' || set === '2') state.day = Number(set);
        return send(200, JSON.stringify({ day: state.day }), 'application/json');
      }
      if (url.pathname === '/__stats') return send(200, JSON.stringify(stats), 'application/json');
      if (url.pathname === '/__reset') { for (const k of Object.keys(stats)) delete stats[k]; return send(200, 'ok'); }
      const site = siteOf(host);
      if (!site) return send(404, 'no such host');
      const st = (stats[siteName(site)] ??= { requests: 0, listFetches: 0, ...(countPosts ? { posts: 0 } : {}), ...Object.fromEntries(counters.map((c) => [c, 0])), lists: [] });
      st.requests++;
      if (countPosts && req.method === 'POST') st.posts++;
      if (url.pathname === '/robots.txt') return send(200, robots, 'text/plain');
      const out = respond(site, req, url, host, Buffer.concat(chunks), state.day);
      if (!out) return send(404, '<html><body><h1>404 Not Found</h1></body></html>');
      if (typeof out === 'string') return send(200, out);
      if (out.list) st.listFetches++, st.lists.push(listEntry(req, host));
      if (out.count) st[out.count]++;
      send(out.status ?? 200, out.body, out.type);
    });
  });
  return new Promise((resolve) => server.listen(port, bind, () => resolve(server)));
}

/** `node <web>/server.mjs [--port N] [--day N]`: starts the web when `moduleUrl` is the script node was given. */
export function serveFromCommandLine(moduleUrl, startServer, defaultPort, name) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const arg = (name) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : undefined; };
  startServer({ port: Number(arg('port') ?? defaultPort), ...(arg('day') ? { day: Number(arg('day')) } : {}) }).then((s) => console.log(`${name} on http://127.0.0.1:${s.address().port}/`));
}
