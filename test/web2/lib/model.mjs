// Builds the whole test web (universities, hosts, lists, items) deterministically from a seed.
import { UNIVERSITIES, DAY1, DAY2 } from './config.mjs';
import { makeRng, rngFor, addDays } from './util.mjs';
import { loadTitles, classify, category, rename, projectOf, deriveResult, deriveIntent, RESULT_TYPES } from './titles.mjs';
import { shapes } from './shapes/index.mjs';

const OPEN_TYPES = new Set(['tender', 'inquiry', 'correction', 'lease']);
const HARD_NEG = /采购|招标|中标|供应商|评审|投标|竞价|遴选|招租|报废/;

function makeHost(name, uni, role) {
  return { name, uni, role, lists: [], files: new Map(), traps: [], disallow: [], extra: new Map(), itemsById: new Map(), _index: null };
}

/** Title supply for one university: real titles first, renamed; derived variants when the pool runs dry. */
function titleSupply(titles, uni, rng) {
  const pool = rng.shuffle(titles.notice).map((t) => {
    const title = rename(t, uni.name);
    return { title, type: classify(title), cat: category(title) };
  });
  const others = rng.shuffle(titles.other).map((t) => rename(t, uni.name));
  const used = new Set();
  const openUsed = [];
  const take = (pred) => {
    const e = pool.find((p) => !used.has(p.title) && pred(p));
    if (!e) return null;
    used.add(e.title);
    if (OPEN_TYPES.has(e.type)) openUsed.push(e);
    return { ...e, project: projectOf(e.title) };
  };
  const fresh = (t) => !used.has(t);
  return {
    used,
    notice(types, cats) {
      const tset = new Set(types);
      if (tset.has('intent')) {
        const real = rng.chance(0.4) ? take((p) => p.type === 'intent') : null;
        if (real) return real;
        for (let i = 0; i < 50; i++) {
          const src = rng.chance(0.7) && openUsed.length ? rng.pick(openUsed) : rng.pick(pool);
          const d = deriveIntent(src.title, rng, uni.name);
          if (fresh(d.title)) { used.add(d.title); return { ...d, cat: src.cat }; }
        }
      }
      if ([...tset].some((t) => RESULT_TYPES.has(t))) {
        const real = rng.chance(0.55) ? take((p) => tset.has(p.type)) : null;
        if (real) return real;
        for (let i = 0; i < 50; i++) {
          const srcs = openUsed.length > 5 && rng.chance(0.75) ? openUsed : pool.filter((p) => OPEN_TYPES.has(p.type));
          const src = rng.pick(srcs);
          const d = deriveResult(src.title, rng);
          if (fresh(d.title)) { used.add(d.title); return { ...d, cat: src.cat }; }
        }
        const any = take((p) => tset.has(p.type));
        if (any) return any;
      }
      const e = (cats && take((p) => tset.has(p.type) && cats.includes(p.cat)))
        || take((p) => tset.has(p.type))
        || take((p) => OPEN_TYPES.has(p.type));
      if (e) return e;
      // Pool exhausted: a re-tender of something already used.
      for (let n = 2; n < 9; n++) {
        const src = rng.pick(openUsed);
        const t = src.title.replace(/[（(]第.次[)）]$/, '') + `（第${'二三四五六七八'[n - 2]}次）`;
        if (fresh(t)) { used.add(t); return { ...src, title: t, project: projectOf(src.title) }; }
      }
      throw new Error('title pool exhausted');
    },
    trapNotice() {
      return take((p) => OPEN_TYPES.has(p.type)) || { title: '内部采购计划（草稿）', type: 'tender', cat: 'hw', project: '内部采购计划' };
    },
    other(pred) {
      const i = others.findIndex((t) => !used.has(t) && (!pred || pred(t)));
      if (i < 0) return null;
      used.add(others[i]);
      return others[i];
    },
  };
}

function datesDesc(rng, n, start) {
  const out = [];
  let d = start;
  for (let i = 0; i < n; i++) {
    out.push(d);
    d = addDays(d, -rng.pick([0, 0, 1, 1, 1, 2, 2, 3, 4, 6]));
  }
  return out;
}

function pagesPlan(rng, minPages, maxPages) {
  const perPage = rng.int(15, 20);
  const pages = rng.int(minPages, maxPages);
  return { perPage, count: (pages - 1) * perPage + rng.int(3, perPage) };
}

