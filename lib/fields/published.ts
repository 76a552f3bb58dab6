/** When the notice was published: 发布时间 / 发布日期 / 公告日期, as ISO `YYYY-MM-DD`. */
import { findDateTimes } from './date-times.ts';
import { findLabelled } from './labels.ts';

const LABELS = String.raw`发布时间|发布日期|公告日期|公告时间|发布于|发文日期|发稿时间|发表时间|更新时间`;
// A bare "日期:" or "时间:" is the publish date only on the page's meta line ("作者… 日期… 点击…"),
// not in "(二)开标 时间:…" nor a lecture's "时间:".
const BARE_LABELS = String.raw`日期|时间`;
const META_LINE = /来源|作者|点击|浏览|阅读|发布者|编辑|访问|字号/u;

/** The labelled publish date, or undefined (a date elsewhere in the text is not guessed to be it). */
export function findPublishedAt(lines: readonly string[]): string | undefined {
  const bare = findLabelled(lines, BARE_LABELS).filter(({ line }) => META_LINE.test(lines[line]!));
  for (const { value } of [...findLabelled(lines, LABELS), ...bare]) {
    const first = findDateTimes(value)[0];
    // The date must open the value: "时间:2024-04-02", not "时间:报名后3日内(2024-04-05前)".
    if (first && first.index <= 2) return first.date;
  }
  return undefined;
}
