// The truth: every notice once, under its canonical URL, with the URLs of its reposts as aliases.
import { buildWorld, BROWSER_ONLY_SHAPES } from './model.mjs';
import { itemUrl } from './urls.mjs';

const worlds = new Map();
export function worldFor(seed = 1) {
  if (!worlds.has(seed)) worlds.set(seed, buildWorld(seed));
  return worlds.get(seed);
}

function shapeOf(it) {
  if (it.attachmentOnly) return 'attachment-only';
  if (it.list.role === 'stream') return `stream-${it.list.shape}`;
  if (it.list.gated) return 'gateway';
  return it.list.shape;
}
function traitsOf(it, uni) {
  const l = it.list;
  const t = [`date:${l.date}`];
  if (l.cut) t.push('cut-title');
  if (l.cacheBust) t.push('cache-busting');
  if (l.jsPager) t.push('js-pager');
  if (l.shape === 'phpcms') t.push('jump-form');
  if (l.shape === 'iframe') t.push('js-pager', 'iframe');
  if (l.role === 'proc' && uni.procVia === 'redirect') t.push('redirect-chain');
  if (l.gated) t.push('gateway-412');
  if (it.aliases.length) t.push('repost');
  if (it.kind === 'correction') t.push('correction');
  return t;
}

export function truthFor({ seed = 1, day = 1 } = {}) {
  const w = worldFor(seed);
  const aliases = new Map();
  for (const it of w.items) if (it.repostOf && it.day <= day) (aliases.get(it.repostOf) ?? aliases.set(it.repostOf, []).get(it.repostOf)).push(it);
  const toTruth = (it) => {
    const reps = aliases.get(it) ?? [];
    const uni = w.unis.find((u) => u.key === it.uniKey);
    const plainList = !(BROWSER_ONLY_SHAPES.has(it.list.shape) || it.list.gated);
    const n = {
      url: itemUrl(it), title: it.title, university: it.uni, site: it.host,
      aliases: reps.map(itemUrl), aliasTitles: reps.map((r) => r.title),
      publishedAt: it.publishedAt, shape: shapeOf(it), traits: traitsOf({ ...it, aliases: reps }, uni), list: it.list.name,
      browserOnly: !plainList && reps.length === 0, attachmentOnly: it.attachmentOnly, day: it.day, kind: it.kind,
    };
    if (it.deadline) n.deadline = it.deadline;
    if (it.projectNo) n.projectNo = it.projectNo;
    return n;
  };
  const notices = w.items.filter((it) => it.notice && it.day <= day).map(toTruth);
  const newOnDay2 = w.items.filter((it) => it.notice && it.day === 2).map(toTruth);
  return {
    day, seed,
    seeds: w.unis.map((u) => `http://www.${u.key}.edu.cn/`),
    notices, newOnDay2,
    disallowed: ['/private/'],
    counts: { notices: notices.length, newOnDay2: newOnDay2.length, browserOnly: notices.filter((n) => n.browserOnly).length, attachmentOnly: notices.filter((n) => n.attachmentOnly).length },
  };
}
