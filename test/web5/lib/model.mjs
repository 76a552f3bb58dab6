// The seeded model of test/web5: seven made-up universities, their lists and items, day 1 and day 2.
// Everything (titles, dates, ids, which notices are new on day 2) comes from one seed.
import { ownTitles, corpusNews, fill } from './titles.mjs';
import { SHAPES } from './shapes.mjs';

export const DAY_DATES = { 1: '2026-11-24', 2: '2026-11-25' };
export const OFFSITE_HOST = 'www.szjyt.edu.cn';

/** mulberry32: small, seedable, good enough for a test web. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)), pick: (xs) => xs[Math.floor(next() * xs.length)], shuffle: (xs) => { const o = xs.slice(); for (let i = o.length - 1; i > 0; i--) { const j = Math.floor(next() * (i + 1)); [o[i], o[j]] = [o[j], o[i]]; } return o; } };
}

const PROC_TYPES = ['招标', '磋商', '谈判', '询价', '单一来源', '更正', '终止', '遴选', '邀请', '竞价', '自行采购'];
const RESULT_TYPES = ['中标结果', '成交结果', '候选人公示', '终止'];

// One entry a list. kind: news (ordinary news), stream (通知公告: tenders among other notices),
// proc (procurement). n: day-1 items; notices: how many of a stream's items are notices;
// new2: notices new on day 2; opts: per-list traits read by the shape renderer.
export const UNIVERSITIES = [
  {
    key: 'bjlg', name: '滨江理工大学', domain: 'bjlg.edu.cn', campuses: ['江北', '滨湖'], no: (k) => `BJLGCG-2026-${k}`,
    cms: '博达 VSB (WebPlus)', detailDate: 'plain', procHome: { host: 'cgzx', path: '/index.htm', label: '招标采购', via: 'nav' },
    lists: [
      { id: 'xwzx', name: '学校新闻', kind: 'news', host: 'www', shape: 'vsb-static', col: 1002, n: 12, per: 12, opts: { date: 'iso' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'vsb-dynamic', col: 1011, n: 34, notices: 9, reposts: 2, per: 15, new2: 1, opts: { date: 'iso', jumpScript: true } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'cgzx', shape: 'vsb-static', col: 1021, n: 33, per: 15, types: PROC_TYPES, new2: 2, opts: { date: 'cn' } },
      { id: 'jggg', name: '结果公告', kind: 'proc', host: 'cgzx', shape: 'vsb-static', col: 1022, n: 20, per: 15, types: RESULT_TYPES, new2: 1, opts: { date: 'iso', base: true, cut: 'noattr' } },
      { id: 'cgyx', name: '采购意向', kind: 'proc', host: 'cgzx', shape: 'vsb-static', col: 1023, n: 6, per: 15, types: ['采购意向'], opts: { date: 'iso', files: 1 } },
    ],
  },
  {
    key: 'jpnu', name: '锦屏师范大学', domain: 'jpnu.edu.cn', campuses: ['城南', '锦江'], no: (k) => `JPSF[2026]G${String(k).padStart(3, '0')}`,
    cms: 'SUDY WebPlus Pro + ASP.NET WebForms (zcc.)', detailDate: 'cn', procHome: { host: 'zbb', path: '/main.htm', label: '招标与采购管理中心', via: 'footer' },
    extraLinks: [{ host: 'zcc', path: '/', label: '国有资产管理处' }],
    lists: [
      { id: 'xwzx', name: '师大新闻', kind: 'news', host: 'www', shape: 'sudy', col: 1101, n: 10, per: 10, opts: { date: 'iso' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'sudy', col: 1102, n: 30, notices: 8, reposts: 2, per: 15, new2: 1, opts: { date: 'split' } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'zbb', shape: 'sudy', col: 2201, n: 22, per: 15, types: PROC_TYPES, new2: 2, opts: { date: 'iso', cut: 'attr' } },
      { id: 'zbgs', name: '中标公示', kind: 'proc', host: 'zbb', shape: 'sudy-iframe', col: 2202, n: 18, per: 12, types: RESULT_TYPES, new2: 1, opts: { date: 'slash' } },
      { id: 'cgyx', name: '采购意向', kind: 'proc', host: 'zbb', shape: 'sudy', col: 2203, n: 8, per: 15, types: ['采购意向'], opts: { date: 'split', files: 0.6 } },
      { id: 'zcgg', name: '资产处置与招租', kind: 'proc', host: 'zcc', shape: 'aspnet', col: 71, n: 14, per: 10, types: ['招租', '资产处置'], new2: 1, opts: { date: 'slash' } },
    ],
  },
  {
    key: 'ylau', name: '云岭农业大学', domain: 'ylau.edu.cn', campuses: ['北校区', '呈贡'], no: (k) => `YLNY2026-ZC-${String(k).padStart(3, '0')}`,
    cms: '织梦 DedeCMS', detailDate: 'plain', procHome: { host: 'zbcg', path: '/', label: '招标采购', via: 'nav', chain: [[301, 'http://www.ylau.edu.cn/a/zbcg/'], [302, '/a/zbcg/zbgg/']] },
    lists: [
      { id: 'xwzx', name: '农大要闻', kind: 'news', host: 'www', shape: 'dede', col: 2, path: '/a/xwzx/', n: 10, per: 10, opts: { date: 'iso' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'dede', col: 5, path: '/a/tzgg/', n: 30, notices: 8, reposts: 2, per: 15, new2: 1, opts: { date: 'iso' } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'www', shape: 'dede', col: 12, path: '/a/zbcg/zbgg/', n: 32, per: 16, types: PROC_TYPES, new2: 2, opts: { date: 'iso', cut: 'dots-attr' } },
      { id: 'zbgs', name: '中标公示', kind: 'proc', host: 'www', shape: 'dede', col: 13, path: '/a/zbcg/zbgs/', n: 22, per: 16, types: RESULT_TYPES, new2: 1, opts: { date: 'paren', pinned: 2 } },
      { id: 'cgyx', name: '采购意向', kind: 'proc', host: 'www', shape: 'dede', col: 14, path: '/a/zbcg/cgyx/', n: 6, per: 16, types: ['采购意向'], opts: { date: 'iso' } },
    ],
  },
  {
    key: 'hjust', name: '汉江科技大学', domain: 'hjust.edu.cn', campuses: ['东湖', '襄北'], no: (k) => `HJKJ-GK-2026-${String(k).padStart(3, '0')}`,
    cms: '帝国CMS (main) + PHPCMS v9 (bidding.)', detailDate: 'plain', homeBlock: 'zbgg', procHome: { host: 'www', path: '/zbxx/', label: '招标信息', via: 'nav', chain: [[301, 'http://bidding.hjust.edu.cn/'], [302, '/index.php?m=content&c=index&a=lists&catid=21']] },
    lists: [
      { id: 'xwzx', name: '科大新闻', kind: 'news', host: 'www', shape: 'empire-static', col: 3, n: 10, per: 10, opts: { date: 'iso' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'empire-dynamic', col: 5, n: 32, notices: 9, reposts: 2, per: 16, new2: 1, opts: { date: 'iso' } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'bidding', shape: 'phpcms', col: 21, n: 36, per: 12, types: PROC_TYPES, new2: 2, opts: { date: 'slash', jumpForm: true } },
      { id: 'zbjg', name: '中标结果', kind: 'proc', host: 'bidding', shape: 'phpcms', col: 22, n: 20, per: 12, types: RESULT_TYPES, new2: 1, opts: { date: 'none', jumpForm: true } },
      { id: 'bggg', name: '变更公告', kind: 'proc', host: 'bidding', shape: 'phpcms', col: 23, n: 5, per: 12, types: ['更正'], opts: { date: 'slash' } },
    ],
  },
  {
    key: 'dongou', name: '东瓯大学', domain: 'dongou.edu.cn', campuses: ['茶山', '学院路'], no: (k) => `DOU(2026)-${k}`,
    cms: '动易 PowerEasy (ASP, GB2312)', charset: 'gb2312', detailDate: 'powereasy', homeBlock: 'zbgg', procHome: { host: 'cgc', path: '/', label: '采购与招标', via: 'nav' },
    lists: [
      { id: 'xwzx', name: '东瓯新闻', kind: 'news', host: 'www', shape: 'powereasy', col: 2, n: 10, per: 10, opts: { date: 'md' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'powereasy', col: 5, n: 30, notices: 8, reposts: 2, per: 15, new2: 1, opts: { date: 'iso' } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'cgc', shape: 'powereasy', col: 11, n: 30, per: 15, types: PROC_TYPES, new2: 2, opts: { date: 'cn', peTitle: true } },
      { id: 'jggg', name: '结果公告', kind: 'proc', host: 'cgc', shape: 'powereasy', col: 12, n: 18, per: 15, types: RESULT_TYPES, new2: 1, opts: { date: 'md', cut: 'noattr' } },
      { id: 'xjgg', name: '询价公告', kind: 'proc', host: 'cgc', shape: 'powereasy', col: 13, n: 10, per: 15, types: ['询价', '竞价', '自行采购'], opts: { date: 'iso', files: 0.5 } },
    ],
  },
  {
    key: 'blgy', name: '北岭工业大学', domain: 'blgy.edu.cn', campuses: ['龙山', '北湖'], no: (k) => `BLGY-2026-ZB-${String(k).padStart(3, '0')}`,
    cms: 'WordPress (main) + React app on a JSON API (zbcg.)', detailDate: 'plain', procHome: { host: 'zbcg', path: '/', label: '招标采购', via: 'nav' },
    lists: [
      { id: 'news', name: '北工要闻', kind: 'news', host: 'www', shape: 'wordpress', col: 'news', n: 10, per: 10, opts: { date: 'cn' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'wordpress', col: 'tzgg', n: 30, notices: 8, reposts: 2, per: 10, new2: 1, opts: { date: 'cn' } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'zbcg', shape: 'react-spa', col: 'zbgg', n: 28, per: 15, types: PROC_TYPES, new2: 2, browserOnly: true, opts: { date: 'iso' } },
      { id: 'jggg', name: '结果公告', kind: 'proc', host: 'zbcg', shape: 'react-spa', col: 'jggg', n: 16, per: 15, types: RESULT_TYPES, new2: 1, browserOnly: true, opts: { date: 'iso' } },
    ],
  },
  {
    key: 'nhcj', name: '南湖财经大学', domain: 'nhcj.edu.cn', campuses: ['南湖', '首义'], no: (k) => `NHCJZB2026-${String(k).padStart(3, '0')}`,
    cms: 'JSP .do (main) + TRS-style portal behind a 412 gateway (zbzx.)', detailDate: 'cn', procHome: { host: 'zbzx', path: '/', label: '招标信息', via: 'nav' },
    lists: [
      { id: 'news', name: '南财要闻', kind: 'news', host: 'www', shape: 'jsp-do', dir: 'news', col: 11, n: 10, per: 10, opts: { date: 'iso' } },
      { id: 'tzgg', name: '通知公告', kind: 'stream', host: 'www', shape: 'jsp-do', dir: 'notice', col: 12, n: 32, notices: 8, reposts: 2, per: 16, new2: 1, opts: { date: 'md', jsPager: true, jumpForm: true, bust: '_' } },
      { id: 'cgxx', name: '院内自行采购', kind: 'proc', host: 'www', shape: 'jsp-do', dir: 'cgxx', col: 31, n: 14, per: 10, types: ['自行采购', '竞价', '询价'], new2: 1, opts: { date: 'slash', bust: 't', frameset: true } },
      { id: 'zbgg', name: '招标公告', kind: 'proc', host: 'zbzx', shape: 'portal', n: 26, per: 13, types: PROC_TYPES, new2: 1, browserOnly: true, gateway: true, opts: { date: 'iso' } },
      { id: 'zbjg', name: '中标公告', kind: 'proc', host: 'zbzx', shape: 'portal', n: 14, per: 10, types: RESULT_TYPES, new2: 1, browserOnly: true, gateway: true, opts: { date: 'iso' } },
    ],
  },
];

const addDays = (iso, k) => { const d = new Date(iso + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() + k); return d.toISOString().slice(0, 10); };

/** Vary a reposted title the way streams do: a 【…】 prefix, the university in front, extra spacing. */
function repostTitle(title, uniName, k) {
  if (k % 3 === 0) return `【招标公告】${title}`;
  if (k % 3 === 1) return title.startsWith(uniName) ? `关于${title}的通知` : `${uniName}${title}`;
  return title.replace(/(公告|公示)$/, '  $1').replace(uniName, uniName + ' ');
}

