/**
 * Pagers a widget draws from a settings object in an inline script, read without running it:
 * layui's `laypage.render({ count: 53, limit: 12, curr: 2, jump(obj, first) { location.href =
 * 'list.jsp?page=' + obj.curr } })`, jqPaginator's `{ totalPages: 5, currentPage: 1,
 * onPageChange(num) { … } }`, bootstrap-paginator's `pageUrl(type, page) { return '?page=' + page }`,
 * kkpager's `getLink(n) { return this.hrefFormer + '_' + n + this.hrefLatter }`. The static page
 * shows only the widget's empty box. Page k's URL is the settings' own navigation with k for its
 * page argument; the page count is their total pages, or their row count over the page size.
 */
import { MAX_WIDGET_PAGES, MAX_WIDGET_SETTINGS_CHARS } from '../bounds.ts';
import { functionBody, literalText, urlExpressions } from './templates.ts';

/** Keys of a row count, a page size, a page count and the current page in pager widgets' settings. */
const ROWS_KEY = /^(?:count|totalCount|totalRecords?|totalData|totalNum|totalSize|recordCount|records)$/;
/** A bare `total`: rows beside a page size (jQuery pagination), else pages (kkpager's `total` beside `totalRecords`). */
const TOTAL_KEY = /^total$/;
const SIZE_KEY = /^(?:limit|pageSize|perPage|showData|pageRows|numPerPage|rows|size)$/;
const PAGES_KEY = /^(?:totalPages?|pageCount|pageTotal|pages)$/;
const CURRENT_KEY = /^(?:curr|current|currentPage|cur|pno|pageNo|pageNum|pageIndex|page)$/;
/** `key: value` where the value is a number, a quoted number or string, or a name. */
const PROPERTY = /([A-Za-z_$][\w$]*)\s*:\s*(?:(\d{1,7})\b|(['"])([^'"\n]{0,200})\3|([A-Za-z_$][\w$]*)\b)/g;
/** `key: function (a, b) {` inside the settings: a callback that may navigate or build a page's URL. */
const CALLBACK = /([A-Za-z_$][\w$]*)\s*:\s*function\s*\(([^)]*)\)\s*\{/g;
/** `var total = 53;`: a number a setting may name. */
const NUMBER_VAR = /\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=\s*['"]?(\d{1,7})['"]?\s*[;,\n]/g;

/** What the settings say: page URLs (unresolved) when a navigation was read; `counted` when they name 2 or more pages. */
export function configPages(scripts: string[], pageUrl: string, resolve: (href: string) => string | undefined): { urls: string[]; counted: boolean } {
  let counted = false;
  for (const code of scripts) {
    if (!/[Pp]age|count|total/.test(code)) continue;
    const numbers = new Map([...code.matchAll(NUMBER_VAR)].map((m) => [m[1]!, Number(m[2])] as const));
    for (const settings of settingsObjects(code)) {
      const found = readSettings(settings, numbers);
      if (!found) continue;
      counted ||= found.pages >= 2;
      const build = found.url;
      if (!build) continue;
      const urls: string[] = [];
      for (let k = 1; k <= Math.min(found.pages, MAX_WIDGET_PAGES); k++) {
        const url = k === found.current ? undefined : resolve(build(k));
        if (url && url !== pageUrl && !urls.includes(url)) urls.push(url);
      }
      if (urls.length > 0) return { urls, counted };
    }
  }
  return { urls: [], counted };
}

// The object literals that hold a row or page count key, each its text between the braces.
function* settingsObjects(code: string): Generator<string> {
  let after = 0;
  for (const m of code.matchAll(/\b([A-Za-z_$][\w$]*)\s*:\s*['"\w$]/g)) {
    if (m.index < after || !(ROWS_KEY.test(m[1]!) || PAGES_KEY.test(m[1]!) || TOTAL_KEY.test(m[1]!))) continue;
    const open = openingBrace(code, m.index);
    if (open < 0) continue;
    const body = functionBody(code, open + 1);
    if (body.length > MAX_WIDGET_SETTINGS_CHARS) continue;
    after = open + 1 + body.length;
    yield body;
  }
}

// The `{` of the object a key at `at` stands in (its depth, not an inner object's), or -1.
function openingBrace(code: string, at: number): number {
  let depth = 0;
  for (let i = at - 1; i >= Math.max(0, at - MAX_WIDGET_SETTINGS_CHARS); i--) {
    const c = code[i];
    if (c === '}') depth++;
    else if (c === '{' && depth-- === 0) return i;
  }
  return -1;
}

interface Settings {
  pages: number;
  current: number;
  /** Page k's URL, when a callback of the settings builds one. */
  url?: (k: number) => string;
}

function readSettings(settings: string, numbers: Map<string, number>): Settings | undefined {
  // Only the settings' own keys: a callback's body is not read for them.
  const own = settings.replace(/\{[^{}]*\}/g, '{}');
  const values = new Map<string, number>();
  const strings = new Map<string, string>();
  for (const m of own.matchAll(PROPERTY)) {
    const [, key, digits, , text, name] = m;
    const n = digits !== undefined ? Number(digits) : text !== undefined && /^\d+$/.test(text) ? Number(text) : name !== undefined ? numbers.get(name) : undefined;
    if (n !== undefined && !values.has(key!)) values.set(key!, n);
    if (text !== undefined && !strings.has(key!)) strings.set(key!, text);
  }
  const pick = (pattern: RegExp) => [...values].find(([key]) => pattern.test(key))?.[1];
  const size = pick(SIZE_KEY);
  const total = pick(TOTAL_KEY);
  const rows = pick(ROWS_KEY) ?? (size ? total : undefined);
  const pages = pick(PAGES_KEY) ?? (rows !== undefined && size ? Math.ceil(rows / size) : size ? undefined : total);
  // A pager's settings name the current page or a callback for a page: a chart's `total` does neither.
  if (!pages || (pick(CURRENT_KEY) === undefined && !/:\s*function\s*\(/.test(settings))) return undefined;
  const url = pageUrlOf(settings, strings);
  return { pages, current: pick(CURRENT_KEY) ?? 1, ...(url ? { url } : {}) };
}

// Page k's URL from a callback of the settings that navigates or returns a URL built on its page argument.
function pageUrlOf(settings: string, strings: Map<string, string>): ((k: number) => string) | undefined {
  for (const m of settings.matchAll(CALLBACK)) {
    const params = m[2]!.split(',').map((p) => p.trim()).filter(Boolean);
    const body = functionBody(settings, m.index + m[0].length);
    for (const parts of urlExpressions(body)) {
      const build = template(parts, params, strings);
      if (build) return build;
    }
  }
  return undefined;
}

// Parts of a URL expression as a function of the page: literals, the settings' own strings
// (`this.hrefFormer`), and one page term: a parameter or a parameter's field (`obj.curr`).
function template(parts: string[], params: string[], strings: Map<string, string>): ((k: number) => string) | undefined {
  let pageTerms = 0;
  const pieces: Array<string | null> = [];
  for (const part of parts) {
    const text = literalText(part);
    const own = /^this\.([\w$]+)$/.exec(part)?.[1];
    if (text !== undefined) pieces.push(text);
    else if (/^\d+$/.test(part)) pieces.push(part);
    else if (own !== undefined && strings.has(own)) pieces.push(strings.get(own)!);
    else if (params.includes(part.split('.')[0]!)) pieces.push(null), pageTerms++;
    else return undefined;
  }
  if (pageTerms !== 1 || !pieces.some((p) => p !== null && p !== '')) return undefined;
  return (k) => pieces.map((p) => p ?? String(k)).join('');
}
