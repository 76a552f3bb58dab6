// test/shapes20: FIRST CONTACT with columns. Nine made-up universities, each with one way a
// procurement column hides from a crawler that finds "the list" of a site: results on another host
// than calls, sparse 更正 and 询价 columns (a project chain whose 更正 move deadlines and budgets),
// four columns of two rows each, a column opened on day 3, columns named only by a code in their
// URL, a homepage box of one column's newest rows beside a sibling column it never shows, a
// hash-routed single-page app, detail pages that stall, and a list that answers 502 once. Plus a
// procurement rules column (采购制度) whose rows are not notices. Written apart from the crawler,
// from public knowledge of how Chinese university sites are built; never from its code.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import { core, take } from './titles.mjs';

// ---------------------------------------------------------------- content
const MS_PER_DAY = 86400000;
const DAY1_NEWEST = Date.UTC(2026, 10, 24);
const DAY1_SPAN = 54; // 2026-10-01 … 2026-11-24
const DAY_DATE = { 2: '2026-11-25', 3: '2026-11-26' };
export const DAYS = [1, 2, 3];
/** Kinds of rows that are notices a bidder wants; news and rules rows are not. */
const NOTICE_KINDS = new Set(['call', 'result', 'intent', 'change']);

const sha = (...parts) => createHash('sha1').update(parts.join('|')).digest('hex');
const num = (...parts) => parseInt(sha(...parts).slice(0, 8), 16);
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const escHtml = (s) => String(s).replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]);
const oneTo = (n) => Array.from({ length: n }, (_, i) => i + 1);
const pad = (n, w) => String(n).padStart(w, '0');

/** A project's fields from its id: 项目编号, 预算金额 (万元, 2 decimals), 投标截止时间 (Dec 2026). */
const fieldsOf = (abbr, id) => ({
  no: `${abbr}-2026-${pad(id, 5)}`,
  budget: Number(`${((id * 37) % 480) + 12}.${pad(id % 100, 2)}`),
  deadline: `2026-12-${pad(5 + (id % 20), 2)} 09:30`,
});

/**
 * A column's rows, newest first: `titles` is { 1: [...], 2: [...], 3: [...] } (the day each appears);
 * day-2/3 rows are dated that day, day-1 rows step evenly back from 11-24 to 10-01. `make(title, i)`
 * may add fields (kind, project). Ids count down from `base + rows`.
 */
function rowsOf(abbr, base, kind, titles, make = () => ({})) {
  const dated = [];
  for (const day of [3, 2]) for (const title of titles[day] ?? []) dated.push({ title, day, date: DAY_DATE[day] });
  const older = titles[1] ?? [];
  older.forEach((title, j) => dated.push({ title, day: 1, date: isoDay(DAY1_NEWEST - Math.floor((j * DAY1_SPAN) / Math.max(1, older.length - 1)) * MS_PER_DAY) }));
  return dated.map((r, i) => {
    const id = base + dated.length - i;
    return { ...r, id, kind, ...fieldsOf(abbr, id), ...make(r.title, i) };
  });
}
/** `n1`, `n2`, `n3` titles of `kind` for days 1, 2, 3. */
const titlesByDay = (kind, [n1, n2 = 0, n3 = 0], school, dress = (t) => t) => {
  const all = take(kind, n1 + n2 + n3, school).map(dress);
  return { 3: all.slice(0, n3), 2: all.slice(n3, n3 + n2), 1: all.slice(n3 + n2) };
};

/** The body of a detail page, by the row's kind. */
function articleOf(school, r) {
  const wan = (x) => `人民币 ${x.toFixed(2)} 万元`;
  if (r.kind === 'news') return `<p>全校师生：</p><p>${escHtml(r.title)}相关工作已按计划推进，现将有关情况通报如下，请各单位结合实际认真落实。</p><p>${escHtml(school)}党委宣传部</p>`;
  if (r.kind === 'rules') return `<p>第一条 为规范学校采购行为，提高资金使用效益，根据有关法律法规，结合学校实际，制定本办法。</p><p>第二条 本办法适用于学校各单位使用各类资金开展的货物、工程和服务采购活动。</p><p>附件：${escHtml(r.title)}.pdf</p>`;
  const head = `<p>一、项目编号：${r.no}</p>`;
  if (r.kind === 'result') {
    return `<p>${escHtml(school)}就下列项目的采购结果公告如下。</p>${head}<p>二、预算金额：${wan(r.budget)}</p>
<p>三、中标（成交）供应商：${escHtml(['闽江', '华东', '鼎信', '正诚', '博远'][r.id % 5])}建设工程有限公司</p><p>四、中标（成交）金额：${wan(r.budget * 0.93)}</p>
<p>五、公告期限：自本公告发布之日起1个工作日。</p>`;
  }
  if (r.kind === 'change') {
    const c = r.change;
    const what = c.field === 'deadline'
      ? `原投标截止时间：${c.from}（北京时间），现变更为：${c.to}（北京时间），开标时间相应顺延。`
      : `原预算金额：${wan(c.from)}，现调整为：${wan(c.to)}，最高限价相应调整。`;
    return `<p>一、原公告的采购项目编号：${r.no}</p><p>二、原公告的采购项目名称：${escHtml(c.project)}</p><p>三、首次公告日期：${c.callDate}</p>
<p>四、更正信息：${what}</p><p>五、预算金额：${wan(r.budget)}</p><p>六、投标截止时间：${r.deadline}（北京时间）</p><p>其他内容不变。</p>`;
  }
  return `<p>${escHtml(school)}就下列项目进行公开采购，欢迎符合条件的供应商参加。</p>${head}
<p>二、预算金额：${wan(r.budget)}</p>
<p>三、投标截止时间：${r.deadline}（北京时间），逾期送达的投标文件恕不接受。</p>
<p>四、联系方式：采购与招标管理中心 王老师，电话 0${700 + (r.id % 200)}-8${pad(r.id, 6)}</p>`;
}

