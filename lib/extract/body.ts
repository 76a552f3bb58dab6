/**
 * Paper 1's body by text density: the density of a block is its non-link text over all its
 * text; start at the densest block and walk out to the runs of link blocks around it.
 * Ours: the walk stays inside the article's container (the element that gathers the most dense
 * text, Readability-style: a block's score counts fully for its container, half for the parent,
 * a third for the grandparent), and boilerplate lines at the edges (no sentence punctuation,
 * short: dates, "打印本页", "分享到") are trimmed.
 */
import type { Element } from 'domhandler';
import { charCount } from './text.ts';
import type { RawBlock } from './walk.ts';

/** A block whose text is at least this share link text is a link block. */
export const LINK_BLOCK_DENSITY = 0.5;
/** An edge line shorter than this, without sentence punctuation, is boilerplate. */
const EDGE_LINE_CHARS = 25;
const SENTENCE_PUNCTUATION = /[。！？；，,;!?]/;
/** Non-link characters that make a block prose worth walking on to. */
const PROSE_CHARS = 80;
/** The least a body can be: a notice of one sentence still has this much. */
const MIN_BODY_CHARS = 30;

/** The body text and the blocks it was taken from. */
export interface Body {
  text: string;
  blocks: number[];
}

/** Share of a block's text outside links. */
export function textDensity(block: RawBlock): number {
  return block.chars === 0 ? 0 : (block.chars - block.linkChars) / block.chars;
}

/** True when most of a block's text is link text. */
export function isLinkBlock(block: RawBlock): boolean {
  return block.chars > 0 && block.linkChars / block.chars >= LINK_BLOCK_DENSITY;
}

/** Finds the body: the densest block, widened over its container's blocks up to a run of two link blocks. */
export function extractBody(blocks: RawBlock[]): Body {
  const seed = densestBlock(blocks);
  // A page whose densest text is a link list, or a line without a sentence in it (a footer, a
  // date), has no body: a list page or a portal.
  if (seed < 0 || isLinkBlock(blocks[seed]!) || !isProse(blocks[seed]!, MIN_BODY_CHARS)) return { text: '', blocks: [] };
  const container = articleContainer(blocks);
  const inside = (i: number) => container === undefined || isWithin(blocks[i]!.element, container);
  const kept = [seed];
  for (const step of [-1, 1]) {
    for (let i = seed + step; i >= 0 && i < blocks.length && inside(i); i += step) {
      const block = blocks[i]!;
      if (isLinkBlock(block)) {
        const neighbour = blocks[i + step];
        // A run of link blocks ends the body, unless prose resumes after it inside the article
        // (an advert or "related" box set into the text); a lone link line is passed over.
        if (!neighbour || (isLinkBlock(neighbour) && !proseResumes(blocks, i, step, inside))) break;
        continue;
      }
      kept.push(i);
    }
  }
  kept.sort((a, b) => a - b);
  const lines = kept.flatMap((i) => denseLines(blocks[i]!));
  return { text: trimEdges(lines).join('\n'), blocks: kept };
}

/** True when, past the run of link blocks at `from`, the article goes on with sentences. */
function proseResumes(blocks: RawBlock[], from: number, step: number, inside: (i: number) => boolean): boolean {
  let i = from;
  while (i >= 0 && i < blocks.length && inside(i) && isLinkBlock(blocks[i]!)) i += step;
  const next = blocks[i];
  return next !== undefined && inside(i) && isProse(next, PROSE_CHARS);
}

/** At least `minChars` of non-link text, with sentence punctuation in it. */
function isProse(block: RawBlock, minChars: number): boolean {
  return block.chars - block.linkChars >= minChars && (SENTENCE_PUNCTUATION.test(block.text) || /\.(?:\s|$)/m.test(block.text));
}

/** A block's lines without those that are mostly link text (a related-news list inside the article). */
function denseLines(block: RawBlock): string[] {
  return block.text.split('\n').filter((line, i) => (block.lineLinkChars[i] ?? 0) < LINK_BLOCK_DENSITY * charCount(line));
}

/** The block with the most non-link text, weighted by its density (so long link lists lose). */
function densestBlock(blocks: RawBlock[]): number {
  let best = -1;
  let bestScore = 0;
  blocks.forEach((block, i) => {
    const score = blockScore(block);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function blockScore(block: RawBlock): number {
  return (block.chars - block.linkChars) * textDensity(block);
}

/** The element that gathers the most dense text: each block scores for its container, parent (½) and grandparent (⅓). */
function articleContainer(blocks: RawBlock[]): Element | undefined {
  const scores = new Map<Element, number>();
  for (const block of blocks) {
    const score = blockScore(block);
    let el: Element | null = block.element;
    for (let level = 1; level <= 3 && el; level++) {
      scores.set(el, (scores.get(el) ?? 0) + score / level);
      el = el.parent && 'attribs' in el.parent ? (el.parent as Element) : null;
    }
  }
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, score] of scores) {
    if (score > bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
}

function isWithin(el: Element, container: Element): boolean {
  for (let node: Element | null = el; node; node = node.parent && 'attribs' in node.parent ? (node.parent as Element) : null) {
    if (node === container) return true;
  }
  return false;
}

/** Drops short lines without sentence punctuation from both ends: dates, bylines, "打印本页". */
function trimEdges(lines: string[]): string[] {
  const isBoilerplate = (line: string) => line.length < EDGE_LINE_CHARS && !SENTENCE_PUNCTUATION.test(line);
  let start = 0;
  let end = lines.length;
  while (start < end && isBoilerplate(lines[start]!)) start++;
  while (end > start && isBoilerplate(lines[end - 1]!)) end--;
  return lines.slice(start, end);
}
