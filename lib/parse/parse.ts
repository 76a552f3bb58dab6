/** HTML text → DOM tree (htmlparser2 + domhandler), pure JS so it runs in a service worker too. */
import { ElementType, Parser } from 'htmlparser2';
import { Comment, Document, DomHandler, Element, Text } from 'domhandler';

/** Longest HTML text we parse; a page beyond this is cut (real list and notice pages are < 1 MB). */
export const MAX_HTML_CHARS = 5_000_000;
/**
 * Most elements open at once. htmlparser2 keeps its open-element stack with `unshift`, so
 * nesting costs quadratic time: 40,000 nested tags take seconds. Real pages stay below a few
 * hundred; past this bound the rest of the page is dropped rather than hanging.
 */
export const MAX_OPEN_ELEMENTS = 1000;

const OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/*
 * domhandler's nodes set their fields with class-field initialisers, which Node 20's V8 runs
 * slowly: they were 40% of parse time on the corpus. These make the very same objects (same
 * prototype, same own fields in the same order) with plain assignments, each field typed.
 */
function leanElement(name: string, attribs: Record<string, string>): Element {
  const node: Element = Object.create(Element.prototype);
  node.parent = null;
  node.prev = null;
  node.next = null;
  node.startIndex = null;
  node.endIndex = null;
  node.children = [];
  node.name = name;
  node.attribs = attribs;
  node.type = name === 'script' ? ElementType.Script : name === 'style' ? ElementType.Style : ElementType.Tag;
  node.namespace = undefined;
  node['x-attribsNamespace'] = undefined;
  node['x-attribsPrefix'] = undefined;
  return node;
}

function leanText(data: string): Text {
  return leanData(Object.create(Text.prototype), data, ElementType.Text);
}

function leanComment(data: string): Comment {
  return leanData(Object.create(Comment.prototype), data, ElementType.Comment);
}

// A text or comment node: the same own fields, in the same order, as domhandler's constructor sets.
function leanData<T extends Text | Comment>(node: T, data: string, type: T['type']): T {
  node.parent = null;
  node.prev = null;
  node.next = null;
  node.startIndex = null;
  node.endIndex = null;
  node.data = data;
  node.type = type;
  return node;
}

/** A DomHandler that builds lean nodes and pauses the parser when too many elements are open at once. */
class BoundedHandler extends DomHandler {
  private owner: Parser | undefined;
  private open = 0;

  override onparserinit(parser: Parser): void {
    super.onparserinit(parser);
    this.owner = parser;
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    const element = leanElement(name, attribs);
    this.addNode(element);
    this.tagStack.push(element);
    if (++this.open > MAX_OPEN_ELEMENTS) this.owner?.pause();
  }

  override onclosetag(): void {
    this.open--;
    super.onclosetag();
  }

  override ontext(data: string): void {
    const last = this.lastNode;
    if (last && (last.type as string) === 'text') {
      last.data += data;
      return;
    }
    const node = leanText(data);
    this.addNode(node);
    this.lastNode = node;
  }

  override oncomment(data: string): void {
    const last = this.lastNode;
    if (last && (last.type as string) === 'comment') {
      last.data += data;
      return;
    }
    const node = leanComment(data);
    this.addNode(node);
    this.lastNode = node;
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
