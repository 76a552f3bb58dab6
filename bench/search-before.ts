/** The popup's search as it was before pinyin (commit 81a94ce), kept only so bench/search.bench.ts can compare. */
/**
 * Fuzzy search over notices for the popup: minisearch over Chinese bigrams (lib/search/terms.ts)
 * plus the tokenizer's words, built once and updated as notices come and go. A notice matches
 * when most of the query's terms are in it, so one wrong or missing character still finds it.
 */
import MiniSearch from 'minisearch';
import type { Notice } from '../lib/types/notice.ts';
import type { Tokenizer } from '../lib/types/capabilities.ts';
import { searchTerms } from '../lib/search/terms.ts';

/** Share of the query's terms a notice must contain to count as a match. */
const MIN_TERM_SHARE = 0.6;

/** The fields searched, in order of weight. */
const FIELDS = ['title', 'site', 'purchaser', 'projectNo'] as const;

type Indexed = Pick<Notice, 'url' | 'title' | 'site' | 'purchaser' | 'projectNo'>;

/** A search index over notices: add, remove, and query by relevance. */
export interface NoticeSearch {
  add(notice: Notice): void;
  remove(url: string): void;
  /** URLs of the matching notices, best first. An empty query matches nothing. */
  search(query: string): string[];
  readonly size: number;
}

/** Builds the index over `notices`; `tokenizer` (jieba) adds whole words to the bigrams. */
export function createSearchBefore(notices: Iterable<Notice>, options: { tokenizer?: Tokenizer } = {}): NoticeSearch {
  const tokenize = (text: string): string[] => {
    const words = options.tokenizer?.cut(text).filter((w) => [...w].length > 2) ?? [];
    return [...searchTerms(text), ...words];
  };
  const index = new MiniSearch<Indexed>({
    idField: 'url',
    fields: [...FIELDS],
    tokenize,
    processTerm: (term) => term,
    searchOptions: { boost: { title: 3, site: 1, purchaser: 1, projectNo: 2 }, combineWith: 'OR' },
  });
  const pick = (n: Notice): Indexed => ({
    url: n.url,
    title: n.title,
    site: n.site,
    purchaser: n.purchaser,
    projectNo: n.projectNo,
  });
  const seen = new Set<string>();
  const add = (notice: Notice) => {
    if (seen.has(notice.url)) index.discard(notice.url);
    index.add(pick(notice));
    seen.add(notice.url);
  };
  for (const notice of notices) add(notice);
  return {
    add,
    remove(url) {
      if (seen.delete(url)) index.discard(url);
    },
    search(query) {
      const terms = new Set(searchTerms(query));
      if (terms.size === 0) return [];
      const needed = Math.max(1, Math.ceil(terms.size * MIN_TERM_SHARE));
      return index
        .search([...terms].join(' '), { tokenize: (q) => q.split(' ') })
        .filter((hit) => hit.queryTerms.length >= needed)
        .map((hit) => String(hit.id));
    },
    get size() {
      return seen.size;
    },
  };
}
