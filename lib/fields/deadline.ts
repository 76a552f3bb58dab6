/**
 * When bids are due: the submission deadline (投标截止 / 递交投标文件截止 / 响应文件提交截止 /
 * 报价截止), else the opening time (开标时间), which is the deadline in practice.
 */
import { findDateTimes, firstDateTime } from './date-times.ts';
import { findLabelled } from './labels.ts';

// "提交投标文件截止时间", "响应文件提交截止时间", "投标截止", "报价截止时间": the verb or the document, then 截止.
const SUBMISSION = String.raw`(?:投标|响应|报价|递交|提交|应答|竞价)[\p{Script=Han}]{0,8}?截止(?:时间|日期)?`;
const OPENING = String.raw`开标时间|开标日期|开启时间|开标`;
// A 截止 about something else: the deposit, registration, getting the documents, questions.
const NOT_SUBMISSION = /保证金|报名|获取|领取|购买|下载|答疑|质疑|澄清|疑问/u;
// "请于2024年4月22日9:30前递交投标文件": a date followed by 前 and a submitting verb.
const BEFORE_SUBMIT = /^[^。;]{0,16}?前[^。;]{0,12}?(?:递交|提交|送达|上传|报价|投标)/u;

/** The submission deadline as `YYYY-MM-DDTHH:mm` (or `YYYY-MM-DD` without a time), or undefined. */
export function findDeadline(lines: readonly string[]): string | undefined {
  return labelledDate(lines, SUBMISSION) ?? sentenceDeadline(lines) ?? labelledDate(lines, OPENING);
}

/** The bid opening time (开标时间) as `YYYY-MM-DDTHH:mm` (or a date alone), or undefined: a 更正 may move it apart from the deadline. */
export function findOpeningAt(lines: readonly string[]): string | undefined {
  return labelledDate(lines, OPENING);
}

function labelledDate(lines: readonly string[], labels: string): string | undefined {
  for (const { label, value } of findLabelled(lines, labels, 'loose')) {
    if (NOT_SUBMISSION.test(label)) continue;
    const date = firstDateTime(value);
    if (date) return date;
  }
  return undefined;
}

function sentenceDeadline(lines: readonly string[]): string | undefined {
  for (const text of lines) {
    for (const found of findDateTimes(text)) {
      const rest = text.slice(found.index);
      if (BEFORE_SUBMIT.test(rest.slice(dateLength(rest)))) return found.time ? `${found.date}T${found.time}` : found.date;
    }
  }
  return undefined;
}

// Length of the date(-time) at the start of `text`, so the check reads what follows it.
function dateLength(text: string): number {
  const m = /^[\d\s年月日.:/\-时点分上下午中晚早()星期周一二三四五六天北京时间]*/u.exec(text);
  return m?.[0].length ?? 0;
}
