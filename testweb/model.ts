/**
 * The test web's data: for each university its hosts, CMS shapes and lists of items (titles,
 * dates, labels, facts). Small plain objects built once; HTML is rendered per request.
 */
import type { NoticeType } from '../lib/types/notice.ts';
import { composeNotice, composeOther, type LabeledTitle } from './compose.ts';
import { makeNoticeDetail, type NoticeDetail } from './content.ts';
import { createRandom, seedOf } from './random.ts';
import { newsTitles, pickNotice, procTitles, ruleTitles, streamTitles, type ProcKind } from './site-titles.ts';
import { loadTitles } from './titles.ts';
import type { University } from './universities.ts';

/** The CMS shapes the test web imitates (one file each under sites/). */
export type ShapeKind = 'webplus-static' | 'webplus-jsp' | 'sudy' | 'chtml' | 'portal' | 'asp-gbk';

/** Day 1 is "2026-11-20"; day 2 adds notices dated the day after. */
export const DAY_ONE = '2026-11-20';
export const DAY_TWO = '2026-11-21';

/** One row of a list: a notice, an ordinary notice or a news article. */
export interface Item {
  id: number;
  title: string;
  /** ISO date shown in the list and on the page. */
  date: string;
  /** The day it is published (day-2 items do not exist on day 1). */
  day: 1 | 2;
  label: 'notice' | 'other';
  type: NoticeType | null;
  /** Facts on the notice's page (notices only). */
  detail?: NoticeDetail;
}

/** What a list holds. `stream` is the mixed 通知公告; `procurement` the tender office's lists. */
export type ColumnRole = 'stream' | 'procurement' | 'news';

/** One list (a CMS column) on one host. */
export interface Column {
  /** The column's name in paths: pinyin (`tzgg`), chtml name (`cgxxhw`) or GBK ftype (`招标公告`). */
  slug: string;
  /** The CMS's numeric column id (WebPlus wbtreeid, SUDY c<id>). */
  treeId: number;
  name: string;
  host: string;
  shape: ShapeKind;
  role: ColumnRole;
  perPage: number;
  /** Newest first, day-2 items on top. */
  items: Item[];
}

/** A university's whole site. */
export interface SiteModel {
  index: number;
  university: University;
  mainHost: string;
  procHost: string;
  mainShape: ShapeKind;
  procShape: ShapeKind;
  /** The procurement host answers 412 with a JavaScript challenge. */
  challenge: boolean;
  columns: Column[];
  /** Notice-looking items under a path robots.txt disallows. */
  hidden: Item[];
  departments: string[];
}

/** Overrides for one generated site (anything left out comes from the seed). */
export interface SiteSpec {
  university?: University;
  /** Where the title corpus is (default `<repo>/../shared/corpus`); absent → composed titles. */
  corpusDir?: string;
  mainShape?: ShapeKind;
  procShape?: ShapeKind;
  challenge?: boolean;
}

const MAIN_SHAPES: ShapeKind[] = ['webplus-static', 'webplus-jsp', 'sudy', 'portal'];
const PROC_SHAPES: ShapeKind[] = ['chtml', 'asp-gbk', 'webplus-static', 'sudy', 'portal', 'webplus-jsp'];
const PROC_HOST: Record<ShapeKind, string> = {
  chtml: 'zbb',
  'asp-gbk': 'bidding',
  'webplus-static': 'cgzx',
  sudy: 'zbzx',
  portal: 'zbcg',
  'webplus-jsp': 'cgyzb',
};
const PROC_COLUMNS: Record<'chtml' | 'asp-gbk' | 'other', [string, string, ProcKind][]> = {
  chtml: [
    ['cgxxhw', '采购信息（货物）', 'tender'],
    ['cgxxgc', '采购信息（工程）', 'tender'],
    ['cjgshw', '成交公示（货物）', 'result'],
    ['zfcgyxgk', '政府采购意向公开', 'intent'],
  ],
  'asp-gbk': [
    ['招标公告', '招标公告', 'tender'],
    ['中标公告', '中标公告', 'result'],
    ['询价公告', '询价公告', 'inquiry'],
  ],
  other: [
    ['zbgg', '招标公告', 'tender'],
    ['zbjg', '中标结果', 'result'],
    ['xjgg', '询价公告', 'inquiry'],
    ['cgyx', '采购意向', 'intent'],
  ],
};
const DEPARTMENTS = ['机械工程学院', '化学学院', '计算机学院', '外国语学院', '经济管理学院'];

function isoMinusDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** A date-time `days` later, in the same ISO local form. */
function isoPlusDays(iso: string, days: number): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return `${date.toISOString().slice(0, 10)}${iso.slice(10)}`;
}

