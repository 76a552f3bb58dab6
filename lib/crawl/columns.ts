/**
 * A university's procurement columns as the site itself names them: a menu, sidebar, tab box or
 * breadcrumb link whose short text carries a procurement word (招标公告, 更正公告, 中标结果,
 * 采购意向 …) is a column, with a kind read from its name. A named column is watched whatever its
 * row count, none included: the 更正 column holding one old notice today is where tomorrow's
 * deadline change appears. A rules column (采购制度, 办事指南, 下载专区) is no notice list, and a
 * notice's own title (关于…的招标公告, a project name) is no column name.
 */

/** What a column holds, read from its name. */
export type ColumnKind = 'intention' | 'call' | 'change' | 'result' | 'procurement';

export interface Column {
  /** The name the site gives it (the link's text). */
  name: string;
  kind: ColumnKind;
}

/** Why a watched list is kept (shown to the user in the options page and by `helper sites`). */
export type ListReason = 'notices' | 'named-column' | 'stream' | 'front-page' | 'user';

/** Kinds by their words, the first that applies winning: a 结果更正 is a change, a 招标结果 a result. */
const KINDS: ReadonlyArray<readonly [RegExp, ColumnKind]> = [
  [/更正|变更|澄清|延期|答疑|补遗|调整|修正/, 'change'],
  [/中标|成交|结果|候选人|废标|流标|终止|合同|验收/, 'result'],
  [/意向|预告|采购计划/, 'intention'],
  [/招标公告|采购公告|询价|磋商|谈判|单一来源|竞价|比选|遴选|邀请|招租|竞争性/, 'call'],
  [/招标|采购|招投标|比价/, 'procurement'],
];

/** Words that name procurement on their own. */
const STRONG = /招标|采购|招投标|询价|磋商|谈判|单一来源|竞价|中标|成交|废标|流标|比选|候选人|比价/;
/** Words that name a procurement column only where the page around them is about procurement (结果公示 on 人事处's site is no tender). */
const WEAK = /意向|更正|变更|澄清|延期|答疑|终止|结果|合同|验收|遴选/;
/** A column of rules, guides, forms or systems: no notices are posted there. */
const NOT_NOTICES = /制度|办法|规定|规范|细则|指南|流程|程序|下载|表格|范本|模板|文本|政策|法规|法律|须知|介绍|简介|概况|职责|机构|领导|联系|登录|系统|平台|注册|入库申请|专家|风采|动态|新闻|要闻|工作|学习|问答|常见问题|标准|目录|投诉|监督/;
/** A notice's title, not a column's name. */
const TITLE_LIKE = /^关于|\d{4}|[（(].+[)）]/;
/** Column names are short (招标公告, 竞争性磋商公告, 政府采购意向公开). */
const MAX_NAME_CHARS = 10;

/**
 * The column a link's text names, if any. `procurementContext`: the link sits on a page about
 * procurement (its title names it, or it is itself a column), where 更正公告 or 结果公示 alone is one.
 */
export function columnOf(text: string, procurementContext = false): Column | undefined {
  const name = cleanName(text);
  const chars = [...name].length;
  if (chars < 2 || chars > MAX_NAME_CHARS || TITLE_LIKE.test(name) || NOT_NOTICES.test(name)) return undefined;
  if (!STRONG.test(name) && !(procurementContext && WEAK.test(name))) return undefined;
  const kind = KINDS.find(([words]) => words.test(name))?.[1] ?? 'procurement';
  return { name, kind };
}

/** A page about procurement by its title (招标采购中心, 采购与招标管理办公室, 中标公告 - …). */
export function isProcurementPage(title: string): boolean {
  return STRONG.test(title);
}

// The link's words without spaces, arrows, "更多" or bracket marks around a menu item.
function cleanName(text: string): string {
  return text
    .replace(/\s+/g, '')
    .replace(/^[【\[·•>»›◆■●▶]+|[】\]>»›]+$/g, '')
    .replace(/(?:更多|more|MORE|\+)+$/g, '');
}