export function buildModel({ seed = 1, corpusFile } = {}) {
  const r = rng(seed);
  const own = ownTitles();
  const news = corpusNews(corpusFile);
  let nextId = 3000 + r.int(0, 999);
  const unis = UNIVERSITIES.map((spec) => {
    const uni = { ...spec, lists: [] };
    const noticePool = r.shuffle(own.notices);
    const otherPool = r.shuffle(own.others);
    const newsPool = news.length ? r.shuffle(news) : [];
    const used = new Set();
    let projectK = r.int(20, 80);
    const fillOne = (t) => fill(t, { uni: uni.name, campus: r.pick(uni.campuses), no: uni.no(projectK), lot: r.int(1, 4) });
    const takeNotice = (types) => {
      let i = noticePool.findIndex((t) => !used.has(t.text) && (!types || types.includes(t.type)));
      if (i < 0) i = noticePool.findIndex((t) => !used.has(t.text));
      const t = noticePool[i];
      used.add(t.text);
      projectK += r.int(1, 5);
      return { label: 'notice', type: t.type, title: fillOne(t.text), projectNo: uni.no(projectK) };
    };
    const takeOther = () => { const t = otherPool.find((x) => !used.has(x.text)); used.add(t.text); return { label: 'other', type: null, title: fillOne(t.text) }; };
    const takeNews = () => { const t = newsPool.find((x) => !used.has(x)); if (!t) return takeOther(); used.add(t); return { label: 'other', type: null, title: fillOne(t) }; };
    const item = (base, list, date, day) => {
      const it = { ...base, id: nextId += r.int(1, 7), date, day, list: list.id, time: `${String(r.int(8, 17)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}` };
      if (it.label === 'notice') {
        it.budget = (r.int(50, 9800) / 10).toFixed(1);
        it.deadline = `${addDays(date, r.int(10, 21))} ${r.pick(['09:00', '09:30', '10:00', '14:30'])}`;
        if (list.opts.files && (it.type === '采购意向' || it.type === '询价' || it.type === '竞价' || it.type === '自行采购') && r.next() < list.opts.files) it.file = r.pick(['pdf', 'pdf', 'doc', 'docx']);
      }
      return it;
    };
    // Build lists: day-1 items newest first, then day-2 items.
    for (const ls of spec.lists) {
      const list = { ...ls, uni: uni.key, hostName: `${ls.host}.${uni.domain}`, opts: ls.opts || {} };
      const make = (i) => {
        if (list.kind === 'news') return takeNews();
        if (list.kind === 'proc') return takeNotice(list.types);
        return null;
      };
      let date = DAY_DATES[1];
      const day1 = [];
      const streamNotice = new Set();
      if (list.kind === 'stream') { const idx = r.shuffle([...Array(list.n).keys()]).slice(0, list.notices - list.reposts); idx.forEach((i) => streamNotice.add(i)); }
      for (let i = 0; i < list.n; i++) {
        const base = list.kind === 'stream' ? (streamNotice.has(i) ? takeNotice(null) : takeOther()) : make(i);
        day1.push(item(base, list, date, 1));
        date = addDays(date, -r.int(0, 3));
      }
      const day2 = [];
      for (let i = 0; i < (list.new2 || 0); i++) day2.push(item(list.kind === 'stream' ? takeNotice(null) : make(0), list, DAY_DATES[2], 2));
      if (list.kind === 'stream') day2.splice(r.int(0, day2.length), 0, item(takeOther(), list, DAY_DATES[2], 2));
      // Pinned rows are older notices kept on top, so the first page is not in date order.
      if (list.opts.pinned) { const old = [5, 9].slice(0, list.opts.pinned).map((i) => day1[i]); list.items1 = [...old, ...day1.filter((x) => !old.includes(x))]; } else list.items1 = day1;
      list.items2 = day2;
      uni.lists.push(list);
    }
    // Reposts: procurement calls copied into the stream with a varied title, at their date.
    const stream = uni.lists.find((l) => l.kind === 'stream');
    const calls = uni.lists.filter((l) => l.kind === 'proc').flatMap((l) => l.items1.filter((it) => !it.file && PROC_TYPES.includes(it.type) && it.type !== '更正').map((it) => [l, it]));
    const picks = r.shuffle(calls).slice(0, stream.reposts);
    picks.forEach(([l, orig], k) => {
      const copy = { ...orig, id: nextId += r.int(1, 7), list: stream.id, title: repostTitle(orig.title, uni.name, k + seed), repostOf: { list: l.id, id: orig.id } };
      const at = stream.items1.findIndex((x) => x.date <= orig.date);
      stream.items1.splice(at < 0 ? stream.items1.length : at, 0, copy);
    });
    return uni;
  });
  return { seed, unis, titlesFromCorpus: news.length > 0 };
}

