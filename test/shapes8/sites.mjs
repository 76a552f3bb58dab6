// test/shapes8's sites and truth: big portals and reposts from a main-host stream (issue #9 "Reach": budget; one
// notice, one record). Three made-up universities, each seeded only by its main host:
// - 瀚川大学 (WebPlus-like portal): 16 news columns of 20–34 list pages, a 信息公开 section with a
//   招标采购 column (9 pages, dates 2026.11.20, some titles cut with …), a 通知公告 stream mixing a
//   few tenders with many notices, and a procurement sub-site zbb. linked only from the footer;
// - 沧澜大学 (DedeCMS-like portal): the same without a sub-site, `list_<tid>_<k>.html` pagers;
// - 溪山大学: a 通知公告 stream on www reposting notices of the cg. sub-site (found only from www)
//   straight with an extra query, through a www page that redirects or frames the sub-site copy,
//   or as its own copy dated later under a cut or 【采购】 title; true near-duplicates beside them.
// A day 2 adds tenders on top of the tender columns and streams, news everywhere,
// and reposts of day-1 notices. Written from how Chinese universities publish, never copied.
// Served by server.ts with the test-web kit (test/kit); `answer` is a site's reply in the kit's terms.
import { createHash } from 'node:crypto';
import { DEPTS, ITEMS } from '../shapes/words.mjs';

const state = { day: 1 };
const hash = (s) => createHash('sha1').update(s).digest();
const esc = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const pages = (all, per) => Array.from({ length: Math.max(1, Math.ceil(all.length / per)) }, (_, k) => all.slice(k * per, (k + 1) * per));
/** A date `k` half-days back from 2026-11-20 (day 2 items are dated after it). */
const dateBack = (k) => new Date(Date.UTC(2026, 10, 20) - Math.floor(k / 2) * 86400000).toISOString().slice(0, 10);
const dotted = (d) => d.replace(/-/g, '.');
/** The columns that hold tenders: their pages are the real list pages a crawl must reach. */
const TENDER_LISTS = ['zbcg', 'tzgg', 'cggg'];
const live = (x) => (x.day ?? 1) <= state.day;

const TENDER_KINDS = ['公开招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交结果公告', '竞争性谈判公告', '单一来源采购公示', '更正公告'];
const EVENTS = ['举办学术报告会', '召开党委理论学习中心组学习会', '开展新生入学教育', '举行2026年秋季运动会', '召开教学工作会议', '获批国家自然科学基金项目', '举办校友返校日活动',
  '开展实验室安全检查', '召开本科教学审核评估推进会', '举办青年教师教学竞赛', '与地方政府签署合作协议', '举办国际学术研讨会', '开展志愿服务活动', '召开研究生培养工作会议'];
const NOTES = ['关于2027年元旦放假安排的通知', '关于开展2026年度教职工年度考核工作的通知', '关于做好冬季校园安全工作的通知', '关于公布2026年度校级教改项目立项名单的通知',
  '关于举办第十届校园文化艺术节的通知', '关于组织申报2027年度社科基金项目的通知', '关于调整校园班车运行时间的通知', '关于开展研究生学位论文抽检工作的通知', '关于图书馆寒假开放时间的通知',
  '关于召开2026年度科研工作总结会的通知', '关于举办教职工羽毛球比赛的通知', '关于停水停电的通知', '关于做好2027届毕业生就业工作的通知', '关于开展师德师风专题教育的通知'];
const NEWS_COLS = [['xxyw', '学校要闻'], ['xshd', '学术活动'], ['yxdt', '院系动态'], ['jxky', '教学科研'], ['xyhd', '校园活动'], ['hzjl', '合作交流'], ['rcpy', '人才培养'],
  ['mtjj', '媒体聚焦'], ['xyrw', '校园人物'], ['djgz', '党建工作'], ['xsgz', '学生工作'], ['xywh', '校园文化'], ['kyjz', '科研进展'], ['gjjl', '国际交流'], ['jcxw', '基层新闻'], ['zsjy', '招生就业']];
const XXGK_COLS = [['gzzd', '规章制度'], ['cwxx', '财务信息'], ['rsxx', '人事信息']];

