/**
 * From a list page's notice links to stored notices: links never seen are fetched once, read
 * (fields, type, attachments), checked against the notices stored (same fingerprint, project
 * number and date: dedup.ts), and stored one per batch. A row whose title the list cut short
 * ("…改造工…") is judged again by the full title on its own page; when that is no notice, the
 * URL is remembered as rejected and never fetched again.
 *
 * A notice keeps what a bidder needs, never the raw page: fields are read from the whole text,
 * but the stored `body` is an excerpt of at most MAX_BODY_BYTES, and title and attachments are
 * bounded too, so a state of thousands of 5 MB pages stays a few MB (issue 10).
 */
import { clipChars, clipUtf8 } from '../text/clip.ts';
import { canonicalUrl, MAX_URL_LENGTH } from '../url.ts';
import type { Attachment, Notice, PageLink } from '../types.ts';
import { isCutTitle, type ListView } from './pipeline.ts';
import { put } from './state.ts';
import { checkAbort, fetchCounted, readCounted, type SiteRun } from './site-run.ts';

/** The stored text excerpt of a notice, in UTF-8 bytes (search and fields need no more). */
export const MAX_BODY_BYTES = 64 * 1024;
/** A title or attachment name longer than this is cut: no real one comes near. */
export const MAX_TITLE_CHARS = 1000;
/** Attachments kept per notice; a page listing more is a file index, not a notice's files. */
export const MAX_ATTACHMENTS = 50;

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
  const links = [...view.noticeLinks.map((link) => ({ link, cut: false })), ...(view.cutLinks ?? []).map((link) => ({ link, cut: true }))];
  for (const { link, cut } of links) {
    checkAbort(run);
    const url = canonicalUrl(link.url);
    if (!url || url.length > MAX_URL_LENGTH || run.notices.isKnown(url) || run.notices.gaveUp(url)) continue;
    unknown++;
    await collectOne(run, link, url, listUrl, cut ? (view.threshold ?? 0.5) : undefined);
  }
  return unknown;
}

/** The cut title completed by the page's own title when that starts the same way, else the link's. */
function fullTitle(link: PageLink, pageTitle: string): string {
  const squash = (text: string) => text.replace(/[\s.…。]+/g, '');
  const prefix = squash(link.title);
  return prefix && squash(pageTitle).startsWith(prefix) && pageTitle.length > prefix.length ? pageTitle : link.title;
}

/** `cutThreshold`: set for a cut title, the score its full title needs (its list's threshold). */
async function collectOne(run: SiteRun, link: PageLink, url: string, listUrl: string, cutThreshold?: number): Promise<void> {
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
  const redirected = canonicalUrl(fetched.url);
  const finalUrl = redirected && redirected.length <= MAX_URL_LENGTH ? redirected : url;
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
    title: clipChars(title, MAX_TITLE_CHARS),
    site,
    listUrl,
    type: pipeline.noticeType(title),
    attachments: boundedAttachments(page.attachments),
    firstSeenAt: new Date(deps.clock()).toISOString(),
    fingerprint,
    body: clipUtf8(text, MAX_BODY_BYTES),
  };
  if (publishedAt) notice.publishedAt = publishedAt;
  await run.state.commit([put('notices', url, notice)]);
  run.notices.addNotice(notice);
  deps.log?.({ type: 'notice', site, notice });
}

/** The attachments worth storing: URLs of a sane length, names cut, at most MAX_ATTACHMENTS. */
function boundedAttachments(attachments: Attachment[]): Attachment[] {
  return attachments
    .filter((a) => a.url.length <= MAX_URL_LENGTH)
    .slice(0, MAX_ATTACHMENTS)
    .map((a) => (a.name.length > MAX_TITLE_CHARS ? { ...a, name: clipChars(a.name, MAX_TITLE_CHARS) } : a));
}
