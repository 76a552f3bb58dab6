/**
 * Lists kept only in a page's embedded JSON state, read without running the app: Next.js
 * `<script id="__NEXT_DATA__" type="application/json">`, `window.__INITIAL_STATE__ = {…}`,
 * `window.__NUXT__ = {…}` (a JSON literal; Nuxt's function form is not run), `__PRELOADED_STATE__`,
 * `__INITIAL_DATA__`. An array of objects that each carry a title-like text and a link field
 * (`url`, `href`, `link`, `path` …), and a date when one reads as a date, becomes a list of rows
 * put into the page, so it is read as any list. Rows without a link field are left out.
 */
import { Element, Text, type ParentNode } from 'domhandler';
import { findDate } from './row-dates.ts';
import { isTag, isText } from './text.ts';

/** Scripts that may hold a page's state. */
export const EMBEDDED_STATE = /__NEXT_DATA__|__INITIAL_STATE__|__NUXT__|__PRELOADED_STATE__|__INITIAL_DATA__/;
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

/** The rows found, by the script they came from; each script element gets a `div` of links after it in the body. */
export function unwrapEmbeddedJson(scripts: Element[]): number {
  let rows = 0;
  for (const script of scripts) {
    const code = script.children.map((c) => (isText(c) ? c.data : '')).join('');
    const state = stateOf(script, code);
    if (state === undefined) continue;
    const lists = findLists(state);
    for (const list of lists) {
      const div = new Element('div', { class: 'embedded-json' }, list.map(rowElement));
      for (const li of div.children) li.parent = div;
      const parent = bodyOf(script) ?? script.parent;
      if (!parent) continue;
      div.parent = parent;
      parent.children.push(div);
      rows += list.length;
    }
  }
  return rows;
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
  if (/json/i.test(script.attribs.type ?? '')) return parse(code);
  const assigned = /(?:window\.|self\.)?(?:__INITIAL_STATE__|__NUXT__|__PRELOADED_STATE__|__INITIAL_DATA__)\s*=\s*/.exec(code);
  if (!assigned) return undefined;
  const start = assigned.index + assigned[0].length;
  const end = literalEnd(code, start);
  return end === undefined ? undefined : parse(code.slice(start, end));
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

/** Arrays of objects read as rows: most items carry a title-like text and a link field. */
function findLists(state: unknown): Row[][] {
  const lists: Row[][] = [];
  let visited = 0;
  const visit = (value: unknown, depth: number) => {
    if (++visited > MAX_NODES || depth > MAX_DEPTH || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      const rows = rowsOf(value);
      if (rows) lists.push(rows);
      else for (const item of value) visit(item, depth + 1);
      return;
    }
    for (const item of Object.values(value as Record<string, unknown>)) visit(item, depth + 1);
  };
  visit(state, 0);
  return lists;
}

function rowsOf(items: unknown[]): Row[] | undefined {
  const objects = items.filter((i): i is Record<string, unknown> => i !== null && typeof i === 'object' && !Array.isArray(i));
  if (objects.length < 2 || objects.length < items.length * 0.8) return undefined;
  const titleKey = keyFor(objects, (k, v) => TITLE_KEY.test(k) && typeof v === 'string' && v.trim().length >= 5 && HAN.test(v));
  const linkKey = keyFor(objects, (k, v) => LINK_KEY.test(k) && typeof v === 'string' && LINK_VALUE.test(v.trim()));
  if (!titleKey || !linkKey) return undefined;
  const dateKey = keyFor(objects, (k, v) => typeof v === 'string' && v.length <= 40 && findDate(v) !== undefined && k !== titleKey);
  const rows: Row[] = [];
  for (const o of objects.slice(0, MAX_ROWS)) {
    const title = o[titleKey];
    const url = o[linkKey];
    if (typeof title !== 'string' || typeof url !== 'string' || !LINK_VALUE.test(url.trim())) continue;
    const date = dateKey && typeof o[dateKey] === 'string' ? findDate(o[dateKey] as string) : undefined;
    rows.push({ title: title.trim().slice(0, 300), url: url.trim(), ...(date ? { date } : {}) });
  }
  return rows.length >= 2 ? rows : undefined;
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