/** News of a column: `pages × per` on day 1, `extra` more on top on day 2. */
function newsColumn(site, col, name, nPages, per, extra, baseId) {
  const out = [];
  const total = nPages * per + extra;
  for (let i = 0; i < total; i++) {
    const h = hash(`${site}:${col}:${i}`);
    const day = i < extra ? 2 : 1;
    const title = col === 'tzgg' || XXGK_COLS.some(([c]) => c === col) ? `${DEPTS[h[0] % DEPTS.length] || '学校办公室'}${NOTES[h[1] % NOTES.length]}` : `${DEPTS[h[0] % DEPTS.length] || '我校'}${EVENTS[h[1] % EVENTS.length]}`;
    out.push({ id: baseId + total - i, title, date: day === 2 ? '2026-11-22' : dateBack(i - extra), day, news: true, col, colName: name });
  }
  return out;
}
/** Tenders of a column: `count` on day 1, `extra` more on top on day 2. */
function tenders(site, col, count, extra, baseId, tag) {
  const out = [];
  for (let i = 0; i < count + extra; i++) {
    const h = hash(`${site}:${col}:t${i}`);
    const day = i < extra ? 2 : 1;
    const item = ITEMS[(i * 5 + h[0]) % ITEMS.length];
    const id = baseId + count + extra - i;
    const title = `${DEPTS[h[1] % DEPTS.length]}${item}项目${TENDER_KINDS[h[2] % TENDER_KINDS.length]}（${tag}-2026-${id}）`;
    out.push({ id, title, item, date: day === 2 ? '2026-11-23' : dateBack(i * 2 - extra + 1), day, col, no: `${tag}-2026-${id}` });
  }
  return out;
}
/** Newest first, day-2 rows on top. */
const newest = (rows) => rows.filter(live).sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const page = (name, nav, title, body, footer) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}-${name}</title></head><body>
<div class="header"><div class="logo">${name}</div><ul class="menu">${nav}</ul></div>
${body}
<div class="footer"><div class="links">${footer}</div><p>版权所有 ${name} 地址：某省某市大学路1号 邮编 100000 备案号：某ICP备00000000号</p></div></body></html>`;
const article = (site, n, title, extra = '') => page(site.name, site.nav(), title, `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${n.colName ?? '信息公开'}</div>
<div class="article"><h1>${title}</h1><div class="info">发布时间：${n.date} 来源：${n.news ? '党委宣传部' : '国有资产与实验室管理处'} 浏览次数：${n.id % 500}</div>
<div class="v_news_content">${n.news ? `<p>${title}。近日，相关单位认真组织、精心安排，活动取得圆满成功。</p><p>与会人员表示，将以此为契机，推动各项工作再上新台阶。</p>`
  : `<p>一、项目编号：${n.no}</p><p>二、项目名称：${n.item}项目</p><p>三、预算金额：${(n.id % 90) + 10} 万元</p><p>四、投标截止时间：2026-12-${String(5 + (n.id % 20)).padStart(2, '0')} 09:30（北京时间）</p><p>五、采购人：${site.name}，联系人：王老师 0000-12345678</p>`}${extra}</div></div>`, site.footer());

// ── 瀚川大学: a WebPlus-like portal, and zbb. linked only from the footer ──
const HCD = { host: 'www.hcd.edu.cn', zbb: 'zbb.hcd.edu.cn', name: '瀚川大学', shape: 'portal-webplus' };
{
  HCD.cols = NEWS_COLS.map(([c, n], k) => ({ col: c, name: n, tree: 1001 + k, rows: newsColumn('hcd', c, n, 20 + (k * 7) % 15, 20, 2, 100000 + k * 2000) }));
  HCD.cols.push(...XXGK_COLS.map(([c, n], k) => ({ col: c, name: n, tree: 1101 + k, xxgk: true, rows: newsColumn('hcd', c, n, 4, 20, 1, 200000 + k * 2000) })));
  const tz = tenders('hcd', 'zbcg', 9 * 15, 3, 30000, 'HCZB');
  HCD.zbcg = { col: 'zbcg', name: '招标采购', tree: 1105, xxgk: true, per: 15, rows: tz.map((n, i) => ({ ...n, colName: '招标采购', cut: i % 5 === 2 })) };
  // The stream: many notices, a few tenders (some the column's, under the same URL; some its own).
  const streamNews = newsColumn('hcd', 'tzgg', '通知公告', 12, 18, 3, 300000);
  const own = tenders('hcd', 'tzgg', 14, 2, 40000, 'HCTZ').map((n) => ({ ...n, colName: '通知公告' }));
  HCD.tzgg = { col: 'tzgg', name: '通知公告', tree: 1200, per: 20, rows: [...streamNews, ...own, ...tz.filter((_, i) => i % 9 === 0 || i < 3)] };
  HCD.cols.push(HCD.zbcg, HCD.tzgg);
  HCD.zbbRows = tenders('hcd', 'zbb', 8 * 12 - 3, 3, 50000, 'HCZBB').map((n) => ({ ...n, colName: '采购公告' }));
  HCD.zbbNews = [['关于采购管理系统停机维护的通知', '2026-11-02'], ['2026年采购业务培训会顺利召开', '2026-09-14'], ['关于规范小额零星采购报销的通知', '2026-06-01']].map(([title, date], k) => ({ id: 59000 + k, title, date, news: true, colName: '工作动态' }));
  HCD.nav = () => `<li><a href="/">首页</a></li>${HCD.cols.filter((c) => !c.xxgk).map((c) => `<li><a href="/${c.col}.htm">${c.name}</a></li>`).join('')}<li><a href="/xxgk.htm">信息公开</a></li>`;
  HCD.footer = () => `<a href="/lxwm.htm">联系我们</a> | <a href="/xxgk.htm">信息公开</a> | <a href="http://${HCD.zbb}/">招标与采购办公室</a> | <a href="/xyfg.htm">校园风光</a>`;
}
/** WebPlus: page 1 is /col.htm, page k is /col/<total-k+1>.htm (counted down). */
const wpAt = (c, k, total) => `/${c.xxgk ? 'xxgk/' : ''}${c.col}${k === 1 ? '.htm' : `/${total - k + 1}.htm`}`;
function wpList(site, c, k, all) {
  const rows = all[k - 1].map((n) => {
    const text = n.cut ? `${n.title.slice(0, 16)}…` : n.title;
    const date = c.col === 'zbcg' ? dotted(n.date) : n.date;
    return `<li id="line_u9_${n.id}"><a href="/info/${n.tree ?? c.tree}/${n.id}.htm" target="_blank"${n.cut ? '' : ` title="${esc(n.title)}"`}>${text}</a><span class="time">${date}</span></li>`;
  }).join('\n');
  const at = (j) => wpAt(c, j, all.length);
  const pager = `<table class="pager"><tr><td>共${all.flat().length}条&nbsp;&nbsp;${k}/${all.length}&nbsp;${k > 1 ? `<a href="${at(1)}" class="First">首页</a>&nbsp;<a href="${at(k - 1)}" class="Prev">上页</a>&nbsp;` : ''}${k < all.length ? `<a href="${at(k + 1)}" class="Next">下页</a>&nbsp;<a href="${at(all.length)}" class="Last">尾页</a>` : ''}</td></tr></table>`;
  return { list: `${c.col}:${k}`, tender: TENDER_LISTS.includes(c.col), body: page(site.name, site.nav(), c.name, `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${c.xxgk ? '<a href="/xxgk.htm">信息公开</a> &gt; ' : ''}${c.name}</div><div class="list"><ul>${rows}</ul></div>${pager}`, site.footer()) };
}
function hcd(req, path, query, host) {
  if (host === HCD.zbb) {
    const name = `${HCD.name}招标与采购办公室`;
    const zsite = { name, nav: () => '<li><a href="/">首页</a></li><li><a href="/cggg/">采购公告</a></li><li><a href="/gzdt/">工作动态</a></li><li><a href="/zcfg/">政策法规</a></li>', footer: () => `<a href="http://${HCD.host}/">学校主页</a>` };
    if (path === '/') return page(name, zsite.nav(), '首页', `<div class="box"><h3>采购公告</h3><ul>${newest(HCD.zbbRows).slice(0, 6).map((n) => `<li><a href="/cggg/${n.id}.html">${n.title}</a><span>${n.date}</span></li>`).join('')}</ul><a href="/cggg/">更多</a></div>`, zsite.footer());
    const all = pages(newest(HCD.zbbRows), 12);
    const m = /^\/cggg\/(?:index(?:_(\d+))?\.html)?$/.exec(path);
    const k = m ? Number(m[1] ?? 1) : 0;
    if (m && k >= 1 && k <= all.length && m[1] !== '1') {
      const at = (j) => (j === 1 ? '/cggg/' : `/cggg/index_${j}.html`);
      const rows = all[k - 1].map((n) => `<li><span class="date">${dotted(n.date)}</span><a href="/cggg/${n.id}.html">${n.title}</a></li>`).join('\n');
      return { list: `cggg:${k}`, tender: true, body: page(name, zsite.nav(), '采购公告', `<ul class="news-list">${rows}</ul><div class="page">${all.map((_, j) => (j + 1 === k ? `<b>${j + 1}</b>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join(' ')}${k < all.length ? ` <a href="${at(k + 1)}">下一页</a>` : ''}</div>`, zsite.footer()) };
    }
    if (path === '/gzdt/') return page(name, zsite.nav(), '工作动态', `<ul>${HCD.zbbNews.map((n) => `<li><a href="/gzdt/${n.id}.html">${n.title}</a><span>${n.date}</span></li>`).join('')}</ul>`, zsite.footer());
    const a = /^\/(cggg|gzdt)\/(\d+)\.html$/.exec(path);
    const n = a && (a[1] === 'cggg' ? HCD.zbbRows : HCD.zbbNews).find((x) => x.id === Number(a[2]) && live(x));
    return n ? article(zsite, n, n.title) : undefined;
  }
  if (host !== HCD.host) return undefined;
  if (path === '/' || path === '/index.htm') {
    const box = (c, nRows) => `<div class="box"><h3><a href="/${c.col}.htm">${c.name}</a></h3><ul>${newest(c.rows).slice(0, nRows).map((n) => `<li><a href="/info/${n.tree ?? c.tree}/${n.id}.htm">${n.title}</a><span>${n.date.slice(5)}</span></li>`).join('')}</ul></div>`;
    return page(HCD.name, HCD.nav(), '首页', HCD.cols.filter((c) => !c.xxgk).slice(0, 6).map((c) => box(c, 6)).join('\n') + box(HCD.tzgg, 8), HCD.footer());
  }
  if (path === '/xxgk.htm') return page(HCD.name, HCD.nav(), '信息公开', `<div class="xxgk-nav"><ul>${HCD.cols.filter((c) => c.xxgk).map((c) => `<li><a href="${wpAt(c, 1, 1)}">${c.name}</a></li>`).join('')}<li><a href="/xxgk/xxgkml.htm">信息公开目录</a></li></ul></div>`, HCD.footer());
  if (['/lxwm.htm', '/xyfg.htm', '/xxgk/xxgkml.htm'].includes(path)) return page(HCD.name, HCD.nav(), '联系我们', '<p>地址：某省某市大学路1号</p>', HCD.footer());
  for (const c of HCD.cols) {
    const all = pages(newest(c.rows), c.per ?? 20);
    const k = all.findIndex((_, j) => wpAt(c, j + 1, all.length) === path) + 1;
    if (k) return wpList(HCD, c, k, all);
  }
  const a = /^\/info\/(\d+)\/(\d+)\.htm$/.exec(path);
  if (a) {
    for (const c of HCD.cols) {
      const n = c.rows.find((x) => x.id === Number(a[2]) && (x.tree ?? c.tree) === Number(a[1]) && live(x));
      if (n) return article(HCD, n, n.title, `<div class="pn"><a href="/${c.col}.htm">返回列表</a></div>`);
    }
  }
  return undefined;
}
// The stream's tenders that are the column's keep the column's article URL.
for (const n of HCD.tzgg.rows) if (!n.news && n.col === 'zbcg') n.tree = 1105;

