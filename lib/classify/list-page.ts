/**
 * Is this page an aggregation page of notices (paper 1's 聚集页面), the page to watch for new
 * tenders? Paper 1 asks whether the page's words are close to the topic vector K. We ask the
 * page's structure instead: a list region with several dated rows that the link classifier calls
 * notices. A news list (校园新闻) is a list, but not of notices, and scores low.
 */
import type { ExtractedPage, ListRegion, PageLink } from '../types/page.ts';
import type { Tokenizer } from '../types/capabilities.ts';
import { verdictOf, type LinkClassifier } from './rows.ts';
import { SHIPPED_TOPIC, topicSimilarity, topicVector, type TopicVector } from './topic-vector.ts';

export interface ListPageOptions {
  tokenizer: Tokenizer;
  /** Judges each row; without it a row is a notice when its title is close to the topic vector. */
  classifier?: LinkClassifier;
  /** Paper 1's topic vector; the shipped one by default. */
  topic?: TopicVector;
}

/** The verdict on a page: score in [0, 1], list when ≥ 0.5; the region of notices, their count. */
export interface ListPageVerdict {
  score: number;
  isList: boolean;
  region?: ListRegion;
  noticeLinks: number;
}

/** Notice rows that make a region a full list of notices (fewer count proportionally). */
const FULL_NOTICE_ROWS = 4;
/** Share of notice rows that makes a full list: a campus stream where one row in four is a tender is one. */
const FULL_NOTICE_SHARE = 0.25;
/** A row title at least this close to K is a notice, when no classifier is given (chosen on the eval pages: F1 0.91 vs 0.81 at 0.15). */
const ROW_TOPIC_THRESHOLD = 0.1;

/** Scores a page as an aggregation page of notices, by its best list region. */
export function listPageScore(page: ExtractedPage, options: ListPageOptions): ListPageVerdict {
  const isNotice = rowJudge(page, options);
  let best: ListPageVerdict = { score: 0, isList: false, noticeLinks: 0 };
  for (const region of page.listRegions) {
    const rows = region.linkIndexes.map((i) => page.links[i]).filter((link): link is PageLink => !!link?.title);
    if (rows.length === 0) continue;
    const notices = rows.filter(isNotice).length;
    const score =
      Math.min(1, notices / FULL_NOTICE_ROWS) *
      Math.min(1, notices / rows.length / FULL_NOTICE_SHARE) *
      listShape(region, (page.pagerUrls?.length ?? 0) > 0);
    if (score > best.score || (score === best.score && notices > best.noticeLinks)) {
      best = { score, isList: score >= 0.5, region, noticeLinks: notices };
    }
  }
  return best;
}

/**
 * How much a region looks like a list page's list rather than a homepage's "latest" box: its rows
 * carry dates, and it has pages after it. A box of five undated links with a "更多" is not watched;
 * undated rows with a pager are a list.
 */
function listShape(region: ListRegion, scriptedPager: boolean): number {
  // A pager a script or a jump form builds (page.pagerUrls) is the page's list's pager too.
  return 0.4 + 0.3 * region.dateShare + (region.pagination.length > 0 || scriptedPager ? 0.3 : 0);
}

/** Paper 1 alone: Sim(K, D) of the page's whole text, and whether it reaches K's threshold. */
export function topicPageScore(page: ExtractedPage, { tokenizer, topic = SHIPPED_TOPIC }: ListPageOptions): { similarity: number; isList: boolean } {
  const text = [page.title, ...page.blocks.map((block) => block.text)].join('\n');
  const similarity = topicSimilarity(topicVector(topic), text, tokenizer);
  return { similarity, isList: similarity >= topic.threshold };
}

function rowJudge(page: ExtractedPage, { tokenizer, classifier, topic = SHIPPED_TOPIC }: ListPageOptions): (link: PageLink) => boolean {
  if (classifier) return (link) => verdictOf(classifier, page, link).label === 'notice';
  const k = topicVector(topic);
  return (link) => topicSimilarity(k, link.title, tokenizer) >= ROW_TOPIC_THRESHOLD;
}
