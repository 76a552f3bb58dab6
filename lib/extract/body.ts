/**
 * Paper 1's body by text density: the density of a block is its non-link text over all its
 * text; start at the densest block and walk out to the runs of link blocks around it.
 */
import type { RawBlock } from './walk.ts';

/** A block whose text is at least this share link text is a link block. */
export const LINK_BLOCK_DENSITY = 0.5;

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

/** Finds the body: the densest block, widened over neighbours up to a run of two link blocks. */
export function extractBody(blocks: RawBlock[]): Body {
  const seed = densestBlock(blocks);
  // A page whose densest text is a link list (a list page, a portal) has no body.
  if (seed < 0 || isLinkBlock(blocks[seed]!)) return { text: '', blocks: [] };
  const kept = [seed];
  for (const step of [-1, 1]) {
    for (let i = seed + step; i >= 0 && i < blocks.length; i += step) {
      const block = blocks[i]!;
      if (isLinkBlock(block)) {
        const neighbour = blocks[i + step];
        if (!neighbour || isLinkBlock(neighbour)) break; // a run of link blocks: the body ends here
        continue; // a lone link line (an attachment, a "more" link) inside the body is passed over
      }
      kept.push(i);
    }
  }
  kept.sort((a, b) => a - b);
  return { text: kept.map((i) => blocks[i]!.text).join('\n'), blocks: kept };
}

/** The block with the most non-link text, weighted by its density (so long link lists lose). */
function densestBlock(blocks: RawBlock[]): number {
  let best = -1;
  let bestScore = 0;
  blocks.forEach((block, i) => {
    const score = (block.chars - block.linkChars) * textDensity(block);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