// ── 沧澜大学: a DedeCMS-like portal ──
const CLD = { host: 'www.cld.edu.cn', name: '沧澜大学', shape: 'portal-dede' };
{
  CLD.cols = NEWS_COLS.map(([c, n], k) => ({ col: c, name: n, tid: 3 + k, rows: newsColumn('cld', c, n, 22 + (k * 5) % 19, 20, 2, 500000 + k * 2000) }));
  CLD.cols.push(...XXGK_COLS.map(([c, n], k) => ({ col: c, name: n, tid: 40 + k, xxgk: true, rows: newsColumn('cld', c, n, 3, 20, 1, 600000 + k * 2000) })));
  const tz = tenders('cld', 'zbcg', 10 * 15 - 4, 4, 70000, 'CLZB');
  CLD.zbcg = { col: 'zbcg', name: '招标采购', tid: 12, xxgk: true, per: 15, rows: tz.map((n, i) => ({ ...n, colName: '招标采购', cut: i % 6 === 4 })) };
  const own = tenders('cld', 'tzgg', 12, 2, 80000, 'CLTZ').map((n) => ({ ...n, colName: '通知公告' }));
  CLD.tzgg = { col: 'tzgg', name: '通知公告', tid: 9, per: 20, rows: [...newsColumn('cld', 'tzgg', '通知公告', 14, 18, 3, 700000), ...own, ...tz.filter((_, i) => i % 10 === 1 || i < 2)] };
  CLD.cols.push(CLD.zbcg, CLD.tzgg);
  CLD.nav = () => `<li><a href="/">网站首页</a></li>${CLD.cols.filter((c) => !c.xxgk).map((c) => `<li><a href="/a/${c.col}/">${c.name}</a></li>`).join('')}<li><a href="/xxgk/">信息公开</a></li>`;
  CLD.footer = () => '<a href="/a/lxwm/">联系我们</a> | <a href="/xxgk/">信息公开网</a> | <a href="/a/xyfg/">校园风光</a>';
}
const dedeArt = (n) => `/a/${n.col}/${n.date.replace(/-/g, '')}/${n.id}.html`;
function cld(req, path) {
  if (path === '/' || path === '/index.html') {
    const box = (c) => `<div class="box"><h3><a href="/a/${c.col}/">${c.name}</a><a class="more" href="/a/${c.col}/">更多&gt;&gt;</a></h3><ul>${newest(c.rows).slice(0, 7).map((n) => `<li><a href="${dedeArt(n)}">${n.title}</a><span>${n.date.slice(5)}</span></li>`).join('')}</ul></div>`;
    return page(CLD.name, CLD.nav(), '首页', [...CLD.cols.filter((c) => !c.xxgk).slice(0, 5), CLD.tzgg].map(box).join('\n'), CLD.footer());
  }
  if (path === '/xxgk/') return page(CLD.name, CLD.nav(), '信息公开', `<div class="gk"><dl><dt>信息公开目录</dt>${CLD.cols.filter((c) => c.xxgk).map((c) => `<dd><a href="/a/${c.col}/">${c.name}</a></dd>`).join('')}</dl></div>`, CLD.footer());
  if (['/a/lxwm/', '/a/xyfg/'].includes(path)) return page(CLD.name, CLD.nav(), '联系我们', '<p>地址：某省某市大学路1号</p>', CLD.footer());
  for (const c of CLD.cols) {
    const m = new RegExp(`^/a/${c.col}/(?:index\\.html|list_${c.tid}_(\\d+)\\.html)?$`).exec(path);
    if (!m) continue;
    const all = pages(newest(c.rows), c.per ?? 20);
    const k = Number(m[1] ?? 1);
    if (k < 1 || k > all.length) return undefined;
    const at = (j) => `/a/${c.col}/list_${c.tid}_${j}.html`;
    const rows = all[k - 1].map((n) => {
      const text = n.cut ? `${n.title.slice(0, 15)}…` : n.title;
      return `<li><a href="${dedeArt(n.col === c.col ? n : { ...n, col: n.col })}" title="${n.cut ? '' : esc(n.title)}">${text}</a><span>${c.col === 'zbcg' ? dotted(n.date) : n.date}</span></li>`;
    }).join('\n');
    const lo = Math.max(1, k - 4);
    const nums = Array.from({ length: Math.min(all.length, lo + 9) - lo + 1 }, (_, j) => lo + j).map((j) => (j === k ? `<li class="thisclass">${j}</li>` : `<li><a href="list_${c.tid}_${j}.html">${j}</a></li>`)).join('');
    const pager = `<div class="dede_pages"><ul class="pagelist"><li><a href="list_${c.tid}_1.html">首页</a></li>${k > 1 ? `<li><a href="list_${c.tid}_${k - 1}.html">上一页</a></li>` : ''}${nums}${k < all.length ? `<li><a href="list_${c.tid}_${k + 1}.html">下一页</a></li>` : ''}<li><a href="${at(all.length)}">末页</a></li><li><span class="pageinfo">共 <strong>${all.length}</strong>页<strong>${all.flat().length}</strong>条</span></li></ul></div>`;
    return { list: `${c.col}:${k}`, tender: TENDER_LISTS.includes(c.col), body: page(CLD.name, CLD.nav(), c.name, `<div class="place">当前位置：<a href="/">主页</a> &gt; ${c.xxgk ? '<a href="/xxgk/">信息公开</a> &gt; ' : ''}${c.name}</div><div class="listbox"><ul class="e2">${rows}</ul></div>${pager}`, CLD.footer()) };
  }
  const a = /^\/a\/(\w+)\/(\d{8})\/(\d+)\.html$/.exec(path);
  if (a) for (const c of CLD.cols) {
    const n = c.rows.find((x) => x.id === Number(a[3]) && x.col === a[1] && live(x));
    if (n) return article(CLD, n, n.title);
  }
  return undefined;
}

