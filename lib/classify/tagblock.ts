/**
 * Paper 4's tag-block relevance, mapped onto a link: R = a_title·R_title + a_anchor·R_anchor +
 * a_other·R_other, each R a cosine between the block's concept vector and the topic's.
 * - title block  = the anchor text (a link's title is its page's title block);
 * - anchor block = the context: anchor texts of the neighbouring links (paper 5's window);
 * - other block  = the URL, whose column names are often procurement pinyin (zbgg, cggg, cjgs …).
 * Navigation and content blocks do not exist before the link is fetched. Vectors are over the
 * feature library's concepts (synonyms already mapped), so matching is by concept, not string;
 * negative concepts are dimensions the topic gives no weight, so they pull the cosine down.
 */
import { addTerms, aroundThreshold, cosine, type SparseVector } from './cosine.ts';
import { conceptsIn, conceptText, FEATURE_LIBRARY, type ConceptKind } from './features.ts';
import type { Scorer } from './scorer.ts';

const KIND_WEIGHT: Record<ConceptKind, number> = { domain: 1, judging: 0.8, subject: 0.6, kind: 0.4, object: 0.4, negative: 0 };

// Weaker domain concepts: words that also occur outside tenders (采购 in 采购制度, 征集 in 征文).
const DAMPED: Record<string, number> = { 'procure-word': 0.5, 'tender-word': 0.7, select: 0.5, dispose: 0.5, change: 0.5, void: 0.5 };

const TOPIC: SparseVector = new Map([
  ...FEATURE_LIBRARY.map((c) => [c.id, DAMPED[c.id] ?? KIND_WEIGHT[c.kind]] as [string, number]),
  ['url-procure', 1],
]);

/** Procurement words in a URL (column names in pinyin, procurement hosts). */
export const PROCUREMENT_URL = /zbgg|zbgs|zbxx|zbcg|cggg|cgxx|cjgs|cjgg|zbjg|zcgg|zfcg|xjgg|ztb|zbb\.|zbzx|cgzx|bidding|purchase|tender|caigou|zhaobiao/i;

/** Preset block weights a_i (title above anchor above other). */
export const BLOCK_WEIGHTS = { title: 0.7, anchor: 0.2, other: 0.1 } as const;

function relevance(concepts: readonly string[]): number {
  return concepts.length ? cosine(addTerms(new Map(), concepts, 1), TOPIC) : 0;
}

/** The tag-block scorer; `threshold` is the relevance η that maps to 0.5. */
export function createTagBlockScorer({ threshold }: { threshold: number }): Scorer {
  return {
    name: 'tagblock',
    score(input) {
      const parts: [number, number][] = [[BLOCK_WEIGHTS.title, relevance(conceptsIn(conceptText(input.text)))]];
      if (input.context) parts.push([BLOCK_WEIGHTS.anchor, relevance(conceptsIn(conceptText(input.context)))]);
      if (input.url) parts.push([BLOCK_WEIGHTS.other, PROCUREMENT_URL.test(input.url) ? 1 : 0]);
      const total = parts.reduce((s, [a]) => s + a, 0);
      return aroundThreshold(parts.reduce((s, [a, r]) => s + a * r, 0) / total, threshold);
    },
  };
}
