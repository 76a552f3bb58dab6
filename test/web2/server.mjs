#!/usr/bin/env node
// Local "test web" of made-up Chinese university sites with procurement notices.
// Usage: node server.mjs --port 8765 [--day 1|2] [--seed N] [--titles DIR] [--bind 127.0.0.1]
import http from 'node:http';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { buildModel, truth } from './lib/model.mjs';
import { shapes } from './lib/shapes/index.mjs';
import { homeMain, homeProc, aboutPage, PROC_THEME } from './lib/page.mjs';
import { robots, trapRoute, calendar, loopRoute, redirect, challenge412, notFoundBody, attachment } from './lib/traps.mjs';
import { encodeGbk } from './lib/gbk.mjs';
import { DAY1_HTTP, DAY2_HTTP } from './lib/config.mjs';
import { randomToken } from './lib/util.mjs';

const here = dirname(fileURLToPath(import.meta.url));

function parseArgs(argv) {
  const o = { port: 8765, day: 1, seed: 1, titles: process.env.ALTWEB_TITLES || join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'classify'), bind: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (k in o) o[k] = typeof o[k] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  if (![1, 2].includes(o.day)) throw new Error('--day must be 1 or 2');
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const model = buildModel({ seed: opts.seed, titlesDir: opts.titles });
const state = { day: opts.day, log: [] };

const SERVER_HEADER = { webplusStatic: 'VWebServer', webplusDynamic: 'VWebServer', sudy: 'nginx', chtml: 'nginx/1.18.0', portal: 'Apache', asp: 'Microsoft-IIS/6.0' };

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function notFound() {
  return { status: 404, type: 'text/html; charset=utf-8', body: notFoundBody() };
}

/** Strip per-response session tokens so that validators depend on content only. */
function normalize(s) {
  return s.replace(/;jsessionid=[0-9A-Za-z]+/g, '').replace(/([?&])sid=\d+/g, '$1');
}

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

const etagOf = (s) => '"' + createHash('sha1').update(s).digest('hex').slice(0, 20) + '"';

function cookieOf(req, name) {
  const m = (req.headers.cookie || '').match(new RegExp('(?:^|;\\s*)' + name + '=([^;]+)'));
  return m ? m[1] : null;
}

function sendJson(res, obj) {
  const body = JSON.stringify(obj, null, 1);
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(body);
}

const server = http.createServer((req, res) => {
  let hostName = (req.headers.host || '').toLowerCase().replace(/:\d+$/, '');
  let rawPath = req.url;
  const abs = rawPath.match(/^https?:\/\/([^/?#]+)(.*)$/i); // absolute-form (proxy style)
  if (abs) { hostName = abs[1].toLowerCase().replace(/:\d+$/, ''); rawPath = abs[2] || '/'; }
  if (!rawPath.startsWith('/')) rawPath = '/' + rawPath;

  // Control endpoints, on any host, not logged.
  const ctlPath = rawPath.split('?')[0];
  if (ctlPath === '/__truth') return sendJson(res, truth(model, state.day));
  if (ctlPath === '/__day') {
    const set = new URLSearchParams(rawPath.split('?')[1] || '').get('set');
    if (set === '1' || set === '2') state.day = Number(set);
    return sendJson(res, { day: state.day });
  }
  if (ctlPath === '/__log') {
    const clear = new URLSearchParams(rawPath.split('?')[1] || '').get('clear') === '1';
    const out = { count: state.log.length, requests: clear ? [] : state.log };
    if (clear) { out.cleared = state.log.length; state.log = []; }
    return sendJson(res, out);
  }

  let r;
  if (req.method !== 'GET' && req.method !== 'HEAD') r = { status: 405, type: 'text/plain', body: 'Method Not Allowed' };
  else {
    try { r = dispatch(hostName, rawPath, state.day); } catch (e) {
      console.error(e);
      r = { status: 500, type: 'text/plain', body: 'Internal Server Error' };
    }
  }
  const headers = { 'Content-Type': r.type, ...(r.headers || {}) };
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
    if (state.day === 2 && r.validators !== 'etag') {
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
  if (status === 304) {
    body = Buffer.alloc(0);
    delete headers['Content-Type'];
  } else headers['Content-Length'] = body.length;
  state.log.push({ t: new Date().toISOString(), method: req.method, host: hostName, path: rawPath, status });
  if (state.log.length > 500000) state.log.splice(0, 100000);
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});

server.listen(opts.port, opts.bind, () => {
  const t = truth(model, state.day);
  console.log(`altweb listening on http://${opts.bind}:${server.address().port}  day=${state.day} seed=${opts.seed}`);
  console.log(`seeds: ${t.seeds.join(' ')}`);
  console.log(`notices: ${t.counts.notices} (day ${state.day}), new on day 2: ${t.counts.newOnDay2}, blocked: ${t.counts.blocked}, stream duplicates: ${t.counts.duplicates}`);
});
