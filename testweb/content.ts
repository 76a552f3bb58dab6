/**
 * A notice's body: the fields a bidder needs (project number, purchaser, budget, deadline,
 * contact, winner) written the varied ways real notices write them, and its attachments.
 */
import type { NoticeType } from '../lib/types/notice.ts';
import type { Random } from './random.ts';

/** An attachment of a notice; `file` is the last path segment it is served under. */
export interface AttachmentSpec {
  name: string;
  file: string;
}

/** The facts a notice's page states; the truth repeats them. */
export interface NoticeDetail {
  projectNo: string;
  purchaser: string;
  /** Yuan. Absent on results. */
  budget?: number;
  budgetText?: string;
  /** ISO local date-time `YYYY-MM-DDTHH:mm`. Absent on results and intents. */
  deadline?: string;
  deadlineText?: string;
  contact: string;
  phone: string;
  winner?: string;
  amount?: number;
  amountText?: string;
  attachments: AttachmentSpec[];
}

const RESULT_TYPES = new Set<NoticeType>(['中标结果', '成交结果', '候选人公示']);
const SURNAMES = ['王', '李', '张', '陈', '林', '黄', '吴', '郑'];
const COMPANIES = ['华创科技', '嘉禾建设工程', '恒信仪器设备', '瑞丰信息技术', '博远物业管理', '天成医疗器械'];
const UNITS = ['资产与实验室管理处', '后勤管理处', '信息化办公室', '图书馆', '基建处', '化学学院'];
const PREFIXES = ['ZB', 'CG', 'XJ', 'GK'];

const pad = (n: number) => String(n).padStart(2, '0');

function addDays(isoDate: string, days: number): Date {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
}

/** Deadlines in the forms real notices use; the truth keeps the ISO form. */
function deadlineText(d: Date, hour: number, minute: number, rng: Random): string {
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()];
  const forms = [
    `${y}年${m}月${day}日${hour}:${pad(minute)}`,
    `${y}-${pad(m)}-${pad(day)} ${pad(hour)}:${pad(minute)}`,
    `${y}年${m}月${day}日上午${hour}时${minute ? `${minute}分` : ''}（北京时间）`,
    `${y}/${m}/${day} ${hour}:${pad(minute)}`,
  ];
  // 上午 only fits a morning hour.
  return hour < 12 ? rng.pick(forms) : rng.pick([forms[0]!, forms[1]!, forms[3]!]);
}

/** Money as 元 or 万元, with or without thousands separators. */
function moneyText(yuan: number, rng: Random): string {
  if (yuan % 100 === 0 && rng.chance(0.5)) return `${(yuan / 10000).toString()}万元`;
  return rng.chance(0.5) ? `人民币${yuan.toLocaleString('en-US')}.00元` : `${yuan}元`;
}

/** Invents the facts of one notice, deterministically from `rng`. */
export function makeNoticeDetail(
  rng: Random,
  university: string,
  abbr: string,
  type: NoticeType | null,
  publishedAt: string,
  id: number,
): NoticeDetail {
  const year = publishedAt.slice(0, 4);
  const detail: NoticeDetail = {
    projectNo: `${abbr.toUpperCase()}${rng.pick(PREFIXES)}-${year}-${String(id % 10000).padStart(4, '0')}`,
    purchaser: rng.chance(0.6) ? university : `${university}${rng.pick(UNITS)}`,
    contact: `${rng.pick(SURNAMES)}老师`,
    phone: `0${rng.int(20, 99)}-${rng.int(2000000, 8999999)}`,
    attachments: [],
  };
  if (type && RESULT_TYPES.has(type)) {
    detail.winner = `${rng.pick(['福', '闽', '粤', '苏'])}建${rng.pick(COMPANIES)}有限公司`;
    detail.amount = rng.int(50, 9000) * 100;
    detail.amountText = moneyText(detail.amount, rng);
    detail.attachments.push({ name: '中标通知书.pdf', file: `${id}-1.pdf` });
    return detail;
  }
  detail.budget = rng.int(3, 3000) * 1000;
  detail.budgetText = moneyText(detail.budget, rng);
  if (type !== '采购意向') {
    const day = addDays(publishedAt, rng.int(7, 21));
    const [hour, minute] = [rng.pick([9, 9, 10, 14, 15]), rng.pick([0, 0, 30])];
    detail.deadline = `${day.toISOString().slice(0, 10)}T${pad(hour)}:${pad(minute)}`;
    detail.deadlineText = deadlineText(day, hour, minute, rng);
    detail.attachments.push({ name: '招标文件.pdf', file: `${id}-1.pdf` });
    if (rng.chance(0.5)) {
      const ext = rng.pick(['doc', 'docx']);
      detail.attachments.push({ name: `采购需求及技术参数.${ext}`, file: `${id}-2.${ext}` });
    }
    if (rng.chance(0.25)) detail.attachments.push({ name: '图纸.zip', file: `${id}-3.zip` });
  }
  return detail;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The body HTML of a notice: numbered paragraphs of fields, then the attachment links under `attachBase`. */
export function noticeBodyHtml(title: string, detail: NoticeDetail, attachBase: string): string {
  const fields = [
    `项目编号：${detail.projectNo}`,
    `采购人：${escape(detail.purchaser)}`,
    detail.budgetText && `预算金额：${detail.budgetText}`,
    detail.winner && `中标人：${escape(detail.winner)}</p><p>中标金额：${detail.amountText}`,
    detail.deadlineText && `投标截止时间：${detail.deadlineText}，逾期送达的投标文件恕不接受。`,
    `联系人：${detail.contact}，电话：${detail.phone}`,
  ].filter(Boolean);
  const numbers = '一二三四五六七八九';
  return [
    `<p>${escape(detail.purchaser)}就“${escape(title)}”相关事项公告如下：</p>`,
    ...fields.map((field, i) => `<p>${numbers[i]}、${field}</p>`),
    ...detail.attachments.map((a) => `<p>附件：<a href="${attachBase}${a.file}">${escape(a.name)}</a></p>`),
  ].join('\n');
}

/** The body HTML of an ordinary notice or a news article. */
export function plainBodyHtml(title: string, university: string): string {
  return [
    `<p>各单位、全体师生：</p>`,
    `<p>${escape(title)}。现将有关事项通知如下，请相互转告，做好相关安排。</p>`,
    `<p>特此通知。</p>`,
    `<p style="text-align:right">${escape(university)}</p>`,
  ].join('\n');
}

export { escape as escapeHtml };
