/**
 * Page-building functions read from a page's scripts, never run: a function that builds a URL from
 * a template (`location.href = 'list.jsp?page=' + n`, `TPL.replace('{n}', n)`,
 * `location.pathname + '?page=' + n`), inline or in a fetched external script, and the calls that
 * name it (`href="javascript:goPage(3)"`, `onclick="turnPage(2)"`). The rule: a call's URL is the
 * template with the call's literal arguments put in; anything not a literal, a parameter or a
 * string variable leaves the call unread. Rows use it too (a row's `javascript:show(12)`).
 */
import { MAX_FUNCTION_CHARS } from '../bounds.ts';

/** A page-building function: its parameter names and the URL expression's parts. */
export interface Template {
  params: string[];
  parts: string[];
}

/** A string literal, single or double quoted (no escapes beyond \' and \"). */
const STRING = String.raw`'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"`;
/** A value that changes on every call (a cache-buster): its query parameter is left out. */
const VOLATILE = String.raw`\(?new\s+Date\(\)\)?\.getTime\(\)|Date\.now\(\)|Math\.random\(\)|new\s+Date\(\)`;
const TERM = String.raw`${STRING}|${VOLATILE}|[A-Za-z_$][\w$.]*|\d+`;
/** An expression of string literals, identifiers, numbers and volatile values joined by `+`. */
export const CONCAT = String.raw`(?:${TERM})(?:\s*\+\s*(?:${TERM}))*`;
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

/** Page-building functions by name (scriptTemplates). */
export type Templates = Map<string, Template>;

/** The page-building functions defined in a page's inline scripts, by name. */
export function scriptTemplates(scripts: string[]): Templates {
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
export function callTarget(code: string, templates: Templates): string | undefined {
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
  const limit = Math.min(code.length, from + MAX_FUNCTION_CHARS);
  for (let i = from; i < limit; i++) {
    const c = code[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return code.slice(from, i);
  }
  return code.slice(from, limit);
}

// `var url = 'list_' + n + '.htm';` in a body (or a script): name → its parts; params are not overwritten.
export function stringVars(code: string, params: string[]): Map<string, string[]> {
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

export function splitConcat(expr: string): string[] {
  return [...expr.matchAll(TERM_ALL)].map((m) => (VOLATILE_TERM.test(m[0]) ? VOLATILE_MARK : m[0]));
}

// Identifiers replaced by the variables they name (one level deep); undefined when one is unknown.
export function expand(parts: string[], params: string[], vars: Map<string, string[]>, depth = 0): string[] | undefined {
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

export const isLiteral = (part: string) => part.startsWith("'") || part.startsWith('"');
export const unquote = (part: string) => part.slice(1, -1).replace(/\\(.)/g, '$1');

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

