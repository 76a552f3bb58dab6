// The web as data: universities, hosts, lists, items and the truth. Same seed, same web.
import { loadTitles, localise, noticeKind, projectBase } from './titles.mjs';

export const DAY1 = '2026-11-23';
export const DAY2 = '2026-11-24';

// Each list: shape (how it is served), kind (proc = procurement list, stream = 通知公告 mixing
// notices and other notices, news = only other, column = a main-host 招标公告 column of reposts).
export const UNIVERSITIES = [
  {
    key: 'jnut', name: '江宁理工大学', cms: 'WebPlus static',
    procLink: { href: '/zbcg/', chain: [[301, 'http://zbb.jnut.edu.cn/'], [302, 'http://zbb.jnut.edu.cn/index.htm']] },
    lists: [
      { host: 'www', kind: 'stream', shape: 'webplus', col: 'tzgg', cid: 1003, name: '通知公告', date: 'iso' },
      { host: 'www', kind: 'news', shape: 'webplus', col: 'xwdt', cid: 1002, name: '新闻动态', date: 'iso' },
      { host: 'zbb', kind: 'proc', shape: 'webplus-base', col: 'zbgg', cid: 1021, name: '招标公告', date: 'cn' },
      { host: 'zbb', kind: 'proc', shape: 'webplus', col: 'zbjg', cid: 1022, name: '中标结果', date: 'iso' },
      { host: 'zbb', kind: 'proc', shape: 'webplus', col: 'cggg', cid: 1023, name: '采购公告', date: 'iso', cut: true },
    ],
  },
  {
    key: 'lhnu', name: '临海师范大学', cms: 'SUDY WebPlus Pro',
    lists: [
      { host: 'www', kind: 'stream', shape: 'sudy', col: 'tzgg', cid: 1201, name: '通知公告', date: 'cn' },
      { host: 'www', kind: 'news', shape: 'sudy', col: 'xwzx', cid: 1202, name: '新闻中心', date: 'iso' },
      { host: 'cgzx', kind: 'proc', shape: 'iframe', col: 'zbgg', cid: 2301, name: '招标公告', date: 'iso' },
      { host: 'cgzx', kind: 'proc', shape: 'frameset', col: 'zbjg', cid: 2302, name: '结果公示', date: 'slash' },
      { host: 'cgzx', kind: 'proc', shape: 'sudy', col: 'cgyx', cid: 2303, name: '采购意向', date: 'iso' },
    ],
  },
  {
    key: 'dlu', name: '东陵大学', cms: '大汉 Hanweb',
    procLink: { href: 'http://purchase.dlu.edu.cn/', chain: [[301, 'http://zbzx.dlu.edu.cn/'], [302, 'http://zbzx.dlu.edu.cn/col/col2000/index.html']] },
    lists: [
      { host: 'www', kind: 'stream', shape: 'hanweb', col: 'tzgg', cid: 1101, name: '通知公告', date: 'iso' },
      { host: 'www', kind: 'news', shape: 'hanweb', col: 'xwdt', cid: 1102, name: '东陵要闻', date: 'iso' },
      { host: 'zbzx', kind: 'proc', shape: 'hanweb', col: 'zbgg', cid: 2001, name: '招标公告', date: 'iso' },
      { host: 'zbzx', kind: 'proc', shape: 'hanweb', col: 'zbjg', cid: 2002, name: '中标公告', date: 'none' },
      { host: 'zbzx', kind: 'proc', shape: 'hanweb', col: 'xjgg', cid: 2003, name: '询价公告', date: 'iso' },
    ],
  },
  {
    key: 'xcgy', name: '西川工业大学', cms: 'ASP.NET WebForms',
    lists: [
      { host: 'www', kind: 'stream', shape: 'webplus', col: 'tzgg', cid: 1005, name: '通知公告', date: 'iso' },
      { host: 'www', kind: 'news', shape: 'webplus', col: 'xwzx', cid: 1006, name: '新闻资讯', date: 'iso' },
      { host: 'bidding', kind: 'proc', shape: 'aspnet', col: 'ZBGG', cid: 1, name: '招标公告', date: 'slash' },
      { host: 'bidding', kind: 'proc', shape: 'aspnet', col: 'ZBJG', cid: 2, name: '中标公示', date: 'slash', cut: true },
      { host: 'bidding', kind: 'proc', shape: 'aspnet', col: 'CJGG', cid: 3, name: '成交公告', date: 'slash' },
    ],
  },
  {
    key: 'nlkj', name: '南岭科技大学', cms: 'Vue single-page app',
    lists: [
      { host: 'www', kind: 'stream', shape: 'sudy', col: 'tzgg', cid: 1301, name: '通知公告', date: 'slash' },
      { host: 'www', kind: 'news', shape: 'sudy', col: 'xwdt', cid: 1302, name: '新闻动态', date: 'iso' },
      { host: 'cgzx', kind: 'proc', shape: 'spa', col: 'zbgg', cid: 1, name: '招标公告', date: 'iso' },
      { host: 'cgzx', kind: 'proc', shape: 'spa', col: 'jggg', cid: 2, name: '结果公告', date: 'iso' },
      { host: 'cgzx', kind: 'proc', shape: 'spa', col: 'cgyx', cid: 3, name: '采购意向', date: 'iso' },
    ],
  },
  {
    key: 'bcnl', name: '北辰农林大学', cms: 'portal + WZWS gateway',
    gateway: 'zbzx', neverFinishes: true,
    lists: [
      { host: 'www', kind: 'stream', shape: 'portal', col: 'tzgg', cid: 1, name: '通知公告', date: 'md' },
      { host: 'www', kind: 'news', shape: 'portal', col: 'xwdt', cid: 2, name: '新闻动态', date: 'md' },
      { host: 'zbzx', kind: 'proc', shape: 'portal', col: 'zbgg', cid: 3, name: '招标公告', date: 'iso' },
      { host: 'zbzx', kind: 'proc', shape: 'portal', col: 'zbjg', cid: 4, name: '中标公告', date: 'iso' },
      { host: 'zbzx', kind: 'proc', shape: 'portal', col: 'xjgg', cid: 5, name: '询价公告', date: 'cn' },
    ],
  },
  {
    key: 'hdongu', name: '海东大学', cms: 'JSP .do with turnPage()',
    deadGateway: 'cg', calendar: true,
    procLink: { href: '/zbcg/index.do' },
    lists: [
      { host: 'www', kind: 'stream', shape: 'turnpage', col: 'tzgg', cid: 11, name: '通知公告', date: 'iso' },
      { host: 'www', kind: 'news', shape: 'turnpage', col: 'xwdt', cid: 12, name: '新闻动态', date: 'iso' },
      { host: 'www', kind: 'proc', shape: 'turnpage', col: 'zbcg/zbgg', cid: 21, name: '招标公告', date: 'none' },
      { host: 'www', kind: 'proc', shape: 'turnpage', col: 'zbcg/cgyx', cid: 22, name: '采购意向', date: 'cn', attachments: true },
      { host: 'www', kind: 'proc', shape: 'turnpage', col: 'zbcg/zbjg', cid: 23, name: '中标结果', date: 'iso' },
    ],
  },
  {
    key: 'ymjt', name: '云梦交通大学', cms: 'WebPlus + JSP goPage()',
    calendar: true,
    lists: [
      { host: 'www', kind: 'stream', shape: 'webplus', col: 'tzgg', cid: 1001, name: '通知公告', date: 'iso' },
      { host: 'www', kind: 'column', shape: 'webplus', col: 'zbxx', cid: 1010, name: '招标信息', date: 'iso' },
      { host: 'www', kind: 'news', shape: 'webplus', col: 'ymyw', cid: 1002, name: '云梦要闻', date: 'iso' },
      { host: 'cgb', kind: 'proc', shape: 'jspager', col: 'zbgg', cid: 31, name: '招标公告', date: 'iso' },
      { host: 'cgb', kind: 'proc', shape: 'jspager', col: 'zbjg', cid: 32, name: '中标结果', date: 'slash' },
      { host: 'cgb', kind: 'proc', shape: 'jspager', col: 'cgyx', cid: 33, name: '采购意向', date: 'iso' },
    ],
  },
];