function newList(uni, host, spec, kind) {
  const list = { uni, host, kind, items: [], perPage: 20, ...spec };
  host.lists.push(list);
  return list;
}

const ATT_NAMES = {
  tender: [['招标文件', 'docx'], ['采购需求', 'pdf'], ['投标文件格式', 'doc'], ['图纸及工程量清单', 'zip']],
  inquiry: [['询价（磋商）文件', 'docx'], ['报价一览表', 'doc'], ['技术参数要求', 'pdf']],
  correction: [['更正后采购文件', 'docx'], ['更正说明', 'pdf']],
  lease: [['招租文件', 'doc'], ['标的物清单', 'pdf']],
  result: [['中标结果公告', 'pdf'], ['评审结果汇总表', 'pdf']],
  candidate: [['评标报告摘要', 'pdf']],
  termination: [['终止说明', 'pdf']],
  intent: [['采购意向公开表', 'docx'], ['采购意向明细', 'pdf']],
  other: [['附件1', 'docx'], ['报名表', 'doc'], ['实施方案', 'pdf']],
};

function makeAttachments(rng, type, isNotice) {
  const names = ATT_NAMES[type] || ATT_NAMES.other;
  const n = isNotice ? rng.int(1, 2) : (rng.chance(0.25) ? 1 : 0);
  return rng.shuffle(names).slice(0, n).map(([name, ext]) => ({ name, ext }));
}

