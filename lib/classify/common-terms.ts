/**
 * Learning the topic's terms from example texts. Paper 1 weights a term by TF / IDF (not TF × IDF)
 * so that what ALL list pages share — the tender vocabulary — rises, and what is special to one
 * page (a university's name) sinks. Paper 4 expands a library with the top TF-IDF terms of the
 * texts that match each static term; those candidates go to a person for review, never straight
 * into the library.
 */

/** A term and its weight. */
export interface WeightedTerm {
  term: string;
  weight: number;
}

function documentFrequency(texts: readonly (readonly string[])[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const text of texts) for (const term of new Set(text)) df.set(term, (df.get(term) ?? 0) + 1);
  return df;
}

/**
 * Paper 1's common-term set: each text is one list page's words; weight = mean TF / IDF with
 * IDF = log((D + 1) / D_i) (the +1 keeps a term found in every text finite). Top `limit` terms.
 */
export function commonTerms(texts: readonly (readonly string[])[], limit = 60): WeightedTerm[] {
  const df = documentFrequency(texts);
  const tf = new Map<string, number>();
  for (const text of texts) {
    for (const term of text) tf.set(term, (tf.get(term) ?? 0) + 1 / text.length / texts.length);
  }
  return [...tf]
    .map(([term, meanTf]) => ({ term, weight: meanTf / Math.log((texts.length + 1) / df.get(term)!) }))
    .sort((a, b) => b.weight - a.weight || (a.term < b.term ? -1 : 1))
    .slice(0, limit);
}

/** A term proposed for the library, with the static terms whose matching texts suggested it. */
export interface ExpansionCandidate extends WeightedTerm {
  seeds: string[];
}

/**
 * Paper 4's expansion: for each static term, the `perSeed` texts that contain it most often; their
 * terms weighted by TF-IDF over all texts; the top `limit` not already in the library. For review.
 */
export function expansionCandidates(
  texts: readonly (readonly string[])[],
  library: readonly string[],
  { perSeed = 50, limit = 30 }: { perSeed?: number; limit?: number } = {},
): ExpansionCandidate[] {
  const df = documentFrequency(texts);
  const known = new Set(library);
  const found = new Map<string, ExpansionCandidate>();
  for (const seed of library) {
    const matching = texts
      .map((text) => ({ text, hits: text.filter((t) => t === seed).length }))
      .filter((m) => m.hits > 0)
      .sort((a, b) => b.hits - a.hits)
      .slice(0, perSeed);
    for (const { text } of matching) {
      for (const term of new Set(text)) {
        if (known.has(term) || term.length < 2) continue;
        const tfidf = (text.filter((t) => t === term).length / text.length) * Math.log(texts.length / df.get(term)!);
        const entry = found.get(term) ?? { term, weight: 0, seeds: [] };
        entry.weight += tfidf;
        if (!entry.seeds.includes(seed)) entry.seeds.push(seed);
        found.set(term, entry);
      }
    }
  }
  return [...found.values()].sort((a, b) => b.weight - a.weight).slice(0, limit);
}
