/**
 * Counted pages: a pager an external script draws from a page count an inline script holds
 * (DedeCMS / PHPCMS / portal CMSs: `createPage(curPage, totalPage)` with `var totalPage = 5`), page
 * k's URL made from the current URL's own pattern. Nothing is guessed without a count and a current
 * page both read.
 */
import { MAX_READ_PAGES } from '../bounds.ts';
import { functionDefs, isLiteral, unquote } from './templates.ts';

/** A pager-drawing call in an inline script whose function comes from an external one: `createPage(cur, total, "pager")`, `setPage(count, 0, "index", "html")`. */
const PAGER_CALL = /\b([A-Za-z_$][\w$]*[Pp]age[\w$]*)\s*\(([^()]{1,200})\)/g;
/** Simple assignments, `var a = 1, b = 'x';` included. */
const ASSIGNED = /(?:\b(?:var|let|const)\s+|,\s*)([A-Za-z_$][\w$]*)\s*=\s*(\d{1,5}|'[^'\n]{0,40}'|"[^"\n]{0,40}")\s*(?=[;,\n])/g;
const COUNT_NAME = /total|count|pages$|^max|sum|num$/i;
const CURRENT_NAME = /cur|current|now|^this|^page$|^pageindex$|^pageno$|^p$|index$/i;
/** An inline script that writes pager links into the page itself (a `write("<a href='list_9_" + i + ".html'>")` call in a loop). */
const WRITES_LINKS = /document\.write(?:ln)?\s*\(\s*(['"])[^'"]*<a\s[^'"]*href/i;
/** Dynamic pages whose page number goes in the query when the URL shows none. */
const DYNAMIC = /\.(?:php|asp|aspx|jsp|do|action)$/i;
const PAGE_PARAM = /([?&](?:page|pageno|pagenum|pageindex|p|pn|cp|curpage)=)(\d{1,5})(?=&|$)/i;

/**
 * The later pages of a list whose pager an external script draws from a page count held in an
 * inline script (DedeCMS / PHPCMS / portal CMSs): `createPage(curPage, totalPage)` with
 * `var totalPage = 5`. The URL of page k comes from the current URL's own pattern: its last
 * number (`list_12_1.html` → `list_12_k.html`), `index.html` → `index_k.html` (k from 1 when the
 * current page counts from 0), a page parameter (`?page=1`), or `page=k` added to a dynamic page's
 * query, unless the call names the pieces around the number itself (`createPage(3, 1, 'list_5_',
 * '.html')`). Nothing is guessed without a count and a current page both read; `counted` says a
 * call with a count of 2 or more was seen, even when no URL could be made of it (a browser can).
 */
export function countedPages(scripts: string[], pageUrl: string, resolve: (href: string) => string | undefined): { urls: string[]; counted: boolean } {
  let counted = false;
  const vars = new Map<string, string>();
  for (const code of scripts) for (const m of code.matchAll(ASSIGNED)) if (!vars.has(m[1]!)) vars.set(m[1]!, m[2]!);
  const defined = new Set(scripts.flatMap((code) => [...functionDefs(code)].map((d) => d.name)));
  for (const code of scripts) {
    for (const call of code.matchAll(PAGER_CALL)) {
      if (defined.has(call[1]!)) continue; // its own code is read by scriptTemplates
      const args = call[2]!.split(',').map((a) => a.trim());
      const values = args.map((a) => (isLiteral(a) ? a : /^\d+$/.test(a) ? a : vars.get(a)));
      const numbers = args.flatMap((a, i) => (values[i] && /^\d+$/.test(values[i]!) ? [{ name: /^\d+$/.test(a) ? '' : a, n: Number(values[i]) }] : []));
      const strings = values.filter((v): v is string => v !== undefined && isLiteral(v)).map(unquote);
      const count = numbers.find((x) => COUNT_NAME.test(x.name)) ?? (numbers.length === 2 && !numbers[0]!.name && !numbers[1]!.name ? numbers.reduce((a, b) => (b.n > a.n ? b : a)) : undefined);
      const current = numbers.find((x) => x !== count && CURRENT_NAME.test(x.name)) ?? (numbers.length === 2 && count && !count.name ? numbers.find((x) => x !== count) : undefined);
      if (!count || !current || count.n < 2 || current.n > count.n) continue;
      counted ||= current.n < count.n;
      const urls = pageUrls(pageUrl, current.n, count.n, strings).flatMap((href) => resolve(href) ?? []);
      if (urls.length > 0) return { urls, counted };
    }
  }
  // A pager the script writes itself from a count and a current page it assigns (`var totalpage = 6, thispage = 1`).
  if (scripts.some((code) => WRITES_LINKS.test(code))) {
    const numbers = [...vars].filter(([, v]) => /^\d+$/.test(v)).map(([name, v]) => ({ name, n: Number(v) }));
    const count = numbers.find((x) => COUNT_NAME.test(x.name));
    const current = numbers.find((x) => x !== count && CURRENT_NAME.test(x.name) && !COUNT_NAME.test(x.name));
    if (count && current && count.n >= 2 && current.n <= count.n) return { urls: pageUrls(pageUrl, current.n, count.n, []).flatMap((href) => resolve(href) ?? []), counted: current.n < count.n };
  }
  return { urls: [], counted };
}

// Page k's href from the current URL's pattern (see countedPages).
function pageUrls(pageUrl: string, current: number, count: number, strings: string[]): string[] {
  const url = new URL(pageUrl);
  const name = url.pathname.split('/').pop() ?? '';
  const make: Array<(k: number) => string> = [];
  const numbered = /^(.*?)(\d{1,5})(\.\w{2,5})$/.exec(name);
  const [prefix, suffix] = strings.filter((s) => /^\w{1,30}$/.test(s));
  // A call that names page k's href in two pieces around the number ('list_5_', '.html').
  const head = strings.find((s) => /^[\w./-]{0,60}[_\-=/]$/.test(s));
  const tail = strings.find((s) => /^\.\w{2,5}$/.test(s));
  // A TRS-style call (count, current, "index", "html") counts from 0: index.html is page 0, index_1.html page 1.
  const zeroBased = current === 0 || (prefix !== undefined && suffix !== undefined && name.startsWith(prefix));
  const last = zeroBased ? count - 1 : count;
  if (head !== undefined && tail !== undefined) make.push((k) => `${head}${k}${tail}`);
  else if (url.search === '' && numbered && Number(numbered[2]) === current && /[_\-]$/.test(numbered[1]!)) make.push((k) => `${numbered[1]}${k}${numbered[3]}`);
  else if (url.search === '' && prefix && suffix && name === `${prefix}.${suffix}`) make.push((k) => `${prefix}_${k}.${suffix}`);
  else if (url.search === '' && /^index\.s?html?$/i.test(name)) make.push((k) => name.replace(/\./, `_${k}.`));
  else if (PAGE_PARAM.test(url.search)) make.push((k) => `${name}${url.search.replace(PAGE_PARAM, `$1${k}`)}`);
  else if (DYNAMIC.test(name)) make.push((k) => `${name}${url.search ? `${url.search}&` : '?'}page=${k}`);
  if (make.length === 0) return [];
  const hrefs: string[] = [];
  for (let k = current + 1; k <= last && hrefs.length < MAX_READ_PAGES; k++) hrefs.push(make[0]!(k));
  return hrefs;
}
