/**
 * The user's side of the topic feature library (paper 4): candidates learned from the stored
 * notices' titles go to the user for review, never straight into the library; accepted terms
 * are kept whole by the tokenizer from the next worker start.
 */
import { expansionCandidates, FEATURE_LIBRARY } from '../../lib/classify/index.ts';
import type { FeatureReview } from '../../lib/messages/protocol.ts';
import type { Store } from '../../lib/store/store.ts';
import type { Tokenizer } from '../../lib/types/capabilities.ts';
import { SETTINGS } from '../../lib/extension/records.ts';
import type { TermChoices } from '../../lib/app-store/collections.ts';

/** Titles looked at per review: enough for the statistics, bounded in time. */
const MAX_TITLES = 3000;

/** The user's accepted and rejected terms. */
export async function termChoices(store: Store): Promise<TermChoices> {
  return (await store.get(SETTINGS, 'featureTerms')) ?? { accepted: [], rejected: [] };
}

/** The user's terms and fresh candidates from the stored notices. */
export async function featureReview(store: Store, tokenizer: Tokenizer): Promise<FeatureReview> {
  const choices = await termChoices(store);
  const notices = (await store.getAll('notices')).slice(0, MAX_TITLES);
  const texts = notices.map((n) => tokenizer.cut(n.title));
  const library = [...FEATURE_LIBRARY.flatMap((c) => c.terms), ...choices.accepted];
  const rejected = new Set(choices.rejected);
  const candidates = expansionCandidates(texts, library, { limit: 40 })
    .filter((c) => !rejected.has(c.term))
    .slice(0, 20);
  return { userTerms: choices.accepted, candidates };
}

/** Records the user's decision on one term. */
export async function reviewTerm(store: Store, term: string, accepted: boolean): Promise<void> {
  const clean = term.trim().slice(0, 20);
  if (!clean) throw new Error('an empty term');
  const choices = await termChoices(store);
  const without = (list: string[]) => list.filter((t) => t !== clean);
  const next: TermChoices = accepted
    ? { accepted: [...without(choices.accepted), clean], rejected: without(choices.rejected) }
    : { accepted: without(choices.accepted), rejected: [...without(choices.rejected), clean] };
  await store.write([{ type: 'put', collection: SETTINGS, key: 'featureTerms', value: next }]);
}
