/**
 * From a list page's notice links to stored notices: links never seen are fetched once, read
 * (fields, type, attachments) and handed to lib/dedup/ingest.ts, which stores it as a new record
 * or an alias of a stored one. A row whose title the list cut short
 * ("…改造工…") is judged again by the full title on its own page; when that is no notice, the
 * URL is remembered as rejected and never fetched again. A row that shows a notice of an earlier
 * run under a new title (an edit in place: "…招标公告（更正）") has its page read again, and the
 * notice is revised and delivered again with what changed.
 *
 * A notice keeps what a bidder needs, never the raw page: fields are read from the whole text,
 * but the stored `body` is an excerpt of at most MAX_BODY_BYTES (lib/dedup/ingest.ts, which also
 * bounds title and attachments), so a state of thousands of 5 MB pages stays a few MB.
 */
import { ingest, revise, type Arrival } from '../dedup/ingest.ts';
import { isRetitled } from '../dedup/retitle.ts';
import { bodyVerdict } from '../classify/notice-body.ts';
import { fileExtension } from '../url/classify-link.ts';
import type { ExtractedPage, FetchedPage, PageLink } from '../types/page.ts';
import type { Notice } from '../types/notice.ts';
import type { WriteOp } from '../store/store.ts';
import { isCutTitle, isFileRow, isOffSiteRow, type ListView } from './crawl-pipeline.ts';
import { behindLogin, isLoginAnswer, noteLoginAnswer } from './login-wall.ts';
import { linkProject } from './projects.ts';
import { drawnBefore, noteDrawn, renderCounted, renderDrawn } from '../browser/render.ts';
import { whyBrowser } from '../browser/why-browser.ts';
import { del, pendingCollection, put, type PendingRecord } from './state.ts';
import { budgetLeft, checkAbort, fetchOutcome, keepForLater, readCounted, type SiteRun } from './site-run.ts';
import { siteUrl } from './volatile.ts';

/**
 * Notice links one list may leave pending: real lists show tens of rows a page; a page of 200,000
 * links is a trap, and its tail is dropped rather than written to the store.
 */
export const MAX_PENDING_PER_LIST = 10_000;

/** What collecting a notice needs of its link. */
type LinkFacts = Pick<PageLink, 'url' | 'title' | 'date' | 'clipped' | 'doubt'>;


/** The links of a list view worth a request: its notices, then its cut titles. */
export function candidateCount(view: Pick<ListView, 'noticeLinks' | 'cutLinks'>): number {
  return view.noticeLinks.length + (view.cutLinks?.length ?? 0);
}

/** What a list page's rows held: how many links were unknown (or first stored in this run), and whether its last notice row was. */
export interface Collected {
  unknown: number;
  /**
   * The page's last notice row is new: more new rows may follow on the next page (pinned old rows
   * on top, or a list sorted by deadline, leave known rows above new ones).
   */
  newToBottom: boolean;
}

/**
 * Collects the new notices among a list view's notice links (and cut titles) found on the list
 * page `listUrl`.
 */
export async function collectNotices(run: SiteRun, view: Pick<ListView, 'noticeLinks' | 'cutLinks' | 'doubtLinks' | 'threshold' | 'via'>, listUrl: string): Promise<Collected> {
  let unknown = 0;
  const bottom = view.noticeLinks.at(-1) ?? view.cutLinks?.at(-1);
  let newToBottom = false;
  const stored: Notice[] = [];
  const links = [
    ...view.noticeLinks.map((link) => ({ link, cut: false })),
    ...(view.cutLinks ?? []).map((link) => ({ link, cut: true })),
    ...(view.doubtLinks ?? []).map((link) => ({ link, cut: false })),
  ];
  const later: PendingRecord[] = [];
  const edits = new EditedRows();
  for (const { link, cut } of links) {
    checkAbort(run);
    const url = siteUrl(run.volatile, link.url);
    const fresh = url !== undefined && run.fresh?.has(url) === true;
    if (fresh) unknown++;
    if (!url || isKnown(run, url) || run.notices.gaveUp(url)) {
      if (link === bottom && fresh) newToBottom = true;
      if (url && !fresh && !cut) edits.note(run, link, url);
      continue;
    }
    if (link === bottom) newToBottom = true;
    if (isFileRow(link) || isOffSiteRow(link)) {
      // A file or another site's page is never fetched: a cut title cannot be completed, nor a doubt
      // settled by a body, so only a judged notice is kept.
      if (cut || link.doubt === 'low') continue;
      unknown++;
      const notice = await collectFromRow(run, link, url, listUrl, view.via);
      if (notice) stored.push(notice);
      continue;
    }
    unknown++;
    const cutThreshold = cut ? (view.threshold ?? 0.5) : undefined;
    // Budget spent: the rest of the list's new links wait for the next run, none lost.
    if (!budgetLeft(run)) {
      if (later.length < MAX_PENDING_PER_LIST) later.push(pendingRecord(link, url, listUrl, cutThreshold));
    }
    else {
      const notice = await collectOne(run, link, url, listUrl, cutThreshold, false, view.via);
      if (notice) stored.push(notice);
    }
  }
  await run.state.commit(later.map((p) => put(pendingCollection(run.site), p.url, p)));
  for (const { link, url } of edits.take()) {
    if (!budgetLeft(run)) break; // still edited next run: seen then
    const notice = await collectEdit(run, link, url, listUrl, view.via);
    if (notice) stored.push(notice);
  }
  // Streamed: the page's new notices go out now, not when the site or the run is done.
  if (stored.length > 0) await run.deliver?.(stored);
  return { unknown, newToBottom };
}

