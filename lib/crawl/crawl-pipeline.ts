/**
 * The page-reading steps the crawl needs, gathered behind one small interface so the crawl loop
 * reads as a crawl: read a page, judge it as a list, read a notice's fields, type and fingerprint.
 * `defaultPipeline` wires the project's own modules; tests may pass another.
 */
import { columnOf } from './columns.ts';
import { pageKind } from './page-kind.ts';
import { readPage } from '../extract/read-page.ts';
import { noticeType } from '../classify/notice-type.ts';
import { listPageScore } from '../classify/list-page.ts';
import { noticeFingerprint } from '../dedup/fingerprint.ts';
import { extractFields } from '../fields/index.ts';
import type { Clock, Tokenizer } from '../types/capabilities.ts';
import type { ExtractedPage, FetchedPage, PageLink } from '../types/page.ts';
import type { NoticeFields, NoticeType } from '../types/notice.ts';
import { judgeRows, type LinkClassifier } from '../classify/rows.ts';
import { pagerLinks } from '../pager/read/links.ts';

export { isCutTitle } from '../classify/rows.ts';

/** A page judged as a possible aggregation page. */
export interface ListView {
  isList: boolean;
  /** Relevance of the page to the topic, in [0, 1] (paper 1's Sim(K, D)). */
  score: number;
  /** The links of its list region that the classifier calls notices. */
  noticeLinks: PageLink[];
  /**
   * Rows whose anchor text is cut ("实验室通风系统改造工…") with no title attribute to complete it,
   * that might be notices: their own page tells, by its full title (collect.ts).
   */
  cutLinks?: PageLink[];
  /** Rows of a column of notices whose title reads as none (`doubt: 'low'`): their page's body decides (collect.ts). */
  doubtLinks?: PageLink[];
  /** The score a row of this list needs to be a notice (below 0.5 on a procurement column): a cut title's full title is judged by it. */
  threshold?: number;
  /** Its pagination: next and numbered pages, absolute URLs (on a page that is no list: a thin stream's pager, else none). */
  pagination: string[];
  /** Its pager's links to the list's page 1 under another URL (first-page.ts pageOneLinks): never fetched by the walk. */
  pageOne?: string[];
  /** Its pager numbers pages from 0 (its "2" or 下一页 links `page=1`): first-page.ts pagerCountsFromZero. */
  fromZero?: true;
  /** 'browser' when the page was rendered by the browser (its notices say so). */
  via?: 'browser';
  /** Its pager is only script (no URL to follow): a browser can click through it (lib/pager/walk/script-pager.ts). */
  scriptPager?: true;
  /**
   * A known list's page that shows dated rows, none of them a notice (a 通知公告 stream's page of
   * ordinary notices): still the list, so its pager is followed and a refresh is no miss.
   */
  quiet?: true;
}

export interface CrawlPipeline {
  /** `pagerScripts`: code of external scripts the page's pager calls (pager-scripts.ts), read for its page URLs. */
  readPage(fetched: FetchedPage, scope: string, options?: { pagerScripts?: string[] }): ExtractedPage;
  /** `knownList`: the page is a list's page 2+ or a stored list, so a short list (too few rows for a region) still counts. */
  listView(page: ExtractedPage, options?: { knownList?: boolean }): ListView;
  fields(body: string, title: string): NoticeFields;
  noticeType(title: string): NoticeType | null;
  fingerprint(notice: { title: string; projectNo?: string }): string;
}

/** The project's own pipeline: lib/pipeline, lib/classify, lib/fields, lib/dedup. */
export function defaultPipeline(deps: { classifier: LinkClassifier; tokenizer: Tokenizer; clock?: Clock }): CrawlPipeline {
  return {
    // Today's date completes month-day rows (`[10-15]`) when the page names no year.
    readPage: (fetched, scope, options) => readPage(fetched, { scope, ...(deps.clock ? { today: new Date(deps.clock()).toISOString().slice(0, 10) } : {}), ...(options?.pagerScripts ? { pagerScripts: options.pagerScripts } : {}) }),
    listView: (page, options) => listView(page, deps, options),
    fields: (body, title) => extractFields(body, { title }),
    noticeType: (title) => noticeType(title),
    fingerprint: (notice) => noticeFingerprint(notice, deps.tokenizer),
  };
}

