/** The embedded university directory, read once per worker (lib/directory/directory.ts indexes it). */
import { directoryIndex, type DirectoryEntry, type DirectoryFile } from '../../lib/directory/directory.ts';

export { provinceLookup, type DirectoryEntry } from '../../lib/directory/directory.ts';

let loaded: Promise<Map<string, DirectoryEntry>> | undefined;

/** The directory by registrable domain; empty when it cannot be read (no extension runtime, as in unit tests). */
export function directoryByDomain(): Promise<Map<string, DirectoryEntry>> {
  loaded ??= (async () => directoryIndex((await (await fetch(browser.runtime.getURL('/directory/universities.json'))).json()) as DirectoryFile))().catch(
    () => new Map<string, DirectoryEntry>(),
  );
  return loaded;
}
