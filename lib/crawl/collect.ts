/**
 * From a list page's notice links to stored notices: links never seen are fetched once, read
 * (fields, type, attachments), checked against the notices stored (same fingerprint, project
 * number and date: dedup.ts), and stored one per batch. A row whose title the list cut short
 * ("…改造工…") is judged again by the full title on its own page; when that is no notice, the
 * URL is remembered as rejected and never fetched again.
 */
import { canonicalUrl } from '../url.ts';
import type { Notice, PageLink } from '../types.ts';
import { isCutTitle, type ListView } from './pipeline.ts';
import { put } from './state.ts';
import { checkAbort, fetchCounted, readCounted, type SiteRun } from './site-run.ts';

/** The links of a list view worth a request: its notices, then its cut titles. */
export function candidateCount(view: Pick<ListView, 'noticeLinks' | 'cutLinks'>): number {
  return view.noticeLinks.length + (view.cutLinks?.length ?? 0);
}

/**
 * Collects the new notices among a list view's notice links (and cut titles) found on the list
 * page `listUrl`; returns how many links were unknown.
 */
export async function collectNotices(run: SiteRun, view: Pick<ListView, 'noticeLinks' | 'cutLinks' | 'threshold'>, listUrl: string): Promise<number> {
  let unknown = 0;
  const stored: Notice[] = [];
  const links = [...view.noticeLinks.map((link) => ({ link, cut: false })), ...(view.cutLinks ?? []).map((link) => ({ link, cut: true }))];
  for (const { link, cut } of links) {
    checkAbort(run);
    const url = canonicalUrl(link.url);
    if (!url || run.notices.isKnown(url) || run.notices.gaveUp(url)) continue;
    unknown++;
    const notice = await collectOne(run, link, url, listUrl, cut ? (view.threshold ?? 0.5) : undefined);
    if (notice) stored.push(notice);
  }
  // Streamed: the page's new notices go out now, not when the site or the run is done.
  if (stored.length > 0) await run.deliver?.(stored);
  return unknown;
}

/** The cut title completed by the page's own title when that starts the same way, else the link's. */
function fullTitle(link: PageLink, pageTitle: string): string {
  const squash = (text: string) => text.replace(/[\s.…。]+/g, '');
  const prefix = squash(link.title);
  return prefix && squash(pageTitle).startsWith(prefix) && pageTitle.length > prefix.length ? pageTitle : link.title;
}

/** `cutThreshold`: set for a cut title, the score its full title needs (its list's threshold). */
async function collectOne(run: SiteRun, link: PageLink, url: string, listUrl: string, cutThreshold?: number): Promise<Notice | undefined> {
  const fetched = await fetchCounted(run, url, 'notice');
  const page = fetched && readCounted(run, fetched);
  if (!page) {
    // Tried again next run (a timeout passes), but not forever (a 404 stays).
    const count = run.notices.addFailure(url);
    await run.state.commit([put('failed', url, { url, count })]);
    return;
  }
  const { pipeline, deps, site } = run;
  const title = (isCutTitle(link.title) ? fullTitle(link, page.title) : link.title) || page.title;
  if (cutThreshold !== undefined && (title === link.title || deps.classifier.classify({ text: title, url }).score < cutThreshold)) {
    await run.state.commit([put('rejected', url, { url })]);
    run.notices.addAlias(url);
    return;
  }
  // A short page may give no body by text density: read the fields from all its text then.
  const text = page.body || page.blocks.map((block) => block.text).join('\n');
  const fields = pipeline.fields(text, title);
  const fingerprint = pipeline.fingerprint({ title, projectNo: fields.projectNo });
  const finalUrl = canonicalUrl(fetched.url) ?? url;
  const publishedAt = fields.publishedAt ?? page.publishedAt ?? link.date;
  const key = { fingerprint, publishedAt, deadline: fields.deadline, projectNo: fields.projectNo };
  const original = run.notices.sameAs(site, key) ?? (finalUrl !== url && run.notices.isKnown(finalUrl) ? finalUrl : undefined);
  if (original) {
    // The same notice under another URL (another list, a homepage box, another URL form): remember
    // the URL so it is never fetched again. A re-post with a new date is a new record (dedup.ts).
    await run.state.commit([put('aliases', url, { notice: original })]);
    run.notices.addAlias(url);
    return;
  }
  const notice: Notice = {
    ...fields,
    url,
    title,
    site,
    listUrl,
    type: pipeline.noticeType(title),
    attachments: page.attachments,
    firstSeenAt: new Date(deps.clock()).toISOString(),
    fingerprint,
    body: text,
  };
  if (publishedAt) notice.publishedAt = publishedAt;
  await run.state.commit([put('notices', url, notice)]);
  run.notices.addNotice(notice);
  deps.log?.({ type: 'notice', site, notice });
  return notice;
}
