// Where every list page and item lives, per CMS shape.
import { hash } from './model.mjs';

export const PHPCMS_LIST = (catid) => `/index.php?m=content&c=index&a=lists&catid=${catid}`;
export const PHPCMS_SHOW = (catid, id) => `/index.php?m=content&c=index&a=show&catid=${catid}&id=${id}`;

export function pageCount(list, n) {
  return Math.max(1, Math.ceil(n / list.perPage));
}

// Path of page k (1-based) of P pages.
export function listPath(list, k, P) {
  switch (list.shape) {
    case 'webplus': return k === 1 ? `/${list.dir}.htm` : `/${list.dir}/${P - k + 1}.htm`;
    case 'dede': return k === 1 ? `/${list.dir}/` : `/${list.dir}/list_${list.col}_${k}.html`;
    case 'phpcms': return k === 1 ? PHPCMS_LIST(list.col) : `${PHPCMS_LIST(list.col)}&page=${k}`;
    case 'iframe': return `/html/${list.dir}/list_${k}.html`;
    case 'empire': return k === 1 ? `/e/action/ListInfo/?classid=${list.col}` : `/e/action/ListInfo/?classid=${list.col}&page=${k - 1}`;
    case 'jquery': return k === 1 ? `/${list.col}/index.html` : `/${list.col}/index.html?page=${k}`;
    case 'next': case 'next-ssr': return k === 1 ? `/notices/${list.col}` : `/notices/${list.col}?page=${k}`;
  }
  throw new Error(`no shape ${list.shape}`);
}

// The column's entry page (what nav links point at).
export function listEntry(list) {
  return list.shape === 'iframe' ? PHPCMS_LIST(list.col) : listPath(list, 1, 1);
}

export function itemPath(it) {
  const l = it.list;
  const d = it.publishedAt;
  if (it.attachmentOnly) return `/uploads/${d.slice(0, 4)}/${d.slice(5, 7)}/${it.id}.pdf`;
  switch (l.shape) {
    case 'webplus': return `/info/${l.col}/${it.id}.htm`;
    case 'dede': return `/${l.dir}/${d.slice(0, 4)}/${d.slice(5, 7)}${d.slice(8, 10)}/${it.id}.html`;
    case 'phpcms': case 'iframe': return PHPCMS_SHOW(l.col, it.id);
    case 'empire': return `/${l.dir}/${d}/${it.id}.html`;
    case 'jquery': return `/detail/${it.id}.html`;
    case 'next': case 'next-ssr': return `/notices/detail/${it.id}`;
  }
  throw new Error(`no shape ${l.shape}`);
}

export const itemUrl = (it) => `http://${it.host}${itemPath(it)}`;

// A cache-busting value that looks random but keeps pages byte-stable (so ETags hold).
export const bust = (s) => `0.${String(hash(s)).padStart(10, '7').slice(0, 10)}`;

// Route key: path plus query without cache-busting and with sorted params.
export function routeKey(pathname, search) {
  const p = new URLSearchParams(search);
  p.delete('r');
  const entries = [...p.entries()].filter(([, v]) => v !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length ? `${pathname}?${entries.map(([k, v]) => `${k}=${v}`).join('&')}` : pathname;
}
