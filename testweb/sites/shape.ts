/** What every CMS shape provides: its URL patterns, how to recognise them, and its markup. */
import type { Column, Item, ShapeKind, SiteModel } from '../model.ts';

/** A request recognised as a page of a list or an item's page. */
export type Match =
  | { kind: 'list'; column: Column; page: number }
  | { kind: 'detail'; column: Column; id: number; print: boolean };

/** One page of a list, ready to render. */
export interface ListView {
  site: SiteModel;
  column: Column;
  /** The rows of this page. */
  items: Item[];
  page: number;
  pages: number;
  /** Host-relative href of page `n` of this list. */
  pageHref(n: number): string;
  /** Href of an item's page as this list writes it (may carry a session id). */
  itemHref(item: Item, row: number): string;
}

/** An item's page, ready to render. */
export interface DetailView {
  site: SiteModel;
  column: Column;
  item: Item;
  /** The body HTML (fields and attachments, or a plain notice). */
  body: string;
  print: boolean;
  printHref: string;
  listHref: string;
}

/** A CMS shape: one per file in this folder. */
export interface Shape {
  kind: ShapeKind;
  /** Pages are written in this charset. */
  charset: 'utf-8' | 'gbk';
  /** Path and query of page `page` (1-based) of a list that has `pages` pages. */
  listPath(column: Column, page: number, pages: number): string;
  /** Path and query of an item's page (canonical: no session id, no print flag). */
  detailPath(column: Column, item: Item): string;
  /** Path and query of the print view of an item. */
  printPath(column: Column, item: Item): string;
  /** Recognises a request (path already stripped of `;jsessionid=`); `pagesOf` counts a list's pages today. */
  match(url: URL, columns: Column[], pagesOf: (column: Column) => number): Match | undefined;
  renderList(view: ListView): string;
  renderDetail(view: DetailView): string;
}

/** Numbers 1..n. */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);
