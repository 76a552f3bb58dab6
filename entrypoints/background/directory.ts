/**
 * The embedded university directory (public/directory/universities.json: {province: {name:
 * homepage}}) read by registrable domain: the university's name and province for a watched site.
 * Works in the worker and in extension pages (both fetch the extension's own file).
 */
import { registrableDomain } from '../../lib/url.ts';

export interface DirectoryEntry {
  name: string;
  province: string;
}

let loaded: Promise<Map<string, DirectoryEntry>> | undefined;

/** The directory by registrable domain ("fzu.edu.cn" → 福州大学, 福建); empty when it cannot be read. */
export function directoryByDomain(): Promise<Map<string, DirectoryEntry>> {
  // (async: without the extension runtime, as in unit tests, the directory is simply empty)
  loaded ??= (async () => (await fetch(browser.runtime.getURL('/directory/universities.json'))).json() as Promise<Record<string, Record<string, string>>>)()
    .then((byProvince) => {
      const out = new Map<string, DirectoryEntry>();
      for (const [province, universities] of Object.entries(byProvince)) {
        for (const [name, homepage] of Object.entries(universities)) {
          const domain = registrableDomain(homepage);
          if (domain && !out.has(domain)) out.set(domain, { name, province });
        }
      }
      return out;
    })
    .catch(() => new Map());
  return loaded;
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
