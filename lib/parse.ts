/** HTML text → DOM tree (htmlparser2 + domhandler), pure JS so it runs in a service worker too. */
import { parseDocument } from 'htmlparser2';
import { Document } from 'domhandler';

/** Longest HTML text we parse; a page beyond this is cut (real list and notice pages are < 1 MB). */
export const MAX_HTML_CHARS = 5_000_000;

/** Parses HTML leniently into a domhandler Document; never throws, input beyond MAX_HTML_CHARS is cut. */
export function parseHtml(text: string): Document {
  const input = typeof text === 'string' ? text.slice(0, MAX_HTML_CHARS) : '';
  try {
    return parseDocument(input, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  } catch {
    // htmlparser2 is lenient and should not throw; if it ever does, an empty page is the safe outcome.
    return new Document([]);
  }
}