/** Items of a list as shown on day d, in list order (pinned rows first, then newest). */
export function itemsOn(list, day) {
  if (day === 1) return list.items1;
  const pinned = list.opts.pinned || 0;
  return [...list.items1.slice(0, pinned), ...list.items2, ...list.items1.slice(pinned)];
}

/** Pages of a list on day d: arrays of items. */
export function pagesOf(list, day) {
  const items = itemsOn(list, day);
  const pages = [];
  for (let i = 0; i < items.length; i += list.per) pages.push(items.slice(i, i + list.per));
  return pages.length ? pages : [[]];
}

const full = (list, path) => (/^https?:/.test(path) ? path : `http://${list.hostName}${path}`);

/** The URL at which an item is a notice: its detail page, or its file when the row is only a file. */
export function itemUrl(list, it) {
  return full(list, it.file ? SHAPES[list.shape].fileUrl(list, it) : SHAPES[list.shape].detailUrl(list, it));
}

/** The truth for day d: every notice that exists on day d (day-2 truth includes day-1 notices). */
export function truth(model, day) {
  const notices = [];
  const byKey = new Map();
  const listPages = [];
  for (const uni of model.unis) {
    for (const list of uni.lists) {
      const pages = pagesOf(list, day);
      const count = itemsOn(list, day).length;
      pages.forEach((_, i) => listPages.push(full(list, SHAPES[list.shape].listPageUrl(list, i + 1, pages.length, count))));
      for (const it of itemsOn(list, day)) {
        if (it.label !== 'notice') continue;
        const url = itemUrl(list, it);
        if (it.repostOf) continue;
        const traits = [...traitsOf(uni, list, it)];
        if (list.shape === 'aspnet' && itemsOn(list, day).indexOf(it) >= list.per) traits.push('postback-page');
        const n = { url, title: it.title, date: it.date, university: uni.name, site: uni.key, type: it.type, ...(it.file ? { fileType: it.file } : {}), projectNo: it.file ? undefined : it.projectNo, aliases: [], aliasTitles: [], browserOnly: Boolean(list.browserOnly), shape: list.shape, traits, list: `${uni.key}/${list.id}`, day: it.day };
        notices.push(n);
        byKey.set(`${uni.key}/${list.id}/${it.id}`, n);
      }
    }
    for (const list of uni.lists) {
      for (const it of itemsOn(list, day)) {
        if (!it.repostOf) continue;
        const n = byKey.get(`${uni.key}/${it.repostOf.list}/${it.repostOf.id}`);
        if (!n) continue;
        n.aliases.push(itemUrl(list, it));
        n.aliasTitles.push(it.title);
        n.browserOnly = n.browserOnly && Boolean(list.browserOnly);
        if (!n.traits.includes('repost')) n.traits.push('repost');
      }
    }
  }
  const seeds = model.unis.map((u) => `http://www.${u.domain}/`);
  const counts = {
    notices: notices.length,
    newOnDay2: notices.filter((n) => n.day === 2).length,
    browserOnly: notices.filter((n) => n.browserOnly).length,
    files: notices.filter((n) => n.fileType).length,
    listPages: listPages.length,
    byUniversity: Object.fromEntries(model.unis.map((u) => [u.name, notices.filter((n) => n.site === u.key).length])),
  };
  return { day, seed: model.seed, seeds, today: DAY_DATES[day], notices, listPages, counts, titlesFromCorpus: model.titlesFromCorpus, fragmentsMatter: false };
}

function* traitsOf(uni, list, it) {
  const o = list.opts;
  yield `date:${list.shape === 'react-spa' ? 'json' : o.date}`;
  if (o.cut) yield `cut-title:${o.cut}`;
  if (o.base) yield 'base-href';
  if (o.pinned) yield 'pinned-rows';
  if (o.jsPager) yield 'js-pager';
  if (o.jumpForm) yield 'jump-form';
  if (o.bust) yield 'cache-busting';
  if (o.frameset) yield 'frameset';
  if (o.peTitle) yield 'title-attr-extra';
  if (list.shape === 'sudy-iframe') yield 'iframe';
  if (list.shape === 'react-spa') yield 'json-api';
  if (list.gateway) yield 'gateway-412';
  if (uni.charset) yield 'gbk';
  if (it.file) yield 'file-only';
  if (list.kind === 'stream') yield 'stream';
  if (uni.procHome.chain && list.kind === 'proc') yield 'redirect-chain';
  if (o.pinned && it.day === 2) yield 'below-pinned';
}
