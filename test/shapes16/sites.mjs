// test/shapes16: three made-up universities whose tender lists lead to notices hosted ELSEWHERE
// (issue #9 "Reach": every tender notice a university's lists show), written from public knowledge of
// how Chinese university sites publish, never copied from a real site nor from this project's
// crawler: rows linking straight to the provincial/central government procurement site
// (ccgp-fujian.gov.cn, ccgp.gov.cn) or a tendering agency's platform (hyzbdl.com) mixed with the
// university's own notices; a procurement office on its own host with a port (zbb.lqx.edu.cn:8080)
// linked from the main site; rows going through a redirect script on the university host
// (/redirect.jsp?url=<encoded>) to the government site. Titles are real ones from ../shared/corpus.
// The sites and the truth only: server.ts serves them with the test-web kit (test/kit/).
import { createHash } from 'node:crypto';
import { take } from './titles.mjs';

const DAY1 = Date.UTC(2026, 10, 20);
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hex = (...parts) => createHash('sha1').update(parts.join(':')).digest('hex');
const pad = (n) => String(n).padStart(2, '0');
const ymd = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const compact = (d) => ymd(d).replace(/-/g, '');
const nums = (n) => Array.from({ length: n }, (_, i) => i + 1);
/** A URL's identity on this web: host name (port aside, the server is reached on one port), path, query. */
const keyOf = (u) => { const x = new URL(u); return `${x.hostname}${x.pathname}${x.search}`; };
const TENDERS = { count: 24, more: 8 };
const NEWS = { count: 12, more: 2 };
const PER = 10;

/** One column's rows, newest first: `more` day-2 rows (2026-11-21) on top of `count` day-1 rows. */
function column(site, key, kind, { count, more }, base, school) {
  return take(kind, count + more, school).map((title, i) => {
    const day = i < more ? 2 : 1;
    const date = new Date(day === 2 ? DAY1 + 86400000 : DAY1 - Math.round((i - more) * 0.6) * 86400000);
    return { id: base + count + more - i, title, date, day, seq: i, key: hex(site, key, i).slice(0, 24) };
  });
}
const on = (rows, day) => rows.filter((r) => r.day <= day);
const pagesOf = (rows) => Array.from({ length: Math.max(1, Math.ceil(rows.length / PER)) }, (_, k) => rows.slice(k * PER, (k + 1) * PER));

const articleBody = (r, tender, from) => (tender
  ? `<p>一、项目编号：ZB-2026-${String(r.id).slice(-4)}</p><p>二、预算金额：${(r.id % 90) + 10} 万元</p><p>三、投标截止时间：2026-12-${pad(5 + (r.id % 20))} 09:30（北京时间）</p><p>四、采购人：${from}</p>`
  : '<p>各学院、各部门：</p><p>现将有关事项通知如下，请认真组织落实。</p><p>特此通知。</p>');

const htmlPage = (title, school, nav, body) => `<!DOCTYPE html>
<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>${esc(title)}</title><link rel="stylesheet" href="/css/style.css" /></head><body>
<div class="header"><div class="logo"><a href="/"><img src="/images/logo.png" alt="${esc(school)}" /></a></div><ul class="nav">${nav}</ul></div>
<div class="main">${body}</div>
<div class="footer">Copyright &copy; 2026 ${esc(school)} 版权所有</div></body></html>`;

const pager = (count, k, total, url) => `<div class="pagination">共${count}条 ${k > 1 ? `<a href="${url(1)}">首页</a> <a href="${url(k - 1)}">上一页</a>` : '<span>首页</span> <span>上一页</span>'} ${nums(total).map((j) => (j === k ? `<span class="current">${j}</span>` : `<a href="${url(j)}">${j}</a>`)).join(' ')} ${k < total ? `<a href="${url(k + 1)}">下一页</a> <a href="${url(total)}">尾页</a>` : '<span>下一页</span> <span>尾页</span>'} 第${k}/${total}页</div>`;