export const OFFSITE_HOST = 'map.tianhui-ditu.edu.cn';

function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);
const pad = (n, w = 2) => String(n).padStart(w, '0');
const addDays = (iso, d) => new Date(Date.parse(iso + 'T00:00:00Z') + d * 86400000).toISOString().slice(0, 10);

/** Where an item's page lives, by the shape of the list that carries it. Path only. */
export function detailPath(list, item) {
  const [y, m, d] = item.date.split('-');
  if (item.attachmentOnly) return `/${list.col}/files/${y}${m}/${item.id}.${item.fileExt}`;
  switch (list.shape) {
    case 'webplus': case 'webplus-base': return `/info/${list.cid}/${item.id}.htm`;
    case 'sudy': case 'iframe': case 'frameset': return `/${y}/${m}${d}/c${list.cid}a${item.id}/page.htm`;
    case 'hanweb': return `/art/${y}/${Number(m)}/${Number(d)}/art_${list.cid}_${item.id}.html`;
    case 'aspnet': return `/${list.col}/Detail.aspx?id=${item.id}`;
    case 'spa': return `/detail/${item.id}.html`;
    case 'portal': return `/${list.col}/${y}${m}/t${y}${m}${d}_${item.id}.htm`;
    case 'turnpage': return `/${list.col}/detail.do?id=${item.id}`;
    case 'jspager': return `/content.jsp?cid=${list.cid}&id=${item.id}`;
    default: throw new Error('unknown shape ' + list.shape);
  }
}

