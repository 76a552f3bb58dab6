/**
 * One key per page: a URL reduced to its canonical form (session ids, cache-busters and tracking
 * tags dropped, a hash router's route kept), the looser key of one resource (http/https, a folder
 * and its index.html, parameters in any order), and a site's front page.
 */
import { MAX_URL_LENGTH, parseUrl } from './resolve.ts';

/**
 * Session ids that servers put in URLs; they make one page look like many. Always dropped:
 * `jsessionid`, `PHPSESSID`, `ASPSESSIONID`. Names a CMS may also use for a content id (`sid`,
 * `sessionid`, `token` …) are dropped only beside other parameters (`list.asp?ftype=…&page=2&sid=…`,
 * where the others name the page) or with a long random value; alone (`a.jsp?sid=12`) they stay.
 */
const SESSION_PATH_PARAM = /;(?:jsessionid|phpsessid)=[^/;]*/gi;
const SESSION_QUERY_PARAMS = new Set(['jsessionid', 'phpsessid', 'aspsessionid']);
const SESSION_LIKE_PARAMS = new Set(['sid', 'sessid', 'sessionid', 'session', 'session_id', 'token', 'sessionkey']);
const LONG_RANDOM = /^[0-9a-z-]{16,}$/i;

const UNRESERVED = /[A-Za-z0-9\-._~]/;

