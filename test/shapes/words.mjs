// What the shape webs (test/shapes, test/shapes2, …) share: the words their made-up titles are
// built from, and the scorer of a crawl's JSON lines against a web's /__truth and /__stats.
import { readFileSync } from 'node:fs';

export const ITEMS = ['实验室通风系统改造', '图书馆空调维保', '学生公寓家具', '校园安防监控', '食堂厨房设备', '体育馆照明改造', '网络交换机', '服务器及存储',
  '教学楼屋面防水', '校园绿化养护', '物业管理服务', '电梯维保服务', '多媒体教室设备', '高性能计算集群', '实验耗材', '办公家具', '消防设施维保',
  '档案数字化服务', '宿舍热水系统', '会议室音视频系统', '学术期刊数据库', '校车租赁服务', '污水处理设备', '化学试剂', '显微镜', '液相色谱仪',
  '道路修缮工程', '配电房改造', '一卡通系统升级', '门禁系统', '标准化考场', '体育器材', '印刷服务', '保洁服务', '安保服务', '窗帘采购'];
export const KINDS = ['招标公告', '竞争性磋商公告', '询价公告', '中标结果公告', '成交公告', '竞争性谈判公告', '单一来源采购公示', '更正公告'];
export const DEPTS = ['', '化学学院', '物理学院', '信息学院', '后勤处', '图书馆', '国资处', '医学院'];

/**
 * Recall and precision per shape, and list pages fetched per site against the real list pages (a
 * cache-buster must not make one list page look like many). `busters` are the web's cache-busting
 * parameters, not part of a notice's identity. A line counts once, by its URL or an alias.
 */
export async function scoreCrawl({ port, out, busters }) {
  const norm = (u) => { const x = new URL(u); for (const k of busters) x.searchParams.delete(k); x.hash = ''; return x.href.replace(/\?$/, ''); };
  const base = `http://127.0.0.1:${port}`;
  const truth = await (await fetch(`${base}/__truth`)).json();
  const stats = await (await fetch(`${base}/__stats`)).json();
  const lines = readFileSync(out, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const byUrl = new Map(truth.notices.map((n) => [norm(n.url), n]));
  const shapes = {};
  for (const n of truth.notices) (shapes[n.shape] ??= { site: n.site, notices: 0, found: new Set(), delivered: 0, wrong: 0 }).notices++;
  for (const line of lines) {
    const site = new URL(line.url).hostname.replace(/^www\./, '');
    const shape = Object.entries(shapes).find(([, s]) => s.site === site);
    if (!shape) continue;
    shape[1].delivered++;
    const n = [line.url, ...(line.aliases ?? [])].map((u) => byUrl.get(norm(u))).find(Boolean);
    if (!n || shape[1].found.has(n.url)) shape[1].wrong++;
    else shape[1].found.add(n.url);
  }
  return Object.entries(shapes).map(([shape, s]) => ({
    shape, site: s.site, recall: `${s.found.size}/${s.notices}`, precision: s.delivered ? `${s.delivered - s.wrong}/${s.delivered}` : '-',
    listFetches: stats[s.site]?.listFetches ?? 0, realListPages: truth.lists[s.site], posts: stats[s.site]?.posts ?? 0, requests: stats[s.site]?.requests ?? 0,
  }));
}

/** The command-line face of a web's score.mjs: `--out crawl.jsonl --port N [--json]`. */
export async function scoreMain({ defaultPort, busters }) {
  const arg = (k) => { const i = process.argv.indexOf(`--${k}`); return i > 0 ? process.argv[i + 1] : undefined; };
  const rows = await scoreCrawl({ port: arg('port') ?? defaultPort, out: arg('out'), busters });
  if (process.argv.includes('--json')) console.log(JSON.stringify(rows));
  else for (const r of rows) console.log(`${r.shape.padEnd(18)} recall ${r.recall.padEnd(7)} precision ${r.precision.padEnd(7)} list fetches ${r.listFetches} (real list pages ${r.realListPages}), POSTs ${r.posts}, requests ${r.requests}`);
}