export function buildModel({ seed = 1, titlesDir }) {
  const titles = loadTitles(titlesDir);
  const hosts = new Map();
  const unis = [];
  const addHost = (h) => { hosts.set(h.name, h); return h; };

  for (const cfg of UNIVERSITIES) {
    const rng = rngFor(seed, cfg.key);
    const uni = { ...cfg, seed, rng };
    const supply = titleSupply(titles, uni, rng);
    uni.supply = supply;
    unis.push(uni);

    // Hosts
    uni.mainHost = addHost(makeHost('www.' + cfg.domain, uni, 'main'));
    addHost({ ...makeHost(cfg.domain, uni, 'bare') });
    const p = cfg.proc;
    if (p.host === uni.mainHost.name) uni.procHost = uni.mainHost;
    else uni.procHost = addHost(makeHost(p.host, uni, p.blocked ? 'blocked' : 'proc'));
    uni.procHost.procBase = p.base || '';
    if (p.link.kind === 'alias') addHost({ ...makeHost(p.link.alias, uni, 'alias'), target: p.host, status: p.link.status });

    // Procurement lists
    uni.procLists = [];
    for (const spec of p.lists) {
      const list = newList(uni, uni.procHost, spec, 'proc');
      const plan = pagesPlan(rng, 2, 5);
      list.perPage = plan.perPage;
      const n2 = rng.int(1, 3);
      const dates = datesDesc(rng, plan.count, addDays(DAY1, -rng.int(0, 2)));
      const mk = (date, day) => {
        const t = supply.notice(spec.types, spec.cat);
        return { list, title: t.title, type: t.type, project: t.project, cat: t.cat, date, day, notice: true };
      };
      for (let i = 0; i < n2; i++) list.items.push(mk(DAY2, 2));
      for (const d of dates) list.items.push(mk(d, 1));
      uni.procLists.push(list);
    }
    if (p.policy) {
      const list = newList(uni, uni.procHost, p.policy, 'policy');
      list.perPage = 20;
      const n = rng.int(7, 12);
      const fixed = [`${cfg.name}货物与服务采购管理办法`, `${cfg.name}采购评审专家管理细则`, `关于进一步规范校内自行采购工作的通知`, `${cfg.name}工程建设项目招标投标管理办法（修订）`];
      const titlesP = [...fixed.slice(0, rng.int(2, 4))];
      while (titlesP.length < n) { const t = supply.other((x) => HARD_NEG.test(x)) || supply.other(); if (!t) break; titlesP.push(t); }
      const dates = datesDesc(rng, titlesP.length, addDays(DAY1, -rng.int(10, 40))).map((d, i) => addDays(d, -i * 9));
      titlesP.forEach((t, i) => list.items.push({ list, title: t, type: 'other', date: dates[i], day: 1, notice: false }));
    }

    // Main host: news (others only) and the mixed stream
    const news = newList(uni, uni.mainHost, { shape: cfg.main.shape, ...cfg.main.news }, 'news');
    {
      const plan = pagesPlan(rng, 1, 3);
      news.perPage = plan.perPage;
      for (const d of datesDesc(rng, plan.count, addDays(DAY1, -rng.int(0, 1)))) {
        const t = supply.other((x) => !HARD_NEG.test(x)) || supply.other();
        news.items.push({ list: news, title: t, type: 'other', date: d, day: 1, notice: false });
      }
    }
    const stream = newList(uni, uni.mainHost, { shape: cfg.main.shape, ...cfg.main.stream }, 'stream');
    {
      const plan = pagesPlan(rng, 2, 4);
      stream.perPage = plan.perPage;
      const nDup = p.blocked ? 0 : rng.int(2, 3);
      const nOnly = p.blocked ? rng.int(4, 6) : rng.int(2, 4);
      const dates = datesDesc(rng, plan.count - nDup - nOnly, addDays(DAY1, -rng.int(0, 1)));
      const oldest = dates[dates.length - 1];
      const items = dates.map((d) => ({ list: stream, title: supply.other(), type: 'other', date: d, day: 1, notice: false }));
      const candidates = rng.shuffle(uni.procLists.flatMap((l) => l.items.filter((i) => i.day === 1 && i.date >= oldest && i.type !== 'intent')));
      for (const src of candidates.slice(0, nDup)) {
        items.push({ list: stream, title: src.title, type: src.type, project: src.project, cat: src.cat, date: src.date, day: 1, notice: true, same: src });
      }
      for (let i = 0; i < nOnly; i++) {
        const t = supply.notice(rng.chance(0.5) ? ['lease'] : ['tender', 'inquiry', 'result'], null);
        items.push({ list: stream, title: t.title, type: t.type, project: t.project, cat: t.cat, date: rng.pick(dates), day: 1, notice: true });
      }
      // day 2: 1-2 new notices, sometimes the stream copy of a new procurement notice
      const nNew = rng.int(1, 2);
      const newProc = uni.procLists.flatMap((l) => l.items.filter((i) => i.day === 2));
      for (let i = 0; i < nNew; i++) {
        if (i === 0 && !p.blocked && rng.chance(0.6) && newProc.length) {
          const src = rng.pick(newProc);
          items.push({ list: stream, title: src.title, type: src.type, project: src.project, cat: src.cat, date: DAY2, day: 2, notice: true, same: src });
        } else {
          const t = supply.notice(rng.chance(0.5) ? ['lease'] : ['tender', 'inquiry'], null);
          items.push({ list: stream, title: t.title, type: t.type, project: t.project, cat: t.cat, date: DAY2, day: 2, notice: true });
        }
      }
      // newest first; ties broken by a fixed shuffle
      const order = new Map(rng.shuffle(items).map((it, i) => [it, i]));
      stream.items = items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : order.get(a) - order.get(b)));
    }
    uni.news = news;
    uni.stream = stream;

    // Disallowed areas with notice-looking drafts (not part of the truth)
    const addTrap = (host, prefix) => {
      const items = [];
      for (let i = 0; i < rng.int(4, 6); i++) {
        const t = supply.trapNotice();
        items.push({ title: t.title, type: t.type, project: t.project, cat: t.cat, date: addDays(DAY1, -rng.int(0, 20)), day: 1, notice: true, trap: true });
      }
      items.sort((a, b) => (a.date < b.date ? 1 : -1));
      items.forEach((it, i) => { it.id = 900 + i * 3 + rng.int(0, 2); });
      host.traps.push({ prefix, items, uni });
      host.disallow.push(prefix);
    };
    addTrap(uni.mainHost, cfg.mainDisallow);
    if (!p.blocked) addTrap(uni.procHost, p.disallow);
  }

  // Assign ids per host (older items get smaller ids), attachments and content keys.
  for (const host of hosts.values()) {
    const all = host.lists.flatMap((l) => l.items);
    if (!all.length) continue;
    const rng = rngFor(seed, 'ids:' + host.name);
    const shape0 = shapes[host.lists[0].shape];
    let id = shape0.idBase(rng);
    const order = new Map(rng.shuffle(all).map((it, i) => [it, i]));
    all.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : order.get(a) - order.get(b)));
    for (const it of all) {
      id += rng.int(1, shape0.idGap);
      it.id = id;
      host.itemsById.set(id, it);
    }
  }
  const allItems = [...hosts.values()].flatMap((h) => h.lists.flatMap((l) => l.items));
  for (const it of [...allItems.filter((i) => !i.same), ...allItems.filter((i) => i.same)]) {
    const host = it.list.host;
    const rng = rngFor(seed, 'att:' + host.name + it.id);
    const src = it.same || it;
    it.contentKey = `${src.list.host.name}#${src.id}`;
    if (it.same) it.attachments = it.same.attachments.map((a) => ({ name: a.name, ext: a.ext, broken: a.broken }));
    else {
      it.attachments = makeAttachments(rng, it.type, it.notice);
      if (it.attachments.length === 2 && rng.chance(0.03)) it.attachments[1].broken = true;
    }
  }
  // Register attachment files (after ids, since paths contain ids); ensure a broken one exists per uni.
  for (const host of hosts.values()) {
    for (const list of host.lists) {
      const shape = shapes[list.shape];
      for (const it of list.items) {
        it.attachments.forEach((a, n) => {
          a.path = shape.attachPath(it, n, a.ext);
          if (!a.broken) host.files.set(a.path, a);
        });
      }
    }
  }
  for (const uni of unis) {
    if (uni.proc.blocked) continue;
    const cand = uni.procLists[0].items.find((i) => i.day === 1 && i.attachments.length === 2);
    if (cand && !cand.attachments.some((a) => a.broken)) { cand.attachments[1].broken = true; uni.procHost.files.delete(cand.attachments[1].path); }
  }
  return { seed, unis, hosts };
}

