// test/web3's eight made-up universities, written without sight of the crawler: what each host
// answers (gateways, redirects, sessions, validators and 304s included) and the truth of a day.
// The HTTP server, the control routes and the request counts are test/kit's (server.ts composes them);
// an answer names what the old /__log counted (COUNTERS) and, for a list page, its `column:k`.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join, resolve } from 'node:path';
import { buildModel, itemsOn, truth as truthOf, OFFSITE_HOST, registrable } from './lib/model.mjs';
import { buildRoutes, holdsNotices, pagesOf, HANWEB_GROUP, SPA_APP } from './lib/shapes.mjs';
import { homeMain, homeProc, detailPage, attachmentFile, robots, privatePage, calendarPage, neverFinishesPage, challenge, challengeAnswer, offsitePage, chrome, listUrl, token } from './lib/pages.mjs';

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

/** What the old /__log counted, now the web's counters in the kit's /__stats (per day and site). */
export const COUNTERS = ['attachments', 'disallowed', 'offsite', 'calendar', 'gateway412', 'conditional', 'notModified'];
const COUNTER_OF_KIND = { attachment: 'attachments', disallowed: 'disallowed', offsite: 'offsite', calendar: 'calendar' };

/** A list page's address: the first page as the column links it, the later ones as its pager asks. */
function pageUrl(list, p, P) {
  const at = (path) => `http://${list.host}${path}`;
  if (p === 1 && list.shape !== 'spa') return at(listUrl(list));
  switch (list.shape) {
    case 'webplus': case 'webplus-base': return at(`/${list.col}/${P - p + 1}.htm`);
    case 'sudy': return at(`/${list.col}/list${p}.htm`);
    case 'iframe': return at(`/${list.col}/frame/list${p}.htm`);
    case 'frameset': return at(`/${list.col}/main/list${p}.htm`);
    case 'hanweb': return at(`/module/web/jpage/dataproxy.jsp?startrecord=${(p - 1) * HANWEB_GROUP + 1}&endrecord=${p * HANWEB_GROUP}&perpage=15&columnid=${list.cid}`);
    case 'aspnet': return at(`/${list.col}/List.aspx#Page$${p}`); // a POST back with __EVENTARGUMENT=Page$p
    case 'spa': return at(`/api/list?cat=${list.col}&page=${p}`);
    case 'portal': return at(`/${list.col}/index_${p - 1}.htm`);
    case 'turnpage': return at(`/${list.col}/list.do?pageNo=${p}`);
    case 'jspager': return at(`/list.jsp?cid=${list.cid}&page=${p}`);
    default: throw new Error('unknown shape ' + list.shape);
  }
}

/** Each university's list pages on `day` (Hanweb's by record group): `real` those with a notice among their rows. */
function listsOf(model, day) {
  return Object.fromEntries(model.unis.map((uni) => {
    const pages = uni.lists.flatMap((list) => {
      const items = itemsOn(list, day);
      const groups = list.shape === 'hanweb' ? Array.from({ length: Math.max(1, Math.ceil(items.length / HANWEB_GROUP)) }, (_, g) => items.slice(g * HANWEB_GROUP, (g + 1) * HANWEB_GROUP)) : pagesOf(list, day);
      return groups.map((rows, i) => ({ page: `${list.col}:${i + 1}`, tenders: holdsNotices(rows), url: pageUrl(list, i + 1, groups.length) }));
    });
    return [uni.domain, { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages }];
  }));
}

/**
 * The truth of `day` in the kit's terms and web3's own: every field of lib/model.mjs's truth, each
 * notice's `urls` (its URL and aliases) and `date` (its publishedAt), each site's list pages and shapes.
 */
export function truthOfModel(model, day) {
  const t = truthOf(model, day);
  const shapes = Object.fromEntries(model.unis.map((u) => [u.domain, [...new Set(u.lists.filter((l) => l.kind === 'proc').map((l) => l.shape))].join('+')]));
  return { ...t, notices: t.notices.map((n) => ({ ...n, urls: [n.url, ...n.aliases], date: n.publishedAt })), lists: listsOf(model, day), shapes };
}