function variant(title, uniName, how) {
  if (how === 'prefix') return '【招标公告】' + title;
  if (how === 'uni') return title.startsWith(uniName) ? title.replace(uniName, uniName + ' ') : uniName + title;
  return title.replace(/(公告|公示)$/, ' $1').replace(/^(【[^】]*】)/, '$1 ');
}

export function buildModel({ seed = 1, fixturesDir, corpusFile }) {
  const pool = loadTitles(fixturesDir, corpusFile);
  const unis = [];
  const hosts = new Map(); // host name -> { name, uni, role, lists }
  for (const spec of UNIVERSITIES) {
    const rnd = mulberry32(seed * 1000003 + hash(spec.key));
    const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
    const shuffle = (arr) => { const a = arr.slice(); for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; } return a; };
    const domain = spec.key + '.edu.cn';
    const uni = { ...spec, domain, lists: [], items: [], hosts: [] };
    const notices = shuffle(pool.notice).map((t) => localise(t, spec.name));
    const others = shuffle(pool.other).map((t) => localise(t, spec.name));
    const used = new Set();
    const take = (arr, pred = () => true) => {
      let i = arr.findIndex((t) => !used.has(t) && pred(t));
      if (i < 0) i = arr.findIndex((t) => !used.has(t));
      if (i < 0) throw new Error('title pool exhausted');
      used.add(arr[i]);
      return arr[i];
    };
    let nextId = int(3000, 6000);
    const abbr = spec.key.toUpperCase();
    const makeItem = (list, title, kind, date, day) => {
      const item = { id: nextId += int(1, 4), uni, list, title, kind, date, day, copies: [], aliases: [] };
      if (kind === 'notice') {
        item.nkind = noticeKind(title);
        item.projectNo = `${abbr}-${date.slice(0, 4)}-${['HW', 'FW', 'GC'][int(0, 2)]}${pad(int(1, 999), 3)}`;
        item.budget = (int(50, 40000) / 10).toFixed(1); // 万元
        if (item.nkind === 'call') item.deadline = `${addDays(date, int(15, 25))} ${['09:00', '09:30', '14:30', '15:00'][int(0, 3)]}`;
        item.attachments = Array.from({ length: int(1, 2) }, (_, k) => ({ name: k ? '采购需求' : '招标文件', ext: ['pdf', 'docx', 'doc', 'zip'][int(0, 3)] }));
      } else item.attachments = rnd() < 0.3 ? [{ name: '附件', ext: 'docx' }] : [];
      return item;
    };
    for (const ls of spec.lists) {
      const host = `${ls.host}.${domain}`;
      const list = { ...ls, uni, host, perPage: int(15, 20), items: [] };
      list.pages1 = list.kind === 'news' ? 2 : list.kind === 'stream' ? 3 : list.kind === 'column' ? 2 : int(2, 5);
      uni.lists.push(list);
      if (!hosts.has(host)) hosts.set(host, { name: host, uni, role: ls.host === 'www' ? 'main' : 'proc', lists: [] });
      hosts.get(host).lists.push(list);
    }
    // Procurement lists first: the stream and column repost some of their notices.
    let date0 = DAY1;
    const rows = (l) => l.perPage * (l.pages1 - 1) + int(3, l.perPage);
    for (const list of uni.lists.filter((l) => l.kind === 'proc')) {
      let date = date0;
      const n = rows(list);
      for (let i = 0; i < n; i++) {
        const pred = list.attachments || list.col.endsWith('cgyx') ? (t) => /意向/.test(t) : list.col.includes('jg') ? (t) => noticeKind(t) === 'result' : (t) => noticeKind(t) === 'call';
        const item = makeItem(list, take(notices, pred), 'notice', date, 1);
        if (list.attachments && rnd() < 0.6) { item.attachmentOnly = true; item.fileExt = ['pdf', 'doc', 'docx'][int(0, 2)]; }
        list.items.push(item);
        if (rnd() < 0.6) date = addDays(date, -int(1, 3));
      }
    }
    const procItems = uni.lists.filter((l) => l.kind === 'proc').flatMap((l) => l.items);
    const calls = procItems.filter((it) => it.nkind === 'call' && !it.attachmentOnly);
    const reposted = shuffle(calls.slice(0, 40)).slice(0, spec.key === 'ymjt' ? 4 : 2);
    for (const list of uni.lists.filter((l) => l.kind !== 'proc')) {
      let date = date0;
      const n = rows(list);
      const copyAt = new Map();
      if (list.kind === 'stream') for (const [k, it] of reposted.entries()) copyAt.set(it, ['prefix', 'uni', 'space'][k % 3]);
      const own = list.kind === 'stream' ? int(4, 6) : 0;
      const slots = [];
      for (let i = 0; i < n; i++) slots.push('other');
      for (let k = 0; k < own; k++) slots[int(0, n - 1)] = 'notice';
      for (let i = 0; i < n; i++) {
        list.items.push(slots[i] === 'notice' ? makeItem(list, take(notices, (t) => noticeKind(t) === 'call'), 'notice', date, 1) : makeItem(list, take(others), 'other', date, 1));
        if (rnd() < 0.7) date = addDays(date, -int(0, 2));
      }
      const copies = list.kind === 'column' ? calls.slice(0, n).map((it, k) => [it, k % 2 ? 'uni' : 'space']) : [...copyAt];
      if (list.kind === 'column') list.items = [];
      for (const [orig, how] of copies) {
        const copy = { id: nextId += int(1, 4), uni, list, title: variant(orig.title, spec.name, how), kind: 'copy', copyOf: orig, date: orig.date, day: orig.day, attachments: orig.attachments, copies: [], aliases: [] };
        orig.copies.push(copy);
        list.items.push(copy);
      }
      list.items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    }
    // Day 2: about 6.5% new notices on top of each procurement list, one correction moving a
    // day-1 call's deadline a week later, one result of another day-1 call (same project number).
    const day1Calls = calls.filter((it) => it.deadline && it.deadline.slice(0, 10) > DAY2);
    const [corrOf, resOf] = [day1Calls[0] || calls[0], day1Calls[1] || calls[1]];
    let first = true;
    for (const list of uni.lists) {
      const added = [];
      if (list.kind === 'proc') {
        const k = Math.max(1, Math.round(list.items.length * 0.065));
        for (let i = 0; i < k; i++) {
          let item;
          if (first && corrOf && i === 0) {
            item = makeItem(list, `${projectBase(corrOf.title)}更正公告`, 'notice', DAY2, 2);
            Object.assign(item, { nkind: 'correction', projectNo: corrOf.projectNo, corrects: corrOf, budget: corrOf.budget });
            item.deadline = `${addDays(corrOf.deadline.slice(0, 10), 7)}${corrOf.deadline.slice(10)}`;
          } else if (first && resOf && i === 1) {
            item = makeItem(list, `${projectBase(resOf.title)}中标结果公告`, 'notice', DAY2, 2);
            Object.assign(item, { nkind: 'result', projectNo: resOf.projectNo, resultOf: resOf, budget: resOf.budget, winner: '东方华信科技有限公司' });
          } else {
            item = makeItem(list, take(notices), 'notice', DAY2, 2);
            if (list.attachments) { item.attachmentOnly = true; item.fileExt = 'pdf'; }
          }
          added.push(item);
        }
        if (first && k < 2 && resOf) { // keep both special notices even on a short list
          const item = makeItem(list, `${projectBase(resOf.title)}中标结果公告`, 'notice', DAY2, 2);
          Object.assign(item, { nkind: 'result', projectNo: resOf.projectNo, resultOf: resOf, budget: resOf.budget, winner: '东方华信科技有限公司' });
          added.push(item);
        }
        first = false;
      } else if (list.kind === 'stream') {
        added.push(makeItem(list, take(notices, (t) => noticeKind(t) === 'call'), 'notice', DAY2, 2));
        added.push(makeItem(list, take(others), 'other', DAY2, 2));
      } // news lists do not change on day 2: their pages answer 304 to a conditional request
      list.items = [...added, ...list.items];
    }
    for (const list of uni.lists) for (const it of list.items) {
      it.path = detailPath(list, it);
      it.url = `http://${list.host}${it.path}`;
      uni.items.push(it);
    }
    for (const it of uni.items) it.aliases = it.copies.map((c) => c.url);
    unis.push(uni);
  }
  return { seed, unis, hosts, corpus: pool.corpus, titleCounts: { notice: pool.notice.length, other: pool.other.length } };
}

