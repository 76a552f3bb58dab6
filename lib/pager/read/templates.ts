/**
 * Pagers a page builds with script, read without running it: a function defined in an inline
 * script that builds the next page's URL from a template (`location.href = 'list.jsp?page=' + n`)
 * and the links that call it (`href="javascript:goPage(3)"`, `onclick="turnPage(2)"`); a GET
 * jump-to-page form; a Hanweb datastore's pager (dataproxy.jsp). An ASP.NET postback pager has no
 * URL to read: it is reported as needing a browser.
 */
import type { Element } from 'domhandler';
import { Element as DomElement, type AnyNode } from 'domhandler';
import { parseHtml } from '../../parse.ts';
import { isTag, isText, visibleText } from '../../extract/text.ts';

/** A page-building function: its parameter names and the URL expression's parts. */
interface Template {
  params: string[];
  parts: string[];
}

/** A string literal, single or double quoted (no escapes beyond \' and \"). */
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/** A value that changes on every call (a cache-buster): its query parameter is left out. */
const VOLATILE = String.raw`\(?new\s+Date\(\)\)?\.getTime\(\)|Date\.now\(\)|Math\.random\(\)|new\s+Date\(\)`;
const TERM = String.raw`${STRING}|${VOLATILE}|[A-Za-z_$][\w$.]*|\d+`;
/** An expression of string literals, identifiers, numbers and volatile values joined by `+`. */
const CONCAT = String.raw`(?:${TERM})(?:\s*\+\s*(?:${TERM}))*`;
const VOLATILE_MARK = '\u0000';
/** Where a script sends the browser: location(.href) = …, location.assign/replace(…), a new window's open(…). */
const NAVIGATION = new RegExp(String.raw`(?:(?:window\.|document\.|self\.|top\.|parent\.)?location(?:\.href)?\s*=(?!=)\s*|location\.(?:assign|replace)\(\s*|window\.open\(\s*)(${CONCAT})`, 'g');
/** `function name(a, b) {`, tried where a `function` keyword stands (sticky). */
const NAMED_FUNCTION = /function\s+([A-Za-z_$][\w$]*)\s*\(([^)]*)\)\s*\{/y;
/** `name = function (a, b) {`, tried where the name starts (sticky). */
const ASSIGNED_FUNCTION = /([A-Za-z_$][\w$]*)\s*=\s*function\s*\(([^)]*)\)\s*\{/y;
const STRING_VAR = new RegExp(String.raw`(?:var|let|const)?\s*([A-Za-z_$][\w$]*)\s*=\s*(${CONCAT})\s*[;\n]`, 'g');
/** The page's own path, as a script names it (the location's pathname). */
const CURRENT_PATH = /^(?:window\.|document\.|self\.)?location\.pathname$/;
/** `TPL.replace('{n}', n)`: a template variable's placeholder filled with a parameter. */
const PLACEHOLDER = new RegExp(String.raw`([A-Za-z_$][\w$]*)\.replace\(\s*(${STRING})\s*,\s*([A-Za-z_$][\w$]*)\s*\)`, 'g');
/** Longest function body read: a page's own pager code is short. */
const MAX_BODY = 4000;

/** The page-building functions defined in a page's inline scripts, by name. */
export function scriptTemplates(scripts: string[]): Map<string, Template> {
  const templates = new Map<string, Template>();
  for (const original of scripts) {
    if (!original.includes('function')) continue;
    const code = original.includes('.replace(') ? fillPlaceholders(original) : original;
    // The script's variables are read only once a function is seen to navigate (most never do).
    let globals: Map<string, string[]> | undefined;
    for (const def of functionDefs(code)) {
      const params = def.params.split(',').map((p) => p.trim()).filter(Boolean);
      const body = functionBody(code, def.end);
      const name = def.name;
      let vars: Map<string, string[]> | undefined;
      for (const nav of body.matchAll(NAVIGATION)) {
        globals ??= stringVars(code, []);
        vars ??= new Map([...globals, ...stringVars(body, params)]);
        const parts = expand(splitConcat(nav[1]!), params, vars);
        if (parts && parts.some(isLiteral)) {
          templates.set(name, { params, parts });
          break;
        }
      }
    }
  }
  return templates;
}

/** The URL a call such as `javascript:goPage(3)` or `turnPage(2);return false;` leads to, unresolved. */
export function callTarget(code: string, templates: Map<string, Template>): string | undefined {
  if (templates.size === 0) return undefined;
  for (const call of code.matchAll(/([A-Za-z_$][\w$]*)\s*\(([^()]*)\)/g)) {
    const template = templates.get(call[1]!);
    if (!template) continue;
    const args = splitArgs(call[2]!);
    if (!args) continue;
    const values = new Map(template.params.map((p, i) => [p, args[i] ?? ''] as const));
    const url = template.parts.map((part) => (isLiteral(part) ? unquote(part) : /^\d+$/.test(part) || part === VOLATILE_MARK ? part : (values.get(part) ?? ''))).join('');
    // `'&_=' + new Date().getTime()`: the parameter only busts caches, and is left out.
    return url.includes(VOLATILE_MARK) ? url.replace(/[?&][^?&=]*=[^&]*\u0000[^&]*/g, '').replace(/^([^?]*)&/, '$1?') : url;
  }
  return undefined;
}

/** The URL code sends the browser to directly: `open('show.jsp?id=12')` on the window, `location.href='a.htm'`. */
export function directTarget(code: string): string | undefined {
  for (const nav of code.matchAll(NAVIGATION)) {
    const parts = splitConcat(nav[1]!);
    if (parts.length > 0 && parts.every((p) => isLiteral(p) || /^\d+$/.test(p))) return parts.map((p) => (isLiteral(p) ? unquote(p) : p)).join('');
  }
  return undefined;
}

const RETURNED = new RegExp(String.raw`\breturn\s+(${CONCAT})\s*[;}\n]`, 'g');

/**
 * The URL expressions code navigates to or returns (`location.href = 'list.jsp?page=' + obj.curr`,
 * `return '?page=' + n`), each as its `+`-joined parts: quoted literals, names, numbers.
 */
export function urlExpressions(code: string): string[][] {
  return [...code.matchAll(NAVIGATION), ...code.matchAll(RETURNED)].map((m) => splitConcat(m[1]!));
}

/** A part of urlExpressions: the text of a quoted literal, or undefined for a name or a number. */
export function literalText(part: string): string | undefined {
  return isLiteral(part) ? unquote(part) : undefined;
}

/**
 * The address an inline script gives an empty frame (as the page's script writes it, DOC standing for
 * the page's document object: `DOC.getElementById('listFrame').src =
 * '/cms/' + 'frame.jsp?col=' + col + '&page=1'`, `$('#listFrame').attr('src', url)`,
 * `frames['listFrame'].location = …`, or through a variable holding the element), its names read
 * from the script's own string variables. `read`: the frames' addresses read; `unread`: a frame a
 * script sets that could not be read (the browser's DOM has its src).
 */
export function scriptFrameSources(scripts: string[], frameIds: string[]): { read: string[]; unread: boolean } {
  const read: string[] = [];
  let unread = false;
  if (frameIds.length === 0) return { read, unread };
  const id = frameIds.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const element = String.raw`(?:document\.getElementById\(\s*['"](?:${id})['"]\s*\)|document\.(?:querySelector|getElementsByName)\(\s*['"]#?(?:${id})['"]\s*\)(?:\[0\])?|(?:window\.|self\.|top\.|parent\.)?frames\[\s*['"](?:${id})['"]\s*\]|\$\(\s*['"]#(?:${id})['"]\s*\))`;
  for (const code of scripts) {
    if (!frameIds.some((f) => code.includes(f))) continue;
    // Variables that hold the frame element: `var f = DOC.getElementById('listFrame');` (DOC: the page's document).
    const holders = [...code.matchAll(new RegExp(String.raw`([A-Za-z_$][\w$]*)\s*=\s*${element}`, 'g'))].map((m) => m[1]!);
    const target = holders.length > 0 ? String.raw`(?:${element}|\b(?:${holders.join('|')}))` : element;
    const setters = [
      new RegExp(String.raw`${target}\s*\.\s*(?:src|location(?:\.href)?)\s*=(?!=)\s*([^;\n]+)`, 'g'),
      new RegExp(String.raw`${target}\s*\.\s*(?:setAttribute|attr|prop)\(\s*['"]src['"]\s*,\s*([^;\n]+?)\)\s*(?:[;\n]|$)`, 'g'),
      new RegExp(String.raw`${target}\s*\.\s*location\.(?:replace|assign)\(\s*([^;\n]+?)\)\s*(?:[;\n]|$)`, 'g'),
    ];
    let vars: Map<string, string[]> | undefined;
    for (const setter of setters) {
      for (const m of code.matchAll(setter)) {
        const expr = m[1]!.trim();
        const concat = new RegExp(`^(?:${CONCAT})$`).test(expr);
        vars ??= stringVars(code, []);
        const parts = concat ? expand(splitConcat(expr), [], vars) : undefined;
        if (parts && parts.length > 0 && parts.every((p) => isLiteral(p) || /^\d+$/.test(p))) read.push(parts.map((p) => (isLiteral(p) ? unquote(p) : p)).join(''));
        else unread = true;
      }
    }
  }
  return { read: [...new Set(read)], unread: unread && read.length === 0 };
}

/** An ASP.NET WebForms pager: links post the form back (`__doPostBack('grid','Page$2')`) with a view state. */
export function isPostbackPager(scripts: string[], hrefs: string[], forms: Element[]): boolean {
  const postbacks = hrefs.filter((h) => /__doPostBack\s*\(/.test(h));
  if (postbacks.length === 0) return false;
  const viewState = forms.some((form) => hasInput(form, '__VIEWSTATE')) || scripts.some((s) => s.includes('__doPostBack'));
  return viewState && postbacks.some((h) => /Page\$|\$(?:lnk)?(?:next|page|pager)|pager|page/i.test(h));
}

/** Input names a jump-to-page form gives its page number. */
const PAGE_INPUT = /^(?:page|pageno|page_no|pagenum|pageindex|pn|p|curpage|currentpage|cp|pagenumber|goto|jumppage|topage)$/i;
/** The page count a pager shows: 共 12 页, 1/12 页, 第 1 页 / 共 12 页. */
const PAGE_COUNT = /共\s*(\d{1,4})\s*页|\d{1,4}\s*\/\s*(\d{1,4})\s*页/;
/** Most page URLs one form gives (the walk stops far earlier, at its pagination limit). */
const MAX_FORM_PAGES = 100;

/**
 * A GET form with a page-number input (a jump-to-page box): the URLs of the pages after the
 * current one, up to the count the pager shows (or the next one when it shows none).
 */
export function formPages(forms: Element[], pageUrl: string, resolve: (href: string) => string | undefined): string[] {
  const urls: string[] = [];
  for (const form of forms) {
    if ((form.attribs.method ?? 'get').trim().toLowerCase() !== 'get') continue;
    const inputs = inputsOf(form);
    const pageInput = inputs.find((i) => PAGE_INPUT.test(i.attribs.name ?? '') && !/^(?:hidden|submit|button|image|checkbox|radio)$/i.test(i.attribs.type ?? ''));
    if (!pageInput) continue;
    const action = resolve(form.attribs.action?.trim() || pageUrl.replace(/[?#].*$/, ''));
    if (!action) continue;
    const text = visibleText(form.parent && isTag(form.parent) ? form.parent : form);
    const count = PAGE_COUNT.exec(text);
    const total = Number(count?.[1] ?? count?.[2] ?? pageInput.attribs.max ?? 0);
    const current = Math.max(1, Number(/^\d+$/.test(pageInput.attribs.value ?? '') ? pageInput.attribs.value : 1));
    const last = Math.min(total > 0 ? total : current + 1, current + MAX_FORM_PAGES);
    const fixed = inputs
      .filter((i) => i !== pageInput && i.attribs.name && !/^(?:submit|button|image|reset)$/i.test(i.attribs.type ?? '') && i.name !== 'select')
      .map((i) => `${encodeURIComponent(i.attribs.name!)}=${encodeURIComponent(i.attribs.value ?? '')}`);
    const base = action.replace(/\?.*$/, '');
    const query = action.includes('?') ? action.slice(action.indexOf('?') + 1).split('&') : [];
    for (let n = current + 1; n <= last; n++) {
      const pairs = [...query, ...fixed, `${encodeURIComponent(pageInput.attribs.name!)}=${n}`];
      urls.push(`${base}?${pairs.join('&')}`);
    }
  }
  return urls;
}

/** An option naming a page: `3`, `第3页`. */
const PAGE_OPTION = /^第?\s*(\d{1,4})\s*页?$/;

/**
 * The pages a jump-to-page `<select>` offers (DedeCMS `<select name='sldd'>` whose onchange sets the
 * location to the selected option's value, the only pager some templates print): the values of
 * its numbered options, but the page shown (`selected`) and page 1, where a list's walk starts.
 * A menu of other sites or columns (options not numbered) gives none.
 */
export function jumpPages(selects: Element[]): string[] {
  const urls: string[] = [];
  for (const select of selects) {
    const options = optionsOf(select);
    const numbered = options.filter((o) => PAGE_OPTION.test(visibleText(o)) && (o.attribs.value ?? '').trim());
    if (numbered.length < 2 || numbered.length < options.length / 2) continue;
    for (const option of numbered) {
      if (option.attribs.selected !== undefined || PAGE_OPTION.exec(visibleText(option))![1] === '1') continue;
      urls.push(option.attribs.value!.trim());
    }
  }
  return urls;
}

function optionsOf(el: Element): Element[] {
  const out: Element[] = [];
  for (const child of el.children) {
    if (!isTag(child)) continue;
    if (child.name === 'option') out.push(child);
    else if (child.name === 'optgroup') out.push(...optionsOf(child));
  }
  return out;
}

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
    for (let k = Number(current ?? 0) + 1; k < Number(count) && urls.length < MAX_FORM_PAGES; k++) {
      const url = resolve(`${prefix}_${k}.${suffix}`);
      if (url) urls.push(url);
    }
    return urls;
  }
  return [];
}

/** A Hanweb datastore's pager settings, read from the page's scripts and its `<nextgroup>`. */
const PROXY_URL = /proxyUrl\s*:\s*['"]([^'"]+)['"]/;
const PER_PAGE = /perPage\s*:\s*['"]?(\d{1,4})/;
const TOTAL_RECORD = /totalRecord\s*:\s*['"]?(\d{1,7})/;
const NEXT_GROUP = /<nextgroup>\s*<!\[CDATA\[\s*<a[^>]*href=["']([^"']+)["']/i;
const RECORD_CDATA = /<record>\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*<\/record>/gi;

/** The rows' HTML of a datastore script, one string per record. */
export function datastoreRecords(code: string): string[] {
  return [...code.matchAll(RECORD_CDATA)].map((m) => m[1]!);
}

/**
 * The page URLs of a Hanweb datastore list: `dataproxy.jsp?startrecord=S&endrecord=E&perpage=P`
 * plus the `<nextgroup>` link's query (column, unit, site ids), one group of records per URL
 * after those shown; the count comes from the pager's totalRecord (else one more group is read:
 * an answer's groups are not chained, so a list is never probed past its end).
 */
export function datastorePages(datastore: string, scripts: string[], shown: number, resolve: (href: string) => string | undefined): string[] {
  const code = scripts.join('\n');
  const next = NEXT_GROUP.exec(datastore)?.[1]?.replace(/&amp;/g, '&');
  const proxy = PROXY_URL.exec(code)?.[1] ?? next?.replace(/\?.*$/, '');
  const perPage = Number(PER_PAGE.exec(code)?.[1] ?? 0) || shown;
  if (!proxy || shown === 0 || perPage === 0) return [];
  const total = Number(TOTAL_RECORD.exec(code)?.[1] ?? 0);
  const group = Math.max(shown, perPage);
  const query = (next?.includes('?') ? next.slice(next.indexOf('?') + 1) : '').split('&').filter((p) => p && !/^(?:page|startrecord|endrecord|perpage)=/i.test(p));
  const urls: string[] = [];
  for (let start = shown + 1; (total > 0 ? start <= total : start === shown + 1) && urls.length < MAX_FORM_PAGES; start += group) {
    const end = total > 0 ? Math.min(total, start + group - 1) : start + group - 1;
    const url = resolve(`${proxy}?${[`startrecord=${start}`, `endrecord=${end}`, `perpage=${perPage}`, ...query].join('&')}`);
    if (url) urls.push(url);
  }
  return urls;
}

/**
 * The functions a script defines, in order: `function name(…) {` and `name = function (…) {`.
 * Only the places where the word `function` stands are tried (a script is mostly other code):
 * the matches one regex of both forms would find scanning the whole script, found faster.
 */
export function* functionDefs(code: string): Generator<{ name: string; params: string; end: number }> {
  let from = 0; // the end of the last definition found: no match starts before it
  let search = 0;
  for (let at = code.indexOf('function', search); at >= 0; at = code.indexOf('function', search)) {
    // A `name = ` just before the keyword starts the match earlier, so it is tried first.
    const start = assignedName(code, at, from);
    let m: RegExpExecArray | null = null;
    if (start >= 0) {
      ASSIGNED_FUNCTION.lastIndex = start;
      m = ASSIGNED_FUNCTION.exec(code);
    }
    if (!m) {
      NAMED_FUNCTION.lastIndex = at;
      m = NAMED_FUNCTION.exec(code);
    }
    if (!m) {
      search = at + 1;
      continue;
    }
    yield { name: m[1]!, params: m[2]!, end: m.index + m[0].length };
    from = search = m.index + m[0].length;
  }
}

const SPACE = /\s/;
const NAME_CHAR = /[\w$]/;
const NAME_START = /[A-Za-z_$]/;

/** Where `name\s*=\s*` ending at `at` starts (its first letter, not before `from`), or -1. */
function assignedName(code: string, at: number, from: number): number {
  let i = at - 1;
  while (i >= from && SPACE.test(code[i]!)) i--;
  if (i < from || code[i] !== '=') return -1;
  i--;
  while (i >= from && SPACE.test(code[i]!)) i--;
  let start = -1;
  while (i >= from && NAME_CHAR.test(code[i]!)) {
    if (NAME_START.test(code[i]!)) start = i;
    i--;
  }
  return start;
}

/** The body of a function whose `{` is just before `from`, by brace counting (strings ignored: rare in pager code). */
export function functionBody(code: string, from: number): string {
  let depth = 1;
  const limit = Math.min(code.length, from + MAX_BODY);
  for (let i = from; i < limit; i++) {
    const c = code[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return code.slice(from, i);
  }
  return code.slice(from, limit);
}

// `var url = 'list_' + n + '.htm';` in a body (or a script): name → its parts; params are not overwritten.
function stringVars(code: string, params: string[]): Map<string, string[]> {
  const vars = new Map<string, string[]>();
  for (const m of code.matchAll(STRING_VAR)) {
    const name = m[1]!;
    if (params.includes(name) || vars.has(name) || /^(?:location|href)$/.test(name)) continue;
    vars.set(name, splitConcat(m[2]!));
  }
  return vars;
}

const TERM_ALL = new RegExp(TERM, 'g');
const VOLATILE_TERM = new RegExp(`^(?:${VOLATILE})$`);

function splitConcat(expr: string): string[] {
  return [...expr.matchAll(TERM_ALL)].map((m) => (VOLATILE_TERM.test(m[0]) ? VOLATILE_MARK : m[0]));
}

// Identifiers replaced by the variables they name (one level deep); undefined when one is unknown.
function expand(parts: string[], params: string[], vars: Map<string, string[]>, depth = 0): string[] | undefined {
  const out: string[] = [];
  for (const part of parts) {
    if (isLiteral(part) || /^\d+$/.test(part) || params.includes(part) || part === VOLATILE_MARK) out.push(part);
    // The page's own path: a URL of only the query that follows resolves to that path.
    else if (CURRENT_PATH.test(part)) out.push("''");
    else {
      const value = vars.get(part);
      if (!value || depth > 2) return undefined;
      const inner = expand(value, params, vars, depth + 1);
      if (!inner) return undefined;
      out.push(...inner);
    }
  }
  return out;
}

const isLiteral = (part: string) => part.startsWith("'") || part.startsWith('"');
const unquote = (part: string) => part.slice(1, -1).replace(/\\(.)/g, '$1');

// Call arguments: numbers or string literals only.
function splitArgs(text: string): string[] | undefined {
  if (text.trim() === '') return [];
  const args: string[] = [];
  for (const raw of text.split(',')) {
    const arg = raw.trim();
    if (/^-?\d+$/.test(arg)) args.push(arg);
    else if (/^(['"]).*\1$/.test(arg)) args.push(unquote(arg));
    else return undefined;
  }
  return args;
}

function inputsOf(form: Element): Element[] {
  const found: Element[] = [];
  const stack: Element[] = [form];
  while (stack.length > 0 && found.length < 200) {
    const el = stack.pop()!;
    for (const child of el.children) {
      if (!isTag(child)) continue;
      if (child.name === 'input' || child.name === 'select') found.push(child);
      else stack.push(child);
    }
  }
  return found.reverse();
}

function hasInput(form: Element, name: string): boolean {
  return inputsOf(form).some((i) => i.attribs.name === name);
}

/** The text of a comment-wrapped CDATA section (`[CDATA[…]]`), as htmlparser2 leaves it in HTML mode. */
export function cdataText(node: { type: string; data?: string }): string | undefined {
  if (node.type !== 'comment' || !node.data) return undefined;
  const m = /^\[CDATA\[([\s\S]*)\]\]$/.exec(node.data);
  return m?.[1];
}

/**
 * Puts a Hanweb datastore's rows into the page where the datastore sits, so they are read as any
 * list's rows: a `<script type="text/xml">` becomes a `div` of its records' HTML; a bare `<record>`
 * (a dataproxy.jsp answer, its CDATA left as a comment) becomes its HTML. Returns the datastore
 * scripts' code and the rows shown (for the pager).
 */
export function unwrapDatastores(datastores: Element[]): { code: string; shown: number } {
  let code = '';
  let shown = 0;
  for (const el of datastores) {
    const parent = el.parent;
    if (!parent || !('children' in parent)) continue;
    let html: string;
    if (el.name === 'script') {
      const text = el.children.map((c) => (isText(c) ? c.data : '')).join('');
      const records = datastoreRecords(text);
      code += text;
      shown += records.length;
      html = records.join('');
    } else {
      html = el.children.map((c) => cdataText(c as { type: string; data?: string }) ?? '').join('');
      shown++;
    }
    const nodes = parseHtml(html).children as AnyNode[];
    const replacement: AnyNode[] = el.name === 'script' ? [new DomElement('div', { class: 'datastore' }, nodes)] : nodes;
    for (const node of replacement) node.parent = parent as DomElement;
    if (el.name === 'script') for (const node of nodes) node.parent = replacement[0] as DomElement;
    const at = parent.children.indexOf(el);
    if (at >= 0) parent.children.splice(at, 1, ...(replacement as never[]));
  }
  return { code, shown };
}

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
  for (let k = current + 1; k <= last && hrefs.length < MAX_FORM_PAGES; k++) hrefs.push(make[0]!(k));
  return hrefs;
}

/**
 * `TPL.replace('{n}', n)` where `var TPL = 'list_5_{n}.html'` is rewritten as the concatenation it
 * means (`'list_5_' + n + '.html'`), so the function reads as any page-building one.
 */
function fillPlaceholders(code: string): string {
  const vars = stringVars(code, []);
  return code.replace(PLACEHOLDER, (call, name: string, placeholder: string, param: string) => {
    const value = vars.get(name);
    const hole = unquote(placeholder);
    if (!value || value.length !== 1 || !isLiteral(value[0]!) || !hole) return call;
    const text = unquote(value[0]!);
    const at = text.indexOf(hole);
    if (at < 0) return call;
    return `${JSON.stringify(text.slice(0, at))} + ${param} + ${JSON.stringify(text.slice(at + hole.length))}`;
  });
}
