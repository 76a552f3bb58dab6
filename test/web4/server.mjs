// test/web4: six made-up universities on one port; the host comes from the Host header
// (or an absolute-form request line). Sealed until 2026-11-25, now seen (README.md).
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { DAY1, DAY2, hash, itemsOn } from './lib/model.mjs';
import { worldFor, truthFor } from './lib/truth.mjs';
import { listPath, itemPath, pageCount, routeKey, PHPCMS_LIST } from './lib/urls.mjs';
import * as R from './lib/render.mjs';

export { truthFor };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const DOCX = Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x06\x00', 'latin1'), Buffer.alloc(64)]);
const gatewayToken = (seed) => ((seed * 7919 + 104729) * 31).toString(16);

// Route table of one day: `${host}|${routeKey}` → () => response.
function buildRoutes(seed, day) {
  const w = worldFor(seed);
  const routes = new Map();
  const add = (host, path, fn) => {
    const u = new URL(`http://x${path}`);
    routes.set(`${host}|${routeKey(u.pathname, u.search)}`, fn);
  };
  const html = (body) => () => ({ status: 200, type: 'text/html; charset=utf-8', body });
  for (const uni of w.unis) {
    const main = `www.${uni.key}.edu.cn`;
    const hosts = [main, ...(uni.procHost ? [uni.procHost] : [])];
    add(main, '/', html(R.homepage(uni, day)));
    add(main, '/index.htm', html(R.homepage(uni, day)));
    add(main, '/index.html', html(R.homepage(uni, day)));
    if (uni.procHost) {
      const home = html(R.procHome(uni, day));
      if (uni.procVia === 'redirect') {
        add(main, '/zbcg/', () => ({ status: 302, location: `http://${uni.procHost}/` }));
        add(uni.procHost, '/', () => ({ status: 301, location: `http://${uni.procHost}/index.html` }));
      } else add(uni.procHost, '/', home);
      add(uni.procHost, '/index.html', home);
    }
    for (const list of [uni.stream, uni.news, ...uni.lists]) {
      const n = itemsOn(list, day).length;
      const P = pageCount(list, n);
      for (let k = 1; k <= P; k++) {
        const body = R.listPage(uni, list, day, k);
        add(list.host, listPath(list, k, P), html(body));
        if (k === 1 && list.shape === 'dede') add(list.host, `/${list.dir}/list_${list.col}_1.html`, html(body));
        if (k === 1 && list.shape === 'dede') add(list.host, `/${list.dir}/index.html`, html(body));
        if (k === 1 && list.shape === 'phpcms') add(list.host, `${PHPCMS_LIST(list.col)}&page=1`, html(body));
        if (k === 1 && list.shape === 'empire') add(list.host, `/e/action/ListInfo/?classid=${list.col}&page=0`, html(body));
        if (k === 1 && (list.shape === 'jquery' || list.shape === 'next' || list.shape === 'next-ssr')) add(list.host, listPath(list, 1, P) + '?page=1', html(body));
      }
      if (list.shape === 'iframe') {
        const outer = html(R.iframeOuter(uni, list));
        add(list.host, PHPCMS_LIST(list.col), outer);
        add(list.host, `${PHPCMS_LIST(list.col)}&page=1`, outer);
      }
      if (list.shape === 'webplus' && list.role !== 'proc') add(list.host, `/${list.dir}/${P}.htm`, html(R.listPage(uni, list, day, 1)));
      for (const it of itemsOn(list, day)) {
        if (it.attachmentOnly) add(it.host, itemPath(it), () => ({ status: 200, type: 'application/pdf', body: PDF, kind: 'attachment' }));
        else add(it.host, itemPath(it), html(R.detailPage(uni, it)));
        for (const [p] of R.attachmentsOf(it)) {
          add(it.host, p, () => (p.endsWith('.pdf') ? { status: 200, type: 'application/pdf', body: PDF, kind: 'attachment' }
            : { status: 200, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', body: DOCX, kind: 'attachment' }));
        }
      }
    }
    for (const h of hosts) {
      add(h, '/robots.txt', () => ({ status: 200, type: 'text/plain; charset=utf-8', body: 'User-agent: *\nDisallow: /private/\n' }));
      add(h, '/style/main.css', () => ({ status: 200, type: 'text/css', body: 'body{font:14px/1.6 sans-serif}.nav li{display:inline;margin:0 8px}\n' }));
      add(h, '/templets/default/js/page.js', () => ({ status: 200, type: 'application/javascript', body: R.DEDE_PAGE_JS }));
      add(h, '/static/js/jquery.min.js', () => ({ status: 200, type: 'application/javascript', body: R.JQUERY_MIN }));
      add(h, '/_next/static/chunks/pages/notices-4f2a91.js', () => ({ status: 200, type: 'application/javascript', body: R.NEXT_CHUNK }));
    }
  }
  return routes;
}

function uniOfHost(w, host) {
  return w.unis.find((u) => host === `www.${u.key}.edu.cn` || host === u.procHost);
}

export function startServer({ port = 0, bind = '127.0.0.1', day = 1, seed = 1 } = {}) {
  const state = { day, log: [] };
  const routes = { 1: buildRoutes(seed, 1), 2: buildRoutes(seed, 2) };
  const w = worldFor(seed);
  const token = gatewayToken(seed);
  const lastMod = { 1: new Date(`${DAY1}T08:00:00Z`).toUTCString(), 2: new Date(`${DAY2}T08:00:00Z`).toUTCString() };

  function respond(req, res, host, url, body) {
    const cookies = Object.fromEntries((req.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((c) => c.split('=').map((s) => s.trim())));
    const uni = uniOfHost(w, host);
    const path = url.pathname;
    const entry = { t: Date.now(), method: req.method, host, path: path + url.search, status: 0, kind: 'page', conditional: !!(req.headers['if-none-match'] || req.headers['if-modified-since']) };
    const send = (status, headers, data) => { entry.status = status; state.log.push(entry); res.writeHead(status, headers); res.end(req.method === 'HEAD' ? undefined : data); };
    if (!uni) return send(404, { 'content-type': 'text/plain' }, 'unknown host');
    if (path.startsWith('/private/')) entry.kind = 'disallowed';
    if (path.startsWith('/calendar/')) entry.kind = 'calendar';
    // the gateway: no cookie, no page (robots.txt excepted); a browser runs the script and comes back
    if (uni.gateway && host === uni.procHost && path !== '/robots.txt' && cookies.gw_tk !== token) {
      entry.kind = 'gateway';
      const a = seed * 7919 + 104729;
      const script = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>安全验证</title></head><body><p>正在进行安全检查，请稍候……</p>
<script>(function(){var a=${a},b=31;document.cookie='gw_tk='+(a*b).toString(16)+'; path=/';setTimeout(function(){location.reload();},300);})();</script></body></html>`;
      return send(path === '/' ? 202 : 412, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, script);
    }
    let out;
    if (path === '/api/notice/page' && uni.lists.some((l) => l.shape === 'jquery' && l.host === host)) {
      const p = new URLSearchParams(url.search);
      for (const [k, v] of new URLSearchParams(body)) p.set(k, v);
      const list = uni.lists.find((l) => l.shape === 'jquery' && l.col === p.get('cat'));
      out = list ? { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(R.apiPage(list, state.day, Math.max(1, Number(p.get('page')) || 1), Number(p.get('size')))), kind: 'api' }
        : { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify({ code: 404, msg: 'no such column' }) };
    } else if (path.startsWith('/calendar/')) {
      out = { status: 200, type: 'text/html; charset=utf-8', body: R.calendarPage(uni, host, url.searchParams.get('ym')) };
    } else if (path.startsWith('/private/')) {
      const m = /^\/private\/(\d+)\.html$/.exec(path);
      out = { status: 200, type: 'text/html; charset=utf-8', body: R.privatePage(uni, host, m ? m[1] : null) };
    } else {
      const key = `${host}|${routeKey(path, url.search)}`;
      const fn = routes[state.day].get(key);
      if (fn) {
        out = fn();
        const old = state.day === 2 ? routes[1].get(key)?.() : null;
        out.lastModified = lastMod[state.day === 2 && !(old && String(old.body) === String(out.body)) ? 2 : 1];
      } else out = { status: 404, type: 'text/html; charset=utf-8', body: '<html><body><h1>404 Not Found</h1></body></html>' };
    }
    if (out.kind) entry.kind = entry.kind === 'page' ? out.kind : entry.kind;
    if (out.status === 301 || out.status === 302) return send(out.status, { location: out.location, 'content-type': 'text/html' }, `<a href="${out.location}">moved</a>`);
    const headers = { 'content-type': out.type };
    if (out.status === 200 && out.lastModified) {
      const etag = `"${hash(String(out.body)).toString(16)}-${String(out.body).length.toString(16)}"`;
      headers.etag = etag;
      headers['last-modified'] = out.lastModified;
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if ((inm && inm.split(/,\s*/).includes(etag)) || (!inm && ims && Date.parse(ims) >= Date.parse(out.lastModified))) {
        entry.notModified = true;
        return send(304, { etag, 'last-modified': out.lastModified }, undefined);
      }
    }
    return send(out.status, headers, out.body);
  }

  const server = http.createServer((req, res) => {
    let url;
    try {
      url = /^https?:\/\//i.test(req.url) ? new URL(req.url) : new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
    } catch { res.writeHead(400); return res.end('bad request'); }
    const host = url.hostname.toLowerCase();
    if (url.pathname === '/__truth') {
      const d = Number(url.searchParams.get('day')) || state.day;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify(truthFor({ seed, day: d })));
    }
    if (url.pathname === '/__log') {
      const log = state.log;
      const summary = { count: log.length, attachments: log.filter((e) => e.kind === 'attachment').length, disallowed: log.filter((e) => e.kind === 'disallowed').length,
        calendar: log.filter((e) => e.kind === 'calendar').length, gateway: log.filter((e) => e.kind === 'gateway').length,
        conditional: log.filter((e) => e.conditional).length, notModified: log.filter((e) => e.notModified).length, requests: log };
      if (url.searchParams.get('clear')) state.log = [];
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return res.end(JSON.stringify(summary));
    }
    if (url.pathname === '/__day') {
      const s = Number(url.searchParams.get('set'));
      if (s === 1 || s === 2) state.day = s;
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ day: state.day }));
    }
    const chunks = [];
    req.on('data', (c) => { if (chunks.length < 64) chunks.push(c); });
    req.on('end', () => {
      try { respond(req, res, host, url, Buffer.concat(chunks).toString('utf8')); }
      catch (e) { res.writeHead(500, { 'content-type': 'text/plain' }); res.end(String(e?.stack ?? e)); }
    });
  });
  return new Promise((resolveStart) => {
    server.listen(port, bind, () => resolveStart({ server, port: server.address().port, state, close: () => new Promise((r) => server.close(r)) }));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? process.argv[i + 1] : dflt; };
  const { port } = await startServer({ port: Number(arg('port', 8768)), bind: arg('bind', '127.0.0.1'), day: Number(arg('day', 1)), seed: Number(arg('seed', 1)) });
  const t = truthFor({ seed: Number(arg('seed', 1)), day: Number(arg('day', 1)) });
  console.log(`web4 on ${arg('bind', '127.0.0.1')}:${port}, day ${arg('day', 1)}, seed ${arg('seed', 1)}: ${t.counts.notices} notices (${t.counts.browserOnly} browser-only, ${t.counts.attachmentOnly} attachment-only), ${t.counts.newOnDay2} new on day 2`);
  console.log(`--resolve '*.edu.cn=127.0.0.1:${port}'  seeds: ${t.seeds.join(' ')}`);
}
