/**
 * Cookies for a fetch that keeps none (Node's, in the helper): what a site sets is sent back to it
 * for the rest of the run, as a browser does. Old JSP sites answer a list asked without their
 * session (`JSESSIONID`) with a 302 to the homepage. Kept in memory for one run only, and only
 * for the hosts that set them (tough-cookie's domain and path rules). The extension needs none:
 * the user's browser keeps its own cookies.
 */
import { CookieJar } from 'tough-cookie';
import type { FetchFn } from '../types/capabilities.ts';

/** Cookies taken from one answer, and kept for one URL: a hostile site cannot fill the memory. */
const MAX_SET_PER_ANSWER = 20;
const MAX_PER_URL = 50;
const MAX_COOKIE_CHARS = 4096;

/** `fetch` with a cookie jar of its own (one per crawl run). */
export function withCookies(fetch: FetchFn): FetchFn {
  const jar = new CookieJar();
  return async (input, init) => {
    const cookie = await jar.getCookieString(input).catch(() => '');
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    const kept = await jar.getCookies(input).catch(() => []);
    let room = MAX_PER_URL - kept.length;
    for (const line of response.headers.getSetCookie().slice(0, MAX_SET_PER_ANSWER)) {
      if (room <= 0 || line.length > MAX_COOKIE_CHARS) continue;
      // A cookie the jar refuses (another site's domain, a malformed line) is dropped, as a browser drops it.
      if (await jar.setCookie(line, input, { ignoreError: true })) room--;
    }
    return response;
  };
}
