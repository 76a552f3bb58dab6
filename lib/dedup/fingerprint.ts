/**
 * The content fingerprint of a notice: SimHash of its title (without re-post markers) and project
 * number, so that a notice posted again under another URL (【重发】, (第二次), another list) is
 * recognised, while two notices from the same template (same words, another project) are not.
 */
import type { Tokenizer } from '../types/capabilities.ts';
import { normalizeText } from '../text/normalize.ts';
import { simhash } from './simhash.ts';

/**
 * Fingerprints at most this many bits apart are the same notice. Measured on the 25,472 distinct
 * corpus titles (`helper eval`, section Dedup): at distance 0, 76 pairs (0.30% of titles), read one
 * by one: re-posts (…（第二次）, 关于…的…, 流标公告(第二次)) and respaced or repunctuated titles.
 * Distance 1 adds 3 pairs, all different notices (江苏省 / 江西省, 春季 / 秋季); 2 adds 12, mostly
 * different (学士 / 博士, 期末 / 期中, 开课 / 停课); 3 adds 40 more. A false merge hides a notice, a
 * missed one shows it twice: so 0. The re-post markers are taken out before hashing (noticeTitleKey).
 */
export const SAME_NOTICE_DISTANCE = 0;

// Markers a list adds when a notice is posted again; they say nothing about which notice it is.
// Only bracketed or leading forms: "第三次校院联席会" is a title, "(第二次)" is a re-post.
const REPOST_BRACKETED =
  /[【\[(（]\s*(?:重发|重新发布|再次发布|重新招标|再次招标|重新采购|重新公告|第?[一二三四五六七八九十\d]+次(?:招标|采购|公告|发布)?|更新|最新|置顶|新)\s*[】\])）]/gu;
const REPOST_LEADING = /^\s*(?:重发|重新发布|再次发布|重新招标)\s*[:：]?/u;

// Numbers tell apart notices of one template: the 2023 and the 2024 call, batch 一 and 二.
// Each identity token weighs half the spread of the word votes (√n): enough to move a few bits
// when a year changes, too little to make every title with "2024" look alike (measured).
const IDENTITY_WEIGHT = 0.5;
const PROJECT_NO_WEIGHT = 2;
const NUMBER = /\d+|[零〇一二三四五六七八九十百千]+/gu;
// Words that make another notice of the same project: the result is not the call for bids.
const KIND = /结果|中标|成交|更正|变更|澄清|补充|废标|流标|终止|候选人|意向|询价|磋商|谈判|单一来源/gu;

/** The title with re-post markers, punctuation and spacing taken out: the part that names the notice. */
export function noticeTitleKey(title: string): string {
  return normalizeText(title)
    .replace(REPOST_BRACKETED, '')
    .replace(REPOST_LEADING, '')
    .replace(/^关于/u, '') // "关于X的招标公告" and "X招标公告" are one notice
    .replace(/的/gu, '')
    .replace(/[\s\p{P}\p{S}]+/gu, '')
    .toLowerCase();
}

/**
 * SimHash (16 hex digits) of a notice's title words and character bigrams (robust to how jieba
 * happens to cut a rare name), with its numbers and project number weighted up: those are what
 * differ between two notices of one template, while a re-post keeps them.
 */
export function noticeFingerprint(notice: { title: string; projectNo?: string }, tokenizer: Tokenizer): string {
  const key = noticeTitleKey(notice.title);
  const tokens = tokenizer.cut(key);
  for (let i = 0; i + 1 < key.length; i++) tokens.push(key.slice(i, i + 2));
  const identity = [...(key.match(NUMBER) ?? []), ...(key.match(KIND) ?? [])].map((n) => `#id:${n}`);
  const spread = Math.sqrt(tokens.length);
  const weight = Math.ceil(IDENTITY_WEIGHT * spread);
  for (const token of identity) for (let i = 0; i < weight; i++) tokens.push(token);
  // A project number names the project outright: it outweighs the words, so two projects with
  // one title separate, and a re-post that keeps the number stays close.
  const projectNo = notice.projectNo?.replace(/[\s\p{P}\p{S}]+/gu, '').toLowerCase();
  if (projectNo) for (let i = 0; i < Math.ceil(PROJECT_NO_WEIGHT * spread); i++) tokens.push(`#no:${projectNo}`);
  return simhash(tokens);
}
