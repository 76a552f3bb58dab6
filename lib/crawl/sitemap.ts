/**
 * Sitemaps as a source of list pages: the `Sitemap:` lines of a host's robots.txt, and for a
 * seed's host that names none its `/sitemap.xml` (an index too: a few files at most). Of the URLs
 * a sitemap names, those that read as a column page (no article id, no date in the path) on a
 * procurement or notice path are offered to discovery with a boost; the rest is left to the link
 * graph. Missing sitemaps are no error: most sites have none.
 */
import { Parser } from 'htmlparser2';
import { PROCUREMENT_URL } from '../classify/tagblock.ts';
import { canonicalUrl } from '../url/canonical.ts';
import { parseUrl } from '../url/resolve.ts';
import { registrableDomain } from '../url/domain.ts';
import { budgetLeft, checkAbort, type SiteRun } from './site-run.ts';

/** Sitemap files read per host (an index and its first children). */
export const MAX_SITEMAP_FILES = 5;
/** URLs read per file (the protocol's own limit). */
export const MAX_SITEMAP_URLS = 50_000;
/** Column pages taken from one host's sitemaps. */
export const MAX_SITEMAP_LISTS = 100;
/** Frontier scores: a procurement column is as good as a strong link; a notice stream can hold tenders. */
export const PROCUREMENT_SCORE = 0.9;
export const NOTICE_SCORE = 0.5;

/** What one sitemap file names: pages (`<url><loc>`) and further sitemaps (`<sitemap><loc>`). */
export interface SitemapFile {
  pages: string[];
  sitemaps: string[];
}

/** Reads a sitemap or sitemap index (XML; any namespace prefix); at most MAX_SITEMAP_URLS locations. */
export function parseSitemap(xml: string): SitemapFile {
  const out: SitemapFile = { pages: [], sitemaps: [] };
  const stack: string[] = [];
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        stack.push(localName(name));
        text = '';
      },
      ontext(chunk) {
        text += chunk;
      },
      onclosetag(name) {
        const tag = localName(name);
        const parent = stack[stack.length - 2];
        stack.pop();
        if (tag !== 'loc' || out.pages.length + out.sitemaps.length >= MAX_SITEMAP_URLS) return;
        const loc = text.trim();
        if (!/^https?:\/\//i.test(loc)) return;
        if (parent === 'url') out.pages.push(loc);
        else if (parent === 'sitemap') out.sitemaps.push(loc);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return out;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** Notice streams by their usual column names (通知公告, 公告, 公示). */
const NOTICE_URL = /tzgg|tzgs|gsgg|ggtz|gonggao|notice/i;
/** An article rather than a column: a query naming one item. */
const ITEM_PARAM = /^(?:id|\w*newsid|\w*articleid|aid|docid|contentid|infoid)$/i;

/** The frontier score a sitemap URL earns (0: not worth a request before the link graph reaches it). */
export function sitemapScore(url: string): number {
  const parsed = parseUrl(url);
  if (!parsed) return 0;
  const segments = parsed.pathname.split('/').filter(Boolean);
  const stem = (segments[segments.length - 1] ?? '').replace(/\.[a-z]+$/i, '');
  // /info/1003/12345.htm, t20251120_123.htm, /2025/0402/c1a2/page.htm, view.asp?id=7: one article each.
  if (/\d{3,}/.test(stem) || segments.some((s) => /^(?:19|20)\d\d(?:\d{2,4})?$/.test(s)) || /c\d+a\d+/.test(parsed.pathname)) return 0;
  if ([...parsed.searchParams.keys()].some((name) => ITEM_PARAM.test(name))) return 0;
  const where = `${parsed.hostname}${parsed.pathname}${parsed.search}`;
  if (PROCUREMENT_URL.test(where)) return PROCUREMENT_SCORE;
  return NOTICE_URL.test(where) ? NOTICE_SCORE : 0;
}

/**
 * The column pages a host's sitemaps name, in scope of the site, with their scores. `probe`: ask
 * `/sitemap.xml` when robots.txt names no sitemap. Each file fetched counts in the run's budget
 * and is logged as a discovery fetch; `fetched` says how many were.
 */
export async function sitemapLists(run: SiteRun, origin: string, probe: boolean): Promise<{ lists: { url: string; score: number }[]; fetched: number }> {
  const named = run.deps.fetcher.sitemaps ? await run.deps.fetcher.sitemaps(`${origin}/`) : [];
  const queue = named.length > 0 ? [...named] : probe ? [`${origin}/sitemap.xml`] : [];
  const asked = new Set<string>();
  const lists = new Map<string, number>();
  while (queue.length > 0 && asked.size < MAX_SITEMAP_FILES && lists.size < MAX_SITEMAP_LISTS) {
    const file = queue.shift()!;
    if (asked.has(file) || registrableDomain(file) !== run.site || /\.gz$/i.test(file)) continue; // no request off the site; no gzip reader
    asked.add(file);
    const xml = await fetchQuietly(run, file);
    if (xml === undefined) {
      if (run.spent) break;
      continue;
    }
    const { pages, sitemaps } = parseSitemap(xml);
    queue.push(...sitemaps);
    for (const page of pages) {
      const url = canonicalUrl(page);
      if (!url || registrableDomain(url) !== run.site || lists.has(url)) continue;
      const score = sitemapScore(url);
      if (score > 0) lists.set(url, score);
      if (lists.size >= MAX_SITEMAP_LISTS) break;
    }
  }
  return { lists: [...lists].map(([url, score]) => ({ url, score })), fetched: asked.size };
}

// A sitemap file's text within the run's budget; a missing or unreadable one is simply none (no error counted).
async function fetchQuietly(run: SiteRun, url: string): Promise<string | undefined> {
  checkAbort(run);
  if (!budgetLeft(run)) return undefined;
  run.summary.requests++;
  run.deps.log?.({ type: 'fetch', site: run.site, url, purpose: 'discover' });
  try {
    const page = await run.deps.fetcher.fetchPage(url);
    return page.notModified || registrableDomain(page.url) !== run.site ? undefined : page.text;
  } catch {
    checkAbort(run);
    return undefined;
  }
}
