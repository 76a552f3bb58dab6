/**
 * Judging the rows of a list: which links are notices, which cut titles deserve a look at their
 * own page, and the score a row needs. One classifier shape (`LinkClassifier`) for every caller,
 * and each link of a page judged once (`verdictOf` remembers the verdicts per page), however many
 * steps ask (list-page scoring, the crawl's list view, discovery's link ordering).
 */
import type { ExtractedPage, PageLink } from '../types/page.ts';
import type { LinkInput, LinkVerdict } from '../types/notice.ts';

/** What judges one link: the product classifier (createClassifier) or anything with its shape. */
export interface LinkClassifier {
  classify(link: LinkInput): LinkVerdict;
}

/** The mark a list template leaves on a title it cut short: "实验室通风系统改造工…", "...", "。。" . */
export const CUT_MARK = /(?:…+|\.{2,}|．{2,}|。{2,})\s*$/;
/** Anchor text cut short by the list template. */
export const isCutTitle = (title: string): boolean => CUT_MARK.test(title);
/** The text without its cut mark: the prefix a full title (a title attribute) must start with. */
export const withoutCutMark = (text: string): string => text.replace(CUT_MARK, '');

// Verdicts per page and classifier: a link is judged once, whichever step asks first.
const verdicts = new WeakMap<ExtractedPage, WeakMap<LinkClassifier, Map<PageLink, LinkVerdict>>>();

/** The classifier's verdict on a link of `page` (title, URL, context), computed once per page. */
export function verdictOf(classifier: LinkClassifier, page: ExtractedPage, link: PageLink): LinkVerdict {
  let byClassifier = verdicts.get(page);
  if (!byClassifier) verdicts.set(page, (byClassifier = new WeakMap()));
  let cache = byClassifier.get(classifier);
  if (!cache) byClassifier.set(classifier, (cache = new Map()));
  let verdict = cache.get(link);
  if (!verdict) cache.set(link, (verdict = classifier.classify({ text: link.title, url: link.url, context: link.context })));
  return verdict;
}

/** Rows a list needs before its notice rate speaks for its rows, and the most it may say. */
const LIST_EVIDENCE_ROWS = 5;
const MAX_LIST_RATE = 0.9;
/**
 * A page title naming a procurement column (招标公告, 采购信息, 成交公示, 更正公告, 结果公示 …), not a
 * general stream: its rows' notice rate is the prior for each row (a 预算调整公告 among 更正 rows).
 */
export const PROCUREMENT_COLUMN = /招标|采购|招采|投标|中标|成交|询价|磋商|谈判|比选|竞价|招租|遴选|标讯|更正|变更公告|澄清|意向公开|结果公[告示]|候选人/;
/** Outside a procurement column, a cut title below this score is not worth a request: it reads as an ordinary notice already. */
const CUT_FLOOR = 0.05;
/** A kept row scoring below this has a weak title: its own page may still say it is no notice. */
const WEAK_TITLE = 0.7;
/** A column whose other rows are notices at this rate (smoothed): a row reading as none there is in doubt, and its page is asked. */
const NOTICE_COLUMN_RATE = 0.8;
/**
 * The form of a public announcement (…公告, …公示, …结果, a bracket after it: "（二次）"): the genre
 * procurement is published in. Only such a row is in doubt; an ordinary 通知 or a news item in a
 * column of notices is what it reads as, and is not worth a request.
 */
const ANNOUNCEMENT_FORM = /(?:公告|公示|公布|通告|结果|函)(?:[（(【[][^）)】\]]{1,12}[）)】\]])?$/u;

/** The rows of one list that are notices, the cut rows that might be, the rows in doubt, and the score a row needs. */
export interface RowJudgement {
  notices: PageLink[];
  cut: PageLink[];
  /** Rows of a column of notices whose whole title reads as none (`doubt: 'low'`): their page's body decides. */
  doubtful: PageLink[];
  threshold: number;
}

/**
 * The rows of one list that are notices, the cut rows that might be (their own page tells), and
 * the score a row needs. On a procurement column (its page title says so) the list itself is
 * evidence (paper 5: a link's context speaks for it): a row's score is the classifier's odds at
 * an even prior; the notice rate r of the column's other rows (smoothed, at most 0.9; a cut title
 * that reads low is left out, since the cut took its notice words) is a better
 * prior for it, so a row counts when its odds times r/(1-r) reach 1, i.e. score ≥ 1 - r. An oddly
 * worded tender among tenders is kept. A general 通知公告 stream gets no such help (its notice rate
 * says little about one ordinary notice), and the rate never lowers a row the classifier calls a notice.
 *
 * Where the title is not enough, the row's own page decides (lib/classify/notice-body.ts): a kept
 * row on a weak title (below WEAK_TITLE) is marked `doubt: 'weak'`, and a whole title in the form of
 * an announcement that reads as no notice in a column of notices (its rows at NOTICE_COLUMN_RATE)
 * is `doubt: 'low'`.
 */