/** Items a list shows on a day, newest first. */
export const itemsOn = (list, day) => list.items.filter((it) => it.day <= day);

const BROWSER_ONLY_SHAPES = new Set(['spa']);
export function isBrowserOnlyList(list) {
  return BROWSER_ONLY_SHAPES.has(list.shape) || list.host === `${list.uni.gateway}.${list.uni.domain}`;
}

export function traitsOf(item) {
  const l = item.list;
  const t = [`date:${l.date}`];
  if (l.cut) t.push('cut-title');
  if (item.copies.length) t.push('repost');
  if (l.shape === 'webplus-base') t.push('base-href');
  if (l.shape === 'jspager' || l.shape === 'turnpage') t.push('cache-busting');
  if (l.shape === 'turnpage') t.push('session-id');
  if (l.uni.procLink?.chain && l.kind === 'proc') t.push('redirect-chain');
  if (item.attachmentOnly) t.push('attachment-only');
  if (item.corrects) t.push('day2-correction');
  if (item.resultOf) t.push('day2-result');
  if (isBrowserOnlyList(l)) t.push(l.shape === 'spa' ? 'json-api' : 'gateway-412');
  if (l.kind === 'stream') t.push('stream');
  return t;
}

export const registrable = (host) => host.split('.').slice(-3).join('.');

