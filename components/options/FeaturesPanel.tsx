/** The topic feature library the classifier reads (paper 4), shown so the user sees what counts as a tender. */
import { FEATURE_LIBRARY } from '../../lib/classify/index.ts';
import type { Translate } from '../i18n.ts';

/** The feature library section (read-only for now). */
export function FeaturesPanel({ t }: { t: Translate }) {
  return (
    <section class="features">
      <h2>{t('features')}</h2>
      <table>
        <thead>
          <tr>
            <th>{t('featureKind')}</th>
            <th>{t('featureTerms')}</th>
          </tr>
        </thead>
        <tbody>
          {FEATURE_LIBRARY.map((concept) => (
            <tr>
              <td>
                {concept.kind} · {concept.id}
              </td>
              <td>{concept.terms.join('、')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
