/**
 * A batch as a robot's markdown message (企业微信 and 钉钉 read the same subset: headings, bold,
 * links, `>` quotes): per notice its linked title, then university · type · deadline · budget,
 * then what it changed, old → new. Page text goes through markdownText (text.ts): inert.
 */
import { batchHeadline, changeText, factPieces, safeHref } from './item.ts';
import { markdownText } from './text.ts';
import type { NotifyItem } from './types.ts';

/** One notice's lines. `br` is the platform's line break inside a block. */
export function markdownItem(item: NotifyItem, br: string): string {
  const title = markdownText(item.title);
  const href = safeHref(item.url);
  const lines = [`**${href ? `[${title}](${href})` : title}**`, `> ${factPieces(item).map(markdownText).join(' · ')}`];
  for (const change of item.changes ?? []) lines.push(`> 变更: ${markdownText(changeText(change))}`);
  return lines.join(br);
}

/** The whole message: a heading with the batch's count (and its part label), then the notices. */
export function markdownBatch(items: readonly NotifyItem[], label: string, br: string): string {
  return [`### ${batchHeadline(items)}${label}`, ...items.map((item) => markdownItem(item, br))].join('\n\n');
}
