/** How the crawl command prints: one JSON line per notice, and the per-site summary table. */
import type { Notice } from '../../lib/types.ts';
import type { SiteSummary } from '../../lib/crawl/index.ts';

/** The fields of a notice line, in this order; absent ones are left out. */
const LINE_FIELDS = ['url', 'title', 'site', 'listUrl', 'publishedAt', 'type', 'deadline', 'budget', 'projectNo', 'purchaser'] as const;

/** A notice as one output line's object: the documented fields only (no body, no fingerprint). */
export function noticeLine(notice: Notice): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const field of LINE_FIELDS) {
    const value = notice[field];
    if (value !== undefined && value !== null && value !== '') line[field] = value;
  }
  line.attachments = notice.attachments.map(({ name, url }) => ({ name, url }));
  line.firstSeenAt = notice.firstSeenAt;
  return line;
}

/** The per-site summary as an aligned text table, with a last line saying how many sites failed. */
export function summaryTable(sites: SiteSummary[]): string {
  const header = ['site', 'mode', 'lists', 'notices', 'new', 'requests', 'errors'];
  const rows = sites.map((s) => [
    s.site,
    s.mode,
    String(s.listPages),
    String(s.notices),
    String(s.newNotices),
    String(s.requests),
    Object.entries(s.errors).map(([kind, n]) => `${kind}×${n}`).join(' ') || '-',
  ]);
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i]!))));
  const format = (cells: string[]) => cells.map((c, i) => c + ' '.repeat(widths[i]! - width(c))).join('  ').trimEnd();
  const failed = sites.filter((s) => s.listPages === 0 && Object.keys(s.errors).length > 0);
  const lines = [format(header), ...rows.map(format)];
  lines.push(`${sites.length} sites, ${failed.length} failed${failed.length ? `: ${failed.map((s) => `${s.site} (${s.lastError ?? 'error'})`).join('; ')}` : ''}`);
  return `${lines.join('\n')}\n`;
}

// Display width: CJK characters take two columns in a terminal.
function width(text: string): number {
  let n = 0;
  for (const ch of text) n += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch) ? 2 : 1;
  return n;
}
