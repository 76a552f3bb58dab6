/** Small text and DOM helpers shared by the extract stages. */
import type { AnyNode, Element, Text } from 'domhandler';

/** An element (tag, script or style). Compares `type` directly: domhandler's guards cost a
 * module-namespace lookup per call under tsx, and these run for every node of every page. */
export function isTag(node: AnyNode): node is Element {
  const type = node.type as string;
  return type === 'tag' || type === 'script' || type === 'style';
}

/** A text node. */
export function isText(node: AnyNode): node is Text {
  return (node.type as string) === 'text';
}

/** Deepest element nesting we walk; deeper content (only pathological pages) is ignored, never a stack overflow. */
export const MAX_DEPTH = 1000;

/**
 * Tags whose content a reader never sees. Not `map`: its content shows like any other (PHPCMS v9
 * wraps its whole nav in one), and its `<area>` links are the image's clickable parts.
 */
export const INVISIBLE_TAGS = new Set([
  'script', 'style', 'noscript', 'template', 'head', 'iframe', 'object', 'embed', 'svg', 'canvas',
  'select', 'option', 'textarea', 'audio', 'video', 'title', 'meta', 'link',
]);

const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/** Rows a list may fold away until its 展开更多 / 查看更多 button is pressed. */
const ROW_TAGS = new Set(['li', 'tr', 'dd', 'dt']);

/**
 * True when an element is hidden from the reader (a skipped tag, `hidden`, or an inline display:none).
 * A list's row folded by an inline style beside rows that show (`<li style="display:none">` under a
 * 展开更多 button) is not: a reader unfolds it with one click, and it is in the page.
 */
export function isHidden(el: Element): boolean {
  // A declarative shadow root (`<template shadowrootmode="open">`, as a rendered page is serialized,
  // page-scripts/snapshot.ts) is shown in its host: a web component's rows and pager.
  if (INVISIBLE_TAGS.has(el.name)) return !(el.name === 'template' && el.attribs.shadowrootmode !== undefined);
  if (el.attribs.hidden !== undefined) return true;
  if (el.name === 'input' && (el.attribs.type ?? '').toLowerCase() === 'hidden') return true;
  const style = el.attribs.style;
  return style !== undefined && HIDDEN_STYLE.test(style) && !isFoldedRow(el);
}

/** A date as a list row prints it: 2026-11-20, 2026/11/20, 2026年11月20日, [11-20]. */
const ROW_DATE = /(?:19|20)\d{2}\s*[-/.年]\s*\d{1,2}\s*[-/.月]\s*\d{1,2}|[[【(（]\d{1,2}[-/.]\d{1,2}[\]】)）]/;

// A list row (li, tr …) hidden inline that holds a link and a date, whose parent shows a row of the
// same tag: a menu's hidden items (no date) and a script's hidden data (no link) are no rows.
function isFoldedRow(el: Element): boolean {
  if (!ROW_TAGS.has(el.name) || !el.parent || !('children' in el.parent)) return false;
  if (!holds(el, (child) => child.name === 'a' && child.attribs.href !== undefined) || !ROW_DATE.test(rawText(el))) return false;
  return el.parent.children.some((sibling) => isTag(sibling) && sibling.name === el.name && !HIDDEN_STYLE.test(sibling.attribs.style ?? ''));
}

// All the text under an element, hidden or not (a folded row's own words).
function rawText(el: Element): string {
  return el.children.map((child) => (isText(child) ? child.data : isTag(child) ? rawText(child) : '')).join(' ');
}

/**
 * Collapses runs of whitespace (incl. nbsp and the ideographic space) to one space and trims;
 * zero-width and bidi control characters go (titles must not spoof or hide from dedup).
 */
