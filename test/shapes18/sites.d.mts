// Declarations of sites.mjs for the TypeScript self-check.
import type { ListPage, SiteLists, Truth as KitTruth, TruthNotice as KitNotice } from '../kit/types.ts';

export interface TruthNotice extends KitNotice { day: 1 | 2 }
export interface TruthPage extends ListPage { method?: 'POST'; form?: string; shell?: string }
export interface Truth extends KitTruth<TruthNotice, TruthPage> { lists: Record<string, SiteLists<TruthPage>> }

/** A request as the sites read it: a POST's url-encoded form parsed. */
export interface Request18 { method: string; host: string; url: URL; form: URLSearchParams }
/**
 * A site's answer: a page (`body`, a list page's `list` and `tenders`, `wrongAsk` when a GET named
 * another page than it got), a `shell` page, a `redirect`, a `raw` file, a `login` page; undefined: 404.
 */
export interface Answer18 {
  body?: string;
  list?: string;
  tenders?: boolean;
  wrongAsk?: boolean;
  shell?: string;
  redirect?: string;
  raw?: { body: string; type: string };
  login?: boolean;
}
export interface Site18 {
  site: string;
  hosts: string[];
  handle(req: Request18, day: number): Answer18 | undefined;
}

export function web(): Site18[];
export function truth(day?: number): Truth;