/**
 * The page as a list: lib/classify/list-page decides whether it is one and which region holds
 * the notices; the rows of that region the classifier calls notices are the notice links.
 */
export function listView(
  page: ExtractedPage,
  deps: { classifier: LinkClassifier; tokenizer: Tokenizer },
  options: { knownList?: boolean } = {},
): ListView {
  const verdict = listPageScore(page, deps);
  const region = verdict.region;
  // Regions at the region's template path are the same list split in groups (under month headings).
  const group = region ? page.listRegions.filter((r) => r.path === region.path) : [];
  const regionLinks = group.flatMap((r) => r.linkIndexes).map((i) => page.links[i]).filter((l): l is PageLink => !!l);
  // Rows leading off the site (the provincial procurement site) count in a list of the site's own rows.
  const own = regionLinks.some(isRow);
  const listed = regionLinks.filter((l) => (isRow(l) || (own && isOffSiteRow(l))) && !namesColumn(l));
  const rows = [...featuredRows(page, listed), ...listed];
  const { notices: noticeLinks, cut: cutLinks, doubtful: doubtLinks, threshold } = judgeRows(page, rows, deps.classifier);
  const isList = verdict.isList || (options.knownList === true && noticeLinks.length > 0);
  if (isList) return { isList, score: verdict.score, noticeLinks, cutLinks, doubtLinks, threshold, pagination: [...new Set([...group.flatMap((r) => r.pagination), ...pagerLinks(page)])] };
  // A known list's last page may hold one or two rows, too few to make a region: its dated rows.
  if (options.knownList) return listViewByRegions(page, deps.classifier, options);
  // A mixed 通知公告 stream may show only a tender or two on page 1, too few to be a list, while
  // its next pages show more: its pager is kept so discovery reads those pages soon.
  const thinStream = region !== undefined && noticeLinks.length > 0 && region.dateShare >= 0.5;
  const pagination = thinStream ? [...new Set([...region.pagination, ...pagerLinks(page)])] : [];
  // A 通知公告 stream with a pager is watched even when its tenders are few and far between
  // (one in ten rows): they appear nowhere else. So is one that shows a full page of rows with
  // no pager to read (all its rows at once, or a pager only a script can turn): not a homepage box.
  const fullPage = region !== undefined && region.linkIndexes.length >= FULL_STREAM_ROWS;
  if (thinStream && (pagination.length > 0 || fullPage) && NOTICE_STREAM.test(page.title)) return { isList: true, score: verdict.score, noticeLinks, cutLinks, pagination };
  return { isList: false, score: verdict.score, noticeLinks: [], pagination };
}

/** Rows of a stream page with no pager that make it a page of a list rather than a box of the newest few (a box shows 5–10). */
const FULL_STREAM_ROWS = 15;

/** A page title naming a stream of notices (通知公告, 公示公告, 校务公开 …), not news. */
const NOTICE_STREAM = /通知|公告|公示|通告|信息公开|校务公开/;

/**
 * A link in a list's region that names a column (the breadcrumb's 招标公告 in the rows' table), not
 * a notice: undated, in a column's words. A notice's title names its project.
 */
function namesColumn(link: PageLink): boolean {
  return !link.date && columnOf(link.title, true) !== undefined;
}

/** Rows that must share one address template before links elsewhere of that template count as rows. */
const MIN_TEMPLATE_ROWS = 3;
/** A title shorter than this is a menu's or a button's words, not a notice's. */
const FEATURED_TITLE_CHARS = 8;

/**
 * The newest few a column page shows in a box of their own above its list (a 焦点 / 最新 box, each
 * with a summary): links outside the list to pages of the address template most of its rows share
 * (`/zbgg/202611/t20261124_15040.html` → `/zbgg/#/t#_#.html`), judged as its rows are.
 */
function featuredRows(page: ExtractedPage, rows: PageLink[]): PageLink[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (!row.inScope) continue;
    const template = addressTemplate(row.url);
    counts.set(template, (counts.get(template) ?? 0) + 1);
  }
  const [template, count] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  if (count < MIN_TEMPLATE_ROWS || count * 2 < rows.length) return [];
  const taken = new Set(rows.map((l) => l.url));
  const featured: PageLink[] = [];
  for (const link of page.links) {
    if (taken.has(link.url) || !link.inScope || link.skip || [...link.title].length < FEATURED_TITLE_CHARS || addressTemplate(link.url) !== template) continue;
    taken.add(link.url);
    featured.push(link);
  }
  return featured;
}

