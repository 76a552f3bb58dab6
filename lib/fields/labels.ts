/**
 * "Label: value" reading, the shape every notice template shares: "项目编号：FZU-2024-001",
 * "预算金额（万元）：98.6", "投标截止时间为2024年…", a value on the line after its label, and the
 * section style of the national template ("1.采购人信息" then "名称：福州大学").
 */

/** A value found after one of the labels. */
export interface Labelled {
  /** The label as matched, with its note and separator ("投标截止时间（北京时间）："). */
  label: string;
  /** The value text, cut at the next inline label. */
  value: string;
  /** The whole rest of the line after the label (the value before the cut). */
  rest: string;
  /** What was in brackets after the label ("万元" in 预算金额（万元）). */
  note?: string;
  /** Line number it was found on. */
  line: number;
  /** True when the label opens its line (after a "一、" or "1." numbering), as in a list of facts. */
  leading: boolean;
}

const NUMBERING = /^[\s\d一二三四五六七八九十.、()]*$/u;

/** How a value is set apart from its label: a colon (or 为), or anything (a date may follow directly). */
export type Separator = 'colon' | 'loose';

// A label starts a line or follows a non-Han character ("开标日期" is not "日期"; "原投标截止时间"
// is not the deadline), or follows 本项目 / 本次 ("本项目采购预算为…"), 变更后 ("变更后投标截止时间")
// or a procurement method ("磋商响应文件递交截止时间", "询价报价截止时间").
const LABEL_START = String.raw`(?:(?<!\p{Script=Han})|(?<=本项目|本次|项目|变更后|更正后|调整后|延期后|磋商|谈判|询价|比选|竞价))`;
// After a label: an optional bracketed note ("（万元）"), then the separator.
const NOTE = String.raw`\s*(?:\(([^()]{0,16})\))?\s*`;
// A table row read as text ("项目编号 FZU-2024-001", B's extraction puts cells on one line with
// spaces) separates label and value by a space: accepted too.
const SEPARATORS: Record<Separator, string> = { colon: String.raw`(?::\s*为?|为\s*:?|\s)`, loose: String.raw`(?::|为|是)?` };
// The next label on the same line ("张老师 联系电话:…") ends a value.
const NEXT_LABEL = /\s+[\p{Script=Han}()]{2,12}:/u;
// In a table row the next label is a cell of Han characters alone ("王老师 联系电话 0591…"),
// but "上午" and "(北京时间)" belong to a date.
const NEXT_CELL = /\s+(?!上午|下午|中午|晚上|早上|\(?北京时间)[\p{Script=Han}()]{2,10}(?=\s)/u;

/** Values after any of `labels` (a regex alternation source), in text order. */
export function findLabelled(lines: readonly string[], labels: string, separator: Separator = 'colon'): Labelled[] {
  const pattern = labelPattern(labels, separator);
  const found: Labelled[] = [];
  lines.forEach((text, line) => {
    for (const m of text.matchAll(pattern)) {
      let rest = m[2] ?? '';
      const tableCell = !/[:为是]\s*$/u.test(m[0]);
      let value = cutAtNextLabel(rest, tableCell);
      // "四、提交投标文件截止时间、开标时间和地点" as a heading: the value is on the next line.
      if (value === '' && line + 1 < lines.length) value = cutAtNextLabel((rest = lines[line + 1]!), tableCell);
      const leading = NUMBERING.test(text.slice(0, m.index));
      const label = m[0];
      if (value !== '') found.push(m[1] ? { label, value, rest, note: m[1], line, leading } : { label, value, rest, line, leading });
    }
  });
  return found;
}

/**
 * The national template's sections: a heading like "1.采购人信息" (or "采购人信息:" alone),
 * then "名称:福州大学" within the next few lines.
 */
export function findSectionName(lines: readonly string[], section: string): Labelled | undefined {
  const heading = new RegExp(`^[\\d一二三四五六七八九十.、()\\s]*(?:${section})(?:信息|情况)?\\s*:?\\s*$`, 'u');
  for (let i = 0; i < lines.length; i++) {
    if (!heading.test(lines[i]!)) continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
      const m = /^(?:单位)?名称\s*:\s*(.+)$/u.exec(lines[j]!);
      if (m) return { label: lines[i]!, value: cutAtNextLabel(m[1]!), rest: m[1]!, line: j, leading: true };
    }
  }
  return undefined;
}

// Compiled once per label set: extractFields asks for the same few sets on every page.
const compiled = new Map<string, RegExp>();

function labelPattern(labels: string, separator: Separator): RegExp {
  const key = `${separator}\u0000${labels}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    // The value is read in a lookahead, so a second label on the same line is found too.
    pattern = new RegExp(`${LABEL_START}(?:${labels})${NOTE}${SEPARATORS[separator]}\\s*(?=(.*)$)`, 'gu');
    compiled.set(key, pattern);
  }
  return pattern;
}

function cutAtNextLabel(value: string, tableCell = false): string {
  let end = NEXT_LABEL.exec(value)?.index ?? value.length;
  if (tableCell) end = Math.min(end, NEXT_CELL.exec(value)?.index ?? value.length);
  return value.slice(0, end).trim();
}
