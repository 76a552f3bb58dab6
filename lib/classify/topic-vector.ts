/**
 * Paper 1's topic vector K: the terms all aggregation pages of notices share, weighted by TF / IDF
 * (not TF × IDF, which would favour what one page alone says, like a university's name). A page
 * vector D is plain term frequency; Sim(K, D) is their cosine.
 */
import type { Tokenizer } from '../types/capabilities.ts';
import { commonTerms, type WeightedTerm } from './common-terms.ts';
import { addTerms, cosine, type SparseVector } from './cosine.ts';
import shipped from './topic-vector.json' with { type: 'json' };

/** The topic vector as shipped: terms with weights, and where they were learned from. */
export interface TopicVector {
  terms: WeightedTerm[];
  /** The cosine at or above which paper 1 calls a page an aggregation page. */
  threshold: number;
  source?: string;
}

/** The topic vector shipped in lib/classify/topic-vector.json (learned by helper/learn-topic-vector.ts). */
export const SHIPPED_TOPIC = shipped as TopicVector;

// Names of places and institutions: special to one university, never part of a general topic.
const PARTICULAR = /大学|学院|\d|[a-z]/iu;

/**
 * Learns K from list pages' words (one array per page): the top `limit` terms by TF / IDF,
 * leaving out names of institutions and numbers.
 */
export function learnTopicTerms(pages: readonly (readonly string[])[], limit = 60, exclude: RegExp = PARTICULAR): WeightedTerm[] {
  const general = pages.map((words) => words.filter((w) => !exclude.test(w)));
  return commonTerms(general, limit);
}

/** K as a sparse vector. */
export function topicVector(topic: TopicVector): SparseVector {
  return new Map(topic.terms.map(({ term, weight }) => [term, weight]));
}

/** Paper 1's Sim(K, D): the cosine of K with the plain term frequencies of `text`. */
export function topicSimilarity(topic: SparseVector, text: string, tokenizer: Tokenizer): number {
  return cosine(topic, addTerms(new Map(), tokenizer.cut(text), 1));
}
