/**
 * The data that flows through the pipeline, stage by stage:
 * fetch → decode → parse → extract → tokenize → score/classify → dedup → store → rank.
 * Plain data only: every stage takes and returns these shapes, so the same code runs in the
 * service worker, the helper and vitest.
 */

// ── Capabilities passed in (never imported by lib/) ─────────────────────────────────────────

/** The standard fetch signature; the helper passes Node's fetch, the extension the browser's. */
export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Milliseconds since the epoch; injected so tests control time. */
export type Clock = () => number;

/** Waits `ms` milliseconds; injected so tests need not sleep. */
export type Sleep = (ms: number) => Promise<void>;

/** Word segmentation (jieba behind it). Input is normalised text; output keeps order. */
export interface Tokenizer {
  cut(text: string): string[];
}

// ── fetch → decode ──────────────────────────────────────────────────────────────────────────

/** Validators from an earlier fetch, for a conditional GET. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

/** What the fetcher hands on: the bytes already decoded to text. */
/**
 * A form POST a page's own form would make (an ASP.NET pager's postback): `body` is
 * application/x-www-form-urlencoded in the page's charset; `from` is the page holding the form,
 * and the POST goes only to its host.
 */
export interface FormPost {
  body: string;
  from: string;
}

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

// ── parse → extract ─────────────────────────────────────────────────────────────────────────

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
}

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
   * Later pages of an ASP.NET WebForms pager (lib/extract/postback.ts): each key (the action URL
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
   * Its pager's script links were read (a form pager, lib/extract/form-pager.ts): no browser is
   * needed for them, even on the last page, where they name no later page.
   */
  scriptPagerRead?: true;
}

// ── classify ────────────────────────────────────────────────────────────────────────────────

export type NoticeType =
  | '招标'
  | '采购'
  | '询价'
  | '磋商'
  | '谈判'
  | '单一来源'
  | '中标结果'
  | '成交结果'
  | '候选人公示'
  | '更正变更'
  | '废标流标终止'
  | '采购意向'
  | '资格预审'
  | '招租'
  | '资产处置'
  | '遴选入围'
  | '其他公告';

/** What a link (title + url + context) is judged to be. */
export interface LinkVerdict {
  label: 'notice' | 'other';
  /** Probability-like score in [0, 1]; ≥ 0.5 means notice. */
  score: number;
  type: NoticeType | null;
}

export interface LinkInput {
  text: string;
  url?: string;
  context?: string;
}

/** Fields a bidder needs, read from a notice's detail page. Absent means not found. */
export interface NoticeFields {
  publishedAt?: string; // ISO date
  deadline?: string; // ISO date-time, local time of the notice (no zone)
  budget?: number; // yuan
  projectNo?: string;
  purchaser?: string;
  agency?: string;
  contact?: string;
  winner?: string;
  amount?: number; // yuan, for results
  /** The bid opening time when stated apart from the deadline (ISO date-time, local). */
  openingAt?: string;
}

// ── store ───────────────────────────────────────────────────────────────────────────────────

/** A tender notice as stored and shown. */
export interface Notice extends NoticeFields {
  /** Canonical URL: the key. */
  url: string;
  title: string;
  /** Registrable domain of the university ("fzu.edu.cn"). */
  site: string;
  /** The list page the notice was found on. */
  listUrl: string;
  type: NoticeType | null;
  attachments: Attachment[];
  /** ISO date-time when the crawler first met it. */
  firstSeenAt: string;
  /** Content fingerprint (SimHash of title + project number) for re-posts under other URLs. */
  fingerprint?: string;
  /** Other URLs of this same notice (other columns, a sub-site), found by lib/dedup/ingest.ts. */
  aliases?: string[];
  body?: string;
  score?: number;
  /** Key of the project (lib/project) this notice is one stage of: intention, call, change, result. */
  project?: string;
  /**
   * What this notice changed in its project (a 更正/澄清/延期 moving the deadline, opening or
   * budget), or, once it was edited in place, what that edit changed (its title first).
   */
  changes?: ProjectChange[];
  /** Titles it carried before it was edited in place, oldest first (lib/dedup/retitle.ts). */
  formerTitles?: string[];
  /** ISO date-time when the crawler last met an edit in place of it. */
  revisedAt?: string;
  /** How it was read: 'browser' when its list or its own page needed a browser to render it. */
  via?: 'static' | 'browser';
  /** Set when the notice is a file linked from its list (lower-case extension: "pdf", "docx"): read from the row, never downloaded. */
  fileType?: string;
}

/**
 * One value a change notice moved: from the project's latest known value to this notice's; or one
 * an edit in place changed (the title, a deadline), from the stored notice's value.
 */
export interface ProjectChange {
  field: 'title' | 'deadline' | 'openingAt' | 'budget';
  from: string | number;
  to: string | number;
}

/** The store and its batches, typed by collection (lib/app-store/collections.ts). */
export type { Store, WriteOp } from './store/store.ts';
