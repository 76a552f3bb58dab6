/** HTML text → DOM tree (htmlparser2 + domhandler), pure JS so it runs in a service worker too. */
import { Parser } from 'htmlparser2';
import { Document, DomHandler } from 'domhandler';

/** Longest HTML text we parse; a page beyond this is cut (real list and notice pages are < 1 MB). */
export const MAX_HTML_CHARS = 5_000_000;
/**
 * Most elements open at once. htmlparser2 keeps its open-element stack with `unshift`, so
 * nesting costs quadratic time: 40,000 nested tags take seconds. Real pages stay below a few
 * hundred; past this bound the rest of the page is dropped rather than hanging.
 */
export const MAX_OPEN_ELEMENTS = 1000;

const OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/** A DomHandler that pauses the parser when too many elements are open at once. */
class BoundedHandler extends DomHandler {
  private owner: Parser | undefined;
  private open = 0;

  override onparserinit(parser: Parser): void {
    super.onparserinit(parser);
    this.owner = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    super.onopentag(name, attribs);
    if (++this.open > MAX_OPEN_ELEMENTS) this.owner?.pause();
  }

  override onclosetag(): void {
    this.open--;
    super.onclosetag();
  }
}

/** Parses HTML leniently into a domhandler Document; never throws, input beyond MAX_HTML_CHARS is cut. */
export function parseHtml(text: string): Document {
  const input = typeof text === 'string' ? text.slice(0, MAX_HTML_CHARS) : '';
  try {
    const handler = new BoundedHandler();
    new Parser(handler, OPTIONS).end(input);
    return handler.root;
  } catch {
    // htmlparser2 is lenient and should not throw; if it ever does, an empty page is the safe outcome.
    return new Document([]);
  }
}