export function truth(model, day) {
  const notices = [];
  const newOnDay2 = [];
  for (const uni of model.unis) for (const it of uni.items) {
    if (it.kind !== 'notice') continue;
    const isNew = it.day === 2;
    if (isNew) newOnDay2.push(it.url);
    if (it.day > day) continue;
    const lists = [it.list, ...it.copies.filter((c) => c.day <= day).map((c) => c.list)];
    const n = {
      url: it.url, title: it.title, university: uni.name, site: registrable(it.list.host),
      aliases: it.copies.filter((c) => c.day <= day).map((c) => c.url),
      aliasTitles: it.copies.filter((c) => c.day <= day).map((c) => c.title),
      publishedAt: it.date, shape: it.attachmentOnly ? 'attachment-only' : it.list.shape, traits: traitsOf(it),
      list: `${it.list.host}/${it.list.col}`,
      browserOnly: lists.every(isBrowserOnlyList), attachmentOnly: !!it.attachmentOnly, day: it.day,
    };
    if (!it.attachmentOnly) {
      if (it.deadline) n.deadline = it.deadline;
      n.projectNo = it.projectNo;
    }
    notices.push(n);
  }
  const seeds = model.unis.map((u) => `http://www.${u.domain}/`);
  const blocked = model.unis.filter((u) => u.deadGateway).map((u) => `http://${u.deadGateway}.${u.domain}/`);
  const disallowed = ['/private/', '/admin/'];
  return { day, seed: model.seed, seeds, notices, newOnDay2, blocked, disallowed, offsite: [`http://${OFFSITE_HOST}/`], counts: { notices: notices.length, newOnDay2: newOnDay2.length, browserOnly: notices.filter((n) => n.browserOnly).length, attachmentOnly: notices.filter((n) => n.attachmentOnly).length }, titlesFromCorpus: model.corpus };
}
