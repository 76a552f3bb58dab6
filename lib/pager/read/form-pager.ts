/**
 * Form pagers read without a browser (JSP, PHP, old CMS lists): a pager link runs a page function
 * (`javascript:goPage(3)`, `onclick="toPage(3)"`) that puts its argument in a field of a form and
 * submits that form. As the page's script writes it (DOC standing for the page's document object):
 *
 *   function goPage(n) { DOC.pageForm.pageNo.value = n; DOC.pageForm.submit(); }
 *   function toPage(n) { $('#pageNo').val(n); $('#pageForm').submit(); }
 *   function go(n) { var f = DOC.getElementById('listForm'); f.elements['page'].value = n; f.submit(); }
 *
 * The function is read (inline, or in the page's own external scripts the crawl fetched), never run.
 * A POST form gives each later page as a key like a WebForms postback's (lib/pager/read/postback.ts):
 * the action URL plus a `__tr_postback=field~N` marker, with every field the form would send
 * (hidden inputs as the page holds them) and the page field set to N; a GET form gives the URL a
 * browser would ask. Only pages after the current one, up to the pager's last page when it shows one.
 */
import type { Element } from 'domhandler';
import type { PostbackPage } from '../../types/page.ts';
import { MAX_FORM_CHARS, MAX_READ_PAGES } from '../bounds.ts';
import { LAST_WORD, PAGE_COUNT_SHOWN, PAGE_OPTION, POSTED_LATER_PAGE } from '../words.ts';
import { fieldsOf, formOf, sameHost, withParam } from './postback.ts';
import { functionBody, functionDefs } from './templates.ts';
import { isTag, visibleText } from '../../extract/text.ts';

/** A pager control: a link (its href and onclick as `code`) or another clickable element. */
export interface PagerControl {
  element: Element;
  code: string;
  text: string;
}

/** How a form or a field is named in the page's code: its id, its name (or id: `DOC.X`, `form.X`), its index in `DOC.forms`. */
interface Ref {
  id?: string;
  name?: string;
  index?: number;
  /** The code naming its form (`DOC.pageForm` of `DOC.pageForm.pageNo`). */
  parent?: string;
}

/** A page function that sets a form field to one of its arguments and submits a form. */
interface FormPagerFunction {
  /** Which argument is the page number. */
  arg: number;
  field: Ref;
  /** The form the field's code or the submit names; undefined: the form holding the field. */
  form?: Ref;
  /** Other fields the function sets to literals (`DOC.f.type.value = '2'`). */
  fixed: Array<[Ref, string]>;
  /** A literal action the function gives the form. */
  action?: string;
}

const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/**
 * A property chain: `DOC.pageForm.pageNo`, `$('#pageNo')`, `DOC.forms[0].elements['page']`, `f`.
 * It starts where no name or dot goes before it and has a few steps at most: matching stays linear on any script.
 */
const CHAIN = String.raw`(?<![\w$.])[A-Za-z_$][\w$]{0,60}(?:\.[A-Za-z_$][\w$]{0,60}|\[[^\]\n]{0,80}\]|\((?:[^()\n]|\([^()\n]{0,80}\)){0,160}\)){0,8}`;
/** `x.value = n`, `$(x).val(n)`, `$(x).attr('value', n)`, `x.setAttribute('value', n)`. */
const SETS_VALUE = [
  new RegExp(String.raw`(${CHAIN})\.value\s*=(?!=)\s*([^;\n}]{1,80})`, 'g'),
  new RegExp(String.raw`(${CHAIN})\.val\(\s*((?:[^()\n]|\([^()\n]*\)){1,80})\)`, 'g'),
  new RegExp(String.raw`(${CHAIN})\.(?:attr|prop|setAttribute)\(\s*['"]value['"]\s*,\s*((?:[^()\n]|\([^()\n]*\)){1,80})\)`, 'g'),
];
const SUBMITS = new RegExp(String.raw`(${CHAIN})\.(?:submit\(\s*\)|trigger\(\s*['"]submit['"]\s*\))`);
const SETS_ACTION = new RegExp(String.raw`(${CHAIN})\.action\s*=(?!=)\s*(${STRING})`);
const VARIABLE = new RegExp(String.raw`(?<![\w$.])([A-Za-z_$][\w$]{0,60})\s*=(?!=)\s*(${CHAIN})`, 'g');

