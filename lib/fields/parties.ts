/** Who: the purchaser (采购人 / 招标人), the agency (采购代理机构) and, in results, the winner. */
import { findLabelled, findSectionName, type Labelled } from './labels.ts';

const PURCHASER = String.raw`采购人|采购单位|招标人|招标单位|采购方|建设单位`;
const AGENCY = String.raw`采购代理机构|招标代理机构|代理机构|招标代理单位|招标代理|采购代理单位|采购代理`;
const WINNER = String.raw`中标\(成交\)供应商|中标\(成交\)人|中标人|中标单位|中标供应商|中标商|成交供应商|成交人|成交单位|中选供应商|中选单位|中选人`;
// "经评审，确定X为中标人" / "X为成交供应商".
const WINNER_SENTENCE = new RegExp(`(?:确定|推荐|选定)([^,，;；。:]{2,60}?)为(?:${WINNER})`, 'u');
// A result section heading, under which "供应商名称" is the winner.
const RESULT_SECTION = /^[\d一二三四五六七八九十.、()\s]*(?:中标|成交|中标\(成交\)|中选)(?:结果|信息|情况)\s*:?$/u;
// "名称" after the label: "采购人名称:", "中标供应商名称:".
const NAMED = (labels: string) => String.raw`(?:${labels})(?:名称|全称)?`;

// A name ends where an address, a phone or the next clause begins.
const NAME_END = /[,，;；。、]|地址|地点|联系|电话|手机|邮编|传真|\s(?=\S*:)/u;
// Values that point elsewhere or describe instead of naming.
const NOT_A_NAME = /详见|见附件|另行|待定|^无$|^\/$|^-+$|^信息$/u;

/** The purchasing unit's name, e.g. "福州大学". */
export function findPurchaser(lines: readonly string[]): string | undefined {
  return firstName(findLabelled(lines, NAMED(PURCHASER)), findSectionName(lines, '采购人|招标人|采购单位'));
}

/** The procurement agency's name. */
export function findAgency(lines: readonly string[]): string | undefined {
  return firstName(findLabelled(lines, NAMED(AGENCY)), findSectionName(lines, '采购代理机构|招标代理机构|代理机构'));
}

/** The winning supplier's name, for result notices. */
export function findWinner(lines: readonly string[]): string | undefined {
  const named = firstName(findLabelled(lines, NAMED(WINNER)));
  if (named) return named;
  // "确定某某公司为中标人": the name before 为 + the winner's label.
  for (const line of lines) {
    const name = WINNER_SENTENCE.exec(line)?.[1];
    if (name && cleanName(name)) return cleanName(name);
  }
  // The national result template: "三、中标（成交）信息" then "供应商名称：…".
  const resultSection = lines.findIndex((line) => RESULT_SECTION.test(line));
  return resultSection < 0 ? undefined : firstName(findLabelled(lines.slice(resultSection), '供应商名称'));
}

function firstName(labelled: Labelled[], section?: Labelled): string | undefined {
  const candidates = section ? [...labelled, section].sort((a, b) => a.line - b.line) : labelled;
  for (const { value } of candidates) {
    const name = cleanName(value);
    if (name) return name;
  }
  return undefined;
}

/** The name part of a value, or undefined when it is not a plausible name. */
export function cleanName(value: string): string | undefined {
  const end = NAME_END.exec(value);
  const name = (end ? value.slice(0, end.index) : value).replace(/^[:：\s]+|[\s.。]+$/gu, '');
  if (name.length < 2 || name.length > 60 || NOT_A_NAME.test(name)) return undefined;
  if (!/\p{Script=Han}|[A-Za-z]{3}/u.test(name)) return undefined; // digits and signs are not a name
  return name;
}