/** A pager of plain links: 首页 上一页 1 … N 下一页 尾页, `url(j)` the link of page j. */
function linkPager({ count, per, k, url }) {
  const total = Math.max(1, Math.ceil(count / per));
  const a = (j, text) => `<a href="${escHtml(url(j))}">${text}</a>`;
  const parts = [`<span class="count">共${count}条 ${per}条/页</span>`];
  if (k > 1) parts.push(a(1, '首页'), a(k - 1, '上一页'));
  for (const j of oneTo(total)) parts.push(j === k ? `<strong>${j}</strong>` : a(j, String(j)));
  if (k < total) parts.push(a(k + 1, '下一页'), a(total, '尾页'));
  return `<div class="pages">${parts.join(' ')} <span>第${k}/${total}页</span></div>`;
}

export const NOT_FOUND = { status: 404, body: '<html><head><title>404 Not Found</title></head><body><h1>404 Not Found</h1><p>您访问的页面不存在。</p></body></html>', type: 'text/html; charset=utf-8', count: 'notFound' };

// ---------------------------------------------------------------- one school
/**
 * A made-up school on one or more hosts. Spec: `site` (its domain), `school`, `shape`, `seed`,
 * `hosts` ({ [host]: { title, nav(day) → [colKey | { text, href }], boxes: [colKey], side? } }),
 * `cols`: [{ key, name, host, kind ('call' | 'result' | 'intent' | 'change' | 'news' | 'rules'),
 * per, rows, opens (first day shown, 1 by default), list(k) (page k's path, as linked), detail(r),
 * side? (a sidebar of column keys on this column's pages) }]. Optional `handle(req, day, site, ctx)`
 * answers before the pages (a response, `{ stall: response }`, or undefined).
 */