/** The page functions defined in `scripts` that set a form field to an argument and submit a form, by name. */
export function formPagerFunctions(scripts: string[]): Map<string, FormPagerFunction> {
  const found = new Map<string, FormPagerFunction>();
  for (const code of scripts) {
    if (!/\.submit\(|['"]submit['"]/.test(code)) continue;
    let globals: Map<string, string> | undefined;
    for (const def of functionDefs(code)) {
      const body = functionBody(code, def.end);
      const submit = SUBMITS.exec(body);
      if (!submit) continue;
      const params = def.params.split(',').map((p) => p.trim());
      globals ??= variables(code);
      const vars = new Map([...globals, ...variables(body)]);
      const fn = readFunction(body, params, vars, submit[1]!);
      if (fn && !found.has(def.name)) found.set(def.name, fn);
    }
  }
  return found;
}

function readFunction(body: string, params: string[], vars: Map<string, string>, submitted: string): FormPagerFunction | undefined {
  let page: { arg: number; field: Ref } | undefined;
  const fixed: Array<[Ref, string]> = [];
  for (const pattern of SETS_VALUE) {
    for (const m of body.matchAll(pattern)) {
      const field = refOf(m[1]!, vars);
      if (!field) continue;
      const value = m[2]!.trim().replace(/;$/, '');
      const arg = argumentOf(value, params, vars);
      if (arg >= 0) page ??= { arg, field };
      else {
        const literal = literalOf(value);
        if (literal !== undefined) fixed.push([field, literal]);
      }
    }
  }
  if (!page) return undefined;
  const form = (page.field.parent !== undefined ? refOf(page.field.parent, vars) : undefined) ?? refOf(submitted, vars);
  const action = SETS_ACTION.exec(body)?.[2];
  return { ...page, ...(form ? { form } : {}), fixed, ...(action ? { action: action.slice(1, -1) } : {}) };
}

// `var f = DOC.getElementById('pageForm')` → f: its code.
function variables(code: string): Map<string, string> {
  const vars = new Map<string, string>();
  for (const m of code.matchAll(VARIABLE)) if (!vars.has(m[1]!)) vars.set(m[1]!, m[2]!);
  return vars;
}

// Which parameter a value is: `n`, `parseInt(n, 10)`, `n + ''`, `String(n)`, a variable holding one; -1 when none.
function argumentOf(value: string, params: string[], vars: Map<string, string>, depth = 0): number {
  const v = value.replace(/\s+/g, '');
  const m = /^(?:(?:parseInt|Number|String|Math\.floor)\(([\w$]+)(?:,10)?\)|([\w$]+)(?:\+''|\+"")?|(?:''|"")\+([\w$]+))$/.exec(v);
  const name = m?.[1] ?? m?.[2] ?? m?.[3];
  if (!name) return -1;
  const arg = params.indexOf(name);
  const held = vars.get(name);
  return arg >= 0 || !held || depth > 1 ? arg : argumentOf(held, params, vars, depth + 1);
}

function literalOf(value: string): string | undefined {
  if (/^\d+$/.test(value)) return value;
  const m = /^(['"])([^'"\\]*)\1$/.exec(value);
  return m ? m[2] : undefined;
}

// What element code names (a form or a field); undefined when it cannot be told.
function refOf(chain: string, vars: Map<string, string>, depth = 0): Ref | undefined {
  // `$('#f')[0]`, `getElementsByName('p')[0]`: the element a call found.
  const code = chain.replace(/\)(?:\.get\(0\)|\.eq\(0\)|\[0\])$/, ')');
  let m: RegExpExecArray | null;
  if ((m = /getElementById\(\s*['"]([^'"]+)['"]\s*\)$/.exec(code))) return { id: m[1]! };
  if ((m = /getElementsByName\(\s*['"]([^'"]+)['"]\s*\)$/.exec(code))) return { name: m[1]! };
  if ((m = /(?:^\$|^jQuery|querySelector)\(\s*(['"])(.+?)\1\s*\)$/.exec(code))) return selectorRef(m[2]!);
  if ((m = /(?:^|\.)forms\[\s*(\d+)\s*\]$/.exec(code))) return { index: Number(m[1]) };
  if ((m = /(?:^|\.)forms(?:\[\s*['"]([^'"]+)['"]\s*\]|\.([A-Za-z_$][\w$]*))$/.exec(code))) return { name: (m[1] ?? m[2])! };
  if ((m = /(?:\.elements)?\[\s*['"]([^'"]+)['"]\s*\]$/.exec(code))) return { name: m[1]!, parent: code.slice(0, m.index) };
  if ((m = /^(?:window\.)?document\.([A-Za-z_$][\w$]*)$/.exec(code))) return { name: m[1]! };
  if (/^[A-Za-z_$][\w$]*$/.test(code)) {
    const bound = vars.get(code);
    return bound && depth < 3 && bound !== code ? refOf(bound, vars, depth + 1) : undefined;
  }
  if ((m = /\.([A-Za-z_$][\w$]*)$/.exec(code)) && m[1] !== 'value') return { name: m[1]!, parent: code.slice(0, m.index) };
  return undefined;
}

// `#pageNo`, `input#pageNo`, `[name=pageNo]`, `form[name='pageForm']`.
function selectorRef(selector: string): Ref | undefined {
  const id = /^[a-z]*#([\w-]+)$/i.exec(selector.trim());
  if (id) return { id: id[1]! };
  const name = /^[a-z]*\[\s*name\s*=\s*['"]?([\w$-]+)['"]?\s*\]$/i.exec(selector.trim());
  return name ? { name: name[1]! } : undefined;
}

/**
 * The later pages a form pager gives: POSTs as keyed pages (`posts`) and GET URLs (`gets`);
 * `read`: the page has a form pager we read (its last page gives no later page, yet needs no browser).
 * `scripts`: the page's inline scripts and any external ones read for it; `resolve` gives the absolute action URL.
 */
export function formPagerPages(
  controls: PagerControl[],
  forms: Element[],
  scripts: string[],
  pageUrl: string,
  resolve: (href: string) => string | undefined,
): { posts: PostbackPage[]; gets: string[]; read: boolean } {
  const posts: PostbackPage[] = [];
  const gets: string[] = [];
  let read = false;
  if (forms.length === 0 || controls.length === 0) return { posts, gets, read };
  const functions = formPagerFunctions(scripts);
  if (functions.size === 0) return { posts, gets, read };
  const calls = controls.flatMap((control) => {
    for (const m of control.code.matchAll(/([A-Za-z_$][\w$]*)\s*\(([^()]*)\)/g)) {
      const fn = functions.get(m[1]!);
      const page = fn && pageArgument(m[2]!, fn.arg);
      if (fn && page !== undefined) return [{ control, fn, page }];
    }
    return [];
  });
  const keys = new Set<string>();
  for (const { control, fn, page } of calls) {
    const target = formFor(fn, forms, control.element);
    if (!target) continue;
    read = true;
    if (!POSTED_LATER_PAGE.test(control.text.replace(/[\s\[\]<>«»]/g, ''))) continue;
    const { form, name } = target;
    const fields = fieldsOf(form);
    const current = Number(fields.find(([n]) => n === name)?.[1]);
    if (Number.isInteger(current) && page <= current) continue;
    const last = lastPage(calls.filter((c) => c.fn === fn), form);
    if ((last !== undefined && page > last) || page > (Number.isInteger(current) ? current : 1) + MAX_READ_PAGES) continue;
    const action = resolve(fn.action ?? (form.attribs.action?.trim() || pageUrl));
    if (!action || !sameHost(action, pageUrl)) continue;
    const sent = withValues(fields, [[name, String(page)], ...fn.fixed.flatMap(([ref, value]) => {
      const other = controlName(form, ref);
      return other ? [[other, value] as [string, string]] : [];
    })]);
    if (sent.reduce((n, [k, v]) => n + k.length + v.length, 0) > MAX_FORM_CHARS) continue;
    if ((form.attribs.method ?? 'get').trim().toLowerCase() === 'post') {
      const key = withParam(action, `${encodeURIComponent(name)}~${page}`);
      if (keys.has(key)) continue;
      keys.add(key);
      posts.push({ key, action, fields: sent });
    } else {
      const query = sent.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
      gets.push(`${action.replace(/[?#].*$/, '')}?${query}`);
    }
  }
  return { posts, gets, read };
}

// A call's page argument: `3`, `'3'`; undefined for anything else (`this.value`, a box's value).
function pageArgument(args: string, index: number): number | undefined {
  const arg = args.split(',')[index]?.trim().replace(/^(['"])(\d+)\1$/, '$2');
  return arg !== undefined && /^\d{1,5}$/.test(arg) ? Number(arg) : undefined;
}

// The form the function submits and the name its page field is sent under.
function formFor(fn: FormPagerFunction, forms: Element[], control: Element): { form: Element; name: string } | undefined {
  const named = fn.form ? findForm(forms, fn.form) : undefined;
  if (fn.form && !named) return undefined;
  const candidates = named ? [named] : [...new Set([formOf(control), ...forms].filter((f): f is Element => f !== undefined))];
  for (const form of candidates) {
    const name = controlName(form, fn.field);
    if (name) return { form, name };
  }
  return undefined;
}

function findForm(forms: Element[], ref: Ref): Element | undefined {
  if (ref.index !== undefined) return forms[ref.index];
  return forms.find((f) => (ref.id !== undefined && f.attribs.id === ref.id) || (ref.name !== undefined && (f.attribs.name === ref.name || f.attribs.id === ref.name)));
}

// The name a form's control (named or with that id) is sent under.
function controlName(form: Element, ref: Ref): string | undefined {
  let found: string | undefined;
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (found !== undefined || !isTag(child)) continue;
      if (/^(?:input|select|textarea)$/.test(child.name) && child.attribs.name) {
        const { id, name } = child.attribs;
        if ((ref.id !== undefined && id === ref.id) || (ref.name !== undefined && (name === ref.name || id === ref.name))) found = name;
      } else walk(child);
    }
  };
  walk(form);
  return found;
}

// The fields with some set to new values; a control the form sends none for (a disabled one, an unchecked box) is added.
function withValues(fields: Array<[string, string]>, values: Array<[string, string]>): Array<[string, string]> {
  const set = new Map(values);
  const out = fields.map(([name, value]): [string, string] => [name, set.get(name) ?? value]);
  for (const [name, value] of values) if (!fields.some(([n]) => n === name)) out.push([name, value]);
  return out;
}

// The last page: a 尾页 link's argument, else the count the form's text shows (共 4 页, 第1/4页).
function lastPage(calls: Array<{ control: PagerControl; page: number }>, form: Element): number | undefined {
  const last = calls.find((c) => LAST_WORD.test(c.control.text.replace(/[\s\[\]]/g, '')));
  if (last) return last.page;
  const scope = form.parent && isTag(form.parent) ? form.parent : form;
  const count = PAGE_COUNT_SHOWN.exec(visibleText(scope));
  return count ? Number(count[1] ?? count[2]) : undefined;
}

/** A page-number box's name: `pageNo`, `page`, `currentPage`, `pn` … */
const PAGE_FIELD = /^(?:p|pn|pg|page|pages|pageno|page_no|pagenum|pagenumber|pageindex|page_index|curpage|currentpage|current_page|cpage|topage|gopage|jumppage)$/i;

/**
 * A POST form that is the pager with no script at all (Struts/JSP lists): a `<select>` of pages
 * (第K页) or a page-number box with the count shown (共 4 页), submitted by its own button (or the
 * select's `this.form.submit()`), hidden fields (a token the page issued) beside. Each later page is
 * a keyed POST like a form pager's: every field as the page holds it, the page field set to K.
 * Pages after the one shown, up to the last the form offers, MAX_READ_PAGES at most.
 */
export function plainFormPages(forms: Element[], pageUrl: string, resolve: (href: string) => string | undefined): PostbackPage[] {
  const posts: PostbackPage[] = [];
  for (const form of forms) {
    if ((form.attribs.method ?? 'get').trim().toLowerCase() !== 'post') continue;
    const controls = formControls(form);
    const submits = controls.some((c) => (c.name === 'input' && /^(?:submit|image)$/i.test(c.attribs.type ?? '')) || (c.name === 'button' && !/^(?:button|reset)$/i.test(c.attribs.type ?? '')));
    let field: string | undefined;
    let pages: number[] = [];
    for (const control of controls) {
      const name = control.attribs.name;
      if (!name) continue;
      if (control.name === 'select' && (submits || /\.submit\(\s*\)/.test(control.attribs.onchange ?? ''))) {
        const options = control.children.filter((c): c is Element => isTag(c) && c.name === 'option');
        const numbers = options.map((o) => (PAGE_OPTION.test(visibleText(o).trim()) ? Number((o.attribs.value ?? visibleText(o)).trim()) : NaN));
        if (options.length < 2 || !numbers.every((n) => Number.isInteger(n) && n >= 0)) continue;
        const chosen = options.findIndex((o) => o.attribs.selected !== undefined);
        const current = numbers[Math.max(0, chosen)]!;
        field = name;
        pages = numbers.filter((n) => n > current);
        break;
      }
      if (control.name === 'input' && submits && /^(?:text|number|)$/i.test(control.attribs.type ?? '') && PAGE_FIELD.test(name) && /^\d{1,5}$/.test((control.attribs.value ?? '').trim())) {
        const count = PAGE_COUNT_SHOWN.exec(visibleText(form.parent && isTag(form.parent) ? form.parent : form));
        if (!count) continue;
        const current = Number(control.attribs.value!.trim());
        const last = Number(count[1] ?? count[2]);
        field = name;
        pages = Array.from({ length: Math.max(0, last - current) }, (_, i) => current + 1 + i);
        break;
      }
    }
    if (!field) continue;
    const action = resolve(form.attribs.action?.trim() || pageUrl);
    if (!action || !sameHost(action, pageUrl)) continue;
    const fields = fieldsOf(form);
    for (const page of [...new Set(pages)].sort((a, b) => a - b).slice(0, MAX_READ_PAGES)) {
      const sent = withValues(fields, [[field, String(page)]]);
      if (sent.reduce((n, [k, v]) => n + k.length + v.length, 0) > MAX_FORM_CHARS) break;
      posts.push({ key: withParam(action, `${encodeURIComponent(field)}~${page}`), action, fields: sent });
    }
    if (posts.length > 0) break; // one pager a page
  }
  return posts;
}

// A form's controls (inputs, selects, buttons), in document order, bounded.
function formControls(form: Element): Element[] {
  const found: Element[] = [];
  const walk = (el: Element): void => {
    for (const child of el.children) {
      if (!isTag(child) || found.length >= 300) continue;
      if (/^(?:input|select|button|textarea)$/.test(child.name)) found.push(child);
      else walk(child);
    }
  };
  walk(form);
  return found;
}
