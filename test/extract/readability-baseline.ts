/**
 * The comparison baseline: linkedom + Mozilla Readability on the same decoded HTML (dev only:
 * linkedom is too slow and too DOM-bound for the service worker, which is why lib/ does not use it).
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

/** Readability's article text for an HTML page, or '' when it finds no article. */
export function readabilityBody(html: string): string {
  try {
    const { document } = parseHTML(html);
    const article = new Readability(document as unknown as Document).parse();
    return article?.textContent ?? '';
  } catch {
    return '';
  }
}
