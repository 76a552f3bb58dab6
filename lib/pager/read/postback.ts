/**
 * ASP.NET WebForms pagers read without a browser. A pager link runs
 * `__doPostBack('ctl00$Main$Pager','3')`: the browser sets the form's `__EVENTTARGET` and
 * `__EVENTARGUMENT` and POSTs the whole form (its `__VIEWSTATE`, `__EVENTVALIDATION` …) to the
 * form's action. We read the same fields, so the crawl can make that POST itself.
 *
 * Each later page gets a key: the action URL plus a `__tr_postback` marker parameter (never sent).
 * An absolute page argument (`3`, `Page$3`) names its page. A relative one (`Page$Next`, a
 * LinkButton "下一页" with no argument) names the page it leads to when the pager shows its current
 * page (the one number not a link): 下一页 on page 3 is `Page$4`, one key with the number's link,
 * so a page is posted for once; 尾页 and the like are left to the numbers. Where no current page
 * shows, a relative key is told apart by the view state it posts from.
 */
import type { Element } from 'domhandler';
import type { PostbackPage } from '../../types/page.ts';
import { isTag, isText, visibleText } from '../../extract/text.ts';
import { MAX_FORM_CHARS, MAX_FORM_INPUTS } from '../bounds.ts';
import { NEXT_SIGNS, NEXT_WORD, POSTED_LATER_PAGE } from '../words.ts';
import { inputsOf } from './jump.ts';

/** The marker parameter of a postback page's key: the crawl strips it before the POST. */
export const POSTBACK_PARAM = '__tr_postback';

