/**
 * The one way a notice gets into the store, whoever found it: the crawl (lib/crawl/collect.ts),
 * a page the user opened (the content script), the helper's crawl of a blocked site. Each
 * arrival is cleaned (title without bidi or zero-width characters, lengths capped, URL canonical
 * and on the site it claims), then checked against what is stored: its URL or an alias of it is
 * known → nothing; the same notice under another URL (sameNotice: fingerprint or cross-column
 * title, project number, date) → its URL becomes an alias of the stored record; else a new
 * record. Delivery marks are left to the delivery step (lib/crawl/crawl.ts), so a notice seen
 * first on a page and later by the crawl is one record, delivered once.
 */
import { linkProject } from '../crawl/projects.ts';
import { changedValues } from '../project/project.ts';
import { clipUtf8 } from '../text/clip.ts';
import { canonicalUrl } from '../url/canonical.ts';
import { registrableDomain } from '../url/domain.ts';
import { MAX_URL, NOTICE_TYPES } from '../validate/notice.ts';
import { CrawlState } from '../crawl/state.ts';
import type { Attachment } from '../types/page.ts';
import type { Notice, NoticeFields, NoticeType } from '../types/notice.ts';
import type { Store, WriteOp } from '../store/store.ts';
import { NoticeIndex } from './notice-index.ts';
import { noticeKey } from './same-notice.ts';
import { MAX_FORMER_TITLES } from './retitle.ts';

/** Characters of a title kept. */
export const MAX_TITLE = 300;
/** Characters of a notice's text kept. */
/** A notice keeps a bounded excerpt of its page for search and fields, never the page: 64 KB of UTF-8. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Other URLs remembered on a notice (the aliases collection keeps them all). */
export const MAX_ALIASES = 20;
const MAX_ATTACHMENTS = 100;

/** A notice as it arrives, before any check. */
export interface Arrival extends NoticeFields {
  url: string;
  title: string;
  /** The site it was found for: the URL must be on it. */
  site: string;
  listUrl: string;
  type: NoticeType | null;
  attachments?: Attachment[];
  body?: string;
  /** Where the page ended after redirects: when that URL is known, this is the same notice. */
  finalUrl?: string;
  /** How it was read: 'browser' when its list or page needed a browser (lib/browser). */
  via?: 'static' | 'browser';
  /** A notice that is a file in its list row (pdf, doc …): the file's type; the file is never fetched. */
  fileType?: string;
  /** Read from its list row alone: a notice kept on another domain (a government procurement site) or behind a login, never fetched. */
  fromRow?: true;
}

/** What ingest needs: the index of what is stored, and the store's read and atomic write. */
export interface IngestDeps {
  index: NoticeIndex;
  /** The content fingerprint (noticeFingerprint with the tokenizer). */
  fingerprint(input: { title: string; projectNo?: string }): string;
  notice(url: string): Promise<Notice | undefined>;
  commit(ops: WriteOp[]): Promise<void>;
  now(): number;
  /** Links a new notice to its project (lib/project): the notice with `project`/`changes` set, and the ops that store the project. */
  link?(notice: Notice): Promise<{ notice: Notice; ops: WriteOp[] }>;
}

export type Ingested =
  | { kind: 'new'; notice: Notice }
  | { kind: 'alias'; url: string; of: string }
  | { kind: 'known'; url: string }
  | { kind: 'invalid'; reason: string };

// Bidi overrides and isolates, zero-width characters, BOM, soft hyphen, control characters.
const HIDDEN = /[\u202a-\u202e\u2066-\u2069\u200b-\u200f\u061c\u00ad\u2060-\u2064\ufeff\p{Cc}]/gu;