function makeSchool(spec) {
  const { site: domain, school, cols, hosts } = spec;
  const byKey = Object.fromEntries(cols.map((c) => [c.key, c]));
  const shown = (c, day) => day >= (c.opens ?? 1);
  const onDay = (c, day) => (shown(c, day) ? c.rows.filter((r) => r.day <= day) : []);
  const pageCount = (c, day) => Math.max(1, Math.ceil(onDay(c, day).length / c.per));
  const isNotices = (c) => NOTICE_KINDS.has(c.kind);
  const abs = (host, href) => new URL(href, `http://${host}/`).href;
  /** A link to column c from a page on `host`: relative on its own host, absolute on another. */
  const colHref = (c, k, host) => (c.host === host ? c.list(k) : abs(c.host, c.list(k)));
  const navOf = (host, day) => hosts[host].nav(day).map((x) => {
    if (typeof x !== 'string') return `<li><a href="${escHtml(x.href)}">${x.text}</a></li>`;
    const c = byKey[x];
    return shown(c, day) ? `<li><a href="${escHtml(colHref(c, 1, host))}">${c.name}</a></li>` : '';
  }).join('');
  const rowHtml = (c, r, host) => `<li><a href="${escHtml(c.host === host ? c.detail(r) : abs(c.host, c.detail(r)))}" target="_blank" title="${escHtml(r.title)}">${escHtml(r.title)}</a><span class="date">${r.date}</span></li>`;
  const crumb = (...steps) => `<div class="crumb">当前位置：<a href="/">首页</a> &gt; ${steps.join(' &gt; ')}</div>`;
  const layout = (host, day, title, main) => `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8" /><title>${escHtml(title)}</title></head>
<body><div id="top"><a class="logo" href="/">${escHtml(hosts[host].title)}</a><ul class="menu"><li><a href="/">首页</a></li>${navOf(host, day)}</ul></div>
<div class="wrap">${main}</div>
<div id="foot">版权所有 &copy; 2026 ${escHtml(school)}　地址：大学路${(num(host) % 200) + 1}号　邮编：${100000 + (num(host) % 800000)}</div></body></html>`;
  const html = (body, extra = {}) => ({ body, type: 'text/html; charset=utf-8', ...extra });
  const side = (c, host, day) => (c.side ? `<div class="side"><h3>${escHtml(spec.sideTitle ?? '栏目导航')}</h3><ul>${c.side.map((k) => byKey[k]).filter((x) => shown(x, day)).map((x) => `<li${x === c ? ' class="on"' : ''}><a href="${escHtml(colHref(x, 1, host))}">${x.name}</a></li>`).join('')}</ul></div>` : '');

  const s = {
    site: domain, school, shape: spec.shape, seed: spec.seed, cols, onDay, pageCount, html, layout, crumb, escHtml,
    home(host, day) {
      const h = hosts[host];
      const boxes = (h.boxes ?? []).map((k) => byKey[k]).filter((c) => shown(c, day)).map((c) => `<div class="box"><div class="box-hd"><span>${c.name}</span><a class="more" href="${escHtml(colHref(c, 1, host))}">更多&gt;&gt;</a></div>
<ul class="news-list">${onDay(c, day).slice(0, 6).map((r) => rowHtml(c, r, host)).join('\n')}</ul></div>`);
      return html(layout(host, day, h.title, `${boxes.join('\n')}
<div class="box"><div class="box-hd"><span>走进${escHtml(school)}</span></div><p>${escHtml(school)}是一所多学科协调发展的本科高校。</p><a href="/xxgk/index.htm">学校概况</a></div>`));
    },
    listPage(c, k, day) {
      const rows = onDay(c, day);
      return html(layout(c.host, day, `${c.name}-${school}`, `${crumb(`<a href="${escHtml(c.list(1))}">${c.name}</a>`)}${side(c, c.host, day)}
<div class="col-title"><h2>${c.name}</h2></div>
<ul class="news-list">
${rows.slice((k - 1) * c.per, k * c.per).map((r) => rowHtml(c, r, c.host)).join('\n')}
</ul>
${linkPager({ count: rows.length, per: c.per, k, url: (j) => c.list(j) })}`), { list: `${c.key}:${k}`, tenders: isNotices(c) });
    },
    detailPage(c, r, day) {
      const source = r.kind === 'news' ? '党委宣传部' : '采购与招标管理中心';
      return html(layout(c.host, day, `${r.title}-${school}`, `${crumb(`<a href="${escHtml(c.list(1))}">${c.name}</a>`, '正文')}${side(c, c.host, day)}
<div class="article"><h1>${escHtml(r.title)}</h1>
<div class="meta">发布时间：${r.date}　来源：${source}　浏览次数：${(num(domain, r.id) % 800) + 21}</div>
<div class="article-body">${articleOf(school, r)}</div></div>`));
    },
    /** Every page a host serves on `day`, by path as linked: lists, details, homepage, 学校概况. */
    routes(day) {
      const m = new Map();
      for (const host of Object.keys(hosts)) {
        for (const p of ['/', '/index.htm', '/index.html']) m.set(`${host}${p}`, () => s.home(host, day));
        m.set(`${host}/xxgk/index.htm`, () => html(layout(host, day, `学校概况-${school}`, `${crumb('学校概况')}<div class="article"><h1>学校概况</h1><p>${escHtml(school)}是一所多学科协调发展的本科高校，现有全日制在校生两万余人。</p></div>`)));
      }
      for (const c of cols) {
        if (!shown(c, day)) continue;
        for (const k of oneTo(pageCount(c, day))) m.set(`${c.host}${c.list(k)}`, () => s.listPage(c, k, day));
        for (const r of onDay(c, day)) m.set(`${c.host}${c.detail(r)}`, () => ({ ...s.detailPage(c, r, day), row: r }));
      }
      return m;
    },
    /** The notices on `day` (calls, results, intentions, changes), each under the URL its row links. */
    notices: (day) => cols.flatMap((c) => (isNotices(c) ? onDay(c, day) : []).map((r) => {
      const url = spec.noticeUrl?.(c, r) ?? abs(c.host, c.detail(r));
      return { url, urls: [url], title: r.title, date: r.date, site: domain, shape: spec.shape, day: r.day, column: c.name, kind: r.kind, projectNo: r.no, ...(r.change ? { change: r.change } : {}) };
    })),
    /** The real list pages on `day`: notice columns (`real`), news and rules apart. */
    lists(day) {
      const pages = cols.filter((c) => shown(c, day)).flatMap((c) => oneTo(pageCount(c, day)).map((k) => ({
        page: `${c.key}:${k}`, tenders: isNotices(c), kind: c.kind, name: c.name, url: spec.listUrl?.(c, k) ?? abs(c.host, c.list(k)),
      })));
      return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => p.kind === 'news').length, rules: pages.filter((p) => p.kind === 'rules').length, pages };
    },
  };
  const routeCache = new Map();
  s.answer = (req, day, ctx) => {
    const own = spec.handle?.(req, day, s, ctx);
    if (own) return own;
    if (!routeCache.has(day)) routeCache.set(day, s.routes(day));
    const m = routeCache.get(day);
    let decoded = req.rawUrl;
    try { decoded = decodeURI(req.rawUrl); } catch { /* as sent */ }
    const page = m.get(`${req.host}${req.rawUrl}`) ?? m.get(`${req.host}${decoded}`);
    if (page) return page();
    if (req.url.pathname === '/robots.txt') return { body: 'User-agent: *\nDisallow: /admin/\n', type: 'text/plain' };
    return NOT_FOUND;
  };
  s.hosts = Object.keys(hosts);
  return s;
}
const column = (key, name, host, kind, per, rows, more = {}) => ({ key, name, host, kind, per, rows, ...more });