// The notice pages of the other domains (a government procurement site, an agency's platform).
const OFFSITE = {
  fj: (r) => `http://www.ccgp-fujian.gov.cn/3500/noticelist/e8d2cd51915e4c338dc1c6ee2f02b127/detail?noticeId=${r.key}`,
  zy: (r) => `https://www.ccgp.gov.cn/cggg/dfgg/gkzb/${compact(r.date).slice(0, 6)}/t${compact(r.date)}_${r.id}.htm`,
  dl: (r) => `http://www.hyzbdl.com/news/${r.id}.html`,
  zj: (r) => `http://www.ccgp-zhejiang.gov.cn/site/detail?parentId=600007&articleId=${r.key.slice(0, 16)}`,
};
const offsitePage = (r, school) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(r.title)}</title></head><body>
<div class="top">政府采购网 | 采购公告</div><div class="notice"><h2>${esc(r.title)}</h2><p class="meta">发布时间：${ymd(r.date)} 09:00</p>${articleBody(r, true, school)}</div></body></html>`;

/**
 * A site: a main host (seed) with a news column and the tender column either on the same host or
 * on the procurement office's own host. `style(r)` says where each tender row leads: 'own' (a
 * page of the university), or a key of OFFSITE (straight there), or 'redirect:<key>' (through
 * /redirect.jsp on the list's host).
 */
function makeSite(spec) {
  const { host, school, shape, site, styles } = spec;
  const cgHost = spec.cgHost ?? host; // may carry a port
  const cg = { key: 'cg', name: spec.cgName, kind: 'tenders', rows: column(site, 'cg', 'tenders', TENDERS, spec.base, school), host: cgHost };
  const xw = { key: 'xw', name: '新闻动态', kind: 'news', rows: column(site, 'xw', 'news', NEWS, spec.base - 500, school), host };
  const cols = [cg, xw];
  const style = (r) => styles[r.seq % styles.length];
  const listUrl = (c, k) => `http://${c.host}${spec.listPath(c, k)}`;
  const own = (c, r) => `http://${c.host}${spec.detailPath(c, r)}`;
  const target = (r) => { const s = style(r).replace(/^redirect:/, ''); return s === 'own' ? own(cg, r) : OFFSITE[s](r); };
  const href = (r) => (style(r).startsWith('redirect:') ? `http://${cgHost}/redirect.jsp?url=${encodeURIComponent(target(r))}` : target(r));
  const nav = `<li><a href="http://${host}/">首页</a></li><li><a href="${listUrl(xw, 1)}">新闻动态</a></li><li><a href="${spec.cgEntry ?? listUrl(cg, 1)}">${esc(spec.cgName)}</a></li>`;
  const page = (title, body) => htmlPage(title, school, nav, body);
  /** Off-site notice pages this site links: URL identity → row. */
  const offsite = new Map();
  for (const r of cg.rows) if (style(r).replace(/^redirect:/, '') !== 'own') offsite.set(keyOf(target(r)), r);
  const row = (c, r) => {
    const a = c.kind === 'news' ? own(c, r) : href(r);
    return `<li><a href="${esc(a)}" target="_blank" title="${esc(r.title)}">${esc(r.title)}</a><span class="date">${ymd(r.date)}</span></li>`;
  };
  return {
    host, cgHost, school, shape, site, cols,
    /** The real list pages on `day`, each keyed `column:k` as its answer names it. */
    lists: (day) => cols.flatMap((c) => pagesOf(on(c.rows, day)).map((_, i) => ({ page: `${c.key}:${i + 1}`, tenders: c.kind === 'tenders', url: listUrl(c, i + 1) }))),
    hosts: [...new Set([host, cgHost].map((h) => h.replace(/:\d+$/, '')))],
    offsiteHosts: [...new Set([...offsite.keys()].map((k) => k.split('/')[0]))],
    notice: (r) => ({ urls: [...new Set([href(r), target(r)])], offsite: style(r).replace(/^redirect:/, '') !== 'own' }),
    ownsOffsite: (u) => offsite.has(keyOf(u)),
    handle(url, day) {
      const k = keyOf(url);
      const x = new URL(url);
      if (k === `${host}/` || k === `${host}/index.html`) {
        return page(school, `<div class="box"><h3>新闻动态<a class="more" href="${listUrl(xw, 1)}">更多&gt;&gt;</a></h3><ul>${on(xw.rows, day).slice(0, 6).map((r) => row(xw, r)).join('')}</ul></div>
<div class="box"><h3>${esc(spec.cgName)}<a class="more" href="${spec.cgEntry ?? listUrl(cg, 1)}">更多&gt;&gt;</a></h3><p>本栏目发布学校货物、工程和服务采购信息。</p></div>`);
      }
      if (cgHost !== host && k === `${keyOf(`http://${cgHost}/`)}`) {
        return htmlPage(`${school}招标与采购管理办公室`, school, `<li><a href="http://${host}/">学校首页</a></li><li><a href="${listUrl(cg, 1)}">${esc(spec.cgName)}</a></li>`,
          `<div class="box"><h3>${esc(spec.cgName)}<a class="more" href="${listUrl(cg, 1)}">更多&gt;&gt;</a></h3><p>欢迎访问${esc(school)}招标与采购管理办公室。</p></div>`);
      }
      if (x.pathname === '/redirect.jsp' && keyOf(`http://${cgHost}/`).startsWith(x.hostname)) {
        const to = x.searchParams.get('url');
        if (to && offsite.has(keyOf(to))) return { redirect: to };
      }
      for (const c of cols) {
        const rows = on(c.rows, day);
        const all = pagesOf(rows);
        const n = nums(all.length).find((j) => keyOf(listUrl(c, j)) === k);
        if (n === undefined) continue;
        return { list: `${c.key}:${n}`, tenders: c.kind === 'tenders', body: page(`${c.name}-${school}`, `<div class="location">当前位置：<a href="http://${host}/">首页</a> &gt; ${esc(c.name)}</div>
<ul class="list">\n${all[n - 1].map((r) => row(c, r)).join('\n')}\n</ul>
${pager(rows.length, n, all.length, (j) => listUrl(c, j))}`) };
      }
      for (const c of cols) {
        const r = on(c.rows, day).find((y) => keyOf(own(c, y)) === k);
        if (r) return page(`${r.title}-${school}`, `<div class="article"><h1>${esc(r.title)}</h1><div class="info">发布时间：${ymd(r.date)}　来源：${esc(school)}</div><div class="content">${articleBody(r, c.kind === 'tenders', school)}</div></div>`);
      }
      return undefined;
    },
    handleOffsite(url, day) {
      const r = offsite.get(keyOf(url));
      return r && r.day <= day ? offsitePage(r, school) : undefined;
    },
  };
}

