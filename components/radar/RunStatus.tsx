/** A visible sign that a check is running, and when the last one finished with what it brought. */
import type { Snapshot } from '../../lib/messages/protocol.ts';
import type { Translate } from '../i18n.ts';

function clock(iso: string, now: Date): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  return d.toDateString() === now.toDateString() ? time : `${d.getMonth() + 1}-${d.getDate()} ${time}`;
}

export function RunStatus({ snapshot, t }: { snapshot: Snapshot; t: Translate }) {
  const last = snapshot.radar?.lastRun;
  const siteRun = latestSiteRun(snapshot);
  return (
    <div class={`run-status${snapshot.crawling ? ' running' : ''}`} role="status">
      {snapshot.crawling ? (
        <>
          <span class="spinner" aria-hidden="true" /> {t('checkingNow')}
        </>
      ) : last ? (
        t('lastRunAt', [clock(last.at, new Date(snapshot.now)), String(last.newNotices)])
      ) : siteRun ? (
        t('lastRunTime', clock(siteRun, new Date(snapshot.now)))
      ) : (
        t('neverChecked')
      )}
    </div>
  );
}

/** Without a recorded run (data from before the radar), the latest site run. */
function latestSiteRun(snapshot: Snapshot): string | undefined {
  return snapshot.sites.map((s) => s.lastRunAt).filter((x): x is string => !!x).sort().pop();
}
