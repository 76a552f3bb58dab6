#!/usr/bin/env node
// test/web3: a local web of eight made-up universities, written without sight of the crawler.
// Usage: node test/web3/server.mjs [--port 8767] [--day 1|2] [--seed 1] [--bind 127.0.0.1]
//        [--fixtures DIR] [--corpus FILE]
// One port serves every host by its Host header (absolute-form request lines too).
import http from 'node:http';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { buildModel, truth as truthOf, OFFSITE_HOST, registrable } from './lib/model.mjs';
import { buildRoutes, SPA_APP } from './lib/shapes.mjs';
import { homeMain, homeProc, detailPage, attachmentFile, robots, privatePage, calendarPage, neverFinishesPage, challenge, challengeAnswer, offsitePage, chrome, token } from './lib/pages.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const DEFAULTS = {
  fixturesDir: join(here, '..', 'fixtures', 'classify'),
  corpusFile: resolve(here, '..', '..', '..', 'shared', 'corpus', 'titles', 'fzu-dev-reviewed.jsonl'),
};
const DAY1_HTTP = 'Mon, 23 Nov 2026 08:00:00 GMT';
const DAY2_HTTP = 'Tue, 24 Nov 2026 08:00:00 GMT';
const CACHE_PARAMS = new Set(['t', '_', 'v']);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const ATTACHMENT = /\/uploads\/\d{4}\/|\/_content\/download\.jsp|\/files\/\d{6}\/\d+\.\w+$/;

/** The truth without a server: same seed, same web. */
export function truthFor({ seed = 1, day = 1, fixturesDir = DEFAULTS.fixturesDir, corpusFile = DEFAULTS.corpusFile } = {}) {
  return truthOf(buildModel({ seed, fixturesDir, corpusFile }), day);
}

/** Path and query with session ids and cache-busting parameters taken out. */
export function canonical(rawPath) {
  const qi = rawPath.indexOf('?');
  const path = (qi < 0 ? rawPath : rawPath.slice(0, qi)).replace(/;jsessionid=[^/?]*/i, '');
  const rest = (qi < 0 ? '' : rawPath.slice(qi + 1)).split('&').filter((kv) => kv && !CACHE_PARAMS.has(kv.split('=')[0]));
  return { path, query: rest.join('&'), key: path + (rest.length ? '?' + rest.join('&') : '') };
}

const page = (body, extra = {}) => ({ status: 200, type: 'text/html; charset=utf-8', body, ...extra });
const redirect = (status, location) => ({ status, type: 'text/html; charset=utf-8', headers: { Location: location }, body: `<html><body><a href="${location}">${status === 301 ? 'Moved Permanently' : 'Found'}</a></body></html>` });
const notFound = () => ({ status: 404, type: 'text/html; charset=utf-8', body: '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1></body></html>' });