// ── 溪山大学: the www stream reposts the cg. sub-site's notices ──
const XSD = { host: 'www.xsd.edu.cn', cg: 'cg.xsd.edu.cn', name: '溪山大学', shape: 'repost-stream' };
{
  const base = tenders('xsd', 'cg', 44, 5, 90000, 'XSCG').map((n) => ({ ...n, colName: '采购公告' }));
  // True near-duplicates: the same project's second call, correction, lot 2 and result.
  const near = [];
  for (let j = 0; j < 4; j++) {
    const s = base[10 + j * 7];
    const p = `${s.item}项目`;
    [[`${p}公开招标公告（第二次）`, 3], [`${p}更正公告`, 2], [`${p}（包2）公开招标公告`, 1], [`${p}中标结果公告`, 0]].forEach(([t, back], v) =>
      near.push({ ...s, id: 95000 + j * 10 + v, title: `${t}（${s.no}）`, date: new Date(Date.parse(s.date) + (4 - back) * 86400000).toISOString().slice(0, 10) }));
    s.title = `${p}公开招标公告（${s.no}）`;
  }
  const notes = [['关于采购管理系统停机维护的通知', '2026-10-28'], ['2026年采购业务培训会通知', '2026-09-20'], ['关于规范小额零星采购报销的通知', '2026-05-11']].map(([title, date], k) => ({ id: 99000 + k, title, date, news: true, colName: '采购公告' }));
  XSD.cgRows = [...base, ...near, ...notes];
  // The stream: notices and news, and reposts of cg. notices in six forms.
  XSD.stream = newsColumn('xsd', 'tzgg', '通知公告', 5, 10, 2, 400000).map((n) => ({ n, form: 'own' }));
  const cgUrl = (n) => `http://${XSD.cg}/info/1001/${n.id}.htm`;
  const forms = [
    (n) => ({ href: `${cgUrl(n)}?from=home` }),
    (n) => ({ href: `${cgUrl(n)}?wbtreeid=1001` }),
    (n) => ({ href: `/tzgg/r${n.id}.htm`, redirect: cgUrl(n) }),
    (n) => ({ href: `/tzgg/f${n.id}.htm`, frame: cgUrl(n) }),
    (n, k) => ({ href: `/tzgg/c${n.id}.htm`, copy: true, title: `【采购】${n.title}`, shift: 1 + (k % 3) }),
    (n, k) => ({ href: `/tzgg/c${n.id}.htm`, copy: true, listTitle: `${n.title.slice(0, 14)}…`, shift: 1 + (k % 3) }),
  ];
  [...base, ...near].forEach((n, i) => {
    if (i % 2 && i < base.length) return;
    const f = forms[i % forms.length](n, i);
    XSD.stream.push({ n, ...f, day: n.day ?? 1 });
  });
  // Day 2: reposts of day-1 notices appear in the stream (not new).
  for (const [i, form] of [[13, 0], [21, 4], [25, 2]]) XSD.stream.push({ n: base[i], ...forms[form](base[i], i), href: forms[form](base[i], i).href.replace(/\/tzgg\/(\w)/, '/tzgg/$1d'), day: 2, late: true });
  XSD.cgUrl = cgUrl;
}
const postDate = (p) => (p.late ? '2026-11-23' : p.shift ? new Date(Date.parse(p.n.date) + p.shift * 86400000).toISOString().slice(0, 10) : p.n.date);
const xsdStream = () => XSD.stream.filter((p) => (p.day ?? p.n.day ?? 1) <= state.day).sort((a, b) => postDate(b).localeCompare(postDate(a)) || b.n.id - a.n.id);
function xsd(req, path, query, host) {
  const cg = host === XSD.cg;
  const name = cg ? `${XSD.name}采购与招标管理中心` : XSD.name;
  const s = cg
    ? { name, nav: () => '<li><a href="/">首页</a></li><li><a href="/cggg.htm">采购公告</a></li><li><a href="/zcfg.htm">政策法规</a></li>', footer: () => `<a href="http://${XSD.host}/">学校主页</a>` }
    : { name, nav: () => `<li><a href="/">首页</a></li><li><a href="/tzgg.htm">通知公告</a></li><li><a href="/xwzx.htm">新闻中心</a></li><li><a href="http://${XSD.cg}/">采购与招标</a></li>`, footer: () => '<a href="/lxwm.htm">联系我们</a>' };
  if (path === '/' || path === '/index.htm') return page(name, s.nav(), '首页', cg ? '<p>欢迎访问采购与招标管理中心</p>' : `<div class="box"><h3><a href="/tzgg.htm">通知公告</a></h3><ul>${xsdStream().slice(0, 6).map((p) => `<li><a href="${p.href ?? `/tzgg/${p.n.id}.htm`}">${p.listTitle ?? p.title ?? p.n.title}</a></li>`).join('')}</ul></div>`, s.footer());
  if (cg) {
    const all = pages(newest(XSD.cgRows), 12);
    const col = { col: 'cggg', name: '采购公告', tree: 1001 };
    const k = all.findIndex((_, j) => wpAt(col, j + 1, all.length) === path) + 1;
    if (k) return wpList(s, col, k, all);
    const a = /^\/info\/1001\/(\d+)\.htm$/.exec(path);
    const n = a && XSD.cgRows.find((x) => x.id === Number(a[1]) && live(x));
    return n ? article(s, n, n.title) : undefined;
  }
  const all = pages(xsdStream(), 12);
  const k = path === '/tzgg.htm' ? 1 : Number(/^\/tzgg\/list(\d+)\.htm$/.exec(path)?.[1] ?? 0);
  if (k >= 1 && k <= all.length && path !== '/tzgg/list1.htm') {
    const at = (j) => (j === 1 ? '/tzgg.htm' : `/tzgg/list${j}.htm`);
    const rows = all[k - 1].map((p) => `<li><a href="${p.href ?? `/tzgg/${p.n.id}.htm`}" target="_blank">${p.listTitle ?? p.title ?? p.n.title}</a><span>${postDate(p)}</span></li>`).join('\n');
    return { list: `tzgg:${k}`, tender: true, body: page(name, s.nav(), '通知公告', `<div class="list"><ul>${rows}</ul></div><div class="pages">${k > 1 ? `<a href="${at(k - 1)}">上一页</a> ` : ''}${all.map((_, j) => (j + 1 === k ? `<span>${j + 1}</span>` : `<a href="${at(j + 1)}">${j + 1}</a>`)).join(' ')}${k < all.length ? ` <a href="${at(k + 1)}">下一页</a>` : ''}</div>`, s.footer()) };
  }
  if (path === '/xwzx.htm' || path === '/lxwm.htm') return page(name, s.nav(), '新闻中心', '<p>新闻中心建设中</p>', s.footer());
  const p = xsdStream().find((x) => x.href === path || (!x.href && path === `/tzgg/${x.n.id}.htm`));
  if (!p) return undefined;
  if (p.redirect) return { status: 302, headers: { location: p.redirect }, body: '' };
  if (p.frame) return page(name, s.nav(), p.n.title, `<div class="crumb">通知公告</div><iframe src="${p.frame}" width="100%" height="1200" frameborder="0"></iframe>`, s.footer());
  if (p.copy) return article(s, { ...p.n, date: postDate(p) }, p.title ?? p.n.title, '<p>（转自采购与招标管理中心）</p>');
  return article(s, p.n, p.n.title);
}

