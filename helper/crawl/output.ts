/** How the crawl command prints: one JSON line per notice, and the per-site summary table. */
import type { Notice } from '../../lib/types/notice.ts';
import { MAX_URL_LENGTH } from '../../lib/url/resolve.ts';
import type { SiteSummary } from '../../lib/crawl/index.ts';
import { formatTable } from './table.ts';

/** The fields of a notice line, in this order; absent ones are left out. */
const LINE_FIELDS = ['url', 'title', 'site', 'listUrl', 'publishedAt', 'type', 'deadline', 'budget', 'openingAt', 'projectNo', 'purchaser', 'project', 'changes', 'via', 'fileType'] as const;

/**
 * A notice as one output line's object: the documented fields only (no body, no fingerprint), with
 * `aliases` always present. URLs over MAX_URL_LENGTH (kept by states older than the cap) are left out.
 */
export function noticeLine(notice: Notice): Record<string, unknown> {
  const line: Record<string, unknown> = {};
  for (const field of LINE_FIELDS) {
    const value = notice[field];
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (typeof value === 'string' && (field === 'url' || field === 'listUrl') && value.length > MAX_URL_LENGTH) continue;
    line[field] = value;
  }
  line.attachments = notice.attachments.filter(({ url }) => url.length <= MAX_URL_LENGTH).map(({ name, url }) => ({ name, url }));
  // Other URLs of the same notice (another column, the procurement sub-site); may be empty.
  line.aliases = (notice.aliases ?? []).filter((url) => url.length <= MAX_URL_LENGTH);
  line.firstSeenAt = notice.firstSeenAt;
  return line;
}

/** The per-site summary as an aligned text table, with a last line saying how many sites failed. */
export function summaryTable(sites: SiteSummary[], browser = false): string {
  const rows = sites.map((s) => [
    s.site,
    s.mode,
    String(s.listPages),
    String(s.notices),
    String(s.newNotices),
    String(s.requests),
    Object.entries(s.errors).map(([kind, n]) => `${kind}×${n}`).join(' ') || '-',
  ]);
  const failed = sites.filter((s) => s.listPages === 0 && Object.keys(s.errors).length > 0);
  const verdict = `${sites.length} sites, ${failed.length} failed${failed.length ? `: ${failed.map((s) => `${s.site} (${s.lastError ?? 'error'})`).join('; ')}` : ''}`;
  return `${formatTable([['site', 'mode', 'lists', 'notices', 'new', 'requests', 'errors'], ...rows])}\n${verdict}\n${needsBrowserLines(sites, browser)}`;
}

const REASON_WORDS = {
  challenge: 'a gateway challenge',
  'script-list': 'rows written by a script',
  'js-pager': 'a pager of scripts only (later pages unread)',
  'click-rows': 'rows that open only on a click the browser could not follow (unread)',
  'script-menu': 'no list found in its pages as served (its menus may be drawn by scripts)',
  transport: 'answers the HTTP client refuses and a browser reads (a malformed header)',
  'script-frame': 'a list in a frame whose address a script sets',
} as const;

/** One line per site with pages that need a browser: the reasons, the first URL, and what to do. */
function needsBrowserLines(sites: SiteSummary[], browser: boolean): string {
  return sites
    .filter((s) => s.needsBrowser?.length)
    .map((s) => {
      const noted = s.needsBrowser!;
      // Without a browser, click rows are seen in the page as served: a browser follows them.
      const words = (reason: keyof typeof REASON_WORDS) => (reason === 'click-rows' && !browser ? 'rows that open only on a click a browser follows (unread)' : REASON_WORDS[reason]);
      const reasons = [...new Set(noted.map((n) => words(n.reason)))].join(', ');
      const more = noted.length > 1 ? ` and ${noted.length - 1} more` : '';
      const soft = (reason: string) => reason === 'js-pager' || (browser && reason === 'click-rows');
      const hint = !noted.some((n) => !soft(n.reason)) ? '' : browser ? ' (the browser could not read it either: see the errors)' : ' (run with --browser PATH to read it)';
      return `needs-browser: ${s.site}: ${reasons}: ${noted[0]!.url}${more}${hint}\n`;
    })
    .join('');
}
