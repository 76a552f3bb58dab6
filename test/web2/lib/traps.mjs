// Crawler traps and odd answers: robots.txt, disallowed drafts, endless calendar, redirect loop,
// 412 JavaScript challenge, attachments.
import { esc, randomToken, addDays } from './util.mjs';
import { chrome } from './page.mjs';
import { noticeBody } from './body.mjs';

export function robots(host) {
  const lines = ['User-agent: *'];
  for (const p of host.disallow) lines.push(`Disallow: ${p}`);
  if (!host.disallow.length) lines.push('Disallow:');
  if (host.role === 'main') lines.push('Disallow: /_web/_search/', '', 'User-agent: Baiduspider', 'Allow: /');
  return { status: 200, type: 'text/plain; charset=utf-8', body: lines.join('\n') + '\n', validators: 'both' };
}

/** Notice-looking drafts under a robots-disallowed prefix. */
export function trapRoute(ctx) {
  for (const trap of ctx.host.traps) {
    if (!ctx.path.startsWith(trap.prefix)) continue;
    const rest = ctx.path.slice(trap.prefix.length);
    if (rest === '' || rest === 'index.htm') {
      const rows = trap.items.map((it) => `<li><a href="${trap.prefix}${it.id}.htm" title="${esc(it.title)}">${esc(it.title)}</a><span>${it.date}</span><em class="status">待审核</em></li>`).join('\n');
      return { status: 200, type: 'text/html; charset=utf-8', validators: 'both', body: chrome(ctx, { title: '待发布公告', crumbs: [['内部管理', null]], main: `<h2>待发布公告（内部）</h2><ul class="list">\n${rows}\n</ul>` }) };
    }
    const m = rest.match(/^(\d+)\.htm$/);
    const it = m && trap.items.find((i) => i.id === Number(m[1]));
    if (it) {
      it.contentKey = `trap:${ctx.host.name}:${it.id}`;
      it.list = { kind: 'trap', host: ctx.host, name: '待发布公告' };
      const body = noticeBody(it, ctx.uni);
      return { status: 200, type: 'text/html; charset=utf-8', validators: 'both', body: chrome(ctx, { title: it.title, crumbs: [['内部管理', trap.prefix + 'index.htm'], ['正文', null]], main: `<div class="article"><h2>${esc(it.title)}</h2><p class="info">发布时间：${it.date}（草稿，未正式发布）</p><div class="content">${body.html}</div></div>` }) };
    }
    return { status: 404, type: 'text/html; charset=utf-8', body: notFoundBody() };
  }
  return null;
}

/** Endless calendar: every month links to the previous and the next one. */
export function calendar(ctx) {
  let m = (ctx.params.get('month') || '2025-06').match(/^(\d{4})-(\d{2})$/);
  if (!m) m = [null, '2025', '06'];
  const y = Number(m[1]), mo = Number(m[2]);
  const first = `${m[1]}-${m[2]}-01`;
  const fmt = (yy, mm) => `${yy}-${String(mm).padStart(2, '0')}`;
  const prev = mo === 1 ? fmt(y - 1, 12) : fmt(y, mo - 1);
  const next = mo === 12 ? fmt(y + 1, 1) : fmt(y, mo + 1);
  const dow = new Date(first + 'T00:00:00Z').getUTCDay();
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const cells = Array(dow).fill('<td></td>');
  for (let d = 1; d <= days; d++) cells.push(`<td${d % 7 === 3 ? ' class="has-event"' : ''}>${d}${d % 7 === 3 ? `<br><a href="/calendar?month=${fmt(y, mo)}&day=${d}">活动</a>` : ''}</td>`);
  const rows = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(`<tr>${cells.slice(i, i + 7).join('')}</tr>`);
  const main = `<div class="calendar"><h2>${y}年${mo}月 校历</h2>
<p><a href="/calendar?month=${prev}">&laquo; 上个月</a> | <a href="/calendar?month=2025-06">本月</a> | <a href="/calendar?month=${next}">下个月 &raquo;</a></p>
<table class="cal" border="1"><tr><th>日</th><th>一</th><th>二</th><th>三</th><th>四</th><th>五</th><th>六</th></tr>
${rows.join('\n')}
</table></div>`;
  return { status: 200, type: 'text/html; charset=utf-8', validators: 'both', body: chrome(ctx, { title: '校历', crumbs: [['校历', null]], main }) };
}

