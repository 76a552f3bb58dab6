/** The page's title (a heading that the <title> confirms, or the <title> without its site name) and its publish date. */
import { arabicDates } from './chinese-dates.ts';
import { findDate } from './row-dates.ts';
import { collapse } from './text.ts';
import type { PageModel } from './walk.ts';

/**
 * Separators between a title and the site name: "通知 - 福州大学", "通知-福州大学", "通知_新闻网",
 * "通知|学院". Not a hyphen inside a word or number ("China-Pub", "2024-2025"), nor the dash
 * "——" that opens a Chinese subtitle.
 */
const SITE_SEPARATOR = /\s*(?:[|_–]+|-{2,})\s*|\s+-\s*|\s*-\s+/u;
/** An institution's bare name (东瓯大学, 某某职业技术学院): a site name, never a page's title. */
const INSTITUTION = /^[\p{Script=Han}（）()]{2,20}(?:大学|学院|学校)$/u;
/** A bare hyphen between Han characters: the site name's separator only as the last one ("液相色谱-质谱联用仪…-江源大学"). */
const HAN_HYPHEN = /(?<=[\p{Script=Han}）)」”\]])-(?=[\p{Script=Han}（(「“])/gu;
/** 发布时间：, 发布日期:, 发表于, 日期：… but not 截止时间 or 开标时间: a bare 时间/日期 must not follow another word. */
const PUBLISHED_LABEL = /(?:(?:发布|发表|发稿|更新|公告|公示|录入|上传|添加|创建|成文)(?:时间|日期|于)\s*[:：]?|(?<!\p{Script=Han})(?:时间|日期)\s*[:：])\s*/gu;
/**
 * Words naming another moment than publication, just before a date: 投标截止时间：2026-12-13,
 * 开标时间, 报名时间 2026-11-01至2026-11-08. Such a date is never taken for the publish date.
 */
const OTHER_MOMENT = /(?:截止|开标|报名|递交|提交|获取|发售|领取|答疑|踏勘|开启|评审|评标|期限|有效期|开始|结束|至|到)\s*(?:时间|日期)?\s*(?:[(（][^()（）]{0,10}[)）])?\s*(?:为|是|:|：)?\s*$/u;
/** Characters before a date read for its label. */
const LABEL_CHARS = 16;
/** Full dates anywhere: their place in the text, to read the words before each. */
const ANY_DATE = /(?<!\d)(?:19|20)\d{2}\s*(?:[-/.]|年)\s*\d{1,2}\s*(?:[-/.]|月)\s*\d{1,2}(?!\d)/gu;
const META_DATE_KEYS = ['article:published_time', 'pubdate', 'publishdate', 'publish_date', 'date', 'dc.date', 'og:release_date'];

/** Best title: a heading contained in the <title>, else the <title>'s first part, else the first heading. */
export function pageTitle(model: PageModel): string {
  const docTitle = collapse(model.docTitle);
  const squashedDoc = docTitle.replace(/\s+/g, '');
  const headings = model.headings.filter((h) => h.text.length >= 4 && h.text.length <= 120);
  const confirmed = headings
    .filter((h) => squashedDoc.includes(h.text.replace(/\s+/g, '')))
    .sort((a, b) => b.text.length - a.text.length)[0];
  if (confirmed) return confirmed.text;
  const first = withoutSiteName(docTitle);
  if (first && first.length >= 4) return first;
  if (docTitle) return docTitle;
  const h1 = headings.find((h) => h.level === 1) ?? headings[0];
  return h1?.text ?? '';
}

/**
 * The <title> without its site name: cut at the first clear separator, else at the last bare Han
 * hyphen. A title that puts the site first ("东瓯大学--招标公告", PowerEasy's order) is told by its
 * first part being an institution's bare name: the part after it is the page's.
 */
function withoutSiteName(docTitle: string): string | undefined {
  const parts = docTitle.split(SITE_SEPARATOR).map((p) => p.trim()).filter(Boolean);
  if (parts.length > 1) return INSTITUTION.test(parts[0]!) ? parts[1] : parts[0];
  const hyphens = [...docTitle.matchAll(HAN_HYPHEN)];
  const last = hyphens.at(-1);
  return last?.index !== undefined ? docTitle.slice(0, last.index).trim() : parts[0];
}

/** A publish date: after a 发布时间/日期 label, else just under the title, else in a meta tag, else at the top of the body. */
export function publishedDate(model: PageModel, bodyBlocks: number[], title: string): string | undefined {
  const texts = model.blocks.map((b) => b.text);
  for (const text of texts) {
    for (const m of text.matchAll(PUBLISHED_LABEL)) {
      const date = findDate(text.slice(m.index + m[0].length, m.index + m[0].length + 24));
      if (date) return date;
    }
  }
  const titleBlock = findTitleBlock(texts, title);
  const first = bodyBlocks[0];
  const near = [
    ...(titleBlock >= 0 ? [titleBlock, titleBlock + 1, titleBlock + 2] : []),
    ...(first === undefined ? [] : [first - 3, first - 2, first - 1, first]),
  ];
  for (const i of near) {
    const text = texts[i];
    const date = text === undefined ? undefined : unlabelledDate(text.slice(0, 300));
    if (date) return date;
  }
  for (const key of META_DATE_KEYS) {
    const value = model.meta[key];
    const date = value ? findDate(value) : undefined;
    if (date) return date;
  }
  return undefined;
}

/** The first date in a text that no other moment's label (截止, 开标, 报名 …) names. */
function unlabelledDate(written: string): string | undefined {
  const text = arabicDates(written);
  for (const m of text.matchAll(ANY_DATE)) {
    if (OTHER_MOMENT.test(text.slice(Math.max(0, m.index - LABEL_CHARS), m.index))) continue;
    const date = findDate(m[0]);
    if (date) return date;
  }
  return undefined;
}

/** The block that holds the title (and little else). */
function findTitleBlock(texts: string[], title: string): number {
  const squashed = title.replace(/\s+/g, '');
  if (!squashed) return -1;
  return texts.findIndex((text) => text.replace(/\s+/g, '').includes(squashed) && text.length <= squashed.length + 300);
}