/** The truth without a server: same seed, same web. */
export function truthFor({ seed = 1, day = 1, fixturesDir = DEFAULTS.fixturesDir, corpusFile = DEFAULTS.corpusFile } = {}) {
  return truthOfModel(buildModel({ seed, fixturesDir, corpusFile }), day);
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

/**
 * The web of `seed`: its model, its truth, the stats key of a host (its registrable domain), and
 * `handle(req, day)`, what a host answers as a kit Answer.
 */
export function web({ seed = 1, fixturesDir = DEFAULTS.fixturesDir, corpusFile = DEFAULTS.corpusFile } = {}) {
  const model = buildModel({ seed, fixturesDir, corpusFile });
  const routes = { 1: buildRoutes(model, 1), 2: buildRoutes(model, 2) };
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

  /** What `host` answers to `req` on day `d`: headers, validators and a 304 as the old server sent them. */
  function handle(req, d) {
    let hostName = req.host;
    let rawPath = req.rawUrl || '/';
    const abs = rawPath.match(/^https?:\/\/([^/?#]+)(.*)$/i);
    if (abs) { hostName = abs[1].toLowerCase().replace(/:\d+$/, ''); rawPath = abs[2] || '/'; }
    if (!rawPath.startsWith('/')) rawPath = '/' + rawPath;
    const cookies = Object.fromEntries((req.headers.cookie || '').split(/;\s*/).filter(Boolean).map((c) => [c.split('=')[0], c.slice(c.indexOf('=') + 1)]));
    const ctx = { method: req.method, body: req.body, cookies, rawQuery: canonical(rawPath).query };
    const needsSession = /\.do$/.test(canonical(rawPath).path) && !cookies.JSESSIONID;
    if (needsSession) ctx.sessionId = token(24).toUpperCase();
    let r;
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) r = { status: 405, type: 'text/plain', body: 'Method Not Allowed' };
    else {
      try { r = dispatch(hostName, rawPath, ctx, d); } catch (e) { console.error(e); r = { status: 500, type: 'text/plain', body: 'Internal Server Error' }; }
    }
    const headers = { ...(r.headers || {}) };
    if (needsSession && r.status === 200) headers['Set-Cookie'] = `JSESSIONID=${ctx.sessionId}; Path=/; HttpOnly`;
    if (registrable(hostName) === 'xcgy.edu.cn' && !hostName.startsWith('www.')) { headers.Server = 'Microsoft-IIS/8.5'; headers['X-Powered-By'] = 'ASP.NET'; } else headers.Server = r.kind === 'gateway' ? 'WZWS' : 'nginx';
    let status = r.status;
    if (status === 200 && r.validators && typeof r.body === 'string' && req.method !== 'POST') {
      const etag = etagOf(r.body);
      let lm = DAY1_HTTP;
      if (d === 2) {
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
    if (status !== 304) headers['Content-Length'] = buf.length;
    const kind = r.kind || (ATTACHMENT.test(canonical(rawPath).path) ? 'attachment' : 'page');
    const conditional = Boolean(req.headers['if-none-match'] || req.headers['if-modified-since']);
    const count = [COUNTER_OF_KIND[kind], status === 412 && 'gateway412', conditional && 'conditional', status === 304 && 'notModified'].filter(Boolean);
    const answer = { status, type: r.type, body: buf, headers, count, ...(r.list ? { list: r.list, tenders: r.tenders } : {}) };
    // A 304 goes without a Content-Type, which the kit's reply always writes.
    if (status === 304) answer.write = (_req, res) => { res.writeHead(304, headers); res.end(); };
    return answer;
  }

  return { model, truth: (day) => truthOfModel(model, day), siteKey: (host) => registrable(host), handle };
}
