/**
 * Lists kept only in a page's embedded JSON state, read without running the app: Next.js
 * `<script id="__NEXT_DATA__" type="application/json">`, an inline script assigning the global `__INITIAL_STATE__ = {…}`,
 * or `__NUXT__ = {…}` (Nuxt 2's function form read as a literal with its arguments bound, not
 * run), Nuxt 3's `<script id="__NUXT_DATA__">` (devalue's flat array, revived), `__PRELOADED_STATE__`,
 * `__INITIAL_DATA__`. An array of objects that each carry a title-like text and a link field
 * (`url`, `href`, `link`, `path` …), and a date when one reads as a date, becomes a list of rows
 * put into the page, so it is read as any list. Rows without a link field are left out.
 */
import { Element, Text, type ParentNode } from 'domhandler';
import { findDate } from './row-dates.ts';
import { isTag, isText } from './text.ts';
import { parseJsLiteral, parseNuxtFunction, reviveDevalue } from './js-literal.ts';

/** Scripts that may hold a page's state. */
export const EMBEDDED_STATE = /__NEXT_DATA__|__INITIAL_STATE__|__NUXT__|__NUXT_DATA__|__PRELOADED_STATE__|__INITIAL_DATA__/;
/** Longest JSON parsed (a page's state is rarely more). */
const MAX_JSON_CHARS = 2_000_000;
/** Values visited while looking for lists. */
const MAX_NODES = 50_000;
const MAX_DEPTH = 14;
const MAX_ROWS = 500;
const TITLE_KEY = /title|name|subject|headline|caption|^bt$|标题/i;
const LINK_KEY = /url|href|link|path|uri/i;
const LINK_VALUE = /^(?:https?:\/\/|\/|\.\.?\/)[^\s<>"']{1,500}$|^[\w\-./]{1,300}\.(?:s?html?|jsp|php|aspx?|do)(?:\?[^\s<>"']*)?$/i;
const HAN = /[\u4e00-\u9fff]/;

/** What the embedded state gave: rows put in the page, and the hrefs of the list's later pages. */
export interface Embedded {
  rows: number;
  pages: string[];
}

/** Reads each script's state; each list becomes a `div` of links after the script in the body. */
export function unwrapEmbeddedJson(scripts: Element[], pageUrl: string): Embedded {
  const out: Embedded = { rows: 0, pages: [] };
  for (const script of scripts) {
    const code = script.children.map((c) => (isText(c) ? c.data : '')).join('');
    const state = stateOf(script, code);
    if (state !== undefined) addLists(state, bodyOf(script) ?? script.parent, pageUrl, out);
  }
  return out;
}

/**
 * A page that is JSON (a list API's answer, fetched as a later page of a list named in a page's
 * state): its lists are put in the document as links, as an embedded state's are.
 */
export function unwrapJsonDocument(doc: ParentNode, pageUrl: string): Embedded | undefined {
  const only = doc.children.length === 1 ? doc.children[0] : undefined;
  const text = only && isText(only) ? only.data.trim() : '';
  if (!/^[{[]/.test(text) || text.length > MAX_JSON_CHARS) return undefined;
  const state = parse(text);
  if (state === undefined) return undefined;
  const out: Embedded = { rows: 0, pages: [] };
  addLists(state, doc, pageUrl, out);
  return out.rows > 0 ? out : undefined;
}

function addLists(state: unknown, parent: ParentNode | null, pageUrl: string, out: Embedded): void {
  if (!parent) return;
  for (const { rows, holders } of findLists(state)) {
    const div = new Element('div', { class: 'embedded-json' }, rows.map(rowElement));
    for (const li of div.children) li.parent = div;
    div.parent = parent as Element;
    parent.children.push(div);
    out.rows += rows.length;
    if (out.pages.length === 0) out.pages.push(...laterPages(holders, rows.length, pageUrl));
  }
}

interface Row {
  title: string;
  url: string;
  date?: string;
}

function rowElement(row: Row): Element {
  const a = new Element('a', { href: row.url, title: row.title }, [new Text(row.title)]);
  const children: Element[] = [a];
  if (row.date) children.push(new Element('span', { class: 'date' }, [new Text(row.date)]));
  const li = new Element('li', {}, children);
  for (const child of children) {
    child.parent = li;
    for (const t of child.children) t.parent = child;
  }
  return li;
}

// The parsed state of a script: the whole text of a JSON script, else the JSON literal assigned to the state's name.
function stateOf(script: Element, code: string): unknown {
  if (code.length > MAX_JSON_CHARS) return undefined;
  if (/json/i.test(script.attribs.type ?? '')) {
    const state = parse(code);
    return isDevalue(state) ? reviveDevalue(state) : state;
  }
  const assigned = /(?:window\.|self\.)?(?:__INITIAL_STATE__|__NUXT__|__PRELOADED_STATE__|__INITIAL_DATA__)\s*=\s*/.exec(code);
  if (!assigned) return undefined;
  const start = assigned.index + assigned[0].length;
  if (code[start] === '(') return parseNuxtFunction(code, start);
  const end = literalEnd(code, start);
  if (end === undefined) return undefined;
  // JSON first (fast); a JavaScript literal (unquoted keys, single quotes) else.
  return parse(code.slice(start, end)) ?? parseJsLiteral(code.slice(start, end), 0);
}

// devalue's flat array: the root (index 0) a wrapper such as ["ShallowReactive", 1] or an object of indexes.
function isDevalue(state: unknown): state is unknown[] {
  if (!Array.isArray(state) || state.length < 2) return false;
  const root: unknown = state[0];
  if (Array.isArray(root)) return typeof root[0] === 'string' && typeof root[1] === 'number';
  return root !== null && typeof root === 'object' && Object.values(root).every((v) => Number.isInteger(v));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

// Where the object or array literal starting at `start` ends (strings respected), else undefined.
function literalEnd(code: string, start: number): number | undefined {
  if (code[start] !== '{' && code[start] !== '[') return undefined;
  let depth = 0;
  let quote = '';
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  return undefined;
}

/** Arrays of objects read as rows (most items carry a title-like text and a link field), with the objects holding them (nearest first). */
function findLists(state: unknown): Array<{ rows: Row[]; holders: Array<Record<string, unknown>> }> {
  const lists: Array<{ rows: Row[]; holders: Array<Record<string, unknown>> }> = [];
  let visited = 0;
  const visit = (value: unknown, depth: number, holders: Array<Record<string, unknown>>) => {
    if (++visited > MAX_NODES || depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      const rows = rowsOf(value);
      if (rows) lists.push({ rows, holders });
      else for (const item of value) visit(item, depth + 1, holders);
      return;
    }
    const record = value as Record<string, unknown>;
    const inner = [record, ...holders].slice(0, 4);
    for (const item of Object.values(record)) visit(item, depth + 1, inner);
  };
  visit(state, 0, []);
  return lists;
}

/** Keys a list's state gives its paging by (Next.js props, Spring pages, MyBatis-Plus, Element UI tables). */
const PAGES_KEY = /^(?:totalPages?|pages|pageCount|totalPageCount|pageTotal)$/i;
const TOTAL_KEY = /^(?:total|totalCount|totalElements|totalRecords?|totalNum|recordCount|count)$/i;
const SIZE_KEY = /^(?:pageSize|size|limit|perPage|per_page|rows|pageLimit)$/i;
const CURRENT_KEY = /^(?:current|currentPage|page|pageNum|pageNo|pageIndex|pageNumber|curPage)$/i;
/** A list API the state names (`listApi: "/api/notices?category=2"`): a same-site path. */
const API_KEY = /api|endpoint|listUrl|dataUrl/i;
const MAX_LATER_PAGES = 50;

/**
 * The hrefs of a list's later pages, when its state gives a page count (`totalPages`, or `total`
 * and `pageSize`) beyond the current page: the list API the state names with `page=k` added, else,
 * when the state also names the current page, the page's own URL with `page=k` (a server-rendered
 * app reads its page from the query). Nothing without a count; at most MAX_LATER_PAGES.
 */
function laterPages(holders: Array<Record<string, unknown>>, shown: number, pageUrl: string): string[] {
  const num = (key: RegExp) => {
    for (const h of holders) for (const [k, v] of Object.entries(h)) if (key.test(k) && (typeof v === 'number' || (typeof v === 'string' && /^\d{1,7}$/.test(v)))) return { key: k, n: Number(v) };
    return undefined;
  };
  const size = num(SIZE_KEY);
  const total = num(TOTAL_KEY);
  const perPage = size && size.n >= shown ? size.n : shown;
  const count = num(PAGES_KEY)?.n ?? (total && perPage > 0 ? Math.ceil(total.n / perPage) : 0);
  const named = num(CURRENT_KEY);
  const current = Math.max(1, named?.n ?? 1);
  if (!(count > current) || shown === 0) return [];
  let api: string | undefined;
  for (const h of holders) for (const [k, v] of Object.entries(h)) if (!api && API_KEY.test(k) && typeof v === 'string' && /^\/[^\s/][^\s<>"']{0,300}$/.test(v)) api = v;
  // The page's own URL is paged only when the state says which page it is (a home page's `total` alone is not a pager).
  if (!api && !named) return [];
  const hrefs: string[] = [];
  for (let k = current + 1; k <= Math.min(count, current + MAX_LATER_PAGES); k++) {
    if (api) hrefs.push(`${api}${api.includes('?') ? '&' : '?'}page=${k}${size ? `&${size.key}=${size.n}` : ''}`);
    else hrefs.push(withPage(pageUrl, k));
  }
  return hrefs;
}

// The URL with its `page` query parameter set to k.
function withPage(pageUrl: string, k: number): string {
  const url = new URL(pageUrl);
  url.searchParams.set('page', String(k));
  return url.href;
}

function rowsOf(items: unknown[]): Row[] | undefined {
  const objects = items.filter((i): i is Record<string, unknown> => i !== null && typeof i === 'object' && !Array.isArray(i));
  if (objects.length < 2 || objects.length < items.length * 0.8) return undefined;
  const titleKey = keyFor(objects, (k, v) => TITLE_KEY.test(k) && typeof v === 'string' && v.trim().length >= 5 && HAN.test(v));
  const linkKey = keyFor(objects, (k, v) => LINK_KEY.test(k) && typeof v === 'string' && LINK_VALUE.test(v.trim()));
  if (!titleKey || !linkKey) return undefined;
  const dateKey = keyFor(objects, (k, v) => (typeof v === 'string' && v.length <= 40 && findDate(v) !== undefined && k !== titleKey) || (DATE_KEY.test(k) && epochDate(v) !== undefined));
  const rows: Row[] = [];
  for (const o of objects.slice(0, MAX_ROWS)) {
    const title = o[titleKey];
    const url = o[linkKey];
    if (typeof title !== 'string' || typeof url !== 'string' || !LINK_VALUE.test(url.trim())) continue;
    const date = !dateKey ? undefined : typeof o[dateKey] === 'string' ? findDate(o[dateKey] as string) : epochDate(o[dateKey]);
    rows.push({ title: title.trim().slice(0, 300), url: url.trim(), ...(date ? { date } : {}) });
  }
  return rows.length >= 2 ? rows : undefined;
}

/** A number under a date-like key is a time since 1970: in milliseconds or seconds. */
const DATE_KEY = /time|date|day|publish|created|updated|发布/i;
const CHINA_OFFSET_MS = 8 * 3600_000;

// The day (China time) of an epoch number in 2001–2099, in ms or s; else undefined.
function epochDate(v: unknown): string | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
  const ms = v > 978e9 && v < 4102e9 ? v : v > 978e6 && v < 4102e6 ? v * 1000 : undefined;
  return ms === undefined ? undefined : new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

// The key whose values pass `test` in at least 80% of the objects.
function keyFor(objects: Array<Record<string, unknown>>, test: (key: string, value: unknown) => boolean): string | undefined {
  const counts = new Map<string, number>();
  for (const o of objects) for (const [k, v] of Object.entries(o)) if (test(k, v)) counts.set(k, (counts.get(k) ?? 0) + 1);
  let best: string | undefined;
  for (const [k, n] of counts) if (n >= objects.length * 0.8 && (best === undefined || n > counts.get(best)!)) best = k;
  return best;
}

function bodyOf(el: Element): ParentNode | undefined {
  let root: ParentNode | null = el;
  while (root.parent) root = root.parent;
  const stack: ParentNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    for (const child of node.children) {
      if (!isTag(child)) continue;
      if (child.name === 'body') return child;
      if (child.name === 'html') stack.push(child);
    }
  }
  return undefined;
}
