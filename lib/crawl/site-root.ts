/** Telling a host's front page from the pages under it. */

/** A host's front page: `/`, `/index.htm`, `/default.aspx` …, without a query. */
export function isSiteRoot(url: string): boolean {
  try {
    const { pathname, search } = new URL(url);
    return search === '' && /^\/(?:(?:index|default|main|home)\.[a-z]{2,5})?$/i.test(pathname);
  } catch {
    return false;
  }
}
