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
  /** That leading name (`key` = `org` + `bare`): 某某大学 and 某某大学国有资产管理处 are one publisher. */
  org?: string;
  /** A project number the title ends with in brackets (`（项目编号：GXZB-2026-118）`), taken out of `key`. */
  no?: string;
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
// What a column or sub-site appends to the title it reposts: the site's name after a separator or
// in brackets ("…公告-某某大学", "…公告_某某大学采购与招标中心", "…公告（某某大学）"), dropped only
// when the OTHER title is what remains (as a leading name: "…-化学学院" and "…-物理学院" stay
// apart), and the publish date ("…公告（2026-11-17）", "…公告 2026年11月17日"), never a notice's
// name (sameNotice compares dates).
const TRAILING_SITE = new RegExp(`(?:\\s*[-_|—–]+\\s*${ORG_NAME}|\\s*[(（【\\[]\\s*${ORG_NAME}\\s*[)）】\\]])\\s*$`, 'u');
const TRAILING_DATE = /\s*(?:[(\[]\s*)?\d{4}(?:-\d{1,2}-\d{1,2}|年\d{1,2}月\d{1,2}日)(?:\s*[)\]])?\s*$/u;
// A project number appended in brackets: labelled (`（项目编号：GXZB-2026-118）`, `[采购编号:…]`) or a
// code of letters and digits at least 6 long (`(GXZB2026-118)`); never a bracket of Han text
// (（包2）, （第二次）), a bare year, or a short lot code (（C1）, a lot of its own).
const TRAILING_NO = /\s*[(\[【]\s*(?:(?:项目|采购|招标|政府采购|采购项目|招标项目)?(?:编号|编码)\s*[:：]?\s*)?([a-z0-9][a-z0-9_./-]*[a-z0-9])\s*[)\]】]\s*$/iu;
const LABELLED_NO = /编[号码]/u;
// A notice posted inside a notice of its own: "某大学关于发布X招标公告的通知" → "某大学关于X招标公告",
// when X itself ends as a notice does (关于开展…工作的通知 is no wrapper: 工作 is no notice).
const WRAPPER = /^(.*?关于)\s*(?:发布|公布|转发|印发)?\s*(.{4,}?(?:公告|公示|通知|文件|结果|需求|意向))\s*的\s*(?:通知|公告)$/u;
const REPOST = /第?[一二三四五六七八九十\d]+次|重发|重新发布|再次发布|重新招标|再次招标|重新采购|重新公告/gu;
const KIND = /结果|中标|成交|更正|变更|澄清|补充|废标|流标|终止|候选人|意向|询价|磋商|谈判|单一来源/gu;

/** The identity of a title for `sameTitle`. */
export function titleIdentity(title: string): TitleIdentity {
  let text = normalizeText(title).replace(TRAILING_DATE, '');
  const numbered = TRAILING_NO.exec(text);
  const no = numbered && (LABELLED_NO.test(numbered[0]) || (numbered[1]!.length >= 6 && /\d/.test(numbered[1]!) && /[a-z-]/i.test(numbered[1]!))) ? numbered[1]!.replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase() : undefined;
  if (no) text = text.slice(0, numbered!.index).replace(TRAILING_DATE, '');
  const named = text.replace(LABEL, '').replace(WRAPPER, '$1$2');
  const key = noticeTitleKey(named);
  const org = ORG.exec(key)?.[0];
  const bare = org && org.length < key.length ? key.slice(org.length).replace(/^关于/u, '') : undefined;
  const cut = named.replace(TRAILING_SITE, '');
  const tail = cut !== named && cut ? noticeTitleKey(cut.replace(TRAILING_DATE, '')) : undefined;
  const marks = [...(text.match(REPOST) ?? []).map((m) => m.replace(/^第/u, '')), '|', ...new Set(text.match(KIND) ?? [])].join(',');
  return { key, ...(bare ? { bare, org } : {}), ...(tail ? { tail } : {}), ...(no ? { no } : {}), marks };
}

/**
 * True when two titles name one notice: one key, or one is the other with a university name in
 * front or after it, or both with one university's name in front (one adding its office). Project
 * numbers the titles end with must agree when both have one.
 */
export function sameTitle(a: TitleIdentity, b: TitleIdentity): boolean {
  if (a.marks !== b.marks || !a.key) return false;
  if (a.no && b.no && a.no !== b.no) return false;
  const within = (x: TitleIdentity, y: TitleIdentity) => x.bare === y.key || (x.tail !== undefined && (x.tail === y.key || x.tail === y.bare));
  const onePublisher = a.bare !== undefined && a.bare === b.bare && !!a.org && !!b.org && (a.org.startsWith(b.org) || b.org.startsWith(a.org));
  return a.key === b.key || within(a, b) || within(b, a) || onePublisher;
}
