/**
 * Hanweb (大汉) datastores: a list's rows kept as XML records in a `<script type="text/xml">` (or a
 * dataproxy.jsp answer's bare `<record>`s), put into the page so they read as any list's rows, and
 * the later groups of records asked from dataproxy.jsp (startrecord/endrecord/perpage plus the
 * `<nextgroup>` link's column and unit ids), up to the pager's totalRecord.
 */
import type { Element } from 'domhandler';
import { Element as DomElement, type AnyNode } from 'domhandler';
import { parseHtml } from '../../parse/parse.ts';
import { isText } from '../../extract/text.ts';
import { MAX_READ_PAGES } from '../bounds.ts';

/** A Hanweb datastore's pager settings, read from the page's scripts and its `<nextgroup>`. */
const PROXY_URL = /proxyUrl\s*:\s*['"]([^'"]+)['"]/;
const PER_PAGE = /perPage\s*:\s*['"]?(\d{1,4})/;
const TOTAL_RECORD = /totalRecord\s*:\s*['"]?(\d{1,7})/;
const NEXT_GROUP = /<nextgroup>\s*<!\[CDATA\[\s*<a[^>]*href=["']([^"']+)["']/i;
const RECORD_CDATA = /<record>\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*<\/record>/gi;

/** The rows' HTML of a datastore script, one string per record. */
function datastoreRecords(code: string): string[] {
  return [...code.matchAll(RECORD_CDATA)].map((m) => m[1]!);
}

/**
 * The page URLs of a Hanweb datastore list: `dataproxy.jsp?startrecord=S&endrecord=E&perpage=P`
 * plus the `<nextgroup>` link's query (column, unit, site ids), one group of records per URL
 * after those shown; the count comes from the pager's totalRecord (else one more group is read:
 * an answer's groups are not chained, so a list is never probed past its end).
 */
export function datastorePages(datastore: string, scripts: string[], shown: number, resolve: (href: string) => string | undefined): string[] {
  const code = scripts.join('\n');
  const next = NEXT_GROUP.exec(datastore)?.[1]?.replace(/&amp;/g, '&');
  const proxy = PROXY_URL.exec(code)?.[1] ?? next?.replace(/\?.*$/, '');
  const perPage = Number(PER_PAGE.exec(code)?.[1] ?? 0) || shown;
  if (!proxy || shown === 0 || perPage === 0) return [];
  const total = Number(TOTAL_RECORD.exec(code)?.[1] ?? 0);
  const group = Math.max(shown, perPage);
  const query = (next?.includes('?') ? next.slice(next.indexOf('?') + 1) : '').split('&').filter((p) => p && !/^(?:page|startrecord|endrecord|perpage)=/i.test(p));
  const urls: string[] = [];
  for (let start = shown + 1; (total > 0 ? start <= total : start === shown + 1) && urls.length < MAX_READ_PAGES; start += group) {
    const end = total > 0 ? Math.min(total, start + group - 1) : start + group - 1;
    const url = resolve(`${proxy}?${[`startrecord=${start}`, `endrecord=${end}`, `perpage=${perPage}`, ...query].join('&')}`);
    if (url) urls.push(url);
  }
  return urls;
}

/** The text of a comment-wrapped CDATA section (`[CDATA[…]]`), as htmlparser2 leaves it in HTML mode. */
function cdataText(node: { type: string; data?: string }): string | undefined {
  if (node.type !== 'comment' || !node.data) return undefined;
  const m = /^\[CDATA\[([\s\S]*)\]\]$/.exec(node.data);
  return m?.[1];
}

/**
 * Puts a Hanweb datastore's rows into the page where the datastore sits, so they are read as any
 * list's rows: a `<script type="text/xml">` becomes a `div` of its records' HTML; a bare `<record>`
 * (a dataproxy.jsp answer, its CDATA left as a comment) becomes its HTML. Returns the datastore
 * scripts' code and the rows shown (for the pager).
 */
export function unwrapDatastores(datastores: Element[]): { code: string; shown: number } {
  let code = '';
  let shown = 0;
  for (const el of datastores) {
    const parent = el.parent;
    if (!parent || !('children' in parent)) continue;
    let html: string;
    if (el.name === 'script') {
      const text = el.children.map((c) => (isText(c) ? c.data : '')).join('');
      const records = datastoreRecords(text);
      code += text;
      shown += records.length;
      html = records.join('');
    } else {
      html = el.children.map((c) => cdataText(c as { type: string; data?: string }) ?? '').join('');
      shown++;
    }
    const nodes = parseHtml(html).children as AnyNode[];
    const replacement: AnyNode[] = el.name === 'script' ? [new DomElement('div', { class: 'datastore' }, nodes)] : nodes;
    for (const node of replacement) node.parent = parent as DomElement;
    if (el.name === 'script') for (const node of nodes) node.parent = replacement[0] as DomElement;
    const at = parent.children.indexOf(el);
    if (at >= 0) parent.children.splice(at, 1, ...(replacement as never[]));
  }
  return { code, shown };
}