export function startServer({ port = 8767, bind = '127.0.0.1', day = 1, seed = 1, fixturesDir = DEFAULTS.fixturesDir, corpusFile = DEFAULTS.corpusFile } = {}) {
  if (![1, 2].includes(day)) throw new Error('--day must be 1 or 2');
  const model = buildModel({ seed, fixturesDir, corpusFile });
  const routes = { 1: buildRoutes(model, 1), 2: buildRoutes(model, 2) };
  const state = { day, log: [] };
  const unis = new Map(model.unis.map((u) => [u.domain, u]));
  const redirects = new Map();
  for (const u of model.unis) {
    const chain = u.procLink?.chain;
    if (!chain) continue;
    let from = u.procLink.href.startsWith('/') ? `http://www.${u.domain}${u.procLink.href}` : u.procLink.href;
    for (const [status, to] of chain) { redirects.set(from, [status, to]); from = to; }
  }

  function dispatch(hostName, rawPath, ctx, d) {
    if (hostName === OFFSITE_HOST) return page(offsitePage(rawPath), { kind: 'offsite' });
    const r = redirects.get(`http://${hostName}${rawPath}`);
    if (r) return redirect(r[0], r[1]);
    const uni = unis.get(registrable(hostName));
    if (!uni) return notFound();
    const sub = hostName.slice(0, -uni.domain.length - 1);
    // A gateway that never lets anyone through: the cookie it sets is not the one it checks.
    if (sub === uni.deadGateway) return { status: 412, type: 'text/html; charset=utf-8', body: challenge(`${hostName}#${seed}`, 'wzws_sid'), kind: 'gateway' };
    if (sub === uni.gateway) {
      const nonce = `${hostName}#${seed}`;
      if (ctx.cookies.wzws_cid !== challengeAnswer(nonce)) return { status: 412, type: 'text/html; charset=utf-8', body: challenge(nonce, 'wzws_cid'), kind: 'gateway' };
    }
    const table = routes[d].get(hostName);
    if (!table) return notFound();
    const role = sub === 'www' ? 'main' : 'proc';
    const { path, query, key } = canonical(rawPath);
    if (path === '/robots.txt') return robots(role);
    if (/^\/(private|admin)\//.test(path)) return page(privatePage(uni, hostName, path), { kind: 'disallowed' });
    if (/^\/static\/js\/app\.\w+\.js$/.test(path)) return { status: 200, type: 'application/javascript', body: SPA_APP, validators: true };
    if (/\.(css|js)$/.test(path)) return { status: 200, type: path.endsWith('.css') ? 'text/css' : 'application/javascript', body: '/* */\n', validators: true };
    if (/\.(gif|png|jpg)$/.test(path)) return { status: 200, type: 'image/gif', body: GIF };
    if (ATTACHMENT.test(path)) {
      const ext = (path.match(/\.(\w+)$/) || [])[1] || 'pdf';
      return { ...attachmentFile(ext === 'jsp' ? 'pdf' : ext), kind: 'attachment' };
    }
    const procLists = uni.lists.filter((l) => l.host === hostName && l.kind === 'proc');
    if (role === 'main' && ['/', '/index.htm', '/index.html'].includes(path)) return page(homeMain(uni, d), { validators: true });
    if (role === 'proc') {
      const shape = procLists[0]?.shape;
      if (path === '/' && shape === 'hanweb') return redirect(302, `http://${hostName}/col/col2000/index.html`);
      if ((shape === 'hanweb' && path === '/col/col2000/index.html') || ['/', '/index.htm', '/index.html', '/Default.aspx', '/index.jsp'].includes(path)) return page(homeProc(uni, hostName, d), { validators: true });
    }
    if (role === 'main' && procLists.length && path === '/zbcg/index.do') return page(homeProc(uni, hostName, d));
    if (uni.calendar && path === '/calendar/index.htm') return page(calendarPage(uni, hostName, new URLSearchParams(query)), { kind: 'calendar' });
    if (uni.neverFinishes && path === '/sjjc/index.htm') return page(neverFinishesPage(uni, hostName));
    if (uni.neverFinishes && path === '/sjjc/poll') return { status: 200, type: 'application/json', body: JSON.stringify({ value: (Date.now() % 1000) / 10 }) };
    if (path.startsWith('/xxgk/')) return page(chrome(uni, hostName, { title: '学校概况', body: `<h1>学校概况</h1><p>${uni.name}是一所多科性大学。</p>` }), { validators: true });
    const exact = table.exact.get(key);
    if (exact) return exact(ctx);
    const dyn = table.dynamic.get(path);
    if (dyn) { const out = dyn(ctx); if (out) return out; }
    const item = table.items?.get(key);
    if (item) return page(detailPage(hostName, item), { validators: !/\.(do|jsp|aspx)$/.test(path) });
    return notFound();
  }

  const normalise = (s) => s.replace(/;jsessionid=\w+/g, '').replace(/([?&])(t|_|v)=[0-9a-z]+/g, '$1').replace(/name="v" value="\w+"/g, '');
  const etagOf = (s) => '"' + createHash('sha1').update(normalise(s)).digest('hex').slice(0, 16) + '"';

  function respond(req, res, body) {
    let hostName = (req.headers.host || '').toLowerCase().replace(/:\d+$/, '');
    let rawPath = req.url || '/';
    const abs = rawPath.match(/^https?:\/\/([^/?#]+)(.*)$/i);
    if (abs) { hostName = abs[1].toLowerCase().replace(/:\d+$/, ''); rawPath = abs[2] || '/'; }
    if (!rawPath.startsWith('/')) rawPath = '/' + rawPath;
    const ctl = rawPath.split('?')[0];
    const q = new URLSearchParams(rawPath.split('?')[1] || '');
    const json = (o) => { res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }); res.end(JSON.stringify(o)); };
    if (ctl === '/__truth') return json(truthOf(model, Number(q.get('day')) || state.day));
    if (ctl === '/__day') { if (q.get('set') === '1' || q.get('set') === '2') state.day = Number(q.get('set')); return json({ day: state.day }); }
    if (ctl === '/__log') {
      const out = summary();
      if (q.get('clear') === '1') state.log = [];
      return json(out);
    }
    const cookies = Object.fromEntries((req.headers.cookie || '').split(/;\s*/).filter(Boolean).map((c) => [c.split('=')[0], c.slice(c.indexOf('=') + 1)]));
    const ctx = { method: req.method, body, cookies, rawQuery: canonical(rawPath).query };
    const needsSession = /\.do$/.test(canonical(rawPath).path) && !cookies.JSESSIONID;
    if (needsSession) ctx.sessionId = token(24).toUpperCase();
    let r;
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) r = { status: 405, type: 'text/plain', body: 'Method Not Allowed' };
    else {
      try { r = dispatch(hostName, rawPath, ctx, state.day); } catch (e) { console.error(e); r = { status: 500, type: 'text/plain', body: 'Internal Server Error' }; }
    }
    const headers = { 'Content-Type': r.type, ...(r.headers || {}) };
    if (needsSession && r.status === 200) headers['Set-Cookie'] = `JSESSIONID=${ctx.sessionId}; Path=/; HttpOnly`;
    if (registrable(hostName) === 'xcgy.edu.cn' && !hostName.startsWith('www.')) { headers.Server = 'Microsoft-IIS/8.5'; headers['X-Powered-By'] = 'ASP.NET'; } else headers.Server = r.kind === 'gateway' ? 'WZWS' : 'nginx';
    let status = r.status;
    if (status === 200 && r.validators && typeof r.body === 'string' && req.method !== 'POST') {
      const etag = etagOf(r.body);
      let lm = DAY1_HTTP;
      if (state.day === 2) {
        const old = dispatch(hostName, rawPath, { ...ctx, sessionId: undefined }, 1);
        if (!(old.status === 200 && typeof old.body === 'string' && etagOf(old.body) === etag)) lm = DAY2_HTTP;
      }
      headers.ETag = etag;
      headers['Last-Modified'] = lm;
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if (inm) { if (inm.split(',').map((s) => s.trim().replace(/^W\//, '')).includes(etag)) status = 304; }
      else if (ims && Date.parse(lm) <= Date.parse(ims)) status = 304;
    }
    const buf = status === 304 ? Buffer.alloc(0) : Buffer.isBuffer(r.body) ? r.body : Buffer.from(r.body || '', 'utf8');
    if (status === 304) delete headers['Content-Type']; else headers['Content-Length'] = buf.length;
    const kind = r.kind || (ATTACHMENT.test(canonical(rawPath).path) ? 'attachment' : 'page');
    const conditional = Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']);
    state.log.push({ t: new Date().toISOString(), method: req.method, host: hostName, path: rawPath, status, kind, conditional });
    if (state.log.length > 200000) state.log.splice(0, 50000);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : buf);
  }

  function summary() {
    const by = (k) => state.log.filter((e) => e.kind === k);
    return { count: state.log.length, attachments: by('attachment').length, disallowed: by('disallowed').length, offsite: by('offsite').length, calendar: by('calendar').length, gateway412: state.log.filter((e) => e.status === 412).length, conditional: state.log.filter((e) => e.conditional).length, notModified: state.log.filter((e) => e.status === 304).length, requests: state.log };
  }

  const server = http.createServer((req, res) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => { size += c.length; if (size <= 1 << 20) chunks.push(c); });
    req.on('end', () => respond(req, res, size > 1 << 20 ? '' : Buffer.concat(chunks).toString('utf8')));
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, bind, () => {
      resolveStart({
        server, model, port: server.address().port,
        truth: (d = state.day) => truthOf(model, d),
        setDay: (d) => { state.day = d; },
        log: summary,
        clearLog: () => { state.log = []; },
        close: () => new Promise((ok) => { server.closeAllConnections?.(); server.close(() => ok()); }),
      });
    });
  });
}

function parseArgs(argv) {
  const o = { port: 8767, day: 1, seed: 1, bind: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (k === 'fixtures') o.fixturesDir = argv[++i];
    else if (k === 'corpus') o.corpusFile = argv[++i];
    else if (k in o) o[k] = k === 'bind' ? argv[++i] : Number(argv[++i]);
    else throw new Error(`unknown option ${argv[i]}`);
  }
  return o;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const opts = parseArgs(process.argv.slice(2));
  const s = await startServer(opts);
  const t = s.truth();
  console.log(`web3 listening on http://${opts.bind}:${s.port}  day=${opts.day} seed=${opts.seed}  titles: fixtures${t.titlesFromCorpus ? ' + ../shared/corpus reviewed titles' : ' only (../shared/corpus absent)'}`);
  console.log(`resolve: '*.edu.cn=${opts.bind}:${s.port}'`);
  console.log(`seeds: ${t.seeds.join(' ')}`);
  console.log(`notices: ${t.counts.notices} (day ${opts.day}), new on day 2: ${t.counts.newOnDay2}, browser-only: ${t.counts.browserOnly}, attachment-only: ${t.counts.attachmentOnly}`);
}