/**
 * Day 2's change notice: the newest day-1 call of `column` that states a deadline gets a 更正公告
 * with the same project number, purchaser and budget and a deadline one week later, as a
 * university posts when it extends a call.
 */
function addCorrection(column: Column, newId: () => number): void {
  const call = column.items.find((i) => i.day === 1 && i.label === 'notice' && i.detail?.deadline && i.type !== '更正变更');
  if (!call?.detail?.deadline) return;
  const deadline = isoPlusDays(call.detail.deadline, 7);
  const [date, time] = deadline.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const detail: NoticeDetail = {
    ...call.detail,
    deadline,
    deadlineText: `${y}年${m}月${d}日${Number(time.slice(0, 2))}:${time.slice(3, 5)}`,
    attachments: [],
  };
  const title = `${call.title.replace(/(公告|公示)$/, '')}更正公告`;
  column.items.unshift({ id: newId(), title, date: DAY_TWO, day: 2, label: 'notice', type: '更正变更', detail });
}

/** Builds one university's site from the seed. */
export function buildSite(index: number, university: University, seed: number, spec: SiteSpec = {}): SiteModel {
  const rng = createRandom(seedOf('site', seed, index));
  const pool = loadTitles(spec.corpusDir);
  const mainShape = spec.mainShape ?? MAIN_SHAPES[index % MAIN_SHAPES.length]!;
  const procShape = spec.procShape ?? PROC_SHAPES[index % PROC_SHAPES.length]!;
  const mainHost = `www.${university.domain}`;
  const procHost = `${PROC_HOST[procShape]}.${university.domain}`;
  const abbr = university.domain.split(/[-.]/)[0]!;
  let nextId = rng.int(1000, 30000);
  let nextTree = rng.int(100, 180) * 10;

  const makeItem = (t: LabeledTitle, date: string, day: 1 | 2): Item => {
    const id = nextId++;
    const item: Item = { id, title: t.text, date, day, label: t.label, type: t.type };
    if (t.label === 'notice') {
      item.detail = makeNoticeDetail(createRandom(seedOf(seed, index, id)), university.name, abbr, t.type, date, id);
    }
    return item;
  };
  const column = (slug: string, name: string, host: string, shape: ShapeKind, role: ColumnRole, titles: LabeledTitle[], fresh: LabeledTitle[]): Column => {
    // Ids grow with time, as in a CMS: the oldest row gets the smallest id.
    let date = isoMinusDays(DAY_ONE, rng.int(0, 2));
    const dates = titles.map(() => ((date = isoMinusDays(date, rng.int(0, 3))), date)).reverse();
    const old = titles.slice().reverse().map((t, i) => makeItem(t, dates[i]!, 1));
    const added = fresh.map((t) => makeItem(t, DAY_TWO, 2));
    return { slug, treeId: nextTree++, name, host, shape, role, perPage: shape === 'sudy' ? 12 : 10, items: [...added.reverse(), ...old.reverse()] };
  };

  const stream = streamTitles(rng, pool, university, rng.int(26, 34));
  const streamFresh = [pickNotice(rng, pool, university), composeOther(rng, university.name)];
  const columns: Column[] = [
    column('tzgg', '通知公告', mainHost, mainShape, 'stream', stream, streamFresh),
    column('xwzx', '新闻动态', mainHost, mainShape, 'news', newsTitles(rng, university, rng.int(14, 22)), []),
  ];
  const procKey = procShape === 'chtml' || procShape === 'asp-gbk' ? procShape : 'other';
  PROC_COLUMNS[procKey].forEach(([slug, name, kind], i) => {
    const titles = procTitles(rng, pool, university, kind, rng.int(16, 32));
    const fresh = i === 0 ? procTitles(rng, pool, university, kind, 2) : i === 2 ? procTitles(rng, pool, university, kind, 1) : [];
    columns.push(column(slug, name, procHost, procShape, 'procurement', titles, fresh));
  });
  // Every office also lists its rules and meetings: procurement words, but not notices.
  const rulesSlug = procShape === 'asp-gbk' ? '政策法规' : 'zcfg';
  columns.push(column(rulesSlug, '政策法规', procHost, procShape, 'news', ruleTitles(rng, university, rng.int(8, 14)), []));
  const hidden = Array.from({ length: 6 }, (_, i) => makeItem(composeNotice(rng, university.name), isoMinusDays(DAY_ONE, i * 3), 1));
  // Made last, so the ids (and so the facts) of every other item stay as they were.
  addCorrection(columns.find((c) => c.role === 'procurement')!, () => nextId++);
  return {
    index,
    university,
    mainHost,
    procHost,
    mainShape,
    procShape,
    challenge: spec.challenge ?? index === 3,
    columns,
    hidden,
    departments: rng.shuffle(DEPARTMENTS).slice(0, 3),
  };
}