/** A title as stored: hidden characters out, whitespace collapsed, at most MAX_TITLE characters. */
export function cleanTitle(title: string): string {
  return title.replace(HIDDEN, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
}

/** The canonical http(s) URL, or undefined when it is none or too long. */
export function cleanUrl(url: string): string | undefined {
  if (typeof url !== 'string' || url.length > MAX_URL || !/^https?:\/\//i.test(url.trim())) return undefined;
  const canonical = canonicalUrl(url);
  return canonical && canonical.length <= MAX_URL ? canonical : undefined;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A notice kept elsewhere (a file in a cloud bucket, a page on the provincial procurement site) and
 * listed on the site: it is the site's, read from the list row; it is never fetched.
 */
function listedOffSite(arrival: Arrival): boolean {
  const list = cleanUrl(arrival.listUrl);
  return (arrival.fileType !== undefined || arrival.fromRow === true) && list !== undefined && registrableDomain(list) === arrival.site;
}

/** Stores `arrival` as a new notice or an alias of a stored one, or says why not. */
export async function ingest(deps: IngestDeps, arrival: Arrival): Promise<Ingested> {
  const url = cleanUrl(arrival.url);
  if (!url) return { kind: 'invalid', reason: 'not a web address' };
  if (registrableDomain(url) !== arrival.site && !listedOffSite(arrival)) return { kind: 'invalid', reason: `not on ${arrival.site}` };
  const title = cleanTitle(String(arrival.title));
  if (!title) return { kind: 'invalid', reason: 'no title' };
  const { index } = deps;
  if (index.isKnown(url)) return { kind: 'known', url };

  const { finalUrl: final, attachments, body, via: _via, fileType: _fileType, fromRow: _fromRow, ...rest } = arrival;
  const fields = pickFields(rest);
  const fingerprint = deps.fingerprint({ title, projectNo: fields.projectNo });
  const finalUrl = final ? cleanUrl(final) : undefined;
  const candidate = { title, fingerprint, publishedAt: fields.publishedAt, deadline: fields.deadline, projectNo: fields.projectNo };
  const original = index.sameAs(arrival.site, noticeKey({ url, ...candidate })) ?? (finalUrl && finalUrl !== url && index.hasExactly(finalUrl) ? finalUrl : undefined);
  if (original) {
    await deps.commit([{ type: 'put', collection: 'aliases', key: url, value: { notice: original } }, ...(await aliasOps(deps, original, url, arrival))]);
    index.addAlias(url);
    return { kind: 'alias', url, of: original };
  }
  const listUrl = cleanUrl(arrival.listUrl) ?? url;
  // Copied whole: a title or field cut from the page is, in V8, a view of the page's text that
  // keeps all of it alive, and a notice is held well after its page (a list's batch waiting for
  // delivery, the index's keys): one 5 MB page behind each.
  const notice: Notice = structuredClone({
    ...fields,
    url,
    title,
    site: arrival.site,
    listUrl,
    type: NOTICE_TYPES.includes(arrival.type as NoticeType) ? arrival.type : null,
    attachments: cleanAttachments(attachments),
    firstSeenAt: new Date(deps.now()).toISOString(),
    fingerprint,
    ...(body ? { body: clipUtf8(body, MAX_BODY_BYTES) } : {}),
    ...(arrival.via === 'static' || arrival.via === 'browser' ? { via: arrival.via } : {}),
    ...(typeof arrival.fileType === 'string' && /^[a-z0-9]{1,8}$/.test(arrival.fileType) ? { fileType: arrival.fileType } : {}),
  });
  const linked = deps.link ? await deps.link(notice) : { notice, ops: [] };
  await deps.commit([{ type: 'put', collection: 'notices', key: url, value: linked.notice }, ...linked.ops]);
  index.addNotice(linked.notice);
  return { kind: 'new', notice: linked.notice };
}

/**
 * A stored notice edited in place (lib/dedup/retitle.ts): `arrival` is its page read again under
 * its URL with the title its list now shows. The record takes the new title, text and fields and
 * keeps its first publish date, first sighting, aliases and project; `changes` says what the edit
 * changed (the title, and a deadline, opening time or budget it moved), and its delivered mark is
 * dropped in the same step, so it is delivered again. Undefined when nothing is stored under the
 * URL or the title is the stored one.
 */
export async function revise(deps: IngestDeps, arrival: Arrival): Promise<Notice | undefined> {
  const url = cleanUrl(arrival.url);
  const stored = url && (await deps.notice(url));
  const title = cleanTitle(String(arrival.title));
  if (!url || !stored || !title || title === stored.title) return undefined;
  const fields = pickFields(arrival);
  const notice: Notice = structuredClone({
    ...stored,
    ...fields,
    // The first publish date stays: an edited page often shows the day of the edit.
    ...(stored.publishedAt ? { publishedAt: stored.publishedAt } : {}),
    title,
    type: NOTICE_TYPES.includes(arrival.type as NoticeType) ? arrival.type : stored.type,
    fingerprint: deps.fingerprint({ title, projectNo: fields.projectNo ?? stored.projectNo }),
    ...(arrival.body ? { body: clipUtf8(arrival.body, MAX_BODY_BYTES) } : {}),
    ...(arrival.attachments?.length ? { attachments: cleanAttachments(arrival.attachments) } : {}),
    formerTitles: [...(stored.formerTitles ?? []), stored.title].slice(-MAX_FORMER_TITLES),
    changes: [{ field: 'title', from: stored.title, to: title }, ...changedValues(fields, stored)],
    revisedAt: new Date(deps.now()).toISOString(),
  });
  await deps.commit([
    { type: 'put', collection: 'notices', key: url, value: notice },
    { type: 'delete', collection: 'delivered', key: url },
  ]);
  deps.index.retitle(notice);
  return notice;
}

// The stored notice with `alias` among its other URLs, and what it lacked filled in from a richer
// copy (a notice first seen as a row on a page has no body or fields until the crawl reads it).
async function aliasOps(deps: IngestDeps, original: string, alias: string, arrival: Arrival): Promise<WriteOp[]> {
  const stored = await deps.notice(original);
  if (!stored) return [];
  const aliases = stored.aliases ?? [];
  const updated: Notice = { ...pickFields(arrival), ...stored };
  if (!aliases.includes(alias) && aliases.length < MAX_ALIASES) updated.aliases = [...aliases, alias];
  if (!stored.body && arrival.body) updated.body = clipUtf8(arrival.body, MAX_BODY_BYTES);
  if (stored.attachments.length === 0 && arrival.attachments?.length) updated.attachments = cleanAttachments(arrival.attachments);
  return [{ type: 'put', collection: 'notices', key: original, value: updated }];
}

function pickFields(from: NoticeFields): NoticeFields {
  const fields: NoticeFields = {};
  const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? cleanTitle(value).slice(0, max) : undefined);
  const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined);
  const day = (value: unknown) => (typeof value === 'string' && ISO_DAY.test(value) ? value.slice(0, 40) : undefined);
  const set = <K extends keyof NoticeFields>(key: K, value: NoticeFields[K] | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  set('publishedAt', day(from.publishedAt));
  set('deadline', day(from.deadline));
  set('openingAt', day(from.openingAt));
  set('budget', amount(from.budget));
  set('amount', amount(from.amount));
  set('projectNo', text(from.projectNo, 100));
  set('purchaser', text(from.purchaser, 200));
  set('agency', text(from.agency, 200));
  set('contact', text(from.contact, 200));
  set('winner', text(from.winner, 200));
  return fields;
}

function cleanAttachments(list: readonly Attachment[] | undefined): Attachment[] {
  const out: Attachment[] = [];
  for (const a of list ?? []) {
    const url = cleanUrl(a?.url);
    if (url && out.length < MAX_ATTACHMENTS) out.push({ name: cleanTitle(String(a.name ?? '')), url });
  }
  return out;
}

const queues = new WeakMap<Store, Promise<unknown>>();

/**
 * `ingest` outside a crawl (a page's notices, the helper's): the index is read from `store`,
 * and arrivals are taken one at a time across callers, so two pages reporting the same notice
 * at once still make one record.
 */
export function createStoreIngest(store: Store, fingerprint: IngestDeps['fingerprint'], now: () => number): (arrivals: Arrival[]) => Promise<Ingested[]> {
  return (arrivals) => {
    const run = async () => {
      // Read afresh each time: a crawl may have stored notices and projects since.
      const state = new CrawlState(store);
      const deps: IngestDeps = {
        index: await NoticeIndex.load(state),
        fingerprint,
        notice: (url) => store.get('notices', url),
        commit: (ops) => state.commit(ops),
        now,
        link: (notice) => linkProject(state, notice),
      };
      const results: Ingested[] = [];
      for (const arrival of arrivals) results.push(await ingest(deps, arrival));
      return results;
    };
    // One queue per store, shared by every ingest over it (a page's notices, the helper's).
    const result = (queues.get(store) ?? Promise.resolve()).then(run, run);
    queues.set(store, result.catch(() => undefined));
    return result;
  };
}
