/**
 * From a list page's notice links to stored notices: links never seen are fetched once, read
 * (fields, type, attachments), checked against the notices stored (same fingerprint, project
 * number and date: dedup.ts), and stored one per batch.
 */
import { canonicalUrl } from '../url.ts';
import type { Notice, PageLink } from '../types.ts';
import { put } from './state.ts';
import { checkAbort, fetchCounted, readCounted, type SiteRun } from './site-run.ts';

/** Collects the new notices among `links` found on the list page `listUrl`; returns how many links were unknown. */
export async function collectNotices(run: SiteRun, links: PageLink[], listUrl: string): Promise<number> {
  let unknown = 0;
  for (const link of links) {
    checkAbort(run);
    const url = canonicalUrl(link.url);
    if (!url || run.notices.isKnown(url) || run.notices.gaveUp(url)) continue;
    unknown++;
    await collectOne(run, link, url, listUrl);
  }
  return unknown;
}

async function collectOne(run: SiteRun, link: PageLink, url: string, listUrl: string): Promise<void> {
  const fetched = await fetchCounted(run, url, 'notice');
  const page = fetched && readCounted(run, fetched);
  if (!page) {
    // Tried again next run (a timeout passes), but not forever (a 404 stays).
    const count = run.notices.addFailure(url);
    await run.state.commit([put('failed', url, { url, count })]);
    return;
  }
  const { pipeline, deps, site } = run;
  const title = link.title || page.title;
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
}