// 1. 招标公告 rows straight to the provincial / central procurement site or an agency's platform.
const directSite = () => makeSite({
  host: 'www.hyx.edu.cn', school: '海屿大学', shape: 'offsite-rows', site: 'hyx.edu.cn', base: 3100, cgName: '招标公告',
  styles: ['fj', 'own', 'zy', 'dl', 'own', 'fj', 'zy', 'own'],
  listPath: (c, k) => `/${c.key === 'cg' ? 'zbgg' : 'xwdt'}/${k === 1 ? 'index' : `index_${k}`}.htm`,
  detailPath: (c, r) => `/info/${c.key === 'cg' ? 1021 : 1011}/${r.id}.htm`,
});

// 2. the procurement office on its own host with a port, linked from the main site.
const portSite = () => makeSite({
  host: 'www.lqx.edu.cn', cgHost: 'zbb.lqx.edu.cn:8080', cgEntry: 'http://zbb.lqx.edu.cn:8080/', school: '麓青大学', shape: 'port-host', site: 'lqx.edu.cn', base: 4100, cgName: '招标公告',
  styles: ['own', 'own', 'fj', 'own', 'dl', 'own'],
  listPath: (c, k) => (c.key === 'cg' ? `/zbgg/list.jsp?page=${k}` : `/xwzx/list${k === 1 ? '' : k}.htm`),
  detailPath: (c, r) => (c.key === 'cg' ? `/zbgg/detail.jsp?id=${r.id}` : `/xwzx/${compact(r.date)}/${r.id}.htm`),
});

// 3. rows through a redirect script on the university host to the government site.
const redirectSite = () => makeSite({
  host: 'www.jqx.edu.cn', school: '锦泉大学', shape: 'redirect-rows', site: 'jqx.edu.cn', base: 5100, cgName: '采购公告',
  styles: ['redirect:zj', 'own', 'redirect:zy', 'redirect:zj', 'own', 'redirect:dl'],
  listPath: (c, k) => `/${c.key === 'cg' ? 'cggg' : 'xwzx'}/list${k}.htm`,
  detailPath: (c, r) => `/${c.key === 'cg' ? 'cggg' : 'xwzx'}/${compact(r.date)}/c${r.id}a.htm`,
});

let model;
/** The three sites, made once. */
export function web() {
  model ??= [directSite(), portSite(), redirectSite()];
  return model;
}

/** The tender rows the lists show on `day` (each with the day it appeared), and each site's real list pages. */
export function truth(day = 1) {
  const sites = web();
  const notices = sites.flatMap((s) => on(s.cols[0].rows, day).map((r) => {
    const n = s.notice(r);
    return { url: n.urls[0], urls: n.urls, title: r.title, site: s.site, shape: s.shape, day: r.day, date: ymd(r.date), offsite: n.offsite };
  }));
  const lists = (s) => {
    const pages = s.lists(day);
    return { real: pages.filter((p) => p.tenders).length, news: pages.filter((p) => !p.tenders).length, pages };
  };
  const offsiteHosts = [...new Set(sites.flatMap((s) => s.offsiteHosts))];
  return {
    day,
    seeds: sites.map((s) => `http://${s.host}/`),
    offsiteHosts,
    // The helper's --resolve patterns this web needs (the university hosts and the other domains).
    resolve: ['*.edu.cn', ...new Set(offsiteHosts.map((h) => `*.${h.split('.').slice(-2).join('.')}`))],
    notices,
    lists: Object.fromEntries(sites.map((s) => [s.site, lists(s)])),
  };
}

/** The counters of /__stats: requests to another domain for a row's notice (must be 0), redirects answered, 404s. */
export const COUNTERS = ['offsiteRequests', 'redirects', 'notFound'];