export function judgeRows(page: ExtractedPage, rows: PageLink[], classifier: LinkClassifier): RowJudgement {
  const scores = rows.map((l) => verdictOf(classifier, page, l).score);
  const clipped = new Set([...clippedRows(rows), ...rows.filter(namesOnlyTheProject)]);
  // A cut title that reads low says nothing yet (its notice words are what the cut took off): the
  // rate counts whole titles and cut ones that read as notices already.
  const whole = scores.filter((score, i) => score >= 0.5 || (!clipped.has(rows[i]!) && !isCutTitle(rows[i]!.title)));
  const count = whole.filter((s) => s >= 0.5).length;
  const others = whole.length - 1;
  const column = PROCUREMENT_COLUMN.test(page.title);
  const evidence = others >= LIST_EVIDENCE_ROWS && column;
  const rate = (count + 1) / (others + 2);
  const threshold = evidence ? Math.min(0.5, 1 - Math.min(MAX_LIST_RATE, rate)) : 0.5;
  const notices: PageLink[] = [];
  const cut: PageLink[] = [];
  const doubtful: PageLink[] = [];
  rows.forEach((link, i) => {
    const score = scores[i]!;
    const isCut = clipped.has(link) || isCutTitle(link.title);
    const row = clipped.has(link) ? { ...link, clipped: true as const } : link;
    // Off a procurement column (a news column, a 通知公告 stream) a title not in the form of an
    // announcement (…工程通过竣工验收) is weak whatever its score: its page's body decides.
    const weak = score < WEAK_TITLE || (!column && !ANNOUNCEMENT_FORM.test(link.title.trim()));
    if (score >= threshold) notices.push(weak ? { ...row, doubt: 'weak' } : row);
    // On a procurement column (even its short last page) a cut title is most likely a notice: its page is always asked.
    else if ((column || score >= CUT_FLOOR) && isCut) cut.push(row);
    else if (evidence && rate >= NOTICE_COLUMN_RATE && !isCut && ANNOUNCEMENT_FORM.test(link.title)) doubtful.push({ ...row, doubt: 'low' });
  });
  return { notices, cut, doubtful, threshold };
}

/**
 * A row whose 类型 cell or badge names its notice type (PageLink.label) while its title names only
 * the project (`[中标] …改造工程`): its own page has the whole title, judged as a cut title's is.
 */
function namesOnlyTheProject(link: PageLink): boolean {
  return link.label !== undefined && !ANNOUNCEMENT_FORM.test(link.title.trim());
}

/**
 * Widths a list template may cut titles at: characters, GBK bytes (DedeCMS `cn_substr`: a CJK
 * character is 2), UTF-8 bytes (3). `unit`: the widest character, so a cut lands within it.
 */
const MEASURES: Array<{ unit: number; width: (code: number) => number }> = [
  { unit: 1, width: () => 1 },
  { unit: 2, width: (code) => (code > 0x7f ? 2 : 1) },
  { unit: 3, width: (code) => (code > 0x7ff ? 3 : code > 0x7f ? 2 : 1) },
];
/** How a whole title ends: a notice word, a closing bracket. */
const ENDS_WHOLE = /(?:公告|公示|通知|通告|结果|报告|声明|函|书|表|单|[）)】\]》」])$/;
/** Rows a list needs before the widths of its titles say it cuts them. */
const MIN_CLIP_ROWS = 4;
/** Rows that must reach the cut width (and their least share of the list) when no title attribute shows the cut. */
const MIN_AT_CUT = 3;
const MIN_AT_CUT_SHARE = 0.25;

/**
 * Rows whose text the list cut silently at a fixed width (DedeCMS `titlelen`, no "…"): the cut
 * shows as many rows ending at one width, none wider (within one character), or as rows whose
 * title attribute carries on past that width. The rows at that width with no title attribute to
 * complete them are clipped: their own page has the full title.
 */
export function clippedRows(rows: readonly PageLink[]): Set<PageLink> {
  const out = new Set<PageLink>();
  if (rows.length < MIN_CLIP_ROWS) return out;
  // A title attribute that carries on past the text: that row was cut (bestTitle took the attribute).
  const completed = new Set(rows.filter((l) => l.titleAttr !== undefined && l.title !== l.text && !isCutTitle(l.text)));
  // The measure that puts the most rows at one cut width (a GBK cut also lines up a few rows by characters).
  let best: PageLink[] = [];
  for (const { unit, width } of MEASURES) {
    const widths = rows.map((l) => widthOf(l.text, width));
    const max = Math.max(...widths);
    const atCut = rows.filter((_, i) => widths[i]! > max - unit);
    const shown = atCut.filter((l) => completed.has(l)).length;
    // Without title attributes, templated titles of one length ("关于…项目的…公告") must not look cut: most rows at the width end mid-word.
    const midWord = atCut.filter((l) => !ENDS_WHOLE.test(l.text)).length;
    const lined = atCut.length >= MIN_AT_CUT && atCut.length >= rows.length * MIN_AT_CUT_SHARE && midWord * 2 > atCut.length;
    if ((shown >= 2 || lined) && atCut.length > best.length) best = atCut;
  }
  for (const l of best) if (!completed.has(l) && !isCutTitle(l.title)) out.add(l);
  return out;
}

function widthOf(text: string, width: (code: number) => number): number {
  let sum = 0;
  for (const ch of text) sum += width(ch.codePointAt(0)!);
  return sum;
}
