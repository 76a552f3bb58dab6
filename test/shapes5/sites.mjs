// test/shapes5's sites and truth: three made-up universities (issue #9 "Reach", one notice = one record), OTHER
// variants than test/shapes3's reposts: one article under many URL forms (WebPlus /info/ and
// content.jsp with its parameters in another order, https, a #fragment, the mobile host m., a
// folder and its index.html, the cg. sub-site's copy), reposts under titles wrapped in 关于…的通知,
// with the project number appended, in full-width, with the assets office's name, cut with …;
// true near-duplicates (第二次, 更正/变更, 包1/包2, 中标结果, one title in two years); and notices
// that are only a file in their row (direct .pdf/.DOCX links, download scripts with no extension,
// a [下载] link beside a plain title). A day 2 adds notices and reposts on top.
// Written from how Chinese universities publish, never copied from a real site.
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ITEMS } from '../shapes/words.mjs';

const state = { day: 1 };
const hash = (s) => createHash('sha1').update(s).digest();
const dayOf = (n) => n.day ?? 1;
/** A date `k` steps back from a day's top: day-2 notices are newer than every day-1 one. */
const dateAt = (k, top = '2026-11-20') => new Date(Date.parse(top) - Math.floor(k * 0.8) * 86400000).toISOString().slice(0, 10);
const pages = (all, per) => Array.from({ length: Math.max(1, Math.ceil(all.length / per)) }, (_, k) => all.slice(k * per, (k + 1) * per));
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const shell = (name, title, body) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}-${name}</title></head><body>
<div class="header"><a href="/">首页</a> <a href="/xxgk.htm">学校概况</a> <a href="/jyjx.htm">教育教学</a> <a href="/kxyj.htm">科学研究</a></div>
${body}
<div class="footer">版权所有 ${name} 地址：某省某市大学路1号 邮编 100000</div></body></html>`;
const detail = (name, n, title) => shell(name, title, `<div class="main"><div class="title"><h1>${title}</h1></div><div class="info">发布时间：${n.date} 浏览次数：${n.id % 300}</div>
<div class="v_news_content"><p>${n.news ? `${title}。请各单位相互转告，按时参加。` : `一、项目编号：${n.no}</p><p>二、项目名称：${n.item}</p><p>三、预算金额：${(n.id % 90) + 10} 万元</p><p>四、投标截止时间：${n.deadline}</p><p>五、采购人：${name}，联系人：李老师 0000-87654321`}</p></div></div>`);
const NEWS = ['关于2027年元旦放假安排的通知', '学校召开第十二届教职工代表大会', '关于开展秋季学期教学检查工作的通知', '图书馆关于延长开放时间的通知', '学术讲座：人工智能与科学计算',
  '关于做好冬季校园安全工作的通知', '我校在全国大学生数学建模竞赛中获佳绩', '关于公布2026年度校级教改项目立项名单的通知', '关于举办第十届校园文化艺术节的通知', '研究生院关于2027届毕业生论文答辩安排的通知'];

/** Base notices of a site: item, kind, project number, dates; day-2 ones on top of day 1. */
function base(site, count, day2, kinds) {
  const out = [];
  for (let i = 0; i < count + day2; i++) {
    const h = hash(`${site}:${i}`);
    const day = i < day2 ? 2 : 1;
    const item = ITEMS[(i * 7 + h[0]) % ITEMS.length];
    const kind = kinds[h[1] % kinds.length];
    const id = 3000 + count + day2 - i;
    const date = day === 2 ? dateAt(Math.floor(i / 3) / 0.8, '2026-11-23') : dateAt(i - day2);
    out.push({ id, item, kind, day, date, no: `${site.toUpperCase()}ZB-2026-${id}`, deadline: `2026-12-${String(10 + (id % 15)).padStart(2, '0')} 09:30`, title: `${item}项目${kind}` });
  }
  return out;
}
const newsOf = (site, count, day2) => NEWS.slice(0, count + day2).map((title, i) => ({ id: 9000 + i, title, news: true, day: i < day2 ? 2 : 1, date: i < day2 ? dateAt(i * 2, '2026-11-23') : dateAt(i * 3), no: '', deadline: '' }));
/** The rows of one place on one day, newest first. */
const postDay = (p) => p.day ?? dayOf(p.n);
const rowsOf = (posts, place, day) => posts.filter((p) => p.place === place && postDay(p) <= day).sort((a, b) => (b.pin ? 1 : 0) - (a.pin ? 1 : 0) || b.n.date.localeCompare(a.n.date) || b.n.id - a.n.id);

// ── 鸿哲大学 (WebPlus-like): one article under many URL forms ──
const HZD = { host: 'www.hzd.edu.cn', m: 'm.hzd.edu.cn', cg: 'cg.hzd.edu.cn', name: '鸿哲大学', shape: 'url-forms' };
HZD.notices = base('hzd', 26, 6, ['招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交公告']);
HZD.news = newsOf('hzd', 8, 2);
{
  const info = (tree, n) => `/info/${tree}/${n.id}.htm`;
  const jspA = (tree, n) => `/content.jsp?urltype=news.NewsContentUrl&wbtreeid=${tree}&wbnewsid=${n.id}`;
  const jspB = (tree, n) => `/content.jsp?wbnewsid=${n.id}&wbtreeid=${tree}&urltype=news.NewsContentUrl`;
  // How the 招标公告 column links the article the 通知公告 stream links as /info/1012/<id>.htm.
  const forms = [
    (n) => ({ href: jspA(1012, n) }),
    (n) => ({ href: `https://${HZD.host}${info(1012, n)}` }),
    (n) => ({ href: `${info(1012, n)}#wbcontent` }),
    (n) => ({ href: `http://${HZD.m}${info(1012, n)}` }),
    (n) => ({ href: info(1013, n) }),
    (n) => ({ href: info(1012, n), cut: true }),
    (n) => ({ href: jspB(1012, n) }),
  ];
  HZD.posts = [];
  HZD.notices.forEach((n, i) => {
    const tz = i % 5 === 3 ? { href: jspB(1012, n) } : { href: info(1012, n) };
    // Day-1 notices reposted on day 2 in the 招标公告 column or the cg. sub-site: not new.
    const late = n.day === 1 && i % 6 === 1 ? 2 : n.day;
    HZD.posts.push({ n, place: 'tzgg', ...tz, title: n.title });
    if (i % 4 !== 2) HZD.posts.push({ n, place: 'zbgg', ...forms[i % forms.length](n), title: n.title, day: i % 4 === 1 ? late : n.day });
    if (i % 3 === 0) HZD.posts.push({ n, place: 'cg', href: i % 2 ? `/cggg/${n.id}/index.html` : `/cggg/${n.id}/`, title: n.title, day: i % 6 === 0 && n.day === 1 && i > 6 ? 2 : n.day });
    // Pinned on top of the stream's first page under its content.jsp form (both copies on one page).
    if (i === 7 || i === 2) HZD.posts.push({ n, place: 'tzgg', href: jspA(1012, n), title: `[置顶]${n.title}`, pin: true, date: '2026-11-30', day: n.day });
  });
  for (const n of HZD.news) HZD.posts.push({ n, place: 'tzgg', href: info(1012, n), title: n.title, day: n.day });
}
/** The article an HZD URL names (any of its forms), or undefined. */
function hzdArticle(host, path, query) {
  let id;
  const m = /^\/info\/(1012|1013)\/(\d+)\.htm$/.exec(path);
  if (m && host !== HZD.cg) id = Number(m[2]);
  else if (path === '/content.jsp' && host === HZD.host && query.get('urltype') === 'news.NewsContentUrl') id = Number(query.get('wbnewsid'));
  else if (host === HZD.cg) id = Number(/^\/cggg\/(\d+)\/(?:index\.html)?$/.exec(path)?.[1]);
  return [...HZD.notices, ...HZD.news].find((n) => n.id === id && dayOf(n) <= state.day);
}
function hzd(req, path, query, host) {
  const cg = host === HZD.cg;
  // The mobile host serves the articles only (its own lists are scripts).
  if (host === HZD.m && !/^\/info\//.test(path)) return path === '/' ? shell(HZD.name, '手机版', '<div id="app"></div>') : undefined;
  if (path === '/' || path === '/index.htm') {
    if (cg) return shell(`${HZD.name}采购与招标中心`, '首页', '<ul class="nav"><li><a href="/cggg/">采购公告</a></li><li><a href="/zcfg/">政策法规</a></li></ul>');
    return shell(HZD.name, '首页', `<ul class="nav"><li><a href="/tzgg.htm">通知公告</a></li><li><a href="/zbgg.htm">招标公告</a></li><li><a href="/xwzx.htm">新闻中心</a></li><li><a href="http://${HZD.cg}/">采购与招标中心</a></li><li><a href="http://${HZD.m}/">手机版</a></li></ul>`);
  }
  const art = hzdArticle(host, path, query);
  if (art) return { body: detail(cg ? `${HZD.name}采购与招标中心` : HZD.name, art, art.title) };
  for (const [place, col, tree] of cg ? [['cg', 'cggg', 0]] : [['tzgg', 'tzgg', 1012], ['zbgg', 'zbgg', 1013]]) {
    const all = pages(rowsOf(HZD.posts, place, state.day), 10);
    // WebPlus: page 1 is /tzgg.htm, page k is /tzgg/<total-k+1>.htm (counted down from the last).
    const at = (k) => (place === 'cg' ? (k === 1 ? '/cggg/' : `/cggg/index_${k}.html`) : k === 1 ? `/${col}.htm` : `/${col}/${all.length - k + 1}.htm`);
    const k = all.findIndex((_, j) => at(j + 1) === path) + 1;
    if (!k) continue;
    const rel = (href) => (href.startsWith('/') && place !== 'cg' && k > 1 ? `..${href}` : href.replace(/^\//, place === 'cg' ? '/' : ''));
    const rows = all[k - 1].map((p) => {
      const text = p.cut ? `${p.title.slice(0, 12)}…` : p.title;
      return `<li id="line_u8_${p.n.id}"><a href="${rel(p.href)}" target="_blank"${p.cut ? '' : ` title="${esc(p.title)}"`}>${text}</a><span>${p.n.date}</span></li>`;
    }).join('\n');
    const pager = `<table><tr><td>共${all.flat().length}条&nbsp;&nbsp;${k}/${all.length}&nbsp;${k > 1 ? `<a href="${rel(at(1))}" class="First">首页</a>&nbsp;<a href="${rel(at(k - 1))}" class="Prev">上页</a>&nbsp;` : ''}${k < all.length ? `<a href="${rel(at(k + 1))}" class="Next">下页</a>&nbsp;<a href="${rel(at(all.length))}" class="Last">尾页</a>` : ''}</td></tr></table>`;
    return { list: `${place}:${k}`, body: shell(HZD.name, { tzgg: '通知公告', zbgg: '招标公告', cg: '采购公告' }[place], `<div class="list"><ul>${rows}</ul></div>${pager}`) };
  }
  return undefined;
}

// ── 澜青大学: reposts under other titles, beside true near-duplicates ──
const LQD = { host: 'www.lqd.edu.cn', cg: 'cg.lqd.edu.cn', name: '澜青大学', shape: 'title-wraps' };
const fullWidth = (s) => s.replace(/[0-9A-Za-z\-]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
{
  const plain = base('lqd', 24, 6, ['招标公告', '竞争性磋商公告', '询价公告', '公开招标公告']).map((n, i) => ({ ...n, title: i % 4 === 1 ? `2026年${n.item}项目${n.kind}` : n.title }));
  const variants = [
    (t) => `关于${t}的通知`,
    (t) => `关于发布${t}的通知`,
    (t, n) => `${t}（项目编号：${n.no}）`,
    (t) => fullWidth(t),
    (t) => `${LQD.name}国有资产管理处关于${t}`,
    (t) => `${t.slice(0, 13)}…`,
    (t, n) => `【招标公告】${t}(项目编号:${fullWidth(n.no)})`,
  ];
  LQD.posts = [];
  LQD.notices = [];
  plain.forEach((n, i) => {
    LQD.notices.push(n);
    const stream = i % 5 === 4 ? `${LQD.name}关于${n.title}` : n.title;
    LQD.posts.push({ n, place: 'tzgg', title: stream });
    const late = n.day === 1 && i % 5 === 2 ? 2 : n.day;
    if (i % 3 !== 1) LQD.posts.push({ n, place: 'zbgg', title: variants[i % variants.length](n.title, n), day: late });
    if (i % 2 === 0) LQD.posts.push({ n, place: 'cg', title: variants[(i + 3) % variants.length](n.title, n), day: i % 8 === 6 && n.day === 1 ? 2 : n.day });
  });
  // True near-duplicates: each its own notice, posted in the stream and the column under wrappers too.
  const near = (src, k, title, shift, extra = {}) => {
    const n = { ...src, id: 6000 + k, date: new Date(Date.parse(src.date) - shift * 86400000).toISOString().slice(0, 10), title, ...extra };
    LQD.notices.push(n);
    LQD.posts.push({ n, place: 'tzgg', title: k % 2 ? `关于${title}的通知` : title });
    LQD.posts.push({ n, place: 'zbgg', title: k % 3 ? title : `【招标公告】${title}` });
  };
  for (let j = 0; j < 3; j++) {
    const s = plain[8 + j * 6];
    const it = s.item;
    near(s, j * 10 + 1, `${it}项目招标公告`, 16, { no: `${s.no}A`, deadline: '2026-11-28 09:30' });
    near(s, j * 10 + 2, `${it}项目招标公告（第二次）`, 4, { no: `${s.no}A` });
    near(s, j * 10 + 3, `${it}项目更正公告`, 2, { no: `${s.no}A` });
    near(s, j * 10 + 4, `${it}项目变更公告`, 1, { no: `${s.no}A` });
    near(s, j * 10 + 5, `${it}项目（包1）招标公告`, 3, { no: `${s.no}-1` });
    near(s, j * 10 + 6, `${it}项目（包2）招标公告`, 3, { no: `${s.no}-2` });
    near(s, j * 10 + 7, `${it}项目中标结果公告`, 0, { no: `${s.no}A` });
    // The same title a year earlier (a yearly service contract): another notice.
    near(s, j * 10 + 8, `${it}项目招标公告`, 365, { no: `${s.no.replace('2026', '2025')}` });
  }
  LQD.news = newsOf('lqd', 8, 2);
  for (const n of LQD.news) LQD.posts.push({ n, place: 'tzgg', title: n.title, day: n.day });
}
const lqdPath = (p) => (p.place === 'cg' ? `/cggg/${p.n.date.replace(/-/g, '')}/${p.n.id}.html` : `/${p.place}/${p.n.date.slice(0, 7).replace('-', '')}/${p.n.id}${p.place === 'zbgg' ? '_z' : ''}.htm`);
function lqd(req, path, query, host) {
  const cg = host === LQD.cg;
  if (path === '/') return cg ? shell(`${LQD.name}招标与采购管理中心`, '首页', '<ul class="nav"><li><a href="/cggg/">招标采购公告</a></li></ul>') : shell(LQD.name, '首页', `<ul class="nav"><li><a href="/tzgg/">通知公告</a></li><li><a href="/zbgg/">招标公告</a></li><li><a href="http://${LQD.cg}/">招标与采购管理中心</a></li></ul>`);
  for (const place of cg ? ['cg'] : ['tzgg', 'zbgg']) {
    const dir = place === 'cg' ? 'cggg' : place;
    const rows = rowsOf(LQD.posts, place, state.day);
    const all = pages(rows, 12);
    const m = new RegExp(`^/${dir}/(?:list(\\d+)\\.htm)?$`).exec(path);
    const k = m ? Number(m[1] ?? 1) : 0;
    if (m && k >= 1 && k <= all.length && m[1] !== '1') {
      const at = (j) => `/${dir}/${j === 1 ? '' : `list${j}.htm`}`;
      const li = all[k - 1].map((p) => `<tr><td><a href="${lqdPath(p)}" target="_blank">${p.title}</a></td><td class="date">[${p.n.date}]</td></tr>`).join('\n');
      const pager = `<div class="page">${all.map((_, j) => (j + 1 === k ? `<span class="cur">${j + 1}</span>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join(' ')}${k < all.length ? ` <a href="${at(k + 1)}">下一页</a>` : ''}</div>`;
      return { list: `${place}:${k}`, body: shell(LQD.name, { tzgg: '通知公告', zbgg: '招标公告', cg: '招标采购公告' }[place], `<table class="list">${li}</table>${pager}`) };
    }
    const p = rows.find((r) => lqdPath(r) === path);
    if (p) return { body: detail(cg ? `${LQD.name}招标与采购管理中心` : LQD.name, p.n, p.title.replace(/…$/, '') === p.title ? p.title : p.n.title) };
  }
  return undefined;
}

// ── 枫嘉大学: notices that are only a file in their row ──
const FJD = { host: 'www.fjd.edu.cn', name: '枫嘉大学', shape: 'file-rows' };
{
  const files = base('fjd', 24, 6, ['招标公告', '采购需求公示', '询价公告', '招标文件', '中标结果公告']);
  const exts = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar', 'PDF', 'DOCX'];
  // How a row links its file.
  const forms = [
    (n, ext) => ({ href: `/uploads/2026/11/${n.id}.${ext}`, text: n.title }),
    (n) => ({ href: `/download.jsp?fileId=${n.id}`, text: `${n.title}.${n.ext}` }),
    (n) => ({ href: `/DownloadAttach?id=${n.id}`, text: n.title, icon: n.ext }),
    (n) => ({ href: `/system/_content/download.jsp?urltype=news.DownloadAttachUrl&owner=1291&wbfileid=${n.id}`, text: n.title, icon: n.ext }),
    (n, ext) => ({ href: `/uploads/2026/11/${n.id}.${ext}`, text: n.title, separate: true }),
  ];
  FJD.notices = [];
  FJD.posts = [];
  files.forEach((n, i) => {
    const ext = exts[i % exts.length];
    const f = { ...n, ext: ext.toLowerCase(), file: true };
    FJD.notices.push(f);
    const form = forms[i % forms.length](f, ext);
    f.fileUrl = form.href;
    FJD.posts.push({ n: f, place: 'zbgg', ...form });
    // Reposted in the stream: the same file under the same link, or under another download form.
    if (i % 3 === 0) FJD.posts.push({ n: f, place: 'tzgg', ...(i % 2 ? form : forms[(i + 1) % forms.length](f, ext)), day: n.day === 1 && i % 9 === 3 ? 2 : n.day });
  });
  // Added after the first contact: a download servlet no URL shape or row tells (no icon, no file
  // name): only its answer's headers say it is a file.
  for (const n of base('fjs', 1, 1, ['招标文件', '采购需求公示'])) {
    const f = { ...n, id: n.id + 2000, ext: 'docx', file: true };
    FJD.notices.push(f);
    FJD.posts.push({ n: f, place: 'zbgg', href: `/servlet/FileServlet?fid=${f.id}`, text: f.title });
  }
  // Ordinary notices (an HTML page) among the files, and news in the stream.
  for (const n of base('fjh', 6, 2, ['招标公告', '竞争性谈判公告'])) {
    const h = { ...n, id: n.id + 1000, no: n.no };
    FJD.notices.push(h);
    FJD.posts.push({ n: h, place: 'zbgg', href: `/info/${h.id}.htm`, text: h.title });
  }
  FJD.news = newsOf('fjd', 8, 2);
  for (const n of FJD.news) FJD.posts.push({ n, place: 'tzgg', href: `/info/${n.id}.htm`, text: n.title, day: n.day });
  // A file row that is news, not a notice (precision): a timetable.
  const sheet = { id: 9900, title: '2026-2027学年第一学期校历', news: true, date: '2026-11-02', day: 1 };
  FJD.posts.push({ n: sheet, place: 'tzgg', href: '/uploads/2026/11/xl.pdf', text: sheet.title });
}
const FILE_TYPES = { pdf: 'application/pdf', doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip: 'application/zip', rar: 'application/x-rar-compressed' };
function fjd(req, path, query) {
  if (path === '/') return shell(FJD.name, '首页', '<ul class="nav"><li><a href="/zbgg/list.htm">招标采购</a></li><li><a href="/tzgg/list.htm">通知公告</a></li></ul>');
  const file = FJD.notices.find((n) => n.file && dayOf(n) <= state.day && (FJD.posts.some((p) => p.n === n && p.href === `${path}${String(query) ? `?${query}` : ''}`)));
  if (file || path === '/uploads/2026/11/xl.pdf') {
    const ext = file?.ext ?? 'pdf';
    return { file: true, type: FILE_TYPES[ext], headers: { 'content-disposition': `attachment; filename="${file?.id ?? 'xl'}.${ext}"` }, body: Buffer.alloc(4096, 0x25) };
  }
  const m = /^\/info\/(\d+)\.htm$/.exec(path);
  if (m) {
    const n = [...FJD.notices, ...FJD.news].find((r) => !r.file && r.id === Number(m[1]) && dayOf(r) <= state.day);
    return n ? { body: detail(FJD.name, n, n.title) } : undefined;
  }
  for (const place of ['zbgg', 'tzgg']) {
    const all = pages(rowsOf(FJD.posts, place, state.day), 10);
    const m2 = new RegExp(`^/${place}/list(\\d*)\\.htm$`).exec(path);
    const k = m2 ? Number(m2[1] || 1) : 0;
    if (!m2 || k < 1 || k > all.length || m2[1] === '1') continue;
    const at = (j) => `/${place}/list${j === 1 ? '' : j}.htm`;
    const li = all[k - 1].map((p) => {
      const icon = p.icon ? `<img src="/images/icon/${p.icon}.gif" alt="">` : '';
      const row = p.separate ? `<span class="tit">${p.text}</span> <a href="${p.href}" class="down">[下载]</a>` : `${icon}<a href="${p.href}" target="_blank">${p.text}</a>`;
      return `<li>${row}<span class="time">${p.n.date}</span></li>`;
    }).join('\n');
    const pager = `<div class="pagination">共${all.length}页 ${k > 1 ? `<a href="${at(k - 1)}">上一页</a> ` : ''}${k < all.length ? `<a href="${at(k + 1)}">下一页</a> <a href="${at(all.length)}">末页</a>` : ''}</div>`;
    return { list: `${place}:${k}`, body: shell(FJD.name, place === 'zbgg' ? '招标采购' : '通知公告', `<ul class="news-list">${li}</ul>${pager}`) };
  }
  return undefined;
}

// `at(place, k, pages)`: the address of a list's page k (of `pages`), as its pager links it.
const SITES = [
  { ...HZD, handle: hzd, hosts: [HZD.host, HZD.m, HZD.cg], per: 10, at: (place, k, all) => (place === 'cg' ? `http://${HZD.cg}${k === 1 ? '/cggg/' : `/cggg/index_${k}.html`}` : `http://${HZD.host}${k === 1 ? `/${place}.htm` : `/${place}/${all - k + 1}.htm`}`) },
  { ...LQD, handle: lqd, hosts: [LQD.host, LQD.cg], per: 12, at: (place, k) => `http://${place === 'cg' ? LQD.cg : LQD.host}/${place === 'cg' ? 'cggg' : place}/${k === 1 ? '' : `list${k}.htm`}` },
  { ...FJD, handle: fjd, hosts: [FJD.host], per: 10, at: (place, k) => `http://${FJD.host}/${place}/list${k === 1 ? '' : k}.htm` },
];
const abs = (site, host, href) => (/^https?:/.test(href) ? href : `http://${host}${href}`);
const siteOf = (s) => s.host.replace(/^www\./, '');

/** The web's own counters: file GETs (must be 0), GETs of the one servlet only its headers tell, 404s. */
export const COUNTERS = ['fileGets', 'fileProbes', 'notFound'];

/** The sites: each serves its `hosts`; `site` is its stats key. */
export const web = () => SITES.map((s) => ({ ...s, site: siteOf(s) }));

/**
 * Every notice of the web on `day`: all its URLs on that day's lists (each form as linked), its first
 * day, its date; and every list page (`place:k`; all of them hold notices, the streams news beside).
 */
export function truth(day = state.day) {
  const notices = [];
  const lists = {};
  for (const s of SITES) {
    const byId = new Map();
    for (const p of s.posts) {
      if (postDay(p) > day || p.n.news) continue;
      const host = p.place === 'cg' ? s.cg : s.host;
      const url = abs(s, host, p.href ?? lqdPath(p));
      const e = byId.get(p.n) ?? { url, urls: [], title: p.n.title, date: p.n.date, site: siteOf(s), shape: s.shape, day: dayOf(p.n), ...(p.n.file ? { fileType: p.n.ext } : {}) };
      if (!e.urls.includes(url)) e.urls.push(url);
      byId.set(p.n, e);
    }
    notices.push(...byId.values());
    const places = [...new Set(s.posts.map((p) => p.place))];
    const pages = places.flatMap((place) => {
      const all = Math.ceil(rowsOf(s.posts, place, day).length / s.per);
      return Array.from({ length: all }, (_, j) => ({ page: `${place}:${j + 1}`, tenders: true, url: s.at(place, j + 1, all) }));
    });
    lists[siteOf(s)] = { real: pages.length, news: 0, pages };
  }
  return { day, seeds: SITES.map((s) => `http://${s.host}/`), notices, lists };
}

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
/**
 * A site's answer on `day` in the kit's terms: robots.txt and images as every site serves them, a
 * list page named `place:k`, a file GET counted (`fileProbes` for the servlet only its headers tell;
 * a HEAD is no GET), nothing a 404.
 */
export function answer(site, req, day) {
  state.day = day;
  const path = req.url.pathname;
  if (path === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
  if (/\.(gif|css|js)$/.test(path)) return { body: '', type: 'image/gif' };
  const out = site.handle(req, path, req.url.searchParams, req.host);
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  if (typeof out === 'string') return { body: out };
  const file = out.file && req.method !== 'HEAD' ? { count: path === '/servlet/FileServlet' ? 'fileProbes' : 'fileGets' } : {};
  return { body: out.body, type: out.type, headers: out.headers, ...(out.list ? { list: out.list, tenders: true } : {}), ...file };
}
