/** What a list shows on a given day, and the URLs of its pages and items. */
import type { Column, Item, SiteModel } from './model.ts';
import { seedOf } from './random.ts';
import { SHAPES } from './sites/index.ts';

/** Items of a column that exist on `day`, newest first. */
export function visibleItems(column: Column, day: 1 | 2): Item[] {
  return column.items.filter((item) => item.day <= day);
}

/** How many pages a column has on `day`. */
export function pageCount(column: Column, day: 1 | 2): number {
  return Math.max(1, Math.ceil(visibleItems(column, day).length / column.perPage));
}

/** Absolute URL of page `page` of a list on `day`. */
export function listUrl(column: Column, page: number, day: 1 | 2): string {
  return `http://${column.host}${SHAPES[column.shape].listPath(column, page, pageCount(column, day))}`;
}

/** Canonical absolute URL of an item's page. */
export function itemUrl(column: Column, item: Item): string {
  return `http://${column.host}${SHAPES[column.shape].detailPath(column, item)}`;
}

/** A session id as JSP servers put in links: deterministic, so pages stay byte-stable. */
export function sessionId(site: SiteModel, item: Item): string {
  return (seedOf('jsession', site.index, item.id).toString(16) + seedOf(item.id).toString(16)).toUpperCase();
}

/** Host-relative href of an item as a list row writes it: JSP rows sometimes carry a session id. */
export function itemHref(site: SiteModel, column: Column, item: Item, row: number): string {
  const path = SHAPES[column.shape].detailPath(column, item);
  if (column.shape !== 'webplus-jsp' || row % 3 !== 1) return path;
  return path.replace('?', `;jsessionid=${sessionId(site, item)}?`);
}
