/**
 * A labelling helper for real list titles: it PROPOSES a label (notice / other), a NoticeType and
 * a reason for each title, and flags the hard calls a reader must decide. It is written from the
 * review's lessons (../shared/corpus/titles/fzu-dev-reviewed.README.md) and issue 25's error
 * classes, never from the product classifier or its type rules, so a set labelled with it does not
 * measure the product against itself. Rules:
 *  - a notice is a title that ANNOUNCES a procurement step (a call, a change, a failure, a result,
 *    an intention, a letting or a disposal of assets) — a notice word at or near its end;
 *  - other: the same words in a news voice (召开/举行/圆满/顺利/我院对…), research 课题招标 and
 *    项目申报, recruitment and admissions, people's 公示, rules and procedures, 团购, outages;
 *  - hard (flagged for reading): a title with both kinds of signal, an asset write-off without a
 *    sale, a bare project name (no notice word) — notice only when its list is a procurement
 *    column — and anything the rules cannot place.
 * Traditional characters are read as simplified first (opencc-js), as a reader would.
 */
import * as OpenCC from 'opencc-js';
import { normalizeText } from '../lib/text/normalize.ts';
import type { NoticeType } from '../lib/types/notice.ts';

/** A row to label: the title and, where known, its list's name. */
export interface RowToLabel {
  text: string;
  list?: string;
}

/** What the helper proposes for a row. */
export interface Proposal {
  label: 'notice' | 'other';
  type: NoticeType | null;
  /** Why, in a few words; `hard:` first when a reader must decide. */
  note: string;
  hard: boolean;
}

const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });

// The procurement step a notice announces, and the word that says it is a notice.
const STEP = new RegExp(
  [
    '招标|招採|采购|比选|竞价|竞争性磋商|磋商|谈判|询价|询比|单一来源|中标|中选|成交|(中标|成交|中选)候选人|评标|流标|废标',
    '(资产|物资|设备|车辆|房产|废旧|闲置).{0,8}处置|意向公开|采购意向|资格预审|控制价|最高限价|招租|出租|招商|拍卖|竞买|邀标|比价|定点|密封报价|报价',
    // 遴选/入围 of a supplier, never of people, courses or tutors.
    '(遴选|入围|入选|入库|征集).{0,20}(单位|供应商|机构|公司|事务所|代理|企业|网点|服务商|商户|入驻|耗材|药品)|(单位|供应商|机构|公司|事务所|代理|企业|网点|服务商|商户|入驻|耗材|药品).{0,12}(遴选|入围|入选|入库|征集)',
    '投标文件|递交投标|开标|补遗',
    '方案征集|征集.{0,12}方案',
    // A project's result, change or failure, said without a procurement word.
    '(项目|工程|服务|采购包|合同包|标段|单位).{0,40}(结果公告|结果的公告|补充通知|补充公告|更正|变更|澄清|答疑|延期|终止|流标|废标|预公告)',
  ].join('|'),
);
const NOTICE_WORD = /(公告|公示|通知|通告|邀请函|邀请书|结果|公开|文件|需求|意向|函|招租|出租)([一二三四五六七八九十\d]{0,3})([(（\[【].{0,40}[)）\]】])?$/;
// A notice kind first, then a separator and the project: 采购公告——…, 公开招标｜…, …比价公告：…
const NOTICE_INFIX = /(公告|公示|公开招标|邀请招标|比价|询价|竞价|磋商|谈判|招租)[：:｜|—–\-]{1,2}/;
const NOTICE_HEAD = /^\s*[\[【(（]?(招标|采购|中标|成交|结果|更正|变更|流标|废标|终止|询价|磋商|谈判|公开招标|竞争性磋商|单一来源|采购意向|招租)(公告|公示|信息)?[\]】)）:：]/;

// Other, even with a procurement word in it.
const NEWS_VOICE = /召开|举行|举办|圆满|顺利完成|荣获|喜获|获批|签约|签署|座谈|洽谈会|讨论会|调研(?!.{0,2}(公告|公示))|考察|走访|莅临|来校|推进会|动员会|观摩|我院对|我校对|出席|发布招标公告$/;
const RESEARCH = /课题(?!组)|科研项目|研究项目|项目申报|申报|立项|结项|基金|揭榜|专项|教改|教学改革|编写教材|教材编写|重点编写|规划教材/;
// A forwarded government document (转发…通知) is a circular, whatever it is about.
const FORWARD = /转发/;
const PEOPLE = /招聘|招生|录取|拟聘|聘用|录用|推免|复试|调剂|转专业|奖学金|助学金|表彰|评优|先进|优秀|党员|发展对象|入党|选举|候选人名单|人选|干部|任前|考核|职称|岗位|竞聘|值班|放假|停电|停水|停气|施工期间|交通管制|讲座|报告会|学术|会议|论坛|比赛|竞赛|大赛/;
const RULES = /管理办法|实施细则|暂行规定|规定|制度|流程|指南|解读|培训|操作手册|系统上线|使用说明|登记|备案|报销/;
const GROUP_BUY = /团购|集中采购目录|采购计划(填报|申报|征集)|采购需求(填报|征集|申报)|预算(填报|编制|编报)|编报|报送|填报/;
// Other whatever procurement words they hold: hiring (even for the procurement office), a
// system's outage, internal plans and budgets, surveys, calls for expert reviewers, rules issued
// or put to comment, research 课题 calls.
const DECISIVE_OTHER: readonly (readonly [RegExp, string])[] = [
  [/招聘|拟聘|聘用|录用|竞聘|岗位|(招生|录取)(简章|计划|名单)/, 'hiring or admissions'],
  [/暂停(服务|使用)|系统升级期间|停机|停电|停水/, 'outage or system notice'],
  [/培训(通知|会|班)|业务培训/, 'training'],
  [GROUP_BUY, 'internal purchase plan, budget or group buying'],
  [/满意度|问卷|调查结果|测评/, 'survey'],
  [/专家(库)?.{0,4}(征集|遴选|入库)|(征集|遴选).{0,10}专家/, 'call for expert reviewers'],
  [/印发|征求意见.{0,6}(办法|制度|规定)|(办法|制度|规定).{0,12}征求意见/, 'rules issued or put to comment'],
  [/课题(?!组)/, 'research 课题 call in procurement words'],
];
const WRITE_OFF = /报废|核销|调拨/;
// A write-off becomes a sale only with these.
const SALE = /拍卖|竞买|竞价|招标|投标|中标|成交|转让|公开处置|处置公告/;