export function redirect(location, status = 302) {
  return { status, type: 'text/html; charset=utf-8', headers: { Location: location }, body: `<html><body>Object moved to <a href="${esc(location)}">here</a>.</body></html>` };
}

/** /oldsite/ and /oldsite/index.htm redirect to each other forever. */
export function loopRoute(ctx) {
  if (ctx.path === '/oldsite/' || ctx.path === '/oldsite') return redirect('/oldsite/index.htm');
  if (ctx.path === '/oldsite/index.htm') return redirect(`http://${ctx.host.name}/oldsite/`);
  return null;
}

/** Anti-bot gateway: every request gets 412 and a JavaScript challenge. */
export function challenge412() {
  const tok = randomToken(40, 'abcdefghijklmnopqrstuvwxyz0123456789');
  const body = `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta http-equiv="Cache-Control" content="no-cache, no-store, must-revalidate"><title></title>
<script type="text/javascript" r='m'>var $_ts=window['$_ts'];if(!$_ts)$_ts={};$_ts.nsd=${Math.floor(Math.random() * 99999)};$_ts.cd="${tok}";</script>
<script type="text/javascript" charset="utf-8" src="/4QbVtADbnLVIc/c.FxSzUS2CMkjq.b2db4e5.js" r='m'></script>
<script>(function(){var _0x1a=["cookie","${tok.slice(0, 12)}","reload"];document[_0x1a[0]]="FSSBBIl1UgzbN7N80T="+_0x1a[1]+"; path=/";setTimeout(function(){location[_0x1a[2]]()},300);})();</script>
</head><body></body></html>`;
  return { status: 412, type: 'text/html; charset=utf-8', headers: { 'Set-Cookie': `FSSBBIl1UgzbN7N80S=${tok.slice(0, 20)}; Path=/; HttpOnly`, 'Cache-Control': 'no-store' }, body };
}

export function notFoundBody() {
  return '<!DOCTYPE html><html><head><meta charset="utf-8"><title>404 Not Found</title></head><body><h1>404 Not Found</h1><p>您访问的页面不存在或已被删除。</p><p><a href="/">返回首页</a></p></body></html>';
}

// --- attachments ---
let crcTable = null;
function crc32(buf) {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) { let c = n; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crcTable[n] = c >>> 0; }
  }
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function zipOf(name, data) {
  const nameB = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(0x0800, 6);
  local.writeUInt32LE(crc, 14); local.writeUInt32LE(data.length, 18); local.writeUInt32LE(data.length, 22); local.writeUInt16LE(nameB.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(0x0800, 8);
  central.writeUInt32LE(crc, 16); central.writeUInt32LE(data.length, 20); central.writeUInt32LE(data.length, 24); central.writeUInt16LE(nameB.length, 28);
  const localLen = 30 + nameB.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + nameB.length, 12); end.writeUInt32LE(localLen, 16);
  return Buffer.concat([local, nameB, data, central, nameB, end]);
}

const TYPES = { pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip: 'application/zip' };

export function attachment(att) {
  const text = Buffer.from(`${att.name}\n(test attachment)\n`, 'utf8');
  let body;
  if (att.ext === 'pdf') body = Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
  else if (att.ext === 'doc') body = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), text]);
  else body = zipOf(att.ext === 'docx' ? 'word/document.xml' : 'readme.txt', text);
  const fname = encodeURIComponent(`${att.name}.${att.ext}`);
  return { status: 200, type: TYPES[att.ext] || 'application/octet-stream', body, validators: 'both', headers: { 'Content-Disposition': `attachment; filename*=UTF-8''${fname}` } };
}
