/**
 * The same notice posted in several columns carries several titles: the 通知公告 stream writes
 * "福州大学关于X的招标公告", the 招标公告 column "【招标公告】X的招标公告", the procurement
 * sub-site "X招标公告". `titleIdentity` reduces a title to what names the notice, and
 * `sameTitle` compares two of them. Never by dropping words from both sides: "物理学院实验室
 * 采购" and "化学学院实验室采购" stay apart because a leading name is dropped only when the
 * OTHER title is exactly what remains.
 */
import { noticeTitleKey } from './fingerprint.ts';
import { normalizeText } from '../text/normalize.ts';

export interface TitleIdentity {
  /** The title's key (noticeTitleKey) after a leading column label. */
  key: string;
  /** `key` without a leading university (or university + office) name, when it has one. */
  bare?: string;
  /** `key` without a trailing site name after a separator ("…公告-某某大学"), when it has one. */
  tail?: string;
  /** Re-post markers and notice-kind words: a call and its result, a post and its re-post, differ. */
  marks: string;
}

// A leading bracketed column label: 【招标公告】, [采购公告], 〔通知〕 (Han only: "(2024)" is not a label).
const LABEL = /^\s*[【\[［〔(（]\s*\p{Script=Han}{2,8}\s*[】\]］〕)）]\s*/u;
// A university name, optionally with its procurement or assets office.
const ORG_NAME =
  '\\p{Script=Han}{2,12}?(?:大学|学院|学校)(?:\\p{Script=Han}{0,8}?(?:采购与招标中心|招标采购中心|招投标中心|采购中心|招标中心|采购办公室|采购办|招标办|国有资产管理处|资产管理处|后勤管理处|后勤处))?';
const ORG = new RegExp(`^${ORG_NAME}`, 'u');
// What a column or sub-site appends to the title it reposts: the site's name after a separator
// ("…公告-某某大学", "…公告_某某大学采购与招标中心"), dropped only when the OTHER title is what
// remains (as a leading name: "…-化学学院" and "…-物理学院" stay apart), and the publish date
// ("…公告（2026-11-17）", "…公告 2026年11月17日"), never a notice's name (sameNotice compares dates).
const TRAILING_SITE = new RegExp(`\\s*[-_|—–]+\\s*${ORG_NAME}\\s*$`, 'u');
const TRAILING_DATE = /\s*(?:[(\[]\s*)?\d{4}(?:-\d{1,2}-\d{1,2}|年\d{1,2}月\d{1,2}日)(?:\s*[)\]])?\s*$/u;
const REPOST = /第?[一二三四五六七八九十\d]+次|重发|重新发布|再次发布|重新招标|再次招标|重新采购|重新公告/gu;
const KIND = /结果|中标|成交|更正|变更|澄清|补充|废标|流标|终止|候选人|意向|询价|磋商|谈判|单一来源/gu;

/** The identity of a title for `sameTitle`. */
export function titleIdentity(title: string): TitleIdentity {
  const text = normalizeText(title).replace(TRAILING_DATE, '');
  const named = text.replace(LABEL, '');
  const key = noticeTitleKey(named);
  const org = ORG.exec(key)?.[0];
  const bare = org && org.length < key.length ? key.slice(org.length).replace(/^关于/u, '') : undefined;
  const cut = named.replace(TRAILING_SITE, '');
  const tail = cut !== named && cut ? noticeTitleKey(cut.replace(TRAILING_DATE, '')) : undefined;
  const marks = [...(text.match(REPOST) ?? []).map((m) => m.replace(/^第/u, '')), '|', ...new Set(text.match(KIND) ?? [])].join(',');
  return { key, ...(bare ? { bare } : {}), ...(tail ? { tail } : {}), marks };
}

/** True when two titles name one notice: one key, or one is the other with a university name in front or after it. */
export function sameTitle(a: TitleIdentity, b: TitleIdentity): boolean {
  if (a.marks !== b.marks || !a.key) return false;
  const within = (x: TitleIdentity, y: TitleIdentity) => x.bare === y.key || (x.tail !== undefined && (x.tail === y.key || x.tail === y.bare));
  return a.key === b.key || within(a, b) || within(b, a);
}
