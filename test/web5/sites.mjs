// test/web5: a local web of seven made-up universities, written without sight of the crawler.
// The sites and the truth only: each request's answer (routes per day, the 412 gateway, ASP.NET
// postbacks, redirects, validators and 304s, GB2312, the Server header) and what it counts; the
// HTTP server, control routes and stats are the test-web kit's (server.ts serves these with it).
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { buildModel, truth as truthOf, itemsOn, pagesOf, OFFSITE_HOST } from './lib/model.mjs';
import { SHAPES, entryUrl } from './lib/shapes.mjs';
import {
  detailPage, homeMain, homeProc, guidePage, aboutPage, framesetPage, frameTop, frameMenu, gatewayChallenge,
  gatewayAnswer, GATEWAY_COOKIE, spaShell, spaScript, SPA_SCRIPT_PATH, fileResponse, offsitePage, encodeGbk,
} from './lib/pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULT_CORPUS = resolve(here, '..', '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl');
const HTTP_DATE = { 1: 'Tue, 24 Nov 2026 08:00:00 GMT', 2: 'Wed, 25 Nov 2026 08:00:00 GMT' };
/** Query parameters the sites ignore: cache-busters, and totals that pagers carry along. */
export const IGNORED_PARAMS = new Set(['_', 't', 'v', 'r', 'totalpage', 'totalnum']);
const FILE_PATH = /\.(pdf|docx?|xlsx?|zip|rar)$/i;

/** The truth without a server: same seed, same web. */
export function truthFor({ seed = 1, day = 1, corpusFile = DEFAULT_CORPUS } = {}) {
  return truth(buildModel({ seed, corpusFile }), day);
}

/** host + path + sorted query without ignored parameters: the key a route is found by. */
export function routeKey(host, rawPath) {
  const qi = rawPath.indexOf('?');
  const path = qi < 0 ? rawPath : rawPath.slice(0, qi);
  const params = [...new URLSearchParams(qi < 0 ? '' : rawPath.slice(qi + 1))].filter(([k]) => !IGNORED_PARAMS.has(k)).map(([k, v]) => `${k}=${v}`).sort();
  return `${host.toLowerCase()}${path}${params.length ? '?' + params.join('&') : ''}`;
}
const keyOfUrl = (u) => { const x = new URL(u); return routeKey(x.hostname, x.pathname + x.search); };

const html = (body, kind, extra = {}) => ({ status: 200, type: 'text/html', body, kind, ...extra });
const redirect = (status, location) => ({ status, type: 'text/html', headers: { Location: location }, body: `<html><body>${status === 301 ? 'Moved Permanently' : 'Found'}: <a href="${location}">${location}</a></body></html>`, kind: 'redirect' });
const notFound = () => ({ status: 404, type: 'text/html', body: '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1></body></html>', kind: 'other' });

