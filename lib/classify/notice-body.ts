/**
 * What a row's own page says when its title is in doubt. A title misleads both ways:
 * "关于招聘考试服务机构遴选的公告" is a call for bids that reads like recruitment, and
 * "…动物实验平台收费标准公示" is a price list that reads like a tender's 公示. The body of a
 * procurement notice states what a bidder acts on: a project number, a budget or ceiling price, a
 * deadline or an opening, a purchaser or agency, a winner and amount. Two of these make the page a
 * notice. A body of some length with none of them, no procurement word of its own (the title it
 * repeats aside: "现将…中标…项目有关事项通知如下" is no procurement) and no attachment (where a
 * notice's text may be) is no notice. Anything else is unsure, and the title's verdict stands.
 */
import type { NoticeFields } from '../types/notice.ts';
import type { Attachment } from '../types/page.ts';

/** A page as read for a notice: its body (or all its text), title, attachments and the fields lib/fields found. */
export interface ReadNotice extends NoticeFields {
  title: string;
  body?: string;
  attachments?: readonly Attachment[];
}

/** 'notice' and 'other' are the body's word; 'unsure' leaves the title's. */
export type BodyVerdict = 'notice' | 'other' | 'unsure';

/** The fields only a procurement notice states (a contact or a date any page may carry). */
const BIDDER_FIELDS = ['projectNo', 'budget', 'deadline', 'openingAt', 'purchaser', 'agency', 'winner', 'amount'] as const;
/** Fields that make a body a notice's. */
const NOTICE_FIELDS = 2;
/** Words no procurement notice goes without, whatever its template. */
const PROCUREMENT_WORD = /采购|招标|投标|中标|成交|供应商|报价|磋商|询价|竞争性谈判|比选|遴选|竞价|响应文件|评标|评审|标段|开标|招租|出租|租赁|竞租|拍卖|竞拍|入围供应|中选/;
/**
 * Sentences of its own (title aside) a body needs before its silence on procurement says "no
 * notice": a "详见附件。" page says nothing either way. A sentence: at least SENTENCE_CHARS before its stop.
 */
const SPEAKING_SENTENCES = 2;
const SENTENCE_CHARS = 8;

/** The body's verdict on a notice as its page gave it. */
export function bodyVerdict(read: ReadNotice): BodyVerdict {
  const stated = BIDDER_FIELDS.filter((name) => read[name] !== undefined).length;
  if (stated >= NOTICE_FIELDS) return 'notice';
  const body = read.body ?? '';
  const own = (read.title ? body.split(read.title).join(' ') : body).replace(/\s+/g, '');
  const silent = stated === 0 && !PROCUREMENT_WORD.test(own) && !read.attachments?.length;
  return silent && sentences(own) >= SPEAKING_SENTENCES ? 'other' : 'unsure';
}

function sentences(text: string): number {
  return text.split(/[。！？；!?;]/u).filter((part) => part.length >= SENTENCE_CHARS).length;
}
