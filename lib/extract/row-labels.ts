/**
 * A row's notice type printed beside its title: a 类型 cell or badge outside the link (`[中标]`,
 * `【更正】`, `招标公告`), as procurement tables print 类型 | 项目名称 | 发布日期. The title may then
 * name only the project (`…改造工程`): the row is a notice of that type, and its own page has the
 * whole title (lib/classify/rows.ts).
 */
import type { Element } from 'domhandler';
import { spacedText } from './text.ts';
import type { RawLink } from './walk.ts';

/** A notice type as a label: a procurement stage or method, alone, with 公告/公示/结果 at most. */
const NOTICE_TYPE = /^(?:招标|采购|中标|成交|更正|变更|澄清|答疑|延期|废标|流标|终止|询价|磋商|谈判|竞价|单一来源|采购意向|意向|候选人|结果)(?:公告|公示|结果|信息)?$/;
/** Brackets a badge is printed in. */
const BRACKETS = /^[[【(（「〔]|[\]】)）」〕]$/g;

/** The notice type the row prints outside its link, or undefined (a menu item, a plain row). */
export function rowLabel(link: RawLink, row: Element): string | undefined {
  if (row === link.element) return undefined;
  const outside = spacedText(row).replace(spacedText(link.element), ' ');
  for (const piece of outside.split(/\s+/)) {
    const word = piece.replace(BRACKETS, '');
    if (word && NOTICE_TYPE.test(word)) return word;
  }
  return undefined;
}
