/**
 * A watched site's name when the directory does not know it: its homepage's <title>, read once
 * when the site is added (one request to the site the user just chose), decoded as the crawl does.
 */
import { decodeBody } from '../../lib/decode/decode.ts';
import type { Store } from '../../lib/store/store.ts';
import { nameFromTitle } from '../../lib/directory/directory.ts';
import { directoryByDomain } from './directory.ts';
import { WATCH } from '../../lib/extension/records.ts';

/** Bytes of the homepage read at most: the title is near the top. */
const MAX_BYTES = 65_536;

/** Stores the site's name from its homepage's title, unless the directory or the user named it. */
export async function nameSite(store: Store, site: string, seed: string): Promise<void> {
  if ((await directoryByDomain()).has(site) || (await store.get(WATCH, site))?.name) return;
  const response = await fetch(seed, { signal: AbortSignal.timeout(15_000), credentials: 'omit' });
  if (!response.ok) return;
  const bytes = new Uint8Array(await response.arrayBuffer()).slice(0, MAX_BYTES);
  const title = /<title[^>]*>([^<]{1,200})<\/title>/i.exec(decodeBody(bytes, response.headers.get('content-type') ?? undefined).text)?.[1];
  const name = title ? nameFromTitle(title.replace(/&nbsp;|&amp;/g, ' ')) : undefined;
  const watched = await store.get(WATCH, site);
  if (name && watched && !watched.name) await store.write([{ type: 'put', collection: WATCH, key: site, value: { ...watched, name } }]);
}