/** Every route of one day: key → response (or a function of the request). */
function buildRoutes(model, day) {
  const routes = new Map();
  const posts = new Map();
  routes.posts = posts;
  const put = (host, path, r) => routes.set(routeKey(host, path), r);
  const itemHref = (l, it) => (it.file ? SHAPES[l.shape].fileUrl(l, it) : SHAPES[l.shape].detailUrl(l, it));
  for (const uni of model.unis) {
    const www = `www.${uni.domain}`;
    const home = html(homeMain(uni, day, itemsOn, (l, it) => itemHref(l, it)), 'home');
    put(www, '/', uni.key === 'jpnu' ? redirect(302, '/main.htm') : home);
    for (const p of ['/index.htm', '/index.html', '/main.htm', '/index.asp', '/index.do']) put(www, p, home);
    put(www, '/xxgk/', html(aboutPage(uni), 'other'));
    const ph = uni.procHome;
    if (ph.chain) {
      let from = ph.host === 'www' ? `http://${www}${ph.path}` : `http://${ph.host}.${uni.domain}${ph.path}`;
      for (const [status, to] of ph.chain) { routes.set(keyOfUrl(from), redirect(status, to)); from = new URL(to, from).href; }
    }
    for (const sub of new Set(uni.lists.filter((l) => l.kind === 'proc' && l.host !== 'www').map((l) => l.host))) {
      const host = `${sub}.${uni.domain}`;
      const lists = uni.lists.filter((l) => l.host === sub);
      if (lists[0].shape === 'react-spa') {
        put(host, '/', html(spaShell(uni), 'shell'));
        for (const l of lists) put(host, entryUrl(l), html(spaShell(uni), 'shell'));
        put(host, SPA_SCRIPT_PATH, { status: 200, type: 'application/javascript; charset=utf-8', body: spaScript(uni, lists.map((l) => [l.col, l.name, l.per])), kind: 'asset' });
        continue;
      }
      if (ph.chain) continue; // its root only redirects
      const ph2 = html(homeProc(uni, host, day, itemsOn, itemHref), 'home');
      if (ph.host === sub && ph.path !== '/') { put(host, '/', redirect(302, ph.path)); put(host, ph.path, ph2); } else for (const p of ['/', '/index.htm', '/index.html', '/index.asp']) put(host, p, ph2);
      put(host, '/bszn/index.htm', html(guidePage(uni, host), 'other'));
    }
    for (const list of uni.lists) {
      const host = list.hostName;
      const shape = SHAPES[list.shape];
      const pages = pagesOf(list, day);
      const total = pages.length;
      const count = itemsOn(list, day).length;
      pages.forEach((rows, i) => {
        const n = i + 1;
        const ctx = { uni, list, rows, n, total, count, day };
        const r = list.shape === 'react-spa'
          ? { status: 200, type: 'application/json; charset=utf-8', body: shape.json(ctx), kind: 'list' }
          : html(shape.render(ctx), 'list');
        r.tenders = list.kind !== 'news'; // a stream or procurement list holds notices; news never does
        if (list.shape === 'aspnet') posts.set(`${routeKey(host, shape.listPageUrl(list, 1))}#${n}`, r);
        if (list.shape !== 'aspnet' || n === 1) put(host, shape.listPageUrl(list, n, total, count), r);
        if (n === 1) for (const a of shape.page1Aliases?.(list) || []) put(host, a, r);
      });
      if (list.shape === 'sudy-iframe') put(host, shape.shellUrl(list), html(shape.shell({ uni, list }), 'shell'));
      if (list.opts.frameset) {
        put(host, `/${list.dir}/index.jsp`, html(framesetPage(uni, list), 'shell'));
        put(host, `/${list.dir}/top.jsp`, html(frameTop(uni), 'other'));
        put(host, `/${list.dir}/menu.jsp`, html(frameMenu(uni, list), 'other'));
      }
      for (const it of itemsOn(list, day)) {
        if (it.file) put(host, shape.fileUrl(list, it), { ...fileResponse(it.file), kind: 'file' });
        else put(host, shape.detailUrl(list, it), html(detailPage(uni, list, it), 'detail'));
      }
    }
  }
  return routes;
}

/** Each university's real list pages on `day`, keyed as their answers count them (a postback page `…#n`). */
function listsOf(uni, day) {
  const pages = uni.lists.flatMap((list) => {
    const shape = SHAPES[list.shape];
    const all = pagesOf(list, day);
    const count = itemsOn(list, day).length;
    return all.map((_, i) => {
      const path = shape.listPageUrl(list, i + 1, all.length, count);
      const url = /^https?:/.test(path) ? path : `http://${list.hostName}${path}`;
      const page = list.shape === 'aspnet' && i > 0 ? `${routeKey(list.hostName, shape.listPageUrl(list, 1))}#${i + 1}` : keyOfUrl(url);
      return { page, tenders: list.kind !== 'news', url };
    });
  });
  return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
}

/** The truth of `day`, with the kit's fields: each notice's `site` its university's domain and `urls` its URL and aliases; `lists`; `shapes` (the university's key). */
export function truth(model, day = 1) {
  const t = truthOf(model, day);
  const domain = Object.fromEntries(model.unis.map((u) => [u.key, u.domain]));
  return {
    ...t,
    notices: t.notices.map((n) => ({ ...n, site: domain[n.site], urls: [n.url, ...n.aliases] })),
    lists: Object.fromEntries(model.unis.map((u) => [u.domain, listsOf(u, day)])),
    shapes: Object.fromEntries(model.unis.map((u) => [u.domain, u.key])),
  };
}