const SITES = [
  { ...HCD, handle: hcd, hosts: [HCD.host, HCD.zbb] },
  { ...CLD, handle: cld, hosts: [CLD.host] },
  { ...XSD, handle: xsd, hosts: [XSD.host, XSD.cg] },
];
const siteOf = (s) => s.host.replace(/^www\./, '');

/** Every tender of the web on `day`: each URL it is linked under, its first day; each site's real tender list pages. */
export function truth(day = state.day) {
  const keep = state.day;
  state.day = day;
  const notices = [];
  const lists = {};
  const add = (byKey, key, url, n, s) => {
    const e = byKey.get(key) ?? { url, urls: [], title: n.title, date: n.date, site: siteOf(s), shape: s.shape, day: n.day ?? 1 };
    if (!e.urls.includes(url)) e.urls.push(url);
    byKey.set(key, e);
  };
  for (const s of [HCD, CLD]) {
    const byKey = new Map();
    const url = (n, c) => (s === HCD ? `http://${HCD.host}/info/${n.tree ?? c.tree}/${n.id}.htm` : `http://${CLD.host}${dedeArt(n)}`);
    for (const c of [s.zbcg, s.tzgg]) for (const n of newest(c.rows)) if (!n.news) add(byKey, n.id, url(n, c), n, s);
    if (s === HCD) for (const n of newest(HCD.zbbRows)) add(byKey, n.id, `http://${HCD.zbb}/cggg/${n.id}.html`, n, s);
    notices.push(...byKey.values());
    const listPages = (c, at) => pages(newest(c.rows), c.per ?? 20).map((_, j, all) => ({ page: `${c.col}:${j + 1}`, tenders: TENDER_LISTS.includes(c.col), url: at(c, j + 1, all.length) }));
    const at = s === HCD ? (c, k, total) => `http://${HCD.host}${wpAt(c, k, total)}` : (c, k) => `http://${CLD.host}/a/${c.col}/${k === 1 ? '' : `list_${c.tid}_${k}.html`}`;
    const tenderPages = [s.zbcg, s.tzgg].flatMap((c) => listPages(c, at));
    if (s === HCD) tenderPages.push(...pages(newest(HCD.zbbRows), 12).map((_, j) => ({ page: `cggg:${j + 1}`, tenders: true, url: `http://${HCD.zbb}/cggg/${j ? `index_${j + 1}.html` : ''}` })));
    const news = s.cols.filter((c) => !TENDER_LISTS.includes(c.col)).flatMap((c) => listPages(c, at)).length;
    lists[siteOf(s)] = { real: tenderPages.length, news, pages: tenderPages };
  }
  const byKey = new Map();
  for (const n of newest(XSD.cgRows)) if (!n.news) add(byKey, n.id, XSD.cgUrl(n), n, XSD);
  for (const p of xsdStream()) if (!p.n.news) {
    add(byKey, p.n.id, `http://${XSD.host}${p.href}`.replace(`http://${XSD.host}http`, 'http'), p.n, XSD);
  }
  notices.push(...byKey.values());
  const cgAll = pages(newest(XSD.cgRows), 12).length;
  const xsdPages = [
    ...Array.from({ length: cgAll }, (_, j) => ({ page: `cggg:${j + 1}`, tenders: true, url: `http://${XSD.cg}${wpAt({ col: 'cggg' }, j + 1, cgAll)}` })),
    ...pages(xsdStream(), 12).map((_, j) => ({ page: `tzgg:${j + 1}`, tenders: true, url: `http://${XSD.host}${j ? `/tzgg/list${j + 1}.htm` : '/tzgg.htm'}` })),
  ];
  lists[siteOf(XSD)] = { real: xsdPages.length, news: 0, pages: xsdPages };
  state.day = keep;
  return { day, seeds: SITES.map((s) => `http://${s.host}/`), notices, lists };
}

/** The web's own counter: answers no page gave (404). */
export const COUNTERS = ['notFound'];

/** The sites: each serves its `hosts`; `site` is its stats key. */
export const web = () => SITES.map((s) => ({ ...s, site: siteOf(s) }));

const NOT_FOUND = '<html><body><h1>404 Not Found</h1></body></html>';
/** A site's answer on `day` in the kit's terms: robots.txt as every site serves it, a list page named `col:k` (a tender list or not), nothing a 404. */
export function answer(site, req, day) {
  state.day = day;
  const path = req.url.pathname;
  if (path === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
  const out = site.handle(req, path, req.url.searchParams, req.host);
  if (!out) return { status: 404, body: NOT_FOUND, count: 'notFound' };
  if (typeof out === 'string') return { body: out };
  return { status: out.status ?? 200, body: out.body, headers: out.headers, ...(out.list ? { list: out.list, tenders: out.tender } : {}) };
}
