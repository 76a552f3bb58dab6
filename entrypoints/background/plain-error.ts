/** A crawl error in plain words, with what the user can do about it. */

const ADVICE: Record<string, string> = {
  blocked: 'blocked: open the site once in a tab (the extension then reads the notices you see)',
  robots: "the site's robots.txt asks crawlers to stay out of these pages",
  timeout: 'the site did not answer in time: it will be tried again at the next check',
  dns: 'the site name could not be found: check the address',
  network: 'the site could not be reached: check your connection or the address',
  http: 'the site answered with an error page',
  'too-large': 'a page was too large and was cut short',
  'redirect-loop': 'a page redirects in a circle',
  'too-many-redirects': 'a page redirects too many times',
  'not-html': 'a page is not a web page (a file or a picture)',
  'private-address': 'a page redirects to this computer or a private network: not followed',
  'off-site': 'a page redirects to another site: not followed (its notice is read from the list)',
  'bad-url': 'a link is not a web address or is far too long',
  'rate-limited': 'the site asks us to come back much later: it will be tried again at the next check',
  'host-failing': 'the site kept failing: it will be tried again at the next check',
  budget: 'the site has more pages than one check reads: the rest is read at the next check',
  internal: 'a page could not be read',
};

/**
 * "blocked (HTTP 412): open the site once in a tab …" from an error kind and the crawl's detail,
 * in the browser's language (messages `siteError_<kind>`), English where none is found.
 */
export function plainError(kind: string, detail?: string): string {
  const status = detail && /\b(4\d\d|5\d\d)\b/.exec(detail)?.[1];
  const advice = localized(kind) ?? ADVICE[kind] ?? `error: ${kind}`;
  if (!status) return advice;
  const colon = /[:：]/.exec(advice);
  if (!colon) return `${advice} (HTTP ${status})`;
  return `${advice.slice(0, colon.index)} (HTTP ${status})${advice.slice(colon.index)}`;
}

function localized(kind: string): string | undefined {
  try {
    const key = `siteError_${kind.replace(/-/g, '_')}` as Parameters<typeof browser.i18n.getMessage>[0];
    return browser.i18n.getMessage(key) || undefined;
  } catch {
    return undefined; // no i18n (unit tests): English
  }
}
