/**
 * extractPage: what a crawler needs from one parsed page: its links (with title, context, date,
 * scope), attachments, typed tag blocks, list regions, main body, title and publish date.
 */
import type { Document } from 'domhandler';
import type { Attachment, ExtractedPage, PageLink } from '../types.ts';
import { resolveUrl } from '../url.ts';
import { typeBlocks } from './blocks.ts';
import { extractBody } from './body.ts';
import { linkContexts } from './context.ts';
import { bestTitle, completeDates, countLinks, createLinkResolver, rowDate, rowOf } from './links.ts';
import { findListRegions } from './lists.ts';
import { pageTitle, publishedDate } from './title.ts';
import { walkPage } from './walk.ts';

export { findDate } from './dates.ts';

/** Options: `scope` is the seed's registrable domain (or a URL in it); links outside it are not in scope. */
export interface ExtractOptions {
  scope?: string;
}

/** Extracts links, attachments, blocks, list regions, body, title and publish date from a parsed page at `url`. */
export function extractPage(doc: Document, url: string, options: ExtractOptions = {}): ExtractedPage {
  const model = walkPage(doc);
  const base = (model.base && resolveUrl(model.base, url)) || url;
  const counts = countLinks(model.links);
  const contexts = linkContexts(model.pieces, model.links.map((l) => l.text));
  const dates = completeDates(model.links.map((link) => rowDate(link, rowOf(link, counts))));
  const target = createLinkResolver(base, options.scope);
  const attachments: Attachment[] = [];
  const attached = new Set<string>();
  const links: PageLink[] = model.links.map((raw, i) => {
    const { url: linkUrl, inScope, skip, attachment } = target(raw.href);
    const title = bestTitle(raw.text, raw.titleAttr);
    if (attachment && !attached.has(linkUrl)) {
      attached.add(linkUrl);
      attachments.push({ name: title || linkUrl.split('/').pop() || linkUrl, url: linkUrl });
    }
    return {
      url: linkUrl,
      text: raw.text,
      ...(raw.titleAttr ? { titleAttr: raw.titleAttr } : {}),
      title,
      context: contexts[i]!,
      ...(dates[i] ? { date: dates[i] } : {}),
      inScope,
      ...(skip ? { skip } : {}),
      blockIndex: Math.max(0, raw.block),
    };
  });
  const listRegions = findListRegions(links, model.links.map((l) => l.element));
  listRegions.forEach((region, r) => {
    for (const i of region.linkIndexes) links[i]!.listIndex = r;
  });
  const body = extractBody(model.blocks);
  const title = pageTitle(model);
  // A list page (no body) has no publish date of its own: the dates on it belong to its rows.
  const publishedAt = body.blocks.length > 0 ? publishedDate(model, body.blocks, title) : undefined;
  return {
    url,
    title,
    links,
    attachments,
    blocks: typeBlocks(model, new Set(body.blocks), title),
    listRegions,
    body: body.text,
    ...(publishedAt ? { publishedAt } : {}),
  };
}
