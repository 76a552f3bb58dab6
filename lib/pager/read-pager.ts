/**
 * readPager: the later pages of one parsed page that no plain link names, from every pager source
 * a static reader knows, each a reader of its own in read/. The rule: every reader that finds
 * pages adds them (a page's own host and scope only, never the page itself); a POST pager's pages
 * come as keyed posts; a pager only a script can turn, which no reader could read, says the page
 * needs a browser (`needsBrowser`), and names the page's own external scripts worth fetching first
 * (`scripts`: read again with their code, a function there may be the pager's).
 */
import type { ExtractedPage, PostbackPage } from '../types/page.ts';
import type { LinkTarget } from '../extract/links.ts';
import type { PageModel } from '../extract/walk.ts';
import { visibleText } from '../extract/text.ts';
import { resolveUrl } from '../url/resolve.ts';
import { MAX_PAGER_SCRIPTS_PER_PAGE } from './bounds.ts';
import { hasScriptPagerControls, controlPages } from './read/controls.ts';
import { countedPages } from './read/counted.ts';
import { formPagerPages, plainFormPages } from './read/form-pager.ts';
import { datastorePages } from './read/hanweb.ts';
import { jumpFormPages, jumpSelectPages } from './read/jump.ts';
import { clickerPages, hasPager, scriptOnlyPagerLinks } from './read/links.ts';
import { isPostbackPager, postbackPages } from './read/postback.ts';
import type { Templates } from './read/templates.ts';
import { trsPages } from './read/trs.ts';
import { configPages } from './read/widget-config.ts';

/** What readPager is given: the page as extracted so far and its walked model. */
export interface PagerInput {
  /** Its URL, links and list regions (a pager drawn from a count is read only for a list with no pager). */
  page: Pick<ExtractedPage, 'url' | 'links' | 'listRegions'>;
  model: PageModel;
  /** The page-building functions of its scripts (and of `pagerScripts`). */
  templates: Templates;
  /** Resolves an href of the page (base, scope, charset). */
  target: (href: string) => LinkTarget;
  /** Code of the page's external scripts the crawl fetched for it. */
  pagerScripts: string[];
  /** A Hanweb datastore's code and the records it shows (hanweb.ts unwrapDatastores). */
  datastore?: { code: string; shown: number };
  /** Later pages an app's embedded state counts (lib/extract/embedded-json.ts). */
  statePages?: string[];
  /** Rows call a function no script read so far defines: its script is worth fetching too. */
  unreadCalls: boolean;
}

/** What readPager found. */
export interface PagerReading {
  /** Later pages' URLs (postback keys among them), resolved, each once. */
  pages: string[];
  /** Later pages that are POSTs of a form (a WebForms postback, a form pager): keyed as in `pages`. */
  posts: PostbackPage[];
  /** A pager only a script can turn and none could read: a browser is needed. */
  needsBrowser: boolean;
  /** A script pager was read (a form pager, a plain POST form): no browser is needed for it. */
  read: boolean;
  /** The page's own external scripts where its pager's (or its rows') function may be. */
  scripts: string[];
}

