/** Watched sites: add one by address, pause, remove, and each site's last run in plain words. */
import { useState } from 'preact/hooks';
import type { CrawlProgress, SiteStatus } from '../../lib/messages.ts';
import type { Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';

interface Props {
  sites: SiteStatus[];
  /** While crawling: each site's state in this crawl. */
  progress?: CrawlProgress;
  markEverywhere: boolean;
  actions: OptionsActions;
  t: Translate;
}

/** The sites section. */
const STATE_KEYS = { queued: 'siteQueued', crawling: 'siteCrawling', done: 'siteDone' } as const;

export function SitesPanel({ sites, progress, markEverywhere, actions, t }: Props) {
  const [address, setAddress] = useState('');
  const [error, setError] = useState('');
  const add = async (event: Event) => {
    event.preventDefault();
    setError('');
    try {
      await actions.addSeeds([address.trim()]);
      setAddress('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <section class="sites">
      <h2>{t('sites')}</h2>
      <form class="add-seed" onSubmit={add}>
        <label>
          {t('addSeedLabel')}
          <input type="url" name="seed" required placeholder="https://www.example.edu.cn/" value={address} onInput={(e) => setAddress(e.currentTarget.value)} />
        </label>
        <button type="submit">{t('add')}</button>
      </form>
      {error && <p class="error">{error}</p>}
      <label class="everywhere">
        <input type="checkbox" checked={markEverywhere} onChange={(e) => void actions.markEverywhere(e.currentTarget.checked).catch((x: Error) => setError(x.message))} />{' '}
        {t('markEverywhere')}
      </label>
      <table>
        <tbody>
          {sites.map((s) => (
            <tr class="site" data-site={s.site} key={s.site}>
              <td>
                <b>{s.name ?? s.site}</b>
                <div class="seeds">{s.seeds.join(' ')}</div>
                {s.paused && <span class="paused">{t('paused')}</span>}
                {s.lastError && <div class="error">{s.lastError}</div>}
              </td>
              <td class="status">
                {progress?.sites[s.site] && <div class={`crawl-state ${progress.sites[s.site]}`}>{t(STATE_KEYS[progress.sites[s.site]!])}</div>}
                {t('lastRun')}: {s.lastRunAt ? new Date(s.lastRunAt).toLocaleString() : t('never')}
                <br />
                {t('listPages')}: {s.listPages} · {t('notices')}: <span class="count">{s.notices}</span>
              </td>
              <td class="site-actions">
                <button type="button" onClick={() => void actions.checkNow(s.site)}>
                  {t('checkNow')}
                </button>
                <button type="button" onClick={() => void actions.pauseSite(s.site, !s.paused)}>
                  {s.paused ? t('resume') : t('pause')}
                </button>
                <button type="button" onClick={() => void actions.removeSite(s.site)}>
                  {t('remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
