/** Sparse vectors and the VSM cosine shared by the vsm and tag-block scorers. */

/** A sparse vector: term → weight. */
export type SparseVector = Map<string, number>;

/** Adds `weight` × each term to `vector` (position-weighted term frequency, paper 2). */
export function addTerms(vector: SparseVector, terms: readonly string[], weight: number): SparseVector {
  for (const term of terms) vector.set(term, (vector.get(term) ?? 0) + weight);
  return vector;
}

/** Σ k_i·w_i / (√Σ k_i² · √Σ w_i²), 0 when either vector is empty. */
export function cosine(a: SparseVector, b: SparseVector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, w] of a) {
    na += w * w;
    dot += w * (b.get(term) ?? 0);
  }
  for (const w of b.values()) nb += w * w;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Maps a similarity onto [0, 1] so that the threshold η lands on 0.5 (the scorers' decision point). */
export function aroundThreshold(similarity: number, threshold: number): number {
  const s = Math.min(1, Math.max(0, similarity));
  return s < threshold ? (0.5 * s) / threshold : 0.5 + (0.5 * (s - threshold)) / (1 - threshold || 1);
}
