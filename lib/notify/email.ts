/**
 * A batch as an email: an HTML part (page text escaped, links only http(s)) and a plain-text
 * part, at most 100 notices a mail. Sent through the caller's SMTP transport (the helper's is
 * nodemailer): lib builds the mail, never speaks SMTP.
 */
import { partLabel } from './channel.ts';
import { batchHeadline, changeText, factPieces, safeHref } from './item.ts';
import { htmlText, oneLine } from './text.ts';
import type { EmailChannel, Mail, NotifyItem } from './types.ts';

export const EMAIL_NOTICES = 100;

function htmlItem(item: NotifyItem): string {
  const title = htmlText(oneLine(item.title));
  const href = safeHref(item.url);
  const changes = (item.changes ?? []).map((c) => `<br>变更: ${htmlText(oneLine(changeText(c)))}`).join('');
  return `<li><a href="${href ? htmlText(href) : '#'}">${title}</a><br><small>${factPieces(item).map((p) => htmlText(oneLine(p))).join(' · ')}${changes}</small></li>`;
}

function textItem(item: NotifyItem): string {
  const lines = [`- ${oneLine(item.title)}`, `  ${factPieces(item).map(oneLine).join(' · ')}`];
  for (const c of item.changes ?? []) lines.push(`  变更: ${oneLine(changeText(c))}`);
  if (safeHref(item.url)) lines.push(`  ${item.url}`);
  return lines.join('\n');
}

/** The mails of a batch for `channel`. */
export function emailMessages(channel: EmailChannel, items: readonly NotifyItem[]): { items: NotifyItem[]; mail: Mail }[] {
  const parts: NotifyItem[][] = [];
  for (let i = 0; i < items.length; i += EMAIL_NOTICES) parts.push(items.slice(i, i + EMAIL_NOTICES));
  return parts.map((part, i) => {
    const subject = `${batchHeadline(part)}${partLabel(i, parts.length)}`;
    const html = `<!doctype html><html><head><meta charset="utf-8"><title>${htmlText(subject)}</title></head><body><h3>${htmlText(subject)}</h3><ul>${part.map(htmlItem).join('')}</ul></body></html>`;
    return { items: part, mail: { from: channel.from, to: channel.to, subject, text: `${subject}\n\n${part.map(textItem).join('\n\n')}\n`, html } };
  });
}
