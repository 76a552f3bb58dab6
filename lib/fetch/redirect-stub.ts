/**
 * Redirect stubs: many university sites answer `/` with a tiny page that sends the browser on
 * (`<meta http-equiv="refresh" content="0;url=index.htm">` or `location.href="main.htm"`). A
 * browser follows them at once, so the fetcher does too; pages that merely refresh later do not count.
 */

/** Longest delay (seconds) of a meta refresh still treated as a redirect. */
const MAX_REFRESH_SECONDS = 5;

const META_REFRESH = /<meta\b[^>]*http-equiv\s*=\s*["']?refresh["']?[^>]*>/i;
const CONTENT = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// One assignment of a string literal to the location: location = "…", location.href = '…', location.replace("…").
const SCRIPT_REDIRECT = /(?:window\.|self\.|top\.|document\.)?location(?:\.href)?\s*=\s*["']([^"']+)["']|location\.(?:replace|assign)\(\s*["']([^"']+)["']\s*\)/gi;

function withoutComments(html: string): string {
  return html.replace(/<!--[\s\S]*?(?:-->|$)/g, ' ');
}

// The text a reader would see, scripts and tags removed.
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}

function metaRefreshTarget(html: string): string | undefined {
  const tag = META_REFRESH.exec(html)?.[0];
  const content = tag && CONTENT.exec(tag);
  const value = content ? (content[1] ?? content[2] ?? content[3] ?? '') : '';
  const match = /^\s*(\d+(?:\.\d*)?)\s*[;,]?\s*(?:url\s*=\s*)?["']?([^"']*)["']?\s*$/i.exec(value);
  if (!match || Number(match[1]) > MAX_REFRESH_SECONDS || !match[2]) return undefined;
  return match[2].trim();
}

/** The URL (as written, maybe relative) a redirect-stub page sends the browser to, if it is one. */
export function redirectStubTarget(html: string): string | undefined {
  // Comments hide what browsers skip: `<!--[if lte IE 8]><meta http-equiv="refresh" …><![endif]-->`.
  const head = withoutComments(html.slice(0, 16_384));
  const meta = metaRefreshTarget(head);
  if (meta) return meta;
  // A script redirect only on a page with nothing else to read, and only one target.
  if (html.length > 4096 || visibleText(head).length > 100) return undefined;
  const targets = new Set([...head.matchAll(SCRIPT_REDIRECT)].map((m) => m[1] ?? m[2] ?? ''));
  return targets.size === 1 ? [...targets][0] || undefined : undefined;
}
