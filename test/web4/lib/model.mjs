// The web's content: universities, lists, items, day 2 and the truth. Pure and seeded.
import { readFileSync, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../../..');
export const SEALED_TITLES = resolve(ROOT, 'test/fixtures/sealed/titles-320.jsonl');
export const CORPUS_TITLES = resolve(ROOT, '../shared/corpus/titles/fzu-dev-reviewed.jsonl');

export const DAY1 = '2026-11-23';
export const DAY2 = '2026-11-24';

export function rng(seed) {
  let a = (seed * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
function shuffle(r, xs) {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(r() * (i + 1)); [a[i], a[j]] = [a[j], a[i]]; }
  return a;
}
export function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); }
  return h >>> 0;
}

// Six made-up universities. main = the main host's CMS; proc = the procurement site's lists.
export const UNIVERSITIES = [
  { key: 'djlg', name: '东江理工大学', main: 'webplus', procHost: 'cgzx.djlg.edu.cn', procVia: 'redirect',
    lists: [
      { name: '招标公告', kind: 'call', shape: 'empire', col: 12, dir: 'zbgg', perPage: 16, pages: 3, date: 'cn', cacheBust: true },
      { name: '中标公告', kind: 'result', shape: 'empire', col: 13, dir: 'zbjg', perPage: 15, pages: 3, date: 'cn', cacheBust: true },
      { name: '采购意向', kind: 'intent', shape: 'empire', col: 14, dir: 'cgyx', perPage: 12, pages: 2, date: 'cn', cacheBust: true },
    ] },
  { key: 'bhsf', name: '北海师范大学', main: 'dede', procHost: null, procVia: 'column',
    lists: [
      { name: '招标公告', kind: 'call', shape: 'dede', col: 5, dir: 'zbgg', perPage: 18, pages: 3, date: 'dot', cut: true, jsPager: true },
      { name: '中标结果', kind: 'result', shape: 'dede', col: 6, dir: 'zbjg', perPage: 18, pages: 2, date: 'dot', cut: true, jsPager: true },
      { name: '采购意向', kind: 'intent', shape: 'dede', col: 7, dir: 'cgyx', perPage: 14, pages: 2, date: 'dot', pdfOnly: 0.3, jsPager: true },
    ] },
  { key: 'xsgy', name: '西山工业大学', main: 'phpcms', procHost: 'zbcg.xsgy.edu.cn', procVia: 'link',
    lists: [
      { name: '招标公告', kind: 'call', shape: 'phpcms', col: 9, perPage: 20, pages: 3, date: 'md' },
      { name: '中标公告', kind: 'result', shape: 'iframe', col: 10, dir: 'zbjg', perPage: 15, pages: 3, date: 'iso' },
    ] },
  { key: 'nhkj', name: '南湖科技大学', main: 'webplus', procHost: 'cg.nhkj.edu.cn', procVia: 'link',
    lists: [
      { name: '招标公告', kind: 'call', shape: 'jquery', col: 'zbgg', perPage: 15, pages: 3, date: 'iso' },
      { name: '更正公告', kind: 'call', shape: 'jquery', col: 'gzgg', perPage: 12, pages: 2, date: 'iso' },
      { name: '结果公示', kind: 'result', shape: 'webplus', col: 1206, dir: 'jggs', perPage: 15, pages: 3, date: 'iso' },
    ] },
  { key: 'ydyk', name: '云岭医科大学', main: 'empire', procHost: 'zbb.ydyk.edu.cn', procVia: 'link',
    lists: [
      { name: '招标公告', kind: 'call', shape: 'next', col: 'zbgg', perPage: 15, pages: 3, date: 'iso' },
      { name: '中标公告', kind: 'result', shape: 'next-ssr', col: 'zbjg', perPage: 15, pages: 2, date: 'iso' },
    ] },
  { key: 'qhjt', name: '清河交通大学', main: 'dede', procHost: 'bid.qhjt.edu.cn', procVia: 'link', gateway: true,
    lists: [
      { name: '招标公告', kind: 'call', shape: 'dede', col: 3, dir: 'zbgg', perPage: 15, pages: 3, date: 'none' },
      { name: '中标公告', kind: 'result', shape: 'dede', col: 4, dir: 'zbjg', perPage: 15, pages: 2, date: 'cn' },
      { name: '采购意向', kind: 'intent', shape: 'dede', col: 8, dir: 'cgyx', perPage: 12, pages: 2, date: 'cn', pdfOnly: 0.6 },
    ] },
];
export const BROWSER_ONLY_SHAPES = new Set(['jquery', 'next']);

