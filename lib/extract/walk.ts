/**
 * One pass over the DOM that flattens the visible page into what every later stage reads: tag
 * blocks (runs of text between container boundaries, paper 4), links with their raw attributes,
 * and the stream of text pieces in reading order (for link context, paper 5).
 */
import { EMBEDDED_STATE } from './embedded-json.ts';
import { isPagerControl } from '../pager/read/controls.ts';
import { Element, type AnyNode, type Document } from 'domhandler';
import { BlockBuilder, type RawBlock } from './block-builder.ts';
import { MAX_DEPTH, collapse, holds, isHidden, isTag, isText, visibleText } from './text.ts';

export type { RawBlock } from './block-builder.ts';

/** Containers: entering or leaving one ends the current block. */
const BLOCK_TAGS = new Set([
  'body', 'div', 'section', 'article', 'main', 'header', 'footer', 'nav', 'aside', 'table', 'tr',
  'td', 'th', 'ul', 'ol', 'dl', 'form', 'center', 'fieldset', 'figure', 'menu',
]);
/** Table parts: containers in a layout table, plain lines and cells in a data table. */
const TABLE_PARTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr', 'td', 'th']);
/** Cells are set apart by a space on their row's line. */
const CELL_TAGS = new Set(['td', 'th']);
/** Line-level tags: a line break inside the block, not a new block. */
const LINE_TAGS = new Set([
  'p', 'br', 'li', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'hr', 'address',
  'blockquote', 'caption', 'figcaption', 'tbody', 'thead', 'tfoot',
]);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Paper 4's key tags: emphasis marks key content. */
const KEY_TAGS = new Set(['strong', 'b', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'i', 'em']);

/** What each tag is to the walk, as bits: one map lookup per element instead of one per set. */
const KEY = 1;
const BLOCK = 2;
const TABLE_PART = 4;
const CELL = 8;
const LINE = 16;
const HEADING = 32;
const TAG_FLAGS = new Map<string, number>();
for (const [tags, bit] of [
  [KEY_TAGS, KEY], [BLOCK_TAGS, BLOCK], [TABLE_PARTS, TABLE_PART], [CELL_TAGS, CELL],
  [[...LINE_TAGS, 'tr', 'table'], LINE], [HEADING_TAGS, HEADING],
] as Array<[Iterable<string>, number]>) {
  for (const tag of tags) TAG_FLAGS.set(tag, (TAG_FLAGS.get(tag) ?? 0) | bit);
}

/** A piece of visible text; `link` is the index of the anchor it sits in, or -1. */
export interface Piece {
  text: string;
  link: number;
}

/** An anchor as found in the page. */
export interface RawLink {
  element: Element;
  href: string;
  text: string;
  titleAttr?: string;
  /** The `onclick` code, when the anchor has one (a script pager: `goPage(3)`). */
  onclick?: string;
  block: number;
}

/** An element other than an anchor that runs code on a click (`<span onclick="goPage(2)">下一页</span>`). */
export interface RawClicker {
  element: Element;
  code: string;
}

/** The flattened page. */
export interface PageModel {
  pieces: Piece[];
  blocks: RawBlock[];
  links: RawLink[];
  base?: string;
  docTitle: string;
  headings: Array<{ level: number; text: string; element: Element }>;
  meta: Record<string, string>;
  /** Inline scripts' code (no `src`), in page order: where script pagers build their URLs. */
  scripts: string[];
  /** `src` of every iframe and frame, as written. */
  frames: string[];
  /** Ids and names of iframes and frames with no src (a script may set it). */
  emptyFrames: string[];
  /** Forms of the page (a jump-to-page form is one). */
  forms: Element[];
  /** Non-anchor elements with an onclick. */
  clickers: RawClicker[];
  /** `<select>`s whose change sends the browser to the chosen option's value (a jump-to-page menu). */
  jumps: Element[];
  /** `src` of every external script, as written (a pager's function may live there). */
  scriptSources: string[];
  /** Pager controls that are not links: a page <select> calling a function, data-page elements, a GO box (lib/pager/read/controls.ts). */
  pagerControls: Element[];
  /** Hanweb datastores (`<script type="text/xml">` holding `<record>`s) and bare `<record>` elements. */
  datastores: Element[];
  /** Scripts holding an app's state as JSON (`__NEXT_DATA__`, `__INITIAL_STATE__` …): embedded-json.ts. */
  states: Element[];
}

