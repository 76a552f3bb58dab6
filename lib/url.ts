/**
 * URLs as the crawler sees them: resolve an href, reduce a URL to one canonical key, find a
 * host's registrable domain, and say whether a link is a page to crawl or something else.
 */
import { parse as parseDomain } from 'tldts';
import { legacyQueryCharset, withQueryIn } from './query-charset.ts';
import type { LinkSkipReason } from './types.ts';

/** URLs longer than this are not stored or printed: real pages' URLs are far shorter, and a 100 KB one is an attack or a bug. */
export const MAX_URL_LENGTH = 2048;

/** `url` parsed (against `base` when given), or undefined where `new URL` would throw: what `URL.parse` does where it exists. */
export function parseUrl(url: string, base?: string): URL | undefined {
  try {
    return new URL(url, base);
  } catch {
    return undefined;
  }
}

/**
 * Resolves `href` against `base` (the page URL, or its `<base href>` already resolved); undefined
 * for garbage. Pass the page's `charset` (FetchedPage.charset): on a "gb18030" or "big5" page the
 * raw characters of the query are encoded in that charset, as browsers do, not in UTF-8.
 */
export function resolveUrl(href: string, base: string, charset?: string): string | undefined {
  const trimmed = href.trim();
  if (trimmed.length > MAX_URL_LENGTH) return undefined;
  try {
    const legacy = legacyQueryCharset(charset);
    return new URL(legacy ? withQueryIn(trimmed, legacy) : trimmed, base).href;
  } catch {
    return undefined;
  }
}

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

/** A host's registrable domain (`zbb.xxx.edu.cn` → `xxx.edu.cn`); IPs, `localhost` and bare suffixes give the host itself. */
export function registrableDomain(hostOrUrl: string): string | undefined {
  const input = hostOrUrl.trim().toLowerCase();
  let host: string;
  try {
    host = new URL(input.includes('://') ? input : `http://${input}`).hostname;
  } catch {
    return undefined;
  }
  if (host === '') return undefined;
  const info = parseDomain(host);
  if (info.isIp) return host.replace(/^\[|\]$/g, '');
  return info.domain ?? host;
}

/** How a link should be treated: skipped (and why), and whether it is a notice's attachment. */
export interface LinkClass {
  skip?: LinkSkipReason;
  attachment: boolean;
}

const EXTENSION_KIND: Record<string, LinkSkipReason> = {};
function kind(reason: LinkSkipReason, extensions: string): void {
  for (const ext of extensions.split(' ')) EXTENSION_KIND[ext] = reason;
}
kind('image', 'jpg jpeg png gif bmp webp svg ico tif tiff heic');
kind('document', 'pdf doc docx xls xlsx ppt pptx wps et dps txt rtf odt ods odp csv ofd ceb caj');
kind('archive', 'zip rar 7z tar gz tgz bz2 xz');
kind('media', 'mp3 mp4 avi wmv flv mov mkv wav m4a wma swf rm rmvb mpg mpeg webm');

/** 'document' or 'archive' for a file extension ("PDF", "docx", "rar"), else undefined. */
export function fileKindOf(extension: string): 'document' | 'archive' | undefined {
  const kind = EXTENSION_KIND[extension.toLowerCase()];
  return kind === 'document' || kind === 'archive' ? kind : undefined;
}

/** Attachment downloads on Chinese CMSs whose URL carries no file extension. */
const DOWNLOAD_SHAPES = [
  /\/system\/_content\/download\.jsp/i, // WebPlus
  /DownloadAttachUrl/i, // WebPlus news attachments
  /\/(?:down(?:load)?(?:file)?|attach(?:ment)?|getfile)\.(?:jsp|asp|aspx|php|do|ashx)$/i,
  // The same as a servlet or a route, with no extension: /DownloadAttach?id=12, /downloadFile?fid=3.
  /\/(?:down(?:load)?(?:file)?|download_?attach(?:ment)?|attach(?:ment)?_?download|getfile|getattach(?:ment)?)$/i,
];

/**
 * The lower-case extension of the file a URL points at ("pdf", "docx"): its path's, else a query
 * value naming a file (`download.jsp?filename=招标文件.docx`); undefined for a page.
 */