/** Edits in place fetched from one list page at most: edits are rare, and each costs a request. */
const MAX_EDITS_PER_PAGE = 5;

/**
 * The rows of one list page that show a notice stored in an earlier run under a new title
 * (lib/dedup/retitle.ts). When most of a page's known rows look retitled, the site changed how it
 * writes titles (a redesign), which is no edit: none is taken.
 */
class EditedRows {
  private known = 0;
  private readonly rows: Array<{ link: LinkFacts; url: string }> = [];

  note(run: SiteRun, link: LinkFacts, url: string): void {
    const titles = run.notices.titlesOf(url);
    if (!titles || link.clipped || isCutTitle(link.title)) return;
    this.known++;
    if (isRetitled(titles, link.title) && !this.rows.some((r) => r.url === url)) this.rows.push({ link, url });
  }

  take(): Array<{ link: LinkFacts; url: string }> {
    return this.rows.length > Math.max(2, this.known / 2) ? [] : this.rows.slice(0, MAX_EDITS_PER_PAGE);
  }
}

/**
 * A notice whose row shows a new title under its stored URL: its page read again, and the record
 * revised (lib/dedup/ingest.ts `revise`) so it is delivered again with what changed. A page that
 * fails now is tried again next run (the row still shows the new title).
 */
async function collectEdit(run: SiteRun, link: LinkFacts, url: string, listUrl: string, listVia?: 'browser'): Promise<Notice | undefined> {
  if (behindLogin(run, url)) return undefined; // its page is a login form: nothing to read again
  const outcome = await fetchOutcome(run, url, 'notice', undefined, listUrl);
  const fetched = outcome.page;
  const page = fetched && readCounted(run, fetched);
  if (!fetched || !page) return undefined;
  const notice = await revise(ingestDeps(run), pageArrival(run, link.title, url, listUrl, fetched, page, listVia));
  if (notice) run.deps.log?.({ type: 'notice', site: run.site, notice });
  return notice;
}

/** A notice as its own page gives it, under `title`: its text, fields, type and attachments. */
function pageArrival(run: SiteRun, title: string, url: string, listUrl: string, fetched: FetchedPage, page: ExtractedPage, listVia?: 'browser'): Arrival {
  const { pipeline, site } = run;
  // A short page may give no body by text density: read the fields from all its text then.
  const text = page.body || page.blocks.map((block) => block.text).join('\n');
  return {
    ...pipeline.fields(text, title),
    url,
    title,
    site,
    listUrl,
    type: pipeline.noticeType(title),
    attachments: page.attachments,
    body: text,
    via: listVia ?? fetched.via ?? 'static',
  };
}

/** Collects the notice links a spent budget left last time, while the budget lasts. */
export async function collectPending(run: SiteRun): Promise<void> {
  const stored: Notice[] = [];
  for (const pending of await run.state.pending(run.site)) {
    checkAbort(run);
    if (run.notices.isKnown(pending.url) || run.notices.gaveUp(pending.url)) {
      await run.state.commit([del(pendingCollection(run.site), pending.url)]);
      continue;
    }
    if (!budgetLeft(run)) break;
    const notice = await collectOne(run, pending, pending.url, pending.listUrl, pending.cutThreshold, true);
    if (notice) stored.push(notice);
  }
  if (stored.length > 0) await run.deliver?.(stored);
}

function pendingRecord(link: LinkFacts, url: string, listUrl: string, cutThreshold: number | undefined): PendingRecord {
  return {
    url,
    title: link.title,
    listUrl,
    ...(link.date ? { date: link.date } : {}),
    ...(cutThreshold !== undefined ? { cutThreshold } : {}),
    ...(link.clipped ? { clipped: true as const } : {}),
    ...(link.doubt ? { doubt: link.doubt } : {}),
  };
}