// ---------------------------------------------------------------- 1. cross-host-results
// Calls on the 招标办's own host (zbb.), results on the 财务处's (cwc.), linked from zbb's nav.
// zbb also carries 采购制度, a rules column whose rows are documents, not notices.
const RULES = ['货物与服务采购管理办法', '工程建设项目招标管理实施细则', '政府采购供应商质疑处理流程', '采购申请表（货物类）下载', '小额零星采购管理规定',
  '采购合同签订与履约验收办法', '进口产品采购论证流程', '招标代理机构遴选与管理办法', '采购项目档案管理规定'];
function crossHost() {
  const school = '澜川大学';
  const zbb = 'zbb.lcd.edu.cn';
  const cwc = 'cwc.lcd.edu.cn';
  const cols = [
    column('zbgg', '招标公告', zbb, 'call', 12, rowsOf('LCZB', 1100, 'call', titlesByDay('call', [22, 3, 2], school))),
    column('zbjg', '中标结果', cwc, 'result', 12, rowsOf('LCZB', 1200, 'result', titlesByDay('result', [20, 2, 2], school))),
    column('cgzd', '采购制度', zbb, 'rules', 12, rowsOf('LCZD', 1300, 'rules', { 1: RULES.map((t) => `${school}${t}`) })),
    column('gzdt', '工作动态', zbb, 'news', 8, rowsOf('LCXW', 1000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  const list = { zbgg: '/zbgg/list', zbjg: '/zbjg/list', cgzd: '/cgzd/list', gzdt: '/gzdt/list' };
  for (const c of cols) {
    c.list = (k) => `${list[c.key]}${k > 1 ? `_${k}` : ''}.htm`;
    c.detail = (r) => `/info/${{ zbgg: 1031, zbjg: 1052, cgzd: 1033, gzdt: 1030 }[c.key]}/${r.id}.htm`;
  }
  return makeSchool({
    site: 'lcd.edu.cn', school, shape: 'cross-host-results', seed: `http://${zbb}/`, cols,
    hosts: {
      [zbb]: { title: `${school}招标与采购管理办公室`, nav: () => ['zbgg', 'zbjg', 'cgzd', 'gzdt', { text: '学校主页', href: 'http://www.lcd.edu.cn/' }], boxes: ['gzdt'] },
      [cwc]: { title: `${school}财务处`, nav: () => ['zbjg', { text: '招标办', href: `http://${zbb}/` }] },
    },
  });
}

// ---------------------------------------------------------------- 2. project-chain
// 意向 → 招标 → 更正 → 结果: the 变更公告 column holds one old 更正 on day 1; on day 2 five 更正
// move a day-1 call's deadline (+7 days) or budget (−10 %), on day 3 two more; same project, same 项目编号.
function projectChain() {
  const school = '岷溪理工大学';
  const abbr = 'MXCG';
  const calls = rowsOf(abbr, 2100, 'call', titlesByDay('call', [20, 2, 1], school));
  const day1Calls = calls.filter((r) => r.day === 1); // newest first
  /** A row for the project of `call`: same 项目编号, the stage's wording on its name. */
  const follow = (call, kind, title, day, date) => ({ ...call, kind, title, day, date, id: undefined });
  const dayAfter = (date, n) => isoDay(Date.parse(date) + n * MS_PER_DAY);
  // Results: the ten oldest day-1 calls (day 1), the 11th oldest (day 2), the newest day-2 call's … no: the 12th oldest (day 3).
  const oldest = [...day1Calls].reverse();
  const results = [
    ...oldest.slice(0, 10).map((c) => follow(c, 'result', `${core(c.title)}中标结果公告`, 1, dayAfter(c.date, 3))),
    follow(oldest[10], 'result', `${core(oldest[10].title)}中标结果公告`, 2, DAY_DATE[2]),
    follow(oldest[11], 'result', `${core(oldest[11].title)}成交结果公告`, 3, DAY_DATE[3]),
  ];
  /** A change of `call`'s deadline or budget, posted on `day`. */
  const change = (call, field, day, date) => {
    const from = field === 'deadline' ? call.deadline : call.budget;
    const to = field === 'deadline' ? `${dayAfter(call.deadline.slice(0, 10), 7)} 09:30` : Math.round(call.budget * 90) / 100;
    const name = core(call.title);
    const title = field === 'deadline' ? (day % 2 ? `关于${name}的更正公告` : `${name}延期公告`) : `${name}预算调整公告`;
    return { ...call, kind: 'change', title, day, date, id: undefined, deadline: field === 'deadline' ? to : call.deadline, budget: field === 'budget' ? to : call.budget,
      change: { projectNo: call.no, project: name, field, from, to, callUrl: undefined, callId: call.id, callDate: call.date } };
  };
  const changes = [
    change(oldest[12], 'deadline', 1, dayAfter(oldest[12].date, 4)),
    change(day1Calls[0], 'deadline', 2, DAY_DATE[2]), change(day1Calls[1], 'budget', 2, DAY_DATE[2]), change(day1Calls[2], 'deadline', 2, DAY_DATE[2]),
    change(day1Calls[3], 'budget', 2, DAY_DATE[2]), change(day1Calls[4], 'deadline', 2, DAY_DATE[2]),
    change(calls.find((r) => r.day === 2), 'deadline', 3, DAY_DATE[3]), change(day1Calls[5], 'budget', 3, DAY_DATE[3]),
  ];
  // Intentions and 询价: other projects, a real call's name with the stage's wording.
  const intents = rowsOf(abbr, 2300, 'intent', titlesByDay('call', [8, 1, 1], school, (t) => `${core(t)}采购意向公开`));
  const xunjia = rowsOf(abbr, 2400, 'call', titlesByDay('call', [2, 1, 1], school, (t) => `${core(t)}询价公告`));
  /** Rows in date order, newest first, given ids after `base`. */
  const ordered = (rows, base) => [...rows].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).map((r, i, all) => ({ ...r, id: base + all.length - i }));
  const host = 'www.mxl.edu.cn';
  const cols = [
    column('cgyx', '采购意向', host, 'intent', 10, intents),
    column('zbgg', '招标公告', host, 'call', 10, calls),
    column('xjgg', '询价公告', host, 'call', 10, xunjia),
    column('bggg', '变更公告', host, 'change', 10, ordered(changes, 2500)),
    column('jggg', '结果公告', host, 'result', 10, ordered(results, 2600)),
    column('xwdt', '新闻动态', host, 'news', 8, rowsOf('MXXW', 2000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const [i, c] of cols.entries()) {
    c.list = (k) => (k > 1 ? `/${c.key}/${k}.htm` : `/${c.key}.htm`);
    c.detail = (r) => `/info/${1041 + i}/${r.id}.htm`;
  }
  for (const r of cols[3].rows) r.change.callUrl = `http://${host}${cols[1].detail(calls.find((x) => x.id === r.change.callId))}`;
  return makeSchool({
    site: 'mxl.edu.cn', school, shape: 'project-chain', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['cgyx', 'zbgg', 'xjgg', 'bggg', 'jggg', 'xwdt'], boxes: ['zbgg', 'jggg', 'xwdt'] } },
  });
}

// ---------------------------------------------------------------- 3. two-each
// Four procurement columns of two notices each on day 1; one more each on day 2; two more on day 3.
function twoEach() {
  const school = '汀州学院';
  const abbr = 'TZCG';
  const host = 'www.tzx.edu.cn';
  const cols = [
    column('zbgg', '招标公告', host, 'call', 10, rowsOf(abbr, 3100, 'call', titlesByDay('call', [2, 1, 1], school))),
    column('xjgg', '询价公告', host, 'call', 10, rowsOf(abbr, 3200, 'call', titlesByDay('call', [2, 1], school, (t) => `${core(t)}询价公告`))),
    column('jzxcs', '竞争性磋商', host, 'call', 10, rowsOf(abbr, 3300, 'call', titlesByDay('call', [2, 1], school, (t) => `${core(t)}竞争性磋商公告`))),
    column('jggg', '结果公告', host, 'result', 10, rowsOf(abbr, 3400, 'result', titlesByDay('result', [2, 1, 1], school))),
    column('xwzx', '新闻中心', host, 'news', 8, rowsOf('TZXW', 3000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/${c.key}/index${k > 1 ? `_${k - 1}` : ''}.htm`;
    c.detail = (r) => `/${c.key}/${r.date.replace(/-/g, '')}/${r.id}.htm`;
  }
  return makeSchool({
    site: 'tzx.edu.cn', school, shape: 'two-each', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['zbgg', 'xjgg', 'jzxcs', 'jggg', 'xwzx'], boxes: ['xwzx'] } },
  });
}

// ---------------------------------------------------------------- 4. opened-day3
// A 采购意向 column the school opens on day 3: a new nav entry with five rows.
function openedDay3() {
  const school = '嵩阳师范学院';
  const host = 'www.syx.edu.cn';
  const cols = [
    column('zbgg', '招标公告', host, 'call', 10, rowsOf('SYCG', 4100, 'call', titlesByDay('call', [20, 2, 1], school))),
    column('cgyx', '采购意向', host, 'intent', 10, rowsOf('SYCG', 4200, 'intent', titlesByDay('call', [0, 0, 5], school, (t) => `${core(t)}采购意向公开`)), { opens: 3 }),
    column('xwzx', '新闻中心', host, 'news', 8, rowsOf('SYXW', 4000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/xxgk/${c.key}/index${k > 1 ? `_${k - 1}` : ''}.html`;
    c.detail = (r) => `/xxgk/${c.key}/${r.date.slice(0, 7).replace('-', '')}/t${r.date.replace(/-/g, '')}_${r.id}.html`;
  }
  return makeSchool({
    site: 'syx.edu.cn', school, shape: 'opened-day3', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['zbgg', 'cgyx', 'xwzx'], boxes: ['xwzx'] } },
  });
}

// ---------------------------------------------------------------- 5. code-named
// A Hanweb-style site: columns are /col/colNNNN/index.html, pages ?uid=…&pageNum=K; the Chinese name
// only in the nav link and the page heading.
function codeNamed() {
  const school = '瓯海科技大学';
  const host = 'www.ohk.edu.cn';
  const cols = [
    column('1234', '招标公告', host, 'call', 11, rowsOf('OHCG', 5100, 'call', titlesByDay('call', [22, 2, 1], school))),
    column('1237', '中标公告', host, 'result', 9, rowsOf('OHCG', 5200, 'result', titlesByDay('result', [18, 2, 1], school))),
    column('1229', '学校要闻', host, 'news', 8, rowsOf('OHXW', 5000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/col/col${c.key}/index.html${k > 1 ? `?uid=${4000 + Number(c.key) % 100}&pageNum=${k}` : ''}`;
    c.detail = (r) => `/art/${r.date.replace(/-/g, '/')}/art_${c.key}_${r.id}.html`;
  }
  return makeSchool({
    site: 'ohk.edu.cn', school, shape: 'code-named', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['1234', '1237', '1229'], boxes: ['1229'] } },
  });
}

// ---------------------------------------------------------------- 6. home-box
// The homepage shows 招标公告's six newest rows (更多 → its three pages); 中标公告 is only in the
// procurement section's sidebar, never on the homepage.
function homeBox() {
  const school = '洛宁大学';
  const host = 'www.lnd.edu.cn';
  const cols = [
    column('zbgg', '招标公告', host, 'call', 12, rowsOf('LNCG', 6100, 'call', titlesByDay('call', [30, 3, 2], school)), { side: ['zbgg', 'zbgs'] }),
    column('zbgs', '中标公告', host, 'result', 10, rowsOf('LNCG', 6200, 'result', titlesByDay('result', [16, 2, 1], school)), { side: ['zbgg', 'zbgs'] }),
    column('xwzx', '新闻中心', host, 'news', 8, rowsOf('LNXW', 6000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    const dir = c.kind === 'news' ? '/xwzx' : `/zbcg/${c.key}`;
    c.list = (k) => `${dir}/list${k > 1 ? k : ''}.htm`;
    c.detail = (r) => `${c.kind === 'news' ? '/xwzx' : '/zbcg'}/info/${r.id}.htm`;
  }
  return makeSchool({
    site: 'lnd.edu.cn', school, shape: 'home-box', seed: `http://${host}/`, cols, sideTitle: '招标采购',
    hosts: { [host]: { title: school, nav: () => ['xwzx', { text: '招标采购', href: '/zbcg/zbgg/list.htm' }], boxes: ['zbgg', 'xwzx'] } },
  });
}

// ---------------------------------------------------------------- 7. hash-spa
// A Vue-style procurement platform: one HTML shell, a hash router in /static/js/app.js, rows and
// details from a JSON API, an element-ui-style pager of <li> numbers (no links).
const APP_JS = `/* app.js: 沅江医学院采购与招标管理平台 (hash router, JSON API) */
(function () {
  var app = document.getElementById('app');
  var NAV = [['zb', '招标公告'], ['jg', '结果公告'], ['xw', '新闻动态']];
  var SIZE = 10;
  function h(s) { return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'); }
  function get(url) { return fetch(url, { headers: { accept: 'application/json' } }).then(function (r) { return r.json(); }); }
  function route() {
    var raw = (location.hash || '#/').slice(1), q = raw.split('?'), params = {};
    (q[1] || '').split('&').forEach(function (kv) { if (kv) { var p = kv.split('='); params[p[0]] = decodeURIComponent(p[1] || ''); } });
    return { path: q[0], params: params };
  }
  function frame(inner) {
    var nav = NAV.map(function (n) { return '<li class="el-menu-item"><a href="#/notice/list?type=' + n[0] + '">' + n[1] + '</a></li>'; }).join('');
    app.innerHTML = '<div class="header"><a class="logo" href="#/">沅江医学院采购与招标管理平台</a><ul class="el-menu">' +
      '<li class="el-menu-item"><a href="#/">首页</a></li>' + nav + '</ul></div><div class="main">' + inner + '</div><div class="footer">版权所有 沅江医学院</div>';
  }
  function rows(list) {
    return '<ul class="notice-list">' + list.map(function (r) {
      return '<li class="notice-item"><a href="#/notice/detail/' + r.id + '">' + h(r.title) + '</a><span class="time">' + r.publishTime + '</span></li>';
    }).join('') + '</ul>';
  }
  function home() {
    Promise.all(NAV.map(function (n) { return get('/api/notice/list?type=' + n[0] + '&pageNum=1&pageSize=6'); })).then(function (all) {
      frame(NAV.map(function (n, i) {
        return '<div class="box"><div class="box-hd">' + n[1] + '<a class="more" href="#/notice/list?type=' + n[0] + '">更多</a></div>' + rows(all[i].rows) + '</div>';
      }).join(''));
    });
  }
  function list(type, page) {
    get('/api/notice/list?type=' + type + '&pageNum=' + page + '&pageSize=' + SIZE).then(function (data) {
      var name = (NAV.filter(function (n) { return n[0] === type; })[0] || [0, ''])[1];
      var pages = Math.max(1, Math.ceil(data.total / SIZE)), nums = [];
      for (var k = 1; k <= pages; k++) nums.push('<li class="number' + (k === page ? ' active' : '') + '">' + k + '</li>');
      frame('<div class="crumb">首页 &gt; ' + name + '</div><h2>' + name + '</h2>' + rows(data.rows) +
        '<div class="el-pagination"><span class="el-pagination__total">共 ' + data.total + ' 条</span><button type="button" class="btn-prev"' + (page > 1 ? '' : ' disabled') + '>上一页</button><ul class="el-pager">' + nums.join('') +
        '</ul><button type="button" class="btn-next"' + (page < pages ? '' : ' disabled') + '>下一页</button></div>');
      var go = function (k) { location.hash = '#/notice/list?type=' + type + '&page=' + k; };
      var pager = app.querySelector('.el-pagination');
      pager.addEventListener('click', function (e) {
        var t = e.target;
        if (t.classList.contains('number')) go(parseInt(t.textContent, 10));
        else if (t.classList.contains('btn-prev') && page > 1) go(page - 1);
        else if (t.classList.contains('btn-next') && page < pages) go(page + 1);
      });
    });
  }
  function detail(id) {
    get('/api/notice/detail?id=' + id).then(function (d) {
      if (!d || !d.title) return frame('<p>公告不存在</p>');
      document.title = d.title;
      frame('<div class="crumb">首页 &gt; ' + h(d.typeName) + ' &gt; 正文</div><div class="article"><h1>' + h(d.title) + '</h1><div class="meta">发布时间：' + d.publishTime + '</div><div class="article-body">' + d.content + '</div></div>');
    });
  }
  function render() {
    var r = route(), m;
    if (r.path === '/notice/list') list(r.params.type || 'zb', parseInt(r.params.page || '1', 10));
    else if ((m = /^\\/notice\\/detail\\/(\\d+)$/.exec(r.path))) detail(m[1]);
    else home();
  }
  window.addEventListener('hashchange', render);
  render();
})();
`;
function hashSpa() {
  const school = '沅江医学院';
  const host = 'zbcg.yjy.edu.cn';
  const cols = [
    column('zb', '招标公告', host, 'call', 10, rowsOf('YJCG', 7100, 'call', titlesByDay('call', [24, 2, 1], school))),
    column('jg', '结果公告', host, 'result', 10, rowsOf('YJCG', 7200, 'result', titlesByDay('result', [15, 2, 1], school))),
    column('xw', '新闻动态', host, 'news', 10, rowsOf('YJXW', 7000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/#/notice/list?type=${c.key}${k > 1 ? `&page=${k}` : ''}`;
    c.detail = (r) => `/#/notice/detail/${r.id}`;
  }
  const SHELL = `<!DOCTYPE html>
<html lang="zh-CN"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width,initial-scale=1" /><title>${school}采购与招标管理平台</title>
<link rel="stylesheet" href="/static/css/app.css" /></head>
<body><noscript><strong>很抱歉，本平台需要启用 JavaScript 才能正常使用。</strong></noscript><div id="app"></div>
<script src="/static/js/app.js"></script></body></html>`;
  const json = (v, extra = {}) => ({ body: JSON.stringify(v), type: 'application/json; charset=utf-8', ...extra });
  return makeSchool({
    site: 'yjy.edu.cn', school, shape: 'hash-spa', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: `${school}采购与招标管理平台`, nav: () => ['zb', 'jg', 'xw'] } },
    noticeUrl: (c, r) => `http://${host}/#/notice/detail/${r.id}`,
    listUrl: (c, k) => `http://${host}/api/notice/list?type=${c.key}&pageNum=${k}&pageSize=${c.per}`,
    handle(req, day, s) {
      const path = req.url.pathname;
      if (req.host !== host) return undefined;
      if (path === '/' || path === '/index.html') return s.html(SHELL, { count: 'shells' });
      if (path === '/static/js/app.js') return { body: APP_JS, type: 'application/javascript; charset=utf-8' };
      if (path === '/static/css/app.css') return { body: '.el-pager li{display:inline-block;cursor:pointer;padding:0 8px}\n', type: 'text/css' };
      const q = req.url.searchParams;
      if (path === '/api/notice/list') {
        const c = cols.find((x) => x.key === q.get('type'));
        const k = Number(q.get('pageNum') ?? '1');
        const size = Number(q.get('pageSize') ?? '10');
        if (!c || !Number.isInteger(k) || k < 1 || !Number.isInteger(size) || size < 1 || size > 50) return json({ code: 400, msg: '参数错误', total: 0, rows: [] }, { count: 'notFound' });
        const rows = s.onDay(c, day);
        const slice = rows.slice((k - 1) * size, k * size);
        // Only the column's own page size, within its pages, is a list page (the home asks 6 rows).
        const real = size === c.per && slice.length ? { list: `${c.key}:${k}`, tenders: c.kind !== 'news' } : {};
        return json({ code: 200, total: rows.length, rows: slice.map((r) => ({ id: r.id, title: r.title, publishTime: r.date })) }, { count: 'apiCalls', ...real });
      }
      if (path === '/api/notice/detail') {
        const id = Number(q.get('id'));
        for (const c of cols) {
          const r = s.onDay(c, day).find((x) => x.id === id);
          if (r) return json({ id, title: r.title, typeName: c.name, publishTime: r.date, content: articleOf(school, r) }, { count: 'apiCalls' });
        }
        return json({ code: 404, msg: '公告不存在' }, { count: 'notFound' });
      }
      return undefined;
    },
  });
}

// ---------------------------------------------------------------- 8. stalled-details
// Lists answer; a detail page of every fifth day-1 row (and one row of day 2 and of day 3) stalls:
// no answer for `stallMs` (125 s by default: past any sane timeout), then the page.
function stalledDetails() {
  const school = '黔川农业大学';
  const host = 'www.qcn.edu.cn';
  const cols = [
    column('cggg', '采购公告', host, 'call', 15, rowsOf('QCCG', 8100, 'call', titlesByDay('call', [30, 3, 2], school))),
    column('xwzx', '新闻中心', host, 'news', 8, rowsOf('QCXW', 8000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/${c.key}/list${k > 1 ? `_${k}` : ''}.htm`;
    c.detail = (r) => `/info/${c.key === 'cggg' ? 1071 : 1070}/${r.id}.htm`;
  }
  const d1 = cols[0].rows.filter((r) => r.day === 1);
  const stalled = new Set([...d1.filter((_, i) => i % 5 === 2), cols[0].rows.find((r) => r.day === 2), cols[0].rows.find((r) => r.day === 3)].map((r) => r.id));
  for (const r of cols[0].rows) if (stalled.has(r.id)) r.stalls = true;
  return makeSchool({
    site: 'qcn.edu.cn', school, shape: 'stalled-details', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['cggg', 'xwzx'], boxes: ['xwzx'] } },
    handle(req, day, s) {
      const m = /^\/info\/1071\/(\d+)\.htm$/.exec(req.url.pathname);
      const r = m && s.onDay(cols[0], day).find((x) => x.id === Number(m[1]) && x.stalls);
      return r ? { stall: s.detailPage(cols[0], r, day) } : undefined;
    },
  });
}

// ---------------------------------------------------------------- 9. fail-once
// The 招标信息 list's first page answers 502 (nginx: upstream down) to the first request for it on
// day 1 (re-armed by /__reset), then normally.
const BAD_GATEWAY = '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
function failOnce() {
  const school = '赣北工程学院';
  const host = 'www.gbg.edu.cn';
  const cols = [
    column('zbxx', '招标信息', host, 'call', 12, rowsOf('GBCG', 9100, 'call', titlesByDay('call', [24, 2, 2], school))),
    column('xwzx', '新闻中心', host, 'news', 8, rowsOf('GBXW', 9000, 'news', titlesByDay('news', [12, 2, 2], school))),
  ];
  for (const c of cols) {
    c.list = (k) => `/${c.key}/list${k > 1 ? `_${k}` : ''}.htm`;
    c.detail = (r) => `/${c.key}/info/${r.id}.htm`;
  }
  return makeSchool({
    site: 'gbg.edu.cn', school, shape: 'fail-once', seed: `http://${host}/`, cols,
    hosts: { [host]: { title: school, nav: () => ['zbxx', 'xwzx'], boxes: ['xwzx'] } },
    handle(req, day, s, ctx) {
      if (day !== 1 || !ctx.failArmed || req.url.pathname !== '/zbxx/list.htm') return undefined;
      ctx.failArmed = false;
      return { status: 502, body: BAD_GATEWAY, type: 'text/html', count: 'badGateway' };
    },
  });
}

// ---------------------------------------------------------------- the web
let sites;
/** The nine sites, made once. */
export const web = () => (sites ??= [crossHost(), projectChain(), twoEach(), openedDay3(), codeNamed(), homeBox(), hashSpa(), stalledDetails(), failOnce()]);

/** What the web shows on `day`: its seeds, the notices (each with the day it appeared), each site's list pages. */
export const truth = (day = 1) => ({
  day, seeds: web().map((s) => s.seed),
  notices: web().flatMap((s) => s.notices(day)),
  lists: Object.fromEntries(web().map((s) => [s.site, s.lists(day)])),
  shapes: Object.fromEntries(web().map((s) => [s.site, s.shape])),
});

/** The web's counters of /__stats reported per site and day. */
export const COUNTERS = ['notFound', 'badGateway', 'stalled', 'stallsAbandoned', 'shells', 'apiCalls'];