export function fileExtension(url: string): string | undefined {
  const parsed = parseUrl(url);
  if (!parsed) return undefined;
  const byPath = extensionOf(parsed.pathname);
  if (byPath && EXTENSION_KIND[byPath]) return byPath;
  for (const [name, value] of parsed.search === '' ? [] : parsed.searchParams.entries()) {
    const text = safeDecode(value).trim();
    const byQuery = extensionOf(text) ?? (TYPE_PARAM.test(name) ? text.toLowerCase().replace(/^\./, '') : undefined);
    if (byQuery && EXTENSION_KIND[byQuery]) return byQuery;
  }
  return undefined;
}

/** A download script's parameter that names the file's type by itself: `attach/get?fid=12&type=pdf`. */
const TYPE_NAMES = 'type|ext|suffix|filetype|file_type|fileext|format';
const TYPE_PARAM = new RegExp(`^(?:${TYPE_NAMES})$`, 'i');
const TYPE_QUERY = new RegExp(`[?&](?:${TYPE_NAMES})=\\.?([a-z0-9]{2,5})(?=&|#|$)`, 'i');

function extensionOf(text: string): string | undefined {
  const match = /\.([a-z0-9]{1,5})$/i.exec(text);
  return match?.[1]?.toLowerCase();
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

const QUERY_DOT = /\.|%2e|%252e/i;

// The file kind a URL points at: by the path's extension, else a query value naming a file
// (`download.jsp?filename=招标文件.docx`), else a known download-script shape.
function fileKind(url: URL): LinkSkipReason | undefined {
  const byPath = EXTENSION_KIND[extensionOf(url.pathname) ?? ''];
  if (byPath) return byPath;
  // A value ends in `.ext` only if the query holds a dot, `%2E` or `%252E` (values are decoded
  // twice): most queries hold none, and searchParams costs a parse of its own.
  for (const value of url.search === '' || !QUERY_DOT.test(url.search) ? [] : url.searchParams.values()) {
    const byQuery = EXTENSION_KIND[extensionOf(safeDecode(value).trim()) ?? ''];
    if (byQuery === 'document' || byQuery === 'archive') return byQuery;
  }
  const typed = TYPE_QUERY.exec(url.search)?.[1];
  const byType = typed ? EXTENSION_KIND[typed.toLowerCase()] : undefined;
  if (byType === 'document' || byType === 'archive') return byType;
  if (DOWNLOAD_SHAPES.some((shape) => shape.test(url.pathname) || shape.test(url.search))) return 'document';
  return undefined;
}

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Classifies a link (an absolute URL, or a raw href such as `#`, `javascript:…`, `mailto:…`):
 * images, documents, archives, media, other schemes and (with `scope`, a registrable domain or a
 * URL in it) out-of-scope hosts are skipped; documents and archives are attachments.
 */
export function classifyLink(url: string, scope?: string): LinkClass {
  return classify(url, scope === undefined ? undefined : (host) => registrableDomain(host) === registrableDomain(scope));
}

/**
 * classifyLink for the many links of one page against one `scope`: the scope's registrable
 * domain and each host's are looked up once (the public-suffix lookup is the costly part).
 */
export function createLinkClassifier(scope?: string): (url: string) => LinkClass {
  if (scope === undefined) return (url) => classify(url, undefined);
  const scopeDomain = registrableDomain(scope);
  const inScope = new Map<string, boolean>();
  return (url) =>
    classify(url, (host) => {
      let known = inScope.get(host);
      if (known === undefined) {
        known = registrableDomain(host) === scopeDomain;
        inScope.set(host, known);
      }
      return known;
    });
}

function classify(url: string, inScope: ((host: string) => boolean) | undefined): LinkClass {
  const href = url.trim();
  if (href === '') return { skip: 'empty', attachment: false };
  if (href.length > MAX_URL_LENGTH) return { skip: 'bad-url', attachment: false };
  if (href.startsWith('#') && !isHashRoute(href)) return { skip: 'fragment', attachment: false };
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'mailto') return { skip: 'mailto', attachment: false };
  if (scheme === 'javascript') return { skip: 'javascript', attachment: false };
  if (scheme === 'tel') return { skip: 'tel', attachment: false };
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return { skip: 'other-scheme', attachment: false };
  const parsed = parseUrl(href);
  if (!parsed) return { skip: 'bad-url', attachment: false };
  const file = fileKind(parsed);
  if (file) return { skip: file, attachment: file === 'document' || file === 'archive' };
  if (inScope !== undefined && !inScope(parsed.hostname)) {
    return { skip: 'out-of-scope', attachment: false };
  }
  // The site's redirect script to another site (`/redirect.jsp?url=http%3A%2F%2Fwww.ccgp-…`): where it leads counts.
  if (inScope !== undefined && REDIRECT_PATH.test(parsed.pathname) && redirectTargets(parsed).some((host) => !inScope(host))) {
    return { skip: 'out-of-scope', attachment: false };
  }
  return { attachment: false };
}

