// test/web2's six made-up universities with procurement notices: what each host answers (traps,
// redirects, the 412 gateway, sessions, GBK, validators and 304s included) and the truth of a day.
// The HTTP server, the control routes and the request counts are test/kit's (server.ts composes
// them); a list page's answer names its `key:k`.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildModel, truth as truthOf, itemUrl, listUrl, visible } from './lib/model.mjs';
import { shapes } from './lib/shapes/index.mjs';
import { homeMain, homeProc, aboutPage, PROC_THEME } from './lib/page.mjs';
import { robots, trapRoute, calendar, loopRoute, redirect, challenge412, notFoundBody, attachment } from './lib/traps.mjs';
import { encodeGbk } from './lib/gbk.mjs';
import { DAY1_HTTP, DAY2_HTTP } from './lib/config.mjs';
import { randomToken } from './lib/util.mjs';

const here = dirname(fileURLToPath(import.meta.url));
/** The written titles (test/fixtures/classify), or ALTWEB_TITLES. */
export const TITLES = process.env.ALTWEB_TITLES || join(here, '..', 'fixtures', 'classify');
/** No counters of its own: the old /__log kept only each request, the kit's `paths` now. */
export const COUNTERS = [];

/**
 * The truth of `day` in the kit's terms and web2's own: every field of lib/model.mjs's truth, each
 * notice's `urls` (its one URL: a stream copy is another notice's duplicate, not an alias), `day`
 * and `shape` (its list's CMS shape), and each university's list pages (`key:k`; `real` those with
 * a notice among their rows).
 */
export function truthOfModel(model, day) {
  const t = truthOf(model, day);
  const items = new Map(model.unis.flatMap((u) => [...u.procLists, u.stream].flatMap((l) => l.items.filter((i) => i.notice && !i.same).map((i) => [itemUrl(i), i]))));
  const notices = t.notices.map((n) => { const it = items.get(n.url); return { ...n, urls: [n.url], day: it.day, shape: it.list.shape }; });
  const lists = Object.fromEntries(model.unis.map((u) => {
    const all = [...new Set([...u.mainHost.lists, ...u.procHost.lists])];
    const pages = all.flatMap((list) => {
      const total = Math.max(1, Math.ceil(visible(list, day).length / list.perPage));
      return Array.from({ length: total }, (_, i) => ({ page: `${list.key}:${i + 1}`, tenders: visible(list, day).slice(i * list.perPage, (i + 1) * list.perPage).some((it) => it.notice), url: listUrl(list, i + 1, total) }));
    });
    return [u.domain, { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages }];
  }));
  return { ...t, notices, lists };
}

/** The truth without a server: same seed, same web. */
export const truthFor = ({ seed = 1, day = 1, titlesDir = TITLES } = {}) => truthOfModel(buildModel({ seed, titlesDir }), day);

const SERVER_HEADER = { webplusStatic: 'VWebServer', webplusDynamic: 'VWebServer', sudy: 'nginx', chtml: 'nginx/1.18.0', portal: 'Apache', asp: 'Microsoft-IIS/6.0' };

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function notFound() {
  return { status: 404, type: 'text/html; charset=utf-8', body: notFoundBody() };
}

/** Strip per-response session tokens so that validators depend on content only. */
function normalize(s) {
  return s.replace(/;jsessionid=[0-9A-Za-z]+/g, '').replace(/([?&])sid=\d+/g, '$1');
}

const etagOf = (s) => '"' + createHash('sha1').update(s).digest('hex').slice(0, 20) + '"';

function cookieOf(req, name) {
  const m = (req.headers.cookie || '').match(new RegExp('(?:^|;\\s*)' + name + '=([^;]+)'));
  return m ? m[1] : null;
}


/**
 * The web of `seed`: its model, its truth, the stats key of a host (its university's domain; an
 * unknown host by its last three labels), and `handle(req, day)`, what a host answers as a kit Answer.
 */