// Upper-case the hex of every %XX and decode only unreserved characters. Other bytes stay %XX:
// a GBK query (`%D5%D0%B1%EA`) is not UTF-8, so decoding and re-encoding it would change it.
function normalizePercent(s: string): string {
  if (!s.includes('%')) return s;
  return s.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** Every session parameter name above holds one of these: most queries need no splitting. */
const SESSION_HINT = /sess|sid|token/i;

/**
 * Cache-busting parameters: a script adds the time or a random number so no cache answers
 * (`t=1700000000000`, `_=1700…`, `rnd=0.8127…`, `v=20241015093000`). They make one page look
 * like endless new pages. Dropped when the name is one of these and the value looks like a
 * timestamp or a random number (`v=2`, `t=3` stay: a version, a tab). Names that mean nothing
 * but "no cache" (jQuery's `_`, ExtJS's `_dc`, `nocache` …) are dropped with any value that is
 * not a short word or number (`_=1exdmhm`, a short base-36 random).
 */
const CACHE_BUST_PARAMS = new Set(['t', '_', 'v', 'r', 'rnd', 'rand', 'random', 'timestamp', 'ts', 'time', 'nocache', 'cachebust', '_dc', '_t', '_r', 'tt', 'stamp']);
const CACHE_BUST_ONLY = new Set(['_', '_dc', '_t', '_r', 'rnd', 'rand', 'random', 'nocache', 'cachebust', 'timestamp']);
const CACHE_BUST_VALUE = /^(?:\d{10,}|0?\.\d{6,}|\d{8,}\.\d+|(?=[0-9a-z]*\d)(?=[0-9a-z]*[a-z])[0-9a-z]{12,})$/i;
const RANDOM_VALUE = /^[0-9a-z.\-]{5,}$/i;
/** A quick test of a query for any of those names, before it is taken apart. */
const CACHE_BUST_HINT = new RegExp(`(?:^|[?&])(?:${[...CACHE_BUST_PARAMS].join('|')})=`, 'i');

/** True when the query parameter `name=value` only busts caches (see CACHE_BUST_PARAMS). */
export function isCacheBuster(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (!CACHE_BUST_PARAMS.has(lower)) return false;
  return CACHE_BUST_VALUE.test(value) || (CACHE_BUST_ONLY.has(lower) && RANDOM_VALUE.test(value));
}

/** True when `name` is one a cache-buster goes by (t, _, rnd …), whatever its value. */
export function isCacheBustName(name: string): boolean {
  return CACHE_BUST_PARAMS.has(name.toLowerCase());
}

/** The query (with its `?`) without the parameters `drop` names. */
export function withoutParams(search: string, drop: (name: string, value: string) => boolean): string {
  if (search === '' || search === '?') return '';
  const kept = search.slice(1).split('&').filter((pair) => {
    const eq = pair.indexOf('=');
    return !drop(eq < 0 ? pair : pair.slice(0, eq), eq < 0 ? '' : pair.slice(eq + 1));
  });
  return kept.length === 0 ? '' : `?${kept.join('&')}`;
}

/**
 * Click-tracking parameters: analytics tags on a link, never part of the page (`utm_*`, Alibaba's
 * `spm`/`scm` as on `?spm=a872.b57.crumb.0`, ad click ids). Dropped with any value, as URL
 * normalisers do (normalize-url drops `utm_*` by default).
 */
const TRACKING_PARAM = /^(?:utm_[a-z]+|spm|scm|fbclid|gclid|msclkid|yclid|_hsenc|_hsmi|mc_cid|mc_eid)$/i;
const TRACKING_HINT = /(?:^|[?&])(?:utm_|spm=|scm=|fbclid=|gclid=|msclkid=|yclid=|_hs|mc_)/i;

function withoutSessionParams(search: string): string {
  if (search === '') return '';
  if (CACHE_BUST_HINT.test(search)) search = withoutParams(search, isCacheBuster);
  if (TRACKING_HINT.test(search)) search = withoutParams(search, (name) => TRACKING_PARAM.test(name));
  if (search === '') return '';
  if (!SESSION_HINT.test(search)) return search;
  const pairs = search.slice(1).split('&');
  const kept = pairs.filter((pair) => {
    const [name = '', value = ''] = pair.split('=', 2);
    const lower = name.toLowerCase();
    if (SESSION_QUERY_PARAMS.has(lower)) return false;
    return !(SESSION_LIKE_PARAMS.has(lower) && (pairs.length > 1 || LONG_RANDOM.test(value)));
  });
  const query = kept.join('&');
  return query === '' ? '' : `?${query}`;
}

/**
 * The canonical form of an absolute URL, used as the key for "seen" and for notices: fragment
 * dropped (but a client-side app's hash route, `#/detail/123` or `#!/list?page=2`, is its page), scheme and host lower-cased, default port dropped, dot segments resolved, %XX
 * normalised, session ids (`;jsessionid=`, `PHPSESSID`, `jsessionid`, `ASPSESSIONID`) and
 * cache-busting parameters (`t=<timestamp>`, `_=<digits>`, `rnd=<random>`) removed.
 * Query parameters keep their order (JSP sites care). Undefined when `url` is not absolute.
 */
export function canonicalUrl(url: string): string | undefined {
  if (url.length > MAX_URL_LENGTH) return undefined;
  const parsed = parseUrl(url.trim());
  if (!parsed) return undefined;
  return canonicalOf(parsed);
}

/**
 * canonicalUrl(resolveUrl(href, base)) with one URL parse instead of two (http(s) URLs re-parse
 * to themselves; anything else takes the two-step path).
 */
export function resolveCanonicalUrl(href: string, base: string | undefined): string | undefined {
  if (href.length > MAX_URL_LENGTH) return undefined;
  // No base (an absolute href, see createLinkResolver): the base is not parsed again for nothing.
  const parsed = parseUrl(href.trim(), base);
  if (!parsed) return undefined;
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return canonicalUrl(parsed.href);
  const url = canonicalOf(parsed);
  return url.length > MAX_URL_LENGTH ? undefined : url;
}

/** The canonical string of a parsed URL (changes `parsed`). */
function canonicalOf(parsed: URL): string {
  // The setters re-serialise the whole URL: call them only when something changes.
  let route = '';
  if (parsed.href.includes('#')) {
    if (isHashRoute(parsed.hash)) route = normalizePercent(parsed.hash);
    parsed.hash = '';
  }
  const path = parsed.pathname;
  const cleanPath = normalizePercent(path.includes(';') ? path.replace(SESSION_PATH_PARAM, '') : path);
  if (cleanPath !== path) parsed.pathname = cleanPath;
  const search = normalizePercent(withoutSessionParams(parsed.search));
  // Assigning `search` would re-encode; build the string so the query stays byte for byte.
  const href = parsed.href.replace(/\?.*$/, '');
  return href + search + route;
}

/**
 * A fragment that is a hash router's route (`#/list/zbgg?page=2`, `#!/detail/12`): in a Vue/React
 * app in hash mode each route is a page of its own. A bare `#/` is the app's root, as without it.
 */
export function isHashRoute(fragment: string): boolean {
  return /^#!?\/[^/#\s]/.test(fragment);
}

// A folder's default document: `/cggg/3456/index.html` is what `/cggg/3456/` serves.
const DEFAULT_DOCUMENT = /\/(?:index|default)\.(?:html?|shtml|jsp|php|aspx?)$/i;

/**
 * One key for the URLs a server answers with one resource, beyond the canonical form: http and
 * https, a folder and its `index.html`, and the query's parameters in any order
 * (`content.jsp?wbnewsid=3&wbtreeid=1` = `content.jsp?wbtreeid=1&wbnewsid=3`). Not a URL: only for
 * telling that a link names a page already known. Undefined when `url` does not parse.
 */
export function sameResourceKey(url: string): string | undefined {
  const whole = canonicalUrl(url);
  if (!whole) return undefined;
  // A hash route (kept by canonicalUrl) is the app's page: compared as it is, after the rest.
  const hash = whole.indexOf('#');
  const canonical = hash < 0 ? whole : whole.slice(0, hash);
  const route = hash < 0 ? '' : whole.slice(hash);
  const at = canonical.indexOf('?');
  const path = (at < 0 ? canonical : canonical.slice(0, at)).replace(/^https?:/i, '').replace(DEFAULT_DOCUMENT, '/');
  const query = at < 0 ? '' : canonical.slice(at + 1).split('&').filter(Boolean).sort().join('&');
  return (query ? `${path}?${query}` : path) + route;
}

/** A host's front page: `/`, `/index.htm`, `/default.aspx` …, without a query. */
export function isSiteRoot(url: string): boolean {
  try {
    // A hash router's route (`/#/notice/list?type=zb`) is a page of the app, not its front page.
    const { pathname, search, hash } = new URL(url);
    return search === '' && !isHashRoute(hash) && /^\/(?:(?:index|default|main|home)\.[a-z]{2,5})?$/i.test(pathname);
  } catch {
    return false;
  }
}
