/**
 * A test web read as a browser reads it, for the webs' own health tests (shapes22 … shapes26):
 * `ask(port, url)` GETs `url` on its own host (Host header) and decodes the body as a browser does
 * (gzip undone, the charset of the header, else of a <meta>, else UTF-8); `readPage(body)` gives its
 * links as written, its forms (each field's values: an input's one, a select's options), its
 * <base href>, <meta refresh> target, <h1> and text; `resolve` and `submissions` build URLs as a
 * browser does; `reachable(port, seeds, sites)` walks from the seeds by links, redirects, meta refresh
 * and every GET form submission (every select option; every page number a 跳转 box's 第k/T页 names),
 * <base> honoured, and returns what it saw. `hrefsOf(port, url)`: the page's hrefs as its source writes them.
 */
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { normUrl } from './score.ts';

export interface Answer { status: number; headers: Record<string, string | string[] | undefined>; html: string }
/** `fields`: each field's values in order; `typed`: the names of its free text inputs (a 跳转 box's page number). */
export interface Form { method: string; action: string; fields: Array<[string, string[]]>; typed: string[] }
export interface Page { base?: string; links: string[]; forms: Form[]; refresh?: string; h1: string; text: string }

/** Asks the web for `url` on its own host; the body decoded as a browser would: gzip undone, the charset of the header, else of a <meta>, else UTF-8. */
export function ask(port: number, url: string, gzip = true): Promise<Answer> {
  const { host, pathname, search } = new URL(url);
  return new Promise((done, fail) => {
    request({ host: '127.0.0.1', port, path: pathname + search, headers: { host, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        let raw = Buffer.concat(chunks);
        if (res.headers['content-encoding'] === 'gzip') raw = gunzipSync(raw);
        const head = raw.subarray(0, 1024).toString('latin1');
        const charset = /charset=([\w-]+)/i.exec(String(res.headers['content-type'] ?? ''))?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
        done({ status: res.statusCode ?? 0, headers: res.headers, html: new TextDecoder(charset).decode(raw) });
      });
    }).on('error', fail).end();
  });
}

/** The `href="…"` values of the page at `url` exactly as its source writes them (no entity decoded). */
export const hrefsOf = async (port: number, url: string): Promise<string[]> => (await ask(port, url)).html.match(/href="[^"]*"/g)?.map((h) => h.slice(6, -1)) ?? [];

/** A page's first <base href>, links (as written), forms (each field's values: an input's one, a select's options), <meta refresh> target, <h1> and text. */
export function readPage(body: string): Page {
  const page: Page = { links: [], forms: [], h1: '', text: '' };
  let inH1 = false;
  let form: Form | undefined;
  let select: string[] | undefined;
  const parser = new Parser({
    onopentag(name, a) {
      if (name === 'base' && a.href && page.base === undefined) page.base = a.href;
      if (name === 'a' && a.href) page.links.push(a.href);
      if (name === 'form') page.forms.push(form = { method: (a.method ?? 'get').toLowerCase(), action: a.action ?? '', fields: [], typed: [] });
      if (name === 'input' && form && a.name && !/^(submit|button|image|reset)$/i.test(a.type ?? '')) {
        form.fields.push([a.name, [a.value ?? '']]);
        if (/^(text|search|number|)$/i.test(a.type ?? '')) form.typed.push(a.name);
      }
      if (name === 'select' && form && a.name) form.fields.push([a.name, select = []]);
      if (name === 'option' && select && a.value !== undefined) select.push(a.value);
      if (name === 'meta' && a['http-equiv']?.toLowerCase() === 'refresh') page.refresh = /url=(.+)$/i.exec(a.content ?? '')?.[1]?.trim();
      if (name === 'h1') inH1 = true;
    },
    ontext(t) { page.text += t; if (inH1) page.h1 += t; },
    onclosetag(name) {
      if (name === 'h1') inH1 = false;
      if (name === 'select') select = undefined;
      if (name === 'form') form = undefined;
    },
  }, { decodeEntities: true });
  parser.end(body);
  return page;
}

/** A link resolved as a browser does (WHATWG: `\` read as `/`, `..` clamped at the root, non-ASCII percent-encoded in UTF-8); undefined when it is no URL. */
export const resolve = (href: string, at: string): string | undefined => {
  try { return new URL(href, at).href; } catch { return undefined; }
};

/** The address a page's relative links resolve against: its <base href> (itself resolved on the page), else the page's URL. */
export const baseOf = (page: Page, at: string): string => (page.base !== undefined ? resolve(page.base, at) ?? at : at);

/**
 * The URLs a GET form on page `at` submits, as a browser builds them: each field in order, every option
 * of a select tried in turn, and each of `typed` typed into its free text inputs besides their value;
 * a written action resolved on `base` (the page's <base>), an empty one is the page itself.
 */
export function submissions(form: Form, at: string, { base = at, typed = [] }: { base?: string; typed?: string[] } = {}): string[] {
  if (form.method !== 'get') return [];
  const action = form.action ? resolve(form.action, base) : at;
  if (!action) return [];
  const valuesOf = ([name, values]: [string, string[]]) => (form.typed.includes(name) ? [...new Set([...values, ...typed])] : values);
  const choices = form.fields.reduce<Array<Array<[string, string]>>>((acc, field) => acc.flatMap((so) => valuesOf(field).map((v) => [...so, [field[0], v] as [string, string]])), [[]]);
  return choices.map((pairs) => { const u = new URL(action); u.search = new URLSearchParams(pairs).toString(); return u.href; });
}

/** Every URL (normalised, `normUrl`) reached from `seeds` on the web's `sites` (a host or its subdomains), as a browser follows links, redirects, <meta refresh> and GET forms. */
export async function reachable(port: number, seeds: string[], sites: string[]): Promise<Set<string>> {
  const ours = (u: string) => { const h = new URL(u).hostname; return sites.some((s) => h === s || h.endsWith(`.${s}`)); };
  const seen = new Set<string>();
  const queue = [...seeds];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(normUrl(url)) || !ours(url)) continue;
    seen.add(normUrl(url));
    const a = await ask(port, url);
    const next: Array<string | undefined> = [];
    if (a.status === 301 || a.status === 302) next.push(resolve(String(a.headers.location), url));
    if (a.status === 200) {
      const page = readPage(a.html);
      const base = baseOf(page, url);
      next.push(...page.links.map((h) => resolve(h, base)));
      if (page.refresh) next.push(resolve(page.refresh, url));
      // A 跳转 box: every page number its 共…第k/T页 names, typed in.
      const total = Number(/第\d+\/(\d+)页/.exec(page.text)?.[1] ?? 0);
      const typed = Array.from({ length: total }, (_, i) => String(i + 1));
      next.push(...page.forms.flatMap((f) => submissions(f, url, { base, typed })));
    }
    for (const u of next) if (u?.startsWith('http') && !seen.has(normUrl(u))) queue.push(u);
  }
  return seen;
}
