/**
 * Titles of rows whose link text is not the title: a `查看` / `详情` / `>>` button beside a title
 * written as plain text, a whole row that is the link (`<tr onclick>`, a card `<a>` holding a
 * heading, a summary and a date). The title is the row's first piece of text long enough to be
 * one (a 序号, a 采购方式 or a date is shorter), else its longest.
 */
import type { Element } from 'domhandler';
import { findRowDate } from './row-dates.ts';
import { collapse, holds, isHidden, isTag, isText, visibleCharsExceed, visibleText } from './text.ts';
import type { RawLink } from './walk.ts';

/** Link texts that name an action, not the notice. */
const ACTION_TEXT = /^(?:查看|详情|详细|查看详情|详细信息|点击查看|查看全文|阅读全文|全文|进入|浏览|>>|》》|»|>|view|details?)$/i;
/** Han characters a piece of text needs to be taken as a title before a longer one. */
const TITLE_HAN = 6;
/** Visible characters a button's row may hold (a row of 序号, title, 采购方式, two dates). */
const ROW_CHARS = 300;
/** Pieces of text a file's list row holds, at most. */
const MAX_CELLS = 6;
/** Elements a button's row is, at most. */
const ROW_TAGS = new Set(['tr', 'li', 'dl', 'article']);
const HAN = /\p{Script=Han}/gu;

/** A link that names an action (查看, 详情, >>): its row holds the title. */
export function isActionLink(link: RawLink): boolean {
  return ACTION_TEXT.test(link.text.replace(/[\s[\]【】]/g, ''));
}

/** A link element that is a whole row or card: not an anchor (a click row), or an anchor holding a heading or a paragraph. */
function isRowLink(link: RawLink): boolean {
  const el = link.element;
  return (el.name !== 'a' && el.name !== 'area') || holds(el, (c) => /^(?:h[1-6]|p|div)$/.test(c.name));
}

/**
 * The row of an action link: up from the link while the element holds no link to another place
 * and not too much text, a table row or list item at most. `under`: link indexes under each element.
 */
export function actionRow(index: number, links: RawLink[], under: Map<Element, number[]>): Element {
  const link = links[index]!;
  let row = link.element;
  for (let up = row.parent; up && isTag(up) && up.name !== 'body' && up.name !== 'html'; up = up.parent) {
    if ((under.get(up) ?? []).some((i) => links[i]!.href !== link.href)) break;
    if (visibleCharsExceed(up, ROW_CHARS)) break;
    row = up;
    if (ROW_TAGS.has(up.name)) break;
  }
  return row;
}

/** A file link named by its file (`附件1：…招标文件.docx`, `招标公告`), not by the notice. */
const FILE_TEXT = /\.[a-z0-9]{2,5}\s*$|^附件\s*\d*\s*[：:]/i;
const DOC_WORD = /^(?:招标公告|采购公告|公告正文|公告|正文|招标文件|采购文件|附件\s*\d*)$/;
const FILE_HREF = /\.(?:pdf|docx?|xlsx?|pptx?|zip|rar|7z|wps|et|ofd)(?:[?#]|$)/i;

/** A file link named by its file or a document word, not by its notice. */
export function isFileNameLink(link: RawLink): boolean {
  const text = link.text.trim();
  return FILE_TEXT.test(text) || (DOC_WORD.test(text) && FILE_HREF.test(link.href));
}

/** The table row or list item a file link sits in (a row may hold two files: 招标公告.pdf, 招标文件.zip). */
export function fileRow(link: RawLink): Element | undefined {
  let up = link.element.parent;
  for (let level = 0; up && isTag(up) && level < 4; level++, up = up.parent) {
    // A layout row holding a page's body (a detail page's attachments) is no list row: a list
    // row is short and has a few cells (序号, title, date, files).
    if (ROW_TAGS.has(up.name)) return visibleCharsExceed(up, ROW_CHARS) || pieces(up).length > MAX_CELLS ? undefined : up;
  }
  return undefined;
}

/** The title of a row the link text does not name (an action link's row, a row or card link, a file named by its file); undefined for any other link. */
export function rowTitle(link: RawLink, row: Element): string | undefined {
  if (isActionLink(link)) return row === link.element ? undefined : firstTitle(pieces(row, link.element));
  if (isFileNameLink(link)) {
    const cells = fileRow(link);
    // A title in its own cell: text outside every link of the row, long enough to be one.
    return cells && pieces(cells, undefined, true).find((t) => !isDateOnly(t) && (t.match(HAN)?.length ?? 0) >= TITLE_HAN);
  }
  if (isRowLink(link)) return firstTitle(headings(link.element)) ?? firstTitle(pieces(link.element));
  return undefined;
}

function firstTitle(texts: string[]): string | undefined {
  const titles = texts.filter((t) => !isDateOnly(t));
  return titles.find((t) => (t.match(HAN)?.length ?? 0) >= TITLE_HAN) ?? titles.sort((a, b) => b.length - a.length)[0];
}

function isDateOnly(text: string): boolean {
  return findRowDate(text) !== undefined && (text.match(HAN)?.length ?? 0) <= 6;
}

/** The visible text of `root` in pieces, one per element holding text directly, `skip`'s subtree left out. */
function pieces(root: Element, skip?: Element, skipLinks = false): string[] {
  const out: string[] = [];
  const visit = (el: Element, depth: number) => {
    if (el === skip || (skipLinks && el.name === 'a') || depth > 12 || (el !== root && isHidden(el))) return;
    let own = '';
    for (const child of el.children) {
      if (isText(child)) own += child.data;
      else if (isTag(child)) {
        if (INLINE.has(child.name) && !holds(child, (c) => !INLINE.has(c.name))) own += visibleText(child);
        else {
          if (collapse(own)) out.push(collapse(own));
          own = '';
          visit(child, depth + 1);
        }
      }
    }
    if (collapse(own)) out.push(collapse(own));
  };
  visit(root, 0);
  return out;
}

/** Texts of the headings inside a card link. */
function headings(el: Element): string[] {
  const out: string[] = [];
  const visit = (node: Element, depth: number) => {
    if (depth > 12) return;
    for (const child of node.children) {
      if (!isTag(child) || isHidden(child)) continue;
      if (/^h[1-6]$/.test(child.name)) out.push(visibleText(child));
      else visit(child, depth + 1);
    }
  };
  visit(el, 0);
  return out.filter(Boolean);
}

/** Formatting within a piece of text (`<b>`, `<font>`): part of it; a `<span>` is a piece of its own (a date, a type). */
const INLINE = new Set(['font', 'b', 'strong', 'em', 'i', 'u', 'small', 'big', 'img', 'br', 'sup', 'sub']);
