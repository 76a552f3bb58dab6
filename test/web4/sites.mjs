// test/web4: six made-up universities. Sealed until 2026-11-25, now seen (README.md).
// The sites and the truth only: each request's answer (routes per day, the gateway, the jQuery
// API, traps, redirects, validators and 304s) and what it counts; the HTTP server, control routes
// and stats are the test-web kit's (server.ts serves these with it).
import { DAY1, DAY2, hash, itemsOn } from './lib/model.mjs';
import { worldFor, truthFor as truthOf } from './lib/truth.mjs';
import { listPath, itemPath, pageCount, routeKey, PHPCMS_LIST } from './lib/urls.mjs';
import * as R from './lib/render.mjs';


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
      // A list page (each address its own page in the stats); a stream or procurement list holds notices, news never does.
      const tenders = list.role !== 'news';
      for (let k = 1; k <= P; k++) {
        const body = R.listPage(uni, list, day, k);
        const html = (b) => () => ({ status: 200, type: 'text/html; charset=utf-8', body: b, listPage: true, tenders });
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
      if (list.shape === 'webplus' && list.role !== 'proc') add(list.host, `/${list.dir}/${P}.htm`, () => ({ ...html(R.listPage(uni, list, day, 1))(), listPage: true, tenders }));
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

/** The web's own counters: attachments, /private/ pages, calendar pages, gateway answers, jQuery API answers, conditional requests, 304s. */
export const COUNTERS = ['attachments', 'disallowed', 'calendar', 'gateway', 'api', 'conditional', 'notModified'];

/** Each host's real list pages on `day`, keyed as their answers count them (`host|path?sorted query`). */
function listsOf(w, day) {
  const lists = {};
  for (const uni of w.unis) for (const list of [uni.stream, uni.news, ...uni.lists]) {
    const P = pageCount(list, itemsOn(list, day).length);
    const of = (lists[list.host] ??= { real: 0, news: 0, pages: [] });
    for (let k = 1; k <= P; k++) {
      const u = new URL(`http://${list.host}${listPath(list, k, P)}`);
      const tenders = list.role !== 'news';
      of.pages.push({ page: `${list.host}|${routeKey(u.pathname, u.search)}`, tenders, url: u.href });
      if (tenders) of.real++; else of.news++;
    }
  }
  return lists;
}

/**
 * The truth of `day` (lib/truth.mjs), with the kit's fields: each notice's `date` (its
 * `publishedAt`) and `urls` (its url and aliases); `lists` per host (a notice's `site` is its
 * host); `shapes`, each host's name for the scorer's rows (`cgzx.djlg`).
 */
export function truthFor({ seed = 1, day = 1 } = {}) {
  const t = truthOf({ seed, day });
  const w = worldFor(seed);
  const lists = listsOf(w, day);
  const shapes = Object.fromEntries(Object.keys(lists).map((h) => [h, h.replace(/\.edu\.cn$/, '')]));
  const kit = (n) => ({ ...n, date: n.publishedAt, urls: [n.url, ...n.aliases] });
  return { ...t, notices: t.notices.map(kit), newOnDay2: t.newOnDay2.map(kit), lists, shapes };
}

/**
 * The web of one seed: its sites (each host of a university, keyed by the host; every other host
 * answered 404 as `other`) and `handle`, each request's answer with what it counts.
 */
export function makeWeb({ seed = 1 } = {}) {
  const routes = { 1: buildRoutes(seed, 1), 2: buildRoutes(seed, 2) };
  const w = worldFor(seed);
  const token = gatewayToken(seed);
  const lastMod = { 1: new Date(`${DAY1}T08:00:00Z`).toUTCString(), 2: new Date(`${DAY2}T08:00:00Z`).toUTCString() };
  const nowhere = { key: 'other' };

  function handle(site, req, day) {
    const host = req.host;
    const url = req.url;
    const body = req.body;
    const count = [];
    if (req.headers['if-none-match'] || req.headers['if-modified-since']) count.push('conditional');
    const send = (status, headers, data, extra = {}) => {
      const { 'content-type': type, ...rest } = headers;
      // A 304 carries no Content-Type, which the kit's writer always sends: written here.
      if (!type) return { status, count, ...extra, write: (_req, res) => { res.writeHead(status, headers); res.end(req.method === 'HEAD' ? undefined : data); } };
      return { status, type, headers: rest, body: data, count, ...extra };
    };
    if (!site.uni) return send(404, { 'content-type': 'text/plain' }, 'unknown host');
    const uni = site.uni;
    const path = url.pathname;
    let kind = 'page';
    if (path.startsWith('/private/')) kind = 'disallowed';
    if (path.startsWith('/calendar/')) kind = 'calendar';
    // the gateway: no cookie, no page (robots.txt excepted); a browser runs the script and comes back
    const cookies = Object.fromEntries((req.headers.cookie ?? '').split(/;\s*/).filter(Boolean).map((c) => c.split('=').map((s) => s.trim())));
    if (uni.gateway && host === uni.procHost && path !== '/robots.txt' && cookies.gw_tk !== token) {
      count.push('gateway');
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
      out = list ? { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(R.apiPage(list, day, Math.max(1, Number(p.get('page')) || 1), Number(p.get('size')))), kind: 'api' }
        : { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify({ code: 404, msg: 'no such column' }) };
    } else if (path.startsWith('/calendar/')) {
      out = { status: 200, type: 'text/html; charset=utf-8', body: R.calendarPage(uni, host, url.searchParams.get('ym')) };
    } else if (path.startsWith('/private/')) {
      const m = /^\/private\/(\d+)\.html$/.exec(path);
      out = { status: 200, type: 'text/html; charset=utf-8', body: R.privatePage(uni, host, m ? m[1] : null) };
    } else {
      const key = `${host}|${routeKey(path, url.search)}`;
      const fn = routes[day].get(key);
      if (fn) {
        out = fn();
        const old = day === 2 ? routes[1].get(key)?.() : null;
        out.lastModified = lastMod[day === 2 && !(old && String(old.body) === String(out.body)) ? 2 : 1];
        if (out.listPage) out.listKey = key;
      } else out = { status: 404, type: 'text/html; charset=utf-8', body: '<html><body><h1>404 Not Found</h1></body></html>' };
    }
    if (out.kind && kind === 'page') kind = out.kind;
    if (kind !== 'page') count.push(kind === 'attachment' ? 'attachments' : kind);
    const list = out.listKey ? { list: out.listKey, tenders: out.tenders } : {};
    if (out.status === 301 || out.status === 302) return send(out.status, { location: out.location, 'content-type': 'text/html' }, `<a href="${out.location}">moved</a>`);
    const headers = { 'content-type': out.type };
    if (out.status === 200 && out.lastModified) {
      const etag = `"${hash(String(out.body)).toString(16)}-${String(out.body).length.toString(16)}"`;
      headers.etag = etag;
      headers['last-modified'] = out.lastModified;
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if ((inm && inm.split(/,\s*/).includes(etag)) || (!inm && ims && Date.parse(ims) >= Date.parse(out.lastModified))) {
        count.push('notModified');
        return send(304, { etag, 'last-modified': out.lastModified }, undefined, list);
      }
    }
    return send(out.status, headers, out.body, list);
  }

  return {
    world: w, handle,
    truth: (day = 1) => truthFor({ seed, day }),
    siteOf: (host) => { const uni = uniOfHost(w, host); return uni ? { key: host, uni } : nowhere; },
  };
}
