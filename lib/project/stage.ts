/**
 * A notice's stage in its project's life (意向 → 招标 → 更正/澄清 → 中标/成交), and the title's
 * core: the project's name once the stage words, the 关于…的 frame and the brackets that only
 * repeat a number are gone, so the call and its result compare equal.
 */
import type { Notice, NoticeType } from '../types/notice.ts';
import { matchForm } from '../profile/normalize.ts';

export type ProjectStage = 'intent' | 'call' | 'change' | 'result' | 'void';

const BY_TYPE: Partial<Record<NoticeType, ProjectStage>> = {
  采购意向: 'intent',
  更正变更: 'change',
  中标结果: 'result',
  成交结果: 'result',
  候选人公示: 'result',
  废标流标终止: 'void',
};

/** The stage of a notice: from its type, else from its title's words. */
export function stageOf(notice: Pick<Notice, 'title' | 'type'>): ProjectStage {
  const byType = notice.type ? BY_TYPE[notice.type] : undefined;
  if (byType) return byType;
  const t = matchForm(notice.title);
  if (/更正|变更|澄清|延期|补充公告|补遗|答疑/.test(t)) return 'change';
  if (/中标|成交|候选人|结果公[告示]|采购结果/.test(t)) return 'result';
  if (/流标|废标|终止|失败公告/.test(t)) return 'void';
  if (/意向|需求公示|需求公告/.test(t)) return 'intent';
  return 'call';
}

// Longest first: 中标候选人 goes before 中标, 招标公告 before 招标.
const STAGE_WORDS = [
  '采购意向公开', '采购意向公示', '采购意向', '意向公开', '需求公示', '需求公告',
  '中标候选人', '中标侯选人', '成交候选人', '候选人', '中标结果', '成交结果', '评标结果', '采购结果', '结果公告', '结果公示',
  '更正公告', '变更公告', '澄清公告', '延期公告', '补充公告', '答疑', '补遗', '更正', '变更', '澄清', '延期', '补充',
  '流标', '废标', '终止', '失败',
  '招标公告', '采购公告', '竞争性磋商', '竞争性谈判', '磋商公告', '谈判公告', '询价公告', '询比价', '比选公告', '单一来源', '公开招标', '邀请招标',
  '重新招标', '第二次', '第三次', '二次', '重新', '预公告',
  '中标', '成交', '招标', '询价', '磋商', '谈判', '比选', '公告', '公示', '结果', '意向', '的', '关于',
];

const STAGE_PATTERN = new RegExp(STAGE_WORDS.join('|'), 'g');

// "（化学化工学院核磁共振波谱仪）": an intention list names its project in brackets.
const BRACKETED_NAME = /[(（【\[]([^)）】\]]*\p{Script=Han}{4}[^)）】\]]*)[)）】\]]/u;

/** The project's name in a title: normalised, the frame (an agency's "X公司关于", the university's own name), stage and generic words and punctuation out. */
export function titleCore(title: string): string {
  let text = matchForm(title);
  const about = text.indexOf('关于');
  if (about >= 0 && about <= 30) text = text.slice(about + 2); // "福建某招标代理有限公司关于福州大学…" → "福州大学…"
  if (/意向|需求公示|需求公告/.test(text)) text = BRACKETED_NAME.exec(text)?.[1] ?? text;
  return text
    .replace(/^\p{Script=Han}{2,8}?大学/u, '') // the university's own name: present in some titles, not in others
    .replace(/[(（\[【〔][^)）\]】〕]{0,40}(编号|号)[^)）\]】〕]{0,40}[)）\]】〕]/g, '') // "(项目编号:…)" repeats the number
    .replace(/[(（\[【〔](第?[一二三四五六七八九十\d]+次|[\d一二三四五六七八九十]+|施工|监理|设计|重新招标)[)）\]】〕]/g, '') // "(二次)", "(1)", "(施工)"
    .replace(STAGE_PATTERN, '')
    .replace(/项目|工程|建设/g, '') // in nearly every name, and dropped or added between stages
    .replace(/[^\p{Script=Han}a-z0-9]+/gu, '');
}

/** Place qualifiers of a name ("望江校区", "铜盘园区"): two names stating different places are two projects. */
export function placesOf(core: string): Set<string> {
  return new Set(core.match(/\p{Script=Han}{2}(?:校区|园区|学部)/gu) ?? []);
}

/** Character bigrams of a core (single characters for a one-character core). */
export function coreGrams(core: string): Set<string> {
  const grams = new Set<string>();
  const chars = [...core];
  if (chars.length === 1) grams.add(chars[0]!);
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i]! + chars[i + 1]!);
  return grams;
}

/** Dice similarity of two bigram sets, in [0, 1]. */
export function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const g of a) if (b.has(g)) shared++;
  return (2 * shared) / (a.size + b.size);
}
