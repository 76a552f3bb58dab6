/**
 * The popup's whole snapshot (ranking, radar, the university directory with its domain list):
 * imported by main.tsx only after the stored first page is drawn, so none of it delays that paint.
 */
import { directoryIndex, type DirectoryEntry, type DirectoryFile } from '../../lib/directory/directory.ts';
import { buildSnapshot } from '../../lib/extension/snapshot.ts';
import type { Snapshot } from '../../lib/messages/protocol.ts';
import type { Store } from '../../lib/store/store.ts';

/** The university directory (names, provinces), read once. */
const directory: Promise<Map<string, DirectoryEntry>> = fetch(browser.runtime.getURL('/directory/universities.json'))
  .then(async (r) => directoryIndex((await r.json()) as DirectoryFile))
  .catch(() => new Map());

export async function wholeSnapshot(store: Store, now: number, nativeConnected: boolean): Promise<Snapshot> {
  return buildSnapshot(store, now, nativeConnected, await directory);
}