// A page's kind (page-kind.ts: host and path, numbers aside) with its query, numbers aside too.
function addressTemplate(url: string): string {
  const at = url.indexOf('?');
  return pageKind(url) + (at < 0 ? '' : url.slice(at).split('#', 1)[0]!.replace(/\d+/g, '#'));
}

/** A row worth judging: a crawlable page, or a file (PDF, DOCX, ZIP …) that may be the notice itself. */
function isRow(link: PageLink): boolean {
  return !link.skip || isFileRow(link);
}

/** A row whose link leads to another site (a government procurement site): the notice is read from the row, never fetched (collect.ts). */
export function isOffSiteRow(link: PageLink): boolean {
  return link.skip === 'out-of-scope' && /^https?:\/\//i.test(link.url);
}

/** A row whose link is a document or archive: the notice is the file, read from the row (collect.ts). */
export function isFileRow(link: PageLink): boolean {
  return link.skip === 'document' || link.skip === 'archive';
}

/** On a known list's short last page with no dates, a row's title is at least this long (a menu's words are shorter). */
const UNDATED_TITLE_CHARS = 12;

/** Dated rows that show a known list's page still lists, when none of them is a notice. */
const QUIET_ROWS = 3;

/** A list needs at least this many notice rows in one region… */
const MIN_NOTICE_ROWS = 2;

/**
 * The page's best list by notice links (the classifier's verdict on title + context): a list when
 * it has a few. Regions at one template path are one list split in groups (rows under month
 * headings, a `<ul>` per ten rows), read together. Kept for known lists, where a short last page
 * must still count.
 */
export function listViewByRegions(page: ExtractedPage, classifier: LinkClassifier, options: { knownList?: boolean } = {}): ListView {
  let best: ListView = { isList: false, score: 0, noticeLinks: [], pagination: [] };
  for (const group of regionGroups(page.listRegions)) {
    const links = group.flatMap((region) => region.linkIndexes).map((i) => page.links[i]).filter((l): l is PageLink => !!l && isRow(l));
    const { notices, cut, doubtful, threshold } = judgeRows(page, links, classifier);
    if (notices.length <= best.noticeLinks.length) continue;
    best = {
      isList: notices.length >= MIN_NOTICE_ROWS,
      score: links.length ? notices.length / links.length : 0,
      noticeLinks: notices,
      cutLinks: cut,
      doubtLinks: doubtful,
      threshold,
      pagination: [...new Set(group.flatMap((region) => region.pagination))],
    };
  }
  if (best.noticeLinks.length === 0 && options.knownList) {
    // The last page of a list may hold one or two rows, too few to make a region: rows with a date.
    // A list of undated rows (dates on the detail pages): its long-titled links, when no row has a date.
    const dated = page.links.filter((l) => isRow(l) && (l.inScope || isFileRow(l)) && l.date);
    const rows = dated.length > 0 ? dated : page.links.filter((l) => !l.skip && l.inScope && [...l.title].length >= UNDATED_TITLE_CHARS);
    const { notices, cut, threshold } = judgeRows(page, rows, classifier);
    if (notices.length + cut.length > 0) best = { isList: true, score: 1, noticeLinks: notices, cutLinks: cut, threshold, pagination: [] };
    else if (dated.length >= QUIET_ROWS) return { ...best, quiet: true, pagination: pagerLinks(page) };
  }
  if (best.isList) best.pagination = [...new Set([...best.pagination, ...pagerLinks(page)])];
  return best;
}

/** List regions grouped by their template path, in page order. */
function regionGroups(regions: ExtractedPage['listRegions']): Array<ExtractedPage['listRegions']> {
  const groups = new Map<string, ExtractedPage['listRegions']>();
  for (const region of regions) {
    const group = groups.get(region.path);
    if (group) group.push(region);
    else groups.set(region.path, [region]);
  }
  return [...groups.values()];
}
