/**
 * The topic feature library the classifier reads (paper 4): the shipped concepts, the user's own
 * terms, and candidates learned from the stored notices for the user to accept or reject.
 */
import { useEffect, useState } from 'preact/hooks';
import { FEATURE_LIBRARY } from '../../lib/classify/index.ts';
import type { FeatureReview } from '../../lib/messages/protocol.ts';
import type { MessageKey, Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';

interface Props {
  actions: Pick<OptionsActions, 'getFeatureReview' | 'reviewFeatureTerm'>;
  t: Translate;
}

/** A concept kind in the user's words ("domain" → 领域词); the key itself when none is written. */
function featureKindLabel(kind: string, t: Translate): string {
  return t(`featureKind_${kind}` as MessageKey) || kind;
}

/** The feature library section. */
export function FeaturesPanel({ actions, t }: Props) {
  const [review, setReview] = useState<FeatureReview>({ userTerms: [], candidates: [] });
  const [term, setTerm] = useState('');
  const reload = () => void actions.getFeatureReview().then(setReview, () => undefined);
  useEffect(reload, []);
  const decide = (value: string, accepted: boolean) => void actions.reviewFeatureTerm(value, accepted).then(reload);
  return (
    <section class="features">
      <h2>{t('features')}</h2>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          decide(term, true);
          setTerm('');
        }}
      >
        <input name="term" value={term} maxLength={20} onInput={(e) => setTerm(e.currentTarget.value)} />{' '}
        <button type="submit">{t('addTerm')}</button> <span class="user-terms">{review.userTerms.join('、')}</span>
      </form>
      {review.candidates.length > 0 && <h3>{t('expansion')}</h3>}
      <ul class="candidates">
        {review.candidates.map((c) => (
          <li key={c.term}>
            <b>{c.term}</b> <small>← {c.seeds.slice(0, 3).join('、')}</small>{' '}
            <button type="button" onClick={() => decide(c.term, true)}>
              ✓
            </button>{' '}
            <button type="button" onClick={() => decide(c.term, false)}>
              ✗
            </button>
          </li>
        ))}
      </ul>
      <table>
        <thead>
          <tr>
            <th>{t('featureKind')}</th>
            <th>{t('featureTerms')}</th>
          </tr>
        </thead>
        <tbody>
          {FEATURE_LIBRARY.map((concept) => (
            <tr key={concept.id}>
              <td title={`${concept.kind} · ${concept.id}`}>
                {featureKindLabel(concept.kind, t)} · {concept.terms[0]}
              </td>
              <td>{concept.terms.join('、')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
