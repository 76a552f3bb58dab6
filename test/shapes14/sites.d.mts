// Declarations of sites.mjs for the TypeScript self-check.
import type { ListPage, SiteLists, Truth, TruthNotice } from '../kit/types.ts';

export type Shape = 'cloud-files' | 'pdf-viewer' | 'script-links' | 'file-name-cells' | 'param-types';
export type Counter = 'fileGets' | 'fileHeads' | 'viewerFetches' | 'notFound';
export type FileType = 'pdf' | 'doc' | 'docx' | 'xlsx' | 'zip' | 'wps' | 'et' | 'ofd';
/** A tender notice: `urls` are the row's file URL, a viewer URL and its file, or a page and the file it frames or links; `fileType` where the row's link is a file or a viewer of one. */
export interface Notice14 extends TruthNotice { shape: Shape; column: string; day: 1 | 2; fileType?: FileType }
export interface Truth14 extends Truth<Notice14, ListPage> {
  /** The `--resolve` host patterns the cloud files need. */
  cloudHosts: string[];
  lists: Record<string, SiteLists>;
}

/** A site's own answer: a page, a list page (`list`: `column:k`, `tenders`), a counted page, or nothing (404). */
export type Answer14 = string | { body: string; list?: string; tenders?: boolean; count?: Counter } | undefined;
export interface Site14 {
  host: string;
  school: string;
  shape: Shape;
  site: string;
  cloudHosts: string[];
  /** Every file URL the site links (absolute, as served, cloud ones `https://`) → its type. */
  files: Map<string, FileType>;
  lists(day: number): ListPage[];
  handle(path: string, query: URLSearchParams, day: number, url: string): Answer14;
}

export const FILE_TYPES: Record<FileType, [type: string, bytes: string]>;
export const COUNTERS: readonly Counter[];
export function web(): Site14[];
export function truth(day?: number): Truth14;