/** The web's own counters: each kind of answer but lists (the kit counts those), 304s, file downloads. */
export const COUNTERS = ['home', 'shell', 'detail', 'file', 'gateway', 'redirect', 'offsite', 'asset', 'robots', 'other', 'notModified', 'fileDownloads'];

const domainOf = (host) => host.split('.').slice(-3).join('.');
const etagOf = (s) => '"' + createHash('sha1').update(s).digest('hex').slice(0, 16) + '"';

/**
 * The web of one seed: its sites (one a university, keyed by its domain; the off-site host; every
 * other host answered 404 as `other`), its truth in the kit's terms, and `handle`, each request's
 * answer with what it counts. `reset` restarts the cache-buster counter (as `/__reset` did).
 */
export function makeWeb({ seed = 1, corpusFile = DEFAULT_CORPUS } = {}) {
  const model = buildModel({ seed, corpusFile });
  const routes = { 1: buildRoutes(model, 1), 2: buildRoutes(model, 2) };
  const unis = new Map(model.unis.map((u) => [u.domain, u]));
  const state = { counter: 0 };
  const sites = new Map(model.unis.map((u) => [u.domain, { key: u.domain, uni: u }]));
  const offsite = { key: domainOf(OFFSITE_HOST), offsite: true };
  const nowhere = { key: 'other' };

  /** An ASP.NET postback: the page its __EVENTARGUMENT asks for, or the 500 a foreign view state gets. */
  function postback(host, rawPath, body, d) {
    const domain = host.split('.').slice(-3).join('.');
    const list = unis.get(domain)?.lists.find((l) => l.shape === 'aspnet' && l.hostName === host && routeKey(host, rawPath) === routeKey(host, SHAPES.aspnet.listPageUrl(l, 1)));
    if (!list) return { status: 405, type: 'text/plain', body: 'Method Not Allowed', kind: 'other' };
    const form = new URLSearchParams(body);
    const want = SHAPES.aspnet.pageOf(list, form);
    if (!want) return { status: 500, type: 'text/html', body: '<html><body><h2>“/”应用程序中的服务器错误。</h2><p>验证视图状态 MAC 失败。</p></body></html>', kind: 'other' };
    const total = pagesOf(list, d).length;
    const cur = Number(Buffer.from(form.get('__VIEWSTATE'), 'base64').toString().split('|')[1]) || 1;
    const n = { Next: cur + 1, Prev: cur - 1, First: 1, Last: total }[want] ?? Number(want);
    const listKey = `${routeKey(host, rawPath)}#${Math.min(Math.max(n, 1), total)}`;
    const r = routes[d].posts.get(listKey);
    return r ? { ...r, listKey } : notFound();
  }

  function dispatch(host, rawPath, cookies, d) {
    if (host === OFFSITE_HOST) return html(offsitePage(rawPath), 'offsite');
    const domain = host.split('.').slice(-3).join('.');
    const uni = unis.get(domain);
    if (!uni) return notFound();
    const sub = host.slice(0, -domain.length - 1);
    if (uni.lists.some((l) => l.gateway && l.host === sub) && cookies[GATEWAY_COOKIE] !== gatewayAnswer(host)) {
      return { status: 412, type: 'text/html', body: gatewayChallenge(host), kind: 'gateway' };
    }
    const path = rawPath.split('?')[0];
    if (path === '/robots.txt') return { status: 200, type: 'text/plain', body: 'User-agent: *\nDisallow: /admin/\n', kind: 'robots' };
    const r = routes[d].get(routeKey(host, rawPath));
    if (r) return r;
    const spa = uni.lists.find((l) => l.host === sub && l.shape === 'react-spa');
    if (spa && path.startsWith('/list/')) return routes[d].get(routeKey(host, '/'));
    if (/\.(css|js)$/.test(path)) return { status: 200, type: path.endsWith('.css') ? 'text/css' : 'application/javascript', body: '/* */\n', kind: 'asset' };
    if (/\.(gif|png|jpe?g)$/.test(path)) return { status: 200, type: 'image/gif', body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'), kind: 'asset' };
    if (/^\/uploads\/\d{4}\/\d+_\d\.docx$/.test(path)) return { ...fileResponse('docx'), kind: 'file' };
    return notFound();
  }

  /** The answer to one request on `day`, as the kit takes it: status, body bytes, headers, and what it counts. */
  function handle(_site, req, day) {
    const host = req.host;
    // The target as sent (an absolute-form request line by its path).
    const rawPath = req.rawUrl.startsWith('/') ? req.rawUrl : `${req.url.pathname}${req.url.search}`;
    const cookies = Object.fromEntries((req.headers.cookie || '').split(/;\s*/).filter(Boolean).map((c) => [c.split('=')[0], c.slice(c.indexOf('=') + 1)]));
    let r;
    if (req.method === 'POST') r = postback(host, rawPath, req.body, day);
    else if (!['GET', 'HEAD'].includes(req.method)) r = { status: 405, type: 'text/plain', body: 'Method Not Allowed', kind: 'other' };
    else {
      try { r = dispatch(host, rawPath, cookies, day); } catch (e) { console.error(e); r = { status: 500, type: 'text/plain', body: 'Internal Server Error', kind: 'other' }; }
    }
    const uni = unis.get(host.split('.').slice(-3).join('.'));
    const gbk = uni?.charset && r.type === 'text/html';
    const headers = { 'Content-Type': r.type === 'text/html' ? `text/html; charset=${gbk ? 'gb2312' : 'utf-8'}` : r.type, ...(r.headers || {}) };
    headers.Server = r.kind === 'gateway' ? 'WZWS/1.1' : uni?.charset ? 'Microsoft-IIS/6.0' : 'nginx';
    let status = r.status;
    const path = rawPath.split('?')[0];
    const validators = req.method !== 'POST' && status === 200 && typeof r.body === 'string' && r.kind !== 'gateway' && !/\.(do|jsp|asp|php)$/.test(path) && !path.startsWith('/api/');
    if (validators) {
      const etag = etagOf(r.body);
      let lm = HTTP_DATE[1];
      if (day === 2) { const old = dispatch(host, rawPath, cookies, 1); if (!(old.status === 200 && typeof old.body === 'string' && etagOf(old.body) === etag)) lm = HTTP_DATE[2]; }
      headers.ETag = etag;
      headers['Last-Modified'] = lm;
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if (inm ? inm.split(',').map((s) => s.trim().replace(/^W\//, '')).includes(etag) : ims && Date.parse(lm) <= Date.parse(ims)) status = 304;
    }
    let body = r.body;
    if (typeof body === 'string') body = body.replaceAll('__CB__', () => String(1764000000000 + (state.counter += 7919) % 99991));
    const buf = status === 304 ? Buffer.alloc(0) : Buffer.isBuffer(body) ? body : gbk ? encodeGbk(body) : Buffer.from(body || '', 'utf8');
    if (status === 304) delete headers['Content-Type']; else headers['Content-Length'] = buf.length;
    const kind = r.kind || 'other';
    const count = [...(kind === 'list' ? [] : [kind]), ...(status === 304 ? ['notModified'] : []), ...(kind === 'file' || FILE_PATH.test(path) ? ['fileDownloads'] : [])];
    const list = kind === 'list' ? { list: r.listKey || routeKey(host, rawPath), tenders: r.tenders } : {};
    const { 'Content-Type': type, ...rest } = headers;
    const out = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)]));
    // A 304 carries no Content-Type, which the kit's writer always sends: written here.
    if (status === 304) return { status, count, ...list, write: (_req, res) => { res.writeHead(304, out); res.end(); } };
    return { status, body: buf, type, headers: out, count, ...list };
  }

  return {
    model, truth: (day = 1) => truth(model, day), handle,
    siteOf: (host) => (host === OFFSITE_HOST ? offsite : sites.get(domainOf(host)) ?? nowhere),
    reset: () => { state.counter = 0; },
  };
}