/** A redirect script's path: `/redirect.jsp`, `/go.php`, `/link.aspx`, `/out`. */
const REDIRECT_PATH = /\/(?:redirect|go|goto|jump|link|out|url|visit|tourl|outlink)(?:\.(?:jsp|php|aspx?|do|action|cgi|ashx))?$/i;

/** Hosts of the absolute URLs a redirect's query names. */
function redirectTargets(url: URL): string[] {
  const hosts: string[] = [];
  for (const value of url.search === '' ? [] : url.searchParams.values()) {
    const target = /^https?:\/\//i.test(value.trim()) ? parseUrl(value.trim()) : undefined;
    if (target) hosts.push(target.hostname);
  }
  return hosts;
}


// IPv4 ranges that are not the public internet: this host, private, loopback, link-local, CGNAT, multicast, reserved.
const PRIVATE_V4: Array<[number, number]> = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16],
  [0xac100000, 12], [0xc0000000, 24], [0xc0a80000, 16], [0xc6120000, 15], [0xe0000000, 3],
];

function v4Number(host: string): number | undefined {
  const parts = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!parts) return undefined;
  const bytes = parts.slice(1).map(Number);
  if (bytes.some((b) => b > 255)) return undefined;
  return ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
}

function isPrivateV4(value: number): boolean {
  return PRIVATE_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
}

// An IPv6 literal as the URL parser writes it (compressed, lower case, no brackets).
function isPrivateV6(host: string): boolean {
  if (host === '::' || host === '::1') return true;
  // IPv4-mapped (::ffff:7f00:1) and NAT64 (64:ff9b::7f00:1): judge the IPv4 address inside.
  const mapped = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (mapped) return isPrivateV4(((parseInt(mapped[1]!, 16) << 16) >>> 0) + parseInt(mapped[2]!, 16));
  if (/^::ffff:\d/.test(host)) return true; // a dotted form the parser left as is: refuse, never guess
  const first = parseInt(host.split(':')[0] || '0', 16);
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local, ff00::/8 multicast.
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xffc0) === 0xfec0 || (first & 0xff00) === 0xff00;
}

/**
 * True when `hostname` (as `new URL().hostname` gives it) names this machine or a private network
 * by itself: `localhost`, `*.localhost`, or an IP literal in a non-public range. The URL parser has
 * already turned `127.1`, `2130706433` and `0x7f000001` into `127.0.0.1`. Names are not resolved.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.startsWith('[')) return isPrivateV6(host.slice(1, -1));
  const v4 = v4Number(host);
  return v4 !== undefined && isPrivateV4(v4);
}

/**
 * True for an http(s) URL, at most MAX_URL_LENGTH long, with no user name or password, on a public
 * host: a name under a real public suffix (not `localhost`, `.local`, `.internal`, a bare name) or
 * an IP literal outside the private ranges (see isPrivateHost). What a seed may be: the crawl must
 * never be pointed at the user's router or intranet.
 */
export function isPublicHttpUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH) return false;
  const parsed = parseUrl(url.trim());
  if (!parsed) return false;
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  if (host === '' || isPrivateHost(host)) return false;
  const info = parseDomain(host);
  return info.isIp === true || (info.isIcann === true && !!info.domain);
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