const DO_POSTBACK = /__doPostBack\(\s*(['"])((?:(?!\1).){1,200})\1\s*,\s*(['"])((?:(?!\3).){0,100})\3\s*\)/;
const WITH_OPTIONS = /WebForm_DoPostBackWithOptions\(\s*new\s+WebForm_PostBackOptions\(\s*"([^"]{1,200})"\s*,\s*"([^"]{0,100})"/;
/** An argument that names its page: `3`, `Page$3`. */
const ABSOLUTE_PAGE = /^(?:Page\$)?\d{1,5}$/i;
/** An ASP.NET WebForms pager: links post the form back (`__doPostBack('grid','Page$2')`) with a view state. */
export function isPostbackPager(scripts: string[], hrefs: string[], forms: Element[]): boolean {
  const postbacks = hrefs.filter((h) => /__doPostBack\s*\(/.test(h));
  if (postbacks.length === 0) return false;
  const viewState = forms.some((form) => hasInput(form, '__VIEWSTATE')) || scripts.some((s) => s.includes('__doPostBack'));
  return viewState && postbacks.some((h) => /Page\$|\$(?:lnk)?(?:next|page|pager)|pager|page/i.test(h));
}

function hasInput(form: Element, name: string): boolean {
  return inputsOf(form).some((i) => i.attribs.name === name);
}

/** A pager link's postback, when `code` (an href or onclick) posts back. */
export function postbackCall(code: string): { target: string; argument: string } | undefined {
  const plain = DO_POSTBACK.exec(code);
  if (plain) return { target: plain[2]!, argument: plain[4]! };
  const options = WITH_OPTIONS.exec(code);
  return options ? { target: options[1]!, argument: options[2]! } : undefined;
}

/**
 * The later pages a WebForms pager posts to: one per pager link (its text a later page number,
 * 下一页, 尾页 …; after the page it shows, when it shows one), keyed as above, with the fields its
 * form would send. Only forms posting to the page's own host; `resolve` gives the absolute action URL.
 */
export function postbackPages(
  links: Array<{ element: Element; href: string; onclick?: string; text: string }>,
  forms: Element[],
  pageUrl: string,
  resolve: (href: string) => string | undefined,
): PostbackPage[] {
  const pages: PostbackPage[] = [];
  const keys = new Set<string>();
  const calls = links.flatMap((link) => {
    const call = postbackCall(link.href) ?? (link.onclick !== undefined ? postbackCall(link.onclick) : undefined);
    return call ? [{ ...link, call }] : [];
  });
  const pagers = new Map<string, Pager | undefined>();
  const pagerOf = (target: string) => {
    if (!pagers.has(target)) pagers.set(target, readPager(calls.filter((c) => c.call.target === target)));
    return pagers.get(target);
  };
  for (const link of calls) {
    const { call } = link;
    const text = link.text.replace(/[\s\[\]]/g, '');
    if (!POSTED_LATER_PAGE.test(text)) continue;
    const form = formOf(link.element) ?? forms.find((f) => fieldsOf(f).some(([name]) => name === '__VIEWSTATE'));
    if (!form || (form.attribs.method ?? 'get').trim().toLowerCase() !== 'post') continue;
    const action = resolve(form.attribs.action?.trim() || pageUrl);
    if (!action || !sameHost(action, pageUrl)) continue;
    const fields = fieldsOf(form).filter(([name]) => name !== '__EVENTTARGET' && name !== '__EVENTARGUMENT');
    if (fields.reduce((n, [k, v]) => n + k.length + v.length, 0) > MAX_FORM_CHARS) continue;
    const pager = pagerOf(call.target);
    const named = ABSOLUTE_PAGE.test(call.argument) ? laterThan(pager, call.argument) : leadsTo(pager, call.argument, text);
    if (named === null) continue; // a page before this one, or one the numbers reach
    const viewState = fields.find(([name]) => name === '__VIEWSTATE')?.[1] ?? '';
    const key = withParam(action, `${encodeURIComponent(call.target)}~${encodeURIComponent(named ?? call.argument)}${named ? '' : `@${hash(viewState)}`}`);
    if (keys.has(key)) continue;
    keys.add(key);
    pages.push({ key, action, fields: [['__EVENTTARGET', call.target], ['__EVENTARGUMENT', call.argument], ...fields] });
  }
  return pages;
}

/** One postback pager as shown: the page numbers it links (`Page$3` or `3`), and the page it is on when one number is not a link. */
interface Pager {
  linked: Map<number, string>;
  current?: number;
}

function readPager(links: Array<{ element: Element; call: { argument: string } }>): Pager {
  const linked = new Map<number, string>();
  for (const { call } of links) if (ABSOLUTE_PAGE.test(call.argument)) linked.set(pageNumber(call.argument), call.argument);
  const box = commonAncestor(links.map((l) => l.element));
  const shown = box ? unlinkedNumbers(box) : [];
  const current = shown.length === 1 && !linked.has(shown[0]!) ? shown[0] : undefined;
  return { linked, ...(current !== undefined && { current }) };
}

/**
 * A relative argument's page as an absolute argument, in the pager's own style: 下一页 (or ›) on
 * page k is k + 1; null when the pager's numbers reach that page already, or for 尾页, », … on a
 * numbered pager (the walk goes forward by the numbers); undefined when it cannot be told.
 */
function leadsTo(pager: Pager | undefined, argument: string, text: string): string | null | undefined {
  if (!pager || pager.current === undefined) return undefined;
  const next = NEXT_WORD.test(text) || NEXT_SIGNS[0]!.test(text) || /next/i.test(argument);
  if (!next) return pager.linked.size > 0 ? null : undefined;
  const page = pager.current + 1;
  if (pager.linked.has(page)) return null;
  const style = [...pager.linked.values()][0] ?? argument;
  return /^Page\$/i.test(style) ? `Page$${page}` : String(page);
}

/** An absolute argument, or null for a page at or before the one the pager shows. */
function laterThan(pager: Pager | undefined, argument: string): string | null {
  return pager?.current !== undefined && pageNumber(argument) <= pager.current ? null : argument;
}

/** The number an absolute argument names: `Page$3`, `3` → 3. */
const pageNumber = (argument: string): number => Number(argument.replace(/^\D+/, ''));

/** The lowest element holding all of `elements`. */
function commonAncestor(elements: Element[]): Element | undefined {
  const chain = (el: Element) => {
    const up: Element[] = [];
    for (let node: Element | null = el.parent as Element | null; node && isTag(node); node = node.parent as Element | null) up.push(node);
    return up;
  };
  const [first, ...rest] = elements;
  if (!first) return undefined;
  const others = rest.map((el) => new Set(chain(el)));
  return chain(first).find((node) => others.every((up) => up.has(node)));
}

/** Whole numbers written in `box` outside any link (`<span>3</span>`, `[3]`): a pager's current page. */
function unlinkedNumbers(box: Element): number[] {
  const numbers: number[] = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (isTag(child)) {
        if (child.name !== 'a' && child.name !== 'script' && numbers.length <= 2) walk(child);
      } else if (isText(child)) {
        const text = child.data.replace(/[\s\[\]\u00a0]/g, '');
        if (/^\d{1,5}$/.test(text)) numbers.push(Number(text));
      }
    }
  };
  walk(box);
  return numbers;
}

/** `url` without its postback marker: the URL the form posts to. */
export function postbackAction(url: string): string | undefined {
  const at = url.search(new RegExp(`[?&]${POSTBACK_PARAM}=`));
  if (at < 0) return undefined;
  const end = url.indexOf('&', at + 1);
  const rest = end < 0 ? '' : url.slice(end + 1);
  const head = url.slice(0, at);
  return rest ? `${head}${head.includes('?') ? '&' : '?'}${rest}` : head;
}

export function withParam(action: string, value: string): string {
  const clean = action.replace(/#.*$/, '');
  return `${clean}${clean.includes('?') ? '&' : '?'}${POSTBACK_PARAM}=${value}`;
}

export function sameHost(a: string, b: string): boolean {
  try {
    return new URL(a).host === new URL(b).host;
  } catch {
    return false;
  }
}

/** The form an element sits in. */
export function formOf(el: Element): Element | undefined {
  for (let node = el.parent; node; node = node.parent) if (isTag(node) && node.name === 'form') return node;
  return undefined;
}

/** The name/value pairs a form submits (no buttons, unchecked boxes or files), in document order. */
export function fieldsOf(form: Element): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const walk = (el: Element) => {
    for (const child of el.children) {
      if (!isTag(child) || fields.length >= MAX_FORM_INPUTS) continue;
      const name = child.attribs.name;
      if (child.name === 'input' && name) {
        const type = (child.attribs.type ?? 'text').toLowerCase();
        if (/^(?:submit|button|image|reset|file)$/.test(type)) continue;
        if (/^(?:checkbox|radio)$/.test(type) && child.attribs.checked === undefined) continue;
        fields.push([name, child.attribs.value ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
      } else if (child.name === 'select' && name) {
        const options = child.children.filter((c): c is Element => isTag(c) && c.name === 'option');
        const chosen = options.find((o) => o.attribs.selected !== undefined) ?? options[0];
        if (chosen) fields.push([name, chosen.attribs.value ?? visibleText(chosen)]);
      } else if (child.name === 'textarea' && name) fields.push([name, visibleText(child)]);
      else walk(child);
    }
  };
  walk(form);
  return fields;
}

// FNV-1a, 32 bits: tells view states apart in a key, nothing more.
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16);
}
