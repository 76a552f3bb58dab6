/** Watched sites: add one by address, pause, remove, and each site's last run in plain words. */
import { useState } from 'preact/hooks';
import type { CrawlProgress, SiteStatus } from '../../lib/messages/protocol.ts';
import type { MessageKey, Translate } from '../i18n.ts';
import type { OptionsActions } from './actions.ts';
import { WatchedLists } from './WatchedLists.tsx';

interface Props {
  sites: SiteStatus[];
  /** While crawling: each site's state in this crawl. */
  progress?: CrawlProgress;
  markEverywhere: boolean;
  actions: OptionsActions;
  t: Translate;
}

const REASON_KEYS = { challenge: 'needsBrowser_challenge', 'script-list': 'needsBrowser_script_list', 'js-pager': 'needsBrowser_js_pager', 'click-rows': 'needsBrowser_click_rows', 'script-menu': 'needsBrowser_script_menu', transport: 'needsBrowser_transport', 'script-frame': 'needsBrowser_script_frame' } as const;

/** Pages that needed a browser: how many were read in background tabs, and what was left unread and why. */
function BrowserNote({ site, t }: { site: SiteStatus; t: Translate }) {
  const unread = site.needsBrowser ?? [];
  const first = unread[0];
  const reasonKey = first && REASON_KEYS[first.reason as keyof typeof REASON_KEYS];
  return (
    <>
      {site.rendered ? <div class="browser-read">{t('siteRendered', String(site.rendered))}</div> : null}
      {first && reasonKey ? <div class="browser-needed">{t('siteNeedsBrowser', [String(unread.length), t(reasonKey), first.url])}</div> : null}
    </>
  );
}

/**
 * A site's last problem in the user's language (from its kind, not the stored sentence). A
 * robots.txt keeping the crawler out of some pages is the site's wish, not an error: a plain note.
 */
function SiteProblem({ site, t }: { site: SiteStatus; t: Translate }) {
  if (!site.lastError && !site.errorKind) return null;
  const kind = site.errorKind ?? 'internal';
  const text = t(kind === 'robots' ? 'siteNote_robots' : (`siteError_${kind.replace(/-/g, '_')}` as MessageKey)) || site.lastError;
  const status = site.lastError && /\bHTTP (\d{3})\b/.exec(site.lastError)?.[1];
  return <div class={kind === 'robots' ? 'note' : 'error'}>{status ? `${text} (HTTP ${status})` : text}</div>;
}

const KIND_KEYS = { new: 'checkKind_new', fresh: 'checkKind_fresh', busy: 'checkKind_busy', steady: 'checkKind_steady', quiet: 'checkKind_quiet', budget: 'checkKind_budget' } as const;

/** When the site is asked next and why (lib/schedule): the time, the kind in the user's language, the rule's own words below. */
function NextCheck({ site, t }: { site: SiteStatus; t: Translate }) {
  const next = site.nextCheck;
  if (!next) return null;
  const kindKey = KIND_KEYS[next.kind as keyof typeof KIND_KEYS];
  return (
    <div class="next-check">
      {t('nextCheck')}: <time dateTime={next.at}>{new Date(next.at).toLocaleString()}</time>
      {kindKey ? ` · ${t(kindKey)}` : null}
      <div class="why">{next.reason}</div>
    </div>
  );
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
                <SiteProblem site={s} t={t} />
                <BrowserNote site={s} t={t} />
                <WatchedLists lists={s.lists ?? []} onStop={(url) => void actions.unwatchList(url).catch((x: Error) => setError(x.message))} t={t} />
              </td>
              <td class="status">
                {progress?.sites[s.site] && <div class={`crawl-state ${progress.sites[s.site]}`}>{t(STATE_KEYS[progress.sites[s.site]!])}</div>}
                {t('lastRun')}: {s.lastRunAt ? new Date(s.lastRunAt).toLocaleString() : t('never')}
                <br />
                {t('listPages')}: {s.listPages} · {t('notices')}: <span class="count">{s.notices}</span>
                <NextCheck site={s} t={t} />
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
