/**
 * TRS WCM's pager: an inline `createPageHTML(countPage, currentPage, "index", "html")` call (the
 * function from an external script) names the page count; page k of the list is `index_k.html`.
 */
import { MAX_READ_PAGES } from '../bounds.ts';
import { isLiteral, unquote } from './templates.ts';

/** TRS WCM's pager: `createPageHTML(countPage, currentPage, "index", "html")`, page k of a list at `index_k.html`. */
const TRS_PAGER = /createPageHTML\(\s*([\w$]+|'[^']*'|"[^"]*")\s*,\s*([\w$]+|'[^']*'|"[^"]*")\s*,\s*([\w$]+|'[^']*'|"[^"]*")\s*,\s*([\w$]+|'[^']*'|"[^"]*")\s*\)/g;
const SIMPLE_VAR = /(?:var|let|const)\s+([\w$]+)\s*=\s*(\d+|'[^']*'|"[^"]*")/g;

/**
 * The pages of a list paged by TRS WCM's createPageHTML (its function comes from an external
 * script; its call, with the page count, is inline): `prefix_k.suffix` for the pages after the
 * current one (page 0 is `prefix.suffix`).
 */
export function trsPages(scripts: string[], resolve: (href: string) => string | undefined): string[] {
  const vars = new Map([...scripts.join('\n').matchAll(SIMPLE_VAR)].map((m) => [m[1]!, m[2]!] as const));
  const value = (arg: string): string | undefined => (isLiteral(arg) ? unquote(arg) : /^\d+$/.test(arg) ? arg : vars.has(arg) ? value(vars.get(arg)!) : undefined);
  // The page may define the function inline too (`function createPageHTML(_nPageCount, …)`): its
  // parameters are no values, so every call is tried until one reads.
  for (const call of scripts.flatMap((code) => [...code.matchAll(TRS_PAGER)])) {
    const [count, current, prefix, suffix] = [call[1]!, call[2]!, call[3]!, call[4]!].map(value);
    if (!count || !/^\d+$/.test(count) || !prefix || !suffix || !/^\w+$/.test(prefix) || !/^\w+$/.test(suffix)) continue;
    const urls: string[] = [];
    for (let k = Number(current ?? 0) + 1; k < Number(count) && urls.length < MAX_READ_PAGES; k++) {
      const url = resolve(`${prefix}_${k}.${suffix}`);
      if (url) urls.push(url);
    }
    return urls;
  }
  return [];
}
