/**
 * Anti-bot gateways (seen on Chinese university sites: 412 + JavaScript, "jsl" cookie pages, WAF
 * "安全狗"/"云锁" checks) answer with a tiny page whose script sets a cookie and reloads. Such a
 * page is not the site's content: the crawler should call it 'blocked', not index it.
 *
 * It stays in lib/fetch, not with the browser decision (lib/browser), because the fetcher itself
 * uses it: fetcher.ts throws `blocked` rather than hand a challenge out as a page. The browser
 * side asks it too, of the page a browser drew (lib/browser/render.ts, helper/browser.ts,
 * the extension's tab renderer), and lib/browser/why-browser.ts sends a `blocked` fetch there.
 */

/** Strings only such gateways write (vendor cookie names and scripts). */
const GATEWAY_MARKERS = [
  /__jsl_clearance/i, // Jiasule (加速乐)
  /acw_sc__v2|acw_tc/i, // Alibaba Cloud WAF
  /\$_ts\s*=|FSSBBIl1UgzbN7N/, // Ruishu (瑞数), the 412 gateway
  /yunsuo_session_verify|security_session_verify/i, // Yunsuo (云锁)
  /safedog|WAF\/2\.0/i, // Safedog (安全狗)
  /cf-browser-verification|challenge-platform|cf_chl_/i, // Cloudflare
];

const SETS_COOKIE = /document\.cookie\s*=/i;
const RELOADS = /location\.(?:reload\s*\(|href\s*=|replace\s*\()|window\.location\s*=|location\s*=\s*['"`\w]/i;

/** A challenge page is small; a real page that merely mentions a cookie is larger. */
const CHALLENGE_MAX_CHARS = 30_000;

// The visible text left once scripts, styles and tags are removed.
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when `html` looks like a JavaScript challenge rather than a page of content. */
export function isJavaScriptChallenge(html: string): boolean {
  if (html.length > CHALLENGE_MAX_CHARS || !/<script\b/i.test(html)) return false;
  if (GATEWAY_MARKERS.some((marker) => marker.test(html))) return true;
  return SETS_COOKIE.test(html) && RELOADS.test(html) && visibleText(html).length < 200;
}
