#!/usr/bin/env node
// test/web5: a sealed local web of seven made-up universities, written without sight of the crawler.
// Usage: node test/web5/server.mjs [--port 8795] [--day 1|2] [--seed 1] [--bind 127.0.0.1] [--corpus FILE]
// One port serves every host by its Host header (absolute-form request lines too).
import http from 'node:http';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { buildModel, truth as truthOf, itemsOn, pagesOf, OFFSITE_HOST, DAY_DATES } from './lib/model.mjs';
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
  return truthOf(buildModel({ seed, corpusFile }), day);
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

export function startServer({ port = 8795, bind = '127.0.0.1', day = 1, seed = 1, corpusFile = DEFAULT_CORPUS } = {}) {
  if (![1, 2].includes(Number(day))) throw new Error('--day must be 1 or 2');
  const model = buildModel({ seed, corpusFile });
  const routes = { 1: buildRoutes(model, 1), 2: buildRoutes(model, 2) };
  const unis = new Map(model.unis.map((u) => [u.domain, u]));
  const state = { day: Number(day), startDay: Number(day), stats: { 1: newStats(), 2: newStats() }, counter: 0 };

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

  function respond(req, res, reqBody) {
    let host = (req.headers.host || '').toLowerCase().replace(/:\d+$/, '');
    let rawPath = req.url || '/';
    const absForm = rawPath.match(/^https?:\/\/([^/?#]+)(.*)$/i);
    if (absForm) { host = absForm[1].toLowerCase().replace(/:\d+$/, ''); rawPath = absForm[2] || '/'; }
    const ctl = rawPath.split('?')[0];
    const q = new URLSearchParams(rawPath.split('?')[1] || '');
    const json = (o) => { res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }); res.end(JSON.stringify(o)); };
    if (ctl === '/__truth') return json(truthOf(model, Number(q.get('day')) || state.day));
    if (ctl === '/__day') { if (['1', '2'].includes(q.get('set'))) state.day = Number(q.get('set')); return json({ day: state.day }); }
    if (ctl === '/__stats') return json(stats());
    if (ctl === '/__reset') { state.stats = { 1: newStats(), 2: newStats() }; state.counter = 0; return json({ day: state.day, reset: true }); }
    const cookies = Object.fromEntries((req.headers.cookie || '').split(/;\s*/).filter(Boolean).map((c) => [c.split('=')[0], c.slice(c.indexOf('=') + 1)]));
    let r;
    if (req.method === 'POST') r = postback(host, rawPath, reqBody, state.day);
    else if (!['GET', 'HEAD'].includes(req.method)) r = { status: 405, type: 'text/plain', body: 'Method Not Allowed', kind: 'other' };
    else {
      try { r = dispatch(host, rawPath, cookies, state.day); } catch (e) { console.error(e); r = { status: 500, type: 'text/plain', body: 'Internal Server Error', kind: 'other' }; }
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
      if (state.day === 2) { const old = dispatch(host, rawPath, cookies, 1); if (!(old.status === 200 && typeof old.body === 'string' && etagOf(old.body) === etag)) lm = HTTP_DATE[2]; }
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
    record(host, rawPath, r.kind || 'other', status, r.listKey);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : buf);
  }

  function newStats() { return { requests: 0, byKind: {}, byHost: {}, listPages: new Map(), files: [], offsite: [], notModified: 0 }; }
  function record(host, rawPath, kind, status, listKey) {
    const s = state.stats[state.day];
    s.requests++;
    s.byKind[kind] = (s.byKind[kind] || 0) + 1;
    s.byHost[host] ||= {};
    s.byHost[host][kind] = (s.byHost[host][kind] || 0) + 1;
    if (status === 304) s.notModified++;
    if (kind === 'list') { const k = listKey || routeKey(host, rawPath); s.listPages.set(k, (s.listPages.get(k) || 0) + 1); (s.listAsks ??= new Map()).set(k, [...(s.listAsks.get(k) ?? []), rawPath]); }
    if (kind === 'file' || FILE_PATH.test(rawPath.split('?')[0])) s.files.push(`http://${host}${rawPath}`);
    if (kind === 'offsite') s.offsite.push(`http://${host}${rawPath}`);
  }
  /** Requests seen on each day since start or /__reset, by kind and host; list pages against the real ones. */
  function stats() {
    const one = (d) => {
      const s = state.stats[d];
      return {
        requests: s.requests, byKind: s.byKind, byHost: s.byHost, notModified: s.notModified,
        listPageFetches: [...s.listPages.values()].reduce((a, b) => a + b, 0), distinctListPages: s.listPages.size,
        askedTwice: Object.fromEntries([...s.listPages].filter(([, n]) => n > 1).map(([k]) => [k, s.listAsks?.get(k)])),
        realListPages: truthOf(model, d).listPages.length, fileDownloads: s.files.length, files: s.files.slice(0, 50), offsite: s.offsite.length,
      };
    };
    const d1 = one(1);
    const d2 = one(2);
    return { day: state.day, requests: d1.requests + d2.requests, fileDownloads: d1.fileDownloads + d2.fileDownloads, days: { 1: d1, 2: d2 } };
  }
  const etagOf = (s) => '"' + createHash('sha1').update(s).digest('hex').slice(0, 16) + '"';

  const server = http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => { size += c.length; if (size <= 1 << 20) chunks.push(c); });
    req.on('end', () => respond(req, res, size > 1 << 20 ? '' : Buffer.concat(chunks).toString('utf8')));
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, bind, () => ok({
      server, model, port: server.address().port,
      truth: (d = state.day) => truthOf(model, d),
      setDay: (d) => { state.day = d; },
      stats,
      close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }),
    }));
  });
}

function parseArgs(argv) {
  const o = { port: 8795, day: 1, seed: 1, bind: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (k === 'corpus') o.corpusFile = argv[++i];
    else if (k in o) o[k] = k === 'bind' ? argv[++i] : Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const s = await startServer(opts);
  const t = s.truth();
  console.log(`web5 listening on http://${opts.bind}:${s.port}  day=${opts.day} (${DAY_DATES[opts.day]}) seed=${opts.seed}  news titles: ${t.titlesFromCorpus ? 'own + ../shared/corpus (read in place)' : 'own only (../shared/corpus absent)'}`);
  console.log(`resolve: '*.edu.cn=${opts.bind}:${s.port}'`);
  console.log(`seeds: ${t.seeds.map((u) => `--seed ${u}`).join(' ')}`);
  console.log(`notices: ${t.counts.notices} on day ${opts.day}; new on day 2: ${truthFor({ seed: opts.seed, day: 2, corpusFile: opts.corpusFile }).counts.newOnDay2}; browser-only: ${t.counts.browserOnly}; file-only: ${t.counts.files}; list pages: ${t.counts.listPages}`);
}