function readJsonl(file) {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

export function kindOf(title) {
  if (/意向/.test(title)) return 'intent';
  if (/中标|成交|结果|候选人|废标|流标|终止|入围|中选/.test(title)) return 'result';
  if (/更正|变更|澄清|补充/.test(title)) return 'correction';
  return 'call';
}

const REAL_UNI = /^[\u4e00-\u9fa5]{2,10}?(大学|学院)(（[^）]{1,10}）|[\u4e00-\u9fa5]{2,4}校区)?/;
function rename(title, uni) {
  title = title.replace(/福州大学(至诚学院)?/g, uni);
  const m = title.match(REAL_UNI);
  if (m && !/关于|的|年/.test(m[0])) return uni + title.slice(m[0].length);
  return title;
}

let warned = false;
function loadTitles() {
  const sealed = readJsonl(SEALED_TITLES).map((d) => ({ text: d.text, notice: d.label === 'notice' }));
  const corpus = readJsonl(CORPUS_TITLES).map((d) => ({ text: d.text, notice: d.label === 'notice' }));
  if (!corpus.length && !warned) { warned = true; console.error(`web4: ${CORPUS_TITLES} absent; fewer titles, generated ones fill in`); }
  const seen = new Set();
  const out = [];
  for (const t of [...sealed, ...corpus]) {
    const text = t.text.replace(/\s+/g, '').trim();
    if (text.length < 6 || text.length > 90 || seen.has(text)) continue;
    seen.add(text);
    out.push({ text, notice: t.notice });
  }
  return out;
}

const DEPTS = ['图书馆', '后勤管理处', '信息化中心', '实验室与设备管理处', '化学学院', '体育部', '附属医院', '校医院', '网络中心'];
const THINGS = ['服务器采购', '物业服务', '实验耗材', '多媒体教室改造', '食堂设备', '学生公寓家具', '校园安防系统', '空调维保', '数据库订购'];
function generatedTitle(r, kind, n) {
  const base = `${pick(r, DEPTS)}${pick(r, THINGS)}项目（${n}）`;
  return kind === 'result' ? `${base}中标结果公告` : kind === 'intent' ? `${base}采购意向公示` : `${base}公开招标公告`;
}

export function projectName(title) {
  return title.replace(/^【[^】]*】/, '').replace(/^关于/, '')
    .replace(/(的)?(公开招标|竞争性磋商|竞争性谈判|询价|单一来源|邀请招标|邀请密封报价|招标|磋商|谈判)?(采购)?(公告|公示|文件征求意见公告)$/, '')
    .replace(/的$/, '');
}

const pad = (n) => String(n).padStart(2, '0');
export function addDays(iso, d) {
  const t = new Date(iso.slice(0, 10) + 'T00:00:00Z');
  t.setUTCDate(t.getUTCDate() + d);
  return t.toISOString().slice(0, 10) + iso.slice(10);
}

// Builds every item of both days; a day's web filters items by `day`.
export function buildWorld(seed = 1) {
  const r = rng(seed);
  const titles = shuffle(r, loadTitles());
  const pools = { call: [], result: [], intent: [], other: [] };
  for (const t of titles) {
    if (!t.notice) pools.other.push(t.text);
    else { const k = kindOf(t.text); (k === 'correction' ? pools.call : pools[k]).push(t.text); }
  }
  let gen = 0;
  const used = new Set();
  let curUni = '';
  const take = (kind) => {
    for (;;) {
      const t = pools[kind].shift() ?? (kind === 'other' ? `关于${pick(r, DEPTS)}工作安排的通知（${++gen}）` : generatedTitle(r, kind, ++gen));
      const renamed = rename(t, curUni);
      if (!used.has(renamed)) { used.add(renamed); return t; }
    }
  };
  const takeNotice = (kind) => {
    if (kind === 'intent' && !pools.intent.length) {
      const t = `${projectName(rename(take('call'), curUni))}采购意向公示`;
      used.add(t);
      return t;
    }
    return take(kind);
  };
  let nextId = 3000 + int(r, 0, 900);
  const items = [];
  const lists = [];
  const unis = [];
  for (const u of UNIVERSITIES) {
    const uni = { ...u, lists: [], stream: null, news: null, calCount: 0 };
    curUni = u.name;
    unis.push(uni);
    const host = `www.${u.key}.edu.cn`;
    const procHost = u.procHost ?? host;
    const code = u.key.toUpperCase();
    let no = int(r, 100, 400);
    const mkItem = (list, title, kind, pub, day) => {
      const id = nextId += int(r, 1, 9);
      const it = { id, uni: u.name, uniKey: u.key, list, host: list.host, title: rename(title, u.name), kind, publishedAt: pub, day,
        notice: kind !== 'other', attachmentOnly: false, aliases: [] };
      if (it.notice) {
        it.projectNo = `${code}-${pub.slice(0, 4)}-${kind === 'intent' ? 'YX' : 'ZB'}${pad(++no).padStart(4, '0')}`;
        it.budget = (int(r, 8, 900) + int(r, 0, 99) / 100).toFixed(2);
        if (kind === 'call') it.deadline = `${addDays(pub, int(r, 10, 25))} ${pick(r, ['09:00', '09:30', '10:00', '14:30'])}`;
        it.supplier = `${pick(r, ['华信', '中科', '恒远', '博创', '东方', '正泰'])}${pick(r, ['科技', '建设', '信息', '设备'])}有限公司`;
      }
      items.push(it);
      list.items.push(it);
      return it;
    };
    const datesBack = (n) => { const out = []; let back = 0; for (let i = 0; i < n; i++) { out.push(addDays(DAY1, -back)); back += int(r, 0, 2); } return out; };
    // procurement lists
    for (const spec of u.lists) {
      const list = { ...spec, uni: u.name, uniKey: u.key, host: procHost, items: [], gated: !!u.gateway, role: 'proc' };
      list.key = `${u.key}:${spec.shape}:${spec.col}`;
      lists.push(list);
      uni.lists.push(list);
      const n = (spec.pages - 1) * spec.perPage + int(r, 2, spec.perPage);
      for (const pub of datesBack(n)) {
        const it = mkItem(list, takeNotice(spec.kind), spec.kind === 'call' ? 'call' : spec.kind, pub, 1);
        if (spec.pdfOnly && r() < spec.pdfOnly) { it.attachmentOnly = true; delete it.deadline; }
      }
    }
    // the main host's 通知公告 stream and news column
    const mainShape = u.main;
    const stream = { name: '通知公告', kind: 'stream', shape: mainShape, col: { webplus: 1123, dede: 1, phpcms: 2, empire: 2 }[mainShape], dir: 'tzgg',
      perPage: 15, date: 'iso', uni: u.name, uniKey: u.key, host, items: [], role: 'stream' };
    stream.key = `${u.key}:stream`;
    const news = { ...stream, name: '新闻动态', col: { webplus: 1124, dede: 2, phpcms: 3, empire: 3 }[mainShape], dir: 'xwdt', items: [], role: 'news', key: `${u.key}:news` };
    lists.push(stream, news);
    uni.stream = stream; uni.news = news;
    const streamDates = datesBack(44);
    const procCalls = uni.lists.filter((l) => l.kind === 'call').flatMap((l) => l.items.filter((i) => !i.attachmentOnly));
    const repostAt = new Set([int(r, 1, 6), int(r, 9, 20)]);
    const tenderAt = new Set([int(r, 0, 5) * 2 + 1, int(r, 12, 18) + 1, int(r, 22, 30)]);
    let reposted = 0;
    streamDates.forEach((pub, i) => {
      if (repostAt.has(i) && procCalls.length) {
        const orig = procCalls[Math.min(procCalls.length - 1, int(r, 0, 10) + reposted * 7)];
        reposted++;
        const variant = reposted % 2 ? `【招标公告】${orig.title}` : orig.title.startsWith(u.name) ? `${orig.title}（${u.name}）` : `${u.name}${orig.title}`;
        const rep = { id: nextId += 3, uni: u.name, uniKey: u.key, list: stream, host, title: variant, kind: 'repost', publishedAt: pub, day: 1,
          notice: false, repostOf: orig, aliases: [] };
        items.push(rep); stream.items.push(rep);
      } else if (tenderAt.has(i)) mkItem(stream, take('call'), 'call', pub, 1);
      else mkItem(stream, take('other'), 'other', pub, 1);
    });
    for (const pub of datesBack(30)) mkItem(news, take('other'), 'other', pub, 1);
    // day 2: 5-8% new on top of procurement lists: a correction, a result, new calls
    const procItems = uni.lists.flatMap((l) => l.items);
    const nNew = Math.max(3, Math.round(procItems.length * (0.05 + r() * 0.03)));
    const callList = uni.lists.find((l) => l.kind === 'call');
    const resultList = uni.lists.find((l) => l.kind === 'result') ?? callList;
    const calls = callList.items.filter((i) => i.deadline);
    const corrected = calls[int(r, 2, Math.min(calls.length - 1, 12))];
    const awarded = calls.find((c, k) => k > 3 && c !== corrected && c.deadline < DAY2 + ' 99') ?? calls.find((c) => c !== corrected);
    const fresh = [];
    const corr = mkItem(callList, `${projectName(corrected.title)}更正公告`, 'correction', DAY2, 2);
    corr.projectNo = corrected.projectNo; corr.budget = corrected.budget;
    corr.oldDeadline = corrected.deadline; corr.deadline = addDays(corrected.deadline, 7);
    corr.correctionOf = corrected;
    fresh.push(corr);
    const res = mkItem(resultList, `${projectName(awarded.title)}中标结果公告`, 'result', DAY2, 2);
    res.projectNo = awarded.projectNo; res.budget = awarded.budget; res.resultOf = awarded;
    fresh.push(res);
    for (let k = 2; k < nNew; k++) {
      const l = k % 3 === 0 ? pick(r, uni.lists) : callList;
      fresh.push(mkItem(l, takeNotice(l.kind), l.kind === 'call' ? 'call' : l.kind, DAY2, 2));
    }
    // one new ordinary item in the stream
    mkItem(stream, take('other'), 'other', DAY2, 2);
  }
  // newest first in every list, day-2 items on top
  for (const l of lists) l.items.sort((a, b) => (b.day - a.day) || (a.publishedAt < b.publishedAt ? 1 : a.publishedAt > b.publishedAt ? -1 : b.id - a.id));
  return { seed, unis, lists, items };
}

export function itemsOn(list, day) {
  return list.items.filter((i) => i.day <= day);
}