/**
 * Text gathered for an anchor or a heading while the walk passes through it: what visibleText
 * would read (text and a space per <br>), built in the same pass instead of a second walk.
 */
interface Capture {
  text: string;
  /** False when the walk stopped short inside it (MAX_DEPTH): then its text is read apart. */
  complete: boolean;
}

/** Flattens a parsed document into blocks, links and text pieces. */
export function walkPage(doc: Document): PageModel {
  const model: PageModel = { pieces: [], blocks: [], links: [], docTitle: '', headings: [], meta: {}, scripts: [], frames: [], emptyFrames: [], forms: [], clickers: [], jumps: [], pagerControls: [], scriptSources: [], datastores: [], states: [] };
  const builder = new BlockBuilder();
  const containers: Element[] = [];
  const layout = new Map<Element, boolean>();
  const captures: Capture[] = [];
  const closeBlock = () => builder.closeBlock(containers[containers.length - 1]);
  const captured = (capture: Capture, el: Element) => (capture.complete ? collapse(capture.text) : visibleText(el));
  // An anchor, or an element whose onclick sends the page to a column (`<li onclick>`): a link with
  // no href, its onclick read as a `#` anchor's would be (index.ts scriptedHref).
  const openLink = (el: Element): { index: number; capture: Capture } => {
    const index = model.links.length;
    builder.link(index);
    const raw: RawLink = { element: el, href: el.attribs.href ?? dataHref(el) ?? '', text: '', block: -1 };
    if (el.attribs.onclick) raw.onclick = el.attribs.onclick;
    model.links.push(raw);
    const capture = { text: '', complete: true };
    captures.push(capture);
    return { index, capture };
  };
  const closeLink = (opened: { index: number; capture: Capture }, el: Element) => {
    captures.splice(captures.indexOf(opened.capture), 1);
    finishLink(model.links[opened.index]!, captured(opened.capture, el), el);
  };

  const visit = (node: AnyNode, depth: number, link: number): void => {
    if (isText(node)) {
      builder.text(node.data, link);
      model.pieces.push({ text: node.data, link });
      for (let i = 0; i < captures.length; i++) captures[i]!.text += node.data;
      return;
    }
    if (!isTag(node)) {
      if ('children' in node) for (const child of node.children) visit(child, depth + 1, link);
      return;
    }
    if (node.name === 'head') return readHead(node, model);
    noteHead(node, model);
    if (node.name === 'select' && isMenuSelect(node)) addOptionLinks(node, model);
    if (isHidden(node)) return;
    if (depth > MAX_DEPTH) {
      for (const capture of captures) capture.complete = false;
      return;
    }
    const name = node.name;
    if (name === 'br') for (const capture of captures) capture.text += ' ';
    const flags = TAG_FLAGS.get(name) ?? 0;
    if (flags & KEY) builder.keyTag();
    if (flags & BLOCK && !(flags & TABLE_PART && isDataTablePart(node, layout))) {
      closeBlock();
      containers.push(node);
      // A block whose onclick sends the page somewhere (`<div onclick>`) is a link too.
      const opened = link < 0 && isClickLink(node) ? openLink(node) : undefined;
      for (const child of node.children) visit(child, depth + 1, opened?.index ?? link);
      if (opened) closeLink(opened, node);
      closeBlock();
      containers.pop();
      return;
    }
    const isLine = (flags & LINE) !== 0;
    if (flags & CELL) builder.cell();
    if (isLine) builder.breakLine();
    let heading: { capture: Capture; entry: PageModel['headings'][number] } | undefined;
    if (flags & HEADING) {
      builder.heading();
      heading = { capture: { text: '', complete: true }, entry: { level: Number(name[1]), text: '', element: node } };
      captures.push(heading.capture);
      model.headings.push(heading.entry);
    }
    const opened = link < 0 && (((name === 'a' || name === 'area') && node.attribs.href !== undefined) || isClickLink(node)) ? openLink(node) : undefined;
    for (const child of node.children) visit(child, depth + 1, opened?.index ?? link);
    if (opened) closeLink(opened, node);
    if (heading) {
      captures.pop();
      heading.entry.text = captured(heading.capture, node);
    }
    if (isLine) builder.breakLine();
  };

  const root = new Element('body', {}); // the page's outermost block, standing for the whole body
  containers.push(root);
  for (const child of doc.children) visit(child, 0, -1);
  closeBlock();
  model.blocks = builder.blocks;
  // A block records the links it holds; give each link its block index back.
  model.blocks.forEach((block, index) => {
    for (const i of block.links) model.links[i]!.block = index;
  });
  // Links in a block too small to keep (no text) point at the nearest block before them.
  let last = 0;
  for (const link of model.links) {
    if (link.block < 0) link.block = last;
    else last = link.block;
  }
  return model;
}

