/**
 * A notice as it is judged, read and kept: the classifier's verdict on a link, the fields a
 * bidder needs, and the stored notice with what its changes moved.
 */
import type { Attachment } from './page.ts';

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