export function collapse(text: string): string {
  // One pass, as `text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim()` would give (INVISIBLE in lib/text/normalize.ts): text already
  // clean (most lines) comes back as is; otherwise clean runs are copied whole.
  let out = '';
  let runStart = -1; // start of the clean run being read, or -1
  let space = false; // whitespace seen since the last kept character
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c < 0xa0) {
      if (runStart < 0) {
        if (space && out !== '') out += ' ';
        space = false;
        runStart = i;
      }
      continue;
    }
    const invisible = isInvisible(c);
    if (!invisible && !isSpace(c)) {
      if (runStart < 0) {
        if (space && out !== '') out += ' ';
        space = false;
        runStart = i;
      }
      continue;
    }
    // A lone space between two kept characters stays in the run.
    if (c === 32 && runStart >= 0 && i + 1 < n && isKept(text.charCodeAt(i + 1))) continue;
    if (runStart >= 0) {
      out += text.slice(runStart, i);
      runStart = -1;
    }
    if (!invisible) space = true;
  }
  if (runStart >= 0) out = runStart === 0 ? text : out + text.slice(runStart);
  return out;
}

/** The characters normalizeText removes as invisible (INVISIBLE in lib/text/normalize.ts). */
function isInvisible(c: number): boolean {
  return c === 0xad || c === 0x61c || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2060 && c <= 0x2069) || c === 0xfeff;
}

/** JS `\s` (with nbsp and the ideographic space). */
function isSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/** A character collapse keeps as it is. */
function isKept(c: number): boolean {
  return !isSpace(c) && !isInvisible(c);
}

/** Number of non-whitespace characters: the unit of every density and length here. */
export function charCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c !== 0xa0 && c !== 0x3000 && c !== 0x200b && c !== 0xfeff) n++;
  }
  return n;
}

/** Whitespace to the count of visibleCharsExceed: JS `\s` and the zero-width space. */
function isCountSpace(c: number): boolean {
  return c === 0x200b || isSpace(c);
}

/**
 * `charCount(visibleText(node)) > limit`, without building the text: stops counting as soon as
 * the limit is passed (rows are looked for by climbing into ever larger containers).
 */
export function visibleCharsExceed(node: AnyNode, limit: number): boolean {
  let count = 0;
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (isText(current)) {
      const data = current.data;
      for (let i = 0; i < data.length; i++) if (!isCountSpace(data.charCodeAt(i))) count++;
      if (count > limit) return true;
    } else if (isTag(current)) {
      if (current !== node && isHidden(current)) continue;
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    } else if ('children' in current) {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    }
  }
  return false;
}

/** True when an element below `el` (at most `maxDepth` levels down) passes `test`. */
export function holds(el: Element, test: (child: Element) => boolean, maxDepth = 8): boolean {
  return maxDepth > 0 && el.children.some((c) => isTag(c) && (test(c) || holds(c, test, maxDepth - 1)));
}

/** Visible text of a subtree, whitespace collapsed (iterative: safe on very deep trees). */
export function visibleText(node: AnyNode): string {
  return textOf(node, false);
}

/** Visible text with a space between elements: `<span>22</span><span>2024-03</span>` → "22 2024-03". */
export function spacedText(node: AnyNode): string {
  return textOf(node, true);
}

function textOf(node: AnyNode, spaced: boolean): string {
  const parts: string[] = [];
  const stack: AnyNode[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (isText(current)) parts.push(current.data);
    else if (isTag(current)) {
      if (current !== node && isHidden(current)) continue;
      if (current.name === 'br' || spaced) parts.push(' ');
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    } else if ('children' in current) {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    }
  }
  return collapse(parts.join(''));
}

const FIRST_WORD = /\S+/;

/** A short CSS-like label of one element: `div#main.list`. */
export function label(el: Element): string {
  const id = el.attribs.id ? `#${FIRST_WORD.exec(el.attribs.id)?.[0] ?? ''}` : '';
  const cls = el.attribs.class ? `.${FIRST_WORD.exec(el.attribs.class)?.[0] ?? ''}` : '';
  return `${el.name}${id}${cls}`;
}

/**
 * A short path from body down to an element, for debugging ("body>div.main>ul"), at most 6 steps.
 * `labels` keeps the labels made so far (blocks of one page share most of their ancestors).
 */
export function pathOf(el: Element, labels?: Map<Element, string>): string {
  const steps: string[] = [];
  let current: Element | null = el;
  while (current && current.name !== 'html' && steps.length < 6) {
    let step = labels?.get(current);
    if (step === undefined) {
      step = label(current);
      labels?.set(current, step);
    }
    steps.unshift(step);
    current = current.parent && isTag(current.parent) ? current.parent : null;
  }
  return steps.join('>');
}
