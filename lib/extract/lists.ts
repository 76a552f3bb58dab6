/**
 * List regions: sibling rows of one tag (li, tr, dd, div, p …), each with one main link and
 * most with a date; where a list page keeps its notices. Pagination links near the region come too.
 */
import type { Element } from 'domhandler';
import type { ListRegion, PageLink } from '../types/page.ts';
import { isSiteRoot } from '../url/canonical.ts';
import { findDate } from './row-dates.ts';
import { isTag, pathOf } from './text.ts';
import { LIST_PAGER_TEXT } from '../pager/words.ts';

// A table of one <tbody> per row (Discuz! thread lists: <tbody id="normalthread_N">) has its tbodies as rows.
const ROW_TAGS = new Set(['li', 'tr', 'tbody', 'dd', 'dt', 'dl', 'div', 'p', 'span', 'a', 'table', 'ul', 'article', 'section', 'h3', 'h4']);
/** A row with more links than this is a menu or a block of lists, not one notice. */
const MAX_LINKS_PER_ROW = 4;
const MIN_ROWS = 3;
/** How many links before or after a list its pager may sit. */
const PAGER_REACH = 40;
/** Arrows and brackets around a pager's words: "下一页>>", "[2]", "« 上一页". */
const PAGE_DECORATION = /[\s<>«»‹›\[\]【】()（）]/g;
const PAGE_URL = /(?:list|index)_?\d+\.[a-z]+$|\/\d{1,4}\.s?html?$|\/page\/\d{1,4}\/?$|[?&](?:page|pageno|pageindex|p|currentpage|pagenum)=\d+/i;
/** A title of six Han characters or more in a row: a notice's, not a pager word. */
const ROW_TITLE = /\p{Script=Han}{6}/u;
/** A link that only leads on to the row's notice (WordPress `继续阅读“title”`, 阅读全文, more): never the row's title. */
const READ_MORE = /^[\s>»\[【(（]*(?:继续阅读|阅读全文|阅读更多|查看全文|查看详情|详细内容|more|read\s*more|continue\s*reading)/i;

/** Finds the list regions of a page; `linkElements[i]` is the anchor of `links[i]`, `under` their linksUnder. */
export function findListRegions(links: PageLink[], linkElements: Element[], under: Map<Element, number[]>): ListRegion[] {
  const claimed = new Set<number>();
  const regions: Array<{ region: ListRegion; container: Element }> = [];
  for (const parent of candidateParents(linkElements)) {
    const rows = bestRowGroup(parent, under, links);
    if (rows.length < MIN_ROWS) continue;
    // A row whose main link is a page number or 下一页 is the pager, not a notice.
    const noticeRows = rows.filter((row) => !isPagerLink(links[mainLink(under.get(row)!, links)]!));
    const mains = noticeRows.map((row) => mainLink(under.get(row)!, links)).filter((i) => !claimed.has(i));
    if (mains.length < MIN_ROWS) continue;
    noticeRows.forEach((row) => dateFromTwin(under.get(row)!, links));
    const dated = mains.filter((i) => links[i]!.date !== undefined).length;
    const meanTitle = mains.reduce((sum, i) => sum + links[i]!.title.length, 0) / mains.length;
    const dateShare = dated / mains.length;
    if (dateShare < 0.5 && meanTitle < 10) continue; // a menu, not a list of notices
    for (const row of noticeRows) for (const i of under.get(row)!) claimed.add(i);
    regions.push({ container: parent, region: { path: pathOf(parent), linkIndexes: mains.sort((a, b) => a - b), dateShare, pagination: [] } });
  }
  regions.sort((a, b) => a.region.linkIndexes[0]! - b.region.linkIndexes[0]!);
  for (const { region, container } of regions) region.pagination = paginationNear(container, region, links, under, claimed);
  return regions.map((r) => r.region);
}

/**
 * For every element, the indexes of the links inside it (an anchor holds its own): one climb
 * from each anchor, shared by rowOf (links.ts) and the list regions.
 */
export function linksUnder(linkElements: Element[]): Map<Element, number[]> {
  const under = new Map<Element, number[]>();
  for (let i = 0; i < linkElements.length; i++) {
    for (let node: Element | null = linkElements[i]!; node; node = node.parent && isTag(node.parent) ? node.parent : null) {
      const list = under.get(node);
      if (list) list.push(i);
      else under.set(node, [i]);
    }
  }
  return under;
}

/** Parents of link-holding elements, deepest first, so inner lists claim their links before outer ones. */
function candidateParents(linkElements: Element[]): Element[] {
  const depth = new Map<Element, number>();
  // Elements by depth, each level in the order first met: the order a stable sort by depth gives.
  const levels: Element[][] = [];
  for (const el of linkElements) {
    // Climb only to the first ancestor already seen: its depth is known, and so are those above it.
    const chain: Element[] = [];
    let node: Element | null = el;
    while (node && !depth.has(node)) {
      chain.push(node);
      node = node.parent && isTag(node.parent) ? node.parent : null;
    }
    const top = node ? depth.get(node)! + 1 : 0;
    chain.forEach((added, i) => {
      const level = top + chain.length - 1 - i;
      depth.set(added, level);
      (levels[level] ??= []).push(added);
    });
  }
  const deepestFirst: Element[] = [];
  for (let level = levels.length - 1; level >= 0; level--) for (const el of levels[level] ?? []) deepestFirst.push(el);
  return deepestFirst;
}

/**
 * The largest group of same-tag children that each hold 1..MAX_LINKS_PER_ROW links, counted by
 * where they lead: a WordPress `<article>` links its notice three times (title, date, 继续阅读).
 */
function bestRowGroup(parent: Element, under: Map<Element, number[]>, links: PageLink[]): Element[] {
  const rows = parent.children.filter((child): child is Element => {
    if (!isTag(child) || !ROW_TAGS.has(child.name)) return false;
    const count = new Set((under.get(child) ?? []).map((i) => links[i]!.url)).size;
    return count >= 1 && count <= MAX_LINKS_PER_ROW;
  });
  if (rows.length < MIN_ROWS) return [];
  const groups = new Map<string, Element[]>();
  for (const child of rows) {
    // Rows share a tag and their first class; later classes often number them (list_item i1, i2 …).
    const key = `${child.name}.${rowClass(child.attribs.class)}`;
    const group = groups.get(key);
    if (group) group.push(child);
    else groups.set(key, [child]);
  }
  let best: Element[] = [];
  for (const rows of groups.values()) if (rows.length > best.length) best = rows;
  return [...pinnedAbove(best, rows), ...best];
}

/** Pinned rows a list shows on top (`<li class="top">` with a 置顶 mark): same tag, another class, right above the group. */
const MAX_PINNED = 5;

function pinnedAbove(group: Element[], rows: Element[]): Element[] {
  const first = group[0];
  if (!first || group.length < MIN_ROWS) return [];
  const pinned: Element[] = [];
  for (let at = rows.indexOf(first) - 1; at >= 0 && pinned.length < MAX_PINNED; at--) {
    const row = rows[at]!;
    if (row.name !== first.name || !isPrevious(row, pinned[0] ?? first)) break;
    pinned.unshift(row);
  }
  return pinned;
}

// `row` is the element sibling right before `next` (text and comments between them allowed).
function isPrevious(row: Element, next: Element): boolean {
  let node = next.prev;
  while (node && !isTag(node)) node = node.prev;
  return node === row;
}

/** Classes that stripe or number rows (odd/even, alt, row1/row2, bg2): one kind of row all the same. */
const STRIPE_CLASS = /^(?:odd|even|alt|alternate|on|gray|grey|white|light|dark|bg|row|line|tr|li|item|c|i|n)?$/;

/** A row's kind by its first class, stripes and numbers ignored ("odd", "even", "row2" → ""). */
function rowClass(classes: string | undefined): string {
  const first = (classes ?? '').trim().split(/\s+/)[0]!.toLowerCase().replace(/[-_]?\d+$/, '');
  return STRIPE_CLASS.test(first) ? '' : first;
}

/** 下一页, a page number, or a paging URL behind an image or arrow (a short word there is a tag link, not a pager). */
function isPagerLink(link: PageLink): boolean {
  // A breadcrumb's or menu's 首页 beside the list is the site's front page, no page of the list:
  // taken for a pager, it hid a pager of scripts only from the browser's clicks.
  if (isSiteRoot(link.url)) return false;
  // A ">>" whose row names a notice (row-titles.ts gave it the row's title) leads to that notice.
  if (link.title !== link.text && ROW_TITLE.test(link.title) && !LIST_PAGER_TEXT.test(link.title.replace(PAGE_DECORATION, ''))) return false;
  const text = link.text.replace(PAGE_DECORATION, '');
  if (text === '') return link.text.trim() !== '' || PAGE_URL.test(link.url); // ">>", "»", or an image pager
  return LIST_PAGER_TEXT.test(text) || (PAGE_URL.test(link.url) && text.length <= 1);
}

/** The row's main link: the one with the longest title, a read-more link only when there is nothing else. */
function mainLink(indexes: number[], links: PageLink[]): number {
  const named = indexes.filter((i) => !READ_MORE.test(links[i]!.text));
  const pool = named.length > 0 ? named : indexes;
  return pool.reduce((best, i) => (links[i]!.title.length > links[best]!.title.length ? i : best), pool[0]!);
}

/**
 * A row's undated main link takes the date of a link to the same notice on its row: WordPress
 * permalinks its `<time>` (`<a href=…><time datetime=…>2026年11月20日</time></a>`), a link whose
 * whole text is a full date.
 */
function dateFromTwin(indexes: number[], links: PageLink[]): void {
  const main = links[mainLink(indexes, links)]!;
  if (main.date) return;
  for (const i of indexes) {
    const twin = links[i]!;
    if (twin === main || twin.url !== main.url) continue;
    const date = twin.date ?? (twin.text.length <= 20 ? findDate(twin.text) : undefined);
    if (date) return void (main.date = date);
  }
}

/** Pagination links in the region's container, its parent and grandparent, or just after the region. */
function paginationNear(container: Element, region: ListRegion, links: PageLink[], under: Map<Element, number[]>, claimed: Set<number>): string[] {
  let scope: Element = container;
  for (let up = 0; up < 2 && scope.parent && isTag(scope.parent) && scope.parent.name !== 'body'; up++) scope = scope.parent;
  const first = region.linkIndexes[0]!;
  const last = region.linkIndexes[region.linkIndexes.length - 1]!;
  // A pager sits right above or below its list: look no further than PAGER_REACH links away.
  const inScope = new Set(under.get(scope) ?? []);
  const found: string[] = [];
  for (let i = Math.max(0, first - PAGER_REACH); i <= last + PAGER_REACH && i < links.length; i++) {
    const link = links[i]!;
    const near = i > last ? true : inScope.has(i);
    if (!near || claimed.has(i) || link.skip !== undefined) continue;
    if (isPagerLink(link) && !found.includes(link.url)) found.push(link.url);
  }
  return found;
}