/** Names a link by its visible text (`text`), its title attribute, or an image's (or an image map area's) alt text. */
function finishLink(link: RawLink, text: string, el: Element): void {
  link.text = text;
  const title = el.attribs.title;
  const titleText = title === undefined ? '' : collapse(title);
  if (titleText) link.titleAttr = titleText;
  if (!link.text) link.text = writtenText(el);
  if (!link.text) {
    // An image link: its alt text is the best name it has.
    const img = el.name === 'area' ? el : el.children.find((c): c is Element => isTag(c) && c.name === 'img');
    const alt = img?.attribs.alt;
    if (alt && collapse(alt)) link.text = collapse(alt);
  }
}

/** A quoted string in a script: '…' or "…" with its escapes. */
const JS_STRING = /"((?:[^"\\\n]|\\.){2,300})"|'((?:[^'\\\n]|\\.){2,300})'/g;

/**
 * The text an anchor's own inline script writes into it (TRS WCM lists: an `<a>` holding a
 * `<script>` that keeps the title in a variable, cuts it at 22 characters and writes it out): the
 * longest string the script holds, read as text (never markup), uncut. Nothing when it writes none.
 */
function writtenText(el: Element): string {
  const script = el.children.find((c): c is Element => isTag(c) && c.name === 'script' && c.attribs.src === undefined);
  const code = script?.children.map((c) => (isText(c) ? c.data : '')).join('') ?? '';
  if (!/document\.write(?:ln)?\s*\(/.test(code)) return '';
  let best = '';
  for (const m of code.matchAll(JS_STRING)) {
    const text = collapse((m[1] ?? m[2]!).replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))).replace(/\\(.)/g, '$1'));
    if (!/[<>]/.test(text) && text.length > best.length) best = text;
  }
  return best;
}

/** A table part with no container inside (no div, list or nested table): its rows are lines of one block. */
function isDataTablePart(el: Element, memo: Map<Element, boolean>): boolean {
  return !holdsContainer(el, memo, 0);
}

function holdsContainer(el: Element, memo: Map<Element, boolean>, depth: number): boolean {
  const known = memo.get(el);
  if (known !== undefined) return known;
  let found = false;
  for (const child of el.children) {
    if (!isTag(child) || depth > MAX_DEPTH) continue;
    if ((BLOCK_TAGS.has(child.name) && !TABLE_PARTS.has(child.name)) || child.name === 'table' || holdsContainer(child, memo, depth + 1)) {
      found = true;
      break;
    }
  }
  memo.set(el, found);
  return found;
}

/** The head holds no visible text, only the title, base and meta tags we read. */
function readHead(head: Element, model: PageModel): void {
  for (const child of head.children) if (isTag(child)) noteHead(child, model);
}

