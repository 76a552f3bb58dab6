/**
 * Detail pages behind a login (金智/CAS 统一身份认证, a campus SSO): the site shows its rows to
 * everyone but sends every detail link to a login page. Such a notice is read from its row (title,
 * date, list), as a file row is, and the login page is never stored. After LOGIN_ANSWERS such
 * answers for detail pages of one kind (host and path, numbers aside), the rest of that kind are
 * not asked at all in the run, and the kind is kept on the site record (`loginWalls`), so the next
 * run asks none.
 */
import type { FetchedPage } from '../types/page.ts';
import { pageKind } from './page-kind.ts';
import type { SiteRun } from './site-run.ts';

/** Login answers for one kind of detail page after which its other pages are not asked. */
export const LOGIN_ANSWERS = 2;
/** Kinds kept on a site record at most (a site has a few kinds of detail page). */
const MAX_WALLS = 20;

const FORM = /<form\b/i;
const PASSWORD_INPUT = /<input\b[^>]*\btype\s*=\s*["']?password\b/i;
/** A form posting to a login service, for login pages whose password field a script draws (a QR code, a slider). */
const LOGIN_ACTION = /<form\b[^>]*\baction\s*=\s*["']?[^"'>\s]*(?:authserver|\/cas\/|\/sso\/|login|signin|logon)/i;
const LOGIN_WORDS = /统一身份认证|身份认证|用户登录|登\s*录|sign\s*in|log\s*in/i;

/**
 * True when a page asked for was answered, after a redirect to another host or path, with a login
 * page: a form with a password field, or one posting to a login service under login words. Decided
 * by the page's form, not by its URL; a page that was not redirected (a notice with a login box
 * in its header) is never one.
 */
export function isLoginAnswer(fetched: Pick<FetchedPage, 'requestedUrl' | 'url' | 'text'>): boolean {
  if (!movedElsewhere(fetched.requestedUrl, fetched.url)) return false;
  const html = fetched.text;
  return FORM.test(html) && (PASSWORD_INPUT.test(html) || (LOGIN_ACTION.test(html) && LOGIN_WORDS.test(html)));
}

function movedElsewhere(asked: string, final: string): boolean {
  try {
    const [a, b] = [new URL(asked), new URL(final)];
    return a.host !== b.host || a.pathname !== b.pathname;
  } catch {
    return false;
  }
}

/** The run's knowledge of login walls, from the site record's kinds. */
export function loadLoginWalls(run: SiteRun, kinds: readonly string[] | undefined): void {
  run.loginWalls = { answers: new Map(), walled: new Set(kinds ?? []) };
}

/** True when detail pages of `url`'s kind answer with a login page: not asked, the notice is its row. */
export function behindLogin(run: SiteRun, url: string): boolean {
  return run.loginWalls?.walled.has(pageKind(url)) === true;
}

/** Counts a login answer for `url`'s kind; its kind is walled once it answered LOGIN_ANSWERS times. */
export function noteLoginAnswer(run: SiteRun, url: string): void {
  const walls = (run.loginWalls ??= { answers: new Map(), walled: new Set() });
  const kind = pageKind(url);
  const answers = (walls.answers.get(kind) ?? 0) + 1;
  walls.answers.set(kind, answers);
  if (answers >= LOGIN_ANSWERS && walls.walled.size < MAX_WALLS) walls.walled.add(kind);
}

/** The walled kinds to keep on the site record, or undefined when the record has them all already. */
export function wallsToKeep(run: SiteRun, kept: readonly string[] | undefined): string[] | undefined {
  const walled = [...(run.loginWalls?.walled ?? [])];
  return walled.length > (kept?.length ?? 0) ? walled : undefined;
}
