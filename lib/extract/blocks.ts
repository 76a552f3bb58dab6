/**
 * Paper 4's tag blocks, typed title / navigation / content / anchor / other and weighted:
 * impact = λ·impact0 + (1−λ)·impact1, impact0 from the key tags (strong, b, h1–h6, i, em),
 * impact1 preset per type; weight = impact / Σ impact.
 */
import type { Block, BlockType } from '../types/page.ts';
import { isLinkBlock } from './body.ts';
import { pathOf } from './text.ts';
import type { PageModel, RawBlock } from './walk.ts';

/** λ: how much the key tags count against the preset impact of the block's type. */
export const LAMBDA = 0.4;
/** impact1 per type: titles and content matter most, navigation least. */
export const TYPE_IMPACT: Record<BlockType, number> = { title: 1, content: 0.8, anchor: 0.4, navigation: 0.2, other: 0.1 };

const NAV_HINT = /nav|menu|daohang|topbar|header|footer|breadcrumb|crumb/i;

/** Types and weights every block; `bodyBlocks` are the blocks the body was taken from. */
export function typeBlocks(model: PageModel, bodyBlocks: Set<number>, title: string): Block[] {
  const types = model.blocks.map((block, i) => blockType(block, model, bodyBlocks.has(i), title));
  const maxKeys = Math.max(1, ...model.blocks.map((b) => b.keyTags));
  const impacts = model.blocks.map((block, i) => LAMBDA * (block.keyTags / maxKeys) + (1 - LAMBDA) * TYPE_IMPACT[types[i]!]);
  const total = impacts.reduce((a, b) => a + b, 0) || 1;
  const labels = new Map<RawBlock['element'], string>();
  return model.blocks.map((block, i) => ({
    type: types[i]!,
    weight: impacts[i]! / total,
    text: block.text,
    linkDensity: block.chars === 0 ? 0 : block.linkChars / block.chars,
    path: pathOf(block.element, labels),
  }));
}

function blockType(block: RawBlock, model: PageModel, inBody: boolean, title: string): BlockType {
  const squashedTitle = title.replace(/\s+/g, '');
  const linky = isLinkBlock(block);
  // The title is plain text: a menu item that repeats it is still navigation.
  if (!linky && squashedTitle && block.chars <= squashedTitle.length + 20 && block.text.replace(/\s+/g, '').includes(squashedTitle)) return 'title';
  if (!linky && block.headings > 0 && block.chars <= 120) return 'title';
  if (inBody) return 'content';
  if (linky) {
    const shortAnchors = block.links.every((i) => (model.links[i]?.text.length ?? 0) <= 8);
    return shortAnchors || looksLikeNav(block) ? 'navigation' : 'anchor';
  }
  if (block.chars - block.linkChars >= 50) return 'content';
  return 'other';
}

/** A container whose own or parent's name says navigation, header or footer. */
function looksLikeNav(block: RawBlock): boolean {
  for (let el: RawBlock['element'] | null = block.element, up = 0; el && up < 3; up++) {
    if (el.name === 'nav' || el.name === 'header' || el.name === 'footer') return true;
    if (NAV_HINT.test(`${el.attribs?.id ?? ''} ${el.attribs?.class ?? ''}`)) return true;
    el = el.parent && 'attribs' in el.parent ? (el.parent as RawBlock['element']) : null;
  }
  return false;
}