// The list's name says what kind of column the row sits in.
const PROCUREMENT_COLUMN = /招标|采购|招投标|中标|成交|比选|询价|竞价|结果|更正|招租|处置|拍卖/;

/** Procurement-announcing types, first match wins (a correction of a result is a correction). */
const TYPES: readonly (readonly [RegExp, NoticeType])[] = [
  [/更正|变更|澄清|答疑|补遗|补充(公告|通知)|延期|推迟|暂停|修改/, '更正变更'],
  [/流标|废标|终止|失败|取消/, '废标流标终止'],
  [/候选人/, '候选人公示'],
  [/成交/, '成交结果'],
  [/中标|中选|评标结果|采购结果|结果(公告|公示)/, '中标结果'],
  [/意向/, '采购意向'],
  [/资格预审|资格审查/, '资格预审'],
  [/招租|出租|招商/, '招租'],
  [/处置|拍卖|竞买/, '资产处置'],
  [/遴选|入围|入库|定点/, '遴选入围'],
  [/询价|询比|竞价|比价/, '询价'],
  [/谈判/, '谈判'],
  [/磋商/, '磋商'],
  [/单一来源/, '单一来源'],
  [/招标|邀标|控制价|最高限价/, '招标'],
  [/采购|比选/, '采购'],
];

function typeOf(text: string): NoticeType {
  for (const [pattern, type] of TYPES) if (pattern.test(text)) return type;
  return '其他公告';
}

/** The helper's proposal for one row. */
export function proposeLabel(row: RowToLabel): Proposal {
  // A title cut short by its list (…, ...) is read as far as it goes.
  const text = toSimplified(normalizeText(row.text)).replace(/\s/g, '').replace(/(…|\.{2,})+$/, '');
  const column = row.list ? PROCUREMENT_COLUMN.test(toSimplified(row.list)) : undefined;
  const step = STEP.test(text);
  const announces = step && (NOTICE_WORD.test(text) || NOTICE_HEAD.test(text) || NOTICE_INFIX.test(text));
  const against = [
    [NEWS_VOICE, 'news voice'],
    [RESEARCH, 'research or application call'],
    [PEOPLE, 'people, campus or academic notice'],
    [RULES, 'rules or procedure'],
    [GROUP_BUY, 'internal purchase plan or group buying'],
  ].find(([pattern]) => (pattern as RegExp).test(text))?.[1] as string | undefined;
  const other = (note: string, hard = false): Proposal => ({ label: 'other', type: null, note: hard ? `hard: ${note}` : note, hard });
  const notice = (note: string, hard = false): Proposal => ({ label: 'notice', type: typeOf(text), note: hard ? `hard: ${note}` : note, hard });

  if (FORWARD.test(text)) return other('forwarded circular');
  if (WRITE_OFF.test(text) && !SALE.test(text)) return other('asset write-off or transfer without a sale', true);
  // A purchase for the admissions office or of a system upgrade is still a purchase.
  if (announces && !/项目|工程|服务机构/.test(text)) {
    const decisive = DECISIVE_OTHER.find(([pattern]) => pattern.test(text));
    if (decisive) return other(decisive[1], true);
  }
  if (announces && against) {
    // A news voice reports on procurement; anything else with both signals leans notice, and a
    // reader decides.
    if (against === 'news voice') return other('news voice about procurement', true);
    return notice(`procurement notice word, but also ${against}`, true);
  }
  if (announces) return notice('announces a procurement step');
  if (step && against) return other(against);
  if (step) return column ? notice('procurement word without a notice word, in a procurement column', true) : other('procurement word without a notice word', true);
  if (against) return other(against);
  if (column) return notice('bare title in a procurement column (a project name)', true);
  return other(column === false ? 'no procurement word, not a procurement column' : 'no procurement word');
}
