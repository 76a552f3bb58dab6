/**
 * WebForms pagers followed without a browser (lib/pager/read/postback.ts reads them): a page's
 * postback keys are remembered with the form they post, and fetching a key POSTs that form to
 * its action, on the page's host, through the site's budget like any request. A key's form is
 * the one from the first page that showed it in this run; a key met with no form (a frontier
 * entry from an earlier run) is not requested.
 */
import { legacyQueryCharset, encodeQueryIn, utf8 } from '../../url/query-charset.ts';
import type { ExtractedPage, FormPost } from '../../types/page.ts';
import { MAX_REMEMBERED_POSTS } from '../bounds.ts';
import { POSTBACK_PARAM, postbackAction } from '../read/postback.ts';

export interface PendingPost {
  action: string;
  post: FormPost;
}

/** Forms by postback key, for one site's run. */
export type Postbacks = Map<string, PendingPost>;


/** Remembers the forms of `page`'s postback pager (its text came in `charset`). */
export function rememberPostbacks(postbacks: Postbacks, page: ExtractedPage, charset: string): void {
  for (const p of page.postbacks ?? []) {
    const id = postbackId(p.key);
    if (!id || postbacks.has(id) || postbacks.size >= MAX_REMEMBERED_POSTS) continue;
    postbacks.set(id, { action: p.action, post: { body: formBody(p.fields, charset), from: page.url } });
  }
}

/** The remembered POST for a postback key; undefined for an ordinary URL. `null`: a key with no form. */
export function postFor(postbacks: Postbacks | undefined, url: string): PendingPost | null | undefined {
  if (postbackAction(url) === undefined) return undefined;
  const id = postbackId(url);
  return (id && postbacks?.get(id)) || null;
}

// A key's identity: its action's origin and path plus the marker (other parameters may be learned volatile).
function postbackId(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    const marker = new RegExp(`[?&]${POSTBACK_PARAM}=([^&]*)`).exec(parsed.search)?.[1];
    return marker === undefined ? undefined : `${parsed.origin}${parsed.pathname} ${marker}`;
  } catch {
    return undefined;
  }
}

/** application/x-www-form-urlencoded, characters outside ASCII in the page's charset (as its browser sends). */
export function formBody(fields: Array<[string, string]>, charset: string): string {
  const legacy = legacyQueryCharset(charset);
  const encode = (text: string) =>
    text.replace(/[^A-Za-z0-9*\-._ ]/gu, (char) => {
      if (char.charCodeAt(0) < 0x80) return `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
      return legacy ? encodeQueryIn(char, legacy) : utf8(char);
    }).replace(/ /g, '+');
  return fields.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}
