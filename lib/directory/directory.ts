/**
 * The embedded university directory (public/directory/universities.json: {province: {name:
 * homepage}}) read by registrable domain, for a watched site's name and province. Pure: the
 * caller reads the file.
 */
import type { MatchOptions } from '../profile/profile.ts';
import { registrableDomain } from '../url/domain.ts';

export interface DirectoryEntry {
  name: string;
  province: string;
}

/** The directory as it is shipped. */
export type DirectoryFile = Record<string, Record<string, string>>;

/** The directory by registrable domain ("fzu.edu.cn" → 福州大学, 福建); the first entry wins. */
export function directoryIndex(byProvince: DirectoryFile): Map<string, DirectoryEntry> {
  const out = new Map<string, DirectoryEntry>();
  for (const [province, universities] of Object.entries(byProvince)) {
    for (const [name, homepage] of Object.entries(universities)) {
      const domain = registrableDomain(homepage);
      if (domain && !out.has(domain)) out.set(domain, { name, province });
    }
  }
  return out;
}

/** The profile's province filter over the directory. */
export function provinceLookup(directory: ReadonlyMap<string, DirectoryEntry>): MatchOptions {
  return { provinceOf: (site) => directory.get(site)?.province };
}

/**
 * A university's name from its homepage's <title>: the part naming a 大学/学院, else the first
 * part before a separator ("福州大学 - 首页" → "福州大学"); undefined when there is none.
 */
export function nameFromTitle(title: string): string | undefined {
  const parts = title
    .replace(/\s+/g, ' ')
    .split(/\s*[-|_–—·•]\s*|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const named = parts.find((p) => /(大学|学院|学校)$/.test(p)) ?? parts.find((p) => /大学|学院/.test(p)) ?? parts[0];
  return named ? named.slice(0, 40) : undefined;
}
