/**
 * A page as it flows through fetch → decode → parse → extract: what the fetcher hands on (the
 * bytes already decoded to text, or why it failed) and what extraction reads from it (links with
 * their titles, dates and kinds, tag blocks, list regions, a pager's later pages).
 * Plain data only, so the same code runs in the service worker, the helper and vitest.
 */

/** Validators from an earlier fetch, for a conditional GET. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/**
 * A form POST a page's own form would make (an ASP.NET pager's postback): `body` is
 * application/x-www-form-urlencoded in the page's charset; `from` is the page holding the form,
 * and the POST goes only to its host.
 */
export interface FormPost {
  body: string;
  from: string;
}

/** What the fetcher hands on: the bytes already decoded to text. */
export interface FetchedPage {
  /** The URL asked for. */
  requestedUrl: string;
  /** The URL after redirects. */
  url: string;
  status: number;
  /** Lower-cased header names. */
  headers: Record<string, string>;
  /** True when the server answered 304: `text` is empty, keep what you had. */
  notModified: boolean;
  text: string;
  /** The charset the text was decoded with (e.g. "utf-8", "gb18030", "big5"). */
  charset: string;
  /** True when the body was cut at the byte cap. */
  truncated: boolean;
  /** Every URL redirected through, in order (empty when none). */
  redirects: string[];
  validators: Validators;
  /** 'browser' when a browser rendered it (the DOM after its scripts ran); absent for the static fetch. */
  via?: 'browser';
}

export type FetchErrorKind =
  | 'timeout'
  | 'too-large'
  | 'http'
  | 'network'
  | 'dns'
  | 'blocked' // 403/412 or a JavaScript challenge page
  | 'robots' // disallowed by robots.txt: never requested
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'not-html'
  | 'private-address' // a redirect (or link) to localhost or a private IP literal: never requested
  | 'off-site' // a redirect to another site (registrable domain) than the page's: not followed
  | 'read-already' // a redirect to a page the caller has read already: not followed (no error)
  | 'bad-url' // not an absolute http(s) URL, or longer than MAX_URL_LENGTH
  | 'rate-limited' // 429/503 asking to wait longer than the cap: the host is left for this run
  | 'host-failing'; // too many 5xx/timeouts in a row: the host is left for this run

/** Why a link was left out of the crawl (it may still be kept as an attachment). */
export type LinkSkipReason =
  | 'out-of-scope'
  | 'image'
  | 'document'
  | 'archive'
  | 'media'
  | 'mailto'
  | 'javascript'
  | 'tel'
  | 'fragment'
  | 'empty'
  | 'bad-url'
  | 'other-scheme';

export interface PageLink {
  /** Absolute, canonical URL. */
  url: string;
  /** Anchor text, whitespace collapsed. */
  text: string;
  /** The `title` attribute: often the full title where the anchor text is cut with "…". */
  titleAttr?: string;
  /** The best title for the link: the title attribute when the text is a cut-off prefix of it. */
  title: string;
  /** Paper 5's context: previous and next anchor texts, or nearby non-link text. */
  context: string;
  /** A date next to the link (same row), ISO `YYYY-MM-DD`. */
  date?: string;
  /** The notice type its row prints outside the link (`[中标]`, 类型 cell 更正公告: lib/extract/row-labels.ts). */
  label?: string;
  /** Crawlable page in the seed's scope. */
  inScope: boolean;
  /** Set when the link is not a crawlable page; attachments have 'document' or 'archive'. */
  skip?: LinkSkipReason;
  /** A file link's type ("pdf", "docx"), by its URL, its text (`….pdf`) or an icon on its row (lib/extract/file-rows.ts). */
  fileType?: string;
  /** Index of the block the link sits in (into ExtractedPage.blocks). */
  blockIndex: number;
  /** Index of the list region the link is a row of, if any (into ExtractedPage.listRegions). */
  listIndex?: number;
  /** Set by the row judgement (lib/classify/rows.ts) when the list cut its text silently (no "…"): its own page has the full title. */
  clipped?: true;
  /**
   * Set by the row judgement when the title alone is in doubt, so its own page's body decides
   * (lib/classify/notice-body.ts): 'low', a row of a column of notices whose title reads as none
   * (kept only if its body reads as a notice); 'weak', a row kept on a weak title (dropped if its
   * body reads as none).
   */
  doubt?: TitleDoubt;
}

/** How a row's title is in doubt (PageLink.doubt). */
export type TitleDoubt = 'low' | 'weak';

export interface Attachment {
  name: string;
  url: string;
}

/** Paper 4's tag-block types. */
export type BlockType = 'title' | 'navigation' | 'content' | 'anchor' | 'other';

export interface Block {
  type: BlockType;
  /** Share of the page's impact, Σ weights = 1. */
  weight: number;
  text: string;
  /** Characters of text inside links / all characters. */
  linkDensity: number;
  /** A short CSS-like path, for debugging ("body>div.main>ul"). */
  path: string;
}

/** Repeated rows of link + date: where a list page keeps its notices. */
export interface ListRegion {
  path: string;
  /** Indexes into ExtractedPage.links, in page order. */
  linkIndexes: number[];
  /** Rows that carry a date / all rows. */
  dateShare: number;
  /** Pagination links found near the region (next, numbered pages). */
  pagination: string[];
}

/** One page a WebForms pager posts back to: the form's fields with the pager's event target and argument set. */
export interface PostbackPage {
  key: string;
  /** Absolute URL the form posts to, on the page's own host. */
  action: string;
  fields: Array<[name: string, value: string]>;
}

export interface ExtractedPage {
  url: string;
  title: string;
  links: PageLink[];
  attachments: Attachment[];
  blocks: Block[];
  listRegions: ListRegion[];
  /** Main body text by text density (paper 1). */
  body: string;
  /** A publish date found on the page, ISO `YYYY-MM-DD`. */
  publishedAt?: string;
  /**
   * Pages of the page's list that no link names: built by its scripts (`goPage(n)` on a span),
   * a jump-to-page GET form, a Hanweb datastore's dataproxy.jsp groups. Absolute, in scope.
   */
  pagerUrls?: string[];
  /** Documents of its iframes and frames, in scope (absolute, canonical, not the page itself). */
  frames?: string[];
  /**
   * Rows that open only by a call of a function the static read could not follow (`onclick="viewNotice(2140)"`):
   * how many. Their notices are reached in a browser (each row clicked), else reported `click-rows`.
   */
  clickRows?: number;
  /** A frame whose address a script sets and the static read could not read: only a browser's DOM has its src. */
  scriptFrame?: true;
  /**
   * Later pages of an ASP.NET WebForms pager (lib/pager/read/postback.ts): each key (the action URL
   * with a `__tr_postback` marker) is also in `pagerUrls`; the crawl POSTs `fields` to `action`.
   */
  postbacks?: PostbackPage[];
  /**
   * With `needsBrowser`, or rows that call a function no inline script defines: the page's
   * same-host external scripts (at most 3), where that function may build the URLs; the crawl may
   * fetch them and read the page again with their code (`ExtractOptions.pagerScripts`).
   */
  pagerScripts?: string[];
  /** Why a browser is needed to read the page fully: a pager that posts back (ASP.NET) or runs unreadable script. */
  needsBrowser?: 'js-pager';
  /**
   * Its pager's script links were read (a form pager, lib/pager/read/form-pager.ts): no browser is
   * needed for them, even on the last page, where they name no later page.
   */
  scriptPagerRead?: true;
}
