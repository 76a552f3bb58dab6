/**
 * The last notices as an Atom feed (RFC 4287), for any feed reader: one entry per notice, newest
 * first, its title and link the notice's, its summary university · type · deadline · budget and
 * any change old → new. Page text is XML-escaped and stripped of characters XML cannot hold.
 */
import { changeText, factPieces, safeHref } from './item.ts';
import { cleanText, htmlText, oneLine } from './text.ts';
import type { NotifyItem } from './types.ts';

const x = (text: string) => htmlText(cleanText(text));

/** An Atom id for an item: a tag URI (RFC 4151) over its push id, so a revision is a new entry. */
function entryId(item: NotifyItem): string {
  return `tag:tender-radar.local,2026:${encodeURIComponent(item.id)}`;
}

export function atomFeed(items: readonly NotifyItem[], now: Date, title = '高校标讯雷达'): string {
  const entries = items.map((item) => {
    const href = safeHref(item.url);
    const updated = new Date(item.revisedAt ?? item.firstSeenAt);
    const summary = [factPieces(item).map(oneLine).join(' · '), ...(item.changes ?? []).map((c) => `变更: ${oneLine(changeText(c))}`)].join('\n');
    return [
      '  <entry>',
      `    <id>${x(entryId(item))}</id>`,
      `    <title type="text">${x(oneLine(item.title))}</title>`,
      ...(href ? [`    <link rel="alternate" href="${x(href)}"/>`] : []),
      `    <updated>${(Number.isNaN(updated.getTime()) ? now : updated).toISOString()}</updated>`,
      ...(item.publishedAt && /^\d{4}-\d{2}-\d{2}/.test(item.publishedAt) ? [`    <published>${item.publishedAt.slice(0, 10)}T00:00:00Z</published>`] : []),
      `    <author><name>${x(item.university ?? item.site)}</name></author>`,
      `    <summary type="text">${x(summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>tag:tender-radar.local,2026:feed</id>`,
    `  <title type="text">${x(title)}</title>`,
    `  <updated>${now.toISOString()}</updated>`,
    '  <generator>Tender Radar</generator>',
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