/** The cut title completed by the page's own title when that starts the same way, else the link's. */
function fullTitle(link: LinkFacts, pageTitle: string): string {
  const squash = (text: string) => text.replace(/[\s.…。]+/g, '');
  const prefix = squash(link.title);
  return prefix && squash(pageTitle).startsWith(prefix) && pageTitle.length > prefix.length ? pageTitle : link.title;
}

/**
 * `cutThreshold`: set for a cut title, the score its full title needs (its list's threshold). A row
 * whose title is in doubt (`link.doubt`) is judged by its page's body (lib/classify/notice-body.ts):
 * 'low' is kept only when the body reads as a notice, 'weak' is dropped when it reads as none.
 */
async function collectOne(run: SiteRun, link: LinkFacts, url: string, listUrl: string, cutThreshold?: number, wasPending = false, listVia?: 'browser'): Promise<Notice | undefined> {
  // Only its page can make this row a notice: without a page (a file, a login, a refusal) it is none.
  const byPage = cutThreshold !== undefined || link.doubt === 'low';
  // A kind of detail page that answers with a login page: not asked, the notice is its row.
  if (behindLogin(run, url)) return collectBehindLogin(run, link, url, listUrl, byPage, listVia, wasPending);
  // A detail page of a kind whose static answer was an empty shell this run: the browser first.
  const straight = drawnBefore(run, url) ? await renderDrawn(run, url, 'notice') : 'declined';
  const outcome = typeof straight === 'object' ? { page: straight } : await fetchOutcome(run, url, 'notice', undefined, listUrl);
  // Every outcome below ends the link's pending state, if it had one.
  const done: WriteOp[] = wasPending ? [del(pendingCollection(run.site), url)] : [];
  // A row's link whose headers announced a document (a download script no URL shape or row
  // told): the notice is its row, as a file row's; the file's body was never read. (A page that
  // turns out to be a file by its bytes stays a failure.)
  if (outcome.failure === 'not-html' && outcome.fileType && !byPage) {
    return collectFromRow(run, { ...link, fileType: outcome.fileType }, url, listUrl, listVia, done);
  }
  // A row's link that redirects to another site (the provincial procurement site): not followed,
  // so the notice is its row, as for a row that links there directly.
  if (outcome.failure === 'off-site' && !byPage) return collectFromRow(run, link, url, listUrl, listVia, done);
  // A detail page the site refuses (401/403, whatever was sent, the browser too): its list showed
  // the row to anyone, so the notice is its row today rather than nothing (the refusal stays in
  // the site's errors). A page robots.txt keeps us from, or a challenge, is no refusal of the site.
  if (outcome.refused && !byPage) return collectFromRow(run, link, url, listUrl, listVia, done);
  // A detail page that did not answer in time (a stalled server) is its row's notice today too:
  // its list showed it, and a bidder told tomorrow has lost a day of a short 询价.
  if (outcome.failure === 'timeout' && !byPage) return collectFromRow(run, link, url, listUrl, listVia, done);
  let fetched = outcome.page;
  if (fetched && isLoginAnswer(fetched)) {
    noteLoginAnswer(run, url);
    return collectBehindLogin(run, link, url, listUrl, byPage, listVia, wasPending);
  }
  let page = fetched && readCounted(run, fetched);
  if (!fetched && keepForLater(outcome)) {
    if (!wasPending) await run.state.commit([put(pendingCollection(run.site), url, pendingRecord(link, url, listUrl, cutThreshold))]);
    return;
  }
  // A detail page whose text a script fetches (an empty shell): the browser's DOM has it.
  if (fetched && page && straight !== 'failed' && whyBrowser(fetched, page, undefined, ['script-list'])) {
    const rendered = await renderCounted(run, fetched.url, 'notice', 'script-list');
    const again = rendered && readCounted(run, rendered);
    if (again) {
      [fetched, page] = [rendered, again];
      noteDrawn(run, url);
    }
  }
  if (!fetched || !page) {
    // Tried again next run (a timeout passes), but not forever (a 404 stays).
    const count = run.notices.addFailure(url);
    await run.state.commit([...done, put('failed', url, { url, count })]);
    return;
  }
  const { deps } = run;
  const isCut = link.clipped === true || isCutTitle(link.title);
  const title = (isCut ? fullTitle(link, page.title) : link.title) || page.title;
  const arrival = pageArrival(run, title, url, listUrl, fetched, page, listVia);
  const cutReadsLow = cutThreshold !== undefined && isCut && (title === link.title || deps.classifier.classify({ text: title, url }).score < cutThreshold);
  if (cutReadsLow || !bodyKeeps(link.doubt, arrival)) {
    await run.state.commit([...done, put('rejected', url, { url })]);
    run.notices.addAlias(url);
    return;
  }
  const result = await ingest(ingestDeps(run, done), {
    ...arrival,
    publishedAt: arrival.publishedAt ?? page.publishedAt ?? link.date,
    finalUrl: fetched.url,
  });
  // The same notice under another URL (another list, a homepage box, another URL form) is now an
  // alias, never fetched again; a re-post with a new date is a new record (lib/dedup/same-notice.ts).
  if (result.kind === 'new') noteNew(run, result.notice);
  else if (result.kind === 'invalid') {
    await run.state.commit([...done, put('rejected', url, { url })]);
    run.notices.addAlias(url);
  } else if (result.kind === 'known' && done.length) {
    await run.state.commit(done);
  }
  return result.kind === 'new' ? result.notice : undefined;
}

