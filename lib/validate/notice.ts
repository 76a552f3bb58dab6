/**
 * The shape of a stored notice, checked wherever one comes from outside the crawl: a backup
 * file, the helper's output lines. Bounds are generous for what the crawl stores and small
 * enough that a crafted file cannot fill the store or break the popup (a deadline that is not a
 * string, a title of a megabyte).
 */
import { array, num, object, oneOf, optional, str, type Check } from './checks.ts';
import type { Notice, NoticeType } from '../types/notice.ts';

export const NOTICE_TYPES = [
  '招标', '采购', '询价', '磋商', '谈判', '单一来源', '中标结果', '成交结果', '候选人公示', '更正变更',
  '废标流标终止', '采购意向', '资格预审', '招租', '资产处置', '遴选入围', '其他公告',
] as const satisfies readonly NoticeType[];

/** Longest URL kept (browsers and servers rarely go past 2,000). */
export const MAX_URL = 2048;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const url = str({ max: MAX_URL, pattern: /^https?:\/\//i, what: 'a web address' });
const date = str({ max: 40, pattern: DATE, what: 'a date' });
const text = (max: number) => optional(str({ max }));

/** A field a 更正 (lib/project) or an edit in place changed, old → new: a title is at most 300 characters when stored. */
export const changeValue: Check<string | number> = (value, path) => (typeof value === 'number' ? num()(value, path) : str({ max: 300 })(value, path));
export const CHANGED_FIELDS = ['title', 'deadline', 'openingAt', 'budget'] as const;
export const projectChange = object({ field: oneOf(CHANGED_FIELDS), from: changeValue, to: changeValue });

/** `NoticeType | null`: absent reads as null. */
export const noticeType: Check<NoticeType | null> = (value, path) => (value === null || value === undefined ? null : oneOf(NOTICE_TYPES)(value, path));

/** What a notice and a helper line share: its fields, dates and the other URLs it was seen under. */
const fields = {
  url,
  title: str({ max: 2000 }),
  listUrl: url,
  type: noticeType,
  body: text(2_000_000),
  publishedAt: optional(date),
  deadline: optional(date),
  openingAt: optional(date),
  budget: optional(num({ min: 0 })),
  amount: optional(num({ min: 0 })),
  projectNo: text(300),
  purchaser: text(1000),
  agency: text(1000),
  contact: text(1000),
  winner: text(1000),
  aliases: optional(array(url, { max: 100 })),
  via: optional(oneOf(['static', 'browser'] as const)),
  fileType: optional(str({ max: 8, pattern: /^[a-z0-9]+$/, what: 'a file type' })),
};
const attachments = array(object({ name: str({ max: 1000 }), url }), { max: 500 });

const noticeShape = object({
  ...fields,
  site: str({ max: 253 }),
  attachments,
  firstSeenAt: date,
  fingerprint: optional(str({ pattern: /^[0-9a-f]{16}$/, what: 'a fingerprint' })),
  score: optional(num()),
  project: text(300),
  changes: optional(array(projectChange, { max: 50 })),
  formerTitles: optional(array(str({ max: 2000 }), { max: 20 })),
  revisedAt: optional(date),
});

/** A stored notice: every field of its type checked, anything else dropped. */
export const noticeSchema: Check<Notice> = (value, path) => noticeShape(value, path);

const helperShape = object({ ...fields, attachments: optional(attachments), firstSeenAt: optional(date) });

/** One notice line of the helper (`npm run helper -- crawl`, or its native-messaging reply). */
export const helperLine = helperShape;