/** A click handler that calls something (a function, the page opening a URL) or sets the page's address. */
const CALL = /[\w$]\s*\(|location(?:\.href)?\s*=/;

/**
 * A non-anchor element that goes somewhere on a click: an onclick that calls, no anchor inside
 * (the anchor is the link then), and not a pager control (read apart, lib/pager/read/controls.ts).
 */
function isClickLink(el: Element): boolean {
  const code = el.attribs.onclick;
  const goes = (code !== undefined && CALL.test(code)) || dataHref(el) !== undefined;
  return goes && el.name !== 'a' && el.name !== 'area' && !holds(el, (c) => c.name === 'a') && !isPagerControl(el);
}

/** Attributes a delegated click handler opens in a new window (jQuery's `.on('click', '[data-href]', …)` on the page). */
const DATA_HREF = ['data-href', 'data-url', 'data-link'] as const;

/** The page a row with no anchor names in a data attribute for a site script to open (a path or a page file). */
function dataHref(el: Element): string | undefined {
  for (const name of DATA_HREF) {
    const value = el.attribs[name]?.trim();
    if (value && PAGE_VALUE.test(value)) return value;
  }
  return undefined;
}

/** The chosen option's value in an onchange handler. */
const CHOSEN_VALUE = String.raw`\s*this\.(?:options\[\s*this\.selectedIndex\s*\]\.)?value`;
/** An onchange that opens the chosen option's value in any way (a 快速通道 menu): sets the page's address to it, or opens it. */
const OPENS_VALUE = new RegExp(String.raw`(?:location(?:\.href)?\s*=|window\.open\s*\(|location\.(?:assign|replace)\s*\()` + CHOSEN_VALUE);
/** An option's value that names a page: a path, a file or an absolute URL, not a bare page number. */
const PAGE_VALUE = /^(?:https?:\/\/|\/|\.{1,2}\/)|\.(?:s?html?|jsp|php|aspx?)(?:[?#]|$)/i;

/** A `<select>` of places to go (快速通道, 友情链接), not a jump-to-page menu. */
function isMenuSelect(el: Element): boolean {
  return OPENS_VALUE.test(el.attribs.onchange ?? '') && !isPagerControl(el);
}

/** The options of a menu `<select>` as links, named by their text (a hidden `<option>` is no text block). */
function addOptionLinks(select: Element, model: PageModel): void {
  const options = select.children.flatMap((c) => (isTag(c) && c.name === 'optgroup' ? c.children : [c])).filter((c): c is Element => isTag(c) && c.name === 'option');
  for (const option of options) {
    const href = option.attribs.value?.trim() ?? '';
    const text = visibleText(option);
    if (!PAGE_VALUE.test(href) || /^第?\s*\d+\s*页?$/.test(text)) continue;
    model.links.push({ element: option, href, text, block: -1 });
  }
}

/** An onchange that goes to the chosen option: the page's location set to the selected option's value, or to `this.value`. */
const JUMP = new RegExp(String.raw`location(?:\.href)?\s*=` + CHOSEN_VALUE);

function noteHead(el: Element, model: PageModel): void {
  if (el.name === 'title' && !model.docTitle) model.docTitle = visibleText(el);
  else if (el.name === 'base' && model.base === undefined && el.attribs.href) model.base = el.attribs.href.trim();
  else if (el.name === 'script') noteScript(el, model);
  else if (el.name === 'iframe' || el.name === 'frame') {
    if (el.attribs.src?.trim() && !/^(?:about:blank|javascript:)/i.test(el.attribs.src.trim())) model.frames.push(el.attribs.src);
    else for (const key of [el.attribs.id, el.attribs.name]) if (key?.trim() && model.emptyFrames.length < 20) model.emptyFrames.push(key.trim());
  } else if (el.name === 'form') model.forms.push(el);
  else if (el.name === 'record') model.datastores.push(el);
  else if (el.name === 'select' && JUMP.test(el.attribs.onchange ?? '')) model.jumps.push(el);
  else if (el.name !== 'a' && isPagerControl(el)) {
    model.pagerControls.push(el);
    if (el.attribs.onclick !== undefined) model.clickers.push({ element: el, code: el.attribs.onclick });
  } else if (el.attribs.onclick !== undefined && el.name !== 'a') model.clickers.push({ element: el, code: el.attribs.onclick });
  else if (el.name === 'meta') {
    const key = (el.attribs.name ?? el.attribs.property ?? el.attribs['http-equiv'] ?? '').toLowerCase();
    if (key && el.attribs.content !== undefined && !(key in model.meta)) model.meta[key] = el.attribs.content;
  }
}

/** An inline script's code; a Hanweb datastore (rows as XML inside a script) is kept apart. */
function noteScript(el: Element, model: PageModel): void {
  if (el.attribs.src !== undefined) {
    if (el.attribs.src.trim()) model.scriptSources.push(el.attribs.src.trim());
    return;
  }
  const code = el.children.map((c) => (isText(c) ? c.data : '')).join('');
  if (/^\s*text\/xml\s*$/i.test(el.attribs.type ?? '') && code.includes('<record')) model.datastores.push(el);
  else if (EMBEDDED_STATE.test(el.attribs.id ?? '') || EMBEDDED_STATE.test(code.slice(0, 200))) model.states.push(el);
  else if (code.trim()) model.scripts.push(code);
}