/** The later pages of `page` that its scripts, forms, selects, counts and datastores give. */
export function readPager(input: PagerInput): PagerReading {
  const { page, model, templates, target } = input;
  const here = page.url;
  const crawlable = (href: string): string | undefined => {
    const t = target(href);
    return t.skip === undefined && t.url !== here ? t.url : undefined;
  };
  const absolute = (href: string) => target(href).url || undefined;
  const all = (hrefs: string[]) => hrefs.flatMap((href) => crawlable(href) ?? []);
  const pages: string[] = [
    ...all(clickerPages(model.clickers, templates)),
    ...all(jumpFormPages(model.forms, here, crawlable)),
    ...trsPages(model.scripts, crawlable),
    ...all(jumpSelectPages(model.jumps)),
    ...all(controlPages(model.pagerControls, templates)),
    ...all(input.statePages ?? []),
    ...(input.datastore?.code ? datastorePages(input.datastore.code, model.scripts, input.datastore.shown, crawlable) : []),
  ];
  let read = false;
  // A WebForms pager: each later page is a POST of the page's form (its key stands in the pages).
  const hrefs = model.links.map((l) => l.href);
  const webForms = isPostbackPager(model.scripts, model.links.map((l) => l.href + ' ' + (l.onclick ?? '')), model.forms);
  const posts = webForms ? keyed(postbackPages(model.links, model.forms, here, absolute), crawlable) : [];
  if (posts.length === 0) {
    // A form pager: a page function sets a field of a form to the page and submits it (form-pager.ts).
    const controls = [
      ...model.links.map((l) => ({ element: l.element, code: `${l.href} ${l.onclick ?? ''}`, text: l.text })),
      ...model.clickers.map((c) => ({ element: c.element, code: c.code, text: visibleText(c.element) })),
    ];
    const formPager = formPagerPages(controls, model.forms, [...model.scripts, ...input.pagerScripts], here, absolute);
    // A POST form that is the pager with no script (a page <select> or box and its button): keyed POSTs too.
    const plainForm = formPager.read ? [] : plainFormPages(model.forms, here, absolute);
    read = formPager.read || plainForm.length > 0;
    posts.push(...keyed([...formPager.posts, ...plainForm], crawlable));
    pages.push(...all(formPager.gets));
  }
  pages.push(...posts.map((p) => p.key));
  // A pager an external script draws from a page count: only for a list with no pager of its own.
  const bare = pages.length === 0 && page.listRegions.length > 0 && !hasPager(page);
  const byCount = bare ? countedPages(model.scripts, here, crawlable) : undefined;
  // Or a pager widget's settings (layui laypage, jqPaginator …) in an inline script: widget-config.ts.
  const counted = byCount && byCount.urls.length === 0 ? mergeCounted(byCount, configPages(model.scripts, here, crawlable)) : byCount;
  if (counted) pages.push(...counted.urls);
  const found = [...new Set(pages)];
  // Pager links that only run script we could not read (a 加载更多 link among them), script-only
  // controls, or a count handed to a function we could not read: only a browser turns the pages.
  const unreadPager = scriptOnlyPagerLinks(page.links).length >= 1 || hasScriptPagerControls(model.pagerControls) || (counted?.counted === true && counted.urls.length === 0);
  const needsBrowser = (isPostbackPager(model.scripts, hrefs, model.forms) && posts.length === 0) || (unreadPager && page.listRegions.length > 0 && found.length === 0 && !hasPager(page) && !read);
  return { pages: found, posts, needsBrowser, read, scripts: needsBrowser || input.unreadCalls ? ownScripts(model.scriptSources, here) : [] };
}

// Keys made crawlable (the page's scope, not the page itself); posts whose key is not are dropped.
function keyed(posts: PostbackPage[], crawlable: (href: string) => string | undefined): PostbackPage[] {
  return posts.flatMap((p) => {
    const key = crawlable(p.key);
    return key ? [{ ...p, key }] : [];
  });
}

// Two readings of a script-drawn pager: the URLs one found, and whether either saw a count of pages.
function mergeCounted(a: { urls: string[]; counted: boolean }, b: { urls: string[]; counted: boolean }): { urls: string[]; counted: boolean } {
  return { urls: a.urls.length > 0 ? a.urls : b.urls, counted: a.counted || b.counted };
}

// The page's own host's external scripts (http/https), a few at most.
function ownScripts(sources: string[], here: string): string[] {
  const host = new URL(here).host;
  const scripts = sources.flatMap((src) => {
    const url = resolveUrl(src, here);
    return url && new URL(url).host === host && /^https?:$/.test(new URL(url).protocol) ? [url] : [];
  });
  return [...new Set(scripts)].slice(0, MAX_PAGER_SCRIPTS_PER_PAGE);
}