/** Whether a row in doubt stays a notice by its page's body: 'low' needs the body to say so, 'weak' only that it does not deny it. */
function bodyKeeps(doubt: LinkFacts['doubt'], arrival: Arrival): boolean {
  if (!doubt) return true;
  const verdict = bodyVerdict(arrival);
  return doubt === 'low' ? verdict === 'notice' : verdict !== 'other';
}

/** The ingest capabilities of a site's run: its index, store, clock and project linking. */
function ingestDeps(run: SiteRun, done: WriteOp[] = []) {
  const { pipeline, deps } = run;
  return {
    index: run.notices,
    fingerprint: (input: { title: string; projectNo?: string }) => pipeline.fingerprint(input),
    notice: (key: string) => run.state.read(() => deps.store.get('notices', key)),
    commit: (ops: WriteOp[]) => run.state.commit([...done, ...ops]),
    now: deps.clock,
    link: (notice: Notice) => linkProject(run.state, notice),
  };
}

/**
 * A list row whose link is the notice's file (PDF, DOCX, XLS, ZIP), or a page on another site (the
 * provincial procurement site): the notice is read from the row (title, date, list); the file is
 * its attachment, and neither is ever fetched (the user chose the university, not that site).
 */
async function collectFromRow(run: SiteRun, link: LinkFacts & Pick<PageLink, 'fileType'>, url: string, listUrl: string, listVia?: 'browser', done: WriteOp[] = []): Promise<Notice | undefined> {
  const { pipeline, site } = run;
  const fileType = link.fileType ?? fileExtension(url);
  const arrival: Arrival = {
    ...pipeline.fields('', link.title),
    url,
    title: link.title,
    site,
    listUrl,
    type: pipeline.noticeType(link.title),
    publishedAt: link.date,
    // A file is the notice's attachment; another site's page is only its address.
    ...(fileType ? { fileType, attachments: [{ name: link.title, url }] } : { fromRow: true as const }),
    // Read from its list's row: as that list was read.
    via: listVia ?? 'static',
  };
  const result = await ingest(ingestDeps(run, done), arrival);
  if (result.kind === 'new') noteNew(run, result.notice);
  else if (result.kind === 'invalid') run.notices.addAlias(url);
  if (result.kind !== 'new' && result.kind !== 'alias' && done.length) await run.state.commit(done);
  return result.kind === 'new' ? result.notice : undefined;
}

/**
 * A row whose detail page answers with a login page (login-wall.ts): the notice is its row, as a
 * file row's, and the login page is never stored. A cut title cannot be completed behind the
 * login, so it is left (as a cut file row is).
 */
async function collectBehindLogin(run: SiteRun, link: LinkFacts, url: string, listUrl: string, byPage: boolean, listVia: 'browser' | undefined, wasPending: boolean): Promise<Notice | undefined> {
  const done: WriteOp[] = wasPending ? [del(pendingCollection(run.site), url)] : [];
  if (!byPage) return collectFromRow(run, link, url, listUrl, listVia, done);
  if (done.length) await run.state.commit(done);
  return undefined;
}

/** A notice stored for the first time: logged, and new to the run's other lists too. */
function noteNew(run: SiteRun, notice: Notice): void {
  (run.fresh ??= new Set()).add(notice.url);
  run.deps.log?.({ type: 'notice', site: run.site, notice });
}

/** Known, also under the site's volatile parameters (a notice stored before one was learned is known without it). */
function isKnown(run: SiteRun, url: string): boolean {
  const volatile = run.volatile;
  if (!volatile || Object.keys(volatile).length === 0) return run.notices.isKnown(url);
  return run.notices.isKnownAs(url, volatile, (known) => siteUrl(volatile, known));
}
