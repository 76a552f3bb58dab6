/**
 * Paper 1's body by text density: the density of a block is its non-link text over all its
 * text; start at the densest block and walk out to the runs of link blocks around it.
 * Ours: the walk stays inside the article's container (the element that gathers the most dense
 * text, Readability-style: a block's score counts fully for its container, half for the parent,
 * a third for the grandparent) and its sections (elements of the same markup nearby, for an
 * article cut apart by figures), text under page furniture (footers, comments, share bars, by
 * class and id words) counts for little, and boilerplate lines at the edges (no sentence
 * punctuation, short: dates, "打印本页", "分享到") are trimmed.
 */
import type { Element } from 'domhandler';
import type { RawBlock } from './walk.ts';
import { findProjectNo } from '../fields/project-no.ts';
import { toLines } from '../fields/lines.ts';

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
  const containers = articleContainers(blocks);
  const inside = (i: number) => containers.length === 0 || containers.some((c) => isWithin(blocks[i]!.element, c));
  // The article may be cut into sections set apart by figures or boxes outside its containers:
  // the walk spans every container and passes over what lies between them.
  let first = seed;
  let last = seed;
  blocks.forEach((_, i) => {
    if (inside(i)) {
      first = Math.min(first, i);
      last = Math.max(last, i);
    }
  });
  const kept = [seed];
  for (const step of [-1, 1]) {
    for (let i = seed + step; i >= first && i <= last; i += step) {
      if (!inside(i)) continue;
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
  for (let i = from; i >= 0 && i < blocks.length && inside(i); i += step) {
    const block = blocks[i]!;
    if (!isLinkBlock(block) && isProse(block, PROSE_CHARS) && boilerplateFactor(block.element) === 1) return true;
  }
  return false;
}

/** At least `minChars` of non-link text, with sentence punctuation in it. */
function isProse(block: RawBlock, minChars: number): boolean {
  return block.chars - block.linkChars >= minChars && (SENTENCE_PUNCTUATION.test(block.text) || /\.(?:\s|$)/m.test(block.text));
}

/** A block's lines without those that are mostly link text (a related-news list inside the article). */
function denseLines(block: RawBlock): string[] {
  return block.lines.filter((_, i) => (block.lineLinkChars[i] ?? 0) < LINK_BLOCK_DENSITY * block.lineChars[i]!);
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
  return (block.chars - block.linkChars) * textDensity(block) * boilerplateFactor(block.element);
}

/** Words of class and id names that mark page furniture (comments, footers, share bars …) or an article. */
const FURNITURE_WORDS = new Set([
  'comment', 'comments', 'footer', 'foot', 'sidebar', 'related', 'share', 'sharing', 'social', 'disclaimer',
  'copyright', 'breadcrumb', 'breadcrumbs', 'crumb', 'nav', 'navbar', 'navigation', 'menu', 'widget', 'promo',
  'ad', 'ads', 'advert', 'advertisement', 'sponsor', 'sponsored', 'subscribe', 'newsletter', 'cookie', 'popup',
  'modal', 'tags', 'recommend', 'recommended', 'trending', 'popular', 'login', 'signup', 'banner',
]);
const FURNITURE_TAGS = new Set(['footer', 'nav', 'aside']);
/** Names that mark the article itself (not generic wrappers such as "content" or "main", which hold comments too). */
const ARTICLE_WORDS = new Set(['article', 'entry', 'post', 'story', 'articlebody']);
const ARTICLE_TAGS = new Set(['article']);
/** How much of a block's text counts when the nearest named ancestor is page furniture. */
const FURNITURE_FACTOR = 0.15;
const furnitureCache = new WeakMap<Element, number>();

/**
 * Readability's lesson, by names rather than by site: a block under page furniture (footer,
 * comments, share bar …, by tag or by a word of a class or id) counts for little, unless an
 * element marking the article itself (<article>, "entry", "post" …) comes first on the way up.
 */
function boilerplateFactor(element: Element): number {
  const cached = furnitureCache.get(element);
  if (cached !== undefined) return cached;
  let factor = 1;
  for (let el: Element | null = element, level = 0; el && level < 12; el = el.parent && 'attribs' in el.parent ? (el.parent as Element) : null, level++) {
    if (FURNITURE_TAGS.has(el.name)) {
      factor = FURNITURE_FACTOR;
      break;
    }
    const words = nameWords(el);
    if (words.some((w) => FURNITURE_WORDS.has(w))) {
      factor = FURNITURE_FACTOR;
      break;
    }
    if (ARTICLE_TAGS.has(el.name) || words.some((w) => ARTICLE_WORDS.has(w))) break;
  }
  furnitureCache.set(element, factor);
  return factor;
}

/** Lower-cased words of an element's class and id: "footer-bottom-text", "articleBody" → footer, bottom, text / article, body. */
function nameWords(el: Element): string[] {
  const names = `${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`;
  if (names.length < 2) return [];
  return names.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/**
 * The article's containers: the element that gathers the most dense text, and the elements of
 * the same tag and class that gather at least a fifth as much (an article cut into sections).
 */
function articleContainers(blocks: RawBlock[]): Element[] {
  const scores = containerScores(blocks);
  let best: Element | undefined;
  let bestScore = 0;
  for (const [el, score] of scores) {
    if (score > bestScore) {
      bestScore = score;
      best = el;
    }
  }
  if (!best) return [];
  // A section repeats the best container's markup (tag and class, up to three ancestors) and
  // sits near it (a common ancestor at most four levels up), unlike comments or teasers elsewhere.
  const same = signature(best);
  const near = ancestors(best).slice(0, SECTION_REACH);
  const siblings = [...scores].filter(([el, score]) => el !== best && score >= SECTION_SHARE * bestScore && signature(el) === same && !isWithin(el, best) && near.some((a) => isWithin(el, a)));
  return [best, ...siblings.map(([el]) => el)].filter((el, i, all) => !all.some((other, j) => j !== i && other !== el && isWithin(el, other)));
}

/** A section of the article gathers at least this share of its best container's score. */
const SECTION_SHARE = 0.2;
/** How far up a section's common ancestor with the best container may be. */
const SECTION_REACH = 4;

function parentElement(el: Element): Element | null {
  return el.parent && 'attribs' in el.parent ? (el.parent as Element) : null;
}

function ancestors(el: Element): Element[] {
  const out: Element[] = [];
  for (let p = parentElement(el); p; p = parentElement(p)) out.push(p);
  return out;
}

/** Tag and class of an element and its three nearest ancestors. */
function signature(el: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = el, level = 0; node && level < 4; node = parentElement(node), level++) parts.push(`${node.name}.${node.attribs.class ?? ''}`);
  return parts.join('<');
}

/** Each block scores for its container, parent (½) and grandparent (⅓). */
function containerScores(blocks: RawBlock[]): Map<Element, number> {
  const scores = new Map<Element, number>();
  for (const block of blocks) {
    const score = blockScore(block);
    let el: Element | null = block.element;
    for (let level = 1; level <= 3 && el; level++) {
      scores.set(el, (scores.get(el) ?? 0) + score / level);
      el = el.parent && 'attribs' in el.parent ? (el.parent as Element) : null;
    }
  }
  return scores;
}

function isWithin(el: Element, container: Element): boolean {
  for (let node: Element | null = el; node; node = node.parent && 'attribs' in node.parent ? (node.parent as Element) : null) {
    if (node === container) return true;
  }
  return false;
}

/**
 * Drops short lines without sentence punctuation from both ends: dates, bylines, "打印本页". A
 * line that states the notice's project number ("项目编号：YMJT-2026-HW167", often its last line)
 * is the notice's own: two notices of one title are told apart by it (lib/dedup/same-notice.ts).
 */
function trimEdges(lines: string[]): string[] {
  const isBoilerplate = (line: string) => line.length < EDGE_LINE_CHARS && !SENTENCE_PUNCTUATION.test(line) && findProjectNo(toLines(line)) === undefined;
  let start = 0;
  let end = lines.length;
  while (start < end && isBoilerplate(lines[start]!)) start++;
  while (end > start && isBoilerplate(lines[end - 1]!)) end--;
  return lines.slice(start, end);
}