export function web({ seed = 1, titlesDir = TITLES } = {}) {
  const model = buildModel({ seed, titlesDir });

  /** Route one request for the given day. Pure apart from random session tokens. */
  function dispatch(hostName, rawPath, day) {
    const host = model.hosts.get(hostName);
    if (!host) return { status: 404, type: 'text/html; charset=utf-8', body: `<html><body><h1>404</h1><p>站点 ${hostName} 不存在</p></body></html>` };
    const uni = host.uni;
    const qi = rawPath.indexOf('?');
    const rawQuery = qi >= 0 ? rawPath.slice(qi + 1) : '';
    const path = (qi >= 0 ? rawPath.slice(0, qi) : rawPath).replace(/;jsessionid=[^/?]*/i, '');

    if (host.role === 'blocked') return challenge412();
    if (host.role === 'bare') return redirect(`http://www.${uni.domain}${rawPath}`, 301);
    if (host.role === 'alias') return redirect(`http://${host.target}${rawPath}`, host.status || 301);

    let params;
    try { params = new URLSearchParams(rawQuery); } catch { params = new URLSearchParams(); }
    const base = { model, day, host, uni, path, rawQuery, params, print: params.get('print') === '1' };
    const main = { ...base, section: 'main', theme: uni.theme };
    const proc = { ...base, section: 'proc', theme: PROC_THEME[uni.key] };
    const isProcHost = host === uni.procHost && !uni.procHost.procBase;

    if (path === '/robots.txt') return robots(host);
    if (/\.(css|js)$/.test(path)) return { status: 200, type: path.endsWith('.css') ? 'text/css' : 'application/javascript', body: '/* */\n', validators: 'both' };
    if (/\.(gif|png|jpg)$/.test(path)) return { status: 200, type: 'image/gif', body: GIF, validators: 'both' };
    const file = host.files.get(path + (rawQuery ? '?' + rawQuery : '')) || host.files.get(path);
    if (file) return attachment(file);
    const trap = trapRoute(isProcHost || (host.procBase && path.startsWith(host.procBase + '/')) ? proc : main);
    if (trap) return trap;

    if (host.role === 'main') {
      if (uni.main.calendar && path === '/calendar') return calendar(main);
      const loop = loopRoute(main);
      if (loop) return loop;
      const link = uni.proc.link;
      if (link.kind === 'redirect' && (path + (rawQuery ? '?' + rawQuery : '')) === link.href) return redirect(link.to, link.status);
      if (['/', '/index.htm', '/index.html', '/main.htm'].includes(path)) return { status: 200, type: 'text/html; charset=utf-8', body: homeMain(main), validators: 'both' };
      if (host.procBase && [host.procBase, host.procBase + '/', host.procBase + '/index.htm'].includes(path)) {
        return { status: 200, type: 'text/html; charset=utf-8', body: homeProc(proc), validators: 'both' };
      }
    } else if (isProcHost && ['/', '/index.htm', '/index.html', '/index.asp', '/index.chtml', '/main.htm'].includes(path)) {
      const r = { status: 200, type: 'text/html; charset=utf-8', body: homeProc(proc), validators: 'both' };
      if (host.lists.some((l) => l.shape === 'asp')) return { ...r, type: 'text/html', encoding: 'gbk', validators: 'lm', body: r.body.replace('<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">') };
      return r;
    }
    const about = aboutPage(isProcHost || path.startsWith((host.procBase || '\0') + '/') ? proc : main, path);
    if (about) {
      const r = { status: 200, type: 'text/html; charset=utf-8', body: about, validators: 'both' };
      if (host.lists.some((l) => l.shape === 'asp')) return { ...r, type: 'text/html', encoding: 'gbk', validators: 'lm', body: r.body.replace('<meta charset="utf-8">', '<meta http-equiv="Content-Type" content="text/html; charset=gb2312">') };
      return r;
    }

    // CMS shapes: group lists by (shape, section)
    const groups = new Map();
    for (const l of host.lists) {
      const sec = l.kind === 'proc' || l.kind === 'policy' ? 'proc' : 'main';
      const k = l.shape + '|' + sec;
      if (!groups.has(k)) groups.set(k, { shape: l.shape, ctx: sec === 'proc' ? proc : main, lists: [] });
      groups.get(k).lists.push(l);
    }
    for (const g of groups.values()) {
      const r = shapes[g.shape].route(g.ctx, g.lists);
      if (r) return r;
    }
    return notFound();
  }

  /** What `req` is answered on day `d`: headers, validators, sessions and a 304 as the old server sent them. */
  function handle(req, d) {
    let hostName = req.host;
    let rawPath = req.rawUrl || '/';
    const abs = rawPath.match(/^https?:\/\/([^/?#]+)(.*)$/i); // absolute-form (proxy style)
    if (abs) { hostName = abs[1].toLowerCase().replace(/:\d+$/, ''); rawPath = abs[2] || '/'; }
    if (!rawPath.startsWith('/')) rawPath = '/' + rawPath;
    let r;
    if (req.method !== 'GET' && req.method !== 'HEAD') r = { status: 405, type: 'text/plain', body: 'Method Not Allowed' };
    else {
      try { r = dispatch(hostName, rawPath, d); } catch (e) {
        console.error(e);
        r = { status: 500, type: 'text/plain', body: 'Internal Server Error' };
      }
    }
    // The type goes as the answer's `type` (the kit writes it); the rest as the old server set them.
    const headers = { ...(r.headers || {}) };
    const host = model.hosts.get(hostName);
    const shape0 = host && host.lists[0] && host.lists[0].shape;
    headers.Server = host && host.role === 'blocked' ? 'WZWS' : SERVER_HEADER[shape0] || 'nginx';
    if (shape0 === 'asp') headers['X-Powered-By'] = 'ASP.NET';

    let status = r.status;
    let text = r.body;
    if (r.status === 200 && r.validators && typeof text === 'string') {
      const norm = normalize(text);
      const etag = etagOf(norm);
      let lastModified = DAY1_HTTP;
      if (d === 2 && r.validators !== 'etag') {
        const old = dispatch(hostName, rawPath, 1);
        lastModified = old.status === 200 && typeof old.body === 'string' && etagOf(normalize(old.body)) === etag ? DAY1_HTTP : DAY2_HTTP;
      }
      if (r.validators === 'both' || r.validators === 'etag') headers.ETag = r.validators === 'etag' ? 'W/' + etag : etag;
      if (r.validators === 'both' || r.validators === 'lm') headers['Last-Modified'] = lastModified;
      const inm = req.headers['if-none-match'];
      const ims = req.headers['if-modified-since'];
      if (headers.ETag && inm) {
        if (inm.split(',').map((s) => s.trim().replace(/^W\//, '')).includes(etag)) status = 304;
      } else if (headers['Last-Modified'] && ims) {
        const t = Date.parse(ims);
        if (!Number.isNaN(t) && Date.parse(lastModified) <= t) status = 304;
      }
    } else if (r.status === 200 && r.validators && Buffer.isBuffer(text)) {
      headers.ETag = etagOf(text.toString('latin1'));
      headers['Last-Modified'] = DAY1_HTTP;
      const inm = req.headers['if-none-match'];
      if (inm && inm.split(',').map((s) => s.trim()).includes(headers.ETag)) status = 304;
      else if (!inm && req.headers['if-modified-since'] && Date.parse(DAY1_HTTP) <= Date.parse(req.headers['if-modified-since'])) status = 304;
    }
    if (r.jsp && status === 200) {
      if (!cookieOf(req, 'JSESSIONID')) {
        const tok = randomToken(32);
        text = text.replace(/(href="[^"?#]*?\.jsp)(\?)/g, `$1;jsessionid=${tok}$2`);
        headers['Set-Cookie'] = `JSESSIONID=${tok}; Path=/; HttpOnly`;
      }
    }
    let body = typeof text === 'string' ? (r.encoding === 'gbk' ? encodeGbk(text) : Buffer.from(text, 'utf8')) : text;
    if (status === 304) body = Buffer.alloc(0);
    else headers['Content-Length'] = body.length;
    const answer = { status, type: r.type, body, headers, ...(r.list ? { list: r.list, tenders: r.tenders } : {}) };
    // A 304 goes without a Content-Type, which the kit's reply always writes.
    if (status === 304) answer.write = (_req, res) => { res.writeHead(304, headers); res.end(); };
    return answer;
  }

  return {
    model,
    truth: (day) => truthOfModel(model, day),
    siteKey: (host) => model.hosts.get(host)?.uni.domain ?? host.split('.').slice(-3).join('.'),
    handle,
  };
}