export function visible(list, day) {
  return list.items.filter((i) => i.day <= day);
}

export function itemUrl(item) {
  const host = item.list.host;
  return 'http://' + host.name + shapes[item.list.shape].itemPath(item);
}

export function listUrl(list, k = 1, total = 1) {
  return 'http://' + list.host.name + shapes[list.shape].listPath(list, k, total);
}

/** Ground truth for the given day. */
export function truth(model, day) {
  const out = { day, seeds: [], notices: [], newOnDay2: [], blocked: [], disallowed: [], duplicates: [], sites: [] };
  for (const uni of model.unis) {
    out.seeds.push(`http://www.${uni.domain}/`);
    const site = { site: uni.domain, name: uni.name, home: `http://www.${uni.domain}/`, procurement: `http://${uni.procHost.name}${uni.procHost.procBase}/`, lists: [] };
    for (const list of uni.procLists) {
      const items = visible(list, day);
      const pages = Math.ceil(items.length / list.perPage);
      site.lists.push({ name: list.name, url: listUrl(list, 1, pages), pages, rows: items.length, perPage: list.perPage, blocked: !!uni.proc.blocked });
      for (const it of list.items) {
        const rec = { url: itemUrl(it), title: it.title, site: uni.domain, list: list.name, date: it.date, type: it.type };
        if (uni.proc.blocked) { if (it.day <= day) out.blocked.push(rec.url); continue; }
        if (it.day === 2) out.newOnDay2.push(rec.url);
        if (it.day <= day) out.notices.push(rec);
      }
    }
    const sItems = visible(uni.stream, day);
    const sPages = Math.ceil(sItems.length / uni.stream.perPage);
    site.lists.push({ name: uni.stream.name, url: listUrl(uni.stream, 1, sPages), pages: sPages, rows: sItems.length, perPage: uni.stream.perPage, mixed: true, notices: sItems.filter((i) => i.notice).length });
    for (const it of uni.stream.items.filter((i) => i.notice)) {
      const url = itemUrl(it);
      if (it.same) { if (it.day <= day) out.duplicates.push({ url, same: itemUrl(it.same), title: it.title }); continue; }
      if (it.day === 2) out.newOnDay2.push(url);
      if (it.day <= day) out.notices.push({ url, title: it.title, site: uni.domain, list: uni.stream.name, date: it.date, type: it.type });
    }
    for (const host of [uni.mainHost, uni.procHost]) {
      for (const prefix of host.disallow) {
        const u = `http://${host.name}${prefix}`;
        if (!out.disallowed.includes(u)) out.disallowed.push(u);
      }
    }
    out.sites.push(site);
  }
  out.counts = { notices: out.notices.length, newOnDay2: out.newOnDay2.length, blocked: out.blocked.length, duplicates: out.duplicates.length };
  return out;
}
